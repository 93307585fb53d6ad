import OrientEngine
import OrientFacts

/// The pre-iOS 8 rotation methods: not called on supported iOS versions.
struct LegacyRotationAPI: LintRule {
    static let description = RuleDescription(
        id: "legacy_rotation_api",
        title: "Legacy rotation API",
        rationale: """
            shouldAutorotateToInterfaceOrientation: was replaced in iOS 6 and is not asked since (R14.1, R14.3). \
            willRotateToInterfaceOrientation:duration:, didRotateFromInterfaceOrientation:, \
            willAnimateRotationToInterfaceOrientation:duration: and the half-step callbacks were deprecated in \
            iOS 8, replaced by viewWillTransition(to:with:) (R13.1, R13.2). Their code does not run on the iOS \
            versions apps support today.
            """,
        severity: .warning,
        triggering: [
            .objc(
                """
                @implementation Player
                - (BOOL)↓shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)orientation {
                    return UIInterfaceOrientationIsLandscape(orientation);
                }
                - (void)↓willRotateToInterfaceOrientation:(UIInterfaceOrientation)orientation duration:(NSTimeInterval)duration {
                }
                @end
                """)
        ],
        nonTriggering: [
            .swift(
                """
                import UIKit
                final class Player: UIViewController {
                    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {}
                }
                """)
        ])

    func check(_ c: CheckContext) -> [Finding] {
        c.declaredMembers.filter { $0.fact.member.isLegacy }.map { cls, m in
            let ios6 = m.member == .shouldAutorotateToInterfaceOrientation
            return finding(
                c, at: Place(m),
                "\(cls) implements \(m.member.rawValue), which UIKit does not call \(ios6 ? "since iOS 6 (R14.1)" : "on supported iOS versions (deprecated in iOS 8, R13.1)")",
                devices: c.devices, versions: ios6 ? "iOS 6+" : "iOS 8+",
                fix: ios6 ? "Override supportedInterfaceOrientations" : "Override viewWillTransition(to:with:)")
        }
    }
}
