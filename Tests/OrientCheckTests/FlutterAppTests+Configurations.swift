import Foundation
import OrientProject
import OrientSwift
import XCTest

@testable import OrientCheck

// A Flutter app's other build configurations are the same Flutter app.
extension FlutterAppTests {
    /// Blind first run (pickapp): a `Profile` configuration that reads differently was checked without the app's
    /// Flutter root, so FlutterViewController's answer (all four before Dart calls) was UIKit's default there, and the
    /// plist's upside down was said to be unreachable in that configuration only.
    func testAnotherConfigurationOfAFlutterAppKeepsItsRoot() throws {
        let plist = FlutterAppTests.portraitOnlyPlist.replacingOccurrences(
            of: "<array><string>UIInterfaceOrientationPortrait</string></array>",
            with:
                "<array><string>UIInterfaceOrientationPortrait</string><string>UIInterfaceOrientationPortraitUpsideDown</string></array>"
        )
        XCTAssertNotEqual(plist, FlutterAppTests.portraitOnlyPlist)
        let dir = try write(["ios/App/Info.plist": plist], family: "1", routes: false)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/ios/Runner.xcodeproj/project.pbxproj"
        var text = try String(contentsOfFile: path, encoding: .utf8)
        text = text.replacingOccurrences(
            of: "\t\t\t\tE00000000000000000000050 /* Release */,\n",
            with: "\t\t\t\tE00000000000000000000050 /* Release */,\n\t\t\t\tE00000000000000000000052 /* Profile */,\n")
        text = text.replacingOccurrences(
            of: "/* End XCBuildConfiguration section */",
            with: """
                \t\tE00000000000000000000052 /* Profile */ = {
                \t\t\tisa = XCBuildConfiguration;
                \t\t\tbaseConfigurationReference = E00000000000000000000002 /* Config.xcconfig */;
                \t\t\tbuildSettings = {
                \t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 14.0;
                \t\t\t};
                \t\t\tname = Profile;
                \t\t};
                /* End XCBuildConfiguration section */
                """)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let scan = ProjectScan.read(dir, allConfigurations: true)
        XCTAssertEqual(scan.apps.first?.variants.map(\.configuration), ["Profile"])
        let findings = Checker.run(scan: scan, facts: CodeReader.read(scan)).findings
        XCTAssertFalse(findings.contains { $0.ruleID == "upside_down_unreachable" }, "\(findings.map(\.message))")
    }
}
