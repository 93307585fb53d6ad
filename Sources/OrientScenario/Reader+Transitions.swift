import OrientOutput
import OrientEngine

// `transitions` (issue 16): what each screen lets the user or the code do, for `orient explore`. Each entry is a
// step in the `steps` syntax, with two more keys: `then` (steps the app's code runs right after it, as part of the
// same move) and `from` (where in the app's code the move comes from).
extension Reader {
    func transitions(_ node: Node) throws(Diagnostic) -> [String: [Transition]] {
        var out: [String: [Transition]] = [:]
        for e in try entries(node, "transitions") {
            let key = "transitions." + e.key
            try known(e.key, e.keyNode, key)
            guard case .sequence(let seq) = e.value else { throw fail(e.value, key, "expected a list of steps") }
            var list: [Transition] = []
            for (i, item) in seq.enumerated() {
                list.append(try transition(item, key + "[\(i)]"))
            }
            out[e.key] = list
        }
        return out
    }

    func transition(_ item: Node, _ key: String) throws(Diagnostic) -> Transition {
        var stepNode = item
        var then: Node?
        var origin: String?
        if case .mapping(var m) = item {
            var kept: [Node.Pair] = []
            for p in m.pairs {
                switch p.key.string {
                case "then": then = p.value
                case "from": origin = try string(p.value, key + ".from")
                case "expect":
                    throw fail(
                        p.key, key + ".expect", "a transition cannot carry expect; the explorer judges every state")
                default: kept.append(p)
                }
            }
            m.pairs = kept
            stepNode = .mapping(m)
        }
        let first = try steps(Node.Sequence(items: [stepNode], at: stepNode.mark ?? .init(line: 0, column: 0)), 0..<1)
        var events = first.events
        if let then {
            guard case .sequence(let seq) = then else { throw fail(then, key + ".then", "expected a list of steps") }
            events += try steps(seq, 0..<seq.count).events
        }
        for e in events {
            switch e {
            case .launch, .terminate:
                throw fail(
                    item, key, "a transition happens while the app runs; launch and terminate are the explorer's")
            default: break
            }
        }
        let line = item.mark.map { "\(path):\($0.line)" }
        return Transition(events, origin: origin ?? line)
    }
}
