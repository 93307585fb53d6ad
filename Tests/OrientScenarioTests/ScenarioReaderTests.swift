import Foundation
import XCTest
import OrientEngine
import OrientOutput
@testable import OrientScenario

let repoRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

func parse(_ yaml: String, path: String = "test.yml") throws -> ScenarioFile {
    try ScenarioFile.parse(yaml, path: path)
}

/// The contract: a file that breaks it is rejected with the file, the line and the key.
final class ScenarioReaderTests: XCTestCase {
    let header = """
        device: iPhone 8
        os: "15.0"
        app: {}
        controllers:
          Nav: { kind: navigationController }
          List: {}
          Player: { supportedInterfaceOrientations: landscape }
        root: { Nav: [List] }

        """

    /// Long step lists are read in two halves at once; the reading and its first error are those of one pass.
    func testLongScenariosReadInHalvesAsInOnePass() throws {
        let count = 3000
        func steps(_ bad: Set<Int>) -> String {
            "steps:\n"
                + (0..<count).map { i in
                    i == 0
                        ? "  - launch: portrait"
                        : bad.contains(i)
                            ? "  - rotate: sideways"
                            : (i % 2 == 0 ? "  - rotate: landscapeLeft" : "  - rotate: portrait")
                }.joined(separator: "\n") + "\n"
        }
        let ok = try parse(header + steps([]))
        XCTAssertEqual(ok.scenario.steps.count, count)
        for _ in 0..<10 {  // the halves are stored from two threads: a race would lose one now and then
            XCTAssertEqual(try parse(header + steps([])).stepTexts, ok.stepTexts)
        }
        XCTAssertEqual(ok.stepLines.first, 10)
        XCTAssertEqual(ok.stepLines.last, 10 + count - 1)
        XCTAssertEqual(ok.stepTexts[2999], "rotate: portrait")
        XCTAssertEqual(ok.stepTexts[2000], "rotate: landscapeLeft")
        assertRejected(steps([2500]), line: 10 + 2500, key: "steps[2500].rotate", mentions: "sideways")
        assertRejected(steps([100, 2500]), line: 10 + 100, key: "steps[100].rotate", mentions: "sideways")

        // The table of a long run, written in halves, holds the rows as written in one pass.
        let report = SimulationReport(file: ok, explain: false)
        var serial = TextBuffer()
        report.rows(0..<count, style: TextStyle(color: false), explain: false, eventWidth: 21, into: &serial)
        XCTAssertTrue(report.text(style: TextStyle(color: false), explain: false).contains(serial.string))
    }

    func assertRejected(
        _ body: String, line: Int?, key: String?, mentions: String, file: StaticString = #filePath, at: UInt = #line
    ) {
        do {
            _ = try parse(header + body)
            XCTFail("accepted: \(body)", file: file, line: at)
        } catch let error as Diagnostic {
            XCTAssertEqual(error.file, "test.yml", file: file, line: at)
            if let line { XCTAssertEqual(error.line, line, "\(error)", file: file, line: at) }
            if let key { XCTAssertEqual(error.key, key, "\(error)", file: file, line: at) }
            XCTAssertTrue(
                error.description.contains(mentions), "\(error) should mention \(mentions)", file: file, line: at)
        } catch {
            XCTFail("unexpected error \(error)", file: file, line: at)
        }
    }

    func testContractViolationsNameFileLineAndKey() {
        assertRejected(
            "steps:\n  - launch: portrait\n  - rotat: landscapeLeft\n", line: 11, key: "steps[1].rotat",
            mentions: "did you mean 'rotate'")
        assertRejected(
            "steps:\n  - launch: sideways\n", line: 10, key: "steps[0].launch", mentions: "not a device orientation")
        assertRejected(
            "steps:\n  - launch: portrait\n  - push: Playr\n", line: 11, key: "steps[1].push",
            mentions: "unknown controller 'Playr'")
        assertRejected(
            "steps:\n  - launch: portrait\n  - dismiss\n", line: 11, key: "steps[1]", mentions: "nothing is presented")
        assertRejected(
            "steps:\n  - launch: portrait\n  - pop\n", line: 11, key: "steps[1]", mentions: "holds only its root")
        assertRejected(
            "steps:\n  - push: Player\n", line: 10, key: "steps[0]", mentions: "first step that runs the app is launch")
        assertRejected(
            "steps:\n  - launch: portrait\n  - present: { controller: Player, style: fullScreen, fillsWindow: true }\n",
            line: 11, key: "steps[1].present.fillsWindow", mentions: "custom only")
        assertRejected(
            "steps:\n  - launch: portrait\n  - setWindowing: splitView\n", line: 11, key: "steps[1]",
            mentions: "iPad only")
        assertRejected(
            "steps:\n  - launch: portrait\n  - present: { controller: Player, style: sideways }\n", line: 11,
            key: "steps[1].present.style", mentions: "unknown presentation style")
        assertRejected(
            "steps:\n  - launch: portrait\n    expect: { interfaceOrientaton: portrait }\n", line: 11,
            key: "steps[0].expect.interfaceOrientaton", mentions: "did you mean 'interfaceOrientation'")
        assertRejected(
            "steps:\n  - launch: portrait\n  - requestGeometryUpdate: [portrait, up]\n", line: 11,
            key: "steps[1].requestGeometryUpdate[1]", mentions: "not an interface orientation")
        assertRejected("steps: []\n", line: 9, key: "steps", mentions: "at least one step")
        assertRejected(
            "steps:\n  - launch: portrait\n  - dismiss: now\n", line: 11, key: "steps[1].dismiss",
            mentions: "takes no value")
        assertRejected(
            "steps:\n  - launch: portrait\n  - rotate: landscapeLeft\n    push: Player\n", line: 12, key: "steps[1]",
            mentions: "one event a step")
    }

    func testTopLevelViolations() {
        func rejected(_ yaml: String, _ mentions: String, line: Int? = nil) {
            do { _ = try parse(yaml); XCTFail("accepted: \(yaml)") } catch let e as Diagnostic {
                XCTAssertTrue(e.description.contains(mentions), "\(e) should mention \(mentions)")
                if let line { XCTAssertEqual(e.line, line, "\(e)") }
            } catch { XCTFail("\(error)") }
        }
        rejected("", "empty")
        rejected("device: iPhone 8\nos: \"15.0\"\napp: {}\nroot: A\n", "missing required key 'steps'")
        rejected(
            "device: iPhone 99\nos: \"15.0\"\napp: {}\nroot: A\nsteps: [launch]\n", "unknown device 'iPhone 99'",
            line: 1)
        rejected("device: iPhone 8\nos: fifteen\napp: {}\nroot: A\nsteps: [launch]\n", "expected a version", line: 2)
        rejected(
            "device: iPhone 8\nos: \"15.0\"\nwindowing: splitView\napp: {}\nroot: A\nsteps: [launch]\n", "iPad only",
            line: 3)
        rejected(
            "device: iPhone 8\nos: \"15.0\"\napp: {}\nroot: A\nsteps: [launch]\nextra: 1\n", "unknown key 'extra'",
            line: 6)
        rejected(
            "device: iPhone 8\nos: \"15.0\"\napp: { plist: {}, plistFile: x.plist }\nroot: A\nsteps: [launch]\n",
            "not both")
        rejected(
            "device: iPhone 8\nos: \"15.0\"\napp: {}\ncontrollers: { A: { kind: list } }\nroot: A\nsteps: [launch]\n",
            "unknown kind 'list'", line: 4)
        rejected(
            "device: iPhone 8\nos: \"15.0\"\napp: {}\ncontrollers: { A: { forwardsToChild: true } }\nroot: A\nsteps: [launch]\n",
            "applies to a container")
        rejected("device: iPhone 8\nos: \"15.0\"\napp: {}\nroot: { Nav: [A] }\nsteps: [launch]\n", "must be declared")
        rejected(
            "device: iPhone 8\nos: \"15.0\"\napp: {}\nroot: A\nsteps: [launch]\nchoices: { uideviceOrientationHack: maybe }\n",
            "expected one of: noEffect")
        rejected("device: iPhone 8\nos: \"15.0\"\napp: {}\nroot: A\nsteps:\n  - launch: [portrait\n", "not valid YAML")
        rejected(
            "device: iPhone 8\nos: \"15.0\"\napp: {}\ncontrollers: { A: {}, A: {} }\nroot: A\nsteps: [launch]\n",
            "duplicate")
    }

    func testBareWordWithExpectGetsAHint() {
        do {
            _ = try parse(header + "steps:\n  - launch: portrait\n  - pop\n    expect: portrait\n")
            XCTFail("accepted")
        } catch let e as Diagnostic {
            XCTAssertEqual(e.line, 12)
            XCTAssertTrue(e.description.contains("`- pop:`"), "\(e)")
        } catch { XCTFail("\(error)") }
    }

    func testAcceptsEveryDocumentedSpelling() throws {
        let yaml = """
            name: Every key
            device: iPad Pro 11-inch (4th generation)
            os: "17.0"
            sdk: "17.0"
            windowing: fullScreen
            quirks: none
            choices: { launchFallback: portrait }
            app:
              plist:
                UISupportedInterfaceOrientations: [UIInterfaceOrientationPortrait, UIInterfaceOrientationLandscapeLeft]
                UISupportedInterfaceOrientations~ipad: [portrait, portraitUpsideDown, landscapeLeft, landscapeRight]
                UISupportedInterfaceOrientations~pad: [portrait]
                UIRequiresFullScreen: true
                UILaunchStoryboardName: LaunchScreen
                UIDeviceFamily: [1, 2]
              delegate: { supportedInterfaceOrientations: allButUpsideDown }
              sceneDelegate: { supportedInterfaceOrientations: portrait }
            controllers:
              List:
                supportedInterfaceOrientations: all
                preferredInterfaceOrientationForPresentation: portrait
                shouldAutorotate: false
                prefersInterfaceOrientationLocked: true
                shouldAutorotateToInterfaceOrientation: [portrait]
                implements: [viewWillTransition(to:with:), willRotate(to:duration:), willAnimateRotation(to:duration:), didRotate(from:)]
                class: HomeViewController
              Player: { supportedInterfaceOrientations: 0 }
              Nav:
                kind: navigationController
                forwardsToChild: true
                delegate: { supportedInterfaceOrientations: topViewController, preferredInterfaceOrientationForPresentation: portrait }
              Tabs: { kind: tabBarController, delegate: { supportedInterfaceOrientations: selectedViewController } }
              Settings: {}
              Split: { kind: splitViewController }
              Pages: { kind: pageViewController }
              Hosting: { kind: hostingController }
              Custom: {}
            root: { Tabs: [ { Nav: [List] }, Settings ] }
            steps:
              - orientationLock: false
              - setWindowing: fullScreen
              - launch: portrait
              - rotate: faceUp
              - push: Player
              - pop: Nav
              - push: { controller: Player, onto: Nav }
              - pop
              - select: 1
              - select: Nav
              - present: Hosting
              - dismiss:
              - present: { controller: Custom, style: custom, fillsWindow: true }
              - dismiss
              - set: { controller: List, supportedInterfaceOrientations: [portrait, landscapeLeft] }
              - set: { controller: delegate, supportedInterfaceOrientations: portrait }
              - setNeedsUpdateOfSupportedInterfaceOrientations
              - setNeedsUpdateOfSupportedInterfaceOrientations: List
              - attemptRotationToDeviceOrientation
              - requestGeometryUpdate: landscape
              - setDeviceOrientationValue: UIInterfaceOrientationLandscapeRight
              - terminate
              - launch: landscapeLeft
                expect: { interfaceOrientation: landscapeRight, launchInterfaceOrientation: landscapeRight, rotated: false, authority: Tabs,
                          interfaceOrientationLocked: false, exception: null, error: null, callbacks: [] }
            """
        let file = try parse(yaml)
        XCTAssertEqual(file.scenario.steps.count, 23)
        XCTAssertEqual(file.scenario.controllers["List"]?.className, "HomeViewController")
        XCTAssertEqual(file.scenario.controllers["Player"]?.supportedInterfaceOrientations, OrientationMask.empty)
        XCTAssertEqual(
            file.scenario.app.plist["UISupportedInterfaceOrientations~pad"], .array([.string("portrait")]),
            "a misspelt key is kept")
        XCTAssertEqual(file.scenario.quirks, .none)
        XCTAssertEqual(file.scenario.choices.launchFallback, .portrait)
        let launchLine =
            yaml.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
                $0.hasSuffix("- launch: portrait")
            }! + 1
        XCTAssertEqual(file.stepLines[2], launchLine)
        let report = SimulationReport(file: file)
        XCTAssertEqual(report.result.steps.count, 23)
    }

    func testPlistFileXMLAndBinary() throws {
        for name in ["Info-xml.plist", "Info-binary.plist"] {
            let yaml = "device: iPhone 8\nos: \"15.0\"\napp: { plistFile: \(name) }\nroot: A\nsteps: [launch]\n"
            let file = try ScenarioFile.parse(yaml, path: fixtures.appendingPathComponent("s.yml").path)
            XCTAssertEqual(file.scenario.app.plist["UILaunchStoryboardName"], .string("LaunchScreen"), name)
            XCTAssertEqual(file.scenario.app.plist["UIRequiresFullScreen"], .bool(false), name)
            XCTAssertEqual(file.scenario.app.plist["UIDeviceFamily"], .array([.integer(1), .integer(2)]), name)
            let r = SimulationReport(file: file)
            XCTAssertEqual(r.result.steps[0].masks?.app, .landscape, name)
        }
        for (name, mentions) in [
            ("Info-broken.plist", "not a valid property list"), ("Info-array.plist", "expected a dictionary"),
            ("missing.plist", "cannot read")
        ] {
            let yaml = "device: iPhone 8\nos: \"15.0\"\napp: { plistFile: \(name) }\nroot: A\nsteps: [launch]\n"
            XCTAssertThrowsError(try ScenarioFile.parse(yaml, path: fixtures.appendingPathComponent("s.yml").path)) {
                error in
                let e = error as? Diagnostic
                XCTAssertEqual(e?.line, 3, name)
                XCTAssertTrue(
                    e?.description.contains(mentions) ?? false, "\(String(describing: e)) should mention \(mentions)")
                XCTAssertTrue(e?.description.contains(name) ?? false)
            }
        }
    }

    func testUnreadableFiles() {
        XCTAssertThrowsError(try ScenarioFile.load(path: "/nonexistent/x.yml")) { e in
            XCTAssertTrue("\(e)".contains("no such file"))
        }
        let bad = FileManager.default.temporaryDirectory.appendingPathComponent("orient-latin1.yml")
        try? Data([0x64, 0x65, 0x76, 0xE9, 0xFF, 0xFE]).write(to: bad)
        XCTAssertThrowsError(try ScenarioFile.load(path: bad.path)) { e in XCTAssertTrue("\(e)".contains("not UTF-8")) }
    }
}
