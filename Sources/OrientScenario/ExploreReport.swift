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

    /// One section per group of devices and versions that found the same bad states by the same paths (most
    /// findings hold on many versions: the table is not repeated for each).
    public func text(style: TextStyle = TextStyle(color: false)) -> String {
        var out = "orient explore \(escapingControls(source)): \(results.count) device/version pair(s)\n"
        for n in notes { out += "note: \(escapingControls(n))\n" }
        var groups: [(rows: String, results: [ExplorationResult])] = []
        for r in results {
            let rows = table(r, style: style)
            if let i = groups.firstIndex(where: { $0.rows == rows }) {
                groups[i].results.append(r)
            } else {
                groups.append((rows, [r]))
            }
        }
        var distinct = 0
        for g in groups {
            let count = g.results[0].badStates.count
            distinct += count
            let states = g.results.map(\.states)
            let size =
                (states.min() == states.max() ? "\(states[0])" : "\(states.min() ?? 0)–\(states.max() ?? 0)")
                + " states"
                + (g.results.allSatisfy(\.complete) ? "" : ", incomplete")
            out += "\n" + style.bold(Self.dimensions(g.results)) + "\n"
            out += "  " + (count == 0 ? "no bad state" : "\(count) bad state(s)") + " (\(size))\n" + g.rows
        }
        // Identical findings on several device/version pairs are printed once: the total counts them once too.
        let total = badStateCount
        out += "\n" + (total == 0 ? "No bad state found." : "\(distinct) bad state(s) found")
        if distinct != total { out += " (\(total) counting each device/version pair)" }
        out += total == 0 ? "\n" : ".\n"
        return out
    }

    /// "iphone-home-button: iOS 15.0, 16.0; ipad: iOS 16.0" (with the SDK where it is not the OS's own).
    static func dimensions(_ results: [ExplorationResult]) -> String {
        var order: [String] = []
        var versions: [String: [String]] = [:]
        for r in results {
            if versions[r.device.name] == nil { order.append(r.device.name) }
            versions[r.device.name, default: []].append("\(r.os)" + (r.sdk != r.os ? " (SDK \(r.sdk))" : ""))
        }
        return order.map { "\($0): iOS " + (versions[$0] ?? []).joined(separator: ", ") }.joined(separator: "; ")
    }

    func table(_ r: ExplorationResult, style: TextStyle) -> String {
        var out = ""
        if let limit = r.limit { out += "  " + style.yellow("note: " + limit) + "\n" }
        let kindWidth = r.badStates.map(\.kind.rawValue.count).max() ?? 0
        for b in r.badStates {
            let kind = b.kind.rawValue.padding(toLength: kindWidth, withPad: " ", startingAt: 0)
            let painted = b.kind == .crash ? style.red(kind) : style.yellow(kind)
            let at = escapingControls(b.screen) + (b.orientation.map { " " + $0.name } ?? "")
            let moves = max(0, b.path.count - 1)
            out += "  \(painted)  \(at), \(moves) move(s) after launch\n"
            out += "    " + escapingControls(b.detail) + "\n"
            let label = b.kind == .unreachableOrientation ? "screen reached by: " : "path: "
            out += "    " + style.dim(label + escapingControls(Self.words(b.path))) + "\n"
        }
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
