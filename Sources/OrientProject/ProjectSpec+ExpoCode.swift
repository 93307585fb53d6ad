import Foundation
import OrientOutput

// `app.config.js` / `app.config.ts` is code Orient never runs; it is read only when it is one literal object
// (`export default { … }` or `module.exports = { … }`, after `import` lines), parsed as JSON5, which is what a
// literal JavaScript object of strings, numbers, booleans, arrays and objects is (unquoted keys, single quotes,
// trailing commas, comments). Anything else in it (a function, a spread, a variable, `process.env`) makes it code:
// not read, and the "no project" message names `npx expo prebuild`.

extension ProjectSpec {
    /// The config object of a literal `app.config.js`/`.ts`; nil when the file is code.
    public static func literalExpoConfig(_ data: Data) -> [String: Any]? {
        guard data.count <= Limits.configurationBytes, let text = String(data: data, encoding: .utf8) else {
            return nil
        }
        var rest = Substring(text)
        // Leading comments and `import` lines (types for the config) say nothing about its values.
        while true {
            rest = rest.drop { $0.isWhitespace }
            if rest.hasPrefix("//") {
                rest = rest.drop { $0 != "\n" }
            } else if rest.hasPrefix("/*"), let end = rest.range(of: "*/") {
                rest = rest[end.upperBound...]
            } else if rest.hasPrefix("import ") {
                guard let end = rest.firstIndex(where: { $0 == ";" || $0 == "\n" }) else { return nil }
                rest = rest[rest.index(after: end)...]
            } else {
                break
            }
        }
        for head in ["export default", "module.exports ="] where rest.hasPrefix(head) {
            var object = rest.dropFirst(head.count).drop { $0.isWhitespace }
            while let last = object.last, last.isWhitespace || last == ";" { object = object.dropLast() }
            guard object.first == "{", object.last == "}" else { return nil }
            let decoder = JSONDecoder()
            decoder.allowsJSON5 = true
            guard let value = try? decoder.decode(JSON5Value.self, from: Data(object.utf8)),
                case .object = value
            else { return nil }
            return value.any as? [String: Any]
        }
        return nil
    }
}

/// A JSON5 value, read with Foundation's decoder and handed over as Foundation's JSON objects.
enum JSON5Value: Decodable {
    case null, bool(Bool), number(Double), string(String), array([JSON5Value]), object([String: JSON5Value])

    init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        if c.decodeNil() {
            self = .null
        } else if let b = try? c.decode(Bool.self) {
            self = .bool(b)
        } else if let n = try? c.decode(Double.self) {
            self = .number(n)
        } else if let s = try? c.decode(String.self) {
            self = .string(s)
        } else if let a = try? c.decode([JSON5Value].self) {
            self = .array(a)
        } else {
            self = .object(try c.decode([String: JSON5Value].self))
        }
    }

    var any: Any {
        switch self {
        case .null: return NSNull()
        case .bool(let b): return b
        case .number(let n): return n == n.rounded() && abs(n) < 1e15 ? Int(n) as Any : n as Any
        case .string(let s): return s
        case .array(let a): return a.map(\.any)
        case .object(let o): return o.mapValues(\.any)
        }
    }
}
