import UIKit
import OrientRuntime
import OrientPolicy

/// Adopting Orient's runtime library (README), and the two ways `orient check` sees it used wrongly: a screen that
/// declares what the Info.plist never allows (screen_orientation_outside_app), and a lock nothing releases
/// (orientation_lock_never_released).
final class NightReadingViewController: UIViewController, OrientationScreen {
    var screenOrientation: ScreenOrientation { ScreenOrientation(.portraitUpsideDown) }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        OrientationManager.shared.screenDidAppear(self)
    }

    func readLying() { OrientationManager.shared.lock(.landscape) }
}
