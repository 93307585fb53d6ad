// UIKit's orientation vocabulary with its real raw values (catalog R1).

/// `UIInterfaceOrientation` (R1.2). Note the landscape values: interface `landscapeLeft` is 4 and
/// `landscapeRight` is 3, the opposite of the device constants with the same names.
public enum InterfaceOrientation: Int, CaseIterable, Sendable, Hashable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeRight = 3
    case landscapeLeft = 4

    /// The four real orientations in the order Orient prints them (portrait, upside-down, left, right).
    public static let upright: [InterfaceOrientation] = [
        .portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight
    ]

    /// UIKit's Swift spelling, also what UIKit prints in exception reasons (R10.3).
    public var name: String {
        switch self {
        case .unknown: return "unknown"
        case .portrait: return "portrait"
        case .portraitUpsideDown: return "portraitUpsideDown"
        case .landscapeLeft: return "landscapeLeft"
        case .landscapeRight: return "landscapeRight"
        }
    }

    /// The Info.plist spelling (R3.1).
    public var plistName: String? {
        switch self {
        case .unknown: return nil
        case .portrait: return "UIInterfaceOrientationPortrait"
        case .portraitUpsideDown: return "UIInterfaceOrientationPortraitUpsideDown"
        case .landscapeLeft: return "UIInterfaceOrientationLandscapeLeft"
        case .landscapeRight: return "UIInterfaceOrientationLandscapeRight"
        }
    }

    /// Accepts the Swift spelling or the Info.plist spelling. `unknown` only when `allowUnknown`.
    public init?(name: String, allowUnknown: Bool = false) {
        for o in InterfaceOrientation.allCases where o.name == name || o.plistName == name {
            if o == .unknown && !allowUnknown { return nil }
            self = o
            return
        }
        return nil
    }

    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }

    /// Turning between these two keeps the view's size (a 180° turn).
    public func isHalfTurn(from other: InterfaceOrientation) -> Bool {
        self != other && isLandscape == other.isLandscape && isPortrait == other.isPortrait
    }
}

/// `UIDeviceOrientation` (R1.1): how the hardware is held.
public enum DeviceOrientation: Int, CaseIterable, Sendable, Hashable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeLeft = 3
    case landscapeRight = 4
    case faceUp = 5
    case faceDown = 6

    public var name: String {
        switch self {
        case .unknown: return "unknown"
        case .portrait: return "portrait"
        case .portraitUpsideDown: return "portraitUpsideDown"
        case .landscapeLeft: return "landscapeLeft"
        case .landscapeRight: return "landscapeRight"
        case .faceUp: return "faceUp"
        case .faceDown: return "faceDown"
        }
    }

    public init?(name: String) {
        guard let o = DeviceOrientation.allCases.first(where: { $0.name == name }) else { return nil }
        self = o
    }

    /// R1.3: conversion by raw value, so device `landscapeLeft` (3) is interface `landscapeRight` (3).
    /// Flat and unknown positions have no interface orientation.
    public var interfaceOrientation: InterfaceOrientation? {
        (1...4).contains(rawValue) ? InterfaceOrientation(rawValue: rawValue) : nil
    }

    /// The device orientation whose raw value equals this interface orientation's (R1.3).
    public init?(_ interface: InterfaceOrientation) {
        guard interface != .unknown, let d = DeviceOrientation(rawValue: interface.rawValue) else { return nil }
        self = d
    }
}

/// `UIInterfaceOrientationMask` (R1.4): bit `1 << UIInterfaceOrientation.rawValue`.
/// Raw bits are kept as given (an Objective-C method may return 1, R1.5); `orientations` reads only real ones.
public struct OrientationMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let portrait = OrientationMask(rawValue: 1 << 1)
    public static let portraitUpsideDown = OrientationMask(rawValue: 1 << 2)
    public static let landscapeRight = OrientationMask(rawValue: 1 << 3)
    public static let landscapeLeft = OrientationMask(rawValue: 1 << 4)
    public static let landscape: OrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: OrientationMask = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
    public static let allButUpsideDown: OrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
    public static let empty: OrientationMask = []

    public init(_ orientation: InterfaceOrientation) {
        self.init(rawValue: orientation == .unknown ? 0 : 1 << UInt(orientation.rawValue))
    }

    public init<S: Sequence>(orientations: S) where S.Element == InterfaceOrientation {
        self.init(rawValue: orientations.reduce(0) { $0 | OrientationMask($1).rawValue })
    }

    /// Only the four bits that stand for real orientations (bit 0 means `unknown`, R1.4).
    public var effective: OrientationMask { OrientationMask(rawValue: rawValue & OrientationMask.all.rawValue) }
    public var isEffectivelyEmpty: Bool { effective.rawValue == 0 }

    public func contains(_ orientation: InterfaceOrientation) -> Bool {
        orientation != .unknown && rawValue & OrientationMask(orientation).rawValue != 0
    }

    /// The orientations in the mask, in Orient's print order.
    public var orientations: [InterfaceOrientation] { InterfaceOrientation.upright.filter(contains) }
    public var names: [String] { orientations.map(\.name) }

    public static let namedMasks: [(String, OrientationMask)] = [
        ("portrait", .portrait), ("portraitUpsideDown", .portraitUpsideDown), ("landscapeLeft", .landscapeLeft),
        ("landscapeRight", .landscapeRight), ("landscape", .landscape), ("all", .all),
        ("allButUpsideDown", .allButUpsideDown)
    ]

    public init?(name: String) {
        guard let m = OrientationMask.namedMasks.first(where: { $0.0 == name }) else { return nil }
        self = m.1
    }

    /// UIKit's default for a controller that does not override `supportedInterfaceOrientations` (R5.1), and for an
    /// app with no orientation key (R3.4): every orientation on iPad, all but upside down elsewhere.
    public static func idiomDefault(pad: Bool) -> OrientationMask { pad ? .all : .allButUpsideDown }

    /// Objective-C's spelling of a named mask: `UIInterfaceOrientationMaskLandscapeLeft` and the like.
    public init?(objectiveCName name: String) {
        let prefix = "UIInterfaceOrientationMask"
        guard name.hasPrefix(prefix), let first = name.dropFirst(prefix.count).first else { return nil }
        self.init(name: first.lowercased() + name.dropFirst(prefix.count + 1))
    }

    /// A compact human form: the UIKit name when there is one, else the list.
    public var displayName: String {
        if rawValue == 0 { return "none" }
        if let named = OrientationMask.namedMasks.first(where: { $0.1 == self }) { return named.0 }
        let list = names.joined(separator: ",")
        return rawValue & 1 != 0 ? "raw \(rawValue)" + (list.isEmpty ? "" : " (\(list))") : list
    }
}
