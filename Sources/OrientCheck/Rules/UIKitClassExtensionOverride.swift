import OrientEngine
import OrientFacts
import OrientOutput

/// An orientation method given to a UIKit controller class in a category or extension: it replaces UIKit's own for
/// every instance in the app, and which of the two runs is undefined.
struct UIKitClassExtensionOverride: LintRule {
    static let description = RuleDescription(
        id: "uikit_class_extension_override",
        title: "Orientation method in a category of a UIKit class",
        rationale: """
            UINavigationController, UITabBarController and UIViewController implement the orientation methods \
            themselves (R6.1, R5.1). A category (or a Swift extension, which is one) that declares the same method \
            leaves it undefined which implementation runs: Apple's Objective-C guide, "Customizing Existing \
            Classes", says so of any method a category redeclares. When the category's wins, it changes every \
            instance in the app, the system's own controllers and every library's included, not the screens it \
            was written for. A subclass changes only the screens that use it. A category that only hands the \
            question to the child, in an app none of whose controllers answers it, is said at info: every child \
            gives UIKit's own answer, and only a library's controller that answers would show otherwise.
            """,
        severity: .warning,
        triggering: [
            .objc(
                """
                #import <UIKit/UIKit.h>
                @implementation UINavigationController (Rotation)
                - (UIInterfaceOrientationMask)↓supportedInterfaceOrientations {
                    return [self.topViewController supportedInterfaceOrientations];
                }
                @end
                @implementation PlayerViewController
                - (UIInterfaceOrientationMask)supportedInterfaceOrientations {
                    return UIInterfaceOrientationMaskLandscape;
                }
                @end
                """),
            .swift(
                """
                import UIKit
                extension UITabBarController {
                    open override var ↓supportedInterfaceOrientations: UIInterfaceOrientationMask {
                        selectedViewController?.supportedInterfaceOrientations ?? .portrait
                    }
                }
                """)
        ],
        nonTriggering: [
            .swift(
                """
                import UIKit
                final class ForwardingNavigationController: UINavigationController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                        topViewController?.supportedInterfaceOrientations ?? .portrait
                    }
                }
                """)
        ])

    func check(_ context: CheckContext) -> [Finding] {
        // The members the app's own controllers answer themselves (`shouldAutorotate` returning true, UIKit's own
        // answer, is none).
        let answered = Set(
            context.declaredMembers.filter { !($0.fact.member == .shouldAutorotate && $0.fact.value == .bool(true)) }
                .map(\.fact.member))
        return context.facts.uikitExtensions.filter { !$0.fact.member.isLegacy }.map { m in
            // A category that hands the question to the child, where no controller of the app answers it: every
            // child gives UIKit's answer, so what shows changes only for a library's controller that answers.
            if case .forward? = m.fact.value, !answered.contains(m.fact.member) {
                return finding(
                    context, at: m.fact.location,
                    Message.replaces(m.fact.member.rawValue, of: m.declaredIn) + Message.forwardsToDefaults,
                    devices: context.devicesAskingControllers, fix: Message.fix(m.declaredIn), severity: .info)
            }
            return finding(
                context, at: m.fact.location, Message.replaces(m.fact.member.rawValue, of: m.declaredIn),
                devices: context.devicesAskingControllers, fix: Message.fix(m.declaredIn))
        }
    }
}

extension UIKitClassExtensionOverride {
    /// What the rule says, in one place.
    enum Message {
        static func replaces(_ member: String, of cls: String) -> String {
            "\(member) in a category of \(cls) replaces UIKit's own for every \(cls) in the app, and which one runs is undefined"
        }
        static let forwardsToDefaults =
            "; it asks the child, and no controller of the app answers this itself, so today only a library's controller that does would show otherwise"
        static func fix(_ cls: String) -> String {
            "Subclass \(cls), override \(cls == "UIViewController" ? "it" : "the method") there, and use the subclass"
        }
    }
}
