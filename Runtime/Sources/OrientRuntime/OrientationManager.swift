#if canImport(UIKit)
    import UIKit
#else
    import UIKitStandIn
#endif
import Foundation
import OrientEngine
import OrientPolicy

/// A screen that says which orientations it allows. Adopt it on the view controllers that care; the others take
/// the declaration of the screen below them.
@MainActor
public protocol OrientationScreen: AnyObject {
    var screenOrientation: ScreenOrientation { get }
}

/// Per-screen orientation that follows the screen on top, through any containers and presentations, on iOS 15 and
/// later. The app adds one line to its app delegate:
///
///     func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?)
///         -> UIInterfaceOrientationMask { OrientationManager.shared.supportedInterfaceOrientations(for: window) }
///
/// and each screen calls `OrientationManager.shared.screenDidAppear(self)` from `viewDidAppear(_:)` (and again after
/// changing its declaration). Without the app delegate line UIKit never hears the library's mask: from iOS 16 the
/// geometry request still turns the interface when a screen appears, but nothing holds it there, and before iOS 16
/// nothing turns at all. The window is the screen's own (every window of the app answers for itself); `attach(_:)`
/// is needed only for `update()` before any screen appeared. `lock(_:)`/`unlock()` hold an orientation whatever the
/// screens declare (the `AppUtility.lockOrientation` idiom, decided by the same policy), and
/// `observeOrientation(_:)` hears the interface turn.
@MainActor
public final class OrientationManager {
    public static let shared = OrientationManager()

    /// What the library needs to know about the app; read from the main bundle's Info.plist by default.
    public struct Configuration: Sendable {
        /// The Info.plist's orientations for the idiom the app runs with.
        public var plistMask: OrientationMask
        /// The iPad app takes part in multitasking (all four orientations, a launch screen, no UIRequiresFullScreen).
        public var multitasking: Bool
        /// Opt in to the UIDevice key-value hack before iOS 16 (the only way to turn the interface there).
        public var allowsDeviceOrientationHack = false
        /// The iOS version (ProcessInfo's by default).
        public var os: OSVersion

        public init(plistMask: OrientationMask, multitasking: Bool, os: OSVersion) {
            self.plistMask = plistMask; self.multitasking = multitasking; self.os = os
        }
    }

    public var configuration: Configuration
    /// Hears each thing the library could not do, and why (a resizable window, a launch in progress, …).
    public var onLimitation: ((PolicyLimitation, String) -> Void)?
    /// The last answer, and whether launch has ended (UIKit asks the app delegate only after it, R4.2).
    public private(set) var mask: OrientationMask?
    private var launched = false

    public init(configuration: Configuration? = nil) {
        self.configuration = configuration ?? OrientationManager.bundleConfiguration()
    }

    /// The app delegate's answer: the screen on top's orientations within the app's.
    public func supportedInterfaceOrientations(for window: UIWindow?) -> UIInterfaceOrientationMask {
        launched = true
        if let window { remember(window) }
        let d = decision(window: window)
        mask = d.mask
        return UIInterfaceOrientationMask(rawValue: d.mask.rawValue)
    }

    /// A screen appeared, or its declaration changed: answer for its window and make the interface follow.
    public func screenDidAppear(_ screen: UIViewController) {
        guard let window = windowOf(screen) else {
            onLimitation?(.noWindow, Self.explain(.noWindow))
            return
        }
        remember(window)
        follow(in: window)
    }

    // MARK: lock

    /// The orientation `lock(_:)` holds, over every screen's declaration; nil: the screens decide.
    public private(set) var currentLock: ScreenOrientation?

    /// Holds the interface in `orientation` (within what the app and the device allow) until `unlock()`, whatever
    /// the screens declare: for the screen on top now (a video going full screen), as teams use
    /// `AppUtility.lockOrientation` or react-native-orientation-locker's `lockToLandscape`.
    public func lock(_ orientation: ScreenOrientation) {
        currentLock = orientation
        update()
    }

    /// Lets the screens decide again (and turns the interface back to what the one on top allows).
    public func unlock() {
        currentLock = nil
        update()
    }

    // MARK: observers

    private var observers: [Int: @MainActor (InterfaceOrientation) -> Void] = [:]
    private var nextObserver = 0
    private var heard: [ObjectIdentifier: InterfaceOrientation] = [:]
    private var listening: NSObjectProtocol?

    /// Calls `handler` with the interface orientation of a window each time it turns (the device turned, or the
    /// library turned it); returns a token for `removeOrientationObserver(_:)`. The device's orientation
    /// notifications and the library's own requests are what it listens to: a turn UIKit makes for another reason
    /// (a presentation) is heard at the next of those, or when the app calls `interfaceMayHaveTurned()`.
    @discardableResult
    public func observeOrientation(_ handler: @escaping @MainActor (InterfaceOrientation) -> Void) -> Int {
        nextObserver += 1
        observers[nextObserver] = handler
        if listening == nil {
            UIDevice.current.beginGeneratingDeviceOrientationNotifications()
            listening = NotificationCenter.default.addObserver(
                forName: UIDevice.orientationDidChangeNotification, object: nil, queue: nil
            ) { [weak self] _ in
                // Posted on the main thread; UIKit may turn the interface just after: look now and once more then.
                MainActor.assumeIsolated {
                    self?.interfaceMayHaveTurned()
                    DispatchQueue.main.async { self?.interfaceMayHaveTurned() }
                }
            }
        }
        interfaceMayHaveTurned()  // what each known window shows now: heard as the start, not as a turn
        return nextObserver
    }

    public func removeOrientationObserver(_ token: Int) { observers[token] = nil }

    /// Tells the observers about every known window whose interface orientation changed since they last heard.
    public func interfaceMayHaveTurned() {
        guard !observers.isEmpty else { return }
        for window in knownWindows {
            guard let raw = window.windowScene?.interfaceOrientation.rawValue,
                let now = InterfaceOrientation(rawValue: raw)
            else { continue }
            let id = ObjectIdentifier(window)
            guard heard[id] != now else { continue }
            let first = heard[id] == nil
            heard[id] = now
            if !first { for handler in observers.sorted(by: { $0.key < $1.key }).map(\.value) { handler(now) } }
        }
    }

    func follow(in window: UIWindow) {
        let d = decision(window: window)
        mask = d.mask
        for l in d.limitations { onLimitation?(l, Self.explain(l)) }
        guard let root = window.rootViewController else { return }
        defer { interfaceMayHaveTurned() }
        for r in d.requests {
            switch r {
            case .setNeedsUpdateOfSupportedInterfaceOrientations:
                if #available(iOS 16.0, *) { root.setNeedsUpdateOfSupportedInterfaceOrientations() }
            case .requestGeometryUpdate(let m):
                if #available(iOS 16.0, *) {
                    window.windowScene?.requestGeometryUpdate(
                        UIWindowScene.GeometryPreferences.iOS(
                            interfaceOrientations: UIInterfaceOrientationMask(rawValue: m.rawValue))
                    ) { [weak self] error in
                        let l = Self.limitation(of: error)
                        self?.onLimitation?(l, Self.explain(l) + " (\(error.localizedDescription))")
                    }
                }
            case .attemptRotationToDeviceOrientation:
                UIViewController.attemptRotationToDeviceOrientation()
            case .setDeviceOrientation(let o):
                UIDevice.current.setValue(o.rawValue, forKey: "orientation")
            }
        }
    }

    func decision(window: UIWindow?) -> PolicyDecision {
        var screens = window?.rootViewController.map(Self.screens) ?? []
        // A SwiftUI screen's `.screenOrientation(_:)` speaks for the layer on top when no controller there does.
        if let swiftUI = swiftUIScreens.last, !screens.isEmpty, screens[screens.count - 1] == nil {
            screens[screens.count - 1] = swiftUI
        }
        // A lock speaks over every layer.
        if let currentLock { screens.append(currentLock) }
        let current = window?.windowScene.flatMap { InterfaceOrientation(rawValue: $0.interfaceOrientation.rawValue) }
        let pad = UIDevice.current.userInterfaceIdiom == .pad
        let environment = PolicyEnvironment(
            idiom: pad ? .pad : .phone, hardware: window.map { Self.hardware(of: $0, pad: pad) } ?? .all,
            os: configuration.os, plistMask: configuration.plistMask,
            multitasking: pad && configuration.multitasking,
            sceneIsResizable: pad && (window.map(Self.isSmallerThanScreen) ?? false), launching: !launched,
            allowsDeviceOrientationHack: configuration.allowsDeviceOrientationHack,
            authorityMask: authorityMask(window))
        return OrientationPolicy.decide(screens: screens, current: current, environment: environment)
    }

    /// What the controller UIKit asks answers itself: the topmost full-screen presented controller, else the
    /// window's root (R5.2, R7.1). nil while it is being asked: a controller that answers with the library's
    /// answer would otherwise ask itself again.
    private var readingAuthority = false
    func authorityMask(_ window: UIWindow?) -> OrientationMask? {
        guard !readingAuthority, var authority = window?.rootViewController else { return nil }
        var layer = authority.presentedViewController
        while let l = layer {
            if [.fullScreen, .overFullScreen].contains(l.modalPresentationStyle) { authority = l }
            layer = l.presentedViewController
        }
        readingAuthority = true
        defer { readingAuthority = false }
        return OrientationMask(rawValue: authority.supportedInterfaceOrientations.rawValue)
    }

    /// What the hardware can show (R2.2): an iPhone with a home indicator (a bottom safe-area inset in the
    /// window's portrait bounds) is a Face ID iPhone, which never shows the interface upside down. UIKit has no
    /// API that says so; this is the usual test, and a wrong guess costs only a request UIKit refuses.
    static func hardware(of window: UIWindow, pad: Bool) -> OrientationMask {
        guard !pad else { return .all }
        let insets = window.safeAreaInsets
        return max(insets.bottom, insets.left, insets.right) > 0 ? .allButUpsideDown : .all
    }

    /// A window smaller than its screen is a resizable one (Split View, Slide Over, Stage Manager, iPadOS 26
    /// windows): masks and geometry requests do nothing there (R11.6). A resizable window that fills the screen
    /// is found out when the system denies a request.
    static func isSmallerThanScreen(_ window: UIWindow) -> Bool {
        guard let screen = window.windowScene?.screen.bounds.size else { return false }
        let w = window.bounds.size
        let fits =
            (w.width == screen.width && w.height == screen.height)
            || (w.width == screen.height && w.height == screen.width)
        return !fits && w.width > 0 && w.height > 0
    }

    /// The limitation a geometry request's error stands for (UISceneErrorDomain codes 100 and 101).
    static func limitation(of error: any Error) -> PolicyLimitation {
        (error as NSError).code == 100 ? .geometryRequestUnsupported : .geometryRequestDenied
    }

    /// Declarations of SwiftUI screens on screen, in the order they appeared (`View.screenOrientation(_:)`).
    private(set) var swiftUIScreens: [ScreenOrientation] = []

    /// A SwiftUI screen with `.screenOrientation(_:)` appeared: it speaks for the layer on top.
    public func swiftUIScreenDidAppear(_ orientation: ScreenOrientation) {
        swiftUIScreens.append(orientation)
        update()
    }

    /// …and went away.
    public func swiftUIScreenDidDisappear(_ orientation: ScreenOrientation) {
        if let i = swiftUIScreens.lastIndex(of: orientation) { swiftUIScreens.remove(at: i) }
        update()
    }

    /// Answers again for every window a screen appeared in (and the attached one) and makes the interface follow.
    public func update() {
        for window in knownWindows { follow(in: window) }
    }

    /// Each layer's declaration, bottom first: the root's, then each presented controller's, each through its
    /// containers (a navigation controller's top, a tab bar's selected tab, a split view's last column, a page
    /// view's page, another container's last child) down to the deepest screen that declares.
    static func screens(from root: UIViewController) -> [ScreenOrientation?] {
        var out: [ScreenOrientation?] = []
        var layer: UIViewController? = root
        while let l = layer, !l.isBeingDismissed {
            var declared: ScreenOrientation?
            var c: UIViewController? = l
            while let x = c {
                if let s = x as? OrientationScreen { declared = s.screenOrientation }
                if let nav = x as? UINavigationController {
                    c = nav.topViewController
                } else if let tabs = x as? UITabBarController {
                    c = tabs.selectedViewController
                } else if let split = x as? UISplitViewController {
                    c = split.viewControllers.last
                } else if let pages = x as? UIPageViewController {
                    c = pages.viewControllers?.first
                } else {
                    c = x.children.last
                }
            }
            out.append(declared)
            layer = l.presentedViewController
        }
        return out
    }

    /// The screen's own window (its view's), else the attached one.
    func windowOf(_ screen: UIViewController) -> UIWindow? { screen.viewIfLoaded?.window ?? window }

    /// The window `update()` answers for before any screen appeared (optional: screens bring their windows).
    public private(set) var window: UIWindow?
    public func attach(_ window: UIWindow) {
        self.window = window
        remember(window)
    }

    /// Windows screens appeared in, held weakly (a closed scene's window goes).
    private var windows: [WeakWindow] = []
    private struct WeakWindow { weak var window: UIWindow? }
    func remember(_ window: UIWindow) {
        windows.removeAll { $0.window == nil }
        if !windows.contains(where: { $0.window === window }) { windows.append(WeakWindow(window: window)) }
    }
    var knownWindows: [UIWindow] { windows.compactMap(\.window) }

    static func explain(_ l: PolicyLimitation) -> String {
        switch l {
        case .multitasking: return "iPad multitasking: the system ignores every app's orientation masks (R11.1)"
        case .resizableWindow: return "a resizable window follows no mask and no geometry request (R11.6)"
        case .launching: return "UIKit asks the app delegate only once launch ends (R4.2)"
        case .needsDeviceTurn:
            return
                "before iOS 16 only the user turning the device (or the opt-in UIDevice hack) turns the interface (R8.2)"
        case .nothingInCommon: return "the screen allows nothing the app allows; answering the app's orientations"
        case .geometryRequestDenied:
            return
                "the system denied the geometry request: a resizable window, or a view controller that answers without the library (R8.4, R11.6)"
        case .geometryRequestUnsupported: return "the geometry request was invalid (R8.4)"
        case .noWindow:
            return
                "the screen is in no window yet and none is attached: call screenDidAppear from viewDidAppear(_:), or attach(_:) the window"
        }
    }

    /// The Info.plist's orientations for the idiom, and whether the iPad app multitasks (R3.2, R11.1–R11.3).
    static func bundleConfiguration() -> Configuration {
        let info = Bundle.main.infoDictionary ?? [:]
        let v = ProcessInfo.processInfo.operatingSystemVersion
        #if canImport(UIKit)
            let pad = UIDevice.current.userInterfaceIdiom == .pad
        #else
            let pad = false
        #endif
        let keys = InfoPlistKey.supportedInterfaceOrientations.lookupOrder(idiom: pad ? .pad : .phone)
        let names = keys.lazy.compactMap { info[$0] }.first as? [String] ?? []
        var mask = OrientationMask(orientations: names.compactMap { InterfaceOrientation(name: $0) })
        if mask.isEffectivelyEmpty { mask = .idiomDefault(pad: pad) }
        let requiresFullScreen = (info[InfoPlistKey.requiresFullScreen.name()] as? Bool) ?? false
        let launchScreen = [InfoPlistKey.launchStoryboardName, .launchScreen].contains { info[$0.name()] != nil }
        return Configuration(
            plistMask: mask, multitasking: pad && mask.effective == .all && launchScreen && !requiresFullScreen,
            os: OSVersion(v.majorVersion, v.minorVersion, v.patchVersion))
    }
}
