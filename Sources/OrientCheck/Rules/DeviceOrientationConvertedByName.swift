import OrientEngine
import OrientFacts

/// A device landscape side turned into the interface side of the same name (R1.3).
struct DeviceOrientationConvertedByName: LintRule {
    static let description = RuleDescription(
        id: "device_orientation_converted_by_name",
        title: "Device orientation converted to an interface orientation by case name",
        rationale: """
            The landscape sides of UIDeviceOrientation and UIInterfaceOrientation are named from opposite ends: \
            the device's landscapeLeft (turned left, home button or camera on the right) is the interface's \
            landscapeRight, and the other way round (R1.3). Their raw values match, so \
            `UIInterfaceOrientation(rawValue: device.rawValue)` converts correctly; mapping case to case by name \
            does not. Code that follows the device this way (a geometry request, a lock to "the side the user \
            holds", a cached orientation) turns the screen upside down relative to the user, or reads the wrong \
            side. Reported where a switch, `if` or ternary over a `UIDeviceOrientation` gives the interface \
            orientation or mask of the same side, and only when the file converts no side the right way.
            """,
        severity: .warning,
        triggering: [
            .swift(
                """
                import UIKit
                final class Player: UIViewController {
                    func followDevice() -> UIInterfaceOrientationMask {
                        switch UIDevice.current.orientation {
                        case .landscapeLeft: return ↓.landscapeLeft
                        case .landscapeRight: return ↓.landscapeRight
                        default: return .portrait
                        }
                    }
                }
                """),
            .swift(
                """
                import UIKit
                final class Reader {
                    var cached: UIInterfaceOrientation = .portrait
                    func update(_ device: UIDeviceOrientation) {
                        if device == .landscapeLeft { cached = ↓.landscapeLeft }
                    }
                }
                """),
            .objc(
                """
                #import <UIKit/UIKit.h>
                @implementation Helper
                - (UIInterfaceOrientation)interfaceFor:(UIDeviceOrientation)o {
                    switch (o) {
                        case UIDeviceOrientationLandscapeLeft: return ↓UIInterfaceOrientationLandscapeLeft;
                        default: return UIInterfaceOrientationPortrait;
                    }
                }
                @end
                """)
        ],
        nonTriggering: [
            .swift(
                """
                import UIKit
                final class Player: UIViewController {
                    func followDevice() -> UIInterfaceOrientationMask {
                        // Device and interface sides are opposite.
                        switch UIDevice.current.orientation {
                        case .landscapeLeft: return .landscapeRight
                        case .landscapeRight: return .landscapeLeft
                        default: return .portrait
                        }
                    }
                    func same(_ o: UIInterfaceOrientation) -> UIInterfaceOrientationMask {
                        switch o {
                        case .landscapeLeft: return .landscapeLeft
                        default: return .portrait
                        }
                    }
                }
                """),
            // By raw value, or to something that is not an interface orientation.
            .swift(
                """
                import UIKit
                func interface(_ d: UIDeviceOrientation) -> UIInterfaceOrientation? {
                    UIInterfaceOrientation(rawValue: d.rawValue)
                }
                func label(_ d: UIDeviceOrientation) -> String {
                    switch d {
                    case .landscapeLeft: return "landscapeLeft"
                    default: return "other"
                    }
                }
                """)
        ])

    func check(_ context: CheckContext) -> [Finding] {
        context.facts.nameConversions.map { f in
            let other = f.side == "landscapeLeft" ? "landscapeRight" : "landscapeLeft"
            return finding(
                context, at: f.location, Message.sameName(side: f.side, target: f.target, opposite: other),
                devices: context.devices, versions: "iOS 2+",
                fix: Message.fix(side: f.side, target: f.target, opposite: other)
            )
        }
    }
}

extension DeviceOrientationConvertedByName {
    /// What the rule says, in one place.
    enum Message {
        static func sameName(side: String, target: String, opposite: String) -> String {
            "UIDeviceOrientation.\(side) becomes \(target).\(side) here, but the device's \(side) is the interface's \(opposite): what reads this as an interface orientation gets the opposite side"
        }
        static func fix(side: String, target: String, opposite: String) -> String {
            "Use \(target).\(opposite) for the device's \(side), or convert by raw value: UIInterfaceOrientation(rawValue: device.rawValue)"
        }
    }
}
