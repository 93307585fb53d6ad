import Foundation
import OrientProject
import OrientTestSupport
import XCTest

@testable import OrientCheck
@testable import OrientSwift

/// Issue 30, item 4: `orient check` knows Orient's runtime library. Used as the README shows, the patterns it
/// replaces (a container that does not ask its children, a push that does not turn, a lock the app delegate
/// returns) are gone and nothing is reported; used wrongly, the two new rules say so.
final class RuntimeLibraryCheckTests: XCTestCase {
    static let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>UILaunchStoryboardName</key><string>Launch</string>
        <key>UISupportedInterfaceOrientations</key>
        <array><string>UIInterfaceOrientationPortrait</string><string>UIInterfaceOrientationLandscapeLeft</string><string>UIInterfaceOrientationLandscapeRight</string></array>
        </dict></plist>
        """

    func findings(_ code: String) throws -> [Finding] {
        let dir = NSTemporaryDirectory() + "orient-runtime-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try ExampleProject.write(Example(["Info.plist": Self.plist, "App.swift": code]), to: dir)
        let scan = ProjectScan.read(dir)
        return Checker.run(scan: scan, facts: CodeReader.read(scan)).findings
    }

    static let app = """
        import UIKit
        import OrientRuntime
        import OrientPolicy

        @main
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            func application(_ application: UIApplication,
                             didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                let window = UIWindow()
                window.rootViewController = UINavigationController(rootViewController: ListViewController())
                window.makeKeyAndVisible()
                self.window = window
                return true
            }
            func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?)
                -> UIInterfaceOrientationMask {
                OrientationManager.shared.supportedInterfaceOrientations(for: window)
            }
        }

        final class ListViewController: UIViewController, OrientationScreen {
            var screenOrientation: ScreenOrientation { .portrait }
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                OrientationManager.shared.screenDidAppear(self)
            }
            func play() { navigationController?.pushViewController(PlayerViewController(), animated: true) }
        }

        final class PlayerViewController: UIViewController, OrientationScreen {
            var screenOrientation: ScreenOrientation { .landscape }
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                OrientationManager.shared.screenDidAppear(self)
            }
            func fullScreen() { OrientationManager.shared.lock(.landscape) }
            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                OrientationManager.shared.unlock()
            }
        }
        """

    func testTheLibraryUsedAsShownGivesNoFinding() throws {
        let found = try findings(Self.app).filter { $0.severity != .info }
        XCTAssertEqual(found.map { "\($0.ruleID) \($0.place)" }, [])
    }

    func testTheLibraryUsedWronglyIsReported() throws {
        let wrong = Self.app
            .replacingOccurrences(of: "{ .landscape }", with: "{ ScreenOrientation(.portraitUpsideDown) }")
            .replacingOccurrences(of: "OrientationManager.shared.unlock()", with: "")
        let found = try findings(wrong).filter { $0.severity != .info }
        XCTAssertEqual(
            Set(found.map(\.ruleID)), ["screen_orientation_outside_app", "orientation_lock_never_released"],
            "\(found.map { "\($0.ruleID) \($0.place)" })")
    }
}
