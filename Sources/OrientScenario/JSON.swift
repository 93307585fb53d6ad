/// A JSON value with ordered keys, so output is stable and reads in the contract's order.
public indirect enum JSON: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case string(String)
    case array([JSON])
    case object([(String, JSON)])

    public static func == (a: JSON, b: JSON) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case (.bool(let x), .bool(let y)): return x == y
        case (.int(let x), .int(let y)): return x == y
        case (.string(let x), .string(let y)): return x == y
        case (.array(let x), .array(let y)): return x == y
        case (.object(let x), .object(let y)): return x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }

    public static func strings(_ items: [String]) -> JSON { .array(items.map(JSON.string)) }
    public static func optional(_ s: String?) -> JSON { s.map(JSON.string) ?? .null }

    public func rendered(pretty: Bool = true) -> String {
        var out = ""
        write(into: &out, pretty: pretty, level: 0)
        return out
    }

    private func write(into out: inout String, pretty: Bool, level: Int) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .int(let i): out += String(i)
        case .string(let s): JSON.escape(s, into: &out)
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            // Arrays of scalars stay on one line: masks and callbacks read best that way.
            let flat = !pretty || items.allSatisfy { if case .object = $0 { return false }; if case .array = $0 { return false }; return true }
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += flat ? (pretty ? ", " : ",") : "," }
                if !flat { out += "\n" + String(repeating: "  ", count: level + 1) }
                item.write(into: &out, pretty: pretty, level: level + 1)
            }
            if !flat { out += "\n" + String(repeating: "  ", count: level) }
            out += "]"
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            out += "{"
            for (i, (k, v)) in members.enumerated() {
                if i > 0 { out += "," }
                if pretty { out += "\n" + String(repeating: "  ", count: level + 1) }
                JSON.escape(k, into: &out)
                out += pretty ? ": " : ":"
                v.write(into: &out, pretty: pretty, level: level + 1)
            }
            if pretty { out += "\n" + String(repeating: "  ", count: level) }
            out += "}"
        }
    }

    static func escape(_ s: String, into out: inout String) {
        out += "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if u.value < 0x20 {
                    let hex = String(u.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        out += "\""
    }
}
