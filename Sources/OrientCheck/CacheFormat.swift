import Foundation
import OrientEngine
import OrientOutput

/// The cache file: one record per line (`key`, `target`, `diagnostic`, `input`, `finding`), fields separated by
/// U+001F, notes by U+001E and their parts by U+001D, with `\` escapes. It reads back many times faster than
/// JSONDecoder, which took most of a cached run. The last line, `end <hash>`, holds a hash of every byte before it
/// (issue 28): a file cut short, at a line boundary or not, or changed by hand does not verify.
enum CacheFormat {
    static let header = "orient-cache 7"
    /// What every cache file Orient writes starts with, whatever its version: how pruning knows its own files.
    static let magic = "orient-cache "
    static let field: Character = "\u{1F}", note: Character = "\u{1E}", part: Character = "\u{1D}"
    static let noFix = "\u{0}"

    static func escape(_ s: String) -> String {
        guard s.contains(where: { $0 == "\\" || $0 == "\n" || $0 == "\r" || $0 == field || $0 == note || $0 == part })
        else { return s }
        var out = ""
        for c in s {
            switch c {
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case field: out += "\\f"
            case note: out += "\\e"
            case part: out += "\\d"
            default: out.append(c)
            }
        }
        return out
    }

    /// Bytes to a string, undoing `escape`.
    static func unescape(_ bytes: ArraySlice<UInt8>) -> String {
        guard bytes.contains(92) else { return String(decoding: bytes, as: UTF8.self) }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var escaped = false
        for b in bytes {
            if escaped {
                switch b {
                case 110: out.append(10)  // n
                case 114: out.append(13)  // r
                case 102: out.append(0x1F)  // f
                case 101: out.append(0x1E)  // e
                case 100: out.append(0x1D)  // d
                default: out.append(b)
                }
                escaped = false
            } else if b == 92 {
                escaped = true
            } else {
                out.append(b)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    static func split(_ bytes: ArraySlice<UInt8>, _ separator: UInt8) -> [ArraySlice<UInt8>] {
        var out: [ArraySlice<UInt8>] = []
        var start = bytes.startIndex
        for i in bytes.indices where bytes[i] == separator {
            out.append(bytes[start..<i])
            start = i + 1
        }
        out.append(bytes[start..<bytes.endIndex])
        return out
    }

    static func encode(_ e: CheckCache.Entry) -> Data {
        var lines = [header, "key " + escape(e.key)]
        for t in e.targets { lines.append("target " + escape(t)) }
        if let n = e.notChecked { lines.append("skipped " + escape(n)) }
        if e.unreadable { lines.append("unreadable yes") }
        for d in e.diagnostics {
            let fields = [
                d.severity.rawValue, escape(d.file), d.line.map(String.init) ?? "", d.column.map(String.init) ?? "",
                escape(d.message)
            ]
            lines.append("diagnostic " + fields.joined(separator: String(field)))
        }
        for (path, stamp) in e.inputs.sorted(by: { $0.key < $1.key }) {
            lines.append("input " + escape(path) + String(field) + stamp)
        }
        for f in e.findings {
            let notes = f.notes.map { n in
                [
                    escape(n.message), escape(n.location?.file ?? ""), n.location?.line.map(String.init) ?? "",
                    n.location?.column.map(String.init) ?? ""
                ]
                .joined(separator: String(part))
            }.joined(separator: String(note))
            let fields = [
                f.ruleID, f.severity.rawValue, escape(f.place.file), f.place.line.map(String.init) ?? "",
                f.place.column.map(String.init) ?? "", escape(f.message), escape(f.target),
                f.devices.map(\.rawValue).joined(separator: ","), escape(f.versions), f.fix.map(escape) ?? noFix, notes
            ]
            lines.append("finding " + fields.joined(separator: String(field)))
        }
        let body = lines.joined(separator: "\n") + "\n"
        return Data((body + "end " + CheckCache.hex(CheckCache.fnv(body)) + "\n").utf8)
    }

    /// What reading a cache file gave.
    enum Decoded {
        case entry(CheckCache.Entry)
        /// Another version's file: checked again, nothing to say.
        case otherVersion
        /// Not a whole cache file of this version: why.
        case broken(String)
    }

    /// The file's records, once its end line verifies.
    static func read(_ data: Data) -> Decoded {
        let bytes = [UInt8](data)
        guard bytes.starts(with: Array((header + "\n").utf8)) else {
            return bytes.starts(with: Array(magic.utf8)) ? .otherVersion : .broken("not a cache file")
        }
        // The end line: "end <hash>\n", the hash over every byte before it.
        guard bytes.last == 10, let lastStart = bytes.dropLast().lastIndex(of: 10).map({ $0 + 1 }),
            bytes[lastStart...].starts(with: Array("end ".utf8))
        else { return .broken("cut short (no end line)") }
        let stated = String(decoding: bytes[(lastStart + 4)..<(bytes.count - 1)], as: UTF8.self)
        let body = String(decoding: bytes[..<lastStart], as: UTF8.self)
        guard stated == CheckCache.hex(CheckCache.fnv(body)) else { return .broken("its checksum does not match") }
        guard let entry = decode(Data(bytes[..<lastStart])) else { return .broken("a record does not parse") }
        return .entry(entry)
    }

    /// nil for anything that is not a cache file of this version (then the run checks again). Works on bytes:
    /// splitting Swift strings by Character is what made a cached run slow.
    static func decode(_ data: Data) -> CheckCache.Entry? {
        let bytes = [UInt8](data)
        var lines = split(bytes[...], 10)
        if lines.last?.isEmpty == true { lines.removeLast() }
        guard let first = lines.first, first.elementsEqual(header.utf8) else { return nil }
        var entry = CheckCache.Entry(key: "", inputs: [:], findings: [], targets: [], diagnostics: [], notChecked: nil)
        func int(_ b: ArraySlice<UInt8>) -> Int? { b.isEmpty ? nil : Int(String(decoding: b, as: UTF8.self)) }
        for line in lines.dropFirst() {
            guard let space = line.firstIndex(of: 32) else { return nil }
            let kind = String(decoding: line[line.startIndex..<space], as: UTF8.self), rest = line[(space + 1)...]
            switch kind {
            case "key": entry.key = unescape(rest)
            case "target": entry.targets.append(unescape(rest))
            case "skipped": entry.notChecked = unescape(rest)
            case "unreadable": entry.unreadable = true
            case "diagnostic":
                let p = split(rest, 0x1F)
                guard p.count == 5, let severity = Severity(rawValue: String(decoding: p[0], as: UTF8.self))
                else { return nil }
                entry.diagnostics.append(
                    Diagnostic(
                        severity, file: unescape(p[1]), line: int(p[2]), column: int(p[3]), message: unescape(p[4])))
            case "input":
                let p = split(rest, 0x1F)
                guard p.count == 2 else { return nil }
                entry.inputs[unescape(p[0])] = String(decoding: p[1], as: UTF8.self)
            case "finding":
                let p = split(rest, 0x1F)
                guard p.count == 11, let severity = Severity(rawValue: String(decoding: p[1], as: UTF8.self)) else {
                    return nil
                }
                let notes: [Note] =
                    p[10].isEmpty
                    ? []
                    : split(p[10], 0x1E).map { n in
                        let q = split(n, 0x1D)
                        let file = q.count > 1 ? unescape(q[1]) : ""
                        let place =
                            file.isEmpty
                            ? nil
                            : SourceLocation(
                                file: file, line: q.count > 2 ? int(q[2]) : nil, column: q.count > 3 ? int(q[3]) : nil)
                        return Note(unescape(q[0]), at: place)
                    }
                entry.findings.append(
                    Finding(
                        ruleID: String(decoding: p[0], as: UTF8.self), severity: severity,
                        place: SourceLocation(file: unescape(p[2]), line: int(p[3]), column: int(p[4])),
                        message: unescape(p[5]), target: unescape(p[6]),
                        devices: split(p[7], 44).compactMap {
                            DeviceClass(rawValue: String(decoding: $0, as: UTF8.self))
                        },
                        versions: unescape(p[8]), notes: notes, fix: p[9].elementsEqual([0]) ? nil : unescape(p[9])))
            default:
                return nil
            }
        }
        return entry
    }
}
