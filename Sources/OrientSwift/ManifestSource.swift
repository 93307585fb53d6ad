import Foundation
import OrientOutput
import OrientProject
import SwiftParser
import SwiftSyntax

/// A manifest's Swift (a `Package.swift`, a Tuist manifest or helper), parsed with the bounds every Swift source
/// of the app gets (issue 28): manifests come from the repository too, and swift-syntax's parser takes time
/// exponential in nested square brackets. Real manifests are a few kilobytes and nest a few levels.
enum ManifestSource {
    /// The parsed tree, or why the manifest is not parsed.
    static func parse(_ data: Data) -> Result<SourceFileSyntax, ManifestProblem> {
        guard data.count <= Limits.manifestBytes else {
            return .failure(ManifestProblem(line: nil, message: "larger than \(Limits.manifestBytes / 1_000_000) MB"))
        }
        let bytes = [UInt8](data)
        guard String(validating: bytes, as: UTF8.self) != nil else {
            let bad = SourceBytes.notUTF8(bytes)
            return .failure(ManifestProblem(line: bad.line, message: bad.message))
        }
        if let line = SourceScan.lineNestedTooDeep(bytes, limit: Limits.sourceNesting) {
            return .failure(
                ManifestProblem(
                    line: line,
                    message:
                        "brackets nested more than \(Limits.sourceNesting) deep, or square brackets more than \(Limits.squareBracketNesting)"
                ))
        }
        return .success(bytes.withUnsafeBufferPointer { Parser.parse(source: $0) })
    }
}

/// Why a manifest was not parsed, with the line where it shows.
struct ManifestProblem: Error {
    var line: Int?
    var message: String
}
