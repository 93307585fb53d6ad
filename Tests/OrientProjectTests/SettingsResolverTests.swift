import OrientOutput
import XCTest
@testable import OrientProject

final class SettingsResolverTests: XCTestCase {
    func a(_ name: String, _ value: String, _ level: String, line: Int = 1, _ conditions: [SettingCondition] = [])
        -> SettingAssignment
    {
        SettingAssignment(
            name: name, conditions: conditions, value: value, location: SourceLocation(level, line: line), level: level)
    }

    func resolver(_ levels: [[SettingAssignment]], configuration: String = "Release", builtins: [String: String] = [:])
        -> SettingsResolver
    {
        SettingsResolver(
            levels: levels, context: BuildContext(configuration: configuration, sdkVersion: "18.0"), builtins: builtins)
    }

    /// Xcode's order: target, target xcconfig, project, project xcconfig, defaults — each level wins over the ones below.
    func testLevelOrder() {
        let names = ["default", "project xcconfig", "project", "target xcconfig", "target"]
        for top in 0..<names.count {
            let levels = names.enumerated().map { i, level in i <= top ? [a("X", level, level)] : [] }
            XCTAssertEqual(resolver(levels).resolve("X").value, names[top])
            XCTAssertEqual(resolver(levels).resolve("X").source?.level, names[top])
        }
    }

    func testInheritedAcrossLevelsAndWithinAFile() {
        let r = resolver([
            [a("FLAGS", "-d", "default")],
            [
                a("FLAGS", "$(inherited) -px1", "project xcconfig", line: 1),
                a("FLAGS", "$(inherited) -px2", "project xcconfig", line: 2)
            ],
            [a("FLAGS", "${inherited} -p", "project")],
            [],
            [a("FLAGS", "$(FLAGS) -t", "target")]
        ])
        XCTAssertEqual(r.resolve("FLAGS").value, "-d -px1 -px2 -p -t")
        XCTAssertEqual(r.resolve("FLAGS").source?.level, "target")
    }

    func testConditionsPickTheBuild() {
        let r = resolver([
            [], [],
            [
                a("K", "plain", "project"),
                a("K", "release", "project", [SettingCondition(key: "config", pattern: "Release")]),
                a(
                    "K", "device release", "project",
                    [
                        SettingCondition(key: "sdk", pattern: "iphoneos*"),
                        SettingCondition(key: "config", pattern: "Release")
                    ]),
                a("S", "sim", "project", [SettingCondition(key: "sdk", pattern: "iphonesimulator*")]),
                a("V", "other variant", "project", [SettingCondition(key: "variant", pattern: "profile")]),
                a("U", "unknown condition", "project", [SettingCondition(key: "weird", pattern: "*")])
            ]
        ])
        XCTAssertEqual(r.resolve("K").value, "device release")
        XCTAssertFalse(r.resolve("S").isSet)
        XCTAssertFalse(r.resolve("V").isSet)
        XCTAssertFalse(r.resolve("U").isSet)
        XCTAssertEqual(
            resolver(
                [[a("K", "d", "project", [SettingCondition(key: "config", pattern: "Debug")])]], configuration: "Debug"
            ).resolve("K").value, "d")
    }

    func testReferencesOperatorsAndBuiltins() {
        let r = resolver(
            [
                [
                    a("NAME", "My App", "project"),
                    a("ID", "com.example.$(NAME:rfc1034identifier)", "project"),
                    a("MOD", "$(NAME:c99extidentifier)", "project"),
                    a("LOW", "$(NAME:lower)", "project"),
                    a("PLIST", "$(SRCROOT)/$(TARGET_NAME)/Info.plist", "project"),
                    a("FILE", "$(PLIST:file)", "project"),
                    a("BASE", "$(PLIST:base)", "project"),
                    a("FALLBACK", "$(NOT_SET:default=fallback)", "project"),
                    a("NESTED", "$(PLIST_$(CONFIGURATION))", "project"),
                    a("PLIST_Release", "release.plist", "project")
                ]
            ], builtins: ["SRCROOT": "/repo", "TARGET_NAME": "App", "CONFIGURATION": "Release"])
        XCTAssertEqual(r.resolve("ID").value, "com.example.My-App")
        XCTAssertEqual(r.resolve("MOD").value, "My_App")
        XCTAssertEqual(r.resolve("LOW").value, "my app")
        XCTAssertEqual(r.resolve("PLIST").value, "/repo/App/Info.plist")
        XCTAssertEqual(r.resolve("FILE").value, "Info.plist")
        XCTAssertEqual(r.resolve("BASE").value, "Info")
        XCTAssertEqual(r.resolve("FALLBACK").value, "fallback")
        XCTAssertNil(r.resolve("FALLBACK").unknown)
        XCTAssertEqual(r.resolve("NESTED").value, "release.plist")
    }

    /// Unknown, never guessed: an environment variable, the build folder, a cycle, an operator Orient does not know.
    func testUnknowns() {
        let r = resolver([
            [
                a("ENV", "$(CI_PLIST_DIR)/Info.plist", "project"),
                a("BUILT", "$(BUILT_PRODUCTS_DIR)/Info.plist", "project"),
                a("A", "$(B)", "project"),
                a("B", "$(A)", "project"),
                a("OP", "$(ENV:frobnicate)", "project"),
                a("PLAIN", "known", "project")
            ]
        ])
        XCTAssertNotNil(r.resolve("ENV").unknown)
        XCTAssertTrue(r.resolve("ENV").unknown?.contains("CI_PLIST_DIR") ?? false)
        XCTAssertTrue(r.resolve("BUILT").unknown?.contains("outside the repository") ?? false)
        XCTAssertTrue(r.resolve("A").unknown?.contains("refers to itself") ?? false)
        XCTAssertNotNil(r.resolve("OP").unknown)
        XCTAssertNil(r.resolve("PLAIN").unknown)
        XCTAssertNotNil(r.expand("$(NOBODY)").unknown)
        XCTAssertEqual(r.expand("$(PLAIN) text").value, "known text")
    }
}
