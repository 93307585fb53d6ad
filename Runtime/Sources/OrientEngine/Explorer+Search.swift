// The breadth-first search itself: layer by layer from launch, each state once, bad states recorded the first
// time they are met (so with a shortest path).

final class Search {
    /// What the step that reached a state left on screen.
    struct StateInfo {
        var interface: InterfaceOrientation?
        var allowed: OrientationMask?
        var authority: String?
        var screen: String
        /// The screen's own mask when it declares one and UIKit asks some controller: a sheet or the child of a
        /// container that does not forward is not asked, yet the user sees it (R7.2, R6.1).
        var own: OrientationMask?
        /// Shown in an orientation the controller UIKit asks, or the screen itself, does not allow.
        /// Only where UIKit asks a controller: a resizable or multitasking scene follows no mask (R11.1, R11.6).
        var wrong: Bool { authority == nil ? false : interface.map { !Search.allows(allowed, own, $0) } ?? false }
    }

    static func allows(_ allowed: OrientationMask?, _ own: OrientationMask?, _ o: InterfaceOrientation) -> Bool {
        (allowed?.contains(o) ?? true) && (own?.contains(o) ?? true)
    }

    /// What the user sees, in words: which mask the orientation breaks.
    static func wrongText(_ i: StateInfo) -> String {
        let shown = "\(i.screen) is shown \(i.interface?.name ?? "")"
        if let o = i.interface, let allowed = i.allowed, !allowed.contains(o) {
            return shown + " but \(i.authority ?? "the app") allows \(allowed.displayName)"
        }
        let own = " but allows \(i.own?.displayName ?? ""): "
        if i.authority == i.screen {
            return shown + own + "UIKit applies \(i.allowed?.displayName ?? "another mask") (R7.6)"
        }
        return shown + own + "UIKit asks \(i.authority ?? "another controller"), not \(i.screen)"
    }

    let run: EngineRun
    let options: ExploreOptions
    let initial: EngineState
    let launches: [Move]
    let moves: [Move]
    let table = StateTable()
    let onDisappear: [String: [Event]]

    var index: [EngineState: Int32] = [:]
    var states: [EngineState] = []
    var info: [StateInfo] = []
    /// The state a state was first reached from (-1: launch), and the move (for a launch, its index in `launches`).
    var parent: [Int32] = []
    var via: [Int32] = []

    var transitions = 0
    var depth = 0
    var limit: String?
    var bad: [BadState] = []
    var badKeys: Set<String> = []
    /// Shown-wrong and return-wrong findings wait until the search ends: a state that turns out stuck is reported
    /// as stuck alone.
    var deferred: [(key: String, state: Int32, bad: BadState)] = []
    var stuckStates: Set<Int32> = []
    /// Per state: the states device turns lead to, and whether all its moves were tried.
    var rotations: [[Int32]] = []
    /// The events the app's reaction added to the move that reached each state.
    var reactions: [[Event]] = []
    var declared: [String: OrientationMask] = [:]
    var react: (@Sendable (ReactionInput) -> [Event])?
    var unreachableNeedsDeclaration = false
    var expanded: [Bool] = []
    /// Per screen: the orientations it was shown in, and the first state that showed it.
    var shown: [String: OrientationMask] = [:]
    var firstShown: [String: Int32] = [:]

    init(
        scenario: Scenario, transitions: [String: [Transition]], onDisappear: [String: [Event]] = [:],
        options: ExploreOptions
    ) {
        run = EngineRun(scenario, explain: false, rules: false)
        self.options = options
        initial = table.snapshot(run)
        self.onDisappear = onDisappear
        (launches, moves) = Search.moves(
            scenario, transitions: transitions, onDisappear: onDisappear, options: options,
            windowing: Search.windowingChoices(run))
    }

    func search() {
        var frontier: [Int32] = []
        for (i, m) in launches.enumerated() {
            table.restore(initial, into: run)
            if let s = apply(m, from: -1, moveIndex: Int32(i)) { frontier.append(s) }
        }
        while !frontier.isEmpty && limit == nil {
            guard depth < options.maxDepth else {
                limit = "stopped at --max-depth \(options.maxDepth): paths longer than that were not explored"
                break
            }
            depth += 1
            var next: [Int32] = []
            for s in frontier {
                expand(s, into: &next)
                if limit != nil { break }
            }
            frontier = next
        }
        if frontier.isEmpty, depth > 0 { depth -= 1 }  // the last layer found nothing new
        judgeStuck()
    }

    func expand(_ s: Int32, into next: inout [Int32]) {
        let state = states[Int(s)]
        let tree = table.hierarchy(state)
        let layer = tree.visibleDescendants(of: tree.topController)
        for (i, m) in moves.enumerated() where applicable(m, state, tree: tree, layer: layer) {
            table.restore(state, into: run)
            let before = states.count
            // Past the state limit a move's state is not kept: this state is then not fully expanded.
            guard let t = apply(m, from: s, moveIndex: Int32(i)) else {
                if limit != nil { return }
                continue
            }
            if states.count > before { next.append(t) }
            if m.kind == .rotate { rotations[Int(s)].append(t) }
            if limit != nil { return }
        }
        expanded[Int(s)] = true
    }

    /// Stuck: a wrong state from which no sequence of device turns (away and back included) reaches a state that is
    /// not wrong. Judged once the search ends, over the turns it recorded: a state is fixable when it is not wrong
    /// or a turn leads to a fixable one; a wrong state whose turns the search did not all see is not judged.
    func judgeStuck() {
        var reverse = [[Int32]](repeating: [], count: states.count)
        for (from, targets) in rotations.enumerated() {
            for t in targets { reverse[Int(t)].append(Int32(from)) }
        }
        var fixable = info.map { !$0.wrong }
        var queue = fixable.indices.filter { fixable[$0] }
        while let t = queue.popLast() {
            for p in reverse[t] where !fixable[Int(p)] {
                fixable[Int(p)] = true
                queue.append(Int(p))
            }
        }
        for s in states.indices where !fixable[s] && closedUnderTurns(s) {
            stuckStates.insert(Int32(s))
            report(
                .stuck, at: Int32(s), path: path(to: Int32(s)),
                detail: Search.wrongText(info[s]) + ", and no turning of the device puts it right")
        }
    }

    /// Whether every state turns of the device lead to from `s` was expanded.
    func closedUnderTurns(_ s: Int) -> Bool {
        var seen: Set<Int> = [s]
        var queue = [s]
        while let x = queue.popLast() {
            guard expanded[x] else { return false }
            for t in rotations[x] where seen.insert(Int(t)).inserted { queue.append(Int(t)) }
        }
        return true
    }

    /// Applies a move to the run (already in the state `from`); returns the state reached, nil when the app crashed.
    func apply(_ m: Move, from: Int32, moveIndex: Int32) -> Int32? {
        var last: StepResult?
        var done: [PathStep] = []
        func play(_ events: [Event], origin: String?) -> Bool {
            for e in events {
                let before = run.interface
                let r = run.step(0, e)
                transitions += 1
                done.append(PathStep(event: e, origin: origin))
                if let x = r.exception {
                    reportCrash(x, path: (from >= 0 ? path(to: from) : []) + done)
                    return false
                }
                checkForced(e, before: before, result: r, path: { (from >= 0 ? self.path(to: from) : []) + done })
                last = r
            }
            return true
        }
        guard play(m.events, origin: m.origin) else { return nil }
        var reaction: [Event] = []
        if m.kind != .rotate, let react {
            reaction = react(
                ReactionInput(tree: run.hierarchy, interface: run.interface, resizable: run.sceneIsResizable))
            guard play(reaction, origin: "the app's reaction") else { return nil }
        }
        guard let r = last else { return nil }
        let state = table.snapshot(run)
        if let known = index[state] { return known }
        guard states.count < options.maxStates else {
            limit = "stopped at \(options.maxStates) states (--max-states): the rest was not explored"
            return nil
        }
        if let admit = options.admitState, !admit() {
            limit =
                "stopped at \(options.totalStates ?? 0) states over all device/version pairs (--max-total-states): the rest was not explored"
            return nil
        }
        let id = Int32(states.count)
        index[state] = id
        states.append(state)
        parent.append(from)
        rotations.append([])
        expanded.append(false)
        via.append(moveIndex)
        reactions.append(reaction)
        let h = run.hierarchy
        let screen = h.visibleDescendants(of: h.topController).last ?? h.root
        let own =
            r.authority == nil
            ? nil : (declared[screen] ?? run.controllers[screen]?.supportedInterfaceOrientations)?.effective
        let here = StateInfo(
            interface: r.interfaceOrientation, allowed: r.masks?.allowed, authority: r.authority, screen: screen,
            own: own)
        info.append(here)
        if let o = here.interface {
            shown[screen, default: []].insert(OrientationMask(o))
            if firstShown[screen] == nil { firstShown[screen] = id }
        }
        // A rotation that leaves a screen wrong is the screen's state, not the move's fault: stuck decides.
        if here.wrong && m.kind != .rotate {
            let what = Search.wrongText(here)
            let back = m.kind == .back
            let kind: BadStateKind = back ? .returnWrong : .shownWrong
            let detail = back ? "after going back, " + what : what + "; turning the device puts it right"
            let key = "\(kind.rawValue)|\(screen)"
            if deferred.filter({ $0.key == key }).count < 8 {
                deferred.append((key, id, badState(kind, at: id, path: [], detail: detail)))
            }
        }
        return id
    }

    // MARK: Paths and reports

    func path(to s: Int32) -> [PathStep] {
        var out: [PathStep] = []
        var at = s
        while at >= 0 {
            let m = parent[Int(at)] < 0 ? launches[Int(via[Int(at)])] : moves[Int(via[Int(at)])]
            out.append(
                contentsOf: reactions[Int(at)].reversed().map { PathStep(event: $0, origin: "the app's reaction") })
            out.append(contentsOf: m.events.reversed().map { PathStep(event: $0, origin: m.origin) })
            at = parent[Int(at)]
        }
        return out.reversed()
    }

    func badState(_ kind: BadStateKind, at s: Int32, path: [PathStep], detail: String) -> BadState {
        let here = info[Int(s)]
        return BadState(
            kind: kind, screen: here.screen, authority: here.authority, orientation: here.interface,
            allowed: here.allowed, screenMask: here.own, detail: detail, path: path, exception: nil)
    }

    func report(_ kind: BadStateKind, at s: Int32, path: @autoclosure () -> [PathStep], detail: String) {
        let here = info[Int(s)]
        // One report per kind and screen: the other orientations are the same bug, mirrored.
        guard badKeys.insert("\(kind.rawValue)|\(here.screen)").inserted else { return }
        bad.append(badState(kind, at: s, path: path(), detail: detail))
    }

    func reportCrash(_ x: UIKitException, path: [PathStep]) {
        let h = run.hierarchy
        let screen = h.visibleDescendants(of: h.topController).last ?? h.root
        guard badKeys.insert("crash|\(screen)|\(x.name)").inserted else { return }
        bad.append(
            BadState(
                kind: .crash, screen: screen, authority: nil, orientation: run.interface, allowed: nil,
                detail: "\(x.name): \(x.reason)", path: path, exception: x.name))
    }

    /// A code-driven rotation that did not happen (R8.4, R8.5, R11.6).
    func checkForced(
        _ e: Event, before: InterfaceOrientation?, result r: StepResult, path: () -> [PathStep]
    ) {
        var why: String?
        switch e {
        case .setDeviceOrientationValue(let o) where before != o && r.interfaceOrientation != o:
            why =
                r.log.first.map { "UIKit logs: \($0)" }
                ?? "the interface stays \(r.interfaceOrientation?.name ?? ""): \(o.name) is not allowed here (\(r.masks?.allowed.displayName ?? ""))"
        case .requestGeometryUpdate(let m):
            if let error = r.error {
                why = "the request fails with \(error.domain) \(error.code): \(error.message)"
            } else if let b = before, !m.contains(b), let a = r.interfaceOrientation, !m.contains(a) {
                why = "the interface stays \(a.name)"
            }
        default: break
        }
        guard let why else { return }
        let h = run.hierarchy
        let screen = h.visibleDescendants(of: h.topController).last ?? h.root
        guard badKeys.insert("forced|\(screen)|\(e)").inserted else { return }
        bad.append(
            BadState(
                kind: .forcedRotationIgnored, screen: screen, authority: r.authority,
                orientation: r.interfaceOrientation,
                allowed: r.masks?.allowed, detail: why, path: path(), exception: nil))
    }
}
