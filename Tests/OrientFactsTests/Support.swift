import OrientOutput
import Foundation
import OrientFacts
import OrientSwift
import XCTest

enum Fixture {
    static let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").path
    static func data(_ relative: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: dir + "/" + relative))
    }
    static func swift(_ relative: String) throws -> FileFacts {
        SwiftFacts.extract(data: try data(relative), path: (relative as NSString).lastPathComponent)
    }
    static func objc(_ relative: String) throws -> FileFacts {
        ObjCFacts.extract(data: try data(relative), path: (relative as NSString).lastPathComponent)
    }
    static func swiftSource(_ text: String) -> FileFacts { SwiftFacts.extract(data: Data(text.utf8), path: "T.swift") }
    static func objcSource(_ text: String) -> FileFacts { ObjCFacts.extract(data: Data(text.utf8), path: "T.m") }
}

extension FileFacts {
    func type(_ name: String, _ kind: TypeFact.Kind? = nil) -> TypeFact? {
        types.first { $0.name == name && (kind == nil || $0.kind == kind) }
    }
    func member(_ type: String, _ member: Member) -> MemberFact? {
        self.type(type)?.members.first { $0.member == member }
    }
}

func loc(_ file: String, _ line: Int, _ column: Int) -> SourceLocation {
    SourceLocation(file: file, line: line, column: column)
}
