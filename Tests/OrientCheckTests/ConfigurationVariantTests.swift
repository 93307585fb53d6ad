import Foundation
import OrientProject
import OrientTestSupport
import XCTest

@testable import OrientCheck
@testable import OrientSwift

/// Issue 30: a typo in a `Release-Beta` configuration's Info.plist was neither found nor fixed, because only one
/// configuration was read. Every configuration that reads differently is checked; a finding that holds only there
/// names it, one that holds in the asked configuration too is said once.
final class ConfigurationVariantTests: XCTestCase {
    static func plist(_ orientations: [String]) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>UILaunchStoryboardName</key><string>Launch</string>
        <key>UISupportedInterfaceOrientations</key>
        <array>\(orientations.map { "<string>UIInterfaceOrientation\($0)</string>" }.joined())</array>
        <key>UISupportedInterfaceOrientations~ipad</key>
        <array><string>UIInterfaceOrientationPortrait</string><string>UIInterfaceOrientationPortraitUpsideDown</string><string>UIInterfaceOrientationLandscapeLeft</string><string>UIInterfaceOrientationLandscapeRight</string></array>
        </dict></plist>
        """
    }

    /// The example app with a third configuration, `Release-Beta`, whose settings are `settings`.
    func project(beta settings: String) throws -> String {
        let dir = NSTemporaryDirectory() + "orient-configs-" + UUID().uuidString
        addTeardownBlock { try? FileManager.default.removeItem(atPath: dir) }
        try ExampleProject.write(
            Example([
                "Info.plist": Self.plist(["Portrait", "LandscapeLeft", "LandscapeRight"]),
                "Info-Beta.plist": Self.plist(["Portrait", "LandscapeLef", "LandscapeRight"]),
                "Home.swift": """
                import UIKit
                final class Home: UIViewController {
                    override var shouldAutorotate: Bool { false }
                }
                """
            ]), to: dir)
        let path = dir + "/App.xcodeproj/project.pbxproj"
        var text = try String(contentsOfFile: path, encoding: .utf8)
        text = text.replacingOccurrences(
            of: "\t\t\t\tE00000000000000000000050 /* Release */,\n",
            with:
                "\t\t\t\tE00000000000000000000050 /* Release */,\n\t\t\t\tE00000000000000000000052 /* Release-Beta */,\n"
        )
        text = text.replacingOccurrences(
            of: "/* End XCBuildConfiguration section */",
            with: """
                \t\tE00000000000000000000052 /* Release-Beta */ = {
                \t\t\tisa = XCBuildConfiguration;
                \t\t\tbaseConfigurationReference = E00000000000000000000002 /* Config.xcconfig */;
                \t\t\tbuildSettings = {
                \t\t\t\t\(settings)
                \t\t\t};
                \t\t\tname = "Release-Beta";
                \t\t};
                /* End XCBuildConfiguration section */
                """)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return dir
    }

    func check(_ dir: String, allConfigurations: Bool = true) -> [Finding] {
        let scan = ProjectScan.read(dir, allConfigurations: allConfigurations)
        return Checker.run(scan: scan, facts: CodeReader.read(scan)).findings
    }

    /// Blind first run (Passepartout): a configuration that builds the app for macOS only is no iOS variant, however
    /// its Info.plist reads.
    func testAConfigurationForAnotherPlatformIsNoVariant() throws {
        let dir = try project(beta: "INFOPLIST_FILE = \"App/Info-Beta.plist\"; SUPPORTED_PLATFORMS = macosx;")
        XCTAssertEqual(ProjectScan.read(dir, allConfigurations: true).apps.first?.variants.map(\.configuration), [])
        XCTAssertFalse(check(dir).contains { $0.target.hasSuffix("(Release-Beta)") })
    }

    func testAProblemOfAnotherConfigurationIsFoundAndNamed() throws {
        let dir = try project(beta: "INFOPLIST_FILE = \"App/Info-Beta.plist\";")
        let scan = ProjectScan.read(dir, allConfigurations: true)
        XCTAssertEqual(scan.apps.first?.variants.map(\.configuration), ["Release-Beta"])
        let findings = check(dir)
        let typo = findings.filter { $0.ruleID == "invalid_orientation_value" }
        XCTAssertEqual(typo.map(\.target), ["App (Release-Beta)"])
        XCTAssertEqual(typo.map(\.place.file), ["App/Info-Beta.plist"])
        let ignored = findings.filter { $0.ruleID == "should_autorotate_ignored" }
        XCTAssertEqual(ignored.map(\.target), ["App"], "in both configurations: said once, unnamed")
        XCTAssertEqual(
            check(dir, allConfigurations: false).filter { $0.ruleID == "invalid_orientation_value" }, [],
            "a configuration asked for by name is the only one read")
    }

    /// DuckDuckGo's shape: each configuration's block of the project file sets the same family, so the same
    /// problem is stated at each block: one finding, the other places as notes, every block in the fix.
    func testTheSameProblemAtAnotherConfigurationsBlockIsANote() throws {
        let plist = { (name: String) in
            "<plist version=\"1.0\"><dict><key>CFBundleDisplayName</key><string>\(name)</string>"
                + "<key>UILaunchStoryboardName</key><string>Launch</string></dict></plist>\n"
        }
        let dir = try project(beta: "INFOPLIST_FILE = \"App/Info-Beta.plist\"; TARGETED_DEVICE_FAMILY = 1;")
        try plist("App").write(toFile: dir + "/App/Info.plist", atomically: true, encoding: .utf8)
        try plist("App β").write(toFile: dir + "/App/Info-Beta.plist", atomically: true, encoding: .utf8)
        let path = dir + "/App.xcodeproj/project.pbxproj"
        let text = try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(
            of: "\t\t\tbuildSettings = {\n\t\t\t};\n\t\t\tname = Release;\n\t\t};\n\t\tE00000000000000000000051",
            with:
                "\t\t\tbuildSettings = {\n\t\t\t\tTARGETED_DEVICE_FAMILY = 1;\n\t\t\t};\n\t\t\tname = Release;\n\t\t};\n\t\tE00000000000000000000051"
        )
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        XCTAssertEqual(ProjectScan.read(dir, allConfigurations: true).apps.first?.variants.count, 1)
        let implicit = check(dir).filter { $0.ruleID == "implicit_orientation_defaults" }
        XCTAssertEqual(implicit.map(\.target), ["App"])
        XCTAssertEqual(implicit.first?.notes.map(\.message), ["also in the Release-Beta configuration"])
        XCTAssertNotEqual(implicit.first?.notes.first?.location?.line, implicit.first?.place.line)
    }

    func testAConfigurationThatReadsTheSameIsNotAVariant() throws {
        let dir = try project(beta: "SWIFT_OPTIMIZATION_LEVEL = \"-O\";")
        XCTAssertEqual(ProjectScan.read(dir, allConfigurations: true).apps.first?.variants.count, 0)
    }
}
