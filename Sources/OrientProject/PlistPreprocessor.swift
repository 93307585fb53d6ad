import Foundation
import OrientOutput

/// The C preprocessor as Xcode runs it over an Info.plist when `INFOPLIST_PREPROCESS = YES` (issue 13, pattern
/// 9): `#if`/`#ifdef`/`#ifndef`/`#elif`/`#else`/`#endif` choose lines, `#define`/`#undef` change what is defined,
/// starting from `INFOPLIST_PREPROCESSOR_DEFINITIONS`. Directive and dropped lines become empty lines, so every
/// line keeps its number. A condition it cannot evaluate (`#if` over an unknown macro's value, `#include`) is
/// reported, and its lines are kept as if it held.
public struct PlistPreprocessor {
    var defines: [String: String]
    public var problems: [(line: Int, message: String)] = []

    /// `NAME` or `NAME=value`, space-separated, as the build setting holds them.
    public init(definitions: String) {
        defines = [:]
        for item in definitions.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
            let parts = item.split(separator: "=", maxSplits: 1).map(String.init)
            defines[parts[0]] = parts.count > 1 ? parts[1] : "1"
        }
    }

    public mutating func run(_ text: String) -> String {
        // Each level: whether its lines are taken, whether a branch of it was taken already, whether the outer
        // level is taken.
        var stack: [(taking: Bool, done: Bool, outer: Bool)] = []
        var out: [Substring] = []
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        out.reserveCapacity(lines.count)
        for (i, raw) in lines.enumerated() {
            let line = raw.drop(while: { $0 == " " || $0 == "\t" })
            let taking = stack.last?.taking ?? true
            guard line.hasPrefix("#") else {
                out.append(taking ? raw : "")
                continue
            }
            out.append("")
            let directive = line.dropFirst().drop(while: { $0 == " " })
            let word = String(directive.prefix(while: { $0.isLetter }))
            let rest = directive.dropFirst(word.count).trimmingCharacters(in: .whitespaces)
            switch word {
            case "ifdef", "ifndef":
                let defined = defines[String(rest.prefix(while: { !$0.isWhitespace }))] != nil
                let holds = (word == "ifdef") == defined
                stack.append((taking && holds, holds, taking))
            case "if":
                let holds = condition(rest, line: i + 1)
                stack.append((taking && holds, holds, taking))
            case "elif":
                guard let top = stack.popLast() else { problems.append((i + 1, "#elif without #if")); continue }
                let holds = !top.done && condition(rest, line: i + 1)
                stack.append((top.outer && holds, top.done || holds, top.outer))
            case "else":
                guard let top = stack.popLast() else { problems.append((i + 1, "#else without #if")); continue }
                stack.append((top.outer && !top.done, true, top.outer))
            case "endif":
                if stack.popLast() == nil { problems.append((i + 1, "#endif without #if")) }
            case "define" where taking:
                let name = String(rest.prefix(while: { !$0.isWhitespace }))
                defines[name] = rest.dropFirst(name.count).trimmingCharacters(in: .whitespaces)
            case "undef" where taking:
                defines[rest.trimmingCharacters(in: .whitespaces)] = nil
            case "define", "undef", "":
                break
            default:
                if taking {
                    problems.append((i + 1, "#\(word) is not followed; the lines around it are read as they are"))
                }
            }
        }
        if !stack.isEmpty { problems.append((lines.count, "#if without #endif")) }
        return out.joined(separator: "\n")
    }

    /// `defined(X)`, `X` (defined and not 0), `!`, `&&`, `||`, `0`, `1`. Anything else: reported, taken as true.
    mutating func condition(_ text: String, line: Int) -> Bool {
        let orParts = text.components(separatedBy: "||")
        if orParts.count > 1 { return orParts.contains { condition($0, line: line) } }
        let andParts = text.components(separatedBy: "&&")
        if andParts.count > 1 { return andParts.allSatisfy { condition($0, line: line) } }
        // By byte offsets, not copies: a copy per `(` or `!` made `#if ((((…))))` quadratic (issue 28).
        let bytes = Array(text.utf8)
        var lo = 0, hi = bytes.count
        func trim() {
            while lo < hi, bytes[lo] == 0x20 || bytes[lo] == 0x09 { lo += 1 }
            while hi > lo, bytes[hi - 1] == 0x20 || bytes[hi - 1] == 0x09 { hi -= 1 }
        }
        trim()
        var negated = false
        while lo < hi, bytes[lo] == UInt8(ascii: "!") { negated.toggle(); lo += 1; trim() }
        while hi - lo >= 2, bytes[lo] == UInt8(ascii: "("), bytes[hi - 1] == UInt8(ascii: ")") {
            lo += 1; hi -= 1; trim()
        }
        let t = String(decoding: bytes[lo..<hi], as: UTF8.self)
        let value: Bool
        if t.hasPrefix("defined") {
            let name = t.dropFirst(7).trimmingCharacters(in: CharacterSet(charactersIn: " ()"))
            value = defines[name] != nil
        } else if let n = Int(t) {
            value = n != 0
        } else if t.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), !t.isEmpty {
            value = defines[t].map { $0 != "0" } ?? false
        } else {
            problems.append(
                (line, "cannot evaluate '#if \(Diagnostic.excerpt(text))'; its lines are read as if it held"))
            value = true
        }
        return value != negated
    }
}
