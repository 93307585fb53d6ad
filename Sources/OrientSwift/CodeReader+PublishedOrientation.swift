import Foundation
import OrientFacts
import OrientOutput
import OrientProject

// The device's orientation kept in a property its own type never decides on (an `ObservableObject`'s `@Published`
// value, a property wrapper's `wrappedValue`), decided on in the files that use it (issue 27, a blind reading of
// swiyu: eleven SwiftUI screens pick their layout from `@Orientation var orientation`, a wrapper over a shared
// manager that publishes `UIDevice.current.orientation`). Found by text, once every file is read: a file counts
// only where it names the type (or writes the wrapper as an attribute), so another type's `orientation` is not
// taken for this one.
extension CodeReader {
    /// Keeps each published read where some Swift file decides on it (reported at the read, naming where it is
    /// decided), and drops it where none does (an orientation published to views that never test it).
    static func keepPublishedDecidedElsewhere(_ files: inout [String: FileFacts], gate: ReadGate) {
        let published = Set(files.values.flatMap { $0.deviceOrientationReads.compactMap(\.published) })
        guard !published.isEmpty else { return }
        var decided: [PublishedOrientation: [PublishedDecision]] = [:]
        for path in files.keys.sorted() where fileExtension(path) == "swift" {
            guard let data = gate.contents(path) else { continue }
            var text: String?
            for p in published {
                let namesType = SourceBytes.occurrences(of: p.type, in: data) > 0
                let namesWrapper = p.wrapper.map { SourceBytes.occurrences(of: "@" + $0, in: data) > 0 } ?? false
                guard namesType || namesWrapper else { continue }
                if text == nil { text = String(decoding: data, as: UTF8.self) }
                decided[p, default: []] += PublishedDecision.all(
                    in: text ?? "", file: path, property: namesType ? (p.type, p.property) : nil,
                    wrapper: namesWrapper ? p.wrapper : nil)
            }
        }
        for path in files.keys
        where files[path]?.deviceOrientationReads.contains(where: { $0.published != nil }) == true {
            let reads = files[path]?.deviceOrientationReads ?? []
            files[path]?.deviceOrientationReads = reads.compactMap { r in
                guard let p = r.published else { return r }
                guard let places = decided[p], let first = places.min() else { return nil }
                var r = r
                let others = places.count - 1
                // Read by the rule as "the code decides from `isLandscape` in Login.swift:12 (and 3 other places),
                // through `Manager.orientation`, on UIDevice.current.orientation".
                r.use =
                    "\(first.use) in \(first.file.split(separator: "/").last ?? ""):\(first.line)"
                    + (others > 0 ? " (and \(others) other place\(others == 1 ? "" : "s"))" : "")
                    + ", through `\(p.type).\(p.property)`,"
                r.decidedAt = places.sorted().prefix(5).map {
                    OrientOutput.SourceLocation(file: $0.file, line: $0.line)
                }
                // The files that decide are the code that decides, not the type that keeps the value.
                r.context.inType = nil
                return r
            }
        }
    }
}

/// A test on a published device orientation, found by text in a file that names its type or wrapper.
struct PublishedDecision: Comparable {
    var file: String
    var line: Int
    /// `isLandscape`, `isPortrait`, `==`, `!=`, `switch`.
    var use: String

    static func < (a: Self, b: Self) -> Bool { (a.file, a.line) < (b.file, b.line) }

    /// Tests on `property` of its type and, for a wrapper, on the variables it wraps (`@Orientation private var o`,
    /// then `o.isLandscape`, `self.o == .portrait`, `switch o {`).
    static func all(in text: String, file: String, property: (type: String, name: String)?, wrapper: String?) -> [Self]
    {
        // What holds the value, as a pattern.
        var holders: [String] = []
        if case let (type, name)? = property {
            // Through the type itself (`Manager.shared.type`) or a variable of the file declared as one
            // (`@StateObject var manager = Manager()`, `@ObservedObject var m: Manager`): another type's `type`
            // (`file.type == .image`) is not this one.
            let t = NSRegularExpression.escapedPattern(for: type)
            let p = NSRegularExpression.escapedPattern(for: name)
            holders.append(#"\b\#(t)(?:\.\w+)?\.\#(p)"#)
            for v in matches(#"\b(?:var|let)\s+(\w+)\s*(?::\s*\#(t)\b|=\s*\#(t)\s*(?:\(|\.))"#, in: text) {
                holders.append(
                    #"(?<![\w.])(?:self\.)?"# + NSRegularExpression.escapedPattern(for: v.groups[0]) + #"\.\#(p)"#)
            }
        }
        if let wrapper {
            let w = NSRegularExpression.escapedPattern(for: wrapper)
            let pattern = #"@\#(w)\s+(?:(?:private|fileprivate|internal|public)(?:\(set\))?\s+)*var\s+(\w+)"#
            for v in matches(pattern, in: text) {
                holders.append(#"(?<![\w.])(?:self\.)?"# + NSRegularExpression.escapedPattern(for: v.groups[0]))
            }
        }
        let tests = holders.flatMap { h in
            [#"\#(h)\s*\??\s*\.(isLandscape|isPortrait)\b"#, #"\#(h)\s*(==|!=)\s*\."#, #"\b(switch)\s+\#(h)\s*\{"#]
        }
        return tests.flatMap { pattern in
            matches(pattern, in: text).map { Self(file: file, line: $0.line, use: $0.groups.first ?? "test") }
        }
    }

    /// Each match's line and capture groups (the first 64).
    private static func matches(_ pattern: String, in text: String) -> [(line: Int, groups: [String])] {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        let ns = text as NSString
        let found = regex.matches(in: text, range: NSRange(location: 0, length: ns.length)).prefix(64)
        guard !found.isEmpty else { return [] }
        // Lines counted once, in one pass over the text up to the last match.
        var lines: [Int] = []
        var line = 1
        var k = 0
        for m in found {
            while k < m.range.location {
                if ns.character(at: k) == 10 { line += 1 }
                k += 1
            }
            lines.append(line)
        }
        return zip(found, lines).map { m, line in
            let groups = (1..<m.numberOfRanges).compactMap { i -> String? in
                let r = m.range(at: i)
                return r.location == NSNotFound ? nil : ns.substring(with: r)
            }
            return (line, groups)
        }
    }
}
