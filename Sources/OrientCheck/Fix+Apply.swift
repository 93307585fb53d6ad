import Foundation
import OrientProject

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
        let gate = ReadGate(root: root)
        var byFile: [String: [(TextEdit, Int)]] = [:]
        var plistChanges: [String: [(PlistChange, Int)]] = [:]
        var fixable: [Finding] = []
        for f in findings {
            guard let edits = f.edits, !edits.isEmpty else {
                if f.severity != .info { out.judgement.append(f) }
                continue
            }
            // A file outside the repository or a link is never written (issue 28); said as such.
            if let (file, why) = edits.lazy.compactMap({ e in
                refusal(e.file.hasPrefix("/") ? e.file : root + "/" + e.file, gate).map { (e.file, $0) }
            }).first {
                out.skipped.append("\(f.ruleID) at \(display(file, root)): \(why); not fixed")
                continue
            }
            let changes = edits.compactMap { e -> (String, PlistChange)? in
                guard case .plist(let file, let change) = e else { return nil }
                return (FixEdit.absolute(file, root: root), change)
            }
            let resolved = edits.compactMap { $0.resolve(root: root) }
            guard resolved.count + changes.count == edits.count else {
                out.skipped.append(
                    "\(f.ruleID) at \(display(f.place.description, root)): the text to change is not where the finding says; not fixed"
                )
                continue
            }
            let index = fixable.count
            fixable.append(f)
            for e in resolved { byFile[e.file, default: []].append((e, index)) }
            for (file, change) in changes { plistChanges[file, default: []].append((change, index)) }
        }
        var failed = Set<Int>()
        var plans: [(file: String, old: [UInt8], new: [UInt8], shown: (old: [UInt8], new: [UInt8])?)] = []
        for file in plistChanges.keys.sorted() {
            let list = plistChanges[file] ?? []
            let old = FileManager.default.contents(atPath: file).map { Array($0) }
            switch old.map({ BinaryPlistFix.apply(list.map(\.0), to: $0) }) {
            case .success(let new)?:
                plans.append((file, old ?? [], new, (BinaryPlistFix.xml(old ?? []), BinaryPlistFix.xml(new))))
            case .failure(let problem)?:
                out.skipped.append("\(display(file, root)): \(problem.text); not fixed")
                list.forEach { failed.insert($0.1) }
            case nil:
                out.skipped.append("\(display(file, root)): cannot read it; not fixed")
                list.forEach { failed.insert($0.1) }
            }
        }
        for file in byFile.keys.sorted() {
            guard let list = byFile[file], let data = FileManager.default.contents(atPath: file) else {
                out.skipped.append("\(file): cannot read it; not fixed")
                byFile[file]?.forEach { failed.insert($0.1) }
                continue
            }
            let old = Array(data)
            // The same edit from two findings is one edit (both findings are fixed by it).
            var seen = Set<TextEdit>()
            var sameAs: [Int: Int] = [:]
            var unique: [(TextEdit, Int)] = []
            for (e, owner) in list {
                if seen.insert(e).inserted {
                    unique.append((e, owner))
                } else if let first = unique.first(where: { $0.0 == e }) {
                    sameAs[owner] = first.1
                }
            }
            let edits = unique.sorted { ($0.0.offset, $0.0.end) < ($1.0.offset, $1.0.end) }
            let crlf = LineEnding.isCRLF(old)
            var new: [UInt8] = []
            var at = 0
            for (k, (e, owner)) in edits.enumerated() {
                // Two edits to one span: neither is applied.
                let overlaps =
                    (k > 0 && edits[k - 1].0.end > e.offset) || (k + 1 < edits.count && edits[k + 1].0.offset < e.end)
                    || (k + 1 < edits.count && edits[k + 1].0.offset == e.offset && e.expected.isEmpty)
                    || (k > 0 && edits[k - 1].0.offset == e.offset && edits[k - 1].0.expected.isEmpty)
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
                // Inserted lines end as the file's own lines do (issue 28: a CRLF file stays CRLF).
                new += crlf ? LineEnding.crlf(Array(e.replacement.utf8)) : Array(e.replacement.utf8)
                at = e.end
            }
            new += old[at...]
            for (duplicate, first) in sameAs where failed.contains(first) { failed.insert(duplicate) }
            plans.append((file, old, new, nil))
        }
        for p in plans where p.old != p.new {
            if let shown = p.shown {
                out.diff += UnifiedDiff.render(
                    old: shown.old, new: shown.new, path: display(p.file, root),
                    label: "\t(binary property list, shown as XML)")
            } else {
                out.diff += UnifiedDiff.render(old: p.old, new: p.new, path: display(p.file, root))
            }
            guard !dryRun else { continue }
            if let problem = writeAtomically(p.new, to: p.file) {
                out.skipped.append("\(display(p.file, root)): \(problem); not fixed")
                byFile[p.file]?.forEach { failed.insert($0.1) }
                plistChanges[p.file]?.forEach { failed.insert($0.1) }
            } else {
                out.written.append(p.file)
            }
        }
        out.fixed = fixable.enumerated().filter { !failed.contains($0.offset) }.map(\.element)
        return out
    }

    /// Why `file` is not written, if it is not: outside the repository, or a link (writing it would replace the
    /// link with a file, or change the file elsewhere it points to).
    static func refusal(_ file: String, _ gate: ReadGate) -> String? {
        guard gate.allows(file) else { return "outside the repository" }
        var st = stat()
        if lstat(file, &st) == 0, (st.st_mode & S_IFMT) == S_IFLNK { return "a symbolic link" }
        return nil
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

/// A file's line ending: what `--fix` writes in the lines it inserts.
enum LineEnding {
    /// Whether the file's first line ends in CR LF.
    static func isCRLF(_ bytes: [UInt8]) -> Bool {
        guard let lf = bytes.firstIndex(of: 10) else { return false }
        return lf > 0 && bytes[lf - 1] == 13
    }

    /// `bytes` with every LF not already after a CR made CR LF.
    static func crlf(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 8)
        for (i, b) in bytes.enumerated() {
            if b == 10 && (i == 0 || bytes[i - 1] != 13) { out.append(13) }
            out.append(b)
        }
        return out
    }
}

/// A unified diff of two versions of a file, with three lines of context (what `git apply` and `patch` read).
enum UnifiedDiff {
    /// Each line of both versions: kept, removed or added, in order.
    enum Op { case keep(String), remove(String), add(String) }

    /// `label` follows the paths (a binary file's diff is of its text rendering: `git apply` cannot take it).
    static func render(old: [UInt8], new: [UInt8], path: String, label: String = "") -> String {
        let ops = diff(lines(old), lines(new))
        let context = 3
        var out = "--- a/\(path)\(label)\n+++ b/\(path)\(label)\n"
        // Hunks: runs of changes with up to `context` kept lines around them (closer changes share one hunk).
        var i = 0
        var oldLine = 1, newLine = 1
        var positions: [(old: Int, new: Int)] = []
        for op in ops {
            positions.append((oldLine, newLine))
            switch op {
            case .keep: oldLine += 1; newLine += 1
            case .remove: oldLine += 1
            case .add: newLine += 1
            }
        }
        func isChange(_ k: Int) -> Bool { if case .keep = ops[k] { return false }; return true }
        while i < ops.count {
            guard isChange(i) else { i += 1; continue }
            let start = max(0, i - context)
            var end = i
            var k = i
            while k < ops.count {
                if isChange(k) { end = k }
                if k - end > 2 * context { break }
                k += 1
            }
            let stop = min(ops.count, end + context + 1)
            var oldCount = 0, newCount = 0, body = ""
            for op in ops[start..<stop] {
                switch op {
                case .keep(let l): body += " " + l; oldCount += 1; newCount += 1
                case .remove(let l): body += "-" + l; oldCount += 1
                case .add(let l): body += "+" + l; newCount += 1
                }
                if !body.hasSuffix("\n") { body += "\n\\ No newline at end of file\n" }
            }
            out += "@@ -\(positions[start].old),\(oldCount) +\(positions[start].new),\(newCount) @@\n" + body
            i = stop
        }
        return out
    }

    /// The lines' differences: the common prefix and suffix kept, the middle by longest common subsequence (fixes
    /// change a few lines; a middle too large for that is shown removed and added whole).
    static func diff(_ a: [String], _ b: [String]) -> [Op] {
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
            suffix += 1
        }
        let x = Array(a[prefix..<(a.count - suffix)]), y = Array(b[prefix..<(b.count - suffix)])
        var middle: [Op] = []
        if x.count * y.count <= 4_000_000 {
            var lcs = [[Int]](repeating: [Int](repeating: 0, count: y.count + 1), count: x.count + 1)
            for i in stride(from: x.count - 1, through: 0, by: -1) {
                for j in stride(from: y.count - 1, through: 0, by: -1) {
                    lcs[i][j] = x[i] == y[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
                }
            }
            var i = 0, j = 0
            while i < x.count || j < y.count {
                if i < x.count, j < y.count, x[i] == y[j] {
                    middle.append(.keep(x[i])); i += 1; j += 1
                } else if i < x.count, j == y.count || lcs[i + 1][j] >= lcs[i][j + 1] {
                    middle.append(.remove(x[i])); i += 1
                } else {
                    middle.append(.add(y[j])); j += 1
                }
            }
        } else {
            middle = x.map(Op.remove) + y.map(Op.add)
        }
        return a[..<prefix].map(Op.keep) + middle + a[(a.count - suffix)...].map(Op.keep)
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
