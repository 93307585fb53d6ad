import Foundation
import OrientEngine
import OrientFacts
import OrientProject
import OrientTestSupport
import XCTest
@testable import OrientCheck
@testable import OrientSwift

/// Declarations that name themselves or each other, of every kind the readers follow (locals, optional bindings,
/// stored properties, getters, factories, superclasses, typealiases, Objective-C messages, xcconfig includes):
/// every reader, the checker and the explorer's model builder end, with what they cannot resolve as unknown. A
/// parameter copied into a local of its own name (`var controller = controller`) overflowed the stack before.
final class SelfReferenceTests: XCTestCase {
    static let swift = """
        import UIKit
        // Classes that inherit from each other, typealiases that name each other.
        class A: B {}
        class B: A {}
        class C: C {}
        typealias D = E
        typealias E = D
        class F: D {}
        // A getter that returns a stored property that is the getter again; masks that read each other.
        final class G: UIViewController {
            var mask: UIInterfaceOrientationMask { other }
            var other: UIInterfaceOrientationMask { mask }
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { mask }
            var lock: UIInterfaceOrientationMask = .portrait { didSet { lock = lock } }
            func route() -> UIViewController { route() }
            static func make() -> UIViewController { G.make() }
            func ping() -> UIViewController { pong() }
            func pong() -> UIViewController { ping() }
            lazy var child: UIViewController = child
            func go(_ controller: UIViewController, _ vc: UIViewController) {
                var controller = controller
                controller = controller
                let a = b, b = a
                if let controller = controller as? UINavigationController { present(controller, animated: true) }
                guard let vc = vc as? G else { return }
                present(controller, animated: true)
                present(vc, animated: true)
                present(route(), animated: true)
                present(G.make(), animated: true)
                present(ping(), animated: true)
                present(child, animated: true)
                present(a, animated: true)
                navigationController?.pushViewController(self.child.child.child, animated: true)
            }
        }
        extension G { var mask2: UIInterfaceOrientationMask { G().mask2 } }
        final class Nav: UINavigationController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { topViewController?.supportedInterfaceOrientations ?? .all }
        }
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            var orientationLock = AppDelegate.lock
            static var lock = AppDelegate.shared.orientationLock
            static var shared: AppDelegate { shared }
            func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask { orientationLock }
            func start() { var root = root; window?.rootViewController = Nav(rootViewController: G()); window?.rootViewController = root }
            // Two containers set as each other's root.
            func restart() { window?.rootViewController = NavA(rootViewController: NavB(rootViewController: NavA())) }
        }
        final class NavA: UINavigationController {}
        final class NavB: UINavigationController {}
        """

    static let objC = """
        @interface H : I
        @end
        @interface I : H
        @end
        @implementation H
        - (UIInterfaceOrientationMask)supportedInterfaceOrientations { return [self mask]; }
        - (UIInterfaceOrientationMask)mask { return [self mask]; }
        - (UIViewController *)make { return [self make]; }
        - (void)go { [self presentViewController:[self make] animated:YES completion:nil]; }
        @end
        """

    func testSelfAndMutualReferencesEndAsUnknown() throws {
        let dir = NSTemporaryDirectory() + "orient-cycles-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let example = Example(["Cycles.swift": Self.swift, "Cycles.m": Self.objC])
        try ExampleProject.write(example, to: dir)
        // An xcconfig that includes itself.
        let config = dir + "/Config.xcconfig"
        let text = try String(contentsOfFile: config, encoding: .utf8)
        try ("#include \"Config.xcconfig\"\n" + text).write(toFile: config, atomically: true, encoding: .utf8)

        let scan = ProjectScan.read(dir)
        let facts = CodeReader.read(scan)
        let target = try XCTUnwrap(scan.apps.first)
        let tf = try XCTUnwrap(facts.targets.first { $0.name == target.name })
        for name in ["A", "B", "C", "D", "E", "F", "H", "I"] {
            guard case .unknown? = tf.class(name)?.kind else {
                return XCTFail("\(name) is \(String(describing: tf.class(name)?.kind)), expected unknown")
            }
        }
        let file = try XCTUnwrap(tf.files.first { $0.path.hasSuffix("Cycles.swift") })
        // `var controller = controller` is the parameter, whose class the code does not tell; `a` and `b` name each
        // other; `route()` and `ping()` return each other or themselves.
        XCTAssertEqual(
            file.presentations.map { $0.presented ?? "?" },
            ["UINavigationController", "?", "G", "?", "?", "?", "?", "?"])
        XCTAssertEqual(tf.class("G")?.members[.supportedInterfaceOrientations]?.fact.value, .dynamic("mask"))

        let result = Checker.run(scan: scan, facts: facts)
        XCTAssertFalse(result.findings.isEmpty, "the checker ran to the end")
        let context = CheckContext(target: target, facts: tf, os: OSVersion(26), sdk: OSVersion(26))
        for pad in [false, true] { _ = context.explorationModels(pad: pad) }
    }
}
