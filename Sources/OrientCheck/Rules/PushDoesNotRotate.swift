import OrientOutput
import OrientEngine
import OrientFacts

/// A push (or a pop back) between controllers with different masks, with nothing that re-evaluates.
struct PushDoesNotRotate: LintRule {
    static let description = RuleDescription(
        id: "push_does_not_rotate",
        title: "Push does not rotate",
        rationale: """
            Pushing a controller with a narrower mask does not rotate the interface, even when the navigation \
            controller forwards to topViewController. The pushed screen appears in the wrong orientation until the \
            device turns (R9.1). Popping back does not rotate either (R9.2). From iOS 16 the fix is \
            setNeedsUpdateOfSupportedInterfaceOrientations() in the pushed controller (R9.3). This is the seed 001 \
            story.
            """,
        severity: .warning,
        triggering: [
            .swift(
                """
                import UIKit
                final class Nav: UINavigationController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { topViewController?.supportedInterfaceOrientations ?? .all }
                }
                final class Home: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                    func play() { navigationController?.↓pushViewController(Player(), animated: true) }
                }
                final class Player: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
                }
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func start() { window?.rootViewController = Nav(rootViewController: Home()) }
                }
                """),
            // A push whose mask the code does not tell, then one it does: the second is still reported.
            .swift(
                """
                import UIKit
                final class Nav: UINavigationController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { topViewController?.supportedInterfaceOrientations ?? .all }
                }
                final class Home: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                    func settings() { navigationController?.pushViewController(Settings(), animated: true) }
                    func play() { navigationController?.↓pushViewController(Player(), animated: true) }
                }
                final class Settings: UIViewController {
                    var allowed: UIInterfaceOrientationMask = Preferences.mask
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { allowed }
                }
                final class Player: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
                }
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func start() { window?.rootViewController = Nav(rootViewController: Home()) }
                }
                """)
        ],
        nonTriggering: [
            .swift(
                """
                import UIKit
                final class Nav: UINavigationController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { topViewController?.supportedInterfaceOrientations ?? .all }
                }
                final class Home: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                    func play() { navigationController?.pushViewController(Player(), animated: true) }
                }
                final class Player: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        setNeedsUpdateOfSupportedInterfaceOrientations()
                    }
                }
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func start() { window?.rootViewController = Nav(rootViewController: Home()) }
                }
                """)
        ])

    func check(_ context: CheckContext) -> [Finding] {
        var out: [Finding] = []
        let reevaluates: Set<RotationFact.API> = [
            .setNeedsUpdateOfSupportedInterfaceOrientations, .requestGeometryUpdate, .attemptRotationToDeviceOrientation
        ]
        pushes: for p in context.facts.pushes where p.api.isPush {
            guard let from = p.context.inType, let pushed = p.controllers.first ?? nil else { continue }
            let containers = context.containers(of: from)
            guard !containers.isEmpty, containers.allSatisfy({ context.forwards($0.container) == true }) else {
                continue
            }
            if context.facts.rotations.contains(where: {
                reevaluates.contains($0.api) && ($0.context.inType == pushed || $0.context.inType == from)
            }) {
                continue
            }
            var affected: [DeviceClass] = []
            var narrower = false
            for d in context.devicesAskingControllers {
                // A mask the code does not tell: nothing to say about this push (the next ones are still looked at).
                guard let mFrom = context.staticMask(of: from, on: d), let mTo = context.staticMask(of: pushed, on: d)
                else {
                    continue pushes
                }
                let app = context.appMask(on: d) ?? d.hardwareMask
                let a = mFrom.intersection(app), b = mTo.intersection(app)
                if a != b { affected.append(d); if !a.subtracting(b).isEmpty { narrower = true } }
            }
            guard !affected.isEmpty else { continue }
            let what =
                narrower
                ? Message.narrower(pushed: pushed, than: from)
                : Message.narrowerOnPop(from: from, than: pushed)
            out.append(
                finding(
                    context, at: p.location, what, devices: affected,
                    versions: "all (iOS 16+: call setNeedsUpdateOfSupportedInterfaceOrientations)",
                    notes: [Note(Message.shownInside(containers[0].container), at: containers[0].place)],
                    fix: Message.fix(pushed: pushed)
                ))
        }
        return out
    }
}

extension PushDoesNotRotate {
    /// What the rule says, in one place.
    enum Message {
        static func narrower(pushed: String, than from: String) -> String {
            "\(pushed) allows fewer orientations than \(from): pushed while the device is in one it does not allow, it appears in that orientation until the device turns (R9.1)"
        }
        static func narrowerOnPop(from: String, than pushed: String) -> String {
            "\(from) allows fewer orientations than \(pushed): popping back does not rotate, so \(from) reappears in an orientation it does not allow (R9.2)"
        }
        static func fix(pushed: String) -> String {
            "Call setNeedsUpdateOfSupportedInterfaceOrientations() in \(pushed).viewWillAppear (iOS 16+), or present it full screen"
        }
        static func shownInside(_ container: String) -> String {
            "shown inside \(container), which forwards to its top controller"
        }
    }
}
