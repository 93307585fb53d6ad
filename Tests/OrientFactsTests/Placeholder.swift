import Foundation
import XCTest
@testable import OrientSwift
@testable import OrientFacts

final class DumpTests: XCTestCase {
    func dump(_ facts: FileFacts) {
        for t in facts.types { print("TYPE", t.kind, t.name, t.superclass ?? "-", t.protocols, t.platformCondition ?? "", t.presentationStyle ?? "", t.constrainedToSelf); for m in t.members { print("   ", m.member, m.value.map { "\($0)" } ?? "nil", m.isOverride, m.context, m.location) } }
        for d in facts.delegates { print("DELEGATE", d.kind, d.member, d.inType ?? "", d.value, d.location) }
        for p in facts.presentations { print("PRESENT", p.api, p.presented ?? "?", p.style ?? "-", p.styleLocation.map { "\($0)" } ?? "", p.context.inType ?? "", p.context.inMember ?? "", p.location) }
        for p in facts.pushes { print("PUSH", p.api, p.controllers, p.location) }
        for r in facts.windowRoots { print("ROOT", r.controller ?? "?", r.location) }
        for r in facts.rotations { print("ROT", r.api, r.argument.map { "\($0)" } ?? "nil", r.receiver ?? "", r.context.availability ?? "", r.location) }
        for a in facts.assignments { print("ASSIGN", a.variable, a.value, a.location) }
        print("HELPERS", facts.idiomHelpers, facts.problems)
    }
    func testDumpObjC() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/ObjC/Controllers.m").path
        dump(ObjCFacts.extract(data: try Data(contentsOf: URL(fileURLWithPath: path)), path: "Controllers.m"))
        let h = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/ObjC/Controllers.h").path
        dump(ObjCFacts.extract(data: try Data(contentsOf: URL(fileURLWithPath: h)), path: "Controllers.h"))
    }
}
