import OrientOutput
import OrientEngine
import OrientFacts

/// preferredInterfaceOrientationForPresentation outside the same controller's mask.
struct PreferredOrientationUnsupported: LintRule {
    static let description = RuleDescription(
        id: "preferred_orientation_unsupported",
        title: "Preferred orientation not in the mask",
        rationale: """
            When a controller is presented full screen, UIKit reads preferredInterfaceOrientationForPresentation. \
            If that orientation is not in the controller's supportedInterfaceOrientations, UIKit raises \
            UIApplicationInvalidInterfaceOrientation: "preferredInterfaceOrientationForPresentation must return a \
            supported interface orientation!" (R10.3, R5.5).
            """,
        severity: .error,
        triggering: [
            .swift(
                """
                import UIKit
                final class Player: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
                    override var ↓preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
                }
                """)
        ],
        nonTriggering: [
            .swift(
                """
                import UIKit
                final class Player: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
                    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .landscapeRight }
                }
                """)
        ])

    func check(_ context: CheckContext) -> [Finding] {
        var out: [Finding] = []
        for (cls, m) in context.declaredMembers where m.member == .preferredInterfaceOrientationForPresentation {
            guard let value = m.value else { continue }
            var affected: [DeviceClass] = []
            var preferredName = ""
            for d in context.devicesAskingControllers {
                let pad = d == .ipad && context.supportsIPad
                var v = value
                if case .idiom(let p, let o) = v { v = pad ? p : o }
                guard case .orientation(let o) = v, o != .unknown, let mask = context.staticMask(of: cls, pad: pad)
                else {
                    continue
                }
                if !mask.contains(o) { affected.append(d); preferredName = o.name }
            }
            guard !affected.isEmpty else { continue }
            out.append(
                finding(
                    context, at: m.location, Message.prefersUnsupported(cls, preferred: preferredName),
                    devices: affected,
                    notes: context.member(.supportedInterfaceOrientations, of: cls).map {
                        [Note(Message.itsMask, at: $0.fact.location)]
                    } ?? [],
                    fix: Message.fix))
        }
        return out
    }
}

extension PreferredOrientationUnsupported {
    /// What the rule says, in one place.
    enum Message {
        static func prefersUnsupported(_ controller: String, preferred: String) -> String {
            "\(controller) prefers \(preferred) for presentation but does not support it: presenting it full screen raises UIApplicationInvalidInterfaceOrientation"
        }
        static let fix = "Return an orientation its supportedInterfaceOrientations includes"
        static let itsMask = "its mask"
    }
}
