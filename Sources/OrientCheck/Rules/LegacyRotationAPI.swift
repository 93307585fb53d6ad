import OrientOutput
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
            iOS 8, replaced by viewWillTransition(to:with:) (R13.1, R13.2). UIKit still sends them for \
            compatibility, except to a class that implements viewWillTransition(to:with:): there their code never \
            runs (a warning); elsewhere they are deprecated, not broken (info). A \
            shouldAutorotateToInterfaceOrientation: next to the class's own supportedInterfaceOrientations loses \
            nothing: it is reported at info, as dead code that can go.
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
                """),
            // Beside viewWillTransition(to:with:), the iOS 8 callback never arrives: its code is dead (a warning).
            .swift(
                """
                import UIKit
                class Map: UIViewController {
                    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                        super.viewWillTransition(to: size, with: coordinator)
                    }
                }
                final class DetailMap: Map {
                    override func ↓willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {
                        showToolbars()
                    }
                    func showToolbars() {}
                }
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

    func check(_ context: CheckContext) -> [Finding] {
        // Classes (and their superclasses) that implement viewWillTransition(to:with:).
        let bySize = Set(context.facts.files.flatMap { $0.types.filter(\.transitionsBySize).map(\.name) })
        func transitionsBySize(_ cls: String) -> Bool {
            bySize.contains(cls) || (context.classInfo(cls)?.chain.contains(where: bySize.contains) ?? false)
        }
        let declared = context.declaredMembers
        let modern = Set(declared.filter { $0.fact.member == .supportedInterfaceOrientations }.map(\.cls))
        return declared.filter { $0.fact.member.isLegacy }.map { cls, m in
            let ios6 = m.member == .shouldAutorotateToInterfaceOrientation
            // Issue 13, pattern 5: next to supportedInterfaceOrientations the iOS 5 method loses nothing: dead code.
            if ios6 && (modern.contains(cls) || context.neverAsked(cls)) {
                return finding(
                    context, at: m.location,
                    "\(cls) implements \(m.member.rawValue), which UIKit has not called since iOS 6 (R14.1)"
                        + (modern.contains(cls)
                            ? "; its supportedInterfaceOrientations answers instead, so this method can go"
                            : ", nor would it ask \(cls), which is shown only where UIKit does not ask (R6.1, R7.2): this method can go"),
                    devices: context.devices, versions: "iOS 6+", fix: "Delete the method", severity: .info)
            }
            if ios6 {
                return finding(
                    context, at: m.location,
                    "\(cls) implements \(m.member.rawValue), which UIKit does not call since iOS 6 (R14.1)",
                    devices: context.devices, versions: "iOS 6+", fix: "Override supportedInterfaceOrientations")
            }
            // The iOS 8 callbacks still arrive for compatibility, except at a class that implements
            // viewWillTransition(to:with:) (R13.1): there the code is dead; elsewhere it is deprecated, not broken.
            if transitionsBySize(cls) {
                return finding(
                    context, at: m.location,
                    "\(cls) implements \(m.member.rawValue) beside viewWillTransition(to:with:), so UIKit never sends it (R13.1): its code does not run",
                    devices: context.devices, versions: "iOS 8+", fix: "Move its code into viewWillTransition(to:with:)"
                )
            }
            return finding(
                context, at: m.location,
                "\(cls) implements \(m.member.rawValue), deprecated in iOS 8; UIKit still sends it while the class does not implement viewWillTransition(to:with:) (R13.1)",
                devices: context.devices, versions: "iOS 8+", fix: "Override viewWillTransition(to:with:) instead",
                severity: .info)
        }
    }
}
