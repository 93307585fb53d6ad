import UIKit

/// A subclass of a subclass: its answer comes from BaseViewController in another file.
final class DeepViewController: SettingsViewController {}

/// Its base class comes from a pod that is not checked out: unknown, not "does not forward".
final class PodChildViewController: PodBaseViewController {}

final class TabletAwareViewController: SharedBaseViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        DeviceInfo.isTablet ? .all : .portrait
    }
}

/// The superclass is declared only in a header no target builds.
final class OrphanChild: OrphanBase {}
