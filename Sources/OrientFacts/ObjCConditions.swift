import Foundation

// `#if TARGET_OS_VISION` … `#endif` in Objective-C (issue 13, pattern 9): code under a condition that never holds
// in an iOS app build is not the app's code. Conditions are read with three values: what the SDK's TargetConditionals
// fix for iOS is known, so is a version comparison no current Xcode can fail (`__IPHONE_OS_VERSION_MIN_REQUIRED <
// __IPHONE_6_0`); anything else (a project's own macro, other versions) is unknown, and only code
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

    /// Every `__IPHONE_X_Y` the SDK knows is defined; so are the target macros.
    static func defined(_ name: String) -> Bool? { targets[name] != nil || version(name) != nil ? true : nil }

    /// The lowest each version macro can be when an Xcode still in use builds the app: a minimum iOS of 9 (Xcode 12
    /// and later refuse less), an SDK of iOS 12 (Xcode 10, 2018; kept low on purpose, a newer SDK only makes more
    /// comparisons known).
    static let versionFloors: [String: Int] = [
        "__IPHONE_OS_VERSION_MIN_REQUIRED": 90000, "__IPHONE_OS_VERSION_MAX_ALLOWED": 120000
    ]

    /// `__IPHONE_6_0` → 60000, `__IPHONE_10_3` → 100300, `80000` → 80000.
    static func version(_ token: String) -> Int? {
        if let n = Int(token), n >= 20000 { return n }
        guard token.hasPrefix("__IPHONE_") else { return nil }
        let parts = token.dropFirst("__IPHONE_".count).split(separator: "_").compactMap { Int($0) }
        guard parts.count == 2 || parts.count == 3 else { return nil }
        return parts[0] * 10000 + parts[1] * 100 + (parts.count == 3 ? parts[2] : 0)
    }

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
            if let known = versionComparison() { return known }
            var v = primary()
            // A comparison or arithmetic: not evaluated (a version, a project's value).
            while i < tokens.count, !["&&", "||", ")"].contains(tokens[i]) {
                i += 1
                _ = primary()
                v = nil
            }
            return v
        }

        /// `__IPHONE_OS_VERSION_MIN_REQUIRED < __IPHONE_6_0` (or `60000`): the minimum iOS a current Xcode builds for
        /// is 9 or later, and its SDK 12 or later, so a comparison with a version below those is known. Other
        /// comparisons are left to the caller (unknown).
        mutating func versionComparison() -> Bool? {
            guard i + 2 < tokens.count, let floor = ObjCCondition.versionFloors[tokens[i]],
                let version = ObjCCondition.version(tokens[i + 2])
            else { return nil }
            let known: Bool?
            switch tokens[i + 1] {
            case "<": known = version <= floor ? false : nil
            case "<=": known = version < floor ? false : nil
            case ">=": known = version <= floor ? true : nil
            case ">": known = version < floor ? true : nil
            default: known = nil
            }
            guard let known else { return nil }
            i += 3
            return known
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
