import Foundation
import OrientEngine
import OrientOutput
import Yams

// An XcodeGen spec (`project.yml`) read as the project XcodeGen would generate, without running XcodeGen: its
// targets become `PBXTarget`s with the settings, files and dependencies the spec gives, and `TargetReader` reads
// them as it reads a real project's. What the spec cannot say statically is reported and left unknown.

/// One spec, its `include`s merged in.
struct XcodeGenSpec {
    /// The names XcodeGen looks for.
    static let fileNames: Set<String> = ["project.yml", "project.yaml"]

    /// A node of the spec: text keeps its line for messages.
    indirect enum Value {
        case text(String, line: Int)
        case list([Value], line: Int)
        case map([(key: String, value: Value)], line: Int)

        var line: Int {
            switch self {
            case .text(_, let l), .list(_, let l), .map(_, let l): return l
            }
        }
        var text: String? {
            if case .text(let s, _) = self { return s }
            return nil
        }
        var entries: [(key: String, value: Value)] {
            if case .map(let m, _) = self { return m }
            return []
        }
        subscript(_ key: String) -> Value? { entries.last { $0.key == key }?.value }
        /// A list, or a single value as a list of one.
        var items: [Value] {
            switch self {
            case .list(let l, _): return l
            case .text: return [self]
            case .map: return [self]
            }
        }
        /// A build setting's value as Xcode stores it: lists joined with spaces, `true` as `YES`.
        var settingValue: String {
            switch self {
            case .text(let s, _): return s == "true" ? "YES" : s == "false" ? "NO" : s
            case .list(let l, _): return l.map(\.settingValue).joined(separator: " ")
            case .map: return ""
            }
        }

        /// `other` over `self`: maps merge key by key (XcodeGen's `include`, target templates), anything else is
        /// replaced.
        func merged(with other: Value, depth: Int = 0) -> Value {
            guard depth < 32, case .map(var mine, let line) = self, case .map(let theirs, _) = other else {
                return other
            }
            for (k, v) in theirs {
                if let i = mine.firstIndex(where: { $0.key == k }) {
                    mine[i].value = mine[i].value.merged(with: v, depth: depth + 1)
                } else {
                    mine.append((k, v))
                }
            }
            return .map(mine, line: line)
        }
    }

    var root: Value
    /// The spec file, absolute, and as shown.
    var path: String
    var shown: String
    var diagnostics: [Diagnostic] = []
    /// The spec and the files it includes, for the cache.
    var files: [String] = []

    /// Reads the spec and its includes (inside `boundary`, at most `Limits.xcconfigIncludes` files).
    init(path: String, root: String, boundary: String) {
        self.path = path
        shown = displayPath(path, root: root)
        self.root = .map([], line: 1)
        var seen: Set<String> = []
        self.root = load(path, root: root, boundary: boundary, seen: &seen) ?? .map([], line: 1)
    }

    private mutating func load(_ file: String, root: String, boundary: String, seen: inout Set<String>) -> Value? {
        guard seen.insert(file).inserted, seen.count <= Limits.xcconfigIncludes else { return nil }
        let fileShown = displayPath(file, root: root)
        guard let data = FileManager.default.contents(atPath: file), let text = String(data: data, encoding: .utf8)
        else {
            diagnostics.append(Diagnostic(.warning, SourceLocation(fileShown), "cannot read the XcodeGen spec"))
            return nil
        }
        files.append(file)
        let node: Yams.Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch {
            diagnostics.append(
                Diagnostic(.warning, SourceLocation(fileShown), "not valid YAML; the XcodeGen spec is not read"))
            return nil
        }
        var budget = Limits.yamlNodes
        guard let node, let spec = XcodeGenSpec.value(node, budget: &budget) else {
            if node != nil {
                diagnostics.append(
                    Diagnostic(
                        .warning, SourceLocation(fileShown), "the spec expands past \(Limits.yamlNodes) nodes; not read"
                    ))
            }
            return nil
        }
        // `include:` a path or `{path: …}`, or a list of them, relative to this file: merged under this one.
        var merged: Value = .map([], line: 1)
        let folder = (file as NSString).deletingLastPathComponent
        for item in spec["include"]?.items ?? [] {
            guard let relative = item.text ?? item["path"]?.text else { continue }
            let included = normalizedPath(relative.hasPrefix("/") ? relative : folder + "/" + relative)
            guard isInside(included, boundary) else {
                diagnostics.append(
                    Diagnostic(
                        .warning, SourceLocation(fileShown, line: item.line),
                        "include names a file outside the repository; not read, so what it declares is unknown"))
                continue
            }
            guard FileManager.default.fileExists(atPath: included) else {
                diagnostics.append(
                    Diagnostic(
                        .warning, SourceLocation(fileShown, line: item.line),
                        "include \"\(relative)\": no such file; the spec is read without it"))
                continue
            }
            if let v = load(included, root: root, boundary: boundary, seen: &seen) { merged = merged.merged(with: v) }
        }
        return merged.merged(with: spec)
    }

    /// Yams's tree as `Value`, aliases followed, nil past the node budget.
    static func value(_ node: Yams.Node, budget: inout Int) -> Value? {
        budget -= 1
        guard budget >= 0 else { return nil }
        let line = node.mark?.line ?? 0
        switch node {
        case .scalar(let s): return .text(s.string, line: line)
        case .alias: return .text("", line: line)
        case .sequence(let s):
            var items: [Value] = []
            for n in s {
                guard let v = value(n, budget: &budget) else { return nil }
                items.append(v)
            }
            return .list(items, line: line)
        case .mapping(let m):
            var pairs: [(String, Value)] = []
            for (k, v) in m {
                guard let key = k.scalar?.string, let value = value(v, budget: &budget) else { return nil }
                pairs.append((key, value))
            }
            return .map(pairs, line: line)
        }
    }
}
