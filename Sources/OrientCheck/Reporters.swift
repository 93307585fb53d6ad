// Reporters, as SwiftLint users know them: xcode (default), json, sarif, github-actions-logging, junit,
// checkstyle, markdown, summary.

import Foundation
import OrientEngine
import OrientOutput

public enum Reporter: String, CaseIterable, Sendable {
    case xcode, json, sarif
    case githubActionsLogging = "github-actions-logging"
    case junit, checkstyle, markdown, summary

    /// Renders `result`. Paths are made absolute with `root` where tools expect it (Xcode, JSON, checkstyle).
    public func render(_ result: CheckResult, root: String, version: String) -> String {
        switch self {
        // The text reporters print names from the project as they are: control characters are escaped so that
        // none reaches the terminal (JSON, SARIF and the XML reporters escape by their own rules).
        case .xcode: return escapingControls(Reporters.xcode(result, root: root), keepingLines: true)
        case .json: return Reporters.json(result, root: root).rendered() + "\n"
        case .sarif: return Reporters.sarif(result, version: version).rendered() + "\n"
        case .githubActionsLogging: return escapingControls(Reporters.github(result, root: root), keepingLines: true)
        case .junit: return Reporters.junit(result)
        case .checkstyle: return Reporters.checkstyle(result, root: root)
        case .markdown: return escapingControls(Reporters.markdown(result), keepingLines: true)
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
                "\(where_): \(xcodeSeverity(f.severity)): \(f.message) [\(f.target); \(f.devicesText); \(f.versions)] (\(f.ruleID))\n"
            for n in f.notes {
                if let p = n.place {
                    out +=
                        "\([absolute(p.file, root), p.line.map(String.init), p.line != nil ? p.column.map(String.init) : nil].compactMap { $0 }.joined(separator: ":")): note: \(n.message)\n"
                }
            }
        }
        return out
    }

    static func note(_ n: Note, root: String?) -> JSON {
        var file = JSON.null
        if let p = n.place { file = .string(root.map { absolute(p.file, $0) } ?? p.file) }
        let line: JSON = n.place?.line.map(JSON.int) ?? .null
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

    static func sarifLocation(_ p: Place, message: String? = nil) -> JSON {
        var region: [(String, JSON)] = []
        if let l = p.line { region.append(("startLine", .int(l))) }
        if let c = p.column { region.append(("startColumn", .int(c))) }
        var physical: [(String, JSON)] = [
            ("artifactLocation", .object([("uri", .string(p.file)), ("uriBaseId", .string("SRCROOT"))]))
        ]
        if !region.isEmpty { physical.append(("region", .object(region))) }
        var loc: [(String, JSON)] = [("physicalLocation", .object(physical))]
        if let message { loc.append(("message", .object([("text", .string(message))]))) }
        return .object(loc)
    }

    /// SARIF 2.1.0, for code scanning.
    static func sarif(_ r: CheckResult, version: String) -> JSON {
        let used = Set(r.findings.map(\.ruleID))
        let rules = LintRules.descriptions.filter { used.contains($0.id) }
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
                                        ("informationUri", .string("https://github.com/orient/orient")),
                                        (
                                            "rules",
                                            .array(
                                                rules.map { d in
                                                    .object([
                                                        ("id", .string(d.id)), ("name", .string(d.title)),
                                                        ("shortDescription", .object([("text", .string(d.title))])),
                                                        ("fullDescription", .object([("text", .string(d.rationale))])),
                                                        (
                                                            "defaultConfiguration",
                                                            .object([("level", .string(sarifLevel(d.severity)))])
                                                        )
                                                    ])
                                                })
                                        )
                                    ])
                                )
                            ])
                        ),
                        (
                            "results",
                            .array(
                                r.findings.map { f in
                                    .object([
                                        ("ruleId", .string(f.ruleID)),
                                        ("level", .string(sarifLevel(f.severity))),
                                        (
                                            "message",
                                            .object([("text", .string(f.message + (f.fix.map { " — \($0)" } ?? "")))])
                                        ),
                                        ("locations", .array([sarifLocation(f.place)])),
                                        (
                                            "relatedLocations",
                                            .array(
                                                f.notes.compactMap { n in
                                                    n.place.map { sarifLocation($0, message: n.message) }
                                                })
                                        ),
                                        (
                                            "properties",
                                            .object([
                                                ("target", .string(f.target)),
                                                ("devices", .strings(f.devices.map(\.rawValue))),
                                                ("versions", .string(f.versions))
                                            ])
                                        )
                                    ])
                                })
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
            return "::\(level) \(props.joined(separator: ","))::\(escapeData(f.message))\n"
        }.joined()
    }

    static func xml(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(
            of: ">", with: "&gt;"
        )
        .replacingOccurrences(of: "\"", with: "&quot;").replacingOccurrences(of: "'", with: "&apos;")
    }

    static func junit(_ r: CheckResult) -> String {
        let failures = r.findings.filter { $0.severity != .info }.count
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites>\n"
        out += "  <testsuite name=\"orient\" tests=\"\(r.findings.count)\" failures=\"\(failures)\" errors=\"0\">\n"
        for f in r.findings {
            out +=
                "    <testcase classname=\"\(xml(f.target))\" name=\"\(xml(f.ruleID)) \(xml(f.place.description))\">\n"
            out +=
                "      <failure message=\"\(xml(f.message))\" type=\"\(f.severity.rawValue)\">\(xml(f.place.description)): \(xml(f.message))</failure>\n"
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
                    "    <error line=\"\(f.place.line ?? 0)\" column=\"\(f.place.column ?? 0)\" severity=\"\(f.severity.rawValue)\" message=\"\(xml(f.message))\" source=\"orient.rules.\(f.ruleID)\"/>\n"
            }
            out += "  </file>\n"
        }
        return out + "</checkstyle>\n"
    }

    static func markdown(_ r: CheckResult) -> String {
        var out = "| rule | target | location | severity | message |\n|---|---|---|---|---|\n"
        for f in r.findings {
            let message = f.message.replacingOccurrences(of: "|", with: "\\|")
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
