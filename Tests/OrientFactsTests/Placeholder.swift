import Foundation
import XCTest
@testable import OrientSwift
@testable import OrientFacts

final class DumpTests: XCTestCase {
    func testDump() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/Swift/Controllers.swift").path
        let facts = SwiftFacts.extract(data: try Data(contentsOf: URL(fileURLWithPath: path)), path: "Controllers.swift")
        for t in facts.types { print("TYPE", t.kind, t.name, t.superclass ?? "-", t.protocols, t.platformCondition ?? "", t.presentationStyle ?? "", t.constrainedToSelf); for m in t.members { print("   ", m.member, m.value.map { "\($0)" } ?? "nil", m.isOverride, m.context, m.location) } }
        for d in facts.delegates { print("DELEGATE", d) }
        for p in facts.presentations { print("PRESENT", p) }
        for p in facts.pushes { print("PUSH", p) }
        for r in facts.windowRoots { print("ROOT", r) }
        for r in facts.rotations { print("ROT", r.api, r.argument.map { "\($0)" } ?? "nil", r.receiver ?? "", r.context, r.location) }
        for a in facts.assignments { print("ASSIGN", a) }
        print("HELPERS", facts.idiomHelpers, facts.problems)
    }
}
