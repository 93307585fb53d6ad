import Foundation

/// The `if` branches of a token stream (Dart's or JavaScript's), for the cross-platform readers (issue 31): those
/// that never run on iOS (a test that names only other platforms, the `else` of an iOS-only one) and those that run
/// only in some state (any other test), with the condition as written, so a rule can say what a lock depends on.
struct SourceBranches {
    /// How a condition's tokens test the platform.
    enum PlatformTest { case otherPlatformsOnly, iOSOnly, none, mixed }

    /// Sorted by start; `offIOS(k)` and `condition(at:)` look up the few that can hold a token.
    private(set) var offIOS: [ClosedRange<Int>] = []
    private(set) var state: [(range: ClosedRange<Int>, condition: String)] = []

    init() {}

    /// `texts` gives the tokens as the condition shows them (a string with its quotes), `classify` what a
    /// condition's tokens test.
    init(_ brackets: TokenBrackets, texts: [String], classify: ([String]) -> PlatformTest) {
        /// The statement or collection element after token k: a `{…}` block, an `if` with its `else` chain, or an
        /// expression (with its `;`).
        func branch(after k: Int) -> ClosedRange<Int> {
            var start = k + 1
            // `else if (…) … else …`: the whole chain, walked without recursion.
            if brackets.text(start) == "if", brackets.text(start + 1) == "(", let close = brackets.partner(start + 1) {
                var end = simple(after: close).upperBound
                var steps = 0
                while brackets.text(end + 1) == "else", steps < 10_000 {
                    steps += 1
                    let next = end + 2
                    if brackets.text(next) == "if", brackets.text(next + 1) == "(", let c = brackets.partner(next + 1) {
                        end = simple(after: c).upperBound
                    } else {
                        end = simple(after: end + 1).upperBound
                        break
                    }
                }
                return start...max(start, end)
            }
            start = k
            return simple(after: start)
        }
        func simple(after k: Int) -> ClosedRange<Int> {
            if brackets.text(k + 1) == "{", let close = brackets.partner(k + 1) { return (k + 1)...close }
            let end = max(k + 1, brackets.expressionEnd(from: k + 1) - 1)
            // A braceless statement's `;` belongs to it.
            return (k + 1)...(brackets.text(end + 1) == ";" ? end + 1 : end)
        }
        for k in 0..<brackets.count where brackets.text(k) == "if" && brackets.text(k + 1) == "(" {
            guard let close = brackets.partner(k + 1), close > k + 2 else { continue }
            let words = Array(texts[(k + 2)..<close])
            let then = branch(after: close)
            let otherwise = brackets.text(then.upperBound + 1) == "else" ? branch(after: then.upperBound + 1) : nil
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

    /// Whether token k is in a branch that never runs on iOS.
    func isOffIOS(_ k: Int) -> Bool { offIOS.contains { $0.contains(k) } }

    /// A condition's tokens as one would write them: `a.b && !c`, `x === 'y'`.
    static func written(_ words: [String]) -> String {
        var out = words.joined(separator: " ")
        for (spaced, joined) in [
            (" . ", "."), (" ?. ", "?."), ("= = =", "==="), ("! = =", "!=="), ("= =", "=="), ("! =", "!="),
            ("& &", "&&"), ("| |", "||"), ("( ", "("), (" )", ")"), (" ()", "()")
        ] {
            out = out.replacingOccurrences(of: spaced, with: joined)
        }
        return out.replacingOccurrences(of: "! ", with: "!")
    }

    /// What a condition tests, from the names each language uses for platforms: only other platforms (the branch
    /// never runs on iOS), only iOS, neither (a state), or a mix Orient does not settle (kept, as running on iOS).
    /// `!x` negates; `x != y` / `x !== y` compares (a test that iOS is not the platform runs elsewhere); `||`
    /// with anything but platform names, or `&&` with a platform name, is a mix.
    static func platformTest(
        _ words: [String], otherPlatforms: Set<String>, iOS iOSNames: Set<String>, platformWords: Set<String>
    ) -> PlatformTest {
        let other = words.contains(where: otherPlatforms.contains)
        let iOS = words.contains(where: iOSNames.contains)
        guard other || iOS else { return .none }
        var negated = false, notEqual = false
        for (i, w) in words.enumerated() where w == "!" {
            if i + 1 < words.count, words[i + 1] == "=" { notEqual = true } else { negated = true }
        }
        if negated || words.contains("&") { return .mixed }
        if words.contains("|") {
            let plain = words.filter { $0.first.map { $0.isLetter || $0 == "'" || $0 == "_" } ?? false }
            if !plain.allSatisfy({ otherPlatforms.contains($0) || iOSNames.contains($0) || platformWords.contains($0) })
            {
                return .mixed
            }
        }
        if notEqual { return iOS && !other ? .otherPlatformsOnly : .mixed }
        return other && iOS ? .mixed : other ? .otherPlatformsOnly : .iOSOnly
    }

    /// The condition of the innermost state branch around token k, if any.
    func condition(at k: Int) -> String? {
        state.filter { $0.range.contains(k) }.min { $0.range.count < $1.range.count }?.condition
    }
}
