import OrientOutput
import XCTest

/// Committed merge conflicts are read with the first side of each, every line keeping its number.
final class ConflictMarkersTests: XCTestCase {
    func resolved(_ text: String) -> (String, Int, Int)? {
        ConflictMarkers.firstSide(Array(text.utf8)).map {
            (String(decoding: $0.bytes, as: UTF8.self), $0.conflicts, $0.firstLine)
        }
    }

    func testTwoWayAndDiff3ConflictsKeepTheFirstSideAndEveryLine() throws {
        let text =
            "a\n<<<<<<< HEAD\nours\n=======\ntheirs\n>>>>>>> main\nb\n<<<<<<< HEAD\nx\n||||||| base\ny\n=======\nz\n>>>>>>> other\nc"
        let (out, count, first) = try XCTUnwrap(resolved(text))
        XCTAssertEqual(out, "a\n\nours\n\n\n\nb\n\nx\n\n\n\n\n\nc")
        XCTAssertEqual(out.split(separator: "\n", omittingEmptySubsequences: false).count, 15)
        XCTAssertEqual(count, 2)
        XCTAssertEqual(first, 2)
    }

    func testNoMarkersAndLookAlikes() {
        XCTAssertNil(resolved("let a = 1\n"))
        // Seven `=` with more on the line, `<<<<<<<<` (eight), and markers not at the line start are not markers.
        XCTAssertNil(resolved("======= x\n<<<<<<<< y\n  <<<<<<< z\n"))
    }

    func testUnclosedConflictAndCRLF() throws {
        let (out, count, _) = try XCTUnwrap(resolved("a\r\n<<<<<<< HEAD\r\nours\r\n"))
        XCTAssertEqual(out, "a\r\n\nours\r\n")
        XCTAssertEqual(count, 1)
        let (split, _, _) = try XCTUnwrap(resolved("<<<<<<< HEAD\r\nx\r\n=======\r\ny\r\n>>>>>>> b\r\nz"))
        XCTAssertEqual(split, "\nx\r\n\n\n\nz")
    }
}
