import Foundation
import XCTest
@testable import OrientProject
import OrientTestSupport

/// No crash and no hang on any file: every fixture project is read again with its files mangled (cut short,
/// bytes flipped, lines dropped or doubled). Deterministic: a fixed seed.
final class RobustnessTests: XCTestCase {
    func mangle(_ data: Data, _ rng: inout SplitMix) -> Data {
        var bytes = [UInt8](data)
        guard !bytes.isEmpty else { return Data("x".utf8) }
        switch Int.random(in: 0..<5, using: &rng) {
        case 0: bytes = Array(bytes.prefix(Int.random(in: 0..<bytes.count, using: &rng)))
        case 1:
            for _ in 0..<Int.random(in: 1...8, using: &rng) {
                bytes[Int.random(in: 0..<bytes.count, using: &rng)] = UInt8.random(in: 0...255, using: &rng)
            }
        case 2, 3:
            var lines = bytes.split(separator: 10, omittingEmptySubsequences: false)
            let i = Int.random(in: 0..<lines.count, using: &rng)
            if Int.random(in: 0..<2, using: &rng) == 0 { lines.remove(at: i) } else { lines.insert(lines[i], at: i) }
            bytes = Array(lines.joined(separator: [10]))
        default:
            let punctuation: [UInt8] = Array("{}();=\"<>/$()[]".utf8)
            bytes.insert(
                punctuation[Int.random(in: 0..<punctuation.count, using: &rng)],
                at: Int.random(in: 0...bytes.count, using: &rng))
        }
        return Data(bytes)
    }

    func testMangledProjectsNeverCrash() throws {
        var rng = SplitMix(seed: 20261121)
        let trees = [
            Fixture.sample, Fixture.project("Xcode3"), Fixture.project("Xcode9"), Fixture.project("Xcode14"),
            Fixture.project("Broken")
        ]
        var runs = 0
        for tree in trees {
            let files = try XCTUnwrap(FileManager.default.subpathsOfDirectory(atPath: tree)).filter {
                $0.hasSuffix(".pbxproj") || $0.hasSuffix(".plist") || $0.hasSuffix(".xcconfig")
                    || $0.hasSuffix(".xcworkspacedata")
            }
            for file in files {
                for _ in 0..<12 {
                    let scratch = Scratch()
                    let copy = scratch.path + "/tree"
                    try FileManager.default.copyItem(atPath: tree, toPath: copy)
                    let original = try XCTUnwrap(FileManager.default.contents(atPath: copy + "/" + file))
                    FileManager.default.createFile(atPath: copy + "/" + file, contents: mangle(original, &rng))
                    let scan = ProjectScan.read(copy)
                    for app in scan.apps { _ = TargetMatrix(app, os: .init(26), sdk: .init(26)) }
                    runs += 1
                }
            }
        }
        XCTAssertGreaterThan(runs, 200)
    }
}
