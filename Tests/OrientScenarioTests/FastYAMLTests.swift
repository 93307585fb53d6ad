import Foundation
import XCTest
@testable import OrientScenario
import OrientTestSupport
import Yams

/// The fast reader only ever builds the tree Yams builds (marks included), or declines.
final class FastYAMLTests: XCTestCase {
    /// Yams's answer in the reader's shape: a tree, empty, or an error (nil).
    func yams(_ text: String) -> FastYAML.Outcome? {
        do {
            return try Yams.compose(yaml: text, .basic).map { .document(Node($0)) } ?? .empty
        } catch {
            return nil
        }
    }

    /// Whenever the fast reader answers, Yams gives the same answer.
    func assertAgrees(_ text: String, _ context: String = "", file: StaticString = #filePath, line: UInt = #line) {
        guard let fast = FastYAML.parse(text) else { return }
        let slow = yams(text)
        XCTAssertEqual(fast, slow, "\(context)\n--- text ---\n\(text)", file: file, line: line)
    }

    static var repository: URL { URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent() }

    static func scenarioFiles() -> [URL] {
        let seeds = repository.appendingPathComponent("Examples/seeds")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: seeds.path)) ?? []
        return names.filter { $0.hasSuffix(".yml") }.sorted().map { seeds.appendingPathComponent($0) }
    }

    func testEverySeedScenarioReadsFastAndAsYamsReadsIt() throws {
        let files = Self.scenarioFiles()
        XCTAssertGreaterThan(files.count, 30)
        for url in files {
            let text = try String(contentsOf: url, encoding: .utf8)
            let fast = FastYAML.parse(text)
            XCTAssertNotNil(fast, "\(url.lastPathComponent) should be in the fast subset")
            XCTAssertEqual(fast, yams(text), url.lastPathComponent)
        }
    }

    func testTheBenchmarkShapeReadsFast() {
        let text = """
        name: Generated
        device: iPhone 8
        os: "15.0"
        app:
          plist:
            UISupportedInterfaceOrientations: [UIInterfaceOrientationPortrait, UIInterfaceOrientationLandscapeLeft]
        controllers:
          Nav: { kind: navigationController, forwardsToChild: true }
          List: { supportedInterfaceOrientations: all, preferredInterfaceOrientationForPresentation: portrait }
        root: { Nav: [List] }
        steps:
          - launch: portrait
          - push: Player
          - pop
          - present: { controller: Full, style: fullScreen }
          - rotate: portrait
            expect: portrait
        """
        XCTAssertNotNil(FastYAML.parse(text))
        assertAgrees(text)
    }

    func testEdgeCasesAgreeOrDecline() {
        let cases = [
            "", "\n\n", "# only a comment\n", "a: b", "a: b\n", "a: b # c", "a: b#c", "a:  b  ", "a: 'b'", "a: \"b\"", "a: 'it''s'",
            "a: \"x\\\"y\\\\z\\n\"", "a: \"\\u00e9\"", "a: \"\\x41\"", "a: '", "a: \"", "a: b: c", "a: b:", "a: b:c", "a:b", "a: http://x",
            "- a\n- b", "-a", "- - a\n  - b\n- c", "a:\n- b\n- c", "a:\n  - b\n  - c\nd: e", "a:\n  b: c\n  d: e\nf: g",
            "- a: b\n  c: d\n- e", "- a\n  b: c", "- pop\n  expect: portrait", "a: 1\na: 2", "a: {b: 1, b: 2}", "a: [1, 2, ]",
            "a: [1,\n  2]", "a: [1,\n2]", "{ \"a\": 1,\n  \"b\": [true, null] }", "{\"a\":1}", "{a:1}", "{a: 1}", "[a: 1]", "a: {b}",
            "a: {b: }", "a: [ ]", "a: { }", "a: [[1, 2], {b: c}]", "a: &x 1", "a: *x", "a: !tag 1", "a: |\n  text", "a: >\n  text",
            "? a\n: b", "--- \na: b", "a: b\n...", "%YAML 1.1\n---\na: b", "a:\tb", "a: b\r\n", "a: é", "\"a\": b", "'a': b",
            "a:\n  b\n", "a: b\n  c", "a:\n", "a:\nb: c", "a: -", "a: - b", "a: ,b", "a: ]", "a: @b", "a: `b", "a: %b", "a: ?b",
            "a: [b c]", "a: [b\n  c]", "a: [b # c\n  , d]", "a: [b, # c\n  d]", "a: 'b' c", "a: 'b'#c", "a: 'b' #c", "  a: b\n  c: d",
            "  a: b\nc: d", "a:\n    b: c\n  d: e", "a:\n  - b\n   - c", "- a\n -b", "a: b\n\n\n# x\nc: d\n", "a: [\"x\", 'y', z]",
            "a: 0x10", "a: ~", "a: null", "a: 12.5", "a: -1", "a: [-1, -b]", "a: b ]", "a: [b]]", "a: {b: [c, {d: e}]}",
        ]
        for text in cases { assertAgrees(text) }
        // A few that must read fast (the subset is not empty by accident).
        for text in ["a: b", "- a\n- b", "a:\n- b", "a: [1, 2]", "{ \"a\": 1 }", "a: 'it''s'", "- a: b\n  c: d"] {
            XCTAssertNotNil(FastYAML.parse(text), text)
        }
        XCTAssertEqual(FastYAML.parse("# nothing\n"), .empty)
    }

    /// Thousands of mangled copies of the seeds: every answer the fast reader gives is Yams's.
    func testMangledScenariosAgreeOrDecline() throws {
        var rng = SplitMix(seed: 0x5eed)
        let pieces = [":", " ", "-", "#", "'", "\"", "[", "]", "{", "}", ",", "\n", "  ", "\n  ", "&", "*", "!", "|", ">", "?", "\\", "é", "\t"]
        var answered = 0
        for url in Self.scenarioFiles() {
            let original = Array(try String(contentsOf: url, encoding: .utf8))
            for _ in 0..<120 {
                var text = original
                for _ in 0..<(1 + Int(rng.next() % 3)) where !text.isEmpty {
                    let at = Int(rng.next() % UInt64(text.count))
                    switch rng.next() % 3 {
                    case 0: text.remove(at: at)
                    case 1: text.insert(contentsOf: pieces[Int(rng.next() % UInt64(pieces.count))], at: at)
                    default: text[at] = pieces[Int(rng.next() % UInt64(pieces.count))].first!
                    }
                }
                let mangled = String(text)
                if FastYAML.parse(mangled) != nil { answered += 1 }
                assertAgrees(mangled, url.lastPathComponent)
            }
        }
        XCTAssertGreaterThan(answered, 100, "the mangling should leave many files in the subset")
    }
}
