import Foundation
import XCTest

/// The runtime library on iOS (issue 30): Package.swift declares the iOS it supports, the stand-in declares the
/// availability Apple's headers give, and every use of an API newer than that iOS is guarded. The compiler checks
/// availability only when building for iOS, which this machine cannot; this test reads the sources the same way.
final class AvailabilityTests: XCTestCase {
    static let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func text(_ path: String) throws -> String {
        try String(contentsOf: Self.repo.appendingPathComponent(path), encoding: .utf8)
    }

    func files(_ folder: String) throws -> [(String, String)] {
        let dir = Self.repo.appendingPathComponent(folder)
        return try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".swift") }.sorted()
            .map { ($0, try String(contentsOf: dir.appendingPathComponent($0), encoding: .utf8)) }
    }

    /// The iOS major version `.iOS(.vN)` in Package.swift declares.
    func deploymentTarget() throws -> Int {
        let manifest = try text("Package.swift")
        let r = try XCTUnwrap(manifest.range(of: #"\.iOS\(\.v(\d+)\)"#, options: .regularExpression))
        return try XCTUnwrap(Int(manifest[r].filter(\.isNumber)))
    }

    /// Names the stand-in declares with `@available(iOS N…)`, and N.
    static func declared(_ source: String) -> [String: Int] {
        var out: [String: Int] = [:]
        let lines = source.components(separatedBy: "\n")
        for (i, line) in lines.enumerated() {
            guard let r = line.range(of: #"@available\(iOS(, introduced:)? (\d+)"#, options: .regularExpression) else {
                continue
            }
            let version = Int(line[r].split(separator: " ").last?.filter(\.isNumber) ?? "") ?? 0
            for next in lines[(i + 1)...].prefix(3) where !next.trimmingCharacters(in: .whitespaces).hasPrefix("@") {
                let words = next.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })
                if let k = words.firstIndex(where: {
                    ["func", "class", "protocol", "struct", "var", "enum"].contains($0)
                }),
                    k + 1 < words.count
                {
                    out[String(words[k + 1])] = version
                }
                break
            }
        }
        return out
    }

    /// Uses of `name` (newer than `target`) that no `#available`/`@available` of at least `version` encloses.
    static func unguarded(_ name: String, version: Int, in source: String) -> [Int] {
        let lines = source.components(separatedBy: "\n")
        func guards(_ text: String) -> Bool {
            guard let r = text.range(of: #"[#@]available\(iOS (\d+)"#, options: .regularExpression) else {
                return false
            }
            return (Int(text[r].filter(\.isNumber)) ?? 0) >= version
        }
        var out: [Int] = []
        for (i, line) in lines.enumerated() {
            // A `case .name` pattern is the library's own enum (an action named for the call), not the API.
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard line.range(of: "\\b\(name)\\b", options: .regularExpression) != nil,
                !trimmed.hasPrefix("//"), !trimmed.hasPrefix("case ")
            else { continue }
            if guards(line) { continue }
            // Walk out through the enclosing blocks: the line that opens each, and the attributes above it.
            var depth = 0
            var guarded = false
            var j = i - 1
            while j >= 0 && !guarded {
                let l = lines[j]
                depth += l.filter { $0 == "}" }.count
                let opens = l.filter { $0 == "{" }.count
                if opens > depth {
                    if guards(l) || (j > 0 && guards(lines[j - 1])) { guarded = true }
                    depth = 0
                } else {
                    depth -= opens
                }
                j -= 1
            }
            if !guarded { out.append(i + 1) }
        }
        return out
    }

    func testTheRuntimeLibraryGuardsEveryAPINewerThanItsDeploymentTarget() throws {
        let target = try deploymentTarget()
        XCTAssertEqual(target, 15, "the README promises iOS 15+")
        var declared: [String: Int] = [:]
        for (_, source) in try files("Runtime/Sources/UIKitStandIn") {
            declared.merge(Self.declared(source)) { max($0, $1) }
        }
        // Apple's headers: what the glue uses, at the version each was introduced.
        for (name, version) in [
            "UIHostingController": 13, "View": 13, "UIWindowScene": 13, "GeometryPreferences": 16,
            "requestGeometryUpdate": 16, "setNeedsUpdateOfSupportedInterfaceOrientations": 16
        ] {
            XCTAssertEqual(declared[name], version, "the stand-in's availability of \(name)")
        }
        for (file, source) in try files("Runtime/Sources/OrientRuntime") {
            for (name, version) in declared where version > target {
                XCTAssertEqual(
                    Self.unguarded(name, version: version, in: source), [],
                    "\(file): \(name) (iOS \(version)+) used where iOS \(target) runs")
            }
        }
    }

    /// The reading above finds an unguarded use, and accepts a guarded one.
    func testTheGuardCheckCanFail() {
        let bare = "func turn() {\n    scene.requestGeometryUpdate(prefs)\n}\n"
        XCTAssertEqual(Self.unguarded("requestGeometryUpdate", version: 16, in: bare), [2])
        let guarded =
            "func turn() {\n    if #available(iOS 16.0, *) {\n        scene.requestGeometryUpdate(p)\n    }\n}\n"
        XCTAssertEqual(Self.unguarded("requestGeometryUpdate", version: 16, in: guarded), [])
        let attributed = "@available(iOS 16.0, *)\nfunc turn() {\n    scene.requestGeometryUpdate(p)\n}\n"
        XCTAssertEqual(Self.unguarded("requestGeometryUpdate", version: 16, in: attributed), [])
        let older =
            "func turn() {\n    if #available(iOS 15.0, *) {\n        scene.requestGeometryUpdate(p)\n    }\n}\n"
        XCTAssertEqual(Self.unguarded("requestGeometryUpdate", version: 16, in: older), [3])
    }
}
