import OrientEngine
import OrientOutput

/// `orient matrix` output: a grid per target for people, one JSON document for machines.
public enum MatrixReport {
    static let columns = ["Portrait", "UpsideDown", "LandscapeLeft", "LandscapeRight"]

    static func label(_ c: DeviceClass) -> String {
        switch c {
        case .iphoneHomeButton: return "iPhone (Home button)"
        case .iphoneFaceID: return "iPhone (Face ID)"
        case .ipad: return "iPad"
        case .vision: return "Apple Vision Pro"
        }
    }

    // MARK: text

    public static func text(_ scan: ProjectScan, matrices: [TargetMatrix], verbose: Bool, style: TextStyle) -> String {
        var out = ""
        for m in matrices { out += text(m, verbose: verbose, style: style) + "\n" }
        if matrices.isEmpty {
            out += "No iOS app target found.\n\n"
        } else {
            out +=
                style.dim(
                    "✓ the app can be in this orientation at launch and after · ✕ it cannot (numbered: why) · ? unknown · "
                        + "controllers: whether UIKit asks the view controllers (orient check reads them)") + "\n"
        }
        let skipped = scan.targets.filter { !$0.isIOSApp }
        if verbose {
            for t in skipped {
                if case .skipped(let why) = t.kind {
                    out += style.dim("skipped \(t.name) (\(t.project)): \(why)") + "\n"
                }
            }
            for s in scan.discovery.skipped {
                out += style.dim("skipped folder \(s) (--include-dependencies reads it)") + "\n"
            }
        } else if !skipped.isEmpty {
            out +=
                style.dim(
                    "\(skipped.count) other target\(skipped.count == 1 ? "" : "s") (extensions, tests, watchOS, …) left out; --verbose says why"
                ) + "\n"
        }
        return out
    }

    /// The problems met while reading, one per line as compilers print them (`file:line: error: …`), for
    /// standard error. Notes only with `verbose`.
    public static func diagnostics(_ scan: ProjectScan, verbose: Bool, style: TextStyle) -> String {
        var out = ""
        for d in scan.diagnostics where verbose || d.severity != .info {
            out += d.rendered(style: style) + "\n"
        }
        return out
    }

    static func text(_ m: TargetMatrix, verbose: Bool, style: TextStyle) -> String {
        let t = m.target
        var out =
            style.bold(t.name) + style.dim("  \(t.project) · \(t.configuration) · iOS \(m.os), SDK \(m.sdk)") + "\n"
        var facts: [String] = []
        let family = t.deviceFamily.names
        facts.append(
            (family.isEmpty ? "no device family" : family.joined(separator: ", "))
                + " (TARGETED_DEVICE_FAMILY\(t.deviceFamilySource.location.map { ", \($0)" } ?? ", default"))")
        if let d = t.deploymentTargetSetting { facts.append("deployment target \(d)") }
        if t.supportsMacCatalyst { facts.append("Mac Catalyst") }
        facts.append(
            t.plist.file.map { "Info.plist \($0)" + (t.plist.generated ? " + generated keys" : "") }
                ?? (t.plist.generated ? "generated Info.plist" : "no Info.plist"))
        out += "  " + facts.joined(separator: " · ") + "\n\n"

        var footnotes: [String] = []
        func mark(_ reasons: [String]) -> String {
            guard !reasons.isEmpty else { return "" }
            let key = reasons.joined(separator: "; ")
            if let i = footnotes.firstIndex(of: key) { return String(i + 1) }
            footnotes.append(key)
            return String(footnotes.count)
        }
        let labelWidth = 22
        let colWidth = 16
        out += "  " + pad("", labelWidth) + columns.map { pad($0, colWidth) }.joined() + "controllers\n"
        for row in m.rows {
            var line = "  " + pad(label(row.deviceClass), labelWidth)
            for cell in row.cells {
                var glyph: String
                var plain: String
                if !row.installable {
                    glyph = style.dim("–"); plain = "–"
                } else {
                    switch (cell.launch, cell.afterLaunch) {
                    case (nil, _), (_, nil): plain = "?"; glyph = style.yellow("?")
                    case (true?, true?): plain = "✓"; glyph = style.green("✓")
                    case (true?, false?): plain = "launch only"; glyph = style.yellow(plain)
                    case (false?, true?): plain = "after launch"; glyph = style.yellow(plain)
                    case (false?, false?): plain = "✕"; glyph = style.red("✕")
                    }
                    let n = mark(cell.reasons)
                    if !n.isEmpty { plain += " " + n; glyph += " " + style.dim(n) }
                }
                line += glyph + String(repeating: " ", count: max(1, colWidth - plain.count))
            }
            line += controllers(row)
            out += line + "\n"
        }
        out += "\n"
        for (i, f) in footnotes.enumerated() { out += "  " + style.dim(pad("\(i + 1)", 3)) + f + "\n" }
        for n in m.notes { out += "  " + n + "\n" }
        // A note every row shares is said once, without a device.
        var order: [String] = []
        var devices: [String: [String]] = [:]
        for row in m.rows {
            for n in row.notes {
                if devices[n] == nil { order.append(n) }
                devices[n, default: []].append(label(row.deviceClass))
            }
        }
        for n in order {
            let on = devices[n] ?? []
            out += "  " + (on.count == m.rows.count ? "" : on.joined(separator: ", ") + ": ") + n + "\n"
        }
        if verbose {
            out += "  " + style.dim("orientation keys:") + "\n"
            for key in t.plist.entries.keys.sorted()
            where key.hasPrefix("UISupportedInterfaceOrientations") || key.hasPrefix("UIRequiresFullScreen")
                || key.hasPrefix("UILaunch") || key == "UIDeviceFamily" || key == "MinimumOSVersion"
            {
                if let e = t.plist.entries[key] {
                    out += "    \(key) = \(describe(e.value))  " + style.dim("← \(e.source)") + "\n"
                }
            }
            for (key, p) in t.plist.shadowed.sorted(by: { $0.key < $1.key }) {
                out += "    " + style.dim("\(key): \(p) is overridden") + "\n"
            }
        }
        return out
    }

    static func controllers(_ row: TargetMatrix.Row) -> String {
        guard row.installable else { return "" }
        if row.multitasking == true { return "ignored (multitasking)" }
        switch row.controllersConsulted {
        case true?: return "asked"
        case false?: return "ignored"
        case nil: return "?"
        }
    }

    static func pad(_ s: String, _ width: Int) -> String {
        s.count >= width ? s + " " : s + String(repeating: " ", count: width - s.count)
    }

    static func describe(_ v: PlistValue) -> String {
        switch v {
        case .string(let s): return s
        case .integer(let i): return String(i)
        case .real(let d): return String(d)
        case .bool(let b): return b ? "YES" : "NO"
        case .array(let a): return "(" + a.map(describe).joined(separator: ", ") + ")"
        case .dictionary(let d):
            return "{" + d.keys.sorted().map { "\($0) = \(describe(d[$0] ?? .other("")))" }.joined(separator: "; ")
                + "}"
        case .other(let s): return "<\(s)>"
        }
    }

    // MARK: JSON

    public static func json(
        _ scan: ProjectScan, matrices: [TargetMatrix], os: OSVersion, sdk: OSVersion, configuration: String
    ) -> JSON {
        .object([
            ("path", .string(scan.root)),
            ("configuration", .string(configuration)),
            ("os", .string(os.description)),
            ("sdk", .string(sdk.description)),
            ("projects", .array(scan.projects.map { .string(displayPath($0.path, root: scan.root)) })),
            ("targets", .array(matrices.map(json))),
            (
                "skipped",
                .array(
                    scan.targets.compactMap { t in
                        guard case .skipped(let why) = t.kind else { return nil }
                        return .object([
                            ("target", .string(t.name)), ("project", .string(t.project)),
                            ("productType", .optional(t.productType)), ("reason", .string(why))
                        ])
                    })
            ),
            ("skippedFolders", .strings(scan.discovery.skipped)),
            ("diagnostics", .array(scan.diagnostics.map(json)))
        ])
    }

    static func json(_ d: Diagnostic) -> JSON {
        .object([
            ("severity", .string(d.severity.compilerTag)), ("file", .string(d.location.file)),
            ("line", d.location.line.map(JSON.int) ?? .null), ("message", .string(d.message))
        ])
    }

    static func json(_ p: Provenance) -> JSON {
        switch p {
        case .plist(let l):
            return .object([
                ("kind", .string("plist")), ("file", .string(l.file)), ("line", l.line.map(JSON.int) ?? .null)
            ])
        case .setting(let name, let l, let level):
            return .object([
                ("kind", .string("setting")), ("setting", .string(name)), ("level", .string(level)),
                ("file", .optional(l?.file)), ("line", l?.line.map(JSON.int) ?? .null)
            ])
        case .xcodeDefault(let name): return .object([("kind", .string("default")), ("setting", .string(name))])
        }
    }

    static func json(_ v: PlistValue) -> JSON {
        switch v {
        case .string(let s): return .string(s)
        case .integer(let i): return .int(i)
        case .real(let d): return .string(String(d))
        case .bool(let b): return .bool(b)
        case .array(let a): return .array(a.map(json))
        case .dictionary(let d): return .object(d.keys.sorted().map { ($0, json(d[$0] ?? .other(""))) })
        case .other(let s): return .string("<\(s)>")
        }
    }

    static func json(_ m: TargetMatrix) -> JSON {
        let t = m.target
        let keys = t.plist.entries.keys.sorted()
        return .object([
            ("name", .string(t.name)),
            ("project", .string(t.project)),
            ("productType", .optional(t.productType)),
            ("configuration", .string(t.configuration)),
            ("deviceFamily", .array(t.deviceFamily.numbers.map(JSON.int))),
            ("deploymentTarget", .optional(t.deploymentTargetSetting)),
            ("supportsMacCatalyst", .bool(t.supportsMacCatalyst)),
            (
                "infoPlist",
                .object([
                    ("file", .optional(t.plist.file)),
                    ("generated", .bool(t.plist.generated)),
                    ("unknown", .optional(t.plist.unknownFile)),
                    (
                        "keys",
                        .object(
                            keys.compactMap { k in
                                guard let e = t.plist.entries[k] else { return nil }
                                return (k, .object([("value", json(e.value)), ("source", json(e.source))]))
                            })
                    ),
                    (
                        "unknownKeys",
                        .object(t.plist.unknownKeys.keys.sorted().map { ($0, .string(t.plist.unknownKeys[$0] ?? "")) })
                    ),
                    (
                        "overridden",
                        .object(
                            t.plist.shadowed.keys.sorted().map {
                                ($0, json(t.plist.shadowed[$0] ?? .xcodeDefault(name: "")))
                            })
                    )
                ])
            ),
            (
                "devices",
                .array(
                    m.rows.map { row in
                        .object([
                            ("class", .string(row.deviceClass.rawValue)),
                            ("installable", .bool(row.installable)),
                            ("compatibilityMode", .bool(row.compatibilityMode)),
                            ("plistKey", .optional(row.plistKey)),
                            ("multitasking", row.multitasking.map(JSON.bool) ?? .null),
                            ("controllersAsked", row.controllersConsulted.map(JSON.bool) ?? .null),
                            (
                                "orientations",
                                .object(
                                    row.cells.map { c in
                                        (
                                            c.orientation.name,
                                            .object([
                                                ("launch", c.launch.map(JSON.bool) ?? .null),
                                                ("afterLaunch", c.afterLaunch.map(JSON.bool) ?? .null),
                                                ("blockedBy", .strings(c.reasons))
                                            ])
                                        )
                                    })
                            ),
                            ("notes", .strings(row.notes)),
                            ("rules", .strings(row.rules))
                        ])
                    })
            ),
            ("notes", .strings(m.notes))
        ])
    }
}
