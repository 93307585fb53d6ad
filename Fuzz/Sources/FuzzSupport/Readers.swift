import Foundation
import OrientCheck
import OrientFacts
import OrientProject
import OrientScenario
import OrientSwift

/// What each fuzz target feeds its input to: the function Orient reads that kind of file with. Files that are
/// read from disk are written to a folder of their own first (one per process).
public enum FuzzReaders {
    static let folder: String = {
        let dir = NSTemporaryDirectory() + "orient-fuzz-\(getpid())"
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }()

    static func write(_ data: Data, to relative: String) -> String {
        let path = folder + "/" + relative
        try? FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: path, contents: data)
        return path
    }

    public static func plist(_ data: Data) { _ = PlistFile.parse(data, path: "Info.plist") }

    public static func pbxproj(_ data: Data) {
        _ = write(data, to: "App.xcodeproj/project.pbxproj")
        _ = PBXProject.read(folder + "/App.xcodeproj", root: folder)
    }

    /// The input, and the same input included by another file (includes of includes, cycles).
    public static func xcconfig(_ data: Data) {
        let path = write(data, to: "Config/Base.xcconfig")
        _ = write(Data("#include \"Base.xcconfig\"\nA = $(A)$(B)\n".utf8) + data, to: "Config/App.xcconfig")
        let reader = XCConfigReader(root: folder)
        _ = reader.read(path, level: "target")
        _ = reader.read(folder + "/Config/App.xcconfig", level: "target")
    }

    public static func workspace(_ data: Data) {
        _ = write(data, to: "W.xcworkspace/contents.xcworkspacedata")
        _ = Discovery.find(folder + "/W.xcworkspace")
    }

    public static func scenario(_ data: Data) {
        guard let text = String(data: data, encoding: .utf8) else { return }
        _ = try? ScenarioFile.parse(text, path: "fuzz.yml")
    }

    /// `.orient-hints.yml` (issue 29): the scenario reader's controllers and transitions, in a file of their own.
    public static func hints(_ data: Data) {
        guard let text = String(data: data, encoding: .utf8) else { return }
        _ = try? HintFile.parse(text, path: ".orient-hints.yml")
    }

    public static func configuration(_ data: Data) {
        guard let text = String(data: data, encoding: .utf8) else { return }
        _ = try? Configuration.parse(text, path: ".orient.yml")
    }

    public static func objc(_ data: Data) { _ = ObjCFacts.extract(data: data, path: "Fuzz.m") }

    public static func storyboard(_ data: Data) { _ = StoryboardReader.extract(data: data, path: "Main.storyboard") }

    public static func swift(_ data: Data) { _ = SwiftFacts.extract(data: data, path: "Fuzz.swift", bodies: .all) }

    /// A Flutter app's Dart file (issue 31), with the call named so the structure is always walked.
    public static func dart(_ data: Data) {
        _ = DartFacts.extract(data: Data("setPreferredOrientations runApp\n".utf8) + data, path: "lib/fuzz.dart")
    }

    /// A React Native app's JavaScript or TypeScript (issue 31), importing the modules so every lock is looked for.
    public static func javascript(_ data: Data) {
        let header =
            "import O from 'react-native-orientation-locker'; import * as S from 'expo-screen-orientation';"
            + " import X from 'x-orientation'; import N from '@react-navigation/native-stack';\n"
        _ = JSFacts.extract(data: Data(header.utf8) + data, path: "src/fuzz.tsx")
    }

    /// A `Package.swift` (issue 28: deep brackets were exponential, and manifests had no size bound).
    public static func manifest(_ data: Data) {
        _ = write(data, to: "Package/Package.swift")
        _ = PackageApps.read(folder + "/Package", root: folder)
    }

    /// An Info.plist through the C preprocessor (issue 28: `#if ((…))` was quadratic).
    public static func preprocessor(_ data: Data) {
        var cpp = PlistPreprocessor(definitions: "DEBUG=1 FLAG")
        _ = cpp.run(String(decoding: data, as: UTF8.self))
    }
}

/// libFuzzer's driver (libclang_rt.fuzzer): SwiftPM links an executable's `main` to `<module>_main`, so each
/// target defines that and hands libFuzzer its reader.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

nonisolated(unsafe) private var current: ((Data) -> Void)?

/// Runs libFuzzer with `argv`, feeding every input to `body`.
public func runFuzzer(
    _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ body: @escaping (Data) -> Void
) -> Int32 {
    current = body
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments) { bytes, size in
        current?(bytes.map { Data(bytes: $0, count: size) } ?? Data())
        return 0
    }
}
