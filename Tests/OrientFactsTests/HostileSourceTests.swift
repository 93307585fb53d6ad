import Foundation
import XCTest
@testable import OrientFacts
@testable import OrientSwift

/// Issue 14: hostile source files neither overflow the stack nor take quadratic time.
final class HostileSourceTests: XCTestCase {
    func testDeeplyNestedBracketsAreSkippedWithTheirLine() {
        for text in [
            "let a = 1\nlet x = " + String(repeating: "[", count: 20_000) + String(repeating: "]", count: 20_000),
            "let a = 1\nlet x = " + String(repeating: "{ ", count: 20_000) + String(repeating: "}", count: 20_000)
        ] {
            let facts = Fixture.swiftSource(text)
            XCTAssertEqual(facts.problems.first?.line, 2, "\(facts.problems)")
            XCTAssertTrue(facts.problems.first?.message.contains("nested more than") ?? false)
        }
        let shallow = Fixture.swiftSource(
            "let x = " + String(repeating: "(", count: 10) + "1" + String(repeating: ")", count: 10))
        XCTAssertEqual(shallow.problems.map(\.message), [])
        // swift-syntax takes time exponential in nested square brackets: 30 would take hours.
        let start = Date()
        XCTAssertEqual(
            Fixture.swiftSource("let x = " + String(repeating: "[", count: 30) + String(repeating: "]", count: 30))
                .problems.first?.line, 1)
        XCTAssertLessThan(Date().timeIntervalSince(start), 5)
        XCTAssertTrue(
            Fixture.swiftSource("let m: [[[Int]]] = [[[1]]]\nlet s = \"\(String(repeating: "[", count: 40))\"\n")
                .problems.isEmpty, "brackets in a string")
    }

    func testALongSuperclassChainStaysLinear() {
        var text = "import UIKit\nclass C0: UIViewController {}\n"
        for i in 1..<5_000 { text += "class C\(i): C\(i - 1) {}\n" }
        let file = Fixture.swiftSource(text)
        var table: [String: [TypeFact]] = [:]
        for t in file.types { table[t.name, default: []].append(t) }
        let classes = ClassTable(declarations: table, protocols: [])
        let start = Date()
        for i in stride(from: 0, to: 5_000, by: 1) { _ = classes.kind(of: "C\(i)") }
        XCTAssertLessThan(Date().timeIntervalSince(start), 30)
        XCTAssertEqual(classes.kind(of: "C150").0, .controller(.viewController, base: "UIViewController"))
        if case .unknown = classes.kind(of: "C4999").0 {} else { XCTFail("a chain past the limit is unknown") }
    }
}

extension HostileSourceTests {
    /// A source file that is not UTF-8 is skipped with the line of its first bad byte, in every language.
    func testNotUTF8SaysTheLine() {
        let bad = Data("// one\n// two\n".utf8) + Data([0xFF, 0xFE]) + Data("\n".utf8)
        for facts in [
            SwiftFacts.extract(data: bad, path: "Code.swift"), ObjCFacts.extract(data: bad, path: "Old.m"),
            ObjCFacts.extract(data: bad, path: "Old.h")
        ] {
            XCTAssertEqual(facts.problems.map(\.location.line), [3], facts.path)
            XCTAssertTrue(facts.problems.first?.message.hasPrefix("not UTF-8 text") ?? false, facts.path)
        }
    }

    /// A C or C++ header (no @interface or @protocol) is only read for idiom macros.
    func testPlainCHeadersGiveOnlyMacros() {
        let header = Data(
            "#pragma once\n#define IS_PAD (UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad)\nint f(void);\n".utf8)
        let facts = ObjCFacts.extract(data: header, path: "engine.h")
        XCTAssertEqual(facts.idiomHelpers, ["IS_PAD": true])
        XCTAssertEqual(facts.types.count, 0)
    }
}
