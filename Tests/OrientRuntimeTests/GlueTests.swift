import OrientEngine
import OrientPolicy
import UIKitStandIn
import XCTest

@testable import OrientRuntime

/// The UIKit glue itself, run against the stand-in (UIKit's API, the engine behind it): a portrait list pushes a
/// landscape player in a plain navigation controller, as seed 001 does, with the library instead of its extension.
/// (swift-corelibs-xctest cannot call main-actor test methods: each test enters the main actor, where it runs.)
final class GlueTests: XCTestCase {
    @MainActor static var manager: OrientationManager?

    final class List: UIViewController, OrientationScreen {
        var screenOrientation: ScreenOrientation { .portrait }
        override func viewDidAppear(_ animated: Bool) { GlueTests.manager?.screenDidAppear(self) }
    }

    final class Player: UIViewController, OrientationScreen {
        var screenOrientation: ScreenOrientation { .landscape }
        override func viewDidAppear(_ animated: Bool) { GlueTests.manager?.screenDidAppear(self) }
    }

    /// A world with the app's window, the app delegate's one line, launched holding the device portrait.
    @MainActor
    static func launch(_ device: String, os: String, hack: Bool = false, attach: Bool = true) throws -> (
        StandInWorld, UINavigationController, [PolicyLimitation]
    ) {
        let d = try XCTUnwrap(Device.named(device))
        let world = StandInWorld(
            device: d, os: OSVersion(os)!,
            plist: [
                "UISupportedInterfaceOrientations": .array(
                    [
                        "UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft",
                        "UIInterfaceOrientationLandscapeRight"
                    ].map(PlistValue.string))
            ])
        StandInWorld.current = world
        var config = OrientationManager.Configuration(
            plistMask: .allButUpsideDown, multitasking: false, os: OSVersion(os)!)
        config.allowsDeviceOrientationHack = hack
        let manager = OrientationManager(configuration: config)
        GlueTests.manager = manager
        let window = UIWindow()
        let nav = UINavigationController(rootViewController: List())
        window.rootViewController = nav
        if attach { manager.attach(window) }
        world.appDelegate = { manager.supportedInterfaceOrientations(for: window) }
        world.launch(.portrait)
        return (world, nav, [])
    }

    func testPushAndPopFollowTheScreenOnTop() throws { try MainActor.assumeIsolated { try Self.pushAndPop() } }
    func testBeforeIOS16TheHackIsOptIn() throws { try MainActor.assumeIsolated { try Self.hackIsOptIn() } }
    func testAResizableWindowIsReported() throws { try MainActor.assumeIsolated { try Self.resizableWindow() } }
    func testASwiftUIScreenInItsHostingController() throws {
        try MainActor.assumeIsolated { try Self.hostedSwiftUIScreen() }
    }

    struct PlayerView: View {}

    /// A SwiftUI view presented full screen in an OrientationHostingController turns the interface, and changing its
    /// declaration turns it again.
    @MainActor
    static func hostedSwiftUIScreen() throws {
        let (world, nav, _) = try launch("iPhone 15", os: "18.0")
        let manager = try XCTUnwrap(GlueTests.manager)
        let player = OrientationHostingController(rootView: PlayerView(), orientation: .landscape, manager: manager)
        player.modalPresentationStyle = .fullScreen
        nav.present(player, animated: true)
        XCTAssertEqual(world.interface?.isLandscape, true)
        player.screenOrientation = .portrait
        XCTAssertEqual(world.interface, .portrait)
        XCTAssertFalse(world.crashed)
    }

    func testWithoutTheAppDelegateLineNothingFollows() throws {
        try MainActor.assumeIsolated { try Self.withoutTheAppDelegate() }
    }

    /// What the README says happens when the app forgets its one line: UIKit never hears the library's mask. The
    /// geometry request still turns the player to landscape (the plain navigation controller allows it), but
    /// nothing keeps it there: turning the device to portrait turns the player too.
    @MainActor
    static func withoutTheAppDelegate() throws {
        let (world, nav, _) = try launch("iPhone 14", os: "17.0")
        world.appDelegate = nil
        nav.pushViewController(Player(), animated: true)
        XCTAssertEqual(world.interface?.isLandscape, true)
        world.rotate(.landscapeLeft)
        world.rotate(.portrait)
        XCTAssertEqual(world.interface, .portrait, "no mask holds the player landscape")
    }

    @MainActor
    static func pushAndPop() throws {
        for (device, os) in [("iPhone 14", "16.0"), ("iPhone 15", "26.0"), ("iPad (10th generation)", "17.0")] {
            let (world, nav, _) = try launch(device, os: os)
            XCTAssertEqual(world.interface, .portrait, "\(device) iOS \(os)")
            nav.pushViewController(Player(), animated: true)
            XCTAssertEqual(world.interface?.isLandscape, true, "the player turns the interface: \(device) iOS \(os)")
            world.rotate(.portrait)
            XCTAssertEqual(world.interface?.isLandscape, true, "and keeps it landscape")
            nav.popViewController(animated: true)
            XCTAssertEqual(world.interface, .portrait, "back on the list, portrait again: \(device) iOS \(os)")
            XCTAssertFalse(world.crashed)
        }
    }

    @MainActor
    static func hackIsOptIn() throws {
        var heard: [PolicyLimitation] = []
        let (world, nav, _) = try launch("iPhone 8", os: "15.0")
        GlueTests.manager?.onLimitation = { l, _ in heard.append(l) }
        nav.pushViewController(Player(), animated: true)
        XCTAssertEqual(world.interface, .portrait, "nothing turns the interface but the user on iOS 15 (R8.2)")
        XCTAssertEqual(heard, [.needsDeviceTurn], "and the app hears why")

        let (hacked, nav2, _) = try launch("iPhone 8", os: "15.0", hack: true)
        nav2.pushViewController(Player(), animated: true)
        XCTAssertEqual(hacked.interface?.isLandscape, true, "opted in, the UIDevice hack turns it (R8.5)")
    }

    @MainActor
    static func resizableWindow() throws {
        var heard: [PolicyLimitation] = []
        let (world, nav, _) = try launch("iPad (10th generation)", os: "26.0")
        GlueTests.manager?.onLimitation = { l, _ in heard.append(l) }
        world.setWindowing(.windowed)
        nav.pushViewController(Player(), animated: true)
        XCTAssertTrue(heard.contains(.resizableWindow), "\(heard)")
        XCTAssertFalse(world.crashed)
    }

    func testFaceIDHardwareIsKnown() throws { try MainActor.assumeIsolated { try Self.faceIDHardware() } }
    func testASwiftUIScreenWithTheModifier() throws { try MainActor.assumeIsolated { try Self.swiftUIModifier() } }
    func testGeometryErrorsAreTold() { MainActor.assumeIsolated { Self.geometryErrors() } }

    final class UpsideDownOnly: UIViewController, OrientationScreen {
        var screenOrientation: ScreenOrientation { ScreenOrientation(.portraitUpsideDown) }
        override func viewDidAppear(_ animated: Bool) { GlueTests.manager?.screenDidAppear(self) }
    }

    /// A root that allows every orientation.
    final class AllNavigation: UINavigationController {
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
    }

    /// A screen that allows only upside down, in an app that lists all four, under a root that allows them all: a
    /// Home-button iPhone turns to it; a Face ID iPhone cannot (R2.2), so the library answers the app's
    /// orientations there and says why, instead of a mask with nothing in common (UIApplicationInvalidInterface-
    /// Orientation, R10.1). Under a plain navigation controller (upside down left out, R5.1) the same screen cannot
    /// be shown upside down on any iPhone: the library reads the root's own answer and does not raise either.
    @MainActor
    static func faceIDHardware() throws {
        for (device, plainRoot, turns) in [
            ("iPhone 8", false, true), ("iPhone 15", false, false), ("iPhone 8", true, false)
        ] {
            let d = try XCTUnwrap(Device.named(device))
            let all = ["Portrait", "PortraitUpsideDown", "LandscapeLeft", "LandscapeRight"]
            let world = StandInWorld(
                device: d, os: OSVersion(17),
                plist: [
                    "UISupportedInterfaceOrientations": .array(
                        all.map { PlistValue.string("UIInterfaceOrientation" + $0) })
                ])
            StandInWorld.current = world
            let manager = OrientationManager(
                configuration: OrientationManager.Configuration(plistMask: .all, multitasking: false, os: OSVersion(17))
            )
            GlueTests.manager = manager
            var heard: [PolicyLimitation] = []
            manager.onLimitation = { l, _ in heard.append(l) }
            let window = UIWindow()
            let nav =
                plainRoot
                ? UINavigationController(rootViewController: List()) : AllNavigation(rootViewController: List())
            window.rootViewController = nav
            manager.attach(window)
            world.appDelegate = { manager.supportedInterfaceOrientations(for: window) }
            world.launch(.portrait)
            nav.pushViewController(UpsideDownOnly(), animated: true)
            let what = "\(device), \(plainRoot ? "plain" : "all-orientation") root"
            XCTAssertFalse(world.crashed, what)
            XCTAssertEqual(world.interface == .portraitUpsideDown, turns, what)
            XCTAssertEqual(heard.contains(.nothingInCommon), !turns, "\(what): \(heard)")
        }
    }

    struct Feed: View {}

    /// A plain UIHostingController whose SwiftUI view says `.screenOrientation(.landscape)`: presented full screen
    /// it turns the interface, and once dismissed the list below is portrait again.
    @MainActor
    static func swiftUIModifier() throws {
        let (world, nav, _) = try launch("iPhone 15", os: "18.0")
        let manager = try XCTUnwrap(GlueTests.manager)
        let cover = UIHostingController(rootView: Feed().screenOrientation(.landscape, manager: manager))
        cover.modalPresentationStyle = .fullScreen
        nav.present(cover, animated: true)
        XCTAssertEqual(world.interface?.isLandscape, true)
        cover.dismiss(animated: true)
        XCTAssertEqual(world.interface, .portrait)
        XCTAssertEqual(manager.swiftUIScreens, [], "the declaration went with the view")
        XCTAssertFalse(world.crashed)
    }

    /// UIKit's two geometry-request errors (UISceneErrorDomain) reach the app as two limitations.
    @MainActor
    static func geometryErrors() {
        let domain = "UISceneErrorDomain"
        XCTAssertEqual(
            OrientationManager.limitation(of: NSError(domain: domain, code: 100)), .geometryRequestUnsupported)
        XCTAssertEqual(OrientationManager.limitation(of: NSError(domain: domain, code: 101)), .geometryRequestDenied)
    }
}
