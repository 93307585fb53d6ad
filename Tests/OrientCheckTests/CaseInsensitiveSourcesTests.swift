import Foundation
import OrientFacts
import OrientProject
import XCTest

@testable import OrientSwift

/// Issue 26: a project whose group names a folder with another case than the disk (`Extensions` over
/// `extensions/`) builds on macOS; its files are the target's code on Linux too, said once at info.
final class CaseInsensitiveSourcesTests: XCTestCase {
    static let pbxproj = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjectVersion = 56;
        \tobjects = {
        \t\tA1 /* Screen.swift in Sources */ = {isa = PBXBuildFile; fileRef = A2 /* Screen.swift */; };
        \t\tA2 /* Screen.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Screen.swift; sourceTree = "<group>"; };
        \t\tA3 /* Extensions */ = {isa = PBXGroup; children = (A2); path = Extensions; sourceTree = "<group>"; };
        \t\tA4 = {isa = PBXGroup; children = (A3); sourceTree = "<group>"; };
        \t\tA5 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (A1); };
        \t\tA6 /* App */ = {isa = PBXNativeTarget; buildConfigurationList = A8; buildPhases = (A5); name = App; productType = "com.apple.product-type.application"; };
        \t\tA7 /* Project */ = {isa = PBXProject; buildConfigurationList = A9; mainGroup = A4; targets = (A6); };
        \t\tA8 = {isa = XCConfigurationList; buildConfigurations = (B1); defaultConfigurationName = Release; };
        \t\tA9 = {isa = XCConfigurationList; buildConfigurations = (B2); defaultConfigurationName = Release; };
        \t\tB1 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; TARGETED_DEVICE_FAMILY = "1,2"; GENERATE_INFOPLIST_FILE = YES; INFOPLIST_KEY_UILaunchScreen_Generation = YES; IPHONEOS_DEPLOYMENT_TARGET = 16.0;}; name = Release; };
        \t\tB2 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {}; name = Release; };
        \t};
        \trootObject = A7;
        }
        """

    func testAFolderNamedInAnotherCaseIsTheTargetsCode() throws {
        let dir = NSTemporaryDirectory() + "orient-case-sources-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir + "/App.xcodeproj", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: dir + "/extensions", withIntermediateDirectories: true)
        try Self.pbxproj.write(toFile: dir + "/App.xcodeproj/project.pbxproj", atomically: true, encoding: .utf8)
        try "import UIKit\nfinal class Screen: UIViewController {}\n".write(
            toFile: dir + "/extensions/Screen.swift", atomically: true, encoding: .utf8)
        let scan = ProjectScan.read(dir)
        let facts = CodeReader.read(scan)
        let app = try XCTUnwrap(facts.targets.first { $0.name == "App" })
        XCTAssertEqual(app.classes.map(\.name), ["Screen"])
        XCTAssertTrue(
            facts.diagnostics.contains {
                $0.severity == .info && $0.message.contains("with another case ('Extensions/Screen.swift')")
            }, "\(facts.diagnostics)")
    }
}
