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
        case (.object(let x), .object(let y)):
            return x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }

    public static func strings(_ items: [String]) -> JSON { .array(items.map(JSON.string)) }
    public static func optional(_ s: String?) -> JSON { s.map(JSON.string) ?? .null }

    public func rendered(pretty: Bool = true) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(4096)
        write(into: &out, pretty: pretty, level: 0)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends the UTF-8 bytes of this value (a byte buffer: appending small strings was the bottleneck).
    public func write(into out: inout [UInt8], pretty: Bool, level: Int) {
        func newline(_ level: Int) {
            out.append(0x0A)
            out.append(contentsOf: repeatElement(0x20, count: 2 * level))
        }
        switch self {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let b): out.append(contentsOf: (b ? "true" : "false").utf8)
        case .int(let i): out.append(contentsOf: String(i).utf8)
        case .string(let s): JSON.escape(s, into: &out)
        case .array(let items):
            if items.isEmpty { out.append(contentsOf: "[]".utf8); return }
            // Arrays of scalars stay on one line: masks and callbacks read best that way.
            let flat =
                !pretty
                || items.allSatisfy {
                    if case .object = $0 { return false }; if case .array = $0 { return false }; return true
                }
            out.append(UInt8(ascii: "["))
            for (i, item) in items.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")); if flat && pretty { out.append(0x20) } }
                if !flat { newline(level + 1) }
                item.write(into: &out, pretty: pretty, level: level + 1)
            }
            if !flat { newline(level) }
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            if members.isEmpty { out.append(contentsOf: "{}".utf8); return }
            out.append(UInt8(ascii: "{"))
            for (i, (k, v)) in members.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                if pretty { newline(level + 1) }
                JSON.escape(k, into: &out)
                out.append(UInt8(ascii: ":"))
                if pretty { out.append(0x20) }
                v.write(into: &out, pretty: pretty, level: level + 1)
            }
            if pretty { newline(level) }
            out.append(UInt8(ascii: "}"))
        }
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

    public static func escape(_ s: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        // Beyond ASCII, the controls a reader must not get raw (bidirectional ones, C1: `isControl`) as `\\uXXXX`.
        if s.utf8.contains(where: { $0 >= 0xC2 }) {
            for c in s.unicodeScalars {
                if c.value >= 0x7F && isControl(c) {
                    let hex = Array(String(c.value, radix: 16).utf8)
                    out.append(contentsOf: "\\u".utf8)
                    out.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: 4 - hex.count))
                    out.append(contentsOf: hex)
                } else {
                    escapeASCII(String(c), into: &out)
                }
            }
            out.append(UInt8(ascii: "\""))
            return
        }
        escapeASCII(s, into: &out)
        out.append(UInt8(ascii: "\""))
    }

    private static func escapeASCII(_ s: String, into out: inout [UInt8]) {
        for b in s.utf8 {
            switch b {
            case UInt8(ascii: "\""): out.append(UInt8(ascii: "\\")); out.append(b)
            case UInt8(ascii: "\\"): out.append(b); out.append(b)
            case 0x0A: out.append(UInt8(ascii: "\\")); out.append(UInt8(ascii: "n"))
            case 0x0D: out.append(UInt8(ascii: "\\")); out.append(UInt8(ascii: "r"))
            case 0x09: out.append(UInt8(ascii: "\\")); out.append(UInt8(ascii: "t"))
            case 0..<0x20:
                out.append(contentsOf: "\\u00".utf8)
                out.append(hexDigits[Int(b >> 4)]); out.append(hexDigits[Int(b & 0xF)])
            default: out.append(b)
            }
        }
    }
}
