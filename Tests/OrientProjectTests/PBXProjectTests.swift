import OrientOutput
import Foundation
import XCTest
@testable import OrientProject

/// project.pbxproj files of several Xcode eras, read with PropertyListSerialization.
final class PBXProjectTests: XCTestCase {
    func read(_ xcodeproj: String) -> PBXProject {
        PBXProject.read(xcodeproj, root: (xcodeproj as NSString).deletingLastPathComponent)
    }

    func testXcode3Era() throws {
        let root = Fixture.project("Xcode3")
        let p = read(root + "/Legacy.xcodeproj")
        XCTAssertEqual(p.diagnostics, [])
        XCTAssertEqual(p.objectVersion, 46)
        XCTAssertEqual(p.targets.map(\.name), ["Legacy"])
        let t = p.targets[0]
        XCTAssertEqual(t.productType, "com.apple.product-type.application")
        XCTAssertEqual(t.configurations.map(\.name), ["Debug", "Release"])
        XCTAssertEqual(t.location.line, 86)
        // Groups without a path (Other Sources) sit at the project folder; SDK frameworks are outside the repository.
        XCTAssertEqual(
            t.files.map { displayPath($0, root: root) }.sorted(),
            ["Classes/LegacyAppDelegate.m", "MainWindow.xib", "main.m"])
        let release = try XCTUnwrap(p.configurations.first { $0.name == "Release" })
        let sdk = try XCTUnwrap(release.settings.first { $0.name == "SDKROOT" })
        XCTAssertEqual(sdk.value, "iphoneos4.2")
        XCTAssertEqual(sdk.location, SourceLocation("Legacy.xcodeproj/project.pbxproj", line: 203))
        let sign = try XCTUnwrap(release.settings.first { $0.name == "CODE_SIGN_IDENTITY" })
        XCTAssertEqual(sign.conditions.map(\.description), ["[sdk=iphoneos*]"])
        XCTAssertEqual(sign.location?.line, 196)
    }

    func testXcode9EraWithPodsBaseConfigurationsAndOtherPlatforms() throws {
        let root = Fixture.project("Xcode9")
        let p = read(root + "/Classic.xcodeproj")
        XCTAssertEqual(p.diagnostics, [])
        XCTAssertEqual(p.objectVersion, 48)
        XCTAssertEqual(
            p.targets.map(\.name),
            ["Classic", "ClassicTV", "ClassicWatch", "ClassicWatch Extension", "Today", "ClassicTests"])
        XCTAssertEqual(
            p.targets.map { $0.productType ?? "" },
            [
                "com.apple.product-type.application", "com.apple.product-type.application",
                "com.apple.product-type.application.watchapp2", "com.apple.product-type.watchkit2-extension",
                "com.apple.product-type.app-extension", "com.apple.product-type.bundle.unit-test"
            ])
        let app = p.targets[0]
        XCTAssertEqual(
            app.configurations.compactMap(\.baseConfiguration).map { displayPath($0, root: root) },
            [
                "Pods/Target Support Files/Pods-Classic/Pods-Classic.debug.xcconfig",
                "Pods/Target Support Files/Pods-Classic/Pods-Classic.release.xcconfig"
            ])
        XCTAssertEqual(app.files.map { displayPath($0, root: root) }, ["Classic/ViewController.swift"])
        // An array value (OTHER_LDFLAGS = ("$(inherited)", "-ObjC")) reads as one space-separated value.
        XCTAssertEqual(app.configurations[0].settings.first { $0.name == "OTHER_LDFLAGS" }?.value, "$(inherited) -ObjC")
    }

    func testXcode14MultiplatformEra() {
        let p = read(Fixture.project("Xcode14") + "/Multi.xcodeproj")
        XCTAssertEqual(p.diagnostics, [])
        XCTAssertEqual(p.objectVersion, 56)
        XCTAssertEqual(p.targets.count, 6)
        let multi = p.targets[0].configurations.first { $0.name == "Release" }
        let launch = multi?.settings.filter { $0.name == "INFOPLIST_KEY_UILaunchScreen_Generation" }
        XCTAssertEqual(
            launch?.map { $0.conditions.map(\.description) }, [["[sdk=iphoneos*]"], ["[sdk=iphonesimulator*]"]])
    }

    func testXcode16SynchronizedFoldersAndAnchoredBaseConfiguration() throws {
        let root = Fixture.sample
        let p = read(root + "/SampleApp.xcodeproj")
        XCTAssertEqual(p.diagnostics, [])
        XCTAssertEqual(p.objectVersion, 77)
        func files(_ name: String) -> [String] {
            (p.targets.first { $0.name == name }?.files ?? []).map { displayPath($0, root: root) }.sorted()
        }
        XCTAssertEqual(
            files("Player"),
            [
                "Player/AppDelegate.swift", "Player/Base.lproj/LaunchScreen.storyboard",
                "Player/PlayerViewController.swift"
            ])
        // The synchronized folder holds Info.plist too, but the exception set takes it out of the target.
        XCTAssertEqual(
            files("Reader"),
            [
                "Reader/LegacyReaderViewController.m", "Reader/ReaderApp.swift", "Reader/ReaderControllers.swift",
                "Reader/ReaderLibrary.swift"
            ])
        XCTAssertEqual(files("Kiosk"), ["Kiosk/KioskApp.swift"])
        XCTAssertEqual(files("Watch"), ["Watch/WatchApp.swift"])
        let reader = try XCTUnwrap(p.targets.first { $0.name == "Reader" })
        XCTAssertEqual(
            reader.configurations.compactMap(\.baseConfiguration).map { displayPath($0, root: root) },
            ["ReaderConfig/Reader.xcconfig", "ReaderConfig/Reader.xcconfig"])
        XCTAssertEqual(
            p.configurations.compactMap(\.baseConfiguration).map { displayPath($0, root: root) },
            ["Config/Base.xcconfig", "Config/Base.xcconfig"])
    }

    /// A few generators write project.pbxproj as XML or JSON; Xcode reads both.
    func testXMLAndJSONProjectFiles() throws {
        let source = try XCTUnwrap(
            FileManager.default.contents(atPath: Fixture.project("Xcode3/Legacy.xcodeproj/project.pbxproj")))
        let object = try PropertyListSerialization.propertyList(from: source, options: [], format: nil)
        let s = Scratch()
        for (name, data) in [
            ("XML", try PropertyListSerialization.data(fromPropertyList: object, format: .xml, options: 0)),
            ("JSON", try JSONSerialization.data(withJSONObject: object))
        ] {
            let dir = s.path + "/\(name).xcodeproj"
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            FileManager.default.createFile(atPath: dir + "/project.pbxproj", contents: data)
            let p = PBXProject.read(dir, root: s.path)
            XCTAssertEqual(p.diagnostics, [], name)
            XCTAssertEqual(p.targets.map(\.name), ["Legacy"], name)
            XCTAssertEqual(
                p.targets.first?.configurations.first?.settings.first { $0.name == "INFOPLIST_FILE" }?.value,
                "Legacy-Info.plist", name)
        }
    }

    func testBrokenProjectFiles() {
        let root = Fixture.project("Broken")
        let cases = [
            (
                "Bad",
                "Bad.xcodeproj/project.pbxproj:10: error: not a valid project file: expected ';' after the value of 'fileRef', found '}'"
            ),
            (
                "Empty",
                "Empty.xcodeproj/project.pbxproj: error: the project file is empty: no target to read (Xcode cannot open it)"
            )
        ]
        for (name, message) in cases {
            let p = read(root + "/\(name).xcodeproj")
            XCTAssertEqual(p.diagnostics.map(\.description), [message])
            XCTAssertEqual(p.targets.count, 0)
        }
        // A committed merge conflict: read with the first side of each, said once.
        let conflict = read(root + "/Conflict.xcodeproj")
        XCTAssertEqual(
            conflict.diagnostics.map(\.description),
            [
                "Conflict.xcodeproj/project.pbxproj:200: warning: unresolved merge conflict (1): read with the first side of each (git's \"ours\"); resolve it in a merge tool; Xcode cannot open the project until then"
            ])
        XCTAssertEqual(conflict.targets.map(\.name), ["Legacy"])
        let deployments = Set(
            (conflict.configurations + conflict.targets.flatMap(\.configurations)).flatMap(\.settings)
                .filter { $0.name == "IPHONEOS_DEPLOYMENT_TARGET" }.map(\.value))
        XCTAssertTrue(deployments.contains("4.0") && !deployments.contains("5.0"), "\(deployments)")
        let s = Scratch()
        s.write("NoRoot.xcodeproj/project.pbxproj", "{ archiveVersion = 1; objects = {}; }")
        XCTAssertEqual(
            PBXProject.read(s.path + "/NoRoot.xcodeproj", root: s.path).diagnostics.map(\.description),
            ["NoRoot.xcodeproj/project.pbxproj: error: no rootObject (a PBXProject); not an Xcode project"])
        XCTAssertEqual(
            PBXProject.read(s.path + "/Absent.xcodeproj", root: s.path).diagnostics.map(\.description),
            ["Absent.xcodeproj/project.pbxproj: error: cannot read the project file"])
    }
}
