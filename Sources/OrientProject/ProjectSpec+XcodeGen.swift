import Foundation
import OrientEngine
import OrientOutput
import Yams

// Reading an XcodeGen spec (`project.yml`) and the files it includes, as Yams composes them.

extension ProjectSpec {
    /// The names XcodeGen looks for.
    static let fileNames: Set<String> = ["project.yml", "project.yaml"]

    /// Whether a file is an XcodeGen spec: `project.yml`, or another `project….yml` (`xcodegen --spec
    /// project-app.yml`, one spec per app in a repository) whose top level declares `targets:` or `include:`.
    static func isXcodeGenSpec(_ path: String, gate: ReadGate) -> Bool {
        // Every file of the tree is asked: the cheap test first.
        guard path.hasSuffix(".yml") || path.hasSuffix(".yaml") else { return false }
        let name = (path as NSString).lastPathComponent
        if fileNames.contains(name) { return true }
        let lower = name.lowercased()
        guard lower.hasPrefix("project"), lower.hasSuffix(".yml") || lower.hasSuffix(".yaml"),
            let data = gate.contents(path), data.count < Limits.configurationBytes,
            let text = String(data: data, encoding: .utf8)
        else { return false }
        return text.split(whereSeparator: \.isNewline).contains { $0.hasPrefix("targets:") || $0.hasPrefix("include:") }
    }

    /// Reads the spec and its includes (through `gate`, at most `Limits.xcconfigIncludes` files).
    init(path: String, root: String, gate: ReadGate) {
        self.path = path
        shown = displayPath(path, root: root)
        self.root = .map([], line: 1)
        var seen: Set<String> = []
        self.root = load(path, root: root, gate: gate, seen: &seen) ?? .map([], line: 1)
    }

    private mutating func load(_ file: String, root: String, gate: ReadGate, seen: inout Set<String>) -> Value? {
        guard seen.insert(file).inserted, seen.count <= Limits.xcconfigIncludes else { return nil }
        let fileShown = displayPath(file, root: root)
        guard let data = gate.contents(file), data.count <= Limits.configurationBytes,
            let text = String(data: data, encoding: .utf8)
        else {
            diagnostics.append(
                Diagnostic(
                    .warning, SourceLocation(fileShown),
                    gate.allows(file)
                        ? "cannot read the XcodeGen spec (missing, over \(Limits.configurationBytes / 1_000_000) MB or not UTF-8)"
                        : "the XcodeGen spec is outside the repository (a link); not read"))
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
        guard let node, let spec = ProjectSpec.value(node, budget: &budget) else {
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
            guard gate.allows(included) else {
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
            if let v = load(included, root: root, gate: gate, seen: &seen) { merged = merged.merged(with: v) }
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
