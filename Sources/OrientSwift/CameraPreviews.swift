import OrientFacts
import SwiftSyntax

/// Where the code creates a camera preview layer (`AVCaptureVideoPreviewLayer(session:)`, `.init`, or a view
/// whose `layerClass` is `AVCaptureVideoPreviewLayer.self`), with whether the file turns it (`CameraPreviewFact`).
final class CameraPreviewVisitor: SyntaxVisitor {
    unowned let extractor: FileExtractor
    let rotated: Bool
    var previews: [CameraPreviewFact] = []

    init(_ extractor: FileExtractor, rotated: Bool) {
        self.extractor = extractor
        self.rotated = rotated
        super.init(viewMode: .sourceAccurate)
    }

    /// Whether a file can hold one (such files are read whole).
    static func mayHold(_ text: String) -> Bool {
        text.hasBytes("AVCaptureVideoPreviewLayer") || text.hasBytes("PreviewLayer(")
    }

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        CompiledForIOS.holds(node) ? .visitChildren : .skipChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let called = node.calledExpression.trimmedDescription
        if called == "AVCaptureVideoPreviewLayer" || called == "AVCaptureVideoPreviewLayer.init" {
            record(Syntax(node))
        } else if case let name = called.hasSuffix(".init") ? String(called.dropLast(5)) : called,
            name.hasSuffix("PreviewLayer"), name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
            node.arguments.isEmpty || node.arguments.first?.label?.text == "session"
        {
            // An app's own subclass, perhaps (a blind first run, Digital Health Pass's
            // `QRCodeCaptureVideoPreviewLayer`): kept once every file says whether it is one.
            record(Syntax(node), layerClass: name)
        }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        // `override class var layerClass: AnyClass { AVCaptureVideoPreviewLayer.self }`
        if node.declName.baseName.text == "self", node.base?.trimmedDescription == "AVCaptureVideoPreviewLayer" {
            record(Syntax(node))
        }
        return .visitChildren
    }

    func record(_ node: Syntax, layerClass: String? = nil) {
        previews.append(
            CameraPreviewFact(
                inType: Resolver.enclosingTypeName(node), location: extractor.location(node), rotated: rotated,
                layerClass: layerClass))
    }
}

extension CameraPreviewVisitor {
    /// Whether the file's only turns of a preview are one constant orientation, set where they stand
    /// (`layer.connection?.videoOrientation = .portrait` where the preview is made, a blind first run: OldOS's
    /// SwiftUI camera): the image then stays in that orientation whatever the interface does. A constant set in a
    /// branch (`case .landscapeLeft: … = .landscapeRight`) is a turn.
    static func setsOneOrientationOnce(_ tree: SourceFileSyntax, source: String) -> Bool {
        guard !CameraPreviewFact.rotationWords.contains(where: { $0 != "videoOrientation" && source.contains($0) })
        else { return false }
        let uses = tree.tokens(viewMode: .sourceAccurate).filter { $0.tokenKind == .identifier("videoOrientation") }
        // Every use sets the same constant (the preview's and the data outputs' connections alike, a blind first
        // run: iOS-Depth-Sampler's video and depth outputs both set to `.portrait`): nothing follows the interface.
        let constants = uses.map(constantSet)
        guard !constants.isEmpty, let first = constants[0], constants.allSatisfy({ $0 == first }) else { return false }
        return true
    }

    /// `x.videoOrientation = .portrait` outside any branch or closure: the constant's name; nil for another use.
    private static func constantSet(_ use: TokenSyntax) -> String? {
        guard let member = use.parent?.parent?.as(MemberAccessExprSyntax.self),
            let sequence = member.parent?.parent?.as(SequenceExprSyntax.self)
        else { return nil }
        let items = Array(sequence.elements)
        guard items.count == 3, items[0].id == member.id, items[1].is(AssignmentExprSyntax.self),
            let value = items[2].as(MemberAccessExprSyntax.self),
            value.base == nil || value.base?.trimmedDescription == "AVCaptureVideoOrientation"
        else { return nil }
        var current = Syntax(sequence)
        while let parent = current.parent, !parent.is(FunctionDeclSyntax.self) {
            if parent.is(SwitchCaseSyntax.self) || parent.is(IfExprSyntax.self) || parent.is(ClosureExprSyntax.self)
                || parent.is(TernaryExprSyntax.self)
            {
                return nil
            }
            current = parent
        }
        return value.declName.baseName.text
    }
}
