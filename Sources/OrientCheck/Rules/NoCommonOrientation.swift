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
            window's root and controllers presented full screen (R5.2, R7.1).
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
        let appDelegateMask = context.facts.delegates.first { $0.kind == .application }?.value
        var seen: Set<String> = []
        for (name, place) in context.decidingControllers {
            var affected: [DeviceClass] = []
            for d in context.devicesAskingControllers {
                guard let caps = context.capabilities[d], let mask = context.staticMask(of: name, on: d) else {
                    continue
                }
                var app = caps.afterLaunch
                if let v = appDelegateMask {
                    guard let m = context.mask(v, on: d) else { continue }  // the delegate's answer is not known
                    app = m.intersection(caps.hardware)
                }
                if mask.intersection(app).effective.isEmpty { affected.append(d) }
            }
            guard !affected.isEmpty, seen.insert("\(name)@\(place)").inserted else { continue }
            out.append(
                finding(
                    context, at: place, Message.noCommonOrientation(name),
                    devices: affected,
                    notes: context.member(.supportedInterfaceOrientations, of: name).map {
                        [Note(Message.mask(of: name), at: $0.fact.location)]
                    } ?? [],
                    fix: Message.fix
                ))
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
    }
}
