import Foundation

/// An XML property list that Foundation rejects because one entry of its top-level dictionary is broken (an
/// `<array>` pasted with no `<key>` before it, a Flutter app's `LSApplicationQueriesSchemes` that lost its key): Xcode's
/// build fails on the file, but the other keys are what the developer wrote and will keep. The entry the parser
/// names by line is blanked (its lines kept, so every other line stays true) and the rest read, saying so.
enum XMLPlistRepair {
    /// A child of the top-level dictionary: its bytes, name and first and last lines.
    struct Entry {
        var bytes: Range<Int>
        var name: String
        var lines: ClosedRange<Int>
    }

    /// The text with the top-level entry that holds `line` (or the last one starting before it) blanked, and that
    /// entry; nil when there is none.
    static func blank(_ text: String, near line: Int) -> (text: String, removed: Entry)? {
        var bytes = Array(text.utf8)
        let entries = topLevelEntries(bytes)
        guard
            let entry = entries.first(where: { $0.lines.contains(line) })
                ?? entries.last(where: { $0.lines.lowerBound <= line })
        else { return nil }
        for k in entry.bytes where bytes[k] != UInt8(ascii: "\n") { bytes[k] = UInt8(ascii: " ") }
        return (String(decoding: bytes, as: UTF8.self), entry)
    }

    /// The children of the top-level `<dict>` (inside `<plist>`), in order. Comments, `<?…?>` and `<!…>` are
    /// skipped; a tag the text ends inside ends the scan.
    static func topLevelEntries(_ b: [UInt8]) -> [Entry] {
        var out: [Entry] = []
        var stack: [String] = []
        var line = 1
        var i = 0
        let n = b.count
        var open: (start: Int, line: Int, name: String)?
        func skip(past terminator: [UInt8]) {
            while i < n {
                if b[i] == UInt8(ascii: "\n") { line += 1 }
                if i + terminator.count <= n, Array(b[i..<i + terminator.count]) == terminator {
                    i += terminator.count
                    return
                }
                i += 1
            }
        }
        while i < n {
            if b[i] == UInt8(ascii: "\n") { line += 1 }
            guard b[i] == UInt8(ascii: "<") else {
                i += 1
                continue
            }
            let start = i
            let startLine = line
            if i + 3 < n, b[i + 1] == UInt8(ascii: "!"), b[i + 2] == UInt8(ascii: "-"), b[i + 3] == UInt8(ascii: "-") {
                i += 4
                skip(past: Array("-->".utf8))
                continue
            }
            if i + 1 < n, b[i + 1] == UInt8(ascii: "?") || b[i + 1] == UInt8(ascii: "!") {
                skip(past: [UInt8(ascii: ">")])
                continue
            }
            i += 1
            let closing = i < n && b[i] == UInt8(ascii: "/")
            if closing { i += 1 }
            let nameStart = i
            while i < n, ![UInt8(ascii: ">"), UInt8(ascii: "/"), 32, 9, 10, 13].contains(b[i]) { i += 1 }
            let name = String(decoding: b[nameStart..<i], as: UTF8.self)
            var selfClosing = false
            while i < n, b[i] != UInt8(ascii: ">") {
                if b[i] == UInt8(ascii: "\n") { line += 1 }
                selfClosing = b[i] == UInt8(ascii: "/")
                i += 1
            }
            guard i < n else { break }
            i += 1
            // Depth of a child of the top-level dictionary: inside `plist` and `dict`, or `dict` alone.
            let childDepth = stack.first == "plist" ? 2 : 1
            if closing {
                if stack.last == name { stack.removeLast() }
                if stack.count == childDepth, let o = open, o.name == name {
                    out.append(Entry(bytes: o.start..<i, name: name, lines: o.line...line))
                    open = nil
                }
                continue
            }
            let isChild = stack.count == childDepth && stack.last == "dict"
            if selfClosing {
                if isChild { out.append(Entry(bytes: start..<i, name: name, lines: startLine...line)) }
                continue
            }
            if isChild { open = (start, startLine, name) }
            stack.append(name)
        }
        return out
    }
}
