// What the search found, once it ends: the shown-wrong and return-wrong states that are not stuck, and the orientations each screen
// allows but was never shown in (judged only when the search saw every state).

extension Search {
    func result() -> ExplorationResult {
        var out = bad
        var keys = Set<String>()
        for c in deferred where !stuckStates.contains(c.state) && keys.insert(c.key).inserted {
            var b = c.bad
            b.path = path(to: c.state)
            out.append(b)
        }
        if limit == nil { out += unreachable() }
        out.sort { ($0.kind, $0.path.count) < ($1.kind, $1.path.count) }
        return ExplorationResult(
            device: run.device, os: run.scenario.os, sdk: run.scenario.sdk, states: states.count,
            transitions: transitions, depth: depth, complete: limit == nil, limit: limit, badStates: out)
    }

    /// R5.1, R3, R4.1, R2: what a screen declares, within what the app and the hardware allow, that no state shows.
    func unreachable() -> [BadState] {
        table.restore(initial, into: run)
        run.running = true
        let app = run.appMask(afterLaunch: true).effective
        let hardware = run.hardwareMask
        var out: [BadState] = []
        for screen in firstShown.keys.sorted() {
            guard let first = firstShown[screen] else { continue }
            let given = declared[screen] ?? run.scenario.controllers[screen]?.supportedInterfaceOrientations
            if given == nil && unreachableNeedsDeclaration { continue }
            let own = given?.effective ?? run.idiomDefault()
            let missing = own.intersection(app).intersection(hardware).subtracting(shown[screen] ?? [])
            for o in missing.orientations {
                out.append(
                    BadState(
                        kind: .unreachableOrientation, screen: screen, authority: nil, orientation: o,
                        allowed: own,
                        detail:
                            "\(screen) allows \(o.name) (\(own.displayName)), and so does the app, but no path shows it \(o.name)",
                        path: path(to: first), exception: nil))
            }
        }
        table.restore(initial, into: run)
        return out
    }
}
