import OrientEngine
import OrientFacts

/// The plist allows upside down on iPhone, but no controller that decides ever does.
struct UpsideDownUnreachable: LintRule {
    static let description = RuleDescription(
        id: "upside_down_unreachable",
        title: "Upside down is listed but never reachable",
        rationale: """
            On iPhone a controller's default mask is all but upside down (R5.1), and Face ID iPhones never show \
            the interface upside down (R2.2). When the plist lists portraitUpsideDown for iPhone but no controller \
            returns a mask with it, the listing is dead: the app never turns upside down, though the plist says it \
            can (seed 000). Either drop it from the plist or return it from the controllers that should allow it. \
            A controller shown only where UIKit does not ask it (inside a container that does not forward, or as a \
            sheet) does not count, whatever it returns.
            """,
        severity: .warning,
        triggering: [
            .plist(
                """
                \t<key>UISupportedInterfaceOrientations</key>
                \t<array>
                \t\t<string>UIInterfaceOrientationPortrait</string>
                ↓\t\t<string>UIInterfaceOrientationPortraitUpsideDown</string>
                \t</array>
                """),
            // A screen that returns .all but is only ever pushed into a plain navigation controller is never asked.
            Example([
                "Info.plist": ExampleProject.plistHeader + """
                    \t<key>UISupportedInterfaceOrientations</key>
                    \t<array>
                    \t\t<string>UIInterfaceOrientationPortrait</string>
                    ↓\t\t<string>UIInterfaceOrientationPortraitUpsideDown</string>
                    \t</array>
                    """ + ExampleProject.plistFooter,
                "Code.swift": """
                import UIKit
                final class Editor: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
                }
                final class Start: UIViewController {
                    func open() { navigationController?.pushViewController(Editor(), animated: true) }
                }
                final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    func start() { window?.rootViewController = UINavigationController(rootViewController: Start()) }
                }
                """
            ]),
            // Views with superclasses from outside the repository say nothing of orientation; a lock whose every
            // state leaves upside down out still leaves it out.
            Example([
                "Info.plist": ExampleProject.plistHeader + """
                    \t<key>UISupportedInterfaceOrientations</key>
                    \t<array>
                    \t\t<string>UIInterfaceOrientationPortrait</string>
                    ↓\t\t<string>UIInterfaceOrientationPortraitUpsideDown</string>
                    \t</array>
                    """ + ExampleProject.plistFooter,
                "Code.swift": """
                import UIKit
                import WebKit
                final class Badge: WKWebView {}
                final class Player: UIViewController {
                    var locked = false
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { locked ? .portrait : .allButUpsideDown }
                }
                """
            ]),
            // A lock the code switches on only for phones (known per idiom), on a root the scene delegate keeps in
            // a stored property; the other root is the idiom default.
            Example([
                "Info.plist": ExampleProject.plistHeader + """
                    \t<key>UISupportedInterfaceOrientations</key>
                    \t<array>
                    \t\t<string>UIInterfaceOrientationPortrait</string>
                    ↓\t\t<string>UIInterfaceOrientationPortraitUpsideDown</string>
                    \t</array>
                    """ + ExampleProject.plistFooter,
                "Code.swift": """
                import UIKit
                final class Paywall: UIViewController {
                    var lockPortrait = false
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                        if lockPortrait { return .portrait } else { return .all }
                    }
                }
                final class Space: UIViewController {}
                final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    private var space = Space()
                    func showPaywall() {
                        let paywall = Paywall()
                        paywall.lockPortrait = UIDevice.current.userInterfaceIdiom == .phone
                        window?.rootViewController = paywall
                    }
                    func showSpace() { window?.rootViewController = space }
                }
                """
            ]),
            // The app delegate returns a variable the app sets once, while launching: that is its mask (R4.2).
            Example([
                "Info.plist": ExampleProject.plistHeader + """
                    \t<key>UISupportedInterfaceOrientations</key>
                    \t<array>
                    \t\t<string>UIInterfaceOrientationPortrait</string>
                    ↓\t\t<string>UIInterfaceOrientationPortraitUpsideDown</string>
                    \t</array>
                    """ + ExampleProject.plistFooter,
                "Code.m": """
                @implementation AppDelegate
                - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                    self.orientationLock = UIInterfaceOrientationMaskAllButUpsideDown;
                    return YES;
                }
                - (UIInterfaceOrientationMask)application:(UIApplication *)application supportedInterfaceOrientationsForWindow:(UIWindow *)window {
                    return self.orientationLock;
                }
                @end
                @implementation Home
                - (UIInterfaceOrientationMask)supportedInterfaceOrientations { return UIInterfaceOrientationMaskAll; }
                @end
                """
            ]),
            // The app delegate leaves it out after launch, whatever the controllers allow (R4.1).
            Example([
                "Info.plist": ExampleProject.plistHeader + """
                    \t<key>UISupportedInterfaceOrientations</key>
                    \t<array>
                    \t\t<string>UIInterfaceOrientationPortrait</string>
                    ↓\t\t<string>UIInterfaceOrientationPortraitUpsideDown</string>
                    \t</array>
                    """ + ExampleProject.plistFooter,
                "Code.swift": """
                import UIKit
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                        .allButUpsideDown
                    }
                }
                final class Home: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
                }
                """
            ])
        ],
        nonTriggering: [
            // The same lock, also set from state: on iPhone it may allow every orientation.
            Example([
                "Info.plist": ExampleProject.plistHeader + """
                    \t<key>UISupportedInterfaceOrientations</key>
                    \t<array>
                    \t\t<string>UIInterfaceOrientationPortrait</string>
                    \t\t<string>UIInterfaceOrientationPortraitUpsideDown</string>
                    \t</array>
                    """ + ExampleProject.plistFooter,
                "Code.swift": """
                import UIKit
                final class Paywall: UIViewController {
                    var lockPortrait = false
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { lockPortrait ? .portrait : .all }
                }
                final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    func show(compact: Bool) {
                        let paywall = Paywall()
                        paywall.lockPortrait = UIDevice.current.userInterfaceIdiom == .phone
                        if compact { paywall.lockPortrait = compact }
                        window?.rootViewController = paywall
                    }
                }
                """
            ]),
            Example([
                "Info.plist": ExampleProject.plistHeader + """
                    \t<key>UISupportedInterfaceOrientations</key>
                    \t<array>
                    \t\t<string>UIInterfaceOrientationPortrait</string>
                    \t\t<string>UIInterfaceOrientationPortraitUpsideDown</string>
                    \t</array>
                    """ + ExampleProject.plistFooter,
                "Code.swift": """
                import UIKit
                final class Home: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
                }
                """
            ]),
            Example([:]),
            // A controller whose answer depends on state that may allow it: the code does not tell.
            Example([
                "Info.plist": ExampleProject.plistHeader + """
                    \t<key>UISupportedInterfaceOrientations</key>
                    \t<array>
                    \t\t<string>UIInterfaceOrientationPortrait</string>
                    \t\t<string>UIInterfaceOrientationPortraitUpsideDown</string>
                    \t</array>
                    """ + ExampleProject.plistFooter,
                "Code.swift": """
                import UIKit
                final class Home: UIViewController {
                    var mask: UIInterfaceOrientationMask = .portrait
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { mask }
                }
                """
            ])
        ])

    func check(_ c: CheckContext) -> [Finding] {
        guard c.supportsIPhone, !c.plistUnknown, let caps = c.capabilities[.iphoneHomeButton], let key = caps.plistKey,
            let index = caps.plistListed.firstIndex(of: .portraitUpsideDown)
        else { return [] }
        // After launch the app delegate's mask decides (R4.1): one that leaves upside down out makes it unreachable,
        // whatever the controllers say.
        var notes = [Note("Face ID iPhones never show the interface upside down (R2.2)")]
        var reason = "no controller returns it (UIKit's default leaves it out)"
        if let d = c.facts.delegates.first(where: {
            $0.kind == .application && $0.member == .supportedInterfaceOrientations
        }),
            let mask = CheckContext.mask(c.delegateValue(d), pad: false), !mask.contains(.portraitUpsideDown)
        {
            reason = "the app delegate's application(_:supportedInterfaceOrientationsFor:) leaves it out (R4.1)"
            notes.insert(
                Note("application(_:supportedInterfaceOrientationsFor:) returns \(mask.names)", at: Place(d.location)),
                at: 0)
        } else if !noControllerAllowsUpsideDown(c) {
            return []
        }
        // The item's line: items of the key are listed in order, but `plistListed` drops invalid strings.
        var itemIndex = index
        if case .array(let items)? = c.plist.entries[key]?.value {
            itemIndex = items.firstIndex { $0.stringValue == "UIInterfaceOrientationPortraitUpsideDown" } ?? index
        }
        return [
            finding(
                c, at: c.place(ofKey: key, item: itemIndex) ?? c.targetPlace,
                "the plist allows portraitUpsideDown on iPhone, but \(reason), and Face ID iPhones never turn upside down",
                devices: [.iphoneHomeButton], notes: notes,
                fix:
                    "Remove UIInterfaceOrientationPortraitUpsideDown from the iPhone orientations, or return it from the controllers that should allow it"
            )
        ]
    }

    /// Whether the code tells that no controller UIKit may ask returns upside down on iPhone. A controller whose
    /// answer the code does not tell, or whose class is defined outside the repository, keeps it from telling;
    /// classes that are no controller (views, models) and are never shown as one do not count.
    func noControllerAllowsUpsideDown(_ c: CheckContext) -> Bool {
        let shown = c.controllersShown
        let inherited = Set(c.facts.classes.compactMap(\.superclass))
        for cls in c.facts.classes {
            let m = cls.members[.supportedInterfaceOrientations]
            if case .unknown = cls.kind {
                if shown.contains(cls.name) || m != nil { return false }
                continue
            }
            guard cls.kind.controllerKind != nil, let m else { continue }
            // Shown only where UIKit does not ask it (a plain container's child, a sheet) and no subclass inherits
            // its answer: what it returns never reaches UIKit on an iPhone (R6.1, R7.2).
            if !inherited.contains(cls.name) && c.neverAsked(cls.name, on: .iphoneHomeButton) { continue }
            guard let value = m.fact.value else { return false }
            for leaf in CheckContext.leaves(value, pad: false) {
                // A forwarding container defers to its children, which are checked themselves.
                if case .forward = leaf { continue }
                guard let mask = CheckContext.mask(leaf, pad: false), !mask.contains(.portraitUpsideDown) else {
                    return false
                }
            }
        }
        for ext in c.facts.uikitExtensions
        where ext.fact.member == .supportedInterfaceOrientations && UIKitClasses.controllers[ext.declaredIn] != nil {
            guard let v = ext.fact.value, let mask = CheckContext.mask(v, pad: false),
                !mask.contains(.portraitUpsideDown)
            else { return false }
        }
        return true
    }
}
