import OrientEngine
import OrientFacts

/// What an iOS 5 `shouldAutorotateToInterfaceOrientation:` answers, as the mask of the orientations it says YES
/// to: its return expression evaluated for each of the four (`YES`, `o != UIInterfaceOrientationPortraitUpsideDown`,
/// `UIInterfaceOrientationIsLandscape(o)`, joined by `||`, `&&`, `!` and parentheses); nil for anything else.
extension LegacyRotationAPI {
    static func answer(_ value: Value) -> OrientationMask? {
        switch value {
        case .bool(let b): return b ? .all : []
        case .unknown(let text):
            var mask: OrientationMask = []
            for o in InterfaceOrientation.upright {
                var e = BoolExpression(text, orientation: o)
                guard let yes = e.parse(), e.atEnd else { return nil }
                if yes { mask.insert(OrientationMask(o)) }
            }
            return mask
        default: return nil
        }
    }

    /// A boolean expression over one orientation variable, read from its text (bounded: 64 tokens).
    struct BoolExpression {
        let tokens: [String]
        let orientation: InterfaceOrientation
        var k = 0

        init(_ text: String, orientation: InterfaceOrientation) {
            var out: [String] = []
            var current = ""
            let chars = Array(text)
            var i = 0
            while i < chars.count, out.count < 64 {
                let c = chars[i]
                if c.isLetter || c.isNumber || c == "_" {
                    current.append(c)
                } else {
                    if !current.isEmpty { out.append(current) }
                    current = ""
                    let two = i + 1 < chars.count ? String([c, chars[i + 1]]) : ""
                    if ["==", "!=", "||", "&&"].contains(two) {
                        out.append(two)
                        i += 1
                    } else if !c.isWhitespace {
                        out.append(String(c))
                    }
                }
                i += 1
            }
            if !current.isEmpty { out.append(current) }
            tokens = chars.count > 400 ? [] : out
            self.orientation = orientation
        }

        var atEnd: Bool { k == tokens.count }
        func peek() -> String? { k < tokens.count ? tokens[k] : nil }

        mutating func parse() -> Bool? { or(depth: 0) }

        mutating func or(depth: Int) -> Bool? {
            guard depth < 16, var left = and(depth: depth) else { return nil }
            while peek() == "||" {
                k += 1
                guard let right = and(depth: depth) else { return nil }
                left = left || right
            }
            return left
        }

        mutating func and(depth: Int) -> Bool? {
            guard var left = unary(depth: depth) else { return nil }
            while peek() == "&&" {
                k += 1
                guard let right = unary(depth: depth) else { return nil }
                left = left && right
            }
            return left
        }

        mutating func unary(depth: Int) -> Bool? {
            if peek() == "!" {
                k += 1
                return unary(depth: depth).map { !$0 }
            }
            if peek() == "(" {
                k += 1
                guard let inner = or(depth: depth + 1), peek() == ")" else { return nil }
                k += 1
                return inner
            }
            guard let word = peek() else { return nil }
            k += 1
            switch word {
            case "YES", "true": return true
            case "NO", "false": return false
            case "UIInterfaceOrientationIsLandscape", "UIInterfaceOrientationIsPortrait":
                guard peek() == "(" else { return nil }
                k += 1
                guard operand() == .variable, peek() == ")" else { return nil }
                k += 1
                return word.hasSuffix("Landscape")
                    ? orientation == .landscapeLeft || orientation == .landscapeRight
                    : orientation == .portrait || orientation == .portraitUpsideDown
            default:
                k -= 1
                let left = operand()
                guard let op = peek(), op == "==" || op == "!=" else { return nil }
                k += 1
                let right = operand()
                // One side the variable, the other a constant.
                let constant: InterfaceOrientation
                switch (left, right) {
                case (.variable, .constant(let c)), (.constant(let c), .variable): constant = c
                default: return nil
                }
                return (orientation == constant) == (op == "==")
            }
        }

        enum Operand: Equatable { case variable, constant(InterfaceOrientation), other }

        mutating func operand() -> Operand {
            guard var word = peek() else { return .other }
            k += 1
            // Swift's `.portrait` and `UIInterfaceOrientation.portrait`.
            if word == "UIInterfaceOrientation", peek() == "." { k += 1 }
            if word == "UIInterfaceOrientation" || word == "." {
                guard let name = peek() else { return .other }
                k += 1
                word = name
            }
            if let o = InterfaceOrientation(name: word) { return .constant(o) }
            guard let first = word.first, first.isLetter || first == "_" else { return .other }
            return .variable
        }
    }
}
