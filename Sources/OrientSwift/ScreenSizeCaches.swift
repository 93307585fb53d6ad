import OrientFacts
import SwiftSyntax

/// Static and global stored properties whose initial value reads the screen's size (`ScreenSizeCacheFact`):
/// `static let screenW = UIScreen.main.bounds.size.width`, `let screenSize = UIScreen.main.bounds.size` at file
/// level, a closure run once (`= { UIScreen.main.bounds.width }()`). A computed property reads it again each time
/// and is not one; neither is an instance property (made again with its object). The status bar's frame is kept
/// the same way (`let statusBarHeight = UIApplication.shared.statusBarFrame.height`).
final class ScreenSizeCacheVisitor: SyntaxVisitor {
    unowned let extractor: FileExtractor
    var caches: [ScreenSizeCacheFact] = []

    init(_ extractor: FileExtractor) {
        self.extractor = extractor
        super.init(viewMode: .sourceAccurate)
    }

    /// Whether a file can hold one (such files are read whole).
    static func mayHold(_ text: String) -> Bool {
        text.hasBytes("UIScreen.main.") || text.hasBytes(ScreenSizeCacheFact.statusBarRead)
    }

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
            guard let read = ScreenSizeCacheFact.screenReads.first(where: { text.contains($0) }),
                Self.keepsASize(value, text: text)
            else { continue }
            caches.append(
                ScreenSizeCacheFact(
                    name: name, inType: atFileLevel ? nil : Resolver.enclosingTypeName(Syntax(node)),
                    read: Self.readAsWritten(text, from: read), location: extractor.location(Syntax(binding))))
        }
        return .skipChildren
    }

    /// Calls whose result is still a size when given the screen's: geometry, numbers, rounding.
    static let sizeCalls: Set<String> = [
        "CGSize", "CGRect", "CGPoint", "CGFloat", "Double", "Float", "Int", "UInt", "min", "max", "floor", "ceil",
        "round", "abs", "UIEdgeInsets", "NSDirectionalEdgeInsets", "init"
    ]

    /// Whether the value keeps the size the screen has when it is first read: a read run then (not in a closure
    /// kept for later, `Task { … }`), that stays a size (not a window or view made with it, whose size UIKit
    /// manages, nor a comparison with a constant that picks a device class, `bounds.width <= 320`), and that
    /// depends on the orientation (not `max(width, height)`, the long side whatever the orientation).
    static func keepsASize(_ value: ExprSyntax, text: String) -> Bool {
        if (text.contains("max(") || text.contains("min(")) && text.contains("width") && text.contains("height") {
            return false
        }
        final class Reads: SyntaxVisitor {
            var found: [MemberAccessExprSyntax] = []
            override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
                let name = node.declName.baseName.text
                if name == "bounds" || name == "applicationFrame", node.base?.trimmedDescription == "UIScreen.main" {
                    found.append(node)
                }
                if name == ScreenSizeCacheFact.statusBarRead { found.append(node) }
                return .visitChildren
            }
        }
        let reads = Reads(viewMode: .sourceAccurate)
        reads.walk(value)
        return reads.found.contains { read in
            var current = read.parent
            while let n = current, n.position >= value.position, n != value.parent {
                if let closure = n.as(ClosureExprSyntax.self) {
                    // Run once where it is declared only when called right away: `{ … }()`.
                    guard let call = closure.parent?.as(FunctionCallExprSyntax.self),
                        call.calledExpression.as(ClosureExprSyntax.self) == closure, call.arguments.isEmpty
                    else { return false }
                }
                if let call = n.as(FunctionCallExprSyntax.self), call.calledExpression.as(ClosureExprSyntax.self) == nil
                {
                    let callee =
                        call.calledExpression.trimmedDescription.split(separator: ".").last.map(String.init) ?? ""
                    if !sizeCalls.contains(callee) { return false }
                }
                if let list = n.as(ExprListSyntax.self),
                    list.contains(where: {
                        ["<", "<=", ">", ">=", "==", "!="].contains($0.as(BinaryOperatorExprSyntax.self)?.operator.text)
                    })
                {
                    return false
                }
                current = n.parent
            }
            return true
        }
    }

    /// The read with the members that follow it: `UIScreen.main.bounds.size.width`.
    static func readAsWritten(_ text: String, from read: String) -> String {
        guard let range = text.range(of: read) else { return read }
        let tail = text[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" }
        return read + tail
    }
}
