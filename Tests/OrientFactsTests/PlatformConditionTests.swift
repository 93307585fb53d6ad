import Foundation
import XCTest
@testable import OrientFacts
@testable import OrientSwift

/// Issue 13, pattern 9: code under compilation conditions counts only where the condition holds for iOS.
final class PlatformConditionTests: XCTestCase {
    func testConditionsForAnIOSBuild() {
        let table: [(String, Bool)] = [
            ("os(iOS)", true), ("os(tvOS)", false), ("os(visionOS)", false), ("os(macOS)", false), ("!os(macOS)", true),
            ("os(iOS) && !targetEnvironment(macCatalyst)", true), ("targetEnvironment(macCatalyst)", false),
            ("os(iOS) || os(tvOS)", true), ("os(tvOS) || os(watchOS)", false), ("canImport(UIKit)", true),
            ("!canImport(UIKit)", false), ("canImport(AppKit)", false), ("not(os(tvOS))", true),
            ("not(os(iOS))", false), ("not(os(tvOS)) && not(os(macOS))", true), ("DEBUG", true),
            ("canImport(Charts)", true), ("(os(iOS) && DEBUG) || os(macOS)", true), ("!(os(iOS))", false)
        ]
        for (condition, holds) in table {
            XCTAssertEqual(PlatformCondition.holdsOnIOS(condition), holds, condition)
        }
    }

    /// A superclass chosen per platform through a typealias, and UIKit names aliased for AppKit, resolve as on iOS.
    func testTypealiasesPerPlatform() throws {
        let files = [
            Fixture.swiftSource(
                """
                #if os(tvOS)
                typealias Base = GCEventViewController
                #elseif os(macOS)
                typealias Base = NSViewController
                #else
                typealias Base = UIViewController
                #endif
                final class Player: Base {}
                #if !canImport(UIKit)
                typealias UIViewController = NSViewController
                #endif
                final class Menu: UIViewController {}
                final class Badge: WKWebView {}
                """)
        ]
        var table: [String: [TypeFact]] = [:]
        for f in files { for t in f.types { table[t.name, default: []].append(t) } }
        let classes = ClassTable(declarations: table, protocols: [])
        XCTAssertEqual(classes.kind(of: "Player").0, .controller(.viewController, base: "UIViewController"))
        XCTAssertEqual(classes.kind(of: "Menu").0, .controller(.viewController, base: "UIViewController"))
        XCTAssertEqual(classes.kind(of: "Badge").0, .notController(base: "WKWebView"))
    }
}

/// Members and calls under `#if` an iOS build does not compile are not the app's (issue 13, pattern 9).
final class CompiledForIOSTests: XCTestCase {
    func testMembersAndCallsForOtherPlatformsAreNotRead() {
        let f = Fixture.swiftSource(
            """
            import UIKit
            final class Player: UIViewController {
            #if os(visionOS)
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
            #elseif targetEnvironment(macCatalyst)
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
            #else
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
            #endif
                func rotate() {
                    #if os(visionOS)
                    UIViewController.attemptRotationToDeviceOrientation()
                    #endif
                    #if DEBUG
                    setNeedsUpdateOfSupportedInterfaceOrientations()
                    #endif
                }
            }
            """)
        XCTAssertEqual(
            f.type("Player")?.members.filter { $0.member == .supportedInterfaceOrientations }.map(\.value),
            [.mask(.portrait)])
        XCTAssertEqual(f.rotations.map(\.api), [.setNeedsUpdateOfSupportedInterfaceOrientations], "DEBUG may hold")
    }

    func testUnknownFlagsStayUnknownUnderNegation() {
        XCTAssertTrue(PlatformCondition.holdsOnIOS("!(DEBUG && os(iOS))"))
        XCTAssertFalse(PlatformCondition.holdsOnIOS("DEBUG && os(tvOS)"))
        XCTAssertFalse(PlatformCondition.holdsOnIOS(PlatformCondition.clause(nil, after: ["os(iOS)"])))
        XCTAssertTrue(PlatformCondition.holdsOnIOS(PlatformCondition.clause(nil, after: ["os(macOS)", "DEBUG"])))
    }
}
