import OrientFacts
import SwiftSyntax

// Device reads that are the fallback of code looking for the window scene's orientation first: not reported.

extension DeviceOrientationReadVisitor {
    /// The read is the fallback of a test that looks for the window scene first (`guard let scene = … as?
    /// UIWindowScene else { … UIDevice.current.orientation … }`): the interface orientation is used whenever there
    /// is one to use.
    /// Or the read is in a function called only there, or in the `default:` of a `switch` over the scene's interface
    /// orientation (a blind first run, Martini's camera: `switch scene.interfaceOrientation { … default: return
    /// fallbackPreviewOrientation() }`).
    func isSceneFallback(_ node: Syntax, depth: Int = 0) -> Bool {
        var current = node.parent
        while let n = current {
            if let g = n.as(GuardStmtSyntax.self), g.body.position <= node.position, node.position < g.body.endPosition
            {
                let conditions = g.conditions.trimmedDescription
                if conditions.contains("UIWindowScene") || conditions.contains("windowScene") { return true }
            }
            // The `default:` of a switch that names all four interface orientations: only an unknown one gets there.
            if let c = n.as(SwitchCaseSyntax.self), case .default = c.label,
                let sw = c.parent?.parent?.as(SwitchExprSyntax.self), Self.readsTheScene(sw.subject, in: Syntax(sw)),
                case let cases = sw.cases.trimmedDescription,
                [".portrait", ".portraitUpsideDown", ".landscapeLeft", ".landscapeRight"].allSatisfy(cases.contains)
            {
                return true
            }
            if let f = n.as(FunctionDeclSyntax.self) {
                guard depth == 0, let members = f.parent?.parent?.as(MemberBlockItemListSyntax.self) else {
                    return false
                }
                let calls = members.flatMap { item in
                    item.tokens(viewMode: .sourceAccurate).filter {
                        $0.text == f.name.text && $0.nextToken(viewMode: .sourceAccurate)?.text == "("
                            && ($0.parent?.parent?.is(FunctionCallExprSyntax.self) == true
                                || $0.parent?.parent?.parent?.is(FunctionCallExprSyntax.self) == true)
                    }
                }
                return !calls.isEmpty && calls.allSatisfy { isSceneFallback(Syntax($0), depth: depth + 1) }
            }
            if n.is(AccessorDeclSyntax.self) || n.is(InitializerDeclSyntax.self) { return false }
            current = n.parent
        }
        return false
    }

    /// Whether a `switch` subject is the scene's interface orientation, directly or through a local set from it.
    static func readsTheScene(_ subject: ExprSyntax, in node: Syntax) -> Bool {
        let text = subject.trimmedDescription
        if text.contains("interfaceOrientation") { return true }
        guard let name = subject.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        var current = node.parent
        while let n = current {
            if let list = n.as(CodeBlockItemListSyntax.self) {
                for item in list {
                    guard let v = item.item.as(VariableDeclSyntax.self),
                        let b = v.bindings.first(where: {
                            $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
                        }), let value = b.initializer?.value.trimmedDescription
                    else { continue }
                    return value.contains("interfaceOrientation") && value.contains("cene")
                }
            }
            if n.is(FunctionDeclSyntax.self) { return false }
            current = n.parent
        }
        return false
    }
}
