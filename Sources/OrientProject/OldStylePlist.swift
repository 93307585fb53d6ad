import OrientOutput

/// A reader for the old-style (NeXTSTEP) property lists Xcode writes its project files in: `{ key = value; }`,
/// `( a, b, )`, quoted and bare strings, `/* */` and `//` comments. Foundation reads them too, but on a large
/// app most of a check went into its parser and into bridging the NSDictionary it returns to Swift (decisions.md,
/// "pbxproj reader"); this one builds Swift values directly, and says where a broken file goes wrong.
public struct OldStylePlist {
    public struct Failure: Error, Equatable {
        public var line: Int
        public var message: String
    }

    /// Containers open at once: real project files nest six or seven deep.
    static let maxDepth = 200

    private let bytes: UnsafeBufferPointer<UInt8>
    private var i = 0
    private var line = 1

    private init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// The file's top-level value: strings, `[Any]` and `[String: Any]`, as Foundation returns them.
    public static func parse(_ data: some Collection<UInt8>) throws(Failure) -> Any {
        let array = Array(data)
        return try array.withUnsafeBufferPointer { (buffer) throws(Failure) -> Any in
            var reader = OldStylePlist(buffer)
            let value = try reader.value(depth: 0)
            reader.skipSpace()
            guard reader.i == buffer.count else { throw reader.failure("unexpected \(reader.shown) after the end") }
            return value
        }
    }

    private func failure(_ message: String) -> Failure { Failure(line: line, message: message) }

    /// The byte at the cursor, as a reader would name it in a message.
    private var shown: String {
        guard i < bytes.count else { return "end of file" }
        let b = bytes[i]
        if b >= 0x21 && b < 0x7F { return "'\(Character(Unicode.Scalar(b)))'" }
        let digits = String(b, radix: 16, uppercase: true)
        return "byte 0x" + (digits.count == 1 ? "0" : "") + digits
    }

    private mutating func skipSpace() {
        while i < bytes.count {
            switch bytes[i] {
            case 10: line += 1; i += 1
            case 32, 9, 13, 11, 12: i += 1
            case 47 where i + 1 < bytes.count && bytes[i + 1] == 42:  // /* … */
                i += 2
                while i + 1 < bytes.count, !(bytes[i] == 42 && bytes[i + 1] == 47) {
                    if bytes[i] == 10 { line += 1 }
                    i += 1
                }
                i = min(i + 2, bytes.count)
            case 47 where i + 1 < bytes.count && bytes[i + 1] == 47:  // // …
                while i < bytes.count, bytes[i] != 10 { i += 1 }
            default: return
            }
        }
    }

    private mutating func value(depth: Int) throws(Failure) -> Any {
        skipSpace()
        guard i < bytes.count else { throw failure("unexpected end of file where a value should be") }
        switch bytes[i] {
        case 123: return try dictionary(depth: depth + 1)
        case 40: return try array(depth: depth + 1)
        default: return try string()
        }
    }

    private mutating func dictionary(depth: Int) throws(Failure) -> [String: Any] {
        guard depth <= Self.maxDepth else { throw failure("nested more than \(Self.maxDepth) levels deep") }
        let opened = line
        i += 1
        var out: [String: Any] = [:]
        while true {
            skipSpace()
            guard i < bytes.count else { throw failure("the '{' on line \(opened) is never closed") }
            if bytes[i] == 125 { i += 1; return out }
            let key = try string()
            skipSpace()
            guard i < bytes.count, bytes[i] == 61 else {
                throw failure("expected '=' after the key \(quoted(key)), found \(shown)")
            }
            i += 1
            let v = try value(depth: depth)
            skipSpace()
            guard i < bytes.count, bytes[i] == 59 else {
                throw failure("expected ';' after the value of \(quoted(key)), found \(shown)")
            }
            i += 1
            out[key] = v
        }
    }

    private mutating func array(depth: Int) throws(Failure) -> [Any] {
        guard depth <= Self.maxDepth else { throw failure("nested more than \(Self.maxDepth) levels deep") }
        let opened = line
        i += 1
        var out: [Any] = []
        while true {
            skipSpace()
            guard i < bytes.count else { throw failure("the '(' on line \(opened) is never closed") }
            if bytes[i] == 41 { i += 1; return out }
            out.append(try value(depth: depth))
            skipSpace()
            guard i < bytes.count else { throw failure("the '(' on line \(opened) is never closed") }
            if bytes[i] == 44 {
                i += 1
            } else if bytes[i] != 41 {
                throw failure("expected ',' or ')' in the list opened on line \(opened), found \(shown)")
            }
        }
    }

    private static func isBare(_ b: UInt8) -> Bool {
        switch b {
        case 48...57, 65...90, 97...122, 95, 36, 43, 47, 58, 46, 45: return true  // 0-9 A-Z a-z _ $ + / : . -
        default: return b >= 0x80  // bare UTF-8 text: Foundation refuses it, but it says what was meant
        }
    }

    private mutating func string() throws(Failure) -> String {
        guard i < bytes.count else { throw failure("unexpected end of file where a value should be") }
        if bytes[i] == 34 { return try quotedString() }
        let start = i
        while i < bytes.count, Self.isBare(bytes[i]) { i += 1 }
        guard i > start else { throw failure("unexpected \(shown) where a value should be") }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
    }

    private mutating func quotedString() throws(Failure) -> String {
        let opened = line
        i += 1
        let start = i
        // Most strings have no escape: one copy of their bytes.
        while i < bytes.count, bytes[i] != 34, bytes[i] != 92 {
            if bytes[i] == 10 { line += 1 }
            i += 1
        }
        guard i < bytes.count else { throw Failure(line: opened, message: "a string that starts here is never closed") }
        if bytes[i] == 34 {
            i += 1
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i - 1]), as: UTF8.self)
        }
        var out = Array(bytes[start..<i])
        while i < bytes.count, bytes[i] != 34 {
            var b = bytes[i]
            if b == 10 { line += 1 }
            if b == 92, i + 1 < bytes.count {
                i += 1
                b = bytes[i]
                switch b {
                case 110: b = 10  // \n
                case 116: b = 9  // \t
                case 114: b = 13  // \r
                case 85, 117:  // \U1234: a UTF-16 unit
                    var code: UInt32 = 0
                    var k = 0
                    while k < 4, i + 1 < bytes.count, let d = Self.hex(bytes[i + 1]) {
                        code = code * 16 + d; i += 1; k += 1
                    }
                    out.append(contentsOf: Array(String(Unicode.Scalar(code).map(Character.init) ?? "\u{FFFD}").utf8))
                    i += 1
                    continue
                default: break  // \" \\ and any other character stand for themselves
                }
            }
            out.append(b)
            i += 1
        }
        guard i < bytes.count else { throw Failure(line: opened, message: "a string that starts here is never closed") }
        i += 1
        return String(decoding: out, as: UTF8.self)
    }

    private static func hex(_ b: UInt8) -> UInt32? {
        switch b {
        case 48...57: return UInt32(b - 48)
        case 65...70: return UInt32(b - 55)
        case 97...102: return UInt32(b - 87)
        default: return nil
        }
    }

    private func quoted(_ key: String) -> String { "'" + Diagnostic.excerpt(key) + "'" }
}
