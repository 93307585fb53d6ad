import Foundation
import XCTest

@testable import OrientProject

/// The one byte search the quick looks before parsing share: every place, at the edges, and whole identifiers.
final class SourceBytesTests: XCTestCase {
    func testMatchesEverywhereAndStopsWhenAsked() {
        let text = Array("abcabcab".utf8)
        var found: [Int] = []
        text.withUnsafeBytes { raw in
            SourceBytes.forEachMatch(of: Array("ab".utf8), in: raw) {
                found.append($0)
                return true
            }
        }
        XCTAssertEqual(found, [0, 3, 6])
        var first: [Int] = []
        text.withUnsafeBytes { raw in
            SourceBytes.forEachMatch(of: Array("ab".utf8), in: raw) {
                first.append($0)
                return false
            }
        }
        XCTAssertEqual(first, [0])
        XCTAssertTrue(SourceBytes.contains(Data("xx orientation".utf8), "orientation"))
        XCTAssertFalse(SourceBytes.contains(Data("orient".utf8), "orientation"))
        XCTAssertTrue(SourceBytes.contains(Data(), ""))
        XCTAssertFalse(SourceBytes.contains([UInt8](), [1]))
    }

    func testOccurrencesCountWholeIdentifiersOnly() {
        let code = Data("isPad(); let x = isPad; isPadOld(); self.isPad\nmyisPad".utf8)
        XCTAssertEqual(SourceBytes.occurrences(of: "isPad", in: code), 3)
        XCTAssertEqual(SourceBytes.occurrences(of: "isPad", in: Data("isPad".utf8)), 1)
        XCTAssertEqual(SourceBytes.occurrences(of: "", in: code), 0)
    }
}
