import OrientEngine
import OrientFacts
import OrientOutput

/// Orient's runtime library locked and never unlocked anywhere in the app.
struct OrientationLockNeverReleased: LintRule {
    static let description = RuleDescription(
        id: "orientation_lock_never_released",
        title: "Runtime library lock never released",
        rationale: """
            `OrientationManager.lock(_:)` holds the interface in an orientation over every screen's declaration \
            until `unlock()` (OrientRuntime, as `AppUtility.lockOrientation` does). An app whose code locks and \
            never unlocks leaves every later screen in the locked orientation: the screen that locked goes away, \
            the lock does not, and the screens below never get their own orientations back (R4.1: the app \
            delegate's answer holds for every screen). Reported where the app locks when no `unlock()` appears \
            anywhere in the app's code.
            """,
        severity: .warning,
        triggering: [
            .plist(
                """
                \t<key>UISupportedInterfaceOrientations</key>
                \t<array>
                \t\t<string>UIInterfaceOrientationPortrait</string>
                \t\t<string>UIInterfaceOrientationLandscapeLeft</string>
                \t\t<string>UIInterfaceOrientationLandscapeRight</string>
                \t</array>
                """
            ).adding(
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
            .plist(
                """
                \t<key>UISupportedInterfaceOrientations</key>
                \t<array>
                \t\t<string>UIInterfaceOrientationPortrait</string>
                \t\t<string>UIInterfaceOrientationLandscapeLeft</string>
                \t\t<string>UIInterfaceOrientationLandscapeRight</string>
                \t</array>
                """
            ).adding(
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
