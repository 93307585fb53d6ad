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
            let settings = e.shownSettings
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

/// The rules' pages in the repository (`docs/rules/<id>.md`), generated from their descriptions: SARIF's
/// `helpUri` points at them, and a test keeps them in step with the code (`Scripts/generate-rule-docs.sh`).
public enum RuleDocs {
    /// A rule's page: under the published base (`rules_url`), else the repository's `docs/rules/` (a relative
    /// link, for the HTML page).
    public static func helpURI(_ id: String, base: String? = nil) -> String {
        guard let base else { return "docs/rules/" + id + ".md" }
        return base + (base.hasSuffix("/") ? "" : "/") + id + ".md"
    }

    /// One rule's page.
    public static func markdown(_ d: RuleDescription) -> String {
        var out = "# \(d.title) (`\(d.id)`)\n\n"
        out +=
            "Default severity: **\(d.severity.rawValue)**\(d.optIn ? " (opt-in: enable it with `opt_in_rules`)" : "")\n\n"
        out += d.rationale + "\n"
        func render(_ e: Example) -> String {
            var s = ""
            let settings = e.shownSettings
            if !settings.isEmpty {
                s += "Build settings: " + settings.map { "`\($0.key) = \($0.value)`" }.joined(separator: ", ") + "\n\n"
            }
            for name in e.files.keys.sorted() {
                let ext = name.split(separator: ".").last.map(String.init) ?? ""
                let fence = ["swift": "swift", "m": "objc", "h": "objc", "plist": "xml", "storyboard": "xml"][ext] ?? ""
                s += "`\(name)`:\n\n```\(fence)\n" + (e.files[name] ?? "") + "\n```\n\n"
            }
            return s.isEmpty ? "(a new Xcode project's settings)\n\n" : s
        }
        out += "\n## Triggering examples\n\n↓ marks where the finding lands.\n\n"
        for (i, e) in d.triggering.enumerated() { out += "### \(i + 1)\n\n" + render(e) }
        out += "## Non-triggering examples\n\n"
        for (i, e) in d.nonTriggering.enumerated() { out += "### \(i + 1)\n\n" + render(e) }
        return out
    }

    /// `docs/rules/README.md`: every rule, linked.
    public static func index(_ rules: [RuleDescription]) -> String {
        var out = "# Lint rules of `orient check`\n\nGenerated from the rules' descriptions (`orient rules`).\n\n"
        out += "| Rule | Default severity | Title |\n|---|---|---|\n"
        for d in rules { out += "| [`\(d.id)`](\(d.id).md) | \(d.severity.rawValue) | \(d.title) |\n" }
        return out
    }
}

extension Example {
    /// The settings an example sets, as the documentation lists them (empty ones are the defaults).
    var shownSettings: [(key: String, value: String)] {
        settings.filter { !$0.value.isEmpty }.sorted { $0.key < $1.key }
    }
}
