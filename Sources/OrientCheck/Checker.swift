import OrientOutput
import Foundation
import OrientEngine
import OrientFacts
import OrientProject
import OrientScenario

public struct CheckResult: Sendable {
    public var findings: [Finding]
    /// Targets checked (iOS apps), by name.
    public var targets: [String]
    /// Findings the baseline already knew (not reported).
    public var baselined: Int
    /// What was left out and why, in one sentence ("not checked: 2 tvOS apps, …"); nil when nothing was.
    public var notChecked: String?
    /// What each checked target's declarations allow per device class (the HTML report draws it).
    public var matrices: [TargetMatrix] = []
    /// Where the rules' pages are published (the configuration's `rules_url`); nil: not said.
    public var rulesURL: String?

    public init(findings: [Finding], targets: [String], baselined: Int = 0, notChecked: String? = nil) {
        self.findings = findings; self.targets = targets; self.baselined = baselined; self.notChecked = notChecked
    }

    public func count(_ severity: Severity) -> Int { findings.filter { $0.severity == severity }.count }
}

public enum Checker {
    /// The targets a user may have expected to be checked, counted by what they are, and the projects left out as
    /// vendored or generated.
    static func notChecked(_ scan: ProjectScan) -> String? {
        var groups: [String: Int] = [:]
        for t in scan.targets { if let g = t.skipGroup { groups[g, default: 0] += 1 } }
        func counted(_ n: Int, _ plural: String) -> String { "\(n) " + (n == 1 ? String(plural.dropLast()) : plural) }
        var parts = groups.sorted { $0.key < $1.key }.map { counted($0.value, $0.key) }
        if !scan.leftOut.isEmpty { parts.append(counted(scan.leftOut.count, "vendored or generated projects")) }
        guard !parts.isEmpty else { return nil }
        return "not checked: " + parts.joined(separator: ", ")
            + (scan.leftOut.isEmpty ? "" : " (--include-vendored checks them)")
    }

    /// Runs every enabled rule over every iOS app target (or the ones named in `only`).
    public static func run(
        scan: ProjectScan, facts: ProjectFacts, configuration: Configuration = Configuration(),
        only: [String] = [], os: OSVersion = .latestKnown, sdk: OSVersion? = nil, choices: Choices = Choices(),
        hints: HintFile? = nil
    ) -> CheckResult {
        let rules = LintRules.all.filter { configuration.enabledAnywhere($0.description) }.map(LintRules.instance)
        let apps: [(TargetInfo, TargetFacts)] = scan.apps.compactMap { t in
            guard only.isEmpty || only.contains(t.name) else { return nil }
            return facts.targets.first(where: { $0.name == t.name && $0.project == t.project }).map { (t, $0) }
        }
        // Each app also in its other build configurations that read differently (issue 30), with the app's code.
        let runs: [(TargetInfo, TargetFacts, variant: Bool)] = apps.flatMap { t, tf in
            [(t, tf, false)]
                + t.variants.map { v in
                    var v = v
                    v.files = t.files; v.linkedTargets = t.linkedTargets; v.developmentPods = t.developmentPods
                    v.packageProducts = t.packageProducts
                    // The framework the app is built with is the app's, whichever configuration builds it (a blind
                    // first run: a Flutter app's Debug configuration was checked as a native app).
                    v.flutterApp = t.flutterApp; v.reactNativeApp = t.reactNativeApp
                    return (v, tf, true)
                }
        }
        // Targets are checked on every core (variants of one app, an emulator's 20 apps), in order.
        let perTarget = runs.parallelMap { t, tf, _ -> [Finding] in
            let context = CheckContext(target: t, facts: tf, os: os, sdk: sdk ?? os, choices: choices, hints: hints)
            var out: [Finding] = []
            for rule in rules {
                for var f in rule.check(context) {
                    let here = configuration.nested.isEmpty ? configuration : configuration.effective(for: f.place.file)
                    guard configuration.nested.isEmpty || here.enabled(type(of: rule).description) else { continue }
                    if let s = here.severities[f.ruleID] { f.severity = s }
                    guard here.counts(ruleID: f.ruleID, file: f.place.file, target: f.target) else { continue }
                    out.append(f)
                }
            }
            return out
        }
        // A finding of another configuration that the asked one has too is the same problem: said once, unnamed.
        // Stated at another place of the same file (each configuration's block of the project file), it is a note
        // of the first, and its edits join the first's, so one fix mends every configuration.
        func key(_ t: TargetInfo, _ f: Finding) -> String { "\(t.project)\u{0}\(t.name)\u{0}\(f.identity)" }
        var findings: [Finding] = []
        var asked: [String: Int] = [:]
        for (run, found) in zip(runs, perTarget) where !run.variant {
            for f in found {
                if asked[key(run.0, f)] == nil { asked[key(run.0, f)] = findings.count }
                findings.append(f)
            }
        }
        for (run, found) in zip(runs, perTarget) where run.variant {
            for var f in found {
                // A fix only this configuration has stays its own finding: joined to one that needs judgement it
                // would mend one configuration and call the problem fixed.
                guard let i = asked[key(run.0, f)], findings[i].edits != nil || f.edits == nil else {
                    f.target += " (\(run.0.configuration))"
                    findings.append(f)
                    continue
                }
                guard findings[i].place != f.place else { continue }
                findings[i].notes.append(Note("also in the \(run.0.configuration) configuration", at: f.place))
                if let edits = f.edits { findings[i].edits = (findings[i].edits ?? []) + edits }
            }
        }
        let checked = apps.map(\.0.name)
        let matrices = apps.map { TargetMatrix($0.0, os: os, sdk: sdk ?? os) }
        let suppressions = InlineSuppressions(root: scan.root)
        // Code copied in from another project (`ThirdParty/SideMenu`, `Vendor/`) gives facts, never findings (issue
        // 26: third-party code stays vendored; a blind reading of KartaView).
        findings = findings.filter { !suppressions.suppresses($0) && !scan.isThirdPartySource($0.place.file) }
        // The same problem reached through several targets sharing a file (variants of one app, a package several
        // apps link) is reported once, naming every target.
        var merged: [Finding] = []
        var index: [String: Int] = [:]
        for f in findings {
            let key = "\(f.ruleID)\u{0}\(f.place)\u{0}\(f.message)"
            if let i = index[key] {
                if !merged[i].target.split(separator: ",").contains(where: {
                    $0.trimmingCharacters(in: .whitespaces) == f.target
                }) {
                    merged[i].target += ", " + f.target
                }
                merged[i].devices = DeviceClass.allCases.filter {
                    merged[i].devices.contains($0) || f.devices.contains($0)
                }
            } else {
                index[key] = merged.count
                merged.append(f)
            }
        }
        findings = merged
        findings.sort { ($0.place, $0.ruleID, $0.target) < ($1.place, $1.ruleID, $1.target) }
        var result = CheckResult(findings: findings, targets: checked, baselined: 0, notChecked: notChecked(scan))
        result.matrices = matrices
        return result
    }
}

/// `// orient:disable:next rule_id`, `:this`, `:previous`, and `// orient:disable rule_id` … `// orient:enable rule_id`
/// regions, in Swift and Objective-C files (`all` names every rule).
final class InlineSuppressions: @unchecked Sendable {
    let root: String
    let gate: ReadGate
    private var cache: [String: [Int: Set<String>]] = [:]  // file → line → rule ids suppressed there

    init(root: String) { self.root = root; gate = ReadGate(root: root) }

    func suppresses(_ f: Finding) -> Bool {
        guard let line = f.place.line else { return false }
        let ext = fileExtension(f.place.file)
        guard ext == "swift" || ext == "m" || ext == "mm" || ext == "h" else { return false }
        let map = suppressed(in: f.place.file)
        guard let ids = map[line] else { return false }
        return ids.contains(f.ruleID) || ids.contains("all")
    }

    private func suppressed(in file: String) -> [Int: Set<String>] {
        if let cached = cache[file] { return cached }
        var result: [Int: Set<String>] = [:]
        let path = file.hasPrefix("/") ? file : root + "/" + file
        if let data = gate.contents(path), data.range(of: Data("orient:".utf8)) != nil,
            let text = String(data: data, encoding: .utf8)
        {
            let lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
            var regions: Set<String> = []
            for (i, raw) in lines.enumerated() {
                let n = i + 1
                if !regions.isEmpty { result[n, default: []].formUnion(regions) }
                guard let r = raw.range(of: "orient:") else { continue }
                let command = raw[r.upperBound...].split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "*" })
                guard let verb = command.first else { continue }
                let ids = Set(command.dropFirst().map(String.init).filter { !$0.hasPrefix("/") })
                switch verb {
                case "disable:next": result[n + 1, default: []].formUnion(ids)
                case "disable:this": result[n, default: []].formUnion(ids)
                case "disable:previous": if n > 1 { result[n - 1, default: []].formUnion(ids) }
                case "disable": regions.formUnion(ids); result[n, default: []].formUnion(ids)
                case "enable": regions.subtract(ids)
                default: break
                }
            }
        }
        cache[file] = result
        return result
    }
}

/// Today's findings, recorded so that later runs report only new ones. Findings match by rule, file and
/// message (not by line, which moves as code is edited), as many times as they were recorded.
public enum Baseline {
    public struct Entry: Codable, Hashable, Sendable {
        public var rule_id: String
        public var file: String
        public var reason: String
        public var target: String
    }

    public static func entries(_ findings: [Finding]) -> [Entry] {
        findings.map { Entry(rule_id: $0.ruleID, file: $0.place.file, reason: $0.message, target: $0.target) }
    }

    public static func write(_ findings: [Finding], to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(entries(findings)).write(to: URL(fileURLWithPath: path))
    }

    public static func read(_ path: String) throws -> [Entry] {
        try JSONDecoder().decode([Entry].self, from: Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// The findings the baseline does not know, and how many it did.
    public static func filter(_ result: CheckResult, with entries: [Entry]) -> CheckResult {
        var remaining: [Entry: Int] = [:]
        for e in entries { remaining[e, default: 0] += 1 }
        var out = result
        out.findings = result.findings.filter { f in
            let key = Entry(rule_id: f.ruleID, file: f.place.file, reason: f.message, target: f.target)
            if let n = remaining[key], n > 0 { remaining[key] = n - 1; return false }
            return true
        }
        out.baselined = result.findings.count - out.findings.count
        return out
    }
}
