import OrientTestSupport
import XCTest

@testable import OrientEngine
@testable import OrientPolicy

/// The runtime library's policy, proven by the engine (issue 17): the explorer runs every event sequence of
/// generated apps whose app delegate answers from the policy and whose code makes the calls it asks for after every
/// move; no screen is ever left in an orientation it does not allow, nothing raises, nothing gets stuck.
final class PolicyThroughEngineTests: XCTestCase {
    /// The library's reaction to a change on screen, as engine events.
    static func reaction(
        declared: [String: ScreenOrientation], environment: PolicyEnvironment
    ) -> @Sendable (ReactionInput) -> [Event] {
        { input in
            let tree = input.tree
            var environment = environment
            environment.sceneIsResizable = input.resizable
            let layers = [tree.root] + tree.presentations.map(\.controller)
            let screens: [ScreenOrientation?] = layers.map { layer in
                tree.visibleDescendants(of: layer).reversed().lazy.compactMap { declared[$0] }.first
            }
            let d = OrientationPolicy.decide(screens: screens, current: input.interface, environment: environment)
            return [.setAppDelegate(d.mask)]
                + d.requests.map { r -> Event in
                    switch r {
                    case .setNeedsUpdateOfSupportedInterfaceOrientations:
                        return .setNeedsUpdateOfSupportedInterfaceOrientations(nil)
                    case .requestGeometryUpdate(let m): return .requestGeometryUpdate(m)
                    case .attemptRotationToDeviceOrientation: return .attemptRotationToDeviceOrientation
                    case .setDeviceOrientation(let o): return .setDeviceOrientationValue(o)
                    }
                }
        }
    }

    /// An app that adopts the library: plain containers, no controller overrides a mask, the screens declare.
    func explore(
        _ scenario: Scenario, declared: [String: ScreenOrientation], transitions: [String: [Transition]],
        device: DeviceClass, os: OSVersion, hack: Bool
    ) -> ExplorationResult {
        let d = Device.representative(of: device)
        let plistMask =
            AppSpec(plist: scenario.app.plist).deviceFamily.includesIPad && device == .ipad
            ? mask(
                scenario.app.plist["UISupportedInterfaceOrientations~ipad"]
                    ?? scenario.app.plist["UISupportedInterfaceOrientations"])
            : mask(scenario.app.plist["UISupportedInterfaceOrientations"])
        let env = PolicyEnvironment(
            idiom: d.idiom == .pad ? .pad : .phone, hardware: d.hardwareMask, os: os, plistMask: plistMask,
            allowsDeviceOrientationHack: hack)
        var model = ExplorationModel(scenario: scenario, transitions: transitions)
        model.declared = declared.mapValues(\.allowed)
        model.react = Self.reaction(declared: declared, environment: env)
        return Explorer.explore(model, device: d, os: os)
    }

    func mask(_ v: PlistValue?) -> OrientationMask {
        guard case .array(let items)? = v else { return .all }
        return OrientationMask(
            orientations: items.compactMap { $0.stringValue.flatMap { InterfaceOrientation(name: $0) } })
    }

    /// Seed 001's app with the library in place of its extension: a portrait list pushes a landscape player.
    func testSeed001WithTheLibraryNeverGetsStuck() {
        let s = Scenario(
            device: .representative(of: .iphoneHomeButton), os: OSVersion(16),
            app: AppSpec(plist: [
                "UISupportedInterfaceOrientations": .array(
                    [
                        "UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft",
                        "UIInterfaceOrientationLandscapeRight"
                    ].map(PlistValue.string))
            ]),
            controllers: ["Nav": ControllerSpec(name: "Nav", kind: .navigationController)],
            root: HierarchyNode("Nav", [HierarchyNode("List")]), steps: [])
        let declared: [String: ScreenOrientation] = ["List": .portrait, "Player": .landscape]
        let transitions = ["List": [Transition([.push(controller: "Player", onto: nil)])]]
        for device in [DeviceClass.iphoneHomeButton, .iphoneFaceID, .ipad] {
            for v in ["16.0", "17.0", "26.0", "27.0"] {
                let r = explore(
                    s, declared: declared, transitions: transitions, device: device, os: OSVersion(v)!, hack: false)
                XCTAssertEqual(
                    r.badStates.filter { $0.kind != .unreachableOrientation }.map(\.detail), [], "\(device) iOS \(v)")
            }
            let r15 = explore(
                s, declared: declared, transitions: transitions, device: device, os: OSVersion(15), hack: true)
            XCTAssertEqual(
                r15.badStates.filter { $0.kind != .unreachableOrientation }.map(\.detail), [],
                "\(device) iOS 15 with the hack")
        }
    }

    /// Generated apps on every device class and iOS 15–27: nothing raises, no screen is left in an orientation it
    /// does not allow (before iOS 16 with the opt-in hack; without it, only until the user turns the device).
    func testGeneratedAppsAreAlwaysRight() {
        var rng = SplitMix(seed: 17)
        let versions = ["15.0", "16.0", "17.0", "18.0", "26.0", "27.0"]
        let choices: [ScreenOrientation?] = [
            .portrait, .landscape, .all, .allButUpsideDown, nil, ScreenOrientation(.landscapeLeft)
        ]
        for _ in 0..<40 {
            let n = Int.random(in: 2...6, using: &rng)
            let names = (0..<n).map { "S\($0)" }
            var declared: [String: ScreenOrientation] = [:]
            for name in names { if let c = choices.randomElement(using: &rng)! { declared[name] = c } }
            var controllers: [String: ControllerSpec] = [
                "Nav": ControllerSpec(name: "Nav", kind: .navigationController)
            ]
            for name in names { controllers[name] = ControllerSpec(name: name) }
            var transitions: [String: [Transition]] = [:]
            for (i, name) in names.enumerated() where i + 1 < n {
                for _ in 0..<Int.random(in: 1...2, using: &rng) {
                    let target = names[Int.random(in: (i + 1)..<n, using: &rng)]
                    let style = [PresentationStyle.fullScreen, .pageSheet, .overFullScreen].randomElement(using: &rng)!
                    transitions[name, default: []].append(
                        Transition(
                            Bool.random(using: &rng)
                                ? [.push(controller: target, onto: nil)]
                                : [.present(HierarchyNode(target), style: style, fillsWindow: false)]))
                }
            }
            let orientations = [
                "UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft",
                "UIInterfaceOrientationLandscapeRight"
            ]
            var s = Scenario(
                device: .representative(of: .iphoneHomeButton), os: OSVersion(16),
                app: AppSpec(plist: ["UISupportedInterfaceOrientations": .array(orientations.map(PlistValue.string))]),
                controllers: controllers, root: HierarchyNode("Nav", [HierarchyNode(names[0])]), steps: [])
            // Whether setNeedsUpdate… turns the interface by itself is an open question (catalog R8.3): the policy
            // must hold under each answer the engine offers.
            s.choices.setNeedsUpdate = [Choices.SetNeedsUpdate.reevaluates, .masksOnly].randomElement(using: &rng)!
            for device in [DeviceClass.iphoneHomeButton, .iphoneFaceID, .ipad] {
                for v in versions.compactMap(OSVersion.init) {
                    for hack in v.major < 16 ? [true, false] : [false] {
                        let r = explore(
                            s, declared: declared, transitions: transitions, device: device, os: v, hack: hack)
                        XCTAssertTrue(r.complete)
                        let bad = r.badStates.filter {
                            switch $0.kind {
                            case .unreachableOrientation: return false
                            // Without the hack, before iOS 16 nothing but the user turns the interface (R8.2).
                            case .shownWrong, .returnWrong: return hack || v.major >= 16
                            default: return true
                            }
                        }
                        XCTAssertEqual(
                            bad.map { "\($0.kind.rawValue): \($0.detail)" }, [],
                            "\(device) iOS \(v) hack \(hack) \(declared)")
                    }
                }
            }
        }
    }

    func testThePolicySaysWhenItCannotAct() {
        let pad = PolicyEnvironment(idiom: .pad, os: OSVersion(26), plistMask: .all, multitasking: true)
        XCTAssertEqual(
            OrientationPolicy.decide(screens: [.landscape], current: .portrait, environment: pad).limitations,
            [.multitasking])
        var windowed = pad
        windowed.multitasking = false
        windowed.sceneIsResizable = true
        XCTAssertEqual(
            OrientationPolicy.decide(screens: [.landscape], current: .portrait, environment: windowed).requests, [],
            "a resizable window refuses geometry requests (R11.6)")
        let phone15 = PolicyEnvironment(idiom: .phone, os: OSVersion(15), plistMask: .allButUpsideDown)
        let d = OrientationPolicy.decide(screens: [.portrait, .landscape], current: .portrait, environment: phone15)
        XCTAssertEqual(d.mask, .landscape)
        XCTAssertEqual(d.requests, [.attemptRotationToDeviceOrientation])
        XCTAssertEqual(d.limitations, [.needsDeviceTurn])
        let none = OrientationPolicy.decide(
            screens: [ScreenOrientation(.portraitUpsideDown)], current: .portrait,
            environment: PolicyEnvironment(
                idiom: .phone, hardware: .allButUpsideDown, os: OSVersion(17), plistMask: .allButUpsideDown))
        XCTAssertEqual(none.mask, .allButUpsideDown, "never an empty answer (R10.1)")
        XCTAssertEqual(none.limitations, [.nothingInCommon])
    }
}
