import OrientEngine
import OrientOutput

/// A scenario file run through the engine, with its expectations judged.
public struct SimulationReport: Sendable {
    public var file: ScenarioFile
    public var result: RunResult
    public var outcomes: [Expectation.Outcome?]

    public init(file: ScenarioFile, explain: Bool = true) {
        self.file = file
        result = Simulator.run(file.scenario, explain: explain)
        outcomes = result.steps.map { step in
            file.expectations[step.index].map { $0.judge(step, controllers: file.scenario.controllers) }
        }
    }

    public var failedExpectations: Int { outcomes.filter { $0?.held == false }.count }
    public var heldExpectations: Int { outcomes.filter { $0?.held == true }.count }
    /// Expectations on steps that never ran (after a crash): not judged.
    public var unjudgedExpectations: Int { file.expectations.dropFirst(result.steps.count).filter { $0 != nil }.count }
}

/// How `SimulationReport.runAndRender` writes a report.
public enum ReportFormat: Sendable {
    case text(TextStyle)
    case json(pretty: Bool)
    case html
}

extension SimulationReport {
    init(file: ScenarioFile, result: RunResult, outcomes: [Expectation.Outcome?]) {
        self.file = file
        self.result = result
        self.outcomes = outcomes
    }

    /// Runs the scenario and writes its report. The rules behind each step are collected only when the output
    /// shows them (JSON, or text with `explain`). `validate`: check the steps' structure first
    /// (`ScenarioFile.validation()`), for a file loaded with `validate: false`.
    public static func runAndRender(
        file: ScenarioFile, explain: Bool, format: ReportFormat,
        validate: Bool = false
    ) throws(Diagnostic) -> (report: SimulationReport, bytes: [UInt8]) {
        if validate, let error = file.validation() { throw error }
        let showsRules: Bool
        if case .text = format { showsRules = explain } else { showsRules = true }
        let result = Simulator.run(file.scenario, explain: explain, rules: showsRules)
        let outcomes = result.steps.map { step in
            file.expectations[step.index].map { $0.judge(step, controllers: file.scenario.controllers) }
        }
        let report = SimulationReport(file: file, result: result, outcomes: outcomes)
        return (report, report.bytes(format, explain: explain))
    }

    func bytes(_ format: ReportFormat, explain: Bool) -> [UInt8] {
        switch format {
        case .text(let style): return textBytes(style: style, explain: explain)
        case .json(let pretty): return Array(renderJSON(pretty: pretty).utf8)
        case .html: return Array(html().utf8)
        }
    }
}

enum ReportJSON {
    static func error(_ e: SceneError) -> JSON {
        .object([("domain", .string(e.domain)), ("code", .int(e.code)), ("message", .string(e.message))])
    }
}

extension SimulationReport {
    /// The JSON of the scenario-format contract, written step by step into one buffer: a 10,000-step run never
    /// builds a tree of the whole output.
    public func renderJSON(pretty: Bool = true) -> String {
        var w = StepWriter(pretty: pretty)
        w.out = jsonPrefix(pretty: pretty)
        w.out.reserveCapacity(1024 * (result.steps.count + 1))
        for i in result.steps.indices { file.writeStep(result.steps[i], outcome: outcomes[i], first: i == 0, into: &w) }
        jsonSuffix(into: &w.out, pretty: pretty)
        return String(decoding: w.out, as: UTF8.self)
    }

    static func key(_ k: String, level: Int, first: Bool, pretty: Bool, into out: inout [UInt8]) {
        if !first { out.append(UInt8(ascii: ",")) }
        if pretty { out.append(0x0A); out.append(contentsOf: repeatElement(0x20, count: 2 * level)) }
        JSON.escape(k, into: &out)
        out.append(UInt8(ascii: ":"))
        if pretty { out.append(0x20) }
    }

    /// Everything before the first step: the header fields and the opening of `steps`.
    func jsonPrefix(pretty: Bool) -> [UInt8] {
        var out: [UInt8] = [UInt8(ascii: "{")]
        for (i, (k, v)) in header.enumerated() {
            Self.key(k, level: 1, first: i == 0, pretty: pretty, into: &out)
            v.write(into: &out, pretty: pretty, level: 1)
        }
        Self.key("steps", level: 1, first: false, pretty: pretty, into: &out)
        out.append(UInt8(ascii: "["))
        return out
    }

    /// Everything after the last step.
    func jsonSuffix(into out: inout [UInt8], pretty: Bool) {
        if pretty && !result.steps.isEmpty { out.append(0x0A); out.append(contentsOf: repeatElement(0x20, count: 2)) }
        out.append(UInt8(ascii: "]"))
        Self.key("terminated", level: 1, first: false, pretty: pretty, into: &out)
        JSON.bool(result.terminated).write(into: &out, pretty: pretty, level: 1)
        Self.key("expectations", level: 1, first: false, pretty: pretty, into: &out)
        expectationsJSON.write(into: &out, pretty: pretty, level: 1)
        if pretty { out.append(0x0A) }
        out.append(UInt8(ascii: "}"))
    }

    private var header: [(String, JSON)] {
        let s = file.scenario
        return [
            ("name", .optional(s.name)),
            ("file", .string(file.path)),
            (
                "device",
                .object([
                    ("name", .string(s.device.name)), ("idiom", .string(s.device.idiom.rawValue)),
                    ("homeButton", .bool(s.device.homeButton)), ("class", .string(s.device.deviceClass.rawValue))
                ])
            ),
            ("os", .string(s.os.description)),
            ("sdk", .string(s.sdk.description)),
            ("quirks", .string(s.quirks.rawValue))
        ]
    }

    private var expectationsJSON: JSON {
        .object([
            ("held", .int(heldExpectations)), ("failed", .int(failedExpectations)),
            ("notJudged", .int(unjudgedExpectations))
        ])
    }
}

extension ScenarioFile {
    /// Writes one step's object field by field, in the order the contract lists them.
    func writeStep(_ r: StepResult, outcome: Expectation.Outcome?, first: Bool, into w: inout StepWriter) {
        if !first { w.out.append(UInt8(ascii: ",")) }
        if w.pretty { w.out.append(0x0A); w.out.append(contentsOf: repeatElement(0x20, count: 4)) }
        w.open()
        w.key("index"); w.int(r.index)
        w.key("event"); w.string(stepTexts[r.index])
        w.key("deviceOrientation"); w.string(r.deviceOrientation?.name)
        w.key("interfaceOrientation"); w.string(r.interfaceOrientation?.name)
        if case .launch = r.event { w.key("launchInterfaceOrientation"); w.string(r.launchInterfaceOrientation?.name) }
        w.key("interfaceOrientationLocked"); w.bool(r.interfaceOrientationLocked)
        w.key("rotated"); w.bool(r.rotated)
        w.key("authority"); w.string(r.authority)
        w.key("masks")
        if let m = r.masks {
            w.open()
            w.key("app", level: 4); w.mask(m.app)
            w.key("controller", level: 4); w.mask(m.controller)
            w.key("device", level: 4); w.mask(m.device)
            w.key("allowed", level: 4); w.mask(m.allowed)
            w.close(level: 3)
        } else {
            w.raw("null")
        }
        w.key("callbacks"); w.strings(r.callbacks)
        w.key("log"); w.strings(r.log)
        w.key("error"); w.value(r.error.map(ReportJSON.error) ?? .null)
        w.key("exception");
        w.value(r.exception.map { .object([("name", .string($0.name)), ("reason", .string($0.reason))]) } ?? .null)
        w.key("rules"); w.strings(r.rules)
        if !r.notes.isEmpty { w.key("notes"); w.strings(r.notes) }
        w.key("line"); if let line = stepLines[r.index] { w.int(line) } else { w.raw("null") }
        w.key("expectation")
        w.value(
            outcome.map { o in .object([("held", .bool(o.held)), ("expected", o.expected), ("actual", o.actual)]) }
                ?? .null)
        w.close(level: 2)
    }
}

/// Writes a step object straight into the output buffer, with the layout `JSON.write` uses.
struct StepWriter {
    let pretty: Bool
    var out: [UInt8] = []
    private var first = true

    init(pretty: Bool) { self.pretty = pretty }

    mutating func raw(_ s: String) { out.append(contentsOf: s.utf8) }
    mutating func open() { out.append(UInt8(ascii: "{")); first = true }
    mutating func close(level: Int) {
        if pretty { out.append(0x0A); out.append(contentsOf: repeatElement(0x20, count: 2 * level)) }
        out.append(UInt8(ascii: "}"))
        first = false
    }
    mutating func key(_ k: String, level: Int = 3) {
        if !first { out.append(UInt8(ascii: ",")) }
        first = false
        if pretty { out.append(0x0A); out.append(contentsOf: repeatElement(0x20, count: 2 * level)) }
        out.append(UInt8(ascii: "\""))
        out.append(contentsOf: k.utf8)  // keys are plain identifiers: nothing to escape
        out.append(UInt8(ascii: "\""))
        out.append(UInt8(ascii: ":"))
        if pretty { out.append(0x20) }
    }
    mutating func int(_ i: Int) { out.append(contentsOf: String(i).utf8) }
    mutating func bool(_ b: Bool) { raw(b ? "true" : "false") }
    mutating func string(_ s: String?) { if let s { JSON.escape(s, into: &out) } else { raw("null") } }
    mutating func strings(_ items: [String]) {
        out.append(UInt8(ascii: "["))
        for (i, s) in items.enumerated() {
            if i > 0 { out.append(UInt8(ascii: ",")); if pretty { out.append(0x20) } }
            JSON.escape(s, into: &out)
        }
        out.append(UInt8(ascii: "]"))
    }
    mutating func mask(_ m: OrientationMask?) {
        guard let m else { raw("null"); return }
        out.append(contentsOf: StepWriter.maskJSON[pretty ? 1 : 0][Int((m.rawValue >> 1) & 0xF)])
    }
    mutating func value(_ v: JSON) { v.write(into: &out, pretty: pretty, level: 3) }

    /// The 16 masks, pre-rendered compact and pretty.
    private static let maskJSON: [[[UInt8]]] = [false, true].map { pretty in
        (0..<16).map { bits in
            let names = OrientationMask(rawValue: UInt(bits) << 1).names
            return Array(JSON.strings(names).rendered(pretty: pretty).utf8)
        }
    }
}
