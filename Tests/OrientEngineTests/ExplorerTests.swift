import OrientTestSupport
import XCTest

@testable import OrientEngine

/// The explorer (issue 16): seed stories found as shortest paths, and properties on generated apps: every bad
/// state replays through the simulator, apps built to be correct have none, flat device orientations never rotate.
final class ExplorerTests: XCTestCase {
    let threeOrientations: [String: PlistValue] = ["UISupportedInterfaceOrientations": plistArray(.allButUpsideDown)]

    /// Seed 001: a landscape-only player pushed from a portrait list.
    func seed001() -> ExplorationModel {
        let s = makeScenario(
            plist: threeOrientations,
            controllers: [
                controller("Nav", .navigationController, forwards: true),
                controller("List", supported: .portrait, preferred: .portrait),
                controller("Player", supported: .landscape, preferred: .landscapeRight)
            ],
            root: HierarchyNode("Nav", [HierarchyNode("List")]), steps: [])
        return ExplorationModel(
            scenario: s, transitions: ["List": [Transition([.push(controller: "Player", onto: nil)])]])
    }

    func testSeed001PushAndPopAreFoundAsShortestPaths() {
        let r = Explorer.explore(seed001(), device: .representative(of: .iphoneHomeButton), os: OSVersion(15))
        XCTAssertTrue(r.complete)
        let shown = r.badStates.first { $0.kind == .shownWrong }
        XCTAssertEqual(shown?.screen, "Player")
        XCTAssertEqual(shown?.path.map(\.event), [.launch(.portrait), .push(controller: "Player", onto: nil)])
        let back = r.badStates.first { $0.kind == .returnWrong }
        XCTAssertEqual(back?.screen, "List")
        XCTAssertEqual(back?.path.count, 4, "launch, push, rotate, pop: nothing shorter leaves the list sideways")
        XCTAssertFalse(r.badStates.contains { $0.kind == .stuck }, "turning the device to portrait fixes the list")
        for b in r.badStates { assertReplays(b, seed001(), device: .iphoneHomeButton, os: "15.0") }
    }

    /// A sheet that declares nothing shows only what the portrait root allows: on a hand-written model that is an
    /// orientation UIKit's default gives it and no path shows; on a model read from a project (UIKit classes and
    /// stand-ins declare nothing) it is no one's intent, and not reported (issue 29).
    func testUnreachableNeedsADeclarationWhenTheModelSaysSo() {
        let s = makeScenario(
            plist: threeOrientations, controllers: [controller("Root", supported: .portrait), controller("Sheet")],
            root: HierarchyNode("Root"), steps: [])
        var model = ExplorationModel(
            scenario: s,
            transitions: [
                "Root": [Transition([.present(HierarchyNode("Sheet"), style: .pageSheet, fillsWindow: false)])]
            ])
        let device = Device.representative(of: .iphoneHomeButton)
        let before = Explorer.explore(model, device: device, os: OSVersion(17))
        XCTAssertTrue(before.badStates.contains { $0.kind == .unreachableOrientation && $0.screen == "Sheet" })
        model.unreachableNeedsDeclaration = true
        let after = Explorer.explore(model, device: device, os: OSVersion(17))
        XCTAssertFalse(after.badStates.contains { $0.kind == .unreachableOrientation && $0.screen == "Sheet" })
    }

    func testPortraitOnlyPickerFromALandscapeOnlyAppCrashes() {  // seed 003, R10.1
        let s = makeScenario(
            plist: ["UISupportedInterfaceOrientations": plistArray(.landscape)],
            controllers: [controller("Root", supported: .landscape), controller("Picker", supported: .portrait)],
            steps: [])
        let model = ExplorationModel(
            scenario: s,
            transitions: [
                "Root": [Transition([.present(HierarchyNode("Picker"), style: .fullScreen, fillsWindow: false)])]
            ])
        let r = Explorer.explore(model, device: .representative(of: .iphoneHomeButton), os: OSVersion(12))
        let crash = r.badStates.first { $0.kind == .crash }
        XCTAssertEqual(crash?.exception, "UIApplicationInvalidInterfaceOrientation")
        XCTAssertEqual(crash?.path.count, 2)
        if let crash { assertReplays(crash, model, device: .iphoneHomeButton, os: "12.0") }
    }

    func testTheUIDeviceHackIsReportedIgnoredFromIOS16() {  // seed 001, R8.5
        let s = makeScenario(
            plist: threeOrientations, controllers: [controller("Root"), controller("Player", supported: .landscape)],
            steps: [])
        let model = ExplorationModel(
            scenario: s,
            transitions: [
                "Root": [
                    Transition([
                        .present(HierarchyNode("Player"), style: .fullScreen, fillsWindow: false),
                        .setDeviceOrientationValue(.landscapeRight)
                    ])
                ]
            ])
        for (os, ignored) in [("15.0", false), ("16.0", true)] {
            let r = Explorer.explore(model, device: .representative(of: .iphoneHomeButton), os: OSVersion(os)!)
            let forced = r.badStates.filter { $0.kind == .forcedRotationIgnored }
            XCTAssertEqual(!forced.isEmpty, ignored, "iOS \(os)")
            for b in forced { assertReplays(b, model, device: .iphoneHomeButton, os: os) }
        }
    }

    func testVersionBoundariesComeFromTheRules() {
        let b = Explorer.versionBoundaries
        for v in ["6.0", "13.0", "16.0", "26.0", "26.2", "27.0"] { XCTAssertTrue(b.contains(OSVersion(v)!), v) }
        XCTAssertFalse(b.contains { (19..<26).contains($0.major) }, "iOS went from 18 to 26")
        XCTAssertEqual(b, b.sorted())
        // An iPhone app is explored on iPhones and, in compatibility mode, on iPad (R2.3): the classes `orient
        // check` checks it on (DeviceFamily.deviceClasses).
        let dims = Explorer.dimensions(family: [1], from: OSVersion(15))
        XCTAssertTrue(dims.allSatisfy { $0.os >= OSVersion(15) })
        XCTAssertEqual(Set(dims.map(\.device.deviceClass)), [.iphoneHomeButton, .iphoneFaceID, .ipad])
        XCTAssertEqual(Set(Explorer.dimensions(family: [2], from: OSVersion(15)).map(\.device.deviceClass)), [.ipad])
        XCTAssertTrue(Explorer.dimensions(family: [1, 2], from: OSVersion(9)).contains { $0.device.idiom == .pad })
        XCTAssertFalse(
            Explorer.dimensions(family: [1], from: OSVersion(9)).contains {
                $0.device.deviceClass == .iphoneFaceID && $0.os < OSVersion(11)
            })
    }

    func testTheStateLimitStopsWithAMessageAndNoUnreachableVerdict() {
        var options = ExploreOptions()
        options.maxStates = 3
        let r = Explorer.explore(seed001(), device: .representative(of: .ipad), os: OSVersion(17), options: options)
        XCTAssertFalse(r.complete)
        XCTAssertNotNil(r.limit)
        XCTAssertFalse(r.badStates.contains { $0.kind == .unreachableOrientation })
    }

    // MARK: Properties on generated apps

    /// Every bad state with a path, on generated apps of every device class and several versions, replays through
    /// the simulator to the same bad state; flat device orientations never rotate the interface.
    func testEveryReportedBadStateReplays() {
        var rng = SplitMix(seed: 16)
        var checked = 0
        var kinds: Set<BadStateKind> = []
        for _ in 0..<120 {
            let model = generatedApp(&rng, correct: false)
            let deviceClass = [DeviceClass.iphoneHomeButton, .iphoneFaceID, .ipad].randomElement(using: &rng)!
            let os = ["9.0", "12.0", "13.0", "15.0", "16.0", "26.0", "27.0"].randomElement(using: &rng)!
            let r = Explorer.explore(model, device: .representative(of: deviceClass), os: OSVersion(os)!)
            XCTAssertTrue(r.complete)
            for b in r.badStates where b.kind != .unreachableOrientation {
                assertReplays(b, model, device: deviceClass, os: os)
                checked += 1
                kinds.insert(b.kind)
            }
        }
        XCTAssertGreaterThan(checked, 50, "the generator should produce buggy apps")
        XCTAssertEqual(kinds, [.crash, .stuck, .returnWrong, .shownWrong, .forcedRotationIgnored], "every kind is met")
    }

    /// Apps where every screen allows exactly what the app declares, on every device and version: nothing to report.
    func testAppsBuiltToBeCorrectHaveNoBadState() {
        var rng = SplitMix(seed: 17)
        for _ in 0..<60 {
            let model = generatedApp(&rng, correct: true)
            for deviceClass in [DeviceClass.iphoneHomeButton, .iphoneFaceID, .ipad] {
                for os in ["13.0", "16.0", "27.0"] {
                    let r = Explorer.explore(model, device: .representative(of: deviceClass), os: OSVersion(os)!)
                    XCTAssertEqual(
                        r.badStates.map { "\($0.kind.rawValue) \($0.screen): \($0.detail)" }, [],
                        "\(deviceClass) iOS \(os)")
                }
            }
        }
    }

    func testFlatDeviceOrientationsNeverRotate() {
        var rng = SplitMix(seed: 18)
        for _ in 0..<40 {
            let model = generatedApp(&rng, correct: false)
            let r = Explorer.explore(model, device: .representative(of: .iphoneHomeButton), os: OSVersion(16))
            for b in r.badStates where !b.path.isEmpty {
                var s = model.scenario
                s.device = .representative(of: .iphoneHomeButton)
                s.os = OSVersion(16)
                s.sdk = OSVersion(16)
                s.steps = b.path.map(\.event) + [.rotate(.faceUp), .rotate(.faceDown)]
                let run = Simulator.run(s, explain: false)
                guard !run.terminated else { continue }
                XCTAssertFalse(run.steps.suffix(2).contains { $0.rotated })
            }
        }
    }

    // MARK: Helpers

    /// A random app: a navigation root (forwarding or not) over a first screen, up to five more screens with
    /// random masks, each pushing or presenting one or two others, sometimes with a code-driven rotation after.
    func generatedApp(_ rng: inout SplitMix, correct: Bool) -> ExplorationModel {
        let masks: [OrientationMask] = [
            .portrait, .landscape, .allButUpsideDown, .all, .landscapeRight, .portraitUpsideDown
        ]
        let appMask =
            correct
            ? [OrientationMask.portrait, .allButUpsideDown, .landscape].randomElement(using: &rng)! : .allButUpsideDown
        let n = Int.random(in: 2...6, using: &rng)
        let names = (0..<n).map { "S\($0)" }
        var controllers = [controller("Nav", .navigationController, forwards: correct || Bool.random(using: &rng))]
        if correct { controllers[0].supportedInterfaceOrientations = appMask }
        for name in names {
            let m = correct ? appMask : masks.randomElement(using: &rng)!
            // Some screens refuse to turn (iOS 15 and before honour it, R5.4): where stuck states come from.
            let frozen = !correct && Int.random(in: 0..<5, using: &rng) == 0
            controllers.append(controller(name, supported: m, shouldAutorotate: frozen ? false : nil))
        }
        var transitions: [String: [Transition]] = [:]
        for (i, name) in names.enumerated() where i + 1 < n {
            for _ in 0..<Int.random(in: 1...2, using: &rng) {
                let target = names[Int.random(in: (i + 1)..<n, using: &rng)]
                var events: [Event]
                if Bool.random(using: &rng) {
                    events = [.push(controller: target, onto: nil)]
                } else {
                    let style = [PresentationStyle.fullScreen, .pageSheet, .overFullScreen].randomElement(using: &rng)!
                    events = [.present(HierarchyNode(target), style: style, fillsWindow: false)]
                }
                if !correct && Int.random(in: 0..<4, using: &rng) == 0 {
                    events.append(
                        [
                            Event.setNeedsUpdateOfSupportedInterfaceOrientations(nil),
                            .requestGeometryUpdate(.landscape),
                            .setDeviceOrientationValue(.landscapeRight), .attemptRotationToDeviceOrientation
                        ]
                        .randomElement(using: &rng)!)
                }
                transitions[name, default: []].append(Transition(events))
            }
        }
        let plist: [String: PlistValue] = ["UISupportedInterfaceOrientations": plistArray(appMask)]
        let s = makeScenario(
            plist: plist, controllers: controllers, root: HierarchyNode("Nav", [HierarchyNode(names[0])]), steps: [])
        return ExplorationModel(scenario: s, transitions: transitions)
    }

    /// Replays a bad state's path through the simulator and checks the bad state is there at its end.
    func assertReplays(
        _ b: BadState, _ model: ExplorationModel, device: DeviceClass, os: String, line: UInt = #line
    ) {
        var s = model.scenario
        s.device = .representative(of: device)
        s.os = OSVersion(os)!
        s.sdk = model.sdk ?? s.os
        s.steps = b.path.map(\.event)
        XCTAssertNil(Simulator.validate(s).map(\.message), line: line)
        let run = Simulator.run(s, explain: false)
        let last = run.steps.last
        let what = "\(b.kind.rawValue) \(b.screen) on \(device) iOS \(os) by \(b.path.map(\.event))"
        switch b.kind {
        case .crash:
            XCTAssertTrue(run.terminated, what, line: line)
            XCTAssertEqual(last?.exception?.name, b.exception, what, line: line)
        case .stuck, .returnWrong, .shownWrong:
            XCTAssertEqual(run.steps.count, s.steps.count, what, line: line)
            let o = last?.interfaceOrientation
            XCTAssertEqual(o, b.orientation, what, line: line)
            let own = b.screenMask
            XCTAssertFalse(
                o.map { (last?.masks?.allowed.contains($0) ?? true) && (own?.contains($0) ?? true) } ?? true, what,
                line: line)
            if let own { XCTAssertEqual(own, s.controllers[b.screen]?.supportedInterfaceOrientations?.effective) }
            // Stuck: no two turns of the device, whichever, put it right.
            if b.kind == .stuck {
                let turns: [DeviceOrientation] = [
                    .portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight, .faceUp
                ]
                for d1 in turns {
                    for d2 in turns {
                        var t = s
                        t.steps += [.rotate(d1), .rotate(d2)]
                        let end = Simulator.run(t, explain: false).steps.last
                        let ok = end?.interfaceOrientation.map {
                            (end?.masks?.allowed.contains($0) ?? true) && (own?.contains($0) ?? true)
                        }
                        XCTAssertNotEqual(ok, true, "\(what) then \(d1.name), \(d2.name)", line: line)
                    }
                }
            }
        case .forcedRotationIgnored:
            switch s.steps.last {
            case .setDeviceOrientationValue(let o)?: XCTAssertNotEqual(last?.interfaceOrientation, o, what, line: line)
            case .requestGeometryUpdate(let m)?:
                let stays = last?.interfaceOrientation.map { !m.contains($0) } ?? false
                XCTAssertTrue(last?.error != nil || stays, what, line: line)
            default: XCTFail("a forced rotation ends with a forced rotation: \(what)", line: line)
            }
        case .unreachableOrientation:
            break
        }
    }
}
