import OrientEngine
import OrientFacts

/// A stored orientation lock changed at run time without asking UIKit to re-evaluate.
struct MaskChangeWithoutUpdate: LintRule {
    static let description = RuleDescription(
        id: "mask_change_without_update",
        title: "Orientation lock changed without an update",
        rationale: """
            From iOS 16 UIKit reads masks only when something asks it to. Changing the variable a mask returns \
            (the common AppDelegate.orientationLock pattern) does nothing until the next device rotation, unless \
            the code calls setNeedsUpdateOfSupportedInterfaceOrientations() or requests a geometry update \
            (R5.8, R8.3, R8.4; seeds 000 and 001).
            """,
        severity: .warning,
        triggering: [
            .swift(
                """
                import UIKit
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    static var orientationLock = UIInterfaceOrientationMask.portrait
                    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                        AppDelegate.orientationLock
                    }
                }
                final class Player: UIViewController {
                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        ↓AppDelegate.orientationLock = .landscape
                    }
                }
                """)
        ],
        nonTriggering: [
            .swift(
                """
                import UIKit
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    static var orientationLock = UIInterfaceOrientationMask.portrait
                    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                        AppDelegate.orientationLock
                    }
                }
                final class Player: UIViewController {
                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        AppDelegate.orientationLock = .landscape
                        setNeedsUpdateOfSupportedInterfaceOrientations()
                    }
                }
                """),
            // Set while the app finishes launching: UIKit asks the delegate only once launch ends (R4.2).
            .swift(
                """
                import UIKit
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var orientationLock = UIInterfaceOrientationMask.all
                    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                        orientationLock
                    }
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        orientationLock = .allButUpsideDown
                        return true
                    }
                }
                """)
        ])

    static func lastComponent(_ s: String) -> String { CheckContext.lastName(s) }

    func check(_ c: CheckContext) -> [Finding] {
        // The variables masks are read from, and who reads them.
        var readers: [String: (String, CodeLocation)] = [:]
        for d in c.facts.delegates {
            for case .dynamic(let name) in CheckContext.leaves(d.value) {
                readers[Self.lastComponent(name)] = ("the app delegate's mask", d.location)
            }
        }
        for (cls, m) in c.declaredMembers where m.member == .supportedInterfaceOrientations {
            for case .dynamic(let name) in (m.value.map(CheckContext.leaves) ?? []) {
                readers[Self.lastComponent(name)] = ("\(cls).supportedInterfaceOrientations", m.location)
            }
        }
        let updates: Set<RotationFact.API> = [.setNeedsUpdateOfSupportedInterfaceOrientations, .requestGeometryUpdate]
        return c.facts.assignments.compactMap { a in
            guard a.value.isStatic, let reader = readers[Self.lastComponent(a.variable)] else { return nil }
            // Set while the app finishes launching: UIKit has not asked yet (R4.2).
            if CheckContext.isLaunch(a.context.inMember) { return nil }
            if c.facts.rotations.contains(where: {
                updates.contains($0.api) && $0.context.inType == a.context.inType
                    && $0.context.inMember == a.context.inMember
            }) {
                return nil
            }
            return finding(
                c, at: Place(a.location),
                "\(a.variable) changes the mask \(reader.0) returns, but nothing asks UIKit to read it again: on iOS 16+ nothing happens until the device turns",
                devices: c.devicesAskingControllers, versions: "iOS 16+",
                notes: [Note("read by \(reader.0)", at: Place(reader.1))],
                fix:
                    "Call setNeedsUpdateOfSupportedInterfaceOrientations() after the change (on the controller, or the window's root)"
            )
        }
    }
}
