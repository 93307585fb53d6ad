import Foundation
import OrientEngine
import OrientOutput
import XCTest

@testable import OrientProject

/// Issue 26: a repository that commits an XcodeGen spec and no `.xcodeproj` is read from the spec, as the project
/// XcodeGen would generate.
final class XcodeGenSpecTests: XCTestCase {
    func testASpecIsReadAsItsProject() throws {
        let s = Scratch()
        s.write(
            "project.yml",
            """
            name: Reader
            include:
              - Config/base.yml
              - path: ../../outside.yml
            options:
              deploymentTarget:
                iOS: "16.0"
            targetTemplates:
              App:
                type: application
                platform: iOS
                settings:
                  base:
                    TARGETED_DEVICE_FAMILY: 1
            targets:
              Reader:
                templates: [App]
                sources:
                  - path: Sources
                    excludes: ["**/*.md", "Generated"]
                settings:
                  base:
                    INFOPLIST_KEY_UIRequiresFullScreen: true
                  configs:
                    Debug:
                      TARGETED_DEVICE_FAMILY: "1,2"
                info:
                  path: Support/Info.plist
                  properties:
                    UISupportedInterfaceOrientations: [UIInterfaceOrientationPortrait, UIInterfaceOrientationLandscapeLeft]
                    UILaunchStoryboardName: Launch
                dependencies:
                  - target: ReaderKit
                  - sdk: UIKit.framework
              ReaderKit:
                type: framework
                platform: iOS
                sources: [Kit]
              ReaderTests:
                type: bundle.unit-test
                platform: iOS
                sources: [Tests]
            """)
        s.write("Config/base.yml", "settings:\n  base:\n    SWIFT_VERSION: 5.0\n")
        s.write("Sources/App.swift", "import UIKit\n")
        s.write("Sources/README.md", "notes\n")
        s.write("Sources/Generated/Strings.swift", "let x = 1\n")
        s.write("Kit/Rotate.swift", "import UIKit\n")
        s.write("Tests/T.swift", "import XCTest\n")
        let scan = ProjectScan.read(s.path)
        XCTAssertEqual(scan.apps.map(\.name), ["Reader"])
        let app = try XCTUnwrap(scan.apps.first)
        XCTAssertEqual(app.deviceFamily, [1], "the template's setting, for Release")
        XCTAssertEqual(app.deploymentTarget, OSVersion(16))
        XCTAssertEqual(app.deploymentTargetSource?.description, "IPHONEOS_DEPLOYMENT_TARGET at project.yml:7")
        XCTAssertEqual(
            app.files.map { displayPath($0, root: s.path) }.sorted(), ["Kit/Rotate.swift", "Sources/App.swift"],
            "excludes left out; the framework's files are the app's")
        XCTAssertEqual(app.linkedTargets, ["ReaderKit"])
        XCTAssertEqual(
            app.plist.entries["UISupportedInterfaceOrientations"]?.value,
            .array([.string("UIInterfaceOrientationPortrait"), .string("UIInterfaceOrientationLandscapeLeft")]))
        XCTAssertNil(
            app.plist.entries["UIRequiresFullScreen"],
            "INFOPLIST_KEY_* without GENERATE_INFOPLIST_FILE: Xcode ignores it")
        XCTAssertNil(app.plist.unknownFile, "XcodeGen writes the Info.plist from the properties")
        XCTAssertTrue(
            scan.diagnostics.contains { $0.message.contains("include names a file outside the repository") },
            "\(scan.diagnostics)")
        XCTAssertFalse(scan.diagnostics.contains { $0.severity == .error }, "\(scan.diagnostics)")
    }

    /// A spec whose configurations have other names than Debug and Release (`Development`, `AppStore`): read in
    /// XcodeGen's default configuration, `options.defaultConfig` or else the first alphabetically, and the target
    /// stays the iOS app its template makes (it was read in a missing `Release` as a macOS app).
    func testCustomConfigurationsAreReadInXcodeGensDefault() throws {
        for (options, expected) in [("", "AppStore"), ("options:\n  defaultConfig: Development\n", "Development")] {
            let s = Scratch()
            s.write(
                "project.yml",
                """
                name: Pass
                \(options)configs:
                  Development: debug
                  AppStore: release
                targetTemplates:
                  Standard_iOS:
                    platform: iOS
                    type: application
                    settings:
                      base:
                        TARGETED_DEVICE_FAMILY: 1,2
                      configs:
                        Development:
                          TARGETED_DEVICE_FAMILY: 1
                targets:
                  Holder:
                    templates: [Standard_iOS]
                    sources: [Sources]
                    info:
                      path: Sources/Info.plist
                      properties:
                        UISupportedInterfaceOrientations: [UIInterfaceOrientationPortrait]
                """)
            s.write("Sources/App.swift", "import UIKit\n")
            let scan = ProjectScan.read(s.path)
            let app = try XCTUnwrap(scan.apps.first, "\(scan.diagnostics)")
            XCTAssertEqual(app.name, "Holder")
            XCTAssertEqual(app.deviceFamily, expected == "AppStore" ? [1, 2] : [1], expected)
            XCTAssertTrue(
                scan.diagnostics.contains { $0.message.contains("has no configuration 'Release'; read '\(expected)'") },
                "\(scan.diagnostics)")
        }
    }

    /// Blind first run (pixez): what went wrong reading a target Orient does not check (a plugin's macOS runner, its
    /// tests) changes no finding and is not said; the iOS app's own missing include still is.
    func testReadingProblemsOfTargetsNotCheckedAreNotSaid() throws {
        let s = Scratch()
        s.write(
            "project.yml",
            """
            name: Pix
            targets:
              Pix:
                type: application
                platform: iOS
                sources: [Sources]
                configFiles:
                  Release: Config/ios.xcconfig
              Bench:
                type: application
                platform: macOS
                sources: [Mac]
                settings:
                  base:
                    SDKROOT: macosx
                configFiles:
                  Release: Config/mac.xcconfig
              PixTests:
                type: bundle.unit-test
                platform: iOS
                sources: [Tests]
                configFiles:
                  Release: Config/mac.xcconfig
            """)
        s.write("Config/ios.xcconfig", "#include \"Generated.xcconfig\"\n")
        s.write("Config/mac.xcconfig", "#include \"../Flutter/Flutter-Release.xcconfig\"\n")
        s.write("Sources/App.swift", "import UIKit\n")
        s.write("Mac/App.swift", "import AppKit\n")
        s.write("Tests/T.swift", "import XCTest\n")
        let scan = ProjectScan.read(s.path)
        XCTAssertEqual(scan.apps.map(\.name), ["Pix"])
        let missing = scan.diagnostics.filter { $0.message.contains("no such file") }.map(\.message)
        XCTAssertEqual(missing.count, 1, "\(missing)")
        XCTAssertTrue(missing.first?.contains("Generated.xcconfig") ?? false, "\(missing)")
    }

    /// A repository with one spec per app names them itself (`xcodegen --spec project-bwa.yml`): a `project….yml`
    /// whose top level declares targets is a spec; other YAML files beside it are not.
    func testASpecMayHaveAnotherName() {
        let s = Scratch()
        s.write("project-app.yml", "name: App\ntargets:\n  App:\n    type: application\n    platform: iOS\n")
        s.write("project-notes.yml", "notes:\n  - targets are listed elsewhere\n")
        s.write("swiftgen.yml", "name: X\ntargets:\n  X:\n    type: application\n    platform: iOS\n")
        let scan = ProjectScan.read(s.path)
        XCTAssertEqual(scan.apps.map(\.name), ["App"])
        XCTAssertFalse(scan.diagnostics.contains { $0.severity == .error }, "\(scan.diagnostics)")
    }

    /// A spec kept as a template (`Integrations/SPM/project.yml`, copied up by a script before `xcodegen`): its
    /// paths are read from the folder where they are, said at info; no setting names the Info.plist, so XcodeGen's
    /// first `Info.plist` of the sources is read.
    func testATemplateSpecIsReadFromWhereItsPathsAre() throws {
        let s = Scratch()
        s.write(
            "App/Integrations/SPM/project.yml",
            "name: App\ntargets:\n  App:\n    type: application\n    platform: iOS\n    sources:\n      - path: Sources\n"
        )
        s.write("App/Sources/App.swift", "import UIKit\n")
        s.write(
            "App/Sources/Info.plist",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>UILaunchStoryboardName</key><string>Launch</string>
            <key>UISupportedInterfaceOrientations</key><array><string>UIInterfaceOrientationPortrait</string></array>
            </dict></plist>
            """)
        let scan = ProjectScan.read(s.path)
        let app = try XCTUnwrap(scan.apps.first)
        XCTAssertEqual(
            app.files.map { displayPath($0, root: s.path) }, ["App/Sources/App.swift", "App/Sources/Info.plist"])
        XCTAssertEqual(app.plist.file.map { displayPath($0, root: s.path) }, "App/Sources/Info.plist")
        XCTAssertEqual(app.plist.strings("UISupportedInterfaceOrientations"), ["UIInterfaceOrientationPortrait"])
        let notes = scan.diagnostics.filter { $0.severity == .info }.map(\.message)
        XCTAssertTrue(notes.contains { $0.contains("not found beside it but from 'App/'") }, "\(notes)")
        XCTAssertTrue(notes.contains { $0.contains("the first Info.plist of the target's sources") }, "\(notes)")
        XCTAssertFalse(scan.diagnostics.contains { $0.severity != .info }, "\(scan.diagnostics)")
    }

    /// A spec copied to the repository's top by a script names its includes from there; an included file's
    /// `info: properties:` are reported where they are written; an `info: path:` that XcodeGen writes from
    /// `properties:` is not a missing file.
    func testIncludesFromTheTopAndWhereIncludedPropertiesAre() throws {
        let s = Scratch()
        s.write(
            "Apps/Bus/project.yml",
            "name: Bus\ninclude:\n  - path: Apps/Shared/app.yml\ntargets:\n  App:\n    sources: [Apps/Bus/Code]\n")
        s.write(
            "Apps/Shared/app.yml",
            """
            targets:
              App:
                type: application
                platform: iOS
                info:
                  path: Apps/Bus/Info.plist
                  properties:
                    UILaunchStoryboardName: Launch
                    UISupportedInterfaceOrientations:
                      - UIInterfaceOrientationPortrait
                      - UIInterfaceOrientationPortraitUpsideDown
            """)
        s.write("Apps/Bus/Code/App.swift", "import UIKit\n")
        let scan = ProjectScan.read(s.path)
        let app = try XCTUnwrap(scan.apps.first)
        XCTAssertEqual(app.files.map { displayPath($0, root: s.path) }, ["Apps/Bus/Code/App.swift"])
        XCTAssertEqual(
            app.plist.entries["UISupportedInterfaceOrientations"]?.source.description,
            "info.properties at Apps/Shared/app.yml:9")
        XCTAssertNil(app.plist.unknownFile)
        XCTAssertFalse(scan.diagnostics.contains { $0.severity != .info }, "\(scan.diagnostics)")
        XCTAssertTrue(
            scan.diagnostics.contains {
                $0.message.contains("not found beside it but from the repository's top folder")
            },
            "\(scan.diagnostics)")
    }

    /// When the repository commits the generated project beside the spec, the project is read, not the spec.
    func testACommittedProjectWins() {
        let s = Scratch()
        s.write("project.yml", "name: App\ntargets:\n  Other:\n    type: application\n    platform: iOS\n")
        s.write(
            "App.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{ archiveVersion = 1; objects = { }; rootObject = X; }\n")
        let scan = ProjectScan.read(s.path)
        XCTAssertFalse(scan.targets.contains { $0.name == "Other" })
    }

    /// A repository may keep the shared schemes of the generated project (`App.xcodeproj/xcshareddata`) but not its
    /// project file: the spec is read, and nothing says the project cannot be read.
    func testAProjectFolderWithoutItsFileLeavesTheSpecInCharge() {
        let s = Scratch()
        s.write("project.yml", "name: App\ntargets:\n  App:\n    type: application\n    platform: iOS\n")
        s.write("App.xcodeproj/xcshareddata/xcschemes/App.xcscheme", "<Scheme/>")
        let scan = ProjectScan.read(s.path)
        XCTAssertEqual(scan.apps.map(\.name), ["App"])
        XCTAssertFalse(scan.diagnostics.contains { $0.severity == .error }, "\(scan.diagnostics)")
    }

    func testHostileSpecsEnd() {
        let s = Scratch()
        // Includes that include each other, a template naming itself, a billion-laughs alias bomb.
        s.write(
            "project.yml",
            "include: [a.yml]\ntargets:\n  A:\n    templates: [T]\n    type: application\n    platform: iOS\ntargetTemplates:\n  T:\n    templates: [T]\n"
        )
        s.write("a.yml", "include: [project.yml]\n")
        XCTAssertEqual(ProjectScan.read(s.path).apps.map(\.name), ["A"])
        let bomb = Scratch()
        var text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for i in 1..<9 {
            text += "a\(i): &a\(i) [" + Array(repeating: "*a\(i - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        bomb.write("project.yml", text + "targets:\n  B:\n    type: application\n    platform: iOS\n")
        let scan = ProjectScan.read(bomb.path)
        XCTAssertTrue(scan.diagnostics.contains { $0.message.contains("expands past") }, "\(scan.diagnostics)")
    }

    func testExcludeGlobs() {
        XCTAssertEqual(Glob.expandingBraces("Pod/Classes/**/*.{h,m}"), ["Pod/Classes/**/*.h", "Pod/Classes/**/*.m"])
        XCTAssertTrue(Glob.matches("Pod/Classes/**/*.m", "Pod/Classes/A/B.m"))
        XCTAssertTrue(Glob.matches("**/*.md", "a/b/c.md"))
        XCTAssertTrue(Glob.matches("**/*.md", "c.md"))
        XCTAssertTrue(Glob.matches("Generated", "Generated/x.swift"))
        XCTAssertFalse(Glob.matches("Generated", "NotGenerated/x.swift"))
        XCTAssertTrue(Glob.matches("Tests/*", "Tests/x.swift"))
        XCTAssertFalse(Glob.matches("*.swift", "a/x.swift"))
        XCTAssertFalse(
            Glob.matches(String(repeating: "*", count: 2_000) + "z", String(repeating: "a", count: 2_000)))
    }

    /// A finding about one orientation of a spec's list points at that item's line (a blind first run, nl-mgo's
    /// unreachable upside down), in the spec and in an included file alike.
    func testSpecListItemsKeepTheirLines() throws {
        let s = Scratch()
        s.write(
            "project.yml",
            """
            name: Lines
            include: [extra.yml]
            targets:
              Lines:
                type: application
                platform: iOS
                info:
                  path: Support/Info.plist
                  properties:
                    UISupportedInterfaceOrientations:
                      - UIInterfaceOrientationPortrait
                      - UIInterfaceOrientationPortraitUpsideDown
                    UILaunchStoryboardName: Launch
            """)
        s.write(
            "extra.yml",
            """
            targets:
              Lines:
                info:
                  properties:
                    UISupportedInterfaceOrientations~ipad:
                      - UIInterfaceOrientationPortrait
                      - UIInterfaceOrientationLandscapeLeft
            """)
        let app = try XCTUnwrap(ProjectScan.read(s.path).apps.first)
        let phone = try XCTUnwrap(app.plist.entries["UISupportedInterfaceOrientations"])
        XCTAssertEqual(phone.source.location?.line, 10)
        XCTAssertEqual(phone.itemLines, [11, 12])
        let pad = try XCTUnwrap(app.plist.entries["UISupportedInterfaceOrientations~ipad"])
        XCTAssertEqual(pad.source.location.map { "\($0.file):\($0.line ?? 0)" }, "extra.yml:5")
        XCTAssertEqual(pad.itemLines, [6, 7])
    }

    /// `packages:` with a `path:` are local packages, and `- package:` dependencies link their products (a blind
    /// first run, nl-mgo: screens in a package of the app's own were in no target).
    func testSpecLocalPackagesAreLinked() throws {
        let s = Scratch()
        s.write(
            "project.yml",
            """
            name: Linked
            packages:
              Kit:
                path: ./Packages/Kit
              Remote:
                url: https://example.com/remote.git
                from: 1.0.0
            targets:
              Linked:
                type: application
                platform: iOS
                sources: [App]
                dependencies:
                  - package: Kit
                  - package: Remote
                    product: RemoteUI
            """)
        s.write("App/App.swift", "import UIKit\n")
        s.write("Packages/Kit/Package.swift", "// swift-tools-version: 5.9\n")
        let scan = ProjectScan.read(s.path)
        XCTAssertEqual(scan.localPackages.map { displayPath($0, root: s.path) }, ["Packages/Kit"])
        let app = try XCTUnwrap(scan.apps.first)
        XCTAssertEqual(app.packageProducts.map(\.product), ["Kit", "RemoteUI"])
        XCTAssertEqual(
            app.packageProducts.map { $0.package.map { displayPath($0, root: s.path) } }, ["Packages/Kit", nil])
    }
}

/// A key written twice in one mapping: XcodeGen's parser read the later one, Yams 5.1+ rejects the file. A blind
/// first run (swiyu): a local package listed twice under `packages:` left the whole app unchecked.
final class XcodeGenDuplicateKeyTests: XCTestCase {
    func testAKeyWrittenTwiceKeepsTheLaterValue() throws {
        let s = Scratch()
        s.write(
            "project.yml",
            """
            name: Wallet
            packages:
              Kit:
                path: Modules/Kit
              Kit:
                path: Modules/Kit
            targets:
              Wallet:
                type: application
                platform: iOS
                deploymentTarget: "15.0"
                deploymentTarget: "16.0"
                sources: [App]
                info:
                  path: App/Info.plist
                  properties:
                    UISupportedInterfaceOrientations: [UIInterfaceOrientationPortrait]
            """)
        s.write("App/App.swift", "import UIKit\n")
        let scan = ProjectScan.read(s.path)
        let app = try XCTUnwrap(scan.apps.first, "\(scan.diagnostics)")
        XCTAssertEqual(app.deploymentTarget, OSVersion(16), "the later value, as XcodeGen read it")
        let notes = scan.diagnostics.filter { $0.message.contains("is written again later in the same mapping") }
        XCTAssertEqual(notes.map(\.severity), [.info, .info], "\(scan.diagnostics)")
        XCTAssertEqual(Set(notes.compactMap(\.location.line)), [3, 11])
        XCTAssertFalse(scan.diagnostics.contains { $0.severity != .info }, "\(scan.diagnostics)")
    }

    func testRenamingIsBoundedAndStaysOnTheKey() throws {
        XCTAssertEqual(
            LenientYAML.renaming(in: "a: 1\n  'b': 2\n", line: 2, column: 3, index: 0),
            "a: 1\n  'orient-left-out-0-b': 2\n")
        XCTAssertNil(LenientYAML.renaming(in: "a: 1\n", line: 3, column: 1, index: 0))
        // More repeated keys than the bound: an error, not an endless loop.
        let many = (0...LenientYAML.maxDuplicates + 1).map { _ in "k: 1" }.joined(separator: "\n")
        XCTAssertThrowsError(try LenientYAML.compose(many))
        XCTAssertEqual(try LenientYAML.compose("k: 1\nk: 2\n").duplicates.map(\.line), [1])
    }
}

/// XcodeGen reads an included spec's paths from the included file's folder (`relativePaths`, on by default). A
/// blind first run (swiyu): `Project/targets.yml` names `sources: ../swiyu`, and the app was read with no files.
final class XcodeGenIncludedPathTests: XCTestCase {
    func testAnIncludedSpecsPathsAreItsOwn() throws {
        let s = Scratch()
        s.write("project.yml", "include:\n  - Project/project.yml\n  - Project/targets.yml\n")
        s.write("Project/project.yml", "name: Wallet\noptions:\n  deploymentTarget:\n    iOS: \"16.0\"\n")
        s.write(
            "Project/targets.yml",
            """
            targets:
              Wallet:
                type: application
                platform: iOS
                sources:
                  - path: ../Wallet
                info:
                  path: ../Wallet/Info.plist
                  properties:
                    UISupportedInterfaceOrientations: [UIInterfaceOrientationPortrait]
            """)
        s.write("Wallet/App.swift", "import UIKit\n")
        let scan = ProjectScan.read(s.path)
        let app = try XCTUnwrap(scan.apps.first, "\(scan.diagnostics)")
        XCTAssertEqual(app.files.map { displayPath($0, root: s.path) }, ["Wallet/App.swift"])
        XCTAssertEqual(
            app.plist.entries["UISupportedInterfaceOrientations"]?.value,
            .array([.string("UIInterfaceOrientationPortrait")]))
        XCTAssertFalse(scan.diagnostics.contains { $0.severity != .info }, "\(scan.diagnostics)")
    }

    /// swiyu's `Project/packages.yml` writes `path: Modules/Theming`, from the top spec's folder (the repository
    /// builds): where the path read from the included file's folder names nothing, the path as written is used.
    func testAnIncludedLocalPackageWrittenFromTheTopFolder() throws {
        let s = Scratch()
        s.write("project.yml", "include:\n  - Project/packages.yml\n  - Project/targets.yml\n")
        s.write("Project/packages.yml", "packages:\n  Theming:\n    path: Modules/Theming\n  Here:\n    path: Here\n")
        s.write("Project/targets.yml", "name: Wallet\ntargets:\n  Wallet:\n    type: application\n    platform: iOS\n")
        s.write("Modules/Theming/Package.swift", "// swift-tools-version:5.9\n")
        s.write("Project/Here/Package.swift", "// swift-tools-version:5.9\n")
        let project = try XCTUnwrap(ProjectScan.read(s.path).projects.first)
        XCTAssertEqual(
            project.localPackages.map { displayPath($0, root: s.path) }, ["Modules/Theming", "Project/Here"])
    }

    func testRebasingLeavesSettingsAndAbsolutePathsAlone() {
        let spec = ProjectSpec.Value.map(
            [
                (
                    key: "targets",
                    value: .map(
                        [
                            (
                                key: "App",
                                value: .map(
                                    [
                                        (
                                            key: "sources",
                                            value: .list([.text("A", line: 1), .text("/abs", line: 1)], line: 1)
                                        ),
                                        (
                                            key: "settings",
                                            value: .map(
                                                [(key: "INFOPLIST_FILE", value: .text("A/Info.plist", line: 1))],
                                                line: 1)
                                        )
                                    ], line: 1)
                            )
                        ], line: 1)
                )
            ], line: 1)
        let rebased = spec.rebasingPaths(by: "Project")
        XCTAssertEqual(rebased["targets"]?["App"]?["sources"]?.items.compactMap(\.text), ["Project/A", "/abs"])
        XCTAssertEqual(rebased["targets"]?["App"]?["settings"]?["INFOPLIST_FILE"]?.text, "A/Info.plist")
    }
}
