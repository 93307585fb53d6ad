import Foundation
import OrientEngine
import OrientFacts
import OrientOutput
import OrientProject
import OrientTestSupport
import XCTest

@testable import OrientCheck
@testable import OrientSwift

/// Blind first run (Learn-iOS-Swift-by-Examples, about eighty sample projects in one repository; CardDecks).
extension RealAppPatternTests {
    /// Two projects each with its own `ViewController`: each target's class is its own, not the other app's
    /// (a macOS sample's `ViewController: NSViewController` with a header beside it, or an iOS one narrowing the
    /// orientations).
    func testEachProjectsClassIsItsOwn() throws {
        let dir = NSTemporaryDirectory() + "orient-monorepo-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try ExampleProject.write(
            Example([
                "ViewController.swift": """
                import UIKit
                class ViewController: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
                }
                """
            ]), to: dir + "/Canvas")
        try ExampleProject.write(
            Example(["ViewController.swift": "import UIKit\nclass ViewController: UIViewController {}\n"]),
            to: dir + "/Plain")
        // A macOS sample no iOS target builds: its header and implementation.
        try FileManager.default.createDirectory(atPath: dir + "/Mac", withIntermediateDirectories: true)
        try "@interface ViewController : NSViewController\n@end\n".write(
            toFile: dir + "/Mac/ViewController.h", atomically: true, encoding: .utf8)
        let scan = ProjectScan.read(dir)
        let facts = CodeReader.read(scan)
        let kinds = facts.targets.map { t in
            (t.project.split(separator: "/").first.map(String.init) ?? "", t.class("ViewController"))
        }
        XCTAssertEqual(kinds.count, 2, "\(kinds.map(\.0))")
        for (project, info) in kinds {
            let info = try XCTUnwrap(info, project)
            XCTAssertEqual(info.superclass, "UIViewController", project)
            XCTAssertEqual(
                info.members[.supportedInterfaceOrientations] != nil, project == "Canvas", "\(project): \(info.members)"
            )
        }
    }

    /// Another target's shim renames a UIKit class (`typealias UIViewController = NSViewController` in a macOS
    /// target, a blind first run, OpenStack Summit): this target's screens are still UIKit's view controllers.
    func testAnotherTargetsUIKitShimIsNotThisTargets() throws {
        let dir = NSTemporaryDirectory() + "orient-shim-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try ExampleProject.write(
            Example([
                "Feedback.swift": """
                import UIKit
                final class Feedback: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                }
                extension UIViewController {
                    func showError(_ text: String) {}
                }
                """
            ]), to: dir + "/Phone")
        try ExampleProject.write(
            Example(["UXKit.swift": "import AppKit\npublic typealias UIViewController = NSViewController\n"]),
            to: dir + "/Mac")
        let facts = CodeReader.read(ProjectScan.read(dir))
        let phone = try XCTUnwrap(facts.targets.first { $0.project.hasPrefix("Phone") })
        let feedback = try XCTUnwrap(phone.class("Feedback"))
        XCTAssertEqual(feedback.kind.controllerKind, .viewController, "\(feedback.kind)")
    }

    /// An app that is portrait on every device reads the device's orientation to turn its cards by hand: the
    /// value is the only way to know how the device is held, so the read is said at info, not as a warning.
    func testADeviceOrientationReadInAnAppThatNeverTurnsIsInfo() throws {
        let code = """
            #import <UIKit/UIKit.h>
            @implementation CardsWindowManager
            - (void)deviceOrientationDidChange:(NSNotification *)notification {
                UIDeviceOrientation o = [[UIDevice currentDevice] orientation];
                if (o == UIDeviceOrientationLandscapeLeft) {
                    [self showCardsSideways];
                }
            }
            @end
            """
        let portrait = ["INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone": "UIInterfaceOrientationPortrait"]
        let quiet = try findings(Example(["Cards.m": code], settings: portrait)).filter {
            $0.rule == "device_orientation_for_layout"
        }
        XCTAssertEqual(quiet.map(\.severity), [.info], "\(quiet)")
        let turning = try findings(Example(["Cards.m": code])).filter { $0.rule == "device_orientation_for_layout" }
        XCTAssertEqual(turning.map(\.severity), [.warning], "\(turning)")
    }
}
