import OrientFacts
import SwiftSyntax

// A member of a type that returns the device's orientation (`func currentOrientation() -> UIDeviceOrientation`,
// `private static var orientation: UIDeviceOrientation? { … }`), often with flat or unknown readings replaced: the
// decisions its callers in the same type make on what it returns are decisions on the device's orientation,
// reported where they are made. One level, the same type only (blind first runs: clearcam places its buttons from
// such a method in Objective-C; Phoenix's `Orientation.isLandscape` reads such a property in Swift).
extension DeviceOrientationReadVisitor {
    /// The member whose returned value the read at `read` is: returned itself, or through a local the member
    /// returns (`return o`, `return o.isValidInterfaceOrientation ? o : nil`). Its declared type must be the
    /// device's orientation, so a member that returns something computed from it (a `Bool`) is not one.
    func returningMember(_ read: ExprSyntax) -> (name: String, isFunction: Bool, members: MemberBlockItemListSyntax)? {
        var returned = false
        if read.parent?.is(ReturnStmtSyntax.self) == true {
            returned = true
        } else if let item = read.parent?.as(CodeBlockItemSyntax.self),
            let list = item.parent?.as(
                CodeBlockItemListSyntax.self), list.count == 1
        {
            returned = true  // a body of one expression
        } else if let local = boundLocal(read) {
            returned = local.scope.contains { item in
                guard let r = item.item.as(ReturnStmtSyntax.self), let e = r.expression else { return false }
                return e.tokens(viewMode: .sourceAccurate).contains { $0.text == local.name }
            }
        }
        guard returned, let members = enclosingMembers(Syntax(read)) else { return nil }
        var current = read.parent
        while let n = current, !n.is(MemberBlockSyntax.self) {
            if n.is(ClosureExprSyntax.self) { return nil }
            if let f = n.as(FunctionDeclSyntax.self) {
                guard f.signature.parameterClause.parameters.isEmpty,
                    f.signature.returnClause?.type.trimmedDescription.hasPrefix("UIDeviceOrientation") == true
                else { return nil }
                return (f.name.text, true, members)
            }
            // A member's binding (not a local's: `let o = UIDevice.current.orientation`).
            if let binding = n.as(PatternBindingSyntax.self),
                binding.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) == true
            {
                guard binding.accessorBlock != nil,
                    binding.typeAnnotation?.type.trimmedDescription.hasPrefix("UIDeviceOrientation") == true,
                    let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                else { return nil }
                return (name, false, members)
            }
            current = n.parent
        }
        return nil
    }

    /// Every decision on what the member returns, in the members of its type.
    func recordDecisions(onMember name: String, isFunction: Bool, in members: MemberBlockItemListSyntax) {
        guard followed.insert(name + "()@\(members.position.utf8Offset)").inserted, !meansTheDevice(members)
        else { return }
        let uses = NameUses(name, includingSelf: true)
        uses.walk(members)
        for use in uses.found {
            var value = use
            if isFunction {
                guard let call = use.parent?.as(FunctionCallExprSyntax.self), Syntax(call.calledExpression) == use
                else { continue }
                value = Syntax(call)
            }
            // `orientation?.isLandscape`: the optional chain is the operand.
            if let chained = value.parent?.as(OptionalChainingExprSyntax.self) { value = Syntax(chained) }
            guard let e = value.as(ExprSyntax.self), !onlyNamesIt(value), !decidedBySizeToo(value) else { continue }
            let said = " on what `\(name)` returns"
            if let how = decision(on: e) {
                record(.device, use: how + said, at: value)
            } else if let local = boundLocal(e), let how = decisionOnLocal(local, after: value) {
                record(.device, use: how + said, at: value)
            }
        }
    }
}
