import Foundation
import OrientOutput
import Yams

/// `.orient.yml`, with SwiftLint's key names where the meaning is the same.
///
/// ```yaml
/// disabled_rules: [legacy_rotation_api]
/// opt_in_rules: []
/// only_rules: []                 # when set, only these run
/// included: [App]                # paths (prefixes or globs) whose findings count
/// excluded: [App/Generated]
/// should_autorotate_ignored: error          # a severity override
/// uidevice_orientation_kvc: { severity: warning }
/// baseline: .orient-baseline.json
/// targets:                       # per-target suppression
///   Widget: { disabled_rules: [implicit_orientation_defaults] }
/// files:                         # per-file suppression, for files that cannot hold comments
///   App/Info.plist: [upside_down_unreachable]
/// ```
public struct Configuration: Sendable {
    public var disabledRules: Set<String> = []
    public var optInRules: Set<String> = []
    public var onlyRules: Set<String> = []
    public var included: [String] = []
    public var excluded: [String] = []
    public var severities: [String: Severity] = [:]
    public var baseline: String?
    /// `rules_url`: where the team publishes the rules' pages (`<rules_url>/<id>.md`); links in reports and
    /// SARIF's `helpUri` use it. Unset: the HTML links to the repository's `docs/rules/`, SARIF names no page.
    public var rulesURL: String?
    public var targetDisabled: [String: Set<String>] = [:]
    public var fileDisabled: [String: Set<String>] = [:]
    /// Where it was read from (nil: defaults).
    public var path: String?
    /// `.orient.yml` files in subfolders, for the files under them (`effective(for:)`).
    public var nested: [NestedConfiguration] = []

    public init() {}

    /// A mistake in the configuration file.

    static let knownKeys: Set<String> = [
        "disabled_rules", "opt_in_rules", "only_rules", "included", "excluded", "baseline", "targets", "files",
        "rules_url"
    ]

    /// Where `included` patterns and `targets` names are written, for the warnings only the project can tell
    /// (a pattern that matches nothing, a target that does not exist).
    var places: [String: Mark] = [:]

    /// Warnings about what the configuration names and the project does not have.
    public func unmatched(files: [String], targets: [String]) -> [Diagnostic] {
        var out: [Diagnostic] = []
        func warn(_ place: String, _ message: String) {
            let mark = places[place]
            out.append(
                Diagnostic(
                    .warning, file: path ?? ".orient.yml", line: mark?.line, column: mark?.column, message: message)
            )
        }
        // A few hundred patterns at most: a real list is short, and each is tried against every file.
        for pattern in included.prefix(200) where !files.contains(where: { Configuration.matches(pattern, $0) }) {
            warn(
                "included:" + pattern,
                "included pattern '\(Diagnostic.excerpt(pattern))' matches no file of the project")
        }
        for name in targetDisabled.keys.sorted() where !targets.contains(name) {
            warn("targets:" + name, "no target is named '\(Diagnostic.excerpt(name))'\(didYouMean(name, targets))")
        }
        return out
    }

    /// Mistakes in the file that were skipped (unknown keys and rules, wrong types), as SwiftLint does: each is
    /// a warning at its line and column, and the rest of the configuration applies.
    public var warnings: [Diagnostic] = []

    /// Reads `.orient.yml` text. Only text that is not YAML (or not a mapping) throws: the caller goes on with
    /// the defaults and exits 1. Everything else that is wrong becomes a warning in `warnings`.
    public static func parse(_ text: String, path: String) throws(Diagnostic) -> Configuration {
        var config = Configuration()
        config.path = path
        let node: Node?
        do { node = try Yams.compose(yaml: text) } catch let error as YamlError {
            throw yamlProblem(error, path: path)
        } catch {
            throw Diagnostic(file: path, message: "not valid YAML")
        }
        guard let node else { return config }
        guard let map = node.mapping else {
            throw Diagnostic(
                file: path, line: node.mark?.line ?? 1, column: node.mark?.column,
                message: "expected a mapping of settings, found \(kind(of: node))")
        }
        config.read(map, path: path)
        return config
    }

    /// Yams' error, as file:line:column and what was wrong (never its quote of the file).
    static func yamlProblem(_ error: YamlError, path: String) -> Diagnostic {
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _):
            let what = [context?.text, problem].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ": ")
            return Diagnostic(file: path, line: mark.line, column: mark.column, message: "not valid YAML: \(what)")
        case .composer(let context, let problem, let mark, _):
            let what = [context?.text, problem].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ": ")
            return Diagnostic(file: path, line: mark.line, column: mark.column, message: "not valid YAML: \(what)")
        default:
            return Diagnostic(file: path, message: "not valid YAML")
        }
    }

    static func kind(of node: Node) -> String {
        switch node {
        case .scalar: return "a single value"
        case .sequence: return "a list"
        default: return "a mapping"
        }
    }

    mutating func read(_ map: Node.Mapping, path: String) {
        let ids = Set(LintRules.descriptions.map(\.id))
        func warn(_ n: Node, _ message: String, ignored: Bool = true) {
            warnings.append(
                Diagnostic(
                    .warning, file: path, line: n.mark?.line, column: n.mark?.column,
                    message: message + (ignored ? "; ignored" : "")))
        }
        func strings(_ n: Node, _ key: String) -> [String] {
            if let s = n.scalar?.string { return [s] }
            guard let seq = n.sequence else { warn(n, "\(key) takes a list, found \(Self.kind(of: n))"); return [] }
            var out: [String] = []
            for item in seq {
                guard let s = item.scalar?.string else {
                    warn(item, "\(key) takes a list of strings, found \(Self.kind(of: item))")
                    continue
                }
                out.append(s)
            }
            return out
        }
        func ruleIDs(_ n: Node, _ key: String) -> Set<String> {
            var out: Set<String> = []
            let items = n.sequence.map(Array.init) ?? [n]
            for (item, id) in zip(items, strings(n, key)) {
                guard ids.contains(id) else {
                    warn(
                        item,
                        "'\(Diagnostic.excerpt(id))' in \(key) is not a rule\(didYouMean(id, ids)) (`orient rules` lists them)"
                    )
                    continue
                }
                out.insert(id)
            }
            return out
        }
        for (k, v) in map {
            guard let key = k.scalar?.string else { warn(k, "a key must be a name"); continue }
            switch key {
            case "disabled_rules": disabledRules = ruleIDs(v, key)
            case "opt_in_rules": optInRules = ruleIDs(v, key)
            case "only_rules": onlyRules = ruleIDs(v, key)
            case "included":
                included = strings(v, key)
                for item in v.sequence.map(Array.init) ?? [v] {
                    if let s = item.scalar?.string { places["included:" + s] = item.mark }
                }
            case "excluded": excluded = strings(v, key)
            case "baseline":
                guard let s = v.scalar?.string else { warn(v, "baseline takes a path"); continue }
                baseline = s
            case "rules_url":
                guard let s = v.scalar?.string, s.hasPrefix("https://") || s.hasPrefix("http://") else {
                    warn(
                        v,
                        "rules_url takes an http(s) address, such as https://github.com/you/orient/blob/main/docs/rules"
                    )
                    continue
                }
                rulesURL = s
            case "targets":
                guard let targets = v.mapping else { warn(v, "targets takes a mapping of target names"); continue }
                for (t, settings) in targets {
                    guard let name = t.scalar?.string, let disabled = settings.mapping?["disabled_rules"] else {
                        warn(settings, "a target takes { disabled_rules: [...] }")
                        continue
                    }
                    targetDisabled[name] = ruleIDs(disabled, "disabled_rules")
                    places["targets:" + name] = t.mark
                }
            case "files":
                guard let files = v.mapping else { warn(v, "files takes a mapping of paths to rule lists"); continue }
                for (f, rules) in files {
                    guard let file = f.scalar?.string else { continue }
                    fileDisabled[file] = ruleIDs(rules, "files.\(file)")
                }
            case _ where ids.contains(key):
                let value = v.scalar?.string ?? v.mapping?["severity"]?.scalar?.string
                guard let value, let severity = Severity(rawValue: value) else {
                    warn(v, "\(key) takes a severity: error, warning or info")
                    continue
                }
                severities[key] = severity
            default:
                warn(
                    k,
                    "unknown key '\(Diagnostic.excerpt(key))'\(didYouMean(key, Self.knownKeys.union(ids))) (known: \(Self.knownKeys.sorted().joined(separator: ", ")), or a rule id)"
                )
            }
        }
        if !onlyRules.isEmpty && !disabledRules.isEmpty,
            let k = map.keys.first(where: { $0.scalar?.string == "only_rules" })
        {
            warn(
                k, "only_rules and disabled_rules together: only_rules decides, disabled_rules is ignored",
                ignored: false)
        }
    }

    /// The rules that run.
    public func enabled(_ d: RuleDescription) -> Bool {
        if !onlyRules.isEmpty { return onlyRules.contains(d.id) }
        if disabledRules.contains(d.id) { return false }
        return !d.optIn || optInRules.contains(d.id)
    }

    /// Whether a finding at `file` in `target` counts.
    public func counts(ruleID: String, file: String, target: String) -> Bool {
        if targetDisabled[target]?.contains(ruleID) == true { return false }
        for (pattern, rules) in fileDisabled where rules.contains(ruleID) && Configuration.matches(pattern, file) {
            return false
        }
        if !included.isEmpty && !included.contains(where: { Configuration.matches($0, file) }) { return false }
        if excluded.contains(where: { Configuration.matches($0, file) }) { return false }
        return true
    }

    /// A path prefix (`App/Generated`) or a glob with `*` and `**`.
    /// Whether `path` is `pattern`, or lies under it: a path prefix, or a glob where `*` stands for any part of
    /// one path component and `**` for any number of components. Matched by hand, not by a regular expression:
    /// a configuration may list hundreds of thousands of patterns, each tried against every finding.
    static func matches(_ pattern: String, _ path: String) -> Bool {
        let p = pattern.hasSuffix("/") ? String(pattern.dropLast()) : pattern
        guard let star = p.firstIndex(of: "*") else { return path == p || path.hasPrefix(p + "/") }
        // Most patterns fail on the text before their first star, without building anything.
        guard path.hasPrefix(p[..<star]) else { return false }
        let pat = Array(p.utf8), text = Array(path.utf8)
        // The pattern matches the whole path, or the path up to one of its slashes (a folder and what is under it).
        var ends = [text.count]
        for (k, b) in text.enumerated() where b == 47 { ends.append(k) }
        return ends.contains { glob(pat, text[..<$0]) }
    }

    /// Glob matching by dynamic programming over (pattern position, text position): linear in their product,
    /// no backtracking blow-up.
    static func glob(_ pattern: [UInt8], _ text: ArraySlice<UInt8>) -> Bool {
        let t = Array(text)
        let n = t.count
        // reach[j]: the pattern read so far can match the first j bytes of the text.
        var reach = [Bool](repeating: false, count: n + 1)
        reach[0] = true
        var i = 0
        while i < pattern.count {
            var next = [Bool](repeating: false, count: n + 1)
            if pattern[i] == 42 {  // *
                let double = i + 1 < pattern.count && pattern[i + 1] == 42
                var open = false
                for j in 0...n {
                    if reach[j] { open = true }
                    next[j] = open
                    // A single star stops at a slash; a double one does not.
                    if !double && j < n && t[j] == 47 { open = false }
                }
                i += double ? 2 : 1
            } else {
                for j in 0..<n where reach[j] && t[j] == pattern[i] { next[j + 1] = true }
                i += 1
            }
            reach = next
        }
        return reach[n]
    }
}
