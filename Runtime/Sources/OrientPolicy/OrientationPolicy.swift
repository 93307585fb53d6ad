import OrientEngine

// The runtime library's decisions (issue 17), as plain Swift with no UIKit: which mask the app delegate answers and
// which calls make the interface follow, for the screen on top, the device and the iOS version. The UIKit and SwiftUI
// glue (OrientRuntime) reads the screens and makes the calls; the tests run these decisions through the engine.

/// What a screen allows and prefers.
public struct ScreenOrientation: Sendable, Hashable {
    public var allowed: OrientationMask
    /// Where to turn when the screen appears in an orientation it does not allow (nil: the first it allows, in the
    /// order portrait, landscapeRight, landscapeLeft, portraitUpsideDown).
    public var preferred: InterfaceOrientation?

    public init(_ allowed: OrientationMask, preferred: InterfaceOrientation? = nil) {
        self.allowed = allowed
        self.preferred = preferred
    }

    public static let portrait = ScreenOrientation(.portrait)
    public static let landscape = ScreenOrientation(.landscape, preferred: .landscapeRight)
    public static let all = ScreenOrientation(.all)
    public static let allButUpsideDown = ScreenOrientation(.allButUpsideDown)
}

/// Where the app runs.
public struct PolicyEnvironment: Sendable, Hashable {
    /// The idiom the app runs with (an iPhone-only app on an iPad runs as an iPhone app, R2.3).
    public var idiom: Idiom
    /// Face ID iPhones never show the interface upside down (R2.2).
    public var hardware: OrientationMask
    public var os: OSVersion
    /// What the Info.plist lists for this idiom (the app delegate's answer is intersected with it, R4.1).
    public var plistMask: OrientationMask
    /// The iPad app takes part in multitasking (all four orientations, a launch screen, no UIRequiresFullScreen):
    /// the system never asks for masks (R11.1).
    public var multitasking: Bool
    /// The scene is a resizable window (Split View, Slide Over, Stage Manager, iPadOS 26 windows): masks and
    /// geometry requests do nothing (R11.6).
    public var sceneIsResizable: Bool
    /// The app is still launching: UIKit does not ask the app delegate yet (R4.2).
    public var launching: Bool
    /// The app opts in to the UIDevice key-value hack before iOS 16, the only way to force a turn there (R8.5).
    public var allowsDeviceOrientationHack: Bool
    /// What the one controller UIKit asks answers itself (the window's root, or the topmost full-screen presented
    /// one, R5.2, R7.1), when the glue can read it: UIKit intersects the app delegate's answer with it (R4.1), so an
    /// answer outside it raises (a plain navigation controller on iPhone leaves upside down out). nil: unknown.
    public var authorityMask: OrientationMask?

    public init(
        idiom: Idiom, hardware: OrientationMask = .all, os: OSVersion, plistMask: OrientationMask,
        multitasking: Bool = false, sceneIsResizable: Bool = false, launching: Bool = false,
        allowsDeviceOrientationHack: Bool = false, authorityMask: OrientationMask? = nil
    ) {
        self.idiom = idiom; self.hardware = hardware; self.os = os; self.plistMask = plistMask
        self.multitasking = multitasking; self.sceneIsResizable = sceneIsResizable; self.launching = launching
        self.allowsDeviceOrientationHack = allowsDeviceOrientationHack; self.authorityMask = authorityMask
    }
}

/// A call the glue makes so the interface follows the mask.
public enum RotationRequest: Sendable, Hashable {
    /// iOS 16+: `setNeedsUpdateOfSupportedInterfaceOrientations()` on the window's root (R8.3).
    case setNeedsUpdateOfSupportedInterfaceOrientations
    /// iOS 16+: `windowScene.requestGeometryUpdate(.iOS(interfaceOrientations:))`, its error reported (R8.4).
    case requestGeometryUpdate(OrientationMask)
    /// Before iOS 16: `UIViewController.attemptRotationToDeviceOrientation()` (R8.2).
    case attemptRotationToDeviceOrientation
    /// Before iOS 16, opted in: `UIDevice.current.setValue(_:forKey: "orientation")` (R8.5).
    case setDeviceOrientation(InterfaceOrientation)
}

/// Why the library cannot make the interface follow; the glue reports it to the app.
public enum PolicyLimitation: String, Sendable, Hashable {
    /// iPad multitasking: the system ignores every mask (R11.1).
    case multitasking
    /// A resizable window: masks and geometry requests do nothing (R11.6).
    case resizableWindow
    /// Launching: UIKit asks the app delegate only once launch ends (R4.2); the library acts then.
    case launching
    /// Before iOS 16 without the UIDevice hack, nothing turns the interface but the user turning the device (R8.2).
    case needsDeviceTurn
    /// The screen allows nothing the app and the device allow; the library answers the app's orientations.
    case nothingInCommon
    /// iOS 16+: the system refused a geometry request it could read (`UISceneError.Code.geometryRequestDenied`,
    /// 101): a resizable window the library could not see, or a view controller of the app's own that answers
    /// without the library and allows none of the requested orientations (R8.4, R11.6).
    case geometryRequestDenied
    /// iOS 16+: the request was invalid (`UISceneError.Code.geometryRequestUnsupported`, 100).
    case geometryRequestUnsupported
    /// A screen said it appeared before it was in a window, and no window was attached: nothing to answer for.
    case noWindow
}

public struct PolicyDecision: Sendable, Hashable {
    /// What the app delegate (or the iOS 27 SDK scene delegate) answers.
    public var mask: OrientationMask
    public var requests: [RotationRequest]
    public var limitations: [PolicyLimitation]
}

public enum OrientationPolicy {
    /// The decision for the screens on top, bottom first (the root's visible screen, then each presented one): the
    /// topmost declaration counts; a screen that declares nothing takes the one below it, and with none at all the
    /// app's own orientations apply. `current` is the interface orientation now.
    public static func decide(
        screens: [ScreenOrientation?], current: InterfaceOrientation?, environment e: PolicyEnvironment
    ) -> PolicyDecision {
        var possible = e.plistMask.effective.intersection(e.hardware)
        if let a = e.authorityMask, !possible.intersection(a.effective).isEffectivelyEmpty {
            possible = possible.intersection(a.effective)
        }
        let screen = screens.last { $0 != nil } ?? nil
        var limitations: [PolicyLimitation] = []
        var mask = screen.map { $0.allowed.effective.intersection(possible) } ?? possible
        if mask.isEffectivelyEmpty {
            // Answering nothing in common raises UIApplicationInvalidInterfaceOrientation (R10.1): never.
            limitations.append(.nothingInCommon)
            mask = possible
        }
        if e.multitasking { limitations.append(.multitasking) }
        if e.sceneIsResizable { limitations.append(.resizableWindow) }
        if e.launching { limitations.append(.launching) }
        guard !e.multitasking && !e.sceneIsResizable && !e.launching else {
            return PolicyDecision(mask: mask, requests: [], limitations: limitations)
        }
        let needsTurn = current.map { !mask.contains($0) } ?? false
        let target = screen?.preferred.flatMap { mask.contains($0) ? $0 : nil } ?? first(in: mask)
        var requests: [RotationRequest] = []
        if e.os.major >= 16 {
            requests.append(.setNeedsUpdateOfSupportedInterfaceOrientations)
            if needsTurn, let target { requests.append(.requestGeometryUpdate(OrientationMask(target))) }
        } else {
            requests.append(.attemptRotationToDeviceOrientation)
            if needsTurn, let target {
                if e.allowsDeviceOrientationHack {
                    requests.append(.setDeviceOrientation(target))
                } else {
                    limitations.append(.needsDeviceTurn)
                }
            }
        }
        return PolicyDecision(mask: mask, requests: requests, limitations: limitations)
    }

    /// The orientation a fixed app turns to: portrait first, then landscape with the Home button on the right.
    static func first(in mask: OrientationMask) -> InterfaceOrientation? {
        [InterfaceOrientation.portrait, .landscapeRight, .landscapeLeft, .portraitUpsideDown].first(
            where: mask.contains)
    }
}
