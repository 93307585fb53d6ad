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
    static func mayHold(_ text: String) -> Bool { text.hasBytes("AVCaptureVideoPreviewLayer") }

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        CompiledForIOS.holds(node) ? .visitChildren : .skipChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let called = node.calledExpression.trimmedDescription
        if called == "AVCaptureVideoPreviewLayer" || called == "AVCaptureVideoPreviewLayer.init" {
            record(Syntax(node))
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

    func record(_ node: Syntax) {
        previews.append(
            CameraPreviewFact(
                inType: Resolver.enclosingTypeName(node), location: extractor.location(node), rotated: rotated))
    }
}
