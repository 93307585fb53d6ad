import Foundation
import OrientEngine
import OrientOutput
import OrientProject
import XCTest

@testable import OrientCheck
@testable import OrientSwift

/// Issue 26: a repository that commits Tuist manifests and no `.xcodeproj` is read from the manifests, as the
/// projects `tuist generate` would make; a project made by the repository's own helpers is said so, and its code
/// is still checked.
final class TuistManifestTests: XCTestCase {
    static let hack = """
        import UIKit
        enum Rotate { static func now() { UIDevice.current.setValue(UIInterfaceOrientation.landscapeLeft.rawValue, forKey: "orientation") } }
        """

    func write(_ files: [String: String]) throws -> String {
        let dir = NSTemporaryDirectory() + "orient-tuist-" + UUID().uuidString
        for (path, text) in files {
            let full = dir + "/" + path
            try FileManager.default.createDirectory(
                atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: full, atomically: true, encoding: .utf8)
        }
        return dir
    }

    /// The documented DSL: destinations, deployment targets, the default Info.plist extended, globs with
    /// exclusions, resources, settings, and a framework of another project linked by `.project(target:path:)`.
    func testTheDocumentedShapesAreRead() throws {
        let dir = try write([
            "Tuist/Config.swift": "import ProjectDescription\nlet config = Config()\n",
            "App/Project.swift": """
            import ProjectDescription

            let project = Project(
                name: "Reader",
                settings: .settings(base: ["SWIFT_VERSION": "5.9"], configurations: [.debug(name: .debug), .release(name: .release)]),
                targets: [
                    .target(
                        name: "Reader",
                        destinations: [.iPhone],
                        product: .app,
                        bundleId: "com.example.reader",
                        deploymentTargets: .iOS("16.0"),
                        infoPlist: .extendingDefault(with: [
                            "UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait"],
                            "UILaunchScreen": [:],
                        ]),
                        sources: ["Sources/**/*.swift", .glob("Legacy/**", excluding: ["Legacy/Old/**"])],
                        resources: ["Resources/**"],
                        dependencies: [
                            .project(target: "Kit", path: .relativeToRoot("Kit")),
                            .external(name: "Alamofire"),
                        ],
                        settings: .settings(base: ["CODE_SIGN_STYLE": "Automatic"])
                    ),
                    .target(name: "ReaderTests", destinations: .iOS, product: .unitTests, bundleId: "t", sources: ["Tests/**"]),
                ]
            )
            """,
            "App/Sources/Home.swift": "import UIKit\nfinal class Home: UIViewController {}\n",
            "App/Sources/Notes.md": "notes\n",
            "App/Legacy/Rotate.swift": Self.hack,
            "App/Legacy/Old/Older.swift": Self.hack,
            "App/Resources/Main.storyboard": "<document/>",
            "App/Tests/T.swift": Self.hack,
            "Kit/Project.swift": """
            import ProjectDescription
            let project = Project(name: "Kit", targets: [
                Target.target(name: "Kit", destinations: .iOS, product: .framework, bundleId: "k", sources: "Sources/**")
            ])
            """,
            "Kit/Sources/KitRotate.swift": Self.hack
        ])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let scan = ProjectScan.read(dir, tuist: TuistManifest.read)
        XCTAssertEqual(scan.apps.map(\.name), ["Reader"], "\(scan.diagnostics)")
        let app = try XCTUnwrap(scan.apps.first)
        XCTAssertEqual(app.project, "App/Reader.xcodeproj")
        XCTAssertEqual(app.deviceFamily, [DeviceFamily.iPhone])
        XCTAssertEqual(app.deploymentTarget, OSVersion(16))
        XCTAssertEqual(
            app.files.map { displayPath($0, root: dir) }.sorted(),
            [
                "App/Legacy/Rotate.swift", "App/Resources/Main.storyboard", "App/Sources/Home.swift",
                "Kit/Sources/KitRotate.swift"
            ])
        XCTAssertEqual(app.linkedTargets, ["Kit"])
        XCTAssertEqual(
            app.plist.entries["UISupportedInterfaceOrientations"]?.value,
            .array([.string("UIInterfaceOrientationPortrait")]), "the manifest's value over Tuist's default")
        XCTAssertEqual(
            app.plist.entries["UISupportedInterfaceOrientations~ipad"]?.value,
            .array(
                ["Portrait", "PortraitUpsideDown", "LandscapeLeft", "LandscapeRight"].map {
                    .string("UIInterfaceOrientation" + $0)
                }), "Tuist's default")
        XCTAssertNil(app.plist.unknownFile)
        XCTAssertFalse(scan.diagnostics.contains { $0.severity != .info }, "\(scan.diagnostics)")
        let findings = Checker.run(scan: scan, facts: CodeReader.read(scan)).findings
        XCTAssertEqual(
            findings.filter { $0.ruleID == "uidevice_orientation_kvc" }.map(\.place.file).sorted(),
            ["App/Legacy/Rotate.swift", "Kit/Sources/KitRotate.swift"])
    }

    /// The older spelling: `Target(platform:deploymentTarget: .iOS(targetVersion:devices:))`, an Info.plist file,
    /// INFOPLIST_KEY settings in configurations.
    func testTheOlderShapesAreRead() throws {
        let dir = try write([
            "Project.swift": """
            import ProjectDescription
            let project = Project(name: "Old", targets: [
                Target(
                    name: "Old", platform: .iOS, product: .app, bundleId: "o",
                    deploymentTarget: .iOS(targetVersion: "14.0", devices: [.iphone, .ipad]),
                    infoPlist: .file(path: "Support/Info.plist"),
                    sources: ["Sources/**"]
                )
            ])
            """,
            "Support/Info.plist": """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>UISupportedInterfaceOrientations</key><array><string>UIInterfaceOrientationLandscapeLeft</string></array>
            </dict></plist>
            """,
            "Sources/A.swift": "import UIKit\n"
        ])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let scan = ProjectScan.read(dir, tuist: TuistManifest.read)
        let app = try XCTUnwrap(scan.apps.first, "\(scan.diagnostics)")
        XCTAssertEqual(app.deviceFamily, [DeviceFamily.iPhone, DeviceFamily.iPad])
        XCTAssertEqual(app.deploymentTarget, OSVersion(14))
        XCTAssertEqual(
            app.plist.entries["UISupportedInterfaceOrientations"]?.value,
            .array([.string("UIInterfaceOrientationLandscapeLeft")]))
        XCTAssertEqual(app.plist.file.map { displayPath($0, root: dir) }, "Support/Info.plist")
    }

    /// Arguments that name constants of the manifest or of ProjectDescriptionHelpers (`Constants.destinations`) are
    /// read as the constants' values; what stays unreadable is said once.
    func testConstantsAreReadFromTheHelpers() throws {
        let dir = try write([
            "Tuist/ProjectDescriptionHelpers/Constants.swift": """
            import ProjectDescription
            public enum Constants {
                public static let destinations = Set<Destination>([.iPhone])
                public static let deploymentTarget = DeploymentTargets.iOS("16.4")
                public static let baseSettings = SettingsDictionary().marketingVersion("1.0")
            }
            extension Constants { static let plist = InfoPlist.file(path: "Support/Info.plist") }
            """,
            "Project.swift": """
            import ProjectDescription
            import ProjectDescriptionHelpers
            let unknownDestinations = makeDestinations()
            let project = Project(name: "App", targets: [
                .target(
                    name: "App", destinations: Constants.destinations, product: .app, bundleId: "a",
                    deploymentTargets: Constants.deploymentTarget, infoPlist: Constants.plist, sources: ["Sources/**"],
                    settings: .settings(base: Constants.baseSettings)),
                .target(name: "Other", destinations: unknownDestinations, product: .app, bundleId: "b"),
            ])
            """,
            "Support/Info.plist": """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>UISupportedInterfaceOrientations</key><array><string>UIInterfaceOrientationPortrait</string></array>
            </dict></plist>
            """,
            "Sources/A.swift": "import UIKit\n"
        ])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let scan = ProjectScan.read(dir, tuist: TuistManifest.read)
        XCTAssertEqual(scan.apps.map(\.name), ["App"])
        let app = try XCTUnwrap(scan.apps.first)
        XCTAssertEqual(app.deviceFamily, [DeviceFamily.iPhone])
        XCTAssertEqual(app.deploymentTarget, OSVersion(16, 4))
        XCTAssertEqual(app.plist.file.map { displayPath($0, root: dir) }, "Support/Info.plist")
        let warnings = scan.diagnostics.filter { $0.severity == .warning }.map(\.description)
        XCTAssertTrue(
            warnings.contains { $0.contains("Project.swift:8") && $0.contains("`Constants.baseSettings`") },
            "\(warnings)")
        XCTAssertTrue(
            warnings.contains { $0.contains("`unknownDestinations`") && $0.contains("'Other' is not checked") },
            "\(warnings)")
    }

    /// A project made by the repository's own helper (`Project.app(…)` from ProjectDescriptionHelpers): said once,
    /// its Info.plist is unknown, and the code of its folder (tests and other manifests' folders left out) is still
    /// checked as an iOS app's.
    func testAHelperMadeProjectIsSaidAndItsCodeChecked() throws {
        let dir = try write([
            "Tuist/ProjectDescriptionHelpers/Project+Templates.swift": "import ProjectDescription\n",
            "Projects/App/Project.swift": """
            import ProjectDescription
            import ProjectDescriptionHelpers
            let project = Project.app(name: "Shop", platform: .iOS, dependencies: [])
            """,
            "Projects/App/Sources/Rotate.swift": Self.hack,
            "Projects/App/Tests/RotateTests.swift": Self.hack,
            "Projects/App/Feature/Project.swift": """
            import ProjectDescription
            let project = Project(name: "Feature", targets: [.feature(name: Module.feature.rawValue), .feature(name: "B")])
            """,
            "Projects/App/Feature/Sources/F.swift": Self.hack,
            // A blind first run (Olvid): a module made by a helper whose name says a framework is said at info.
            "Projects/Components/Kit/Project.swift": """
            import ProjectDescription
            import ProjectDescriptionHelpers
            let project = Project.createProjectForFramework(name: "Kit")
            """,
            "Projects/Components/Kit/Sources/K.swift": Self.hack
        ])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let scan = ProjectScan.read(dir, tuist: TuistManifest.read)
        XCTAssertEqual(scan.apps.map(\.name).sorted(), ["Feature", "Kit", "Shop"])
        XCTAssertTrue(
            scan.diagnostics.contains {
                $0.severity == .info && $0.description.contains("Projects/Components/Kit/Project.swift:3")
                    && $0.description.contains("its name says a framework")
            }, "\(scan.diagnostics)")
        let shop = try XCTUnwrap(scan.apps.first { $0.name == "Shop" })
        XCTAssertNotNil(shop.plist.unknownFile)
        XCTAssertEqual(shop.files.map { displayPath($0, root: dir) }, ["Projects/App/Sources/Rotate.swift"])
        let warnings = scan.diagnostics.filter { $0.severity == .warning }.map(\.description)
        XCTAssertEqual(warnings.count, 2, "\(warnings)")
        XCTAssertTrue(
            warnings.contains { $0.contains("Projects/App/Project.swift:3") && $0.contains("`Project.app(…)`") })
        XCTAssertTrue(warnings.contains { $0.contains("`.feature(…)` ×2") }, "\(warnings)")
        let findings = Checker.run(scan: scan, facts: CodeReader.read(scan)).findings
        XCTAssertEqual(
            findings.filter { $0.ruleID == "uidevice_orientation_kvc" }.map(\.place.file).sorted(),
            [
                "Projects/App/Feature/Sources/F.swift", "Projects/App/Sources/Rotate.swift",
                "Projects/Components/Kit/Sources/K.swift"
            ]
        )
    }

    /// A committed `.xcodeproj` beside the manifest wins; a `Project.swift` that is not Tuist's is not read; a
    /// manifest that does not parse or declares nothing readable ends.
    func testWhatIsNotAManifestAndHostileManifests() throws {
        let dir = try write([
            "A/Project.swift":
                "import ProjectDescription\nlet project = Project(name: \"A\", targets: [.target(name: \"Other\", destinations: .iOS, product: .app, bundleId: \"a\")])\n",
            "A/A.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n{ archiveVersion = 1; objects = { }; rootObject = X; }\n",
            "B/Project.swift": "struct Project {}\nlet project = Project()\n",
            "C/Project.swift":
                "import ProjectDescription\nlet project = Project(name: \"C\", targets: [.target(name: \"C\", destinations: .iOS, product: .app, bundleId: \"c\", infoPlist: .extendingDefault(with: [\"K\": [[[[[",
            "D/Project.swift": "import ProjectDescription\nlet project = Project(name: \"D\", targets: makeTargets())\n"
        ])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let scan = ProjectScan.read(dir, tuist: TuistManifest.read)
        XCTAssertFalse(scan.targets.contains { $0.name == "Other" })
        XCTAssertEqual(scan.apps.map(\.name).sorted(), ["C", "D"])
        XCTAssertTrue(
            scan.diagnostics.contains {
                $0.description.contains("D/Project.swift:2") && $0.message.contains("`makeTargets(…)`")
            })
    }
}
