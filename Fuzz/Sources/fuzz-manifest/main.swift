import FuzzSupport

@_cdecl("fuzz_manifest_main")
func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    runFuzzer(argc, argv) { FuzzReaders.manifest($0) }
}
