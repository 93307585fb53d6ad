import Foundation
import OrientProject
import XCTest

@testable import OrientSwift

/// Issue 28, part 6: a Package.swift or Tuist manifest gets the bounds every Swift source gets (nesting, size):
/// swift-syntax's parse is exponential in nested square brackets.
final class ManifestBoundTests: XCTestCase {
    func manifest(_ text: String) throws -> PackageManifest {
        let dir = NSTemporaryDirectory() + "orient-manifest-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: dir) }
        try text.write(toFile: dir + "/Package.swift", atomically: false, encoding: .utf8)
        return PackageManifest(folder: dir, gate: ReadGate(root: dir))
    }

    func testDeepSquareBracketsAreNotParsed() throws {
        let deep = String(repeating: "[", count: 40) + String(repeating: "]", count: 40)
        let start = Date()
        let m = try manifest("import PackageDescription\nlet x = \(deep)\nlet package = Package(name: \"P\")\n")
        XCTAssertLessThan(Date().timeIntervalSince(start), 10)
        XCTAssertTrue(m.unreadable?.contains("nested") == true, "\(m.unreadable ?? "read")")
        XCTAssertTrue(m.unreadable?.contains("line 2") == true, "\(m.unreadable ?? "read")")
    }

    func testAHugeManifestIsNotParsed() throws {
        let filler = String(repeating: "// padding\n", count: 200_000)
        let m = try manifest("import PackageDescription\n" + filler + "let package = Package(name: \"P\")\n")
        XCTAssertTrue(m.unreadable?.contains("larger than") == true, "\(m.unreadable ?? "read")")
    }

    func testARealManifestStillReads() throws {
        let m = try manifest(
            "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"P\", products: [.library(name: \"L\", targets: [\"L\"])], targets: [.target(name: \"L\")])\n"
        )
        XCTAssertNil(m.unreadable)
        XCTAssertEqual(m.products["L"], ["L"])
    }
}
