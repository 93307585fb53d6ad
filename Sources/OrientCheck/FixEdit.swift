import Foundation
import OrientProject

/// One mechanical change a finding's fix makes (issue 18): replace `expected` at `offset` in `file` with
/// `replacement`. Nothing outside that span changes; if the span no longer holds `expected` (the file changed since
/// it was read) the fix is skipped.
public struct TextEdit: Sendable, Hashable, Codable {
    public var file: String
    public var offset: Int
    public var expected: String
    public var replacement: String

    var end: Int { offset + expected.utf8.count }
}

/// A finding's mechanical fix as a rule states it: where (a file relative to the checked folder, a line) and what.
/// `Fixer` finds the exact bytes when it applies it.
public enum FixEdit: Sendable, Hashable, Codable {
    /// The first whole occurrence of `word` on `line` (or the `within` lines after it) becomes `replacement`.
    /// With `onLineWith`, only on a line that holds that text too.
    case replace(file: String, line: Int, within: Int, word: String, replacement: String, onLineWith: String? = nil)
    /// `<string>` items added at the end of the XML plist array that follows the key on `keyLine`.
    case appendToArray(file: String, keyLine: Int, items: [String])
    /// Lines added at the end of an XML plist's top-level dictionary (indented with a tab, as Xcode writes them).
    case appendToPlist(file: String, lines: [String])
    /// A change to a binary property list's tree (it has no text to edit).
    case plist(file: String, change: PlistChange)

    /// The file the edit changes, as the rule named it.
    var file: String {
        switch self {
        case .replace(let file, _, _, _, _, _), .appendToArray(let file, _, _), .appendToPlist(let file, _),
            .plist(let file, _):
            return file
        }
    }

    /// The file's absolute path; a path that cannot be written (outside the checked folder, or a symbolic link: a
    /// fix never writes there) when it is not one a fix may change.
    static func absolute(_ f: String, root: String) -> String {
        let base = (root as NSString).standardizingPath
        let path = ((f.hasPrefix("/") ? f : base + "/" + f) as NSString).standardizingPath
        let inside = path.hasPrefix(base.hasSuffix("/") ? base : base + "/")
        let link = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
        return inside && !link ? path : "/nonexistent/outside-the-checked-folder"
    }

    /// The edit in bytes; nil when the text is not where the rule said, or the file is outside the checked folder
    /// or a symbolic link. A binary property list's change has no bytes of its own (`Fixer` applies it).
    func resolve(root: String) -> TextEdit? {
        func absolute(_ f: String) -> String { Self.absolute(f, root: root) }
        switch self {
        case .replace(let file, let line, let within, let word, let replacement, let required):
            return EditFinder.replace(
                word, with: replacement, in: absolute(file), line: line, within: within, onLineWith: required)
        case .appendToArray(let file, let keyLine, let items):
            return EditFinder.appendToArray(items, in: absolute(file), keyLine: keyLine)
        case .appendToPlist(let file, let lines):
            return EditFinder.appendToPlist(lines, in: absolute(file))
        case .plist:
            return nil
        }
    }
}

/// The edits a rule can offer, found in the file's bytes from the finding's line.
enum EditFinder {
    /// The byte offset of each line's start (1-based lines).
    static func lineStarts(_ bytes: [UInt8]) -> [Int] {
        var starts = [0]
        for (i, b) in bytes.enumerated() where b == 10 { starts.append(i + 1) }
        return starts
    }

    /// The file's bytes, when it is UTF-8 text (the finders below count offsets in the decoded text).
    static func read(_ file: String) -> [UInt8]? {
        guard let data = FileManager.default.contents(atPath: file), String(validating: data, as: UTF8.self) != nil
        else { return nil }
        return Array(data)
    }

    /// The first whole occurrence of `word` on `line` (or the `within` lines after it) replaced by `replacement`.
    static func replace(
        _ word: String, with replacement: String, in file: String, line: Int, within: Int = 0,
        onLineWith required: String? = nil
    ) -> TextEdit? {
        guard let bytes = read(file), !word.isEmpty else { return nil }
        let starts = lineStarts(bytes)
        guard line >= 1, line <= starts.count else { return nil }
        let from = starts[line - 1]
        let to = line + within < starts.count ? starts[line + within] : bytes.count
        let w = Array(word.utf8)
        func isWordByte(_ b: UInt8) -> Bool { b == 95 || (b >= 48 && b <= 57) || (b | 0x20 >= 97 && b | 0x20 <= 122) }
        // A build setting names a plist key after this prefix (`INFOPLIST_KEY_UISupportedInterfaceOrientations`).
        let prefix = Array("INFOPLIST_KEY_".utf8)
        func afterPrefix(_ i: Int) -> Bool { i >= prefix.count && Array(bytes[(i - prefix.count)..<i]) == prefix }
        // With `required`, the word counts only on a line that holds it too (a `return` line of the method).
        func holdsRequirement(_ at: Int) -> Bool {
            guard let required else { return true }
            var a = at
            while a > 0, bytes[a - 1] != 10 { a -= 1 }
            var b = at
            while b < bytes.count, bytes[b] != 10 { b += 1 }
            return String(decoding: bytes[a..<b], as: UTF8.self).contains(required)
        }
        var i = from
        while i + w.count <= to {
            if bytes[i] == w[0], Array(bytes[i..<i + w.count]) == w, holdsRequirement(i),
                i == 0 || !isWordByte(bytes[i - 1]) || !isWordByte(w[0]) || afterPrefix(i),
                i + w.count >= bytes.count || !isWordByte(bytes[i + w.count]) || !isWordByte(w[w.count - 1])
            {
                return TextEdit(file: file, offset: i, expected: word, replacement: replacement)
            }
            i += 1
        }
        return nil
    }

    /// New `<string>` items at the end of the XML plist array that follows the key on `line`, indented like the
    /// items already there (one line each, or inline when the array is written on one line).
    static func appendToArray(_ items: [String], in file: String, keyLine line: Int) -> TextEdit? {
        guard let bytes = read(file) else { return nil }
        let starts = lineStarts(bytes)
        guard line >= 1, line <= starts.count else { return nil }
        let tail = String(decoding: bytes[starts[line - 1]...], as: UTF8.self)
        // The key's own value: `<array>` the next element after `</key>` (not `<array/>`, not the next key's).
        guard let keyEnd = tail.range(of: "</key>"), let open = tail.range(of: "<array>"),
            tail[keyEnd.upperBound..<open.lowerBound].allSatisfy(\.isWhitespace),
            let close = tail.range(of: "</array>"),
            open.upperBound <= close.lowerBound, !tail[open.upperBound..<close.lowerBound].contains("<array")
        else { return nil }
        let closeOffset = starts[line - 1] + tail.utf8.distance(from: tail.startIndex, to: close.lowerBound)
        let body = tail[open.upperBound..<close.lowerBound]
        let inline = !body.contains("\n")
        var insertion: String
        var at = closeOffset
        if inline {
            insertion = items.map { "<string>\($0)</string>" }.joined()
        } else {
            // Indented like the last item; the closing tag keeps its own line.
            let lines = body.split(separator: "\n", omittingEmptySubsequences: true)
            let last = lines.last(where: { $0.contains("<string>") })
            let indent = last.map { String($0.prefix { $0 == " " || $0 == "\t" }) } ?? "\t\t"
            insertion = items.map { "\(indent)<string>\($0)</string>\n" }.joined()
            // Insert at the start of the closing tag's line.
            var s = closeOffset
            while s > 0, bytes[s - 1] == 32 || bytes[s - 1] == 9 { s -= 1 }
            at = s
        }
        return TextEdit(file: file, offset: at, expected: "", replacement: insertion)
    }

    /// Lines inserted before the top-level dictionary's `</dict>` (the last one before `</plist>`).
    static func appendToPlist(_ lines: [String], in file: String) -> TextEdit? {
        guard let bytes = read(file) else { return nil }
        let text = String(decoding: bytes, as: UTF8.self)
        guard let end = text.range(of: "</plist>", options: .backwards),
            let close = text.range(of: "</dict>", options: .backwards, range: text.startIndex..<end.lowerBound)
        else { return nil }
        var at = text.utf8.distance(from: text.startIndex, to: close.lowerBound)
        // At the start of the closing tag's line, when it has one of its own.
        var s = at
        while s > 0, bytes[s - 1] == 32 || bytes[s - 1] == 9 { s -= 1 }
        let ownLine = s == 0 || bytes[s - 1] == 10
        if ownLine { at = s }
        let insertion = lines.map { "\t" + $0 + "\n" }.joined()
        return TextEdit(file: file, offset: at, expected: "", replacement: ownLine ? insertion : "\n" + insertion)
    }
}
