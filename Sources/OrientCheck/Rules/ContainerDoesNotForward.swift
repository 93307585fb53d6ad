import OrientOutput
import OrientEngine
import OrientFacts

/// An override on a controller shown inside a container that neither forwards nor has a delegate that answers.
struct ContainerDoesNotForward: LintRule {
    static let description = RuleDescription(
        id: "container_does_not_forward",
        title: "Container does not ask its children",
        rationale: """
            Since iOS 6, UINavigationController, UITabBarController, UISplitViewController and \
            UIPageViewController answer for themselves. They do not ask their children (R6.1). An override on a \
            controller shown inside one is never read unless the container forwards (a subclass returning \
            topViewController's answer) or its delegate answers (R6.2): a delegate answers for the containers of its \
            own class and those made in its own type (where it makes itself their delegate), not for a container \
            made elsewhere. A container made for SwiftUI (a `UIViewControllerRepresentable`'s) is a hosting \
            controller's child, never asked itself: not reported. This is the seed 002 story. A container \
            inside another that answers for itself (a navigation controller in a tab) needs both to forward. UIKit's \
            iPhone default written out (`allButUpsideDown`), lost only on an iPad that asks controllers, is said at \
            info: the container adds upside down alone.
            """,
        severity: .warning,
        triggering: [
            .swift(
                """
                import UIKit
                final class Player: UIViewController {
                    override var ↓supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
                }
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func start() { window?.rootViewController = UINavigationController(rootViewController: Player()) }
                }
                """),
            // Inside a navigation controller in a tab: neither container asks its children.
            .swift(
                """
                import UIKit
                final class Scanner: UIViewController {
                    override var ↓supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                }
                final class Tabs: UITabBarController {}
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func start() {
                        let tabs = Tabs()
                        tabs.viewControllers = [UINavigationController(rootViewController: Scanner())]
                        window?.rootViewController = tabs
                    }
                }
                """),
            // A form sheet on iPad only: on iPhone before iOS 13 the same navigation controller fills the screen.
            .swift(
                """
                import UIKit
                final class Directions: UIViewController {
                    override var ↓supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                }
                final class Stop: UIViewController {
                    func showDirections() {
                        let nav = UINavigationController(rootViewController: Directions())
                        if UIDevice.current.userInterfaceIdiom == .pad { nav.modalPresentationStyle = .formSheet }
                        present(nav, animated: true)
                    }
                }
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func start() { window?.rootViewController = UINavigationController(rootViewController: Stop()) }
                }
                """, settings: ["IPHONEOS_DEPLOYMENT_TARGET": "12.0"]),
            // A navigation delegate's answer is its own containers' (the editor's, whose delegate it makes itself),
            // not every navigation controller's: the camera's is made elsewhere, with no delegate.
            .swift(
                """
                import UIKit
                final class Editor: UIViewController, UINavigationControllerDelegate {
                    func wrapped() -> UIViewController {
                        let nav = UINavigationController(rootViewController: self)
                        nav.delegate = self
                        return nav
                    }
                    func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController) -> UIInterfaceOrientationMask { .portrait }
                }
                final class Camera: UIViewController {
                    override var ↓supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                }
                final class Chat: UIViewController {
                    func openCamera() {
                        let nav = UINavigationController(rootViewController: Camera())
                        nav.modalPresentationStyle = .fullScreen
                        present(nav, animated: true)
                    }
                }
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func start() { window?.rootViewController = Chat() }
                }
                """)
        ],
        nonTriggering: [
            // A navigation controller made for SwiftUI is a hosting controller's child: never asked itself, so
            // forwarding would change nothing.
            .swift(
                """
                import SwiftUI
                final class Home: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                }
                struct HomeTab: UIViewControllerRepresentable {
                    func makeUIViewController(context: Context) -> UINavigationController {
                        UINavigationController(rootViewController: Home())
                    }
                    func updateUIViewController(_ controller: UINavigationController, context: Context) {}
                }
                @main struct Reader: App {
                    var body: some Scene { WindowGroup { TabView { HomeTab() } } }
                }
                """),
            // A controller that is the delegate of the container it sits in (made elsewhere: `nav.delegate = v`).
            .swift(
                """
                import UIKit
                final class Saves: UIViewController, UINavigationControllerDelegate {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                    func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController) -> UIInterfaceOrientationMask {
                        navigationController.visibleViewController?.supportedInterfaceOrientations ?? .portrait
                    }
                }
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func start() {
                        let v = Saves()
                        let nav = UINavigationController(rootViewController: v)
                        nav.delegate = v
                        window?.rootViewController = nav
                    }
                }
                """),
            // The navigation delegate answers for the containers made where it makes itself their delegate.
            .swift(
                """
                import UIKit
                final class Editor: UIViewController, UINavigationControllerDelegate {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                    func open() {
                        let nav = UINavigationController(rootViewController: Editor())
                        nav.delegate = self
                        nav.modalPresentationStyle = .fullScreen
                        present(nav, animated: true)
                    }
                    func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController) -> UIInterfaceOrientationMask { .portrait }
                }
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func start() { window?.rootViewController = Editor() }
                }
                """),
            // The container is only ever shown as a sheet: UIKit asks neither it nor its child.
            .swift(
                """
                import UIKit
                final class Importer: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                }
                final class Settings: UIViewController {
                    func importFeeds() {
                        let nav = UINavigationController(rootViewController: Importer())
                        nav.modalPresentationStyle = .pageSheet
                        present(nav, animated: true)
                    }
                }
                """),
            // This navigation controller is only ever a form sheet: the plain one at the root is another object.
            .swift(
                """
                import UIKit
                final class About: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                }
                final class Home: UIViewController {
                    func showAbout() {
                        let nav = UINavigationController(rootViewController: About())
                        nav.modalPresentationStyle = .formSheet
                        present(nav, animated: true)
                    }
                }
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func start() { window?.rootViewController = UINavigationController(rootViewController: Home()) }
                }
                """),
            // A navigation controller a getter makes lazily, shown only as a popover's content through the property
            // (a blind first run, MIT Mobile's type-ahead search).
            .objc(
                """
                @implementation TypeAhead
                - (UIInterfaceOrientationMask)supportedInterfaceOrientations { return UIInterfaceOrientationMaskPortrait; }
                @end
                @implementation EventsHome
                - (UINavigationController *)typeAheadNavigationController {
                    if (!_typeAheadNavigationController) {
                        _typeAheadNavigationController = [[UINavigationController alloc] initWithRootViewController:[[TypeAhead alloc] init]];
                    }
                    return _typeAheadNavigationController;
                }
                - (void)beginSearch {
                    self.popover = [[UIPopoverController alloc] initWithContentViewController:self.typeAheadNavigationController];
                    [self.popover presentPopoverFromRect:CGRectZero inView:self.view permittedArrowDirections:UIPopoverArrowDirectionAny animated:YES];
                }
                @end
                @implementation AppDelegate
                - (void)start {
                    self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:[[EventsHome alloc] init]];
                }
                @end
                """),
            // The content of an iPad popover (R7.4), and a storyboard navigation controller reached only by a
            // popover segue.
            .objc(
                """
                @implementation DatePicker
                - (UIInterfaceOrientationMask)supportedInterfaceOrientations { return UIInterfaceOrientationMaskPortrait; }
                @end
                @implementation Calendar
                - (void)pickDate {
                    DatePicker *picker = [[DatePicker alloc] init];
                    UINavigationController *nav = [[UINavigationController alloc] initWithRootViewController:picker];
                    UIPopoverController *popover = [[UIPopoverController alloc] initWithContentViewController:nav];
                    [popover presentPopoverFromRect:CGRectZero inView:self.view permittedArrowDirections:UIPopoverArrowDirectionAny animated:YES];
                }
                @end
                @implementation AppDelegate
                - (void)start {
                    self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:[[Calendar alloc] init]];
                }
                @end
                """
            ).adding(
                "Favorites.storyboard",
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="a1">
                    <scenes>
                        <scene sceneID="s1"><objects>
                            <viewController id="a1" customClass="Calendar" sceneMemberID="viewController">
                                <connections><segue destination="n1" kind="popoverPresentation" id="g1"/></connections>
                            </viewController>
                        </objects></scene>
                        <scene sceneID="s2"><objects>
                            <navigationController id="n1" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="f1" kind="relationship" relationship="rootViewController" id="g2"/>
                                </connections>
                            </navigationController>
                        </objects></scene>
                        <scene sceneID="s3"><objects>
                            <viewController id="f1" customClass="DatePicker" sceneMemberID="viewController"/>
                        </objects></scene>
                    </scenes>
                </document>
                """),
            // A portrait app that widens only while Safari or its player is on top, or for its gallery's window:
            // while the inbox shows, the app allows portrait alone, and its `.portrait` loses nothing.
            .swift(
                """
                import UIKit
                import SafariServices
                final class Inbox: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                }
                final class Player: UIViewController {}
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    var galleryWindow: UIWindow?
                    func start() { window?.rootViewController = UINavigationController(rootViewController: Inbox()) }
                    func application(
                        _ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?
                    ) -> UIInterfaceOrientationMask {
                        if self.window?.rootViewController?.presentedViewController is SFSafariViewController {
                            return .allButUpsideDown
                        }
                        if self.window?.rootViewController?.presentedViewController is Player { return .landscape }
                        if window == self.galleryWindow { return .allButUpsideDown }
                        return .portrait
                    }
                }
                """),
            // A portrait-only app: the child's `.portrait` changes nothing.
            .swift(
                """
                import UIKit
                final class Home: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                }
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func start() { window?.rootViewController = UINavigationController(rootViewController: Home()) }
                }
                """,
                settings: ["INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone": "UIInterfaceOrientationPortrait"]),
            .swift(
                """
                import UIKit
                final class Player: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
                }
                final class Nav: UINavigationController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { topViewController?.supportedInterfaceOrientations ?? .all }
                }
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func start() { window?.rootViewController = Nav(rootViewController: Player()) }
                }
                """),
            .swift(
                """
                import UIKit
                final class Player: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
                }
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func start() { window?.rootViewController = ExternalNavigationController(rootViewController: Player()) }
                }
                """)
        ])

    func check(_ context: CheckContext) -> [Finding] {
        let devices = context.devicesAskingControllers
        guard !devices.isEmpty else { return [] }
        var out: [Finding] = []
        var seen: Set<SourceLocation> = []
        for cls in context.facts.classes {
            guard cls.kind.controllerKind?.isContainer == false, let m = cls.members[.supportedInterfaceOrientations],
                let value = m.fact.value
            else { continue }
            // An answer that leaves out nothing the app allows (or equals UIKit's default) changes nothing.
            if devices.allSatisfy({
                CheckContext.mask(value, pad: $0 == .ipad && context.supportsIPad) == context.idiomDefault($0)
            }
            ) {
                continue
            }
            // Where it leaves out something the app allows (for some value it and the app's mask can take).
            // What the app delegate answers while this controller shows: not a branch for another class on top.
            let showing = context.delegateConditions(falseWhileShowing: cls.name)
            let affected = devices.filter {
                !context.narrowsNothing(value, on: [$0], fixed: showing)
            }
            guard !affected.isEmpty else { continue }
            // A container UIKit never asks either (only shown as a sheet, or inside a container that answers for
            // itself) would not be asked for a forwarded answer: forwarding changes nothing there.
            // Nor would the one object an edge names when it is only ever shown as a sheet or a popover, or embedded.
            for edge in context.containers(of: cls.name)
            where context.forwards(edge.container, instance: edge.instance) == false
                && !context.instanceNeverAsked(edge)
                && (!context.neverAsked(edge.container) || Self.insideSilentContainers(context, edge.container))
            {
                // Where the container answers exactly what the child would, losing the child's answer changes
                // nothing (a plain navigation controller's iPhone default, written out by its child).
                let lost = affected.filter { d in
                    let pad = d == .ipad && context.supportsIPad
                    guard let child = CheckContext.mask(value, pad: pad) else { return true }
                    return context.possibleMasks(of: edge.container, on: d) != .just(child)
                }
                guard !lost.isEmpty, seen.insert(m.fact.location).inserted else { continue }
                // UIKit's iPhone default written out (`.allButUpsideDown`), lost only on iPad: the container adds
                // upside down alone there, which the plist allows; boilerplate more than a lock, said at info (a
                // blind first run, Pushpin's table controllers).
                let restatesIPhoneDefault =
                    lost == [.ipad] && CheckContext.mask(value, pad: true) == .allButUpsideDown
                var notes = [Note(Message.shownInside(cls.name, container: edge.container), at: edge.place)]
                if m.declaredIn != cls.name { notes.append(Note(Message.inheritedFrom(m.declaredIn))) }
                if let container = context.classInfo(edge.container) {
                    notes.append(Note(Message.doesNotForward(edge.container), at: container.location))
                }
                if let assumed = context.assumption(about: edge.container) { notes.append(assumed) }
                if restatesIPhoneDefault { notes.append(Note(Message.iPhoneDefault)) }
                out.append(
                    finding(
                        context, at: m.fact.location,
                        Message.neverAsked(declaredIn: m.declaredIn, shown: cls.name, inside: edge.container),
                        devices: lost, versions: "iOS 6+", notes: notes,
                        fix: Message.fix, severity: restatesIPhoneDefault ? .info : nil
                    ))
            }
        }
        return out
    }
}

extension ContainerDoesNotForward {
    /// Whether a container UIKit never asks is so because the containers around it answer for themselves too, up to
    /// one UIKit asks (a navigation controller in a tab of a tab bar controller at the root): a child's answer then
    /// needs every one of them to forward. Not when it is only shown as a sheet (its presenter answers).
    static func insideSilentContainers(_ context: CheckContext, _ container: String, depth: Int = 0) -> Bool {
        guard depth < 4 else { return false }
        return context.containers(of: container).contains { outer in
            context.forwards(outer.container) == false
                && (!context.neverAsked(outer.container)
                    || insideSilentContainers(context, outer.container, depth: depth + 1))
        }
    }

    /// What the rule says, in one place.
    enum Message {
        static func neverAsked(declaredIn: String, shown child: String, inside container: String) -> String {
            "\(declaredIn).supportedInterfaceOrientations is never asked: \(child) is shown inside \(container), which answers for itself and does not ask its children (R6.1)"
        }
        static let fix =
            "Subclass the container and return topViewController's (or selectedViewController's) answer, or answer in its delegate"
        static func shownInside(_ child: String, container: String) -> String {
            "\(child) is shown inside \(container) here"
        }
        static func inheritedFrom(_ declaredIn: String) -> String { "the override is inherited from \(declaredIn)" }
        static let iPhoneDefault =
            "allButUpsideDown is UIKit's iPhone default: on iPad the container's answer adds only upside down, which the Info.plist allows"
        static func doesNotForward(_ container: String) -> String { "\(container) does not forward to its children" }
    }
}
