import OrientEngine
import OrientFacts
import SwiftSyntax

/// Uses of Orient's runtime library in a file that imports it (`RuntimeUseFact`): `screenOrientation` properties,
/// the `.screenOrientation(_:)` modifier, `OrientationHostingController(rootView:orientation:)`, and an
/// `OrientationManager`'s `lock(_:)` and `unlock()`.
final class RuntimeUseVisitor: SyntaxVisitor {
    unowned let extractor: FileExtractor
    var uses: [RuntimeUseFact] = []

    init(_ extractor: FileExtractor) {
        self.extractor = extractor
        super.init(viewMode: .sourceAccurate)
    }

    /// Whether a file can hold one (such files are read whole).
    static func mayHold(_ text: String) -> Bool { text.hasBytes("import OrientRuntime") }

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        CompiledForIOS.holds(node) ? .visitChildren : .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        for binding in node.bindings {
            guard binding.pattern.trimmedDescription == "screenOrientation" else { continue }
            var expression: ExprSyntax?
            if let value = binding.initializer?.value {
                expression = value
            } else if case .getter(let items)? = binding.accessorBlock?.accessors, items.count == 1 {
                expression =
                    items.first?.item.as(ExprSyntax.self)
                    ?? items.first?.item.as(ReturnStmtSyntax.self)?.expression
            }
            record(.declaration, expression, at: Syntax(binding.pattern))
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = node.calledExpression.trimmedDescription
        let first = node.arguments.first?.expression
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            let base = member.base?.trimmedDescription.lowercased() ?? ""
            if name == "screenOrientation", node.arguments.first?.label == nil {
                record(.declaration, first, at: Syntax(member.declName))
            } else if name == "lock", base.contains("orientationmanager") || base == "manager" {
                record(.lock, first, at: Syntax(member.declName))
            }
        } else if callee == "OrientationHostingController",
            let orientation = node.arguments.first(where: { $0.label?.text == "orientation" })
        {
            record(.declaration, orientation.expression, at: Syntax(node.calledExpression))
        }
        return .visitChildren
    }

    /// Any `unlock` in such a file, called or passed (`.onDisappear(perform: OrientationManager.shared.unlock)`,
    /// `let o = OrientationManager.shared; o.unlock()`): an unlock that is some other object's only keeps
    /// `orientation_lock_never_released` quiet, never makes it speak.
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if node.declName.baseName.text == "unlock" { record(.unlock, nil, at: Syntax(node.declName)) }
        return .visitChildren
    }

    func record(_ kind: RuntimeUseFact.Kind, _ expression: ExprSyntax?, at node: Syntax) {
        uses.append(
            RuntimeUseFact(
                kind: kind, inType: Resolver.enclosingTypeName(node), mask: expression.flatMap(Self.mask),
                location: extractor.location(node)))
    }

    /// A `ScreenOrientation` as written: `.landscape`, `.portrait`, `.all`, `.allButUpsideDown`, or
    /// `ScreenOrientation(mask, preferred:)` / `.init(mask)` with a mask the evaluator reads.
    static func mask(_ expression: ExprSyntax) -> OrientationMask? {
        var expr = Evaluator.unwrap(expression)
        if let call = expr.as(FunctionCallExprSyntax.self),
            ["ScreenOrientation", "ScreenOrientation.init", ".init"].contains(call.calledExpression.trimmedDescription),
            let argument = call.arguments.first?.expression
        {
            expr = argument
        }
        var evaluator = Evaluator(member: "", expect: .mask)
        if case .mask(let m) = evaluator.evaluate(expr) { return m }
        return nil
    }
}
