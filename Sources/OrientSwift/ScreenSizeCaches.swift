import OrientFacts
import SwiftSyntax

/// Static and global stored properties whose initial value reads the screen's size (`ScreenSizeCacheFact`):
/// `static let screenW = UIScreen.main.bounds.size.width`, `let screenSize = UIScreen.main.bounds.size` at file
/// level, a closure run once (`= { UIScreen.main.bounds.width }()`). A computed property reads it again each time
/// and is not one; neither is an instance property (made again with its object).
final class ScreenSizeCacheVisitor: SyntaxVisitor {
    unowned let extractor: FileExtractor
    var caches: [ScreenSizeCacheFact] = []

    init(_ extractor: FileExtractor) {
        self.extractor = extractor
        super.init(viewMode: .sourceAccurate)
    }

    /// Whether a file can hold one (such files are read whole).
    static func mayHold(_ text: String) -> Bool { text.hasBytes("UIScreen.main.") }

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        CompiledForIOS.holds(node) ? .visitChildren : .skipChildren
    }

    // Bodies hold locals, not statics or globals.
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let modifiers = node.modifiers.map(\.name.text)
        let atFileLevel = node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true
        guard modifiers.contains("static") || atFileLevel, !modifiers.contains("lazy") else { return .skipChildren }
        for binding in node.bindings where binding.accessorBlock == nil {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let value = binding.initializer?.value
            else { continue }
            let text = value.trimmedDescription
            guard let read = ScreenSizeCacheFact.screenReads.first(where: { text.contains($0) }) else { continue }
            caches.append(
                ScreenSizeCacheFact(
                    name: name, inType: atFileLevel ? nil : Resolver.enclosingTypeName(Syntax(node)),
                    read: Self.readAsWritten(text, from: read), location: extractor.location(Syntax(binding))))
        }
        return .skipChildren
    }

    /// The read with the members that follow it: `UIScreen.main.bounds.size.width`.
    static func readAsWritten(_ text: String, from read: String) -> String {
        guard let range = text.range(of: read) else { return read }
        let tail = text[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" }
        return read + tail
    }
}
