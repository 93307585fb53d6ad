import FuzzSupport

@_cdecl("fuzz_dart_main")
func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    runFuzzer(argc, argv) { FuzzReaders.dart($0) }
}
