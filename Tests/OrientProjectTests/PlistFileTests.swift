import Foundation
import OrientEngine
import XCTest
@testable import OrientProject

final class PlistFileTests: XCTestCase {
    func testXMLKeysAndItemsHaveLines() throws {
        let (file, problems) = PlistFile.read(Fixture.sample + "/Player/Info.plist", displayPath: "Info.plist")
        XCTAssertEqual(problems, [])
        let plist = try XCTUnwrap(file)
        XCTAssertEqual(plist.format, .xml)
        XCTAssertEqual(plist.keyLines["UISupportedInterfaceOrientations"], 21)
        XCTAssertEqual(plist.itemLines["UISupportedInterfaceOrientations"], [23, 24])
        XCTAssertEqual(plist.itemLines["UILaunchImages"], [28])
        XCTAssertEqual(plist.root["LSRequiresIPhoneOS"], .bool(true))
        XCTAssertEqual(plist.location(ofKey: "UIStatusBarHidden").description, "Info.plist:19")
    }

    func testBinaryPlist() throws {
        let path = Fixture.project("Xcode9/Classic/Info.plist")
        XCTAssertTrue(try XCTUnwrap(FileManager.default.contents(atPath: path)).starts(with: Array("bplist".utf8)))
        let (file, problems) = PlistFile.read(path)
        XCTAssertEqual(problems, [])
        let plist = try XCTUnwrap(file)
        XCTAssertEqual(plist.format, .binary)
        XCTAssertEqual(plist.root["UIRequiresFullScreen"], .bool(true))
        XCTAssertEqual(
            plist.root["UISupportedInterfaceOrientations"], .array([.string("UIInterfaceOrientationPortrait")]))
        XCTAssertEqual(plist.keyLines, [:], "a binary plist has no lines")
    }

    func testOldStylePlist() throws {
        let (file, problems) = PlistFile.parse(
            Data(
                "{ UIRequiresFullScreen = YES; UISupportedInterfaceOrientations = (UIInterfaceOrientationPortrait); }"
                    .utf8), path: "Info.plist")
        XCTAssertEqual(problems, [])
        XCTAssertEqual(file?.format, .openStep)
        XCTAssertEqual(file?.root["UIRequiresFullScreen"]?.boolValue, true)
    }

    func testFragmentsAreReadWithAWarning() throws {
        for text in ["<dict>\n<key>A</key>\n<string>x</string>\n</dict>\n", "<key>A</key>\n<string>x</string>\n"] {
            let (file, problems) = PlistFile.parse(Data(text.utf8), path: "F.plist")
            XCTAssertEqual(file?.root["A"], .string("x"), text)
            XCTAssertEqual(file?.keyLines["A"], 1 + (text.hasPrefix("<dict>") ? 1 : 0), text)
            XCTAssertEqual(problems.map(\.severity), [.warning], text)
            XCTAssertEqual(problems.first?.location.description, "F.plist:1")
        }
    }

    /// Blind first run (get_games): an `<array>` pasted with no `<key>` before it. Foundation stops there and Xcode's
    /// build fails, but the orientation keys around it are what the developer wrote: read without that entry, saying
    /// so, every line still true. A file no blanking mends stays an error.
    func testAnEntryWithNoKeyIsLeftOutAndSaid() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            	<key>UISupportedInterfaceOrientations</key>
            	<array>
            		<string>UIInterfaceOrientationPortrait</string>
            	</array>
            	<array>
            		<string>https</string>
            	</array>
            	<key>UIRequiresFullScreen</key>
            	<true/>
            </dict>
            </plist>

            """
        let (file, problems) = PlistFile.parse(Data(text.utf8), path: "Info.plist")
        let read = try XCTUnwrap(file)
        XCTAssertEqual(
            read.root["UISupportedInterfaceOrientations"], .array([.string("UIInterfaceOrientationPortrait")]))
        XCTAssertEqual(read.root["UIRequiresFullScreen"], .bool(true))
        XCTAssertEqual(read.keyLines["UIRequiresFullScreen"], 11)
        XCTAssertEqual(problems.map(\.severity), [.warning])
        XCTAssertTrue(
            problems.first?.message.hasSuffix("Read without the <array> at lines 8–10, the rest as written") == true,
            "\(problems)")
        let hopeless = "<?xml version=\"1.0\"?>\n<plist>\n<dict>\n<key>A</key>\n<string>x</strin>\n</dict>\n</plist>\n"
        XCTAssertNil(PlistFile.parse(Data(hopeless.utf8), path: "F.plist").file)
    }

    func testBrokenFilesSayWhereAndWhat() {
        let cases: [(String, String)] = [
            ("", "F.plist: error: the file is empty; expected a property list"),
            (
                "<?xml version=\"1.0\"?>\n<plist>\n<dict>\n<key>A</key>\n<string>x</strin>\n</dict>\n</plist>\n",
                "F.plist:5: error: not a valid property list: Close tag on line 5 does not match open tag string"
            ),
            (
                "<plist><array><string>x</string></array></plist>",
                "F.plist: error: the top level is an array; expected a dictionary"
            ),
            (
                "{ a = 1; b = (1, 2; }",
                "F.plist:1: error: not a valid property list: Expected terminating ')' for array at line 1"
            )
        ]
        for (text, expected) in cases {
            let (file, problems) = PlistFile.parse(Data(text.utf8), path: "F.plist")
            XCTAssertNil(file, text)
            XCTAssertEqual(problems.map(\.description), [expected], text)
        }
    }

    func testUnreadableFile() {
        let (file, problems) = PlistFile.read("/nonexistent/Info.plist", displayPath: "Info.plist")
        XCTAssertNil(file)
        XCTAssertEqual(problems.map(\.description), ["Info.plist: error: cannot read the file"])
    }
}
