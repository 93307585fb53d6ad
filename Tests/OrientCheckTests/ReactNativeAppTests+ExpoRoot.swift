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

extension ReactNativeAppTests {
    /// Blind first run (drive-mobile): expo-screen-orientation's config plugin writes its `initialOrientation` into
    /// the Info.plist as `EXDefaultScreenOrientationMask`, the mask its root starts with: a start-up lock, ignored
    /// on a multitasking iPad and said at the option's line. `DEFAULT` writes no key: no lock.
    func testExpoScreenOrientationsInitialOrientationIsAStartUpLock() throws {
        func places(_ initial: String) throws -> Set<String> {
            let dir = NSTemporaryDirectory() + "orient-expo-initial-" + UUID().uuidString
            defer { try? FileManager.default.removeItem(atPath: dir) }
            try Self.writeTree(
                [
                    "package.json":
                        #"{"name": "drive", "dependencies": {"expo": "~52.0.0", "react-native": "0.76.3", "expo-screen-orientation": "~8.0.0"}}"#,
                    "app.json": """
                    {
                      "expo": {
                        "name": "Drive",
                        "ios": { "supportsTablet": true },
                        "plugins": [
                          "expo-router",
                          ["expo-screen-orientation", { "initialOrientation": "\(initial)" }]
                        ]
                      }
                    }
                    """,
                    "src/App.tsx": "export default function App() { return null; }"
                ], at: dir)
            let scan = ProjectScan.read(dir)
            let findings = Checker.run(scan: scan, facts: CodeReader.read(scan)).findings
            return Set(findings.map { "\($0.ruleID) \($0.severity.rawValue) \($0.place.file):\($0.place.line ?? 0)" })
        }
        let portrait = try places("PORTRAIT_UP")
        XCTAssertTrue(portrait.contains("controller_orientation_ignored_on_ipad info app.json:7"), "\(portrait)")
        XCTAssertFalse(try places("DEFAULT").contains { $0.hasPrefix("controller_orientation_ignored_on_ipad") })
        XCTAssertFalse(try places("ALL").contains { $0.hasPrefix("controller_orientation_ignored_on_ipad") })
    }

    /// Blind first run (budget-react-native-app): an Expo SDK 41 app names Expo only through its entry and its fork
    /// of React Native (no `expo` dependency): it is a managed Expo app all the same, its SDK the fork's.
    func testAnExpoAppNamedByItsForkIsRead() throws {
        let dir = NSTemporaryDirectory() + "orient-expo-fork-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Self.writeTree(
            [
                "package.json": """
                {"main": "node_modules/expo/AppEntry.js",
                 "dependencies": {"expo-crypto": "^9.1.0", "react-native": "https://github.com/expo/react-native/archive/sdk-41.0.0.tar.gz"},
                 "devDependencies": {"jest-expo": "^41.0.0"}}
                """,
                "app.json":
                    #"{"expo": {"name": "Budget", "orientation": "portrait", "ios": {"supportsTablet": false}}}"#,
                "App.js": "export default function App() { return null; }"
            ], at: dir)
        let app = try XCTUnwrap(ProjectScan.read(dir).apps.first)
        XCTAssertEqual(app.name, "Budget")
        XCTAssertEqual(app.deviceFamily.numbers, [1])
        XCTAssertEqual(app.plist.values["UIRequiresFullScreen"], .bool(true), "SDK 41's default")
        XCTAssertNotNil(app.reactNativeApp)
    }
}
