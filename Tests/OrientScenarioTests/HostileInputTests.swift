import Foundation
import XCTest
@testable import OrientScenario

/// Issue 14: hostile scenario files end quickly with a clear message naming the file.
final class HostileInputTests: XCTestCase {
    let head = "device: iPhone 8\nos: \"15.0\"\napp: {}\nroot: A\n"

    func testAliasesThatExpandExponentiallyAreRefused() {
        var yaml = head + "a: &a [\"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\"]\n"
        var previous = "a"
        for i in 1...9 {
            yaml += "l\(i): &l\(i) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ", ") + "]\n"
            previous = "l\(i)"
        }
        yaml += "steps: [launch]\n"
        let start = Date()
        XCTAssertThrowsError(try ScenarioFile.parse(yaml, path: "laughs.yml")) { error in
            XCTAssertTrue("\(error)".hasPrefix("laughs.yml: error: the YAML expands to more than"), "\(error)")
        }
        XCTAssertLessThan(Date().timeIntervalSince(start), 10)
    }

    func testDeepNestingIsAnErrorWithItsLine() {
        for yaml in [
            head + "steps: " + String(repeating: "[", count: 20_000) + "\n",
            head + "steps:\n"
                + (0..<3_000).map { String(repeating: " ", count: $0 + 1) + "- k\($0):" }.joined(separator: "\n")
        ] {
            XCTAssertThrowsError(try ScenarioFile.parse(yaml, path: "deep.yml")) { error in
                XCTAssertTrue("\(error)".hasPrefix("deep.yml:"), "\(error)")
            }
        }
    }

    func testAHugeUnknownKeyIsReportedQuickly() {
        let start = Date()
        let key = String(repeating: "x", count: 2_000_000)
        XCTAssertThrowsError(try ScenarioFile.parse(head + "steps: [launch]\n? " + key + "\n: 1\n", path: "big.yml")) {
            error in
            XCTAssertTrue("\(error)".contains("unknown key 'xxxx"), "\(error)".prefix(200).description)
            XCTAssertLessThan("\(error)".count, 1_000, "the key is not quoted whole")
        }
        XCTAssertLessThan(Date().timeIntervalSince(start), 10)
    }
}

extension HostileInputTests {
    /// Names from a scenario reach the terminal with their control characters escaped.
    func testTerminalEscapesInNamesAreEscaped() throws {
        let yaml =
            "name: \"\\e[31mred\"\ndevice: iPhone 8\nos: \"15.0\"\napp: {}\ncontrollers: { \"A\\e[2J\": {} }\nroot: \"A\\e[2J\"\nsteps: [launch]\n"
        let file = try ScenarioFile.parse(yaml, path: "esc\u{1B}.yml")
        for color in [false, true] {
            let text = SimulationReport(file: file).text(style: .init(color: color), explain: true)
            XCTAssertFalse(text.contains("\u{1B}[31mred") || text.contains("\u{1B}[2J"), text)
            XCTAssertTrue(text.contains("\\u{1b}[31mred"), text)
        }
    }
}
