import Foundation
import OrientEngine
import OrientProject
import XCTest
@testable import OrientFacts
@testable import OrientSwift

/// The per-target model over a fixture project: classes across files and targets, containers, inheritance,
/// unknown external classes, idiom helpers defined in another file, platform conditions.
final class ModelTests: XCTestCase {
    static let facts: ProjectFacts = {
        let scan = ProjectScan.read(Fixture.dir + "/App")
        return CodeReader.read(scan)
    }()

    var app: TargetFacts { ModelTests.facts.targets.first { $0.name == "App" }! }

    func testTargetsAndMembership() {
        let facts = ModelTests.facts
        XCTAssertEqual(facts.targets.map(\.name), ["App", "TVApp"])
        XCTAssertEqual(facts.targets.map(\.isIOSApp), [true, false])
        XCTAssertEqual(
            app.files.map(\.path),
            [
                "App/Controllers.swift", "App/Deep.swift", "App/Legacy.h", "App/Legacy.m", "App/Main.storyboard",
                "Shared/DeviceInfo.swift", "Shared/SharedBase.swift"
            ])
        XCTAssertEqual(facts.unassigned.files.map(\.path), ["Headers/Orphan.h"])
        XCTAssertEqual(facts.diagnostics, [])
    }

    func testKindsThroughSubclassesAndHeaders() throws {
        func kind(_ name: String) -> ClassKind? { app.class(name)?.kind }
        XCTAssertEqual(kind("DeepViewController"), .controller(.viewController, base: "UIViewController"))
        XCTAssertEqual(
            app.class("DeepViewController")?.chain, ["SettingsViewController", "BaseViewController", "UIViewController"]
        )
        XCTAssertEqual(
            kind("RootNavigationController"), .controller(.navigationController, base: "UINavigationController"))
        XCTAssertEqual(kind("TabController"), .controller(.tabBarController, base: "UITabBarController"))
        XCTAssertEqual(
            kind("LegacyNavigationController"), .controller(.navigationController, base: "UINavigationController"),
            "superclass from the header")
        XCTAssertEqual(
            kind("OrphanChild"), .controller(.navigationController, base: "UINavigationController"),
            "a header no target builds")
        XCTAssertEqual(kind("PodChildViewController"), .unknown(external: "PodBaseViewController"))
        XCTAssertEqual(kind("AppDelegate"), .notController(base: "UIResponder"))
        XCTAssertNil(app.class("UIViewControllerShim"), "declared under #if os(tvOS)")
    }

    func testInheritedMembersAndHelpersFromOtherFiles() throws {
        let deep = try XCTUnwrap(app.class("DeepViewController"))
        XCTAssertEqual(deep.members[.supportedInterfaceOrientations]?.declaredIn, "BaseViewController")
        XCTAssertEqual(
            deep.members[.supportedInterfaceOrientations]?.fact.value, .idiom(pad: .mask(.all), other: .mask(.portrait))
        )
        let tablet = try XCTUnwrap(app.class("TabletAwareViewController"))
        XCTAssertEqual(
            tablet.members[.supportedInterfaceOrientations]?.fact.value,
            .idiom(pad: .mask(.all), other: .mask(.portrait)),
            "DeviceInfo.isTablet is an idiom helper of Shared/DeviceInfo.swift")
        XCTAssertEqual(tablet.members[.shouldAutorotate]?.declaredIn, "SharedBaseViewController")
        XCTAssertEqual(
            app.delegates.first { $0.kind == .navigationController }?.value,
            .idiom(pad: .mask(.all), other: .mask(.portrait)))
        XCTAssertEqual(app.class("SheetViewController")?.presentationStyle?.description, "formSheet")
        XCTAssertEqual(app.protocolExtensionMembers.map(\.declaredIn), ["Rotatable"])
        XCTAssertEqual(app.uikitExtensions.map(\.declaredIn), ["UINavigationController", "UINavigationController"])
    }

    func testStoryboardFacts() throws {
        let s = try XCTUnwrap(app.files.first { $0.path == "App/Main.storyboard" }?.storyboard)
        XCTAssertEqual(s.initialScene, "Nav-1")
        XCTAssertEqual(
            s.scenes.map(\.element), ["navigationController", "viewController", "viewController", "viewController"])
        XCTAssertEqual(
            s.scenes.map(\.customClass),
            ["RootNavigationController", "LockedViewController", "PlayerViewController", "SettingsViewController"])
        XCTAssertEqual(s.scenes[1].storyboardIdentifier, "Home")
        XCTAssertEqual(s.segues.map(\.kind), ["relationship", "presentation", "show"])
        XCTAssertEqual(s.segues.map(\.source), ["Nav-1", "Home-1", "Home-1"])
        XCTAssertEqual(s.segues[0].relationship, "rootViewController")
        XCTAssertEqual(s.segues[1].modalPresentationStyle, "fullScreen")
        XCTAssertEqual(s.segues[1].location.line, 23)
        let broken = StoryboardReader.extract(
            data: Data("<document>\n<scenes>\n<scene></scenes>\n</document>".utf8), path: "B.storyboard")
        XCTAssertNil(broken.storyboard)
        XCTAssertEqual(
            broken.problems.map(\.description),
            [
                "B.storyboard:3: warning: not a readable storyboard: a closing tag does not match its opening tag; skipped"
            ])
        XCTAssertEqual(
            StoryboardReader.extract(data: Data(), path: "E.xib").problems.map(\.description),
            ["E.xib: warning: not a readable xib: the file is empty; skipped"])
    }

    func testJSONView() throws {
        let json = FactsReport.json(ModelTests.facts, configuration: "Release").rendered()
        let doc = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let targets = try XCTUnwrap(doc["targets"] as? [[String: Any]])
        let classes = try XCTUnwrap(targets[0]["classes"] as? [[String: Any]])
        let pod = try XCTUnwrap(classes.first { $0["name"] as? String == "PodChildViewController" })
        XCTAssertEqual(pod["kind"] as? String, "unknown")
        XCTAssertEqual(pod["unknownBecause"] as? String, "PodBaseViewController is defined outside the repository")
        let player = try XCTUnwrap(classes.first { $0["name"] as? String == "LegacyPlayerViewController" })
        let members = try XCTUnwrap(player["members"] as? [[String: Any]])
        let value = try XCTUnwrap(
            members.first { $0["member"] as? String == "supportedInterfaceOrientations" }?["value"] as? [String: Any])
        XCTAssertEqual(value["constant"] as? String, "UIInterfaceOrientationLandscapeLeft")
        XCTAssertEqual(value["mask"] as? [String], ["portraitUpsideDown"])
    }
}
