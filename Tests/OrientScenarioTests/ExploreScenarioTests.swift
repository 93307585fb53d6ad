import OrientOutput
import Foundation
@testable import OrientEngine
import XCTest

@testable import OrientScenario

/// `transitions`, the scenario writer and `--emit` (issue 16): what the explorer writes replays with `orient simulate`
/// and fails until the app is fixed.
final class ExploreScenarioTests: XCTestCase {
    let exploreExamples = repoRoot.appendingPathComponent("Examples/explore")
    let seeds = repoRoot.appendingPathComponent("Examples/seeds")

    func files(_ dir: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".yml") }.sorted()
            .map { dir.appendingPathComponent($0).path }
    }

    /// Every seed written back reads as the same scenario: the writer speaks the contract.
    func testTheWriterRoundTripsEverySeed() throws {
        for path in try files(seeds) {
            let file = try ScenarioFile.load(path: path)
            let s = file.scenario
            let text = ScenarioWriter.yaml(
                s, sdk: s.sdk == s.os ? nil : s.sdk, steps: s.steps.map { ScenarioWriter.Step($0) })
            let again: ScenarioFile
            do { again = try ScenarioFile.parse(text, path: path + " (written)") } catch {
                XCTFail("\(error)\n\(text)"); continue
            }
            let t = again.scenario
            XCTAssertEqual(t.steps, s.steps, path)
            XCTAssertEqual(t.root, s.root, path)
            XCTAssertEqual(t.controllers, s.controllers, path)
            XCTAssertEqual(t.app, s.app, path)
            XCTAssertEqual(t.device, s.device, path)
            XCTAssertEqual(t.os, s.os, path)
            XCTAssertEqual(t.sdk, s.sdk, path)
            XCTAssertEqual(t.windowing, s.windowing, path)
            XCTAssertEqual(t.choices, s.choices, path)
            XCTAssertEqual(t.quirks, s.quirks, path)
        }
    }

    /// Each example model finds bad states, and each emitted scenario replays and fails on its last step's expect.
    func testEmittedScenariosReplayAndFail() throws {
        let examples = try files(exploreExamples)
        XCTAssertFalse(examples.isEmpty)
        for path in examples {
            let file = try ScenarioFile.load(path: path, validate: false)
            let model = ExplorationModel(
                scenario: file.scenario, sdk: file.sdkGiven ? file.scenario.sdk : nil,
                transitions: try XCTUnwrap(file.transitions, path))
            let report = ExploreReport.explore(
                model, source: path, dimensions: Explorer.dimensions(family: [1, 2], from: file.scenario.os),
                options: ExploreOptions())
            XCTAssertGreaterThan(report.badStateCount, 0, path)
            let emitted = report.scenarios()
            XCTAssertFalse(emitted.isEmpty, path)
            for e in emitted {
                let replay = try ScenarioFile.parse(e.text, path: e.file)
                let run = SimulationReport(file: replay, explain: false)
                XCTAssertEqual(run.failedExpectations, 1, "\(path) → \(e.file)\n\(e.text)")
                XCTAssertEqual(run.unjudgedExpectations, 0, e.file)
            }
        }
    }

    func testTransitionsAreReadWithTheirCodeOrigin() throws {
        let file = try ScenarioFile.parse(
            """
            device: iPhone 8
            os: "16.0"
            app: {}
            controllers:
              Nav: { kind: navigationController }
              List: {}
              Player: { supportedInterfaceOrientations: landscape }
            root: { Nav: [List] }
            transitions:
              List:
                - push: Player
                  then: [setNeedsUpdateOfSupportedInterfaceOrientations]
                  from: ListViewController.swift:12
                - present: { controller: Player, style: pageSheet }
            """, path: "t.yml", validate: false)
        let t = try XCTUnwrap(file.transitions?["List"])
        XCTAssertEqual(t.count, 2)
        XCTAssertEqual(
            t[0].events, [.push(controller: "Player", onto: nil), .setNeedsUpdateOfSupportedInterfaceOrientations(nil)])
        XCTAssertEqual(t[0].origin, "ListViewController.swift:12")
        XCTAssertEqual(t[1].origin, "t.yml:14", "without from, the origin is the scenario's own line")
        XCTAssertNotNil(file.validation(), "a file without steps is not a run for orient simulate")
    }

    func testBadTransitionsNameTheFileLineAndKey() {
        let head = """
            device: iPhone 8
            os: "16.0"
            app: {}
            controllers: { Player: {} }
            root: Player
            transitions:

            """
        let cases: [(String, String)] = [
            ("  Ghost: [dismiss]", "unknown controller 'Ghost'"),
            ("  Player: push", "expected a list of steps"),
            ("  Player:\n    - present: Player\n      expect: portrait", "cannot carry expect"),
            ("  Player:\n    - launch: portrait", "launch and terminate are the explorer's"),
            ("  Player:\n    - dismiss\n    - present: Nobody", "unknown controller 'Nobody'")
        ]
        for (body, message) in cases {
            XCTAssertThrowsError(try ScenarioFile.parse(head + body, path: "t.yml", validate: false), body) { error in
                let e = error as? Diagnostic
                XCTAssertTrue(e?.description.contains(message) ?? false, "\(body): \(String(describing: e))")
                XCTAssertNotNil(e?.line, body)
            }
        }
    }
}

/// Review findings on the writer and the emitted names (this session).
final class ExploreWriterEdgeTests: XCTestCase {
    /// A name YAML would read as a control or a line break is escaped, and reads back the same.
    func testNamesWithLineSeparatorsRoundTrip() throws {
        for name in ["a\u{2028}b", "a\u{85}b", "x\u{7F}y"] {
            var s = Scenario(
                device: .representative(of: .iphoneHomeButton), os: OSVersion(16), root: HierarchyNode("Root"),
                steps: [.launch(.portrait)])
            s.name = name
            let text = ScenarioWriter.yaml(
                s, sdk: nil, steps: [ScenarioWriter.Step(.launch(.portrait))], header: [name])
            let back = try ScenarioFile.parse(text, path: "n.yml")
            XCTAssertEqual(back.scenario.name, name)
        }
    }

    /// Long names cut to the file-name limit still get a new suffix each time: the loop ends.
    func testLongEmittedNamesStayUnique() {
        var used = Set<String>()
        let long = String(repeating: "VeryLongControllerName", count: 10)
        var s = Scenario(
            device: .representative(of: .iphoneHomeButton), os: OSVersion(16), root: HierarchyNode(long), steps: [])
        s.controllers[long] = ControllerSpec(name: long)
        let bad = BadState(
            kind: .crash, screen: long, authority: nil, orientation: .portrait, allowed: nil, detail: "d",
            path: [PathStep(event: .launch(.portrait), origin: nil)], exception: "X")
        let result = ExplorationResult(
            device: s.device, os: s.os, sdk: s.os, states: 1, transitions: 1, depth: 0, complete: true, limit: nil,
            badStates: [bad, bad, bad])
        let report = ExploreReport(
            source: "t", model: ExplorationModel(scenario: s, transitions: [:]), results: [result], notes: [])
        let names = report.scenarios(used: &used).map(\.file)
        XCTAssertEqual(Set(names).count, 3)
    }
}

/// `project:` and `target:` (issue 29): a file that names its project leaves the app and controllers to it.
final class ProjectReferenceTests: XCTestCase {
    func testAFileThatNamesItsProjectNeedsNoAppAndResolvesTheProjectAgainstItsFolder() throws {
        let file = try ScenarioFile.parse(
            """
            device: iPhone 8
            os: "16.0"
            project: ../App
            target: Player
            root: { UINavigationController(Home): [Home] }
            steps:
              - launch: portrait
              - push: NotInTheFile
                expect: { interfaceOrientationAllowedBy: NotInTheFile }
            """, path: "/work/paths/crash.yml", validate: false)
        XCTAssertEqual(file.project?.resolved, "/work/App")
        XCTAssertEqual(file.project?.target, "Player")
        XCTAssertEqual(file.project?.line, 3)
        XCTAssertEqual(file.scenario.steps.count, 2, "names are checked against the project at replay")
    }

    func testAProjectWithTheAppOrATargetWithoutAProjectIsRejected() {
        let cases: [(String, String)] = [
            ("project: App\napp: { plist: {} }\n", "reads app from it"),
            ("project: App\ncontrollers: { Home: {} }\napp: { plist: {} }\n", "give one or the other"),
            ("target: App\napp: { plist: {} }\n", "does not give")
        ]
        for (top, message) in cases {
            let text = "device: iPhone 8\nos: \"16.0\"\n" + top + "root: Home\nsteps: [ { launch: portrait } ]\n"
            XCTAssertThrowsError(try ScenarioFile.parse(text, path: "t.yml", validate: false), top) { error in
                let e = error as? Diagnostic
                XCTAssertTrue(e?.description.contains(message) ?? false, "\(top): \(String(describing: e))")
                XCTAssertNotNil(e?.line, top)
            }
        }
    }

    /// The screen's own mask is read when the step runs: a controller that declares none allows any.
    func testInterfaceOrientationAllowedByReadsTheControllersMask() throws {
        let file = try ScenarioFile.parse(
            """
            device: iPhone 8
            os: "16.0"
            app: { plist: { UISupportedInterfaceOrientations: [portrait, landscapeLeft, landscapeRight] } }
            controllers: { Home: { supportedInterfaceOrientations: portrait }, Plain: {} }
            root: Home
            steps:
              - launch: portrait
                expect: { interfaceOrientationAllowedBy: Home }
              - present: { controller: Plain, style: pageSheet }
                expect: { interfaceOrientationAllowedBy: Plain }
            """, path: "t.yml")
        let report = SimulationReport(file: file, explain: false)
        XCTAssertEqual(report.failedExpectations, 0)
        var landscape = file
        landscape.scenario.controllers["Plain"]?.supportedInterfaceOrientations = .landscape
        XCTAssertEqual(SimulationReport(file: landscape, explain: false).failedExpectations, 1)
    }
}
