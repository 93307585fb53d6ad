// `UIDeviceFamily` in Info.plist, `TARGETED_DEVICE_FAMILY` in the build settings: which devices an app is built
// for, and from that which device classes it runs on (R2.3). `orient check`, `orient explore` and the engine
// all answer that question here.

/// The device families an app declares, in the order written: 1 iPhone (and iPod touch), 2 iPad, 3 Apple TV,
/// 4 Apple Watch, 6 Mac (Catalyst), 7 Apple Vision.
public struct DeviceFamily: Hashable, Sendable, ExpressibleByArrayLiteral {
    public static let iPhone = 1
    public static let iPad = 2

    /// The numbers as declared, each once.
    public private(set) var numbers: [Int]

    public init(_ numbers: [Int]) {
        var seen: Set<Int> = []
        self.numbers = numbers.filter { seen.insert($0).inserted }
    }

    public init(arrayLiteral numbers: Int...) { self.init(numbers) }

    /// Reads `TARGETED_DEVICE_FAMILY`'s value (`1,2`, `1 2`); numbers that do not parse are left out.
    public init(setting: String) {
        self.init(setting.split(whereSeparator: { $0 == "," || $0 == " " }).compactMap { Int($0) })
    }

    public var isEmpty: Bool { numbers.isEmpty }
    public func contains(_ number: Int) -> Bool { numbers.contains(number) }

    /// Xcode's and UIKit's default when nothing is declared: a universal app.
    public static let universal = DeviceFamily([iPhone, iPad])

    public var includesIPhone: Bool { numbers.contains(DeviceFamily.iPhone) }
    public var includesIPad: Bool { numbers.contains(DeviceFamily.iPad) }

    /// The device classes the app runs on: an app for iPhone runs on iPhones and, in compatibility mode, on
    /// iPad (R2.3); an app for iPad alone only on iPad.
    public var deviceClasses: [DeviceClass] {
        includesIPhone ? [.iphoneHomeButton, .iphoneFaceID, .ipad] : [.ipad]
    }

    /// The iPhone classes the app runs on (none for an iPad-only app).
    public var iPhoneClasses: [DeviceClass] { includesIPhone ? [.iphoneHomeButton, .iphoneFaceID] : [] }

    /// The idiom the app runs with on a device of `idiom`: an iPhone-only app on iPad runs as an iPhone app
    /// (R2.3).
    public func appIdiom(on idiom: Idiom) -> Idiom {
        switch idiom {
        case .pad, .vision: return includesIPad ? .pad : .phone
        case .phone: return .phone
        }
    }

    /// Family numbers in words: `iPhone, iPad`.
    public var names: [String] {
        numbers.map { $0 == 1 ? "iPhone" : $0 == 2 ? "iPad" : $0 == 7 ? "Vision" : "family \($0)" }
    }
}
