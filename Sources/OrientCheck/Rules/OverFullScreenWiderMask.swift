import OrientOutput
import OrientEngine
import OrientFacts

/// An overFullScreen presentation of a controller that allows more than its presenter: it cannot rotate.
struct OverFullScreenWiderMask: LintRule {
    static let description = RuleDescription(
        id: "over_full_screen_wider_mask",
        title: "overFullScreen controller allows more than its presenter",
        rationale: """
            With `.overFullScreen` the presenter stays in the hierarchy. Devices show that the interface does not \
            rotate to orientations the presenter does not allow, even when the presented controller allows them \
            (R7.6, seed 002). A landscape player presented over a portrait-only screen stays portrait.
            """,
        severity: .warning,
        triggering: [
            .swift(
                """
                import UIKit
                final class Player: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
                }
                final class Home: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                    func play() {
                        let player = Player()
                        player.modalPresentationStyle = .overFullScreen
                        ↓present(player, animated: true)
                    }
                }
                """)
        ],
        nonTriggering: [
            .swift(
                """
                import UIKit
                final class Player: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                }
                final class Home: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                    func play() {
                        let player = Player()
                        player.modalPresentationStyle = .overFullScreen
                        present(player, animated: true)
                    }
                }
                """)
        ])

    func check(_ context: CheckContext) -> [Finding] {
        var out: [Finding] = []
        presentations: for p in context.facts.presentations
        where p.api == .present && context.effectiveStyle(p) == .known(.overFullScreen) {
            guard let presented = p.presented, let presenter = p.context.inType,
                context.controllerKind(presenter) != nil
            else { continue }
            var affected: [DeviceClass] = []
            var extra = OrientationMask.empty
            // Where the presenter is never asked (a child of a container that answers for itself), its mask is not
            // what shows under the presented controller.
            for d in context.devicesAskingControllers where !context.neverAsked(presenter, on: d) {
                guard let mp = context.staticMask(of: presented, on: d),
                    let mq = context.staticMask(of: presenter, on: d)
                else {
                    // Not told by the code: this presentation says nothing; the others are still checked.
                    continue presentations
                }
                // Only orientations the app allows can be missed.
                let wider = mp.intersection(context.appMask(on: d) ?? d.hardwareMask).subtracting(mq)
                if !wider.isEmpty { affected.append(d); extra.formUnion(wider) }
            }
            guard !affected.isEmpty else { continue }
            out.append(
                finding(
                    context, at: p.location, Message.cannotRotate(presented, allows: extra.names, presenter: presenter),
                    devices: affected, versions: "all (reported on devices)",
                    notes: [
                        context.member(.supportedInterfaceOrientations, of: presenter).map {
                            Note(Message.mask(of: presenter), at: $0.fact.location)
                        } ?? Note(Message.defaultMask(of: presenter))
                    ],
                    fix: Message.fix))
        }
        return out
    }
}

extension OverFullScreenWiderMask {
    /// What the rule says, in one place.
    enum Message {
        static func cannotRotate(_ presented: String, allows extra: String, presenter: String) -> String {
            "\(presented) is presented over full screen and allows \(extra), which \(presenter) does not: the interface cannot rotate there (R7.6)"
        }
        static let fix = "Present it with .fullScreen, or make the presenter allow the same orientations"
        static func mask(of presenter: String) -> String { "\(presenter)'s mask" }
        static func defaultMask(of presenter: String) -> String { "\(presenter) uses UIKit's default mask" }
    }
}
