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

    /// "not UTF-8 text (the first bad byte is on line N)".
    public static func notUTF8(_ bytes: some Collection<UInt8>) -> (message: String, line: Int?) {
        guard let bad = firstInvalidUTF8(bytes) else { return ("not UTF-8 text", nil) }
        return ("not UTF-8 text: a byte on this line is not UTF-8", bad.line)
    }

    /// Whether `data` holds `needle`: a plain byte search (Foundation's `Data.range(of:)` took a twentieth of a
    /// large workspace's project reading).
    public static func contains(_ data: Data, _ needle: String) -> Bool {
        let n = Array(needle.utf8)
        guard let first = n.first, data.count >= n.count else { return n.isEmpty }
        return data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Bool in
            var i = 0
            let last = raw.count - n.count
            while i <= last {
                if raw[i] == first {
                    var j = 1
                    while j < n.count, raw[i + j] == n[j] { j += 1 }
                    if j == n.count { return true }
                }
                i += 1
            }
            return false
        }
    }

    /// How many times `name` stands in `data` as a whole identifier (no letter, digit or `_` on either side).
    public static func occurrences(of name: String, in data: Data) -> Int {
        let n = Array(name.utf8)
        guard let first = n.first, data.count >= n.count else { return 0 }
        func isIdentifier(_ b: UInt8) -> Bool {
            (b >= 48 && b <= 57) || (b >= 65 && b <= 90) || (b >= 97 && b <= 122) || b == 95
        }
        return data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Int in
            var count = 0
            var i = 0
            let last = raw.count - n.count
            while i <= last {
                if raw[i] == first, i == 0 || !isIdentifier(raw[i - 1]) {
                    var j = 1
                    while j < n.count, raw[i + j] == n[j] { j += 1 }
                    if j == n.count, i + j == raw.count || !isIdentifier(raw[i + j]) { count += 1 }
                }
                i += 1
            }
            return count
        }
    }
}
