// The examples of `orient rules controller_orientation_ignored_on_ipad` (docs/rules), run by RuleExamplesTests:
// a finding at each ↓ of a triggering example, none in the others.

import OrientOutput
import OrientEngine
import OrientFacts

extension ControllerOrientationIgnoredOnIPad {
    static let triggeringExamples: [Example] = [
        .swift(
            """
            import UIKit
            final class Player: UIViewController {
                override var ↓supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
            }
            """, settings: ["TARGETED_DEVICE_FAMILY": "1,2"]),
        .swift(
            """
            import UIKit
            final class Form: UIViewController {
                override var ↓supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                func lock() {
                    view.window?.windowScene?.↓requestGeometryUpdate(.iOS(interfaceOrientations: .portrait))
                }
            }
            """, settings: ["TARGETED_DEVICE_FAMILY": "1,2"]),
        .swift(
            """
            import UIKit
            extension UIInterfaceOrientationMask {
                static var landscapeAlways: UIInterfaceOrientationMask { .landscape }
            }
            final class Game: UIViewController {
                override var ↓supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscapeAlways }
            }
            """, settings: ["TARGETED_DEVICE_FAMILY": "1,2"]),
        // State: one of its known answers narrows the iPad (info).
        .swift(
            """
            import UIKit
            final class Player: UIViewController {
                var locked = false
                override var ↓supportedInterfaceOrientations: UIInterfaceOrientationMask { locked ? .landscape : .all }
            }
            """, settings: ["TARGETED_DEVICE_FAMILY": "1,2"]),
        // A stored lock: the value it starts with narrows the iPad, whatever the app later sets (info).
        .swift(
            """
            import UIKit
            final class Player: UIViewController {
                private var orientations = UIInterfaceOrientationMask.allButUpsideDown
                override var ↓supportedInterfaceOrientations: UIInterfaceOrientationMask {
                    get { orientations }
                    set { orientations = newValue }
                }
                func toggleLock(_ mask: UIInterfaceOrientationMask) { supportedInterfaceOrientations = mask }
            }
            """, settings: ["TARGETED_DEVICE_FAMILY": "1,2"]),
        // A screen given its mask by whoever makes it: the masks the callers pass (info).
        .swift(
            """
            import UIKit
            final class Sheet: UIViewController {
                private let allowedOrientations: UIInterfaceOrientationMask
                init(allowedOrientations: UIInterfaceOrientationMask = .all) {
                    self.allowedOrientations = allowedOrientations
                    super.init(nibName: nil, bundle: nil)
                    modalPresentationStyle = .fullScreen
                }
                required init?(coder: NSCoder) { nil }
                override var ↓supportedInterfaceOrientations: UIInterfaceOrientationMask { allowedOrientations }
            }
            final class Host: UIViewController {
                func openChat() { present(Sheet(allowedOrientations: .portrait), animated: true) }
            }
            """, settings: ["TARGETED_DEVICE_FAMILY": "1,2"]),
        // A card presented over a root that answers with what it presents: its mask is asked on iPhone, not
        // on iPad (info).
        .swift(
            """
            import UIKit
            final class Root: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                    presentedViewController?.supportedInterfaceOrientations ?? .all
                }
            }
            final class Card: UIViewController {
                override var ↓supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
            }
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    window?.rootViewController = Root()
                }
                func showCard() {
                    let card = Card()
                    card.modalPresentationStyle = .custom
                    window?.rootViewController?.present(card, animated: true)
                }
            }
            """, settings: ["TARGETED_DEVICE_FAMILY": "1,2"]),
        // A lock to the current orientation, switched over the device's orientation (info).
        .swift(
            """
            import UIKit
            final class Game: UIViewController {
                var gyro = false
                override var ↓shouldAutorotate: Bool { !gyro && super.shouldAutorotate }
                override var ↓supportedInterfaceOrientations: UIInterfaceOrientationMask {
                    guard gyro else { return .all }
                    switch UIDevice.current.orientation {
                    case .landscapeLeft: return .landscapeRight
                    case .landscapeRight: return .landscapeLeft
                    default: return .portrait
                    }
                }
            }
            """, settings: ["TARGETED_DEVICE_FAMILY": "1,2"]),
        // The app delegate's own mask is multitasking_app_delegate_mask's (an open question); the controller's is
        // ignored whatever UIKit does with it.
        Example(
            [
                "AppDelegate.swift": """
                import UIKit
                @main final class AppDelegate: UIResponder, UIApplicationDelegate {
                    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask { .allButUpsideDown }
                }
                """,
                "Player.swift": """
                import UIKit
                final class Player: UIViewController {
                    override var ↓supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
                }
                """
            ], settings: ["TARGETED_DEVICE_FAMILY": "1,2"])
    ]

    static let nonTriggeringExamples: [Example] = [
        .swift(
            """
            import UIKit
            final class Player: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
            }
            """),
        .swift(
            """
            import UIKit
            final class Player: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { UIDevice.current.userInterfaceIdiom == .pad ? .all : .landscape }
            }
            """, settings: ["TARGETED_DEVICE_FAMILY": "1,2"]),
        // The idiom test behind the app's own helpers, in another file.
        Example(
            [
                "Helpers.swift": """
                import UIKit
                extension UIInterfaceOrientationMask {
                    static var landscapeOnPhone: Self { UIDevice.current.userInterfaceIdiom == .phone ? .landscape : .all }
                }
                extension UIDevice {
                    static var isPad: Bool { UIDevice.current.userInterfaceIdiom == .pad }
                }
                """,
                "Code.swift": """
                import UIKit
                final class Player: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscapeOnPhone }
                }
                final class Viewer: UIViewController {
                    private var phoneMask: UIInterfaceOrientationMask { UIDevice.isPad ? .all : .landscape }
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { phoneMask }
                    func turn() {
                        guard !UIDevice.isPad else { return }
                        view.window?.windowScene?.requestGeometryUpdate(.iOS(interfaceOrientations: .landscape))
                    }
                }
                final class Reader: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                        traitCollection.userInterfaceIdiom == .pad ? .all : .portrait
                    }
                }
                """
            ], settings: ["TARGETED_DEVICE_FAMILY": "1,2"]),
        // State the code does not tell at all (given by whoever makes the screen): silent.
        .swift(
            """
            import UIKit
            final class Player: UIViewController {
                let lockedMask: UIInterfaceOrientationMask
                init(mask: UIInterfaceOrientationMask) { lockedMask = mask; super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { nil }
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { lockedMask }
            }
            """, settings: ["TARGETED_DEVICE_FAMILY": "1,2"]),
        // A lock only ever set off iPad, starting open: silent.
        .swift(
            """
            import UIKit
            final class Player: UIViewController {
                private var lockedMask: UIInterfaceOrientationMask = .all
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { lockedMask }
                func lock() {
                    if UIDevice.current.userInterfaceIdiom == .phone { lockedMask = .landscape }
                }
            }
            """, settings: ["TARGETED_DEVICE_FAMILY": "1,2"])
    ]
}
