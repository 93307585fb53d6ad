import Foundation
import OrientProject
import SwiftSyntax

/// Code a type runs only behind one of its own Bool flags that starts `false` and that its file never sets: a
/// copied loading screen's `public var hasBlurEffect = false`, read in `if hasBlurEffect { setupBlurEffectView() }`
/// (a blind reading of LibraryGenesis). Whether it ever runs depends on the other files: `guardingNames` gives the
/// names another file would have to write (the flag, the functions on the way); `CodeReader` drops what none does.
struct DeadFlag {
    /// The type's stored Bool properties that start `false`.
    let flags: Set<String>
    /// The type's member bodies in this file.
    let bodies: [Syntax]
    let source: String

    /// `var x = false` or `var x: Bool = false`, stored (no accessors), not `static`.
    static func startsFalse(_ v: VariableDeclSyntax, _ binding: PatternBindingSyntax) -> String? {
        guard v.bindingSpecifier.tokenKind == .keyword(.var), binding.accessorBlock == nil,
            !v.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            binding.initializer?.value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false),
            binding.typeAnnotation.map({ $0.type.trimmedDescription == "Bool" }) ?? true
        else { return nil }
        return name
    }

    /// The flag and the functions between it and `node`, when `node` runs only inside `if flag { … }` of one flag
    /// whose file reads it nowhere else and never sets it, directly or through functions called only there (at most
    /// three calls deep). Nil when anything else may run it.
    func guardingNames(of node: Syntax) -> [String]? {
        guard let (flag, functions) = guarded(node, depth: 0),
            occurrences(flag) == 1 + flagTests(flag)
        else { return nil }
        return [flag] + functions
    }

    private func guarded(_ node: Syntax, depth: Int) -> (String, [String])? {
        var current = node
        while let parent = current.parent {
            if let test = parent.as(IfExprSyntax.self), current.id == test.body.id, let flag = testedFlag(test) {
                return (flag, [])
            }
            if let function = parent.as(FunctionDeclSyntax.self) {
                return depth < 3 ? throughCalls(function, depth: depth) : nil
            }
            // A closure, an initializer, an accessor: run from somewhere this does not follow.
            if parent.is(ClosureExprSyntax.self) || parent.is(InitializerDeclSyntax.self)
                || parent.is(AccessorBlockSyntax.self)
            {
                return nil
            }
            current = parent
        }
        return nil
    }

    /// A function whose every call in its file is a plain call from the type's own code behind the same flag.
    private func throughCalls(_ function: FunctionDeclSyntax, depth: Int) -> (String, [String])? {
        let name = function.name.text
        let calls = bodies.flatMap { body in
            body.tokens(viewMode: .sourceAccurate).filter { $0.tokenKind == .identifier(name) }.compactMap { token in
                Self.plainCall(token, named: name)
            }
        }
        // Its declaration and these calls are all its file says of it (no overload, no reference).
        guard !calls.isEmpty, occurrences(name) == 1 + calls.count else { return nil }
        var flag: String?
        var functions: [String] = [name]
        for call in calls {
            guard let (f, on) = guarded(Syntax(call), depth: depth + 1), flag == nil || flag == f else { return nil }
            flag = f
            functions += on.filter { !functions.contains($0) }
        }
        return flag.map { ($0, functions) }
    }

    /// `name()` or `self.name()`, the call expression.
    private static func plainCall(_ token: TokenSyntax, named name: String) -> FunctionCallExprSyntax? {
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return nil }
        var callee = Syntax(reference)
        if let member = reference.parent?.as(MemberAccessExprSyntax.self) {
            guard member.base?.trimmedDescription == "self" else { return nil }
            callee = Syntax(member)
        }
        guard let call = callee.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == callee.id
        else { return nil }
        return call
    }

    /// The flag an `if` tests alone (`if flag`, `if self.flag`).
    private func testedFlag(_ test: IfExprSyntax) -> String? {
        guard test.conditions.count == 1, let condition = test.conditions.first?.condition.as(ExprSyntax.self)
        else { return nil }
        var name: String?
        if let reference = condition.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = condition.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" {
            name = member.declName.baseName.text
        }
        return name.flatMap { flags.contains($0) ? $0 : nil }
    }

    /// How many `if`s in the type's bodies test `flag` alone.
    private func flagTests(_ flag: String) -> Int {
        bodies.reduce(0) { count, body in
            count
                + body.tokens(viewMode: .sourceAccurate).filter { $0.tokenKind == .identifier(flag) }.filter { token in
                    var current = Syntax(token)
                    while let parent = current.parent, !parent.is(IfExprSyntax.self) {
                        guard
                            parent.is(DeclReferenceExprSyntax.self) || parent.is(MemberAccessExprSyntax.self)
                                || parent.is(ConditionElementSyntax.self) || parent.is(ConditionElementListSyntax.self)
                        else { return false }
                        current = parent
                    }
                    return current.parent?.as(IfExprSyntax.self).map { testedFlag($0) == flag } ?? false
                }.count
        }
    }

    private func occurrences(_ name: String) -> Int { SourceBytes.occurrences(of: name, in: Data(source.utf8)) }
}
