// The device catalog (R2): what the hardware allows.

public enum Idiom: String, Sendable { case phone, pad, vision }

/// A class of devices that behave alike for orientation.
public enum DeviceClass: String, CaseIterable, Sendable, Codable {
    case iphoneHomeButton = "iphone-home-button"
    case iphoneFaceID = "iphone-face-id"
    case ipad
    case vision

    public var idiom: Idiom {
        switch self {
        case .iphoneHomeButton, .iphoneFaceID: return .phone
        case .ipad: return .pad
        case .vision: return .vision
        }
    }

    /// R2.1 (iPad: all four), R2.2 (iPhones without a Home button never go upside down).
    public var hardwareMask: OrientationMask { self == .iphoneFaceID ? .allButUpsideDown : .all }
}

public struct Device: Sendable, Hashable {
    public let name: String
    public let deviceClass: DeviceClass
    /// Whether the front has a Home button (the JSON `homeButton`).
    public let homeButton: Bool
    /// The first OS the model shipped with, and the last one it can run (nil: still supported).
    public let firstOS: OSVersion
    public let lastOS: OSVersion?
    /// iPod touch reads `~ipod` Info.plist keys (R3.2).
    public let isIPod: Bool

    public init(
        name: String, deviceClass: DeviceClass, homeButton: Bool, firstOS: OSVersion, lastOS: OSVersion?,
        isIPod: Bool = false
    ) {
        self.name = name; self.deviceClass = deviceClass; self.homeButton = homeButton
        self.firstOS = firstOS; self.lastOS = lastOS; self.isIPod = isIPod
    }

    public var idiom: Idiom { deviceClass.idiom }
    public var hardwareMask: OrientationMask { deviceClass.hardwareMask }

    /// Whether the model ever ran this OS (a note is printed when it did not; the run goes on).
    public func ran(_ os: OSVersion) -> Bool {
        os >= OSVersion(firstOS.major, firstOS.minor) && (lastOS.map { OSVersion(os.major, os.minor) <= $0 } ?? true)
    }

    /// A device for a class name (`iphone-face-id`, …): a representative model, any OS.
    public static func representative(of deviceClass: DeviceClass) -> Device {
        switch deviceClass {
        case .iphoneHomeButton:
            return Device(
                name: "iphone-home-button", deviceClass: .iphoneHomeButton, homeButton: true, firstOS: OSVersion(2),
                lastOS: nil)
        case .iphoneFaceID:
            return Device(
                name: "iphone-face-id", deviceClass: .iphoneFaceID, homeButton: false, firstOS: OSVersion(11),
                lastOS: nil)
        case .ipad:
            return Device(name: "ipad", deviceClass: .ipad, homeButton: true, firstOS: OSVersion(3, 2), lastOS: nil)
        case .vision:
            return Device(name: "vision", deviceClass: .vision, homeButton: false, firstOS: OSVersion(1), lastOS: nil)
        }
    }

    /// Looks up a model name or a class name.
    public static func named(_ name: String) -> Device? {
        if let cls = DeviceClass(rawValue: name) { return representative(of: cls) }
        let folded = name.lowercased()
        return DeviceCatalog.all.first { $0.name.lowercased() == folded }
    }
}

/// The models `orient devices` lists. OS ranges are the shipping OS and the last major release supported.
public enum DeviceCatalog {
    private static func v(_ s: String) -> OSVersion { OSVersion(s) ?? OSVersion(0) }
    private static func phone(_ name: String, home: Bool, _ first: String, _ last: String? = nil, iPod: Bool = false)
        -> Device
    {
        Device(
            name: name, deviceClass: home ? .iphoneHomeButton : .iphoneFaceID, homeButton: home,
            firstOS: v(first), lastOS: last.map(v), isIPod: iPod)
    }
    private static func pad(_ name: String, home: Bool, _ first: String, _ last: String? = nil) -> Device {
        Device(name: name, deviceClass: .ipad, homeButton: home, firstOS: v(first), lastOS: last.map(v))
    }

    public static let all: [Device] = [
        phone("iPhone 4s", home: true, "5.0", "9.3"),
        phone("iPhone 5", home: true, "6.0", "10.3"),
        phone("iPhone 5s", home: true, "7.0", "12.5"),
        phone("iPhone 6", home: true, "8.0", "12.5"),
        phone("iPhone 6s", home: true, "9.0", "15.8"),
        phone("iPhone SE (1st generation)", home: true, "9.3", "15.8"),
        phone("iPhone 7", home: true, "10.0", "15.8"),
        phone("iPhone 8", home: true, "11.0", "16.7"),
        phone("iPhone 8 Plus", home: true, "11.0", "16.7"),
        phone("iPhone SE (2nd generation)", home: true, "13.4"),
        phone("iPhone SE (3rd generation)", home: true, "15.4"),
        phone("iPod touch (7th generation)", home: true, "12.3", "15.8", iPod: true),
        phone("iPhone X", home: false, "11.0", "16.7"),
        phone("iPhone XR", home: false, "12.0"),
        phone("iPhone XS", home: false, "12.0"),
        phone("iPhone 11", home: false, "13.0"),
        phone("iPhone 12", home: false, "14.1"),
        phone("iPhone 13", home: false, "15.0"),
        phone("iPhone 14", home: false, "16.0"),
        phone("iPhone 15", home: false, "17.0"),
        phone("iPhone 15 Pro", home: false, "17.0"),
        phone("iPhone 16", home: false, "18.0"),
        phone("iPhone 16e", home: false, "18.3"),
        phone("iPhone 17", home: false, "26.0"),
        phone("iPhone 17 Pro", home: false, "26.0"),
        phone("iPhone Air", home: false, "26.0"),
        pad("iPad 2", home: true, "4.3", "9.3"),
        pad("iPad (6th generation)", home: true, "11.3", "17.7"),
        pad("iPad (9th generation)", home: true, "15.0"),
        pad("iPad (10th generation)", home: false, "16.1"),
        pad("iPad mini (6th generation)", home: false, "15.0"),
        pad("iPad Air (5th generation)", home: false, "15.4"),
        pad("iPad Pro 11-inch (4th generation)", home: false, "16.1"),
        pad("iPad Pro 12.9-inch (6th generation)", home: false, "16.1"),
        pad("iPad Pro 13-inch (M4)", home: false, "17.5"),
        Device(name: "Apple Vision Pro", deviceClass: .vision, homeButton: false, firstOS: v("1.0"), lastOS: nil)
    ]
}
