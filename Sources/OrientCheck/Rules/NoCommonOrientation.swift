import OrientOutput
import OrientEngine
import OrientFacts

/// A controller that can decide whose mask shares nothing with the app's mask: a crash.
struct NoCommonOrientation: LintRule {
    static let description = RuleDescription(
        id: "no_common_orientation",
        title: "No orientation in common with the app",
        rationale: """
            UIKit intersects the deciding controller's mask with the app's (plist or app delegate) and the \
            hardware's. When nothing is left it raises UIApplicationInvalidInterfaceOrientation: "Supported \
            orientations has no common orientation with the application" (R10.1, R10.5). This concerns the \
            window's root and controllers presented full screen (R5.2, R7.1). In a Flutter app the root, \
            FlutterViewController, answers the mask Dart set last (`SystemChrome.setPreferredOrientations`): a Dart \
            lock with nothing in common with the Info.plist is reported at its call.
            """,
        severity: .error,
        triggering: [
            .plist(
                """
                \t<key>UISupportedInterfaceOrientations</key>
                \t<array><string>UIInterfaceOrientationPortrait</string></array>
                """
            ).adding(
                "Code.swift",
                """
                import UIKit
                final class Player: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
                }
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func start() { ↓window?.rootViewController = Player() }
                }
                """)
        ],
        nonTriggering: [
            .swift(
                """
                import UIKit
                final class Player: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
                }
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func start() { window?.rootViewController = Player() }
                }
                """)
        ])

    func check(_ context: CheckContext) -> [Finding] {
        var out: [Finding] = []
        var seen: Set<String> = []
        for (name, place) in context.decidingControllers where !context.isFlutterRoot(name) {
            // Each answer the controller can give against each the app can (a lock variable's every value): a
            // crash whatever they are is an error; one some values lead to is reported at info, unless both read
            // the one lock (their values then move together).
            var always: [DeviceClass] = [], sometimes: [DeviceClass] = []
            var appNote: String?
            for d in context.devicesAskingControllers {
                let app = context.possibleAppMasks(on: d)
                let verdict = CheckContext.verdict(overWorlds: context.sharedConditions(name)) { world in
                    context.possibleMasks(of: name, on: d, world: world).combined(
                        with: context.possibleAppMasks(on: d, world: world)
                    ) { $0.intersection($1).effective.isEmpty }.verdict { $0 }
                }
                // An empty answer of the controller's own is empty_orientation_mask's to report.
                let ownEmpty = context.possibleMasks(of: name, on: d).values?.contains { $0.effective.isEmpty } ?? false
                switch verdict {
                case .always: always.append(d)
                case .sometimes where !context.readsAppLock(name) && !ownEmpty: sometimes.append(d)
                default: continue
                }
                if let lock = context.appLockVariable, let values = app.values, values.count > 1 || verdict != .always {
                    appNote = Message.assuming(lock, CheckContext.names(.oneOf(values)))
                }
            }
            for (devices, severity) in [(always, Severity?.none), (sometimes, .info)] where !devices.isEmpty {
                guard seen.insert("\(name)@\(place)").inserted else { continue }
                var notes =
                    context.member(.supportedInterfaceOrientations, of: name).map {
                        [Note(Message.mask(of: name), at: $0.fact.location)]
                    } ?? []
                if let appNote { notes.append(Note(appNote, at: context.appDelegateMask?.location)) }
                if let assumed = context.assumption(about: name) { notes.append(assumed) }
                out.append(
                    finding(
                        context, at: place,
                        severity == nil
                            ? Message.noCommonOrientation(name) : Message.noCommonOrientationSometimes(name),
                        devices: devices, notes: notes, fix: Message.fix, severity: severity))
            }
        }
        return out + dartLocks(context)
    }

    /// A Flutter app's Dart lock is what FlutterViewController answers (issue 31): one with nothing in common with
    /// the app raises when UIKit asks the root, at the call.
    func dartLocks(_ context: CheckContext) -> [Finding] {
        // Only where the engine's controller is the root UIKit asks (not an add-to-app screen, a custom root).
        guard context.decidingControllers.contains(where: { context.isFlutterRoot($0.name) }) else { return [] }
        var out: [Finding] = []
        for lock in context.flutterLocks {
            var always: [DeviceClass] = [], sometimes: [DeviceClass] = []
            for d in context.devicesAskingControllers {
                let crashes = lock.masks.combined(with: context.possibleAppMasks(on: d)) {
                    $0.intersection($1).effective.isEmpty
                }
                switch crashes.verdict({ $0 }) {
                case .always: always.append(d)
                case .sometimes: sometimes.append(d)
                default: continue
                }
            }
            for (devices, severity) in [(always, Severity?.none), (sometimes, .info)] where !devices.isEmpty {
                out.append(
                    finding(
                        context, at: lock.location, Message.dart(lock, always: severity == nil), devices: devices,
                        fix: Message.dartFix, severity: severity))
            }
        }
        return out
    }
}

extension NoCommonOrientation {
    /// What the rule says, in one place.
    enum Message {
        static func noCommonOrientation(_ controller: String) -> String {
            "\(controller) can decide the orientation but shares no orientation with the app: UIKit raises UIApplicationInvalidInterfaceOrientation"
        }
        static let fix =
            "Make the controller allow at least one orientation the app's Info.plist (or app delegate) allows"
        static func mask(of controller: String) -> String { "\(controller)'s mask" }
        static func noCommonOrientationSometimes(_ controller: String) -> String {
            "\(controller) can decide the orientation but shares no orientation with some masks the app delegate can return: UIKit raises UIApplicationInvalidInterfaceOrientation if it decides while one is set"
        }
        static func dart(_ lock: FrameworkLockFact, always: Bool) -> String {
            "\(CheckContext.written(lock)) sets FlutterViewController's mask to orientations the app never allows"
                + (always ? "" : " in some of its branches")
                + ": UIKit raises UIApplicationInvalidInterfaceOrientation when it asks the root"
        }
        static let dartFix =
            "Lock to orientations the Info.plist lists for the device, or add them to UISupportedInterfaceOrientations"
        static func assuming(_ lock: String, _ values: String) -> String {
            "assuming the app delegate's \(lock) only takes the values the code gives it: \(values)"
        }
    }
}
