// The moves the explorer tries from a state: the user's (turn the device, go back, pick a tab, change the iPad's
// windowing) and the ones the model's screens offer (push, present, code-driven rotations).

struct Move {
    enum Kind { case launch, rotate, back, select, transition, windowing }
    var kind: Kind
    var events: [Event]
    var origin: String?
    /// The controller that offers a transition; the move is available while it is on screen.
    var owner: String?
}

extension Search {
    /// Every move of the model, once; `applicable` says which a state allows.
    static func moves(
        _ scenario: Scenario, transitions: [String: [Transition]], onDisappear: [String: [Event]] = [:],
        options: ExploreOptions, windowing: [Windowing]
    ) -> (launches: [Move], moves: [Move]) {
        // Launching flat (faceUp) is a case of its own (R12.7); upside down only where the device can (R2.2).
        let launches: [Move] = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight, .faceUp].map {
            Move(kind: .launch, events: [.launch($0)])
        }
        var moves = options.rotations.map { Move(kind: .rotate, events: [.rotate($0)]) }
        // Going back, plainly, and for each controller whose code runs as it goes away, with that code.
        var back: [Event] = [.dismiss]
        for name in scenario.controllers.keys.sorted() where scenario.controllers[name]?.kind == .navigationController {
            back.append(.pop(name))
        }
        for e in back {
            moves.append(Move(kind: .back, events: [e]))
            for owner in onDisappear.keys.sorted() {
                moves.append(Move(kind: .back, events: [e] + (onDisappear[owner] ?? []), owner: owner))
            }
        }
        for tab in tabChildren(scenario, transitions) {
            moves.append(Move(kind: .select, events: [.select(.name(tab))]))
        }
        for owner in transitions.keys.sorted() {
            for t in transitions[owner] ?? [] {
                moves.append(Move(kind: .transition, events: t.events, origin: t.origin, owner: owner))
            }
        }
        for w in windowing { moves.append(Move(kind: .windowing, events: [.setWindowing(w)])) }
        return (launches, moves)
    }

    /// The children of every tab bar controller the app can show (its tabs never change while it runs).
    static func tabChildren(_ scenario: Scenario, _ transitions: [String: [Transition]]) -> [String] {
        var out: [String] = []
        func walk(_ node: HierarchyNode) {
            if scenario.controllers[node.name]?.kind == .tabBarController { out += node.children.map(\.name) }
            node.children.forEach(walk)
        }
        walk(scenario.root)
        for list in transitions.values {
            for t in list {
                for case .present(let node, _, _) in t.events { walk(node) }
            }
        }
        var seen = Set<String>()
        return out.filter { seen.insert($0).inserted }
    }

    /// Whether a state allows a move. `layer`: the controllers on screen in the top layer, parents first (what the
    /// user can touch: a sheet covers what presented it).
    func applicable(_ m: Move, _ s: EngineState, tree h: Hierarchy, layer: [String]) -> Bool {
        switch m.kind {
        case .launch: return false
        case .rotate:
            guard case .rotate(let d) = m.events[0] else { return false }
            return d != s.deviceOrientation
        case .back:
            let leaving: [String]
            switch m.events[0] {
            case .dismiss:
                guard let top = h.presentations.last else { return false }
                leaving = h.visibleDescendants(of: top.controller)
            case .pop(let nav?):
                guard layer.contains(nav), let stack = h.children[nav], stack.count >= 2, let top = stack.last else {
                    return false
                }
                leaving = [top]
            default: return false
            }
            // The first controller going away whose code runs then picks the move; none: the plain one.
            let owner = leaving.first { onDisappear[$0] != nil }
            return m.owner == owner
        case .select:
            guard case .select(.name(let tab)) = m.events[0] else { return false }
            for c in layer where h.kind(of: c) == .tabBarController {
                if let kids = h.children[c], kids.contains(tab) { return h.visibleChild(of: c) != tab }
            }
            return false
        case .windowing:
            guard case .setWindowing(let w) = m.events[0] else { return false }
            return w != s.windowing
        case .transition:
            guard let owner = m.owner, layer.contains(owner) else { return false }
            var copy = h
            for e in m.events {
                do throws(StructureError) { try copy.applyStructure(e) } catch { return false }
            }
            return true
        }
    }

    /// The windowing changes the user can make on an iPad that lets this app share the screen (R11.1, R11.6).
    static func windowingChoices(_ run: EngineRun) -> [Windowing] {
        guard run.device.idiom == .pad else { return [] }
        var out: [Windowing] = []
        if run.supportsMultitasking { out += [.fullScreen, .splitView] }
        if run.os.major >= 26 { out += out.isEmpty ? [.fullScreen, .windowed] : [.windowed] }
        return out
    }
}
