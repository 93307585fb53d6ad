import Foundation
import OrientProject
import OrientTestSupport
import XCTest

@testable import OrientCheck

/// Masks held as state in real apps: where the mask UIKit reads comes from, and whether a change reaches it.
extension RealAppPatternTests {
    /// OsmAnd: the Objective-C app delegate returns `[[Helper sharedInstance] userMask]`, a Swift getter of a cached
    /// property that a settings handler reassigns (a choice among masks) with no update: on iOS 16+ nothing turns.
    func testADelegateMaskReadThroughAGetterOfAnotherObject() throws {
        let helper = """
            import UIKit
            @objc(Helper) final class Helper: NSObject {
                @objc static let sharedInstance = Helper()
                private var cachedMask: UIInterfaceOrientationMask = .all
                @objc func userMask() -> UIInterfaceOrientationMask { cachedMask }
                @objc func settingChanged(_ setting: Int) {
                    cachedMask = setting == 1 ? .portrait : setting == 2 ? .landscape : .all
                }
            }
            """
        let delegate = """
            @implementation AppDelegate
            - (UIInterfaceOrientationMask)application:(UIApplication *)application supportedInterfaceOrientationsForWindow:(UIWindow *)window {
                return [[Helper sharedInstance] userMask];
            }
            @end
            """
        let example = Example(["Helper.swift": helper, "AppDelegate.m": delegate])
        XCTAssertEqual(
            try findings(example).filter { $0.rule == "mask_change_without_update" }.map(\.place),
            ["App/Helper.swift:7:9"])
        // With the update after the change, nothing to say.
        let updated = helper.replacingOccurrences(
            of: ": .all\n    }",
            with: ": .all\n        root?.setNeedsUpdateOfSupportedInterfaceOrientations()\n    }")
        XCTAssertNotEqual(updated, helper)
        XCTAssertEqual(
            try findings(Example(["Helper.swift": updated, "AppDelegate.m": delegate])).filter {
                $0.rule == "mask_change_without_update"
            }.count, 0)
    }

    /// Sprocket (a blind first run): the delegate answers `restrictRotation ? Portrait : All`; a video page sets the
    /// flag to NO when it appears (a widening: the current orientation stays allowed, said at info) and back to YES
    /// when it goes (a narrowing the user sees: warning). The same for a mask variable set to `.all` after `.landscape`.
    func testAChangeThatOnlyWidensTheMaskIsSaidAtInfo() throws {
        let delegate = """
            @implementation AppDelegate
            - (UIInterfaceOrientationMask)application:(UIApplication *)application supportedInterfaceOrientationsForWindow:(UIWindow *)window {
                if (self.restrictRotation) return UIInterfaceOrientationMaskPortrait;
                else return UIInterfaceOrientationMaskAll;
            }
            @end
            @implementation VideoPage
            - (void)viewDidLoad { AppDelegate *d = [UIApplication sharedApplication].delegate; d.restrictRotation = NO; }
            - (void)viewDidDisappear:(BOOL)animated { AppDelegate *d = [UIApplication sharedApplication].delegate; d.restrictRotation = YES; }
            @end
            """
        XCTAssertEqual(
            try findings(Example(["AppDelegate.m": delegate])).filter { $0.rule == "mask_change_without_update" }.map {
                "\($0.place) \($0.severity)"
            }, ["App/AppDelegate.m:8:86 info", "App/AppDelegate.m:9:106 warning"])
        let swift = """
            import UIKit
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                static var lock = UIInterfaceOrientationMask.portrait
                func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask { Self.lock }
            }
            final class Player: UIViewController {
                override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); AppDelegate.lock = .landscape }
                override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); AppDelegate.lock = .all }
            }
            """
        XCTAssertEqual(
            try findings(Example(["AppDelegate.swift": swift])).filter { $0.rule == "mask_change_without_update" }.map {
                "\($0.place) \($0.severity)"
            }, ["App/AppDelegate.swift:7:86 warning", "App/AppDelegate.swift:8:92 info"])
    }

    /// Authenticator: SDKROOT sits in a base configuration from an uncloned Carthage checkout, so only Xcode's
    /// default (macosx) is seen; the target's own iOS settings (device family, iOS deployment target) say iOS.
    func testAnIOSAppWhoseSDKIsInAMissingFileIsStillChecked() throws {
        func kind(_ settings: [String: String]) throws -> TargetInfo.Kind? {
            let dir = NSTemporaryDirectory() + "orient-sdk-" + UUID().uuidString
            defer { try? FileManager.default.removeItem(atPath: dir) }
            try ExampleProject.write(Example.swift("import UIKit\n", settings: settings), to: dir)
            return ProjectScan.read(dir).targets.first?.kind
        }
        XCTAssertEqual(try kind(["SDKROOT": ""]), .iosApp)
        // Nothing iOS about it: Xcode's default, macOS.
        XCTAssertEqual(
            try kind(["SDKROOT": "", "TARGETED_DEVICE_FAMILY": "", "IPHONEOS_DEPLOYMENT_TARGET": ""]),
            .skipped("a macOS app (SDKROOT = macosx): not iOS"))
        XCTAssertEqual(
            try kind(["SDKROOT": "", "MACOSX_DEPLOYMENT_TARGET": "14.0"]),
            .skipped("a macOS app (SDKROOT = macosx): not iOS"))
    }

    /// AltStore: the project lists `iphoneos macosx` in SUPPORTED_PLATFORMS for every target; its macOS AltServer sets
    /// SDKROOT = macosx itself. The nearer setting decides: a macOS app, not checked (a false warning before).
    func testAProjectWidePlatformListDoesNotMakeAMacTargetIOS() throws {
        func kind(_ settings: [String: String]) throws -> TargetInfo.Kind? {
            let dir = NSTemporaryDirectory() + "orient-platforms-" + UUID().uuidString
            defer { try? FileManager.default.removeItem(atPath: dir) }
            try ExampleProject.write(Example.swift("import AppKit\n", settings: settings), to: dir)
            let path = dir + "/App.xcodeproj/project.pbxproj"
            let anchor =
                "E00000000000000000000051 /* Release */ = {\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbuildSettings = {\n"
            let text = try String(contentsOfFile: path, encoding: .utf8)
            XCTAssertTrue(text.contains(anchor))
            try text.replacingOccurrences(
                of: anchor, with: anchor + "\t\t\t\tSUPPORTED_PLATFORMS = \"iphoneos macosx\";\n"
            )
            .write(toFile: path, atomically: true, encoding: .utf8)
            return ProjectScan.read(dir).targets.first?.kind
        }
        XCTAssertEqual(try kind(["SDKROOT": "macosx"]), .skipped("a macOS app (SDKROOT = macosx): not iOS"))
        // The target's own list, beside its own SDKROOT: a multiplatform target, checked for its iOS part.
        XCTAssertEqual(try kind(["SDKROOT": "macosx", "SUPPORTED_PLATFORMS": "iphoneos macosx"]), .iosApp)
    }

    /// attemptRotationToDeviceOrientation() in a function that asks UIKit again itself (requestGeometryUpdate) adds
    /// nothing: said at info, not as a warning (a blind first run, nl-mgo); alone, it stays a warning.
    func testADeprecatedRotationAttemptBesideAGeometryRequestIsInfo() throws {
        let code = """
            import UIKit
            enum Orientation {
                static func lock(to side: UIInterfaceOrientationMask) {
                    UIViewController.attemptRotationToDeviceOrientation()
                    let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
                    scene?.requestGeometryUpdate(.iOS(interfaceOrientations: side))
                }
                static func unlock() { UIViewController.attemptRotationToDeviceOrientation() }
            }
            """
        let found = try findings(.swift(code)).filter { $0.rule == "attempt_rotation_deprecated" }
        XCTAssertEqual(found.map(\.severity), [.info, .warning], "\(found)")
    }

    /// A sheet's portrait answer is lost only while the app delegate widens the app (`.all` while a player is on
    /// top, portrait otherwise): said at info, naming the delegate (a blind first run, Mixin's country picker).
    func testASheetLosingItsAnswerOnlyForSomeDelegateAnswersIsInfo() throws {
        let code = """
            import UIKit
            final class Picker: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
            }
            final class Phone: UIViewController {
                func pick() { present(Picker(), animated: true) }
            }
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                var playing = false
                func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                    playing ? .all : .portrait
                }
                func start() { window?.rootViewController = Phone() }
            }
            """
        let found = try findings(.swift(code)).filter { $0.rule == "non_full_screen_presentation_ignored" }
        XCTAssertEqual(found.map(\.severity), [.info], "\(found)")
    }
}
