import OrientProject

// The `if` and `@available` blocks of a method body: what the code around a call says.

/// `if (@available(iOS 16.0, *)) { … } else { … }` blocks of a method body.
struct AvailabilityBlocks {
    var blocks: [(then: Range<Int>, else: Range<Int>?, version: String, unavailable: Bool)] = []

    init(scanner: ObjCScanner, range: Range<Int>) {
        var i = range.lowerBound
        while let hit = scanner.find("@available", from: i, to: range.upperBound)
            ?? scanner.find("@unavailable", from: i, to: range.upperBound)
        {
            i = hit + 1
            let unavailable = scanner.code[hit + 1] == 117
            let text = scanner.source.text(hit..<min(range.upperBound, hit + 40))
            guard let r = text.range(of: "iOS") else { continue }
            let version = text[r.upperBound...].drop { $0 == " " }.prefix { $0.isNumber || $0 == "." }
            // the `if (` … `)` around it, then its block
            guard let close = scanner.find(")", from: hit, to: range.upperBound),
                let open = scanner.find("{", from: close, to: range.upperBound),
                let end = scanner.matching(open)
            else { continue }
            var elseRange: Range<Int>?
            let afterThen = scanner.skipSpace(end)
            if let (word, afterElse) = scanner.identifier(at: afterThen), word == "else" {
                let e = scanner.skipSpace(afterElse)
                if e < range.upperBound, scanner.code[e] == 123, let eEnd = scanner.matching(e) { elseRange = e..<eEnd }
            }
            blocks.append((open..<end, elseRange, String(version), unavailable))
        }
    }

    func availability(at offset: Int) -> String? {
        for b in blocks.reversed() {
            if b.then.contains(offset) { return b.unavailable ? "before iOS \(b.version)" : "iOS \(b.version)+" }
            if let e = b.else, e.contains(offset) {
                return b.unavailable ? "iOS \(b.version)+" : "before iOS \(b.version)"
            }
        }
        return nil
    }
}

/// The `if (…) { … } else { … }` blocks of a method body, for the conditions a call runs under (as Swift's
/// `CallContext.conditions`: innermost first, `!(…)` in an else block). Only short conditions are kept (an idiom
/// test or a helper's name is short), and at most `limit` blocks, so that a hostile body stays linear.
struct ConditionBlocks {
    var blocks: [(condition: String, then: Range<Int>, else: Range<Int>?)] = []
    static let limit = 500

    init(scanner s: ObjCScanner, range: Range<Int>) {
        // Every brace's partner in one pass (nested blocks would make a search per block quadratic).
        var closing: [Int: Int] = [:]
        var stack: [Int] = []
        for k in range {
            if s.code[k] == 123 {
                stack.append(k)
            } else if s.code[k] == 125, let open = stack.popLast() {
                closing[open] = k + 1
            }
        }
        var i = range.lowerBound
        while let hit = s.find("if", from: i, to: range.upperBound), blocks.count < Self.limit {
            i = hit + 2
            guard hit == 0 || !SourceBytes.isIdentifier(s.code[hit - 1], dollar: true),
                hit + 2 < range.upperBound, !SourceBytes.isIdentifier(s.code[hit + 2], dollar: true)
            else { continue }
            let open = s.skipSpace(hit + 2)
            guard open < range.upperBound, s.code[open] == 40 else { continue }
            var close = open + 1
            var depth = 1
            while close < min(range.upperBound, open + 120), depth > 0 {
                if s.code[close] == 40 { depth += 1 } else if s.code[close] == 41 { depth -= 1 }
                close += 1
            }
            guard depth == 0 else { continue }
            let brace = s.skipSpace(close)
            guard brace < range.upperBound, s.code[brace] == 123, let end = closing[brace] else { continue }
            var elseRange: Range<Int>?
            let afterThen = s.skipSpace(end)
            if let (word, afterElse) = s.identifier(at: afterThen), word == "else" {
                let e = s.skipSpace(afterElse)
                if e < range.upperBound, s.code[e] == 123, let eEnd = closing[e] { elseRange = e..<eEnd }
            }
            let condition = s.source.text(open + 1..<close - 1).trimmingCharacters(in: .whitespacesAndNewlines)
            blocks.append((condition, brace..<end, elseRange))
        }
    }

    func conditions(at offset: Int) -> [String] {
        blocks.reversed().compactMap { b in
            if b.then.contains(offset) { return b.condition }
            if let e = b.else, e.contains(offset) { return "!(\(b.condition))" }
            return nil
        }
    }
}
