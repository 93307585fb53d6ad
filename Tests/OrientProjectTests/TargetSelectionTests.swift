import Foundation
@testable import OrientCheck
import OrientTestSupport
import XCTest
@testable import OrientProject

/// Issue 13, pattern 4: only the app's own iOS apps are checked. Projects of other platforms, test harnesses,
/// vendored code and build trees are left out and counted, unless `--include-vendored`.
final class TargetSelectionTests: XCTestCase {
    /// Writes an example app project at `folder` (relative to the scratch root), its pbxproj edited by `edit`.
    func app(_ s: Scratch, _ folder: String, settings: [String: String] = [:], edit: (String) -> String = { $0 }) throws
    {
        let dir = s.path + "/" + folder
        try ExampleProject.write(Example([:], settings: settings), to: dir)
        let pbxproj = dir + "/App.xcodeproj/project.pbxproj"
        let text = try String(contentsOfFile: pbxproj, encoding: .utf8)
        try edit(text).write(toFile: pbxproj, atomically: true, encoding: .utf8)
    }

    /// A library's copy beside the app (SDL in a game's repository), whose project the app builds with: the
    /// library's own test and demo apps are not the app's. An Xcode template's placeholder target is no app.
    func testAppsOfALibraryTheAppBuildsWithAndTemplatesAreLeftOut() throws {
        let s = Scratch()
        try ExampleProject.write(Example([:]), to: s.path)
        let pbxproj = s.path + "/App.xcodeproj/project.pbxproj"
        let link = """
            \t\tF50000000000000000000001 /* PBXTargetDependency */ = {isa = PBXTargetDependency; targetProxy = F50000000000000000000002; };
            \t\tF50000000000000000000002 /* PBXContainerItemProxy */ = {isa = PBXContainerItemProxy; containerPortal = F50000000000000000000003; proxyType = 1; remoteGlobalIDString = E00000000000000000000020; remoteInfo = App; };
            \t\tF50000000000000000000003 /* App.xcodeproj */ = {isa = PBXFileReference; lastKnownFileType = "wrapper.pb-project"; path = SDL/Lib/App.xcodeproj; sourceTree = SOURCE_ROOT; };

            """
        let text = try String(contentsOfFile: pbxproj, encoding: .utf8)
            .replacingOccurrences(
                of: "/* Begin PBXNativeTarget section */\n", with: link + "/* Begin PBXNativeTarget section */\n"
            )
            .replacingOccurrences(
                of: "\t\t\tproductType = \"com.apple.product-type.application\";",
                with:
                    "\t\t\tdependencies = (F50000000000000000000001);\n\t\t\tproductType = \"com.apple.product-type.application\";"
            )
        try text.write(toFile: pbxproj, atomically: true, encoding: .utf8)
        try app(s, "SDL/Lib")
        try app(s, "SDL/Test")
        try app(s, "Templates/Game") { $0.replacingOccurrences(of: "name = App;", with: "name = ___PROJECTNAME___;") }

        let scan = ProjectScan.read(s.path)
        XCTAssertEqual(scan.apps.map(\.project), ["App.xcodeproj"])
        XCTAssertEqual(
            scan.targets.filter { $0.skipGroup == "sample or third-party apps" }.map(\.project).sorted(),
            [
                "SDL/Lib/App.xcodeproj", "SDL/Test/App.xcodeproj"
            ])
        XCTAssertEqual(scan.targets.first { $0.name == "___PROJECTNAME___" }?.skipGroup, "templates")
        // Without the link, SDL's apps are apps of the repository like any other.
        try ExampleProject.write(Example([:]), to: s.path)
        XCTAssertEqual(ProjectScan.read(s.path).apps.count, 3)
    }

    /// A blind first run (Batch): the whole app committed under `__MACOSX/Batch/`, real files and no AppleDouble
    /// copy, is the app's own; it used to end in "no Xcode project found" (exit 1).
    func testAnAppCommittedUnderAMacZipFolderIsChecked() throws {
        let s = Scratch()
        try app(s, "__MACOSX/Batch")
        s.write("__MACOSX/Batch/.DS_Store", "\0")
        XCTAssertEqual(ProjectScan.read(s.path).apps.map(\.project), ["__MACOSX/Batch/App.xcodeproj"])
    }

    func testOnlyTheAppsOwnIOSAppsAreChecked() throws {
        let s = Scratch()
        try app(s, "Main")
        // A CMake build tree: CMake writes ALL_BUILD and ZERO_CHECK into every project.
        try app(s, "Engine/cmake") { $0.replacingOccurrences(of: "name = App;", with: "name = ZERO_CHECK;") }
        try app(s, "Engine/cmake/CMakeFiles/3.25/CompilerIdC")
        // A sample app inside a library folder, and one in a git submodule.
        try app(s, "Libraries/Charts/Examples/Demo")
        try app(s, "Vendor/SDK")
        // A library's own sample app in the folder of the app's dependencies (a blind first run, PhoneX's pjsip).
        try app(s, "dependency/pjproject/pjsip-apps/ios")
        s.write(".gitmodules", "[submodule \"Sub\"]\n\tpath = External/Sub\n\turl = https://example.invalid/sub.git\n")
        try app(s, "External/Sub/App")
        // Leftovers of a zip made on a Mac: AppleDouble copies only.
        s.write("__MACOSX/Main/App.xcodeproj/._project.pbxproj", "\0\u{5}\u{16}\u{7}")
        s.write("__MACOSX/Main/._Info.plist", "\0\u{5}\u{16}\u{7}")
        s.write("__MACOSX/._Main", "\0\u{5}\u{16}\u{7}")
        // Other platforms: a visionOS-only target and a tvOS app; a test harness app.
        try app(s, "Vision", settings: ["TARGETED_DEVICE_FAMILY": "7", "SUPPORTED_PLATFORMS": "xros xrsimulator"])
        try app(s, "TV", settings: ["SDKROOT": "appletvos", "TARGETED_DEVICE_FAMILY": "3"])
        try app(s, "Harness") { $0.replacingOccurrences(of: "name = App;", with: "name = CoreTests;") }
        // Multiplatform targets count for their iOS part.
        try app(
            s, "Multi",
            settings: [
                "SDKROOT": "auto", "SUPPORTED_PLATFORMS": "iphoneos iphonesimulator macosx xros",
                "TARGETED_DEVICE_FAMILY": "1,2,7"
            ])

        let scan = ProjectScan.read(s.path)
        XCTAssertEqual(scan.apps.map(\.project).sorted(), ["Main/App.xcodeproj", "Multi/App.xcodeproj"])
        XCTAssertEqual(Set(scan.leftOut.map(\.path)), ["Engine/cmake/App.xcodeproj", "External/Sub/App/App.xcodeproj"])
        XCTAssertEqual(scan.targets.first { $0.project == "Vision/App.xcodeproj" }?.skipGroup, "visionOS apps")
        XCTAssertEqual(scan.targets.first { $0.project == "TV/App.xcodeproj" }?.skipGroup, "tvOS apps")
        XCTAssertEqual(scan.targets.first { $0.name == "CoreTests" }?.skipGroup, "test host apps")
        XCTAssertEqual(scan.targets.filter { $0.skipGroup == "sample or third-party apps" }.count, 3)
        XCTAssertEqual(
            Checker.notChecked(scan),
            "not checked: 3 sample or third-party apps, 1 test host app, 1 tvOS app, 1 visionOS app, "
                + "2 vendored or generated projects (--include-vendored checks them)")

        let everything = ProjectScan.read(s.path, includeVendored: true)
        XCTAssertEqual(everything.apps.count, 8, "CMake's, the samples, the submodule's and the harness come back")
        XCTAssertTrue(everything.leftOut.isEmpty)
    }

    func testASampleAppAloneIsChecked() throws {
        let s = Scratch()
        try app(s, "Examples/Demo")
        XCTAssertEqual(ProjectScan.read(s.path).apps.count, 1, "a tree that is only a sample app keeps it")
    }
}
