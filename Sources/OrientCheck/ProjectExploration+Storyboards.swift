// Storyboards in the explorer's model (issue 29): a scene is a node whose children are its relationship segues'
// destinations, and a scene's `show`/`push` and modal segues are moves of its class, like the pushes and
// presentations its code makes.

import OrientEngine
import OrientFacts
import OrientOutput

extension ModelBuilder {
    /// How deep containers of containers are followed in a storyboard (a tab of navigation controllers is two).
    static let sceneDepth = 6

    /// A storyboard scene as a node: its class and, for a container, the scenes its relationship segues lead to.
    mutating func node(scene ref: StoryboardScene, depth: Int = 0) -> HierarchyNode? {
        guard let board = storyboards[ref.file], let scene = board.scenes.first(where: { $0.id == ref.id }),
            let cls = scene.className
        else {
            leftOut.append("\(ref.file): the scene \(ref.id) is not one Orient reads")
            return nil
        }
        guard depth < ModelBuilder.sceneDepth else {
            leftOut.append(
                "\(scene.location): containers nested deeper than \(ModelBuilder.sceneDepth) are not followed")
            return nil
        }
        guard let spec = spec(cls) else { return nil }
        guard spec.kind.isContainer else { return HierarchyNode(cls) }
        let edges = board.segues.filter { $0.source == ref.id && $0.kind == "relationship" }
        guard !edges.isEmpty else { return childless(cls, spec: spec, at: scene.location) }
        var kids: [HierarchyNode] = []
        for e in edges {
            guard let k = node(scene: StoryboardScene(file: ref.file, id: e.destination), depth: depth + 1) else {
                return nil
            }
            kids.append(k)
        }
        return container(cls, spec: spec, kids)
    }

    /// A container node with these children: a plain UIKit container is named for its first child (one instance
    /// per class in a model).
    mutating func container(_ cls: String, spec: ControllerSpec, _ kids: [HierarchyNode]) -> HierarchyNode {
        let name = UIKitClasses.controllers[cls] != nil ? "\(cls)(\(kids[0].name))" : cls
        if name != cls {
            var s = spec
            s.name = name
            specs[name] = s
        }
        return HierarchyNode(name, kids)
    }

    /// A container whose children the project does not tell. When it does not ask them (R6.1), what they are
    /// changes no orientation UIKit decides: a stand-in child that declares nothing keeps the container in the
    /// model. One that asks its children is left out: its answer would be a guess.
    mutating func childless(_ cls: String, spec: ControllerSpec, at place: SourceLocation) -> HierarchyNode? {
        guard !spec.forwardsToChild, spec.delegate == nil else {
            leftOut.append("the children of \(cls) at \(place) are not known, and it asks them")
            return nil
        }
        let child = "?child of \(cls)"
        specs[child] = ControllerSpec(name: child)
        leftOut.append(
            "the children of \(cls) at \(place) are not known: explored with a stand-in child, which UIKit does not ask"
        )
        let name = UIKitClasses.controllers[cls] != nil ? "\(cls)(?)" : cls
        if name != cls {
            var s = spec
            s.name = name
            specs[name] = s
        }
        return HierarchyNode(name, [HierarchyNode(child)])
    }

    /// The ways the code builds a container, each as a node, when it builds it with different children in different
    /// places and none at `place` (at most four); one way or none: empty.
    mutating func childCandidates(_ cls: String, at place: SourceLocation) -> [HierarchyNode] {
        guard let s = spec(cls), s.kind.isContainer, !s.forwardsToChild, s.delegate == nil else { return [] }
        let edges = context.containments.filter { $0.container == cls }
        let near = edges.filter { $0.place.file == place.file && abs(($0.place.line ?? 0) - (place.line ?? 0)) <= 3 }
        guard near.isEmpty else { return [] }
        // Edges made at one place (a tab controller's children) are one way to build it.
        var ways: [[CheckContext.Containment]] = []
        for e in edges {
            if let i = ways.firstIndex(where: {
                $0[0].place.file == e.place.file && abs(($0[0].place.line ?? 0) - (e.place.line ?? 0)) <= 3
            }) {
                ways[i].append(e)
            } else {
                ways.append([e])
            }
        }
        guard ways.count > 1, ways.count <= 4 else { return [] }
        var out: [HierarchyNode] = []
        for way in ways {
            var kids: [HierarchyNode] = []
            for e in way {
                guard let k = node(e.child, at: e.place) else { return [] }
                kids.append(k)
            }
            out.append(container(cls, spec: s, kids))
        }
        return out
    }

    /// The moves a class's storyboard segues make: a push for `show`/`push` to a controller, a presentation for a
    /// modal or popover segue. Segues from scenes without a class of their own are not told apart, and left out.
    mutating func segueSteps(of cls: String) -> [(String?, Step)] {
        var out: [(String?, Step)] = []
        for (file, board) in storyboards.sorted(by: { $0.key < $1.key }) {
            for segue in board.segues {
                guard let source = board.scenes.first(where: { $0.id == segue.source }), source.customClass == cls
                else { continue }
                let place = segue.location
                let destination = StoryboardScene(file: file, id: segue.destination)
                // Each segue is its own move: the member name keeps it apart from the class's code.
                let member = "segue \(place)"
                switch segue.kind {
                case "show", "push":
                    guard let to = board.scenes.first(where: { $0.id == segue.destination }), let c = to.className,
                        let s = spec(c), !s.kind.isContainer
                    else {
                        leftOut.append(
                            "\(place): the \(segue.kind) segue's destination is not a controller Orient can push")
                        continue
                    }
                    out.append((member, Step(event: .push(controller: c, onto: nil), navigation: true, place: place)))
                case "presentation", "modal", "popoverPresentation":
                    let style: PresentationStyle
                    if segue.kind == "popoverPresentation" {
                        style = .popover
                    } else if let given = segue.modalPresentationStyle {
                        guard let known = PresentationStyle(rawValue: given) else {
                            leftOut.append("\(place): the presentation style \(given) is not modelled")
                            continue
                        }
                        style = known
                    } else {
                        style = .automatic
                    }
                    guard let node = node(scene: destination) else { continue }
                    out.append(
                        (
                            member,
                            Step(
                                event: .present(node, style: style, fillsWindow: false), navigation: true, place: place)
                        ))
                case "relationship", "embed", "unwind":
                    continue
                default:
                    leftOut.append("\(place): a \(segue.kind) segue is not modelled")
                }
            }
        }
        return out
    }
}
