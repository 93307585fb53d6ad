import OrientOutput
import Foundation
import OrientEngine
import OrientProject
import Yams

/// A scenario file as read: the engine's scenario plus, per step, where it is and what it expects.
public struct ScenarioFile: Sendable {
    public var path: String
    public var scenario: Scenario
    public var stepLines: [Int?]
    public var stepTexts: [String]
    public var expectations: [Expectation?]
    /// What each screen can do, for `orient explore`; nil when the file has no `transitions`.
    public var transitions: [String: [Transition]]?
    /// Whether the file names the SDK (else the explorer takes each explored version's own).
    public var sdkGiven = false
    /// Where `root:` is, for a message about it.
    var rootLine: Int?
    /// The project whose facts the file replays against (`project:`, `target:`), when it names one: the app and
    /// the controllers are then read from the project at replay, not from the file.
    public var project: ProjectReference?
}

/// `project: ../App.xcodeproj` and `target: App` in a scenario file **(added)**: a path of `orient explore --emit`
/// that turns green when the app is fixed.
public struct ProjectReference: Sendable {
    /// As written in the file.
    public var path: String
    /// Resolved against the scenario file's folder.
    public var resolved: String
    public var target: String?
    public var line: Int?
}

extension ScenarioFile {
    /// Reads and checks a scenario file. Every contract violation is a `Diagnostic` naming file, line and key.
    /// `validate: false` leaves the structural checks of the steps to the caller (`validation()`, or
    /// `SimulationReport.runAndRender(…, validate: true)`).
    public static func load(
        path: String, choices: [(String, String)] = [], quirks: QuirkMode? = nil, validate: Bool = true
    ) throws(Diagnostic) -> ScenarioFile {
        guard let data = FileManager.default.contents(atPath: path) else {
            let exists = FileManager.default.fileExists(atPath: path)
            throw Diagnostic(file: path, message: exists ? "cannot read the file" : "no such file")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            let (message, line) = SourceBytes.notUTF8(data)
            throw Diagnostic(file: path, line: line, message: "the file is " + message)
        }
        return try parse(text, path: path, choices: choices, quirks: quirks, validate: validate)
    }

    public static func parse(
        _ text: String, path: String, choices: [(String, String)] = [], quirks: QuirkMode? = nil,
        validate: Bool = true
    ) throws(Diagnostic) -> ScenarioFile {
        let node = try Reader.compose(text, path: path, needs: "a scenario needs hundreds")
        guard let node else {
            throw Diagnostic(
                file: path, line: 1, message: "the file is empty; a scenario needs device, os, app, root and steps")
        }
        var reader = Reader(path: path)
        var file = try reader.scenario(node)
        for (key, value) in choices {
            if let problem = file.scenario.choices.set(key, to: value) {
                throw Diagnostic(file: path, key: "--choice", message: problem)
            }
        }
        if let quirks { file.scenario.quirks = quirks }
        file.rootLine = reader.rootLine
        if validate, let error = file.validation() { throw error }
        return file
    }

    /// The structural checks of the steps (`Simulator.validate`: a push needs a navigation controller, …), as the
    /// error `load` throws; nil when the scenario can run.
    public func validation() -> Diagnostic? {
        if scenario.steps.isEmpty {
            return Diagnostic(
                file: path, key: "steps",
                message: "the file has transitions but no steps: it describes an app for `orient explore`, not a run")
        }
        guard let (step, message) = Simulator.validate(scenario) else { return nil }
        if let step { return Diagnostic(file: path, line: stepLines[step], key: "steps[\(step)]", message: message) }
        return Diagnostic(file: path, line: rootLine, key: "root", message: message)
    }
}
