import Foundation
import OrientProject
import OrientSwift
import XCTest

@testable import OrientCheck

// The window root expo-screen-orientation installs (EXScreenOrientationViewController).
extension ReactNativeAppTests {
    /// Blind first run (zulip-mobile): with expo-screen-orientation installed the root answers the plist's
    /// `EXDefaultScreenOrientationMask`, here all four: upside down is reachable on an iPhone with a Home button. A
    /// key that leaves it out, with no lock that names it, leaves it unreachable; without the module the root is
    /// React Native's plain controller, which leaves it out (R5.1).
    func testExpoScreenOrientationsRootAnswersItsPlistKey() throws {
        func places(key: String?, module: Bool) throws -> Set<String> {
            let plist = """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict>
                <key>UILaunchStoryboardName</key><string>LaunchScreen</string>
                \(key.map { "<key>EXDefaultScreenOrientationMask</key><string>\($0)</string>" } ?? "")
                <key>UISupportedInterfaceOrientations</key>
                <array><string>UIInterfaceOrientationPortrait</string><string>UIInterfaceOrientationPortraitUpsideDown</string><string>UIInterfaceOrientationLandscapeLeft</string><string>UIInterfaceOrientationLandscapeRight</string></array>
                </dict></plist>
                """
            let package =
                module
                ? #"{"name": "chat", "dependencies": {"react-native": "0.74.0", "expo-screen-orientation": "~7.0.0"}}"#
                : nil
            let dir = NSTemporaryDirectory() + "orient-rn-expo-root-" + UUID().uuidString
            defer { try? FileManager.default.removeItem(atPath: dir) }
            try write(
                ["src/App.js": "export default function App() { return null; }"], to: dir, plist: plist,
                package: package)
            let scan = ProjectScan.read(dir)
            let findings = Checker.run(scan: scan, facts: CodeReader.read(scan)).findings
            return Set(findings.map(\.ruleID))
        }
        XCTAssertFalse(
            try places(key: "UIInterfaceOrientationMaskAll", module: true).contains("upside_down_unreachable"))
        XCTAssertFalse(try places(key: nil, module: true).contains("upside_down_unreachable"))
        XCTAssertTrue(
            try places(key: "UIInterfaceOrientationMaskPortrait", module: true).contains("upside_down_unreachable"))
        XCTAssertTrue(
            try places(key: "UIInterfaceOrientationMaskAll", module: false).contains("upside_down_unreachable"))
    }
}
