/// JavaScript and TypeScript tokens, as far as the React Native reader needs them (issue 31): identifiers,
/// punctuation, strings (with their text, for module names and option values), template literals and regular
/// expressions as opaque tokens. A `/` starts a regular expression where an operand is expected. JSX text is not
/// lexed as text: an apostrophe in it opens a string that ends with its line, as an unclosed one-line string does,
/// so a stray quote costs at most one line. Every loop advances; `${…}` nests at most `maxNesting` deep.
struct JSToken: Sendable {
    enum Kind: Sendable { case identifier, punctuation, string, number, template, regex }
    var kind: Kind
    /// The identifier or punctuation as written; a string's contents (up to 200 bytes, escapes left as written).
    var text: String
    var line: Int
}

struct JSLexer {
    static let maxNesting = 32
    private let bytes: [UInt8]
    private var i = 0
    private var line = 1
    private(set) var tokens: [JSToken] = []

    static func tokens(_ bytes: [UInt8]) -> [JSToken] {
        var lexer = JSLexer(bytes: bytes)
        lexer.code(untilBrace: false, nesting: 0)
        return lexer.tokens
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private func at(_ k: Int) -> UInt8 { k < bytes.count ? bytes[k] : 0 }

    private static func isIdentifierStart(_ b: UInt8) -> Bool {
        (b >= 65 && b <= 90) || (b >= 97 && b <= 122) || b == 95 || b == 36 || b >= 0x80
    }
    private static func isIdentifierPart(_ b: UInt8) -> Bool { isIdentifierStart(b) || (b >= 48 && b <= 57) }

    /// Keywords after which an operand comes (so a `/` starts a regular expression).
    static let operandKeywords: Set<String> = [
        "return", "typeof", "case", "do", "else", "in", "of", "new", "delete", "void", "throw", "yield", "await"
    ]

    /// Whether a `/` here starts a regular expression: at the start, after an operator or an opening bracket,
    /// or after a keyword that takes an operand.
    private func regexAllowed() -> Bool {
        guard let last = tokens.last else { return true }
        switch last.kind {
        case .identifier: return JSLexer.operandKeywords.contains(last.text)
        case .number, .string, .template, .regex: return false
        // `</View>`: a closing JSX tag, not a regular expression.
        case .punctuation: return ![")", "]", "}", "<"].contains(last.text)
        }
    }

    private mutating func code(untilBrace: Bool, nesting: Int) {
        var braces = 0
        while i < bytes.count {
            let b = bytes[i]
            switch b {
            case 10: line += 1; i += 1
            case 9, 13, 32: i += 1
            case 47 where at(i + 1) == 47:  // `//`
                while i < bytes.count && bytes[i] != 10 { i += 1 }
            case 47 where at(i + 1) == 42:  // `/*`
                i += 2
                while i < bytes.count && !(bytes[i] == 42 && at(i + 1) == 47) {
                    if bytes[i] == 10 { line += 1 }
                    i += 1
                }
                i += 2
            case 47 where regexAllowed():
                regex()
            case 34, 39:  // `"`, `'`
                string()
            case 96:  // backtick
                template(nesting: nesting)
            case _ where JSLexer.isIdentifierStart(b):
                let start = i
                while i < bytes.count && JSLexer.isIdentifierPart(bytes[i]) { i += 1 }
                tokens.append(
                    JSToken(kind: .identifier, text: String(decoding: bytes[start..<i], as: UTF8.self), line: line))
            case 48...57:
                while i < bytes.count && (JSLexer.isIdentifierPart(bytes[i]) || bytes[i] == 46) { i += 1 }
                tokens.append(JSToken(kind: .number, text: "", line: line))
            case 123:  // {
                braces += 1; i += 1
                tokens.append(JSToken(kind: .punctuation, text: "{", line: line))
            case 125:  // }
                i += 1
                if untilBrace && braces == 0 { return }
                braces -= 1
                tokens.append(JSToken(kind: .punctuation, text: "}", line: line))
            default:
                let text: String
                if b == 46 && at(i + 1) == 46 && at(i + 2) == 46 {
                    text = "..."
                } else if b == 61 && at(i + 1) == 62 {
                    text = "=>"
                } else if b == 63 && at(i + 1) == 46 {
                    text = "?."
                } else {
                    text = String(decoding: [b], as: UTF8.self)
                }
                i += text.utf8.count
                tokens.append(JSToken(kind: .punctuation, text: text, line: line))
            }
        }
    }

    /// A quoted string; one that is not closed on its line ends with it (JavaScript strings do not span lines).
    private mutating func string() {
        let quote = bytes[i]
        let startLine = line
        i += 1
        let start = i
        while i < bytes.count && bytes[i] != quote && bytes[i] != 10 {
            if bytes[i] == 92 {
                if at(i + 1) == 10 { line += 1 }
                i += 1
            }
            i += 1
        }
        let end = min(i, bytes.count)
        let text = end - start <= 200 ? String(decoding: bytes[start..<end], as: UTF8.self) : ""
        if i < bytes.count && bytes[i] == quote { i += 1 }
        tokens.append(JSToken(kind: .string, text: text, line: startLine))
    }

    /// A template literal; `${…}` inside it is code.
    private mutating func template(nesting: Int) {
        let startLine = line
        i += 1
        while i < bytes.count && bytes[i] != 96 {
            if bytes[i] == 10 { line += 1 }
            if bytes[i] == 92 {
                i += 2
                continue
            }
            if bytes[i] == 36 && at(i + 1) == 123 {
                i += 2
                if nesting < JSLexer.maxNesting {
                    code(untilBrace: true, nesting: nesting + 1)
                } else {
                    skipBalancedBraces(bytes, from: &i, line: &line)
                }
                continue
            }
            i += 1
        }
        i += 1
        tokens.append(JSToken(kind: .template, text: "", line: startLine))
    }

    /// A regular expression literal: to the unescaped `/` outside a class, then its flags; it ends with its line.
    private mutating func regex() {
        i += 1
        var inClass = false
        while i < bytes.count && bytes[i] != 10 {
            let b = bytes[i]
            if b == 92 {
                i += 2
                continue
            }
            if b == 91 { inClass = true } else if b == 93 { inClass = false } else if b == 47 && !inClass { break }
            i += 1
        }
        if i < bytes.count && bytes[i] == 47 { i += 1 }
        while i < bytes.count && JSLexer.isIdentifierPart(bytes[i]) { i += 1 }
        tokens.append(JSToken(kind: .regex, text: "", line: line))
    }
}
