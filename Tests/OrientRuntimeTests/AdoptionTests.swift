import OrientEngine
import OrientPolicy
import UIKitStandIn
import XCTest

@testable import OrientRuntime

/// Issue 30, item 3: what a team adopting the library expects from the helpers it replaces, run against the
/// stand-in (UIKit's API with the engine behind it): no `attach` needed, every container walked, an imperative lock,
/// a listener for turns, the current lock readable.
final class AdoptionTests: XCTestCase {
    typealias List = GlueTests.List
    typealias Player = GlueTests.Player

    func testTheScreensOwnWindowIsFoundWithoutAttach() throws {
        try MainActor.assumeIsolated {
            let (world, nav, _) = try GlueTests.launch("iPhone 15", os: "18.0", attach: false)
            nav.pushViewController(Player(), animated: true)
            XCTAssertEqual(world.interface?.isLandscape, true, "the player's own window answers")
            nav.popViewController(animated: true)
            XCTAssertEqual(world.interface, .portrait)
        }
    }

    func testAScreenInNoWindowIsTold() throws {
        try MainActor.assumeIsolated {
            _ = try GlueTests.launch("iPhone 15", os: "18.0", attach: false)
            let manager = try XCTUnwrap(GlueTests.manager)
            var heard: [PolicyLimitation] = []
            manager.onLimitation = { l, _ in heard.append(l) }
            manager.screenDidAppear(Player())
            XCTAssertEqual(heard, [.noWindow], "never shown: nothing to answer for, and the app hears so")
        }
    }

    final class Container: UIViewController {}

    /// A split view's last column, a page view's page and a custom container's last child speak for the window,
    /// as a navigation controller's top and a tab bar's selected tab do.
    func testEveryContainerIsWalked() throws {
        try MainActor.assumeIsolated {
            let split = UISplitViewController()
            split.viewControllers = [List(), Player()]
            let pages = UIPageViewController()
            pages.setViewControllers([Player()], animated: false)
            let custom = Container()
            custom.addChild(List())
            custom.addChild(Player())
            for root in [split, pages, custom] {
                let world = StandInWorld(
                    device: try XCTUnwrap(Device.named("iPhone 15")), os: OSVersion(18), plist: [:])
                StandInWorld.current = world
                let manager = OrientationManager(
                    configuration: .init(plistMask: .allButUpsideDown, multitasking: false, os: OSVersion(18)))
                let window = UIWindow()
                window.rootViewController = root
                XCTAssertEqual(manager.decision(window: window).mask, .landscape, "\(type(of: root))")
            }
        }
    }

    /// `lock` holds an orientation over the screen's declaration until `unlock`, which gives the screen its own.
    func testLockAndUnlock() throws {
        try MainActor.assumeIsolated {
            let (world, _, _) = try GlueTests.launch("iPhone 15", os: "18.0")
            let manager = try XCTUnwrap(GlueTests.manager)
            XCTAssertNil(manager.currentLock)
            manager.lock(.landscape)
            XCTAssertEqual(manager.currentLock, .landscape)
            XCTAssertEqual(world.interface?.isLandscape, true, "the portrait list is held landscape")
            world.rotate(.portrait)
            XCTAssertEqual(world.interface?.isLandscape, true, "turning the device does not undo the lock")
            manager.unlock()
            XCTAssertNil(manager.currentLock)
            XCTAssertEqual(world.interface, .portrait, "the list's own declaration again")
            XCTAssertFalse(world.crashed)
        }
    }

    final class Anything: UIViewController, OrientationScreen {
        var screenOrientation: ScreenOrientation { .allButUpsideDown }
        override func viewDidAppear(_ animated: Bool) { GlueTests.manager?.screenDidAppear(self) }
    }

    /// An observer hears each turn, whether the user turned the device or the library turned the interface, once
    /// per turn, and nothing once removed.
    func testObserversHearTurns() throws {
        try MainActor.assumeIsolated {
            let (world, nav, _) = try GlueTests.launch("iPhone 15", os: "18.0")
            let manager = try XCTUnwrap(GlueTests.manager)
            nav.pushViewController(Anything(), animated: true)
            var turns: [InterfaceOrientation] = []
            let token = manager.observeOrientation { turns.append($0) }
            XCTAssertEqual(turns, [], "the orientation at the start is not a turn")
            world.rotate(.landscapeLeft)
            XCTAssertEqual(turns, [.landscapeRight], "the device's left is the interface's right (R1.3)")
            manager.lock(.portrait)
            XCTAssertEqual(turns, [.landscapeRight, .portrait], "the library's own turn")
            manager.unlock()
            XCTAssertEqual(
                turns, [.landscapeRight, .portrait, .landscapeRight], "unlocked, UIKit turns to the device again")
            manager.removeOrientationObserver(token)
            world.rotate(.portrait)
            world.rotate(.landscapeRight)
            XCTAssertEqual(turns.count, 3, "nothing heard once removed")
        }
    }
}
