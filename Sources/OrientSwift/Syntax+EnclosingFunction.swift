import SwiftSyntax

extension SyntaxProtocol {
    /// The function declaration around this node, within its type's member block; a closure in between ends the
    /// search unless `crossingClosures` (code in a closure may run elsewhere, or later).
    func enclosingFunction(crossingClosures: Bool) -> FunctionDeclSyntax? {
        var current = parent
        while let n = current {
            if let f = n.as(FunctionDeclSyntax.self) { return f }
            if n.is(MemberBlockSyntax.self) || (!crossingClosures && n.is(ClosureExprSyntax.self)) { return nil }
            current = n.parent
        }
        return nil
    }
}
