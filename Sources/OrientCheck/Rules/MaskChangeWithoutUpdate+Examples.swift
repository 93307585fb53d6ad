// The examples of `orient rules mask_change_without_update` (docs/rules), run by RuleExamplesTests:
// a finding at each ↓ of a triggering example, none in the others.

import OrientOutput
import OrientEngine
import OrientFacts

extension MaskChangeWithoutUpdate {
    static let triggeringExamples: [Example] = [
        // The same picker's lock changed after it is shown: UIKit has asked already.
        .swift(
            """
            import UIKit
            final class RotatingPicker: UIImagePickerController {
                var orientationMask: UIInterfaceOrientationMask = .all
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { orientationMask }
            }
            final class Screen: UIViewController {
                func takePhoto() {
                    let picker = RotatingPicker()
                    present(picker, animated: false)
                    ↓picker.orientationMask = picker.sourceType == .camera ? .portrait : .all
                }
            }
            """),
        // A flag the app delegate's answer tests, set while the app runs.
        .swift(
            """
            import UIKit
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var lockPortrait = false
                func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                    if lockPortrait { return .portrait } else { return .all }
                }
            }
            final class Experiment {
                func setKeepScreenOn(_ keepOn: Bool) {
                    ↓(UIApplication.shared.delegate as! AppDelegate).lockPortrait = keepOn
                }
            }
            """),
        // A blind first run (goma): a flag named for what it allows, set by notification handlers.
        .swift(
            """
            import UIKit
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                private var allowsLandscape = false
                @objc private func handleLandscapeRequest() { ↓allowsLandscape = true }
                @objc private func handlePortraitRequest() { ↓allowsLandscape = false }
                func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                    allowsLandscape ? .allButUpsideDown : .portrait
                }
            }
            """),
        .swift(
            """
            import UIKit
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                static var orientationLock = UIInterfaceOrientationMask.portrait
                func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                    AppDelegate.orientationLock
                }
            }
            final class Player: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    ↓AppDelegate.orientationLock = .landscape
                }
            }
            """),
        // The AppUtility snippet: a helper sets the lock to what its callers pass, and nobody updates.
        Example(
            [
                "AppDelegate.swift": """
                import UIKit
                @main final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var orientationLock = UIInterfaceOrientationMask.all
                    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                        self.orientationLock
                    }
                }
                struct AppUtility {
                    static func lockOrientation(_ orientation: UIInterfaceOrientationMask) {
                        if let delegate = UIApplication.shared.delegate as? AppDelegate {
                            ↓delegate.orientationLock = orientation
                        }
                    }
                    static func lockOrientation(_ orientation: UIInterfaceOrientationMask, andRotateTo rotateOrientation: UIInterfaceOrientation) {
                        self.lockOrientation(orientation)
                    }
                }
                """,
                "Player.swift": """
                import UIKit
                final class Player: UIViewController {
                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        AppUtility.lockOrientation(.landscape, andRotateTo: .landscapeRight)
                    }
                }
                """
            ]),
        // The same helper in Objective-C.
        .objc(
            """
            @implementation AppDelegate
            - (UIInterfaceOrientationMask)application:(UIApplication *)application supportedInterfaceOrientationsForWindow:(UIWindow *)window {
                return self.orientationLock;
            }
            @end
            @implementation OrientationHelper
            + (void)lockOrientation:(UIInterfaceOrientationMask)mask {
                AppDelegate *delegate = (AppDelegate *)UIApplication.sharedApplication.delegate;
                delegate.↓orientationLock = mask;
            }
            @end
            @implementation Player
            - (void)viewWillAppear:(BOOL)animated {
                [super viewWillAppear:animated];
                [OrientationHelper lockOrientation:UIInterfaceOrientationMaskLandscape];
            }
            @end
            """),
        // The same helper, with a caller that asks nothing after it: reported at the flag it sets.
        .swift(
            """
            import UIKit
            final class OrientationManager {
                static let shared = OrientationManager()
                private var isLandscapeEnabled = false
                var enabledOrientations: UIInterfaceOrientationMask {
                    isLandscapeEnabled ? [.portrait, .landscapeLeft, .landscapeRight] : .portrait
                }
                func enableLandscape() { ↓isLandscapeEnabled = true }
            }
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                    OrientationManager.shared.enabledOrientations
                }
            }
            final class Player: UIViewController {
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    OrientationManager.shared.enableLandscape()
                }
            }
            """)
    ]

    static let nonTriggeringExamples: [Example] = [
        // A blind first run (Martini): the picker's lock set right after it is made, before it is shown.
        .swift(
            """
            import UIKit
            final class RotatingPicker: UIImagePickerController {
                var orientationMask: UIInterfaceOrientationMask = .all
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { orientationMask }
            }
            final class Screen: UIViewController {
                func takePhoto() {
                    let picker = RotatingPicker()
                    picker.sourceType = .camera
                    picker.orientationMask = picker.sourceType == .camera ? .portrait : .all
                    present(picker, animated: true)
                }
            }
            """),
        // A blind first run (Anilibria): the lock helper sets the delegate's mask, then calls its own private helper
        // that asks UIKit again.
        .swift(
            """
            import UIKit
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var currentOrientationMode: UIInterfaceOrientationMask = .portrait
                func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask { currentOrientationMode }
            }
            enum AppOrientation {
                static func updateOrientation(to controller: UIViewController, _ orientation: UIInterfaceOrientationMask) {
                    (UIApplication.shared.delegate as? AppDelegate)?.currentOrientationMode = orientation
                    UIView.performWithoutAnimation { update(controller) }
                }
                private static func update(_ controller: UIViewController) {
                    controller.setNeedsUpdateOfSupportedInterfaceOrientations()
                }
            }
            final class Player: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    AppOrientation.updateOrientation(to: self, .allButUpsideDown)
                }
            }
            """),
        // A blind first run (Alfresco): the delegate method builds its answer in a local; nothing changes after UIKit
        // asked.
        .objc(
            """
            #import <UIKit/UIKit.h>
            @implementation AppDelegate
            - (UIInterfaceOrientationMask)application:(UIApplication *)application supportedInterfaceOrientationsForWindow:(UIWindow *)window
            {
                UIInterfaceOrientationMask supportedOrientations = UIInterfaceOrientationMaskAll;
                if (UI_USER_INTERFACE_IDIOM() != UIUserInterfaceIdiomPad) {
                    supportedOrientations = UIInterfaceOrientationMaskPortrait;
                }
                return supportedOrientations;
            }
            @end
            """),
        // Changed just before a full-screen presentation, which makes UIKit ask again (R4.4, R7.5).
        .swift(
            """
            import UIKit
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                static var orientationLock = UIInterfaceOrientationMask.portrait
                func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                    AppDelegate.orientationLock
                }
            }
            final class Player: UIViewController {}
            final class Home: UIViewController {
                func play() {
                    AppDelegate.orientationLock = .landscape
                    let player = Player()
                    player.modalPresentationStyle = .fullScreen
                    present(player, animated: true)
                }
            }
            """),
        .swift(
            """
            import UIKit
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                static var orientationLock = UIInterfaceOrientationMask.portrait
                func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                    AppDelegate.orientationLock
                }
            }
            final class Player: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    AppDelegate.orientationLock = .landscape
                    setNeedsUpdateOfSupportedInterfaceOrientations()
                }
            }
            """),
        // Set while the app finishes launching: UIKit asks the delegate only once launch ends (R4.2).
        .swift(
            """
            import UIKit
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var orientationLock = UIInterfaceOrientationMask.all
                func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                    orientationLock
                }
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    orientationLock = .allButUpsideDown
                    return true
                }
            }
            """),
        // A wrapper that asks UIKit to read the mask again, around the helper its callers use.
        .swift(
            """
            import UIKit
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                static var orientationLock = UIInterfaceOrientationMask.all
                func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                    Self.orientationLock
                }
            }
            enum Orientation {
                static func lockOrientation(_ mask: UIInterfaceOrientationMask) { AppDelegate.orientationLock = mask }
                static func lockOrientation(_ mask: UIInterfaceOrientationMask, on controller: UIViewController) {
                    lockOrientation(mask)
                    controller.setNeedsUpdateOfSupportedInterfaceOrientations()
                }
            }
            final class Player: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    Orientation.lockOrientation(.landscape, on: self)
                }
            }
            """),
        // The helper's every caller updates after it; a helper nobody calls with a known mask says nothing.
        .swift(
            """
            import UIKit
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                static var orientationLock = UIInterfaceOrientationMask.all
                func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                    Self.orientationLock
                }
            }
            extension UIViewController {
                func lockOrientation(_ mask: UIInterfaceOrientationMask) { AppDelegate.orientationLock = mask }
                func unusedLock(_ mask: UIInterfaceOrientationMask) { AppDelegate.orientationLock = mask }
            }
            final class Player: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    lockOrientation(.landscape)
                    setNeedsUpdateOfSupportedInterfaceOrientations()
                }
                func restore(_ saved: UIInterfaceOrientationMask) { unusedLock(saved) }
            }
            """),
        // A helper named for the flag it sets (`enableLandscape()`): every caller asks UIKit again after it.
        .swift(
            """
            import UIKit
            final class OrientationManager {
                static let shared = OrientationManager()
                private var isLandscapeEnabled = false
                var enabledOrientations: UIInterfaceOrientationMask {
                    isLandscapeEnabled ? [.portrait, .landscapeLeft, .landscapeRight] : .portrait
                }
                func enableLandscape() { isLandscapeEnabled = true }
                func disableLandscape() { isLandscapeEnabled = false }
            }
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                    OrientationManager.shared.enabledOrientations
                }
            }
            final class Browser: UIViewController {
                let manager = OrientationManager.shared
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    manager.enableLandscape()
                    setNeedsUpdateOfSupportedInterfaceOrientations()
                }
                func close() {
                    manager.disableLandscape()
                    setNeedsUpdateOfSupportedInterfaceOrientations()
                }
            }
            """)
    ]
}
