import Foundation
import OrientEngine
import OrientOutput
import XCTest

@testable import OrientProject

/// A repository whose iOS app CMake's Xcode generator makes (no `.xcodeproj` committed: emulators and games built
/// for several platforms) is read from its CMake lists, as the project CMake would generate.
final class CMakeProjectTests: XCTestCase {
    static let iOSPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        \t<key>CFBundleName</key><string>${MACOSX_BUNDLE_BUNDLE_NAME}</string>
        \t<key>UILaunchStoryboardName</key><string>Launch</string>
        \t<key>UISupportedInterfaceOrientations</key>
        \t<array><string>UIInterfaceOrientationLandscapeLeft</string><string>UIInterfaceOrientationLandscapeRight</string></array>
        </dict></plist>
        """

    func testACMakeListIsReadAsItsProject() throws {
        let s = Scratch()
        s.write("CMakeLists.txt", "project(Player)\nadd_subdirectory(Source/ui_ios)\n")
        s.write(
            "Source/ui_ios/CMakeLists.txt",
            """
            set(APP_PLIST "${CMAKE_CURRENT_SOURCE_DIR}/Info.plist.in")
            if(IOS)
              set(TargetBin Player)
            else()
              set(TargetBin PlayerMac)
            endif()
            add_executable(${TargetBin} MACOSX_BUNDLE main.mm Screen.mm)
            add_custom_command(TARGET ${TargetBin} POST_BUILD
                COMMAND mkdir -p \\"${APP_DIR}\\"   # an escaped quote in an unquoted argument
            )
            #[[ a bracket comment
            set_target_properties(Ghost PROPERTIES MACOSX_BUNDLE_INFO_PLIST ${APP_PLIST})
            ]]
            set_target_properties(${TargetBin} PROPERTIES
                MACOSX_BUNDLE_INFO_PLIST ${APP_PLIST} # the template CMake fills in
                RESOURCE "Launch.storyboard"
                XCODE_ATTRIBUTE_TARGETED_DEVICE_FAMILY "1,2"
                XCODE_ATTRIBUTE_IPHONEOS_DEPLOYMENT_TARGET [[14.0]]
            )
            """)
        s.write("Source/ui_ios/Info.plist.in", Self.iOSPlist)
        s.write("Source/ui_ios/main.mm", "int main() { return 0; }\n")
        s.write("Source/ui_ios/Screen.mm", "@implementation Screen\n@end\n")
        s.write("Source/core/Core.cpp", "int core;\n")
        let scan = ProjectScan.read(s.path)
        XCTAssertEqual(scan.diagnostics.filter { $0.severity != .info }, [])
        XCTAssertEqual(scan.apps.map(\.name), ["Player"], "one add_executable is one target, whatever its name")
        let app = try XCTUnwrap(scan.apps.first)
        XCTAssertEqual(app.deviceFamily, [1, 2])
        XCTAssertEqual(app.deviceFamilySource.description, "TARGETED_DEVICE_FAMILY at Source/ui_ios/CMakeLists.txt:17")
        XCTAssertEqual(app.deploymentTarget, OSVersion(14))
        XCTAssertEqual(
            app.files.map { displayPath($0, root: s.path) }.sorted(),
            [
                "Source/ui_ios/CMakeLists.txt", "Source/ui_ios/Info.plist.in", "Source/ui_ios/Screen.mm",
                "Source/ui_ios/main.mm"
            ],
            "the Info.plist's folder is the app's code")
        XCTAssertEqual(
            app.plist.entries["UISupportedInterfaceOrientations"]?.value,
            .array([.string("UIInterfaceOrientationLandscapeLeft"), .string("UIInterfaceOrientationLandscapeRight")]))
    }

    func testAMinimumIOSTheListsDoNotTellIsUnknown() throws {
        let s = Scratch()
        s.write(
            "CMakeLists.txt",
            """
            if(IOS)
              set(DEPLOYMENT_TARGET 13.0)
            else()
              set(DEPLOYMENT_TARGET 11.0)
            endif()
            add_executable(Game MACOSX_BUNDLE ios/main.m)
            set_target_properties(Game PROPERTIES MACOSX_BUNDLE_INFO_PLIST ${CMAKE_SOURCE_DIR}/ios/Game-Info.plist
                XCODE_ATTRIBUTE_IPHONEOS_DEPLOYMENT_TARGET ${DEPLOYMENT_TARGET})
            """)
        s.write("ios/Game-Info.plist", Self.iOSPlist)
        s.write("ios/main.m", "int main() { return 0; }\n")
        let app = try XCTUnwrap(ProjectScan.read(s.path).apps.first)
        XCTAssertNil(app.deploymentTarget, "set two ways: not Xcode's default")
        XCTAssertEqual(app.deviceFamily, [1], "no TARGETED_DEVICE_FAMILY: Xcode's default")
    }

    func testAMacBundleOrAnUnknownPlistIsNoApp() {
        let s = Scratch()
        s.write(
            "CMakeLists.txt",
            """
            add_executable(Mac MACOSX_BUNDLE main.m)
            set_target_properties(Mac PROPERTIES MACOSX_BUNDLE_INFO_PLIST ${CMAKE_SOURCE_DIR}/mac/Info.plist)
            add_executable(Other MACOSX_BUNDLE main.m)
            set_target_properties(Other PROPERTIES MACOSX_BUNDLE_INFO_PLIST ${NOT_SET}/Info.plist)
            set_target_properties(Outside PROPERTIES MACOSX_BUNDLE_INFO_PLIST ../../../etc/Info.plist)
            """)
        s.write(
            "mac/Info.plist",
            "<plist><dict><key>LSMinimumSystemVersion</key><string>10.13</string></dict></plist>\n")
        let scan = ProjectScan.read(s.path)
        XCTAssertEqual(scan.apps.map(\.name), [])
        XCTAssertEqual(scan.diagnostics.map(\.message), ["no Xcode project (.xcodeproj) found"])
    }

    /// Blind first run (FreeRDP): an iOS bundle that names no Info.plist gets CMake's template, which holds no
    /// orientation or launch-screen key; it is an iOS app where its device family is iOS's, and a macOS bundle
    /// without one stays none.
    func testAnIOSBundleWithCMakesOwnInfoPlist() throws {
        let s = Scratch()
        s.write(
            "client/iOS/CMakeLists.txt",
            """
            project(iRemote VERSION 1.0.0)
            set(CMAKE_XCODE_ATTRIBUTE_TARGETED_DEVICE_FAMILY "1,2" CACHE STRING "project default")
            set(CMAKE_OSX_DEPLOYMENT_TARGET 15.0)
            add_executable(
              ${PROJECT_NAME} MACOSX_BUNDLE
              main.m)
            set_target_properties(${PROJECT_NAME} PROPERTIES MACOSX_BUNDLE_BUNDLE_NAME ${PROJECT_NAME})
            """)
        s.write("client/iOS/main.m", "int main(void) { return 0; }\n")
        s.write("client/mac/CMakeLists.txt", "add_executable(MacRemote MACOSX_BUNDLE main.m)\n")
        let scan = ProjectScan.read(s.path)
        XCTAssertEqual(scan.apps.map(\.name), ["iRemote"])
        let app = try XCTUnwrap(scan.apps.first)
        XCTAssertEqual(app.deviceFamily, [1, 2])
        XCTAssertNil(app.plist.values["UISupportedInterfaceOrientations"])
        XCTAssertNil(app.plist.values["UILaunchStoryboardName"])
        XCTAssertNil(app.plist.unknownFile)
        XCTAssertTrue(app.files.contains { $0.hasSuffix("client/iOS/main.m") })
        XCTAssertTrue(
            app.diagnostics.contains { $0.message.contains("read as CMake's own template") }
                || scan.diagnostics.contains { $0.message.contains("read as CMake's own template") })
    }

    /// The usual spelling: `add_executable(${PROJECT_NAME} …)`, and an Info.plist named relative to the list.
    func testTheProjectsNameAndARelativeInfoPlist() throws {
        let s = Scratch()
        s.write("CMakeLists.txt", "cmake_minimum_required(VERSION 3.21)\nadd_subdirectory(app)\n")
        s.write(
            "app/CMakeLists.txt",
            """
            project(Reader VERSION 1.0 LANGUAGES C CXX)
            add_executable(${PROJECT_NAME} MACOSX_BUNDLE main.m)
            set_target_properties(${PROJECT_NAME} PROPERTIES MACOSX_BUNDLE_INFO_PLIST ios/Info.plist)
            """)
        s.write("app/ios/Info.plist", Self.iOSPlist)
        let app = try XCTUnwrap(ProjectScan.read(s.path).apps.first)
        XCTAssertEqual(app.name, "Reader")
        XCTAssertEqual(app.plist.file, "app/ios/Info.plist", "the list's folder, not the working directory")
    }

    func testACommittedProjectWins() {
        let s = Scratch()
        s.write("CMakeLists.txt", "set_target_properties(App PROPERTIES MACOSX_BUNDLE_INFO_PLIST ios/Info.plist)\n")
        s.write("ios/Info.plist", Self.iOSPlist)
        s.write("App.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{ objects = {}; rootObject = X; }\n")
        let scan = ProjectScan.read(s.path)
        XCTAssertFalse(scan.targets.contains { $0.project.hasSuffix("CMakeLists.txt") })
    }

    /// Hostile lists end: an unclosed bracket, quote or parenthesis, deep parentheses, a variable naming itself.
    func testHostileListsEnd() {
        for text in [
            "set(A [[never closed", "set(A \"never closed", String(repeating: "(", count: 100_000),
            "set(A ${A}/x)\nadd_executable(${A} MACOSX_BUNDLE)", "set(A ${B})\nset(B ${A})\nadd_executable(${A})",
            "#[==[ unclosed comment", "\\",
            // Set twenty ways, each from itself: the expansion has a budget, not only a depth.
            (0..<20).map { "set(A \"${A}\($0)\")" }.joined(separator: "\n") + "\nadd_executable(${A} MACOSX_BUNDLE)"
        ] {
            var lists = CMakeLists(folder: "/r", top: "/r")
            lists.read(CMakeLists.commands(text))
            _ = lists.targets.map { lists.expand($0.name) }
        }
        XCTAssertEqual(
            CMakeLists.commands("set(A \"x\\\"y\" [=[z]]w]=] u\\ v) # c\nmessage(ok)").map(\.arguments),
            [["A", "x\"y", "z]]w", "u\\ v"], ["ok"]])
    }
}
