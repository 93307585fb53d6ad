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
    public var targetDisabled: [String: Set<String>] = [:]
    public var fileDisabled: [String: Set<String>] = [:]
    /// Where it was read from (nil: defaults).
    public var path: String?

    public init() {}

    /// A mistake in the configuration file.
    public typealias Problem = Diagnostic

    static let knownKeys: Set<String> = [
        "disabled_rules", "opt_in_rules", "only_rules", "included", "excluded", "baseline", "targets", "files"
    ]

    /// Reads `.orient.yml` text; unknown rule ids and keys are errors, with the line.
    public static func parse(_ text: String, path: String) throws(Diagnostic) -> Configuration {
        var config = Configuration()
        config.path = path
        let node: Node?
        do { node = try Yams.compose(yaml: text) } catch {
            throw Problem(file: path, message: "not valid YAML: \(error)")
        }
        guard let node else { return config }
        guard let map = node.mapping else {
            throw Problem(file: path, line: node.mark?.line ?? 1, message: "expected a mapping of settings")
        }
        let ids = Set(LintRules.descriptions.map(\.id))
        func strings(_ n: Node, _ key: String) throws(Diagnostic) -> [String] {
            if let s = n.scalar?.string { return [s] }
            guard let seq = n.sequence else {
                throw Problem(file: path, line: n.mark?.line, message: "\(key) takes a list")
            }
            var out: [String] = []
            for item in seq {
                guard let s = item.scalar?.string else {
                    throw Problem(file: path, line: item.mark?.line, message: "\(key) takes a list of strings")
                }
                out.append(s)
            }
            return out
        }
        func ruleIDs(_ n: Node, _ key: String) throws(Diagnostic) -> Set<String> {
            let list = try strings(n, key)
            for id in list where !ids.contains(id) {
                throw Problem(
                    file: path, line: n.mark?.line,
                    message: "'\(id)' in \(key) is not a rule (`orient rules` lists them)")
            }
            return Set(list)
        }
        for (k, v) in map {
            guard let key = k.scalar?.string else { continue }
            switch key {
            case "disabled_rules": config.disabledRules = try ruleIDs(v, key)
            case "opt_in_rules": config.optInRules = try ruleIDs(v, key)
            case "only_rules": config.onlyRules = try ruleIDs(v, key)
            case "included": config.included = try strings(v, key)
            case "excluded": config.excluded = try strings(v, key)
            case "baseline": config.baseline = v.scalar?.string
            case "targets":
                guard let targets = v.mapping else {
                    throw Problem(file: path, line: v.mark?.line, message: "targets takes a mapping of target names")
                }
                for (t, settings) in targets {
                    guard let name = t.scalar?.string, let disabled = settings.mapping?["disabled_rules"] else {
                        throw Problem(
                            file: path, line: settings.mark?.line, message: "a target takes { disabled_rules: [...] }")
                    }
                    config.targetDisabled[name] = try ruleIDs(disabled, "disabled_rules")
                }
            case "files":
                guard let files = v.mapping else {
                    throw Problem(
                        file: path, line: v.mark?.line, message: "files takes a mapping of paths to rule lists")
                }
                for (f, rules) in files {
                    guard let file = f.scalar?.string else { continue }
                    config.fileDisabled[file] = try ruleIDs(rules, "files.\(file)")
                }
            case _ where ids.contains(key):
                let value = v.scalar?.string ?? v.mapping?["severity"]?.scalar?.string
                guard let value, let severity = Severity(rawValue: value) else {
                    throw Problem(
                        file: path, line: v.mark?.line, message: "\(key) takes a severity: error, warning or info")
                }
                config.severities[key] = severity
            default:
                throw Problem(
                    file: path, line: k.mark?.line,
                    message: "unknown key '\(key)' (known: \(knownKeys.sorted().joined(separator: ", ")), or a rule id)"
                )
            }
        }
        return config
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
    static func matches(_ pattern: String, _ path: String) -> Bool {
        let p = pattern.hasSuffix("/") ? String(pattern.dropLast()) : pattern
        if !p.contains("*") { return path == p || path.hasPrefix(p + "/") }
        let regex =
            "^"
            + NSRegularExpression.escapedPattern(for: p).replacingOccurrences(of: "\\*\\*", with: ".*")
            .replacingOccurrences(of: "\\*", with: "[^/]*") + "($|/)"
        return path.range(of: regex, options: .regularExpression) != nil
    }
}
