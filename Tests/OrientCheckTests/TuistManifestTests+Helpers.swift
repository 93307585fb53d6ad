import Foundation
import OrientEngine
import OrientOutput
import OrientProject
import XCTest

@testable import OrientCheck
@testable import OrientSwift

/// Issue 26, blind first runs (LifePoop, MaeumGaGym): an app project made by the repository's own helper is read by
/// following the helper on the call's arguments; a helper that cannot be followed, or a project that makes a
/// framework, is said as before.
extension TuistManifestTests {
    /// The two shapes seen: straight-line `let`s calling a nested helper and a `?:` on a `Bool` argument; and a
    /// `Set` of target kinds decided by `if`s, `contains(where: { $0.hasFramework })` over a `switch self` flag,
    /// constants of a plugin's type nested in an extension, a name read from a computed property, and configurations
    /// named neither Debug nor Release.
    func testAnAppProjectMadeByAHelperIsFollowed() throws {
        let dir = try write([
            "Tuist/ProjectDescriptionHelpers/Project+Templates.swift": """
            import ProjectDescription
            public extension Project {
                static func makeModule(
                    name: String, platform: Platform = .iOS, product: Product,
                    deploymentTarget: DeploymentTarget? = .iOS(targetVersion: "15.0", devices: [.iphone]),
                    infoPlist: InfoPlist = .default, hasTests: Bool = true
                ) -> Project {
                    let appTarget = makeTarget(name: name, platform: platform, product: product,
                                               deploymentTarget: deploymentTarget, infoPlist: infoPlist)
                    let testTarget = Target(name: "\\(name)Tests", platform: platform, product: .unitTests,
                                            bundleId: "t", sources: ["Tests/**"])
                    let targets: [Target] = hasTests ? [appTarget, testTarget] : [appTarget]
                    return Project(name: name, targets: targets)
                }
                static func makeTarget(name: String, platform: Platform, product: Product,
                                       deploymentTarget: DeploymentTarget?, infoPlist: InfoPlist) -> Target {
                    return Target(name: name, platform: platform, product: product, bundleId: "b",
                                  deploymentTarget: deploymentTarget, infoPlist: infoPlist, sources: ["Sources/**"])
                }
            }
            public enum Modules { case app
                public var name: String { switch self { case .app: return "App" } }
            }
            """,
            "Projects/App/Project.swift": """
            import ProjectDescription
            import ProjectDescriptionHelpers
            let project = Project.makeModule(
                name: Modules.app.name,
                product: .app,
                infoPlist: .file(path: "Attributes/Info.plist"),
                hasTests: false
            )
            """,
            "Projects/App/Attributes/Info.plist": Self.plist(["Portrait", "LandscapeLeft", "LandscapeRight"]),
            "Projects/App/Sources/AppDelegate.swift": """
            import UIKit
            @main final class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask { .portrait }
            }
            """,
            // A module project that makes a framework: left as before, its links made by helpers too.
            "Projects/Kit/Project.swift": """
            import ProjectDescription
            import ProjectDescriptionHelpers
            let project = Project.makeModule(name: "Kit", product: .framework)
            """,
            "Projects/Kit/Sources/Kit.swift": Self.hack
        ])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let scan = ProjectScan.read(dir, tuist: TuistManifest.read)
        let app = try XCTUnwrap(scan.apps.first { $0.name == "App" }, "\(scan.apps.map(\.name)) \(scan.diagnostics)")
        XCTAssertEqual(app.deviceFamily, [DeviceFamily.iPhone])
        XCTAssertEqual(app.deploymentTarget, OSVersion(15))
        XCTAssertEqual(app.plist.file.map { displayPath($0, root: dir) }, "Projects/App/Attributes/Info.plist")
        XCTAssertNil(app.plist.unknownFile)
        XCTAssertEqual(app.files.map { displayPath($0, root: dir) }, ["Projects/App/Sources/AppDelegate.swift"])
        XCTAssertTrue(
            scan.diagnostics.contains {
                $0.severity == .info && $0.description.contains("Projects/App/Project.swift:3")
                    && $0.description.contains("Project+Templates.swift:3), read by following it")
            }, "\(scan.diagnostics)")
        // The framework module: said as made by a helper Orient does not run, its code still read.
        XCTAssertTrue(
            scan.diagnostics.contains {
                $0.description.contains("Projects/Kit/Project.swift:3") && $0.description.contains("does not run")
            }, "\(scan.diagnostics)")
        let findings = Checker.run(scan: scan, facts: CodeReader.read(scan)).findings
        XCTAssertEqual(
            findings.filter { $0.ruleID == "orientation_only_at_launch" }.map(\.place.file),
            ["Projects/App/Attributes/Info.plist"])
        XCTAssertEqual(
            findings.filter { $0.ruleID == "uidevice_orientation_kvc" }.map(\.place.file),
            ["Projects/Kit/Sources/Kit.swift"])
    }

    func testAHelperDecidingTargetsByKindIsFollowed() throws {
        let dir = try write([
            "Tuist/ProjectDescriptionHelpers/FeatureTarget.swift": """
            import ProjectDescription
            public enum FeatureTarget {
                case app, staticFramework, unitTest, demo
                public var hasFramework: Bool {
                    switch self {
                    case .staticFramework: return true
                    default: return false
                    }
                }
            }
            """,
            "Tuist/ProjectDescriptionHelpers/Project+Templates.swift": """
            import ProjectDescription
            import EnvPlugin
            public extension Project {
                static func makeModule(name: String, targets: Set<FeatureTarget> = Set([.staticFramework, .unitTest])) -> Project {
                    let platform = Environment.platform
                    var projectTargets: [Target] = []
                    var schemes: [Scheme] = makeSchemes()
                    if targets.contains(.app) {
                        let infoPlist = name.contains("Demo") ? Project.demoInfoPlist : Project.appInfoPlist
                        projectTargets.append(Target(name: name, platform: platform, product: .app, bundleId: "a",
                            deploymentTarget: Environment.deploymentTarget, infoPlist: .extendingDefault(with: infoPlist),
                            sources: ["Sources/**/*.swift"]))
                    }
                    if targets.contains(where: { $0.hasFramework }) {
                        projectTargets.append(Target(name: name, platform: platform, product: .staticFramework, bundleId: "f"))
                    }
                    if targets.contains(.unitTest) {
                        projectTargets += [Target(name: "\\(name)Tests", platform: platform, product: .unitTests, bundleId: "t")]
                    }
                    schemes.append(makeScheme())
                    return Project(name: name,
                                   settings: .settings(configurations: [.debug(name: "Development"), .release(name: "PROD")]),
                                   targets: projectTargets, schemes: schemes)
                }
            }
            """,
            "Plugins/EnvPlugin/ProjectDescriptionHelpers/Environment.swift": """
            import ProjectDescription
            public extension Project {
                enum Environment {
                    public static let workspaceName = "Gym"
                    public static let deploymentTarget = DeploymentTarget.iOS(targetVersion: "16.0", devices: .iphone)
                    public static let platform = Platform.iOS
                }
                static let appInfoPlist: [String: Plist.Value] = [
                    "UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait"],
                ]
                static let demoInfoPlist: [String: Plist.Value] = [:]
            }
            """,
            "Projects/Gym/Project.swift": """
            import ProjectDescription
            import ProjectDescriptionHelpers
            import EnvPlugin
            let project = Project.makeModule(
                name: Environment.workspaceName,
                targets: [.app, .unitTest]
            )
            """,
            "Projects/Gym/Sources/Home.swift": "import UIKit\nfinal class Home: UIViewController {}\n"
        ])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let scan = ProjectScan.read(dir, tuist: TuistManifest.read)
        XCTAssertEqual(scan.apps.map(\.name), ["Gym"], "\(scan.diagnostics)")
        let app = try XCTUnwrap(scan.apps.first)
        XCTAssertEqual(app.configuration, "PROD", "the first release configuration, with no Release")
        XCTAssertEqual(app.deviceFamily, [DeviceFamily.iPhone])
        XCTAssertEqual(app.deploymentTarget, OSVersion(16))
        XCTAssertEqual(
            app.plist.entries["UISupportedInterfaceOrientations"]?.value,
            .array([.string("UIInterfaceOrientationPortrait")]))
        XCTAssertEqual(app.files.map { displayPath($0, root: dir) }, ["Projects/Gym/Sources/Home.swift"])
    }

    /// What is not followed: a loop in the helper, a condition not known that would decide an app, a helper that
    /// calls itself (bounded), a call whose labels fit no helper.
    func testHelpersThatCannotBeFollowedAreSaid() throws {
        let dir = try write([
            "Tuist/ProjectDescriptionHelpers/Project+Templates.swift": """
            import ProjectDescription
            public extension Project {
                static func looping(name: String) -> Project {
                    var targets: [Target] = []
                    for n in [name] { targets.append(Target(name: n, product: .app, bundleId: "a")) }
                    return Project(name: name, targets: targets)
                }
                static func unknownApp(name: String) -> Project {
                    var targets: [Target] = []
                    if Environment.isCI { targets.append(Target(name: name, product: .app, bundleId: "a")) }
                    return Project(name: name, targets: targets)
                }
                static func recursive(name: String) -> Project { recursive(name: name) }
            }
            """,
            "A/Project.swift": "import ProjectDescription\nlet project = Project.looping(name: \"A\")\n",
            "B/Project.swift": "import ProjectDescription\nlet project = Project.unknownApp(name: \"B\")\n",
            "C/Project.swift": "import ProjectDescription\nlet project = Project.recursive(name: \"C\")\n",
            "D/Project.swift": "import ProjectDescription\nlet project = Project.looping(title: \"D\")\n"
        ])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let scan = ProjectScan.read(dir, tuist: TuistManifest.read)
        for name in ["A", "B", "C", "D"] {
            XCTAssertTrue(
                scan.diagnostics.contains {
                    $0.description.contains("\(name)/Project.swift:2") && $0.description.contains("does not run")
                }, "\(name): \(scan.diagnostics)")
            XCTAssertNotNil(scan.apps.first { $0.name == name }?.plist.unknownFile, name)
        }
    }

    static func plist(_ orientations: [String]) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>UILaunchStoryboardName</key><string>Launch</string>
        <key>UISupportedInterfaceOrientations</key><array>
        \(orientations.map { "<string>UIInterfaceOrientation\($0)</string>" }.joined(separator: "\n"))
        </array>
        </dict></plist>
        """
    }
}
