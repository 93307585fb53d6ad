// Which controller UIKit asks (R5.2, R7.1): window roots, the main storyboard's initial controller, controllers
// presented full screen; the controllers asked while another is on screen, and those never asked.

import OrientEngine
import OrientFacts
import OrientOutput
import OrientProject

extension CheckContext {
    /// Classes that can be the one controller UIKit asks (R5.2, R7.1): window roots, the main storyboard's initial
    /// controller, and controllers presented full screen.
    func computeDecidingControllers() -> [(name: String, place: SourceLocation)] {
        var out: [(String, SourceLocation)] = []
        for r in facts.windowRoots { if let c = r.controller { out.append((c, r.location)) } }
        // The storyboard UIKit loads into the first window: the scene manifest's `UISceneStoryboardFile` first (a
        // scene-based app, Flutter's template since 2025 among them: a blind first run, hansol), else
        // `UIMainStoryboardFile`.
        let mainStoryboard = self.mainStoryboard(pad: false)?.name
        for f in facts.files {
            guard let s = f.storyboard, let initial = s.initialScene, let main = mainStoryboard,
                CheckContext.storyboardName(f.path) == main,
                let scene = s.scenes.first(where: { $0.id == initial }),
                let cls = scene.customClass ?? CheckContext.uikitClass(ofElement: scene.element)
            else { continue }
            out.append((cls, scene.location))
        }
        for p in facts.presentations where p.api == .present {
            guard let c = p.presented, let style = effectiveStyle(p) else { continue }
            if style.fillsWindow { out.append((c, p.location)) }
        }
        return out
    }

    /// The controllers UIKit may ask while `presenter` is on screen: the presenter when it can decide itself, else
    /// the deciding containers it sits in, else the window roots (a controller not known to be inside a
    /// full-screen presentation sits under a root).
    /// Nil when the window roots are among them and one is of a class Orient cannot tell (`window.rootViewController
    /// = objects.tabBarController`): it could answer anything.
    public func authorities(over presenter: String?) -> [String]? {
        let deciders = Set(decidingControllers.map(\.name))
        guard let presenter else { return mainWindowRoots }
        if deciders.contains(presenter) { return [presenter] }
        var seen: Set<String> = [presenter]
        var frontier = [presenter]
        var found: [String] = []
        while let child = frontier.popLast() {
            for e in containers(of: child) where seen.insert(e.container).inserted {
                if deciders.contains(e.container) { found.append(e.container) } else { frontier.append(e.container) }
            }
        }
        return found.isEmpty ? mainWindowRoots : found
    }

    /// The roots of the app's own windows, or nil when one of them is of an unknown class.
    private var mainWindowRoots: [String]? {
        let roots = mainWindowRootFacts
        return roots.contains { $0.controller == nil } ? nil : roots.compactMap(\.controller)
    }

    /// The roots of the app's own windows, set in its app or scene delegate (when the code sets any there): a
    /// window a helper puts up (a tour, a picker overlay) holds the screens it is made with, so a controller not
    /// known to be elsewhere sits under the app's window. Else every window root.
    var mainWindowRootFacts: [WindowRootFact] {
        let protocols: Set<String> = ["UIApplicationDelegate", "UIWindowSceneDelegate", "UISceneDelegate"]
        let delegates = Set(
            facts.files.flatMap(\.types).filter { $0.protocols.contains(where: protocols.contains) }.map(\.name))
        let main = facts.windowRoots.filter { r in
            r.context.inType.map {
                delegates.contains($0) || $0.hasSuffix("AppDelegate") || $0.hasSuffix("SceneDelegate")
            }
                ?? false
        }
        return main.isEmpty ? facts.windowRoots : main
    }

    /// Whether a presented controller's mask is asked through the controller UIKit asks: its presenter, or a window
    /// root, answers with `presentedViewController`'s mask (pattern 3 of issue 13). Only the mask: nobody forwards
    /// `shouldAutorotate` that way.
    public func maskAskedThroughPresenter(_ name: String) -> Bool {
        let presentations = facts.presentations.filter { $0.presented == name }
        guard !presentations.isEmpty else { return false }
        return presentations.contains { $0.context.inType.map(forwardsToPresented) ?? false }
            || decidingControllers.contains { forwardsToPresented($0.name) }
    }

    /// A controller UIKit never asks (R5.2, R7.4), on every device or on one device class: it is not a window root,
    /// the main storyboard's initial controller or presented full screen, yet the code shows it, and only as a
    /// sheet or a container's child. On one device class, what the code does only on the other idiom
    /// (`if (IS_IPHONE) { present… }`) is left out: a class shown only there is not asked here either.
    public func neverAsked(_ name: String, on device: DeviceClass? = nil) -> Bool {
        func here(_ c: CallContext) -> Bool { device.map { c.idiom.runs(onPad: $0 == .ipad) } ?? true }
        let all = facts.presentations.filter { $0.presented == name }
        if decidingControllers.contains(where: { $0.name == name }) {
            // Deciding only on the other idiom: a window root, or presented to fill the window, there alone.
            guard device != nil,
                facts.windowRoots.filter({ $0.controller == name }).allSatisfy({ !here($0.context) }),
                all.allSatisfy({ !here($0.context) || !(effectiveStyle($0)?.fillsWindow ?? false) })
            else { return false }
        }
        // A presentation whose style the code does not tell may fill the window.
        if all.filter({ here($0.context) }).contains(where: { effectiveStyle($0) == nil }) { return false }
        // A child is asked through a container that forwards (or may: the code does not tell).
        let parents = containers(of: name)
        if parents.contains(where: { forwards($0.container) != false }) { return false }
        return !all.isEmpty || !parents.isEmpty
    }

    /// Classes the code shows as controllers: window roots, presented, pushed or contained ones, and the
    /// storyboards' scenes.
    public var controllersShown: Set<String> {
        var out = Set(facts.windowRoots.compactMap(\.controller))
        out.formUnion(facts.presentations.compactMap(\.presented))
        for p in facts.pushes { out.formUnion(p.controllers.compactMap { $0 }) }
        out.formUnion(containments.flatMap { [$0.container, $0.child] })
        for f in facts.files { out.formUnion(f.storyboard?.scenes.compactMap(\.customClass) ?? []) }
        return out
    }

    /// The last name of a dotted path: `self.orientationLock` → `orientationLock`.
    static func lastName(_ path: String) -> String { CheckName.last(path) }

    /// Whether a member is where the app finishes launching: UIKit does not ask the app delegate's mask before
    /// launch ends (R4.2), so what it sets there is the mask from the first evaluation on.
    public static func isLaunch(_ member: String?) -> Bool {
        guard let m = member else { return false }
        return [
            "application(_:didFinishLaunchingWithOptions:)", "application(_:willFinishLaunchingWithOptions:)",
            "application:didFinishLaunchingWithOptions:", "application:willFinishLaunchingWithOptions:"
        ].contains(m)
    }

    /// The app delegate's answer, with a variable it returns replaced by the value the app sets it to while
    /// launching, when that is the only value it is ever given (the mask is then known from launch on).
    public func delegateValue(_ d: DelegateFact) -> Value {
        guard case .dynamic(let name) = d.value else { return d.value }
        let variable = CheckContext.lastName(name)
        let sets = facts.assignments.filter { CheckContext.lastName($0.variable) == variable }
        guard let first = sets.first,
            sets.allSatisfy({ CheckContext.isLaunch($0.context.inMember) && $0.value == first.value }),
            first.value.isStatic
        else { return d.value }
        return first.value
    }

    /// The style a presentation ends up with: the call site's, else the presented class's own, else `automatic`
    /// (R7.2: a sheet from iOS 13 with the 13 SDK, full screen before).
    public func effectiveStyle(_ p: PresentationFact) -> ModalStyle? {
        if let s = p.style { return s.isUnknown ? nil : s }
        if let c = p.presented, let own = classInfo(c)?.presentationStyle {
            return own.isUnknown ? nil : own
        }
        return .known(.automatic)
    }

    /// `Player/Main.storyboard` → `Main`: how `UIMainStoryboardFile` names a storyboard.
    static func storyboardName(_ path: String) -> String {
        let last = path.split(separator: "/").last.map(String.init) ?? path
        return last.split(separator: ".").first.map(String.init) ?? last
    }
}
