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
            versions apps support today. A shouldAutorotateToInterfaceOrientation: next to the class's own \
            supportedInterfaceOrientations loses nothing: it is reported at info, as dead code that can go.
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
                """),
            // Dead code, at info: the class answers supportedInterfaceOrientations too.
            .objc(
                """
                @implementation Emulator
                - (UIInterfaceOrientationMask)supportedInterfaceOrientations { return UIInterfaceOrientationMaskAll; }
                - (BOOL)↓shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)orientation { return YES; }
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
        let declared = c.declaredMembers
        let modern = Set(declared.filter { $0.fact.member == .supportedInterfaceOrientations }.map(\.cls))
        return declared.filter { $0.fact.member.isLegacy }.map { cls, m in
            let ios6 = m.member == .shouldAutorotateToInterfaceOrientation
            // Issue 13, pattern 5: next to supportedInterfaceOrientations the iOS 5 method loses nothing: dead code.
            if ios6 && (modern.contains(cls) || c.neverAsked(cls)) {
                return finding(
                    c, at: Place(m),
                    "\(cls) implements \(m.member.rawValue), which UIKit has not called since iOS 6 (R14.1)"
                        + (modern.contains(cls)
                            ? "; its supportedInterfaceOrientations answers instead, so this method can go"
                            : ", nor would it ask \(cls), which is shown only where UIKit does not ask (R6.1, R7.2): this method can go"),
                    devices: c.devices, versions: "iOS 6+", fix: "Delete the method", severity: .info)
            }
            return finding(
                c, at: Place(m),
                "\(cls) implements \(m.member.rawValue), which UIKit does not call \(ios6 ? "since iOS 6 (R14.1)" : "on supported iOS versions (deprecated in iOS 8, R13.1)")",
                devices: c.devices, versions: ios6 ? "iOS 6+" : "iOS 8+",
                fix: ios6 ? "Override supportedInterfaceOrientations" : "Override viewWillTransition(to:with:)")
        }
    }
}
