import Foundation

/// Bytes of source text.
public enum SourceBytes {
    /// A byte of an identifier: ASCII letters, digits and `_` (and `$`, which Objective-C allows, when asked).
    @inline(__always)
    public static func isIdentifier(_ b: UInt8, dollar: Bool = false) -> Bool {
        b == 95 || (b >= 48 && b <= 57) || (b | 0x20 >= 97 && b | 0x20 <= 122) || (dollar && b == 36)
    }

    /// The line and byte offset of the first byte that is not valid UTF-8, or nil when the text is valid:
    /// "not UTF-8 text" alone leaves a user searching a large file.
    public static func firstInvalidUTF8(_ bytes: some Collection<UInt8>) -> (line: Int, offset: Int)? {
        var line = 1, offset = 0
        var it = bytes.makeIterator()
        var pending: [UInt8] = []
        while let b = it.next() {
            if b < 0x80 {
                if b == 10 { line += 1 }
                offset += 1
                continue
            }
            // A multi-byte sequence: its length from the lead byte, then continuation bytes (0b10xxxxxx).
            let count = b >= 0xF0 && b <= 0xF4 ? 4 : b >= 0xE0 ? 3 : b >= 0xC2 && b < 0xE0 ? 2 : 0
            guard count > 0 else { return (line, offset) }
            pending = [b]
            for _ in 1..<count {
                guard let c = it.next(), c & 0xC0 == 0x80 else { return (line, offset) }
                pending.append(c)
            }
            // Overlong, surrogate and out-of-range forms.
            guard String(validating: pending, as: UTF8.self) != nil else { return (line, offset) }
            offset += count
        }
        return nil
    }

    /// The bytes with every byte that is not part of valid UTF-8 replaced by `?`, offsets and lines kept: how a
    /// C-family source in another encoding (a Windows-1251 comment) is read, as clang compiles it.
    public static func replacingInvalidUTF8(_ bytes: [UInt8]) -> [UInt8] {
        var out = bytes
        var i = 0
        while i < out.count {
            let b = out[i]
            if b < 0x80 { i += 1; continue }
            let count = b >= 0xF0 && b <= 0xF4 ? 4 : b >= 0xE0 && b <= 0xEF ? 3 : b >= 0xC2 && b < 0xE0 ? 2 : 0
            if count > 0, i + count <= out.count, out[(i + 1)..<(i + count)].allSatisfy({ $0 & 0xC0 == 0x80 }),
                String(validating: out[i..<(i + count)], as: UTF8.self) != nil
            {
                i += count
                continue
            }
            out[i] = UInt8(ascii: "?")
            i += 1
        }
        return out
    }

    /// "not UTF-8 text (the first bad byte is on line N)"; a file git-crypt encrypts (committed secrets: a
    /// checkout without the key holds `\0GITCRYPT\0` and ciphertext) says so, with no line.
    public static func notUTF8(_ bytes: some Collection<UInt8>) -> (message: String, line: Int?) {
        if bytes.starts(with: gitCryptHeader) {
            return ("encrypted with git-crypt (no key in this checkout)", nil)
        }
        guard let bad = firstInvalidUTF8(bytes) else { return ("not UTF-8 text", nil) }
        return ("not UTF-8 text: a byte on this line is not UTF-8", bad.line)
    }

    public static let gitCryptHeader: [UInt8] = [0] + Array("GITCRYPT".utf8) + [0]

    /// Calls `body` with each offset where `needle` stands in `raw`, in order, until it returns false: the one
    /// byte search every quick look before parsing shares (Foundation's `Data.range(of:)` took a twentieth of a
    /// large workspace's project reading; `String.contains` goes through CFString on Linux).
    public static func forEachMatch(of needle: [UInt8], in raw: UnsafeRawBufferPointer, _ body: (Int) -> Bool) {
        guard let first = needle.first, raw.count >= needle.count else { return }
        var i = 0
        let last = raw.count - needle.count
        while i <= last {
            if raw[i] == first {
                var j = 1
                while j < needle.count, raw[i + j] == needle[j] { j += 1 }
                if j == needle.count, !body(i) { return }
            }
            i += 1
        }
    }

    /// Whether `raw` holds `needle` (an empty needle is everywhere).
    public static func contains(_ raw: UnsafeRawBufferPointer, _ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty else { return true }
        var found = false
        forEachMatch(of: needle, in: raw) { _ in
            found = true
            return false
        }
        return found
    }

    /// Whether `data` holds `needle`.
    public static func contains(_ data: Data, _ needle: String) -> Bool {
        data.withUnsafeBytes { contains($0, Array(needle.utf8)) }
    }

    /// Whether `bytes` holds `needle`.
    public static func contains(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { contains($0, needle) }
    }

    /// How many times `data` names `name` as a member (`.name`, then no letter, digit or `_`).
    public static func memberAccesses(of name: String, in data: Data) -> Int {
        let n = Array(("." + name).utf8)
        return data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Int in
            var count = 0
            forEachMatch(of: n, in: raw) { i in
                if i + n.count == raw.count || !isIdentifier(raw[i + n.count]) { count += 1 }
                return true
            }
            return count
        }
    }

    /// How many times `name` stands in `data` as a whole identifier (no letter, digit or `_` on either side).
    public static func occurrences(of name: String, in data: Data) -> Int {
        let n = Array(name.utf8)
        return data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Int in
            var count = 0
            forEachMatch(of: n, in: raw) { i in
                let end = i + n.count
                if (i == 0 || !isIdentifier(raw[i - 1])) && (end == raw.count || !isIdentifier(raw[end])) {
                    count += 1
                }
                return true
            }
            return count
        }
    }
}
