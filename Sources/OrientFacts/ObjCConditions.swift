import Foundation

// `#if TARGET_OS_VISION` … `#endif` in Objective-C (issue 13, pattern 9): code under a condition that never holds
// in an iOS app build is not the app's code. Conditions are read with three values: what the SDK's TargetConditionals
// fix for iOS is known, anything else (a project's own macro, a version comparison) is unknown, and only code
// under a condition known to be false is set aside.

/// The state of the `#if` blocks around a line.
struct ObjCConditionals {
    struct Frame {
        /// Whether the branch in effect holds (nil: unknown).
        var current: Bool?
        /// Whether an earlier branch of this block held for sure, or may have.
        var taken: Bool?
    }
    private(set) var frames: [Frame] = []

    /// Whether the code here is known not to be compiled for iOS.
    var inactive: Bool { frames.contains { $0.current == false } }

    /// Reads one preprocessor line (its text after `#`, comments included).
    mutating func directive(_ line: String) {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        let word = String(trimmed.prefix { $0.isLetter })
        let rest = String(trimmed.dropFirst(word.count)).components(separatedBy: "//")[0]
        switch word {
        case "if": push(ObjCCondition.evaluate(rest))
        case "ifdef": push(ObjCCondition.defined(rest.trimmingCharacters(in: .whitespaces)))
        case "ifndef": push(ObjCCondition.defined(rest.trimmingCharacters(in: .whitespaces)).map { !$0 })
        case "elif":
            guard var f = frames.popLast() else { return }
            let value = ObjCCondition.evaluate(rest)
            f.current = f.taken == true ? false : (f.taken == false ? value : (value == false ? false : nil))
            f.taken = Kleene.or(f.taken, value)
            frames.append(f)
        case "else":
            guard var f = frames.popLast() else { return }
            f.current = f.taken.map { !$0 }
            frames.append(f)
        case "endif": _ = frames.popLast()
        default: break
        }
    }

    private mutating func push(_ value: Bool?) { frames.append(Frame(current: value, taken: value)) }

}

/// A preprocessor condition, for an iOS app build: true, false, or nil (unknown).
enum ObjCCondition {
    /// TargetConditionals.h in the iOS SDK (device and simulator alike).
    static let targets: [String: Bool] = [
        "TARGET_OS_IOS": true, "TARGET_OS_IPHONE": true, "TARGET_OS_MAC": true, "TARGET_OS_EMBEDDED": true,
        "TARGET_OS_VISION": false, "TARGET_OS_XR": false, "TARGET_OS_TV": false, "TARGET_OS_WATCH": false,
        "TARGET_OS_OSX": false, "TARGET_OS_MACCATALYST": false, "TARGET_OS_UIKITFORMAC": false,
        "TARGET_OS_BRIDGE": false, "TARGET_OS_DRIVERKIT": false
    ]

    static func defined(_ name: String) -> Bool? { targets[name] != nil ? true : nil }

    static func evaluate(_ text: String) -> Bool? {
        var p = Parser(tokens: tokens(text))
        let v = p.or()
        return p.i == p.tokens.count ? v : nil
    }

    static func tokens(_ text: String) -> [String] {
        var out: [String] = []
        var i = text.startIndex
        while i < text.endIndex {
            let c = text[i]
            if c == " " || c == "\t" || c == "\\" || c == "\r" {
                i = text.index(after: i)
            } else if c.isLetter || c == "_" || c.isNumber {
                let start = i
                while i < text.endIndex, text[i].isLetter || text[i].isNumber || text[i] == "_" {
                    i = text.index(after: i)
                }
                out.append(String(text[start..<i]))
            } else {
                let two = text[i...].prefix(2)
                if ["&&", "||", "==", "!=", ">=", "<=", "<<", ">>"].contains(String(two)) {
                    out.append(String(two)); i = text.index(i, offsetBy: 2)
                } else {
                    out.append(String(c)); i = text.index(after: i)
                }
            }
        }
        return out
    }

    /// `or := and ('||' and)*`, `and := unary ('&&' unary)*`, `unary := '!' unary | primary (op primary)?`.
    struct Parser {
        let tokens: [String]
        var i = 0
        var depth = 0

        init(tokens: [String]) { self.tokens = tokens }

        mutating func eat(_ t: String) -> Bool {
            guard i < tokens.count, tokens[i] == t else { return false }
            i += 1
            return true
        }

        mutating func or() -> Bool? {
            var v = and()
            while eat("||") { v = Kleene.or(v, and()) }
            return v
        }

        mutating func and() -> Bool? {
            var v = unary()
            while eat("&&") { v = Kleene.and(v, unary()) }
            return v
        }

        mutating func unary() -> Bool? {
            // Bounded: `!!!!…` or `((((…` thousands deep is no condition a project writes.
            depth += 1
            defer { depth -= 1 }
            guard depth < 64 else { i = tokens.count; return nil }
            if eat("!") { return unary().map { !$0 } }
            var v = primary()
            // A comparison or arithmetic: not evaluated (a version, a project's value).
            while i < tokens.count, !["&&", "||", ")"].contains(tokens[i]) {
                i += 1
                _ = primary()
                v = nil
            }
            return v
        }

        mutating func primary() -> Bool? {
            guard i < tokens.count else { return nil }
            if eat("(") {
                let v = or()
                _ = eat(")")
                return v
            }
            let t = tokens[i]
            i += 1
            if t == "defined" {
                let paren = eat("(")
                guard i < tokens.count else { return nil }
                let name = tokens[i]
                i += 1
                if paren { _ = eat(")") }
                return ObjCCondition.defined(name)
            }
            if let n = Int(t) { return n != 0 }
            return ObjCCondition.targets[t]
        }
    }
}
