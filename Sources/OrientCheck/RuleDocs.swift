import OrientOutput

/// `orient rules` for lint rules: a table, one rule's documentation with its examples, or JSON — all generated
/// from the rules' own descriptions.
public enum LintRuleDocs {
    public static func table(_ rules: [RuleDescription]) -> String {
        let width = rules.map(\.id.count).max() ?? 10
        var out =
            "Lint rules of `orient check` (identifier, default severity, title). `orient rules ID` documents one; `orient rules --engine` lists the engine's rules.\n\n"
        for d in rules {
            out +=
                d.id.padding(toLength: width, withPad: " ", startingAt: 0) + "  "
                + d.severity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
                + "  " + d.title + (d.optIn ? " (opt-in)" : "") + "\n"
        }
        return out
    }

    public static func text(_ d: RuleDescription) -> String {
        var out =
            "\(d.title)\n\nIdentifier: \(d.id)\nDefault severity: \(d.severity.rawValue)\(d.optIn ? "\nOpt-in: enable it with opt_in_rules in .orient.yml" : "")\n\n"
        out += d.rationale + "\n"
        func render(_ e: Example) -> String {
            var s = ""
            let settings = e.settings.filter { !$0.value.isEmpty }.sorted { $0.key < $1.key }
            if !settings.isEmpty {
                s += "    settings: " + settings.map { "\($0.key) = \($0.value)" }.joined(separator: "; ") + "\n"
            }
            if e.files.isEmpty && settings.isEmpty { s += "    (a new Xcode project's settings)\n" }
            for name in e.files.keys.sorted() {
                s += "    \(name == "Config.xcconfig" ? name : "App/" + name):\n"
                for line in (e.files[name] ?? "").split(separator: "\n", omittingEmptySubsequences: false) {
                    s += "        " + line + "\n"
                }
            }
            return s
        }
        out += "\nTriggering examples (↓ marks where the finding lands):\n"
        for (i, e) in d.triggering.enumerated() { out += "\n  \(i + 1).\n" + render(e) }
        out += "\nNon-triggering examples:\n"
        for (i, e) in d.nonTriggering.enumerated() { out += "\n  \(i + 1).\n" + render(e) }
        return out
    }

    public static func json(_ rules: [RuleDescription]) -> JSON {
        func example(_ e: Example) -> JSON {
            .object([
                ("files", .object(e.files.keys.sorted().map { ($0, .string(e.files[$0] ?? "")) })),
                ("settings", .object(e.settings.keys.sorted().map { ($0, .string(e.settings[$0] ?? "")) }))
            ])
        }
        return .array(
            rules.map { d in
                .object([
                    ("identifier", .string(d.id)), ("name", .string(d.title)), ("description", .string(d.rationale)),
                    ("default_severity", .string(d.severity.rawValue)), ("opt_in", .bool(d.optIn)),
                    ("triggering_examples", .array(d.triggering.map(example))),
                    ("non_triggering_examples", .array(d.nonTriggering.map(example)))
                ])
            })
    }
}
