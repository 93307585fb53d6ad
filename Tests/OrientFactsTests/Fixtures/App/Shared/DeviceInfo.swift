import UIKit

enum DeviceInfo {
    static var isTablet: Bool {
        return UIDevice.current.userInterfaceIdiom == .pad
    }
}
