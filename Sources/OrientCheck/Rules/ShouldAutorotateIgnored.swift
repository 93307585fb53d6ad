import OrientEngine
import OrientFacts

/// shouldAutorotate overrides are ignored from iOS 16.
struct ShouldAutorotateIgnored: LintRule {
    static let description = RuleDescription(
        id: "should_autorotate_ignored",
        title: "shouldAutorotate is ignored from iOS 16",
        rationale: """
            From iOS 6 to 15, a decisive controller's shouldAutorotate returning false stopped rotations. From iOS 16 \
            UIKit ignores it (R5.4, seed 000). Code that relies on it to keep a screen still rotates. Narrow \
            supportedInterfaceOrientations instead, with setNeedsUpdateOfSupportedInterfaceOrientations() when it \
            changes.
            """,
        severity: .warning,
        triggering: [
            .swift(
                """
                import UIKit
                final class Camera: UIViewController {
                    override var ↓shouldAutorotate: Bool { false }
                }
                """)
        ],
        nonTriggering: [
            .swift(
                """
                import UIKit
                final class Camera: UIViewController {
                    override var shouldAutorotate: Bool { true }
                }
                """)
        ])

    func check(_ c: CheckContext) -> [Finding] {
        c.declaredMembers.filter { $0.fact.member == .shouldAutorotate && $0.fact.value != .bool(true) }.compactMap {
            cls, m in
            if case .mask? = m.value { return nil }  // should_autorotate_returns_mask
            if case .orientationAsMask? = m.value { return nil }
            return finding(
                c, at: Place(m),
                "\(cls).shouldAutorotate is ignored from iOS 16: the interface still rotates to every orientation the masks allow",
                devices: c.devicesAskingControllers, versions: "iOS 16+",
                fix:
                    "Narrow supportedInterfaceOrientations instead (and call setNeedsUpdateOfSupportedInterfaceOrientations() when it changes)"
            )
        }
    }
}
