import OrientEngine
import OrientFacts
import OrientOutput

/// A screen declared to Orient's runtime library (or a lock) with orientations the app never allows.
struct ScreenOrientationOutsideApp: LintRule {
    static let description = RuleDescription(
        id: "screen_orientation_outside_app",
        title: "Runtime library screen declares orientations the app never allows",
        rationale: """
            With Orient's runtime library (`OrientRuntime`), the app delegate answers the screen on top's \
            declaration (`var screenOrientation: ScreenOrientation`, the `.screenOrientation(_:)` modifier, an \
            `OrientationHostingController`'s `orientation:`) or the `lock(_:)` in force, within what the Info.plist \
            allows on the device and its hardware can show (OrientPolicy; R3.2, R2.2). UIKit shows only \
            orientations both allow (R10.1), so a declaration with nothing in common is answered with the app's \
            orientations instead (the library never answers a mask that raises), and the screen never shows as \
            declared: a warning. A declaration that also names orientations the app never allows shows only the \
            others: info (upside down aside, which Face ID iPhones never show). On an iPad that takes part in \
            multitasking the library can do nothing (R11.1; it says so at run time) and the rule is silent there.
            """,
        severity: .warning,
        triggering: [
            .plist(
                """
                \t<key>UISupportedInterfaceOrientations</key>
                \t<array><string>UIInterfaceOrientationPortrait</string></array>
                """
            ).adding(
                "Player.swift",
                """
                import UIKit
                import OrientRuntime
                import OrientPolicy
                final class Player: UIViewController, OrientationScreen {
                    var ↓screenOrientation: ScreenOrientation { .landscape }
                }
                """
            ).adding(
                "Cover.swift",
                """
                import SwiftUI
                import OrientRuntime
                struct Cover: View {
                    var body: some View { Text("Film").↓screenOrientation(ScreenOrientation([.landscapeLeft])) }
                }
                """)
        ],
        nonTriggering: [
            .plist(ExampleProject.supportedOrientations("Portrait", "LandscapeLeft", "LandscapeRight")).adding(
                "Player.swift",
                """
                import UIKit
                import OrientRuntime
                import OrientPolicy
                final class Player: UIViewController, OrientationScreen {
                    var screenOrientation: ScreenOrientation { .landscape }
                    func fullScreen() { OrientationManager.shared.lock(.all) }
                    func done() { OrientationManager.shared.unlock() }
                }
                // Not the library's: a property of the same name in a file that does not import it.
                """
            ).adding(
                "Other.swift",
                """
                import UIKit
                final class Gauge { var screenOrientation: UIInterfaceOrientationMask { .portraitUpsideDown } }
                """)
        ])

    func check(_ context: CheckContext) -> [Finding] {
        guard !context.plistUnknown else { return [] }
        var out: [Finding] = []
        for use in context.facts.runtimeUses where use.kind != .unlock {
            guard let declared = use.mask?.effective, !declared.isEmpty else { continue }
            var warn: [DeviceClass] = [], info: [DeviceClass] = []
            var never: OrientationMask = [], extra: OrientationMask = []
            for d in context.devices where d != .vision {
                // What the library answers within: the Info.plist on this hardware (OrientPolicy).
                guard let caps = context.capabilities[d], caps.controllersConsulted, !caps.multitasking,
                    !caps.launch.isEmpty
                else { continue }
                if declared.intersection(caps.launch).isEmpty {
                    warn.append(d)
                    never.formUnion(declared)
                } else if !declared.subtracting(caps.launch).subtracting(.portraitUpsideDown).isEmpty {
                    info.append(d)
                    extra.formUnion(declared.subtracting(caps.launch).subtracting(.portraitUpsideDown))
                }
            }
            for (devices, severity, mask) in [(warn, Severity?.none, never), (info, .info, extra)]
            where !devices.isEmpty {
                out.append(
                    finding(
                        context, at: use.location,
                        Message.never(use, mask, nothingInCommon: severity == nil), devices: devices,
                        fix: Message.fix, severity: severity))
            }
        }
        return out
    }
}

extension ScreenOrientationOutsideApp {
    enum Message {
        static func never(_ use: RuntimeUseFact, _ mask: OrientationMask, nothingInCommon: Bool) -> String {
            let what = use.kind == .lock ? "the lock" : (use.inType.map { "\($0)'s declaration" } ?? "the declaration")
            return nothingInCommon
                ? "\(what) (\(mask)) has nothing in common with what the app allows here: the runtime library answers the app's orientations instead (R10.1), so the screen never shows as declared"
                : "\(what) names \(mask), which the app never allows here: only the rest can show (R10.1)"
        }
        static let fix =
            "Declare orientations the Info.plist lists for the device, or add them to UISupportedInterfaceOrientations"
    }
}
