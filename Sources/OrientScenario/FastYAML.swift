/// A reader for the plain YAML scenario files are written in, a byte at a time: block mappings and sequences
/// (compact `- key: value` entries too), flow `[…]` and `{…}` (over several lines too, so JSON reads here as well),
/// plain and quoted one-line scalars, comments.
///
/// Anything else gives nil and the file goes to Yams, which reads all of YAML and words every error: non-ASCII
/// bytes, tabs, CR, document markers, directives, anchors, aliases, tags, block scalars, complex keys, quoted
/// keys in block context, multi-line scalars, empty values in flow collections, duplicate keys, and anything malformed. So this reader
/// never decides what a file means on its own: it only builds, faster, the tree Yams would build. `FastYAMLTests`
/// check that on every scenario in the repository, on hand-made edge cases and on thousands of mangled copies.
///
/// Why not Yams alone: composing Yams's tree and checking its keys took 80 ms of a 10,000-step scenario, the
/// whole budget of issue 6; this reads the same file in about 3 ms.
struct FastYAML {
    enum Outcome: Equatable {
        case document(Node)
        /// Blank lines and comments only.
        case empty
    }

    /// The document's tree, or nil when the text is outside the subset (read it with Yams).
    static func parse(_ text: String) -> Outcome? {
        var text = text
        return text.withUTF8 { buffer -> Outcome? in
            for byte in buffer where byte >= 0x80 || (byte < 0x20 && byte != 0x0A) || byte == 0x7F { return nil }
            var reader = FastYAML(buffer)
            return try? reader.document()
        }
    }

    private struct Bail: Error {}

    private let b: UnsafeBufferPointer<UInt8>
    private var p = 0
    private var line = 1
    private var lineStart = 0
    /// The indentation of the line `p` stands on when a block construct hands over (nil: the end of the text).
    private var current: Int?

    private init(_ buffer: UnsafeBufferPointer<UInt8>) { b = buffer }

    // MARK: Bytes

    private static let space: UInt8 = 0x20, newline: UInt8 = 0x0A, hash: UInt8 = 0x23, colon: UInt8 = 0x3A, dash: UInt8 = 0x2D
    private static let comma: UInt8 = 0x2C, openBracket: UInt8 = 0x5B, closeBracket: UInt8 = 0x5D, openBrace: UInt8 = 0x7B, closeBrace: UInt8 = 0x7D
    private static let singleQuote: UInt8 = 0x27, doubleQuote: UInt8 = 0x22, backslash: UInt8 = 0x5C

    private func peek(_ ahead: Int = 0) -> UInt8 { p + ahead < b.count ? b[p + ahead] : 0 }
    private var mark: Node.Mark { Node.Mark(line: line, column: p - lineStart + 1) }
    private func isBlank(_ c: UInt8) -> Bool { c == Self.space || c == Self.newline || c == 0 }
    /// `-` followed by a space or the end of the line: a block sequence entry.
    private var atEntry: Bool { peek() == Self.dash && isBlank(peek(1)) }

    private mutating func skipSpaces() { while p < b.count, b[p] == Self.space { p += 1 } }

    private mutating func skipComment() {
        while p < b.count, b[p] != Self.newline { p += 1 }
    }

    private mutating func takeNewline() {
        p += 1
        line += 1
        lineStart = p
    }

    /// The rest of a line after a value: spaces and a comment at most.
    private mutating func endLine() throws(Bail) {
        skipSpaces()
        if peek() == Self.hash {
            guard p > 0, b[p - 1] == Self.space else { throw Bail() }   // `"a"#b`: no comment without a space before it
            skipComment()
        }
        if p == b.count { return }
        guard b[p] == Self.newline else { throw Bail() }
        takeNewline()
    }

    /// From a line start, past blank and comment lines, to the first content; sets `current`.
    private mutating func nextContent() {
        while p < b.count {
            let start = p
            skipSpaces()
            if p == b.count { break }
            if b[p] == Self.newline { takeNewline(); continue }
            if b[p] == Self.hash { skipComment(); if p < b.count { takeNewline() }; continue }
            current = p - start
            return
        }
        current = nil
    }

    // MARK: Block context

    private mutating func document() throws(Bail) -> Outcome {
        nextContent()
        guard let indent = current else { return .empty }
        if peek() == 0x25 { throw Bail() }   // %YAML, %TAG
        if p - lineStart == 0, (peek() == Self.dash && peek(1) == Self.dash && peek(2) == Self.dash)
            || (peek() == 0x2E && peek(1) == 0x2E && peek(2) == 0x2E) { throw Bail() }
        let node = try blockNode(indent: indent)
        guard current == nil else { throw Bail() }
        return .document(node)
    }

    /// The node starting at `p`, in column `indent` (a line's first content, or after `- `).
    private mutating func blockNode(indent: Int) throws(Bail) -> Node {
        if atEntry { return try blockSequence(indent: indent) }
        if try startsMappingKey() { return try blockMapping(indent: indent) }
        let value = try inlineValue(blockIndent: indent - 1)
        try endLine()
        nextContent()
        return value
    }

    private mutating func blockSequence(indent: Int) throws(Bail) -> Node {
        let at = mark
        var items: [Node] = []
        while true {
            p += 1   // the dash
            let afterDash = mark
            skipSpaces()
            if peek() == Self.hash || peek() == Self.newline || p == b.count {
                try endLine()
                nextContent()
                if let next = current, next > indent {
                    items.append(try blockNode(indent: next))
                } else {
                    items.append(.scalar(Node.Scalar(string: "", style: .plain, at: afterDash)))   // libyaml's empty scalar
                }
            } else {
                items.append(try blockNode(indent: p - lineStart))
            }
            guard let next = current else { break }
            if next == indent, atEntry { continue }
            if next > indent { throw Bail() }
            break
        }
        return .sequence(Node.Sequence(items: items, at: at))
    }

    private mutating func blockMapping(indent: Int) throws(Bail) -> Node {
        let at = mark
        var pairs: [Node.Pair] = []
        var seen: Set<String> = []
        while true {
            let key = try plainKey()
            let afterColon = mark
            skipSpaces()
            let value: Node
            if peek() == Self.hash || peek() == Self.newline || p == b.count {
                try endLine()
                nextContent()
                if let next = current, next > indent {
                    value = try blockNode(indent: next)
                } else if let next = current, next == indent, atEntry {
                    value = try blockSequence(indent: indent)
                } else {
                    value = .scalar(Node.Scalar(string: "", style: .plain, at: afterColon))   // libyaml's empty scalar
                }
            } else {
                if atEntry { throw Bail() }
                value = try inlineValue(blockIndent: indent)
                try endLine()
                nextContent()
            }
            try Self.add(key, value, to: &pairs, seen: &seen)
            guard let next = current else { break }
            if next < indent { break }
            guard next == indent, try startsMappingKey() else { throw Bail() }
        }
        return .mapping(Node.Mapping(pairs: pairs, at: at))
    }

    /// Whether a plain `key:` starts at `p` (its colon followed by a space or the line's end, before any comment).
    private mutating func startsMappingKey() throws(Bail) -> Bool {
        let c = peek()
        if c == Self.singleQuote || c == Self.doubleQuote {
            // A quoted key in block context: not in the subset. A quoted value alone on its line is.
            var probe = self
            _ = try probe.quoted()
            probe.skipSpaces()
            if probe.peek() == Self.colon { throw Bail() }
            return false
        }
        if c == Self.openBracket || c == Self.openBrace { return false }
        try checkPlainStart()
        var i = p
        while i < b.count, b[i] != Self.newline {
            if b[i] == Self.hash, i > p, b[i - 1] == Self.space { return false }
            if b[i] == Self.colon, i + 1 == b.count || b[i + 1] == Self.space || b[i + 1] == Self.newline { return true }
            i += 1
        }
        return false
    }

    /// A plain key and its colon.
    private mutating func plainKey() throws(Bail) -> Node {
        let at = mark
        let start = p
        while !(b[p] == Self.colon && isBlank(peek(1))) { p += 1 }
        let end = trimmedEnd(from: start)
        p += 1
        return .scalar(Node.Scalar(string: text(start, end), style: .plain, at: at))
    }

    /// A value that ends on its line: a flow collection (which may run over lines), a quoted or a plain scalar.
    private mutating func inlineValue(blockIndent: Int) throws(Bail) -> Node {
        if let node = try collectionOrQuoted(blockIndent: blockIndent) { return node }
        let at = mark
        let start = p
        while p < b.count, b[p] != Self.newline {
            if b[p] == Self.hash, b[p - 1] == Self.space { break }
            if b[p] == Self.colon, isBlank(peek(1)) { throw Bail() }   // `a: b: c`
            p += 1
        }
        let end = trimmedEnd(from: start)
        return .scalar(Node.Scalar(string: text(start, end), style: .plain, at: at))
    }

    /// A flow collection or a quoted scalar at `p`; nil when a plain scalar starts here (checked for indicators).
    private mutating func collectionOrQuoted(blockIndent: Int) throws(Bail) -> Node? {
        switch peek() {
        case Self.openBracket, Self.openBrace: return try flowCollection(blockIndent: blockIndent)
        case Self.singleQuote, Self.doubleQuote: return try quoted()
        default:
            try checkPlainStart()
            return nil
        }
    }

    /// The end of the text from `start` to `p`, trailing spaces left out.
    private func trimmedEnd(from start: Int) -> Int {
        var end = p
        while end > start, b[end - 1] == Self.space { end -= 1 }
        return end
    }

    /// Indicators that start something outside the subset, or an error.
    private func checkPlainStart() throws(Bail) {
        switch peek() {
        case 0x26, 0x2A, 0x21, 0x7C, 0x3E, 0x25, 0x40, 0x60, 0x3F,   // & * ! | > % @ ` ?
             Self.comma, Self.closeBracket, Self.closeBrace, Self.hash, Self.colon:
            throw Bail()
        case Self.dash where isBlank(peek(1)):
            throw Bail()
        default:
            return
        }
    }

    /// A repeated key is Yams's to report. Short mappings are searched; long ones (a large plist) hashed.
    private static func add(_ key: Node, _ value: Node, to pairs: inout [Node.Pair], seen: inout Set<String>) throws(Bail) {
        let name = key.string ?? ""
        if pairs.count < 16 {
            for pair in pairs where pair.key.string == name { throw Bail() }
            if pairs.count == 15 { seen = Set(pairs.map { $0.key.string ?? "" }) }
        }
        if pairs.count >= 15, !seen.insert(name).inserted { throw Bail() }
        pairs.append(Node.Pair(key: key, value: value))
    }

    // MARK: Flow context

    /// Spaces, line breaks and comments inside a flow collection; a continued line must be indented past the block.
    private mutating func skipFlowSpace(blockIndent: Int) throws(Bail) {
        while p < b.count {
            switch b[p] {
            case Self.space: p += 1
            case Self.newline:
                takeNewline()
                skipSpaces()
                if p < b.count, b[p] != Self.newline, b[p] != Self.hash, p - lineStart <= blockIndent { throw Bail() }
            case Self.hash:
                guard p > 0, b[p - 1] == Self.space || b[p - 1] == Self.newline else { throw Bail() }
                skipComment()
            default: return
            }
        }
    }

    private mutating func flowCollection(blockIndent: Int) throws(Bail) -> Node {
        let at = mark
        if b[p] == Self.openBracket {
            p += 1
            var items: [Node] = []
            try skipFlowSpace(blockIndent: blockIndent)
            if peek() == Self.closeBracket { p += 1; return .sequence(Node.Sequence(items: [], at: at)) }
            while true {
                items.append(try flowItem(blockIndent: blockIndent))
                try skipFlowSpace(blockIndent: blockIndent)
                if peek() == Self.comma {
                    p += 1
                    try skipFlowSpace(blockIndent: blockIndent)
                    continue
                }
                guard peek() == Self.closeBracket else { throw Bail() }
                p += 1
                return .sequence(Node.Sequence(items: items, at: at))
            }
        }
        p += 1
        var pairs: [Node.Pair] = []
        var seen: Set<String> = []
        try skipFlowSpace(blockIndent: blockIndent)
        if peek() == Self.closeBrace { p += 1; return .mapping(Node.Mapping(pairs: [], at: at)) }
        while true {
            let quotedKey = peek() == Self.singleQuote || peek() == Self.doubleQuote
            let key = try flowItem(blockIndent: blockIndent)
            guard case .scalar = key else { throw Bail() }
            try skipFlowSpace(blockIndent: blockIndent)
            // After a plain key the colon needs a space; after a quoted one (JSON) it need not.
            guard peek() == Self.colon, quotedKey || isBlank(peek(1)) else { throw Bail() }
            p += 1
            try skipFlowSpace(blockIndent: blockIndent)
            if peek() == Self.comma || peek() == Self.closeBrace { throw Bail() }   // an empty value
            let value = try flowItem(blockIndent: blockIndent)
            try Self.add(key, value, to: &pairs, seen: &seen)
            try skipFlowSpace(blockIndent: blockIndent)
            if peek() == Self.comma {
                p += 1
                try skipFlowSpace(blockIndent: blockIndent)
                continue
            }
            guard peek() == Self.closeBrace else { throw Bail() }
            p += 1
            return .mapping(Node.Mapping(pairs: pairs, at: at))
        }
    }

    private mutating func flowItem(blockIndent: Int) throws(Bail) -> Node {
        if let node = try collectionOrQuoted(blockIndent: blockIndent) { return node }
        let at = mark
        let start = p
        scan: while p < b.count {
            switch b[p] {
            case Self.newline, Self.comma, Self.openBracket, Self.closeBracket, Self.openBrace, Self.closeBrace: break scan
            case Self.hash where b[p - 1] == Self.space: break scan
            // As libyaml: in flow context `willRotate(to:duration:)` is one scalar; a colon ends it before a
            // blank or a flow indicator.
            case Self.colon where isBlank(peek(1)) || [Self.comma, 0x3F, Self.openBracket, Self.closeBracket, Self.openBrace, Self.closeBrace].contains(peek(1)):
                break scan
            default: p += 1
            }
        }
        let end = trimmedEnd(from: start)
        guard end > start else { throw Bail() }
        if peek() == Self.colon, !isBlank(peek(1)) { throw Bail() }   // `{a:}`, `[a:]`: left to Yams
        if peek() == Self.openBracket || peek() == Self.openBrace { throw Bail() }
        return .scalar(Node.Scalar(string: text(start, end), style: .plain, at: at))
    }

    // MARK: Scalars

    /// A one-line quoted scalar.
    private mutating func quoted() throws(Bail) -> Node {
        let at = mark
        let quote = b[p]
        p += 1
        let start = p
        var escaped = false
        while true {
            guard p < b.count, b[p] != Self.newline else { throw Bail() }
            if b[p] == quote {
                if quote == Self.singleQuote, peek(1) == Self.singleQuote { escaped = true; p += 2; continue }
                break
            }
            if quote == Self.doubleQuote, b[p] == Self.backslash { escaped = true; p += 2; continue }
            p += 1
        }
        let end = p
        p += 1
        let style: Node.Scalar.Style = quote == Self.singleQuote ? .singleQuoted : .doubleQuoted
        guard escaped else { return .scalar(Node.Scalar(string: text(start, end), style: style, at: at)) }
        var out: [UInt8] = []
        out.reserveCapacity(end - start)
        var i = start
        while i < end {
            let c = b[i]
            if quote == Self.singleQuote {
                out.append(c)
                i += c == Self.singleQuote ? 2 : 1
                continue
            }
            guard c == Self.backslash else { out.append(c); i += 1; continue }
            guard i + 1 < end else { throw Bail() }
            switch b[i + 1] {
            case Self.backslash, Self.doubleQuote, 0x2F: out.append(b[i + 1])
            case 0x6E: out.append(Self.newline)   // \n
            case 0x74: out.append(0x09)           // \t
            case 0x72: out.append(0x0D)           // \r
            case 0x30: out.append(0)              // \0
            case Self.space: out.append(Self.space)
            default: throw Bail()                 // \x, \u, \U, \N, …: left to Yams
            }
            i += 2
        }
        return .scalar(Node.Scalar(string: String(decoding: out, as: UTF8.self), style: style, at: at))
    }

    private func text(_ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: b[start..<end]), as: UTF8.self)
    }
}
