import OrientEngine
import OrientFacts
import OrientOutput

/// Orient's runtime library locked and never unlocked anywhere in the app.
struct OrientationLockNeverReleased: LintRule {
    static let description = RuleDescription(
        id: "orientation_lock_never_released",
        title: "Orientation lock never released",
        rationale: """
            `OrientationManager.lock(_:)` holds the interface in an orientation over every screen's declaration \
            until `unlock()` (OrientRuntime, as `AppUtility.lockOrientation` does). An app whose code locks and \
            never unlocks leaves every later screen in the locked orientation: the screen that locked goes away, \
            the lock does not, and the screens below never get their own orientations back (R4.1: the app \
            delegate's answer holds for every screen). Reported where the app locks when no `unlock()` appears \
            anywhere in the app's code. A Flutter screen's `SystemChrome.setPreferredOrientations` set when it \
            opens is the same trap: the engine's root controller keeps the last mask Dart set for the whole app \
            (FlutterViewController.mm, `performOrientationUpdate:`); reported when no other call of the same file \
            sets back the orientations the app had (its start-up list, else all that the plist allows): a reset to \
            portrait in an app that turned before leaves it locked (a lock set on an event, such as a full-screen \
            button, at info). Where only another screen's call sets them back when it opens (onboarding locks, \
            home unlocks), the release depends on which screen comes next: info, naming that call. A screen whose \
            closing call (`dispose`) sets less than the app showed before leaves every later screen in it: reported \
            at that call (at info where the screen's own opening lock is already said).
            """,
        severity: .warning,
        triggering: [
            .plist(ExampleProject.supportedOrientations("Portrait", "LandscapeLeft", "LandscapeRight")).adding(
                "Video.swift",
                """
                import UIKit
                import OrientRuntime
                final class Video: UIViewController {
                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        OrientationManager.shared.↓lock(.landscape)
                    }
                }
                """)
        ],
        nonTriggering: [
            .plist(ExampleProject.supportedOrientations("Portrait", "LandscapeLeft", "LandscapeRight")).adding(
                "Video.swift",
                """
                import UIKit
                import OrientRuntime
                final class Video: UIViewController {
                    override func viewWillAppear(_ animated: Bool) { OrientationManager.shared.lock(.landscape) }
                }
                """
            ).adding(
                "Done.swift",
                """
                import SwiftUI
                import OrientRuntime
                struct Done: View {
                    var body: some View { Text("Done").onDisappear(perform: OrientationManager.shared.unlock) }
                }
                """)
        ])

    func check(_ context: CheckContext) -> [Finding] {
        dartLocks(context) + runtimeLocks(context)
    }

    /// A Flutter screen's Dart lock (issue 31), or a React Native module's lock (the module keeps its mask for the
    /// app delegate): the engine keeps the last mask Dart set for the whole app, so a
    /// lock a screen sets when it opens (`initState`) holds after it closes unless some call sets the orientations
    /// back. Undone by another call of the same file that is not the start-up one and sets something else (a
    /// `dispose`, a pop callback, the code after `await Navigator.push`, the other half of a toggle). A lock set on
    /// an event (a full-screen button) is said at info: its release may come through code Orient does not follow.
    func dartLocks(_ context: CheckContext) -> [Finding] {
        // react-native-screens' option holds only while its screen is on top: nothing to release.
        let locks = context.crossPlatformLocks.filter { $0.module != "react-native-screens" }
        // The app's own default, set in main(): a call that sets it again (upside down aside, which Face ID
        // iPhones never show) restores it.
        let defaults = Set(
            locks.filter { $0.scope == .startup }.flatMap { $0.masks.values ?? [] }.map {
                $0.subtracting(.portraitUpsideDown)
            })
        // Another call undoes a lock when it gives back at least what the app showed before any screen locked (its
        // start-up mask, else every orientation), within what the plist allows: a reset to portrait in a screen's
        // dispose, in an app that turned before, leaves the app locked (freeCodeCamp).
        let before = defaults.isEmpty ? OrientationMask.all : defaults.reduce([]) { $0.union($1) }
        func restores(_ other: FrameworkLockFact) -> Bool {
            guard let values = other.masks.values, !values.isEmpty else { return true }
            return context.devicesAskingControllers.allSatisfy { d in
                let allowed = context.capabilities[d]?.launch ?? .all
                let shown = before.intersection(allowed).subtracting(.portraitUpsideDown)
                return values.allSatisfy { shown.isSubset(of: $0.effective.intersection(allowed)) }
            }
        }
        var out: [Finding] = []
        // Files whose opening lock is already said at warning: their closing call is the same problem, at info.
        var warnedFiles: Set<String> = []
        for lock in locks where (lock.scope == .screenOpens || lock.scope == .event) && !lock.unlocks {
            guard let values = lock.masks.values, !values.isEmpty, !values.contains(where: { $0.effective == .all }),
                !values.allSatisfy({ defaults.contains($0.subtracting(.portraitUpsideDown)) }),
                // A lock that leaves out nothing the Info.plist allows on any device asked changes nothing, unless
                // the app's own default is narrower: then it opens orientations the app keeps closed (a ride
                // screen that lets a portrait app turn, never set back: a blind first run, priobike).
                context.devicesAskingControllers.filter(lock.mayRun(on:)).contains(where: { d in
                    let allowed = context.capabilities[d]?.launch ?? .all
                    return values.contains { mask in
                        !allowed.subtracting(mask).subtracting(.portraitUpsideDown).isEmpty
                            || (!defaults.isEmpty
                                && defaults.allSatisfy {
                                    !mask.intersection(allowed).subtracting($0).subtracting(.portraitUpsideDown)
                                        .isEmpty
                                })
                    }
                })
            else { continue }
            let restoring = locks.filter {
                $0 != lock && $0.scope != .startup && $0.masks != lock.masks && restores($0)
            }
            guard !restoring.contains(where: { $0.location.file == lock.location.file }) else { continue }
            // Another screen's call sets them back when it opens (onboarding locks, home unlocks): released only if
            // that screen comes after this one, which Orient does not follow (blind first run, frosty).
            let elsewhere = restoring.min {
                ($0.location.file, $0.location.line ?? 0) < ($1.location.file, $1.location.line ?? 0)
            }
            // `VideoScreen` rather than `VideoScreen.VideoScreen` for a function component.
            let place = [lock.inType, lock.function == lock.inType ? nil : lock.function].compactMap { $0 }
                .joined(separator: ".")
            let said =
                elsewhere.map {
                    "is not undone when its screen closes: only another screen's call sets back the orientations the app had (\($0.location)), so later screens stay locked unless that one comes next, and \(keeper(lock)) keeps the last mask until then"
                }
                ?? "is never undone: no other call of this file sets back the orientations the app had when the screen closes, and \(keeper(lock)) keeps the last mask for every later screen"
            out.append(
                finding(
                    context, at: lock.location,
                    "\(CheckContext.written(lock))\(place.isEmpty ? "" : " in \(place)") \(said)",
                    devices: context.devicesAskingControllers.filter(lock.mayRun(on:)),
                    fix: lock.module == "youtube_player_flutter"
                        ? "Set the app's orientations back after full screen (YoutubePlayerBuilder's onExitFullScreen: SystemChrome.setPreferredOrientations(DeviceOrientation.values))"
                        : lock.framework == .flutter
                            ? "Set the app's orientations back when the screen closes (dispose: SystemChrome.setPreferredOrientations with the app's default list)"
                            : lock.module == "expo-screen-orientation"
                                ? "Unlock when the screen closes (the effect's cleanup: return () => ScreenOrientation.unlockAsync())"
                                : "Unlock when the screen closes (the effect's cleanup: return () => Orientation.unlockAllOrientations())",
                    severity: lock.scope == .event || elsewhere != nil ? .info : nil))
            if lock.scope == .screenOpens && elsewhere == nil { warnedFiles.insert(lock.location.file) }
        }
        // A screen that narrows the app when it closes (dispose: portrait, in an app that turned before): every later
        // screen keeps that mask unless another call gives the orientations back (a blind reading of GSYGithubApp).
        for lock in locks where lock.scope == .screenCloses && !lock.unlocks && lock.framework == .flutter {
            guard let values = lock.masks.values, !values.isEmpty, !restores(lock),
                !values.allSatisfy({ defaults.contains($0.subtracting(.portraitUpsideDown)) })
            else { continue }
            let elsewhere = locks.filter { $0 != lock && $0.scope != .startup && restores($0) }.min {
                ($0.location.file, $0.location.line ?? 0) < ($1.location.file, $1.location.line ?? 0)
            }
            let place = [lock.inType, lock.function].compactMap { $0 }.joined(separator: ".")
            let later =
                elsewhere.map {
                    "; only another call gives them back (\($0.location)), so later screens stay in it unless that one runs next"
                } ?? ", and \(keeper(lock)) keeps it for every later screen"
            out.append(
                finding(
                    context, at: lock.location,
                    "\(CheckContext.written(lock))\(place.isEmpty ? "" : " in \(place)") narrows the app when its screen closes: it sets less than the app showed before (\(before.names))\(later)",
                    devices: context.devicesAskingControllers.filter(lock.mayRun(on:)),
                    fix:
                        "Set back the app's own list when the screen closes (its start-up list, or DeviceOrientation.values where it has none)",
                    severity: elsewhere != nil || warnedFiles.contains(lock.location.file) ? .info : nil))
        }
        return out
    }

    /// What keeps a lock for the whole app: Flutter's engine, or a React Native module.
    func keeper(_ lock: FrameworkLockFact) -> String { lock.framework == .flutter ? "the engine" : "the module" }

    func runtimeLocks(_ context: CheckContext) -> [Finding] {
        let uses = context.facts.runtimeUses
        guard !uses.contains(where: { $0.kind == .unlock }) else { return [] }
        return uses.filter { $0.kind == .lock }.map { use in
            finding(
                context, at: use.location,
                "OrientationManager.lock(\(use.mask.map { "\($0)" } ?? "…")) is never released: no unlock() in the app's code, so every later screen stays in it",
                fix: "Call OrientationManager.shared.unlock() when the screen that locked goes away (viewWillDisappear)"
            )
        }
    }
}
