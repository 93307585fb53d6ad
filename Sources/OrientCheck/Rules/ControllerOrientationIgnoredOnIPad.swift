import OrientEngine
import OrientFacts

/// Orientation code in an app that takes part in iPad multitasking: ignored on iPad.
struct ControllerOrientationIgnoredOnIPad: LintRule {
    static let description = RuleDescription(
        id: "controller_orientation_ignored_on_ipad",
        title: "Orientation code ignored on iPad",
        rationale: """
            An iPad app that takes part in multitasking (all four iPad orientations, a launch screen, no \
            UIRequiresFullScreen in effect) is never asked for controller masks. UIKit does not call \
            supportedInterfaceOrientations or shouldAutorotate, and geometry requests fail (R11.1, R5.3, R11.6). \
            A landscape-only player rotates to portrait on iPad (seeds 000 and 003). Either accept every \
            orientation on iPad or opt out of multitasking.
            """,
        severity: .warning,
        triggering: [
            .swift(
                """
                import UIKit
                final class Player: UIViewController {
                    override var ↓supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
                }
                """, settings: ["TARGETED_DEVICE_FAMILY": "1,2"])
        ],
        nonTriggering: [
            .swift(
                """
                import UIKit
                final class Player: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
                }
                """),
            .swift(
                """
                import UIKit
                final class Player: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { UIDevice.current.userInterfaceIdiom == .pad ? .all : .landscape }
                }
                """, settings: ["TARGETED_DEVICE_FAMILY": "1,2"])
        ])

    func check(_ c: CheckContext) -> [Finding] {
        guard c.ipadMultitasking else { return [] }
        let key = c.capabilities[.ipad]?.plistKey
        let notes = [
            Note(
                "the app takes part in iPad multitasking: all four iPad orientations, a launch screen, no UIRequiresFullScreen",
                at: key.flatMap { c.place(ofKey: $0) } ?? c.familyPlace)
        ]
        var out: [Finding] = []
        func add(_ at: CodeLocation, _ what: String) {
            out.append(
                finding(
                    c, at: Place(at),
                    "\(what) is ignored on iPad: the app takes part in multitasking, so UIKit never asks it (R11.1)",
                    devices: [.ipad], versions: "iOS 9+", notes: notes,
                    fix:
                        "Support every orientation on iPad, or opt out of multitasking (UIRequiresFullScreen, deprecated from iPadOS 26)"
                ))
        }
        for (cls, m) in c.declaredMembers {
            switch m.member {
            case .supportedInterfaceOrientations:
                guard let v = m.value else { continue }
                if case .forward = v { continue }
                if let mask = CheckContext.mask(v, pad: true), mask.effective == .all { continue }
                if !c.narrowsApp(v, on: [.ipad]) { continue }
                add(m.location, "\(cls).supportedInterfaceOrientations")
            case .shouldAutorotate:
                if m.value == .bool(true) { continue }
                if case .forward? = m.value { continue }
                add(m.location, "\(cls).shouldAutorotate")
            default: continue
            }
        }
        for d in c.facts.delegates where d.member == .supportedInterfaceOrientations {
            if let mask = CheckContext.mask(d.value, pad: true), mask.effective == .all { continue }
            if case .forward = d.value { continue }
            add(
                d.location,
                d.kind == .application
                    ? "application(_:supportedInterfaceOrientationsFor:)"
                    : "\(d.kind.rawValue)SupportedInterfaceOrientations(_:)")
        }
        for r in c.facts.rotations where r.api == .requestGeometryUpdate {
            add(r.location, "requestGeometryUpdate")
        }
        return out
    }
}
