import Foundation
import OrientEngine
import XCTest
@testable import OrientProject

/// Orient's binary property list reader: the same values as Foundation's on good files, and an error, never a
/// crash, on broken ones.
final class BinaryPlistTests: XCTestCase {
    /// Every XML plist of the fixtures, written as binary by Foundation, reads back to the same values.
    func testTheSameValuesAsFoundation() throws {
        let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let walker = FileManager.default.enumerator(atPath: repo.path + "/Tests")
        var checked = 0
        while let relative = walker?.nextObject() as? String {
            guard relative.hasSuffix(".plist"),
                let data = FileManager.default.contents(atPath: repo.path + "/Tests/" + relative),
                let object = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil),
                let binary = try? PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0)
            else { continue }
            XCTAssertEqual(try BinaryPlist.parse(binary), PlistValue(foundation: object), relative)
            checked += 1
        }
        XCTAssertGreaterThan(checked, 5)
    }

    /// Found by `Fuzz/run.sh plist`: a broken binary plist that crashed Foundation's reader on Linux.
    func testTheFuzzedCrashIsAnError() {
        let crash = Data(
            base64Encoded:
                "YnBsaXN0MDDFAQIDBAUGBwgLDA0QXxASQ0ZCdW5kbGVJZGVudGlmaWVyXlVJRGV2aWNlRmFtaWx5XxAWVUlMYXVuY2hTdG9yeWJvYXJkTmFtZV8QFFVJUmVxdWlyZXNGdWxsU2NyZWVuXxAgVUlTdUJhclN0eWxlRGVmYXVsdDwvc3RyaW5nPgoJPGtleT5VSVN1cHBvcnRlZEludGVyZmFjY2FwZVJpZ2h0pBESDg9fEB5VSUludGVyZmFjZU9yaWVudGF0aW9uUG9sdHIBAAAAEChVSUludGVyZmFjZU9yaWVudGF0aW9uUG9ydHJhaXRVcHNpZGVEb3duAAgAFQAqADQAUgBpAIwAtADJAMwAzgDQAN0A3gDhAQcBLgEzAVQAAAAAAAACAQAAAAAAAAAOD18QHlVJSW50ZXJmYWNlT3JpZW50YXRpb25Qb2x0cgEAAAAQKFVJSW50ZXJmYWNlT3JpZW50YXRpb25Qb3J0cmFpdFVwc2lkZURvd24ACAAVACoANABSAGkAjAC0AMkAzADOANAA3QDeAOEBBwEuATMBVAAAAAAAAAIBAAAAAAAAABMAAAAAAAAAAAAAAAAAAAF/"
        )!
        // Read without crashing: its top object is no longer a dictionary.
        let (file, diagnostics) = PlistFile.parse(crash, path: "Info.plist")
        XCTAssertNil(file)
        XCTAssertEqual(diagnostics.map(\.severity), [.error], "\(diagnostics)")
    }

    /// Found by `Fuzz/run.sh plist`: XML whose last tag never closes crashed the scan for key lines.
    func testAnUnclosedLastTagIsNoCrash() {
        let crash = Data(
            base64Encoded:
                "PD8BAAAAAAAABHhtbCB2LTQiPz4KPCFET0NUWVBFIGVyc2lvbj0iMC4wIj4KPGRpY3Q+Cgk8a2V5PkNGQnVuZGxlSWRleHRpZmllcjwva2V5PgoJPHN0cmluZz50djwvc3RyaW5nPgo8L2RpY3Q+Cj08Lz0iMC4wIj4KPGRpY3Q+Cgk8a2V5"
        )!
        _ = PlistFile.parse(crash, path: "Info.plist")
        XCTAssertEqual(XMLPlistLines.scan("<plist><dict><key>A</key><string>b</string></dict><key").keys, ["A": 1])
        _ = XMLPlistLines.scan("<dict><key>A</key><array><string")
    }

    /// Hand-made hostile files: an array that holds itself, references that expand exponentially, offsets out of
    /// the file.
    func testHostileStructures() {
        func plist(_ objects: [[UInt8]], top: Int = 0, refSize: UInt8 = 1) -> Data {
            var body: [UInt8] = Array("bplist00".utf8)
            var offsets: [Int] = []
            for o in objects { offsets.append(body.count); body += o }
            let table = body.count
            for o in offsets { body.append(UInt8(o >> 8)); body.append(UInt8(o & 0xFF)) }
            var trailer = [UInt8](repeating: 0, count: 6) + [2, refSize]
            for v in [objects.count, top, table] {
                for k in (0..<8).reversed() { trailer.append(UInt8((v >> (8 * k)) & 0xFF)) }
            }
            return Data(body + trailer)
        }
        // [self]
        XCTAssertThrowsError(try BinaryPlist.parse(plist([[0xA1, 0]])))
        // 60 levels of [x, x]: 2^60 values if expanded.
        var levels: [[UInt8]] = []
        for i in 0..<60 { levels.append([0xA2, UInt8(i + 1), UInt8(i + 1)]) }
        levels.append([0x09])
        let start = Date()
        XCTAssertThrowsError(try BinaryPlist.parse(plist(levels)))
        XCTAssertLessThan(Date().timeIntervalSince(start), 10)
        // A reference past the objects, a string longer than the file.
        XCTAssertThrowsError(try BinaryPlist.parse(plist([[0xA1, 9]])))
        XCTAssertThrowsError(
            try BinaryPlist.parse(plist([[0x5F, 0x13, 0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]])))
        // A good one: { "a": true }
        XCTAssertEqual(
            try BinaryPlist.parse(plist([[0xD1, 1, 2], [0x51, 0x61], [0x09]])), .dictionary(["a": .bool(true)]))
    }
}
