import OrientEngine
import OrientFacts

/// A controller with an orientation override presented in a style that does not fill the window.
struct NonFullScreenPresentationIgnored: LintRule {
    static let description = RuleDescription(
        id: "non_full_screen_presentation_ignored",
        title: "Presented controller's mask is not asked",
        rationale: """
            Only presentations that fill the window take over the orientation (R7.1). A page sheet, form sheet, \
            popover, current-context or custom presentation leaves the presenter in charge (R7.4). From iOS 13, \
            with the iOS 13 SDK, `.automatic` is a page sheet for most controllers (R7.2; seed 002: the iOS 13 \
            sheet). The presented controller's supportedInterfaceOrientations is not asked, unless the presenter's \
            chain forwards to presentedViewController.
            """,
        severity: .warning,
        triggering: [
            .swift(
                """
                import UIKit
                final class Player: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
                }
                final class Home: UIViewController {
                    func play() {
                        let player = Player()
                        player.modalPresentationStyle = .pageSheet
                        ↓present(player, animated: true)
                    }
                    func playAgain() { self.↓present(Player(), animated: true) }
                }
                """),
            // Built by a factory the app defines (in another file): its class is the factory's return type.
            Example(
                [
                    "Height.swift": """
                    import UIKit
                    final class HeightViewController: UIViewController {
                        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                        class func instantiate() -> HeightViewController { HeightViewController() }
                    }
                    """,
                    "Field.swift": """
                    import UIKit
                    final class Field: UIViewController {
                        func measure() {
                            let vc = HeightViewController.instantiate()
                            ↓present(vc, animated: true)
                        }
                    }
                    """
                ])
        ],
        nonTriggering: [
            // A factory that sets the style itself; a container that answers with its child's answer.
            .swift(
                """
                import UIKit
                final class Player: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
                    static func make() -> Self {
                        let player = Self()
                        player.modalPresentationStyle = .fullScreen
                        return player
                    }
                }
                final class Nav: UINavigationController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                        if let top = topViewController { return top.supportedInterfaceOrientations }
                        return .portrait
                    }
                }
                final class Home: UIViewController {
                    func play() { present(Player.make(), animated: true) }
                    func settings() { present(Nav(rootViewController: UIViewController()), animated: true) }
                }
                """),
            .swift(
                """
                import UIKit
                final class Player: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
                }
                final class Home: UIViewController {
                    func play() {
                        let player = Player()
                        player.modalPresentationStyle = .fullScreen
                        present(player, animated: true)
                    }
                }
                """),
            .swift(
                """
                import UIKit
                final class Settings: UIViewController {}
                final class Home: UIViewController {
                    func open() { present(Settings(), animated: true) }
                }
                """),
            // The system's own controllers, and subclasses of them, are not the app's to reason about.
            .swift(
                """
                import UIKit
                final class PortraitAlert: UIAlertController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                }
                final class Home: UIViewController {
                    func warn() { present(PortraitAlert(title: "", message: nil, preferredStyle: .alert), animated: true) }
                }
                """),
            // The window's root answers with whatever it presents (one side of a condition is enough).
            .swift(
                """
                import UIKit
                final class Sheet: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                }
                final class Root: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                        if let presentedViewController { return presentedViewController.supportedInterfaceOrientations }
                        return .allButUpsideDown
                    }
                    func open() { present(Sheet(), animated: true) }
                }
                final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                        window?.rootViewController = Root()
                    }
                }
                """),
            // The controller UIKit asks instead already answers the same: nothing changes.
            .swift(
                """
                import UIKit
                final class Detail: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                }
                final class Tabs: UITabBarController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                }
                final class List: UIViewController {
                    func open() {
                        let d = Detail()
                        d.modalPresentationStyle = .formSheet
                        present(d, animated: true)
                    }
                }
                final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                        window?.rootViewController = Tabs()
                    }
                }
                """)
        ])

    static let notFillingWindow: Set<String> = [
        "pageSheet", "formSheet", "popover", "custom", "currentContext", "overCurrentContext", "automatic",
        "pageSheet ", "none"
    ]

    func check(_ c: CheckContext) -> [Finding] {
        var out: [Finding] = []
        for p in c.facts.presentations where p.api.hasPrefix("present") {
            guard let presented = p.presented, let style = c.effectiveStyle(p), Self.notFillingWindow.contains(style),
                !c.isSystemController(presented),
                let m = c.member(.supportedInterfaceOrientations, of: presented), let value = m.fact.value
            else { continue }
            // A container that answers with its child's answer (a navigation controller forwarding to its top)
            // stands for a child Orient does not follow here: what is lost is that child's answer, unknown.
            if CheckContext.leaves(value).contains(where: {
                if case .forward = $0 { return true }; return false
            }) {
                continue
            }
            let devices = c.devicesAskingControllers
            if devices.allSatisfy({ CheckContext.mask(value, pad: $0 == .ipad && c.supportsIPad) == c.idiomDefault($0) }
            ) || !c.narrowsApp(value, on: devices) {
                continue
            }
            // The presenter, or the controller UIKit asks (a window root), may forward to what is presented.
            if let presenter = p.context.inType, c.forwardsToPresented(presenter) { continue }
            let deciders = c.decidingControllers.map(\.name)
            if deciders.contains(where: c.forwardsToPresented) { continue }
            // Nothing changes when every controller that is asked instead already answers the same.
            let answers = c.authorities(over: p.context.inType).filter { $0 != presented }.map { d in
                devices.map { c.staticMask(of: d, on: $0) }
            }
            if !answers.isEmpty,
                answers.allSatisfy({ a in zip(a, devices).allSatisfy { $0 != nil && $0 == c.mask(value, on: $1) } })
            {
                continue
            }
            let automatic = style == "automatic"
            if automatic && (c.sdk.major < 13) { continue }
            var notes = [
                Note("\(m.declaredIn).supportedInterfaceOrientations returns \(value)", at: Place(m.fact.location))
            ]
            if let at = p.styleLocation { notes.append(Note("the style is set here", at: Place(at))) }
            out.append(
                finding(
                    c, at: Place(p.location),
                    "\(presented) is presented \(automatic ? "with the automatic style (a page sheet from iOS 13)" : "as \(style)"), which does not fill the window: its supportedInterfaceOrientations is not asked (R7.\(automatic ? "2" : "4"))",
                    devices: devices, versions: automatic ? "iOS 13+" : "all", notes: notes,
                    fix: "Present it with modalPresentationStyle = .fullScreen, or let the presenter answer for it"))
        }
        return out
    }
}
