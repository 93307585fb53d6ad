import OrientOutput
import OrientEngine
import OrientFacts

/// The old key-value hack that forced a rotation.
struct UIDeviceOrientationKVC: LintRule {
    static let description = RuleDescription(
        id: "uidevice_orientation_kvc",
        title: "UIDevice orientation key-value hack",
        rationale: """
            `UIDevice.current.setValue(_, forKey: "orientation")` was never public API. It set the device \
            orientation and made UIKit re-evaluate on iOS 15 and earlier. From iOS 16 it has no effect and UIKit \
            logs that it is unsupported (R8.5, seed 001). Use requestGeometryUpdate(.iOS(interfaceOrientations:)) \
            and setNeedsUpdateOfSupportedInterfaceOrientations() (R8.3, R8.4). It is an error when the deployment \
            target is iOS 16 or later, where the call can do nothing, and a warning otherwise.
            """,
        severity: .warning,
        triggering: [
            .swift(
                """
                import UIKit
                final class Player: UIViewController {
                    func force() { UIDevice.current.↓setValue(UIInterfaceOrientation.landscapeRight.rawValue, forKey: "orientation") }
                }
                """),
            .objc(
                """
                @implementation Player
                - (void)force {
                    [[UIDevice currentDevice] ↓setValue:@(UIInterfaceOrientationLandscapeRight) forKey:@"orientation"];
                }
                @end
                """, settings: ["IPHONEOS_DEPLOYMENT_TARGET": "13.0"])
        ],
        nonTriggering: [
            .swift(
                """
                import UIKit
                final class Mock { func setValue(_ v: Any?, forKey key: String) {} }
                func run(mock: Mock) { mock.setValue(3, forKey: "orientation") }
                """)
        ])

    func check(_ context: CheckContext) -> [Finding] {
        context.facts.rotations.filter { $0.api == .uideviceOrientation }.map { r in
            // The fallback of an `#available(iOS 16, *)` test runs only where the key still turns the interface.
            if let availability = r.context.availability, availability.hasPrefix("before iOS "),
                let version = Int(availability.dropFirst("before iOS ".count).prefix { $0.isNumber }), version <= 16
            {
                return finding(
                    context, at: r.location, Message.onlyBefore(availability),
                    devices: context.devicesAskingControllers,
                    versions: "before iOS 16", fix: Message.fallbackFix, severity: .info)
            }
            let dead = context.deployment.major >= 16
            return finding(
                context, at: r.location,
                dead ? Message.privateKeyNeverWorks(minimum: context.deployment) : Message.privateKey,
                devices: context.devicesAskingControllers, versions: "iOS 16+",
                notes: r.context.availability.map { [Note(Message.inBranch($0))] } ?? [],
                fix: Message.fix,
                severity: dead ? .error : .warning)
        }
    }
}

extension UIDeviceOrientationKVC {
    /// What the rule says, in one place.
    enum Message {
        static let privateKey = "UIDevice's \"orientation\" key is not public API and has no effect from iOS 16"
        static func privateKeyNeverWorks(minimum: OSVersion) -> String {
            "UIDevice's \"orientation\" key is not public API and has no effect from iOS 16; this target's minimum is iOS \(minimum), so the call never works"
        }
        static let fix =
            "Use windowScene.requestGeometryUpdate(.iOS(interfaceOrientations:)) and setNeedsUpdateOfSupportedInterfaceOrientations() on iOS 16+"
        static func inBranch(_ availability: String) -> String { "in the \(availability) branch" }
        static func onlyBefore(_ availability: String) -> String {
            "UIDevice's \"orientation\" key is not public API; this call runs only \(availability), where it still turns the interface"
        }
        static let fallbackFix = "Drop this fallback once the minimum is iOS 16"
    }
}
