import XCTest
@testable import OrientEngine

/// The engine decides over a small finite space, so these tests walk all of it and check properties that must
/// hold everywhere (catalog R2, R3, R5, R7, R8, R10).
final class SweepTests: XCTestCase {
    /// Every plist mask (or none) × every controller mask (or none) × device class × version × launch orientation,
    /// followed by a rotation to each upright orientation.
    func testEveryMaskCombinationOnEveryDeviceAndVersion() {
        var runs = 0
        for deviceClass in [DeviceClass.iphoneHomeButton, .iphoneFaceID, .ipad] {
            let idiomDefault: OrientationMask = deviceClass == .ipad ? .all : .allButUpsideDown
            let hw = deviceClass.hardwareMask
            for os in versionBoundaries where OSVersion(os)!.major >= 6 {
                for plistMask in everyMaskOrNil {
                    for vcMask in everyMaskOrNil {
                        for launch in [DeviceOrientation.portrait, .landscapeLeft, .portraitUpsideDown] {
                            runs += 1
                            let plist: [String: PlistValue] =
                                plistMask.map { ["UISupportedInterfaceOrientations": plistArray($0)] } ?? [:]
                            let s = makeScenario(
                                deviceClass, os: os, plist: plist,
                                controllers: [controller("Root", supported: vcMask)],
                                steps: [.launch(launch)] + uprightDevice.map(Event.rotate))
                            let r = simulate(s)
                            let context =
                                "\(deviceClass) iOS \(os) plist \(plistMask?.displayName ?? "missing") vc \(vcMask?.displayName ?? "default") launch \(launch.name)"
                            // R3.4 (and the empty-array choice's default): a missing or empty key is the idiom default.
                            let app =
                                (plistMask == nil || plistMask == OrientationMask.empty) ? idiomDefault : plistMask!
                            let vc = vcMask ?? idiomDefault
                            let common = app.intersection(vc)
                            let allowed = common.intersection(hw)
                            for step in r.steps {
                                for id in step.rules { XCTAssertNotNil(Behaviours.byID[id], "unknown rule \(id)") }
                            }
                            if common.isEffectivelyEmpty {
                                // R10.1 / R10.5: no common orientation crashes at launch; nothing else runs.
                                XCTAssertEqual(r.steps.count, 1, context)
                                XCTAssertEqual(
                                    r.steps[0].exception?.name, "UIApplicationInvalidInterfaceOrientation", context)
                                XCTAssertTrue(r.terminated, context)
                                continue
                            }
                            XCTAssertFalse(r.terminated, context)
                            XCTAssertEqual(r.steps.count, 5, context)
                            let first = r.steps[0]
                            XCTAssertEqual(first.masks?.allowed, allowed, context)
                            XCTAssertEqual(first.authority, "Root", context)
                            XCTAssertFalse(first.rotated, context)
                            let launchMask = app.intersection(hw)
                            if let l = first.launchInterfaceOrientation, !launchMask.isEffectivelyEmpty {
                                XCTAssertTrue(
                                    launchMask.contains(l), "launch orientation outside the plist mask: " + context)
                            }
                            var previous = first.interfaceOrientation
                            if !allowed.isEffectivelyEmpty {
                                XCTAssertTrue(allowed.contains(previous!), "after launch outside allowed: " + context)
                            }
                            for (i, step) in r.steps.dropFirst().enumerated() {
                                let target = uprightDevice[i].interfaceOrientation!
                                XCTAssertNil(step.exception, context)
                                // The interface is always one the hardware allows (R2.2).
                                XCTAssertTrue(hw.contains(step.interfaceOrientation!), context)
                                if allowed.contains(target) {
                                    XCTAssertEqual(step.interfaceOrientation, target, context)  // R8.1
                                    XCTAssertEqual(step.rotated, previous != target, context)
                                } else {
                                    // refused, never replayed
                                    XCTAssertEqual(step.interfaceOrientation, previous, context)
                                    XCTAssertFalse(step.rotated, context)
                                }
                                previous = step.interfaceOrientation
                            }
                        }
                    }
                }
            }
        }
        XCTAssertGreaterThan(runs, 40_000)
    }

    /// Every presentation style × version × presenter and presented mask, documented behaviour (`quirks: none`).
    func testEveryPresentationStyle() {
        let styles: [(PresentationStyle, Bool)] = PresentationStyle.allCases.map { ($0, false) } + [(.custom, true)]
        for deviceClass in [DeviceClass.iphoneHomeButton, .ipad] {
            let hw = deviceClass.hardwareMask
            for os in versionBoundaries where OSVersion(os)!.major >= 6 {
                let v = OSVersion(os)!
                for (style, fills) in styles {
                    for presenterMask in [OrientationMask.all, .portrait, .landscape, .allButUpsideDown] {
                        for presented in everyMask {
                            let s = makeScenario(
                                deviceClass, os: os, plist: ["UISupportedInterfaceOrientations": plistArray(.all)],
                                controllers: [
                                    controller("Root", supported: presenterMask), controller("P", supported: presented)
                                ],
                                quirks: .none,
                                steps: [
                                    .launch(.landscapeLeft),
                                    .present(HierarchyNode("P"), style: style, fillsWindow: fills), .dismiss
                                ])
                            let r = simulate(s)
                            let context =
                                "\(deviceClass) iOS \(os) \(style)\(fills ? "+fills" : "") presenter \(presenterMask.displayName) presented \(presented.displayName)"
                            guard r.steps.count >= 2 else { XCTFail("launch crashed: " + context); continue }
                            let before = r.steps[0].interfaceOrientation!
                            let step = r.steps[1]
                            let phoneSheetAdapts =
                                deviceClass != .ipad && v.major < 13
                                && [.pageSheet, .formSheet, .popover].contains(style)
                            let expectedFills: Bool
                            switch style {
                            case .fullScreen, .overFullScreen: expectedFills = true  // R7.1
                            case .custom: expectedFills = fills  // R7.1
                            case .automatic: expectedFills = v.major < 13  // R7.2
                            case .pageSheet, .formSheet, .popover: expectedFills = phoneSheetAdapts  // R7.3
                            case .currentContext, .overCurrentContext: expectedFills = false  // R7.4
                            }
                            if !expectedFills {
                                XCTAssertEqual(step.authority, "Root", context)
                                XCTAssertEqual(step.interfaceOrientation, before, context)
                                XCTAssertFalse(step.rotated, context)
                                XCTAssertNil(step.exception, context)
                                XCTAssertEqual(r.steps[2].interfaceOrientation, before, context)  // R7.8
                                continue
                            }
                            let allowed = presented.intersection(hw)
                            if presented.isEffectivelyEmpty {
                                // R10.1, R10.2
                                XCTAssertEqual(
                                    step.exception?.name, "UIApplicationInvalidInterfaceOrientation", context)
                                XCTAssertTrue(r.terminated, context)
                                continue
                            }
                            XCTAssertNil(step.exception, context)
                            XCTAssertEqual(step.authority, "P", context)
                            if allowed.contains(before) {
                                XCTAssertEqual(step.interfaceOrientation, before, context)  // R5.6: stays
                            } else if !allowed.isEffectivelyEmpty {
                                XCTAssertTrue(allowed.contains(step.interfaceOrientation!), context)  // R7.5: turns
                            }
                            // Dismissal: the root decides again (R7.7); stating no preference, it turns to what it
                            // allows when the current orientation is not (choice dismissalWithoutPreference).
                            let dismissal = r.steps[2]
                            let current = step.interfaceOrientation!
                            let rootAllowed = presenterMask.intersection(hw)
                            XCTAssertNil(dismissal.exception, context)
                            if rootAllowed.contains(current) {
                                XCTAssertEqual(dismissal.interfaceOrientation, current, context)
                            } else if !rootAllowed.isEffectivelyEmpty {
                                // R5.6, O5
                                XCTAssertTrue(rootAllowed.contains(dismissal.interfaceOrientation!), context)
                            }
                            XCTAssertEqual(dismissal.authority, "Root", context)
                        }
                    }
                }
            }
        }
    }

    /// iPad multitasking (R11.1): four iPad orientations + launch storyboard + no UIRequiresFullScreen means no
    /// controller is asked, whatever it returns, even 0. With UIRequiresFullScreen the controller decides again (R11.2),
    /// until the iOS 27 SDK ignores the key (R11.7).
    func testMultitaskingIPadNeverAsksControllers() {
        for os in versionBoundaries {
            let v = OSVersion(os)!
            for vcMask in everyMask {
                for requiresFullScreen in [false, true] {
                    var plist: [String: PlistValue] = [
                        "UISupportedInterfaceOrientations~ipad": plistArray(.all),
                        "UILaunchStoryboardName": .string("LaunchScreen")
                    ]
                    if requiresFullScreen { plist["UIRequiresFullScreen"] = .bool(true) }
                    let r = simulate(
                        makeScenario(
                            .ipad, os: os, plist: plist, controllers: [controller("Root", supported: vcMask)],
                            steps: [.launch(.portrait), .rotate(.landscapeLeft), .rotate(.portraitUpsideDown)]))
                    let context = "iPadOS \(os) vc \(vcMask.displayName) requiresFullScreen \(requiresFullScreen)"
                    let multitasking = v.major >= 9 && (!requiresFullScreen || v.major >= 27)
                    if multitasking {
                        XCTAssertFalse(r.terminated, context)
                        XCTAssertEqual(
                            r.steps.map(\.interfaceOrientation), [.portrait, .landscapeRight, .portraitUpsideDown],
                            context)
                        XCTAssertTrue(r.steps.allSatisfy { $0.authority == nil }, context)
                        XCTAssertNil(r.steps[0].masks?.controller, context)
                    } else if v.major >= 6 {
                        XCTAssertEqual(r.steps[0].authority, "Root", context)
                        XCTAssertEqual(r.terminated, vcMask.isEffectivelyEmpty, context)
                    }
                }
            }
        }
    }

    /// iOS 5 (R14.1, R14.2): the visible controllers' shouldAutorotateToInterfaceOrientation: answers decide;
    /// not implemented means portrait only; the app's plist does not restrict rotation; nothing raises.
    func testIOS5ShouldAutorotateToInterfaceOrientation() {
        for answer in everyMaskOrNil {
            let r = simulate(
                makeScenario(
                    .iphoneHomeButton, os: "5.1", plist: ["UISupportedInterfaceOrientations": plistArray(.portrait)],
                    controllers: [controller("Root") { $0.shouldAutorotateToInterfaceOrientation = answer }],
                    steps: [.launch(.portrait)] + uprightDevice.map(Event.rotate)))
            let allowed = answer ?? .portrait
            XCTAssertFalse(r.terminated)
            var previous = r.steps[0].interfaceOrientation
            for (i, step) in r.steps.dropFirst().enumerated() {
                let target = uprightDevice[i].interfaceOrientation!
                XCTAssertEqual(
                    step.interfaceOrientation, allowed.contains(target) ? target : previous,
                    "answer \(answer?.displayName ?? "none")")
                previous = step.interfaceOrientation
            }
        }
    }

    /// Flat and unknown device orientations never turn the interface (R13.4), whatever is allowed.
    func testFlatDeviceNeverRotates() {
        for deviceClass in [DeviceClass.iphoneHomeButton, .iphoneFaceID, .ipad] {
            for os in versionBoundaries {
                for launch in uprightDevice {
                    let r = simulate(
                        makeScenario(
                            deviceClass, os: os, controllers: [controller("Root", supported: .all)],
                            steps: [.launch(launch), .rotate(.faceUp), .rotate(.faceDown), .rotate(.unknown)]))
                    let start = r.steps[0].interfaceOrientation
                    for step in r.steps.dropFirst() {
                        XCTAssertEqual(step.interfaceOrientation, start)
                        XCTAssertFalse(step.rotated)
                    }
                }
            }
        }
    }
}
