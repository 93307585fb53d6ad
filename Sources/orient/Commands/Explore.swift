import ArgumentParser
import Foundation
import OrientEngine
import OrientOutput
import OrientCheck
import OrientFacts
import OrientProject
import OrientScenario
import OrientSwift

struct Explore: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Explore every path through an app's screens and report the shortest way to each orientation bug.",
        discussion: """
            The model is a scenario file with a `transitions` section (docs/scenario-format.md): what each \
            screen lets the user or the code do. Orient explores, breadth-first, every sequence of device rotations, \
            transitions, going back and (iPad) windowing changes, on every device class the app runs on at each iOS \
            version where a rule changes, and reports each bad state (crash, stuck, return_wrong, shown_wrong, \
            forced_rotation_ignored, unreachable_orientation) with a shortest path. Exit status: 0 none found, 2 a \
            bad state found, 1 the model could not be read, 64 usage.
            """
    )

    @Argument(help: "A scenario file with transitions, or a project (a directory, a .xcodeproj or a .xcworkspace).")
    var file: String

    @Option(help: "A project's app target to explore (repeatable; default: every one).")
    var target: [String] = []

    @Option(
        help:
            "Explore this device (a model from `orient devices` or a class; repeatable) instead of every class the app runs on."
    )
    var device: [String] = []

    @Option(
        help: "What the team states that the code does not tell (default: .orient-hints.yml in the project's root).")
    var hints: String?

    @Option(help: "Explore one iOS version instead of each version where a rule changes.")
    var os: [String] = []

    @Option(help: "The lowest iOS version explored (default: the file's os).")
    var minOS: String?

    @Option(help: "The longest path explored, in moves after launch.")
    var maxDepth: Int = ExploreOptions().maxDepth

    @Option(help: "States kept per device and version before the search stops with a message.")
    var maxStates: Int = ExploreOptions().maxStates

    @Option(help: "States kept over all devices and versions of the run before every search stops with a message.")
    var maxTotalStates: Int = ExploreOptions().totalStates ?? 2_000_000

    @Option(help: "Output format: text, json, or html (each path drawn as a strip of device frames).")
    var format: ExploreFormat = .text

    @Option(
        help: "Write each bad state's shortest path as a scenario file into this folder (replay with orient simulate).")
    var emit: String?

    @Flag(help: "Print states, transitions, time and transitions per second on standard error.")
    var stats = false

    @Option(help: "Colour: auto (on a terminal), always or never.")
    var color: ColorMode = .auto

    func validate() throws {
        for device in device where Device.named(device) == nil {
            throw ValidationError("unknown device '\(device)'; see `orient devices`")
        }
        for os in os {
            guard let v = OSVersion(os) else {
                throw ValidationError("--os takes a version such as 16.4, found '\(os)'")
            }
            // Past the last major version a rule of the engine names, what UIKit does is not known.
            let newest = (Explorer.versionBoundaries + [.latestKnown]).max() ?? .latestKnown
            guard v.major <= newest.major else {
                throw ValidationError(
                    "--os \(os) is past iOS \(newest.major), the newest version the engine's rules describe")
            }
        }
        if let minOS, OSVersion(minOS) == nil {
            throw ValidationError("--min-os takes a version such as 15.0, found '\(minOS)'")
        }
        guard maxDepth >= 0 else { throw ValidationError("--max-depth cannot be negative") }
        guard maxStates > 0 else { throw ValidationError("--max-states must be at least 1") }
        guard maxTotalStates > 0 else { throw ValidationError("--max-total-states must be at least 1") }
    }

    func run() throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory), isDirectory.boolValue {
            return try exploreProject()
        }
        let loaded: ScenarioFile
        do {
            loaded = try ScenarioFile.load(path: file, validate: false)
        } catch {
            printError(error.description)
            throw Exit.failure
        }
        if let (_, message) = Simulator.validate(
            Scenario(
                device: loaded.scenario.device, os: loaded.scenario.os, controllers: loaded.scenario.controllers,
                root: loaded.scenario.root, steps: []))
        {
            printError("\(file): root: \(message)")
            throw Exit.failure
        }
        guard let transitions = loaded.transitions else {
            printError(
                "\(file): the file has no transitions: nothing to explore beyond its steps (see `transitions` in the scenario format)"
            )
            throw Exit.failure
        }
        let model = ExplorationModel(
            scenario: loaded.scenario, sdk: loaded.sdkGiven ? loaded.scenario.sdk : nil, transitions: transitions)
        let minimum = minOS.flatMap(OSVersion.init) ?? loaded.scenario.os
        var dims = Explorer.dimensions(family: loaded.scenario.app.deviceFamily, from: minimum)
        // --device and --os replace the devices and the versions; each device keeps the versions it ran.
        let named = device.compactMap(Device.named)
        let pinned = os.compactMap(OSVersion.init)
        if let low = pinned.first(where: { $0 < minimum }) {
            throw ValidationError(
                "--os \(low) is below the lowest version the model runs (\(minimum): the file's os, or --min-os)")
        }
        if !named.isEmpty || !pinned.isEmpty {
            let versions = pinned.isEmpty ? Array(Set(dims.map(\.os))).sorted() : pinned
            let devices =
                named.isEmpty
                ? dims.reduce(into: [Device]()) { if !$0.contains($1.device) { $0.append($1.device) } } : named
            dims = devices.flatMap { d in versions.filter { pinned.isEmpty ? d.ran($0) : true }.map { (d, $0) } }
        }
        let start = ContinuousClock.now
        let report = ExploreReport.explore(
            model, source: file, dimensions: dims, options: options, progress: Self.progressLine)
        try finish([report], since: start)
    }

    var options: ExploreOptions {
        ExploreOptions(maxDepth: maxDepth, maxStates: maxStates, totalStates: maxTotalStates)
    }

    /// On a terminal, a line that says how far a long run is (rewritten in place, cleared at the end).
    static var progressLine: (@Sendable (Int, Int) -> Void)? {
        guard isatty(2) == 1 else { return nil }
        return { @Sendable (done: Int, total: Int) in
            let text = done == total ? "\r\u{1B}[K" : "\rexplore: \(done)/\(total) device/version pairs explored"
            FileHandle.standardError.write(Data(text.utf8))
        }
    }

    /// A project: each app target's window roots, per device class, from the deployment target up.
    func exploreProject() throws {
        let start = ContinuousClock.now
        let scan = ProjectScan.read(file, tuist: TuistManifest.read)
        let facts = CodeReader.read(scan)
        let hintFile = try ProjectReplay.hints(named: hints, root: scan.root, facts: facts)
        let latest = os.compactMap(OSVersion.init).max() ?? .latestKnown
        let (items, leftOut) = ProjectExploration.all(
            scan: scan, facts: facts, only: target, os: latest, sdk: nil, hints: hintFile, alternatives: true)
        for d in scan.diagnostics where d.severity == .error { printError(d.rendered(style: TextStyle(color: false))) }
        guard !items.isEmpty else {
            printError(
                scan.apps.isEmpty
                    ? "\(file): nothing to explore: no iOS app target in the project"
                    : "\(file): nothing to explore: no app target has a window root Orient can model; why, per target:")
            for l in leftOut.prefix(40) { printError("  " + l) }
            if leftOut.count > 40 { printError("  … and \(leftOut.count - 40) more") }
            throw Exit.failure
        }
        var reports: [ExploreReport] = []
        // Targets whose models are the same (one code base, several app targets) are searched once.
        var searched: [[AnyHashable]: (report: ExploreReport, target: String)] = [:]
        var fresh: [ExploreReport] = []
        let searchStart = ContinuousClock.now
        for item in items {
            var versions = item.versions
            if !os.isEmpty {
                versions = os.compactMap(OSVersion.init)
                if let low = versions.first(where: { $0 < (item.versions.first ?? $0) }) {
                    throw ValidationError(
                        "--os \(low) is below \(item.target)'s deployment target (\(item.versions.first ?? low))")
                }
            }
            let named = device.compactMap(Device.named)
            guard
                let device = named.isEmpty
                    ? .representative(of: item.device)
                    : named.first(where: {
                        $0.deviceClass == item.device
                    })
            else { continue }
            // A SwiftUI app's hosting controller is named with the UIKit container it embeds, when it embeds one.
            let top = item.exploration.model.scenario.root
            let root =
                top.name
                + (top.name == "UIHostingController" ? top.children.first.map { " embedding \($0.name)" } ?? "" : "")
            let source = "\(item.target) on \(item.device.rawValue), window root \(root)"
            let notes =
                (item.exploration.assumption.map { ["\(item.target): \($0)"] } ?? [])
                + leftOut.filter { $0.hasPrefix(item.target + ":") }
            let key = item.exploration.model.searchKey.map { $0 + [device, versions] }
            var report: ExploreReport
            if let key, let same = searched[key] {
                report = same.report
                report.source = source
                report.notes = notes + ["\(item.target): the same model as \(same.target), searched once"]
            } else {
                report = ExploreReport.explore(
                    item.exploration.model, source: source, dimensions: versions.map { (device, $0) },
                    options: options, notes: notes, progress: Self.progressLine)
                if let key { searched[key] = (report, item.target) }
                fresh.append(report)
            }
            // Emitted paths name the project and the target, to be read again at replay.
            report.project = (URL(fileURLWithPath: file).standardizedFileURL.path, item.target)
            reports.append(report)
        }
        try finish(
            reports, since: searchStart, reading: searchStart - start, searched: fresh)
    }

    /// `reading`: the time spent reading the project before the search, said apart with --stats; `searched`: the
    /// reports that were searched, when some of `reports` repeat one (a target with the same model), for --stats.
    func finish(
        _ reports: [ExploreReport], since start: ContinuousClock.Instant, reading: Duration? = nil,
        searched: [ExploreReport]? = nil
    ) throws {
        let elapsed = ContinuousClock.now - start
        if stats {
            func seconds(_ d: Duration) -> Double {
                Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
            }
            let states = (searched ?? reports).reduce(0) { $0 + $1.states }
            let transitions = (searched ?? reports).reduce(0) { $0 + $1.transitions }
            if let reading {
                printError("explore: read the project in \(String(format: "%.3f", seconds(reading))) s")
            }
            printError(
                "explore: search: \(states) states, \(transitions) transitions in \(String(format: "%.3f", seconds(elapsed))) s (\(Int(Double(transitions) / max(seconds(elapsed), 1e-9))) transitions/s)"
            )
        }
        switch format {
        case .json:
            writeOut((reports.count == 1 ? reports[0].json() : ExploreReport.json(reports, source: file)) + "\n")
        case .text:
            writeOut(
                Self.byModel(reports).map { $0.text(style: TextStyle(color: color.enabled(for: 1))) }.joined(
                    separator: "\n"))
        case .html:
            writeOut(ExploreReport.html(reports))
        }
        if let dir = emit {
            do {
                try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
                var used = Set<String>()
                for r in reports {
                    for s in r.scenarios(used: &used, directory: dir) {
                        try Data(s.text.utf8).write(
                            to: URL(fileURLWithPath: dir).appendingPathComponent(s.file), options: .atomic)
                    }
                }
            } catch {
                printError("\(dir): cannot write the scenarios: \(error.localizedDescription)")
                throw Exit.failure
            }
        }
        if reports.contains(where: { $0.badStateCount > 0 }) { throw Exit.problems }
    }
}

extension Explore {
    /// For the text: a project's target and window root explored on several device classes is one report, so a
    /// bad state that holds on all of them is listed once.
    static func byModel(_ reports: [ExploreReport]) -> [ExploreReport] {
        var order: [String] = []
        var groups: [String: [ExploreReport]] = [:]
        for (i, r) in reports.enumerated() {
            // Models of one root under different assumptions (the app delegate's answer) stay apart.
            let assumption = r.notes.first { $0.contains("assuming the app delegate") }.map { " (\($0))" } ?? ""
            let root = r.source.components(separatedBy: ", window root ").last ?? r.model.scenario.root.name
            let key = r.project.map { "\($0.target), window root \(root)" + assumption } ?? "\u{0}\(i)"
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(r)
        }
        return order.compactMap { key in
            guard let group = groups[key] else { return nil }
            return group.count == 1 ? group[0] : ExploreReport.merged(group, source: key)
        }
    }
}

enum ExploreFormat: String, ExpressibleByArgument, CaseIterable { case text, json, html }
