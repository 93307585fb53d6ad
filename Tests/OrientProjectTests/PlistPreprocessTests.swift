import OrientOutput
import Foundation
import OrientCheck
import OrientTestSupport
import XCTest
@testable import OrientProject

/// Issue 13, pattern 9: an Info.plist Xcode preprocesses is read the way Xcode reads it.
final class PlistPreprocessTests: XCTestCase {
    let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        #ifndef DISABLE_HTTP
        \t<key>NSAppTransportSecurity</key>
        \t<dict/>
        #endif
        \t<key>UISupportedInterfaceOrientations</key>
        \t<array>
        \t\t<string>UIInterfaceOrientationPortrait</string>
        #if defined(LANDSCAPE) && !PHONE_ONLY
        \t\t<string>UIInterfaceOrientationLandscapeLeft</string>
        #elif TABLET
        \t\t<string>UIInterfaceOrientationPortraitUpsideDown</string>
        #else
        \t\t<string>UIInterfaceOrientationLandscapeRight</string>
        #endif
        \t</array>
        </dict>
        </plist>
        """

    func read(_ definitions: String) throws -> (EffectivePlist, [Diagnostic]) {
        let s = Scratch()
        try ExampleProject.write(
            Example(
                ["Info.plist": plist],
                settings: ["INFOPLIST_PREPROCESS": "YES", "INFOPLIST_PREPROCESSOR_DEFINITIONS": definitions]),
            to: s.path)
        let scan = ProjectScan.read(s.path)
        let app = try XCTUnwrap(scan.apps.first)
        return (app.plist, scan.diagnostics)
    }

    func testBranchesFollowTheDefinitions() throws {
        let cases: [(String, [String])] = [
            ("LANDSCAPE", ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft"]),
            ("LANDSCAPE PHONE_ONLY=1", ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeRight"]),
            ("TABLET=1", ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationPortraitUpsideDown"]),
            ("", ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeRight"])
        ]
        for (definitions, expected) in cases {
            let (plist, diagnostics) = try read(definitions)
            guard case .array(let items)? = plist.entries["UISupportedInterfaceOrientations"]?.value else {
                return XCTFail("no orientations with \(definitions): \(diagnostics)")
            }
            XCTAssertEqual(items.compactMap(\.stringValue), expected, definitions)
            XCTAssertFalse(diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
        }
        XCTAssertNotNil(try read("").0.entries["NSAppTransportSecurity"])
        XCTAssertNil(try read("DISABLE_HTTP").0.entries["NSAppTransportSecurity"])
    }

    func testLinesKeepTheirNumbers() throws {
        let (plist, _) = try read("")
        XCTAssertEqual(plist.entries["UISupportedInterfaceOrientations"]?.source.location?.line, 8)
    }

    func testAConditionItCannotEvaluateIsSaid() {
        var cpp = PlistPreprocessor(definitions: "")
        _ = cpp.run("#if __has_feature(x)\n<a/>\n#endif\n")
        XCTAssertEqual(cpp.problems.map(\.line), [1])
    }
}
