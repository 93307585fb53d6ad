import ArgumentParser
import Foundation
import OrientEngine
import OrientOutput
import OrientScenario

struct Explore: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Explore every path through an app's screens and report the shortest way to each orientation bug.",
        discussion: """
            The model is a scenario file with a `transitions` section (shared/spec/scenario-format.md): what each \
            screen lets the user or the code do. Orient explores, breadth-first, every sequence of device rotations, \
            transitions, going back and (iPad) windowing changes, on every device class the app runs on at each iOS \
            version where a rule changes, and reports each bad state (crash, stuck, return_wrong, shown_wrong, \
            forced_rotation_ignored, unreachable_orientation) with a shortest path. Exit status: 0 none found, 2 a \
            bad state found, 1 the model could not be read, 64 usage.
            """
    )

    @Argument(help: "A scenario file with transitions.")
    var file: String

    @Option(
        help: "Explore one device (a model from `orient devices` or a class) instead of every class the app runs on.")
    var device: String?

    @Option(help: "Explore one iOS version instead of each version where a rule changes.")
    var os: String?

    @Option(help: "The lowest iOS version explored (default: the file's os).")
    var minOS: String?

    @Option(help: "The longest path explored, in moves after launch.")
    var maxDepth: Int = ExploreOptions().maxDepth

    @Option(help: "States kept per device and version before the search stops with a message.")
    var maxStates: Int = ExploreOptions().maxStates

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    @Option(
        help: "Write each bad state's shortest path as a scenario file into this folder (replay with orient simulate).")
    var emit: String?

    @Flag(help: "Print states, transitions, time and transitions per second on standard error.")
    var stats = false

    @Option(help: "Colour: auto (on a terminal), always or never.")
    var color: ColorMode = .auto

    func validate() throws {
        if let device, Device.named(device) == nil {
            throw ValidationError("unknown device '\(device)'; see `orient devices`")
        }
        if let os, OSVersion(os) == nil { throw ValidationError("--os takes a version such as 16.4, found '\(os)'") }
        if let minOS, OSVersion(minOS) == nil {
            throw ValidationError("--min-os takes a version such as 15.0, found '\(minOS)'")
        }
        guard maxDepth >= 0 else { throw ValidationError("--max-depth cannot be negative") }
        guard maxStates > 0 else { throw ValidationError("--max-states must be at least 1") }
    }

    func run() throws {
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
        if let name = device, let d = Device.named(name) {
            let versions = Array(Set(dims.map(\.os))).sorted()
            dims = versions.filter(d.ran).map { (d, $0) }
        }
        if let v = os.flatMap(OSVersion.init) {
            let devices = dims.reduce(into: [Device]()) { if !$0.contains($1.device) { $0.append($1.device) } }
            dims = devices.map { ($0, v) }
        }
        let start = ContinuousClock.now
        let report = ExploreReport.explore(
            model, source: file, dimensions: dims,
            options: ExploreOptions(maxDepth: maxDepth, maxStates: maxStates))
        let elapsed = ContinuousClock.now - start
        if stats {
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            printError(
                "explore: \(report.states) states, \(report.transitions) transitions in \(String(format: "%.3f", seconds)) s (\(Int(Double(report.transitions) / max(seconds, 1e-9))) transitions/s)"
            )
        }
        switch format {
        case .json: writeOut(report.json() + "\n")
        case .text: writeOut(report.text(style: TextStyle(color: color.enabled(for: 1))))
        }
        if let dir = emit {
            do {
                try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
                for s in report.scenarios() {
                    try Data(s.text.utf8).write(
                        to: URL(fileURLWithPath: dir).appendingPathComponent(s.file), options: .atomic)
                }
            } catch {
                printError("\(dir): cannot write the scenarios: \(error.localizedDescription)")
                throw Exit.failure
            }
        }
        if report.badStateCount > 0 { throw Exit.problems }
    }
}
