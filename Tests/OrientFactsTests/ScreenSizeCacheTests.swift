import Foundation
import XCTest

@testable import OrientFacts
@testable import OrientSwift

/// Swift statics and globals that keep the screen's size, or the status bar's height, from their first read
/// (screen_size_read_once), and what reads them again.
final class ScreenSizeCacheTests: XCTestCase {
    func caches(_ source: String) -> [ScreenSizeCacheFact] {
        SwiftFacts.extract(data: Data(source.utf8), path: "x.swift").screenSizeCaches
    }

    /// Blind first run (DesignCode): a global status-bar height, read through the key window's scene.
    func testAStatusBarHeightKeptOnce() {
        let found = caches(
            """
            import UIKit
            let window = UIApplication.shared.windows.filter { $0.isKeyWindow }.first
            let statusBarHeight = window?.windowScene?.statusBarManager?.statusBarFrame.height ?? 0
            enum Metrics {
                static let top: CGFloat = UIApplication.shared.statusBarFrame.size.height + 44
                static var live: CGFloat { UIApplication.shared.statusBarFrame.height }
            }
            final class Header: UIView {
                let inset = UIApplication.shared.statusBarFrame.height
            }
            """)
        XCTAssertEqual(found.map(\.name), ["statusBarHeight", "top"])
        XCTAssertEqual(found.map(\.read), ["statusBarFrame.height", "statusBarFrame.size.height"])
        XCTAssertEqual(found.map(\.readsStatusBar), [true, true])
        XCTAssertEqual(found.map(\.location.line), [3, 5])
    }

    func testTheScreensSizeIsNoStatusBar() {
        let found = caches("import UIKit\nlet screen = UIScreen.main.bounds\n")
        XCTAssertEqual(found.map(\.name), ["screen"])
        XCTAssertEqual(found.map(\.readsStatusBar), [false])
    }
}
