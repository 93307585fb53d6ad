import UIKit

/// Full-screen video. Landscape only, which the iPad never asks: the app takes part in multitasking there.
final class PlayerViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
}
