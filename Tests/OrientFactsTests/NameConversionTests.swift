import OrientFacts
import XCTest

/// Device orientations turned into interface orientations by case name (R1.3): the shapes code writes it in, and
/// the ones that are right or say nothing about types.
final class NameConversionTests: XCTestCase {
    func sides(_ text: String) -> [String] {
        Fixture.swiftSource(text).nameConversions.map { "\($0.side) \($0.target) \($0.location.line ?? 0)" }
    }

    func testSwitchExpressionsAssignmentsAndTernaries() {
        // A switch expression bound to a typed constant; a property assigned in a branch; a ternary returned.
        XCTAssertEqual(
            sides(
                """
                import UIKit
                final class Lock {
                    var cached: UIInterfaceOrientation? = nil
                    func request(_ scene: UIWindowScene) {
                        let device = UIDevice.current.orientation
                        let mask: UIInterfaceOrientationMask = switch device {
                        case .landscapeLeft: .landscapeLeft
                        default: .landscape
                        }
                        _ = mask
                    }
                    func cache() {
                        switch UIDevice.current.orientation {
                        case .landscapeRight: self.cached = .landscapeRight
                        default: break
                        }
                    }
                    func side(_ o: UIDeviceOrientation) -> UIInterfaceOrientation {
                        o == .landscapeLeft ? .landscapeLeft : .portrait
                    }
                }
                """),
            [
                "landscapeLeft UIInterfaceOrientationMask 7", "landscapeRight UIInterfaceOrientation 14",
                "landscapeLeft UIInterfaceOrientation 19"
            ])
    }

    func testUnknownTypesAndRightConversionsSayNothing() {
        // The subject's type is not declared (a value from elsewhere); the target is a closure's result.
        XCTAssertEqual(
            sides(
                """
                import UIKit
                func f(_ o: SomeOrientation) -> UIInterfaceOrientation {
                    switch o { case .landscapeLeft: return .landscapeLeft; default: return .portrait }
                }
                let g: (UIDeviceOrientation) -> UIInterfaceOrientation = { d in
                    switch d { case .landscapeLeft: return .landscapeLeft; default: return .portrait }
                }
                """), [])
        // A file that converts one side crosswise knows the rule.
        XCTAssertEqual(
            sides(
                """
                import UIKit
                func a(_ d: UIDeviceOrientation) -> UIInterfaceOrientation {
                    switch d { case .landscapeLeft: return .landscapeRight; default: return .portrait }
                }
                func b(_ d: UIDeviceOrientation) -> UIInterfaceOrientationMask {
                    switch d { case .landscapeLeft: return .landscapeLeft; default: return .portrait }
                }
                """), [])
    }

    func testObjectiveCComparisonsAndLabels() {
        let facts = Fixture.objcSource(
            """
            @implementation Helper
            - (void)update:(UIDeviceOrientation)o {
                if (o == UIDeviceOrientationLandscapeRight) {
                    self.mask = UIInterfaceOrientationMaskLandscapeRight;
                }
                switch (o) {
                    case UIDeviceOrientationLandscapeLeft: {
                        self.lock = UIInterfaceOrientationLandscapeLeft; break;
                    }
                    case UIDeviceOrientationPortrait: self.lock = UIInterfaceOrientationLandscapeRight; break;
                    default: break;
                }
            }
            @end
            """)
        XCTAssertEqual(
            facts.nameConversions.map { "\($0.side) \($0.target) \($0.location.line ?? 0)" },
            ["landscapeRight UIInterfaceOrientationMask 4", "landscapeLeft UIInterfaceOrientation 8"])
        let crosswise = Fixture.objcSource(
            """
            @implementation Helper
            - (void)update:(UIDeviceOrientation)o {
                self.a = o == UIDeviceOrientationLandscapeLeft ? UIInterfaceOrientationLandscapeRight : 0;
                self.b = o == UIDeviceOrientationLandscapeRight ? UIInterfaceOrientationLandscapeRight : 0;
            }
            @end
            """)
        XCTAssertEqual(crosswise.nameConversions.count, 0)
        // A constant compared with inside the branch is not what the branch gives.
        let compared = Fixture.objcSource(
            """
            @implementation Helper
            - (void)update:(UIDeviceOrientation)o {
                switch (o) {
                    case UIDeviceOrientationLandscapeLeft:
                        if (self.current == UIInterfaceOrientationLandscapeLeft) { return; }
                        [self turn];
                        break;
                    default: break;
                }
            }
            @end
            """)
        XCTAssertEqual(compared.nameConversions.count, 0)
    }
}
