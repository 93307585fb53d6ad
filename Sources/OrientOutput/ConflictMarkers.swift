// Unresolved git merge conflicts committed in a file (`<<<<<<<`, `|||||||`, `=======`, `>>>>>>>` at the start of a
// line). Every reader takes the first side of each (git's "ours", the branch that was merged into), so that one
// bad merge does not lose the whole file; the marker lines and the other sides become empty lines, so every line
// keeps its number.

public enum ConflictMarkers {
    /// The bytes with the first side of each conflict kept, the number of conflicts and the line of the first;
    /// nil when the file has none.
    public static func firstSide(_ bytes: [UInt8]) -> (bytes: [UInt8], conflicts: Int, firstLine: Int)? {
        enum Part { case outside, ours, base, theirs }
        var part = Part.outside
        var out: [UInt8] = []
        var conflicts = 0
        var firstLine = 0
        var line = 1
        var start = 0
        let n = bytes.count
        out.reserveCapacity(n)
        while start < n {
            var end = start
            while end < n, bytes[end] != 10 { end += 1 }
            let marker = self.marker(bytes, start, end)
            var keep = false
            switch (part, marker) {
            case (.outside, "<"):
                part = .ours
                conflicts += 1
                if firstLine == 0 { firstLine = line }
            case (.outside, _): keep = true
            case (.ours, "|"): part = .base
            case (.ours, "="), (.base, "="): part = .theirs
            case (.ours, _): keep = true
            case (.base, _): break
            case (.theirs, ">"): part = .outside
            case (.theirs, _): break
            }
            if keep { out.append(contentsOf: bytes[start..<end]) }
            if end < n { out.append(10) }
            start = end + 1
            line += 1
        }
        return conflicts == 0 ? nil : (out, conflicts, firstLine)
    }

    /// `<`, `|`, `=` or `>` when the line is a conflict marker: seven of the character, then the end of the line
    /// or a space (`=======` stands alone).
    static func marker(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Character? {
        guard end - start >= 7 else { return nil }
        let first = bytes[start]
        guard [60, 124, 61, 62].contains(first), bytes[start..<start + 7].allSatisfy({ $0 == first }) else {
            return nil
        }
        let rest = bytes[(start + 7)..<end].filter { $0 != 13 }
        if first == 61 { guard rest.isEmpty else { return nil } } else if !rest.isEmpty, rest.first != 32 { return nil }
        return Character(UnicodeScalar(first))
    }

    /// What readers say of a file read this way.
    public static func message(conflicts: Int) -> String {
        "unresolved merge conflict\(conflicts == 1 ? "" : "s") (\(conflicts)): read with the first side of each (git's \"ours\"); resolve \(conflicts == 1 ? "it" : "them") in a merge tool"
    }
}
