// Orientation facts from Objective-C (.m, .mm, .h). No parser library exists for it here, so this is a focused
// scanner. It blanks comments and string contents (keeping every offset), finds @interface/@implementation …
// @end, then method definitions and their bodies, and reads the same facts as the Swift reader.

import OrientOutput
import Foundation
import OrientEngine
import OrientProject

public enum ObjCFacts {
    public static func extract(data: Data, path: String) -> FileFacts {
        var facts = FileFacts(path: path, language: .objectiveC)
        guard var text = String(validating: data, as: UTF8.self) else {
            let (message, line) = SourceBytes.notUTF8(data)
            guard data.starts(with: SourceBytes.gitCryptHeader) || data.contains(0) else {
                // Another encoding (a Windows-1251 or Latin-1 comment): clang compiles it, and so it is read, the
                // bytes that are not UTF-8 taken as `?` (a blind first run: dodicall's C++ headers, six warnings).
                facts.problems.append(
                    Diagnostic(
                        .info, SourceLocation(path, line: line),
                        message + "; read with those bytes taken as `?`, as clang reads them in comments and strings"))
                var read = extract(data: Data(SourceBytes.replacingInvalidUTF8(Array(data))), path: path)
                read.problems.insert(contentsOf: facts.problems, at: 0)
                return read
            }
            facts.problems.append(Diagnostic(.warning, SourceLocation(path, line: line), message + "; skipped"))
            return facts
        }
        // A header with no Objective-C type in it (C and C++ headers of an app's engines) can only hold macros.
        if path.hasSuffix(".h"), !containsAny(data, ["@interface", "@protocol", "@implementation"]) {
            facts.idiomHelpers = idiomMacros(Array(data))
            return facts
        }
        if let resolved = ConflictMarkers.firstSide(Array(data)) {
            facts.problems.append(
                Diagnostic(
                    .warning, SourceLocation(path, line: resolved.firstLine),
                    ConflictMarkers.message(conflicts: resolved.conflicts)))
            text = String(decoding: resolved.bytes, as: UTF8.self)
        }
        let source = ObjCSource(text)
        facts.idiomHelpers = idiomMacros(source.original)
        var scanner = ObjCScanner(source: source, facts: facts)
        scanner.scan()
        if scanner.crosswiseConversions > 0 { scanner.facts.nameConversions = [] }
        if SourceBytes.contains(data, "AVCaptureVideoPreviewLayer") {
            let rotated = CameraPreviewFact.rotates(text)
            scanner.facts.cameraPreviews = scanner.cameraPreviews(rotated: rotated)
            scanner.facts.turnsPreviewLayers = rotated
        }
        if ObjCScanner.mayFixFrames(data) { scanner.facts.fixedFrames = scanner.fixedFrames() }
        if SourceBytes.contains(data, "self.autoresizingMask") || SourceBytes.contains(data, "setAutoresizingMask") {
            scanner.facts.selfSizingViews = scanner.selfSizingViews()
        }
        return scanner.facts
    }

    /// Whether the bytes hold any of the words, each starting with `@`: one pass over the file, at each `@`.
    static func containsAny(_ data: Data, _ words: [String]) -> Bool {
        let patterns = words.map { Array($0.utf8) }
        return data.withUnsafeBytes { raw in
            var found = false
            SourceBytes.forEachMatch(of: [64], in: raw) { i in
                found = patterns.contains { p in
                    i + p.count <= raw.count && p.indices.allSatisfy { raw[i + $0] == p[$0] }
                }
                return !found
            }
            return found
        }
    }

    /// `#define IS_IPHONE (UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPhone)`: macros that are only an
    /// idiom test, read like Swift's idiom helpers (`true`: holds on iPad). Bytes, not String searches: this runs
    /// on every Objective-C file, and Foundation's `contains` on Linux is slow.
    static func idiomMacros(_ bytes: [UInt8]) -> [String: Bool] {
        let define = Array("#define".utf8)
        var out: [String: Bool] = [:]
        var i = 0
        let n = bytes.count
        while i < n {
            // At a line start: skip indentation, then look for `#define`.
            var j = i
            while j < n, bytes[j] == 32 || bytes[j] == 9 { j += 1 }
            var end = j
            while end < n, bytes[end] != 10 { end += 1 }
            // Bytes, not `String.contains`: on Linux that goes through Foundation, and emulator headers hold
            // tens of thousands of `#define` lines.
            if end - j > define.count, end - j < 200, bytes[j] == 35, bytes[j..<j + define.count].elementsEqual(define),
                Self.mentionsIdiom(bytes[j..<end])
            {
                let line = String(decoding: bytes[j..<end], as: UTF8.self)
                let words = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true)
                if words.count == 3, words[1].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
                    let meaning = IdiomTest.helperMeaning(String(words[2]))
                {
                    out[String(words[1])] = meaning
                }
            }
            i = end + 1
        }
        return out
    }

    static let idiomWords = [Array("Idiom".utf8), Array("IDIOM".utf8)]

    static func mentionsIdiom(_ line: ArraySlice<UInt8>) -> Bool {
        var i = line.startIndex
        while i + 5 <= line.endIndex {
            if line[i] == 73, idiomWords.contains(where: { line[i..<i + 5].elementsEqual($0) }) { return true }
            i += 1
        }
        return false
    }
}

/// The file's bytes twice: as written, and with comments and literal contents blanked (same offsets).
struct ObjCSource {
    let original: [UInt8]
    let code: [UInt8]
    let lineStarts: [Int]

    init(_ text: String) {
        let original = Array(text.utf8)
        self.original = original
        var code = original
        var i = 0
        let n = code.count
        func blank(_ from: Int, _ to: Int) {
            guard from < to else { return }
            for k in from..<min(to, n) where code[k] != 10 { code[k] = 32 }
        }
        // Code under `#if TARGET_OS_VISION` and the like is blanked too (ObjCConditionals).
        var conditionals = ObjCConditionals()
        var inactiveFrom: Int?
        while i < n {
            let c = original[i]
            if c == 47, i + 1 < n, original[i + 1] == 47 {  // //
                var j = i
                while j < n, original[j] != 10 { j += 1 }
                blank(i, j); i = j
            } else if c == 47, i + 1 < n, original[i + 1] == 42 {  // /* */
                var j = i + 2
                while j + 1 < n, !(original[j] == 42 && original[j + 1] == 47) { j += 1 }
                blank(i, j + 2); i = j + 2
            } else if c == 34 || c == 39 {  // "…" and '…': keep the quotes, blank inside
                var j = i + 1
                while j < n, original[j] != c, original[j] != 10 {
                    if original[j] == 92 { j += 1 }
                    j += 1
                }
                blank(i + 1, j); i = j + 1
            } else if c == 35, ObjCSource.atLineStart(original, i) {  // a preprocessor line
                var j = i
                // A directive continues on the next line after a backslash.
                while j < n, original[j] != 10 || (j > i && original[j - 1] == 92) { j += 1 }
                let wasInactive = conditionals.inactive
                conditionals.directive(String(decoding: original[(i + 1)..<j], as: UTF8.self))
                if !wasInactive && conditionals.inactive { inactiveFrom = j }
                if wasInactive && !conditionals.inactive, let from = inactiveFrom { blank(from, i); inactiveFrom = nil }
                // keep `#if`/`#endif` text readable but never parse it as code
                blank(i, j); i = j
            } else {
                i += 1
            }
        }
        if let from = inactiveFrom { blank(from, n) }
        self.code = code
        var starts = [0]
        for (k, b) in original.enumerated() where b == 10 { starts.append(k + 1) }
        lineStarts = starts
    }

    static func atLineStart(_ bytes: [UInt8], _ at: Int) -> Bool {
        var k = at - 1
        while k >= 0, bytes[k] == 32 || bytes[k] == 9 { k -= 1 }
        return k < 0 || bytes[k] == 10
    }

    func lineColumn(_ offset: Int) -> (Int, Int) {
        var lo = 0, hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        return (lo + 1, offset - lineStarts[lo] + 1)
    }

    func text(_ range: Range<Int>) -> String { String(decoding: code[range], as: UTF8.self) }
    func originalText(_ range: Range<Int>) -> String { String(decoding: original[range], as: UTF8.self) }
}
