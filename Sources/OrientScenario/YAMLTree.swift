import OrientOutput
import Yams

/// The tree the scenario reader walks: scalars stay text (the reader interprets them), every node keeps where it
/// starts. Built from Yams's tree.
enum Node: Equatable, Sendable {
    case scalar(Scalar)
    case mapping(Mapping)
    case sequence(Sequence)

    struct Mark: Equatable, Sendable {
        /// From 1.
        var line: Int
        /// From 1, in Unicode scalars (as libyaml counts).
        var column: Int
    }

    struct Scalar: Equatable, Sendable {
        enum Style: Equatable, Sendable { case plain, singleQuoted, doubleQuoted, literal, folded, alias }
        var string: String
        var style: Style
        var at: Mark
    }

    /// Entries in file order.
    struct Mapping: RandomAccessCollection, Equatable, Sendable {
        var pairs: [Pair]
        var at: Mark
        var startIndex: Int { 0 }
        var endIndex: Int { pairs.count }
        subscript(i: Int) -> (key: Node, value: Node) { (pairs[i].key, pairs[i].value) }
    }

    struct Pair: Equatable, Sendable {
        var key: Node
        var value: Node
    }

    struct Sequence: RandomAccessCollection, Equatable, Sendable {
        var items: [Node]
        var at: Mark
        var startIndex: Int { 0 }
        var endIndex: Int { items.count }
        subscript(i: Int) -> Node { items[i] }
    }

    var mark: Mark? {
        switch self {
        case .scalar(let s): return s.at
        case .mapping(let m): return m.at
        case .sequence(let s): return s.at
        }
    }

    /// A scalar's text.
    var string: String? {
        if case .scalar(let s) = self { return s.string }
        return nil
    }
}

extension Node {
    /// Yams's tree (composed with the basic resolver) in this shape, with its aliases followed: nil past
    /// `Limits.yamlNodes` nodes (aliases that expand exponentially).
    static func converting(_ node: Yams.Node) -> Node? {
        var budget = Limits.yamlNodes
        return Node(node, budget: &budget)
    }

    private init?(_ node: Yams.Node, budget: inout Int) {
        budget -= 1
        guard budget >= 0 else { return nil }
        let at = node.mark.map { Mark(line: $0.line, column: $0.column) } ?? Mark(line: 0, column: 0)
        switch node {
        case .scalar(let s):
            let style: Scalar.Style
            switch s.style {
            case .singleQuoted: style = .singleQuoted
            case .doubleQuoted: style = .doubleQuoted
            case .literal: style = .literal
            case .folded: style = .folded
            case .plain, .any: style = .plain
            }
            self = .scalar(Scalar(string: s.string, style: style, at: at))
        case .mapping(let m):
            var pairs: [Pair] = []
            for (k, v) in m {
                guard let key = Node(k, budget: &budget), let value = Node(v, budget: &budget) else { return nil }
                pairs.append(Pair(key: key, value: value))
            }
            self = .mapping(Mapping(pairs: pairs, at: at))
        case .sequence(let s):
            var items: [Node] = []
            for item in s {
                guard let n = Node(item, budget: &budget) else { return nil }
                items.append(n)
            }
            self = .sequence(Sequence(items: items, at: at))
        case .alias(let a):
            self = .scalar(Scalar(string: a.anchor.rawValue, style: .alias, at: at))
        }
    }
}
