import UIKit

/// The first screen: portrait only.
final class HomeViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }

    func play() {
        // Seed 001: pushed inside a plain UINavigationController, which never asks its children.
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
        // Seed 001: the old key-value hack; no effect from iOS 16.
        UIDevice.current.setValue(UIInterfaceOrientation.landscapeRight.rawValue, forKey: "orientation")
    }
}

/// Full-screen video. Landscape only, which the iPad never asks: the app takes part in multitasking there.
final class PlayerViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
    override var shouldAutorotate: Bool { true }   // ignored from iOS 16
}
