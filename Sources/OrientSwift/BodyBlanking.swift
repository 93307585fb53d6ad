// Bodies no fact can come from, blanked before the parse: swift-syntax then reads `{ }` with whitespace inside
// instead of their statements. Most of a file's nodes sit in such bodies, so most of the parse goes.

extension SourceScan {
    /// Words that keep a body: every word the cheap scan of `FileExtractor.body` looks for (a fact needs one), the
    /// idiom words (idiom helpers are read from their bodies) and, in a declaration's header, `Autorotate`
    /// (`shouldAutorotate`'s value is read from its body; the other orientation members say `Orientation`) and
    /// `UIViewController` (a factory declared to return one builds what its body returns).
    static let keepTable = WordTable(
        callWords + ["userInterfaceIdiom", "UI_USER_INTERFACE_IDIOM"].map { Array($0.utf8) })
    static let keepHeaderTable = WordTable(
        callWords
            + ["userInterfaceIdiom", "UI_USER_INTERFACE_IDIOM", "Autorotate", "autorotate", "UIViewController"].map {
                Array($0.utf8)
            })

    /// Replaces with spaces (line breaks kept, so every offset, line and column stays) the insides of the bodies of
    /// functions, initialisers, deinitialisers and computed properties whose header and body hold none of the words
    /// a fact needs, nor any `#if`. Returns how many bodies it blanked.
    ///
    /// The same words decide which bodies `FileExtractor.body` reads, so the facts are the same; `CheapScanTests`
    /// and `Scripts/bench-facts.sh` compare them with a full walk of the unblanked file. Strings (raw, multi-line,
    /// interpolated) and comments are skipped when braces are matched. Where the scan could be wrong (an unmatched
    /// brace, a `/regex/` holding one), the blanked file fails to parse and `SwiftFacts` parses the original.
    @discardableResult
    static func blankBodies(_ bytes: inout [UInt8]) -> Int {
        bytes.withUnsafeMutableBufferPointer { buffer in
            var scanner = BodyScanner(b: buffer)
            return scanner.run()
        }
    }
}

private struct BodyScanner {
    let b: UnsafeMutableBufferPointer<UInt8>
    var blanked = 0

    static let newline: UInt8 = 10, quote: UInt8 = 34, hash: UInt8 = 35, openParen: UInt8 = 40, closeParen: UInt8 = 41
    static let star: UInt8 = 42, slash: UInt8 = 47, openBracket: UInt8 = 91, backslash: UInt8 = 92,
        closeBracket: UInt8 = 93
    static let openBrace: UInt8 = 123, closeBrace: UInt8 = 125, backtick: UInt8 = 96, dot: UInt8 = 46,
        equals: UInt8 = 61
    static let semicolon: UInt8 = 59

    func at(_ i: Int) -> UInt8 { i < b.count ? b[i] : 0 }

    /// Declaration keywords that end a body-less header (a protocol requirement) before any brace.
    static let declarationWords: Set<[UInt8]> = Set(
        [
            "func", "var", "let", "init", "deinit", "subscript", "class", "struct", "enum",
            "protocol", "extension", "actor", "case", "typealias", "associatedtype", "import",
            "macro", "operator", "precedencegroup"
        ].map { Array($0.utf8) })

    mutating func run() -> Int {
        var i = 0
        while i < b.count {
            let c = b[i]
            if c == Self.slash, let end = skipComment(i) { i = end; continue }
            if c == Self.quote || c == Self.hash, let end = skipString(i) { i = end; continue }
            if SourceScan.identifierTable[Int(c)] {
                var j = i
                while j < b.count, SourceScan.identifierTable[Int(b[j])] { j += 1 }
                if let next = declaration(word: i, end: j) { i = next; continue }
                i = j
                continue
            }
            i += 1
        }
        return blanked
    }

    /// At a word: when it starts a function, initialiser, deinitialiser or computed property whose body can go,
    /// blanks it and returns where to go on; otherwise nil.
    mutating func declaration(word start: Int, end: Int) -> Int? {
        let length = end - start
        guard length == 3 || length == 4 || length == 6 else { return nil }
        let kind: UInt8  // f func, i init, d deinit, v var
        if match(start, "func") {
            kind = 102
        } else if match(start, "init") {
            kind = 105
        } else if match(start, "deinit") {
            kind = 100
        } else if match(start, "var") {
            kind = 118
        } else {
            return nil
        }
        guard end - start == (kind == 102 || kind == 105 ? 4 : kind == 100 ? 6 : 3) else { return nil }
        // Not `x.init(…)`, `` `func` ``, `$var`, `@init`, nor a word that only starts with the keyword.
        if start > 0,
            [Self.dot, Self.backtick, 36, 64].contains(b[start - 1]) || SourceScan.identifierTable[Int(b[start - 1])]
        {
            return nil
        }
        if kind == 105 {
            var k = end
            while at(k) == 32 { k += 1 }
            guard [Self.openParen, 60, 63, 33].contains(at(k)) else { return nil }  // ( < ? !
        }
        guard let open = headerEnd(from: end, isProperty: kind == 118), let close = matchingBrace(open) else {
            return nil
        }
        let header = UnsafeBufferPointer(rebasing: b[start..<open])
        let body = UnsafeBufferPointer(rebasing: b[(open + 1)..<close])
        guard !SourceScan.contains(header, SourceScan.keepHeaderTable),
            !SourceScan.contains(body, SourceScan.keepTable),
            !Self.hasDirective(body)
        else {
            return open + 1  // read on inside: a nested function may still go
        }
        for k in (open + 1)..<close where b[k] != Self.newline && b[k] != 13 { b[k] = 32 }
        blanked += 1
        return close + 1
    }

    func match(_ i: Int, _ word: StaticString) -> Bool {
        let n = word.utf8CodeUnitCount
        guard i + n <= b.count else { return false }
        return word.withUTF8Buffer { w in (0..<n).allSatisfy { b[i + $0] == w[$0] } }
    }

    /// The `{` that opens the body after a header, at bracket depth 0; nil when another declaration, a `}`, a `;`,
    /// a directive or (for a property) a `=` or the line's end comes first.
    func headerEnd(from start: Int, isProperty: Bool) -> Int? {
        var depth = 0
        var i = start
        var sawName = false
        while i < b.count {
            let c = b[i]
            if c == Self.slash, let end = skipComment(i) { i = end; continue }
            if c == Self.quote || c == Self.hash, let end = skipString(i) { i = end; continue }
            switch c {
            case Self.openParen, Self.openBracket: depth += 1
            case Self.closeParen, Self.closeBracket: depth -= 1; if depth < 0 { return nil }
            case Self.openBrace where depth == 0: return i
            case Self.openBrace:
                guard let close = matchingBrace(i) else { return nil }  // a closure in a default value
                i = close
            case Self.closeBrace, Self.semicolon, Self.hash: if depth == 0 { return nil }
            case Self.equals where isProperty && depth == 0: return nil  // a stored property's initial value
            case Self.newline where isProperty && depth == 0 && sawName: return nil  // a stored property
            default:
                if SourceScan.identifierTable[Int(c)] {
                    var j = i
                    while j < b.count, SourceScan.identifierTable[Int(b[j])] { j += 1 }
                    if depth == 0, sawName || !isProperty, Self.declarationWords.contains(Array(b[i..<j])),
                        i == 0 || (b[i - 1] != Self.dot && b[i - 1] != Self.backtick)
                    {
                        return nil
                    }
                    sawName = true
                    i = j
                    continue
                }
            }
            i += 1
        }
        return nil
    }

    /// The `}` closing the `{` at `open`, skipping strings and comments.
    func matchingBrace(_ open: Int) -> Int? { closing(open, Self.openBrace, Self.closeBrace) }

    /// The bracket that closes the one at `open`, skipping strings and comments; nil when none does.
    func closing(_ open: Int, _ opening: UInt8, _ closing: UInt8) -> Int? {
        var depth = 0
        var i = open
        while i < b.count {
            let c = b[i]
            if c == Self.slash, let end = skipComment(i) { i = end; continue }
            if c == Self.quote || c == Self.hash, let end = skipString(i) { i = end; continue }
            if c == opening {
                depth += 1
            } else if c == closing {
                depth -= 1
                if depth == 0 { return i }
            }
            i += 1
        }
        return nil
    }

    /// Past a `//` or (nested) `/* */` comment at `i`; nil when `i` starts none.
    func skipComment(_ i: Int) -> Int? {
        if at(i + 1) == Self.slash {
            var k = i + 2
            while k < b.count, b[k] != Self.newline { k += 1 }
            return k
        }
        guard at(i + 1) == Self.star else { return nil }
        var depth = 1
        var k = i + 2
        while k < b.count {
            if b[k] == Self.slash, at(k + 1) == Self.star { depth += 1; k += 2; continue }
            if b[k] == Self.star, at(k + 1) == Self.slash {
                depth -= 1; k += 2
                if depth == 0 { return k }
                continue
            }
            k += 1
        }
        return b.count
    }

    /// Past a string literal at `i` (`"…"`, `"""…"""`, `#"…"#` with any number of `#`, interpolations included), or
    /// a `#/regex/#`; nil when `i` starts none.
    func skipString(_ i: Int) -> Int? {
        var hashes = 0
        var k = i
        while at(k) == Self.hash { hashes += 1; k += 1 }
        if hashes > 0, at(k) == Self.slash {  // #/regex/#
            var m = k + 1
            while m < b.count {
                if b[m] == Self.slash, (0..<hashes).allSatisfy({ at(m + 1 + $0) == Self.hash }) {
                    return m + 1 + hashes
                }
                m += 1
            }
            return b.count
        }
        guard at(k) == Self.quote else { return nil }
        let multiline = at(k + 1) == Self.quote && at(k + 2) == Self.quote
        k += multiline ? 3 : 1
        while k < b.count {
            let c = b[k]
            if c == Self.backslash, (0..<hashes).allSatisfy({ at(k + 1 + $0) == Self.hash }) {
                let after = k + 1 + hashes
                if at(after) == Self.openParen {
                    k = skipInterpolation(after)
                    continue
                }
                k = after + 1  // an escaped character
                continue
            }
            if c == Self.quote {
                let closes = multiline ? (at(k + 1) == Self.quote && at(k + 2) == Self.quote) : true
                let quoteLength = multiline ? 3 : 1
                if closes, (0..<hashes).allSatisfy({ at(k + quoteLength + $0) == Self.hash }) {
                    return k + quoteLength + hashes
                }
            }
            if c == Self.newline, !multiline { return k }  // an unterminated string: the parser will say
            k += 1
        }
        return b.count
    }

    /// Past the `)` closing an interpolation whose `(` is at `open`.
    func skipInterpolation(_ open: Int) -> Int {
        closing(open, Self.openParen, Self.closeParen).map { $0 + 1 } ?? b.count
    }

    /// `#if`, `#elseif`, `#else`, `#endif` or `#sourceLocation` anywhere in the body.
    static func hasDirective(_ body: UnsafeBufferPointer<UInt8>) -> Bool {
        var i = 0
        while i + 3 < body.count {
            if body[i] == hash {
                let n1 = body[i + 1], n2 = body[i + 2]
                if (n1 == 105 && n2 == 102) || (n1 == 101 && (n2 == 108 || n2 == 110)) || (n1 == 115 && n2 == 111) {
                    return true
                }  // if el en so
            }
            i += 1
        }
        return false
    }
}
