import OrientOutput
import OrientEngine
import OrientFacts

/// shouldAutorotate overrides are ignored from iOS 16.
struct ShouldAutorotateIgnored: LintRule {
    static let description = RuleDescription(
        id: "should_autorotate_ignored",
        title: "shouldAutorotate is ignored from iOS 16",
        rationale: """
            From iOS 6 to 15, a decisive controller's shouldAutorotate returning false stopped rotations. From iOS 16 \
            UIKit ignores it (R5.4, seed 000). Code that relies on it to keep a screen still rotates. Narrow \
            supportedInterfaceOrientations instead, with setNeedsUpdateOfSupportedInterfaceOrientations() when it \
            changes. An override that changes nothing on any version is dead code, reported at info so it can go: \
            one returning true (UIKit's default) or forwarding, one in an app whose minimum iOS is 16 or later, one \
            on a controller UIKit never asks (only shown as a sheet or inside a container), and one whose own mask \
            leaves a single orientation the app allows.
            """,
        severity: .warning,
        triggering: [
            .swift(
                """
                import UIKit
                final class Camera: UIViewController {
                    override var ↓shouldAutorotate: Bool { false }
                }
                final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                        window?.rootViewController = Camera()
                    }
                }
                """, settings: ["IPHONEOS_DEPLOYMENT_TARGET": "15.0"]),
            // Dead code, at info: UIKit's default, a minimum iOS of 16, a single orientation, a sheet.
            .swift(
                """
                import UIKit
                final class Camera: UIViewController {
                    override var ↓shouldAutorotate: Bool { true }
                }
                final class Scanner: UIViewController {
                    override var ↓shouldAutorotate: Bool { false }
                }
                """),
            .swift(
                """
                import UIKit
                final class Reader: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                    override var ↓shouldAutorotate: Bool { false }
                }
                final class Form: UIViewController {
                    override var ↓shouldAutorotate: Bool { false }
                }
                final class Home: UIViewController {
                    func edit() {
                        let form = Form()
                        form.modalPresentationStyle = .formSheet
                        present(form, animated: true)
                    }
                }
                """, settings: ["IPHONEOS_DEPLOYMENT_TARGET": "15.0"])
        ],
        nonTriggering: [
            .swift(
                """
                import UIKit
                final class Camera: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                }
                """)
        ])

    func check(_ context: CheckContext) -> [Finding] {
        context.declaredMembers.filter { $0.fact.member == .shouldAutorotate }.compactMap { cls, m in
            if case .mask? = m.value { return nil }  // should_autorotate_returns_mask
            if case .orientationAsMask? = m.value { return nil }
            if let dead = deadCode(cls, m, context) {
                return finding(
                    context, at: m.location, "\(cls).shouldAutorotate changes nothing: \(dead); it can go",
                    devices: context.devicesAskingControllers, versions: "all", fix: "Remove the override",
                    severity: .info)
            }
            return finding(
                context, at: m.location,
                "\(cls).shouldAutorotate is ignored from iOS 16: the interface still rotates to every orientation the masks allow",
                devices: context.devicesAskingControllers, versions: "iOS 16+",
                fix:
                    "Narrow supportedInterfaceOrientations instead (and call setNeedsUpdateOfSupportedInterfaceOrientations() when it changes)"
            )
        }
    }

    /// Why an override can never change a rotation, if it cannot (R5.4, R5.2, R7.4).
    func deadCode(_ cls: String, _ m: MemberFact, _ context: CheckContext) -> String? {
        switch m.value {
        case .bool(true)?: return "it returns true, UIKit's default, and from iOS 16 it is not read at all"
        case .forward?: return "it forwards to a child, and from iOS 16 it is not read at all"
        default: break
        }
        // `visiblePanel ? visiblePanel.shouldAutorotate : YES`: each answer is the default or a child's.
        let leaves = m.value.map(CheckContext.leaves) ?? []
        if !leaves.isEmpty,
            leaves.allSatisfy({ v in
                if case .forward = v { return true }
                return v == .bool(true)
            })
        {
            return "it returns true, UIKit's default, or a child's answer, and from iOS 16 it is not read at all"
        }
        if context.deployment.major >= 16 {
            return "UIKit does not read it from iOS 16, and the app's minimum iOS is \(context.deployment)"
        }
        if context.neverAsked(cls) {
            return "UIKit never asks \(cls) (it is only shown as a sheet or inside a container, R5.2)"
        }
        // A base class the app shows only through subclasses, each never asked (a side-panel controller whose
        // subclass is a navigation controller's root).
        let shown = context.controllersShown
        if !shown.contains(cls) {
            let subclasses = context.facts.classes.filter { $0.chain.contains(cls) && shown.contains($0.name) }.map(
                \.name)
            if !subclasses.isEmpty, subclasses.allSatisfy { context.neverAsked($0) } {
                return
                    "UIKit never asks the subclasses the app shows (\(subclasses.sorted().joined(separator: ", "))): each is only shown as a sheet or inside a container (R5.2)"
            }
        }
        let devices = context.devicesAskingControllers.filter { !context.neverAsked(cls, on: $0) }
        if devices.isEmpty {
            return "UIKit never asks \(cls) on the devices where it is shown (a sheet, or inside a container, R5.2)"
        }
        if devices.allSatisfy({ d in
            guard let own = context.staticMask(of: cls, on: d), let app = context.appMask(on: d) else { return false }
            let left = own.intersection(app)
            return left.isSubset(of: [.portrait, .portraitUpsideDown]) || left.isSubset(of: .landscape)
        }) {
            return
                "\(cls)'s mask, within what the app allows, leaves no quarter turn to make (at most a half turn, which it allows)"
        }
        return nil
    }
}
