/// A compilation condition (`#if os(iOS) && !targetEnvironment(macCatalyst)`, `#if !canImport(UIKit)`) evaluated
/// for an iOS app build (issue 13, pattern 9). What it cannot know (a custom flag, `canImport` of another
/// module, the simulator) counts as holding: the code is read rather than dropped.
public enum PlatformCondition {
    public static func holdsOnIOS(_ condition: String) -> Bool {
        var p = Parser(text: Array(condition.filter { !$0.isWhitespace }))
        return p.or() ?? true
    }

    static func atom(_ text: String) -> Bool? {
        if text.hasPrefix("os(") {
            return ["os(iOS)"].contains(text) ? true : false
        }
        switch text {
        case "canImport(UIKit)", "true": return true
        case "canImport(AppKit)", "canImport(Cocoa)", "canImport(WatchKit)", "targetEnvironment(macCatalyst)",
            "false":
            return false
        default: return nil  // unknown: holds
        }
    }

    /// `or := and ('||' and)*`, `and := unary ('&&' unary)*`, `unary := '!' unary | 'not(' or ')' | '(' or ')' | atom`.
    struct Parser {
        let text: [Character]
        var i = 0

        init(text: [Character]) { self.text = text }

        mutating func eat(_ s: String) -> Bool {
            let chars = Array(s)
            guard i + chars.count <= text.count, Array(text[i..<i + chars.count]) == chars else { return false }
            i += chars.count
            return true
        }

        // Three values (Kleene): an unknown side decides nothing, so `!(CUSTOM && os(iOS))` stays unknown.
        mutating func or() -> Bool? {
            var value = and()
            while eat("||") { value = Kleene.or(value, and()) }
            return value
        }

        mutating func and() -> Bool? {
            var value = unary()
            while eat("&&") { value = Kleene.and(value, unary()) }
            return value
        }

        mutating func unary() -> Bool? {
            if eat("!") { return unary().map { !$0 } }
            if eat("not(") {
                let v = or()
                _ = eat(")")
                return v.map { !$0 }
            }
            if eat("(") {
                let v = or()
                _ = eat(")")
                return v
            }
            // An atom: a name with an optional balanced (…) argument.
            let start = i
            var depth = 0
            while i < text.count {
                let c = text[i]
                if c == "(" { depth += 1 } else if c == ")" { if depth == 0 { break }; depth -= 1 }
                if depth == 0 && (c == "&" || c == "|") { break }
                i += 1
                if depth == 0 && c == ")" { break }
            }
            guard i > start else { return nil }
            return PlatformCondition.atom(String(text[start..<i]))
        }
    }
}

extension PlatformCondition {
    /// The condition of one `#if`/`#elseif`/`#else` clause, given the conditions of the clauses before it.
    public static func clause(_ condition: String?, after previous: [String]) -> String {
        ((condition.map { [$0] } ?? []) + previous.map { "not(\($0))" }).joined(separator: " && ")
    }
}

/// Three-valued logic (nil: unknown) for build conditions, Swift's and Objective-C's.
enum Kleene {
    static func or(_ a: Bool?, _ b: Bool?) -> Bool? {
        if a == true || b == true { return true }
        return a == false && b == false ? false : nil
    }

    static func and(_ a: Bool?, _ b: Bool?) -> Bool? {
        if a == false || b == false { return false }
        return a == true && b == true ? true : nil
    }
}
