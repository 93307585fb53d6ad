import UIKit

final class PlayerViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
    override var shouldAutorotate: Bool { return true }
    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .landscapeRight }
    override var prefersInterfaceOrientationLocked: Bool { true }
}

class BaseViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        if UIDevice.current.userInterfaceIdiom == .pad {
            return .all
        }
        return [.portrait]
    }
}

class SettingsViewController: BaseViewController {}

class RootNavigationController: UINavigationController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        topViewController?.supportedInterfaceOrientations ?? .portrait
    }
    override var shouldAutorotate: Bool { visibleViewController?.shouldAutorotate ?? true }
    override var childForInterfaceOrientationLock: UIViewController? { topViewController }
}

class TabController: UITabBarController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        return selectedViewController?.supportedInterfaceOrientations ?? super.supportedInterfaceOrientations
    }
}

final class LockedViewController: UIViewController {
    var lock: UIInterfaceOrientationMask = .portrait
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { lock }
    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        UIDevice.current.userInterfaceIdiom == .phone ? .portrait : .landscapeLeft
    }

    func openPlayer() {
        let player = PlayerViewController()
        player.modalPresentationStyle = .fullScreen
        present(player, animated: true)
        let sheet = storyboard?.instantiateViewController(withIdentifier: "Sheet") as! SheetViewController
        present(sheet, animated: true, completion: nil)
        navigationController?.pushViewController(SettingsViewController(), animated: true)
        let nav = UINavigationController(rootViewController: PlayerViewController())
        nav.modalPresentationStyle = .overFullScreen
        self.present(nav, animated: false)
    }

    func forceLandscape() {
        if #available(iOS 16.0, *) {
            guard let scene = view.window?.windowScene else { return }
            scene.requestGeometryUpdate(.iOS(interfaceOrientations: .landscapeRight)) { error in print(error) }
            setNeedsUpdateOfSupportedInterfaceOrientations()
        } else {
            UIDevice.current.setValue(UIInterfaceOrientation.landscapeRight.rawValue, forKey: "orientation")
            UIViewController.attemptRotationToDeviceOrientation()
        }
        AppDelegate.orientationLock = .landscape
    }

    func macResize(scene: UIWindowScene) {
        scene.requestGeometryUpdate(.Mac(systemFrame: .zero))
    }
}

final class MockDevice {
    func setOrientation(_ o: Int) {}
    func setValue(_ v: Any?, forKey key: String) {}
}

func notAHack(mock: MockDevice) {
    mock.setValue(3, forKey: "orientation")
    mock.setOrientation(3)
}

protocol Rotatable {}
extension Rotatable where Self: UIViewController {
    var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
}

extension UINavigationController {
    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
}

final class SheetViewController: UIViewController {
    init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .formSheet
    }
    required init?(coder: NSCoder) { fatalError() }
}

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    static var orientationLock = UIInterfaceOrientationMask.all
    var window: UIWindow?

    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
        return AppDelegate.orientationLock
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window?.rootViewController = RootNavigationController(rootViewController: LockedViewController())
        return true
    }
}

extension AppDelegate: UINavigationControllerDelegate {
    func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController) -> UIInterfaceOrientationMask {
        Device.isPad ? .all : .portrait
    }
}

enum Device {
    static var isPad: Bool { UIDevice.current.userInterfaceIdiom == .pad }
}

#if os(tvOS)
class UIViewControllerShim: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
}
#endif

struct ContentView: View {
    @State var showPlayer = false
    var body: some View {
        Button("Play") { showPlayer = true }
            .fullScreenCover(isPresented: $showPlayer) { PlayerView(url: nil) }
            .sheet(isPresented: $showPlayer) {
                SettingsView()
            }
    }
}
