import XCTest
@testable import OrientEngine

/// Catalog R1: UIKit's raw values, bits and the left/right swap.
final class VocabularyTests: XCTestCase {
    func testRawValuesMatchUIKit() {
        XCTAssertEqual(DeviceOrientation.allCases.map(\.rawValue), [0, 1, 2, 3, 4, 5, 6])  // R1.1
        XCTAssertEqual(InterfaceOrientation.landscapeLeft.rawValue, 4)  // R1.2
        XCTAssertEqual(InterfaceOrientation.landscapeRight.rawValue, 3)
        XCTAssertEqual(OrientationMask.portrait.rawValue, 2)  // R1.4
        XCTAssertEqual(OrientationMask.portraitUpsideDown.rawValue, 4)
        XCTAssertEqual(OrientationMask.landscapeRight.rawValue, 8)
        XCTAssertEqual(OrientationMask.landscapeLeft.rawValue, 16)
        XCTAssertEqual(OrientationMask.landscape.rawValue, 24)
        XCTAssertEqual(OrientationMask.all.rawValue, 30)
        XCTAssertEqual(OrientationMask.allButUpsideDown.rawValue, 26)
    }

    func testDeviceToInterfaceConvertsByRawValueNotName() {  // R1.3
        XCTAssertEqual(DeviceOrientation.landscapeLeft.interfaceOrientation, .landscapeRight)
        XCTAssertEqual(DeviceOrientation.landscapeRight.interfaceOrientation, .landscapeLeft)
        XCTAssertEqual(DeviceOrientation.portrait.interfaceOrientation, .portrait)
        XCTAssertEqual(DeviceOrientation.portraitUpsideDown.interfaceOrientation, .portraitUpsideDown)
        for flat in [DeviceOrientation.faceUp, .faceDown, .unknown] { XCTAssertNil(flat.interfaceOrientation) }
        for o in InterfaceOrientation.upright { XCTAssertEqual(DeviceOrientation(o)?.rawValue, o.rawValue) }
    }

    func testOrientationConstantsReturnedAsMasks() {  // R1.5
        func asMask(_ o: InterfaceOrientation) -> OrientationMask { OrientationMask(rawValue: UInt(o.rawValue)) }
        XCTAssertTrue(asMask(.portrait).isEffectivelyEmpty)
        XCTAssertEqual(asMask(.portraitUpsideDown).effective, .portrait)
        XCTAssertEqual(asMask(.landscapeRight).effective, .portrait)
        XCTAssertEqual(asMask(.landscapeLeft).effective, .portraitUpsideDown)
    }

    func testNamesRoundTripAndPlistSpellings() {
        for o in InterfaceOrientation.upright {
            XCTAssertEqual(InterfaceOrientation(name: o.name), o)
            XCTAssertEqual(InterfaceOrientation(name: o.plistName!), o)
        }
        XCTAssertNil(InterfaceOrientation(name: "unknown"))
        XCTAssertEqual(InterfaceOrientation(name: "unknown", allowUnknown: true), .unknown)
        for (name, mask) in OrientationMask.namedMasks { XCTAssertEqual(OrientationMask(name: name), mask) }
        XCTAssertEqual(OrientationMask.all.names, ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"])
    }

    func testDeviceCatalogHardware() {  // R2.1, R2.2
        for d in DeviceCatalog.all {
            switch d.deviceClass {
            case .iphoneFaceID: XCTAssertEqual(d.hardwareMask, .allButUpsideDown, d.name); XCTAssertFalse(d.homeButton)
            case .iphoneHomeButton: XCTAssertEqual(d.hardwareMask, .all, d.name); XCTAssertTrue(d.homeButton)
            case .ipad, .vision: XCTAssertEqual(d.hardwareMask, .all, d.name)
            }
        }
        XCTAssertEqual(Device.named("iPhone 8")?.deviceClass, .iphoneHomeButton)
        XCTAssertEqual(Device.named("iphone 15")?.deviceClass, .iphoneFaceID)
        XCTAssertEqual(Device.named("iPad Pro 11-inch (4th generation)")?.idiom, .pad)
        XCTAssertEqual(Device.named("Apple Vision Pro")?.idiom, .vision)
        XCTAssertEqual(Device.named("iphone-face-id")?.deviceClass, .iphoneFaceID)
        XCTAssertNil(Device.named("Nokia 3310"))
        XCTAssertEqual(Set(DeviceCatalog.all.map(\.name)).count, DeviceCatalog.all.count)
    }

    func testVersionsParseAndCompare() {
        XCTAssertEqual(OSVersion("16.4"), OSVersion(16, 4))
        XCTAssertLessThan(OSVersion("9.3")!, OSVersion("16")!)
        XCTAssertLessThan(OSVersion("26.1")!, OSVersion("26.2")!)
        for bad in ["", "a", "1.", "1..2", "1.2.3.4", "-1"] { XCTAssertNil(OSVersion(bad), bad) }
    }

    func testRuleRegistryIsWellFormed() {
        XCTAssertEqual(Set(Behaviours.all.map(\.id)).count, Behaviours.all.count, "duplicate rule id")
        let choiceKeys = Set(Choices.descriptions.map(\.key))
        for r in Behaviours.all {
            if let c = r.choice { XCTAssertTrue(choiceKeys.contains(c), "\(r.id) names unknown choice \(c)") }
            XCTAssertFalse(r.source.isEmpty)
        }
        for c in Choices.descriptions {
            XCTAssertTrue(Behaviours.all.contains { $0.choice == c.key }, "choice \(c.key) switches no rule")
            XCTAssertTrue(c.options.contains { $0.value == c.defaultValue })
            var choices = Choices()
            for o in c.options { XCTAssertNil(choices.set(c.key, to: o.value)) }
            XCTAssertNotNil(choices.set(c.key, to: "nonsense"))
        }
    }
}
