import OrientOutput
import Foundation
import OrientEngine
import OrientProject

struct ObjCScanner {
    let source: ObjCSource
    var facts: FileFacts
    /// Device landscape sides turned into the other interface side (the right way, R1.3): a file with one keeps
    /// no same-name conversion as a fact.
    var crosswiseConversions = 0
    /// The file's methods that return the device's orientation (`deviceOrientationHelpers`), and their names'
    /// lengths (every word of every body is measured before it becomes a String).
    var deviceHelpers: Set<String> = []
    var deviceHelperLengths: Set<Int> = []
    var code: [UInt8] { source.code }

    init(source: ObjCSource, facts: FileFacts) { self.source = source; self.facts = facts }

    func location(_ offset: Int) -> SourceLocation {
        let (line, column) = source.lineColumn(offset)
        return SourceLocation(file: facts.path, line: line, column: column)
    }

    func skipSpace(_ i: Int) -> Int {
        var i = i
        while i < code.count, code[i] == 32 || code[i] == 9 || code[i] == 10 || code[i] == 13 { i += 1 }
        return i
    }

    func identifier(at i: Int) -> (String, Int)? {
        var j = i
        while j < code.count, SourceBytes.isIdentifier(code[j], dollar: true) { j += 1 }
        return j > i ? (source.text(i..<j), j) : nil
    }

    /// The offset just past the bracket that closes the one at `open` (`{`, `(`, `[`).
    func matching(_ open: Int) -> Int? {
        let o = code[open]
        let c: UInt8 = o == 123 ? 125 : o == 40 ? 41 : 93
        var depth = 0
        var i = open
        while i < code.count {
            if code[i] == o { depth += 1 } else if code[i] == c { depth -= 1; if depth == 0 { return i + 1 } }
            i += 1
        }
        return nil
    }

    func find(_ word: String, from: Int, to: Int) -> Int? {
        let w = Array(word.utf8)
        guard !w.isEmpty, to - from >= w.count else { return nil }
        var i = from
        while i <= to - w.count {
            if code[i] == w[0], Array(code[i..<i + w.count]) == w { return i }
            i += 1
        }
        return nil
    }

    // MARK: declarations

    mutating func scan() {
        deviceHelpers = deviceOrientationHelpers()
        deviceHelperLengths = Set(deviceHelpers.map(\.utf8.count))
        var i = 0
        let n = code.count
        var functions = true
        while i < n {
            if functions, code[i] == 123, opensFunctionBody(i) {  // a C or C++ function
                guard let close = matching(i) else {
                    // Never closed: nothing after it is a whole function (and scanning on would be quadratic).
                    functions = false
                    continue
                }
                freeFunction(body: i + 1..<close - 1, at: i)
                i = close
                continue
            }
            guard code[i] == 64 else { i += 1; continue }  // @
            if let (word, after) = identifier(at: i + 1),
                word == "interface" || word == "implementation" || word == "protocol"
            {
                // `@protocol Listener;` (or `@protocol A, B;`) only names a protocol declared elsewhere: no `@end`
                // closes it, and searching for one swallowed the class declared after it (a blind first run,
                // PhoneX: its base controller's header forward-declares two protocols).
                if word == "protocol", namesOnly(after: after) {
                    i = after
                    continue
                }
                let end = find("@end", from: after, to: n) ?? n
                declaration(word, from: i, after: after, end: end)
                i = end + 4
                continue
            }
            i += 1
        }
    }

    /// Whether `@protocol` here declares nothing: names ending in `;` before any `<`, `{`, `@` or method (a
    /// forward declaration), or `@protocol(Name)`, an expression.
    func namesOnly(after: Int) -> Bool {
        var i = after
        while i < code.count {
            switch code[i] {
            case 59, 40: return true  // ; (
            case 60, 123, 64, 45, 43: return false  // < { @ - +
            default: i += 1
            }
        }
        return false
    }

    mutating func declaration(_ keyword: String, from start: Int, after: Int, end: Int) {
        var i = skipSpace(after)
        guard let (name, afterName) = identifier(at: i) else { return }
        i = skipSpace(afterName)
        var superclass: String?
        var category: String?
        var protocols: [String] = []
        if i < end, code[i] == 58, let (s, afterSuper) = identifier(at: skipSpace(i + 1)) {  // : Super
            superclass = s; i = skipSpace(afterSuper)
        }
        if i < end, code[i] == 40, let close = matching(i) {  // (Category)
            category = source.text(i + 1..<close - 1).trimmingCharacters(in: .whitespaces); i = skipSpace(close)
        }
        if i < end, code[i] == 60, let close = find(">", from: i, to: end) {  // <Protocols>
            protocols = source.text(i + 1..<close).split(separator: ",").map {
                $0.trimmingCharacters(in: .whitespacesAndNewlines)
            }
            i = close + 1
        }
        if keyword == "protocol" {
            facts.types.append(
                TypeFact(name: name, kind: .protocol, protocols: protocols, members: [], location: location(start)))
            return
        }
        let kind: TypeFact.Kind = category == nil ? .class : .extension
        var type = TypeFact(
            name: name, kind: kind, superclass: superclass, protocols: protocols, members: [],
            location: location(afterName - name.utf8.count))
        // The header may run past `@end` in a broken file (found by Fuzz/run.sh objc): no methods then.
        if keyword == "implementation", i < end {
            methods(in: i..<end, type: &type, isCategory: category != nil)
        }
        facts.types.append(type)
    }
}

extension ObjCScanner {
    /// What a method returns in Objective-C terms.
    enum Expect { case mask, orientation, bool, child, none }
}

typealias Expect = ObjCScanner.Expect
