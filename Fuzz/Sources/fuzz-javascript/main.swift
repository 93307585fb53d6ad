import FuzzSupport

@_cdecl("fuzz_javascript_main")
func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    runFuzzer(argc, argv) { FuzzReaders.javascript($0) }
}
