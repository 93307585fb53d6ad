import UIKit

/// An iPad-only kiosk. No orientation key at all: UIKit's default (all four) applies, so the app takes part in
/// multitasking and the controller's mask below is never asked.
@main
final class KioskAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = KioskViewController()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }

    /// Narrower than the four orientations a multitasking iPad app lists: whether UIKit honours it there is an open
    /// question (multitasking_app_delegate_mask).
    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
        .allButUpsideDown
    }
}

final class KioskViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
}
