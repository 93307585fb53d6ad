import Foundation
import OrientFacts
import OrientProject
import OrientTestSupport
import XCTest
@testable import OrientCheck
@testable import OrientSwift

/// Issue 13, pattern 1: code in local Swift packages belongs to the app targets that link their products, in each
/// way Xcode records them.
final class LocalPackageTests: XCTestCase {
    let manifest = """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(
            name: "Feature",
            products: [.library(name: "FeatureUI", targets: ["FeatureUI"]), .library(name: "Extra", targets: ["Extra"])],
            dependencies: [.package(path: "../Core")],
            targets: [
                .target(name: "FeatureUI", dependencies: ["Shared", .product(name: "CoreKit", package: "Core")]),
                .target(name: "Shared", dependencies: [], path: "Code/Shared"),
                .target(name: "Extra"),
            ]
        )
        """
    let core = """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "Core", products: [.library(name: "CoreKit", targets: ["CoreKit"])],
                              targets: [.target(name: "CoreKit")])
        """

    func write(_ dir: String, _ relative: String, _ text: String) throws {
        let path = dir + "/" + relative
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    func controller(_ name: String) -> String { "import UIKit\nfinal class \(name): UIViewController {}\n" }

    /// An app project linking `FeatureUI`, recorded by `edit` (which rewrites the written project.pbxproj).
    func classes(
        _ edit: (String) -> String, workspace: Bool = false, manifest custom: String? = nil,
        appFiles: [String: String] = [:]
    ) throws -> Set<String> {
        let dir = NSTemporaryDirectory() + "orient-packages-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try ExampleProject.write(Example(appFiles), to: dir)
        let pbxproj = dir + "/App.xcodeproj/project.pbxproj"
        try edit(try String(contentsOfFile: pbxproj, encoding: .utf8)).write(
            toFile: pbxproj, atomically: true, encoding: .utf8)
        try write(dir, "Packages/Feature/Package.swift", custom ?? manifest)
        try write(dir, "Packages/Feature/Sources/FeatureUI/Player.swift", controller("Player"))
        try write(dir, "Packages/Feature/Code/Shared/Sheet.swift", controller("Sheet"))
        try write(dir, "Packages/Feature/Sources/Extra/Unlinked.swift", controller("Unlinked"))
        try write(dir, "Packages/Core/Package.swift", core)
        try write(dir, "Packages/Core/Sources/CoreKit/Base.swift", controller("Base"))
        if workspace {
            try write(
                dir, "App.xcworkspace/contents.xcworkspacedata",
                "<?xml version=\"1.0\"?>\n<Workspace version = \"1.0\">\n<FileRef location = \"group:App.xcodeproj\"></FileRef>\n<FileRef location = \"group:Packages/Feature\"></FileRef>\n</Workspace>\n"
            )
        }
        let scan = ProjectScan.read(dir)
        let facts = CodeReader.read(scan)
        let app = try XCTUnwrap(facts.targets.first { $0.name == "App" })
        return Set(app.classes.map(\.name))
    }

    static func linking(_ product: String, package: String?) -> (String) -> String {
        { text in
            var t = text.replacingOccurrences(
                of: "\t\t\tname = App;\n",
                with:
                    "\t\t\tname = App;\n\t\t\tpackageProductDependencies = (\n\t\t\t\tF00000000000000000000002 /* \(product) */,\n\t\t\t);\n"
            )
            let dependency =
                "\t\tF00000000000000000000002 /* \(product) */ = {isa = XCSwiftPackageProductDependency; "
                + (package == nil ? "" : "package = F00000000000000000000001; ") + "productName = \(product); };\n"
            var objects = dependency
            if let package {
                objects +=
                    "\t\tF00000000000000000000001 = {isa = XCLocalSwiftPackageReference; relativePath = \(package); };\n"
                t = t.replacingOccurrences(
                    of: "\t\t\tprojectRoot = \"\";\n",
                    with:
                        "\t\t\tprojectRoot = \"\";\n\t\t\tpackageReferences = (\n\t\t\t\tF00000000000000000000001,\n\t\t\t);\n"
                )
            }
            return t.replacingOccurrences(
                of: "/* Begin PBXNativeTarget section */\n", with: objects + "/* Begin PBXNativeTarget section */\n")
        }
    }

    func testXcode15LocalPackageReference() throws {
        let names = try classes(Self.linking("FeatureUI", package: "Packages/Feature"))
        XCTAssertTrue(
            names.isSuperset(of: ["Player", "Sheet", "Base"]),
            "the product's target, its dependency and another local package's product: \(names)")
        XCTAssertFalse(names.contains("Unlinked"), "a target of no linked product")
    }

    func testOlderFolderReferenceAndProductByName() throws {
        let folder = { (text: String) in
            Self.linking("FeatureUI", package: nil)(text)
                .replacingOccurrences(
                    of: "/* Begin PBXNativeTarget section */\n",
                    with:
                        "\t\tF00000000000000000000003 /* Feature */ = {isa = PBXFileReference; lastKnownFileType = folder; path = Packages/Feature; sourceTree = \"<group>\"; };\n/* Begin PBXNativeTarget section */\n"
                )
                .replacingOccurrences(
                    of: "\t\t\t\tE00000000000000000000001 /* App */,\n\t\t\t);\n\t\t\tsourceTree",
                    with:
                        "\t\t\t\tE00000000000000000000001 /* App */,\n\t\t\t\tF00000000000000000000003 /* Feature */,\n\t\t\t);\n\t\t\tsourceTree"
                )
        }
        let names = try classes(folder)
        XCTAssertTrue(names.isSuperset(of: ["Player", "Sheet", "Base"]), "\(names)")
        XCTAssertFalse(names.contains("Unlinked"))
    }

    func testPackageListedInAWorkspace() throws {
        let names = try classes(Self.linking("FeatureUI", package: nil), workspace: true)
        XCTAssertTrue(names.isSuperset(of: ["Player", "Sheet"]), "\(names)")
    }

    /// A dependency whose path holds no package (`.package(path: "Core")` from `Packages/Feature`) is the project's
    /// local package of the same identity, as Xcode takes it: read, and nothing said.
    func testADependencyPathIsTheLocalPackageOfItsIdentity() throws {
        let dir = NSTemporaryDirectory() + "orient-packages-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try ExampleProject.write(Example([:]), to: dir)
        let pbxproj = dir + "/App.xcodeproj/project.pbxproj"
        try Self.linking("FeatureUI", package: nil)(try String(contentsOfFile: pbxproj, encoding: .utf8)).write(
            toFile: pbxproj, atomically: true, encoding: .utf8)
        try write(dir, "Packages/Feature/Package.swift", manifest.replacingOccurrences(of: "../Core", with: "Core"))
        try write(dir, "Packages/Feature/Sources/FeatureUI/Player.swift", controller("Player"))
        try write(dir, "Packages/Feature/Code/Shared/Sheet.swift", controller("Sheet"))
        try write(dir, "Packages/Core/Package.swift", core)
        try write(dir, "Packages/Core/Sources/CoreKit/Base.swift", controller("Base"))
        try write(
            dir, "App.xcworkspace/contents.xcworkspacedata",
            "<?xml version=\"1.0\"?>\n<Workspace version = \"1.0\">\n<FileRef location = \"group:App.xcodeproj\"></FileRef>\n<FileRef location = \"group:Packages/Feature\"></FileRef>\n<FileRef location = \"group:Packages/Core\"></FileRef>\n</Workspace>\n"
        )
        let scan = ProjectScan.read(dir)
        let facts = CodeReader.read(scan)
        let app = try XCTUnwrap(facts.targets.first { $0.name == "App" })
        XCTAssertTrue(
            Set(app.classes.map(\.name)).isSuperset(of: ["Player", "Sheet", "Base"]), "\(app.classes.map(\.name))")
        XCTAssertFalse(facts.diagnostics.contains { $0.message.contains("Package.swift") }, "\(facts.diagnostics)")
    }

    func testAManifestThatCannotBeReadStaticallyFallsBackToSources() throws {
        let dynamic =
            "import PackageDescription\nlet names = [\"FeatureUI\"]\nlet package = Package(name: \"Feature\", targets: names.map { .target(name: $0) })\n"
        let names = try classes(Self.linking("FeatureUI", package: "Packages/Feature"), manifest: dynamic)
        XCTAssertTrue(names.isSuperset(of: ["Player", "Unlinked"]), "every file under Sources/: \(names)")
        XCTAssertFalse(names.contains("Sheet"), "outside Sources/")
    }
}

extension LocalPackageTests {
    func testAnAppLinkingNothingGetsNoPackageCode() throws {
        let names = try classes({ $0 })
        XCTAssertTrue(names.isDisjoint(with: ["Player", "Sheet", "Base", "Unlinked"]), "\(names)")
    }

    /// The project links the module some other way (a product of a product, a framework target): the app's
    /// `import` is the evidence that its code is in the app, with what it depends on.
    func testAModuleTheAppImportsIsTheAppsCode() throws {
        let app = ["Home.swift": "import UIKit\nimport FeatureUI\nfinal class Home: UIViewController {}\n"]
        let names = try classes(Self.linking("Extra", package: "Packages/Feature"), appFiles: app)
        XCTAssertTrue(names.isSuperset(of: ["Home", "Unlinked", "Player", "Sheet", "Base"]), "\(names)")
        let linkingOnly = try classes(Self.linking("Extra", package: "Packages/Feature"))
        XCTAssertTrue(linkingOnly.isDisjoint(with: ["Player", "Sheet", "Base"]), "nobody imports it: \(linkingOnly)")
    }
}
