import Foundation
import OrientFacts
import OrientProject
import OrientTestSupport
import XCTest
@testable import OrientCheck
@testable import OrientSwift

/// Issue 28, part 1: whatever a path in a repository says (a package's `path: "../.."`, a linked folder, a
/// workspace's `absolute:` location, an Info.plist that is a link), nothing outside the repository is read, and
/// nothing of it reaches a message. One test per source of paths; `--allow-outside-root` still reads them.
final class ReadGateTests: XCTestCase {
    var parent = ""
    var repo: String { parent + "/repo" }
    var secret: String { parent + "/secret" }
    let marker = "TOPSECRET"

    override func setUpWithError() throws {
        parent = NSTemporaryDirectory() + "orient-gate-" + UUID().uuidString
        try ExampleProject.write(
            Example(["Screen.swift": "import UIKit\nfinal class Screen: UIViewController {}\n"]), to: repo)
        try FileManager.default.createDirectory(atPath: repo + "/.git", withIntermediateDirectories: true)
        try write(secret + "/Secret.swift", "import UIKit\nfinal class SecretScreen: UIViewController {}\n")
        try write(
            secret + "/Info.plist",
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\t<key>UISupportedInterfaceOrientations</key>\n\t<array>\n\t\t<string>\(marker)</string>\n\t</array>\n\t<key>\(marker)-KEY</key>\n\t<string>\(marker)</string>\n</dict>\n</plist>\n"
        )
        try write(secret + "/Secret.xcconfig", "SECRET_SETTING = \(marker)\nTARGETED_DEVICE_FAMILY = 2\n")
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: parent) }

    func write(_ path: String, _ text: String) throws {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    func link(_ path: String, to target: String) throws {
        try? FileManager.default.removeItem(atPath: path)
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
    }

    /// The scan and facts of the repository, and every message they hold.
    func read(allowOutsideRoot: Bool = false) -> (scan: ProjectScan, facts: ProjectFacts, messages: String) {
        let scan = ProjectScan.read(repo, allowOutsideRoot: allowOutsideRoot)
        let facts = CodeReader.read(scan)
        let messages = (scan.diagnostics + facts.diagnostics + scan.targets.flatMap(\.diagnostics)).map(\.description)
            .joined(separator: "\n")
        return (scan, facts, messages)
    }

    func classes(_ facts: ProjectFacts) -> Set<String> {
        Set(facts.targets.first { $0.name == "App" }?.classes.map(\.name) ?? [])
    }

    func testASourceFileThatLinksOutIsNotRead() throws {
        try link(repo + "/App/Leak.swift", to: secret + "/Secret.swift")
        let (_, facts, messages) = read()
        XCTAssertTrue(classes(facts).contains("Screen"))
        XCTAssertFalse(classes(facts).contains("SecretScreen"))
        XCTAssertTrue(messages.contains("outside the repository"), messages)
        XCTAssertTrue(classes(read(allowOutsideRoot: true).facts).contains("SecretScreen"))
    }

    func testAnInfoPlistThatLinksOutIsNeitherReadNorQuoted() throws {
        try ExampleProject.write(Example(["Info.plist": "<plist><dict/></plist>\n"]), to: repo)
        try link(repo + "/App/Info.plist", to: secret + "/Info.plist")
        let (scan, _, messages) = read()
        XCTAssertFalse(messages.contains(marker), messages)
        XCTAssertTrue(messages.contains("outside the repository"), messages)
        XCTAssertNotNil(scan.apps.first?.plist.unknownFile)
        // Opened, it is read.
        XCTAssertNotNil(read(allowOutsideRoot: true).scan.apps.first?.plist.entries[marker + "-KEY"])
    }

    func testAnXcconfigThatLinksOutIsNotRead() throws {
        try link(repo + "/Config.xcconfig", to: secret + "/Secret.xcconfig")
        let (scan, _, messages) = read()
        XCTAssertFalse(messages.contains(marker), messages)
        XCTAssertTrue(messages.contains("outside the repository"), messages)
        XCTAssertNotEqual(scan.apps.first?.deviceFamily, [2])
    }

    func testAProjectFileThatLinksOutIsNotRead() throws {
        let elsewhere = secret + "/Other.xcodeproj/project.pbxproj"
        try write(elsewhere, try String(contentsOfFile: repo + "/App.xcodeproj/project.pbxproj", encoding: .utf8))
        try link(repo + "/App.xcodeproj/project.pbxproj", to: elsewhere)
        let (scan, _, messages) = read()
        XCTAssertTrue(scan.targets.isEmpty)
        XCTAssertTrue(messages.contains("outside the repository"), messages)
    }

    static let manifest = """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(
            name: "Feature",
            products: [.library(name: "FeatureUI", targets: ["FeatureUI"])],
            targets: [.target(name: "FeatureUI", path: "PATH")]
        )
        """

    func linkFeature() throws {
        let pbxproj = repo + "/App.xcodeproj/project.pbxproj"
        try LocalPackageTests.linking("FeatureUI", package: "Packages/Feature")(
            try String(contentsOfFile: pbxproj, encoding: .utf8)
        ).write(toFile: pbxproj, atomically: true, encoding: .utf8)
    }

    func testAPackageTargetPathOutsideIsNotRead() throws {
        try linkFeature()
        try write(
            repo + "/Packages/Feature/Package.swift",
            Self.manifest.replacingOccurrences(of: "PATH", with: "../../../secret"))
        let (_, facts, messages) = read()
        XCTAssertFalse(classes(facts).contains("SecretScreen"), "\(classes(facts))")
        XCTAssertTrue(messages.contains("sources outside the repository"), messages)
    }

    func testAPackageFolderThatLinksOutIsNotRead() throws {
        try linkFeature()
        let elsewhere = parent + "/elsewhere"
        try write(elsewhere + "/Package.swift", Self.manifest.replacingOccurrences(of: "PATH", with: "Code"))
        try write(elsewhere + "/Code/Secret.swift", "import UIKit\nfinal class SecretScreen: UIViewController {}\n")
        try link(repo + "/Packages/Feature", to: elsewhere)
        let (_, facts, messages) = read()
        XCTAssertFalse(classes(facts).contains("SecretScreen"), "\(classes(facts))")
        XCTAssertTrue(messages.contains("outside the repository"), messages)
        XCTAssertTrue(classes(read(allowOutsideRoot: true).facts).contains("SecretScreen"))
    }

    func testWorkspaceLocationsOutsideAreNotRead() throws {
        let other = secret + "/Other.xcodeproj"
        try write(
            other + "/project.pbxproj",
            try String(contentsOfFile: repo + "/App.xcodeproj/project.pbxproj", encoding: .utf8))
        try link(repo + "/Linked.xcodeproj", to: other)
        for location in [
            "absolute:\(other)", "container:../secret/Other.xcodeproj", "group:../secret/Other.xcodeproj",
            "group:Linked.xcodeproj"
        ] {
            try write(
                repo + "/App.xcworkspace/contents.xcworkspacedata",
                "<?xml version=\"1.0\"?>\n<Workspace version = \"1.0\">\n<FileRef location = \"group:App.xcodeproj\"></FileRef>\n<FileRef location = \"\(location)\"></FileRef>\n</Workspace>\n"
            )
            let d = Discovery.find(repo)
            XCTAssertEqual(d.projects.map { ($0 as NSString).lastPathComponent }, ["App.xcodeproj"], location)
            XCTAssertTrue(
                d.diagnostics.contains { $0.message.contains("outside the repository") },
                "\(location): \(d.diagnostics)")
        }
    }

    /// Found by Fuzz/run.sh workspace: an `absolute:` location that is no absolute path, with a newline and U+202E,
    /// crashed the gate in Foundation's path methods.
    func testAWorkspaceLocationThatIsNoPathIsRefused() throws {
        try write(
            repo + "/W.xcworkspace/contents.xcworkspacedata",
            "<?xml version=\"1.0\" enc encoding=\"UTF-8\"?>\n<Workspace version = \"1\u{1}h\">\n<FileRef location = \"absolute:p>\n<FileRef location } \"group:App\u{202E}.xc[deproj\"></pacio\n"
        )
        let d = Discovery.find(repo + "/W.xcworkspace")
        XCTAssertTrue(d.projects.isEmpty)
        let gate = ReadGate(root: repo)
        XCTAssertFalse(gate.allows("p>\n<FileRef location } "))
        XCTAssertNil(gate.realPath("relative/path"))
        XCTAssertNil(gate.contents(""))
    }

    func testTheGateResolvesLinksAndDots() throws {
        let gate = ReadGate(root: repo)
        XCTAssertTrue(gate.allows(repo + "/App/Screen.swift"))
        XCTAssertFalse(gate.allows(repo + "/../secret/Secret.swift"))
        XCTAssertFalse(gate.allows(secret + "/Secret.swift"))
        try link(repo + "/App/Door", to: secret)
        XCTAssertFalse(gate.allows(repo + "/App/Door/Secret.swift"))
        XCTAssertNil(gate.contents(repo + "/App/Door/Secret.swift"))
        // `..` after a link is the link target's parent to the system: judged where the system would go.
        XCTAssertFalse(gate.allows(repo + "/App/Door/../secret/Secret.swift"))
        try link(repo + "/App/Inside", to: repo + "/App")
        XCTAssertTrue(gate.allows(repo + "/App/Inside/Screen.swift"))
        XCTAssertNotNil(gate.contents(repo + "/App/Inside/Screen.swift"))
        XCTAssertTrue(ReadGate(root: repo, allowOutsideRoot: true).allows(secret + "/Secret.swift"))
    }
}
