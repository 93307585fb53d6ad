import OrientEngine
import OrientFacts
import OrientOutput

/// The Info.plist lets the app launch in an orientation that no screen UIKit asks allows: the launch screen shows
/// in it, then the first screen turns.
struct OrientationOnlyAtLaunch: LintRule {
    static let description = RuleDescription(
        id: "orientation_only_at_launch",
        title: "An orientation the app only launches in",
        rationale: """
            The launch screen is shown before any of the app's code runs, in the device's orientation when the \
            Info.plist lists it (R12.2, R3.6): UIKit reads no controller and no app delegate until launch is done \
            (R4.2). When no screen UIKit asks after that allows the orientation (the window's root, each \
            full-screen presented controller, a Flutter root with the masks Dart sets from `main`, or the app \
            delegate's answer), an app launched with the device held that way shows its launch screen sideways, \
            then turns to a screen it allows: a portrait game whose iPhone or full-screen iPad list keeps the \
            template's landscape entries, a landscape player that lists portrait. Drop those entries from the \
            list for that device. Not reported on an iPad that multitasks (the controllers are not asked, R11.1), \
            for upside down on iPhone (`upside_down_unreachable`), nor where any screen UIKit may ask is not \
            known: a window root or a full-screen presentation of a class Orient cannot tell, or a mask it cannot \
            evaluate. Said at info: the turn is brief and only seen by a user who launches the app held that way.
            """,
        severity: .info,
        triggering: [
            .plist(
                """
                \t<key>UISupportedInterfaceOrientations</key>
                \t<array>
                \t\t<string>UIInterfaceOrientationPortrait</string>
                ↓\t\t<string>UIInterfaceOrientationLandscapeLeft</string>
                \t\t<string>UIInterfaceOrientationLandscapeRight</string>
                \t</array>
                """
            ).adding(
                "Game.swift",
                """
                import UIKit
                final class GameViewController: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                }
                final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                        window?.rootViewController = GameViewController()
                    }
                }
                """)
        ],
        nonTriggering: [
            // A full-screen player presented later allows landscape.
            .plist(ExampleProject.supportedOrientations("Portrait", "LandscapeLeft", "LandscapeRight")).adding(
                "Game.swift",
                """
                import UIKit
                final class Player: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
                }
                final class GameViewController: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                    func play() {
                        let p = Player()
                        p.modalPresentationStyle = .fullScreen
                        present(p, animated: true)
                    }
                }
                final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                        window?.rootViewController = GameViewController()
                    }
                }
                """),
            // Upside down in an iPhone app (on an iPad too, where it runs with the iPhone idiom): the other rule's.
            .plist(ExampleProject.supportedOrientations("Portrait", "PortraitUpsideDown")).adding(
                "Scene.swift",
                """
                import UIKit
                final class Home: UIViewController {}
                final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                        window?.rootViewController = Home()
                    }
                }
                """),
            // A root whose class Orient cannot tell.
            .plist(ExampleProject.supportedOrientations("Portrait", "LandscapeLeft", "LandscapeRight")).adding(
                "Scene.swift",
                """
                import UIKit
                final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                        window?.rootViewController = Router.shared.makeRoot()
                    }
                }
                """)
        ])

    func check(_ context: CheckContext) -> [Finding] {
        guard !context.plistUnknown, let shown = Self.shownOrientations(context) else { return [] }
        var findings: [Finding] = []
        for device in context.devicesAskingControllers where device != .vision {
            guard let caps = context.capabilities[device], let key = caps.plistKey, let allowed = shown[device] else {
                continue
            }
            // Upside down on iPhone is upside_down_unreachable's (and an iPhone app's on iPad, where the iPhone
            // idiom's default leaves it out too).
            let phone = !(device == .ipad && context.supportsIPad)
            let only = caps.plistListed.filter {
                caps.hardware.contains($0) && !allowed.contains($0) && !(phone && $0 == .portraitUpsideDown)
            }
            guard let first = only.first else { continue }
            let index = caps.plistListed.firstIndex(of: first) ?? 0
            var itemIndex = index
            if case .array(let items)? = context.plist.entries[key]?.value {
                itemIndex = items.firstIndex { $0.stringValue == first.plistName } ?? index
            }
            let place = context.place(ofKey: key, item: itemIndex) ?? context.targetPlace
            // One finding per list: an iPhone key both iPhones read is said once, naming both.
            if let i = findings.firstIndex(where: { $0.place == place }) {
                findings[i].devices.append(device)
                continue
            }
            findings.append(
                finding(
                    context, at: place, Message.onlyAtLaunch(only.map(\.name), allowed: allowed, key: key),
                    devices: [device], fix: Message.fix(key)))
        }
        return findings
    }

    /// Per device, every orientation a screen UIKit asks can show after launch (its mask within the app's), or nil
    /// when one of those screens, or what it answers, is not known.
    static func shownOrientations(_ context: CheckContext) -> [DeviceClass: OrientationMask]? {
        // Every window's root and every full-screen presentation must be a class Orient can tell.
        guard !context.facts.windowRoots.contains(where: { $0.controller == nil }) else { return nil }
        for p in context.facts.presentations where p.api == .present {
            let fills = context.effectiveStyle(p)?.fillsWindow
            if fills == false { continue }
            guard let presented = p.presented, fills != nil, context.controllerKind(presented) != nil else {
                return nil
            }
        }
        var out: [DeviceClass: OrientationMask] = [:]
        for device in context.devicesAskingControllers {
            let (masks, allKnown) = context.decidingMasks(on: device)
            guard let apps = context.possibleAppMasks(on: device).values, allKnown else { return nil }
            out[device] = apps.reduce(into: OrientationMask.empty) { shown, app in
                for m in masks { shown.formUnion(app.intersection(m)) }
            }
        }
        return out
    }
}

extension OrientationOnlyAtLaunch {
    /// What the rule says, in one place.
    enum Message {
        static func onlyAtLaunch(_ names: [String], allowed: OrientationMask, key: String) -> String {
            let list = names.joined(separator: ", ")
            return
                "\(key) lets the app launch in \(list), which no screen UIKit asks allows (they allow \(allowed.names)): launched with the device held that way, the launch screen shows in it, then the first screen turns (R12.2, R3.6)"
        }
        static func fix(_ key: String) -> String {
            "Remove the orientations no screen allows from \(key), so the app launches in one it shows"
        }
    }
}
