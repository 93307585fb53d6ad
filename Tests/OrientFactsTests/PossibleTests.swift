import OrientEngine
import XCTest

@testable import OrientFacts

/// The lattice of possible values (docs/decisions.md, "Values as sets of possibilities"), exhaustively where the
/// space is small: every mask against every set of possible app masks.
final class PossibleTests: XCTestCase {
    /// The 16 masks over the four orientations.
    static let masks: [OrientationMask] = (0..<16).map { OrientationMask(rawValue: UInt($0) << 1) }

    /// The verdict is what its definition says, for every mask and every set of masks (65,536 sets): always when
    /// the conclusion holds for each member, never when for none (or the set is empty), sometimes otherwise.
    func testVerdictOverEverySetOfMasks() {
        for bits in 0..<(1 << 16) {
            let set = Set(PossibleTests.masks.indices.filter { bits & (1 << $0) != 0 }.map { PossibleTests.masks[$0] })
            let possible = Possible.oneOf(set)
            for controller in PossibleTests.masks {
                let crashes = { (app: OrientationMask) in controller.intersection(app).isEmpty }
                let verdict = possible.verdict(crashes)
                let count = set.filter(crashes).count
                let expected: Verdict =
                    set.isEmpty || count == 0 ? .never : count == set.count ? .always : .sometimes
                if verdict != expected {
                    XCTFail("\(controller.rawValue) against \(set.map(\.rawValue).sorted()): \(verdict) ≠ \(expected)")
                    return
                }
            }
        }
    }

    /// Anything answers unknown, whatever is asked; joining with it gives anything.
    func testAnythingAbsorbs() {
        for m in PossibleTests.masks {
            XCTAssertEqual(Possible<OrientationMask>.anything.verdict { $0 == m }, .unknown)
            XCTAssertEqual(Possible.just(m).union(.anything), .anything)
            XCTAssertEqual(Possible<OrientationMask>.anything.union(.just(m)), .anything)
            XCTAssertEqual(
                Possible.just(m).combined(with: Possible<OrientationMask>.anything) { $0.union($1) }, .anything)
        }
        XCTAssertEqual(Possible<OrientationMask>.union([]), .nothing)
    }

    /// The join is the union of sets; combining two independent values pairs every member of each.
    func testJoinAndProductOverEveryPairOfMasks() {
        for a in PossibleTests.masks {
            for b in PossibleTests.masks {
                XCTAssertEqual(Possible.just(a).union(.just(b)), .oneOf([a, b]))
                let pairs = Possible.oneOf([a, b]).combined(with: Possible.oneOf([a, b])) { $0.intersection($1) }
                XCTAssertEqual(pairs, .oneOf([a, b, a.intersection(b)]))
            }
        }
        XCTAssertEqual(Possible.just(OrientationMask.portrait).map(\.rawValue), .just(2))
    }
}
