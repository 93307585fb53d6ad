import FuzzSupport

@_cdecl("fuzz_hints_main")
func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    runFuzzer(argc, argv) { FuzzReaders.hints($0) }
}
