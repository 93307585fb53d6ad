import OrientOutput
import Foundation
import OrientEngine
import OrientFacts
import XCTest
@testable import OrientSwift

final class SwiftFactsTests: XCTestCase {
    func testOverridesAndWhatTheyReturn() throws {
        let f = try Fixture.swift("App/App/Controllers.swift")
        XCTAssertEqual(f.problems, [])
        XCTAssertEqual(f.type("PlayerViewController")?.superclass, "UIViewController")
        let supported = try XCTUnwrap(f.member("PlayerViewController", .supportedInterfaceOrientations))
        XCTAssertEqual(supported.value, .mask(.landscape))
        XCTAssertTrue(supported.isOverride)
        XCTAssertEqual(supported.location, loc("Controllers.swift", 4, 18))
        XCTAssertEqual(f.member("PlayerViewController", .shouldAutorotate)?.value, .bool(true))
        XCTAssertEqual(
            f.member("PlayerViewController", .preferredInterfaceOrientationForPresentation)?.value,
            .orientation(.landscapeRight))
        XCTAssertEqual(f.member("PlayerViewController", .prefersInterfaceOrientationLocked)?.value, .bool(true))
        XCTAssertEqual(
            f.member("BaseViewController", .supportedInterfaceOrientations)?.value,
            .idiom(pad: .mask(.all), other: .mask(.portrait)))
        XCTAssertEqual(f.member("LockedViewController", .supportedInterfaceOrientations)?.value, .dynamic("lock"))
        XCTAssertEqual(
            f.member("LockedViewController", .preferredInterfaceOrientationForPresentation)?.value,
            .idiom(pad: .orientation(.landscapeLeft), other: .orientation(.portrait)), "== .phone reads as not iPad")
    }

    /// Blind first run (beam): `if let supported = topViewController?.supportedInterfaceOrientations { return
    /// supported } else { … }` forwards, as `topViewController?.supportedInterfaceOrientations ?? …` does.
    func testAnIfLetOfTheChildsAnswerForwards() throws {
        let f = Fixture.swiftSource(
            """
            import UIKit
            final class Nav: UINavigationController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                    if let supported = self.topViewController?.supportedInterfaceOrientations {
                        return supported
                    } else {
                        return .portrait
                    }
                }
            }
            final class Other: UINavigationController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                    if let top = topViewController, top.isBeingPresented { return .portrait }
                    return .all
                }
            }
            """)
        XCTAssertEqual(f.member("Nav", .supportedInterfaceOrientations)?.value, .forward("topViewController"))
        XCTAssertEqual(
            f.member("Other", .supportedInterfaceOrientations)?.value,
            .branch("let top = topViewController, top.isBeingPresented", then: .mask(.portrait), else: .mask(.all)))
    }

    func testForwards() throws {
        let f = try Fixture.swift("App/App/Controllers.swift")
        XCTAssertEqual(
            f.member("RootNavigationController", .supportedInterfaceOrientations)?.value, .forward("topViewController"))
        XCTAssertEqual(
            f.member("RootNavigationController", .shouldAutorotate)?.value, .forward("visibleViewController"))
        XCTAssertEqual(
            f.member("RootNavigationController", .childForInterfaceOrientationLock)?.value,
            .forward("topViewController"))
        XCTAssertEqual(
            f.member("TabController", .supportedInterfaceOrientations)?.value, .forward("selectedViewController"))
        let others = Fixture.swiftSource(
            """
            class A: UINavigationController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { children.last?.supportedInterfaceOrientations ?? .all }
            }
            class B: UIViewController {
                let player = PlayerViewController()
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { player.supportedInterfaceOrientations }
                override var shouldAutorotate: Bool { presentedViewController?.shouldAutorotate ?? super.shouldAutorotate }
            }
            class C: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { super.supportedInterfaceOrientations }
            }
            """)
        XCTAssertEqual(others.member("A", .supportedInterfaceOrientations)?.value, .forward("children.last"))
        XCTAssertEqual(others.member("B", .supportedInterfaceOrientations)?.value, .forward("player"))
        XCTAssertEqual(others.member("B", .shouldAutorotate)?.value, .forward("presentedViewController"))
        XCTAssertEqual(others.member("C", .supportedInterfaceOrientations)?.value, .inherited)
    }

    func testValueShapes() {
        let f = Fixture.swiftSource(
            """
            class V: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                    guard UIDevice.current.userInterfaceIdiom == .pad else { return .portrait }
                    return .all
                }
                override var shouldAutorotate: Bool {
                    let allowed = false
                    return allowed
                }
                override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
                    switch UIDevice.current.userInterfaceIdiom {
                    case .pad: return .landscapeLeft
                    default: return .portrait
                    }
                }
            }
            class W: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { [.landscapeLeft, UIInterfaceOrientationMask.landscapeRight] }
                override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { traitCollection.horizontalSizeClass == .regular ? .landscapeLeft : .portrait }
                override var shouldAutorotate: Bool { computeIt() }
            }
            class X: UIViewController {
                override func supportedInterfaceOrientations() -> UIInterfaceOrientationMask { return UIInterfaceOrientationMask(rawValue: 24) }
            }
            """)
        XCTAssertEqual(
            f.member("V", .supportedInterfaceOrientations)?.value, .idiom(pad: .mask(.all), other: .mask(.portrait)))
        XCTAssertEqual(f.member("V", .shouldAutorotate)?.value, .bool(false))
        XCTAssertEqual(
            f.member("V", .preferredInterfaceOrientationForPresentation)?.value,
            .idiom(pad: .orientation(.landscapeLeft), other: .orientation(.portrait)))
        XCTAssertEqual(f.member("W", .supportedInterfaceOrientations)?.value, .mask(.landscape))
        XCTAssertEqual(
            f.member("W", .preferredInterfaceOrientationForPresentation)?.value,
            .conditional(
                condition: "traitCollection.horizontalSizeClass == .regular", then: .orientation(.landscapeLeft),
                else: .orientation(.portrait)))
        XCTAssertEqual(f.member("W", .shouldAutorotate)?.value, .unknown("computeIt()"))
        XCTAssertEqual(
            f.member("X", .supportedInterfaceOrientations)?.value, .mask(.landscape),
            "the Swift 2 method form and rawValue 24")
    }

    func testOverrideVersusProtocolExtension() throws {
        let f = try Fixture.swift("App/App/Controllers.swift")
        let protocolMember = try XCTUnwrap(f.type("Rotatable", .extension)?.members.first)
        XCTAssertFalse(protocolMember.isOverride)
        XCTAssertEqual(protocolMember.context, .protocolExtension("Rotatable"))
        let navExtension = try XCTUnwrap(f.type("UINavigationController", .extension)?.members.first)
        XCTAssertTrue(navExtension.isOverride)
        XCTAssertEqual(navExtension.context, .classExtension)
        XCTAssertNil(f.type("UIViewControllerShim"), "an iOS build does not compile it")
    }

    func testDelegates() throws {
        let f = try Fixture.swift("App/App/Controllers.swift")
        XCTAssertEqual(f.delegates.map(\.kind), [.application, .navigationController])
        XCTAssertEqual(f.delegates[0].inType, "AppDelegate")
        XCTAssertEqual(f.delegates[0].value, .dynamic("AppDelegate.orientationLock"))
        XCTAssertEqual(f.delegates[0].location, loc("Controllers.swift", 103, 10))
        // `Device.isPad` is a helper of this file: resolved when the target's model is built.
        XCTAssertEqual(
            f.delegates[1].value, .conditional(condition: "Device.isPad", then: .mask(.all), else: .mask(.portrait)))
        XCTAssertEqual(f.idiomHelpers, ["isPad": true])
    }

    func testPresentationsPushesAndRoots() throws {
        let f = try Fixture.swift("App/App/Controllers.swift")
        let p = f.presentations
        XCTAssertEqual(
            p.map(\.presented),
            ["PlayerViewController", "SheetViewController", "UINavigationController", "PlayerView", "SettingsView"])
        XCTAssertEqual(p.map(\.style?.description), ["fullScreen", nil, "overFullScreen", "fullScreen", "pageSheet"])
        XCTAssertEqual(p[0].styleLocation, loc("Controllers.swift", 44, 9))
        XCTAssertEqual(p[0].location, loc("Controllers.swift", 45, 9))
        XCTAssertEqual(p[0].context.inType, "LockedViewController")
        XCTAssertEqual(p[0].context.inMember, "openPlayer()")
        XCTAssertEqual(
            p.map(\.call),
            ["present(_:animated:)", "present(_:animated:)", "present(_:animated:)", ".fullScreenCover", ".sheet"])
        XCTAssertEqual(
            f.type("SheetViewController")?.presentationStyle?.description, "formSheet", "set in its own initializer")
        XCTAssertEqual(
            f.pushes.map(\.call),
            [
                "pushViewController(_:animated:)", "UINavigationController(rootViewController:)",
                "RootNavigationController(rootViewController:)"
            ])
        XCTAssertEqual(
            f.pushes.map(\.controllers),
            [["SettingsViewController"], ["PlayerViewController"], ["LockedViewController"]])
        XCTAssertEqual(f.windowRoots.map(\.controller), ["RootNavigationController"])
    }

    func testForcedRotationsWithTheirAvailability() throws {
        let f = try Fixture.swift("App/App/Controllers.swift")
        let r = f.rotations
        XCTAssertEqual(
            r.map(\.api),
            [
                .requestGeometryUpdate, .setNeedsUpdateOfSupportedInterfaceOrientations, .uideviceOrientation,
                .attemptRotationToDeviceOrientation
            ])
        XCTAssertEqual(r.map(\.context.availability), ["iOS 16.0+", "iOS 16.0+", "before iOS 16.0", "before iOS 16.0"])
        XCTAssertEqual(r[0].argument, .mask(.landscapeRight))
        XCTAssertEqual(r[2].argument, .orientation(.landscapeRight))
        XCTAssertEqual(r[2].location, loc("Controllers.swift", 60, 30))
        XCTAssertEqual(f.assignments.map(\.variable), ["AppDelegate.orientationLock"])
        XCTAssertEqual(f.assignments.first?.value, .mask(.landscape))
        let guarded = Fixture.swiftSource(
            """
            final class G: UIViewController {
                func go() {
                    guard #available(iOS 16, *) else {
                        UIDevice.current.setValue(UIInterfaceOrientation.portrait.rawValue, forKey: "orientation")
                        return
                    }
                    setNeedsUpdateOfSupportedInterfaceOrientations()
                }
                @available(iOS 16.0, *)
                func modern() { navigationController?.setNeedsUpdateOfSupportedInterfaceOrientations() }
                func legacy() {
                    if #unavailable(iOS 16) { UIViewController.attemptRotationToDeviceOrientation() }
                }
            }
            """)
        XCTAssertEqual(
            guarded.rotations.map(\.context.availability), ["before iOS 16", "iOS 16+", "iOS 16.0+", "before iOS 16"])
        XCTAssertEqual(guarded.rotations[2].receiver, "navigationController")
    }

    /// Nothing invented: a mock's setValue, a Mac window resize, a method merely named like the hack.
    /// Lock helpers and screens given their mask when made: which parameter a variable is set from, and what the
    /// callers pass (also through a helper that passes its own parameter on).
    func testMasksThroughParameters() throws {
        let source = """
            import UIKit
            struct AppUtility {
                static func lockOrientation(_ orientation: UIInterfaceOrientationMask) {
                    if let delegate = UIApplication.shared.delegate as? AppDelegate { delegate.orientationLock = orientation }
                }
                static func lockOrientation(_ orientation: UIInterfaceOrientationMask, andRotateTo o: UIInterfaceOrientation) {
                    self.lockOrientation(orientation)
                }
            }
            final class Sheet: UIViewController {
                private let allowedOrientations: UIInterfaceOrientationMask
                private var lockMask: UIInterfaceOrientationMask = .all
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                    get { lockMask }
                    set { lockMask = newValue }
                }
                init(content: UIViewController, allowedOrientations: UIInterfaceOrientationMask = .all) {
                    self.allowedOrientations = allowedOrientations
                    super.init(nibName: nil, bundle: nil)
                }
            }
            final class Host: UIViewController {
                func open() {
                    present(Sheet(content: self, allowedOrientations: [.portrait, .landscapeLeft]), animated: true)
                    AppUtility.lockOrientation(.landscape, andRotateTo: .landscapeRight)
                    configure(.portrait)
                }
            }
            """
        let data = Data(source.utf8)
        let f = SwiftFacts.extract(data: data, path: "Locks.swift")
        XCTAssertEqual(f.problems, [])
        let byVariable = Dictionary(f.assignments.map { ($0.variable, $0.parameter) }, uniquingKeysWith: { a, _ in a })
        XCTAssertEqual(
            byVariable["delegate.orientationLock"],
            ParameterRef(function: "lockOrientation", label: "_", index: 0, signature: ["_"]))
        XCTAssertEqual(
            byVariable["self.allowedOrientations"],
            ParameterRef(
                function: "init", label: "allowedOrientations", index: 1, signature: ["content", "allowedOrientations"],
                defaulted: [1]))
        // The call's labels pick the function: `lockOrientation(_:andRotateTo:)` does not fill `lockOrientation(_:)`,
        // and a parameter with a default may be left out.
        let helper = ParameterRef(function: "lockOrientation", label: "_", index: 0, signature: ["_"])
        let sheet = ParameterRef(
            function: "init", label: "allowedOrientations", index: 1, signature: ["content", "allowedOrientations"],
            defaulted: [1])
        func call(_ function: String, _ label: String, _ index: Int, _ labels: [String]) -> MaskArgumentFact {
            MaskArgumentFact(
                function: function, type: nil, label: label, index: index, labels: labels, value: .mask(.landscape),
                forwarded: nil, context: CallContext(), location: SourceLocation(file: "", line: 1, column: 1))
        }
        XCTAssertTrue(helper.isFilled(by: call("lockOrientation", "_", 0, ["_"])))
        XCTAssertFalse(helper.isFilled(by: call("lockOrientation", "_", 0, ["_", "andRotateTo"])))
        XCTAssertTrue(sheet.isFilled(by: call("init", "allowedOrientations", 1, ["content", "allowedOrientations"])))
        XCTAssertFalse(sheet.isFilled(by: call("init", "allowedOrientations", 1, ["allowedOrientations", "content"])))
        XCTAssertEqual(byVariable["lockMask"] ?? nil, nil, "an accessor's newValue is no function's parameter")
        let passed = f.maskArguments.map {
            "\($0.type ?? "-").\($0.function) \($0.label) \($0.value) \($0.forwarded != nil)"
        }
        XCTAssertEqual(
            passed.sorted(),
            [
                "AppUtility.lockOrientation _ landscape false",
                "AppUtility.lockOrientation _ unknown: orientation true",
                // Read as a mask, matched to nothing: the helper's parameter there is an orientation.
                "AppUtility.lockOrientation andRotateTo landscapeRight false",
                "Sheet.init allowedOrientations portrait,landscapeLeft false"
            ], "`configure(.portrait)` names no word of the scan: not read")
        let full = SwiftFacts.extract(data: data, path: "Locks.swift", bodies: .all)
        XCTAssertEqual(CheapScanTests.render(f), CheapScanTests.render(full))
    }

    /// `vc.modalPresentationStyle = cond ? .fullScreen : .automatic` (Nextcloud Talk's login): the branch that does
    /// not fill the window, where a mask is lost; the shared style when both branches agree.
    func testAConditionalPresentationStyle() {
        let source = """
            import UIKit
            final class Host: UIViewController {
                func a() { let vc = Login(); vc.modalPresentationStyle = n == 0 ? .fullScreen : .automatic; present(vc, animated: true) }
                func b() { let vc = Login(); vc.modalPresentationStyle = n == 0 ? .fullScreen : .fullScreen; present(vc, animated: true) }
                func c() { let vc = Login(); vc.modalPresentationStyle = flag ? .pageSheet : .formSheet; present(vc, animated: true) }
            }
            final class Sheet: UIViewController {
                init() { super.init(nibName: nil, bundle: nil); modalPresentationStyle = compact ? .overFullScreen : .fullScreen }
            }
            """
        let f = SwiftFacts.extract(data: Data(source.utf8), path: "Host.swift")
        XCTAssertEqual(f.presentations.map(\.style?.description), ["automatic", "fullScreen", "pageSheet"])
        XCTAssertEqual(f.type("Sheet")?.presentationStyle?.description, "overFullScreen")
    }

    func testLookalikesAreNotFacts() throws {
        let f = try Fixture.swift("App/App/Controllers.swift")
        XCTAssertFalse(f.rotations.contains { $0.context.inMember == "macResize(scene:)" })
        XCTAssertFalse(f.rotations.contains { $0.location.line == 74 || $0.location.line == 75 })
        XCTAssertEqual(f.rotations.filter { $0.api == .uideviceOrientation }.count, 1)
        let g = Fixture.swiftSource(
            """
            class Coordinator {
                func present(route: Route) {}
                func start() { present(route: .home) }
                func setValue(_ v: Any?, forKey key: String) {}
                func run() { setValue(1, forKey: "orientation") }
            }
            """)
        XCTAssertEqual(g.presentations.count, 0)
        XCTAssertEqual(g.rotations.count, 0)
    }

    func testBadFilesAreReportedAndSkipped() {
        let notUTF8 = SwiftFacts.extract(
            data: Data([0x63, 0x6C, 0x61, 0x73, 0x73, 0x20, 0xFF, 0xFE]), path: "Bad.swift")
        XCTAssertEqual(
            notUTF8.problems.map(\.description),
            ["Bad.swift:1: warning: not UTF-8 text: a byte on this line is not UTF-8; skipped"])
        // Blind first run (Stepik): a file git-crypt encrypts, in a checkout without the key.
        let encrypted = SwiftFacts.extract(
            data: Data([0] + Array("GITCRYPT".utf8) + [0, 0xC6, 0xC4, 0x70, 0x12, 0x8D]), path: "Secret.swift")
        XCTAssertEqual(
            encrypted.problems.map(\.description),
            ["Secret.swift: warning: encrypted with git-crypt (no key in this checkout); skipped"])
        let conflict = Fixture.swiftSource("class A {}\n<<<<<<< HEAD\nclass B {}\n=======\nclass C {}\n>>>>>>> main\n")
        XCTAssertEqual(
            conflict.problems.map(\.description),
            [
                "T.swift:2: warning: unresolved merge conflict (1): read with the first side of each (git's \"ours\"); resolve it in a merge tool"
            ])
        XCTAssertEqual(conflict.types.map(\.name), ["A", "B"], "the first side of the conflict is read")
        let broken = Fixture.swiftSource(
            "class A: UIViewController {\n    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }\n\n    func f( {\n}\n"
        )
        // swift-syntax recovers: the function holding the error is left out, the class and its mask are read.
        XCTAssertEqual(
            broken.problems.map(\.description),
            ["T.swift:4: note: does not parse as Swift; the declaration at line 4 left out, the rest read"])
        XCTAssertEqual(broken.types.map(\.name), ["A"])
        XCTAssertEqual(broken.types.first?.members.map(\.member), [.supportedInterfaceOrientations])
        let generated = Fixture.swiftSource(
            "// Generated by SwiftGen — do not edit\n" + String(repeating: "let x = 1\n", count: 15_000))
        XCTAssertEqual(generated.problems.map(\.severity), [.info])
        // A long file that is not generated is read.
        let long = Fixture.swiftSource(
            String(repeating: "let x = 1\n", count: 15_000)
                + "class L: UIViewController { override var shouldAutorotate: Bool { false } }\n")
        XCTAssertEqual(long.problems, [])
        XCTAssertEqual(long.member("L", .shouldAutorotate)?.value, .bool(false))
    }
}

/// The cheap scan may skip a file's bodies only when a full walk finds nothing more there.
final class CheapScanTests: XCTestCase {
    static func render(_ f: FileFacts) -> String {
        var parts: [String] = f.types.map { "\($0)" }
        parts += f.delegates.map { "\($0)" } + f.presentations.map { "\($0)" } + f.pushes.map { "\($0)" }
        parts += f.windowRoots.map { "\($0)" } + f.rotations.map { "\($0)" } + f.assignments.map { "\($0)" }
        parts += f.maskArguments.map { "\($0)" }
        parts.append("\(f.idiomHelpers.sorted { $0.key < $1.key })")
        return parts.joined(separator: "\n")
    }

    func testScanDropsNothingOnTheFixturesAndExamples() throws {
        let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        var files: [URL] = []
        for dir in ["Tests", "Examples"] {
            let e = FileManager.default.enumerator(
                at: repo.appendingPathComponent(dir), includingPropertiesForKeys: nil)
            while let url = e?.nextObject() as? URL { if url.pathExtension == "swift" { files.append(url) } }
        }
        XCTAssertGreaterThan(files.count, 30)
        var skipped = 0
        for url in files {
            let data = try Data(contentsOf: url)
            let scanned = SwiftFacts.extract(data: data, path: url.lastPathComponent)
            let full = SwiftFacts.extract(data: data, path: url.lastPathComponent, bodies: .all)
            XCTAssertEqual(Self.render(scanned), Self.render(full), url.path)
            if [UInt8](data).withUnsafeBufferPointer({ SourceScan.occurrences($0, SourceScan.tokenTable, base: 0) })
                .isEmpty
            {
                skipped += 1
            }
        }
        XCTAssertGreaterThan(skipped, 0, "the scan skips some files, or it is not worth having")
    }

    func testWordsAtIdentifierBoundaries() {
        func words(_ s: String) -> [Int] {
            Array(s.utf8).withUnsafeBufferPointer { SourceScan.occurrences($0, SourceScan.tokenTable, base: 0) }
        }
        XCTAssertEqual(words("x.present(vc, animated: true)"), [2])
        XCTAssertEqual(words("// this represents a value"), [], "inside a word, lowercase: not a boundary")
        XCTAssertEqual(words("var preferredInterfaceOrientation"), [22], "at a capital inside an identifier")
        XCTAssertEqual(words("AppDelegate.orientationLock = .landscape"), [12, 23])
        XCTAssertEqual(words("struct A { var b: Int }"), [])
        XCTAssertEqual(words("if m.contains(.landscape) {"), [5], "a mask test")
        XCTAssertEqual(
            words("tags.contains { $0.hasPrefix(q) } || title.contains(q)"), [],
            "other tests of membership make no fact")
    }
}
