import ArgumentParser
import OrientEngine
import OrientScenario
import Foundation
import OrientOutput

struct Simulate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Replay scenario files through the orientation engine and check their expectations.",
        discussion: """
            Scenario files follow docs/scenario-format.md (see the README). Exit status: 0 every expect held, \
            2 an expect failed, 1 a file could not be read or broke the format, 64 usage.
            """
    )

    @Argument(help: "Scenario files (YAML or JSON).")
    var files: [String]

    @Option(help: "Output format: text, json, or html (the steps as a strip of device frames).")
    var format: SimulateFormat = .text

    @Flag(
        help:
            "Show, for every step, why: the engine's notes in words (text and JSON) and, in text, the rules that decided."
    )
    var explain = false

    @Option(help: "Override the scenario's quirks: reported or none.")
    var quirks: String?

    @Option(
        name: .customLong("choice"),
        help: ArgumentHelp(
            "Switch an open-question choice, as key=value (repeatable). `orient rules --engine` lists them.",
            valueName: "key=value"))
    var choices: [String] = []

    @Flag(help: "Print how long reading, simulating and reporting (at once), and writing took, on standard error.")
    var timings = false

    @Option(help: "Colour: auto (on a terminal), always or never.")
    var color: ColorMode = .auto

    func validate() throws {
        guard !files.isEmpty else { throw ValidationError("give at least one scenario file") }
        if let quirks, QuirkMode(rawValue: quirks) == nil { throw ValidationError("--quirks takes reported or none") }
        _ = try Choices.parse(choices)
        if format != .text && files.count > 1 {
            throw ValidationError(
                "--format \(format.rawValue) takes one scenario file (the contract is one JSON object per run)")
        }
    }

    func run() throws {
        let pairs = choices.map { c -> (String, String) in
            let parts = c.split(separator: "=", maxSplits: 1).map(String.init)
            return (parts[0], parts.count > 1 ? parts[1] : "")
        }
        let quirkMode = quirks.flatMap(QuirkMode.init(rawValue:))
        let style = TextStyle(color: color.enabled(for: 1))
        var unreadable = false
        var failed = false
        for (i, path) in files.enumerated() {
            let file: ScenarioFile
            let t0 = ContinuousClock.now
            do throws(Diagnostic) {
                var loaded = try ScenarioFile.load(path: path, choices: pairs, quirks: quirkMode, validate: false)
                if let project = loaded.project { try ProjectReplay.read(project, into: &loaded) }
                if let error = loaded.validation() { throw error }
                file = loaded
            } catch {
                printError(error.description)
                unreadable = true
                continue
            }
            let t1 = ContinuousClock.now
            let report: SimulationReport, bytes: [UInt8]
            do {
                (report, bytes) = try SimulationReport.runAndRender(
                    file: file, explain: explain,
                    format: format == .json ? .json(pretty: true) : format == .html ? .html : .text(style))
            } catch {
                printError(error.description)
                unreadable = true
                continue
            }
            let t2 = ContinuousClock.now
            defer {
                if timings {
                    func ms(_ d: Duration) -> String {
                        let c = d.components
                        return String(format: "%.2f ms", Double(c.seconds) * 1000 + Double(c.attoseconds) / 1e15)
                    }
                    printError(
                        "\(path): timings: read \(ms(t1 - t0)), simulate and report \(ms(t2 - t1)) (\(report.result.steps.count) steps), write \(ms(ContinuousClock.now - t2))"
                    )
                }
            }
            for w in report.result.warnings { printError("\(path): note: \(w)") }
            if format == .text && i > 0 { writeOut("\n") }
            writeOut(bytes: bytes)
            if format == .json { writeOut("\n") }
            if report.failedExpectations > 0 { failed = true }
        }
        if unreadable { throw Exit.failure }
        if failed { throw Exit.problems }
    }
}

enum SimulateFormat: String, ExpressibleByArgument, CaseIterable { case text, json, html }
