import OrientOutput
import OrientEngine
import OrientFacts

/// An orientation member returning an empty mask.
struct EmptyOrientationMask: LintRule {
    static let description = RuleDescription(
        id: "empty_orientation_mask",
        title: "Empty orientation mask",
        rationale: """
            UIKit raises UIApplicationInvalidInterfaceOrientation when supportedInterfaceOrientations returns 0 \
            (R10.2). An empty mask, `[]` or 0, is never a valid answer.
            """,
        severity: .error,
        triggering: [
            .swift(
                """
                import UIKit
                final class Player: UIViewController {
                    override var ↓supportedInterfaceOrientations: UIInterfaceOrientationMask { [] }
                }
                """),
            .objc(
                """
                @implementation Player
                - (UIInterfaceOrientationMask)↓supportedInterfaceOrientations { return 0; }
                @end
                """)
        ],
        nonTriggering: [
            .swift(
                """
                import UIKit
                final class Player: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                }
                """)
        ])

    func check(_ context: CheckContext) -> [Finding] {
        var out: [Finding] = []
        func inspect(_ value: Value?, at location: SourceLocation, _ what: String) {
            for case .mask(let m) in (value.map(CheckContext.leaves) ?? []) where m.effective.isEmpty {
                out.append(
                    finding(
                        context, at: location, Message.emptyMask(what), devices: context.devicesAskingControllers,
                        fix: Message.fix))
                return
            }
        }
        for (cls, m) in context.declaredMembers where m.member == .supportedInterfaceOrientations {
            inspect(m.value, at: m.location, Message.mask(of: cls))
        }
        for d in context.facts.delegates where d.member == .supportedInterfaceOrientations {
            inspect(
                d.value, at: d.location,
                Message.delegateMask(of: d.inType ?? Message.theDelegate, kind: d.kind.rawValue))
        }
        return out
    }
}

extension EmptyOrientationMask {
    /// What the rule says, in one place.
    enum Message {
        static func emptyMask(_ what: String) -> String {
            "\(what) returns an empty mask: UIKit raises UIApplicationInvalidInterfaceOrientation"
        }
        static let fix = "Return at least one orientation"

        // What returns it.
        static func mask(of cls: String) -> String { "\(cls).supportedInterfaceOrientations" }
        static func delegateMask(of owner: String, kind: String) -> String { "\(owner)'s \(kind) mask" }
        /// Stands for the delegate's type when the code does not tell it.
        static let theDelegate = "the delegate"
    }
}
