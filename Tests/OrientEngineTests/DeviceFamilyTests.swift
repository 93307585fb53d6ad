import OrientEngine
import XCTest

/// Which device classes an app runs on, for every combination of the families UIKit knows: the one answer
/// `orient check`, `orient explore` and the engine share (R2.3).
final class DeviceFamilyTests: XCTestCase {
    func testEveryCombinationOfFamilies() {
        let known = [1, 2, 3, 4, 6, 7]
        for bits in 0..<(1 << known.count) {
            let numbers = known.indices.filter { bits & (1 << $0) != 0 }.map { known[$0] }
            let family = DeviceFamily(numbers)
            let classes = family.deviceClasses
            if numbers.contains(1) {
                XCTAssertEqual(classes, [.iphoneHomeButton, .iphoneFaceID, .ipad], "\(numbers)")
                XCTAssertEqual(family.iPhoneClasses, [.iphoneHomeButton, .iphoneFaceID])
            } else {
                XCTAssertEqual(classes, [.ipad], "\(numbers)")
                XCTAssertEqual(family.iPhoneClasses, [])
            }
            // The idiom the app runs with: an iPhone app without iPad in its families runs as one on iPad.
            XCTAssertEqual(family.appIdiom(on: .phone), .phone)
            XCTAssertEqual(family.appIdiom(on: .pad), numbers.contains(2) ? .pad : .phone, "\(numbers)")
            XCTAssertEqual(family.appIdiom(on: .vision), numbers.contains(2) ? .pad : .phone, "\(numbers)")
        }
    }

    func testTheSettingAndThePlistSpellings() {
        XCTAssertEqual(DeviceFamily(setting: "1,2"), [1, 2])
        XCTAssertEqual(DeviceFamily(setting: "1, 2"), [1, 2])
        XCTAssertEqual(DeviceFamily(setting: "2 1 2"), [2, 1], "each once, in the order written")
        XCTAssertEqual(DeviceFamily(setting: "$(FAMILY)"), [])
        XCTAssertEqual(AppSpec().deviceFamily, .universal, "nothing declared: universal")
        XCTAssertEqual(AppSpec(plist: ["UIDeviceFamily": .array([.integer(2)])]).deviceFamily, [2])
        XCTAssertEqual(AppSpec(plist: ["UIDeviceFamily": .array([.string("1")])]).deviceFamily, [1])
        XCTAssertEqual(AppSpec(plist: ["UIDeviceFamily": .integer(1)]).deviceFamily, [1])
        XCTAssertEqual(AppSpec(plist: ["UIDeviceFamily": .array([])]).deviceFamily, .universal)
    }

    /// R3.2: the spellings UIKit tries on each device, in order.
    func testInfoPlistKeyLookupOrder() {
        let key = InfoPlistKey.supportedInterfaceOrientations
        XCTAssertEqual(key.lookupOrder(idiom: .pad), ["UISupportedInterfaceOrientations~ipad", key.rawValue])
        XCTAssertEqual(key.lookupOrder(idiom: .phone), ["UISupportedInterfaceOrientations~iphone", key.rawValue])
        XCTAssertEqual(
            key.lookupOrder(idiom: .phone, iPod: true),
            ["UISupportedInterfaceOrientations~ipod", "UISupportedInterfaceOrientations~iphone", key.rawValue])
        XCTAssertEqual(key.spellings.count, 4)
        for k in InfoPlistKey.allCases {
            for spelling in k.spellings { XCTAssertEqual(InfoPlistKey(spelling: spelling), k, spelling) }
        }
        XCTAssertNil(InfoPlistKey(spelling: "UISupportedInterfaceOrientations~ipda"))
        XCTAssertNil(InfoPlistKey(spelling: "UIStatusBarHidden"))
    }
}
