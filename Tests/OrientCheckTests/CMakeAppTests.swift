import Foundation
import OrientProject
import XCTest

@testable import OrientCheck
@testable import OrientSwift

/// Play!'s and PPSSPP's shape, end to end: an iOS app that only CMake describes, its screen's lock ignored on a
/// multitasking iPad, and a rotation request in a C++ function of an Objective-C++ file.
final class CMakeAppTests: XCTestCase {
    func testAnAppCMakeDescribesIsChecked() throws {
        let dir = NSTemporaryDirectory() + "orient-cmake-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let files = [
            "CMakeLists.txt": "add_subdirectory(Source/ui_ios)\n",
            "Source/ui_ios/CMakeLists.txt": """
            add_executable(Play MACOSX_BUNDLE main.mm Emulator.mm)
            set_target_properties(Play PROPERTIES
                MACOSX_BUNDLE_INFO_PLIST "${CMAKE_CURRENT_SOURCE_DIR}/Info.plist.in"
                XCODE_ATTRIBUTE_TARGETED_DEVICE_FAMILY "1,2"
                XCODE_ATTRIBUTE_IPHONEOS_DEPLOYMENT_TARGET "16.0")
            """,
            "Source/ui_ios/Info.plist.in": """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>UILaunchStoryboardName</key><string>LaunchScreen</string>
            <key>UISupportedInterfaceOrientations</key>
            <array><string>UIInterfaceOrientationPortrait</string><string>UIInterfaceOrientationLandscapeLeft</string><string>UIInterfaceOrientationLandscapeRight</string></array>
            <key>UISupportedInterfaceOrientations~ipad</key>
            <array><string>UIInterfaceOrientationPortrait</string><string>UIInterfaceOrientationPortraitUpsideDown</string><string>UIInterfaceOrientationLandscapeLeft</string><string>UIInterfaceOrientationLandscapeRight</string></array>
            </dict></plist>
            """,
            "Source/ui_ios/Emulator.mm": """
            @interface EmulatorViewController : UIViewController
            @end
            @implementation EmulatorViewController
            - (UIInterfaceOrientationMask)supportedInterfaceOrientations {
                return UIInterfaceOrientationMaskLandscape;
            }
            @end
            """,
            "Source/ui_ios/main.mm": """
            void System_Notify(int type) {
                if (type == 1) { [UIViewController attemptRotationToDeviceOrientation]; }
            }
            """
        ]
        for (path, text) in files {
            let full = dir + "/" + path
            try FileManager.default.createDirectory(
                atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: full, atomically: true, encoding: .utf8)
        }
        let scan = ProjectScan.read(dir)
        XCTAssertEqual(scan.apps.map(\.name), ["Play"])
        let findings = Checker.run(scan: scan, facts: CodeReader.read(scan)).findings
        let places = Set(findings.map { "\($0.ruleID) \($0.place.file ?? ""):\($0.place.line ?? 0)" })
        XCTAssertTrue(
            places.contains("controller_orientation_ignored_on_ipad Source/ui_ios/Emulator.mm:4"), "\(places)")
        XCTAssertTrue(places.contains("attempt_rotation_deprecated Source/ui_ios/main.mm:2"), "\(places)")
        XCTAssertFalse(
            places.contains { $0.hasPrefix("ipad_multitasking_launch_screen") }, "a launch storyboard: \(places)")

        // UILaunchScreen alone, with a minimum iOS that only a toolchain file tells: it may be 14 or later, where
        // UILaunchScreen counts, so no App Store error is concluded.
        let plist = dir + "/Source/ui_ios/Info.plist.in"
        try String(contentsOfFile: plist, encoding: .utf8).replacingOccurrences(
            of: "<key>UILaunchStoryboardName</key><string>LaunchScreen</string>",
            with: "<key>UILaunchScreen</key><dict/>"
        ).write(toFile: plist, atomically: true, encoding: .utf8)
        let lists = dir + "/Source/ui_ios/CMakeLists.txt"
        try String(contentsOfFile: lists, encoding: .utf8).replacingOccurrences(
            of: "XCODE_ATTRIBUTE_IPHONEOS_DEPLOYMENT_TARGET \"16.0\"", with: ""
        ).write(toFile: lists, atomically: true, encoding: .utf8)
        let rescan = ProjectScan.read(dir)
        XCTAssertNil(rescan.apps.first?.deploymentTarget)
        XCTAssertFalse(
            Checker.run(scan: rescan, facts: CodeReader.read(rescan)).findings.contains {
                $0.ruleID == "ipad_multitasking_launch_screen"
            })
    }
}
