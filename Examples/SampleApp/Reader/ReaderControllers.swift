import UIKit

/// The reader's UIKit scene: its first screen is upside-down only, which the plist never allows.
final class ReaderSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let scene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: scene)
        window.rootViewController = CoverViewController()
        window.makeKeyAndVisible()
        self.window = window
    }
}

final class CoverViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portraitUpsideDown }
}

/// The reader's app delegate (ReaderApp's adaptor): after launch the app allows portrait and landscape left only.
final class ReaderAppDelegate: NSObject, UIApplicationDelegate {
    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
        [.portrait, .landscapeLeft]
    }
}

/// Both landscapes, in an app whose delegate allows only landscape left: landscape right never shows
/// (mask_wider_than_app).
final class PageTurnViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
}

extension CoverViewController {
    func turnPages() {
        let pages = PageTurnViewController()
        pages.modalPresentationStyle = .fullScreen
        present(pages, animated: true)
    }
}

final class ArchiveViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { [] }
}

protocol ReadingOrientation {}

extension ReadingOrientation where Self: UIViewController {
    /// Never overrides UIKit's property: a protocol extension is dispatched statically.
    var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
}
