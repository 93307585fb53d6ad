import Foundation
import XCTest
import OrientEngine
@testable import OrientScenario
import OrientOutput

/// `orient simulate --format json`, field by field as docs/scenario-format.md (the shared contract, shared/spec/scenario-format.md) names them.
final class JSONContractTests: XCTestCase {
    func report(_ yaml: String) throws -> [String: Any] {
        let r = SimulationReport(file: try ScenarioFile.parse(yaml, path: "contract.yml"))
        let data = Data(r.renderJSON().utf8)
        return try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    func testEveryFieldOfTheContract() throws {
        let json = try report(
            """
            name: Contract
            device: iPhone 8
            os: "15.0"
            app:
              plist:
                UISupportedInterfaceOrientations: [UIInterfaceOrientationPortrait, UIInterfaceOrientationLandscapeLeft, UIInterfaceOrientationLandscapeRight]
            controllers:
              Nav: { kind: navigationController }
              List: {}
            root: { Nav: [List] }
            steps:
              - orientationLock: false
              - launch: portrait
              - rotate: landscapeLeft
                expect: landscapeLeft
            """)
        XCTAssertEqual(json["name"] as? String, "Contract")
        let device = try XCTUnwrap(json["device"] as? [String: Any])
        XCTAssertEqual(device["name"] as? String, "iPhone 8")
        XCTAssertEqual(device["idiom"] as? String, "phone")
        XCTAssertEqual(device["homeButton"] as? Bool, true)
        XCTAssertEqual(json["os"] as? String, "15.0")
        XCTAssertEqual(json["terminated"] as? Bool, false)
        let steps = try XCTUnwrap(json["steps"] as? [[String: Any]])
        XCTAssertEqual(steps.count, 3)
        let fields = [
            "index", "event", "deviceOrientation", "interfaceOrientation", "interfaceOrientationLocked", "rotated",
            "authority", "masks", "callbacks", "log", "error", "exception", "rules", "expectation"
        ]
        for step in steps { for f in fields { XCTAssertTrue(step.keys.contains(f), "missing \(f)") } }

        // A device setting before launch: the app is not running.
        XCTAssertTrue(steps[0]["deviceOrientation"] is NSNull)
        XCTAssertTrue(steps[0]["interfaceOrientation"] is NSNull)
        XCTAssertTrue(steps[0]["authority"] is NSNull)
        XCTAssertTrue(steps[0]["masks"] is NSNull)
        XCTAssertNil(steps[0]["launchInterfaceOrientation"], "only on launch steps")

        let launch = steps[1]
        XCTAssertEqual(launch["index"] as? Int, 1)
        XCTAssertEqual(launch["event"] as? String, "launch: portrait")
        XCTAssertEqual(launch["launchInterfaceOrientation"] as? String, "portrait")
        XCTAssertEqual(launch["rotated"] as? Bool, false)
        XCTAssertEqual(launch["authority"] as? String, "Nav")
        let masks = try XCTUnwrap(launch["masks"] as? [String: Any])
        XCTAssertEqual(masks["app"] as? [String], ["portrait", "landscapeLeft", "landscapeRight"])
        XCTAssertEqual(masks["controller"] as? [String], ["portrait", "landscapeLeft", "landscapeRight"])
        XCTAssertEqual(
            masks["device"] as? [String], ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"])
        XCTAssertEqual(masks["allowed"] as? [String], ["portrait", "landscapeLeft", "landscapeRight"])
        XCTAssertTrue(launch["error"] is NSNull)
        XCTAssertTrue(launch["exception"] is NSNull)
        XCTAssertTrue(launch["expectation"] is NSNull)
        XCTAssertTrue((launch["rules"] as? [String])?.contains("R12.2") ?? false)

        let rotate = steps[2]
        XCTAssertEqual(rotate["deviceOrientation"] as? String, "landscapeLeft")
        XCTAssertEqual(rotate["interfaceOrientation"] as? String, "landscapeRight")
        XCTAssertEqual(rotate["rotated"] as? Bool, true)
        XCTAssertEqual(
            rotate["callbacks"] as? [String], ["Nav.viewWillTransition(to:with:)", "List.viewWillTransition(to:with:)"])
        let expectation = try XCTUnwrap(rotate["expectation"] as? [String: Any])
        XCTAssertEqual(expectation["held"] as? Bool, false)
        XCTAssertEqual(expectation["expected"] as? String, "landscapeLeft")
        XCTAssertEqual(expectation["actual"] as? String, "landscapeRight")
    }

    func testExceptionEndsTheRunAndErrorCodesAreIntegers() throws {
        let json = try report(
            """
            device: iPhone 14
            os: "16.0"
            app: { plist: { UISupportedInterfaceOrientations: [UIInterfaceOrientationPortrait] } }
            controllers:
              Home: {}
              Player: { supportedInterfaceOrientations: landscape, class: PlayerViewController }
            root: Home
            steps:
              - launch: portrait
              - requestGeometryUpdate: landscape
                expect: { error: { domain: UISceneErrorDomain, code: 101 } }
              - setDeviceOrientationValue: landscapeRight
                expect: { log: "BUG IN CLIENT OF UIKIT" }
              - present: { controller: Player, style: fullScreen }
                expect: { exception: UIApplicationInvalidInterfaceOrientation, exceptionReason: "[PlayerViewController shouldAutorotate]" }
              - rotate: landscapeLeft
                expect: portrait
            """)
        let steps = try XCTUnwrap(json["steps"] as? [[String: Any]])
        XCTAssertEqual(steps.count, 4, "the step after the crash does not run")
        XCTAssertEqual(json["terminated"] as? Bool, true)
        let error = try XCTUnwrap(steps[1]["error"] as? [String: Any])
        XCTAssertEqual(error["domain"] as? String, "UISceneErrorDomain")
        XCTAssertEqual(error["code"] as? Int, 101)
        XCTAssertNotNil(error["message"] as? String)
        XCTAssertEqual((steps[2]["log"] as? [String])?.count, 1)
        let exception = try XCTUnwrap(steps[3]["exception"] as? [String: Any])
        XCTAssertEqual(exception["name"] as? String, "UIApplicationInvalidInterfaceOrientation")
        XCTAssertEqual(
            steps[3]["interfaceOrientation"] as? String, "portrait", "the orientation at the moment of the exception")
        for i in 1...3 {
            XCTAssertEqual((steps[i]["expectation"] as? [String: Any])?["held"] as? Bool, true, "step \(i)")
        }
        XCTAssertEqual((json["expectations"] as? [String: Any])?["notJudged"] as? Int, 1)
    }

    func testJSONWriterEscapes() {
        let j = JSON.object([("a\"b", .string("line\nnext\ttab\\ \u{1}")), ("n", .null), ("l", .array([]))])
        let data = Data(j.rendered().utf8)
        let back = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        XCTAssertEqual(back?["a\"b"] as? String, "line\nnext\ttab\\ \u{1}")
        XCTAssertEqual(j.rendered(pretty: false), #"{"a\"b":"line\nnext\ttab\\ \u0001","n":null,"l":[]}"#)
    }
}

/// Every scenario shipped in Examples/ runs, has expectations, and they all hold.
final class ExamplesTests: XCTestCase {
    func testEverySeedStoryHolds() throws {
        let dir = repoRoot.appendingPathComponent("Examples/seeds")
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".yml") }
            .sorted()
        XCTAssertGreaterThanOrEqual(files.count, 30)
        for seed in ["000", "001", "002", "003", "004"] {
            XCTAssertTrue(files.contains { $0.hasPrefix(seed) }, "no scenario for seed \(seed)")
        }
        for name in files {
            let file = try ScenarioFile.load(path: dir.appendingPathComponent(name).path)
            let report = SimulationReport(file: file)
            XCTAssertGreaterThan(report.heldExpectations, 0, "\(name) checks nothing")
            for (i, o) in report.outcomes.enumerated() where o?.held == false {
                XCTFail("\(name) step \(i): \(o?.failures.joined(separator: "; ") ?? "")")
            }
            XCTAssertEqual(report.unjudgedExpectations, 0, name)
            XCTAssertTrue(report.result.warnings.isEmpty, "\(name): \(report.result.warnings)")
        }
    }
}

/// Pretty and compact output are the same JSON, for every example, with and without notes.
final class JSONLayoutTests: XCTestCase {
    func testPrettyAndCompactAgree() throws {
        let dir = repoRoot.appendingPathComponent("Examples/seeds")
        for name in try FileManager.default.contentsOfDirectory(atPath: dir.path) where name.hasSuffix(".yml") {
            for explain in [false, true] {
                let report = SimulationReport(
                    file: try ScenarioFile.load(path: dir.appendingPathComponent(name).path), explain: explain)
                let pretty = try JSONSerialization.jsonObject(with: Data(report.renderJSON().utf8)) as? NSDictionary
                let compact =
                    try JSONSerialization.jsonObject(with: Data(report.renderJSON(pretty: false).utf8)) as? NSDictionary
                XCTAssertNotNil(pretty, name)
                XCTAssertEqual(pretty, compact, name)
                XCTAssertFalse(report.renderJSON(pretty: false).contains("\n"), name)
                XCTAssertEqual((pretty?["steps"] as? [Any])?.count, report.result.steps.count, name)
            }
        }
    }
}

/// The report `runAndRender` writes (rules collected only when shown) is the full report, byte for byte.
final class RunAndRenderTests: XCTestCase {
    func testReportsWithoutRulesAreThePlainOnes() throws {
        let dir = repoRoot.appendingPathComponent("Examples/seeds")
        var files = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".yml") }.map {
            dir.appendingPathComponent($0).path
        }
        // A crash part-way (fewer steps run, a narrower event column) and a long run (many batches).
        let crash = """
            device: iPhone 8
            os: "12.0"
            app: { plist: { UISupportedInterfaceOrientations: [UIInterfaceOrientationPortrait, UIInterfaceOrientationLandscapeLeft] } }
            controllers:
              Game: { supportedInterfaceOrientations: landscape }
              Picker: { supportedInterfaceOrientations: portrait }
            root: Game
            steps:
              - launch: landscapeLeft
              - present: { controller: Picker, style: fullScreen }
              - dismiss
              - rotate: portraitUpsideDown
                expect: portrait
              - setDeviceOrientationValue: landscapeLeft
            """
        let long =
            "device: iPhone 8\nos: \"15.0\"\napp: {}\nroot: Home\nsteps:\n  - launch\n"
            + String(
                repeating: "  - rotate: landscapeLeft\n    expect: landscapeLeft\n  - rotate: portrait\n", count: 700)
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "orient-stream-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        for (name, text) in [("crash.yml", crash), ("long.yml", long)] {
            let url = scratch.appendingPathComponent(name)
            try text.write(to: url, atomically: true, encoding: .utf8)
            files.append(url.path)
        }
        var sawCrash = false
        for path in files {
            let file = try ScenarioFile.load(path: path)
            for explain in [false, true] {
                let plain = SimulationReport(file: file, explain: explain)
                sawCrash = sawCrash || plain.result.terminated
                for format in [
                    ReportFormat.text(TextStyle(color: false)), .text(TextStyle(color: true)), .json(pretty: true),
                    .json(pretty: false)
                ] {
                    let (report, bytes) = try SimulationReport.runAndRender(
                        file: file, explain: explain, format: format, validate: true)
                    XCTAssertEqual(
                        String(decoding: bytes, as: UTF8.self),
                        String(decoding: plain.bytes(format, explain: explain), as: UTF8.self), "\(path) \(format)")
                    XCTAssertEqual(report.failedExpectations, plain.failedExpectations, path)
                }
            }
        }
        XCTAssertTrue(sawCrash, "one scenario should crash part-way")
    }

    /// Checked by `runAndRender`, a scenario that does not validate gives the error `load` gives.
    func testValidationInRunAndRenderGivesLoadsErrors() throws {
        let head =
            "device: iPhone 8\nos: \"15.0\"\napp: {}\ncontrollers: { Nav: { kind: navigationController }, A: {} }\n"
        let cases = [
            head + "root: A\nsteps:\n  - launch\n  - push: A\n",
            head + "root: A\nsteps:\n  - launch\n  - dismiss\n",
            head + "root: A\nsteps:\n  - launch\n  - launch\n",
            head + "root: A\nsteps:\n  - rotate: portrait\n  - pop\n",
            head + "root: A\nsteps:\n  - launch\n  - set: { controller: Nope, supportedInterfaceOrientations: all }\n",
            head + "root: A\nsteps:\n  - launch\n  - terminate\n  - terminate\n",
            head + "root: { Nav: [A, A] }\nsteps:\n  - launch\n  - pop\n"
        ]
        var ran = 0
        for text in cases {
            var expected: Diagnostic?
            do { _ = try ScenarioFile.parse(text, path: "t.yml") } catch { expected = error }
            XCTAssertNotNil(expected, text)
            // Some are the reader's to reject, before any validation.
            guard let file = try? ScenarioFile.parse(text, path: "t.yml", validate: false) else { continue }
            ran += 1
            for format in [ReportFormat.text(TextStyle(color: false)), .json(pretty: true)] {
                do {
                    _ = try SimulationReport.runAndRender(file: file, explain: true, format: format, validate: true)
                    XCTFail("ran: \(text)")
                } catch {
                    XCTAssertEqual(error.description, expected?.description, text)
                }
            }
        }
        XCTAssertGreaterThanOrEqual(ran, 5)
    }
}
