import OrientOutput
import OrientEngine
import OrientFacts

/// `orient explore` inside `orient check`: a path through the app's screens that ends stuck sideways, or in a crash
/// no single place shows (issue 16).
struct OrientationDeadEnd: LintRule {
    static let description = RuleDescription(
        id: "orientation_dead_end",
        title: "A path through the app leaves a screen stuck in an orientation it does not allow",
        rationale: """
            The explorer (`orient explore`) runs every sequence of device turns, presentations, pushes, going back \
            and code-driven rotations that the code shows, from launch, through the engine. This rule reports the \
            states no turn of the device gets out of: a screen shown in an orientation the controller UIKit asks \
            does not allow (R9.1, R9.2, R10.3 and the triggers of R8), and crashes that need several steps to \
            happen (a crash at one place is reported by no_common_orientation or \
            preferred_orientation_unsupported). The finding is at the code of the last step, with the shortest \
            path as notes. The rule is silent where the model is uncertain: a class defined outside the \
            repository, a mask or style the code does not tell, a search stopped by its limits.
            """,
        severity: .warning,
        triggering: [
            // iOS 15: a list that refuses to turn, under a navigation controller that forwards to its top, pushes a
            // landscape-only reader; turned to landscape there and popped, the list is left landscape, and its
            // shouldAutorotate freezes it (R9.2, R5.4).
            Example(
                [
                    "Info.plist": ExampleProject.plistHeader + """
                        \t<key>UISupportedInterfaceOrientations</key>
                        \t<array>
                        \t\t<string>UIInterfaceOrientationPortrait</string>
                        \t\t<string>UIInterfaceOrientationLandscapeLeft</string>
                        \t\t<string>UIInterfaceOrientationLandscapeRight</string>
                        \t</array>
                        """ + ExampleProject.plistFooter,
                    "Code.swift": """
                    import UIKit
                    final class Reader: UIViewController {
                        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
                    }
                    final class List: UIViewController {
                        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                        override var shouldAutorotate: Bool { false }
                        func open() { navigationController?.↓pushViewController(Reader(), animated: true) }
                    }
                    final class Nav: UINavigationController {
                        override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                            topViewController?.supportedInterfaceOrientations ?? .portrait
                        }
                        override var shouldAutorotate: Bool { topViewController?.shouldAutorotate ?? true }
                    }
                    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                        var window: UIWindow?
                        func start() { window?.rootViewController = Nav(rootViewController: List()) }
                    }
                    """
                ], settings: ["IPHONEOS_DEPLOYMENT_TARGET": "15.0"])
        ],
        nonTriggering: [
            .swift(
                """
                import UIKit
                final class Reader: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
                }
                final class List: UIViewController {
                    func open() {
                        let reader = Reader()
                        reader.modalPresentationStyle = .fullScreen
                        present(reader, animated: true)
                    }
                }
                final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    func start() { window?.rootViewController = List() }
                }
                """)
        ], notesArePath: true)

    func check(_ context: CheckContext) -> [Finding] {
        guard !context.plistUnknown else { return [] }
        // One finding per kind and place in the code: the screens it leaves wrong are listed in it.
        struct Key: Hashable { var kind: BadStateKind; var origin: String? }
        var found:
            [Key: (
                bad: BadState, places: [String: SourceLocation], devices: Set<DeviceClass>, versions: Set<OSVersion>,
                screens: [String], assumptions: [String], certain: Bool
            )] = [:]
        var order: [Key] = []
        let versions =
            [context.deployment] + Explorer.versionBoundaries.filter { $0 > context.deployment && $0 <= context.os }
        for device in context.devicesAskingControllers {
            let (models, _) = context.explorationModels(pad: device == .ipad)
            for m in models {
                for v in versions where Device.representative(of: device).ran(v) {
                    let r = Explorer.explore(
                        m.model, device: .representative(of: device), os: v,
                        options: ExploreOptions(maxDepth: 12, maxStates: 20_000))
                    // A search its limit stopped concludes nothing; the same model on a later iOS has the same
                    // screens and moves, so it is not searched again (PIA VPN: seconds of a cold check).
                    guard r.complete else { break }
                    for b in r.badStates where Self.reports(b) {
                        let key = Key(kind: b.kind, origin: b.path.last(where: { $0.origin != nil })?.origin)
                        if found[key] == nil { order.append(key); found[key] = (b, m.places, [], [], [], [], false) }
                        // Found under an assumption of the app delegate's answer: it holds for that answer only.
                        if let a = m.assumption {
                            if found[key]?.assumptions.contains(a) == false { found[key]?.assumptions.append(a) }
                        } else {
                            found[key]?.certain = true
                        }
                        found[key]?.devices.insert(device)
                        found[key]?.versions.insert(v)
                        if found[key]?.screens.contains(b.screen) == false { found[key]?.screens.append(b.screen) }
                    }
                }
            }
        }
        return order.compactMap { key in
            guard let f = found[key] else { return nil }
            let place = key.origin.flatMap { f.places[$0] } ?? context.classInfo(f.bad.screen).map { $0.location }
            guard let place else { return nil }
            let first = "iOS " + f.versions.sorted().map(\.description).joined(separator: ", ")
            let notes =
                f.bad.path.map { step in
                    Note(ScenarioText.step(step.event), at: step.origin.flatMap { f.places[$0] })
                } + (f.certain ? [] : f.assumptions.map { Note("only " + $0) })
            let also = f.screens.count > 1 ? Message.alsoLeft(f.screens.dropFirst().joined(separator: ", ")) : ""
            return finding(
                context, at: place,
                Message.deadEnd(
                    f.bad.detail, kind: f.bad.kind == .crash ? Message.crash : Message.stuck,
                    steps: max(0, f.bad.path.count - 1), also: also),
                devices: DeviceClass.allCases.filter(f.devices.contains), versions: first, notes: notes,
                fix: f.bad.kind == .crash ? Message.fixCrash : Message.fixStuck,
                severity: !f.certain ? .info : f.bad.kind == .crash ? .error : nil)
        }
    }

    /// Stuck where the controller UIKit asks does not allow the orientation (a sheet's own ignored mask is
    /// non_full_screen_presentation_ignored's), and crashes other than one place's.
    static func reports(_ b: BadState) -> Bool {
        switch b.kind {
        case .stuck: return b.orientation.map { !(b.allowed?.contains($0) ?? true) } ?? false
        case .crash: return b.path.count > 2 && !(b.detail.contains("no common orientation"))
        default: return false
        }
    }
}

/// A step of a path in the scenario syntax, for notes (the scenario writer lives with the scenarios).
enum ScenarioText {
    static func step(_ e: Event) -> String {
        switch e {
        case .launch(let d): return "launch holding the device \(d.name)"
        case .rotate(let d): return "turn the device \(d.name)"
        case .push(let context, _): return "push \(context)"
        case .pop: return "go back (pop)"
        case .select(.name(let n)): return "select the tab \(n)"
        case .select(.index(let i)): return "select tab \(i)"
        case .present(let n, let style, _): return "present \(n.name) (\(style.rawValue))"
        case .dismiss: return "dismiss"
        case .setNeedsUpdateOfSupportedInterfaceOrientations: return "setNeedsUpdateOfSupportedInterfaceOrientations()"
        case .attemptRotationToDeviceOrientation: return "attemptRotationToDeviceOrientation()"
        case .requestGeometryUpdate(let m): return "requestGeometryUpdate(\(m.displayName))"
        case .setDeviceOrientationValue(let o): return "UIDevice orientation set to \(o.name)"
        case .setWindowing(let w): return "windowing becomes \(w.rawValue)"
        default: return "\(e)"
        }
    }
}

extension OrientationDeadEnd {
    /// What the rule says, in one place.
    enum Message {
        /// `also` is empty or `alsoLeft(...)`.
        static func deadEnd(_ detail: String, kind: String, steps: Int, also: String) -> String {
            "\(detail) (\(kind) after \(steps) step(s) from launch\(also); `orient explore` shows the paths)"
        }
        static let crash = "crash"
        static let stuck = "stuck"
        static func alsoLeft(_ screens: String) -> String { "; also \(screens)" }
        static let fixCrash = "Make the controllers on this path agree with the app's orientations"
        static let fixStuck =
            "Let the screen below allow the orientation it is left in, or rotate it back when the path ends (setNeedsUpdateOfSupportedInterfaceOrientations, requestGeometryUpdate)"
    }
}
