// Orientation facts from Swift sources, with swift-syntax: one parse and one walk per file.
// This is the only module of Orient that imports swift-syntax.

import Foundation
import OrientEngine
import OrientFacts
import OrientOutput
import OrientProject
import SwiftParser
import SwiftSyntax

public enum SwiftFacts {
    /// Files longer than this whose first lines say they are generated are reported and skipped.
    static let generatedLineLimit = 5000

    /// Which function bodies, accessors and closures are walked.
    public enum BodyReading: Sendable {
        /// Every one.
        case all
        /// Only those where a cheap scan of the bytes finds a word a fact there needs (`Scripts/bench-facts.sh`
        /// and the tests check that this drops nothing).
        case asNeeded
    }

    /// Reads the facts of one Swift file. `path` is how the file is shown.
    public static func extract(data: Data, path: String, bodies: BodyReading = .asNeeded) -> FileFacts {
        var facts = FileFacts(path: path, language: .swift)
        guard var source = String(validating: data, as: UTF8.self) else {
            let (message, line) = SourceBytes.notUTF8(data)
            facts.problems.append(
                Diagnostic(.warning, OrientOutput.SourceLocation(path, line: line), message + "; skipped"))
            return facts
        }
        var bytes = [UInt8](data)
        if let resolved = ConflictMarkers.firstSide(bytes) {
            facts.problems.append(
                Diagnostic(
                    .warning, OrientOutput.SourceLocation(path, line: resolved.firstLine),
                    ConflictMarkers.message(conflicts: resolved.conflicts)))
            bytes = resolved.bytes
            source = String(decoding: bytes, as: UTF8.self)
        }
        if let line = SourceScan.lineNestedTooDeep(bytes, limit: Limits.sourceNesting) {
            facts.problems.append(
                Diagnostic(
                    .warning, OrientOutput.SourceLocation(path, line: line),
                    "brackets nested more than \(Limits.sourceNesting) deep, or square brackets more than \(Limits.squareBracketNesting); skipped (no real code nests so deep, and the parser would take too long)"
                ))
            return facts
        }
        if SourceScan.isLargeGeneratedFile(bytes, limit: generatedLineLimit) {
            facts.problems.append(
                Diagnostic(
                    .info, OrientOutput.SourceLocation(path),
                    "a generated file of more than \(generatedLineLimit) lines; skipped"))
            return facts
        }
        // `@available (iOS 17.0, *)`: a space before an attribute's parenthesis, which the Swift 5 compiler accepts
        // and swift-syntax does not. Read as `@available( iOS 17.0, *)`: the same bytes moved, the same offsets.
        if let line = SourceScan.tightenAttributeArguments(&bytes) {
            facts.problems.append(
                Diagnostic(
                    .info, OrientOutput.SourceLocation(path, line: line),
                    "an attribute with a space before its arguments (`@available (…)`, as the Swift 5 compiler accepts) is read as written without it"
                ))
        }
        var blankedTree: SourceFileSyntax?
        // A file that may turn device orientations into interface ones by name, or decide from the device's
        // orientation, is read whole: the branches that do it hold none of the words that keep a body
        // (NameConversions.swift, DeviceOrientationReads.swift).
        let conversions = NameConversionVisitor.mayHold(source)
        let deviceReads = DeviceOrientationReadVisitor.mayHold(source)
        let previews = CameraPreviewVisitor.mayHold(source)
        let runtime = RuntimeUseVisitor.mayHold(source)
        let screenSizes = ScreenSizeCacheVisitor.mayHold(source)
        let frames = FixedFrameVisitor.mayHold(source)
        let selfSizing = source.hasBytes("autoresizingMask")
        if bodies == .asNeeded && !conversions && !deviceReads && !previews && !runtime && !screenSizes && !frames
            && !selfSizing
        {
            // Bodies no fact can come from are parsed as `{ }` (BodyBlanking.swift): same offsets, a fraction of
            // the nodes. Should the blanked text not parse, the file is parsed as written.
            var blanked = bytes
            if SourceScan.blankBodies(&blanked) > 0 {
                let candidate = blanked.withUnsafeBufferPointer { Parser.parse(source: $0) }
                if !candidate.hasError { blankedTree = candidate; bytes = blanked }
            }
        }
        let tree = blankedTree ?? bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        let extractor = FileExtractor(tree: tree, bytes: bytes, facts: facts, bodies: bodies)
        extractor.run()
        if tree.hasError {
            // swift-syntax recovers from the error: the declarations that hold it are left out, the rest is read.
            let converter = SourceLocationConverter(fileName: path, tree: tree)
            let bad = tree.tokens(viewMode: .all).first {
                $0.presence == .missing || $0.parent?.is(UnexpectedNodesSyntax.self) == true
            }
            let line = bad.map { converter.location(for: $0.positionAfterSkippingLeadingTrivia).line }
            let lines = extractor.leftOut.compactMap(\.line).map(String.init)
            extractor.facts.problems.append(
                Diagnostic(
                    .info, OrientOutput.SourceLocation(path, line: line),
                    "does not parse as Swift; "
                        + (lines.isEmpty
                            ? "the error is in no declaration, the file is read"
                            : "the declaration\(lines.count == 1 ? "" : "s") at line\(lines.count == 1 ? "" : "s") \(lines.joined(separator: ", ")) left out, the rest read")
                ))
        }
        if conversions {
            let visitor = NameConversionVisitor(extractor)
            visitor.walk(tree)
            extractor.facts.nameConversions = visitor.facts
        }
        if deviceReads {
            let visitor = DeviceOrientationReadVisitor(extractor)
            visitor.walk(tree)
            extractor.facts.deviceOrientationReads = visitor.reads
            extractor.facts.deviceOrientationCallbacks = visitor.callbacks
        }
        if previews {
            let rotated =
                CameraPreviewFact.rotates(source) && !CameraPreviewVisitor.setsOneOrientationOnce(tree, source: source)
                && !CameraPreviewVisitor.turnsOnlyAtSetup(tree, source: source)
            let visitor = CameraPreviewVisitor(extractor, rotated: rotated)
            visitor.walk(tree)
            extractor.facts.cameraPreviews = visitor.previews
            extractor.facts.turnsPreviewLayers = rotated
        }
        if screenSizes {
            let visitor = ScreenSizeCacheVisitor(extractor)
            visitor.walk(tree)
            extractor.facts.screenSizeCaches = visitor.caches
        }
        if frames {
            let visitor = FixedFrameVisitor(extractor, source: source)
            visitor.walk(tree)
            extractor.facts.fixedFrames = visitor.frames()
        }
        if selfSizing {
            let visitor = SelfSizingViewVisitor(viewMode: .sourceAccurate)
            visitor.walk(tree)
            extractor.facts.selfSizingViews = visitor.types
        }
        if runtime {
            let visitor = RuntimeUseVisitor(extractor)
            visitor.walk(tree)
            extractor.facts.runtimeUses = visitor.uses
        }
        // In source order, however the bodies were walked.
        var result = extractor.facts
        result.presentations.sort { $0.location < $1.location }
        result.pushes.sort { $0.location < $1.location }
        result.windowRoots.sort { $0.location < $1.location }
        result.rotations.sort { $0.location < $1.location }
        result.assignments.sort { $0.location < $1.location }
        result.maskTests.sort { $0.location < $1.location }
        return result
    }
}

extension SwiftFacts {
    /// A bare swift-syntax parse, for the benchmark baseline (`Scripts/bench-facts.sh`): the tree's node count.
    public static func parseOnly(_ data: Data) -> Int {
        guard let source = String(validating: data, as: UTF8.self) else { return 0 }
        let tree = Parser.parse(source: source)
        return tree.totalLength.utf8Length
    }

    /// Whether the text parses as Swift without an error (for tests, which do not import swift-syntax).
    static func parses(_ text: String) -> Bool { !Parser.parse(source: text).hasError }
}

/// What an expression is expected to evaluate to.
enum Expect { case mask, orientation, bool }
