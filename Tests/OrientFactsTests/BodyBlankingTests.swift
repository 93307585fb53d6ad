import Foundation
import OrientFacts
import XCTest
@testable import OrientSwift

/// Which bodies go before the parse, and that nothing else moves.
final class BodyBlankingTests: XCTestCase {
    /// The text after blanking, with runs of blanked spaces shown as `_`.
    func blank(_ source: String) -> (text: String, count: Int) {
        var bytes = Array(source.utf8)
        let count = SourceScan.blankBodies(&bytes)
        XCTAssertEqual(bytes.count, source.utf8.count)
        XCTAssertEqual(
            bytes.enumerated().filter { $0.element == 10 }.map(\.offset),
            Array(source.utf8).enumerated().filter { $0.element == 10 }.map(\.offset),
            "line breaks stay where they were")
        return (String(decoding: bytes, as: UTF8.self), count)
    }

    func testBodiesWithoutFactWordsGo() {
        let source = """
            final class Model {
                init(x: Int) { self.x = x; print("init") }
                deinit { print("bye") }
                var total: Int { items.reduce(0, +) }
                func load() -> [String] {
                    let names = ["a", "b"]
                    return names.map { $0.uppercased() }
                }
            }
            """
        let (text, count) = blank(source)
        XCTAssertEqual(count, 4)
        XCTAssertFalse(text.contains("print"))
        XCTAssertFalse(text.contains("reduce"))
        XCTAssertFalse(text.contains("uppercased"))
        XCTAssertTrue(text.contains("func load() -> [String] {"), "headers stay")
        XCTAssertTrue(SwiftFacts.parses(text))
    }

    func testBodiesAFactCanComeFromStay() {
        let source = """
            class Player: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
                override var shouldAutorotate: Bool { false }
                override var modalPresentationStyle: UIModalPresentationStyle { get { .fullScreen } set {} }
                var isPad: Bool { UIDevice.current.userInterfaceIdiom == .pad }
                func close() { dismiss(animated: true) }
                func showSettings() { present(SettingsViewController(), animated: true) }
                func lockIt() { AppDelegate.orientationLock = .portrait }
                func flags() {
                    #if DEBUG
                    print("x")
                    #endif
                }
            }
            """
        let (text, count) = blank(source)
        XCTAssertEqual(count, 1, "only close() goes: \(text)")
        for kept in [
            ".landscape", "false", ".fullScreen", "userInterfaceIdiom", "present(Settings", "orientationLock",
            "#if DEBUG"
        ] {
            XCTAssertTrue(text.contains(kept), kept)
        }
        XCTAssertFalse(text.contains("dismiss"))
    }

    func testStringsAndCommentsDoNotConfuseTheBraces() {
        let source = #"""
            func a() {
                let s = "}" + #"raw } "quoted" "# + """
                    multi { line "} "
                    """
                let t = "x \(f({ "}" }())) y"
                // a } in a comment
                /* nested /* } */ still a comment } */
                let r = #/a{2}/#
            }
            func b() { present(x, animated: true) }
            """#
        let (text, count) = blank(source)
        XCTAssertEqual(count, 1)
        XCTAssertTrue(text.contains("func b() { present(x, animated: true) }"), text)
        XCTAssertFalse(text.contains("multi"))
        XCTAssertTrue(SwiftFacts.parses(text))
    }

    func testHeadersWithoutBodiesAndNotDeclarationsAreLeftAlone() {
        let source = """
            protocol P {
                func f() -> Int
                var x: Int { get }
                init(y: Int)
            }
            struct S {
                var stored = 1
                lazy var made: [Int] = { [1, 2] }()
                let c: Int
                func g(h: () -> Void = { print("default") }) { h() }
            }
            let v = S.init(c: 1)
            let w = S.init { 1 }
            """
        let (text, _) = blank(source)
        XCTAssertTrue(text.contains("lazy var made: [Int] = { [1, 2] }()"))
        XCTAssertTrue(text.contains("print(\"default\")"), "a default value is header")
        XCTAssertTrue(text.contains("S.init { 1 }"), "a call of init is no declaration")
        XCTAssertFalse(text.contains("h() }"), "g's body goes")
        XCTAssertTrue(SwiftFacts.parses(text))
    }

    /// A blanked file parses whenever the original does (the facts are compared by `CheapScanTests`).
    func testBlankedFilesStillParse() throws {
        let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        var blankedFiles = 0
        for dir in ["Tests", "Examples", "Runtime/Sources/OrientEngine", "Sources/OrientScenario"] {
            let e = FileManager.default.enumerator(
                at: repo.appendingPathComponent(dir), includingPropertiesForKeys: nil)
            while let url = e?.nextObject() as? URL {
                guard url.pathExtension == "swift" else { continue }
                var bytes = Array(try Data(contentsOf: url))
                guard SourceScan.blankBodies(&bytes) > 0 else { continue }
                blankedFiles += 1
                let original = SwiftFacts.parses(String(decoding: try Data(contentsOf: url), as: UTF8.self))
                XCTAssertFalse(
                    original && !SwiftFacts.parses(String(decoding: bytes, as: UTF8.self)),
                    "blanking broke \(url.lastPathComponent)")
            }
        }
        XCTAssertGreaterThan(blankedFiles, 20)
    }
}
