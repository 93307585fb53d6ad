// Where an app's window gets its root controller, for the explorer (issue 29): the roots the code sets (with a
// storyboard the code instantiates read for its scene), else the main storyboard's initial controller
// (`UIApplicationSceneManifest`'s `UISceneStoryboardFile`, else `UIMainStoryboardFile`, `~ipad` first on iPad),
// else a SwiftUI `App`'s `WindowGroup`: a hosting controller, which answers UIKit's defaults.

import OrientEngine
import OrientFacts
import OrientOutput
import OrientProject

/// A window root the explorer starts from: a class the code names, or a storyboard scene (whose children come from
/// the storyboard's relationship segues).
struct ExplorationRoot {
    var name: String
    var place: SourceLocation
    var scene: StoryboardScene?
    /// A SwiftUI app's hosting controller with a UIKit container a `UIViewControllerRepresentable` embeds in it:
    /// the container, and where it is made.
    var embedded: (container: String, place: SourceLocation)?
    /// The hosting controller of a SwiftUI `App`'s `WindowGroup`: the app's views run in it.
    var swiftUIApp = false
    /// What taking this root assumes, when the code does not show it (React Native's default root).
    var assumption: String?
}

/// One scene of one storyboard file.
struct StoryboardScene: Hashable {
    var file: String
    var id: String
}

extension CheckContext {
    /// The window roots to explore on one idiom, and what could not be used, with why.
    func explorationRoots(pad: Bool) -> (roots: [ExplorationRoot], leftOut: [String]) {
        var roots: [ExplorationRoot] = []
        var leftOut: [String] = []
        func add(_ r: ExplorationRoot) {
            if !roots.contains(where: { $0.name == r.name && $0.scene == r.scene }) { roots.append(r) }
        }
        for r in facts.windowRoots where r.context.idiom.runs(onPad: pad) {
            guard let c = r.controller else {
                leftOut.append("\(r.location): the class of the window's root is not known")
                continue
            }
            guard let call = StoryboardCall(c) else {
                add(ExplorationRoot(name: c, place: r.location))
                continue
            }
            if call.storyboard == launchStoryboard {
                leftOut.append("\(r.location): the launch screen is a window root only while launching; not explored")
                continue
            }
            guard let found = scene(call) else {
                leftOut.append("\(r.location): the storyboard scene \(call) is not in the target")
                continue
            }
            add(found)
        }
        if let main = mainStoryboard(pad: pad) {
            let initial = facts.files.lazy.compactMap { f -> ExplorationRoot? in
                guard let s = f.storyboard, CheckContext.storyboardName(f.path) == main.name,
                    let id = s.initialScene, let scene = s.scenes.first(where: { $0.id == id }),
                    let cls = scene.className
                else { return nil }
                return ExplorationRoot(name: cls, place: scene.location, scene: StoryboardScene(file: f.path, id: id))
            }.first
            if let initial {
                add(initial)
            } else if roots.isEmpty {
                leftOut.append(
                    "\(main.place): the main storyboard \(main.name) has no initial controller in the target")
            }
        }
        if roots.isEmpty, let app = swiftUIApp {
            // A `WindowGroup`'s window holds a hosting controller, which keeps UIKit's answers (R5.1). The UIKit
            // containers its views embed (a `UIViewControllerRepresentable` making a navigation controller) are its
            // children, which it does not ask (R15.3): one model per such container, and one without.
            add(ExplorationRoot(name: "UIHostingController", place: app.location, swiftUIApp: true))
            for e in representedContainers {
                roots.append(
                    ExplorationRoot(name: "UIHostingController", place: app.location, embedded: e, swiftUIApp: true))
            }
        }
        if roots.isEmpty && leftOut.isEmpty, let rn = target.reactNativeApp, !rn.usesExpoScreenOrientation {
            // React Native's app delegate makes the root in its own code: `RCTAppDelegate.createRootViewController`
            // is `[UIViewController new]` (react-native, React/AppDelegate/RCTRootViewFactory and RCTAppDelegate),
            // which keeps UIKit's answers (R5.1). expo-screen-orientation installs its own root instead, whose answer
            // its registry holds: not modelled.
            add(
                ExplorationRoot(
                    name: "UIViewController", place: target.location,
                    assumption:
                        "assuming React Native's default root, a plain UIViewController (RCTAppDelegate.createRootViewController)"
                ))
        }
        if roots.isEmpty && leftOut.isEmpty {
            leftOut.append(
                "no window root: the code sets no rootViewController, the Info.plist names no main storyboard and no "
                    + "SwiftUI App was found")
        }
        return (roots, leftOut)
    }

    /// The launch screen's storyboard name (`UILaunchStoryboardName`).
    var launchStoryboard: String? { plist[.launchStoryboardName]?.value.stringValue }

    /// The storyboard UIKit loads into the app's first window on this idiom, and where the plist names it.
    func mainStoryboard(pad: Bool) -> (name: String, place: SourceLocation)? {
        let manifestKey = InfoPlistKey.applicationSceneManifest.name()
        if case .dictionary(let manifest)? = plist.entries[manifestKey]?.value,
            case .dictionary(let configurations)? = manifest["UISceneConfigurations"],
            case .array(let roles)? = configurations["UIWindowSceneSessionRoleApplication"]
        {
            for case .dictionary(let role) in roles {
                if let name = role["UISceneStoryboardFile"]?.stringValue {
                    return (name, place(ofKey: manifestKey) ?? targetPlace)
                }
            }
        }
        for key in InfoPlistKey.mainStoryboardFile.lookupOrder(idiom: pad ? .pad : .phone) {
            if let name = plist.entries[key]?.value.stringValue, !name.isEmpty {
                return (name, place(ofKey: key) ?? targetPlace)
            }
        }
        return nil
    }

    /// The UIKit containers made in a `UIViewControllerRepresentable`'s `makeUIViewController` (at most four).
    var representedContainers: [(container: String, place: SourceLocation)] {
        let representables = Set(
            facts.files.flatMap(\.types).filter { $0.protocols.contains("UIViewControllerRepresentable") }.map(\.name))
        var out: [(String, SourceLocation)] = []
        for p in facts.pushes {
            guard case .rootOf(let container) = p.api, let type = p.context.inType, representables.contains(type),
                p.context.inMember?.hasPrefix("makeUIViewController") == true,
                !out.contains(where: { $0.0 == container && $0.1 == p.location })
            else { continue }
            out.append((container, p.location))
        }
        return Array(out.prefix(4))
    }

    /// A SwiftUI app's `App` structure, when the target has one.
    var swiftUIApp: TypeFact? {
        facts.files.lazy.flatMap(\.types).first { $0.kind == .structure && $0.protocols.contains("App") }
    }

    /// The scene a `UIStoryboard(name:…)` call instantiates.
    func scene(_ call: StoryboardCall) -> ExplorationRoot? {
        for f in facts.files {
            guard let s = f.storyboard, CheckContext.storyboardName(f.path) == call.storyboard else { continue }
            let id =
                call.identifier.flatMap { i in s.scenes.first { $0.storyboardIdentifier == i }?.id } ?? s.initialScene
            guard let id, let scene = s.scenes.first(where: { $0.id == id }), let cls = scene.className else {
                continue
            }
            return ExplorationRoot(name: cls, place: scene.location, scene: StoryboardScene(file: f.path, id: id))
        }
        return nil
    }
}

/// A controller made from a storyboard, as the code writes it: `UIStoryboard(name: "Main", bundle: nil)
/// .instantiateInitialViewController()`, `…instantiateViewController(withIdentifier: "Home")`, or in Objective-C
/// `[[UIStoryboard storyboardWithName:@"Main" bundle:nil] instantiateViewControllerWithIdentifier:@"Home"]`.
struct StoryboardCall: CustomStringConvertible {
    var storyboard: String
    /// The scene's storyboard identifier; nil: the initial controller.
    var identifier: String?

    init?(_ code: String) {
        guard code.contains("instantiate"),
            let name = StoryboardCall.literal(after: ["name: \"", "storyboardWithName:@\""], in: code)
        else { return nil }
        storyboard = name
        if code.contains("instantiateInitialViewController") {
            identifier = nil
        } else if let id = StoryboardCall.literal(
            after: ["withIdentifier: \"", "instantiateViewControllerWithIdentifier:@\""], in: code)
        {
            identifier = id
        } else {
            return nil
        }
    }

    /// The string literal that follows one of these openings (up to its closing quote).
    static func literal(after openings: [String], in code: String) -> String? {
        for opening in openings {
            guard let start = code.range(of: opening)?.upperBound,
                let end = code[start...].firstIndex(of: "\"")
            else { continue }
            return String(code[start..<end])
        }
        return nil
    }

    var description: String { storyboard + (identifier.map { " #" + $0 } ?? " (initial)") }
}
