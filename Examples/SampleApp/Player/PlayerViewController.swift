import UIKit

/// The first screen. It keeps UIKit's default mask; the app's first screen is pushed into a plain navigation
/// controller (AppDelegate).
final class HomeViewController: UIViewController {
    func play() {
        // Seed 002: a plain UINavigationController never asks PlayerViewController (container_does_not_forward).
        navigationController?.pushViewController(PlayerViewController(), animated: true)
    }

    func playInSheet() {
        // Changed without setNeedsUpdateOfSupportedInterfaceOrientations(): no effect on iOS 16+ until the device turns.
        AppDelegate.orientationLock = .landscape
        let player = PlayerViewController()
        player.modalPresentationStyle = .pageSheet   // seed 002: a sheet's mask is not asked
        present(player, animated: true)
    }

    func forceLandscape() {
        // Seed 001: the old key-value hack (no effect from iOS 16), then the deprecated nudge.
        UIDevice.current.setValue(UIInterfaceOrientation.landscapeRight.rawValue, forKey: "orientation")
        UIViewController.attemptRotationToDeviceOrientation()
    }

    /// The landscape side the user holds the phone in. R1.3: the device's sides are named from the other end, so
    /// this is the opposite side (device_orientation_converted_by_name).
    var heldSide: UIInterfaceOrientationMask {
        UIDevice.current.orientation == .landscapeRight ? .landscapeRight : .landscapeLeft
    }
}

/// Full-screen video, landscape only.
final class PlayerViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
    override var shouldAutorotate: Bool { false }   // seed 000: ignored from iOS 16
    // Not in the mask: presenting it full screen raises UIApplicationInvalidInterfaceOrientation.
    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
}

extension HomeViewController {
    /// The bar over the artwork is white only while the device is held upright: lying on a table the device is
    /// faceUp and the screen still portrait, so the bar turns dark (device_orientation_for_layout).
    func updateBar() {
        navigationController?.navigationBar.tintColor = UIDevice.current.orientation.isPortrait ? .white : nil
    }
}
