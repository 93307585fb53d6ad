import Foundation

/// The `if` branches of a token stream (Dart's or JavaScript's), for the cross-platform readers (issue 31): those
/// that never run on iOS (a test that names only other platforms, the `else` of an iOS-only one) and those that run
/// only in some state (any other test), with the condition as written, so a rule can say what a lock depends on.
struct SourceBranches {
    /// How a condition's tokens test the platform.
    enum PlatformTest { case otherPlatformsOnly, iOSOnly, none, mixed }

    var offIOS: [ClosedRange<Int>] = []
    var state: [(range: ClosedRange<Int>, condition: String)] = []

    /// `text` gives token k's text (`""` outside), `partner` its matching bracket, `expressionEnd` where an
    /// expression from k ends, `classify` what a condition's tokens test.
    init(
        count: Int, text: (Int) -> String, partner: (Int) -> Int?, expressionEnd: (Int) -> Int,
        classify: ([String]) -> PlatformTest
    ) {
        func branch(after k: Int) -> ClosedRange<Int> {
            if text(k + 1) == "{", let close = partner(k + 1) { return (k + 1)...close }
            let end = max(k + 1, expressionEnd(k + 1) - 1)
            // A braceless statement's `;` belongs to it.
            return (k + 1)...(text(end + 1) == ";" ? end + 1 : end)
        }
        for k in 0..<count where text(k) == "if" && text(k + 1) == "(" {
            guard let close = partner(k + 1), close > k + 2 else { continue }
            let words = ((k + 2)..<close).map(text)
            let then = branch(after: close)
            let otherwise = text(then.upperBound + 1) == "else" ? branch(after: then.upperBound + 1) : nil
            switch classify(words) {
            case .otherPlatformsOnly: offIOS.append(then)
            case .iOSOnly: if let otherwise { offIOS.append(otherwise) }
            case .mixed: continue
            case .none:
                let condition = String(SourceBranches.written(words).prefix(60))
                state.append((then, condition))
                if let otherwise { state.append((otherwise, "not (\(condition))")) }
            }
        }
    }

    /// A condition's tokens as one would write them: `a.b && !c`, `x === 'y'`.
    static func written(_ words: [String]) -> String {
        var out = words.joined(separator: " ")
        for (spaced, joined) in [
            (" . ", "."), (" ?. ", "?."), ("= = =", "==="), ("! = =", "!=="), ("= =", "=="), ("! =", "!="),
            ("& &", "&&"), ("| |", "||"), ("( ", "("), (" )", ")")
        ] {
            out = out.replacingOccurrences(of: spaced, with: joined)
        }
        return out.replacingOccurrences(of: "! ", with: "!")
    }

    /// The condition of the innermost state branch around token k, if any.
    func condition(at k: Int) -> String? {
        state.filter { $0.range.contains(k) }.min { $0.range.count < $1.range.count }?.condition
    }
}
