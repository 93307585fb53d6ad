import OrientEngine
import OrientFacts

/// attemptRotationToDeviceOrientation() is deprecated in iOS 16.
struct AttemptRotationDeprecated: LintRule {
    static let description = RuleDescription(
        id: "attempt_rotation_deprecated",
        title: "attemptRotationToDeviceOrientation is deprecated",
        rationale: """
            UIViewController.attemptRotationToDeviceOrientation() is deprecated in iOS 16 (R8.2). Its replacement is \
            setNeedsUpdateOfSupportedInterfaceOrientations() on the controller whose answer changed (R8.3). Inside \
            an `else` branch of `if #available(iOS 16, *)` it is the right fallback, and it is not reported.
            """,
        severity: .warning,
        triggering: [
            .swift(
                """
                import UIKit
                final class Player: UIViewController {
                    func unlock() { UIViewController.↓attemptRotationToDeviceOrientation() }
                }
                """)
        ],
        nonTriggering: [
            .swift(
                """
                import UIKit
                final class Player: UIViewController {
                    func unlock() {
                        if #available(iOS 16.0, *) { setNeedsUpdateOfSupportedInterfaceOrientations() }
                        else { UIViewController.attemptRotationToDeviceOrientation() }
                    }
                }
                """)
        ])

    func check(_ context: CheckContext) -> [Finding] {
        context.facts.rotations.filter {
            $0.api == .attemptRotationToDeviceOrientation
                && !($0.context.availability?.hasPrefix("before iOS") ?? false)
        }.map { r in
            finding(
                context, at: r.location, Message.deprecated,
                devices: context.devicesAskingControllers, versions: "iOS 16+", fix: Message.fix)
        }
    }
}

extension AttemptRotationDeprecated {
    /// What the rule says, in one place.
    enum Message {
        static let deprecated = "attemptRotationToDeviceOrientation() is deprecated in iOS 16"
        static let fix =
            "Call setNeedsUpdateOfSupportedInterfaceOrientations() on iOS 16+, keeping this call for earlier versions in an #available else branch"
    }
}
