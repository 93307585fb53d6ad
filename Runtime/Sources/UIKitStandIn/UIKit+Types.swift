import Foundation
import OrientEngine

// The UIKit API OrientRuntime's glue uses, declared with UIKit's names and signatures (from Apple's documentation,
// developer.apple.com/documentation/uikit: the pages named beside each declaration) so the glue compiles here,
// where UIKit does not exist. Behind it runs Orient's engine (StandInWorld): what UIKit would decide, the stand-in
// decides the same way. Only what the glue touches is declared.

/// documentation/uikit/uiinterfaceorientationmask (iOS 6+)
public struct UIInterfaceOrientationMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: UIInterfaceOrientationMask = [
        .portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight
    ]
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}

/// documentation/uikit/uiinterfaceorientation (iOS 2+)
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown = 0, portrait = 1, portraitUpsideDown = 2, landscapeRight = 3, landscapeLeft = 4
}

/// documentation/uikit/uiuserinterfaceidiom (iOS 3.2+)
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone = 0, pad = 1, tv = 2, carPlay = 3, mac = 5, vision = 6
}

/// documentation/uikit/uimodalpresentationstyle (iOS 3.2+)
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet = 1, formSheet = 2, currentContext = 3, custom = 4, overFullScreen = 5,
        overCurrentContext = 6, popover = 7, none = -1, automatic = -2
}

extension UIModalPresentationStyle {
    var engine: PresentationStyle {
        switch self {
        case .fullScreen: return .fullScreen
        case .pageSheet: return .pageSheet
        case .formSheet: return .formSheet
        case .currentContext: return .currentContext
        case .custom: return .custom
        case .overFullScreen: return .overFullScreen
        case .overCurrentContext: return .overCurrentContext
        case .popover: return .popover
        case .none, .automatic: return .automatic
        }
    }
}

/// documentation/uikit/uidevice (iOS 2+): `current`, `userInterfaceIdiom`, and NSObject's `setValue(_:forKey:)`.
@MainActor
public final class UIDevice {
    public static let current = UIDevice()
    public var userInterfaceIdiom: UIUserInterfaceIdiom {
        StandInWorld.current?.idiom == .pad ? .pad : .phone
    }
    /// documentation/uikit/uidevice/orientationdidchangenotification (iOS 2+): the stand-in posts it when the
    /// device is turned.
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    public func beginGeneratingDeviceOrientationNotifications() {}
    public func setValue(_ value: Any?, forKey key: String) {
        guard key == "orientation", let raw = value as? Int, let o = InterfaceOrientation(rawValue: raw) else { return }
        StandInWorld.current?.perform(.setDeviceOrientationValue(o))
    }
}

/// documentation/uikit/uiresponder
@MainActor
open class UIResponder {
    public init() {}
}

/// documentation/uikit/uiwindow: `rootViewController`, `windowScene` (iOS 13+), and UIView's `bounds` and
/// `safeAreaInsets` (iOS 11+). The stand-in's window fills the screen unless the scene is a resizable window (then it
/// is two thirds as wide); a Face ID iPhone's has a home indicator's inset at the bottom.
@MainActor
open class UIWindow {
    public init() {}
    open var rootViewController: UIViewController? {
        didSet { StandInWorld.current?.window = self }
    }
    open var windowScene: UIWindowScene? { StandInWorld.current?.scene }
    open var bounds: CGRect {
        let screen = UIScreen.standIn.bounds
        guard StandInWorld.current?.windowing ?? .fullScreen != .fullScreen else { return screen }
        return CGRect(x: 0, y: 0, width: screen.width * 2 / 3, height: screen.height)
    }
    open var safeAreaInsets: UIEdgeInsets {
        StandInWorld.current?.device.homeButton == false && StandInWorld.current?.idiom == .phone
            ? UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0) : UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    }
}

/// documentation/uikit/uiview/window (iOS 2+): the window the view is in.
@MainActor
open class UIView {
    open private(set) weak var window: UIWindow?
    init(window: UIWindow?) { self.window = window }
}

/// documentation/uikit/uiedgeinsets
public struct UIEdgeInsets: Sendable, Hashable {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
}

/// documentation/uikit/uiscreen: `bounds` (a phone's or a tablet's, portrait).
@MainActor
open class UIScreen {
    static let standIn = UIScreen()
    open var bounds: CGRect {
        StandInWorld.current?.idiom == .pad
            ? CGRect(x: 0, y: 0, width: 820, height: 1180) : CGRect(x: 0, y: 0, width: 393, height: 852)
    }
}

/// documentation/uikit/uiwindowscene: `interfaceOrientation` (iOS 13+), `requestGeometryUpdate(_:errorHandler:)` and
/// `GeometryPreferences.iOS(interfaceOrientations:)` (iOS 16+).
@available(iOS 13.0, *)
@MainActor
open class UIWindowScene {
    public init() {}
    /// documentation/uikit/uiwindowscene/screen (iOS 13+).
    open var screen: UIScreen { UIScreen.standIn }
    open var interfaceOrientation: UIInterfaceOrientation {
        (StandInWorld.current?.interface).map { UIInterfaceOrientation(rawValue: $0.rawValue) ?? .unknown } ?? .unknown
    }

    @available(iOS 16.0, *)
    open class GeometryPreferences {
        public init() {}
        open class iOS: GeometryPreferences {
            public var interfaceOrientations: UIInterfaceOrientationMask
            public init(interfaceOrientations: UIInterfaceOrientationMask) {
                self.interfaceOrientations = interfaceOrientations
            }
        }
    }

    @available(iOS 16.0, *)
    open func requestGeometryUpdate(
        _ geometryPreferences: GeometryPreferences, errorHandler: ((any Error) -> Void)? = nil
    ) {
        guard let ios = geometryPreferences as? GeometryPreferences.iOS else { return }
        let result = StandInWorld.current?.perform(
            .requestGeometryUpdate(OrientationMask(rawValue: ios.interfaceOrientations.rawValue)))
        if let e = result?.error {
            errorHandler?(NSError(domain: e.domain, code: e.code, userInfo: [NSLocalizedDescriptionKey: e.message]))
        }
    }
}
