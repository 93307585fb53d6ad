import Foundation
import OrientCheck
import OrientTestSupport
import XCTest
@testable import OrientProject

/// Issue 14: hostile project files end quickly, say what was wrong where, and read nothing outside the repository.
final class HostileProjectTests: XCTestCase {
    func read(_ files: [String: String], allowOutsideRoot: Bool = false) throws -> (ProjectScan, TimeInterval) {
        let s = Scratch()
        try ExampleProject.write(Example(files), to: s.path)
        // The scratch folder is its own repository: nothing above it may be read.
        try FileManager.default.createDirectory(atPath: s.path + "/.git", withIntermediateDirectories: true)
        let start = Date()
        let scan = ProjectScan.read(s.path, allowOutsideRoot: allowOutsideRoot)
        return (scan, Date().timeIntervalSince(start))
    }

    func testASettingThatDoublesAtEveryLevelIsUnknownNotHuge() throws {
        var lines = ["B0 = x"]
        for i in 1...40 { lines.append("B\(i) = $(B\(i - 1))$(B\(i - 1))") }
        lines.append("INFOPLIST_KEY_UISupportedInterfaceOrientations = $(B40)")
        let (scan, took) = try read([
            "Config.xcconfig": lines.joined(separator: "\n") + "\nSDKROOT = iphoneos\nGENERATE_INFOPLIST_FILE = YES\n"
        ])
        XCTAssertLessThan(took, 10)
        XCTAssertTrue(scan.apps.first?.plist.isUnknown("UISupportedInterfaceOrientations") ?? false)
    }

    func testReferencesNestedThousandsDeepDoNotOverflow() throws {
        let nested = String(repeating: "$(", count: 5_000) + "X" + String(repeating: ")", count: 5_000)
        let (scan, took) = try read([
            "Config.xcconfig":
                "SDKROOT = iphoneos\nGENERATE_INFOPLIST_FILE = YES\nINFOPLIST_KEY_UISupportedInterfaceOrientations = \(nested)\n"
        ])
        XCTAssertLessThan(took, 10)
        XCTAssertTrue(scan.apps.first?.plist.isUnknown("UISupportedInterfaceOrientations") ?? false)
    }

    func testIncludesThatFanOutStop() throws {
        var files: [String: String] = [:]
        for i in 0..<30 {
            files["Inc\(i).xcconfig"] = "#include \"Inc\(i + 1).xcconfig\"\n#include \"Inc\(i + 1).xcconfig\"\n"
        }
        files["Inc30.xcconfig"] = "A = 1\n"
        files["Config.xcconfig"] = "#include \"App/Inc0.xcconfig\"\nSDKROOT = iphoneos\n"
        let (scan, took) = try read(files)
        XCTAssertLessThan(took, 10)
        XCTAssertTrue(
            scan.diagnostics.contains { $0.message.contains("xcconfig files read through #include") },
            "\(scan.diagnostics)")
    }

    /// Found by Fuzz/run.sh xcconfig: two files that include each other twice, one of them large, read the large
    /// one a thousand times; the bytes read through #include are bounded too.
    func testLargeFilesIncludedOverAndOverStop() throws {
        let big = (0..<3000).map { "SETTING_\($0) = value\($0)\n" }.joined()
        var files: [String: String] = ["Big.xcconfig": big + "#include \"Big.xcconfig\"\n"]
        for i in 0..<12 {
            files["Inc\(i).xcconfig"] =
                "#include \"Inc\(i + 1).xcconfig\"\n#include \"Inc\(i + 1).xcconfig\"\n#include \"Big.xcconfig\"\n"
        }
        files["Inc12.xcconfig"] = "A = 1\n"
        files["Config.xcconfig"] = "#include \"App/Inc0.xcconfig\"\nSDKROOT = iphoneos\n"
        let (scan, took) = try read(files)
        XCTAssertLessThan(took, 10)
        XCTAssertTrue(
            scan.diagnostics.contains { $0.message.contains("MB of xcconfig read through #include") },
            "\(scan.diagnostics.map(\.message))")
    }

    func testFilesOutsideTheRepositoryAreNotRead() throws {
        let outside = NSTemporaryDirectory() + "orient-secret-" + UUID().uuidString + ".xcconfig"
        try "SECRET = do-not-show\nTARGETED_DEVICE_FAMILY = 2\n".write(
            toFile: outside, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: outside) }
        let files = ["Config.xcconfig": "#include \"\(outside)\"\nSDKROOT = iphoneos\n"]
        let (scan, _) = try read(files)
        XCTAssertTrue(
            scan.diagnostics.contains { $0.message.contains("outside the repository") }, "\(scan.diagnostics)")
        XCTAssertFalse(scan.diagnostics.contains { "\($0)".contains("do-not-show") })
        XCTAssertEqual(scan.apps.first?.deviceFamily, [1], "the included setting is not read")
        let (allowed, _) = try read(files, allowOutsideRoot: true)
        XCTAssertEqual(allowed.apps.first?.deviceFamily, [2])
    }
}

extension HostileProjectTests {
    /// A synchronized folder at `/`, or a link to `/` inside one, never walks the disk.
    func testSynchronizedFoldersStayInsideTheRepository() throws {
        let s = Scratch()
        try ExampleProject.write(Example(["Code.swift": "import UIKit\n"]), to: s.path)
        try FileManager.default.createDirectory(atPath: s.path + "/.git", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: s.path + "/App/everything", withDestinationPath: "/")
        let linked = ProjectScan.read(s.path)
        XCTAssertFalse(
            linked.apps.first?.files.contains { $0.contains("/everything/") } ?? true, "a link is not followed")
        let pbxproj = s.path + "/App.xcodeproj/project.pbxproj"
        let text = try String(contentsOfFile: pbxproj, encoding: .utf8)
        try text.replacingOccurrences(of: "path = App;", with: "path = /;").write(
            toFile: pbxproj, atomically: true, encoding: .utf8)
        let start = Date()
        let root = ProjectScan.read(s.path)
        XCTAssertLessThan(Date().timeIntervalSince(start), 10)
        XCTAssertEqual(root.apps.first?.files.filter { !$0.hasPrefix(s.path) }, [])
        XCTAssertTrue(
            root.diagnostics.contains { $0.message.contains("synchronized folder outside the repository") },
            "\(root.diagnostics)")
    }
}

extension HostileProjectTests {
    /// 20,000 nested workspace groups: each level lengthened every path below it (quadratic). Past 64 levels
    /// nothing is read, once reported; a project beside them is still found.
    func testAWorkspaceWithThousandsOfNestedGroupsEndsQuickly() throws {
        let s = Scratch()
        try ExampleProject.write(Example([:]), to: s.path)
        let n = 20_000
        let text =
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Workspace version = \"1.0\">\n"
            + "<FileRef location = \"group:App.xcodeproj\"></FileRef>\n"
            + String(repeating: "<Group location = \"group:g\" name = \"g\">\n", count: n)
            + String(repeating: "</Group>\n", count: n) + "</Workspace>\n"
        try FileManager.default.createDirectory(atPath: s.path + "/W.xcworkspace", withIntermediateDirectories: true)
        try text.write(toFile: s.path + "/W.xcworkspace/contents.xcworkspacedata", atomically: true, encoding: .utf8)
        let start = Date()
        let d = Discovery.find(s.path + "/W.xcworkspace")
        XCTAssertLessThan(Date().timeIntervalSince(start), 10)
        XCTAssertEqual(d.projects.map { ($0 as NSString).lastPathComponent }, ["App.xcodeproj"])
        XCTAssertTrue(d.diagnostics.contains { $0.message.contains("nested more than 64 deep") }, "\(d.diagnostics)")
    }
}

/// Issue 14: a file that is not UTF-8 says so with the line of its first bad byte, whatever reads it.
final class InvalidUTF8Tests: XCTestCase {
    func testTheFirstBadByteIsFound() {
        XCTAssertNil(SourceBytes.firstInvalidUTF8(Array("ok\né\n€ 𝄞\n".utf8)))
        let cases: [([UInt8], Int)] = [
            (Array("a\nb\n".utf8) + [0xFF], 3),  // never valid
            (Array("a\n".utf8) + [0xC3], 2),  // cut short at the end
            ([0xE2, 0x28, 0xA1], 1),  // a lead byte without its continuation
            (Array("a\nb\nc\n".utf8) + [0xC0, 0xAF], 4),  // overlong
            (Array("\n".utf8) + [0xED, 0xA0, 0x80], 2)  // a UTF-16 surrogate
        ]
        for (bytes, line) in cases {
            XCTAssertEqual(SourceBytes.firstInvalidUTF8(bytes)?.line, line, "\(bytes)")
            // Replaced byte for byte by `?`: valid, the same length, the same lines.
            let replaced = SourceBytes.replacingInvalidUTF8(bytes)
            XCTAssertNil(SourceBytes.firstInvalidUTF8(replaced), "\(bytes)")
            XCTAssertEqual(replaced.count, bytes.count)
            XCTAssertEqual(replaced.filter { $0 == 10 }.count, bytes.filter { $0 == 10 }.count)
        }
        XCTAssertEqual(SourceBytes.replacingInvalidUTF8(Array("é€𝄞".utf8)), Array("é€𝄞".utf8))
    }
}

/// Issue 28, part 6: shapes that were superlinear, each bounded.
final class SuperlinearInputTests: XCTestCase {
    /// `#if ((((…))))`: each parenthesis copied the rest of the condition (quadratic).
    func testDeeplyParenthesisedConditionsAreLinear() {
        let depth = 200_000
        let condition = String(repeating: "(", count: depth) + "DEBUG" + String(repeating: ")", count: depth)
        var cpp = PlistPreprocessor(definitions: "DEBUG=1")
        let start = Date()
        let out = cpp.run("#if \(condition)\nkept\n#else\ndropped\n#endif\n")
        XCTAssertLessThan(Date().timeIntervalSince(start), 10)
        XCTAssertTrue(out.contains("kept") && !out.contains("dropped"))
        var negated = PlistPreprocessor(definitions: "")
        let bangs = negated.run("#if " + String(repeating: "!", count: depth + 1) + "X\nkept\n#endif\n")
        XCTAssertTrue(bangs.contains("kept"))
        XCTAssertTrue(negated.problems.isEmpty, "\(negated.problems.prefix(1))")
    }
}
