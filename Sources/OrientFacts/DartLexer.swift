/// Dart's tokens, as far as the Flutter reader needs them (issue 31): identifiers, punctuation, and strings and
/// numbers as opaque tokens. Comments (nested block comments too) are skipped; strings follow Dart's forms (single
/// and triple quotes, raw `r'…'`, `${…}` interpolation, whose code is lexed like any other). Every loop advances
/// and interpolation nests at most `maxNesting` deep, so a hostile file costs one pass.
struct DartToken: Sendable {
    enum Kind: Sendable { case identifier, punctuation, string, number }
    var kind: Kind
    /// The identifier or punctuation as written (`=>`, `...`, `?.` are one token); empty for strings and numbers.
    var text: String
    var line: Int
}

struct DartLexer {
    static let maxNesting = 32
    private let bytes: [UInt8]
    private var i = 0
    private var line = 1
    private(set) var tokens: [DartToken] = []

    static func tokens(_ bytes: [UInt8]) -> [DartToken] {
        var lexer = DartLexer(bytes: bytes)
        lexer.code(untilBrace: false, nesting: 0)
        return lexer.tokens
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private func at(_ k: Int) -> UInt8 { k < bytes.count ? bytes[k] : 0 }

    private static func isIdentifierStart(_ b: UInt8) -> Bool {
        (b >= 65 && b <= 90) || (b >= 97 && b <= 122) || b == 95 || b == 36
    }
    private static func isIdentifierPart(_ b: UInt8) -> Bool { isIdentifierStart(b) || (b >= 48 && b <= 57) }

    /// Code up to the end, or (inside `${…}`) up to the brace that closes the interpolation.
    private mutating func code(untilBrace: Bool, nesting: Int) {
        var braces = 0
        while i < bytes.count {
            let b = bytes[i]
            switch b {
            case 10: line += 1; i += 1
            case 9, 13, 32: i += 1
            case 47 where at(i + 1) == 47:  // `//`
                while i < bytes.count && bytes[i] != 10 { i += 1 }
            case 47 where at(i + 1) == 42:  // `/*`, nested in Dart
                i += 2
                var depth = 1
                while i < bytes.count && depth > 0 {
                    if bytes[i] == 10 { line += 1 }
                    if bytes[i] == 47 && at(i + 1) == 42 {
                        depth += 1; i += 2
                    } else if bytes[i] == 42 && at(i + 1) == 47 {
                        depth -= 1; i += 2
                    } else {
                        i += 1
                    }
                }
            case 34, 39:  // `"`, `'`
                string(raw: false, nesting: nesting)
            case _ where DartLexer.isIdentifierStart(b):
                let start = i
                while i < bytes.count && DartLexer.isIdentifierPart(bytes[i]) { i += 1 }
                if i - start == 1 && b == 114 && (at(i) == 34 || at(i) == 39) {  // r'…'
                    string(raw: true, nesting: nesting)
                } else {
                    tokens.append(
                        DartToken(
                            kind: .identifier, text: String(decoding: bytes[start..<i], as: UTF8.self), line: line))
                }
            case 48...57:
                while i < bytes.count && (DartLexer.isIdentifierPart(bytes[i]) || bytes[i] == 46) { i += 1 }
                tokens.append(DartToken(kind: .number, text: "", line: line))
            case 123:  // {
                braces += 1; i += 1
                tokens.append(DartToken(kind: .punctuation, text: "{", line: line))
            case 125:  // }
                i += 1
                if untilBrace && braces == 0 { return }
                braces -= 1
                tokens.append(DartToken(kind: .punctuation, text: "}", line: line))
            default:
                // Two- and three-character operators the reader looks for; any other byte is one token.
                let three = [b, at(i + 1), at(i + 2)]
                let two = [b, at(i + 1)]
                let text: String
                if three == Array("...".utf8) {
                    text = "..."
                } else if two == Array("=>".utf8) {
                    text = "=>"
                } else if two == Array("?.".utf8) {
                    text = "?."
                } else if two == Array("..".utf8) {
                    text = ".."
                } else if two == Array("??".utf8) {
                    text = "??"
                } else if two == Array("==".utf8) {
                    text = "=="
                } else {
                    text = String(decoding: [b], as: UTF8.self)
                }
                i += text.utf8.count
                tokens.append(DartToken(kind: .punctuation, text: text, line: line))
            }
        }
    }

    /// A string literal from its opening quote; `${…}` inside a non-raw one is code.
    private mutating func string(raw: Bool, nesting: Int) {
        let quote = bytes[i]
        let startLine = line
        let triple = at(i + 1) == quote && at(i + 2) == quote
        i += triple ? 3 : 1
        let start = i
        var plain = true
        while i < bytes.count {
            let b = bytes[i]
            if b == quote && (!triple || (at(i + 1) == quote && at(i + 2) == quote)) {
                i += triple ? 3 : 1
                break
            }
            if b == 10 {
                line += 1
                if !triple { i += 1; break }  // an unclosed one-line string ends with its line
            }
            if !raw && b == 92 {  // backslash escape
                if at(i + 1) == 10 { line += 1 }
                plain = false
                i += 2
                continue
            }
            if !raw && b == 36 && at(i + 1) == 123 {  // ${
                plain = false
                i += 2
                if nesting < DartLexer.maxNesting {
                    code(untilBrace: true, nesting: nesting + 1)
                } else {
                    // Too deep to be real code: skip to the closing brace, counting.
                    skipBalancedBraces(bytes, from: &i, line: &line)
                }
                continue
            }
            i += 1
        }
        // A short one-line literal with no escape or interpolation keeps its text (a route's name); others are "".
        let end = i - (triple ? 3 : 1)
        let text =
            plain && !triple && end >= start && end - start <= 200 && line == startLine
            ? String(decoding: bytes[start..<end], as: UTF8.self) : ""
        tokens.append(DartToken(kind: .string, text: text, line: startLine))
    }
}

/// Past the `}` that closes an interpolation too deep to lex (`${` nested past a lexer's bound), counting braces
/// and lines: what the Dart and JavaScript lexers do there, one pass.
func skipBalancedBraces(_ bytes: [UInt8], from i: inout Int, line: inout Int) {
    var depth = 1
    while i < bytes.count && depth > 0 {
        switch bytes[i] {
        case 123: depth += 1
        case 125: depth -= 1
        case 10: line += 1
        default: break
        }
        i += 1
    }
}
