import Foundation
import OrientEngine

// A mask an Objective-C method builds in a local before returning it (issue 27: values as sets of possibilities):
//
//     NSUInteger orientations = UIInterfaceOrientationMaskPortrait;
//     if (playingVideo) { orientations |= UIInterfaceOrientationMaskLandscapeLeft; }
//     return orientations;
//
// The local's initial value, then each later `|=` or `=` in order, each under the `if` it is the first statement of
// (`Value.branch`: an idiom test becomes a per-idiom answer, another condition both possibilities). A statement
// not first under an `if` is taken as a condition of its own; Orient does not follow loops or early returns. A
// local that nothing changes is what it was given (`BOOL should = [top shouldAutorotate]; return should;`).
extension ObjCEvaluator {
    /// The most statements changing the local that are followed: past that the value stays unknown.
    static let localChangesBound = 8

    /// What the local `name` holds at `end` (the `return`'s offset), nil when its declaration or a change is not
    /// read.
    func local(_ name: String, in body: Range<Int>, before end: Int) -> Value? {
        guard body.lowerBound < end, end <= source.code.count else { return nil }
        let text = source.text(body.lowerBound..<end)
        let escaped = NSRegularExpression.escapedPattern(for: name)
        let declaration = try? NSRegularExpression(
            pattern:
                "\\b(?:NSUInteger|NSInteger|UIInterfaceOrientationMask|int|unsigned|BOOL|bool)\\s+\(escaped)\\s*=\\s*([^;]+);"
        )
        let change = try? NSRegularExpression(pattern: "(?<![\\w.])\(escaped)\\s*(\\|=|=(?!=))\\s*([^;]+);")
        let all = NSRange(text.startIndex..., in: text)
        guard let declaration, let change,
            let declared = declaration.firstMatch(in: text, range: all),
            let initial = Range(declared.range(at: 1), in: text), let statement = Range(declared.range, in: text)
        else { return nil }
        var value = evaluate(String(text[initial]))
        let after = NSRange(statement.upperBound..., in: text)
        let changes = change.matches(in: text, range: after)
        // Copied and returned (`BOOL should = [top shouldAutorotate]; return should;`): what it was given.
        if changes.isEmpty { return value }
        guard value.maskLeaves != nil, changes.count <= Self.localChangesBound else { return nil }
        for c in changes {
            guard let op = Range(c.range(at: 1), in: text), let rhs = Range(c.range(at: 2), in: text),
                let whole = Range(c.range, in: text)
            else { return nil }
            let changed: Value
            let given = evaluate(String(text[rhs]))
            if text[op] == "|=" {
                guard case .mask(let m) = given, let widened = value.mappingMasks({ $0.union(m) }) else { return nil }
                changed = widened
            } else {
                guard given.maskLeaves != nil else { return nil }
                changed = given
            }
            let condition = Self.ifCondition(before: text[..<whole.lowerBound]) ?? String(text[whole])
            value = Value.branch(condition, then: changed, else: value)
        }
        return value
    }

    /// The `{` of the innermost block still open where `text` ends, nil when none is.
    static func enclosingBlock(_ text: Substring) -> Substring.Index? {
        var depth = 0
        var i = text.endIndex
        while i > text.startIndex {
            i = text.index(before: i)
            if text[i] == "}" {
                depth += 1
            } else if text[i] == "{" {
                if depth == 0 { return i }
                depth -= 1
            }
        }
        return nil
    }

    /// The condition of the `if` whose first statement starts where `before` ends (`if (isPad) {`), nil for
    /// another statement.
    static func ifCondition(before: Substring) -> String? {
        var head = before.reversed().drop { $0.isWhitespace }
        if head.first == "{" { head = head.dropFirst().drop { $0.isWhitespace } }
        guard head.first == ")" else { return nil }
        // Back to the matching `(`, then `if`.
        var depth = 0
        var i = head.startIndex
        while i < head.endIndex {
            if head[i] == ")" { depth += 1 } else if head[i] == "(" { depth -= 1; if depth == 0 { break } }
            i = head.index(after: i)
        }
        guard i < head.endIndex else { return nil }
        let condition = String(head[head.index(after: head.startIndex)..<i].reversed())
        let keyword = head[head.index(after: i)...].drop { $0.isWhitespace }.prefix(3)
        guard keyword.first == "f", keyword.dropFirst().first == "i",
            keyword.dropFirst(2).first.map({ !($0.isLetter || $0.isNumber || $0 == "_") }) ?? true
        else { return nil }
        return condition.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

extension Value {
    /// The masks at the value's leaves, nil when a leaf is no mask.
    var maskLeaves: [OrientationMask]? {
        switch self {
        case .mask(let m): return [m]
        case .idiom(let p, let o): return p.maskLeaves.flatMap { a in o.maskLeaves.map { a + $0 } }
        case .conditional(_, let t, let e): return t.maskLeaves.flatMap { a in e.maskLeaves.map { a + $0 } }
        default: return nil
        }
    }

    /// The value with each leaf mask changed, nil when a leaf is no mask.
    func mappingMasks(_ change: (OrientationMask) -> OrientationMask) -> Value? {
        switch self {
        case .mask(let m): return .mask(change(m))
        case .idiom(let p, let o):
            guard let p = p.mappingMasks(change), let o = o.mappingMasks(change) else { return nil }
            return .idiom(pad: p, other: o)
        case .conditional(let c, let t, let e):
            guard let t = t.mappingMasks(change), let e = e.mappingMasks(change) else { return nil }
            return .conditional(condition: c, then: t, else: e)
        default: return nil
        }
    }
}
