import Foundation
import OrientEngine
import OrientProject
import XCTest
@testable import OrientCheck
@testable import OrientSwift

/// Every rule runs on its own examples: a triggering example's findings land exactly on its markers, a
/// non-triggering example has none. The same examples are `orient rules ID`'s documentation.
final class RuleExamplesTests: XCTestCase {
    static func run(_ example: Example, rule id: String) throws -> (findings: [Finding], markers: [Place]) {
        let dir = NSTemporaryDirectory() + "orient-example-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let markers = try ExampleProject.write(example, to: dir)
        let scan = ProjectScan.read(dir)
        let facts = CodeReader.read(scan)
        var config = Configuration()
        config.onlyRules = [id]
        return (Checker.run(scan: scan, facts: facts, configuration: config).findings, markers)
    }

    static func sameSpot(_ f: Place, _ marker: Place) -> Bool {
        guard f.file == marker.file, f.line == marker.line else { return false }
        return f.column == nil || f.column == marker.column
    }

    func testEveryRuleOnItsExamples() throws {
        XCTAssertEqual(LintRules.all.count, 25)
        XCTAssertEqual(Set(LintRules.descriptions.map(\.id)).count, LintRules.all.count, "identifiers are unique")
        for d in LintRules.descriptions {
            XCTAssertTrue(d.id.allSatisfy { $0.isLowercase || $0 == "_" }, "\(d.id) is snake_case")
            XCTAssertFalse(d.triggering.isEmpty, "\(d.id) has a triggering example")
            XCTAssertFalse(d.nonTriggering.isEmpty, "\(d.id) has a non-triggering example")
            XCTAssertTrue(d.rationale.contains("R") || d.rationale.contains("seed"), "\(d.id) cites the catalog or a seed")
            for (i, example) in d.triggering.enumerated() {
                let (findings, markers) = try Self.run(example, rule: d.id)
                XCTAssertFalse(markers.isEmpty, "\(d.id) triggering example \(i) has a marker")
                XCTAssertEqual(findings.count, markers.count, "\(d.id) triggering example \(i): \(findings.map { "\($0.place) \($0.message)" }) vs markers \(markers)")
                for m in markers where !findings.contains(where: { Self.sameSpot($0.place, m) }) {
                    XCTFail("\(d.id) triggering example \(i): no finding at \(m); found \(findings.map { "\($0.place)" })")
                }
                for f in findings {
                    XCTAssertEqual(f.ruleID, d.id)
                    XCTAssertFalse(f.devices.isEmpty, "\(d.id): a finding names its devices")
                    XCTAssertEqual(f.target, "App")
                }
            }
            for (i, example) in d.nonTriggering.enumerated() {
                let (findings, _) = try Self.run(example, rule: d.id)
                XCTAssertEqual(findings.map { "\($0.place) \($0.message)" }, [], "\(d.id) non-triggering example \(i)")
            }
        }
    }
}
