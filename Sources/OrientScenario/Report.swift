import OrientEngine

/// A scenario file run through the engine, with its expectations judged.
public struct SimulationReport: Sendable {
    public var file: ScenarioFile
    public var result: RunResult
    public var outcomes: [Expectation.Outcome?]

    public init(file: ScenarioFile) {
        self.file = file
        result = Simulator.run(file.scenario)
        outcomes = result.steps.map { step in file.expectations[step.index].map { $0.judge(step) } }
    }

    public var failedExpectations: Int { outcomes.filter { $0?.held == false }.count }
    public var heldExpectations: Int { outcomes.filter { $0?.held == true }.count }
    /// Expectations on steps that never ran (after a crash): not judged.
    public var unjudgedExpectations: Int { file.expectations.dropFirst(result.steps.count).filter { $0 != nil }.count }
}

enum ReportJSON {
    static func mask(_ m: OrientationMask?) -> JSON { m.map { .strings($0.names) } ?? .null }
    static func error(_ e: SceneError) -> JSON {
        .object([("domain", .string(e.domain)), ("code", .int(e.code)), ("message", .string(e.message))])
    }
}

extension SimulationReport {
    /// The JSON of the scenario-format contract.
    public var json: JSON {
        let s = file.scenario
        var steps: [JSON] = []
        steps.reserveCapacity(result.steps.count)
        for (i, r) in result.steps.enumerated() {
            var m: [(String, JSON)] = [
                ("index", .int(r.index)),
                ("event", .string(file.stepTexts[r.index])),
                ("deviceOrientation", .optional(r.deviceOrientation?.name)),
                ("interfaceOrientation", .optional(r.interfaceOrientation?.name)),
            ]
            if case .launch = r.event { m.append(("launchInterfaceOrientation", .optional(r.launchInterfaceOrientation?.name))) }
            m += [
                ("interfaceOrientationLocked", .bool(r.interfaceOrientationLocked)),
                ("rotated", .bool(r.rotated)),
                ("authority", .optional(r.authority)),
                ("masks", r.masks.map { masks in
                    .object([("app", ReportJSON.mask(masks.app)), ("controller", ReportJSON.mask(masks.controller)),
                             ("device", ReportJSON.mask(masks.device)), ("allowed", ReportJSON.mask(masks.allowed))])
                } ?? .null),
                ("callbacks", .strings(r.callbacks)),
                ("log", .strings(r.log)),
                ("error", r.error.map(ReportJSON.error) ?? .null),
                ("exception", r.exception.map { .object([("name", .string($0.name)), ("reason", .string($0.reason))]) } ?? .null),
                ("rules", .strings(r.rules)),
                ("notes", .strings(r.notes)),
                ("line", file.stepLines[r.index].map(JSON.int) ?? .null),
                ("expectation", outcomes[i].map { o in .object([("held", .bool(o.held)), ("expected", o.expected), ("actual", o.actual)]) } ?? .null),
            ]
            steps.append(.object(m))
        }
        return .object([
            ("name", .optional(s.name)),
            ("file", .string(file.path)),
            ("device", .object([("name", .string(s.device.name)), ("idiom", .string(s.device.idiom.rawValue)),
                                ("homeButton", .bool(s.device.homeButton)), ("class", .string(s.device.deviceClass.rawValue))])),
            ("os", .string(s.os.description)),
            ("sdk", .string(s.sdk.description)),
            ("quirks", .string(s.quirks.rawValue)),
            ("steps", .array(steps)),
            ("terminated", .bool(result.terminated)),
            ("expectations", .object([("held", .int(heldExpectations)), ("failed", .int(failedExpectations)),
                                      ("notJudged", .int(unjudgedExpectations))])),
        ])
    }
}
