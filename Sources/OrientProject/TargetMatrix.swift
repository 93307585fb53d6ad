import OrientOutput
import OrientEngine

/// For one iOS app target: device classes × the four interface orientations, what the app's declarations allow
/// at launch and after launch, and why each blocked cell is blocked. Built on the engine's layers 1–2
/// (`Simulator.capabilities`): no controller is asked here.
public struct TargetMatrix: Sendable {
    public struct Cell: Sendable {
        public var orientation: InterfaceOrientation
        /// nil: unknown (a key Orient cannot read).
        public var launch: Bool?
        public var afterLaunch: Bool?
        /// Why the cell is blocked (or unknown), with where.
        public var reasons: [String]
    }

    public struct Row: Sendable {
        public var deviceClass: DeviceClass
        /// The app cannot be installed on this device class (`UIDeviceFamily`).
        public var installable: Bool
        public var compatibilityMode: Bool
        public var cells: [Cell]
        /// iPad multitasking (R11.1): controller masks are ignored. nil where it does not apply or is unknown.
        public var multitasking: Bool?
        /// Whether UIKit asks the app's controllers (nil: unknown).
        public var controllersConsulted: Bool?
        /// The orientation key UIKit reads here (nil: none, UIKit's default).
        public var plistKey: String?
        public var notes: [String]
        public var rules: [String]
    }

    public var target: TargetInfo
    public var os: OSVersion
    public var sdk: OSVersion
    public var rows: [Row]
    /// What holds for the whole target: keys UIKit never reads, settings the Info.plist file overrides.
    public var notes: [String]

    public static let deviceClasses: [DeviceClass] = [.iphoneHomeButton, .iphoneFaceID, .ipad]

    public init(_ target: TargetInfo, os: OSVersion, sdk: OSVersion, choices: Choices = Choices()) {
        self.target = target; self.os = os; self.sdk = sdk
        rows = TargetMatrix.deviceClasses.map { TargetMatrix.row($0, target, os: os, sdk: sdk, choices: choices) }
        notes = TargetMatrix.targetNotes(target.plist)
    }

    static let orientationKeyNames = Set(InfoPlistKey.supportedInterfaceOrientations.spellings)

    static func targetNotes(_ plist: EffectivePlist) -> [String] {
        var notes: [String] = []
        for key in plist.entries.keys.sorted()
        where !orientationKeyNames.contains(key)
            && key.lowercased().replacingOccurrences(of: " ", with: "").hasPrefix("uisupportedinterfaceorientation")
        {
            notes.append(
                "\(key) (\(plist.entries[key]?.source.description ?? "?")) is not a key UIKit reads: the keys are UISupportedInterfaceOrientations with ~iphone, ~ipod or ~ipad (R3.2); it is ignored"
            )
        }
        for (key, loser) in plist.shadowed.sorted(by: { $0.key < $1.key }) {
            notes.append(
                "\(loser) is overridden by \(key) from \(plist.entries[key]?.source.description ?? "?") (docs/decisions.md; --plist-precedence)"
            )
        }
        return notes
    }

    private static let orientationKeys = [
        InfoPlistKey.supportedInterfaceOrientations, .deviceFamily, .requiresFullScreen, .launchStoryboardName,
        .launchScreen, .bundleShortVersionString, .requiresFullScreenIgnoredStartingWithVersion
    ].map { $0.name() }

    static func row(_ deviceClass: DeviceClass, _ target: TargetInfo, os: OSVersion, sdk: OSVersion, choices: Choices)
        -> Row
    {
        let plist = target.plist
        let app = target.appSpec
        let family = app.deviceFamily
        var row = Row(
            deviceClass: deviceClass, installable: true, compatibilityMode: false, cells: [], multitasking: nil,
            controllersConsulted: nil, plistKey: nil, notes: [], rules: [])
        if deviceClass.idiom == .phone && !family.includesIPhone {
            row.installable = false
            row.notes.append(
                "not installable: UIDeviceFamily has no iPhone (1), from \(plist.entries[InfoPlistKey.deviceFamily.name()]?.source.description ?? "TARGETED_DEVICE_FAMILY")"
            )
            row.cells = InterfaceOrientation.upright.map {
                Cell(orientation: $0, launch: false, afterLaunch: false, reasons: [])
            }
            return row
        }
        if let unknown = orientationKeys.lazy.compactMap({ key in
            plist.isUnknown(key) ? (plist.unknownFile ?? plist.unknownKeys.first { $0.key.hasPrefix(key) }?.value) : nil
        }).first {
            row.cells = InterfaceOrientation.upright.map {
                Cell(orientation: $0, launch: nil, afterLaunch: nil, reasons: ["unknown: \(unknown)"])
            }
            return row
        }
        let caps = Simulator.capabilities(app: app, deviceClass: deviceClass, os: os, sdk: sdk, choices: choices)
        row.compatibilityMode = caps.compatibilityMode
        row.plistKey = caps.plistKey
        row.rules = caps.rules
        row.controllersConsulted = caps.controllersConsulted
        if deviceClass == .ipad && !caps.compatibilityMode { row.multitasking = caps.multitasking }
        if caps.compatibilityMode {
            row.notes.append(
                "iPhone-only app (UIDeviceFamily from \(plist.entries[InfoPlistKey.deviceFamily.name()]?.source.description ?? "TARGETED_DEVICE_FAMILY")): runs in compatibility mode with the iPhone keys (R2.3)"
            )
        }
        let keyWhere = caps.plistKey.map { key in "\(key) (\(plist.entries[key].map { source($0.source) } ?? "?"))" }
        for o in InterfaceOrientation.upright {
            var reasons: [String] = []
            if !caps.launch.contains(o) || !caps.afterLaunch.contains(o) {
                if !caps.hardware.contains(o) {
                    reasons.append("Face ID iPhones never show the interface upside down (R2.2)")
                } else if let keyWhere {
                    reasons.append(
                        caps.plistEmpty
                            ? "\(keyWhere) lists no orientation (R3.4a: choice emptyPlistArray)"
                            : "\(keyWhere) does not list \(o.plistName ?? o.name) (R3.1\(caps.plistKey?.contains("~") == true ? ", R3.2" : ""))"
                    )
                } else {
                    reasons.append(
                        "no UISupportedInterfaceOrientations key for this device: UIKit's default leaves it out (R3.4)")
                }
            }
            row.cells.append(
                Cell(
                    orientation: o, launch: caps.launch.contains(o), afterLaunch: caps.afterLaunch.contains(o),
                    reasons: reasons))
        }
        if caps.plistKey == nil {
            row.notes.append("no orientation key applies: UIKit's default \(caps.launch.displayName) (R3.4)")
        }
        // Strings in the key that are not orientations: UIKit skips them.
        if let key = caps.plistKey, case .array(let items)? = plist.entries[key]?.value {
            let lines = plist.entries[key]?.itemLines ?? []
            for (i, item) in items.enumerated()
            where item.stringValue.flatMap({ InterfaceOrientation(name: $0) }) == nil {
                let at = plist.entries[key].flatMap { entry -> String? in
                    guard case .plist(let l) = entry.source, i < lines.count else { return nil }
                    return SourceLocation(l.file, line: lines[i]).description
                }
                row.notes.append(
                    "\(key) holds '\(item.stringValue ?? "a non-string")', which is not an orientation; UIKit ignores it\(at.map { " (\($0))" } ?? "")"
                )
            }
        }
        if deviceClass == .ipad && !caps.compatibilityMode {
            row.notes += multitaskingNotes(caps, plist: plist, os: os, sdk: sdk)
        }
        return row
    }

    /// `Player/Info.plist:21`, or `INFOPLIST_KEY_… at Config/Gallery.xcconfig:5` for a generated key.
    static func source(_ p: Provenance) -> String {
        switch p {
        case .setting: return "generated from \(p)"
        default: return p.description
        }
    }

    static func multitaskingNotes(_ caps: AppCapabilities, plist: EffectivePlist, os: OSVersion, sdk: OSVersion)
        -> [String]
    {
        func at(_ key: String) -> String { plist.entries[key].map { " (\($0.source))" } ?? "" }
        if caps.multitasking {
            return [
                "takes part in multitasking: all four orientations, a launch screen, no UIRequiresFullScreen in effect; UIKit ignores controller masks (R11.1)"
            ]
        }
        var why: [String] = []
        if caps.requiresFullScreenHonoured {
            why.append("UIRequiresFullScreen = YES\(at(InfoPlistKey.requiresFullScreen.name())) opts out (R11.2)")
        }
        if caps.launch.effective != .all {
            why.append(
                "lists \(caps.launch.effective.orientations.count) of the 4 orientations, which opts out (R11.3); App Store validation rejects this without UIRequiresFullScreen (ITMS-90474, R11.4)"
            )
        }
        if !caps.hasLaunchScreen { why.append("no launch storyboard or UILaunchScreen (R11.1, R12.5)") }
        if os.major < 9 || sdk.major < 9 { why.append("multitasking needs iOS 9 and the iOS 9 SDK (R11.1)") }
        var notes =
            why.isEmpty ? [] : ["no multitasking: " + why.joined(separator: "; ") + "; UIKit asks the controllers"]
        if caps.requiresFullScreenDeclared && !caps.requiresFullScreenHonoured {
            notes.append(
                "UIRequiresFullScreen\(at(InfoPlistKey.requiresFullScreen.name())) is ignored on iPadOS \(os) with the \(sdk) SDK (R11.5, R11.7)"
            )
        } else if caps.requiresFullScreenDeclared {
            notes.append(
                "UIRequiresFullScreen is deprecated from iPadOS 26 and ignored for apps built with the 27 SDK (R11.7)")
        }
        return notes
    }
}
