import OrientFacts
import XCTest

/// Values built with `try` or `await` are the values built (FlowCrypt sets its window root with `try Root(…)`).
final class TryAwaitTests: XCTestCase {
    func testControllersBuiltWithTryOrAwaitAreKnown() {
        let facts = Fixture.swiftSource(
            """
            import UIKit
            final class Startup {
                func start(_ window: UIWindow) async throws {
                    window.rootViewController = try Root(context: 1)
                    window.rootViewController?.present(try await Sheet.load(), animated: true)
                    let next = try? Next()
                    window.rootViewController = next
                }
            }
            """)
        XCTAssertEqual(facts.windowRoots.map(\.controller), ["Root", "Next"])
        XCTAssertEqual(facts.presentations.map(\.presented), ["Sheet.load()"])
    }
}
