import Foundation
import OrientProject
import OrientSwift
import XCTest

@testable import OrientCheck

extension TuistManifestTests {
    /// Blind first run (Vonage's VERA): an app's `infoPlist:` extended with a helper's values
    /// (`[…].merging(combinedPlistValues())`) is unknown, not missing: no "no Info.plist", and no missing launch
    /// screen said as an error.
    func testAnInfoPlistMadeByAHelperIsUnknown() throws {
        let dir = try write([
            "Tuist/Config.swift": "import ProjectDescription\nlet config = Config()\n",
            "App/Project.swift": """
            import ProjectDescription
            let project = Project(
                name: "App",
                targets: [
                    .target(
                        name: "App",
                        destinations: .iOS,
                        product: .app,
                        bundleId: "com.example.app",
                        infoPlist: .extendingDefault(
                            with: ["CFBundleName": "App"].merging(combinedPlistValues()) { _, new in new }),
                        sources: ["Sources/**"]
                    )
                ]
            )
            """,
            "App/Sources/A.swift": "import UIKit\nfinal class A: UIViewController {}\n"
        ])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let scan = ProjectScan.read(dir, tuist: TuistManifest.read)
        let app = try XCTUnwrap(scan.apps.first { $0.name == "App" })
        XCTAssertNotNil(app.plist.unknownFile)
        XCTAssertFalse(scan.diagnostics.contains { $0.message.contains("has no Info.plist") }, "\(scan.diagnostics)")
        let findings = Checker.run(scan: scan, facts: CodeReader.read(scan)).findings
        XCTAssertFalse(findings.contains { $0.ruleID == "ipad_multitasking_launch_screen" }, "\(findings)")
    }
}
