import Foundation
import OrientEngine
import OrientFacts
import OrientOutput
import XCTest

@testable import OrientSwift

/// Issue 26: a file the compiler builds is not skipped for one spelling swift-syntax reads as an error, and a file
/// with a real error still gives the facts of its other declarations.
final class LenientSwiftTests: XCTestCase {
    /// `@available (iOS 17.0, *)`, a space before the arguments: the Swift 5 compiler accepts it (seen in a public
    /// SwiftUI app, on every view of two files).
    func testASpaceBeforeAnAttributesArgumentsIsRead() {
        let text = """
            import UIKit
            @available (iOS 17.0, macOS 10.15, *)
            final class Player: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
                @objc (openSettings)
                func open() { present(Settings(), animated: true) }
            }
            \t@available\t(iOS 16.0, *)
            final class Settings: UIViewController {}
            let s = "@available (iOS 1, *)"
            """
        let facts = SwiftFacts.extract(data: Data(text.utf8), path: "Lenient.swift")
        XCTAssertEqual(facts.types.map(\.name), ["Player", "Settings"])
        XCTAssertEqual(facts.types.first?.members.first?.value, .mask(.landscape))
        XCTAssertEqual(facts.presentations.map(\.presented), ["Settings"])
        XCTAssertEqual(facts.presentations.first?.location, SourceLocation(file: "Lenient.swift", line: 6, column: 19))
        XCTAssertEqual(facts.problems.map(\.severity), [.info])
        XCTAssertEqual(facts.problems.first?.line, 2)
        XCTAssertEqual(
            String(
                decoding: {
                    var b = Array(text.utf8); _ = SourceScan.tightenAttributeArguments(&b); return b
                }(), as: UTF8.self
            )
            .split(separator: "\n")[1], "@available( iOS 17.0, macOS 10.15, *)", "the same bytes, moved")
    }

    /// A declaration that holds a real error is left out; the others, before and after it, are read, and the
    /// note says which lines were left out.
    func testTheOtherDeclarationsOfAFileThatDoesNotParseAreRead() {
        let text = """
            import UIKit
            final class Player: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
                func fetch() throws async -> [Int] { [] }
            }
            final class Home: UIViewController {
                func open() { present(Player(), animated: true) }
            }
            let = 3
            """
        let facts = SwiftFacts.extract(data: Data(text.utf8), path: "Broken.swift")
        XCTAssertEqual(facts.types.map(\.name), ["Player", "Home"])
        XCTAssertEqual(facts.types.first?.members.map(\.member), [.supportedInterfaceOrientations])
        XCTAssertEqual(facts.presentations.map(\.presented), ["Player"])
        XCTAssertEqual(facts.problems.map(\.severity), [.info], "\(facts.problems)")
        XCTAssertTrue(facts.problems.first?.message.contains("left out, the rest read") ?? false, "\(facts.problems)")
    }
}
