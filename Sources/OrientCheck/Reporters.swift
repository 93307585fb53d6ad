// Reporters, as SwiftLint users know them: xcode (default), json, sarif, github-actions-logging, junit,
// checkstyle, markdown, summary.

import Foundation
import OrientEngine
import OrientOutput
import OrientProject

public enum Reporter: String, CaseIterable, Sendable {
    case xcode, json, sarif
    case githubActionsLogging = "github-actions-logging"
    case junit, checkstyle, markdown, summary, html

    /// Renders `result`. Paths are made absolute with `root` where tools expect it (Xcode, JSON, checkstyle).
    public func render(_ result: CheckResult, root: String, version: String) -> String {
        switch self {
        // The text reporters print names from the project as they are: control characters are escaped so that
        // none reaches the terminal (JSON, SARIF and the XML reporters escape by their own rules).
        case .xcode: return escapingControls(Reporters.xcode(result, root: root), keepingLines: true)
        case .json: return Reporters.json(result, root: root).rendered() + "\n"
        case .sarif: return Reporters.sarif(result, root: root, version: version).rendered() + "\n"
        case .githubActionsLogging: return escapingControls(Reporters.github(result, root: root), keepingLines: true)
        case .junit: return Reporters.junit(result)
        case .checkstyle: return Reporters.checkstyle(result, root: root)
        case .markdown: return escapingControls(Reporters.markdown(result), keepingLines: true)
        case .html: return HTMLReport.render(result, root: root, version: version)
        case .summary: return escapingControls(Reporters.summary(result), keepingLines: true)
        }
    }
}

enum Reporters {
    static func absolute(_ file: String, _ root: String) -> String { file.hasPrefix("/") ? file : root + "/" + file }

    static func title(_ id: String) -> String { LintRules.rule(id)?.description.title ?? id }

    static func xcodeSeverity(_ s: Severity) -> String { s == .info ? "note" : s.rawValue }

    static func xcode(_ r: CheckResult, root: String) -> String {
        var out = ""
        for f in r.findings {
            let where_ = [
                absolute(f.place.file, root), f.place.line.map(String.init),
                f.place.line != nil ? f.place.column.map(String.init) : nil
            ]
            .compactMap { $0 }.joined(separator: ":")
            out +=
                "\(where_): \(xcodeSeverity(f.severity)): \(oneLine(f.message)) [\(f.target); \(f.devicesText); \(f.versions)] (\(f.ruleID))\n"
            // What to do, under the finding (Xcode shows notes at their place).
            if let fix = f.fix { out += "\(where_): note: fix: \(oneLine(fix))\n" }
            for n in f.notes {
                if let p = n.location {
                    out +=
                        "\([absolute(p.file, root), p.line.map(String.init), p.line != nil ? p.column.map(String.init) : nil].compactMap { $0 }.joined(separator: ":")): note: \(oneLine(n.message))\n"
                }
            }
        }
        return out
    }

    /// A message on one line: a line break inside it would start a line no tool reads as a finding.
    static func oneLine(_ s: String) -> String {
        s.contains(where: \.isNewline) ? s.split(whereSeparator: \.isNewline).joined(separator: " ") : s
    }

    static func withFix(_ f: Finding) -> String { f.message + (f.fix.map { " Fix: " + $0 } ?? "") }

    static func note(_ n: Note, root: String?) -> JSON {
        var file = JSON.null
        if let p = n.location { file = .string(root.map { absolute(p.file, $0) } ?? p.file) }
        let line: JSON = n.location?.line.map(JSON.int) ?? .null
        return .object([("message", .string(n.message)), ("file", file), ("line", line)])
    }

    /// SwiftLint's fields (`character`, `file`, `line`, `reason`, `rule_id`, `severity`, `type`) and Orient's.
    static func json(_ r: CheckResult, root: String) -> JSON {
        .array(
            r.findings.map { f in
                .object([
                    ("character", f.place.column.map(JSON.int) ?? .null),
                    ("file", .string(absolute(f.place.file, root))),
                    ("line", f.place.line.map(JSON.int) ?? .null),
                    ("reason", .string(f.message)),
                    ("rule_id", .string(f.ruleID)),
                    ("severity", .string(f.severity.rawValue.prefix(1).uppercased() + f.severity.rawValue.dropFirst())),
                    ("type", .string(title(f.ruleID))),
                    ("target", .string(f.target)),
                    ("devices", .strings(f.devices.map(\.rawValue))),
                    ("versions", .string(f.versions)),
                    ("notes", .array(f.notes.map { note($0, root: root) })),
                    ("fix", .optional(f.fix))
                ])
            })
    }

    static func sarifLevel(_ s: Severity) -> String { s == .info ? "note" : s.rawValue }

    /// Where a SARIF location's path starts: the repository that holds the checked folder (its git work tree),
    /// so a report made in a subfolder lines up with the repository on GitHub.
    struct SarifBase {
        /// The checked folder's path inside the repository ("" at its top), ending in "/" when not empty.
        var prefix: String
        /// `file:///…/` of the repository.
        var uri: String

        init(root: String) {
            let repo = repositoryBoundary(of: root)
            let inside = root == repo ? "" : String(root.dropFirst(repo.count + 1))
            prefix = inside.isEmpty ? "" : inside + "/"
            uri = "file://" + Reporters.percentEncoded(repo.hasSuffix("/") ? repo : repo + "/")
        }

        func relative(_ file: String) -> String { file.hasPrefix("/") ? file : prefix + file }
    }

    /// A path as a URI reference: RFC 3986's unreserved characters and `/` stay, every other byte is `%XX`.
    static func percentEncoded(_ path: String) -> String {
        var out = ""
        for b in path.utf8 {
            switch b {
            case 0x41...0x5A, 0x61...0x7A, 0x30...0x39, 0x2D, 0x2E, 0x5F, 0x7E, 0x2F:
                out.append(Character(Unicode.Scalar(b)))
            default:
                let hex = String(b, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return out
    }

    static func sarifLocation(_ p: SourceLocation, base: SarifBase, message: String? = nil) -> JSON {
        var region: [(String, JSON)] = []
        if let l = p.line { region.append(("startLine", .int(l))) }
        if let c = p.column { region.append(("startColumn", .int(c))) }
        let file = base.relative(p.file)
        let artifact: JSON =
            file.hasPrefix("/")
            ? .object([("uri", .string("file://" + percentEncoded(file)))])
            : .object([("uri", .string(percentEncoded(file))), ("uriBaseId", .string("SRCROOT"))])
        var physical: [(String, JSON)] = [("artifactLocation", artifact)]
        if !region.isEmpty { physical.append(("region", .object(region))) }
        var loc: [(String, JSON)] = [("physicalLocation", .object(physical))]
        if let message { loc.append(("message", .object([("text", .string(message))]))) }
        return .object(loc)
    }

    /// A finding's identity that survives lines moving: the rule, the file, the target and the message with its
    /// numbers taken out (messages quote line numbers of other places).
    static func fingerprint(_ f: Finding, base: SarifBase) -> String {
        let message = String(f.message.map { $0.isNumber ? "#" : $0 })
        let text = [f.ruleID, base.relative(f.place.file), f.target, message].joined(separator: "\u{1F}")
        var h: UInt64 = 0xcbf29ce484222325
        for b in text.utf8 { h ^= UInt64(b); h = h &* 0x100000001b3 }
        let hex = String(h, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// One finding as a SARIF result; `path`: its notes are the steps of a path, also given as a code flow (each
    /// step that has a place in the code, in order).
    static func sarifResult(_ f: Finding, base: SarifBase, path: Bool) -> JSON {
        var fields: [(String, JSON)] = [
            ("ruleId", .string(f.ruleID)),
            ("level", .string(sarifLevel(f.severity))),
            ("message", .object([("text", .string(f.message + (f.fix.map { " — \($0)" } ?? "")))])),
            ("locations", .array([sarifLocation(f.place, base: base)])),
            ("partialFingerprints", .object([("orientFindingHash/v1", .string(fingerprint(f, base: base)))])),
            (
                "relatedLocations",
                .array(f.notes.compactMap { n in n.location.map { sarifLocation($0, base: base, message: n.message) } })
            ),
            (
                "properties",
                .object([
                    ("target", .string(f.target)), ("devices", .strings(f.devices.map(\.rawValue))),
                    ("versions", .string(f.versions))
                ])
            )
        ]
        let steps = f.notes.compactMap { n in
            n.location.map { JSON.object([("location", sarifLocation($0, base: base, message: n.message))]) }
        }
        if path && !steps.isEmpty {
            fields.append(
                ("codeFlows", .array([.object([("threadFlows", .array([.object([("locations", .array(steps))])]))])])))
        }
        return .object(fields)
    }

    /// SARIF 2.1.0, for code scanning.
    static func sarif(_ r: CheckResult, root: String, version: String) -> JSON {
        let base = SarifBase(root: root)
        let used = Set(r.findings.map(\.ruleID))
        let rules = LintRules.descriptions.filter { used.contains($0.id) }
        let paths = Set(rules.filter(\.notesArePath).map(\.id))
        return .object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            (
                "runs",
                .array([
                    .object([
                        (
                            "tool",
                            .object([
                                (
                                    "driver",
                                    .object([
                                        ("name", .string("orient")),
                                        ("version", .string(version)),
                                        (
                                            "rules",
                                            .array(
                                                rules.map { d in
                                                    // A page address only where the team publishes the pages.
                                                    .object(
                                                        [
                                                            ("id", .string(d.id)), ("name", .string(d.title)),
                                                            ("shortDescription", .object([("text", .string(d.title))])),
                                                            (
                                                                "fullDescription",
                                                                .object([("text", .string(d.rationale))])
                                                            )
                                                        ]
                                                            + (r.rulesURL.map {
                                                                [
                                                                    (
                                                                        "helpUri",
                                                                        JSON.string(RuleDocs.helpURI(d.id, base: $0))
                                                                    )
                                                                ]
                                                            } ?? []) + [
                                                                (
                                                                    "help",
                                                                    .object([
                                                                        ("text", .string(d.rationale)),
                                                                        ("markdown", .string(RuleDocs.markdown(d)))
                                                                    ])
                                                                ),
                                                                (
                                                                    "defaultConfiguration",
                                                                    .object([("level", .string(sarifLevel(d.severity)))]
                                                                    )
                                                                )
                                                            ])
                                                })
                                        )
                                    ])
                                )
                            ])
                        ),
                        (
                            "originalUriBaseIds",
                            .object([("SRCROOT", .object([("uri", .string(base.uri))]))])
                        ),
                        (
                            "results",
                            .array(
                                r.findings.map { f in sarifResult(f, base: base, path: paths.contains(f.ruleID)) })
                        )
                    ])
                ])
            )
        ])
    }

    /// `::warning file=…,line=…,col=…,title=…::message` (GitHub escapes `%`, `\r`, `\n`, and `,` `:` in properties).
    /// GitHub resolves annotation paths against the workspace, where the run starts: paths are made relative to the
    /// current directory.
    static func github(_ r: CheckResult, root: String) -> String {
        let cwd = FileManager.default.currentDirectoryPath
        func path(_ file: String) -> String {
            let full = absolute(file, root)
            return full.hasPrefix(cwd + "/") ? String(full.dropFirst(cwd.count + 1)) : full
        }
        func escapeData(_ s: String) -> String {
            s.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
                .replacingOccurrences(of: "\n", with: "%0A")
        }
        func escapeProperty(_ s: String) -> String {
            escapeData(s).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
        }
        return r.findings.map { f in
            let level = f.severity == .info ? "notice" : f.severity.rawValue
            var props = ["file=\(escapeProperty(path(f.place.file)))"]
            if let l = f.place.line { props.append("line=\(l)") }
            if let c = f.place.column { props.append("col=\(c)") }
            props.append("title=\(escapeProperty(f.ruleID))")
            return
                "::\(level) \(props.joined(separator: ","))::\(escapeData(f.message + (f.fix.map { "\n\nFix: " + $0 } ?? "")))\n"
        }.joined()
    }

    /// Text for XML content and attributes (OrientOutput's `markupEscaped`).
    static func xml(_ s: String) -> String { markupEscaped(s) }

    /// Each finding a test case; warnings and errors fail it, info passes with the finding as its output, so
    /// `failures` counts the `<failure>` elements.
    static func junit(_ r: CheckResult) -> String {
        let failures = r.findings.filter { $0.severity != .info }.count
        var out =
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites tests=\"\(r.findings.count)\" failures=\"\(failures)\" errors=\"0\">\n"
        out += "  <testsuite name=\"orient\" tests=\"\(r.findings.count)\" failures=\"\(failures)\" errors=\"0\">\n"
        for f in r.findings {
            out +=
                "    <testcase classname=\"\(xml(f.target))\" name=\"\(xml(f.ruleID)) \(xml(f.place.description))\">\n"
            if f.severity == .info {
                out += "      <system-out>\(xml(f.place.description)): \(xml(withFix(f)))</system-out>\n"
            } else {
                out +=
                    "      <failure message=\"\(xml(f.message))\" type=\"\(f.severity.rawValue)\">\(xml(f.place.description)): \(xml(withFix(f)))</failure>\n"
            }
            out += "    </testcase>\n"
        }
        return out + "  </testsuite>\n</testsuites>\n"
    }

    static func checkstyle(_ r: CheckResult, root: String) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        let byFile = Dictionary(grouping: r.findings, by: \.place.file)
        for file in byFile.keys.sorted() {
            out += "  <file name=\"\(xml(absolute(file, root)))\">\n"
            for f in byFile[file] ?? [] {
                out +=
                    "    <error line=\"\(f.place.line ?? 0)\" column=\"\(f.place.column ?? 0)\" severity=\"\(f.severity.rawValue)\" message=\"\(xml(withFix(f)))\" source=\"orient.rules.\(f.ruleID)\"/>\n"
            }
            out += "  </file>\n"
        }
        return out + "</checkstyle>\n"
    }

    static func markdown(_ r: CheckResult) -> String {
        var out = "| rule | target | location | severity | message |\n|---|---|---|---|---|\n"
        for f in r.findings {
            let message = oneLine(withFix(f)).replacingOccurrences(of: "|", with: "\\|")
            out += "| `\(f.ruleID)` | \(f.target) | `\(f.place)` | \(f.severity.rawValue) | \(message) |\n"
        }
        return out
    }

    static func summary(_ r: CheckResult) -> String {
        var rows: [(String, Severity, Int)] = []
        for id in Set(r.findings.map(\.ruleID)).sorted() {
            let fs = r.findings.filter { $0.ruleID == id }
            rows.append((id, fs.map(\.severity).min() ?? .warning, fs.count))
        }
        let width = max(4, rows.map(\.0.count).max() ?? 4)
        var out = "rule".padding(toLength: width, withPad: " ", startingAt: 0) + "  severity  findings\n"
        for (id, sev, n) in rows.sorted(by: { ($0.2, $1.0) > ($1.2, $0.0) }) {
            out +=
                id.padding(toLength: width, withPad: " ", startingAt: 0) + "  "
                + sev.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0) + "  \(n)\n"
        }
        out +=
            "\n\(r.findings.count) finding\(r.findings.count == 1 ? "" : "s") (\(r.count(.error)) error\(r.count(.error) == 1 ? "" : "s"), \(r.count(.warning)) warning\(r.count(.warning) == 1 ? "" : "s"), \(r.count(.info)) info) in \(r.targets.count) target\(r.targets.count == 1 ? "" : "s")"
        if r.baselined > 0 { out += "; \(r.baselined) known from the baseline" }
        if let skipped = r.notChecked { out += "\n" + skipped }
        return out + "\n"
    }
}
