import Foundation
import OrientEngine
import OrientFacts
import OrientOutput
import OrientProject
import OrientTestSupport
import XCTest

@testable import OrientCheck
@testable import OrientSwift

/// Issue 27: conclusions that hold whatever an unknown is, and values followed the way apps write them.
extension RealAppPatternTests {
    /// A navigation controller filled by `viewControllers = [nav.capture]` in a static factory, the child a lazy
    /// property made by a closure (Session's camera): the child is known, and its unasked mask is reported where
    /// it would change something (iPad, which asks controllers here), not on iPhone, where the app's own mask
    /// says the same.
    func testChildrenSetByAssignmentFromALazyProperty() throws {
        let code = """
            import UIKit
            final class Camera: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
            }
            final class SendNavigationController: UINavigationController {
                private lazy var capture: Camera = {
                    let vc = Camera()
                    return vc
                }()
                static func cameraFirst() -> SendNavigationController {
                    let nav = SendNavigationController()
                    nav.viewControllers = [nav.capture]
                    return nav
                }
            }
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(
                    _ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?
                ) -> UIInterfaceOrientationMask {
                    UIDevice.current.userInterfaceIdiom == .pad ? .all : .portrait
                }
                func start() { window?.rootViewController = SendNavigationController.cameraFirst() }
            }
            """
        let settings = ["TARGETED_DEVICE_FAMILY": "1,2", "INFOPLIST_KEY_UIRequiresFullScreen": "YES"]
        let found = try checkFindings(Example(["Code.swift": code], settings: settings))
            .filter { $0.ruleID == "container_does_not_forward" }
        XCTAssertEqual(found.map(\.devices), [[.ipad]])
    }

    /// A controller and the app delegate testing the same global condition (`UIDevice.current.isIPad`, a helper
    /// Orient cannot classify) take the same side of it: the controller's answer then equals the app's on every
    /// device, and its being unasked changes nothing. A condition on an instance (`isLocked`) is not shared.
    func testAConditionSharedWithTheAppDelegateTakesOneSide() throws {
        func example(condition: String) -> Example {
            Example([
                "Code.swift": """
                import UIKit
                extension UIDevice { var isBig: Bool { UIScreen.main.bounds.width > 1000 } }
                final class Locks { static var isLocked = false }
                final class Screen: UIViewController {
                    var isLocked = false
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                        \(condition) ? .all : .portrait
                    }
                }
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    var isLocked = false
                    func application(
                        _ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?
                    ) -> UIInterfaceOrientationMask {
                        \(condition) ? .all : .portrait
                    }
                    func start() { window?.rootViewController = UINavigationController(rootViewController: Screen()) }
                }
                """
            ])
        }
        func count(_ e: Example) throws -> Int {
            try findings(e).filter { $0.rule == "container_does_not_forward" }.count
        }
        XCTAssertEqual(try count(example(condition: "UIDevice.current.isBig")), 0)
        XCTAssertEqual(try count(example(condition: "Locks.isLocked")), 0)
        XCTAssertEqual(try count(example(condition: "isLocked")), 1)
    }

    /// Signal's `isIPad` (the pad idiom, or an iPhone app on an iPad) is an idiom helper: true on the iPad device
    /// class either way.
    func testTheHardwareIsAnIPadHelperIsAnIdiomTest() throws {
        let code = """
            import UIKit
            extension UIDevice {
                var isIPad: Bool {
                    let isNativeIPad = UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiom.pad
                    let isCompatibilityModeIPad = UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiom.phone && self.model.hasPrefix("iPad")
                    return isNativeIPad || isCompatibilityModeIPad
                }
            }
            final class Player: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                    UIDevice.current.isIPad ? .landscape : .portrait
                }
            }
            """
        let facts = try targetFacts(Example(["Code.swift": code]))
        let value = facts.class("Player")?.members[.supportedInterfaceOrientations]?.fact.value
        XCTAssertEqual(value, .idiom(pad: .mask(.landscape), other: .mask(.portrait)))
    }
}

/// The shipped table of open-source base classes (`ExternalBaseClass`): a class from a library the repository
/// does not hold answers as that library's code does, and the finding says what was assumed.
extension RealAppPatternTests {
    func testALibrarysContainerThatDoesNotForwardIsReported() throws {
        func example(container: String, imports: String) -> Example {
            Example([
                "Code.swift": """
                import UIKit
                \(imports)
                final class Player: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
                }
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func start() { window?.rootViewController = Menu(rootViewController: Player()) }
                }
                final class Menu: \(container) {}
                """
            ])
        }
        let sideMenu = try checkFindings(example(container: "SideMenuNavigationController", imports: "import SideMenu"))
            .filter { $0.ruleID == "container_does_not_forward" }
        XCTAssertEqual(sideMenu.count, 1)
        XCTAssertTrue(
            sideMenu.first?.notes.contains { $0.message.contains("assuming Menu's base SideMenuNavigationController") }
                ?? false, "\(sideMenu.first?.notes ?? [])")
        // The same name without its module imported is some other class: nothing is assumed.
        XCTAssertEqual(
            try findings(example(container: "SideMenuNavigationController", imports: "")).filter {
                $0.rule == "container_does_not_forward"
            }.count, 0)
        // A library container that forwards (RTRootNavigationController asks its top controller).
        XCTAssertEqual(
            try findings(example(container: "RTRootNavigationController", imports: "import RTRootNavigationController"))
                .filter { $0.rule == "container_does_not_forward" }.count, 0)
    }

    /// A library's own mask (YPImagePicker answers portrait): a landscape-only app crashes showing it.
    func testALibrarysMaskIsItsCodes() throws {
        let code = """
            import UIKit
            import YPImagePicker
            final class Picker: YPImagePicker {}
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func start() { window?.rootViewController = Picker() }
            }
            """
        let settings = ["INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone": "UIInterfaceOrientationLandscapeLeft"]
        let found = try checkFindings(Example(["Code.swift": code], settings: settings))
            .filter { $0.ruleID == "no_common_orientation" }
        XCTAssertEqual(found.map(\.severity), [.error])
        XCTAssertTrue(found.first?.notes.contains { $0.message.contains("returns portrait") } ?? false)
    }
}

extension RealAppPatternTests {
    /// Names are not roles: an app delegate's `static var shouldAutorotate` flag and a settings struct's
    /// `supportedInterfaceOrientations` are not the controller members UIKit asks.
    func testNamesAreNotRoles() throws {
        let code = """
            import UIKit
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                static var shouldAutorotate = false
            }
            struct PlayerSettings {
                var shouldAutorotate: Bool { true }
                var supportedInterfaceOrientations: UIInterfaceOrientationMask { [] }
            }
            """
        let facts = try targetFacts(Example(["Code.swift": code]))
        XCTAssertEqual(facts.files.flatMap(\.types).flatMap(\.members).map(\.member), [])
        XCTAssertEqual(try findings(Example(["Code.swift": code])).map(\.rule), [])
    }

    /// A sheet presented over full screen from a child of a navigation controller that answers for itself: the
    /// child's mask is not what shows beneath, so the sheet's wider mask is not compared with it.
    func testOverFullScreenFromAnUnaskedChild() throws {
        let code = """
            import UIKit
            final class Camera: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                func confirm() {
                    let modal = Confirmation()
                    modal.modalPresentationStyle = .overFullScreen
                    present(modal, animated: true)
                }
            }
            final class Confirmation: UIViewController {}
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func start() { window?.rootViewController = UINavigationController(rootViewController: Camera()) }
            }
            """
        XCTAssertEqual(
            try findings(Example(["Code.swift": code])).filter { $0.rule == "over_full_screen_wider_mask" }.count, 0)
        let asked = code.replacingOccurrences(
            of: "UINavigationController(rootViewController: Camera())", with: "Camera()")
        XCTAssertEqual(
            try findings(Example(["Code.swift": asked])).filter { $0.rule == "over_full_screen_wider_mask" }.count, 1)
    }
}

extension RealAppPatternTests {
    /// `--choice multitaskingDelegateMask=ignored` reaches the rules: the finding says which reading it took.
    func testTheMultitaskingChoiceReachesTheCheck() throws {
        let code = """
            import UIKit
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(
                    _ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?
                ) -> UIInterfaceOrientationMask { .landscape }
            }
            """
        let dir = NSTemporaryDirectory() + "orient-pattern-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try ExampleProject.write(Example(["Code.swift": code], settings: ["TARGETED_DEVICE_FAMILY": "1,2"]), to: dir)
        let scan = ProjectScan.read(dir)
        var ignored = Choices()
        ignored.multitaskingDelegateMask = .ignored
        for (choices, word) in [(Choices(), "honour it"), (ignored, "ignore it")] {
            let found = Checker.run(scan: scan, facts: CodeReader.read(scan), choices: choices).findings.filter {
                $0.ruleID == "multitasking_app_delegate_mask"
            }
            XCTAssertEqual(found.count, 1)
            XCTAssertTrue(found.first?.message.contains(word) ?? false, found.first?.message ?? "")
        }
    }
}

extension RealAppPatternTests {
    /// OwnTracks (a blind first run): one plain key for iPhone and iPad lists upside down. The iPhone never reaches
    /// it, but the iPad needs it to multitask: info, with the fix that keeps the iPad's. With its own iPad key,
    /// the iPhone's dead entry is a warning as before.
    func testUpsideDownInAKeyTheIPadSharesIsInfo() throws {
        let four =
            "UIInterfaceOrientationPortrait UIInterfaceOrientationPortraitUpsideDown UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight"
        func severities(_ settings: [String: String]) throws -> [Severity] {
            try findings(Example(["Code.swift": "import UIKit\n"], settings: settings))
                .filter { $0.rule == "upside_down_unreachable" }.map(\.severity)
        }
        XCTAssertEqual(
            try severities([
                "TARGETED_DEVICE_FAMILY": "1,2", "INFOPLIST_KEY_UISupportedInterfaceOrientations": four,
                "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone": "",
                "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad": ""
            ]), [.info])
        XCTAssertEqual(
            try severities([
                "TARGETED_DEVICE_FAMILY": "1,2", "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone": four
            ]), [.warning])
    }
}

extension RealAppPatternTests {
    /// Receivers through `!` and `?`, `self.` and `let` copies: the style set on them is the presentation's.
    func testStylesSetThroughUnwrapsAndCopies() throws {
        for (declare, set) in [
            ("var player: Player!", "player!.modalPresentationStyle = .overFullScreen"),
            ("var player: Player?", "player?.modalPresentationStyle = .overFullScreen"),
            ("var player: Player!", "self.player.modalPresentationStyle = .overFullScreen")
        ] {
            let code = """
                import UIKit
                final class Player: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
                }
                final class Home: UIViewController {
                    \(declare)
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                    func play() {
                        player = Player()
                        \(set)
                        present(player!, animated: true)
                    }
                }
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func start() { window?.rootViewController = Home() }
                }
                """
            XCTAssertEqual(
                try findings(Example(["Code.swift": code])).filter { $0.rule == "over_full_screen_wider_mask" }.count,
                1,
                set)
        }
    }
}

extension RealAppPatternTests {
    /// Generated storyboard accessors name a scene as its identifier does: SwiftGen's
    /// `StoryboardScene.Main.playerScreen.instantiate()` and R.swift's `R.storyboard.main.playerScreen()` for the
    /// identifier `player-screen`, and each one's initial scene. Seed 001's shape: a landscape-only screen pushed
    /// into a plain navigation controller.
    func testScenesNamedByGeneratedAccessors() throws {
        let storyboard = Self.plainNavigationStoryboard(
            root: #"<viewController id="A-1" customClass="AViewController" sceneMemberID="viewController"/>"#,
            others: [
                #"<viewController storyboardIdentifier="player-screen" id="B-1" customClass="BViewController" sceneMemberID="viewController"/>"#
            ])
        let b = """
            import UIKit
            final class BViewController: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
            }
            """
        for accessor in ["StoryboardScene.Main.playerScreen.instantiate()", "R.storyboard.main.playerScreen()"] {
            let found = try findings(
                Example(
                    [
                        "Main.storyboard": storyboard, "B.swift": b,
                        "A.swift": """
                        import UIKit
                        final class AViewController: UIViewController {
                            func showB() { navigationController?.pushViewController(\(accessor), animated: true) }
                        }
                        """
                    ], settings: ["INFOPLIST_KEY_UIMainStoryboardFile": "Main"]))
            XCTAssertTrue(
                found.contains { $0.rule == "container_does_not_forward" && $0.place.hasSuffix("B.swift:3:18") },
                "\(accessor): \(found)")
        }
        // The initial scene, by either generator: here the plain navigation controller.
        let target = try targetFacts(
            Example(
                [
                    "Main.storyboard": storyboard, "B.swift": b,
                    "A.swift": """
                    import UIKit
                    final class AViewController: UIViewController {
                        func again() { present(StoryboardScene.Main.initialScene.instantiate(), animated: true) }
                        func more() { present(R.storyboard.main.instantiateInitialViewController()!, animated: true) }
                    }
                    """
                ], settings: ["INFOPLIST_KEY_UIMainStoryboardFile": "Main"]))
        XCTAssertEqual(target.presentations.map(\.presented), ["UINavigationController", "UINavigationController"])
        XCTAssertEqual(FileFacts.generatedSceneName("PlayerViewController"), "playerViewController")
        XCTAssertEqual(FileFacts.generatedSceneName("player-screen"), "playerScreen")
        XCTAssertEqual(
            Resolver.generatedScene("StoryboardScene.Main.initialScene.instantiate"),
            FileFacts.initialSceneReference(storyboard: "main"))
        XCTAssertEqual(
            Resolver.generatedScene("R.storyboard.main.instantiateInitialViewController"),
            FileFacts.initialSceneReference(storyboard: "Main"))
    }
}

extension RealAppPatternTests {
    /// One over-full-screen presentation whose masks the code does not tell no longer silences the others.
    func testAnUnknownPresentationDoesNotSilenceTheNextOne() throws {
        let code = """
            import UIKit
            final class Player: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
            }
            final class Home: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                func first() {
                    let other = OutsideViewController()
                    other.modalPresentationStyle = .overFullScreen
                    present(other, animated: true)
                }
                func second() {
                    let player = Player()
                    player.modalPresentationStyle = .overFullScreen
                    present(player, animated: true)
                }
            }
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func start() { window?.rootViewController = Home() }
            }
            """
        XCTAssertEqual(
            try findings(Example(["Code.swift": code])).filter { $0.rule == "over_full_screen_wider_mask" }.count, 1)
    }
}

extension RealAppPatternTests {
    /// A copied loading screen sizes its blur view once, only behind `public var hasBlurEffect = false`, which
    /// nothing sets (a blind reading of LibraryGenesis): nothing runs that code. Once another file sets the flag,
    /// or calls the function outside the flag, or the screen's own file sets it, the view is reported again.
    func testASizingBehindAFlagNothingSetsIsDead() throws {
        func loader(
            setup: String = "", viewDidLoad: String = "if hasBlurEffect { setupBlurEffectView() }", helper: Bool = true
        ) -> String {
            let setupBlur = """
                func setupBlurEffectView() {
                    blurView = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
                    blurView.frame = view.bounds
                    view.insertSubview(blurView, at: 0)
                }
                """
            return """
                import UIKit
                final class Loading: UIViewController {
                    public var hasBlurEffect: Bool = false
                    private var blurView: UIVisualEffectView!
                    init() {
                        super.init(nibName: nil, bundle: nil)
                        \(setup)
                    }
                    required init?(coder: NSCoder) { fatalError() }
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        \(viewDidLoad)
                    }
                    \(helper ? setupBlur : "")
                }
                """
        }
        func reported(_ files: [String: String]) throws -> Int {
            try checkFindings(Example(files, settings: ["TARGETED_DEVICE_FAMILY": "1,2"]))
                .filter { $0.ruleID == "frame_never_resized" }.count
        }
        let root = "final class Home: UIViewController { func wait() { present(Loading(), animated: true) } }"
        XCTAssertEqual(try reported(["Loading.swift": loader(), "Home.swift": "import UIKit\n" + root]), 0)
        // Set by another file, in Swift or through Objective-C's setter.
        XCTAssertEqual(
            try reported([
                "Loading.swift": loader(),
                "Home.swift": "import UIKit\n" + root
                    + "\nfunc blurred() -> Loading { let l = Loading(); l.hasBlurEffect = true; return l }"
            ]), 1)
        XCTAssertEqual(
            try reported([
                "Loading.swift": loader(), "Home.swift": "import UIKit\n" + root,
                "Other.m": "#import \"App-Swift.h\"\nvoid blur(Loading *l) { [l setHasBlurEffect:YES]; }\n"
            ]), 1)
        // Set in its own file, called outside the flag, or sized in the branch itself.
        XCTAssertEqual(try reported(["Loading.swift": loader(setup: "hasBlurEffect = true")]), 1)
        XCTAssertEqual(
            try reported([
                "Loading.swift": loader(
                    viewDidLoad: "if hasBlurEffect { setupBlurEffectView() }; setupBlurEffectView()")
            ]),
            1)
        XCTAssertEqual(
            try reported([
                "Loading.swift": loader(
                    viewDidLoad: "if self.hasBlurEffect { blurView.frame = view.bounds; view.addSubview(blurView) }",
                    helper: false)
            ]), 0)
        XCTAssertEqual(
            try reported([
                "Loading.swift": loader(
                    viewDidLoad: "if !hasBlurEffect { blurView.frame = view.bounds; view.addSubview(blurView) }",
                    helper: false)
            ]), 1)
    }
}

extension RealAppPatternTests {
    /// A page sheet that asks for portrait, presented where what UIKit asks instead is not known (a root whose
    /// mask the code computes, a blind first run: a Cordova root): info, naming it. Under a known root that
    /// allows more, a warning.
    func testASheetIgnoredUnderAnUnknownAnswerIsInfo() throws {
        func severities(root: String) throws -> [Severity] {
            let code = """
                import UIKit
                final class Lock: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                }
                final class Root: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { \(root) }
                    func lock() { present(Lock(), animated: true) }
                }
                final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    func start() { window?.rootViewController = Root() }
                }
                """
            return try self.severities(
                of: "non_full_screen_presentation_ignored", in: code, settings: ["TARGETED_DEVICE_FAMILY": "1"])
        }
        XCTAssertEqual(try severities(root: "mask(from: Bundle.main.infoDictionary)"), [.info])
        XCTAssertEqual(try severities(root: ".allButUpsideDown"), [.warning])
    }
}

extension RealAppPatternTests {
    /// `shouldAutorotate` false beside a portrait mask, in an app whose delegate returns what its root answers (not
    /// known): whatever the app allows, the screen has no quarter turn to take, so iOS 16 ignoring it changes nothing
    /// (a blind first run, edX's splash screen): info. With a mask that turns, a warning.
    func testShouldAutorotateBesideAPortraitMaskUnderAnUnknownAppMask() throws {
        func severities(mask: String) throws -> [Severity] {
            let code = """
                import UIKit
                final class Splash: UIViewController {
                    override var shouldAutorotate: Bool { false }
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { \(mask) }
                }
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func application(
                        _ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?
                    ) -> UIInterfaceOrientationMask {
                        window?.rootViewController?.supportedInterfaceOrientations ?? .all
                    }
                    func start() { window?.rootViewController = Splash() }
                }
                """
            return try self.severities(
                of: "should_autorotate_ignored", in: code, settings: ["IPHONEOS_DEPLOYMENT_TARGET": "13.0"])
        }
        XCTAssertEqual(try severities(mask: ".portrait"), [.info])
        XCTAssertEqual(try severities(mask: ".allButUpsideDown"), [.warning])
    }
}

extension RealAppPatternTests {
    /// A navigation controller that answers its top child's `shouldAutorotate`, else `super`'s (UIKit's default, no
    /// class above declaring one): dead code, info (a blind first run, edX). With a base of the app's that says
    /// false, `super` is no default.
    func testShouldAutorotateForwardedOrSupersIsDefault() throws {
        func severities(base: String) throws -> [Severity] {
            let code = """
                import UIKit
                protocol Turning {}
                \(base)
                final class Forwarding: Base {
                    override var shouldAutorotate: Bool {
                        if let top = viewControllers.last as? Turning as? UIViewController {
                            return top.shouldAutorotate
                        } else {
                            return super.shouldAutorotate
                        }
                    }
                }
                """
            return try checkFindings(Example(["Code.swift": code], settings: ["IPHONEOS_DEPLOYMENT_TARGET": "13.0"]))
                .filter { $0.ruleID == "should_autorotate_ignored" && $0.message.hasPrefix("Forwarding") }.map(
                    \.severity)
        }
        XCTAssertEqual(try severities(base: "class Base: UINavigationController {}"), [.info])
        XCTAssertEqual(
            try severities(
                base: "class Base: UINavigationController { override var shouldAutorotate: Bool { false } }"),
            [.warning])
    }
}

extension RealAppPatternTests {
    /// Blind first run (beam): the app delegate's branches for another class on top or another window, which do not
    /// apply while a given controller shows in the main window; a negation or a compound test says nothing.
    func testDelegateBranchesForAnotherScreen() {
        XCTAssertEqual(
            CheckContext.testedClass("AppDelegate.topViewController() is SFSafariViewController"),
            "SFSafariViewController")
        XCTAssertEqual(
            CheckContext.testedClass("[top isKindOfClass:[PlayerViewController class]]"), "PlayerViewController")
        XCTAssertEqual(CheckContext.testedClass("(top as? VideoPlayer) != nil"), "VideoPlayer")
        XCTAssertNil(CheckContext.testedClass("isLandscapeAllowed"))
        XCTAssertTrue(CheckContext.testsAnotherWindow("window == self.galleryWindow"))
        XCTAssertTrue(CheckContext.testsAnotherWindow("window === passcodeController.passcodeWindow"))
        XCTAssertTrue(CheckContext.testsAnotherWindow("[window isEqual:self.overlayWindow]"))
        XCTAssertFalse(CheckContext.testsAnotherWindow("window == self.window"))
        XCTAssertFalse(CheckContext.testsAnotherWindow("window?.rootViewController is Player"))
    }
}
