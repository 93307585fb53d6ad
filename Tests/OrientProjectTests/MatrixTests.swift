import OrientOutput
import Foundation
import OrientEngine
import XCTest
@testable import OrientProject

final class MatrixTests: XCTestCase {
    let ios26 = OSVersion(26), ios27 = OSVersion(27)

    func matrix(_ target: TargetInfo, os: OSVersion = OSVersion(26), sdk: OSVersion? = nil) -> [DeviceClass:
        TargetMatrix.Row]
    {
        Dictionary(uniqueKeysWithValues: TargetMatrix(target, os: os, sdk: sdk ?? os).rows.map { ($0.deviceClass, $0) })
    }

    func launch(_ row: TargetMatrix.Row?) -> OrientationMask? {
        guard let row else { return nil }
        return OrientationMask(orientations: row.cells.filter { $0.launch == true }.map(\.orientation))
    }

    func testSamplePlayer() throws {
        let rows = matrix(try ProjectScan.read(Fixture.sample).target("Player"))
        XCTAssertEqual(launch(rows[.iphoneHomeButton]), .landscape)
        XCTAssertEqual(launch(rows[.iphoneFaceID]), .landscape)
        // iPhone only: the iPad runs it in compatibility mode with the iPhone key (R2.3).
        XCTAssertEqual(launch(rows[.ipad]), .landscape)
        XCTAssertEqual(rows[.ipad]?.compatibilityMode, true)
        XCTAssertEqual(rows[.ipad]?.controllersConsulted, true)
        let kiosk = matrix(try ProjectScan.read(Fixture.sample).target("Kiosk"))
        XCTAssertEqual(kiosk[.iphoneHomeButton]?.installable, false)
        XCTAssertEqual(kiosk[.ipad]?.multitasking, true, "no orientation key: UIKit's default is all four")
        XCTAssertEqual(kiosk[.ipad]?.controllersConsulted, false)
        XCTAssertEqual(rows[.iphoneHomeButton]?.controllersConsulted, true)
        let portrait = try XCTUnwrap(rows[.iphoneHomeButton]?.cells.first { $0.orientation == .portrait })
        XCTAssertEqual(
            portrait.reasons,
            [
                "UISupportedInterfaceOrientations (Player/Info.plist:21) does not list UIInterfaceOrientationPortrait (R3.1)"
            ])
        let upsideDown = try XCTUnwrap(rows[.iphoneFaceID]?.cells.first { $0.orientation == .portraitUpsideDown })
        XCTAssertEqual(upsideDown.reasons, ["Face ID iPhones never show the interface upside down (R2.2)"])
    }

    /// The seed-000 workaround per configuration and SDK: UIRequiresFullScreen in Release only, ignored with the 27 SDK.
    func testSampleGalleryAcrossConfigurationsAndSDKs() throws {
        let release = try ProjectScan.read(Fixture.sample).target("Gallery")
        XCTAssertEqual(matrix(release)[.ipad]?.multitasking, false)
        XCTAssertEqual(matrix(release)[.ipad]?.controllersConsulted, true)
        XCTAssertTrue(
            matrix(release)[.ipad]?.notes.contains {
                $0.contains(
                    "UIRequiresFullScreen = YES (INFOPLIST_KEY_UIRequiresFullScreen at Config/Gallery.xcconfig:10) opts out (R11.2)"
                )
            } ?? false)
        XCTAssertEqual(matrix(release, os: ios27, sdk: ios27)[.ipad]?.multitasking, true)
        XCTAssertEqual(matrix(release, os: ios27, sdk: ios26)[.ipad]?.multitasking, false)
        let debug = try ProjectScan.read(Fixture.sample, configuration: "Debug").target("Gallery")
        XCTAssertEqual(matrix(debug)[.ipad]?.multitasking, true)
    }

    func testSampleReaderTraps() throws {
        let reader = try ProjectScan.read(Fixture.sample).target("Reader")
        let m = TargetMatrix(reader, os: ios26, sdk: ios26)
        let rows = matrix(reader)
        XCTAssertEqual(
            launch(rows[.ipad]), [.portrait, .landscapeLeft, .landscapeRight],
            "~pad is not ~ipad: the plain key applies")
        XCTAssertEqual(rows[.ipad]?.plistKey, "UISupportedInterfaceOrientations")
        XCTAssertEqual(rows[.ipad]?.multitasking, false)
        XCTAssertTrue(
            m.notes.contains {
                $0.hasPrefix("UISupportedInterfaceOrientations~pad (Reader/Info.plist:14) is not a key UIKit reads")
            }, "\(m.notes)")
        XCTAssertTrue(
            m.notes.contains {
                $0.contains("is overridden by UISupportedInterfaceOrientations from Reader/Info.plist:7")
            })
        XCTAssertTrue(
            rows[.ipad]?.notes.contains(
                "UISupportedInterfaceOrientations holds 'UIInterfaceOrientationLandscape', which is not an orientation; UIKit ignores it (Reader/Info.plist:10)"
            ) ?? false)
        XCTAssertTrue(rows[.ipad]?.notes.contains { $0.contains("ITMS-90474") } ?? false)
    }

    func testIPhoneOnlyAppOnIPadAndIPadOnlyApp() throws {
        let legacy = try ProjectScan.read(Fixture.project("Xcode3")).target("Legacy")
        let rows = matrix(legacy)
        XCTAssertEqual(rows[.ipad]?.compatibilityMode, true)
        XCTAssertEqual(launch(rows[.ipad]), .landscape)
        XCTAssertNil(rows[.ipad]?.multitasking)
        var padOnly = legacy
        padOnly.plist.entries["UIDeviceFamily"] = PlistEntry(
            value: .array([.integer(2)]), source: .xcodeDefault(name: "TARGETED_DEVICE_FAMILY"), itemLines: [])
        let padRows = matrix(padOnly)
        XCTAssertEqual(padRows[.iphoneHomeButton]?.installable, false)
        XCTAssertEqual(padRows[.iphoneFaceID]?.installable, false)
        XCTAssertEqual(padRows[.ipad]?.installable, true)
    }

    func testUnknownIsNeverGuessed() throws {
        let scan = ProjectScan.read(Fixture.project("Xcode14"))
        for name in ["Catalyst", "Shared"] {
            for row in TargetMatrix(try scan.target(name), os: ios26, sdk: ios26).rows {
                XCTAssertTrue(row.cells.allSatisfy { $0.launch == nil && $0.afterLaunch == nil }, name)
                XCTAssertNil(row.controllersConsulted, name)
                XCTAssertTrue(row.cells.allSatisfy { $0.reasons.first?.hasPrefix("unknown: ") ?? false }, name)
            }
        }
    }

    /// Every combination of the plain, ~iphone and ~ipad keys (absent, or any of the 16 masks): each device reads
    /// its suffixed key, then the plain key, then UIKit's default (R3.2, R3.4); Face ID iPhones drop upside down (R2.2).
    func testKeySelectionSweep() throws {
        var target = try ProjectScan.read(Fixture.project("Xcode3")).target("Legacy")
        target.plist.entries["UIDeviceFamily"] = PlistEntry(
            value: .array([.integer(1), .integer(2)]), source: .xcodeDefault(name: "TARGETED_DEVICE_FAMILY"),
            itemLines: [])
        let masks: [OrientationMask?] = [nil] + (0..<16).map { OrientationMask(rawValue: UInt($0) << 1) }
        func array(_ m: OrientationMask) -> PlistValue {
            .array(InterfaceOrientation.upright.filter(m.contains).compactMap(\.plistName).map(PlistValue.string))
        }
        var checked = 0
        for plain in masks {
            for phone in masks {
                for pad in [nil, OrientationMask.all, [.portrait, .landscapeLeft, .landscapeRight], .landscape]
                    as [OrientationMask?]
                {
                    var t = target
                    for (key, m) in [
                        ("UISupportedInterfaceOrientations", plain), ("UISupportedInterfaceOrientations~iphone", phone),
                        ("UISupportedInterfaceOrientations~ipad", pad)
                    ] {
                        t.plist.entries[key] = m.map {
                            PlistEntry(value: array($0), source: .plist(SourceLocation("Info.plist")), itemLines: [])
                        }
                    }
                    let rows = matrix(t)
                    func expected(_ key: OrientationMask?, _ fallback: OrientationMask?, default d: OrientationMask)
                        -> OrientationMask
                    {
                        // An empty array takes the idiom default (choice emptyPlistArray = idiomDefault).
                        guard let m = key ?? fallback, !m.isEmpty else { return d }
                        return m
                    }
                    let phoneMask = expected(phone, plain, default: .allButUpsideDown)
                    XCTAssertEqual(launch(rows[.iphoneHomeButton]), phoneMask)
                    XCTAssertEqual(launch(rows[.iphoneFaceID]), phoneMask.subtracting(.portraitUpsideDown))
                    XCTAssertEqual(launch(rows[.ipad]), expected(pad, plain, default: .all))
                    checked += 1
                }
            }
        }
        XCTAssertEqual(checked, 17 * 17 * 4)
    }
}
