import Foundation
import OrientEngine
import OrientProject
import OrientTestSupport
import XCTest

@testable import OrientCheck
@testable import OrientSwift

/// The explorer's model of a project (issue 16): what the code tells, and nothing it does not.
final class ProjectExplorationTests: XCTestCase {
    func models(_ files: [String: String], pad: Bool = false) throws -> (
        models: [ProjectExploration], leftOut: [String]
    ) {
        let dir = NSTemporaryDirectory() + "orient-explore-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try ExampleProject.write(Example(files, settings: ["IPHONEOS_DEPLOYMENT_TARGET": "16.0"]), to: dir)
        let scan = ProjectScan.read(dir)
        let facts = CodeReader.read(scan)
        let target = try XCTUnwrap(scan.apps.first)
        let tf = try XCTUnwrap(facts.targets.first { $0.name == target.name })
        return CheckContext(target: target, facts: tf, os: OSVersion(26), sdk: OSVersion(26)).explorationModels(
            pad: pad)
    }

    /// Pocket's shape: the app delegate returns a lock; the reader widens it as it loads and narrows it as it goes,
    /// with no update. Back on the list after reading sideways, the list stays sideways.
    func testALockTheScreensChangeIsState() throws {
        let (models, left) = try models([
            "App.swift": """
            import UIKit
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                static var lock: UIInterfaceOrientationMask = .portrait
                var window: UIWindow?
                func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                    AppDelegate.lock
                }
                func start() { window?.rootViewController = UINavigationController(rootViewController: List()) }
            }
            final class List: UIViewController {
                func open() { navigationController?.pushViewController(Reader(), animated: true) }
            }
            final class Reader: UIViewController {
                override func viewDidLoad() { super.viewDidLoad(); AppDelegate.lock = .allButUpsideDown }
                override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); AppDelegate.lock = .portrait }
            }
            """
        ])
        XCTAssertEqual(left, [])
        let m = try XCTUnwrap(models.first).model
        XCTAssertEqual(m.scenario.app.delegateSupportedInterfaceOrientations, .portrait)
        XCTAssertEqual(
            m.transitions["List"]?.map(\.events),
            [[.push(controller: "Reader", onto: nil), .setAppDelegate(.allButUpsideDown)]])
        XCTAssertEqual(m.onDisappear["Reader"], [.setAppDelegate(.portrait)])
        let r = Explorer.explore(m, device: .representative(of: .iphoneFaceID), os: OSVersion(17))
        let back = r.badStates.first { $0.kind == .returnWrong }
        XCTAssertEqual(back?.screen, "List")
        XCTAssertEqual(back?.path.last?.event, .setAppDelegate(.portrait), "the lock narrows as the reader goes")
    }

    /// Pocket's helper: the screens set the lock through `lockOrientation(_:)`, which assigns its parameter; each call
    /// is a change of the lock where it is made (issue 29).
    func testALockSetThroughAHelpersParameterChangesWhereTheHelperIsCalled() throws {
        let (models, left) = try models([
            "App.swift": """
            import UIKit
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                static var lock: UIInterfaceOrientationMask = .portrait
                var window: UIWindow?
                func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                    AppDelegate.lock
                }
                func start() { window?.rootViewController = UINavigationController(rootViewController: List()) }
            }
            extension UIViewController {
                func lockOrientation(_ orientation: UIInterfaceOrientationMask) { AppDelegate.lock = orientation }
            }
            final class List: UIViewController {
                func open() { navigationController?.pushViewController(Reader(), animated: true) }
            }
            final class Reader: UIViewController {
                override func viewDidLoad() { super.viewDidLoad(); lockOrientation(.allButUpsideDown) }
                override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); lockOrientation(.portrait) }
            }
            """
        ])
        XCTAssertEqual(left, [])
        let m = try XCTUnwrap(models.first).model
        XCTAssertEqual(
            m.transitions["List"]?.map(\.events),
            [[.push(controller: "Reader", onto: nil), .setAppDelegate(.allButUpsideDown)]])
        XCTAssertEqual(m.onDisappear["Reader"], [.setAppDelegate(.portrait)])
    }

    /// A class from outside the repository, a lock set to a value the code does not tell: left out, and said.
    func testWhatTheCodeDoesNotTellIsLeftOut() throws {
        let outside = try models([
            "App.swift": """
            import UIKit
            import SomeSDK
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func start() { window?.rootViewController = Home() }
            }
            final class Home: UIViewController {
                func pay() {
                    let sheet = SDKPaymentController()
                    sheet.modalPresentationStyle = .fullScreen
                    present(sheet, animated: true)
                }
            }
            """
        ])
        XCTAssertEqual(outside.models.count, 1)
        XCTAssertTrue(outside.models[0].leftOut.contains { $0.contains("SDKPaymentController") }, "\(outside)")
        XCTAssertEqual(outside.models[0].model.transitions["Home"] ?? [], [])

        let unknownLock = try models([
            "App.swift": """
            import UIKit
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                static var lock: UIInterfaceOrientationMask = .portrait
                var window: UIWindow?
                func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                    AppDelegate.lock
                }
                func start() { window?.rootViewController = Home() }
            }
            final class Home: UIViewController {
                func lock(_ mask: UIInterfaceOrientationMask) { AppDelegate.lock = mask }
            }
            """
        ])
        XCTAssertEqual(unknownLock.models.count, 0)
        XCTAssertTrue(unknownLock.leftOut.contains { $0.contains("app delegate") }, "\(unknownLock.leftOut)")
    }
}

/// An app that adopts the runtime library (issue 17): the app delegate answers from it, screens declare through its
/// protocol. Nothing in it is an orientation bug, and orient check must not say otherwise. (Listing upside down for
/// iPhone would be one: the plain navigation controller at the root leaves it out whatever the library answers, and
/// upside_down_unreachable says so.)
final class RuntimeLibraryAdoptionTests: XCTestCase {
    func testAnAppThatAdoptsTheLibraryHasNoFindings() throws {
        let dir = NSTemporaryDirectory() + "orient-adopt-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try ExampleProject.write(
            Example(
                [
                    "Info.plist": ExampleProject.plistHeader + """
                        \t<key>UISupportedInterfaceOrientations</key>
                        \t<array>
                        \t\t<string>UIInterfaceOrientationPortrait</string>
                        \t\t<string>UIInterfaceOrientationLandscapeLeft</string>
                        \t\t<string>UIInterfaceOrientationLandscapeRight</string>
                        \t</array>
                        """ + ExampleProject.plistFooter,
                    "App.swift": """
                    import UIKit
                    import OrientRuntime
                    import OrientPolicy
                    @main
                    final class AppDelegate: UIResponder, UIApplicationDelegate {
                        var window: UIWindow?
                        func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                            OrientationManager.shared.supportedInterfaceOrientations(for: window)
                        }
                        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                            let window = UIWindow()
                            window.rootViewController = UINavigationController(rootViewController: List())
                            OrientationManager.shared.attach(window)
                            self.window = window
                            return true
                        }
                    }
                    final class List: UIViewController, OrientationScreen {
                        var screenOrientation: ScreenOrientation { .portrait }
                        override func viewDidAppear(_ animated: Bool) {
                            super.viewDidAppear(animated)
                            OrientationManager.shared.screenDidAppear(self)
                        }
                        func play() { navigationController?.pushViewController(Player(), animated: true) }
                    }
                    final class Player: UIViewController, OrientationScreen {
                        var screenOrientation: ScreenOrientation { .landscape }
                        override func viewDidAppear(_ animated: Bool) {
                            super.viewDidAppear(animated)
                            OrientationManager.shared.screenDidAppear(self)
                        }
                    }
                    """
                ], settings: ["IPHONEOS_DEPLOYMENT_TARGET": "15.0", "TARGETED_DEVICE_FAMILY": "1"]), to: dir)
        let scan = ProjectScan.read(dir)
        let result = Checker.run(scan: scan, facts: CodeReader.read(scan))
        let loud = result.findings.filter { $0.severity != .info }
        XCTAssertEqual(loud.map { "\($0.ruleID): \($0.message)" }, [])
    }
}
