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
                        context, at: location,
                        "\(what) returns an empty mask: UIKit raises UIApplicationInvalidInterfaceOrientation",
                        devices: context.devicesAskingControllers, fix: "Return at least one orientation"))
                return
            }
        }
        for (cls, m) in context.declaredMembers where m.member == .supportedInterfaceOrientations {
            inspect(m.value, at: m.location, "\(cls).supportedInterfaceOrientations")
        }
        for d in context.facts.delegates where d.member == .supportedInterfaceOrientations {
            inspect(d.value, at: d.location, "\(d.inType ?? "the delegate")'s \(d.kind.rawValue) mask")
        }
        return out
    }
}
