import OrientEngine
import XCTest

@testable import OrientFacts

/// The shipped table of open-source base classes: one row per name, none shadowing UIKit, each with its source.
final class ExternalBaseClassTests: XCTestCase {
    func testTheTableIsWellFormed() {
        let names = ExternalBaseClass.all.map(\.name)
        XCTAssertEqual(Set(names).count, names.count, "one row per name")
        for row in ExternalBaseClass.all {
            XCTAssertNil(UIKitClasses.controllers[row.name], row.name)
            XCTAssertTrue(row.source.contains("@") && row.source.contains("/"), "\(row.name): \(row.source)")
            XCTAssertFalse(row.module.isEmpty, row.name)
            XCTAssertEqual(row.kind.isContainer, row.uikitBase != "UIViewController", row.name)
        }
    }

    func testNamesAsTheCodeSpellsThem() {
        XCTAssertEqual(ExternalBaseClass.named("FormViewController")?.module, "Eureka")
        XCTAssertEqual(ExternalBaseClass.named("Eureka.FormViewController")?.module, "Eureka")
        XCTAssertNil(ExternalBaseClass.named("Other.FormViewController"))
        XCTAssertEqual(ExternalBaseClass.named("YPImagePicker")?.value, .mask(.portrait))
        XCTAssertNil(ExternalBaseClass.named("MessagesViewController")?.value, "UIKit's default")
    }
}
