import Foundation
import OrientEngine
import OrientFacts
import OrientOutput
import OrientProject
import OrientScenario
import OrientTestSupport
import XCTest

@testable import OrientCheck
@testable import OrientSwift

/// A team's hints (issue 29): what the code cannot tell, stated once, used by the explorer and by every rule.
final class HintFileTests: XCTestCase {
    func read(_ files: [String: String]) throws -> (scan: ProjectScan, facts: ProjectFacts) {
        let dir = NSTemporaryDirectory() + "orient-hints-" + UUID().uuidString
        addTeardownBlock { try? FileManager.default.removeItem(atPath: dir) }
        try ExampleProject.write(Example(files, settings: ["IPHONEOS_DEPLOYMENT_TARGET": "16.0"]), to: dir)
        let scan = ProjectScan.read(dir)
        return (scan, CodeReader.read(scan))
    }

    /// The root comes from a dependency that is not in the tree: without a hint nothing can be explored.
    static let app = """
        import UIKit
        import RevealKit
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func start() { window?.rootViewController = RevealController() }
        }
        final class Player: UIViewController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
        }
        """

    func testParsesControllersAndTransitionsAndSaysWhereAMistakeIs() throws {
        let hints = try HintFile.parse(
            """
            controllers:
              RevealController: { supportedInterfaceOrientations: all, shouldAutorotate: true }
            transitions:
              RevealController:
                - present: { controller: Player, style: fullScreen }
            """, path: ".orient-hints.yml")
        XCTAssertEqual(hints.controllers["RevealController"]?.patch.supportedInterfaceOrientations, .some(.all))
        XCTAssertEqual(hints.controllers["RevealController"]?.line, 2)
        XCTAssertEqual(
            hints.transitions["RevealController"]?.map(\.events),
            [[.present(HierarchyNode("Player"), style: .fullScreen, fillsWindow: false)]])
        for (text, message, line) in [
            ("controlers: {}\n", "unknown key 'controlers'", 1),
            ("controllers:\n  X: { kind: window }\n", "unknown kind 'window'", 2),
            ("controllers:\n  X: { class: Y }\n", "no 'class'", 2)
        ] {
            XCTAssertThrowsError(try HintFile.parse(text, path: "h.yml"), text) { error in
                let d = error as? Diagnostic
                XCTAssertTrue(d?.description.contains(message) ?? false, "\(String(describing: d))")
                XCTAssertEqual(d?.line, line, text)
            }
        }
    }

    func testAHintedRootIsExploredWithItsHintedMoves() throws {
        let (scan, facts) = try read(["App.swift": Self.app])
        let without = ProjectExploration.all(scan: scan, facts: facts, os: OSVersion(26), sdk: nil)
        XCTAssertTrue(without.items.isEmpty, "\(without.leftOut)")
        let hints = try HintFile.parse(
            """
            controllers:
              RevealController: { supportedInterfaceOrientations: portrait }
            transitions:
              RevealController:
                - present: { controller: Player, style: fullScreen }
            """, path: ".orient-hints.yml")
        XCTAssertEqual(hints.unknownNames(in: facts).map(\.description), [])
        let with = ProjectExploration.all(scan: scan, facts: facts, os: OSVersion(26), sdk: nil, hints: hints)
        let model = try XCTUnwrap(with.items.first).exploration
        XCTAssertEqual(model.model.scenario.root, HierarchyNode("RevealController"))
        XCTAssertEqual(model.model.scenario.controllers["RevealController"]?.supportedInterfaceOrientations, .portrait)
        XCTAssertEqual(
            model.model.transitions["RevealController"]?.map(\.events),
            [[.present(HierarchyNode("Player"), style: .fullScreen, fillsWindow: false)]])
        XCTAssertEqual(model.places.values.first?.file, ".orient-hints.yml")
    }

    /// A hinted answer is a fact for the rules too: the player's preferred orientation outside its own mask is
    /// reported once the hint says what the dependency's base answers.
    func testTheRulesSeeAHintedAnswerAtTheHintsLine() throws {
        let (scan, facts) = try read(["App.swift": Self.app])
        let hints = try HintFile.parse(
            """
            controllers:
              Player: { preferredInterfaceOrientationForPresentation: portrait }
            """, path: ".orient-hints.yml")
        let before = Checker.run(scan: scan, facts: facts).findings.filter {
            $0.ruleID == "preferred_orientation_unsupported"
        }
        XCTAssertEqual(before.count, 0)
        let after = Checker.run(scan: scan, facts: facts, hints: hints).findings.filter {
            $0.ruleID == "preferred_orientation_unsupported"
        }
        XCTAssertEqual(after.map(\.place.file), [".orient-hints.yml"], "\(after)")
        XCTAssertEqual(after.first?.place.line, 2)
    }

    func testAClassTheProjectDoesNotKnowIsAnErrorAtItsLine() throws {
        let (_, facts) = try read(["App.swift": Self.app])
        let hints = try HintFile.parse(
            """
            controllers:
              RevealController: {}
              RevealControler: { supportedInterfaceOrientations: all }
            transitions:
              Player:
                - push: Nobody
            """, path: ".orient-hints.yml")
        XCTAssertEqual(
            hints.unknownNames(in: facts).map(\.description),
            [
                ".orient-hints.yml:3: error: unknown class 'RevealControler': the project neither defines nor uses it",
                ".orient-hints.yml:6: error: unknown class 'Nobody': the project neither defines nor uses it"
            ])
    }
}
