import Dispatch
import Foundation
import OrientEngine
import OrientOutput

/// How `SimulationReport.runAndRender` writes a report.
public enum ReportFormat: Sendable {
    case text(TextStyle)
    case json(pretty: Bool)
}

extension SimulationReport {
    init(file: ScenarioFile, result: RunResult, outcomes: [Expectation.Outcome?]) {
        self.file = file
        self.result = result
        self.outcomes = outcomes
    }

    /// Runs the scenario and writes its report at once: the engine on one core and, on the other, the rows of the
    /// steps it has finished, their expectations judged. The bytes are those `textBytes` or `renderJSON` give for
    /// the report returned (a test checks it); a long run takes the time of the engine alone instead of the sum.
    /// The rules behind each step are collected only when the output shows them (JSON, or text with `explain`).
    /// `validate`: check the steps' structure (`ScenarioFile.validation()`) on the second core before writing, for
    /// a file loaded with `validate: false`; the error is thrown and the run's results dropped. (The engine never
    /// traps on a scenario that does not validate: it notes the step it cannot do.)
    public static func runAndRender(file: ScenarioFile, explain: Bool, format: ReportFormat,
                                    validate: Bool = false) throws(ScenarioError) -> (report: SimulationReport, bytes: [UInt8]) {
        let channel = StepChannel()
        let results = Slots<RunResult>(1)
        let rendered = Slots<(bytes: [UInt8], outcomes: [Expectation.Outcome?])>(1)
        let invalid = Slots<ScenarioError>(1)
        // The event column's width before the run: that of every step. Should the app crash, fewer steps run and
        // the table may be narrower: it is then written again below.
        let eventWidth = SimulationReport.eventWidth(file.stepTexts)
        // Iteration 0 is always taken first, so on a single thread the engine finishes before the rows are written.
        DispatchQueue.concurrentPerform(iterations: 2) { k in
            if k == 0 {
                // Handed over 256 at a time: one lock and one wake-up per batch, not per step.
                var batch: [StepResult] = []
                batch.reserveCapacity(256)
                // The text table shows the rules only with --explain; JSON always does.
                let showsRules: Bool = { if case .text = format { return explain } else { return true } }()
                let result = Simulator.run(file.scenario, explain: explain, rules: showsRules) { step in
                    batch.append(step)
                    if batch.count == 256 { channel.push(batch); batch.removeAll(keepingCapacity: true) }
                }
                channel.push(batch)
                results.set(0, result)
                channel.finish()
                return
            }
            if validate, let error = file.validation() {
                invalid.set(0, error)
                return
            }
            var outcomes: [Expectation.Outcome?] = []
            outcomes.reserveCapacity(file.scenario.steps.count)
            var text = TextBuffer()
            var json = StepWriter(pretty: { if case .json(let pretty) = format { return pretty } else { return false } }())
            while let batch = channel.next() {
                for r in batch {
                    let outcome = file.expectations[r.index].map { $0.judge(r) }
                    switch format {
                    case .text(let style): file.row(r, outcome: outcome, style: style, explain: explain, eventWidth: eventWidth, into: &text)
                    case .json: file.writeStep(r, outcome: outcome, first: outcomes.isEmpty, into: &json)
                    }
                    outcomes.append(outcome)
                }
            }
            if case .text = format { rendered.set(0, (text.bytes, outcomes)) } else { rendered.set(0, (json.out, outcomes)) }
        }
        if let error = invalid.get(0) { throw error }
        guard let result = results.get(0), let (rows, outcomes) = rendered.get(0), outcomes.count == result.steps.count else {
            // Not reached: both iterations ran to their end. Should it be, the report is written the plain way.
            let report = SimulationReport(file: file, explain: explain)
            return (report, report.bytes(format, explain: explain))
        }
        let report = SimulationReport(file: file, result: result, outcomes: outcomes)
        switch format {
        case .text(let style):
            guard result.steps.count == file.stepTexts.count || SimulationReport.eventWidth(file.stepTexts.prefix(result.steps.count)) == eventWidth else {
                return (report, report.textBytes(style: style, explain: explain))
            }
            var out = report.textHeader(style: style, eventWidth: eventWidth)
            out.bytes += rows
            report.textFooter(style: style, into: &out)
            return (report, out.bytes)
        case .json(let pretty):
            var out = report.jsonPrefix(pretty: pretty)
            out += rows
            report.jsonSuffix(into: &out, pretty: pretty)
            return (report, out)
        }
    }

    func bytes(_ format: ReportFormat, explain: Bool) -> [UInt8] {
        switch format {
        case .text(let style): return textBytes(style: style, explain: explain)
        case .json(let pretty): return Array(renderJSON(pretty: pretty).utf8)
        }
    }
}

/// Step results handed from the engine's thread to the writer's, in order.
final class StepChannel: @unchecked Sendable {
    private let condition = NSCondition()
    private var pending: [StepResult] = []
    private var finished = false

    func push(_ steps: [StepResult]) {
        condition.lock()
        pending += steps
        condition.signal()
        condition.unlock()
    }

    func finish() {
        condition.lock()
        finished = true
        condition.signal()
        condition.unlock()
    }

    /// The steps pushed since the last call, waiting for at least one; nil once the engine is done and all are taken.
    func next() -> [StepResult]? {
        condition.lock()
        defer { condition.unlock() }
        while pending.isEmpty && !finished { condition.wait() }
        if pending.isEmpty { return nil }
        let batch = pending
        pending.removeAll(keepingCapacity: true)
        return batch
    }
}
