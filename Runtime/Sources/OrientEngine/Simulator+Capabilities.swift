// MARK: - What the app alone allows (for `orient matrix`)

/// What the app's declarations allow on one device class, before any controller is asked: the layers 1 and 2
/// of the catalog's reference model (hardware R2, Info.plist R3, app delegate R4, multitasking R11).
public struct AppCapabilities: Sendable, Hashable {
    public var deviceClass: DeviceClass
    /// R2.1/R2.2.
    public var hardware: OrientationMask
    /// The orientation key UIKit reads on this device (R3.2); nil: none, UIKit's default applies (R3.4).
    public var plistKey: String?
    /// The orientations that key lists (in order, duplicates and unknown strings dropped).
    public var plistListed: [InterfaceOrientation]
    /// The key is present but lists no orientation UIKit knows (R3.4a, a choice).
    public var plistEmpty: Bool
    /// The orientations the app can launch into: the plist mask on this hardware (R3.6, R12).
    public var launch: OrientationMask
    /// The orientations the app allows once launched: the app mask (delegate or plist) on this hardware (R4.1).
    public var afterLaunch: OrientationMask
    /// An iPhone-only app on iPad (R2.3).
    public var compatibilityMode: Bool
    /// iPad multitasking: controller masks are never asked (R11.1).
    public var multitasking: Bool
    /// `UIRequiresFullScreen` is set, and whether UIKit honours it on this OS and SDK (R11.2, R11.5, R11.7).
    public var requiresFullScreenDeclared: Bool
    public var requiresFullScreenHonoured: Bool
    /// A launch storyboard or `UILaunchScreen` (R12.5), as multitasking needs it (R11.1).
    public var hasLaunchScreen: Bool
    /// Whether UIKit asks the app's controllers at all (R11.1, R11.6) in a full-screen scene.
    public var controllersConsulted: Bool
    /// The rules that decided all of the above.
    public var rules: [String]
}

extension Simulator {
    /// What `app` allows on `deviceClass` at `os`, built with `sdk`, full screen, before any controller is asked.
    public static func capabilities(
        app: AppSpec, deviceClass: DeviceClass, os: OSVersion, sdk: OSVersion,
        choices: Choices = Choices()
    ) -> AppCapabilities {
        let scenario = Scenario(
            device: .representative(of: deviceClass), os: os, sdk: sdk, choices: choices, app: app,
            root: HierarchyNode("root"), steps: [])
        return EngineRun(scenario, explain: false).capabilities()
    }
}

extension EngineRun {
    func capabilities() -> AppCapabilities {
        rules = []
        let hw = hardwareMask
        let (key, list) = plistOrientations()
        let launch = appMask(afterLaunch: false).effective.intersection(hw)
        let after = appMask(afterLaunch: true).effective.intersection(hw)
        let multitasking = supportsMultitasking
        let declared = plistBool(.requiresFullScreen)
        let honoured = declared && device.idiom == .pad && requiresFullScreen
        let consulted = controllersConsulted
        return AppCapabilities(
            deviceClass: device.deviceClass, hardware: hw, plistKey: key, plistListed: list,
            plistEmpty: key != nil && list.isEmpty, launch: launch, afterLaunch: after,
            compatibilityMode: inCompatibilityMode, multitasking: multitasking,
            requiresFullScreenDeclared: declared, requiresFullScreenHonoured: honoured,
            hasLaunchScreen: hasLaunchScreen, controllersConsulted: consulted, rules: rules)
    }
}
