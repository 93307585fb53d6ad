import Foundation
import OrientOutput

/// The object an `app.config.js`/`.ts` hands to Expo, read without running it: the object literal it exports
/// (`export default { … }`), returns from the function it exports (`export default ({ config }) => ({ … })`,
/// `=> { return { … } }`), or names (`const config = { … }; export default config`). Keys with literal values
/// (strings, numbers, booleans, arrays and objects of them) are read; a value that is code (`process.env.X`, a
/// variable, a call, a condition) is `ExpoConfigCode.unknown`, never guessed; a spread of the function's `config`
/// parameter is the app.json object Expo passes in, under the keys written after it.
public enum ExpoConfigCode {
    /// A value the config computes: unknown.
    public struct Unknown: Hashable, Sendable {
        public let written: String
    }

    static let maxDepth = 32

    /// The config object, or nil when no object literal can be found where the file exports it. `base` is what a
    /// spread of the function's parameter holds (app.json's `expo`).
    public static func read(_ data: Data, base: [String: Any] = [:]) -> [String: Any]? {
        guard data.count <= Limits.configurationBytes else { return nil }
        var reader = ObjectReader(bytes: [UInt8](data), base: base)
        guard let start = reader.exportedObject() else { return nil }
        reader.i = start
        return reader.value(depth: 0) as? [String: Any]
    }

    struct ObjectReader {
        let bytes: [UInt8]
        let base: [String: Any]
        var i = 0

        init(bytes: [UInt8], base: [String: Any]) {
            self.bytes = bytes
            self.base = base
        }

        func at(_ k: Int) -> UInt8 { k >= 0 && k < bytes.count ? bytes[k] : 0 }
        static func isWord(_ b: UInt8) -> Bool {
            (b >= 48 && b <= 57) || (b | 0x20 >= 97 && b | 0x20 <= 122) || b == 95 || b == 36
        }

        /// Skips spaces and comments.
        mutating func space() {
            while i < bytes.count {
                let b = bytes[i]
                if b == 32 || b == 9 || b == 10 || b == 13 {
                    i += 1
                } else if b == 47, at(i + 1) == 47 {
                    while i < bytes.count, bytes[i] != 10 { i += 1 }
                } else if b == 47, at(i + 1) == 42 {
                    i += 2
                    while i < bytes.count, !(bytes[i] == 42 && at(i + 1) == 47) { i += 1 }
                    i = min(i + 2, bytes.count)
                } else {
                    return
                }
            }
        }

        /// Whether the text at `i` is `word` standing alone.
        func startsWith(_ word: String, at k: Int) -> Bool {
            let w = Array(word.utf8)
            guard k + w.count <= bytes.count, Array(bytes[k..<(k + w.count)]) == w else { return false }
            return !ObjectReader.isWord(at(k + w.count)) || !ObjectReader.isWord(w.last ?? 0)
        }

        /// Where the exported object literal starts.
        mutating func exportedObject() -> Int? {
            for head in ["export default", "module.exports ="] {
                var k = 0
                while k < bytes.count {
                    if startsWith(head, at: k), k == 0 || !ObjectReader.isWord(at(k - 1)) {
                        i = k + head.utf8.count
                        return objectAfterHead()
                    }
                    k += 1
                }
            }
            return nil
        }

        /// After `export default`: an object, a function returning one, or the name of a constant holding either
        /// (`const config = (): ExpoConfig => { … return { … } }`, a blind first run: arena-mobile); `depth` bounds
        /// constants that name each other.
        mutating func objectAfterHead(depth: Int = 0) -> Int? {
            space()
            if at(i) == 123 { return i }  // {
            var name = word()
            if name == "async" {
                space()
                name = word()
            }
            if name == "function" {
                space()
                _ = word()  // its name, if any
                space()
            } else if !name.isEmpty {
                space()
                if at(i) == 61, at(i + 1) == 62 { return arrowBody(from: i + 2) }  // `config => …`
                // `export default config;`: the constant's object.
                guard at(i) == 59 || at(i) == 0 || at(i) == 10 || at(i) == 13 else { return nil }
                guard let value = constantValue(name) else { return nil }
                if at(value) == 123 { return value }
                guard depth < 4 else { return nil }
                i = value
                return objectAfterHead(depth: depth + 1)
            }
            // The parameters, then a return type maybe, then `=>` (an arrow) or `{` (a function's body).
            guard at(i) == 40, let close = matching(i) else { return nil }
            var k = close + 1
            var steps = 0
            while k < bytes.count, steps < 400 {
                steps += 1
                if at(k) == 61, at(k + 1) == 62 { return arrowBody(from: k + 2) }
                if at(k) == 123 {
                    i = k
                    return blockOrObject()
                }
                k += 1
            }
            return nil
        }

        mutating func word() -> String {
            var out = ""
            while ObjectReader.isWord(at(i)) {
                out.append(Character(UnicodeScalar(bytes[i])))
                i += 1
            }
            return out
        }

        /// After `=>`: `({ … })`, `{ return { … } }` or `{ … }` itself.
        mutating func arrowBody(from k: Int) -> Int? {
            i = k
            space()
            if at(i) == 40 {  // `(` around the object
                i += 1
                space()
                return at(i) == 123 ? i : nil
            }
            return at(i) == 123 ? blockOrObject() : nil
        }

        /// The bracket closing the one at `k` (strings skipped), within a bound.
        func matching(_ k: Int) -> Int? {
            var depth = 0
            var j = k
            while j < bytes.count, j - k < 100_000 {
                switch at(j) {
                case 40, 91, 123: depth += 1
                case 41, 93, 125:
                    depth -= 1
                    if depth == 0 { return j }
                case 34, 39, 96:
                    var s = self
                    s.i = j
                    s.skipString()
                    j = s.i
                    continue
                default: break
                }
                j += 1
            }
            return nil
        }

        /// At `{`: the object itself when it reads as one (`{ name: …`), else a body whose `return {` gives it.
        mutating func blockOrObject() -> Int? {
            let open = i
            var k = i + 1
            var probe = self
            probe.i = k
            probe.space()
            // A body starts with a statement: `return`, `const`, `let`, `if`, …; an object with a key and `:`, a
            // spread or `}`.
            for keyword in ["return", "const", "let", "var", "if", "switch", "for"]
            where probe.startsWith(keyword, at: probe.i) {
                k = probe.i
                var depth = 0
                var steps = 0
                while k < bytes.count, steps < 200_000 {
                    steps += 1
                    if depth == 0, startsWith("return", at: k), !ObjectReader.isWord(at(k - 1)) {
                        i = k + 6
                        space()
                        if at(i) == 40 {
                            i += 1
                            space()
                        }
                        return at(i) == 123 ? i : nil
                    }
                    switch at(k) {
                    case 123, 40, 91: depth += 1
                    case 125, 41, 93: depth -= 1
                    case 34, 39, 96:
                        var s = self
                        s.i = k
                        s.skipString()
                        k = s.i
                        continue
                    default: break
                    }
                    if depth < 0 { return nil }
                    k += 1
                }
                return nil
            }
            return open
        }

        /// Where the value of a top-level `const name = …` (or `let`, `var`, with a type) starts.
        func constantValue(_ name: String) -> Int? {
            for keyword in ["const ", "let ", "var "] {
                let pattern = Array((keyword + name).utf8)
                var k = 0
                while k + pattern.count <= bytes.count {
                    if Array(bytes[k..<(k + pattern.count)]) == pattern, !ObjectReader.isWord(at(k + pattern.count)) {
                        var j = k + pattern.count
                        while j < bytes.count, bytes[j] != 61, bytes[j] != 10 { j += 1 }  // to `=`
                        j += 1
                        while at(j) == 32 || at(j) == 9 { j += 1 }
                        return j < bytes.count ? j : nil
                    }
                    k += 1
                }
            }
            return nil
        }

        /// Skips a string or template literal at `i`.
        mutating func skipString() {
            let quote = bytes[i]
            i += 1
            var nesting = 0
            while i < bytes.count {
                let b = bytes[i]
                if b == 92 {
                    i += 2
                    continue
                }
                if quote == 96, b == 36, at(i + 1) == 123 {
                    nesting += 1
                    i += 2
                    continue
                }
                if quote == 96, b == 125, nesting > 0 {
                    nesting -= 1
                    i += 1
                    continue
                }
                if b == quote, nesting == 0 {
                    i += 1
                    return
                }
                if b == 10, quote != 96 { return }
                i += 1
            }
            i = min(i, bytes.count)  // an escape at the very end steps past it
        }

        /// Skips an expression to the `,` or closing bracket that ends it, returning it as written.
        mutating func skipExpression() -> Unknown {
            let start = i
            var depth = 0
            while i < bytes.count {
                let b = bytes[i]
                if b == 34 || b == 39 || b == 96 {
                    skipString()
                    continue
                }
                if b == 47, at(i + 1) == 47 || at(i + 1) == 42 {
                    space()
                    continue
                }
                if b == 123 || b == 40 || b == 91 { depth += 1 }
                if b == 125 || b == 41 || b == 93 {
                    if depth == 0 { break }
                    depth -= 1
                }
                if b == 44, depth == 0 { break }
                i += 1
            }
            i = min(i, bytes.count)
            let written = String(decoding: bytes[start..<i], as: UTF8.self).trimmingCharacters(
                in: .whitespacesAndNewlines)
            return Unknown(written: String(written.prefix(80)))
        }

        /// Whether the value just read ends here (`,`, `}` or `]` follows), rather than going on as an expression.
        mutating func ends() -> Bool {
            space()
            // `)` and `;` end the exported object itself (`=> ({ … })`, `export default { … };`).
            return [44, 125, 93, 41, 59, 0].contains(at(i))
        }

        /// A value at `i`: a literal, or `Unknown` for code.
        mutating func value(depth: Int) -> Any {
            space()
            let start = i
            guard depth < ExpoConfigCode.maxDepth else { return skipExpression() }
            let b = at(i)
            var literal: Any?
            switch b {
            case 123: if let o = object(depth: depth) { literal = o }
            case 91: if let a = array(depth: depth) { literal = a }
            case 34, 39:
                let open = i
                skipString()
                let inner = bytes[(open + 1)..<max(open + 1, i - 1)]
                literal = inner.contains(92) ? nil : String(decoding: inner, as: UTF8.self)
            case 45, 48...57:
                i += 1
                while ObjectReader.isWord(at(i)) || at(i) == 46 { i += 1 }
                literal = Double(String(decoding: bytes[start..<i], as: UTF8.self)).map {
                    $0 == $0.rounded() ? Int($0) as Any : $0 as Any
                }
            default:
                for (word, v) in [("true", true as Any), ("false", false as Any), ("null", NSNull() as Any)]
                where startsWith(word, at: i) {
                    i += word.utf8.count
                    literal = v
                }
            }
            // The exported object itself may be followed by anything (`const config = { … }` then, with no `;`,
            // `export default config`; `} satisfies ExpoConfig`); a value inside it ends at `,`, `}` or `]`.
            if let literal, depth == 0 || ends() { return literal }
            i = start
            return skipExpression()
        }

        mutating func object(depth: Int) -> [String: Any]? {
            i += 1
            var out: [String: Any] = [:]
            while true {
                space()
                if at(i) == 125 {
                    i += 1
                    return out
                }
                guard i < bytes.count else { return nil }
                if at(i) == 46, at(i + 1) == 46, at(i + 2) == 46 {
                    // `...config`: the object Expo passes in (app.json's), under what follows; other spreads are code.
                    i += 3
                    let spread = skipExpression()
                    if spread.written == "config" {
                        for (k, v) in base { out[k] = v }
                    } else {
                        out["..." + spread.written] = spread
                    }
                } else {
                    var key = ""
                    if at(i) == 34 || at(i) == 39 {
                        let open = i
                        skipString()
                        key = String(decoding: bytes[(open + 1)..<max(open + 1, i - 1)], as: UTF8.self)
                    } else {
                        while ObjectReader.isWord(at(i)) {
                            key.append(Character(UnicodeScalar(bytes[i])))
                            i += 1
                        }
                    }
                    space()
                    if key.isEmpty || at(i) != 58 {
                        // A computed key, a method or a shorthand property: code.
                        let code = skipExpression()
                        if !key.isEmpty { out[key] = code }
                    } else {
                        i += 1
                        out[key] = value(depth: depth + 1)
                    }
                }
                guard separated(closing: 125) else { return nil }
            }
        }

        /// After an entry: a `,` (stepped over) or the closing bracket; anything else means the literal is broken.
        mutating func separated(closing: UInt8) -> Bool {
            space()
            if at(i) == 44 {
                i += 1
                return true
            }
            return at(i) == closing
        }

        mutating func array(depth: Int) -> [Any]? {
            i += 1
            var out: [Any] = []
            while true {
                space()
                if at(i) == 93 {
                    i += 1
                    return out
                }
                guard i < bytes.count else { return nil }
                out.append(value(depth: depth + 1))
                guard separated(closing: 93) else { return nil }
            }
        }
    }
}
