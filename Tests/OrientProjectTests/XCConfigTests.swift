import OrientOutput
import XCTest
@testable import OrientProject

final class XCConfigTests: XCTestCase {
    func testIncludesCommentsConditionsAndLines() {
        let s = Scratch()
        s.write(
            "Base.xcconfig",
            """
            // a comment line
            #include "Shared/Common.xcconfig"
            #include? "Local.xcconfig"   // optional, absent: fine
            FOO = 1 // trailing comment
            BAR[sdk=iphoneos*][config=Release] = on;
            BAZ[sdk=iphonesimulator*, arch=x86_64] = sim
            URL = https:/$()/example.com
            """)
        s.write("Shared/Common.xcconfig", "COMMON = yes\r\n")
        let file = XCConfigReader(root: s.path).read(s.path + "/Base.xcconfig", level: "project xcconfig")
        XCTAssertEqual(file.diagnostics, [])
        XCTAssertEqual(file.assignments.map(\.name), ["COMMON", "FOO", "BAR", "BAZ", "URL"])
        XCTAssertEqual(file.assignments.map(\.value), ["yes", "1", "on", "sim", "https:/$()/example.com"])
        XCTAssertEqual(file.assignments[0].location, SourceLocation("Shared/Common.xcconfig", line: 1))
        XCTAssertEqual(file.assignments[2].location, SourceLocation("Base.xcconfig", line: 5))
        XCTAssertEqual(file.assignments[2].conditions.map(\.description), ["[sdk=iphoneos*]", "[config=Release]"])
        XCTAssertEqual(file.assignments[3].conditions.map(\.description), ["[sdk=iphonesimulator*]", "[arch=x86_64]"])
        XCTAssertEqual(file.files.count, 2)
    }

    func testProblemsAreReportedWithLinesAndReadingGoesOn() {
        let s = Scratch()
        s.write(
            "A.xcconfig",
            """
            #include "B.xcconfig"
            #include "Missing.xcconfig"
            #include "<DEVELOPER_DIR>/Makefiles/x.xcconfig"
            #include Unquoted.xcconfig
            not a setting
            = value
            AFTER = still read
            """)
        s.write("B.xcconfig", "#include \"A.xcconfig\"\nFROM_B = 1\n")
        let file = XCConfigReader(root: s.path).read(s.path + "/A.xcconfig", level: "target xcconfig")
        XCTAssertEqual(file.assignments.map(\.name), ["FROM_B", "AFTER"])
        let messages = file.diagnostics.map(\.description)
        XCTAssertEqual(messages.count, 6, "\(messages)")
        XCTAssertTrue(
            messages[0].hasPrefix("B.xcconfig:1: error: #include \"A.xcconfig\" includes itself"), messages[0])
        XCTAssertTrue(
            messages[1].hasPrefix("A.xcconfig:2: warning: #include \"Missing.xcconfig\": no such file"), messages[1])
        XCTAssertTrue(messages[2].hasPrefix("A.xcconfig:3: warning:"), messages[2])
        XCTAssertTrue(messages[3].hasPrefix("A.xcconfig:4: error: expected `#include \"path\"`"), messages[3])
        XCTAssertTrue(messages[4].hasPrefix("A.xcconfig:5: error: expected `SETTING = value`"), messages[4])
        XCTAssertTrue(messages[5].hasPrefix("A.xcconfig:6: error:"), messages[5])
    }

    /// Issue 26: an optional include is skipped wherever it points (a developer's overrides from `../`), and a
    /// missing required one (a file a build step writes) is a warning: the other settings are read, and nothing
    /// here makes the run exit 1.
    func testOptionalAndGeneratedIncludesDoNotStopTheRead() {
        let s = Scratch()
        s.write(
            "App/Base.xcconfig",
            """
            #include? "../../Local/Overrides.xcconfig"
            #include? "Local.xcconfig"
            #include "Generated/Secrets.xcconfig"
            TARGETED_DEVICE_FAMILY = 1,2
            """)
        let file = XCConfigReader(root: s.path + "/App").read(s.path + "/App/Base.xcconfig", level: "target xcconfig")
        XCTAssertEqual(file.assignments.map(\.name), ["TARGETED_DEVICE_FAMILY"])
        XCTAssertEqual(file.diagnostics.map(\.severity), [.info, .warning], "\(file.diagnostics)")
        XCTAssertTrue(file.diagnostics[0].message.contains("outside the repository; skipped"))
        XCTAssertTrue(file.diagnostics[1].message.contains("Generated/Secrets.xcconfig"))
    }

    func testBinaryGarbageIsAnErrorNotACrash() {
        let s = Scratch()
        let path = s.path + "/Bad.xcconfig"
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data([0xFF, 0xFE, 0x00, 0x41])))
        let file = XCConfigReader(root: s.path).read(path, level: "project xcconfig")
        XCTAssertEqual(
            file.diagnostics.map(\.description),
            ["Bad.xcconfig:1: error: not UTF-8 text: a byte on this line is not UTF-8; expected an xcconfig file"])
    }

    /// Blind first run (JavaZone): secrets committed encrypted with git-crypt, read without the key. The other
    /// settings are read (a warning, so a run with no error-level finding exits 0), as for a generated include.
    func testAGitCryptEncryptedFileIsAWarning() {
        let s = Scratch()
        let path = s.path + "/Env.xcconfig"
        let encrypted = Data([0] + Array("GITCRYPT".utf8) + [0, 0x9C, 0xFF, 0x13])
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: encrypted))
        let file = XCConfigReader(root: s.path).read(path, level: "target xcconfig")
        XCTAssertEqual(
            file.diagnostics.map(\.description),
            [
                "Env.xcconfig: warning: encrypted with git-crypt (no key in this checkout); the settings it holds are unknown, the others are read without it"
            ])
    }

    func testSettingKeys() {
        XCTAssertEqual(SettingAssignment.parseKey("OTHER_LDFLAGS")?.name, "OTHER_LDFLAGS")
        XCTAssertEqual(SettingAssignment.parseKey("A[sdk=iphoneos*][config=Release]")?.conditions.count, 2)
        XCTAssertNil(SettingAssignment.parseKey("1ABC"))
        XCTAssertNil(SettingAssignment.parseKey("A[sdk]"))
        XCTAssertNil(SettingAssignment.parseKey("A[sdk=x"))
        XCTAssertNil(SettingAssignment.parseKey("two words"))
    }

    func testGlob() {
        XCTAssertTrue(glob("iphoneos*", "iphoneos26.0"))
        XCTAssertFalse(glob("iphoneos*", "iphonesimulator26.0"))
        XCTAssertTrue(glob("*", "anything"))
        XCTAssertTrue(glob("Rel*se", "Release"))
        XCTAssertFalse(glob("Debug", "Release"))
    }
}
