import Foundation
import OrientOutput
import XCTest

@testable import OrientCheck

/// Issue 28, part 4: the bidirectional controls of the "Trojan Source" advisory (and the other invisible ones)
/// never reach a terminal, a page or a document raw, from any name a project holds.
final class InvisibleControlTests: XCTestCase {
    static let bidi: [Unicode.Scalar] = [
        "\u{061C}", "\u{200E}", "\u{200F}", "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}",
        "\u{2067}", "\u{2068}", "\u{2069}", "\u{2028}", "\u{2029}", "\u{200B}", "\u{FEFF}"
    ]

    func testEveryReporterEscapesThem() {
        for scalar in Self.bidi {
            let s = "evil\(scalar)txt.lper"
            let finding = Finding(
                ruleID: "uidevice_orientation_kvc", severity: .error,
                place: SourceLocation(file: "App/\(s).swift", line: 3), message: "in class \(s)", target: "T\(s)",
                devices: [.ipad], versions: "all", notes: [Note("note \(s)", at: SourceLocation(file: s, line: 1))])
            let result = CheckResult(findings: [finding], targets: ["T\(s)"])
            for reporter in Reporter.allCases {
                let out = reporter.render(result, root: "/r", version: "0")
                XCTAssertFalse(
                    out.unicodeScalars.contains(scalar), "\(reporter) lets U+\(String(scalar.value, radix: 16)) through"
                )
                if reporter != .summary { XCTAssertTrue(out.contains("evil"), "\(reporter)") }
            }
            XCTAssertFalse(Diagnostic.excerpt(s).unicodeScalars.contains(scalar))
            XCTAssertFalse(escapingControls(s).unicodeScalars.contains(scalar))
        }
    }

    func testJoinersAndOrdinaryTextStay() {
        for text in ["Café", "👨‍👩‍👧", "日本語", "עברית"] {
            XCTAssertEqual(escapingControls(text), text)
            XCTAssertEqual(markupEscaped(text), text)
        }
    }
}
