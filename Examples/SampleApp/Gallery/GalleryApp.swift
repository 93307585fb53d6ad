import UIKit

@main
final class GalleryAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = GalleryNavigationController(rootViewController: AlbumsViewController())
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

/// Forwards to the top controller, as seed 001 recommends; pushing still does not rotate.
final class GalleryNavigationController: UINavigationController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        topViewController?.supportedInterfaceOrientations ?? .portrait
    }
    // iPadOS 26: the interface keeps the orientation it has. Push the landscape slideshow from the portrait
    // albums and it stays portrait, whichever way the iPad turns (orientation_dead_end).
    override var prefersInterfaceOrientationLocked: Bool { true }
}

final class AlbumsViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }

    func openSlideshow() {
        // Seed 001: a landscape screen pushed from a portrait one appears in portrait until the device turns.
        navigationController?.pushViewController(SlideshowViewController(), animated: true)
    }

    func showInfo() {
        let info = InfoViewController()
        info.modalPresentationStyle = .overFullScreen   // seed 002: it cannot turn to landscape over a portrait screen
        present(info, animated: true)
    }

    func showHelp() {
        let help = HelpViewController()
        help.modalPresentationStyle = .fullScreen
        present(help, animated: true)
    }
}

final class SlideshowViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
}

/// The help page turns to landscape, but its text view keeps the size it was made with: nothing resizes a view made
/// in code (frame_never_resized).
final class HelpViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }

    override func viewDidLoad() {
        super.viewDidLoad()
        let page = UITextView(frame: view.bounds)
        view.addSubview(page)
    }
}

final class InfoViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
}

extension UIInterfaceOrientationMask {
    /// The seed 001 helper: wrong for a mask with only one landscape side.
    func allows(_ orientation: UIInterfaceOrientation) -> Bool {
        orientation.isLandscape ? self.contains(.landscape) : orientation == .portrait
    }
}
