import OrientOutput
import Foundation
import OrientEngine
import OrientFacts
import OrientProject
import OrientTestSupport
import XCTest
@testable import OrientCheck
@testable import OrientSwift

/// Shapes met in real apps (issue 13), written small: what is reported, and how loud. The rules' own examples
/// say where a finding lands; these say at which severity, where that is the point.
final class RealAppPatternTests: XCTestCase {
    func findings(_ example: Example) throws -> [(rule: String, severity: Severity, place: String)] {
        let dir = NSTemporaryDirectory() + "orient-pattern-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try ExampleProject.write(example, to: dir)
        let scan = ProjectScan.read(dir)
        return Checker.run(scan: scan, facts: CodeReader.read(scan)).findings.map {
            ($0.ruleID, $0.severity, "\($0.place)")
        }
    }

    func checkFindings(_ example: Example) throws -> [Finding] {
        let dir = NSTemporaryDirectory() + "orient-pattern-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try ExampleProject.write(example, to: dir)
        let scan = ProjectScan.read(dir)
        return Checker.run(scan: scan, facts: CodeReader.read(scan)).findings
    }

    /// The severities of one rule's findings over one Swift file.
    func severities(of rule: String, in code: String, settings: [String: String]) throws -> [Severity] {
        try checkFindings(Example(["Code.swift": code], settings: settings)).filter { $0.ruleID == rule }.map(
            \.severity)
    }

    /// The facts of an example's app target.
    func targetFacts(_ example: Example) throws -> TargetFacts {
        let dir = NSTemporaryDirectory() + "orient-pattern-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try ExampleProject.write(example, to: dir)
        return try XCTUnwrap(CodeReader.read(ProjectScan.read(dir)).targets.first)
    }

    /// A main storyboard whose initial scene is a plain navigation controller with `root` (id `A-1`) as its root,
    /// and `others` scenes beside it.
    static func plainNavigationStoryboard(root: String, others: [String] = []) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="Nav-1">
            <scenes>
                <scene sceneID="s1"><objects>
                    <navigationController id="Nav-1" sceneMemberID="viewController">
                        <connections><segue destination="A-1" kind="relationship" relationship="rootViewController" id="r"/></connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    \(([root] + others).joined(separator: "\n"))
                </objects></scene>
            </scenes>
        </document>
        """
    }

    /// Seed 001: a plain storyboard navigation controller pushes a landscape-only screen the code gets by its
    /// storyboard identifier. The plain navigation controller never asks it (R6.1): reported once the identifier
    /// names the scene's class, in Swift and in Objective-C.
    /// Blind first run (KartaView): a library copied into `ThirdParty/` and compiled by the app is someone else's
    /// code: its classes count for facts, its findings are not reported, unless `--include-vendored`.
    func testCodeInAThirdPartyFolderIsNotReported() throws {
        let menu = """
            import UIKit
            final class SideMenu: UIViewController {
                override var shouldAutorotate: Bool { false }
            }
            """
        let dir = NSTemporaryDirectory() + "orient-pattern-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try ExampleProject.write(
            Example([
                "ThirdParty/SideMenu/SideMenu.swift": menu,
                "Home.swift": menu.replacingOccurrences(of: "SideMenu", with: "Home")
            ]), to: dir)
        func files(_ scan: ProjectScan) -> Set<String> {
            Set(
                Checker.run(scan: scan, facts: CodeReader.read(scan)).findings
                    .filter { $0.ruleID == "should_autorotate_ignored" }.map(\.place.file))
        }
        XCTAssertEqual(files(ProjectScan.read(dir)), ["App/Home.swift"])
        XCTAssertEqual(
            files(ProjectScan.read(dir, includeVendored: true)),
            ["App/Home.swift", "App/ThirdParty/SideMenu/SideMenu.swift"])
    }

    /// Blind first run (Loose Leaf): an iPad app that requires full screen and writes no orientation key. UIKit's
    /// default of all four only lets its controllers decide, as it does not multitask: info, saying so.
    func testNoIPadKeyInAFullScreenAppIsInfo() throws {
        let keys =
            "\t<key>UIRequiresFullScreen</key><true/>\n\t<key>UILaunchStoryboardName</key><string>Launch</string>\n"
        let found = try checkFindings(.plist(keys, settings: ["TARGETED_DEVICE_FAMILY": "2"]))
            .filter { $0.ruleID == "implicit_orientation_defaults" }
        XCTAssertEqual(found.map(\.severity), [.info])
        XCTAssertFalse(found.first?.message.contains("takes part in multitasking") ?? true)
        let multitasking = try checkFindings(
            .plist(
                "\t<key>UILaunchStoryboardName</key><string>Launch</string>\n",
                settings: ["TARGETED_DEVICE_FAMILY": "2"])
        ).filter { $0.ruleID == "implicit_orientation_defaults" }
        XCTAssertEqual(multitasking.map(\.severity), [.warning])
    }

    /// Blind first run (PIA VPN): UIRequiresFullScreen in an app that allows all four on iPad everywhere (plist,
    /// app delegate, controllers) changes no orientation when the iOS 27 SDK ignores it: info. A controller that
    /// locks the iPad relies on it: a warning.
    func testRequiresFullScreenIsInfoWhereNothingNarrowsTheIPad() throws {
        let keys =
            "\t<key>UIRequiresFullScreen</key><true/>\n\t<key>UILaunchStoryboardName</key><string>Launch</string>\n"
            + ExampleProject.supportedOrientations("Portrait", "PortraitUpsideDown", "LandscapeLeft", "LandscapeRight")
        func severities(_ example: Example) throws -> [Severity] {
            try checkFindings(example).filter { $0.ruleID == "requires_full_screen_deprecated" }.map(\.severity)
        }
        let settings = ["TARGETED_DEVICE_FAMILY": "1,2"]
        XCTAssertEqual(try severities(.plist(keys, settings: settings)), [.info])
        let canvas = """
            import UIKit
            final class Canvas: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
            }
            """
        XCTAssertEqual(try severities(.plist(keys, settings: settings).adding("App/Canvas.swift", canvas)), [.warning])
        // Blind first run (dnscloak): a controller whose mask the code computes may or may not narrow: info,
        // naming it, as long as nothing known narrows.
        let computed = """
            import UIKit
            final class Browser: UINavigationController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { mask(from: bundleList) }
            }
            """
        let found = try checkFindings(.plist(keys, settings: settings).adding("App/Browser.swift", computed))
            .filter { $0.ruleID == "requires_full_screen_deprecated" }
        XCTAssertEqual(found.map(\.severity), [.info])
        XCTAssertTrue(found.first?.message.contains("depends on what Browser answers") ?? false, "\(found)")
        XCTAssertEqual(
            try severities(
                .plist(keys, settings: settings).adding("App/Browser.swift", computed).adding(
                    "App/Canvas.swift", canvas)),
            [.warning])
    }

    /// Corpus (LLMFarm): an ObservableObject keeps the device's side in a published property, set in branches of
    /// an `if` that do nothing else; no view reads it, so nothing is decided from it. Once a view reads it, the
    /// test decides what the view shows.
    func testADeviceTestKeptInAPropertyNoOtherFileReads() throws {
        let info = """
            import SwiftUI
            final class OrientationInfo: ObservableObject {
                enum Side { case portrait, landscape }
                @Published var side: Side
                init() {
                    if UIDevice.current.orientation.isLandscape {
                        self.side = .landscape
                    } else {
                        self.side = .portrait
                    }
                }
            }
            """
        // Its twin for other platforms in the same file sets its own property: no read.
        let twin = """
            #if os(iOS)
            \(info)
            #else
            final class OrientationInfo: ObservableObject {
                enum Side { case portrait, landscape }
                @Published var side: Side
                init() { self.side = .landscape }
            }
            #endif
            """
        let view = """
            import SwiftUI
            struct ChatView: View {
                @EnvironmentObject var info: OrientationInfo
                var body: some View { Text("chat") }
            }
            """
        func device(_ files: [String: String]) throws -> [String] {
            try findings(Example(files)).filter { $0.rule == "device_orientation_for_layout" }.map(\.place)
        }
        XCTAssertEqual(try device(["Info.swift": info, "ChatView.swift": view]), [])
        XCTAssertEqual(try device(["Info.swift": twin, "ChatView.swift": view]), [])
        let reading = view.replacingOccurrences(
            of: "Text(\"chat\")", with: "Text(info.side == .landscape ? \"wide\" : \"tall\")")
        XCTAssertEqual(try device(["Info.swift": info, "ChatView.swift": reading]).count, 1)
    }

    func testAScreenGotByStoryboardIdentifierIsKnown() throws {
        let storyboard = Self.plainNavigationStoryboard(
            root: #"<viewController id="A-1" customClass="AViewController" sceneMemberID="viewController"/>"#,
            others: [
                #"<viewController storyboardIdentifier="B" id="B-1" customClass="BViewController" sceneMemberID="viewController"/>"#
            ])
        let b = """
            import UIKit
            final class BViewController: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
            }
            """
        let settings = ["INFOPLIST_KEY_UIMainStoryboardFile": "Main"]
        let swift = try findings(
            Example(
                [
                    "Main.storyboard": storyboard, "B.swift": b,
                    "A.swift": """
                    import UIKit
                    final class AViewController: UIViewController {
                        func showB() {
                            let b = storyboard!.instantiateViewController(withIdentifier: "B")
                            navigationController?.pushViewController(b, animated: true)
                        }
                    }
                    """
                ], settings: settings))
        XCTAssertTrue(
            swift.contains { $0.rule == "container_does_not_forward" && $0.place.hasSuffix("B.swift:3:18") }, "\(swift)"
        )
        let objc = try findings(
            Example(
                [
                    "Main.storyboard": storyboard, "B.swift": b,
                    "A.m": """
                    @implementation AViewController
                    - (void)showB {
                        UIViewController *b = [self.storyboard instantiateViewControllerWithIdentifier:@"B"];
                        [self.navigationController pushViewController:b animated:YES];
                    }
                    @end
                    """
                ], settings: settings))
        XCTAssertTrue(
            objc.contains { $0.rule == "container_does_not_forward" && $0.place.hasSuffix("B.swift:3:18") }, "\(objc)")
        // Blind first run (hoccer): a method that names two identifiers, each local read from its own statement.
        let two = try findings(
            Example(
                [
                    "Main.storyboard": storyboard, "B.swift": b,
                    "A.m": """
                    @implementation AViewController
                    - (void)show:(BOOL)list {
                        if (list) {
                            UIViewController *other = [self.storyboard instantiateViewControllerWithIdentifier:@"List"];
                            [self.navigationController pushViewController:other animated:YES];
                        } else {
                            UIViewController *b = [self.storyboard instantiateViewControllerWithIdentifier:@"B"];
                            [self.navigationController pushViewController:b animated:YES];
                        }
                    }
                    @end
                    """
                ], settings: settings))
        XCTAssertTrue(
            two.contains { $0.rule == "container_does_not_forward" && $0.place.hasSuffix("B.swift:3:18") }, "\(two)")
    }

    /// `@objc(LegacyPlayer)` renames a Swift class for storyboards and Objective-C: a storyboard naming
    /// LegacyPlayer means the Swift class Player, not a class outside the repository.
    func testAnObjCRenamedClassIsTheSwiftClass() throws {
        let storyboard = Self.plainNavigationStoryboard(
            root:
                #"<viewController id="A-1" customClass="LegacyPlayer" customModule="App" sceneMemberID="viewController"/>"#
        )
        let found = try findings(
            Example(
                [
                    "Main.storyboard": storyboard,
                    "Player.swift": """
                    import UIKit
                    @objc(LegacyPlayer) final class Player: UIViewController {
                        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
                    }
                    """
                ], settings: ["INFOPLIST_KEY_UIMainStoryboardFile": "Main"]))
        XCTAssertTrue(
            found.contains { $0.rule == "container_does_not_forward" && $0.place.hasSuffix("Player.swift:3:18") },
            "\(found)")
    }

    /// Blind first run (Mumble): iOS 5 rotation methods in an iPhone app whose plist allows portrait alone lose
    /// nothing, whatever they answer: dead code, at info, not a warning.
    /// Blind first run (HeavenMemoirs' copy of TZImagePickerController): an iOS 8 rotation callback beside
    /// viewWillTransitionToSize is never sent; where the size callback sends the same messages and sets the same
    /// variables, nothing is lost (info); where it does less, the callback's code is lost (warning).
    func testALegacyCallbackTheSizeCallbackDuplicates() throws {
        let transition = """
            - (void)viewWillTransitionToSize:(CGSize)size withTransitionCoordinator:(id)coordinator {
                [self willOrientationChange];
                if (size.width > size.height) { _cropRect = _cropRectLandscape; } else { _cropRect = _cropRectPortrait; }
            }
            """
        let legacy = """
            - (void)willAnimateRotationToInterfaceOrientation:(UIInterfaceOrientation)o duration:(NSTimeInterval)d {
                [self willOrientationChange];
                if (o >= 3) { _cropRect = _cropRectLandscape; } else { _cropRect = _cropRectPortrait; }
            }
            """
        func severities(_ body: String) throws -> [Severity] {
            try findings(
                Example([
                    "Picker.m": "@interface Picker : UIViewController\n@end\n@implementation Picker\n\(body)\n@end\n"
                ])
            )
            .filter { $0.rule == "legacy_rotation_api" }.map(\.severity)
        }
        XCTAssertEqual(try severities(transition + "\n" + legacy), [.info])
        let more = legacy.replacingOccurrences(of: "[self willOrientationChange];", with: "[self relayoutGrid];")
        XCTAssertEqual(try severities(transition + "\n" + more), [.warning])
    }

    func testLegacyRotationWhereOnlyOneOrientationIsAllowed() throws {
        let method = """
            - (BOOL)shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)o {
                if ([[UIDevice currentDevice] userInterfaceIdiom] == UIUserInterfaceIdiomPad) { return YES; }
                return o == UIInterfaceOrientationPortrait;
            }
            """
        let portrait = try findings(
            Example(
                ["List.m": "@implementation List\n\(method)\n@end\n"],
                settings: ["INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone": "UIInterfaceOrientationPortrait"]))
        XCTAssertEqual(portrait.filter { $0.rule == "legacy_rotation_api" }.map(\.severity), [.info])
        let rotating = try findings(Example(["List.m": "@implementation List\n\(method)\n@end\n"]))
        XCTAssertEqual(
            rotating.filter { $0.rule == "legacy_rotation_api" }.map(\.severity), [.warning],
            "the app allows landscape too: the method's portrait lock is lost")
    }

    /// Blind first run (Lacuna): `YES` in an iPhone-only app whose plist lists all four orientations is UIKit's
    /// default wherever the app runs, an iPad in compatibility mode included (the phone idiom, R2.3): dead code, at
    /// info; in a universal app the iPad's default is every orientation, so `YES` is the default there too.
    func testLegacyYesInAnIPhoneOnlyAppListingUpsideDown() throws {
        let all = [
            "UIInterfaceOrientationPortrait", "UIInterfaceOrientationPortraitUpsideDown",
            "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"
        ].joined(separator: " ")
        let method = "- (BOOL)shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)o { return YES; }"
        for family in ["1", "1,2"] {
            let found = try findings(
                Example(
                    ["Stats.m": "@implementation Stats\n\(method)\n@end\n"],
                    settings: [
                        "TARGETED_DEVICE_FAMILY": family, "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone": all,
                        "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad": all
                    ]))
            XCTAssertEqual(found.filter { $0.rule == "legacy_rotation_api" }.map(\.severity), [.info], family)
        }
    }

    /// A navigation controller that refuses to turn, presented full screen only on iPhone (an Objective-C idiom
    /// macro), where the plist allows portrait alone: the override changes nothing anywhere (info, not a warning).
    func testShouldAutorotateFalseWhereOnlyOneOrientationIsAllowed() throws {
        let example = Example(
            [
                "Macros.h":
                    "#define IS_IPHONE (UIDevice.currentDevice.userInterfaceIdiom == UIUserInterfaceIdiomPhone)\n",
                "Nav.m": """
                @interface LockedNavigationController : UINavigationController
                @end
                @implementation LockedNavigationController
                - (BOOL)shouldAutorotate { return NO; }
                @end
                @implementation Menu
                - (void)open {
                    if (IS_IPHONE) {
                        LockedNavigationController *nav = [[LockedNavigationController alloc] initWithRootViewController:self];
                        nav.modalPresentationStyle = UIModalPresentationFullScreen;
                        [self presentViewController:nav animated:YES completion:nil];
                    }
                }
                @end
                """,
                "Info.plist": ExampleProject.plistHeader + """
                    \t<key>UISupportedInterfaceOrientations</key>
                    \t<array>
                    \t\t<string>UIInterfaceOrientationPortrait</string>
                    \t</array>
                    \t<key>UISupportedInterfaceOrientations~ipad</key>
                    \t<array>
                    \t\t<string>UIInterfaceOrientationPortrait</string>
                    \t\t<string>UIInterfaceOrientationLandscapeLeft</string>
                    \t\t<string>UIInterfaceOrientationLandscapeRight</string>
                    \t</array>
                    \t<key>UIRequiresFullScreen</key>
                    \t<true/>
                    """ + ExampleProject.plistFooter
            ], settings: ["TARGETED_DEVICE_FAMILY": "1,2", "IPHONEOS_DEPLOYMENT_TARGET": "15.0"])
        let found = try findings(example).filter { $0.rule == "should_autorotate_ignored" }
        XCTAssertEqual(found.map(\.severity), [.info], "\(found)")
        // Presented on every idiom, it is asked on an iPad that allows landscape: the loss is real there.
        var everywhere = example
        everywhere.files["Nav.m"] = everywhere.files["Nav.m"]!.replacingOccurrences(
            of: "if (IS_IPHONE)", with: "if (YES)")
        XCTAssertEqual(
            try findings(everywhere).filter { $0.rule == "should_autorotate_ignored" }.map(\.severity), [.warning])
    }

    /// Blind first run (Stepik): `shouldAutorotate` returns the condition its mask tests (`big ? .all : .portrait`
    /// beside `big`): it is false only where the mask is portrait, so it changes nothing (info). False where the mask
    /// still turns (`locked ? .portrait : .all` beside `locked`), or on another condition, it is the warning.
    func testShouldAutorotateOnTheMasksOwnCondition() throws {
        func severities(_ mask: String, _ turns: String) throws -> [Severity] {
            let example = Example(
                [
                    "Auth.swift": """
                    import UIKit
                    final class Auth: UINavigationController {
                        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { \(mask) }
                        override var shouldAutorotate: Bool { \(turns) }
                    }
                    final class AppDelegate: UIResponder, UIApplicationDelegate {
                        var window: UIWindow?
                        func start() { window?.rootViewController = Auth() }
                    }
                    """
                ], settings: ["TARGETED_DEVICE_FAMILY": "1", "IPHONEOS_DEPLOYMENT_TARGET": "13.0"])
            return try findings(example).filter { $0.rule == "should_autorotate_ignored" }.map(\.severity)
        }
        XCTAssertEqual(try severities("Device.diagonal > 4.7 ? .all : .portrait", "Device.diagonal > 4.7"), [.info])
        XCTAssertEqual(try severities("(locked) ? .portrait : .allButUpsideDown", "!locked"), [.info])
        XCTAssertEqual(try severities("locked ? .portrait : .allButUpsideDown", "locked"), [.warning])
        XCTAssertEqual(try severities("locked ? .portrait : .allButUpsideDown", "other"), [.warning])
        // Blind first run (Opaline): `expanded ? wrapper.shouldAutorotate : false` beside a mask that is portrait
        // where `expanded` does not hold: its own false changes nothing.
        XCTAssertEqual(
            try severities(
                "expanded ? wrapper.supportedInterfaceOrientations : .portrait",
                "expanded ? wrapper.shouldAutorotate : false"),
            [.info])
    }

    /// Blind first run (CalendarApp): the screen is a subclass of a package's controller (code Orient does not
    /// read), the root of a plain navigation controller: what it returns never reaches UIKit (R6.1), so the
    /// iPhone's upside-down entry is still dead. As the window's root itself, it may return anything: quiet.
    func testAnUnreadBaseInsideAPlainNavigationControllerIsNotAsked() throws {
        func rules(_ root: String) throws -> [String] {
            let example = Example(
                [
                    "Scene.swift": """
                    import UIKit
                    import CalendarKit
                    final class CalendarViewController: DayViewController {}
                    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                        var window: UIWindow?
                        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                            window?.rootViewController = \(root)
                        }
                    }
                    """
                ],
                settings: [
                    "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone":
                        "UIInterfaceOrientationPortrait UIInterfaceOrientationPortraitUpsideDown"
                ])
            return try findings(example).map(\.rule).filter { $0 == "upside_down_unreachable" }
        }
        XCTAssertEqual(
            try rules("UINavigationController(rootViewController: CalendarViewController())"),
            ["upside_down_unreachable"])
        XCTAssertEqual(try rules("CalendarViewController()"), [])
    }

    /// The window's root is a coordinator's stored property, the coordinator a stored property of the launch
    /// object (DuckDuckGo's shape): the root is known, in another file.
    func testARootHeldByAnotherObjectsPropertyIsKnown() throws {
        let dir = NSTemporaryDirectory() + "orient-pattern-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try ExampleProject.write(
            Example([
                "Coordinator.swift": """
                import UIKit
                final class MainViewController: UIViewController {}
                final class Coordinator {
                    let controller: MainViewController
                    init() { controller = MainViewController() }
                }
                """,
                "Launch.swift": """
                import UIKit
                final class Launch {
                    private let coordinator: Coordinator
                    var window: UIWindow?
                    init(coordinator: Coordinator) { self.coordinator = coordinator }
                    func start() { window?.rootViewController = coordinator.controller }
                }
                """
            ]), to: dir)
        let facts = CodeReader.read(ProjectScan.read(dir))
        let app = try XCTUnwrap(facts.targets.first { $0.name == "App" })
        XCTAssertEqual(app.windowRoots.map(\.controller), ["MainViewController"])
    }

    /// Primal's shape (read blind in session 12): the root is a shared instance,
    /// `window.rootViewController = RootViewController.instance` with `static let instance = RootViewController()`.
    func testASharedInstanceAsTheWindowRoot() throws {
        let dir = NSTemporaryDirectory() + "orient-static-root-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try ExampleProject.write(
            Example([
                "Root.swift": """
                import UIKit
                final class RootViewController: UIViewController {
                    static let instance = RootViewController()
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                }
                """,
                "SceneDelegate.swift": """
                import UIKit
                final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                        guard let windowScene = scene as? UIWindowScene else { return }
                        let window = UIWindow(windowScene: windowScene)
                        window.rootViewController = RootViewController.instance
                        self.window = window
                        window.rootViewController = UIScreen.main.focusedView
                    }
                }
                """
            ]), to: dir)
        let facts = CodeReader.read(ProjectScan.read(dir))
        let app = try XCTUnwrap(facts.targets.first { $0.name == "App" })
        XCTAssertEqual(app.windowRoots.map(\.controller), ["RootViewController", nil], "a UIKit static says nothing")
    }

    /// An emulator's root answers supportedInterfaceOrientations and still carries the iOS 5 method returning YES
    /// (dospad's shape): dead code, info. Alone, the iOS 5 method is all the class says: a warning.
    func testTheIOS5MethodBesideTheModernOneIsDeadCode() throws {
        let both = """
            @implementation Emulator
            - (UIInterfaceOrientationMask)supportedInterfaceOrientations { return UIInterfaceOrientationMaskAll; }
            - (BOOL)shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)o { return YES; }
            @end
            """
        let alone = """
            @implementation Emulator
            - (BOOL)shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)o { return UIInterfaceOrientationIsLandscape(o); }
            @end
            """
        let settings = ["IPHONEOS_DEPLOYMENT_TARGET": "15.0"]
        XCTAssertEqual(
            try findings(Example(["Emulator.m": both], settings: settings)).filter { $0.rule == "legacy_rotation_api" }
                .map(\.severity), [.info])
        XCTAssertEqual(
            try findings(Example(["Emulator.m": alone], settings: settings)).filter { $0.rule == "legacy_rotation_api" }
                .map(\.severity), [.warning])
        // Blind first run (vfr/Reader): YES for every orientation, alone, asks for UIKit's default (but upside down
        // on iPhone): dead code, info.
        let yes = alone.replacingOccurrences(of: "UIInterfaceOrientationIsLandscape(o)", with: "YES")
        let found = try checkFindings(Example(["Emulator.m": yes], settings: settings))
            .filter { $0.ruleID == "legacy_rotation_api" }
        XCTAssertEqual(found.map(\.severity), [.info])
        XCTAssertTrue(found.first?.message.contains("answers what UIKit's default already gives") ?? false)
        // KxMovie: all but upside down, where the app allows portrait and landscape: UIKit's default there.
        let notUpsideDown = alone.replacingOccurrences(
            of: "UIInterfaceOrientationIsLandscape(o)", with: "(o != UIInterfaceOrientationPortraitUpsideDown)")
        let threePlist = [
            "INFOPLIST_KEY_UISupportedInterfaceOrientations":
                "UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight",
            "IPHONEOS_DEPLOYMENT_TARGET": "15.0", "TARGETED_DEVICE_FAMILY": "1"
        ]
        XCTAssertEqual(
            try checkFindings(Example(["Emulator.m": notUpsideDown], settings: threePlist))
                .filter { $0.ruleID == "legacy_rotation_api" }.map(\.severity), [.info])
    }

    /// The iOS 5 answer read as the orientations it says YES to.
    func testTheIOS5AnswerAsAMask() {
        func answer(_ text: String) -> OrientationMask? { LegacyRotationAPI.answer(.unknown(text)) }
        XCTAssertEqual(answer("interfaceOrientation != UIInterfaceOrientationPortraitUpsideDown"), .allButUpsideDown)
        XCTAssertEqual(
            answer("UIInterfaceOrientationIsLandscape(o) || o == UIInterfaceOrientationPortrait"),
            [.portrait, .landscapeLeft, .landscapeRight])
        XCTAssertEqual(
            answer("!(UIInterfaceOrientationIsPortrait(o)) && o != UIInterfaceOrientationLandscapeLeft"),
            .landscapeRight)
        XCTAssertEqual(answer("interfaceOrientation == .portrait"), .portrait)
        XCTAssertEqual(LegacyRotationAPI.answer(.bool(true)), .all)
        XCTAssertNil(answer("[self canRotate]"))
        XCTAssertNil(answer("o == UIInterfaceOrientationPortrait || self.allowed"))
        XCTAssertNil(answer(String(repeating: "(", count: 300)))
    }

    /// Below iOS 6 UIKit still asks the iOS 5 method: "this method can go" would break the oldest systems the app
    /// supports (issue 27).
    func testTheIOS5MethodIsKeptBelowIOS6() throws {
        let alone = """
            @implementation Emulator : UIViewController
            - (BOOL)shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)o { return o == UIInterfaceOrientationPortrait; }
            @end
            """
        for (target, severity) in [("5.1", Severity.info), ("6.0", .warning)] {
            let found = try findings(Example(["Emulator.m": alone], settings: ["IPHONEOS_DEPLOYMENT_TARGET": target]))
                .filter { $0.rule == "legacy_rotation_api" }
            XCTAssertEqual(found.map(\.severity), [severity], target)
        }
        let old = try checkFindings(Example(["Emulator.m": alone], settings: ["IPHONEOS_DEPLOYMENT_TARGET": "5.1"]))
            .filter { $0.ruleID == "legacy_rotation_api" }
        XCTAssertEqual(old.count, 1)
        XCTAssertTrue(old.first?.message.contains("asks up to iOS 5") ?? false, old.first?.message ?? "")
        XCTAssertFalse(old.first?.fix?.contains("Delete") ?? true)
    }

    /// A lock the app delegate returns, with every value the code gives it (issue 27): a landscape-only screen
    /// crashes when shown while every value of the lock is portrait; shown where one value allows landscape, the
    /// crash depends on the lock (info); where the screen reads the lock itself, nothing.
    func testNoCommonOrientationThroughTheLocksValues() throws {
        func example(lockValues: [String], playerMask: String) -> Example {
            let writes = lockValues.map { "(UIApplication.shared.delegate as! AppDelegate).lock = \($0)" }
            return Example([
                "AppDelegate.swift": """
                import UIKit
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    var lock: UIInterfaceOrientationMask = .portrait
                    func application(
                        _ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?
                    ) -> UIInterfaceOrientationMask { lock }
                    func start() { window?.rootViewController = Player() }
                }
                """,
                "Player.swift": """
                import UIKit
                final class Player: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { \(playerMask) }
                    func settings() {
                        \(writes.joined(separator: "\n        "))
                    }
                }
                """
            ])
        }
        func severities(_ e: Example) throws -> [Severity] {
            try findings(e).filter { $0.rule == "no_common_orientation" }.map(\.severity)
        }
        XCTAssertEqual(try severities(example(lockValues: [".portrait"], playerMask: ".landscape")), [.error])
        XCTAssertEqual(try severities(example(lockValues: [".all"], playerMask: ".landscape")), [.info])
        XCTAssertEqual(try severities(example(lockValues: [], playerMask: ".landscapeLeft")), [.error])
        XCTAssertEqual(try severities(example(lockValues: [".all"], playerMask: ".portrait")), [])
        // A value the code does not tell: nothing is concluded.
        XCTAssertEqual(try severities(example(lockValues: ["savedMask()"], playerMask: ".landscape")), [])
        // The screen answers the lock itself: the two move together, never apart.
        XCTAssertEqual(
            try severities(
                example(
                    lockValues: [".landscape"],
                    playerMask: "(UIApplication.shared.delegate as! AppDelegate).lock")), [])
    }

    /// A screen's mask wider than every value the app's lock takes: warned where the screen wants a set it cannot
    /// have, info where it only adds dead orientations to everything the app allows (issue 27).
    func testMaskWiderThanTheApp() throws {
        func example(plist: String, mask: String, lock: String? = nil) -> Example {
            var files = [
                "Player.swift": """
                import UIKit
                final class Player: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { \(mask) }
                }
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func start() { window?.rootViewController = Player() }
                }
                """
            ]
            if let lock {
                files["Lock.swift"] = """
                    import UIKit
                    extension AppDelegate {
                        static var lock: UIInterfaceOrientationMask = .portrait
                        func application(
                            _ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?
                        ) -> UIInterfaceOrientationMask { AppDelegate.lock }
                        func unlock() { AppDelegate.lock = \(lock) }
                    }
                    """
            }
            return Example(files, settings: ["INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone": plist])
        }
        func severities(_ e: Example) throws -> [Severity] {
            try findings(e).filter { $0.rule == "mask_wider_than_app" }.map(\.severity)
        }
        let portraitAndLeft = "UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLeft"
        XCTAssertEqual(
            try severities(example(plist: portraitAndLeft, mask: "[.portrait, .landscapeRight]")), [.warning])
        XCTAssertEqual(try severities(example(plist: portraitAndLeft, mask: ".allButUpsideDown")), [.info])
        XCTAssertEqual(try severities(example(plist: portraitAndLeft, mask: ".all")), [.info])
        XCTAssertEqual(try severities(example(plist: portraitAndLeft, mask: "[.portrait, .portraitUpsideDown]")), [])
        XCTAssertEqual(try severities(example(plist: portraitAndLeft, mask: ".landscapeLeft")), [])
        // A static lock on the delegate, widened elsewhere: landscape right is allowed once it is.
        let all =
            "UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight"
        XCTAssertEqual(try severities(example(plist: all, mask: ".landscape", lock: ".landscape")), [])
        XCTAssertEqual(try severities(example(plist: all, mask: ".landscape", lock: ".portrait")), [])
        XCTAssertEqual(
            try severities(example(plist: all, mask: "[.portrait, .landscapeLeft]", lock: ".portrait")), [.info])
        XCTAssertEqual(try severities(example(plist: all, mask: ".landscape", lock: "savedMask()")), [])
    }

    /// A player's second window on a TV (VLC's shape): the root of a scene the plist gives the external-display
    /// role, or of a window put on `UIScreen.screens[1]`, is not turned by the device; no rule speaks about it.
    /// The same class shown on the device is checked as usual.
    func testExternalDisplayWindowsAreNotTheDevices() throws {
        let code = """
            import UIKit
            final class TVController: UIViewController {
                override var shouldAutorotate: Bool { false }
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
            }
            final class OldTVController: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscapeRight }
            }
            final class ExternalSceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    window = UIWindow(windowScene: scene as! UIWindowScene)
                    window?.rootViewController = TVController()
                }
            }
            final class LegacyScreens {
                var window: UIWindow?
                func connect() {
                    guard UIScreen.screens.count > 1 else { return }
                    let externalWindow = UIWindow(frame: UIScreen.screens[1].bounds)
                    externalWindow.screen = UIScreen.screens[1]
                    externalWindow.rootViewController = OldTVController()
                    window = externalWindow
                }
            }
            """
        let plist =
            ExampleProject.plistHeader + """
                \t<key>UILaunchScreen</key>
                \t<dict/>
                \t<key>UISupportedInterfaceOrientations</key>
                \t<array>
                \t\t<string>UIInterfaceOrientationPortrait</string>
                \t\t<string>UIInterfaceOrientationLandscapeLeft</string>
                \t\t<string>UIInterfaceOrientationLandscapeRight</string>
                \t</array>
                \t<key>UISupportedInterfaceOrientations~ipad</key>
                \t<array>
                \t\t<string>UIInterfaceOrientationPortrait</string>
                \t\t<string>UIInterfaceOrientationPortraitUpsideDown</string>
                \t\t<string>UIInterfaceOrientationLandscapeLeft</string>
                \t\t<string>UIInterfaceOrientationLandscapeRight</string>
                \t</array>
                \t<key>UIApplicationSceneManifest</key>
                \t<dict>
                \t\t<key>UISceneConfigurations</key>
                \t\t<dict>
                \t\t\t<key>UIWindowSceneSessionRoleExternalDisplayNonInteractive</key>
                \t\t\t<array>
                \t\t\t\t<dict>
                \t\t\t\t\t<key>UISceneDelegateClassName</key>
                \t\t\t\t\t<string>$(PRODUCT_MODULE_NAME).ExternalSceneDelegate</string>
                \t\t\t\t</dict>
                \t\t\t</array>
                \t\t</dict>
                \t</dict>
                """ + ExampleProject.plistFooter
        let settings = ["TARGETED_DEVICE_FAMILY": "1,2", "INFOPLIST_FILE": "App/Info.plist"]
        let quiet = try findings(Example(["Code.swift": code, "Info.plist": plist], settings: settings))
        XCTAssertEqual(quiet.filter { $0.place.contains("Code.swift") }.map { "\($0.rule) \($0.place)" }, [])
        // Shown on the device too: checked.
        let shown =
            code
            + "\nfinal class Menu: UIViewController { func tv() { let t = TVController(); t.modalPresentationStyle = .fullScreen; present(t, animated: true) } }\n"
        let loud = try findings(Example(["Code.swift": shown, "Info.plist": plist], settings: settings))
        XCTAssertTrue(
            loud.contains { $0.rule == "controller_orientation_ignored_on_ipad" && $0.place.contains("Code.swift:4") },
            "\(loud)")
    }

    /// A landscape-only overlay the code is not seen showing (made by a factory, added as a child through a
    /// protocol: Provenance's shape) may be a child no device asks: info. Shown full screen, the same class warns.
    func testAControllerNotSeenShownIsReportedAtInfoOnIPad() throws {
        let overlay = """
            import UIKit
            final class Overlay: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
            }
            protocol ControlsFactory { func make() -> UIViewController }
            """
        let settings = ["TARGETED_DEVICE_FAMILY": "1,2"]
        func severities(_ code: String) throws -> [Severity] {
            try findings(Example.swift(code, settings: settings)).filter {
                $0.rule == "controller_orientation_ignored_on_ipad"
            }.map(\.severity)
        }
        XCTAssertEqual(try severities(overlay), [.info])
        let shown =
            overlay + "\n" + """
                final class Menu: UIViewController {
                    func play() { let o = Overlay(); o.modalPresentationStyle = .fullScreen; present(o, animated: true) }
                }
                """
        XCTAssertEqual(try severities(shown), [.warning])
    }

    /// A game's root inherits from GameController's GCEventViewController (a UIViewController subclass): its
    /// answer is UIKit's default, so upside down, listed for iPhone, is never shown (R5.1, R2.2). Before, the
    /// class was unknown and the rule silent.
    func testAGameControllerRootIsAViewController() throws {
        let code = """
            import GameController
            import UIKit
            final class Game: GCEventViewController {}
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    window?.rootViewController = Game()
                }
            }
            """
        let settings = [
            "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone":
                "UIInterfaceOrientationPortrait UIInterfaceOrientationPortraitUpsideDown"
        ]
        let found = try findings(Example.swift(code, settings: settings)).map(\.rule)
        XCTAssertTrue(found.contains("upside_down_unreachable"), "\(found)")
    }

    /// A vendored side-panel base class (OsmAnd's shape): its shouldAutorotate answers a child's answer or true,
    /// and the only subclass the app shows is a navigation controller's root, which UIKit never asks. Dead code
    /// both ways: info.
    func testAShouldAutorotateNoDeviceReadsIsInfo() throws {
        let forwardOrTrue = """
            import UIKit
            class SidePanel: UIViewController {
                var visiblePanel: UIViewController?
                override var shouldAutorotate: Bool { visiblePanel?.shouldAutorotate ?? true }
            }
            """
        let neverAskedSubclass = """
            @interface SidePanel : UIViewController
            @end
            @implementation SidePanel
            - (BOOL)shouldAutorotate { return NO; }
            @end
            @interface MapRoot : SidePanel
            @end
            @implementation MapRoot
            @end
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:[[MapRoot alloc] init]];
                return YES;
            }
            @end
            """
        let settings = ["IPHONEOS_DEPLOYMENT_TARGET": "15.0"]
        for example in [
            Example.swift(forwardOrTrue, settings: settings), Example.objc(neverAskedSubclass, settings: settings)
        ] {
            let found = try findings(example).filter { $0.rule == "should_autorotate_ignored" }
            XCTAssertEqual(found.map(\.severity), [.info], "\(found)")
        }
    }

    /// Focus: the screen comes from a factory declared to return `UIViewController` that sets its style, through
    /// an instance method of the presenter, bound with `if let`: the sheet's mask is not asked (R7.1, R7.4). Before,
    /// the presented class read as unknown and the rule was silent.
    func testAControllerFromAFactoryThroughARouteIsKnown() throws {
        let code = """
            import UIKit
            final class Intro: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
            }
            enum IntroFactory {
                static func make() -> UIViewController {
                    let controller = Intro()
                    controller.modalPresentationStyle = .formSheet
                    return controller
                }
            }
            final class Browser: UIViewController {
                func route() -> UIViewController? { IntroFactory.make() }
                func showIntro() { if let controller = route() { present(controller, animated: true) } }
                func showAgain() {
                    guard let again = self.route() else { return }
                    present(again, animated: true)
                }
            }
            """
        let found = try findings(Example.swift(code)).filter { $0.rule == "non_full_screen_presentation_ignored" }
        XCTAssertEqual(found.map(\.place), ["App/Code.swift:14:54", "App/Code.swift:17:9"], "\(found)")
        // A factory whose returns build different classes builds an unknown one: nothing is said.
        let mixed = code.replacingOccurrences(
            of: "return controller\n", with: "return Bool.random() ? controller : UIViewController()\n")
        XCTAssertEqual(
            try findings(Example.swift(mixed)).filter { $0.rule == "non_full_screen_presentation_ignored" }.count, 0)
    }

    /// Pocket Casts: a tour shown in a window of its own (`window.rootViewController = TourViewController()` in a
    /// helper) is not where the app's screens sit: a sheet that asks for what the app window's root already
    /// enforces loses nothing, whatever the tour's root answers.
    func testAnOverlayWindowsRootIsNotTheAppWindows() throws {
        let code = """
            import UIKit
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    window?.rootViewController = Tabs()
                }
            }
            final class Tabs: UITabBarController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
            }
            final class Tour: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
            }
            final class FeatureTour {
                var window: UIWindow?
                func show() { window?.rootViewController = Tour() }
            }
            final class Detail: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
            }
            final class List: UIViewController {
                func open() { let d = Detail(); d.modalPresentationStyle = .formSheet; present(d, animated: true) }
            }
            """
        XCTAssertEqual(
            try findings(Example.swift(code)).filter { $0.rule == "non_full_screen_presentation_ignored" }.count, 0)
        // The same sheet over an app window whose root allows more: its mask is lost.
        let wider = code.replacingOccurrences(
            of:
                "final class Tabs: UITabBarController {\n    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }",
            with:
                "final class Tabs: UITabBarController {\n    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }"
        )
        XCTAssertNotEqual(wider, code)
        XCTAssertEqual(
            try findings(Example.swift(wider)).filter { $0.rule == "non_full_screen_presentation_ignored" }.count, 1)
    }

    /// A blind reading of iosfrotz: a UINavigationController category that hands every orientation question to the
    /// top controller, in an app none of whose controllers answers otherwise than UIKit: said at info.
    func testAForwardingCategoryWhereNoControllerAnswersIsInfo() throws {
        let category = """
            #import <UIKit/UIKit.h>
            @implementation UINavigationController (Rotation)
            - (BOOL)shouldAutorotate { return [self.topViewController shouldAutorotate]; }
            - (UIInterfaceOrientationMask)supportedInterfaceOrientations {
                return [self.topViewController supportedInterfaceOrientations];
            }
            @end
            @implementation ColorPicker
            - (BOOL)shouldAutorotate { return YES; }
            @end
            """
        let quiet = try findings(Example.objc(category)).filter { $0.rule == "uikit_class_extension_override" }
        XCTAssertEqual(quiet.map(\.severity), [.info, .info])
        let narrowing =
            category
            + "\n@implementation Player\n- (UIInterfaceOrientationMask)supportedInterfaceOrientations { return UIInterfaceOrientationMaskLandscape; }\n@end\n"
        let loud = try findings(Example.objc(narrowing)).filter { $0.rule == "uikit_class_extension_override" }
        XCTAssertEqual(loud.map(\.severity), [.info, .warning])
    }

    /// A blind reading of OctoPod: the UIDevice "orientation" key as the fallback of an `#available(iOS 16, *)`
    /// test runs only where it still turns the interface: info, not a warning.
    func testTheKeyAsAPreIOS16FallbackIsInfo() throws {
        let code = """
            import UIKit
            final class Panel: UIViewController {
                func fullScreen() {
                    if #available(iOS 16.0, *) {
                        view.window?.windowScene?.requestGeometryUpdate(.iOS(interfaceOrientations: .landscapeRight))
                    } else {
                        UIDevice.current.setValue(UIInterfaceOrientation.landscapeRight.rawValue, forKey: "orientation")
                    }
                }
                func always() { UIDevice.current.setValue(UIInterfaceOrientation.portrait.rawValue, forKey: "orientation") }
            }
            """
        let kvc = try findings(Example.swift(code, settings: ["IPHONEOS_DEPLOYMENT_TARGET": "13.0"]))
            .filter { $0.rule == "uidevice_orientation_kvc" }
        XCTAssertEqual(kvc.map(\.severity), [.info, .warning])
    }

    /// A blind reading of Mammoth: a helper added to UIDevice that nothing calls decides nothing; once called, it does.
    func testAnUnusedUIDeviceHelperIsQuiet() throws {
        let helper = """
            import UIKit
            extension UIDevice {
                var hasNotch: Bool {
                    if UIDevice.current.orientation.isPortrait { return true } else { return false }
                }
            }
            """
        XCTAssertEqual(
            try findings(Example.swift(helper)).filter { $0.rule == "device_orientation_for_layout" }.count, 0)
        let used =
            helper
            + "\nfinal class Bar: UIView { func layout() { frame.size.height = UIDevice.current.hasNotch ? 88 : 64 } }\n"
        XCTAssertEqual(
            try findings(Example.swift(used)).filter { $0.rule == "device_orientation_for_layout" }.count, 1)
    }

    /// A blind first run (Habitica): a SwiftUI `View` helper no view reads (its name elsewhere only declared by
    /// another type, or read off an orientation, `o.isPortrait`) decides nothing; a view that reads it bare does.
    func testAnUnusedSwiftUIViewHelperIsQuiet() throws {
        let helper = """
            import SwiftUI
            extension View {
                var isPortrait: Bool { UIDevice.current.orientation.isPortrait }
            }
            extension UIWindowScene {
                var isPortrait: Bool { interfaceOrientation.isPortrait }
            }
            """
        XCTAssertEqual(
            try findings(Example.swift(helper)).filter { $0.rule == "device_orientation_for_layout" }.count, 0)
        let used = helper + "\nstruct Faint: View { var body: some View { Text(isPortrait ? \"tall\" : \"wide\") } }\n"
        XCTAssertEqual(
            try findings(Example.swift(used)).filter { $0.rule == "device_orientation_for_layout" }.count, 1)
    }

    /// Blind first run (Opaline): `o.isPortrait || o.isLandscape ? o : lastReal` keeps the last upright reading, a
    /// filter that passes the value on, not a layout decided from it; a ternary that picks something else from the
    /// same test is still one.
    func testAnUprightFilterInATernaryIsNoLayout() throws {
        func count(_ body: String) throws -> Int {
            let code = """
                import UIKit
                enum Held {
                    static var lastReal: UIDeviceOrientation = .portrait
                    static var current: UIDeviceOrientation {
                        let device = UIDevice.current.orientation
                        return \(body)
                    }
                }
                """
            return try findings(Example.swift(code)).filter { $0.rule == "device_orientation_for_layout" }.count
        }
        XCTAssertEqual(try count("device.isPortrait || device.isLandscape ? device : lastReal"), 0)
        XCTAssertEqual(try count("device.isPortrait ? device : lastReal"), 1)
    }

    /// orientation_only_at_launch on an iPhone app that lists upside down: on an iPad it runs with the iPhone idiom,
    /// whose default leaves upside down out as on an iPhone, so that is upside_down_unreachable's alone (Expo's
    /// `portrait` apps, the first scan of the corpus).
    func testUpsideDownInAnIPhoneAppIsNotLaunchOnly() throws {
        let example = Example(
            [
                "Scene.swift": """
                import UIKit
                final class Home: UIViewController {}
                final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                        window?.rootViewController = Home()
                    }
                }
                """
            ],
            settings: [
                "INFOPLIST_KEY_UISupportedInterfaceOrientations":
                    "UIInterfaceOrientationPortrait UIInterfaceOrientationPortraitUpsideDown",
                "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone": ""
            ])
        let rules = try findings(example).map(\.rule)
        XCTAssertTrue(rules.contains("upside_down_unreachable"), "\(rules)")
        XCTAssertFalse(rules.contains("orientation_only_at_launch"), "\(rules)")
    }

    /// A blind reading of Kurozora: a UIDevice helper with a common name (`isLandscape`) that other files use only
    /// on sizes and other values is unused; a call through the device (`UIDevice.current.isLandscape`) uses it.
    func testADeviceHelperWithACommonNameIsUsedOnlyThroughTheDevice() throws {
        let helper = """
            import UIKit
            extension UIDevice {
                static var isLandscape: Bool { UIDevice.current.orientation.isLandscape }
            }
            """
        func count(_ other: String) throws -> Int {
            try findings(Example(["Device.swift": helper, "Grid.swift": other]))
                .filter { $0.rule == "device_orientation_for_layout" }.count
        }
        let sizes = """
            import UIKit
            extension CGSize { var isLandscape: Bool { width > height } }
            final class Grid: UIView { var columns: Int { bounds.size.isLandscape ? 4 : 2 } }
            """
        XCTAssertEqual(try count(sizes), 0)
        XCTAssertEqual(
            try count(sizes.replacingOccurrences(of: "bounds.size.isLandscape", with: "UIDevice.isLandscape")), 1)
    }
}

extension RealAppPatternTests {
    /// Blind first run (hoccer): a themed navigation controller that answers with its top child's answer (or
    /// portrait with none), presented as a sheet around a portrait-only code screen: the child's portrait is what
    /// the sheet loses. The same controller presented with a default-mask root loses nothing.
    func testAForwardingContainerPresentedWithItsRootAnswersAsTheRoot() throws {
        let nav = """
            @implementation ThemedNav
            - (UIInterfaceOrientationMask)supportedInterfaceOrientations {
                UIViewController *vc = [self.viewControllers lastObject];
                if (vc) {
                    UIInterfaceOrientationMask supported = [[self.viewControllers lastObject] supportedInterfaceOrientations];
                    if (DEBUG_ROTATION) NSLog(@"%lu", (unsigned long)supported);
                    return supported;
                } else {
                    return UIInterfaceOrientationMaskPortrait;
                }
            }
            @end
            """
        func found(_ root: String) throws -> [String] {
            try findings(
                Example([
                    "ThemedNav.h": "@interface ThemedNav : UINavigationController\n@end\n",
                    "ThemedNav.m": nav,
                    "Code.m": """
                    @interface CodeViewController : UIViewController
                    @end
                    @implementation CodeViewController
                    - (UIInterfaceOrientationMask)supportedInterfaceOrientations { return UIInterfaceOrientationMaskPortrait; }
                    @end
                    @interface PlainViewController : UIViewController
                    @end
                    @implementation PlainViewController
                    @end
                    """,
                    "Invite.m": """
                    @implementation Invite
                    - (void)invite:(UIViewController *)vc {
                        [vc presentViewController:[[ThemedNav alloc] initWithRootViewController:[[\(root) alloc] init]] animated:YES completion:nil];
                    }
                    @end
                    """
                ])
            ).filter { $0.rule == "non_full_screen_presentation_ignored" && $0.severity == .warning }.map(\.place)
        }
        XCTAssertEqual(try found("CodeViewController").count, 1)
        XCTAssertEqual(try found("PlainViewController"), [])
    }
}
