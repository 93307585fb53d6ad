import OrientOutput
import Foundation
import OrientEngine

/// A property list file read with Foundation's `PropertyListSerialization` (XML, binary or old-style), plus the
/// line of every top-level key and of the items of top-level arrays, so findings can point at them.
public struct PlistFile: Sendable {
    public enum Format: String, Sendable { case xml, binary, openStep }

    public var path: String
    public var format: Format
    public var root: [String: PlistValue]
    /// Line of each top-level `<key>` (XML only).
    public var keyLines: [String: Int]
    /// Lines of the items of each top-level array value (XML only), in order.
    public var itemLines: [String: [Int]]

    public func location(ofKey key: String) -> SourceLocation { SourceLocation(path, line: keyLines[key]) }

    /// Reads `path` (shown as `displayPath` in messages). Problems come back as diagnostics; the file is nil only
    /// when nothing usable could be read.
    public static func read(_ path: String, displayPath: String? = nil) -> (
        file: PlistFile?, diagnostics: [Diagnostic]
    ) {
        let shown = displayPath ?? path
        guard let data = FileManager.default.contents(atPath: path) else {
            return (nil, [Diagnostic(.error, SourceLocation(shown), "cannot read the file")])
        }
        return parse(data, path: shown)
    }

    public static func parse(_ data: Data, path: String) -> (file: PlistFile?, diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let whole = SourceLocation(path)
        guard !data.isEmpty else {
            return (nil, [Diagnostic(.error, whole, "the file is empty; expected a property list")])
        }
        let isBinary = data.starts(with: Array("bplist".utf8))
        let text = isBinary ? nil : String(decoding: data, as: UTF8.self)
        let looksXML = text.map { $0.drop(while: { $0.isWhitespace || $0 == "\u{FEFF}" }).first == "<" } ?? false

        var input = data
        var bare = false
        if let text, looksXML, !text.contains("<plist") {
            diagnostics.append(
                Diagnostic(
                    .warning, SourceLocation(path, line: 1),
                    "no <?xml …?> and <plist> header: a fragment, not a property list file; read as if the header were there"
                ))
            if !text.contains("<dict") {
                // Bare `<key>…</key><string>…</string>` pairs: wrap them on line 1 so line numbers stay true.
                input = Data(("<plist><dict>" + text + "</dict></plist>").utf8)
                bare = true
            }
        }
        // Binary: Orient's own checked reader (Foundation's crashed on a broken file).
        if isBinary {
            do throws(BinaryPlist.Failure) {
                guard case .dictionary(let root) = try BinaryPlist.parse(data) else {
                    return (nil, [Diagnostic(.error, whole, "the top level is not a dictionary; expected one")])
                }
                return (PlistFile(path: path, format: .binary, root: root, keyLines: [:], itemLines: [:]), diagnostics)
            } catch {
                return (nil, [Diagnostic(.error, whole, "not a valid binary property list: \(error.message)")])
            }
        }
        var format = PropertyListSerialization.PropertyListFormat.xml
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: input, options: [], format: &format)
        } catch {
            let (message, line) = describe(error, oldStyle: !isBinary && !looksXML)
            guard looksXML, let line, let (repaired, removed) = repair(input, near: line) else {
                diagnostics.append(
                    Diagnostic(.error, SourceLocation(path, line: line), "not a valid property list: \(message)"))
                return (nil, diagnostics)
            }
            let lines = removed.map { e in
                "<\(e.name)> at line\(e.lines.count > 1 ? "s \(e.lines.lowerBound)–\(e.lines.upperBound)" : " \(e.lines.lowerBound)")"
            }
            diagnostics.append(
                Diagnostic(
                    .warning, SourceLocation(path, line: line),
                    "not a valid property list: \(message); Xcode's build fails on this file. Read without the "
                        + lines.joined(separator: ", ") + ", the rest as written"))
            object = repaired
        }
        guard let dict = object as? [String: Any] else {
            diagnostics.append(
                Diagnostic(.error, whole, "the top level is \(kind(of: object)); expected a dictionary"))
            return (nil, diagnostics)
        }
        var file = PlistFile(
            path: path, format: isBinary ? .binary : (format == .openStep ? .openStep : .xml),
            root: dict.mapValues(PlistValue.init(foundation:)), keyLines: [:], itemLines: [:])
        if let text, looksXML { (file.keyLines, file.itemLines) = XMLPlistLines.scan(text, insideDict: bare) }
        return (file, diagnostics)
    }

    /// The dictionary Foundation reads once the top-level entries it stops at are blanked, one by one (at most
    /// eight), with those entries; nil when that does not make a property list of it (XMLPlistRepair).
    static func repair(_ data: Data, near line: Int) -> (Any, [XMLPlistRepair.Entry])? {
        var text = String(decoding: data, as: UTF8.self)
        var line = line
        var removed: [XMLPlistRepair.Entry] = []
        for _ in 0..<8 {
            guard let (blanked, entry) = XMLPlistRepair.blank(text, near: line) else { return nil }
            removed.append(entry)
            text = blanked
            var format = PropertyListSerialization.PropertyListFormat.xml
            do {
                let object = try PropertyListSerialization.propertyList(from: Data(text.utf8), format: &format)
                return object is [String: Any] ? (object, removed) : nil
            } catch {
                guard let next = describe(error, oldStyle: false).1 else { return nil }
                line = next
            }
        }
        return nil
    }

    /// Foundation's message for a parse error and the line it names. Old-style input (a project.pbxproj) carries
    /// the old-style parser's own error underneath the XML parser's.
    static func describe(_ error: Error, oldStyle: Bool) -> (String, Int?) {
        let ns = error as NSError
        var message = ns.userInfo[NSDebugDescriptionErrorKey] as? String ?? ns.localizedDescription
        if oldStyle, let inner = ns.userInfo["kCFPropertyListOldStyleParsingError"] {
            if let e = inner as? NSError, let text = e.userInfo[NSDebugDescriptionErrorKey] as? String {
                message = text
            } else {
                // On Linux the nested error does not bridge; its description reads `… Code=3840 "Missing ';' on line 6" …`.
                let text = String(describing: inner)
                if let open = text.firstIndex(of: "\""),
                    let close = text[text.index(after: open)...].firstIndex(of: "\"")
                {
                    message = String(text[text.index(after: open)..<close])
                }
            }
        }
        return (message, lineNumber(in: message))
    }

    static func lineNumber(in message: String) -> Int? {
        guard let r = message.range(of: "line ") else { return nil }
        return Int(message[r.upperBound...].prefix(while: \.isNumber))
    }

    static func kind(of object: Any) -> String {
        switch object {
        case is String: return "a string"
        case is [Any]: return "an array"
        case is NSNumber: return "a number"
        default: return "not a dictionary"
        }
    }
}

extension PlistValue {
    /// A value from `PropertyListSerialization` (Foundation types, bridged differently on Darwin and Linux).
    public init(foundation value: Any) {
        switch value {
        case let s as String: self = .string(s)
        case let b as Bool where type(of: value) == Bool.self: self = .bool(b)
        case let i as Int where type(of: value) == Int.self: self = .integer(i)
        case let d as Double where type(of: value) == Double.self: self = .real(d)
        case let n as NSNumber:
            if String(cString: n.objCType) == "c" {
                self = .bool(n.boolValue)
            } else if n.doubleValue == Double(n.intValue) {
                self = .integer(n.intValue)
            } else {
                self = .real(n.doubleValue)
            }
        case let a as [Any]: self = .array(a.map(PlistValue.init(foundation:)))
        case let d as [String: Any]: self = .dictionary(d.mapValues(PlistValue.init(foundation:)))
        case is Data: self = .other("data")
        case is Date: self = .other("date")
        default: self = .other(String(describing: type(of: value)))
        }
    }
}

/// Finds the lines of top-level keys and of top-level array items in XML plist text. It only tracks tags, so it
/// is fast and cannot fail; the values themselves come from PropertyListSerialization.
enum XMLPlistLines {
    /// `insideDict`: the text is the inside of the top-level dictionary (a fragment of bare keys).
    static func scan(_ text: String, insideDict: Bool = false) -> (keys: [String: Int], items: [String: [Int]]) {
        var keys: [String: Int] = [:]
        var items: [String: [Int]] = [:]
        let bytes = Array(text.utf8)
        var stack: [String] = insideDict ? ["dict"] : []
        var line = 1
        var i = 0
        var lastKey: String?
        let n = bytes.count
        func skip(until terminator: [UInt8]) {
            while i < n {
                if bytes[i] == UInt8(ascii: "\n") { line += 1 }
                if bytes[i] == terminator[0], i + terminator.count <= n,
                    Array(bytes[i..<i + terminator.count]) == terminator
                {
                    i += terminator.count; return
                }
                i += 1
            }
        }
        while i < n {
            let b = bytes[i]
            if b == UInt8(ascii: "\n") { line += 1; i += 1; continue }
            guard b == UInt8(ascii: "<") else { i += 1; continue }
            let tagLine = line
            if i + 3 < n, bytes[i + 1] == UInt8(ascii: "!"), bytes[i + 2] == UInt8(ascii: "-"),
                bytes[i + 3] == UInt8(ascii: "-")
            {
                i += 4; skip(until: Array("-->".utf8)); continue
            }
            if i + 1 < n, bytes[i + 1] == UInt8(ascii: "?") || bytes[i + 1] == UInt8(ascii: "!") {
                i += 1; skip(until: [UInt8(ascii: ">")]); continue
            }
            i += 1
            let closing = i < n && bytes[i] == UInt8(ascii: "/")
            if closing { i += 1 }
            let nameStart = i
            while i < n, bytes[i] != UInt8(ascii: ">"), bytes[i] != UInt8(ascii: "/"), bytes[i] != UInt8(ascii: " "),
                bytes[i] != UInt8(ascii: "\n"), bytes[i] != UInt8(ascii: "\t")
            { i += 1 }
            let name = String(decoding: bytes[nameStart..<i], as: UTF8.self)
            var selfClosing = false
            while i < n, bytes[i] != UInt8(ascii: ">") {
                if bytes[i] == UInt8(ascii: "\n") { line += 1 }
                if bytes[i] == UInt8(ascii: "/") { selfClosing = true }
                i += 1
            }
            // Past the `>`, unless the text ended inside the tag (found by Fuzz/run.sh plist).
            if i < n { i += 1 }
            if closing {
                if let last = stack.last, last == name { stack.removeLast() }
                continue
            }
            let top = stack.first == "plist" ? 1 : 0
            if name == "key", stack.count == top + 1, stack.last == "dict" {
                let start = i
                while i < n, bytes[i] != UInt8(ascii: "<") { if bytes[i] == UInt8(ascii: "\n") { line += 1 }; i += 1 }
                let key = unescape(String(decoding: bytes[start..<i], as: UTF8.self))
                if keys[key] == nil { keys[key] = tagLine }
                lastKey = key
                continue
            }
            if stack.count == top + 2, stack[top] == "dict", stack.last == "array", let key = lastKey {
                items[key, default: []].append(tagLine)
            }
            if !selfClosing { stack.append(name) }
        }
        return (keys, items)
    }

    static func unescape(_ s: String) -> String { XMLText.unescape(s) }
}
