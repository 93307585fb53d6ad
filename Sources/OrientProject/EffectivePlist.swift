import OrientEngine

/// One key of the Info.plist Xcode would build, and where its value came from.
public struct PlistEntry: Sendable, Hashable {
    public var value: PlistValue
    public var source: Provenance
    /// Lines of the items when the value is an array written in an XML file.
    public var itemLines: [Int]
}

/// The Info.plist of a target as Xcode builds it: the `INFOPLIST_FILE`, the `INFOPLIST_KEY_*` settings of a
/// generated plist, and the keys Xcode always writes from build settings.
public struct EffectivePlist: Sendable {
    public var entries: [String: PlistEntry] = [:]
    /// Keys whose value Orient cannot know (a `$(VAR)` from the environment), with the reason.
    public var unknownKeys: [String: String] = [:]
    /// Set when the whole file is unknown (an `INFOPLIST_FILE` outside the tree or computed from the environment).
    public var unknownFile: String?
    /// The file, as shown, when there is one and it was read.
    public var file: String?
    /// The file is a binary property list: a fix changes its tree, not its text.
    public var binary = false
    public var generated = false
    /// Keys a generator writes by its own default, not the developer (an Expo SDK's `UIRequiresFullScreen` where the
    /// config leaves `requireFullScreen` out), with why: a newer version of it writes another.
    public var defaulted: [String: String] = [:]
    /// For keys given by both the file and an `INFOPLIST_KEY_*` setting, where the losing value came from
    /// (docs/decisions.md).
    public var shadowed: [String: Provenance] = [:]

    /// The plain values, as the engine reads them.
    public var values: [String: PlistValue] { entries.mapValues(\.value) }

    /// Whether `key` (with any device suffix) could hold a value Orient does not know.
    public func isUnknown(_ key: String) -> Bool {
        unknownFile != nil
            || unknownKeys.keys.contains { $0 == key || $0.hasPrefix(key + "~") || $0.hasPrefix(key + "-") }
    }

    public func isUnknown(_ key: InfoPlistKey) -> Bool { isUnknown(key.name()) }

    /// The entry of a key as spelt plainly or for one device.
    public subscript(_ key: InfoPlistKey, on device: InfoPlistKey.Device? = nil) -> PlistEntry? {
        entries[key.name(on: device)]
    }
}

/// `INFOPLIST_KEY_<name>` → Info.plist key and value, the way Xcode's generated plists spell them.
enum GeneratedKey {
    static let booleans: Set<String> = [
        "UIRequiresFullScreen", "UIStatusBarHidden", "LSRequiresIPhoneOS", "UIApplicationSupportsIndirectInputEvents",
        "UIFileSharingEnabled", "UISupportsDocumentBrowser", "LSSupportsOpeningDocumentsInPlace",
        "ITSAppUsesNonExemptEncryption", "UIViewControllerBasedStatusBarAppearance", "UIApplicationExitsOnSuspend",
        "GCSupportsControllerUserInteraction", "UIRequiresPersistentWiFi", "UISupportsTrueScreenSizeOnMac",
        "UIPrefersShowingLanguageSettings", "UIStatusBarHidden~ipad", "NSSupportsLiveActivities"
    ]
    static let lists: Set<String> = [
        "UISupportedInterfaceOrientations", "UIRequiredDeviceCapabilities", "UIBackgroundModes"
    ]

    /// The plist key and value for a setting name without its prefix; nil when the setting generates nothing.
    static func entry(setting: String, value: String) -> (key: String, value: PlistValue)? {
        // An empty setting (every orientation box unticked in Xcode) writes no key (docs/decisions.md).
        guard !value.trimmingSpaces.isEmpty else { return nil }
        var key = setting
        if key.hasSuffix("_Generation") {
            let base = String(key.dropLast("_Generation".count))
            guard PlistValue.string(value).boolValue == true else { return nil }
            return (base, .dictionary([:]))
        }
        if key.hasSuffix("_iPhone") {
            key = String(key.dropLast(7)) + "~iphone"
        } else if key.hasSuffix("_iPad") {
            key = String(key.dropLast(5)) + "~ipad"
        }
        let base = key.split(separator: "~").first.map(String.init) ?? key
        if lists.contains(base) {
            return (key, .array(splitList(value).map(PlistValue.string)))
        }
        if booleans.contains(base), let b = PlistValue.string(value).boolValue { return (key, .bool(b)) }
        return (key, .string(value))
    }

    /// A space-separated list as build settings write it (quotes group words).
    static func splitList(_ text: String) -> [String] {
        var out: [String] = [], word = "", quoted = false, any = false
        for c in text {
            if c == "\"" { quoted.toggle(); any = true; continue }
            if (c == " " || c == "\t") && !quoted {
                if any || !word.isEmpty { out.append(word) }
                word = ""; any = false
                continue
            }
            word.append(c)
        }
        if any || !word.isEmpty { out.append(word) }
        return out
    }
}
