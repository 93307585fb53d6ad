import OrientOutput
import Foundation
import XCTest
@testable import OrientProject

enum Fixture {
    static let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").path
    static let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
    static func project(_ name: String) -> String { dir + "/Projects/" + name }
    static var sample: String { repo + "/Examples/SampleApp" }
}

/// A scratch directory removed after the test.
final class Scratch {
    let path: String
    init() {
        path = NSTemporaryDirectory() + "orient-tests-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(atPath: path) }

    @discardableResult
    func write(_ relative: String, _ text: String) -> String {
        let full = path + "/" + relative
        try? FileManager.default.createDirectory(
            atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: full, contents: Data(text.utf8))
        return full
    }
}

extension ProjectScan {
    func target(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> TargetInfo {
        try XCTUnwrap(
            targets.first { $0.name == name }, "no target \(name) in \(targets.map(\.name))", file: file, line: line)
    }

    func messages(_ severity: Severity) -> [String] {
        diagnostics.filter { $0.severity == severity }.map(\.description)
    }
}

extension EffectivePlist {
    func strings(_ key: String) -> [String]? {
        guard case .array(let items)? = entries[key]?.value else { return nil }
        return items.compactMap(\.stringValue)
    }
}
