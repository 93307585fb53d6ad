import OrientEngine
import OrientFacts

/// supportedInterfaceOrientations given in a protocol extension never overrides UIKit's.
struct ProtocolExtensionOrientation: LintRule {
    static let description = RuleDescription(
        id: "protocol_extension_orientation",
        title: "Orientation member in a protocol extension",
        rationale: """
            A protocol extension's member is statically dispatched: it never overrides UIViewController's \
            supportedInterfaceOrientations, which UIKit calls through the Objective-C runtime (R5.1). A controller \
            that adopts the protocol keeps UIKit's default.
            """,
        severity: .warning,
        triggering: [
            .swift(
                """
                import UIKit
                protocol LandscapeOnly {}
                extension LandscapeOnly where Self: UIViewController {
                    var ↓supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
                }
                """)
        ],
        nonTriggering: [
            .swift(
                """
                import UIKit
                class LandscapeViewController: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
                }
                """)
        ])

    func check(_ context: CheckContext) -> [Finding] {
        context.facts.protocolExtensionMembers.filter { !$0.fact.member.isLegacy }.map { m in
            finding(
                context, at: m.fact.location, Message.neverOverrides(m.fact.member.rawValue, inProtocol: m.declaredIn),
                devices: context.devicesAskingControllers, fix: Message.fix)
        }
    }
}

extension ProtocolExtensionOrientation {
    /// What the rule says, in one place.
    enum Message {
        static func neverOverrides(_ member: String, inProtocol proto: String) -> String {
            "\(member) in an extension of the protocol \(proto) never overrides UIKit's: controllers adopting it keep UIKit's default"
        }
        static let fix = "Override it in a UIViewController subclass the controllers inherit from"
    }
}
