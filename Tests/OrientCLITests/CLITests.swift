import Foundation
import XCTest

/// Runs the built `orient` executable as a user would and checks stdout, stderr and the exit status.
final class CLITests: XCTestCase {
    static let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    var binary: URL {
        get throws {
            let candidates = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent(),
                              URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
            for dir in candidates {
                let url = dir.appendingPathComponent("orient")
                if FileManager.default.isExecutableFile(atPath: url.path) { return url }
            }
            // The test target depends on `orient`, so it is always built next to the tests: not finding it is a failure.
            struct Missing: Error, CustomStringConvertible { var description: String }
            throw Missing(description: "the orient executable was not found in \(candidates.map(\.path))")
        }
    }

    struct Output { var status: Int32; var stdout: String; var stderr: String }

    func orient(_ args: String...) throws -> Output {
        let p = Process()
        p.executableURL = try binary
        p.arguments = args
        p.currentDirectoryURL = CLITests.repo
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = nil
        p.environment = env
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        let o = out.fileHandleForReading.readDataToEndOfFile()
        let e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return Output(status: p.terminationStatus, stdout: String(decoding: o, as: UTF8.self), stderr: String(decoding: e, as: UTF8.self))
    }

    func temp(_ name: String, _ text: String) -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("orient-cli-\(name)")
        try? text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    func testSimulateAPassingStoryExitsZero() throws {
        let r = try orient("simulate", "Examples/seeds/001-push-landscape-stuck.yml")
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.contains("push: B"))
        XCTAssertTrue(r.stdout.contains("4 passed, 0 failed"), r.stdout)
        XCTAssertFalse(r.stdout.contains("\u{1B}["), "no colour on a pipe")
        XCTAssertEqual(r.stderr, "")
    }

    func testColourWhenAsked() throws {
        let r = try orient("simulate", "--color", "always", "Examples/seeds/001-push-landscape-stuck.yml")
        XCTAssertTrue(r.stdout.contains("\u{1B}["))
    }

    func testFailedExpectExitsTwo() throws {
        let path = temp("fail.yml", "device: iPhone 8\nos: \"15.0\"\napp: {}\nroot: Home\nsteps:\n  - launch: portrait\n  - rotate: landscapeLeft\n    expect: landscapeLeft\n")
        let r = try orient("simulate", path)
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.stdout.contains("expect failed: interfaceOrientation: expected \"landscapeLeft\", got \"landscapeRight\""), r.stdout)
    }

    func testAChoiceFromTheCommandLine() throws {
        let file = "Examples/seeds/001-force-ios16.yml"
        XCTAssertEqual(try orient("simulate", file).status, 0)
        let r = try orient("simulate", "--choice", "uideviceOrientationHack=rotates", file)
        XCTAssertEqual(r.status, 2, "under that choice the hack rotates, so the story's expect fails")
    }

    func testBrokenFileExitsOneWithFileAndLine() throws {
        let path = temp("broken.yml", "device: iPhone 8\nos: \"15.0\"\napp: {}\nroot: Home\nsteps:\n  - launch: portrait\n  - rotate: sideways\n")
        let r = try orient("simulate", path)
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.stderr.contains("\(path):7:"), r.stderr)
        XCTAssertTrue(r.stderr.contains("steps[1].rotate"), r.stderr)
        XCTAssertEqual(r.stdout, "", "nothing is simulated")
        XCTAssertEqual(try orient("simulate", "/nonexistent.yml").status, 1)
    }

    func testUsageErrorsExit64() throws {
        XCTAssertEqual(try orient("simulate").status, 64)
        XCTAssertEqual(try orient("simulate", "--format", "xml", "x.yml").status, 64)
        XCTAssertEqual(try orient("simulate", "--choice", "nope=1", "x.yml").status, 64)
        XCTAssertEqual(try orient("simulate", "--quirks", "some", "x.yml").status, 64)
        XCTAssertEqual(try orient("frobnicate").status, 64)
        XCTAssertEqual(try orient("rules", "R99").status, 64)
    }

    func testJSONOutputParses() throws {
        let r = try orient("simulate", "--format", "json", "Examples/seeds/002-over-full-screen-quirks.yml")
        XCTAssertEqual(r.status, 0)
        let json = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
        XCTAssertEqual((json?["steps"] as? [Any])?.count, 6)
    }

    func testRulesAndDevices() throws {
        let rules = try orient("rules", "--engine")
        XCTAssertEqual(rules.status, 0)
        for text in ["R5.2", "R7.6b", "uideviceOrientationHack (default: noEffect)", "Why the default"] {
            XCTAssertTrue(rules.stdout.contains(text), text)
        }
        let one = try orient("rules", "R7.6b")
        XCTAssertTrue(one.stdout.contains("overFullScreen"))
        XCTAssertFalse(one.stdout.contains("R5.2 "))
        let json = try orient("rules", "--format", "json")
        XCTAssertNotNil(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)))
        let devices = try orient("devices")
        XCTAssertTrue(devices.stdout.contains("iPhone 8") && devices.stdout.contains("iphone-face-id"))
        XCTAssertNotNil(try JSONSerialization.jsonObject(with: Data(try orient("devices", "--format", "json").stdout.utf8)))
    }

    func testHelpNamesEveryCommand() throws {
        let r = try orient("--help")
        XCTAssertEqual(r.status, 0)
        for c in ["simulate", "rules", "devices"] { XCTAssertTrue(r.stdout.contains(c)) }
    }
}
