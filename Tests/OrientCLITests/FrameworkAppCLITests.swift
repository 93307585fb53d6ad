import Foundation
import XCTest

/// The shipped Flutter and React Native examples, end to end through the binary (issue 31): findings at the Dart
/// and JavaScript lines, the matrix's section on what each lock leaves the window, exit 0 (warnings only).
extension CLITests {
    func testTheFlutterExample() throws {
        let r = try orient("check", "Examples/FlutterApp", "--no-cache", "--reporter", "json")
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stderr, "", "Generated.xcconfig is read as flutter writes it: nothing to say")
        let findings = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [[String: Any]])
        let places = Set(
            findings.map {
                "\($0["rule_id"] ?? "") \((($0["file"] as? String) ?? "").split(separator: "/").suffix(2).joined(separator: "/")):\($0["line"] ?? 0)"
            })
        XCTAssertEqual(
            places,
            [
                "controller_orientation_ignored_on_ipad lib/main.dart:9",
                "controller_orientation_ignored_on_ipad lib/video_page.dart:17",
                "orientation_lock_never_released lib/video_page.dart:17"
            ])
        let matrix = try orient("matrix", "Examples/FlutterApp")
        XCTAssertEqual(matrix.status, 0, matrix.stderr)
        XCTAssertTrue(matrix.stdout.contains("Runner: FlutterViewController answers what Dart set last"), matrix.stdout)
        XCTAssertTrue(
            matrix.stdout.contains("lib/video_page.dart:17 SystemChrome.setPreferredOrientations, screenOpens"),
            matrix.stdout)
        let explore = try orient("explore", "Examples/FlutterApp")
        XCTAssertNotEqual(explore.status, 1, explore.stdout + explore.stderr)
        XCTAssertTrue(
            explore.stdout.contains("assuming Dart's last setPreferredOrientations set landscape"), explore.stdout)
    }

    func testTheReactNativeExample() throws {
        let r = try orient("check", "Examples/ReactNativeApp", "--no-cache")
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(
            r.stdout.contains(
                "src/VideoScreen.tsx:9: warning: Orientation.lockToLandscape() (react-native-orientation-locker), which the app delegate answers through the module, is ignored on iPad"
            ), r.stdout)
        XCTAssertTrue(r.stdout.contains("(orientation_lock_never_released)"), r.stdout)
        XCTAssertTrue(r.stdout.contains("Orientation.unlockAllOrientations()"), "the fix names the module's unlock")
        XCTAssertTrue(
            r.stdout.contains("src/Posting.tsx:8:") && r.stdout.contains("(react_native_modal_orientations)"), r.stdout)
        XCTAssertTrue(
            r.stdout.contains("src/Reader.tsx:9:") && r.stdout.contains("(expo_lock_includes_upside_down)"), r.stdout)
        // Its app delegate returns `Orientation.getOrientation()`: the module's lock reaches UIKit.
        XCTAssertFalse(r.stdout.contains("(orientation_module_unhooked)"), r.stdout)
        let matrix = try orient("matrix", "Examples/ReactNativeApp")
        XCTAssertTrue(
            matrix.stdout.contains("[react-native-orientation-locker], screenOpens (VideoScreen)"), matrix.stdout)
    }
}
