import UIKit

open class SharedBaseViewController: UIViewController {
    open override var shouldAutorotate: Bool { false }
}
