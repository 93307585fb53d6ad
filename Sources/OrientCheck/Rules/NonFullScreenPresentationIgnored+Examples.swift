// The examples of `orient rules non_full_screen_presentation_ignored` (docs/rules), run by RuleExamplesTests:
// a finding at each ↓ of a triggering example, none in the others.

import OrientOutput
import OrientEngine
import OrientFacts

extension NonFullScreenPresentationIgnored {
    static let triggeringExamples: [Example] = [
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
            ]),
        // A lock screen is one window root and the app's tab bar, of a class Orient cannot tell (`Router` is
        // outside the repository), another: the
        // sheet presented from a coordinator sits under either, so the lock screen answering the same mask does
        // not make the sheet's mask moot.
        .swift(
            """
            import UIKit
            final class PinController: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
            }
            final class PortraitNavigation: UINavigationController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
            }
            final class SessionCoordinator {
                let window: UIWindow
                let objects = Router.shared.objects()
                let navigation = UINavigationController()
                init(window: UIWindow) { self.window = window }
                func lock() { window.rootViewController = PinController() }
                func start() { window.rootViewController = objects.tabBar }
                func setPin() {
                    let pin = PortraitNavigation(rootViewController: PinController())
                    navigation.↓present(pin, animated: true, completion: nil)
                }
            }
            """)
    ]

    static let nonTriggeringExamples: [Example] = [
        // A class that sets its own style in `viewDidLoad` (a blind first run, Messenger): it holds where the view
        // loads before the presentation begins, as a navigation controller's `init(rootViewController:)` may load
        // it, so the style is not known.
        .swift(
            """
            import UIKit
            final class PortraitNavigation: UINavigationController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    modalPresentationStyle = .fullScreen
                }
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
            }
            final class Chat: UIViewController {
                func stickers() { present(PortraitNavigation(rootViewController: UIViewController()), animated: true) }
            }
            """),
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
    ]
}
