import Foundation
import OrientEngine
import OrientProject
import OrientTestSupport
import XCTest

@testable import OrientCheck
@testable import OrientSwift

/// Where the explorer's model starts on apps as they are written (issue 29): a main storyboard, a scene manifest's
/// storyboard, a storyboard the code instantiates, a SwiftUI `App`; a container whose children are not known; an
/// app delegate whose answer is one of a few.
final class ProjectExplorationRootsTests: XCTestCase {
    func models(
        _ files: [String: String], settings: [String: String] = [:], pad: Bool = false, alternatives: Bool = false
    ) throws -> (models: [ProjectExploration], leftOut: [String]) {
        let dir = NSTemporaryDirectory() + "orient-explore-roots-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var all = ["IPHONEOS_DEPLOYMENT_TARGET": "16.0"]
        for (k, v) in settings { all[k] = v }
        try ExampleProject.write(Example(files, settings: all), to: dir)
        let scan = ProjectScan.read(dir)
        let facts = CodeReader.read(scan)
        let target = try XCTUnwrap(scan.apps.first)
        let tf = try XCTUnwrap(facts.targets.first { $0.name == target.name })
        return CheckContext(target: target, facts: tf, os: OSVersion(26), sdk: OSVersion(26)).explorationModels(
            pad: pad, alternatives: alternatives)
    }

    /// A navigation controller whose root lists; the list shows a reader (push) and presents a player full screen.
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="nav">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <connections>
                                <segue destination="list" kind="relationship" relationship="rootViewController" id="r1"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController id="list" customClass="ListViewController" sceneMemberID="viewController">
                            <connections>
                                <segue destination="reader" kind="show" id="g1"/>
                                <segue destination="player" kind="presentation" modalPresentationStyle="fullScreen" id="g2"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s3">
                    <objects>
                        <viewController id="reader" customClass="ReaderViewController" sceneMemberID="viewController"/>
                        <viewController id="player" customClass="PlayerViewController" sceneMemberID="viewController"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    static let screens = """
        import UIKit
        final class ListViewController: UIViewController {}
        final class ReaderViewController: UIViewController {}
        final class PlayerViewController: UIViewController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
        }
        """

    func testTheMainStoryboardsInitialControllerIsTheRootAndItsSeguesAreMoves() throws {
        let (models, left) = try models(
            ["Main.storyboard": Self.storyboard, "Screens.swift": Self.screens],
            settings: ["INFOPLIST_KEY_UIMainStoryboardFile": "Main"])
        let m = try XCTUnwrap(models.first, "\(left)").model
        XCTAssertEqual(models.count, 1)
        XCTAssertEqual(
            m.scenario.root,
            HierarchyNode("UINavigationController(ListViewController)", [HierarchyNode("ListViewController")]))
        let moves = m.transitions["ListViewController"]?.map(\.events) ?? []
        XCTAssertTrue(moves.contains([.push(controller: "ReaderViewController", onto: nil)]), "\(moves)")
        XCTAssertTrue(
            moves.contains([.present(HierarchyNode("PlayerViewController"), style: .fullScreen, fillsWindow: false)]),
            "\(moves)")
        XCTAssertEqual(m.scenario.controllers["PlayerViewController"]?.supportedInterfaceOrientations, .landscape)
    }

    func testAStoryboardTheCodeInstantiatesAsTheRootIsReadForItsScene() throws {
        let (models, left) = try models([
            "Main.storyboard": Self.storyboard, "Screens.swift": Self.screens,
            "App.swift": """
            import UIKit
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func start() {
                    window?.rootViewController = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController()
                }
            }
            """
        ])
        XCTAssertEqual(
            models.map(\.model.scenario.root.name), ["UINavigationController(ListViewController)"], "\(left)")
    }

    func testASwiftUIAppIsAHostingControllerAndWhatItsViewsAskIsItsMoves() throws {
        let (models, left) = try models([
            "App.swift": """
            import SwiftUI
            @main struct PlayerApp: App {
                var body: some Scene { WindowGroup { PlayerView() } }
            }
            struct PlayerView: View {
                var body: some View { Button("Full screen") { turn() } }
                func turn() {
                    (UIApplication.shared.connectedScenes.first as? UIWindowScene)?
                        .requestGeometryUpdate(.iOS(interfaceOrientations: .landscapeRight))
                }
            }
            """
        ])
        let m = try XCTUnwrap(models.first, "\(left)").model
        XCTAssertEqual(m.scenario.root, HierarchyNode("UIHostingController"))
        XCTAssertEqual(m.transitions["UIHostingController"]?.map(\.events), [[.requestGeometryUpdate(.landscapeRight)]])
    }

    /// Pocket's shape: a SwiftUI app whose list is a UIKit navigation controller made by a
    /// `UIViewControllerRepresentable`; the hosting controller holds it as a child, and its pushes are moves.
    func testAUIKitContainerASwiftUIViewEmbedsIsTheHostingControllersChild() throws {
        let (models, left) = try models([
            "App.swift": """
            import SwiftUI
            @main struct ReaderApp: App {
                var body: some Scene { WindowGroup { ListView() } }
            }
            struct ListView: UIViewControllerRepresentable {
                func makeUIViewController(context: Context) -> UINavigationController {
                    let list = ListViewController()
                    let nav = UINavigationController(rootViewController: list)
                    return nav
                }
                func updateUIViewController(_ controller: UINavigationController, context: Context) {}
            }
            final class ListViewController: UIViewController {
                func open() { navigationController?.pushViewController(ReaderViewController(), animated: true) }
            }
            final class ReaderViewController: UIViewController {}
            """
        ])
        XCTAssertEqual(
            models.map(\.model.scenario.root),
            [
                HierarchyNode("UIHostingController"),
                HierarchyNode(
                    "UIHostingController",
                    [HierarchyNode("UINavigationController(ListViewController)", [HierarchyNode("ListViewController")])]
                )
            ], "\(left)")
        XCTAssertEqual(
            models[1].model.transitions["ListViewController"]?.map(\.events),
            [[.push(controller: "ReaderViewController", onto: nil)]])
    }

    func testNoRootAtAllIsSaid() throws {
        let (models, left) = try models(["Screens.swift": Self.screens])
        XCTAssertEqual(models.count, 0)
        XCTAssertTrue(left.contains { $0.hasPrefix("no window root") }, "\(left)")
    }

    /// A plain navigation controller does not ask its children (R6.1): what they are changes nothing UIKit decides,
    /// so the model keeps it with a stand-in child. A container that asks them cannot be modelled without them.
    func testAContainerWhoseChildrenAreNotKnownIsKeptOnlyWhenItDoesNotAskThem() throws {
        let plain = try models([
            "App.swift": """
            import UIKit
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                let coordinator = Coordinator()
                func start() { window?.rootViewController = coordinator.navigationController }
            }
            final class Coordinator { let navigationController: UINavigationController = UINavigationController() }
            """
        ])
        XCTAssertEqual(
            plain.models.first?.model.scenario.root,
            HierarchyNode("UINavigationController(?)", [HierarchyNode("?child of UINavigationController")]),
            "\(plain.leftOut)")
        XCTAssertTrue(plain.models[0].leftOut.contains { $0.contains("stand-in child") })

        let forwarding = try models([
            "App.swift": """
            import UIKit
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                let coordinator = Coordinator()
                func start() { window?.rootViewController = coordinator.navigationController }
            }
            final class Coordinator { let navigationController: Navigation = Navigation() }
            final class Navigation: UINavigationController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                    topViewController?.supportedInterfaceOrientations ?? .portrait
                }
                override var shouldAutorotate: Bool { topViewController?.shouldAutorotate ?? true }
            }
            """
        ])
        XCTAssertEqual(forwarding.models.count, 0)
        XCTAssertTrue(forwarding.leftOut.contains { $0.contains("it asks them") }, "\(forwarding.leftOut)")
    }

    /// Session's shape: the root is declared as UIKit's base class and made as the app's subclass; the subclass is
    /// the instance, and its children are the ones it is made with.
    func testARootDeclaredAsAUIKitBaseIsTheSubclassItIsMadeAs() throws {
        let (models, left) = try models([
            "App.swift": """
            import UIKit
            enum App {
                static func showHome(window: UIWindow?) {
                    let home: HomeViewController = HomeViewController()
                    let nav: UINavigationController = StyledNavigationController(rootViewController: home)
                    window?.rootViewController = nav
                }
            }
            final class StyledNavigationController: UINavigationController {}
            final class HomeViewController: UIViewController {}
            """
        ])
        XCTAssertEqual(
            models.map(\.model.scenario.root),
            [HierarchyNode("StyledNavigationController", [HierarchyNode("HomeViewController")])], "\(left)")
    }

    /// Session's other shapes: a list shows a conversation by setting its stack (`[self, Conversation()]`), a push;
    /// the conversation presents a media container its factories build with the camera or the library first. The
    /// explorer tries each way (the camera's own portrait mask then shows), and orient check keeps a stand-in.
    func testAStackSetFromAScreenIsAPushAndAContainerBuiltTwoWaysIsPresentedBothWays() throws {
        let files = [
            "App.swift": """
            import UIKit
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func start() { window?.rootViewController = UINavigationController(rootViewController: Home()) }
            }
            final class Home: UIViewController {
                func show() {
                    navigationController?.setViewControllers([self, Conversation()], animated: true)
                }
            }
            final class Conversation: UIViewController {
                func camera() {
                    let media = MediaNavigation.cameraFirst()
                    media.modalPresentationStyle = .fullScreen
                    present(media, animated: true)
                }
            }
            final class MediaNavigation: UINavigationController {
                let capture = Capture()
                let library = Library()
                static func cameraFirst() -> MediaNavigation {
                    let nav = MediaNavigation()
                    nav.viewControllers = [nav.capture]
                    return nav
                }
                static func libraryFirst() -> MediaNavigation {
                    let nav = MediaNavigation()
                    nav.viewControllers = [nav.library]
                    return nav
                }
            }
            final class Capture: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
            }
            final class Library: UIViewController {}
            """
        ]
        let explore = try models(files, alternatives: true)
        let m = try XCTUnwrap(explore.models.first, "\(explore.leftOut)").model
        XCTAssertEqual(m.transitions["Home"]?.map(\.events), [[.push(controller: "Conversation", onto: nil)]])
        XCTAssertEqual(
            Set(m.transitions["Conversation"]?.map(\.events) ?? []),
            [
                [
                    .present(
                        HierarchyNode("MediaNavigation", [HierarchyNode("Capture")]), style: .fullScreen,
                        fillsWindow: false)
                ],
                [
                    .present(
                        HierarchyNode("MediaNavigation", [HierarchyNode("Library")]), style: .fullScreen,
                        fillsWindow: false)
                ]
            ])
        let check = try models(files)
        XCTAssertEqual(
            check.models.first?.model.transitions["Conversation"]?.map(\.events),
            [
                [
                    .present(
                        HierarchyNode("MediaNavigation", [HierarchyNode("?child of MediaNavigation")]),
                        style: .fullScreen, fillsWindow: false)
                ]
            ])
    }

    /// The app delegate answers one of two masks by a setting: one model per answer, each saying what it assumed.
    func testAnAppDelegateWithAFewPossibleAnswersIsExploredOncePerAnswer() throws {
        let (models, left) = try models([
            "App.swift": """
            import UIKit
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                    UserDefaults.standard.bool(forKey: "rotate") ? .allButUpsideDown : .portrait
                }
                func start() { window?.rootViewController = Home() }
            }
            final class Home: UIViewController {}
            """
        ])
        XCTAssertEqual(
            Set(models.compactMap(\.model.scenario.app.delegateSupportedInterfaceOrientations)),
            [.allButUpsideDown, .portrait], "\(left)")
        XCTAssertTrue(models.allSatisfy { $0.assumption?.hasPrefix("assuming the app delegate") == true })
    }
}
