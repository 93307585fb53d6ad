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
                """),
            // The AppUtility snippet: a helper sets the lock to what its callers pass, and nobody updates.
            Example(
                [
                    "AppDelegate.swift": """
                    import UIKit
                    @main final class AppDelegate: UIResponder, UIApplicationDelegate {
                        var orientationLock = UIInterfaceOrientationMask.all
                        func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                            self.orientationLock
                        }
                    }
                    struct AppUtility {
                        static func lockOrientation(_ orientation: UIInterfaceOrientationMask) {
                            if let delegate = UIApplication.shared.delegate as? AppDelegate {
                                ↓delegate.orientationLock = orientation
                            }
                        }
                        static func lockOrientation(_ orientation: UIInterfaceOrientationMask, andRotateTo rotateOrientation: UIInterfaceOrientation) {
                            self.lockOrientation(orientation)
                        }
                    }
                    """,
                    "Player.swift": """
                    import UIKit
                    final class Player: UIViewController {
                        override func viewWillAppear(_ animated: Bool) {
                            super.viewWillAppear(animated)
                            AppUtility.lockOrientation(.landscape, andRotateTo: .landscapeRight)
                        }
                    }
                    """
                ]),
            // The same helper in Objective-C.
            .objc(
                """
                @implementation AppDelegate
                - (UIInterfaceOrientationMask)application:(UIApplication *)application supportedInterfaceOrientationsForWindow:(UIWindow *)window {
                    return self.orientationLock;
                }
                @end
                @implementation OrientationHelper
                + (void)lockOrientation:(UIInterfaceOrientationMask)mask {
                    AppDelegate *delegate = (AppDelegate *)UIApplication.sharedApplication.delegate;
                    delegate.↓orientationLock = mask;
                }
                @end
                @implementation Player
                - (void)viewWillAppear:(BOOL)animated {
                    [super viewWillAppear:animated];
                    [OrientationHelper lockOrientation:UIInterfaceOrientationMaskLandscape];
                }
                @end
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
                """),
            // A wrapper that asks UIKit to read the mask again, around the helper its callers use.
            .swift(
                """
                import UIKit
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    static var orientationLock = UIInterfaceOrientationMask.all
                    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                        Self.orientationLock
                    }
                }
                enum Orientation {
                    static func lockOrientation(_ mask: UIInterfaceOrientationMask) { AppDelegate.orientationLock = mask }
                    static func lockOrientation(_ mask: UIInterfaceOrientationMask, on controller: UIViewController) {
                        lockOrientation(mask)
                        controller.setNeedsUpdateOfSupportedInterfaceOrientations()
                    }
                }
                final class Player: UIViewController {
                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        Orientation.lockOrientation(.landscape, on: self)
                    }
                }
                """),
            // The helper's every caller updates after it; a helper nobody calls with a known mask says nothing.
            .swift(
                """
                import UIKit
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    static var orientationLock = UIInterfaceOrientationMask.all
                    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                        Self.orientationLock
                    }
                }
                extension UIViewController {
                    func lockOrientation(_ mask: UIInterfaceOrientationMask) { AppDelegate.orientationLock = mask }
                    func unusedLock(_ mask: UIInterfaceOrientationMask) { AppDelegate.orientationLock = mask }
                }
                final class Player: UIViewController {
                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        lockOrientation(.landscape)
                        setNeedsUpdateOfSupportedInterfaceOrientations()
                    }
                    func restore(_ saved: UIInterfaceOrientationMask) { unusedLock(saved) }
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
        func updated(in context: CallContext) -> Bool {
            c.facts.rotations.contains {
                updates.contains($0.api) && $0.context.inType == context.inType
                    && $0.context.inMember == context.inMember
            }
                || c.facts.maskArguments.contains { a in
                    // …or calls the app's own helper that asks (`setOrientation(.portrait)` around a geometry request).
                    a.context.inType == context.inType && a.context.inMember == context.inMember
                        && c.facts.rotations.contains {
                            updates.contains($0.api) && $0.context.inMember.map(CheckName.base) == a.function
                        }
                }
        }
        return c.facts.assignments.compactMap { a in
            guard let reader = readers[Self.lastComponent(a.variable)] else { return nil }
            // Set while the app finishes launching: UIKit has not asked yet (R4.2).
            if CheckContext.isLaunch(a.context.inMember) || updated(in: a.context) { return nil }
            // A screen's own lock given its first value while it is made: nothing has asked for it yet.
            if a.context.inMember?.hasPrefix("init") == true, !a.variable.contains(".") || a.variable.hasPrefix("self.")
            {
                return nil
            }
            var notes = [Note("read by \(reader.0)", at: Place(reader.1))]
            var what = a.variable
            if let p = a.parameter {
                // A lock helper: its callers set the mask, each with or without an update of its own.
                let callers = c.facts.masksPassedThrough(to: p, inType: a.context.inType).filter { call, through in
                    !CheckContext.isLaunch(call.context.inMember) && !updated(in: call.context)
                        && !through.contains(where: updated)
                }.map(\.call)
                guard !callers.isEmpty else { return nil }
                what = "\(a.context.inMember ?? p.function) sets \(a.variable), which"
                notes += callers.prefix(5).map {
                    Note("called with \($0.value) in \($0.context.inMember ?? "code")", at: Place($0.location))
                }
            } else if !a.value.isChoiceOfStatics {
                // A value only known at run time (a saved mask restored) may be the one UIKit has; a choice
                // between masks the code tells (`setting == .portrait ? .portrait : .all`) is a change.
                return nil
            }
            return finding(
                c, at: Place(a.location),
                "\(what) changes the mask \(reader.0) returns, but nothing asks UIKit to read it again: on iOS 16+ nothing happens until the device turns",
                devices: c.devicesAskingControllers, versions: "iOS 16+", notes: notes,
                fix:
                    "Call setNeedsUpdateOfSupportedInterfaceOrientations() after the change (on the controller, or the window's root)"
            )
        }
    }
}
