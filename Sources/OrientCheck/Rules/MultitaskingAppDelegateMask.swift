import OrientEngine
import OrientFacts
import OrientOutput

/// An iPad app that takes part in multitasking whose app delegate can return fewer than four orientations: what
/// UIKit does then is an open question, answered by a switchable choice.
struct MultitaskingAppDelegateMask: LintRule {
    static let description = RuleDescription(
        id: "multitasking_app_delegate_mask",
        title: "App-delegate mask narrower than four orientations on a multitasking iPad",
        rationale: """
            An iPad app that lists all four orientations, has a launch screen and does not set UIRequiresFullScreen \
            takes part in multitasking, and UIKit does not ask its controllers (R11.1). Whether it honours the app \
            delegate's application(_:supportedInterfaceOrientationsFor:) there when it returns fewer than four is \
            not documented (catalog open question 11), and one report saw such an app crash on iPadOS 26 (R4.6). \
            Orient follows the choice `multitaskingDelegateMask` (`honoured` by default, `--choice \
            multitaskingDelegateMask=ignored` to switch) and reports the app at info either way, saying which it \
            assumed.
            """,
        severity: .info,
        triggering: [
            .swift(
                """
                import UIKit
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    func ↓application(
                        _ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?
                    ) -> UIInterfaceOrientationMask { .landscape }
                }
                """,
                settings: ["TARGETED_DEVICE_FAMILY": "1,2"]),
            // A blind first run (Martini): a lock the delegate returns, set to portrait through a helper that hands
            // its parameter to a private setter; the value restored afterwards is not known, portrait is.
            .swift(
                """
                import UIKit
                final class AppDelegate: NSObject, UIApplicationDelegate {
                    static var orientationLock: UIInterfaceOrientationMask = .all
                    func ↓application(
                        _ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?
                    ) -> UIInterfaceOrientationMask { Self.orientationLock }
                }
                final class Camera: NSObject {
                    var previous: UIInterfaceOrientationMask?
                    func open() { previous = AppDelegate.orientationLock; OrientationLock.lock(.portrait) }
                    func close() { if let previous { OrientationLock.unlock(to: previous) } }
                }
                enum OrientationLock {
                    static func lock(_ mask: UIInterfaceOrientationMask) { set(mask) }
                    static func unlock(to mask: UIInterfaceOrientationMask) { set(mask) }
                    private static func set(_ mask: UIInterfaceOrientationMask) { AppDelegate.orientationLock = mask }
                }
                """,
                settings: ["TARGETED_DEVICE_FAMILY": "1,2"])
        ],
        nonTriggering: [
            .swift(
                """
                import UIKit
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    func application(
                        _ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?
                    ) -> UIInterfaceOrientationMask { UIDevice.current.userInterfaceIdiom == .pad ? .all : .portrait }
                }
                """,
                settings: ["TARGETED_DEVICE_FAMILY": "1,2"]),
            .swift(
                """
                import UIKit
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    func application(
                        _ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?
                    ) -> UIInterfaceOrientationMask { .landscape }
                }
                """,
                settings: ["TARGETED_DEVICE_FAMILY": "1,2", "INFOPLIST_KEY_UIRequiresFullScreen": "YES"])
        ])

    func check(_ context: CheckContext) -> [Finding] {
        guard context.supportsIPad, context.ipadMultitasking, let d = context.appDelegateMask,
            let values = context.possibleMasks(context.delegateValue(d), pad: true).values
        else { return [] }
        let narrower = values.filter { $0.effective != .all }
        guard !narrower.isEmpty else { return [] }
        let masks = narrower.map(\.names).sorted().joined(separator: " or ")
        let honoured = context.choices.multitaskingDelegateMask == .honoured
        return [
            finding(
                context, at: d.location, Message.narrower(masks, honoured: honoured), devices: [.ipad],
                notes: [Note(Message.open)], fix: Message.fix)
        ]
    }
}

extension MultitaskingAppDelegateMask {
    /// What the rule says, in one place.
    enum Message {
        static func narrower(_ masks: String, honoured: Bool) -> String {
            "the iPad app takes part in multitasking, but its app delegate can return \(masks): "
                + (honoured
                    ? "Orient takes UIKit to honour it there (choice multitaskingDelegateMask = honoured)"
                    : "Orient takes UIKit to ignore it there, the plist's four orientations deciding (choice multitaskingDelegateMask = ignored)")
        }
        static let open =
            "UIKit's answer is not documented (catalog open question 11); one report saw such an app crash on iPadOS 26 (R4.6)"
        static let fix =
            "Return all four orientations on iPad from the app delegate; an iPad screen that must keep one orientation needs UIRequiresFullScreen (deprecated from iPadOS 26) or prefersInterfaceOrientationLocked"
    }
}
