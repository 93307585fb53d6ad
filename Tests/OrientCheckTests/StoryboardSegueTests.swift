import Foundation
import OrientOutput
import OrientProject
import OrientTestSupport
import XCTest

@testable import OrientCheck
@testable import OrientSwift

/// Storyboard segues that present (blind first run, Homepok): a `show` segue from a window root that is no
/// container becomes a presentation, automatic (a page sheet) from the iOS 13 SDK, and the presented screen's mask
/// is not asked. A style the segue or the destination's "Presentation" gives is taken; a `show` from a
/// navigation controller's root is a push.
final class StoryboardSegueTests: XCTestCase {
    static let tutorial = """
        import UIKit
        final class TutorialController: UIViewController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
        }
        """
    static let home = "import UIKit\nfinal class HomeController: UIViewController {}\n"

    /// A storyboard whose initial scene is `initial` (id `A-1`), beside a TutorialController scene (id `T-1`,
    /// with `tutorialAttributes`); `segue` is written inside HomeController's scene on line 6.
    static func storyboard(segue: String, tutorialAttributes: String = "", navigation: Bool = false) -> String {
        let nav =
            navigation
            ? #"<navigationController id="N-1" sceneMemberID="viewController"><connections><segue destination="A-1" kind="relationship" relationship="rootViewController" id="r"/></connections></navigationController>"#
            : ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="\(navigation ? "N-1" : "A-1")">
                <scenes>
                    <scene sceneID="s1"><objects>
                        <viewController id="A-1" customClass="HomeController" sceneMemberID="viewController"><connections>
                            \(segue)
                        </connections></viewController>
                    </objects></scene>
                    <scene sceneID="s2"><objects>
                        <viewController id="T-1" customClass="TutorialController" \(tutorialAttributes) sceneMemberID="viewController"/>
                        \(nav)
                    </objects></scene>
                </scenes>
            </document>
            """
    }

    func findings(_ storyboard: String) throws -> [Finding] {
        let dir = NSTemporaryDirectory() + "orient-segue-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try ExampleProject.write(
            Example(
                ["Main.storyboard": storyboard, "Tutorial.swift": Self.tutorial, "Home.swift": Self.home],
                settings: ["INFOPLIST_KEY_UIMainStoryboardFile": "Main"]), to: dir)
        let scan = ProjectScan.read(dir)
        return Checker.run(scan: scan, facts: CodeReader.read(scan)).findings.filter {
            $0.ruleID == "non_full_screen_presentation_ignored"
        }
    }

    func testAShowSegueFromAPlainRootPresentsAsASheet() throws {
        let found = try findings(Self.storyboard(segue: #"<segue destination="T-1" kind="show" id="x"/>"#))
        XCTAssertEqual(
            found.map { "\($0.place.file.split(separator: "/").last!):\($0.place.line ?? 0)" }, ["Main.storyboard:6"])
        XCTAssertEqual(found.first?.versions, "iOS 13+")
    }

    func testAPresentationSegueWithoutAStyleIsAutomatic() throws {
        XCTAssertEqual(
            try findings(Self.storyboard(segue: #"<segue destination="T-1" kind="presentation" id="x"/>"#)).count, 1)
    }

    func testAFullScreenSegueOrDestinationIsAsked() throws {
        XCTAssertEqual(
            try findings(
                Self.storyboard(
                    segue: #"<segue destination="T-1" kind="presentation" modalPresentationStyle="fullScreen" id="x"/>"#
                )),
            [])
        XCTAssertEqual(
            try findings(
                Self.storyboard(
                    segue: #"<segue destination="T-1" kind="presentation" id="x"/>"#,
                    tutorialAttributes: #"modalPresentationStyle="fullScreen""#)),
            [])
    }

    func testAShowSegueFromANavigationRootIsAPush() throws {
        XCTAssertEqual(
            try findings(Self.storyboard(segue: #"<segue destination="T-1" kind="show" id="x"/>"#, navigation: true)),
            [])
    }
}

extension StoryboardSegueTests {
    /// Blind first run (hoccer): a segue presents a navigation scene whose class answers with its top child's
    /// answer; its root (its one relationship) is a portrait-only screen, whose answer the sheet loses.
    func testAPresentedNavigationSceneAnswersAsItsRoot() throws {
        func found(root: Bool) throws -> Int {
            let storyboard = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="A-1">
                    <scenes>
                        <scene sceneID="s1"><objects>
                            <viewController id="A-1" customClass="HomeController" sceneMemberID="viewController"><connections>
                                <segue destination="N-1" kind="presentation" id="x"/>
                            </connections></viewController>
                        </objects></scene>
                        <scene sceneID="s2"><objects>
                            <viewController id="T-1" customClass="TutorialController" sceneMemberID="viewController"/>
                            <navigationController id="N-1" customClass="ForwardingNav" sceneMemberID="viewController"><connections>
                                \(root ? #"<segue destination="T-1" kind="relationship" relationship="rootViewController" id="r"/>"# : "")
                            </connections></navigationController>
                        </objects></scene>
                    </scenes>
                </document>
                """
            let dir = NSTemporaryDirectory() + "orient-segue-" + UUID().uuidString
            defer { try? FileManager.default.removeItem(atPath: dir) }
            try ExampleProject.write(
                Example(
                    [
                        "Main.storyboard": storyboard, "Tutorial.swift": Self.tutorial, "Home.swift": Self.home,
                        "Nav.swift": """
                        import UIKit
                        final class ForwardingNav: UINavigationController {
                            override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                                topViewController!.supportedInterfaceOrientations
                            }
                        }
                        """
                    ],
                    settings: ["INFOPLIST_KEY_UIMainStoryboardFile": "Main"]), to: dir)
            let scan = ProjectScan.read(dir)
            return Checker.run(scan: scan, facts: CodeReader.read(scan)).findings.filter {
                $0.ruleID == "non_full_screen_presentation_ignored"
            }.count
        }
        XCTAssertEqual(try found(root: true), 1)
        XCTAssertEqual(try found(root: false), 0)
    }
}
