// The Info.plist keys UIKit reads to decide orientations, and the per-device spellings it looks them up by.
// Every module that reads or names one of these keys uses this type, so a new key is one case.

/// An Info.plist key that takes part in orientation (catalog R3, R11, R12).
public enum InfoPlistKey: String, CaseIterable, Sendable {
    case supportedInterfaceOrientations = "UISupportedInterfaceOrientations"
    case deviceFamily = "UIDeviceFamily"
    case requiresFullScreen = "UIRequiresFullScreen"
    case requiresFullScreenIgnoredStartingWithVersion = "UIRequiresFullScreenIgnoredStartingWithVersion"
    case launchStoryboardName = "UILaunchStoryboardName"
    case launchScreen = "UILaunchScreen"
    case launchImages = "UILaunchImages"
    case preferredDefaultInterfaceOrientation = "UIPreferredDefaultInterfaceOrientation"
    case mainStoryboardFile = "UIMainStoryboardFile"
    case applicationSceneManifest = "UIApplicationSceneManifest"
    case bundleShortVersionString = "CFBundleShortVersionString"

    /// A device-specific spelling (`UISupportedInterfaceOrientations~ipad`): on its devices it hides the plain
    /// key (R3.2).
    public enum Device: String, CaseIterable, Sendable {
        case iphone = "~iphone"
        case ipad = "~ipad"
        case ipod = "~ipod"
    }

    /// The key as written in an Info.plist, for one device or plain.
    public func name(on device: Device? = nil) -> String { rawValue + (device?.rawValue ?? "") }

    /// Every spelling: the plain key, then `~iphone`, `~ipad`, `~ipod`.
    public var spellings: [String] { [name()] + Device.allCases.map { name(on: $0) } }

    /// The spellings UIKit tries on a device, the first present one winning (R3.2): an iPad app on iPad reads
    /// `~ipad`; an iPod touch `~ipod`, then `~iphone`; an iPhone (and an iPhone app on iPad, R2.3) `~iphone`;
    /// each then the plain key.
    public func lookupOrder(idiom: Idiom, iPod: Bool = false) -> [String] {
        let devices: [Device]
        switch idiom {
        case .pad: devices = [.ipad]
        default: devices = iPod ? [.ipod, .iphone] : [.iphone]
        }
        return devices.map { name(on: $0) } + [name()]
    }

    /// The key a spelling is of, and its device (nil: the plain key); nil for a key not in this list.
    public init?(spelling: String) {
        for key in InfoPlistKey.allCases where spelling.hasPrefix(key.rawValue) {
            let rest = spelling.dropFirst(key.rawValue.count)
            if rest.isEmpty || Device(rawValue: String(rest)) != nil {
                self = key
                return
            }
        }
        return nil
    }
}
