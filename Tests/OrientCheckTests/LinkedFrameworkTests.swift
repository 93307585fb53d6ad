import Foundation
import OrientEngine
import OrientProject
import OrientTestSupport
import XCTest

@testable import OrientCheck
@testable import OrientSwift

/// Issue 26: code in the frameworks and static libraries an app builds with is the app's code. The app depends on
/// the framework Kit (a target dependency), Kit links the static library Core (its Frameworks phase, by the
/// product's file), and the framework Unlinked is built by nobody the app uses.
final class LinkedFrameworkTests: XCTestCase {
    static let hack = """
        import UIKit
        enum Rotate { static func now() { UIDevice.current.setValue(UIInterfaceOrientation.landscapeLeft.rawValue, forKey: "orientation") } }
        """

    func testCodeOfLinkedFrameworksAndLibrariesIsChecked() throws {
        let dir = NSTemporaryDirectory() + "orient-linked-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try ExampleProject.write(
            Example(["Code.swift": "import UIKit\nfinal class Home: UIViewController {}\n"]), to: dir)
        for folder in ["Kit", "Core", "Unlinked"] {
            try FileManager.default.createDirectory(atPath: dir + "/" + folder, withIntermediateDirectories: true)
            try Self.hack.write(toFile: dir + "/\(folder)/\(folder)Rotate.swift", atomically: true, encoding: .utf8)
        }
        let project = dir + "/App.xcodeproj/project.pbxproj"
        try Self.linking(try String(contentsOfFile: project, encoding: .utf8)).write(
            toFile: project, atomically: true, encoding: .utf8)

        let scan = ProjectScan.read(dir)
        XCTAssertEqual(scan.apps.map(\.name), ["App"], "frameworks are not apps")
        XCTAssertEqual(scan.apps.first?.linkedTargets.sorted(), ["Core", "Kit"])
        let findings = Checker.run(scan: scan, facts: CodeReader.read(scan)).findings
        XCTAssertEqual(
            findings.filter { $0.ruleID == "uidevice_orientation_kvc" }.map(\.place.file).sorted(),
            ["Core/CoreRotate.swift", "Kit/KitRotate.swift"])
    }

    /// A development pod (`pod 'Kit', :path => 'Local Pods/Kit'`) is the app's code; a pod in a third-party folder
    /// and one fetched from a repository are not.
    func testDevelopmentPodsAreTheAppsCode() throws {
        let dir = NSTemporaryDirectory() + "orient-devpod-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try ExampleProject.write(
            Example(["Code.swift": "import UIKit\nfinal class Home: UIViewController {}\n"]), to: dir)
        for folder in ["Local Pods/Kit", "ThirdParty/Vendored", "Pod/Classes", "Extension"] {
            try FileManager.default.createDirectory(atPath: dir + "/" + folder, withIntermediateDirectories: true)
            try Self.hack.write(toFile: dir + "/\(folder)/Rotate.swift", atomically: true, encoding: .utf8)
        }
        try """
        target 'App' do
          pod 'Kit', :path => 'Local Pods/Kit'
          pod 'Vendored', :path => 'ThirdParty/Vendored'
          pod 'Root', :path => './'
          pod 'Alamofire'
        end
        """.write(toFile: dir + "/Podfile", atomically: true, encoding: .utf8)
        // A pod at the repository's root: its podspec says which files are the pod's (not Extension/).
        try "Pod::Spec.new do |s|\n  s.name = 'Root'\n  s.source_files = 'Pod/Classes/**/*.{h,m,swift}'\nend\n".write(
            toFile: dir + "/Root.podspec", atomically: true, encoding: .utf8)
        let scan = ProjectScan.read(dir)
        XCTAssertEqual(scan.apps.first?.developmentPods, ["Kit", "Root"])
        let findings = Checker.run(scan: scan, facts: CodeReader.read(scan)).findings
        XCTAssertEqual(
            findings.filter { $0.ruleID == "uidevice_orientation_kvc" }.map(\.place.file).sorted(),
            ["Local Pods/Kit/Rotate.swift", "Pod/Classes/Rotate.swift"])
    }

    /// The code of a pod that is in the tree gives facts (a screen's base class), never findings.
    func testPodsInTheTreeAreFactsNotFindings() throws {
        let dir = NSTemporaryDirectory() + "orient-pods-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try ExampleProject.write(
            Example(["Code.swift": "import UIKit\nimport BaseKit\nfinal class Player: BaseViewController {}\n"]),
            to: dir)
        for (path, text) in [
            (
                "Pods/BaseKit/Sources/Base.swift",
                "import UIKit\nopen class BaseViewController: UIViewController {\n    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }\n}\n"
            ),
            ("Pods/BaseKit/Sources/Rotate.swift", Self.hack),
            ("Pods/Target Support Files/BaseKit/Dummy.m", "@interface Dummy : NSObject\n@end\n")
        ] {
            try FileManager.default.createDirectory(
                atPath: (dir + "/" + path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: dir + "/" + path, atomically: true, encoding: .utf8)
        }
        let scan = ProjectScan.read(dir)
        let facts = CodeReader.read(scan)
        let app = try XCTUnwrap(facts.targets.first { $0.isIOSApp })
        XCTAssertEqual(app.class("Player")?.kind.controllerKind, .viewController, "the base class comes from the pod")
        XCTAssertEqual(
            app.class("Player")?.members[.supportedInterfaceOrientations]?.fact.value, .mask(.landscape))
        XCTAssertFalse(facts.unassigned.files.contains { $0.path.contains("Target Support Files") })
        let findings = Checker.run(scan: scan, facts: facts).findings
        XCTAssertFalse(findings.contains { $0.place.file.hasPrefix("Pods/") }, "\(findings.map(\.place))")
    }

    /// The example project with three more targets, each a synchronized folder of its name.
    static func linking(_ text: String) -> String {
        func target(
            _ n: Int, _ name: String, type: String, product: String, phases: String = "", dependencies: String = ""
        )
            -> String
        {
            """
            \t\tF1000000000000000000000\(n) /* \(name) */ = {isa = PBXFileSystemSynchronizedRootGroup; path = \(name); sourceTree = "<group>"; };
            \t\tF2000000000000000000000\(n) /* \(name) */ = {
            \t\t\tisa = PBXNativeTarget;
            \t\t\tbuildConfigurationList = E00000000000000000000040;
            \t\t\tbuildPhases = (\(phases));
            \t\t\tdependencies = (\(dependencies));
            \t\t\tfileSystemSynchronizedGroups = (F1000000000000000000000\(n));
            \t\t\tname = \(name);
            \t\t\tproductName = \(name);
            \t\t\tproductReference = F3000000000000000000000\(n);
            \t\t\tproductType = "\(type)";
            \t\t};
            \t\tF3000000000000000000000\(n) /* \(product) */ = {isa = PBXFileReference; explicitFileType = wrapper.framework; includeInIndex = 0; path = \(product); sourceTree = BUILT_PRODUCTS_DIR; };

            """
        }
        let objects =
            target(
                1, "Kit", type: "com.apple.product-type.framework", product: "Kit.framework",
                phases: "F40000000000000000000001")
            + target(2, "Core", type: "com.apple.product-type.library.static", product: "libCore.a")
            + target(3, "Unlinked", type: "com.apple.product-type.framework", product: "Unlinked.framework")
                + """
                \t\tF40000000000000000000001 /* Frameworks */ = {isa = PBXFrameworksBuildPhase; files = (F40000000000000000000002); };
                \t\tF40000000000000000000002 /* libCore.a in Frameworks */ = {isa = PBXBuildFile; fileRef = F40000000000000000000003; };
                \t\tF40000000000000000000003 /* libCore.a */ = {isa = PBXFileReference; lastKnownFileType = archive.ar; path = libCore.a; sourceTree = BUILT_PRODUCTS_DIR; };
                \t\tF50000000000000000000001 /* PBXTargetDependency */ = {isa = PBXTargetDependency; target = F20000000000000000000001; };

                """
        return
            text
            .replacingOccurrences(
                of: "/* Begin PBXNativeTarget section */\n", with: objects + "/* Begin PBXNativeTarget section */\n"
            )
            .replacingOccurrences(
                of: "\t\t\tproductType = \"com.apple.product-type.application\";",
                with:
                    "\t\t\tdependencies = (F50000000000000000000001);\n\t\t\tproductType = \"com.apple.product-type.application\";"
            )
            .replacingOccurrences(
                of: "\t\t\ttargets = (\n\t\t\t\tE00000000000000000000020 /* App */,\n",
                with:
                    "\t\t\ttargets = (\n\t\t\t\tE00000000000000000000020 /* App */,\n\t\t\t\tF20000000000000000000001,\n\t\t\t\tF20000000000000000000002,\n\t\t\t\tF20000000000000000000003,\n"
            )
    }
}
