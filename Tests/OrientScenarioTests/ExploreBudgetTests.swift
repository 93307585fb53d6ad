import Foundation
import OrientEngine
import XCTest

@testable import OrientScenario

/// Issue 28, part 6: `--max-states` bounds one device and version; a model whose screens all present each other,
/// explored over every pair, ran for minutes. The run as a whole has a budget too, with its own message.
final class ExploreBudgetTests: XCTestCase {
    func testScreensThatAllPresentEachOtherStopAtTheTotalBudget() throws {
        let names = (0..<24).map { "S\($0)" }
        var yaml = "device: ipad\nos: \"16.0\"\napp: {}\ncontrollers:\n"
        for n in names {
            yaml += "  \(n): { supportedInterfaceOrientations: \(n.hasSuffix("1") ? "portrait" : "all") }\n"
        }
        yaml += "root: S0\ntransitions:\n"
        for n in names {
            yaml += "  \(n):\n"
            for m in names where m != n { yaml += "    - present: { controller: \(m), style: fullScreen }\n" }
            yaml += "    - dismiss\n"
        }
        let file = try ScenarioFile.parse(yaml, path: "all-present-all.yml", validate: false)
        let model = ExplorationModel(
            scenario: file.scenario, sdk: nil, transitions: try XCTUnwrap(file.transitions))
        let start = Date()
        let report = ExploreReport.explore(
            model, source: "all-present-all.yml",
            dimensions: Explorer.dimensions(family: [1, 2], from: file.scenario.os),
            options: ExploreOptions(maxDepth: 40, maxStates: 500_000, totalStates: 3_000))
        XCTAssertLessThan(Date().timeIntervalSince(start), 60, "bounded, not minutes")
        XCTAssertLessThanOrEqual(report.states, 3_000 + report.results.count)
        XCTAssertTrue(
            report.results.contains { $0.limit?.contains("--max-total-states") == true },
            "\(report.results.map(\.limit))")
        XCTAssertTrue(report.text().contains("--max-total-states"))
    }
}
