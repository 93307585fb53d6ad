import Foundation
import XCTest

// Locks made on one kind of device only.
extension ReactNativeAppTests {
    /// Blind first run (bc-wallet): `if (!isTablet()) lock…` locks phones only, so a multitasking iPad ignores
    /// nothing, and the lock is never undone on iPhones alone; the same lock without the test is ignored on iPad.
    func testALockMadeOnPhonesOnlyAsksTheIPadNothing() throws {
        func places(_ condition: String) throws -> Set<String> {
            let screen = Self.video.replacingOccurrences(
                of: "    ScreenOrientation.lockAsync(",
                with: "    \(condition)ScreenOrientation.lockAsync(")
            return try check(["src/VideoScreen.tsx": screen]).places
        }
        let phones = try places("if (!DeviceInfo.isTablet()) ")
        XCTAssertFalse(phones.contains { $0.hasPrefix("controller_orientation_ignored_on_ipad") }, "\(phones)")
        XCTAssertTrue(phones.contains { $0.hasPrefix("orientation_lock_never_released") }, "\(phones)")
        // The same test as an `&&` guard (a blind first run: templewallet's `!isTablet() && lockToPortrait()`).
        let guarded = try places("!DeviceInfo.isTablet() && ")
        XCTAssertFalse(guarded.contains { $0.hasPrefix("controller_orientation_ignored_on_ipad") }, "\(guarded)")
        let everywhere = try places("")
        XCTAssertTrue(everywhere.contains("controller_orientation_ignored_on_ipad warning src/VideoScreen.tsx:6"))
        let tablets = try places("if (DeviceInfo.isTablet()) ")
        XCTAssertTrue(tablets.contains { $0.hasPrefix("controller_orientation_ignored_on_ipad") }, "\(tablets)")
    }
}
