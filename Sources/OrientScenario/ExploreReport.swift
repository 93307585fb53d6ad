import Foundation
import OrientEngine
import OrientOutput
import OrientProject

/// `orient explore`'s results for one model over its dimensions, as a table, JSON, or replayable scenario files.
public struct ExploreReport: Sendable {
    /// Where the model comes from (a scenario file, a project and target), for the reports.
    public var source: String
    public var model: ExplorationModel
    public var results: [ExplorationResult]
    /// What the model left out (edges whose target or mask is unknown), said once in every report.
    public var notes: [String]
    /// The project and app target the model was read from, when it was: emitted paths name them.
    public var project: (path: String, target: String)?
    /// After `merged`: the model each device class was explored with (else `model` for all).
    var modelsByDevice: [String: ExplorationModel] = [:]

    func model(for r: ExplorationResult) -> ExplorationModel { modelsByDevice[r.device.name] ?? model }

    /// Explores every dimension, on every core.
    public static func explore(
        _ model: ExplorationModel, source: String, dimensions: [(device: Device, os: OSVersion)],
        options: ExploreOptions, notes: [String] = [], progress: (@Sendable (Int, Int) -> Void)? = nil
    ) -> ExploreReport {
        let dims = dimensions.map { Dimension(device: $0.device, os: $0.os) }
        let count = dims.count
        var shared = options
        if shared.admitState == nil, let total = options.totalStates {
            let budget = StateBudget(total)
            shared.admitState = { budget.take() }
        }
        let options = shared
        let results = dims.parallelMap(progress: progress.map { p in { @Sendable done in p(done, count) } }) { d in
            Explorer.explore(model, device: d.device, os: d.os, options: options)
        }
        return ExploreReport(source: source, model: model, results: results, notes: notes)
    }

    struct Dimension: Sendable { var device: Device; var os: OSVersion }

    /// States one run may keep over all its explorations, taken one at a time from every core.
    final class StateBudget: @unchecked Sendable {
        private var left: Int
        private let lock = NSLock()
        init(_ total: Int) { left = total }
        func take() -> Bool {
            lock.lock()
            defer { lock.unlock() }
            guard left > 0 else { return false }
            left -= 1
            return true
        }
    }

    public var badStateCount: Int { results.reduce(0) { $0 + $1.badStates.count } }
    public var states: Int { results.reduce(0) { $0 + $1.states } }
    public var transitions: Int { results.reduce(0) { $0 + $1.transitions } }

    /// A path in words: the steps in the scenario syntax, joined by arrows.
    /// Each step in the scenario syntax, with where in the code (or the model file) it comes from.
    public static func words(_ path: [PathStep]) -> String {
        path.map { ScenarioWriter.event($0.event) + ($0.origin.map { " (\($0))" } ?? "") }.joined(separator: " → ")
    }

    // MARK: Text

    /// Each bad state once, with the devices and versions where it holds (most hold on many: issue 29), then what
    /// was searched on each.
    public func text(style: TextStyle = TextStyle(color: false)) -> String {
        var out = "orient explore \(escapingControls(source)): \(results.count) device/version pair(s)\n"
        for n in notes { out += "note: \(escapingControls(n))\n" }
        var entries: [(key: String, bad: BadState, results: [ExplorationResult])] = []
        for r in results {
            for b in r.badStates {
                let key = Self.entry(b, style: TextStyle(color: false))
                if let i = entries.firstIndex(where: { $0.key == key }) {
                    entries[i].results.append(r)
                } else {
                    entries.append((key, b, [r]))
                }
            }
        }
        entries.sort { ($0.bad.kind, $0.bad.path.count) < ($1.bad.kind, $1.bad.path.count) }
        let kindWidth = entries.map(\.bad.kind.rawValue.count).max() ?? 0
        if !entries.isEmpty { out += "\n" }
        for e in entries {
            out += Self.entry(e.bad, kindWidth: kindWidth, style: style)
            let everywhere = e.results.count == results.count && results.count > 1
            out +=
                "    "
                + style.dim("on: " + (everywhere ? "every device and version explored" : Self.dimensions(e.results)))
                + "\n"
            for d in differences(e.bad, holds: e.results) { out += "    " + style.dim(d) + "\n" }
        }
        out += "\n" + style.bold("Searched") + "\n"
        for device in Self.devices(results) {
            let here = results.filter { $0.device.name == device }
            let versions = here.map { r in
                "\(r.os)" + (r.sdk != r.os ? " (SDK \(r.sdk))" : "") + " (\(r.states) states"
                    + (r.complete ? "" : ", incomplete") + ")"
            }
            out += "  \(device): iOS " + versions.joined(separator: ", ") + "\n"
            for limit in Set(here.compactMap(\.limit)).sorted() { out += "  " + style.yellow("note: " + limit) + "\n" }
        }
        // A bad state found on several device/version pairs is printed once: the total counts it once too.
        let total = badStateCount
        out += "\n" + (total == 0 ? "No bad state found." : "\(entries.count) bad state(s) found")
        if total != 0 && entries.count != total { out += " (\(total) counting each device/version pair)" }
        out += total == 0 ? "\n" : ".\n"
        return out
    }

    /// Where a bad state holds on some versions of a device and not on others: the engine's rules (catalog ids)
    /// that applied along its path at one version and not the other, found by replaying the path at both.
    func differences(_ b: BadState, holds: [ExplorationResult]) -> [String] {
        var found: [(devices: [String], version: OSVersion, text: String)] = []
        for device in Self.devices(holds) {
            let here = holds.filter { $0.device.name == device }
            let others = results.filter { r in r.device.name == device && !here.contains { $0.os == r.os } }
            guard let at = here.first,
                let other = others.min(by: { abs($0.os.major - at.os.major) < abs($1.os.major - at.os.major) })
            else { continue }
            guard let a = rules(b.path, at), let o = rules(b.path, other) else { continue }
            let only = a.subtracting(o).sorted(), missing = o.subtracting(a).sorted()
            guard !only.isEmpty || !missing.isEmpty else { continue }
            var parts: [String] = []
            if !only.isEmpty { parts.append("\(only.joined(separator: ", ")) on iOS \(at.os) only") }
            if !missing.isEmpty { parts.append("\(missing.joined(separator: ", ")) on iOS \(other.os) only") }
            let text = parts.joined(separator: "; ")
            if let i = found.firstIndex(where: { $0.version == other.os && $0.text == text }) {
                found[i].devices.append(device)
            } else {
                found.append(([device], other.os, text))
            }
        }
        return found.map { "not on \($0.devices.joined(separator: ", ")) iOS \($0.version): the path meets \($0.text)" }
    }

    /// The engine rules that apply along a path on one device and version; nil when the path does not replay there.
    func rules(_ path: [PathStep], _ r: ExplorationResult) -> Set<String>? {
        let m = model(for: r)
        var s = m.scenario
        s.device = r.device
        s.os = r.os
        s.sdk = r.sdk
        if r.device.idiom != .pad { s.windowing = .fullScreen }
        s.steps = path.map(\.event)
        guard Simulator.validate(s) == nil else { return nil }
        return Set(Simulator.run(s, explain: false).steps.flatMap(\.rules))
    }

    /// The devices of these results, in order.
    static func devices(_ results: [ExplorationResult]) -> [String] {
        var order: [String] = []
        for r in results where !order.contains(r.device.name) { order.append(r.device.name) }
        return order
    }

    /// "iphone-home-button: iOS 15.0, 16.0; ipad: iOS 16.0" (with the SDK where it is not the OS's own).
    static func dimensions(_ results: [ExplorationResult]) -> String {
        devices(results).map { d in
            "\(d): iOS "
                + results.filter { $0.device.name == d }.map {
                    "\($0.os)" + ($0.sdk != $0.os ? " (SDK \($0.sdk))" : "")
                }
                .joined(separator: ", ")
        }.joined(separator: "; ")
    }

    /// One bad state: its kind, screen and orientation, what is wrong, and the path to it.
    static func entry(_ b: BadState, kindWidth: Int = 0, style: TextStyle) -> String {
        let kind = b.kind.rawValue.padding(toLength: max(kindWidth, b.kind.rawValue.count), withPad: " ", startingAt: 0)
        let painted = b.kind == .crash ? style.red(kind) : style.yellow(kind)
        let at = escapingControls(b.screen) + (b.orientation.map { " " + $0.name } ?? "")
        let moves = max(0, b.path.count - 1)
        var out = "  \(painted)  \(at), \(moves) move(s) after launch\n"
        out += "    " + escapingControls(b.detail) + "\n"
        let label = b.kind == .unreachableOrientation ? "screen reached by: " : "path: "
        out += "    " + style.dim(label + escapingControls(Self.words(b.path))) + "\n"
        return out
    }

    /// Reports of one model explored per device class (a project's target and window root), as one report: their
    /// bad states are then listed once across device classes too.
    public static func merged(_ reports: [ExploreReport], source: String) -> ExploreReport {
        var out = reports[0]
        out.source = source
        out.results = reports.flatMap(\.results)
        for r in reports { for result in r.results { out.modelsByDevice[result.device.name] = r.model } }
        var notes: [String] = []
        for n in reports.flatMap(\.notes) where !notes.contains(n) { notes.append(n) }
        out.notes = notes
        return out
    }

    // MARK: JSON

    public func json(pretty: Bool = true) -> String { jsonValue.rendered(pretty: pretty) }

    var jsonValue: JSON {
        let dims: [JSON] = results.map { r in
            .object([
                ("device", .object([("name", .string(r.device.name)), ("idiom", .string(r.device.idiom.rawValue))])),
                ("os", .string(r.os.description)), ("sdk", .string(r.sdk.description)),
                ("states", .int(r.states)), ("transitions", .int(r.transitions)), ("depth", .int(r.depth)),
                ("complete", .bool(r.complete)), ("limit", .optional(r.limit)),
                ("badStates", .array(r.badStates.map(Self.json)))
            ])
        }
        return .object([
            ("source", .string(source)), ("notes", .strings(notes)), ("badStates", .int(badStateCount)),
            ("dimensions", .array(dims))
        ])
    }

    /// Several models (a project's targets and roots): `{ "source", "badStates", "models": [each report] }`.
    public static func json(_ reports: [ExploreReport], source: String, pretty: Bool = true) -> String {
        let top: JSON = .object([
            ("source", .string(source)), ("badStates", .int(reports.reduce(0) { $0 + $1.badStateCount })),
            ("models", .array(reports.map(\.jsonValue)))
        ])
        return top.rendered(pretty: pretty)
    }

    static func json(_ b: BadState) -> JSON {
        .object([
            ("kind", .string(b.kind.rawValue)), ("screen", .string(b.screen)), ("authority", .optional(b.authority)),
            ("orientation", .optional(b.orientation?.name)), ("allowed", b.allowed.map { .strings($0.names) } ?? .null),
            ("detail", .string(b.detail)), ("exception", .optional(b.exception)),
            (
                "path",
                .array(
                    b.path.map {
                        .object([("event", .string(ScenarioWriter.event($0.event))), ("origin", .optional($0.origin))])
                    })
            )
        ])
    }
}
