import OrientOutput
import OrientEngine
import OrientFacts
import OrientScenario

// What each screen's code does, member by member, in source order: a method that presents or pushes is one move
// per presentation, with the code around it (an orientation lock set before, an update asked for after); a method
// that only asks UIKit to rotate or changes the lock is a move of its own (an action the user triggers). What
// viewDidLoad, viewWillAppear and viewDidAppear do follows every move that shows the screen; what viewWillDisappear
// and viewDidDisappear do follows going back from it.
extension ModelBuilder {
    static let appearing = ["viewDidLoad", "viewWillAppear", "viewDidAppear"]
    static let disappearing = ["viewWillDisappear", "viewDidDisappear"]

    /// One thing a member does, where.
    struct Step {
        var event: Event
        var navigation: Bool
        var place: SourceLocation
    }

    mutating func addTransitions() {
        var done = Set<String>()
        var onAppear: [String: [Event]] = [:]
        while let cls = pending.popLast() {
            guard done.insert(cls).inserted else { continue }
            var byMember: [String: [Step]] = [:]
            for (member, step) in steps(of: cls) { byMember[member ?? "", default: []].append(step) }
            // The team's hints: each move as the hint file gives it, at its line.
            for t in context.hints?.transitions[cls] ?? [] where hinted(t) {
                add(cls, t.events, at: hintPlace(t))
            }
            for member in byMember.keys.sorted() {
                let list = (byMember[member] ?? []).sorted { ($0.place.line ?? 0) < ($1.place.line ?? 0) }
                if Self.appearing.contains(where: member.hasPrefix) {
                    onAppear[cls, default: []] += list.filter { !$0.navigation }.map(\.event)
                } else if Self.disappearing.contains(where: member.hasPrefix) {
                    disappear[cls, default: []] += list.filter { !$0.navigation }.map(\.event)
                } else if !list.contains(where: \.navigation), let first = list.first {
                    add(cls, list.map(\.event), at: first.place)
                } else {
                    for (i, s) in list.enumerated() where s.navigation {
                        let before = list[..<i].filter { !$0.navigation }.map(\.event)
                        let after = list[(i + 1)...].filter { !$0.navigation }.map(\.event)
                        add(cls, before + [s.event] + after, at: s.place)
                    }
                }
            }
        }
        for (owner, list) in transitions {
            for (i, t) in list.enumerated() {
                let shown: String?
                switch t.events.first(where: {
                    if case .present = $0 { return true }
                    if case .push = $0 { return true }
                    return false
                }) {
                case .present(let node, _, _)?: shown = node.allNames.last
                case .push(let c, _)?: shown = c
                default: shown = nil
                }
                guard let s = shown, let extra = onAppear[s], !extra.isEmpty else { continue }
                guard let k = t.events.lastIndex(where: { ScenarioTextKind.isNavigation($0) }) else { continue }
                transitions[owner]?[i].events.insert(contentsOf: extra, at: k + 1)
            }
        }
    }

    /// Everything a class's code does that the explorer can replay, with the member it is in.
    mutating func steps(of cls: String) -> [(String?, Step)] {
        var out: [(String?, Step)] = []
        for p in context.facts.presentations where runs(p.context.inType, in: cls) && p.api == .present {
            guard p.context.idiom.runs(onPad: pad) else { continue }
            let place = p.location
            guard let presented = p.presented else {
                leftOut.append("\(place): what \(cls) presents is not known")
                continue
            }
            guard case .known(let style)? = context.effectiveStyle(p) else {
                leftOut.append("\(place): the presentation style of \(presented) is not known")
                continue
            }
            // A container the code builds with different children in different places, presented here from a
            // factory: one move per way it is built (explore only, each said), else a stand-in child.
            let candidates = alternatives ? childCandidates(presented, at: place) : []
            if candidates.count > 1 {
                leftOut.append(
                    "\(place): \(presented) is built with different children in different places: one move per way it is built"
                )
                for node in candidates {
                    out.append(
                        (
                            p.context.inMember,
                            Step(
                                event: .present(node, style: style, fillsWindow: false), navigation: true, place: place)
                        ))
                }
                continue
            }
            guard let node = node(presented, at: place) else { continue }
            out.append(
                (
                    p.context.inMember,
                    Step(event: .present(node, style: style, fillsWindow: false), navigation: true, place: place)
                ))
        }
        for p in context.facts.pushes where runs(p.context.inType, in: cls) {
            guard p.context.idiom.runs(onPad: pad) else { continue }
            // `navigationController?.setViewControllers([self, …, Next()])`: a new top on the stack this screen is
            // in, as a push does (HomeVC's `show` in Session).
            if p.api == .setViewControllers, p.container == nil, p.controllers.count >= 2,
                let last = p.controllers.last,
                let c = last, c != cls
            {
                guard let s = spec(c), !s.kind.isContainer else {
                    leftOut.append("\(p.location): what \(cls) puts on top of its stack is not known")
                    continue
                }
                out.append(
                    (
                        p.context.inMember,
                        Step(event: .push(controller: c, onto: nil), navigation: true, place: p.location)
                    ))
                continue
            }
            guard p.api.isPush else { continue }
            let place = p.location
            for c in p.controllers {
                guard let c, let s = spec(c), !s.kind.isContainer else {
                    leftOut.append("\(place): what \(cls) pushes is not known")
                    continue
                }
                out.append(
                    (p.context.inMember, Step(event: .push(controller: c, onto: nil), navigation: true, place: place)))
            }
        }
        for r in context.facts.rotations where runs(r.context.inType, in: cls) {
            guard r.context.idiom.runs(onPad: pad) else { continue }
            let place = r.location
            guard let e = event(r) else {
                leftOut.append("\(place): the orientation \(r.api.rawValue) asks for is not known")
                continue
            }
            out.append((r.context.inMember, Step(event: e, navigation: false, place: place)))
        }
        for a in lockSets where runs(a.context.inType, in: cls) {
            out.append((a.context.inMember, Step(event: .setAppDelegate(a.mask), navigation: false, place: a.place)))
        }
        return out + segueSteps(of: cls)
    }

    /// Whether every class a hinted move shows can be modelled (their specs made on the way); said when not.
    mutating func hinted(_ t: Transition) -> Bool {
        for e in t.events {
            for name in HintFile.shownNames(e) where spec(name) == nil {
                leftOut.append("\(hintPlace(t)): the hinted move shows \(name), which is not known enough to explore")
                return false
            }
        }
        return true
    }

    /// Where a hinted move is written.
    func hintPlace(_ t: Transition) -> SourceLocation {
        let path = context.hints?.path ?? HintFile.fileName
        return SourceLocation(path, line: t.origin.flatMap { $0.split(separator: ":").last.flatMap { Int($0) } })
    }

    mutating func add(_ owner: String, _ events: [Event], at place: SourceLocation) {
        let origin = place.description
        places[origin] = place
        transitions[owner, default: []].append(Transition(events, origin: origin))
    }

    func event(_ r: RotationFact) -> Event? {
        switch r.api {
        case .attemptRotationToDeviceOrientation: return .attemptRotationToDeviceOrientation
        case .setNeedsUpdateOfSupportedInterfaceOrientations:
            return .setNeedsUpdateOfSupportedInterfaceOrientations(nil)
        case .requestGeometryUpdate:
            return r.argument.flatMap { CheckContext.mask($0, pad: pad) }.map(Event.requestGeometryUpdate)
        case .uideviceOrientation:
            guard case .orientation(let o)? = r.argument else { return nil }
            return .setDeviceOrientationValue(o)
        }
    }
}

enum ScenarioTextKind {
    static func isNavigation(_ e: Event) -> Bool {
        switch e {
        case .present, .push: return true
        default: return false
        }
    }
}
