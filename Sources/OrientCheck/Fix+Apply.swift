import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `orient check --fix`: the findings whose fix is mechanical, applied as their edits; the others listed as needing
/// judgement. Each file is written whole to a temporary file beside it and renamed over it (atomic: a killed run
/// leaves the old file or the new one, never half of one), with its permissions kept.
public enum Fixer {
    public struct Outcome: Sendable {
        /// The fixed findings, by rule and place.
        public var fixed: [Finding] = []
        /// Findings with no mechanical fix.
        public var judgement: [Finding] = []
        /// Fixes not applied, and why (two edits to one span, a file that changed since it was read, a write error).
        public var skipped: [String] = []
        /// A unified diff of every change (what `--dry-run` prints).
        public var diff = ""
        public var written: [String] = []
    }

    public static func run(_ findings: [Finding], root: String, dryRun: Bool) -> Outcome {
        var out = Outcome()
        var byFile: [String: [(TextEdit, Int)]] = [:]
        var fixable: [Finding] = []
        for f in findings {
            guard let edits = f.edits, !edits.isEmpty else {
                if f.severity != .info { out.judgement.append(f) }
                continue
            }
            let resolved = edits.compactMap { $0.resolve(root: root) }
            guard resolved.count == edits.count else {
                out.skipped.append(
                    "\(f.ruleID) at \(display(f.place.description, root)): the text to change is not where the finding says; not fixed"
                )
                continue
            }
            let index = fixable.count
            fixable.append(f)
            for e in resolved { byFile[e.file, default: []].append((e, index)) }
        }
        var failed = Set<Int>()
        var plans: [(file: String, old: [UInt8], new: [UInt8])] = []
        for file in byFile.keys.sorted() {
            guard let list = byFile[file], let data = FileManager.default.contents(atPath: file) else {
                out.skipped.append("\(file): cannot read it; not fixed")
                byFile[file]?.forEach { failed.insert($0.1) }
                continue
            }
            let old = Array(data)
            let edits = list.sorted { ($0.0.offset, $0.0.end) < ($1.0.offset, $1.0.end) }
            var new: [UInt8] = []
            var at = 0
            for (k, (e, owner)) in edits.enumerated() {
                // Two edits to one span: neither is applied.
                let overlaps =
                    (k > 0 && edits[k - 1].0.end > e.offset) || (k + 1 < edits.count && edits[k + 1].0.offset < e.end)
                    || (k + 1 < edits.count && edits[k + 1].0.offset == e.offset && e.expected.isEmpty)
                let inBounds = e.offset >= at && e.end <= old.count
                let holds = inBounds && Array(old[e.offset..<e.end]) == Array(e.expected.utf8)
                guard !overlaps, holds, !failed.contains(owner) else {
                    failed.insert(owner)
                    out.skipped.append(
                        "\(display(file, root)): \(overlaps ? "two fixes change the same text" : "the file changed since it was read"); not fixed"
                    )
                    continue
                }
                new += old[at..<e.offset]
                new += Array(e.replacement.utf8)
                at = e.end
            }
            new += old[at...]
            plans.append((file, old, new))
        }
        for p in plans where p.old != p.new {
            out.diff += UnifiedDiff.render(old: p.old, new: p.new, path: display(p.file, root))
            guard !dryRun else { continue }
            if let problem = writeAtomically(p.new, to: p.file) {
                out.skipped.append("\(display(p.file, root)): \(problem); not fixed")
                byFile[p.file]?.forEach { failed.insert($0.1) }
            } else {
                out.written.append(p.file)
            }
        }
        out.fixed = fixable.enumerated().filter { !failed.contains($0.offset) }.map(\.element)
        return out
    }

    public static func display(_ file: String, _ root: String) -> String {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : file
    }

    /// Writes beside the file, keeps its permissions, renames over it; nil when done.
    static func writeAtomically(_ bytes: [UInt8], to path: String) -> String? {
        let dir = (path as NSString).deletingLastPathComponent
        let temp = dir + "/.\((path as NSString).lastPathComponent).orient-fix-\(getpid())"
        let fm = FileManager.default
        let permissions = (try? fm.attributesOfItem(atPath: path))?[.posixPermissions]
        guard fm.createFile(atPath: temp, contents: Data(bytes)) else { return "cannot write beside it" }
        if let permissions { try? fm.setAttributes([.posixPermissions: permissions], ofItemAtPath: temp) }
        guard rename(temp, path) == 0 else {
            try? fm.removeItem(atPath: temp)
            return "cannot replace it"
        }
        return nil
    }
}

/// A unified diff of two versions of a file, with three lines of context (what `git apply` and `patch` read).
enum UnifiedDiff {
    static func render(old: [UInt8], new: [UInt8], path: String) -> String {
        let a = lines(old), b = lines(new)
        // The edits are few and local: the changed region is what differs between a common prefix and suffix.
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
            suffix += 1
        }
        let context = 3
        let start = max(0, prefix - context)
        let aEnd = min(a.count, a.count - suffix + context), bEnd = min(b.count, b.count - suffix + context)
        var out = "--- a/\(path)\n+++ b/\(path)\n"
        out += "@@ -\(start + 1),\(aEnd - start) +\(start + 1),\(bEnd - start) @@\n"
        for l in a[start..<prefix] { out += " " + l }
        for l in a[prefix..<(a.count - suffix)] { out += "-" + l }
        for l in b[prefix..<(b.count - suffix)] { out += "+" + l }
        for l in a[(a.count - suffix)..<aEnd] { out += " " + l }
        if !out.hasSuffix("\n") { out += "\n\\ No newline at end of file\n" }
        return out
    }

    static func lines(_ bytes: [UInt8]) -> [String] {
        var out: [String] = []
        var start = 0
        for (i, b) in bytes.enumerated() where b == 10 {
            out.append(String(decoding: bytes[start...i], as: UTF8.self))
            start = i + 1
        }
        if start < bytes.count { out.append(String(decoding: bytes[start...], as: UTF8.self)) }
        return out
    }
}
