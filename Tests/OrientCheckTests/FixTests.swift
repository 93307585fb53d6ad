import OrientOutput
import Foundation
import OrientEngine
import OrientProject
import OrientTestSupport
import XCTest

@testable import OrientCheck
@testable import OrientSwift

/// `orient check --fix` (issue 18): each mechanical fix, applied to a small project, removes its finding on the
/// re-check and changes exactly its span; fixes that need judgement are left alone.
final class FixTests: XCTestCase {
    func project(_ files: [String: String], settings: [String: String] = [:]) throws -> String {
        let dir = NSTemporaryDirectory() + "orient-fix-" + UUID().uuidString
        try ExampleProject.write(Example(files, settings: settings), to: dir)
        return dir
    }

    func check(_ dir: String, rule: String) -> [Finding] {
        let scan = ProjectScan.read(dir)
        var config = Configuration()
        config.onlyRules = [rule]
        return Checker.run(scan: scan, facts: CodeReader.read(scan), configuration: config).findings
    }

    /// Fixes `rule`'s findings in a fresh project; returns the outcome, and the file's text before and after.
    func roundTrip(
        _ rule: String, _ files: [String: String], file: String, settings: [String: String] = [:],
        line: UInt = #line
    ) throws -> (Fixer.Outcome, before: String, after: String) {
        let dir = try project(files, settings: settings)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/" + file
        let before = try String(contentsOfFile: path, encoding: .utf8)
        let found = check(dir, rule: rule)
        XCTAssertFalse(found.isEmpty, "\(rule) fires before the fix", line: line)
        let dry = Fixer.run(found, root: dir, dryRun: true)
        XCTAssertEqual(
            try String(contentsOfFile: path, encoding: .utf8), before, "--dry-run changes nothing", line: line)
        let outcome = Fixer.run(found, root: dir, dryRun: false)
        XCTAssertEqual(outcome.diff, dry.diff, line: line)
        let after = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertEqual(check(dir, rule: rule).map(\.message), [], "\(rule) is gone after the fix", line: line)
        return (outcome, before, after)
    }

    /// The lines that differ, old and new.
    func changed(_ a: String, _ b: String) -> (old: [String], new: [String]) {
        let x = a.components(separatedBy: "\n"), y = b.components(separatedBy: "\n")
        return (x.filter { !y.contains($0) }, y.filter { !x.contains($0) })
    }

    let plistTop = ExampleProject.plistHeader
    let plistEnd = ExampleProject.plistFooter

    func testAMisspeltKeyIsRenamedInPlace() throws {
        let (outcome, before, after) = try roundTrip(
            "misspelled_orientation_key",
            [
                "Info.plist": plistTop + """
                    \t<key>UISupportedInterfaceOrientations~pad</key>
                    \t<array>
                    \t\t<string>UIInterfaceOrientationPortrait</string>
                    \t</array>
                    """ + plistEnd
            ], file: "App/Info.plist")
        XCTAssertEqual(outcome.fixed.count, 1)
        let d = changed(before, after)
        XCTAssertEqual(d.old, ["\t<key>UISupportedInterfaceOrientations~pad</key>"])
        XCTAssertEqual(d.new, ["\t<key>UISupportedInterfaceOrientations~ipad</key>"])
        XCTAssertTrue(outcome.diff.contains("-\t<key>UISupportedInterfaceOrientations~pad</key>"), outcome.diff)
    }

    func testATypoInAnOrientationValueIsCorrected() throws {
        let (_, before, after) = try roundTrip(
            "invalid_orientation_value",
            [
                "Info.plist": plistTop + """
                    \t<key>UISupportedInterfaceOrientations</key>
                    \t<array>
                    \t\t<string>UIInterfaceOrientationPortrait</string>
                    \t\t<string>UIInterfaceOrientationLandscapeleft</string>
                    \t</array>
                    """ + plistEnd
            ], file: "App/Info.plist")
        XCTAssertEqual(changed(before, after).new, ["\t\t<string>UIInterfaceOrientationLandscapeLeft</string>"])
    }

    /// An iPad key with two of the four orientations, and a launch screen.
    var twoIPadOrientations: String {
        plistTop + """
            \t<key>UISupportedInterfaceOrientations~ipad</key>
            \t<array>
            \t\t<string>UIInterfaceOrientationPortrait</string>
            \t\t<string>UIInterfaceOrientationLandscapeLeft</string>
            \t</array>
            \t<key>UILaunchStoryboardName</key>
            \t<string>LaunchScreen</string>
            """ + plistEnd
    }

    func testMissingIPadOrientationsAreAddedWithTheListsIndentation() throws {
        let (_, before, after) = try roundTrip(
            "ipad_multitasking_orientations", ["Info.plist": twoIPadOrientations], file: "App/Info.plist",
            settings: ["TARGETED_DEVICE_FAMILY": "1,2"])
        XCTAssertEqual(changed(before, after).old, [])
        XCTAssertEqual(
            changed(before, after).new,
            [
                "\t\t<string>UIInterfaceOrientationPortraitUpsideDown</string>",
                "\t\t<string>UIInterfaceOrientationLandscapeRight</string>"
            ])
        XCTAssertTrue(after.contains("LandscapeLeft</string>\n\t\t<string>UIInterfaceOrientationPortraitUpsideDown"))
    }

    /// Issue 28: lines inserted into a CRLF file end in CRLF, as the file's own do.
    func testInsertedLinesKeepTheFilesLineEnding() throws {
        let crlf = twoIPadOrientations.replacingOccurrences(of: "\n", with: "\r\n")
        let (_, before, after) = try roundTrip(
            "ipad_multitasking_orientations", ["Info.plist": crlf], file: "App/Info.plist",
            settings: ["TARGETED_DEVICE_FAMILY": "1,2"])
        XCTAssertGreaterThan(after.utf8.count, before.utf8.count)
        let bytes = Array(after.utf8)
        for (i, b) in bytes.enumerated() where b == 10 { XCTAssertEqual(bytes[i - 1], 13, "LF alone at byte \(i)") }
        XCTAssertTrue(after.contains("UIInterfaceOrientationPortraitUpsideDown</string>\r\n"))
    }

    /// Issue 28: a file that is a symbolic link is not written (the link would become a file, or the file it
    /// points to would change).
    func testALinkedFileIsNotFixed() throws {
        let files = [
            "Real.plist": plistTop + """
                \t<key>UISupportedInterfaceOrientations~ipad</key>
                \t<array>
                \t\t<string>UIInterfaceOrientationPortrait</string>
                \t</array>
                \t<key>UILaunchStoryboardName</key>
                \t<string>LaunchScreen</string>
                """ + plistEnd
        ]
        let dir = try project(files, settings: ["TARGETED_DEVICE_FAMILY": "1,2", "INFOPLIST_FILE": "App/Info.plist"])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createSymbolicLink(atPath: dir + "/App/Info.plist", withDestinationPath: "Real.plist")
        let found = check(dir, rule: "ipad_multitasking_orientations")
        XCTAssertFalse(found.isEmpty)
        let before = try String(contentsOfFile: dir + "/App/Real.plist", encoding: .utf8)
        let outcome = Fixer.run(found, root: dir, dryRun: false)
        XCTAssertTrue(outcome.skipped.contains { $0.contains("a symbolic link") }, "\(outcome.skipped)")
        XCTAssertEqual(try String(contentsOfFile: dir + "/App/Real.plist", encoding: .utf8), before)
        let attributes = try FileManager.default.attributesOfItem(atPath: dir + "/App/Info.plist")
        XCTAssertEqual(attributes[.type] as? FileAttributeType, .typeSymbolicLink)
    }

    /// From a minimum iOS of 14, an empty UILaunchScreen dictionary is the launch screen iPad multitasking needs.
    func testALaunchScreenIsAddedFromIOS14() throws {
        let (_, before, after) = try roundTrip(
            "ipad_multitasking_launch_screen",
            [
                "Info.plist": plistTop + """
                    \t<key>UISupportedInterfaceOrientations</key>
                    \t<array>
                    \t\t<string>UIInterfaceOrientationPortrait</string>
                    \t\t<string>UIInterfaceOrientationPortraitUpsideDown</string>
                    \t\t<string>UIInterfaceOrientationLandscapeLeft</string>
                    \t\t<string>UIInterfaceOrientationLandscapeRight</string>
                    \t</array>
                    """ + plistEnd
            ], file: "App/Info.plist",
            settings: ["TARGETED_DEVICE_FAMILY": "1,2", "IPHONEOS_DEPLOYMENT_TARGET": "15.0"])
        XCTAssertEqual(changed(before, after).new, ["\t<key>UILaunchScreen</key>", "\t<dict/>"])
        XCTAssertTrue(after.hasSuffix("\t<dict/>\n</dict>\n</plist>\n") || after.contains("<dict/>\n</dict>"), after)
    }

    func testTheObjectiveCConstantBecomesTheMask() throws {
        let (_, before, after) = try roundTrip(
            "orientation_constant_as_mask",
            [
                "Player.m": """
                @implementation Player
                - (UIInterfaceOrientationMask)supportedInterfaceOrientations {
                    return UIInterfaceOrientationLandscapeLeft;
                }
                @end
                """
            ], file: "App/Player.m")
        XCTAssertEqual(changed(before, after).new, ["    return UIInterfaceOrientationMaskLandscapeLeft;"])
    }

    /// seed 004's slip: the mask returned from shouldAutorotate was meant for supportedInterfaceOrientations.
    func testShouldAutorotateReturningAMaskBecomesTheMask() throws {
        let (_, before, after) = try roundTrip(
            "should_autorotate_returns_mask",
            [
                "Camera.m": """
                @implementation Camera
                - (BOOL)shouldAutorotate {
                    return UIInterfaceOrientationMaskPortrait;
                }
                @end
                """
            ], file: "App/Camera.m")
        XCTAssertEqual(
            changed(before, after).new, ["- (UIInterfaceOrientationMask)supportedInterfaceOrientations {"])
        // A class that has its own mask too: which one wins is a choice.
        try assertJudgement(
            "should_autorotate_returns_mask",
            [
                "Camera.m": """
                @implementation Camera
                - (UIInterfaceOrientationMask)supportedInterfaceOrientations { return UIInterfaceOrientationMaskAll; }
                - (BOOL)shouldAutorotate { return UIInterfaceOrientationMaskPortrait; }
                @end
                """
            ])
    }

    /// A finding whose fix needs judgement: listed as such, nothing applied.
    func assertJudgement(_ rule: String, _ files: [String: String], line: UInt = #line) throws {
        let dir = try project(files)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let outcome = Fixer.run(check(dir, rule: rule), root: dir, dryRun: false)
        XCTAssertEqual(outcome.fixed.count, 0, line: line)
        XCTAssertEqual(outcome.judgement.count, 1, line: line)
    }

    /// "Does it allow landscape" tested with the two-sided mask: either side, as meant. Beside an orientation's own
    /// test (seed 001's helper), which orientation is a judgement.
    func testAMaskMembershipTestForEitherLandscapeSide() throws {
        let (_, before, after) = try roundTrip(
            "orientation_mask_membership",
            [
                "Player.swift": """
                import UIKit
                final class Player: UIViewController {
                    var canTurn: Bool { supportedInterfaceOrientations.contains(.landscape) }
                }
                """
            ], file: "App/Player.swift")
        XCTAssertEqual(
            changed(before, after).new,
            ["    var canTurn: Bool { !supportedInterfaceOrientations.isDisjoint(with: .landscape) }"])
        try assertJudgement(
            "orientation_mask_membership",
            [
                "Mask.swift": """
                import UIKit
                extension UIInterfaceOrientationMask {
                    func allows(_ o: UIInterfaceOrientation) -> Bool { o.isLandscape && self.contains(.landscape) }
                }
                """
            ])
    }

    /// The same fixes in `INFOPLIST_KEY_*` build settings (project.pbxproj and xcconfig).
    func testBuildSettingKeysAndValuesAreFixedInPlace() throws {
        let (_, before, after) = try roundTrip(
            "invalid_orientation_value", ["Code.swift": "import UIKit\n"], file: "Config.xcconfig",
            settings: [
                "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone":
                    "UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLetf"
            ])
        XCTAssertEqual(changed(before, after).old.count, 1)
        XCTAssertTrue(changed(before, after).new.first?.contains("UIInterfaceOrientationLandscapeLeft") ?? false)
        let (_, before2, after2) = try roundTrip(
            "misspelled_orientation_key", ["Code.swift": "import UIKit\n"], file: "Config.xcconfig",
            settings: [
                "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone": "",
                "INFOPLIST_KEY_UISupportedInterfaceOrientation_iPhone": "UIInterfaceOrientationPortrait"
            ])
        XCTAssertEqual(
            changed(before2, after2).new,
            ["INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone = UIInterfaceOrientationPortrait"])
    }

    /// A misspelt key beside the right one: which list counts is a choice, not a fix.
    func testWhatNeedsJudgementIsLeftAlone() throws {
        let dir = try project([
            "Info.plist": plistTop + """
                \t<key>UISupportedInterfaceOrientations</key>
                \t<array><string>UIInterfaceOrientationPortrait</string></array>
                \t<key>UISupportedInterfaceOrientations~ipad</key>
                \t<array><string>UIInterfaceOrientationPortrait</string></array>
                \t<key>UISupportedInterfaceOrientations~pad</key>
                \t<array><string>UIInterfaceOrientationLandscape</string></array>
                """ + plistEnd
        ])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let before = try String(contentsOfFile: dir + "/App/Info.plist", encoding: .utf8)
        let found = check(dir, rule: "misspelled_orientation_key")
        let outcome = Fixer.run(found, root: dir, dryRun: false)
        XCTAssertEqual(outcome.fixed.count, 0)
        XCTAssertEqual(outcome.judgement.count, found.count)
        XCTAssertEqual(try String(contentsOfFile: dir + "/App/Info.plist", encoding: .utf8), before)
    }

    /// The file changed between the check and the fix: the fix is skipped with a message, nothing is written.
    func testAFileThatChangedIsNotFixed() throws {
        let dir = try project([
            "Info.plist": plistTop + """
                \t<key>UISupportedInterfaceOrientations~pad</key>
                \t<array><string>UIInterfaceOrientationPortrait</string></array>
                """ + plistEnd
        ])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let found = check(dir, rule: "misspelled_orientation_key")
        let path = dir + "/App/Info.plist"
        let edited = try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(of: "~pad", with: "~pda")
        try edited.write(toFile: path, atomically: true, encoding: .utf8)
        let outcome = Fixer.run(found, root: dir, dryRun: false)
        XCTAssertEqual(outcome.fixed.count, 0)
        XCTAssertEqual(outcome.skipped.count, 1, "\(outcome.skipped)")
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), edited)
    }

    /// Changes far apart are separate hunks, with three lines of context, and `patch` applies them.
    func testTheDiffHasOneHunkPerChange() throws {
        let old = (1...30).map { "line \($0)\n" }.joined()
        let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n")
            .replacingOccurrences(of: "line 25\n", with: "line 25\nline 25½\n")
        let d = UnifiedDiff.render(old: Array(old.utf8), new: Array(new.utf8), path: "f.txt")
        XCTAssertEqual(
            d,
            "--- a/f.txt\n+++ b/f.txt\n@@ -2,7 +2,7 @@\n line 2\n line 3\n line 4\n-line 5\n+line five\n line 6\n line 7\n line 8\n"
                + "@@ -23,6 +23,7 @@\n line 23\n line 24\n line 25\n+line 25½\n line 26\n line 27\n line 28\n")
    }

    /// Review findings: an `<array/>` value is not the next key's array, and nothing outside the checked folder or
    /// behind a symbolic link is written.
    func testFixesStayOnTheirKeyAndInTheFolder() throws {
        let dir = try project(["A.txt": "x"])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let plist =
            "<plist><dict>\n\t<key>K~ipad</key>\n\t<array/>\n\t<key>Other</key>\n\t<array>\n\t\t<string>x</string>\n\t</array>\n</dict></plist>\n"
        try plist.write(toFile: dir + "/P.plist", atomically: true, encoding: .utf8)
        XCTAssertNil(FixEdit.appendToArray(file: "P.plist", keyLine: 2, items: ["y"]).resolve(root: dir))
        let outside = NSTemporaryDirectory() + "orient-outside-\(UUID().uuidString).txt"
        try "Alpha\n".write(toFile: outside, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: outside) }
        XCTAssertNil(
            FixEdit.replace(file: outside, line: 1, within: 0, word: "Alpha", replacement: "Beta").resolve(root: dir))
        XCTAssertNil(
            FixEdit.replace(
                file: "../" + (outside as NSString).lastPathComponent, line: 1, within: 0, word: "Alpha",
                replacement: "B"
            )
            .resolve(root: dir))
        try FileManager.default.createSymbolicLink(atPath: dir + "/link.txt", withDestinationPath: outside)
        XCTAssertNil(
            FixEdit.replace(file: "link.txt", line: 1, within: 0, word: "Alpha", replacement: "B").resolve(root: dir))
    }

    /// Two fixes to one span: neither is applied.
    func testConflictingEditsAreSkipped() throws {
        let dir = try project(["A.txt": "x"])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "let a = Alpha\n".write(toFile: dir + "/A.txt", atomically: true, encoding: .utf8)
        func finding(_ replacement: String) -> Finding {
            var f = Finding(
                ruleID: "r", severity: .warning, place: SourceLocation(file: "A.txt", line: 1), message: "m",
                target: "App",
                devices: [], versions: "all")
            f.edits = [.replace(file: "A.txt", line: 1, within: 0, word: "Alpha", replacement: replacement)]
            return f
        }
        let outcome = Fixer.run([finding("Beta"), finding("Gamma")], root: dir, dryRun: false)
        XCTAssertEqual(outcome.fixed.count, 0)
        XCTAssertEqual(try String(contentsOfFile: dir + "/A.txt", encoding: .utf8), "let a = Alpha\n")
    }
}

/// `orient check --reporter html` (issue 18): one self-contained page, a drawing per target and device class.
final class HTMLReportTests: XCTestCase {
    func testTheSampleReportDrawsEveryDeviceAndListsEveryFinding() throws {
        let root = CheckTests.repo + "/Examples/SampleApp"
        let result = CheckTests.sample.result
        let html = Reporter.html.render(result, root: root, version: "test")
        XCTAssertTrue(html.hasPrefix("<!DOCTYPE html>"))
        XCTAssertFalse(html.contains("<script"), "no JavaScript")
        XCTAssertFalse(html.contains("http://") || html.contains("src="), "nothing loaded from the network")
        for m in result.matrices {
            for row in m.rows where row.installable {
                XCTAssertTrue(html.contains("data-device=\"\(row.deviceClass.rawValue)\""), "\(m.target.name)")
            }
        }
        XCTAssertEqual(html.components(separatedBy: "<li class=\"finding").count - 1, result.findings.count)
        XCTAssertTrue(html.contains("prefers-color-scheme:dark") && html.contains("@media print"))
        // A name from the project is text, never markup.
        var hostile = result
        hostile.targets = ["<img src=x>"]
        XCTAssertFalse(Reporter.html.render(hostile, root: root, version: "t").contains("<img"))
    }

    /// Issue 29: a Face ID iPhone is drawn with its sensor housing, so every orientation looks different; a finding
    /// several targets share is listed once, naming them; names break between their words, never inside one.
    func testFaceIDSidesDifferSharedFindingsOnceAndNamesBreakAtWords() throws {
        let root = CheckTests.repo + "/Examples/SampleApp"
        var result = CheckTests.sample.result
        let html = Reporter.html.render(result, root: root, version: "test")
        let faceID = try XCTUnwrap(html.components(separatedBy: "data-device=\"iphone-face-id\"").dropFirst().first)
            .components(separatedBy: "</figure>")[0]
        let drawings = faceID.components(separatedBy: "<svg").dropFirst().map {
            $0.components(separatedBy: "<path")[0]
        }
        XCTAssertEqual(drawings.count, 4)
        XCTAssertEqual(Set(drawings).count, 4, "each orientation of a Face ID iPhone is drawn differently")
        XCTAssertTrue(drawings.allSatisfy { $0.contains("class=\"sensor\"") })

        let first = try XCTUnwrap(result.findings.first)
        var shared = first
        shared.target = result.targets.prefix(2).joined(separator: ", ")
        result.findings = [shared]
        let page = Reporter.html.render(result, root: root, version: "t")
        XCTAssertEqual(page.components(separatedBy: "<li class=\"finding").count - 1, 1)
        XCTAssertTrue(page.contains("<span class=\"targets\">in \(shared.target)</span>"), page)

        XCTAssertEqual(markupBreakable("GalleryNavigationController"), "Gallery<wbr>Navigation<wbr>Controller")
        XCTAssertEqual(markupBreakable("A&amp;B iPad"), "A&amp;B iPad", "entities and iPad stay whole")
        XCTAssertEqual(markupBreakable("Gallery/GalleryApp.swift"), "Gallery/<wbr>Gallery<wbr>App.<wbr>swift")
    }
}
