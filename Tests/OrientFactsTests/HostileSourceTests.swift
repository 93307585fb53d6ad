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

extension HostileSourceTests {
    /// Found by `Fuzz/run.sh swift`: an unclosed quote on one line hid the square brackets of the next from the
    /// nesting guard, and the parse of `a.c[[[[…` then took minutes. A one-line string ends with its line.
    func testAnUnclosedQuoteDoesNotHideDeepBrackets() {
        let text = "let a = [\"x\", \"y\n        \"z\"]\nlet b = a.c" + String(repeating: "[", count: 40) + "d\n"
        let start = Date()
        let facts = SwiftFacts.extract(data: Data(text.utf8), path: "Deep.swift")
        XCTAssertLessThan(Date().timeIntervalSince(start), 10)
        XCTAssertEqual(facts.problems.map(\.location.line), [3], "\(facts.problems)")
        // Brackets inside a multi-line string are text.
        let json = "let s = \"\"\"\n" + String(repeating: "[", count: 30) + "\n\"\"\"\nlet t = 1\n"
        XCTAssertEqual(SwiftFacts.extract(data: Data(json.utf8), path: "Json.swift").problems.count, 0)
    }

    /// Found by `Fuzz/run.sh swift` (this session): a comment ended by a lone carriage return hid the square brackets
    /// after it; the lexer ends a line at `\r` too. The guard now says where, and the file is skipped at once.
    func testACommentEndedByACarriageReturnDoesNotHideDeepBrackets() {
        let text = "import UIKit\n/// a comment\rlet v = " + String(repeating: "[", count: 40) + "x\n"
        let start = Date()
        let facts = SwiftFacts.extract(data: Data(text.utf8), path: "CR.swift")
        XCTAssertLessThan(Date().timeIntervalSince(start), 10)
        XCTAssertEqual(facts.problems.map(\.location.line), [3], "\(facts.problems)")
        // \r\n is one line end, not two.
        let crlf = "import UIKit\r\n// x\r\nlet v = " + String(repeating: "[", count: 40) + "x\r\n"
        XCTAssertEqual(SwiftFacts.extract(data: Data(crlf.utf8), path: "CRLF.swift").problems.map(\.location.line), [3])
    }

    /// Found by `Fuzz/run.sh swift` (session 5): after a `'` the lexer reads a single-quoted literal to the line's
    /// end, so `UIKit's default"""` opened no multi-line string for it, but did for the guard, which then skipped
    /// the `[[[…` below; the parse took minutes. A `'` in code now ends only at the next `'` or the line's end.
    func testAQuoteAfterAnApostropheOpensNoString() {
        let q = String(repeating: "\"", count: 3)
        let text =
            "import UIKit\nfunc f(_ x: UIKit's default" + q + "\n    override var" + String(repeating: "[", count: 40)
            + " v\n" + q + "\n"
        let start = Date()
        let facts = SwiftFacts.extract(data: Data(text.utf8), path: "Apostrophe.swift")
        XCTAssertLessThan(Date().timeIntervalSince(start), 10)
        XCTAssertEqual(facts.problems.map(\.location.line), [3], "\(facts.problems)")
        // An apostrophe in a comment or a string is text, as before.
        let fine =
            "// it's " + q + "\nlet s = \"it's\"\nlet t = " + q + "\n" + String(repeating: "[", count: 30) + "\n" + q
            + "\n"
        XCTAssertEqual(SwiftFacts.extract(data: Data(fine.utf8), path: "Fine.swift").problems.count, 0)
    }

    /// Found by `Fuzz/run.sh swift` (session 6): the brackets of an interpolation are code, not string contents;
    /// 62 `[` in `"\([[[…error)"` made the parser's lookahead take minutes.
    func testBracketsInAnInterpolationCount() {
        let deep = String(repeating: "[", count: 60)
        for text in [
            "import UIKit\nlet a = 1\nlet s = \"x \\(" + deep + "error) y\"\n",
            "import UIKit\nlet s = \"\"\"\n  a \\(f(1, (2)) + " + deep + "e) b\n\"\"\"\n"
        ] {
            let start = Date()
            let facts = SwiftFacts.extract(data: Data(text.utf8), path: "Interpolation.swift")
            XCTAssertLessThan(Date().timeIntervalSince(start), 10)
            XCTAssertEqual(facts.problems.count, 1, "\(facts.problems)")
            XCTAssertTrue(facts.problems.first?.message.contains("nested") ?? false)
        }
        // Brackets in the string itself, after an interpolation closes, are text.
        let fine = "let s = \"\\(a(b)) " + String(repeating: "[", count: 30) + "\"\nlet t = [[1]]\n"
        XCTAssertEqual(SwiftFacts.extract(data: Data(fine.utf8), path: "Fine.swift").problems.count, 0)
    }

    /// Many device-side comparisons with no `;`, then a long identifier: each looks a bounded way ahead for the
    /// interface side it becomes (R1.3), so the scan stays linear. (Sized so a linear scan takes about a second
    /// in a debug build on a loaded CI machine, while a scan to the end of the statement for each comparison
    /// would take minutes: the bound is a hang guard, not a speed test.)
    func testManyDeviceSideComparisonsStayLinear() {
        let text =
            "@implementation A\n- (void)f:(UIDeviceOrientation)o {\n  x = "
            + String(repeating: "o == UIDeviceOrientationLandscapeLeft || ", count: 5_000)
            + String(repeating: "a", count: 50_000) + ";\n}\n@end\n"
        let start = Date()
        let facts = ObjCFacts.extract(data: Data(text.utf8), path: "Many.m")
        XCTAssertLessThan(Date().timeIntervalSince(start), 10)
        XCTAssertEqual(facts.nameConversions.count, 0)
    }

    /// Found by `Fuzz/run.sh objc`: `setModalPresentationStyle:` with no `]` before the call it belongs to.
    func testAStyleSetterWithoutItsBracketIsNoCrash() {
        let text =
            "@implementation A\n- (void)f {\n    [vc setModalPresentationStyle:UIModalPresentationFullScreen\n    [self presentViewController:vc animated:YES completion:nil];\n}\n@end\n"
        _ = ObjCFacts.extract(data: Data(text.utf8), path: "A.m")
        let cut =
            "@implementation A\n- (void)f { vc.x; [vc setModalPresentationStyle:[self presentViewController:vc animated:YES completion:nil]; }\n@end\n"
        _ = ObjCFacts.extract(data: Data(cut.utf8), path: "B.m")
    }

    /// Found by `Fuzz/run.sh storyboard`: bytes that are not UTF-8 in an attribute name crashed the XML parser.
    func testAStoryboardThatIsNotUTF8IsSkippedWithItsLine() {
        let data =
            Data("<?xml version=\"1.0\"?>\n<document ".utf8) + Data([0x6C, 0xFF, 0x61]) + Data("=\"YES\"/>\n".utf8)
        let facts = StoryboardReader.extract(data: data, path: "Main.storyboard")
        XCTAssertEqual(facts.problems.map(\.location.line), [2])
    }
}

extension HostileSourceTests {
    /// Found by the second round of `Fuzz/run.sh`: a processing instruction with no data crashed FoundationXML;
    /// an `@implementation` header running past its `@end` crashed the Objective-C scan.
    func testSecondRoundFuzzFindings() {
        let storyboard = Data(base64Encoded: "PElTTy0xMDY0Pz0iU2V0dGluSVNPaTw/eG1GNzg/PmQKIjwwImwg")!
        _ = StoryboardReader.extract(data: storyboard, path: "Main.storyboard")
        let objc = Data(
            base64Encoded:
                "I2ltcG9ydCAiQ29udHJvbGxlcnMuaCIKCi8vIC0gKFVJSW50ZXJmYWNlT3JpZW50YXRpb25NYXNrKXN1cHBvcnRlZEludGVyZmFjZU9yaWVudGF0aW9uKCB7IHJldHVybiBVSUludGVyZmFjZU9yaWVudGF0aW9uTWFza0FsbDsgfSAoY29tbWVudGVkIG91dCkKCkBpbXBsZW1lbnRhdGlvbiBMZWdhY3lQbGF5ZXJWaWV3Q29udHJvbGxlcgoKLSAoQk9PTClzaG91bGRBdXRvcm90YXRlIHsKICAgIHJldHVybiBZRVM7Cn0KCi8qIFRoZSBzZWVkLTAwNCB0cmFwOiBhbiBvcmllbnRhdGlvbiBjb25zdGFudCB3aGVyZSBhIG1hc2sgaXMgZXhwZWN0ZWQuICovCi0gKFVJSW50ZXJmYWNlT3JpZW50YXRpb25NYXNrKXN1cHBvcnRlZEludGVyZmFjZU9yaWVudGF0aW9ucwp7CiAgICByZXR1cm4gVUlJbnRlcmZhY2VPcmllbnRhdGlvbkxhbmRzY2FwZUxlZmA7Cn0KCi0gKFVJSW50ZXJmYWNlT3JpZW50YXRpb24pcHJlZmVycmVkSW50ZXJmYWNlT3JpZW50YXRpb25Gb3JQcmVzZW50YXRpb24gewogICAgcmV0dXJuIFVJX1VTRVJfSU5URVJGQUNFX0lESU9NKCkgPT0gVUlVc2VySW50ZXJmYWNlSWRpb21QYWQgPyBVSUludGVyZmFjZU9yaWVudGF0aW9uTGFuZHNjYXBlUmlnaHQgOiBVSUludGVyZmFjZU9yaWVudGF0aW9uUG9ydHJhaXQ7Cn0KCi0gKEJPT0wpc2hvdWxkQXV0b3JvdGF0ZVRvSW50ZXJmYWNlT3JpZW50YXRpb246KFVJSW50ZXJmYWNlT3JpZW50YXRpb24pdG9JbnRlcmZhY2VPcmllbnRhdGlvbiB7CiAgICByZXR1cm4gVUlJbnRlcmZhY2VPcmllbnRhdGlvbklzTGFuZHNjYXBlKHRvSW50ZXJmYWNlT3JpZW50YXRpb24pOwp9CgotICh2b2lkKXdpbGxSb3RhdGVUb0ludGVyZmFjZU9yaWVudGF0aW9uOihVSUludGVyZmFjZTRyaWVudGF0aW9uKXRvSW50ZXJmYWNlT3JpZW50YXRpb24gZHVyYXRpb25sYXN0T2JqZWN0XSBzaG91bGRBdXRvcm90YXRlXTsKfQoKLSAoVUlJbnRlcmZhY2VPcmllbnRhdGlvbk1hc2spbmF2aWdhdGlvbkNvbnRyb2xsZXJTdXBwb3J0ZWRJbnRlcmZhY2VPcmllbnRhdGlvbnM6KFVJYWdOaXZhdGlvbkNvbnRyb2xsZXIgKiluYXZpZ2F0aW9uQ28udHJvbGxlciB7CiAgICBpZiAoVUlfVVNFUl9JTlRFUkZBQ0VfSURJT00oKSA9PSBVSVVzZXJJbnRlcmZhY2VJZGlvbVBhZCkgewogICAgICAgIHJldHVybiBVSUludGVyZmFjZU9yaWVudGF0aW9uTWFza0FsbDsKICAgIH0KICAgIHJldHVybiBVSUludGVyZmFjZU9yaWVudGF0aW9uTWFza1BvcnRyYWl0IHwgVUlJbnRlcmZhY2VPcmllbnRhdHlvbk1hc2tQb3J0cmFpdFVwc2lkZURvd247Cn0KCkBlbmQKCkBpbXBsZW1lbnRhdGlvbiBVSU5hdmlnYXRpb25Db250cm9sbGVyIChSb3RhdGlvbnRpb25NYXNrQWxsOwogICAgfQogICAgcmV0dXJuIFVJSW50ZXJmYWNlT3JpZW50YXRpb25NYXNrUG9ydHJhaXQgfCBVSUludGVyZmFjZU9yaWVudGF0aW9uTWFza1BvcnRyYWl0VXBzaWRlRG93bjsKfQoKQGVuZAoKQGltcGxlbWVudGF0aW9uIFVJTmF2aWdhdGlvbkNvbnRyb2xsZXIgKFJvdGF0aW9uKQotIChVSUludGVyZmFjZU9yaWVudGF0aW9uTWFzaylzdXBuczooVUlhZ05pdmF0aW9uQ29udHJvbGxlciAqKW5hdmlnYXRpb25Dby50cm9sbGVyIHsKICAgIGlmIChVSV9VU0VSX0lOVEVSRkFDRV9JRElPTSgpID09IFVJVXNlckludGVyZmFjZUlkaW9tUGFkKSB7CiAgICAgICAgcmV0dXJuIFVJSW50ZXJmYWNlT3JpZW50YXRpb25NYXNrQWxsOwogICAgfQogICAgcmV0dXJuIFVJSW50ZXJmYWNlT3JpZW50YXRpb25NYXNrUG9ydHJhaXQgfCBVSUludGVyZmFjZU9yaWVudGF0aW9uTWFza1BvcnRyYWl0VXBzaWRlRG93bjsKfQoKQGVuZAoKQGltcGxlbWVudGF0aW9uIFVJTmF2aWdhdGlvbkNvbnRyb2xsZXIgKFJvdGF0aW9uKQotIChVSUludGVyZmFjZU9yaWVudGF0aW9uTWFzaylzdXBwb3J0ZWRJbnRlcmZhY2VPcmllbnRhdGlvbnMgewogICAgcmV0dXJuIFtzdXBlciBzdXBwb3J0ZWRJbnRlcmZhY2VPcmllbnRhdGlvbnNdOwp9CkBlbmQKCkBpbXBsZW1lbnRhdGlvbiBBcHBEZWxlZ2F0ZQoKLSAoQk9PTClhcHBsaWNhdGlvbjooVUlBcHBsaWNhdGlvbiAqKWFwcGxpY2F0aW9uIGRpZEZpbmlzaExhdW5jaGluZ1dpdGhPcHRpb25zOihOU0RpY3Rpb25hcnkgKilsYXVuY2hPcHRpb25zIHsKICAgIHNlbGYud2luZG93LnJvb3RWaWV3Q29udHJvbGxlciA9IFtbTGVnYWN5TmF2aWdhdGlvbkNvbnRyb2xsZXIgYWxsb2NdIGluaXRXaXRoUm9vdFZpZXdDb250cm9sbGVyOltbTGVnYWN5UGxheWVyVmlld0NvbnRyb2xsZXIgYWxsb2NdIGluaXRdXTsKICAgIHJldHVybiBZRVM7Cn0KCi0gKFVJSW50ZXJmYWNlT3JpZW50YXRpb25NYXNrKWFwcGxpY2F0aW9uOihVSUFwcGxpY2F0aW9uICopYXBwbGljYXRpb24gc3VwcG9ydGVkSW50ZXJmYWNlT3JpZW50YXRpb25zRm9yV2luZG93OihVSVdpbmRvdyAqKWFzaylzdXBwbyAgICByZXR1cm4gc2VsZi5vcmllbnRhdGlvbkxvY2s7Cn0KCkBlbmQK"
        )!
        _ = ObjCFacts.extract(data: objc, path: "Broken.m")
        // Every instruction is blanked, the declaration too; lines are kept.
        let text = "<?xml version=\"1.0\"?>\n<a><?x?>\n<b/></a>"
        let cleaned = String(decoding: StoryboardReader.withoutProcessingInstructions(Data(text.utf8)), as: UTF8.self)
        XCTAssertEqual(cleaned, String(repeating: " ", count: 21) + "\n<a>     \n<b/></a>")
        // Third round: a declaration that never ends; an `if (` that never closes before two returns.
        _ = StoryboardReader.extract(
            data: Data(
                base64Encoded:
                    "PD94bWwgdmVyc2lvbj0iMS4wIiBlbmNvZGluZz0iVWNlbmUgc2NlbmVJRD0iczIiPgogICAgICAgICAgICA8b2JqZWN0cz4KICAgICAgICAgICAgICAgIDx2aWV3Q29udHJvbGxlciBzdG9yeWJvYXJkSWRlbnRpZmllcj0iSG9tZSIgaWQ9IkhVVEYtNG9tZS0xIiBjdXN0b209IlNldHRpPD94bT8+CkNsYXNzPSJMb2NrZWRWaWV3Q29udHJvbGxlciIgc2NlbmVNZW1iZXJJRD0iICA8c2VndWUgZGVzdGluYXRpb249IlBsYXllci0wIiAgICAgICAgICAgIHNub0N3ZWl2ICAgICAgICAgICA8c2VndWUgZGVzdGluYXRpb249IlBsYXllICAgICAgICAgICAgICAgPGNvbm5lICAgICAgIDxzdWJ2aWV3cz4KICAgICAgICAgICAgICAgICAgICAgICAgICBzPgogICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICA8c2VndWUgZGVzdGluYXRpb249IlBsYXkgICA8c2VndWUgZGVzdGluYXRpb249IlBsYXllICAgICAgICAgICAgICAgPGNvbm5lICAgICAgIDxzdWJ2aWV3cz4KICAgICAgICAgICAgICAgICAgICAgICAgICBzPgogICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICA8c2VndWUgZGVzdGluYXRpb249IlBsYXllci0xIiBraW5kPSJwcmVzZW50YXRpb24iIG1vZGFsUHJlc2VudGF0aW9uU3R5Y3Rpb25zPgogICAyICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICA8c2VndWUgZGVzdGluYXRpb249IlBsYXllci0xIiAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICA8c2VndWUgZGVzdGluYXRpb249IlBsYXllci0xIiBraW5kPSIgICAgICAgICAgICAgICA8c2VndWUgZGVzdGluYXRpb249IlBsYXllci0xIiBraSAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICA8c2VndWUgZGVzdGluYXRpb249IlBseWFlci0xIiBraW5kPSJwcmVzZW50YXRpb24iIG1vZGFsUHJlc2VudGF0aW9uU3R5Y3Rpb25zPgogICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICA8c2VndWUgZGVzdGluYXRpb249IlBsYXllci0xIiAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICA8c2VndWUgZGVzdGluYXRpb249IlBsYXllci0xIiBraW5kPSIgICAgICAgICAgICAgICA8c2VndWUgZGVzdGluYXRpb249IlBsYXllci0xIiBraSAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICA8c2VndWUgZGVzdGluYXRpb249IlBseSAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgIDxzZWd1ZSBkZXN0aW5hdGlvbj0iUGxheWVyLTEiIGtpbmQ9InByZXNlbnRhdGlvbiIgbW9kYWxQcmVzZW50YXRpb25TdHljdGlvbnM+SiAgaW5kPSJwcmVzZW50YXRpb24iIG1vZGFsUHJlc2VudGF0aW9uU3R5Y3Rpb25zPgogICAgICAgICAgICAgICAiIGtpICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgIDxzZWd1ZSBkZXN0aW5hdGlvbj0iUGx5YWVyLTEiIGtpbmQ9InByZXNlbnRhdGlvbiIgbW9kYWxQcmVzZW50YXRpb25TdHljdGlvbnM+CiAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgIDxzZWd1ZSBkZXN0aW5hdGlvbj0iUGxheWVyLTEiICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgIDxzZWd1ZSBkZXN0aW5hdGlvbj0iUGxheWVyLTEiIGtpbmQ9IiAgICAgICAgICAgICAgIDxzZWd1ZSBkZXN0ICAgICAgICAgICAgICAgICAgICAgICAgICA8c2VndWUgZGVzdGluYXRpb249IlBsYXllci0xIiBraW5kPSJwcmVzZW50YXRpb24iIG1vZGFsUHJlc2VudGF0aW9uU3R5Y3Rpb25zPgogICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICA8c2VndWUgZGVzdGluYXRpb249IlBsYXllci0xIiAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICA8c2VndWUgZGVzdGluYXRpb249IlBsYXllci0xIiBraW5kPSIgICAgICAgICAgICAgICA8c2VndWUgZGVzdGluYXRpb249IlBsYXllci0xIiBraSAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICA8c2VndWUgZGVzdGluYXRpb249IlBseWFlci0xIiBraW5kPSJwcmVzZW50YXRpb24iIG1vZGFsUHJlc2VudGF0aW9uU3R5Y3Rpb25zPgogICAgICAgICAgICAgICAgICAgICAgICAgICAgICAoICAgICA8c2VndWUgZGVzdGluYXRpb249IlBsYXllci0xIiAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICA8c2VndWUgZGVzdGluYXRpb249IlBsYXllci0xIiBraW5kPSIgICAgICAgICAgICAgICA8c2VndWUgZGVzdGluYXRpb249IlBsYXllci0xIiBraSAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICA8c2VndWUgZGVzdGluYXRpb249IlBseSAgICAgICAgICAgICAgICAgICBlc2VudGF0aW9uU3R5Y3Rpb25zPgogICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICA8c2VndWUgZGVzdGluYXRpb249IlBsYXllci0xIiAgICAgICAgICAgICAgICAgICAgICAgICAgICAgICA8c2VndWUgZGVzdGluYXRpb249IlBsYXllci0xIiBraW5kPSJwJXJlc2VudGF0aW9uIiBtb2RhbFByZXNlbnRhdG9udGUgICAgICAgICAgICAgICAgICAgICAgICAgICAgIGE="
            )!, path: "Main.storyboard")
        _ = ObjCFacts.extract(
            data: Data(
                base64Encoded:
                    "I2ltcG9ydCAiQ29udHJvbGxlcnMuaCIKCi8vIC0gKFVJSW50ZXJmYWNlT3JpZW50YXRpb25NYXNrKXN1cHBvcnRlZEludGVyZmFjZU9yaWVudGF0aW9ucyB7IHJldHVybiBVSUludGVyZmFjZU9yaWVudGF0aW9uTWFza0FsbDsgfSAoY29tbWVudGVkIG91dCkKCkBpbXBsZW1lbnRhdGlvbiBMZWdhY3lQbGF5ZXJWaWV3Q29udHJvbGxlcgoKLSAoQk9PTClzaG91bGRBdXRvcm90YXRlIHsKICAgIHJldHVybiBZRVM7Cn0KCi8qIFRoZSBzZWVkLTAwNCB0cmFwOiBhbiBvcmllbnRhdGlvbiBjb25zdGFudCB3aGVyZSBhIG1hc2sgaXMgZXhwZWN0ZWQuICovCi0gKFVJSW50ZXJmYWNlT3JpZW50YXRpb25NYXNrKXN1cHBvcnRlZEludGVyZmFjZU9yaWVudGF0aW9ucwp7CiAgICByZXR1cm4gVUlJbnRlcmZhY2VPcmllbnRhdGlvbkxhbmRzY2FwZUxlZmA7Cn0KCi0gKFVJSW50ZXJmYWNlT3JpZW50YXRpb24pcHJlZmVycmVkSW50ZXJmYWNlT3JpZW50YXRpb25Gb3JQcmVzZW50YXRpb24gewogICAgcmV0dXJuIFVJX1VTRVJfSU5URVJGQUNFX0lESU9NKCkgPT0gVUlVc2VySW50ZXJmYWNlSWRpb21QYWQgPyBVSUludGVyZmFjZU9yaWVudGF0aW9uTGFuZHNjYXBlUmlnaHQgOiBVSUludGVyZmFjZU9yaWVudGF0aW9uUG9ydHJhaXQ7Cn0KCi0gKEJPT0wpc2hvdWxkQXV0b3JvdGF0ZVRvSW50ZXJmYWNlT3JpZW50YXRpb246KFVJSW50ZXJmYWNlT3JpZW50YXRpb24pdG9JbnRlcmZhY2VPcmllbnRhdGlvbiB7CiAgICByZXR1cm4gVUlJbnRlcmZhY2VPcmllbnRhdGlvbklzTGFuZHNjYXBlKHRvSW50ZXJmYWNlT3JpZW50YXRpb24pOwp9CgotICh2b2lkKXdpbGxSb3RhdGVUb0ludGVyZmFjZU9yaWVudGF0aW9uOihVSUludGVyZmFjZU9yaWVudGF0aW9uKXRvSW50ZXJmYWNlT3JpZW50YXRpb24gZHVyYXRpb25sYXN0T2JqZWN0XSBzaG91bGRBdXRvcm90YXRlXTsKfQoKLSAoVUlJbnRlcmZhY2VPcmllbnRhdGlvbk1hc2spbmF2aWdhdGlvbkNvbnRyb2xsZXJTdXBwb3J0ZWRJbnRlcmZhY2VPcmllbnRhdGlvbnM6KFVJYWdOaXZhdGlvbkNvbnRyb2xsZXIgKiluYXZpZ2F0aW9uQ28udHJvbGxlciB7CiAgICBpZiAoVUlfVVNFUl9JTlRFUkZBQ0VfSURJT00oKSA9PSBVSVVzZXJJbnRlcmZhY2VJZGlvbVBhZCkgewogICAgICAgIHJldHVybiBVSUludGVyZmFjZU9yaWVudGF0aW9uTWFza0FsbDsKICAgIH0KICAgIHJldHVybiBVSUludGVyZmFjZU9yaWVudGF0aW9uTWFza1BvcnRyYWl0IHwgVUlJbnRlcmZhY2VPcmllbnRhdGlvbk1hc2tQb3J0cmFpdFVwc2lkZURvd247Cn0KCkBlbmQKCkBpbXBsZW1lbnRhdGlvbiBVSU5hdmlnYXRpb25Db250cm9sbGVyIChSb3RhdGlvbikKLSAoVUlJbnRlcmZhY2VPcmllbnRhdGlvbk1hc2spc3VwcG9ydGVkSW50ZXJmYWNlT3JpZW50YXRpb25zb3VsZEF1dG9yb3RhdGUKewogICAgcmV0dXJuIFtbc2VsZi52aWV3Q29udHJvbGxlcnMgbGFzdE9iamVjdF0gc2hvdWxkQXV0b3JvdGF0ZV07Cn0KCi0gKFVJSW50ZXJmYWNlT3JpZW50YXRpb25NYXNrKW5hdmlnYXRpb25Db250cm9sbGVyU3VwcG9ydGVkSW50ZXJmYWNlT3JpZW50YXRpb25zOihVSWFnTml2YXRpb25Db250cm9sbGVyICopbmF2aWdhdGlvbkNvLnRyb2xsZXIgewogICAgaWYgKFVJX1VTRVJfSU5URVJGQUNFY2F0aW9uIGRpZEZpbmlzaExhdW5jaGluZ1dpdGhPcHRpb25zOihOU0RpY3Rpb25hcnkgKilsYXVuY2hPcHRpb25zIHsKICAgIHNlbGYud2luZG93LnJvb3RWaWV3Q29udHJvbGxlciA9IFtbTGVnYWN5TmF2aWdhdGlvbkNvbnRyb2xsZXIgYWxsb2NdIGluaXRXaXRoUm9vdFZpZXdDb250cm9sbGVyOltbTGVnYWN5UGxheWVyVmlld0NvbnRyb2xsZXIgYWxsb2NdIGluaXRdXTsKICAgIHJldHVybiBZRVM7Cn0KCi0gKFVJSW50ZXJmYWNlT3JpZW50YXRpb25NYXNrKWFwcGxpY2F0aW9uOihVSUFwcGxpY2F0aW9uICopYXBwbGljYXRpb24gc3VwcG9ydGVkSW50ZXJmYWNlT3JpZW50YXRpb25zRm9yV2luZG93OihVSVdpbmRvdyAqKWFzaylzdXBwbyAgICByZXR1cm4gc2VsZi5vcmllbnRhdGlvbkxvY2s7Cn0KCkBlbmQK"
            )!, path: "Broken2.m")
    }
}
