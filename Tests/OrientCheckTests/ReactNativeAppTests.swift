import Foundation
import OrientEngine
import OrientFacts
import OrientOutput
import OrientProject
import OrientTestSupport
import XCTest

@testable import OrientCheck
@testable import OrientSwift

/// A React Native app end to end (issue 31): `package.json`, `ios/` with the app's project, and a screen whose
/// module lock a multitasking iPad ignores. Findings point at the JavaScript.
final class ReactNativeAppTests: XCTestCase {
    static let video = """
        import React, { useEffect } from 'react';
        import * as ScreenOrientation from 'expo-screen-orientation';

        export default function VideoScreen() {
          useEffect(() => {
            ScreenOrientation.lockAsync(ScreenOrientation.OrientationLock.LANDSCAPE);
          }, []);
          return null;
        }
        """

    /// Explore takes React Native's default root (a plain UIViewController) and says so.
    func testExploreTakesReactNativesDefaultRoot() throws {
        let dir = NSTemporaryDirectory() + "orient-rn-explore-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try write(["src/App.tsx": "export default function App() { return null; }"], to: dir)
        let scan = ProjectScan.read(dir)
        let facts = CodeReader.read(scan)
        let target = try XCTUnwrap(scan.apps.first)
        let tf = try XCTUnwrap(facts.targets.first { $0.name == target.name })
        let (models, leftOut) = CheckContext(target: target, facts: tf, os: OSVersion(26), sdk: OSVersion(26))
            .explorationModels(pad: false)
        XCTAssertEqual(leftOut, [])
        XCTAssertEqual(models.map(\.model.scenario.root.name), ["UIViewController"])
        XCTAssertTrue(models.first?.assumption?.contains("React Native's default root") ?? false)
    }

    /// A native module the app takes from the repository (`"utils": "file:./libraries/utils"`, a podspec):
    /// autolinking makes it a development pod, so its Swift is the app's code and its findings are reported.
    func testALocalNativeModuleIsTheAppsCode() throws {
        let dir = NSTemporaryDirectory() + "orient-rn-module-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try write(
            [
                "src/App.tsx": "export default function App() { return null; }",
                "libraries/utils/utils.podspec":
                    "Pod::Spec.new do |s|\n  s.name = 'utils'\n  s.source_files = 'ios/**/*.{h,m,mm,swift}'\nend\n",
                "libraries/utils/ios/Orientation.swift": """
                import UIKit
                @objc public final class Orientation: NSObject {
                    @objc public func lockPortrait() {
                        UIDevice.current.setValue(UIInterfaceOrientation.portrait.rawValue, forKey: "orientation")
                    }
                }
                """,
                "libraries/utils/android/Orientation.kt": "class Orientation"
            ], to: dir,
            package:
                #"{"name": "player", "dependencies": {"react-native": "0.74.0", "utils": "file:./libraries/utils"}}"#)
        let scan = ProjectScan.read(dir)
        let app = try XCTUnwrap(scan.apps.first)
        XCTAssertEqual(app.developmentPods, ["utils"])
        XCTAssertTrue(app.files.contains(dir + "/libraries/utils/ios/Orientation.swift"), "\(app.files)")
        let findings = Checker.run(scan: scan, facts: CodeReader.read(scan)).findings
        XCTAssertTrue(
            findings.contains {
                $0.ruleID == "uidevice_orientation_kvc" && "\($0.place)".contains("libraries/utils/ios")
            },
            "\(findings.map { "\($0.ruleID) \($0.place)" })")
    }

    /// Writes each file of `files` (path relative to `dir`: text), making its folders.
    static func writeTree(_ files: [String: String], at dir: String) throws {
        for (path, text) in files {
            let full = dir + "/" + path
            try FileManager.default.createDirectory(
                atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: full, atomically: true, encoding: .utf8)
        }
    }

    func write(_ files: [String: String], to dir: String, plist: String? = nil, package: String? = nil) throws {
        var all = files
        all["package.json"] =
            package ?? #"{"name": "player", "dependencies": {"react": "18.2.0", "react-native": "0.74.0"}}"#
        all["ios/Player.xcodeproj/project.pbxproj"] = ExampleProject.pbxproj(hasInfoPlist: true)
        all["ios/Config.xcconfig"] =
            "SDKROOT = iphoneos\nIPHONEOS_DEPLOYMENT_TARGET = 15.0\nTARGETED_DEVICE_FAMILY = 1,2\nINFOPLIST_FILE = App/Info.plist\n"
        // React Native's template names no main storyboard: the app delegate makes the window.
        all["ios/App/Info.plist"] =
            plist
            ?? FlutterAppTests.multitaskingPlist.replacingOccurrences(
                of: "<key>UIMainStoryboardFile</key><string>Main</string>\n", with: "")
        try Self.writeTree(all, at: dir)
    }

    func check(_ files: [String: String], plist: String? = nil) throws -> (scan: ProjectScan, places: Set<String>) {
        let dir = NSTemporaryDirectory() + "orient-rn-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try write(files, to: dir, plist: plist)
        let scan = ProjectScan.read(dir)
        let findings = Checker.run(scan: scan, facts: CodeReader.read(scan)).findings
        return (
            scan, Set(findings.map { "\($0.ruleID) \($0.severity.rawValue) \($0.place.file):\($0.place.line ?? 0)" })
        )
    }

    /// Blind first run (react-native-dribbble-app): the iOS project in `iOS/`, as React Native's 2015 template
    /// named the folder, is the app's.
    func testAnIOSFolderSpelledWithCapitals() throws {
        let dir = NSTemporaryDirectory() + "orient-rn-caps-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try write(["src/App.js": "export default function App() { return null; }"], to: dir)
        try FileManager.default.moveItem(atPath: dir + "/ios", toPath: dir + "/iOS")
        let scan = ProjectScan.read(dir)
        XCTAssertEqual(scan.apps.first?.reactNativeApp?.name, "player")
    }

    func testAModuleLockOnAMultitaskingIPadAndOneNeverUndone() throws {
        let (scan, places) = try check([
            "src/VideoScreen.tsx": Self.video,
            // Tests and other platforms' files are not the app's iOS code.
            "src/__tests__/VideoScreen.test.tsx": Self.video, "src/VideoScreen.android.tsx": Self.video
        ])
        XCTAssertEqual(scan.apps.first?.reactNativeApp?.name, "player")
        XCTAssertEqual(
            scan.apps.first?.files.filter { $0.hasSuffix(".tsx") }.map { ($0 as NSString).lastPathComponent },
            ["VideoScreen.tsx"])
        XCTAssertEqual(
            places,
            [
                "controller_orientation_ignored_on_ipad warning src/VideoScreen.tsx:6",
                "orientation_lock_never_released warning src/VideoScreen.tsx:6"
            ])
    }

    /// Blind first run (extra): a `scripts` folder is tooling, but a file there that the app imports
    /// (`import getSize from '@/scripts/getSize'`) is the app's; a reset script nothing imports stays out.
    func testAScriptTheAppImportsIsTheApps() throws {
        let dir = NSTemporaryDirectory() + "orient-rn-scripts-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try write(
            [
                "src/Header.tsx": "import getSize from '@/scripts/getSize';\nexport default () => getSize(12);\n",
                "scripts/getSize.ts": "export default (n: number) => n;\n",
                "scripts/reset-project.js": "console.log('reset');\n"
            ], to: dir)
        let scan = ProjectScan.read(dir)
        XCTAssertEqual(
            scan.apps.first?.files.filter { $0.contains("/scripts/") || $0.contains("/src/") }
                .map { String($0.dropFirst(dir.count + 1)) }.sorted(),
            ["scripts/getSize.ts", "src/Header.tsx"])
    }

    /// Blind first run (TesisAdopcion): where the bundle's entry is in the tree, a lock in a file no script imports
    /// is not in the bundle; imported under any path (an alias included), it counts.
    func testALockInAFileNothingImportsIsNotBundled() throws {
        let entry = "import App from './src/App';\nAppRegistry.registerComponent('player', () => App);\n"
        let app = "import VideoScreen from '@screens/VideoScreen';\nexport default () => <VideoScreen />;\n"
        let (_, places) = try check([
            "index.js": entry, "src/App.tsx": app, "src/VideoScreen.tsx": Self.video,
            "src/old/OldPlayer.tsx": Self.video
        ])
        XCTAssertTrue(places.contains("orientation_lock_never_released warning src/VideoScreen.tsx:6"), "\(places)")
        XCTAssertFalse(places.contains { $0.contains("OldPlayer") }, "\(places)")
    }

    /// Blind first run (hb-priority): a Modal in a component that the dashboard imports but never renders is never
    /// shown; one the same screen imports under another name and renders is; a re-export counts as a use.
    func testAModalInAComponentImportedButNeverRenderedIsQuiet() throws {
        let entry = "import App from './src/App';\nAppRegistry.registerComponent('crm', () => App);\n"
        let modal = """
            import {Modal, View} from 'react-native';
            const Sheet = ({open}) => (
              <Modal transparent visible={open}><View /></Modal>
            );
            export default Sheet;
            """
        let app = """
            import DashBoardModal from './components/DashBoardModal';
            import Picker from './components/FilterModal';
            import type {Props} from './components/Types';
            export default function App(props: Props) {
              return <Picker open={props.open} />;
            }
            """
        let (_, places) = try check([
            "index.js": entry, "src/App.tsx": app, "src/components/DashBoardModal/index.tsx": modal,
            "src/components/FilterModal.tsx": modal,
            "src/components/Types.ts": "export type Props = {open: boolean};\n",
            "src/components/Reexported.tsx": modal, "src/components/all.ts": "export {default} from './Reexported';\n"
        ])
        let modals = places.filter { $0.hasPrefix("react_native_modal_orientations") }
        XCTAssertTrue(modals.contains { $0.contains("src/components/FilterModal.tsx:3") }, "\(places)")
        XCTAssertTrue(modals.contains { $0.contains("src/components/Reexported.tsx:3") }, "\(places)")
        XCTAssertFalse(modals.contains { $0.contains("DashBoardModal") }, "\(places)")
    }

    /// A module's landscape lock in a portrait-only app is no crash: the app delegate's answer takes the place of
    /// the Info.plist's list after launch (R4.1, R4.2), so only the launch is portrait.
    func testAModuleLockOutsideThePlistIsNoCrash() throws {
        let (_, places) = try check(["src/VideoScreen.tsx": Self.video], plist: Self.portraitOnlyPlist)
        XCTAssertFalse(places.contains { $0.hasPrefix("no_common_orientation") }, "\(places)")
    }

    /// Blind first runs (Perfi, react-native-quiz): an old Expo SDK writes UIRequiresFullScreen by its own default;
    /// every SDK that builds with the iOS 27 SDK writes none, so the deprecation is info there, naming the upgrade.
    /// Written in the config, it is the developer's choice, and the warning stands.
    func testAnOldExpoSDKsFullScreenDefaultIsInfo() throws {
        for (ios, severity) in [
            (#"{"supportsTablet": true}"#, "info"), (#"{"supportsTablet": true, "requireFullScreen": true}"#, "warning")
        ] {
            let dir = NSTemporaryDirectory() + "orient-expo-fullscreen-" + UUID().uuidString
            defer { try? FileManager.default.removeItem(atPath: dir) }
            try Self.writeTree(
                [
                    "package.json": #"{"name": "quiz", "dependencies": {"expo": "^38.0.0", "react-native": "0.62.0"}}"#,
                    "app.json":
                        #"{"expo": {"name": "Quiz", "sdkVersion": "38.0.0", "orientation": "portrait", "ios": \#(ios)}}"#
                ], at: dir)
            let scan = ProjectScan.read(dir)
            let found = Checker.run(scan: scan, facts: CodeReader.read(scan)).findings.filter {
                $0.ruleID == "requires_full_screen_deprecated"
            }
            XCTAssertEqual(found.map(\.severity.rawValue), [severity], ios)
        }
    }

    /// Blind first run (AliasVault): an Expo app's committed plist listing portrait and upside down, as prebuild
    /// writes for `orientation: 'portrait'`: the dead iPhone entry comes back with each prebuild, so it is info; the
    /// same list in a bare React Native app stays a warning.
    func testUpsideDownWrittenByPrebuildIsInfo() throws {
        let plist = Self.portraitOnlyPlist.replacingOccurrences(
            of: "<string>UIInterfaceOrientationPortrait</string>",
            with:
                "<string>UIInterfaceOrientationPortrait</string><string>UIInterfaceOrientationPortraitUpsideDown</string>"
        ).replacingOccurrences(
            of: "</dict></plist>",
            with:
                "<key>UISupportedInterfaceOrientations~ipad</key><array><string>UIInterfaceOrientationPortrait</string></array>\n</dict></plist>"
        )
        for (package, severity) in [
            (#"{"name": "vault", "dependencies": {"expo": "~52.0.0", "react-native": "0.76.0"}}"#, "info"),
            (#"{"name": "vault", "dependencies": {"react-native": "0.76.0"}}"#, "warning")
        ] {
            let dir = NSTemporaryDirectory() + "orient-rn-prebuild-" + UUID().uuidString
            defer { try? FileManager.default.removeItem(atPath: dir) }
            try write(
                ["App.tsx": "export default function App() { return null; }"], to: dir, plist: plist, package: package)
            let scan = ProjectScan.read(dir)
            let found = Checker.run(scan: scan, facts: CodeReader.read(scan)).findings.filter {
                $0.ruleID == "upside_down_unreachable"
            }
            XCTAssertEqual(found.map(\.severity.rawValue), [severity], package)
        }
    }

    static let portraitOnlyPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>UILaunchStoryboardName</key><string>LaunchScreen</string>
        <key>UIRequiresFullScreen</key><true/>
        <key>UISupportedInterfaceOrientations</key>
        <array><string>UIInterfaceOrientationPortrait</string></array>
        </dict></plist>
        """

    /// A lock behind a setting (which the app may turn off on iPad) is said at info, naming the condition.
    func testALockUnderAConditionIsInfo() throws {
        let conditional = Self.video.replacingOccurrences(
            of: "    ScreenOrientation.lockAsync(ScreenOrientation.OrientationLock.LANDSCAPE);",
            with:
                "    if (settings.rotationLock) ScreenOrientation.lockAsync(ScreenOrientation.OrientationLock.LANDSCAPE);"
        )
        let (_, places) = try check(["src/VideoScreen.tsx": conditional])
        XCTAssertTrue(places.contains("controller_orientation_ignored_on_ipad info src/VideoScreen.tsx:6"), "\(places)")
    }

    /// A managed Expo app (no `ios/`): its config read as prebuild writes the Info.plist and the device family.
    func testAManagedExpoAppIsReadFromItsConfig() throws {
        let dir = NSTemporaryDirectory() + "orient-expo-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let files = [
            "package.json": #"{"name": "film", "dependencies": {"expo": "~52.0.11", "react-native": "0.76.3"}}"#,
            "app.json": """
            {
              "expo": {
                "name": "Film",
                "orientation": "portrait",
                "ios": {
                  "supportsTablet": true
                }
              }
            }
            """,
            "src/VideoScreen.tsx": Self.video
        ]
        try Self.writeTree(files, at: dir)
        let scan = ProjectScan.read(dir)
        let app = try XCTUnwrap(scan.apps.first)
        XCTAssertEqual(app.name, "Film")
        XCTAssertEqual(app.deviceFamily.numbers, [1, 2])
        XCTAssertEqual(
            app.plist.values["UISupportedInterfaceOrientations"],
            .array([.string("UIInterfaceOrientationPortrait"), .string("UIInterfaceOrientationPortraitUpsideDown")]))
        XCTAssertEqual(app.plist.values["UIRequiresFullScreen"], .bool(false))
        XCTAssertNotNil(app.reactNativeApp)
        let findings = Checker.run(scan: scan, facts: CodeReader.read(scan)).findings
        let places = Set(findings.map { "\($0.ruleID) \($0.severity.rawValue) \($0.place.file):\($0.place.line ?? 0)" })
        XCTAssertTrue(
            places.contains("controller_orientation_ignored_on_ipad warning src/VideoScreen.tsx:6"), "\(places)")
        XCTAssertTrue(places.contains("orientation_lock_never_released warning src/VideoScreen.tsx:6"), "\(places)")
        // Upside down is Expo's own entry for `portrait` (blind first runs, Chatwoot and Chain React): info.
        XCTAssertTrue(places.contains { $0.hasPrefix("upside_down_unreachable info app.json:") }, "\(places)")
    }

    /// Blind first run (React Native for Curious People): an Expo SDK 15 app's config is `exp.json`, its keys at the
    /// top level. It is read as `app.json` is, and `app.json` wins where both are.
    func testAnExpoConfigUnderItsOldNameIsRead() throws {
        let dir = NSTemporaryDirectory() + "orient-expo-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Self.writeTree(
            [
                "package.json": #"{"name": "rnfcp", "dependencies": {"expo": "^15.0.2", "react-native": "0.42.0"}}"#,
                "exp.json": #"{"name": "Curious", "sdkVersion": "15.0.0", "orientation": "portrait"}"#
            ], at: dir)
        let scan = ProjectScan.read(dir)
        let app = try XCTUnwrap(scan.apps.first)
        XCTAssertEqual(app.name, "Curious")
        XCTAssertEqual(app.deviceFamily.numbers, [1])
        XCTAssertEqual(app.plist.values["UIRequiresFullScreen"], .bool(true), "SDK 15's default")
        try Data(#"{"expo": {"name": "Newer", "orientation": "default"}}"#.utf8)
            .write(to: URL(fileURLWithPath: dir + "/app.json"))
        XCTAssertEqual(ProjectScan.read(dir).apps.map(\.name), ["Newer"])
        // Blind first run (pomodoroexp): before SDK 15 the SDK's package was `exponent`.
        try FileManager.default.removeItem(atPath: dir + "/app.json")
        try Data(
            #"{"name": "pomodoro", "dependencies": {"exponent": "14.0.0", "react-native": "github:exponentjs/react-native#sdk-14.0.0"}}"#
                .utf8
        ).write(to: URL(fileURLWithPath: dir + "/package.json"))
        XCTAssertEqual(ProjectScan.read(dir).apps.map(\.name), ["Curious"])
    }

    /// Blind first runs (session 19): a managed app whose config is `App.json` (the Mac file system ignores case),
    /// and one that commits only `app.example.json`, which its CI copies to `app.json`: each is read, the template
    /// saying so; two templates, or one beside a real config, are not guessed between.
    func testAnExpoConfigInAnotherCaseOrAsATemplateIsRead() throws {
        let dir = NSTemporaryDirectory() + "orient-expo-names-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let expo = #"{"name": "x", "dependencies": {"expo": "~40.0.0", "react-native": "0.63.0"}}"#
        try Self.writeTree(
            [
                "dating/package.json": expo,
                "dating/App.json": #"{"expo": {"name": "Dating", "orientation": "portrait"}}"#,
                "smoke/package.json": expo,
                "smoke/app.example.json": #"{"expo": {"name": "Smoke", "orientation": "default"}}"#,
                "two/package.json": expo,
                "two/app.staging.json": #"{"expo": {"name": "Staging"}}"#,
                "two/app.production.json": #"{"expo": {"name": "Production"}}"#,
                "real/package.json": expo,
                "real/app.json": #"{"expo": {"name": "Real"}}"#,
                "real/app.example.json": #"{"expo": {"name": "Example"}}"#
            ], at: dir)
        let scan = ProjectScan.read(dir)
        XCTAssertEqual(Set(scan.apps.map(\.name)), ["Dating", "Smoke", "Real"])
        let smoke = try XCTUnwrap(scan.apps.first { $0.name == "Smoke" })
        XCTAssertEqual(
            smoke.plist.values["UISupportedInterfaceOrientations"].map { "\($0)" }?.contains("LandscapeLeft"), true)
        XCTAssertTrue(
            scan.diagnostics.contains { $0.message.contains("app.example.json read as the app's Expo config") }
                || scan.targets.contains { $0.diagnostics.contains { $0.message.contains("app.example.json read as") } },
            "the template is named")
    }

    /// Blind first run (Berty): an Expo module (its app.json is its example's) holding the app that ships in a
    /// folder of its own; and an Expo app that leaves `orientation` out. The module is no app, the nested app's code
    /// is its own, and an unset `orientation` is all four, as prebuild writes it (Orientation.ts; shoot-i-smoke), so
    /// that app's portrait-only Modal turns a landscape iPhone back to portrait.
    func testAnExpoModuleHoldingItsAppAndAConfigWithoutOrientation() throws {
        let dir = NSTemporaryDirectory() + "orient-expo-module-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let expo = #"{"name": "x", "dependencies": {"expo": "~54.0.0", "react-native": "0.81.0"}}"#
        let modal = "import { Modal } from 'react-native';\nexport const M = () => <Modal transparent visible />;\n"
        let files = [
            "bridge/package.json": expo, "bridge/expo-module.config.json": "{}",
            "bridge/app.json": #"{"ios": {"bundleIdentifier": "x.bridge"}}"#,
            "bridge/mobile/package.json": expo,
            "bridge/mobile/app.config.ts":
                "export default ({ config }) => ({ ...config, name: 'Chat', orientation: 'portrait', ios: { supportsTablet: true } });\n",
            "bridge/mobile/src/Sheet.tsx": modal,
            "tool/package.json": expo, "tool/app.json": #"{"expo": {"name": "Tool", "slug": "tool"}}"#,
            "tool/src/Sheet.tsx": modal
        ]
        try Self.writeTree(files, at: dir)
        let scan = ProjectScan.read(dir)
        XCTAssertEqual(Set(scan.apps.map(\.name)), ["Chat", "Tool"])
        let findings = Checker.run(scan: scan, facts: CodeReader.read(scan)).findings
        let places = Set(findings.map { "\($0.ruleID) \($0.severity.rawValue) \($0.place.file)" })
        XCTAssertFalse(places.contains { $0.hasPrefix("implicit_orientation_defaults") }, "\(places)")
        XCTAssertFalse(
            places.contains("react_native_modal_orientations warning bridge/mobile/src/Sheet.tsx"), "\(places)")
        XCTAssertTrue(places.contains("react_native_modal_orientations warning tool/src/Sheet.tsx"), "\(places)")
        let tool = try XCTUnwrap(scan.apps.first { $0.name == "Tool" })
        XCTAssertEqual(
            tool.plist.values["UISupportedInterfaceOrientations"].map { "\($0)" }?.contains("LandscapeLeft"), true)
    }

    /// Blind first run (trilhas): an Expo app whose `app.json` a build step writes from a template: no config and
    /// no `ios/` are committed. Its code is read, its Info.plist unknown (said), and the run is no failure; a
    /// package that does not depend on Expo is no app.
    func testAnExpoAppWhoseConfigABuildStepWrites() throws {
        let dir = NSTemporaryDirectory() + "orient-expo-noconfig-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let files = [
            "package.json": #"{"name": "trails", "dependencies": {"expo": "~36.0.0", "react-native": "0.61.4"}}"#,
            "_templates/generator/app/index.ejs.t":
                "---\nto: app.json\n---\n{ \"expo\": { \"name\": \"<%= h.name %>\" } }\n",
            "src/Sizes.ts":
                "import { Dimensions } from 'react-native';\nexport const W = Dimensions.get('window').width;\n",
            "functions/package.json": #"{"name": "functions", "dependencies": {"firebase-functions": "^3.0.0"}}"#
        ]
        try Self.writeTree(files, at: dir)
        let scan = ProjectScan.read(dir)
        XCTAssertEqual(scan.apps.map(\.name), ["trails"])
        XCTAssertFalse(scan.diagnostics.contains { $0.severity == .error }, "\(scan.diagnostics)")
        XCTAssertTrue(
            scan.diagnostics.contains { $0.message.hasPrefix("no Expo config is committed") }, "\(scan.diagnostics)")
        XCTAssertTrue(scan.apps.first?.files.contains { $0.hasSuffix("src/Sizes.ts") } ?? false)
    }

    /// Blind first run (AAO-React-Native): the only config is `app.config.js` built by a call, and `ios/` holds CI
    /// scripts but no project. The config is unknown (said), the code read, and the run is no failure.
    func testAnExpoAppWhoseConfigIsBuiltByCode() throws {
        let dir = NSTemporaryDirectory() + "orient-expo-codeonly-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let files = [
            "package.json": #"{"name": "olaf", "dependencies": {"expo": "57.0.12", "react-native": "0.86.2"}}"#,
            "app.config.js": "const make = require('./make');\nmodule.exports = make(process.env.APP_VARIANT);\n",
            "ios/ci_scripts/ci_post_clone.sh": "#!/bin/sh\n",
            "src/Sizes.ts":
                "import { Dimensions } from 'react-native';\nexport const W = Dimensions.get('window').width;\n"
        ]
        try Self.writeTree(files, at: dir)
        let scan = ProjectScan.read(dir)
        XCTAssertEqual(scan.apps.map(\.name), ["olaf"])
        XCTAssertFalse(scan.diagnostics.contains { $0.severity == .error }, "\(scan.diagnostics)")
        XCTAssertTrue(
            scan.diagnostics.contains { $0.message.hasPrefix("the Expo config app.config.js is code") },
            "\(scan.diagnostics)")
        XCTAssertTrue(scan.apps.first?.files.contains { $0.hasSuffix("src/Sizes.ts") } ?? false)
    }

    /// `app.config.ts` that is one literal object is the config (over `app.json`); one whose object is built by a
    /// call is not read.
    func testALiteralAppConfigIsReadAndCodeIsNot() throws {
        let dir = NSTemporaryDirectory() + "orient-expo-code-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let literal = """
            // The app's config.
            import { ExpoConfig } from 'expo/config';

            export default {
              name: 'Film',
              orientation: 'landscape',
              ios: { supportsTablet: true, requireFullScreen: true, },
            };
            """
        let files = [
            "package.json": #"{"name": "film", "dependencies": {"expo": "~52.0.11", "react-native": "0.76.3"}}"#,
            "app.json": #"{"expo": {"name": "Old", "orientation": "portrait"}}"#,
            "app.config.ts": literal
        ]
        try Self.writeTree(files, at: dir)
        let scan = ProjectScan.read(dir)
        XCTAssertEqual(scan.apps.map(\.name), ["Film"])
        let app = try XCTUnwrap(scan.apps.first)
        XCTAssertEqual(
            app.plist.values["UISupportedInterfaceOrientations"],
            .array([.string("UIInterfaceOrientationLandscapeLeft"), .string("UIInterfaceOrientationLandscapeRight")]))
        XCTAssertEqual(app.plist.values["UIRequiresFullScreen"], .bool(true))
        XCTAssertEqual(
            app.plist.entries["UISupportedInterfaceOrientations"]?.source.description,
            "info.properties at app.config.ts:6")
        // Code that returns an object: a spread of the config it is given (app.json's), the keys written after it.
        try "export default ({ config }) => ({ ...config, orientation: 'landscape' });\n".write(
            toFile: dir + "/app.config.ts", atomically: true, encoding: .utf8)
        let spread = ProjectScan.read(dir)
        XCTAssertEqual(spread.apps.map(\.name), ["Old"])
        XCTAssertEqual(
            spread.apps.first?.plist.values["UISupportedInterfaceOrientations"],
            .array([.string("UIInterfaceOrientationLandscapeLeft"), .string("UIInterfaceOrientationLandscapeRight")]))
        // A config built by a call: no object to read, so the project is not known.
        try "import { make } from './make';\nexport default make(process.env.APP);\n".write(
            toFile: dir + "/app.config.ts", atomically: true, encoding: .utf8)
        XCTAssertNil(ProjectSpec.codeExpoConfig(try Data(contentsOf: URL(fileURLWithPath: dir + "/app.config.ts"))))
    }

    /// Blind first run (openMind): a size helper in a utilities file (`calcHeight = (size) => size *
    /// Dimensions.get('window').height`) called in a top-level StyleSheet keeps the first window's height, as a
    /// direct read does; called in a component it reads it again.
    func testAWindowSizeReadThroughAHelperWhenTheModuleLoads() throws {
        let dir = NSTemporaryDirectory() + "orient-rn-helper-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let files = [
            "package.json": #"{"name": "mind", "dependencies": {"expo": "~49.0.0", "react-native": "0.71.0"}}"#,
            "app.json": #"{"expo": {"name": "Mind", "orientation": "default"}}"#,
            "src/utility/sizes.js": """
            import { Dimensions } from 'react-native';
            export const calcHeight = (size) => size * Dimensions.get('window').height;
            export function calcWidth(size) { return size * Dimensions.get('window').width; }
            const local = calcWidth(0.5);
            """,
            "src/Screens/Create.js": """
            import { StyleSheet, View } from 'react-native';
            import { calcHeight, calcWidth as w } from '../utility/sizes';
            export const Create = () => <View style={{ width: w(0.9) }} />;
            const styles = StyleSheet.create({
              inner: {
                height: calcHeight(0.85),
              },
            });
            """
        ]
        try Self.writeTree(files, at: dir)
        let scan = ProjectScan.read(dir)
        let findings = Checker.run(scan: scan, facts: CodeReader.read(scan)).findings
        let places = Set(
            findings.filter { $0.ruleID == "screen_size_read_once" }.map { "\($0.place.file):\($0.place.line ?? 0)" })
        XCTAssertEqual(places, ["src/Screens/Create.js:6", "src/utility/sizes.js:4"])
        let kept = try XCTUnwrap(findings.first { $0.place.file == "src/Screens/Create.js" })
        XCTAssertTrue(kept.message.contains("the window size calcHeight(…) returned"), kept.message)
        XCTAssertTrue(kept.fix?.contains("useWindowDimensions") == true)
    }

    /// Blind first run (Stream Chat's example apps): a Modal presented as a form sheet is a sheet in iPhone
    /// portrait (R7.1); what it does once adapted to full screen in landscape is R7.3's open question, so info,
    /// while a full-screen one in the same app is a warning.
    func testASheetModalIsInfo() throws {
        let dir = NSTemporaryDirectory() + "orient-rn-sheet-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let files = [
            "package.json": #"{"name": "chat", "dependencies": {"expo": "~54.0.0", "react-native": "0.81.0"}}"#,
            "app.json": #"{"expo": {"name": "Chat", "orientation": "default"}}"#,
            "src/Share.tsx": """
            import { Modal } from 'react-native';
            export const Share = ({ open }) => (
              <Modal animationType='slide' visible={open} presentationStyle='formSheet' />
            );
            export const Photo = ({ open }) => <Modal visible={open} />;
            """
        ]
        try Self.writeTree(files, at: dir)
        let scan = ProjectScan.read(dir)
        let findings = Checker.run(scan: scan, facts: CodeReader.read(scan)).findings
            .filter { $0.ruleID == "react_native_modal_orientations" }
        XCTAssertEqual(
            Set(findings.map { "\($0.severity.rawValue) \($0.place.file):\($0.place.line ?? 0)" }),
            ["info src/Share.tsx:3", "warning src/Share.tsx:5"])
        XCTAssertTrue(findings.first { $0.severity == .info }?.message.contains("R7.3") ?? false)
    }

    /// Blind first run (Stream Chat): the app's screens live in packages of the repository's workspace, which the
    /// package manager links by name (`workspace:^`, or a plain version in a yarn or npm workspace). Their code is
    /// bundled with the app's, so it is checked, with the packages they depend on in turn; a package the app does not
    /// depend on, and one nested inside a package (its example), are not. Yarn and npm (`workspaces`) and pnpm
    /// (`pnpm-workspace.yaml`).
    func testAWorkspacesPackagesAreTheAppsCode() throws {
        let modal = "import { Modal } from 'react-native';\nexport const M = ({ open }) => <Modal visible={open} />;\n"
        var files = [
            "package.json": #"{"name": "root", "private": true, "workspaces": ["packages/*", "apps/mobile"]}"#,
            "apps/mobile/package.json":
                #"{"name": "mobile", "dependencies": {"expo": "~54.0.0", "react-native": "0.81.0", "@x/ui": "workspace:^", "@x/core": "1.0.0"}}"#,
            "apps/mobile/app.json": #"{"expo": {"name": "Mobile", "orientation": "default"}}"#,
            "apps/mobile/src/App.tsx": "export default function App() { return null; }\n",
            "packages/ui/package.json": #"{"name": "@x/ui"}"#,
            "packages/ui/src/Dialog.tsx": modal,
            "packages/ui/example/package.json": #"{"name": "ui-example"}"#,
            "packages/ui/example/Demo.tsx": modal,
            "packages/core/package.json": #"{"name": "@x/core", "dependencies": {"@x/deep": "workspace:*"}}"#,
            "packages/deep/package.json": #"{"name": "@x/deep"}"#,
            "packages/deep/src/Sheet.tsx": modal,
            "packages/unused/package.json": #"{"name": "@x/unused"}"#,
            "packages/unused/src/M.tsx": modal
        ]
        func warnings() throws -> Set<String> {
            let dir = NSTemporaryDirectory() + "orient-rn-workspace-" + UUID().uuidString
            defer { try? FileManager.default.removeItem(atPath: dir) }
            try Self.writeTree(files, at: dir)
            let scan = ProjectScan.read(dir)
            XCTAssertEqual(scan.apps.map(\.name), ["Mobile"])
            return Set(
                Checker.run(scan: scan, facts: CodeReader.read(scan)).findings
                    .filter { $0.ruleID == "react_native_modal_orientations" }.map(\.place.file))
        }
        let expected: Set<String> = ["packages/ui/src/Dialog.tsx", "packages/deep/src/Sheet.tsx"]
        XCTAssertEqual(try warnings(), expected)
        files["package.json"] = #"{"name": "root", "private": true}"#
        files["pnpm-workspace.yaml"] = "packages:\n  - 'packages/**'\n  - apps/mobile\n"
        XCTAssertEqual(try warnings(), expected)
        files.removeValue(forKey: "pnpm-workspace.yaml")
        XCTAssertEqual(try warnings(), [])
    }

    func testAnUnlockOnCleanupIsQuietButTheIPadStillIgnoresTheLock() throws {
        let undone = Self.video.replacingOccurrences(
            of: "  }, []);",
            with: "    return () => { ScreenOrientation.unlockAsync(); };\n  }, []);")
        let (_, places) = try check(["src/VideoScreen.tsx": undone])
        XCTAssertEqual(places, ["controller_orientation_ignored_on_ipad warning src/VideoScreen.tsx:6"])
    }
}

extension ReactNativeAppTests {
    /// Blind first run (meetnative): react-native-responsive-screen answers from the width it kept when it loaded
    /// wherever it is called, a component's render included: each file's first call, once; nothing where any file
    /// calls its `listenOrientationChange`, which keeps that width current.
    func testResponsiveScreenCallsInComponentsKeepTheLaunchWidth() throws {
        let row = """
            import { widthPercentageToDP as wp } from 'react-native-responsive-screen';
            export const Row = () => (
              <View style={{ width: wp('50%') }}>
                <Image width={wp('50%')} />
              </View>
            );
            """
        let header = """
            import { heightPercentageToDP } from 'react-native-responsive-screen';
            export function Header() { return <View style={{ height: heightPercentageToDP('20%') }} />; }
            """
        let places = try check(["src/Row.tsx": row, "src/Header.tsx": header]).places
            .filter { $0.hasPrefix("screen_size_read_once") }
        XCTAssertEqual(
            places.map { $0.split(separator: " ").last.map(String.init) ?? "" }.sorted(),
            ["src/Header.tsx:2", "src/Row.tsx:3"])
        let listening = """
            import { listenOrientationChange, removeOrientationListener } from 'react-native-responsive-screen';
            export class Root extends React.Component {
              componentDidMount() { listenOrientationChange(this); }
              componentWillUnmount() { removeOrientationListener(); }
            }
            """
        XCTAssertFalse(
            try check(["src/Row.tsx": row, "src/Header.tsx": header, "src/Root.tsx": listening]).places.contains {
                $0.hasPrefix("screen_size_read_once")
            })
    }
}
