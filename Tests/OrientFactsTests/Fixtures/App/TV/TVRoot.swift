import UIKit

final class TVRootViewController: UIViewController {}
