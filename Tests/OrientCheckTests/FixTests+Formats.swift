import Foundation
import OrientProject
import XCTest

@testable import OrientCheck

/// `--fix` in the files a key can live in besides an XML Info.plist: a binary Info.plist (its tree changes, the
/// format stays binary) and the target's build settings in project.pbxproj (one line changes, Xcode's formatting
/// kept).
extension FixTests {
    /// The project's Info.plist rewritten as a binary property list.
    func makeBinary(_ path: String) throws {
        var format = PropertyListSerialization.PropertyListFormat.xml
        let tree = try PropertyListSerialization.propertyList(
            from: Data(contentsOf: URL(fileURLWithPath: path)), format: &format)
        try PropertyListSerialization.data(fromPropertyList: tree, format: .binary, options: 0)
            .write(to: URL(fileURLWithPath: path))
    }

    func tree(_ data: Data) throws -> (NSDictionary, PropertyListSerialization.PropertyListFormat) {
        var format = PropertyListSerialization.PropertyListFormat.xml
        let tree = try PropertyListSerialization.propertyList(from: data, format: &format)
        return (try XCTUnwrap(tree as? NSDictionary), format)
    }

    /// Fixes `rule` in a binary Info.plist: the finding goes, the file stays binary, and its tree differs from the
    /// old one only at the keys in `changing`.
    func binaryRoundTrip(
        _ rule: String, _ plist: String, settings: [String: String] = [:], changing keys: Set<String>,
        line: UInt = #line
    ) throws -> (before: NSDictionary, after: NSDictionary, diff: String) {
        let dir = try project(["Info.plist": plistTop + plist + plistEnd], settings: settings)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/App/Info.plist"
        try makeBinary(path)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        let found = check(dir, rule: rule)
        XCTAssertEqual(found.count, 1, "\(rule) fires once before the fix", line: line)
        XCTAssertNotNil(found.first?.edits, "the fix is mechanical in a binary plist too", line: line)
        let dry = Fixer.run(found, root: dir, dryRun: true)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), bytes, "--dry-run changes nothing", line: line)
        let outcome = Fixer.run(found, root: dir, dryRun: false)
        XCTAssertEqual(outcome.fixed.count, 1, "skipped: \(outcome.skipped)", line: line)
        XCTAssertEqual(outcome.diff, dry.diff, line: line)
        XCTAssertEqual(check(dir, rule: rule).map(\.message), [], "\(rule) is gone after the fix", line: line)
        let (old, _) = try tree(bytes)
        let (new, format) = try tree(Data(contentsOf: URL(fileURLWithPath: path)))
        XCTAssertEqual(format, .binary, "still a binary property list", line: line)
        let all = Set(old.allKeys.compactMap { $0 as? String }).union(new.allKeys.compactMap { $0 as? String })
        for k in all.subtracting(keys) {
            XCTAssertEqual(old[k] as? NSObject, new[k] as? NSObject, "\(k) is untouched", line: line)
        }
        return (old, new, outcome.diff)
    }

    func testBinaryPlistsAreFixedInTheirTree() throws {
        let ipad = try binaryRoundTrip(
            "ipad_multitasking_orientations",
            """
            \t<key>CFBundleName</key>
            \t<string>App</string>
            \t<key>UILaunchStoryboardName</key>
            \t<string>LaunchScreen</string>
            \t<key>UISupportedInterfaceOrientations~ipad</key>
            \t<array>
            \t\t<string>UIInterfaceOrientationPortrait</string>
            \t\t<string>UIInterfaceOrientationLandscapeLeft</string>
            \t</array>
            """, settings: ["TARGETED_DEVICE_FAMILY": "1,2"], changing: ["UISupportedInterfaceOrientations~ipad"])
        XCTAssertEqual(
            ipad.after["UISupportedInterfaceOrientations~ipad"] as? [String],
            [
                "UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft",
                "UIInterfaceOrientationPortraitUpsideDown", "UIInterfaceOrientationLandscapeRight"
            ])
        XCTAssertTrue(ipad.diff.contains("\t(binary property list, shown as XML)\n"), ipad.diff)
        XCTAssertTrue(ipad.diff.contains("+\t\t<string>UIInterfaceOrientationLandscapeRight</string>"), ipad.diff)

        let value = try binaryRoundTrip(
            "invalid_orientation_value",
            """
            \t<key>UISupportedInterfaceOrientations</key>
            \t<array>
            \t\t<string>UIInterfaceOrientationPortrait</string>
            \t\t<string>UIInterfaceOrientationLandscapeleft</string>
            \t</array>
            """, changing: ["UISupportedInterfaceOrientations"])
        XCTAssertEqual(
            value.after["UISupportedInterfaceOrientations"] as? [String],
            ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft"])

        let key = try binaryRoundTrip(
            "misspelled_orientation_key",
            """
            \t<key>UISupportedInterfaceOrientations~pad</key>
            \t<array>
            \t\t<string>UIInterfaceOrientationPortrait</string>
            \t</array>
            """, changing: ["UISupportedInterfaceOrientations~pad", "UISupportedInterfaceOrientations~ipad"])
        XCTAssertNil(key.after["UISupportedInterfaceOrientations~pad"])
        XCTAssertEqual(
            key.after["UISupportedInterfaceOrientations~ipad"] as? [String], ["UIInterfaceOrientationPortrait"])
        XCTAssertEqual(key.before.count, key.after.count)

        let launch = try binaryRoundTrip(
            "ipad_multitasking_launch_screen",
            """
            \t<key>UISupportedInterfaceOrientations</key>
            \t<array>
            \t\t<string>UIInterfaceOrientationPortrait</string>
            \t\t<string>UIInterfaceOrientationPortraitUpsideDown</string>
            \t\t<string>UIInterfaceOrientationLandscapeLeft</string>
            \t\t<string>UIInterfaceOrientationLandscapeRight</string>
            \t</array>
            """, settings: ["TARGETED_DEVICE_FAMILY": "1,2", "IPHONEOS_DEPLOYMENT_TARGET": "15.0"],
            changing: ["UILaunchScreen"])
        XCTAssertEqual(launch.after["UILaunchScreen"] as? NSDictionary, NSDictionary())
    }

    /// A binary plist that changed since the check, or two fixes to one key: nothing is written.
    func testBinaryPlistChangesThatNoLongerHoldAreSkipped() throws {
        var root: [String: Any] = ["UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait"]]
        let bytes = Array(try PropertyListSerialization.data(fromPropertyList: root, format: .binary, options: 0))
        let stale = PlistChange.replaceString(
            key: "UISupportedInterfaceOrientations", from: "UIInterfaceOrientationLandscapeleft",
            to: "UIInterfaceOrientationLandscapeLeft")
        XCTAssertEqual(BinaryPlistFix.apply([stale], to: bytes), .failure(.changed))
        let append = PlistChange.appendStrings(
            key: "UISupportedInterfaceOrientations", items: ["UIInterfaceOrientationLandscapeLeft"])
        let other = PlistChange.appendStrings(
            key: "UISupportedInterfaceOrientations", items: ["UIInterfaceOrientationLandscapeRight"])
        XCTAssertEqual(BinaryPlistFix.apply([append, other], to: bytes), .failure(.conflict))
        XCTAssertEqual(BinaryPlistFix.apply([append], to: Array("<plist/>".utf8)), .failure(.unreadable))
        // A broken binary file is never handed to Foundation's reader.
        XCTAssertEqual(BinaryPlistFix.apply([append], to: Array(bytes.prefix(20))), .failure(.unreadable))
        // The same change from two findings is one change.
        guard case .success(let fixed) = BinaryPlistFix.apply([append, append], to: bytes) else {
            return XCTFail("the change applies")
        }
        root["UISupportedInterfaceOrientations"] = [
            "UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft"
        ]
        XCTAssertEqual(try tree(Data(fixed)).0, root as NSDictionary)
    }

    /// INFOPLIST_KEY_* settings written in project.pbxproj: the one value or key changes, every other byte stays.
    func testBuildSettingsInTheProjectFileAreFixedInPlace() throws {
        for (rule, setting, fixedSetting) in [
            (
                "invalid_orientation_value",
                "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone = \"UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLetf\";",
                "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone = \"UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLeft\";"
            ),
            (
                "misspelled_orientation_key",
                "INFOPLIST_KEY_UISupportedInterfaceOrientation_iPhone = UIInterfaceOrientationPortrait;",
                "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone = UIInterfaceOrientationPortrait;"
            )
        ] {
            let dir = try project(
                ["Code.swift": "import UIKit\n"],
                settings: ["INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone": ""])
            defer { try? FileManager.default.removeItem(atPath: dir) }
            let path = dir + "/App.xcodeproj/project.pbxproj"
            let original = try String(contentsOfFile: path, encoding: .utf8)
            // The app target's Release configuration (the one with the xcconfig as its base).
            let anchor =
                "baseConfigurationReference = E00000000000000000000002 /* Config.xcconfig */;\n\t\t\tbuildSettings = {\n"
            XCTAssertTrue(original.contains(anchor))
            let before = original.replacingOccurrences(of: anchor, with: anchor + "\t\t\t\t" + setting + "\n")
            try before.write(toFile: path, atomically: true, encoding: .utf8)
            let found = check(dir, rule: rule)
            XCTAssertEqual(found.count, 1, rule)
            let outcome = Fixer.run(found, root: dir, dryRun: false)
            XCTAssertEqual(outcome.fixed.count, 1, "\(rule): \(outcome.skipped)")
            let after = try String(contentsOfFile: path, encoding: .utf8)
            XCTAssertEqual(after, before.replacingOccurrences(of: setting, with: fixedSetting), rule)
            XCTAssertEqual(check(dir, rule: rule).map(\.message), [], rule)
        }
    }
}
