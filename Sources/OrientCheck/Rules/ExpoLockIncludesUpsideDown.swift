import OrientEngine
import OrientFacts
import OrientOutput

/// An `expo-screen-orientation` lock whose mask holds upside down: the module refuses it on devices without a Home
/// button, and the lock is never set there.
struct ExpoLockIncludesUpsideDown: LintRule {
    static let description = RuleDescription(
        id: "expo_lock_includes_upside_down",
        title: "expo-screen-orientation lock refused on Face ID iPhones",
        rationale: """
            `ScreenOrientation.lockAsync(OrientationLock.PORTRAIT)` asks for portrait and upside down, `ALL` for \
            all four and `PORTRAIT_DOWN` for upside down. expo-screen-orientation checks the mask first \
            (`isSupportedByDevice` in `ScreenOrientationUtilities.swift`): a mask that holds upside down on a device \
            with a bottom safe-area inset, every Face ID iPhone, is refused with \
            `UnsupportedOrientationLockException`, and the mask is not set. Face ID iPhones never show the \
            interface upside down (R2.2), so the module will not take a lock that names it: the promise rejects \
            (often unawaited, so silently) and the screen keeps turning as before. `PORTRAIT_UP` (and `DEFAULT`, all \
            but upside down, for "every orientation") is what such a lock means. Reported on Face ID iPhones, where \
            the app runs on iPhone; at info where the call sets such a mask on some branches only.
            """,
        severity: .warning,
        triggering: [
            .plist(ExampleProject.supportedOrientations("Portrait", "LandscapeLeft", "LandscapeRight")).adding(
                "src/Screen.ts",
                """
                import * as ScreenOrientation from 'expo-screen-orientation';
                export const lockPortrait = () => {
                  ↓ScreenOrientation.lockAsync(ScreenOrientation.OrientationLock.PORTRAIT);
                };
                """)
        ],
        nonTriggering: [
            .plist(ExampleProject.supportedOrientations("Portrait", "LandscapeLeft", "LandscapeRight")).adding(
                "src/Screen.ts",
                """
                import * as ScreenOrientation from 'expo-screen-orientation';
                export const lockPortrait = () => {
                  ScreenOrientation.lockAsync(ScreenOrientation.OrientationLock.PORTRAIT_UP);
                };
                export const unlock = () => ScreenOrientation.unlockAsync();
                """)
        ])

    func check(_ context: CheckContext) -> [Finding] {
        guard context.supportsIPhone, context.devices.contains(.iphoneFaceID) else { return [] }
        var out: [Finding] = []
        // The module's calls, wherever the JavaScript that makes them is read.
        for lock in context.facts.frameworkLocks where lock.module == "expo-screen-orientation" {
            guard let masks = lock.masks.values, !masks.isEmpty else { continue }
            let refused = masks.filter { $0.contains(.portraitUpsideDown) }
            guard !refused.isEmpty else { continue }
            let names = refused.map(\.displayName).joined(separator: ", ")
            out.append(
                finding(
                    context, at: lock.location, Message.refused(CheckContext.written(lock), names),
                    devices: [.iphoneFaceID], versions: "all", fix: Message.fix,
                    severity: refused.count == masks.count ? nil : .info))
        }
        return out
    }
}

extension ExpoLockIncludesUpsideDown {
    /// What the rule says, in one place.
    enum Message {
        static func refused(_ call: String, _ masks: String) -> String {
            "\(call) asks for \(masks), which holds upside down: expo-screen-orientation refuses it on devices without a Home button (isSupportedByDevice), so on Face ID iPhones the promise rejects and the lock is not set (R2.2)"
        }
        static let fix =
            "Lock OrientationLock.PORTRAIT_UP (or DEFAULT instead of ALL): a mask without upside down is set on every iPhone"
    }
}
