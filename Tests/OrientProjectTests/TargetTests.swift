import Foundation
import OrientEngine
import XCTest
@testable import OrientProject

/// Targets as Xcode builds them: platform, settings in Xcode's order, the effective Info.plist with provenance.
final class TargetTests: XCTestCase {
    func testSampleProjectTargets() throws {
        let scan = ProjectScan.read(Fixture.sample)
        XCTAssertEqual(scan.diagnostics, [])
        XCTAssertEqual(scan.apps.map(\.name), ["Player", "Gallery", "Reader", "Kiosk"])
        XCTAssertEqual(
            try scan.target("PlayerWidget").kind,
            .skipped("an extension (com.apple.product-type.app-extension): its host app decides the orientation"))
        XCTAssertEqual(try scan.target("Watch").kind, .skipped("a watchOS app (SDKROOT = watchos): not iOS"))

        let player = try scan.target("Player")
        XCTAssertEqual(player.deviceFamily, [1])
        XCTAssertEqual(player.deploymentTarget, OSVersion("15.0"))
        XCTAssertEqual(
            player.deploymentTargetSource?.description, "IPHONEOS_DEPLOYMENT_TARGET at Config/Base.xcconfig:5")
        XCTAssertEqual(player.plist.file, "Player/Info.plist")
        XCTAssertEqual(
            player.plist.strings("UISupportedInterfaceOrientations"),
            ["UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"])
        XCTAssertEqual(
            player.plist.entries["UISupportedInterfaceOrientations"]?.source.description, "Player/Info.plist:21")
        // Build settings are expanded in the file's values.
        XCTAssertEqual(player.plist.entries["CFBundleIdentifier"]?.value, .string("com.example.Player"))
        XCTAssertEqual(player.plist.entries["CFBundleExecutable"]?.value, .string("Player"))
        XCTAssertEqual(player.plist.entries["CFBundleDevelopmentRegion"]?.value, .string("en"))
        // Xcode writes UIDeviceFamily and MinimumOSVersion from build settings.
        XCTAssertEqual(player.plist.entries["UIDeviceFamily"]?.value, .array([.integer(1)]))
        XCTAssertEqual(
            player.plist.entries["UIDeviceFamily"]?.source.description,
            "TARGETED_DEVICE_FAMILY at SampleApp.xcodeproj/project.pbxproj:390")
        XCTAssertEqual(player.files.count, 3)
    }

    func testGeneratedPlistFromXCConfigWithConditions() throws {
        let release = try ProjectScan.read(Fixture.sample).target("Gallery")
        XCTAssertTrue(release.plist.generated)
        XCTAssertNil(release.plist.file)
        XCTAssertEqual(
            release.plist.strings("UISupportedInterfaceOrientations~iphone"),
            [
                "UIInterfaceOrientationPortrait", "UIInterfaceOrientationPortraitUpsideDown",
                "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"
            ])
        XCTAssertEqual(release.plist.strings("UISupportedInterfaceOrientations~ipad")?.count, 4)
        XCTAssertEqual(
            release.plist.entries["UISupportedInterfaceOrientations~ipad"]?.source.description,
            "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad at Config/Gallery.xcconfig:6")
        XCTAssertEqual(release.plist.entries["UIRequiresFullScreen"]?.value, .bool(true))
        XCTAssertEqual(release.plist.entries["UILaunchScreen"]?.value, .dictionary([:]))
        // $(GALLERY_MINIMUM_IOS), defined in the same xcconfig.
        XCTAssertEqual(release.deploymentTarget, OSVersion("16.0"))
        // `[config=Release]` only: the Debug build takes part in multitasking.
        let debug = try ProjectScan.read(Fixture.sample, configuration: "Debug").target("Gallery")
        XCTAssertNil(debug.plist.entries["UIRequiresFullScreen"])
    }

    /// A key in both the Info.plist file and an INFOPLIST_KEY_* setting: the file wins (docs/decisions.md).
    func testFileKeysOverrideGeneratedKeys() throws {
        let reader = try ProjectScan.read(Fixture.sample).target("Reader")
        XCTAssertTrue(reader.plist.generated)
        XCTAssertEqual(reader.plist.file, "Reader/Info.plist")
        XCTAssertEqual(
            reader.plist.entries["UISupportedInterfaceOrientations"]?.source.description, "Reader/Info.plist:7")
        XCTAssertEqual(
            reader.plist.shadowed["UISupportedInterfaceOrientations"]?.description,
            "INFOPLIST_KEY_UISupportedInterfaceOrientations at SampleApp.xcodeproj/project.pbxproj:436")
        XCTAssertEqual(reader.plist.entries["UIRequiresFullScreen"]?.value, .bool(false))
        XCTAssertEqual(
            reader.deploymentTarget, OSVersion("17.0"), "from the xcconfig anchored in a synchronized folder")
        // The other reading, switchable: the setting wins and the file's key is the overridden one.
        let settingsWin = try ProjectScan.read(Fixture.sample, fileKeysWin: false).target("Reader")
        XCTAssertEqual(settingsWin.plist.strings("UISupportedInterfaceOrientations")?.count, 4)
        XCTAssertEqual(
            settingsWin.plist.shadowed["UISupportedInterfaceOrientations"]?.description, "Reader/Info.plist:7")
    }

    func testPlatformsAndUnknowns() throws {
        let scan = ProjectScan.read(Fixture.project("Xcode14"))
        XCTAssertEqual(scan.apps.map(\.name), ["Multi", "Catalyst", "Clip", "Shared"])
        XCTAssertEqual(try scan.target("MacApp").kind, .skipped("a macOS app (SDKROOT = macosx): not iOS"))
        XCTAssertEqual(
            try scan.target("VisionApp").kind,
            .skipped("a visionOS-only app (SDKROOT = xros, SUPPORTED_PLATFORMS = xros xrsimulator): not iOS"))
        let multi = try scan.target("Multi")
        XCTAssertEqual(multi.deviceFamily, [1, 2, 7])
        XCTAssertEqual(
            multi.plist.entries["UILaunchScreen"]?.value, .dictionary([:]), "[sdk=iphoneos*] holds for the device build"
        )
        XCTAssertNotNil(multi.plist.entries["UIApplicationSceneManifest"])
        XCTAssertEqual(multi.plist.entries["UIStatusBarStyle"]?.value, .string("UIStatusBarStyleDefault"))
        let catalyst = try scan.target("Catalyst")
        XCTAssertTrue(catalyst.supportsMacCatalyst)
        XCTAssertTrue(catalyst.plist.unknownFile?.contains("CUSTOM_PLIST_DIR") ?? false)
        XCTAssertTrue(try scan.target("Shared").plist.unknownFile?.contains("points outside") ?? false)
        let clip = try scan.target("Clip")
        XCTAssertEqual(clip.productType, "com.apple.product-type.application.on-demand-install-capable")
        XCTAssertEqual(clip.deviceFamily, [1], "Xcode's default TARGETED_DEVICE_FAMILY")
        XCTAssertEqual(
            clip.plist.entries["UIDeviceFamily"]?.source.description, "TARGETED_DEVICE_FAMILY (Xcode's default)")
        XCTAssertEqual(scan.messages(.warning).count, 2, "\(scan.diagnostics)")
    }

    func testLegacyProjectDefaultsAndOldSDKNames() throws {
        let legacy = try ProjectScan.read(Fixture.project("Xcode3")).target("Legacy")
        XCTAssertTrue(legacy.isIOSApp, "SDKROOT = iphoneos4.2 is iOS")
        XCTAssertEqual(legacy.deviceFamily, [1])
        XCTAssertEqual(legacy.deploymentTarget, OSVersion("4.0"))
        XCTAssertEqual(legacy.plist.entries["CFBundleIdentifier"]?.value, .string("com.yourcompany.Legacy"))
        XCTAssertEqual(
            legacy.plist.entries["UIInterfaceOrientation"]?.value, .string("UIInterfaceOrientationLandscapeRight"))
    }

    func testMissingConfigurationFallsBackToTheDefault() throws {
        let scan = ProjectScan.read(Fixture.project("Xcode3"), configuration: "Beta")
        XCTAssertEqual(try scan.target("Legacy").configuration, "Release")
        XCTAssertEqual(
            scan.messages(.warning),
            [
                "Legacy.xcodeproj/project.pbxproj:86: warning: target 'Legacy' has no configuration 'Beta'; read 'Release' (its default)"
            ])
    }

    /// Every broken file is reported with its line, and every other target is still read.
    func testBrokenInputsDoNotStopTheRest() throws {
        let scan = ProjectScan.read(Fixture.project("Broken"))
        XCTAssertEqual(scan.apps.map(\.name), ["Legacy", "Fragment", "BadPlist", "Missing", "ArrayPlist"])
        let fragment = try scan.target("Fragment")
        XCTAssertEqual(fragment.plist.strings("UISupportedInterfaceOrientations"), ["UIInterfaceOrientationPortrait"])
        XCTAssertEqual(
            fragment.plist.entries["UISupportedInterfaceOrientations"]?.source.description, "App/Fragment-Info.plist:3")
        XCTAssertEqual(fragment.deploymentTarget, OSVersion("14.0"), "read past the bad lines of its xcconfig")
        XCTAssertNotNil(try scan.target("BadPlist").plist.unknownFile)
        XCTAssertNotNil(try scan.target("Missing").plist.unknownFile)
        XCTAssertEqual(
            Set(scan.messages(.error)),
            [
                "Bad.xcodeproj/project.pbxproj:10: error: not a valid project file: expected ';' after the value of 'fileRef', found '}'",
                "Config/Cycle.xcconfig:1: error: #include \"App.xcconfig\" includes itself (a cycle); skipped",
                "Config/App.xcconfig:7: error: expected `SETTING = value` or `#include \"file.xcconfig\"`, found `this line is not a setting`",
                "App/Broken-Info.plist:7: error: not a valid property list: Close tag on line 7 does not match open tag string",
                "App/Array-Info.plist: error: the top level is an array; expected a dictionary"
            ])
        XCTAssertTrue(
            scan.messages(.warning).contains(
                "Good.xcodeproj/project.pbxproj:145: warning: INFOPLIST_FILE names 'App/Nowhere-Info.plist', which does not exist (generated by a build step?); its keys are unknown"
            ))
        // Beside projects that are read, an empty project file loses nothing: a warning (alone, an error).
        XCTAssertTrue(
            scan.messages(.warning).contains(
                "Empty.xcodeproj/project.pbxproj: warning: the project file is empty: no target to read (Xcode cannot open it)"
            ))
        XCTAssertTrue(
            scan.messages(.warning).contains(
                "Config/App.xcconfig:3: warning: #include \"Absent.xcconfig\": no such file (generated by a build step?); the other settings are read without it"
            ))
        XCTAssertTrue(
            scan.messages(.warning).contains(
                "Config/App.xcconfig:8: warning: INFOPLIST_KEY_UIRequiresFullScreen is set but GENERATE_INFOPLIST_FILE is not YES: Xcode ignores INFOPLIST_KEY_* settings"
            ))
    }

    func testGeneratedKeyMapping() {
        XCTAssertEqual(
            GeneratedKey.entry(
                setting: "UISupportedInterfaceOrientations_iPad",
                value: "UIInterfaceOrientationPortrait \"UIInterfaceOrientationLandscapeLeft\"")?.value,
            .array([.string("UIInterfaceOrientationPortrait"), .string("UIInterfaceOrientationLandscapeLeft")]))
        XCTAssertEqual(
            GeneratedKey.entry(
                setting: "UISupportedInterfaceOrientations_iPhone", value: "UIInterfaceOrientationPortrait")?.key,
            "UISupportedInterfaceOrientations~iphone")
        XCTAssertNil(GeneratedKey.entry(setting: "UISupportedInterfaceOrientations_iPhone", value: " "))
        XCTAssertEqual(GeneratedKey.entry(setting: "UIRequiresFullScreen", value: "YES")?.value, .bool(true))
        XCTAssertEqual(GeneratedKey.entry(setting: "UILaunchStoryboardName", value: "Launch")?.value, .string("Launch"))
        XCTAssertNil(GeneratedKey.entry(setting: "UILaunchScreen_Generation", value: "NO"))
        XCTAssertEqual(GeneratedKey.entry(setting: "UILaunchScreen_Generation", value: "YES")?.key, "UILaunchScreen")
    }
}
