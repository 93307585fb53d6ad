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
/// nothing turns at all.
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
        let d = decision(window: window)
        mask = d.mask
        return UIInterfaceOrientationMask(rawValue: d.mask.rawValue)
    }

    /// A screen appeared, or its declaration changed: answer for it and make the interface follow.
    public func screenDidAppear(_ screen: UIViewController) {
        guard let window = windowOf(screen) else { return }
        follow(in: window)
    }

    func follow(in window: UIWindow) {
        let d = decision(window: window)
        mask = d.mask
        for l in d.limitations { onLimitation?(l, Self.explain(l)) }
        guard let root = window.rootViewController else { return }
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

    /// Answers again for the attached window and makes the interface follow.
    public func update() {
        guard let window else { return }
        follow(in: window)
    }

    /// Each layer's declaration, bottom first: the root's, then each presented controller's, each through its
    /// containers (a navigation controller's top, a tab bar's selected tab) down to the deepest screen that declares.
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
                } else {
                    c = nil
                }
            }
            out.append(declared)
            layer = l.presentedViewController
        }
        return out
    }

    func windowOf(_ screen: UIViewController) -> UIWindow? { window }

    /// The window the library answers for (the app's key window; set by `attach`).
    public private(set) var window: UIWindow?
    public func attach(_ window: UIWindow) { self.window = window }

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
