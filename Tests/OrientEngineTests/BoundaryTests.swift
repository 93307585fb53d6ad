import XCTest
@testable import OrientEngine

/// Each version boundary the catalog names, checked on both sides.
final class BoundaryTests: XCTestCase {
    let threeOrientations: [String: PlistValue] = ["UISupportedInterfaceOrientations": plistArray(.allButUpsideDown)]

    func testShouldAutorotateHonouredUpTo15IgnoredFrom16() {  // R5.4
        for (os, turns) in [("6.0", false), ("15.8", false), ("16.0", true), ("17.0", true)] {
            let r = simulate(
                makeScenario(
                    os: os, plist: threeOrientations, controllers: [controller("Root", shouldAutorotate: false)],
                    steps: [.launch(.portrait), .rotate(.landscapeLeft)]))
            XCTAssertEqual(r.steps[1].rotated, turns, "iOS \(os)")
        }
        var choices = Choices()
        choices.shouldAutorotateFrom16 = .linkedOnOrAfter16
        let old = simulate(
            makeScenario(
                os: "16.0", sdk: "15.0", plist: threeOrientations,
                controllers: [controller("Root", shouldAutorotate: false)],
                choices: choices, steps: [.launch(.portrait), .rotate(.landscapeLeft)]))
        XCTAssertFalse(old.steps[1].rotated, "an iOS 15 SDK app keeps shouldAutorotate under that choice")
    }

    func testAutomaticIsASheetFromIOS13WithTheIOS13SDK() {  // R7.2
        for (os, sdk, fills) in [
            ("12.4", "12.4", true), ("13.0", "12.4", true), ("13.0", "13.0", false), ("17.0", "17.0", false)
        ] {
            let r = simulate(
                makeScenario(
                    os: os, sdk: sdk, plist: threeOrientations,
                    controllers: [controller("Root"), controller("P", supported: .portrait)],
                    steps: [
                        .launch(.landscapeLeft), .present(HierarchyNode("P"), style: .automatic, fillsWindow: false)
                    ]))
            XCTAssertEqual(r.steps[1].authority, fills ? "P" : "Root", "iOS \(os) SDK \(sdk)")
            XCTAssertEqual(r.steps[1].interfaceOrientation, fills ? .portrait : .landscapeRight, "iOS \(os) SDK \(sdk)")
        }
    }

    func testLaunchRuleChangesAtIOS8() {  // R12.1, R12.2
        let plist: [String: PlistValue] = [
            "UISupportedInterfaceOrientations": .array([
                .string("UIInterfaceOrientationLandscapeLeft"),
                .string("UIInterfaceOrientationPortrait"),
                .string("UIInterfaceOrientationLandscapeRight")
            ])
        ]
        let ios7 = simulate(makeScenario(os: "7.1", plist: plist, steps: [.launch(.landscapeLeft)]))
        XCTAssertEqual(ios7.steps[0].launchInterfaceOrientation, .portrait)  // portrait listed: status bar portrait
        XCTAssertEqual(ios7.steps[0].interfaceOrientation, .landscapeRight)  // then it follows the device
        let ios8 = simulate(makeScenario(os: "8.0", plist: plist, steps: [.launch(.landscapeLeft)]))
        XCTAssertEqual(ios8.steps[0].launchInterfaceOrientation, .landscapeRight)  // straight into the device's
    }

    func testLaunchFallbackChoice() {  // R12.2, open question 1
        let plist: [String: PlistValue] = [
            "UISupportedInterfaceOrientations": .array([
                .string("UIInterfaceOrientationLandscapeRight"),
                .string("UIInterfaceOrientationPortrait")
            ])
        ]
        let first = simulate(makeScenario(os: "17.0", plist: plist, steps: [.launch(.portraitUpsideDown)]))
        XCTAssertEqual(first.steps[0].launchInterfaceOrientation, .landscapeRight)
        var choices = Choices()
        choices.launchFallback = .portrait
        let portrait = simulate(
            makeScenario(os: "17.0", plist: plist, choices: choices, steps: [.launch(.portraitUpsideDown)]))
        XCTAssertEqual(portrait.steps[0].launchInterfaceOrientation, .portrait)
    }

    func testUIDeviceHackStopsAtIOS16() {  // R8.5
        for (os, turns) in [("9.0", true), ("15.8", true), ("16.0", false), ("26.0", false)] {
            let r = simulate(
                makeScenario(
                    os: os, plist: threeOrientations,
                    steps: [.launch(.portrait), .setDeviceOrientationValue(.landscapeRight)]))
            XCTAssertEqual(r.steps[1].interfaceOrientation, turns ? .landscapeRight : .portrait, "iOS \(os)")
            XCTAssertEqual(r.steps[1].log.isEmpty, turns, "iOS \(os): the console line appears from 16")
            XCTAssertEqual(
                r.steps[1].deviceOrientation, turns ? .landscapeLeft : .portrait, "device landscapeLeft has raw value 3"
            )
        }
        for (hack, sdk, turns) in [
            (Choices.UIDeviceHack.rotates, "16.0", true), (.linkedOnOrAfter16, "15.0", true),
            (.linkedOnOrAfter16, "16.0", false)
        ] {
            var choices = Choices()
            choices.uideviceOrientationHack = hack
            let r = simulate(
                makeScenario(
                    os: "16.0", sdk: sdk, plist: threeOrientations, choices: choices,
                    steps: [.launch(.portrait), .setDeviceOrientationValue(.landscapeRight)]))
            XCTAssertEqual(r.steps[1].rotated, turns, "\(hack) SDK \(sdk)")
            XCTAssertFalse(r.steps[1].log.isEmpty)
        }
    }

    func testAttemptRotationWorksUpTo15() {  // R8.2
        for (os, turns) in [("5.0", true), ("15.8", true), ("16.0", false)] {
            // iOS 5 has no app-delegate mask: the root's own iOS 5 answer widens instead.
            let ios5 = OSVersion(os)!.major < 6
            var widen = ControllerPatch()
            widen.shouldAutorotateToInterfaceOrientation = .some(.allButUpsideDown)
            let r = simulate(
                makeScenario(
                    os: os, plist: threeOrientations, delegate: ios5 ? nil : .portrait,
                    controllers: [
                        controller("Root") { $0.shouldAutorotateToInterfaceOrientation = ios5 ? .portrait : nil }
                    ],
                    steps: [
                        .launch(.landscapeLeft),
                        ios5 ? .set(controller: "Root", widen) : .setAppDelegate(.allButUpsideDown),
                        .attemptRotationToDeviceOrientation
                    ]))
            XCTAssertEqual(r.steps[0].interfaceOrientation, .portrait, "iOS \(os)")
            XCTAssertEqual(r.steps[2].rotated, turns, "iOS \(os)")
        }
    }

    func testAttemptRotationOnlyMovesTowardTheDevice() {  // R8.2
        let r = simulate(
            makeScenario(
                os: "12.0", plist: threeOrientations, controllers: [controller("Root", supported: .allButUpsideDown)],
                steps: [
                    .launch(.portrait),
                    .set(
                        controller: "Root",
                        {
                            var p = ControllerPatch(); p.supportedInterfaceOrientations = .some(.landscape); return p
                        }()),
                    .attemptRotationToDeviceOrientation
                ]))
        XCTAssertEqual(
            r.steps[2].interfaceOrientation, .portrait,
            "held in portrait: nothing to move toward, even though portrait is no longer allowed")
    }

    func testExceptionReasonTextPerEra() {  // R10.1
        for (os, withClass) in [("6.0", false), ("8.4", false), ("9.0", true), ("17.0", true)] {
            var root = controller("Root", supported: .landscape)
            root.className = "GameViewController"
            let r = simulate(
                makeScenario(
                    os: os, plist: ["UISupportedInterfaceOrientations": plistArray(.portrait)], controllers: [root],
                    steps: [.launch(.portrait)]))
            let reason = r.steps[0].exception?.reason ?? ""
            XCTAssertTrue(
                reason.hasPrefix("Supported orientations has no common orientation with the application"), reason)
            XCTAssertEqual(
                reason.contains("[GameViewController shouldAutorotate] is returning YES"), withClass,
                "iOS \(os): \(reason)")
        }
    }

    func testPreferredOrientationOutsideMaskTextPerEra() {  // R10.3
        for (os, newer) in [("6.0", false), ("12.4", false), ("13.0", true)] {
            let r = simulate(
                makeScenario(
                    os: os, plist: threeOrientations,
                    controllers: [controller("Root"), controller("P", supported: .landscape, preferred: .portrait)],
                    steps: [.launch(.portrait), .present(HierarchyNode("P"), style: .fullScreen, fillsWindow: false)]))
            XCTAssertEqual(r.steps[1].exception?.name, "UIApplicationInvalidInterfaceOrientation")
            let reason = r.steps[1].exception?.reason ?? ""
            XCTAssertEqual(
                reason,
                newer
                    ? "preferredInterfaceOrientationForPresentation 'portrait' must match a supported interface orientation: 'landscapeLeft, landscapeRight'!"
                    : "preferredInterfaceOrientationForPresentation must return a supported interface orientation!",
                "iOS \(os)")
            XCTAssertTrue(r.terminated)
        }
    }

    func testPresentationTurnsToPreferredEvenWhenCurrentIsAllowed() {  // R5.5, R7.5
        let r = simulate(
            makeScenario(
                os: "15.0", plist: threeOrientations,
                controllers: [
                    controller("Root"), controller("P", supported: .allButUpsideDown, preferred: .landscapeLeft)
                ],
                steps: [.launch(.portrait), .present(HierarchyNode("P"), style: .fullScreen, fillsWindow: false)]))
        XCTAssertEqual(r.steps[1].interfaceOrientation, .landscapeLeft)
        XCTAssertTrue(r.steps[1].rotated)
    }

    /// Issue 13: a landscape-only full-screen controller dismissed back to a portrait-only presenter that states no
    /// preference turns back to portrait, the presenter deciding; only the `raises` choice keeps R5.6's crash.
    func testDismissalWithoutPreferenceTurnsToWhatTheRevealedControllerAllows() {  // R7.7, R5.6
        for os in ["7.0", "12.0", "13.0", "17.0", "26.0"] {
            for held in [DeviceOrientation.landscapeLeft, .portrait] {
                let s = makeScenario(
                    os: os, plist: threeOrientations,
                    controllers: [
                        controller("Root", supported: .portrait), controller("Player", supported: .landscape)
                    ],
                    steps: [
                        .launch(.portrait), .present(HierarchyNode("Player"), style: .fullScreen, fillsWindow: false),
                        .rotate(held), .dismiss
                    ])
                let r = simulate(s)
                XCTAssertNil(r.steps[3].exception, "iOS \(os), held \(held)")
                XCTAssertEqual(r.steps[3].interfaceOrientation, .portrait, "iOS \(os), held \(held)")
                XCTAssertEqual(r.steps[3].authority, "Root", "iOS \(os)")
                var choices = Choices()
                choices.dismissalWithoutPreference = .raises
                var old = s
                old.choices = choices
                XCTAssertEqual(
                    simulate(old).steps[3].exception?.name, "UIApplicationInvalidInterfaceOrientation",
                    "iOS \(os), raises")
            }
        }
        // An explicit preference outside the revealed controller's mask still raises (R10.3).
        let bad = simulate(
            makeScenario(
                os: "13.0", plist: threeOrientations,
                controllers: [
                    controller("Root", supported: .portrait, preferred: .landscapeLeft),
                    controller("Player", supported: .landscape)
                ],
                steps: [
                    .launch(.portrait), .present(HierarchyNode("Player"), style: .fullScreen, fillsWindow: false),
                    .dismiss
                ]))
        XCTAssertEqual(bad.steps[2].exception?.name, "UIApplicationInvalidInterfaceOrientation")
    }

    func testContainerDelegateHooksArriveInIOS7() {  // R6.2
        var nav = controller("Nav", .navigationController)
        nav.delegate = ContainerDelegate(supported: .value(.portrait))
        for (os, consulted) in [("6.1", false), ("7.0", true)] {
            let r = simulate(
                makeScenario(
                    os: os, plist: threeOrientations, controllers: [nav, controller("List")],
                    root: HierarchyNode("Nav", [HierarchyNode("List")]),
                    steps: [.launch(.portrait), .rotate(.landscapeLeft)]))
            XCTAssertEqual(r.steps[1].interfaceOrientation, consulted ? .portrait : .landscapeRight, "iOS \(os)")
        }
    }

    func testRequiresFullScreenIgnoredStartingWithVersion() {  // R11.5
        let plist: [String: PlistValue] = [
            "UISupportedInterfaceOrientations~ipad": plistArray(.all), "UILaunchStoryboardName": .string("Launch"),
            "UIRequiresFullScreen": .bool(true), "UIRequiresFullScreenIgnoredStartingWithVersion": .string("3.0"),
            "CFBundleShortVersionString": .string("3.1")
        ]
        for (os, asked) in [("26.0", true), ("26.2", false)] {
            let r = simulate(
                makeScenario(
                    .ipad, os: os, plist: plist, controllers: [controller("Root", supported: .portrait)],
                    steps: [.launch(.portrait)]))
            XCTAssertEqual(r.steps[0].authority != nil, asked, "iPadOS \(os)")
        }
    }

    func testSceneDelegateMaskWithTheIOS27SDK() {  // R4.5
        for (sdk, mask) in [("26.0", OrientationMask.allButUpsideDown), ("27.0", .portrait)] {
            var s = makeScenario(os: "27.0", sdk: sdk, plist: threeOrientations, steps: [.launch(.portrait)])
            s.app.sceneDelegateSupportedInterfaceOrientations = .portrait
            XCTAssertEqual(simulate(s).steps[0].masks?.app, mask, "SDK \(sdk)")
        }
    }

    func testAppDelegateOnlyAfterLaunch() {  // R4.2, R3.6
        let r = simulate(
            makeScenario(
                os: "15.0", plist: ["UISupportedInterfaceOrientations": plistArray(.landscape)], delegate: .all,
                controllers: [controller("Root", supported: .all)], steps: [.launch(.portrait)]))
        XCTAssertTrue(
            OrientationMask.landscape.contains(r.steps[0].launchInterfaceOrientation!), "launch follows the plist")
        XCTAssertEqual(
            r.steps[0].interfaceOrientation, .portrait,
            "once launched, the delegate allows portrait and the device is held so")
    }

    func testGeometryRequests() {  // R8.4, R11.6
        let r = simulate(
            makeScenario(
                .iphoneFaceID, os: "16.0", plist: threeOrientations,
                controllers: [controller("Root", supported: .portrait)],
                steps: [.launch(.portrait), .requestGeometryUpdate(.landscape), .requestGeometryUpdate(.portrait)]))
        XCTAssertEqual(r.steps[1].error?.code, 101)
        XCTAssertEqual(r.steps[1].error?.domain, "UISceneErrorDomain")
        XCTAssertEqual(
            r.steps[1].error?.message,
            "None of the requested orientations are supported by the view controller. Requested: landscapeLeft, landscapeRight; Supported: portrait"
        )
        XCTAssertNil(r.steps[2].error)
        XCTAssertFalse(r.steps[2].rotated, "already portrait: no transition")

        let ipad: [String: PlistValue] = [
            "UISupportedInterfaceOrientations~ipad": plistArray(.all), "UILaunchStoryboardName": .string("L")
        ]
        let split = simulate(
            makeScenario(
                .ipad, os: "17.0", plist: ipad, windowing: .splitView,
                steps: [.launch(.portrait), .requestGeometryUpdate(.landscape)]))
        XCTAssertEqual(split.steps[1].error?.code, 101)
        XCTAssertEqual(
            split.steps[1].error?.message,
            "The current windowing mode does not allow for programmatic changes to interface orientation.")
        let full = simulate(
            makeScenario(
                .ipad, os: "17.0", plist: ipad, steps: [.launch(.portrait), .requestGeometryUpdate(.landscapeLeft)]))
        XCTAssertEqual(full.steps[1].interfaceOrientation, .landscapeLeft)
        let old = simulate(
            makeScenario(
                os: "15.0", plist: threeOrientations, steps: [.launch(.portrait), .requestGeometryUpdate(.landscape)]))
        XCTAssertFalse(old.steps[1].rotated, "an iOS 16 API: skipped on iOS 15")
        XCTAssertNil(old.steps[1].error)
    }

    func testSetNeedsUpdateChoice() {  // R8.3, open question 3
        func steps() -> [Event] {
            var p = ControllerPatch(); p.supportedInterfaceOrientations = .some(.landscape)
            return [
                .launch(.portrait), .set(controller: "Root", p), .setNeedsUpdateOfSupportedInterfaceOrientations(nil)
            ]
        }
        let reevaluates = simulate(makeScenario(os: "16.0", plist: threeOrientations, steps: steps()))
        XCTAssertTrue(OrientationMask.landscape.contains(reevaluates.steps[2].interfaceOrientation!))
        var choices = Choices(); choices.setNeedsUpdate = .masksOnly
        let masksOnly = simulate(makeScenario(os: "16.0", plist: threeOrientations, choices: choices, steps: steps()))
        XCTAssertEqual(masksOnly.steps[2].interfaceOrientation, .portrait)

        // Widening while the device is held in landscape: only the default moves toward the device.
        func widen() -> [Event] {
            var p = ControllerPatch(); p.supportedInterfaceOrientations = .some(.allButUpsideDown)
            return [
                .launch(.landscapeLeft), .set(controller: "Root", p),
                .setNeedsUpdateOfSupportedInterfaceOrientations(nil)
            ]
        }
        let portraitRoot = [controller("Root", supported: .portrait)]
        for (choice, expected) in [
            (Choices.SetNeedsUpdate.reevaluates, InterfaceOrientation.landscapeRight),
            (.leavesUnallowedOnly, .portrait), (.masksOnly, .portrait)
        ] {
            var c = Choices(); c.setNeedsUpdate = choice
            let r = simulate(
                makeScenario(
                    os: "16.0", plist: threeOrientations, controllers: portraitRoot, choices: c, steps: widen()))
            XCTAssertEqual(r.steps[0].interfaceOrientation, .portrait)
            XCTAssertEqual(r.steps[2].interfaceOrientation, expected, "\(choice)")
        }
    }

    func testPushAndPopNeverRotate() {  // R9.1, R9.2, R9.3
        for os in ["6.0", "12.0", "15.8", "16.0", "26.0"] {
            let r = simulate(
                makeScenario(
                    os: os, plist: threeOrientations,
                    controllers: [
                        controller("Nav", .navigationController, forwards: true), controller("A", supported: .portrait),
                        controller("B", supported: .landscape)
                    ],
                    root: HierarchyNode("Nav", [HierarchyNode("A")]),
                    steps: [.launch(.portrait), .push(controller: "B", onto: nil), .pop(nil)]))
            XCTAssertEqual(r.steps.map(\.interfaceOrientation), [.portrait, .portrait, .portrait], "iOS \(os)")
            XCTAssertEqual(r.steps[1].masks?.allowed, .landscape, "the mask UIKit would read, were it asked")
        }
        var choices = Choices(); choices.pushPopReevaluation = .fromIOS16
        let r = simulate(
            makeScenario(
                os: "16.0", plist: threeOrientations,
                controllers: [
                    controller("Nav", .navigationController, forwards: true), controller("A", supported: .portrait),
                    controller("B", supported: .landscape)
                ],
                root: HierarchyNode("Nav", [HierarchyNode("A")]), choices: choices,
                steps: [.launch(.portrait), .push(controller: "B", onto: nil)]))
        XCTAssertTrue(r.steps[1].rotated)
    }

    func testLocks() {  // R13.5, R13.6, R13.7, R5.7
        let phone = simulate(
            makeScenario(
                os: "17.0", plist: threeOrientations,
                steps: [
                    .launch(.landscapeLeft), .orientationLock(true), .rotate(.landscapeRight),
                    .requestGeometryUpdate(.landscapeLeft), .orientationLock(false)
                ]))
        XCTAssertEqual(
            phone.steps.map(\.interfaceOrientation),
            [.landscapeRight, .portrait, .portrait, .landscapeLeft, .landscapeLeft])
        XCTAssertEqual(phone.steps.map(\.interfaceOrientationLocked), [false, true, true, true, false])
        let pad = simulate(
            makeScenario(
                .ipad, os: "17.0", steps: [.launch(.landscapeLeft), .orientationLock(true), .rotate(.portrait)]))
        XCTAssertEqual(pad.steps.map(\.interfaceOrientation), [.landscapeRight, .landscapeRight, .landscapeRight])
        var locked = controller("Root", supported: .all)
        locked.prefersInterfaceOrientationLocked = true
        for (os, stays) in [("18.0", false), ("26.0", true)] {
            let r = simulate(
                makeScenario(
                    .ipad, os: os, plist: ["UIRequiresFullScreen": .bool(true)], controllers: [locked],
                    steps: [.launch(.portrait), .rotate(.landscapeLeft)]))
            XCTAssertEqual(r.steps[1].interfaceOrientation, stays ? .portrait : .landscapeRight, "iPadOS \(os)")
            XCTAssertEqual(r.steps[1].interfaceOrientationLocked, stays)
        }
    }

    func testCallbacksPerEra() {  // R13.1, R13.2
        var legacy = controller("Child")
        legacy.implements = [.willRotate, .didRotate]
        let nav = controller("Nav", .navigationController)
        func callbacks(_ os: String, _ steps: [Event]) -> [[String]] {
            simulate(
                makeScenario(
                    .iphoneHomeButton, os: os, plist: ["UISupportedInterfaceOrientations": plistArray(.all)],
                    controllers: [nav, legacy], root: HierarchyNode("Nav", [HierarchyNode("Child")]), steps: steps)
            ).steps.map(\.callbacks)
        }
        XCTAssertEqual(
            callbacks("7.0", [.launch(.portrait), .rotate(.landscapeLeft)])[1],
            [
                "Nav.willRotate(to:duration:)", "Child.willRotate(to:duration:)",
                "Nav.willAnimateRotation(to:duration:)", "Child.willAnimateRotation(to:duration:)",
                "Nav.didRotate(from:)", "Child.didRotate(from:)"
            ])
        XCTAssertEqual(
            callbacks("8.0", [.launch(.portrait), .rotate(.landscapeLeft)])[1],
            [
                "Nav.viewWillTransition(to:with:)", "Child.viewWillTransition(to:with:)",
                "Child.willRotate(to:duration:)", "Child.didRotate(from:)"
            ])
        // A 180° turn keeps the size: no viewWillTransition on iOS 8+.
        XCTAssertEqual(callbacks("12.0", [.launch(.landscapeLeft), .rotate(.landscapeRight)])[1], [])
        XCTAssertEqual(callbacks("7.0", [.launch(.landscapeLeft), .rotate(.landscapeRight)])[1].count, 6)
    }

    func testTerminateAndRelaunchStartsFromInitialState() {
        var p = ControllerPatch(); p.supportedInterfaceOrientations = .some(.landscape)
        let r = simulate(
            makeScenario(
                os: "15.0", plist: threeOrientations,
                controllers: [controller("Root", supported: .portrait), controller("X")],
                steps: [
                    .launch(.landscapeLeft), .set(controller: "Root", p),
                    .present(HierarchyNode("X"), style: .pageSheet, fillsWindow: false),
                    .terminate, .rotate(.portrait), .launch(.landscapeLeft)
                ]))
        XCTAssertEqual(r.steps[3].interfaceOrientation, nil)
        XCTAssertNil(r.steps[3].masks)
        XCTAssertNil(r.steps[4].deviceOrientation, "the app is not running")
        XCTAssertEqual(r.steps[5].interfaceOrientation, .portrait, "the portrait-only root is back")
        XCTAssertEqual(r.steps[5].authority, "Root")
    }

    func testFaceIDIPhoneNeverUpsideDownEvenWhenForced() {  // R2.2
        let r = simulate(
            makeScenario(
                .iphoneFaceID, os: "15.0", plist: ["UISupportedInterfaceOrientations": plistArray(.portraitUpsideDown)],
                controllers: [controller("Root", supported: .all)],
                steps: [.launch(.portraitUpsideDown), .setDeviceOrientationValue(.portraitUpsideDown)]))
        XCTAssertNil(r.steps[0].exception, "app ∩ controller is not empty")
        XCTAssertNotEqual(r.steps.last?.interfaceOrientation, .portraitUpsideDown)
    }

    func testValidationRejectsNonsense() {
        let nav = controller("Nav", .navigationController)
        let cases: [(Scenario, String)] = [
            (makeScenario(steps: [.launch(.portrait), .pop(nil)]), "no navigation controller"),
            (
                makeScenario(
                    controllers: [nav, controller("A")], root: HierarchyNode("Nav", [HierarchyNode("A")]),
                    steps: [.launch(.portrait), .pop(nil)]), "only its root"
            ),
            (makeScenario(steps: [.launch(.portrait), .dismiss]), "nothing is presented"),
            (makeScenario(steps: [.push(controller: "Root", onto: nil)]), "launch"),
            (makeScenario(steps: [.launch(.portrait), .launch(.portrait)]), "already running"),
            (
                makeScenario(
                    controllers: [controller("P")],
                    steps: [.launch(.portrait), .present(HierarchyNode("Root"), style: .fullScreen, fillsWindow: false)]
                ), "already in the window"
            ),
            (makeScenario(steps: [.setWindowing(.splitView)]), "iPad only"),
            (makeScenario(steps: [.launch(.portrait), .select(.index(0))]), "no tab bar")
        ]
        for (s, text) in cases {
            let problem = Simulator.validate(s)
            XCTAssertNotNil(problem, text)
            XCTAssertTrue(problem?.message.contains(text) ?? false, "\(problem?.message ?? "nil") should say \(text)")
        }
    }
}

extension BoundaryTests {
    /// R11.6b: a windowed iPadOS 26 scene follows no mask; back to full size, the masks apply at once.
    func testBackToFullSizeTheMasksApplyAgain() {
        let r = simulate(
            makeScenario(
                .ipad, os: "26.0", plist: threeOrientations, controllers: [controller("Root", supported: .portrait)],
                steps: [
                    .launch(.portrait), .setWindowing(.windowed), .rotate(.landscapeLeft), .setWindowing(.fullScreen)
                ]))
        XCTAssertEqual(r.steps[2].interfaceOrientation, .landscapeRight, "a resizable scene follows the device")
        XCTAssertEqual(r.steps[3].interfaceOrientation, .portrait)
        XCTAssertTrue(r.steps[3].rotated)
        XCTAssertTrue(r.steps[3].rules.contains("R11.6b"))
        var keeps = Choices()
        keeps.backToFullSize = .keeps
        let k = simulate(
            makeScenario(
                .ipad, os: "26.0", plist: threeOrientations, controllers: [controller("Root", supported: .portrait)],
                choices: keeps,
                steps: [
                    .launch(.portrait), .setWindowing(.windowed), .rotate(.landscapeLeft), .setWindowing(.fullScreen)
                ]))
        XCTAssertEqual(k.steps[3].interfaceOrientation, .landscapeRight, "the other reading: nothing turns yet")
    }
}

extension BoundaryTests {
    /// Open question 11 (choice `multitaskingDelegateMask`): a multitasking iPad app whose app delegate returns
    /// landscape. Honoured (the default), a turn to portrait is refused; ignored (R11.1c), the plist's four decide.
    func testAppDelegateMaskOnAMultitaskingIPad() {
        let plist: [String: PlistValue] = [
            "UISupportedInterfaceOrientations~ipad": plistArray(.all), "UILaunchStoryboardName": .string("Launch")
        ]
        for (choice, turns) in [(Choices.MultitaskingDelegateMask.honoured, false), (.ignored, true)] {
            var choices = Choices()
            choices.multitaskingDelegateMask = choice
            let r = simulate(
                makeScenario(
                    .ipad, os: "18.0", plist: plist, delegate: .landscape, choices: choices,
                    steps: [.launch(.landscapeLeft), .rotate(.portrait)]))
            XCTAssertEqual(r.steps[1].interfaceOrientation == .portrait, turns, "\(choice)")
            XCTAssertEqual(r.steps[1].rules.contains("R11.1c"), choice == .ignored, "\(choice)")
        }
    }
}
