import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    /// The common lock pattern (seed 000): screens change it, the delegate returns it.
    static var orientationLock: UIInterfaceOrientationMask = .portrait

    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
        AppDelegate.orientationLock
    }

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UINavigationController(rootViewController: HomeViewController())
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

extension HomeViewController {
    /// Presented full screen, the player decides (R7.1): its shouldAutorotate froze it until iOS 15 (seed 000).
    func playFullScreen() {
        let player = PlayerViewController()
        player.modalPresentationStyle = .fullScreen
        present(player, animated: true)
    }
}
