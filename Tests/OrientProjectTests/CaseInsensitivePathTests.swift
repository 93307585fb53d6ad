import Foundation
import OrientCheck
import OrientOutput
import OrientTestSupport
import XCTest

@testable import OrientProject

/// Issue 26: Xcode on macOS runs on a case-insensitive file system, so a project may spell a path with the wrong
/// case and still build. Orient on Linux reads the one file that matches ignoring case, and says so.
final class CaseInsensitivePathTests: XCTestCase {
    func testAnInfoPlistSpeltInAnotherCaseIsRead() throws {
        let dir = NSTemporaryDirectory() + "orient-case-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let body =
            "\t<key>UISupportedInterfaceOrientations</key>\n\t<array><string>UIInterfaceOrientationPortrait</string></array>\n"
        try ExampleProject.write(.plist(body, settings: ["INFOPLIST_FILE": "app/info.PLIST"]), to: dir)
        let scan = ProjectScan.read(dir)
        let app = try XCTUnwrap(scan.apps.first)
        XCTAssertEqual(app.plist.file, "App/Info.plist")
        XCTAssertNil(app.plist.unknownFile)
        XCTAssertEqual(app.plist.entries["UISupportedInterfaceOrientations"]?.source.description, "App/Info.plist:5")
        XCTAssertTrue(
            scan.diagnostics.contains {
                $0.severity == .info && $0.message.contains("read 'App/Info.plist', as a case-insensitive file system")
            }, "\(scan.diagnostics)")
        XCTAssertFalse(scan.diagnostics.contains { $0.severity == .error })
    }

    /// A blind reading of Cuisiner: INFOPLIST_FILE is an absolute path on the author's Mac. The repository's file
    /// at the end of that path is the one Xcode read there.
    func testAnAbsolutePathFromTheAuthorsMachineIsReadInTheRepository() throws {
        let dir = NSTemporaryDirectory() + "orient-absolute-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let body =
            "\t<key>UISupportedInterfaceOrientations</key>\n\t<array><string>UIInterfaceOrientationPortrait</string></array>\n"
        try ExampleProject.write(
            .plist(body, settings: ["INFOPLIST_FILE": "/Users/someone/Desktop/Work/Shop/App/Info.plist"]), to: dir)
        let scan = ProjectScan.read(dir)
        let app = try XCTUnwrap(scan.apps.first)
        XCTAssertEqual(app.plist.file, "App/Info.plist")
        XCTAssertNil(app.plist.unknownFile)
        XCTAssertTrue(
            scan.diagnostics.contains {
                $0.severity == .info && $0.message.contains("a path on the machine the project was made on")
            }, "\(scan.diagnostics)")
        // Nothing at the end of the path: still outside, still unknown.
        let other = NSTemporaryDirectory() + "orient-absolute-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: other) }
        try ExampleProject.write(
            .plist(body, settings: ["INFOPLIST_FILE": "/Users/someone/Elsewhere/Info.plist"]), to: other)
        XCTAssertNotNil(ProjectScan.read(other).apps.first?.plist.unknownFile)
    }

    func testOnlyOneMatchCounts() throws {
        let s = Scratch()
        s.write("Dup/x.plist", "")
        s.write("DUP/x.plist", "")
        s.write("B/Y.plist", "")
        XCTAssertNil(caseInsensitiveMatch(s.path + "/A2/x.plist", within: s.path), "no match")
        XCTAssertNil(caseInsensitiveMatch(s.path + "/dup/x.plist", within: s.path), "Dup and DUP: two matches on Linux")
        XCTAssertEqual(caseInsensitiveMatch(s.path + "/b/y.plist", within: s.path), s.path + "/B/Y.plist")
        XCTAssertNil(caseInsensitiveMatch("/etc/PASSWD", within: s.path), "never outside the folder")
    }

    /// A Mac checkout merges folders whose names differ only in case: `Half/` with one file and `half/` with the
    /// other are one folder there, so the path spelt with either folder finds the file wherever it is.
    func testFoldersThatDifferInCaseAreOneFolder() throws {
        let s = Scratch()
        s.write("ios/App/Delegate.m", "")
        s.write("ios/app/Info.plist", "")
        XCTAssertEqual(
            caseInsensitiveMatch(s.path + "/ios/App/Info.plist", within: s.path), s.path + "/ios/app/Info.plist")
        XCTAssertEqual(
            caseInsensitiveMatch(s.path + "/ios/app/delegate.m", within: s.path), s.path + "/ios/App/Delegate.m")
        XCTAssertNil(caseInsensitiveMatch(s.path + "/ios/APP/missing.plist", within: s.path))
    }
}
