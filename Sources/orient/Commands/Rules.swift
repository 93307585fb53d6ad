import ArgumentParser
import Foundation
import OrientCheck
import OrientEngine
import OrientOutput

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract:
            "List `orient check`'s lint rules; with --engine, the engine's rules (catalog entries, versions, confidence) and choices.",
        discussion:
            "`orient rules ID` prints one lint rule's documentation with its examples (or one engine rule or choice)."
    )

    @Flag(help: "The engine's rules and the open-question choices instead of the lint rules.")
    var engine = false

    @Argument(
        help: "One lint rule's identifier (e.g. push_does_not_rotate), engine rule's (e.g. R7.6b) or choice's key.")
    var id: String?

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    @Option(
        help:
            "Write one Markdown page per lint rule, and an index, into this folder (docs/rules); with --engine, the engine's behaviours and choices into this file (docs/engine-behaviours.md)."
    )
    var writeDocs: String?

    func run() throws {
        if let file = writeDocs, engine {
            try BehaviourDocs.markdown(Behaviours.all, choices: Choices.descriptions).write(
                toFile: file, atomically: true, encoding: .utf8)
            return
        }
        if let folder = writeDocs {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            for d in LintRules.descriptions {
                try RuleDocs.markdown(d).write(toFile: folder + "/" + d.id + ".md", atomically: true, encoding: .utf8)
            }
            try RuleDocs.index(LintRules.descriptions).write(
                toFile: folder + "/README.md", atomically: true, encoding: .utf8)
            return
        }
        if let id, let rule = LintRules.rule(id) {
            let d = rule.description
            writeOut(format == .json ? LintRuleDocs.json([d]).rendered() + "\n" : LintRuleDocs.text(d))
            return
        }
        if id == nil && !engine {
            writeOut(
                format == .json
                    ? LintRuleDocs.json(LintRules.descriptions).rendered() + "\n"
                    : LintRuleDocs.table(LintRules.descriptions))
            return
        }
        let rules = id.map { id in Behaviours.all.filter { $0.id == id } } ?? Behaviours.all
        let choices = id.map { id in Choices.descriptions.filter { $0.key == id } } ?? Choices.descriptions
        if id != nil && rules.isEmpty && choices.isEmpty {
            throw ValidationError(
                "no rule or choice '\(id ?? "")'; `orient rules` lists the lint rules, `orient rules --engine` the engine's"
            )
        }
        if format == .json {
            writeOut(RulesCommand.json(rules, choices) + "\n")
            return
        }
        var out = ""
        if !rules.isEmpty {
            out +=
                "Engine rules (identifier, confidence, versions; Q: switched off by `quirks: none`; C: switchable choice)\n\n"
            for r in rules {
                let flags = (r.quirk ? "Q" : " ") + (r.choice != nil ? "C" : " ")
                out += "\(r.id.padding(6)) \(r.confidence.rawValue.padding(8)) \(flags) \(r.title)\n"
                out +=
                    "       versions: \(r.versions); source: \(r.source)" + (r.choice.map { "; choice: \($0)" } ?? "")
                    + "\n"
            }
        }
        if !choices.isEmpty {
            out +=
                "\nChoices where sources disagree or are silent (switch with `choices:` in a scenario or --choice key=value)\n"
            for c in choices {
                out += "\n\(c.key) (default: \(c.defaultValue))\n  \(c.question)\n"
                for o in c.options {
                    out += "  - \(o.value)\(o.value == c.defaultValue ? " [default]" : ""): \(o.meaning)\n"
                }
                out += "  Why the default: \(c.reason)\n"
            }
        }
        writeOut(out)
    }

    static func json(_ rules: [UIKitBehaviour], _ choices: [ChoiceDescription]) -> String {
        func q(_ s: String) -> String {
            var out = ""
            for ch in s.unicodeScalars {
                switch ch {
                case "\"": out += "\\\"";
                case "\\": out += "\\\\";
                case "\n": out += "\\n";
                default: out.unicodeScalars.append(ch)
                }
            }
            return "\"\(out)\""
        }
        let r = rules.map { r in
            "{\"id\":\(q(r.id)),\"title\":\(q(r.title)),\"source\":\(q(r.source)),\"versions\":\(q(r.versions)),\"confidence\":\(q(r.confidence.rawValue)),\"quirk\":\(r.quirk),\"choice\":\(r.choice.map(q) ?? "null")}"
        }
        let c = choices.map { c in
            "{\"key\":\(q(c.key)),\"question\":\(q(c.question)),\"default\":\(q(c.defaultValue)),\"options\":["
                + c.options.map { "{\"value\":\(q($0.value)),\"meaning\":\(q($0.meaning))}" }.joined(separator: ",")
                + "],\"reason\":\(q(c.reason))}"
        }
        return "{\"rules\":[\(r.joined(separator: ","))],\"choices\":[\(c.joined(separator: ","))]}"
    }
}

extension String {
    func padding(_ n: Int) -> String { count >= n ? self : self + String(repeating: " ", count: n - count) }
}
