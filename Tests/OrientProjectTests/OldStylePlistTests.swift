import Foundation
import XCTest
@testable import OrientProject

/// Orient's old-style property list reader against Foundation's, on project files of every Xcode era in the
/// fixtures (and, when `ORIENT_CORPUS` names the real-app corpus, on every project file there), and on broken
/// files, where it must say the line and what is wrong.
final class OldStylePlistTests: XCTestCase {
    func assertSameAsFoundation(_ path: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        guard let expected = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) else {
            XCTAssertThrowsError(try OldStylePlist.parse(data), path, file: file, line: line)
            return
        }
        let mine = try OldStylePlist.parse(data)
        XCTAssertEqual(mine as? NSDictionary, expected as? NSDictionary, path, file: file, line: line)
    }

    static func projectFiles(under root: String) -> [String] {
        let walker = FileManager.default.enumerator(atPath: root)
        var out: [String] = []
        while let relative = walker?.nextObject() as? String {
            if relative.hasSuffix(".xcodeproj/project.pbxproj") && !relative.contains("__MACOSX") {
                out.append(root + "/" + relative)
            }
        }
        return out.sorted()
    }

    func testEveryFixtureProjectReadsAsFoundationReadsIt() throws {
        let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
        let files =
            Self.projectFiles(under: repo + "/Tests/OrientProjectTests/Fixtures")
            + Self.projectFiles(under: repo + "/Examples")
        XCTAssertGreaterThan(files.count, 5)
        for path in files where !path.contains("/Broken/") { try assertSameAsFoundation(path) }
    }

    /// Hundreds of real project files (Xcode 3 to 16) when the corpus is on this machine; nothing otherwise.
    func testEveryCorpusProjectReadsAsFoundationReadsIt() throws {
        guard let corpus = ProcessInfo.processInfo.environment["ORIENT_CORPUS"] else {
            throw XCTSkip("ORIENT_CORPUS is not set")
        }
        for path in Self.projectFiles(under: corpus) { try assertSameAsFoundation(path) }
    }

    func testValuesAndEscapes() throws {
        let text = """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1; /* a comment */
            \tlist = ( a, "b c", /* x */ );
            \tempty = ( );
            \tquoted = "say \\"hi\\"\\n\\ttab \\\\ \\U00e9";
            \tnested = { key = "$(SRCROOT)/Info.plist"; "odd key" = x.y-z_1/2:3; };
            }
            """
        let value = try XCTUnwrap(try OldStylePlist.parse(Array(text.utf8)) as? [String: Any])
        XCTAssertEqual(value["archiveVersion"] as? String, "1")
        XCTAssertEqual(value["list"] as? [String], ["a", "b c"])
        XCTAssertEqual(value["empty"] as? [String], [])
        XCTAssertEqual(value["quoted"] as? String, "say \"hi\"\n\ttab \\ é")
        let nested = try XCTUnwrap(value["nested"] as? [String: String])
        XCTAssertEqual(nested, ["key": "$(SRCROOT)/Info.plist", "odd key": "x.y-z_1/2:3"])
    }

    func testBrokenFilesSayTheLineAndWhatIsWrong() {
        let cases: [(String, Int, String)] = [
            ("{\n a = b;\n c = d\n}", 4, "expected ';' after the value of 'c', found '}'"),
            ("{\n a b;\n}", 2, "expected '=' after the key 'a', found 'b'"),
            ("{\n a = (x, y;\n}", 2, "expected ',' or ')' in the list opened on line 2, found ';'"),
            ("{\n a = \"open;\n}\n", 2, "a string that starts here is never closed"),
            ("{\n a = b;\n", 3, "the '{' on line 1 is never closed"),
            ("{ a = b; } }", 1, "unexpected '}' after the end"),
            ("{\n a = ;\n}", 2, "unexpected ';' where a value should be"),
            (String(repeating: "(", count: 10_000), 1, "nested more than 200 levels deep")
        ]
        for (text, line, message) in cases {
            XCTAssertThrowsError(try OldStylePlist.parse(Array(text.utf8)), text) { error in
                XCTAssertEqual(error as? OldStylePlist.Failure, .init(line: line, message: message), text)
            }
        }
    }
}
