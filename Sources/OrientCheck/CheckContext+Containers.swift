// Which container holds which child, and whether a container asks its child (R6.1, R6.2): from pushes, containers
// made with their root, storyboard relationship segues, and what is pushed from a controller inside one.

import OrientEngine
import OrientFacts
import OrientOutput
import OrientProject

extension CheckContext {
    public struct Containment: Sendable {
        public var container: String
        public var child: String
        public var place: SourceLocation
        /// The one container object the child sits in, where the code makes it (nil: not known): what UIKit asks
        /// depends on where that object is shown, not on where other objects of its class are.
        public var instance: ContainerInstance?
    }

    /// One container object: made in code in one member (`UINavigationController(rootViewController:)`), or a
    /// storyboard scene.
    public enum ContainerInstance: Sendable, Hashable {
        case made(file: String, inType: String?, inMember: String?)
        case scene(file: String, id: String)
    }

    func computeContainments() -> [Containment] {
        var edges: [Containment] = []
        for p in facts.pushes {
            if case .rootOf(let container) = p.api, let child = p.controllers.first ?? nil {
                edges.append(
                    Containment(
                        container: container, child: child, place: p.location,
                        instance: .made(file: p.location.file, inType: p.context.inType, inMember: p.context.inMember)))
            }
            // `setViewControllers` / `viewControllers =` on a container the code names.
            if p.api == .setViewControllers, let container = p.container,
                controllerKind(container)?.isContainer == true
            {
                for child in p.controllers.compactMap({ $0 }) {
                    edges.append(Containment(container: container, child: child, place: p.location))
                }
            }
        }
        var storyboardClass: [String: String] = [:]
        for f in facts.files {
            guard let s = f.storyboard else { continue }
            for scene in s.scenes {
                storyboardClass[f.path + "#" + scene.id] =
                    scene.customClass ?? CheckContext.uikitClass(ofElement: scene.element)
            }
            for segue in s.segues where segue.kind == "relationship" {
                guard
                    let container = storyboardClass[f.path + "#" + segue.source] ?? s.scenes.first(where: {
                        $0.id == segue.source
                    }).map({ $0.customClass ?? CheckContext.uikitClass(ofElement: $0.element) }) ?? nil,
                    let childScene = s.scenes.first(where: { $0.id == segue.destination }),
                    let child = childScene.customClass
                else { continue }
                edges.append(
                    Containment(
                        container: container, child: child, place: segue.location,
                        instance: .scene(file: f.path, id: segue.source)))
            }
        }
        // A controller pushed (or shown by a segue) from one inside a container lands in the same container.
        var pushedFrom: [(from: String, to: String, place: SourceLocation)] = []
        for p in facts.pushes
        where p.api.isPush || p.api == .setViewControllers {
            guard let from = p.context.inType else { continue }
            for c in p.controllers { if let c { pushedFrom.append((from, c, p.location)) } }
        }
        for f in facts.files {
            guard let s = f.storyboard else { continue }
            for segue in s.segues where segue.kind == "show" || segue.kind == "push" {
                guard let from = s.scenes.first(where: { $0.id == segue.source })?.customClass,
                    let to = s.scenes.first(where: { $0.id == segue.destination })?.customClass
                else { continue }
                pushedFrom.append((from, to, segue.location))
            }
        }
        var changed = true
        var rounds = 0
        while changed && rounds < 10 {
            changed = false
            rounds += 1
            for p in pushedFrom {
                for e in edges
                where e.child == p.from
                    && !edges.contains(where: {
                        $0.container == e.container && $0.child == p.to && $0.instance == e.instance
                    })
                {
                    edges.append(
                        Containment(container: e.container, child: p.to, place: p.place, instance: e.instance))
                    changed = true
                }
            }
        }
        return edges
    }

    static func uikitClass(ofElement element: String) -> String? {
        StoryboardFacts.Scene.uikitClass(ofElement: element)
    }

    public func containers(of child: String) -> [Containment] { containments.filter { $0.child == child } }

    /// Whether a presentation of this style may fill the window (R7.1): `automatic` does with an SDK before iOS 13,
    /// and on the iOS versions before 13 that the app runs on (R7.2: full screen there).
    func mayFillWindow(_ style: ModalStyle) -> Bool {
        style.fillsWindow || (style == .known(.automatic) && (sdk.major < 13 || deployment.major < 13))
    }

    /// Whether the one container object an edge names is only ever shown where UIKit does not ask it (R7.1, R7.4):
    /// made in a member that presents it, only ever as a sheet or a popover, and never makes it a window root; or a
    /// storyboard scene reached only by embed segues from a controller with no mask of its own, popover segues, or
    /// presentations that do not fill the window. False when the code does not tell (the object is returned, kept,
    /// or instantiated by identifier): then other objects of its class decide, as before.
    public func instanceNeverAsked(_ edge: Containment) -> Bool {
        switch edge.instance {
        case nil: return false
        case .made(let file, let inType, let inMember)?:
            func here(_ c: CallContext, _ at: SourceLocation) -> Bool {
                at.file == file && c.inType == inType && c.inMember == inMember
            }
            if facts.windowRoots.contains(where: { $0.controller == edge.container && here($0.context, $0.location) }) {
                return false
            }
            // Made for SwiftUI (`makeUIViewController` of a `UIViewControllerRepresentable`): a child of the
            // hosting controller, which answers for itself (R6.1; Pocket's tabs, session 25).
            if inMember?.hasPrefix("makeUIViewController") == true, let t = inType,
                facts.files.contains(where: { f in
                    f.types.contains { $0.name == t && $0.protocols.contains("UIViewControllerRepresentable") }
                })
            {
                return true
            }
            // Shown where it is made, or through the property whose getter makes it (`self.searchNavigation`).
            let shown = facts.presentations.filter {
                $0.api != .swiftUI
                    && (($0.presented == edge.container && here($0.context, $0.location))
                        || (inMember != nil && $0.presentedVia == inMember && $0.location.file == file
                            && $0.context.inType == inType))
            }
            return !shown.isEmpty
                && shown.allSatisfy { p in
                    !p.styleIsConditional && (effectiveStyle(p).map { !mayFillWindow($0) } ?? false)
                }
        case .scene(let file, let id)?:
            guard let storyboard = facts.files.first(where: { $0.path == file })?.storyboard,
                storyboard.initialScene != id,
                let scene = storyboard.scenes.first(where: { $0.id == id }), scene.storyboardIdentifier == nil
            else { return false }
            let into = storyboard.segues.filter { $0.destination == id }
            return !into.isEmpty
                && into.allSatisfy { segue in
                    switch segue.kind {
                    case "popover", "popoverPresentation": return true
                    case "embed":
                        // A child: asked only through a parent that answers with its children's masks.
                        guard let parent = storyboard.scenes.first(where: { $0.id == segue.source })?.className
                        else { return false }
                        return !isUnknownClass(parent) && member(.supportedInterfaceOrientations, of: parent) == nil
                    case "modal", "presentation":
                        // The segue's style, else the scene's own, else `automatic` (R7.2), as for code.
                        let style = ModalStyle(
                            name: segue.modalPresentationStyle ?? scene.modalPresentationStyle ?? "automatic")
                        guard case .known = style else { return false }
                        return !mayFillWindow(style)
                    default: return false
                    }
                }
        }
    }

    /// Whether a container asks its children: its own forward, a UIKit extension that forwards, or a delegate
    /// of its kind in the target (R6.1, R6.2). nil when the code does not tell.
    public func forwards(_ container: String) -> Bool? {
        guard let kind = controllerKind(container), kind.isContainer else {
            return isUnknownClass(container) ? nil : false
        }
        if let dk = DelegateFact.Kind(container: kind),
            facts.delegates.contains(where: { $0.kind == dk && $0.member == .supportedInterfaceOrientations })
        {
            return true
        }
        return ownAnswerForwards(container)
    }

    /// `forwards(_:)` for one container object: a controller's delegate answer
    /// (`navigationControllerSupportedInterfaceOrientations`) is only its containers': those of its own class,
    /// those made in its own type (where it makes itself their delegate: `controller.delegate = self`), those it
    /// sits in, and those made where Orient cannot tell (a blind first run, HalloApp: a media editor's delegate
    /// answer silenced every plain navigation controller of the app).
    public func forwards(_ container: String, instance: ContainerInstance?) -> Bool? {
        guard case .made(_, let maker?, _)? = instance, let kind = controllerKind(container), kind.isContainer,
            let dk = DelegateFact.Kind(container: kind)
        else { return forwards(container) }
        let delegates = facts.delegates.filter { $0.kind == dk && $0.member == .supportedInterfaceOrientations }
        let chain = Set([container] + (classInfo(container)?.chain ?? []))
        let children = Set(containments.filter { $0.instance == instance }.map(\.child))
        // A controller that is the delegate answers for the containers it is made in, or makes, or sits in (Pocket:
        // `navigationController.delegate = v` for the container around `v`); any other object (a coordinator)
        // may be any container's delegate.
        if delegates.contains(where: { d in
            guard let t = d.inType, controllerKind(t) != nil else { return true }
            return t == maker || chain.contains(t) || children.contains(t)
        }) {
            return true
        }
        return ownAnswerForwards(container)
    }

    /// Whether a container's own answer (its override, a UIKit extension, a library's) asks its children.
    private func ownAnswerForwards(_ container: String) -> Bool? {
        if let m = member(.supportedInterfaceOrientations, of: container)
            ?? facts.uikitExtensions.first(where: {
                $0.fact.member == .supportedInterfaceOrientations
                    && ($0.declaredIn == container || (classInfo(container)?.chain.contains($0.declaredIn) ?? false))
            })
        {
            switch m.fact.value {
            case .forward?: return true
            case .mask?, .orientationAsMask?, .idiom?, .inherited?: return false
            default: return nil
            }
        }
        if let c = classInfo(container), case .unknown = c.kind { return nil }
        // A library's container (the shipped table) forwards where its code does; a configurable answer is unknown.
        if let row = externalBase(container) {
            switch row.answer {
            case .forwards: return true
            case .configurable: return nil
            case .uikitDefault, .mask, .idiom: return false
            }
        }
        return false
    }
}

extension DelegateFact.Kind {
    /// The delegate that answers for a container of this kind (`navigationControllerSupportedInterfaceOrientations`).
    init?(container kind: ControllerKind) {
        switch kind {
        case .navigationController: self = .navigationController
        case .tabBarController: self = .tabBarController
        case .splitViewController: self = .splitViewController
        case .pageViewController: self = .pageViewController
        case .viewController, .hostingController: return nil
        }
    }
}
