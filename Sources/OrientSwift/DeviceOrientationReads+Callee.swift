import SwiftSyntax

// The device orientation passed to a method of the same type (`updateConstraints(to: UIDevice.current.orientation)`,
// or a local holding it) is followed into that method: its decisions on the parameter are reported where they are made. One level, the
// same type only (a blind reading of COVIDSafe: the layout is picked in the method the read is handed to).
extension DeviceOrientationReadVisitor {
    /// `read`: where the device was read, when `passed` is a local holding it (`let o = UIDevice.current.orientation;
    /// handle(o)`, a blind first run, DuckDuckGo's player); else `passed` is the read.
    func recordDecisionsInCallee(of passed: ExprSyntax, read original: ExprSyntax? = nil) {
        let read = original ?? passed
        guard let argument = passed.parent?.as(LabeledExprSyntax.self),
            let list = argument.parent?.as(LabeledExprListSyntax.self),
            let call = list.parent?.as(FunctionCallExprSyntax.self),
            let index = list.firstIndex(where: { $0.id == argument.id }).map({
                list.distance(from: list.startIndex, to: $0)
            })
        else { return }
        let callee: String
        if let name = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            callee = name.baseName.text
        } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            ["self", "self?"].contains(member.base?.trimmedDescription)  // `[weak self]` closures write `self?.`
        {
            callee = member.declName.baseName.text
        } else {
            return
        }
        guard let members = enclosingMembers(Syntax(call)) else { return }
        let label = argument.label?.text
        for item in members {
            guard let function = item.decl.as(FunctionDeclSyntax.self), function.name.text == callee,
                let body = function.body
            else { continue }
            let parameters = Array(function.signature.parameterClause.parameters)
            guard index < parameters.count else { continue }
            let parameter = parameters[index]
            // An overload that takes the interface's orientation is not handed the device's.
            if parameter.type.trimmedDescription.hasPrefix("UIInterfaceOrientation") { continue }
            // The argument's label must be the parameter's (`to:` for `to orientation:`, none for `_`).
            let expected = parameter.firstName.text == "_" ? nil : parameter.firstName.text
            guard expected == label else { continue }
            let name = (parameter.secondName ?? parameter.firstName).text
            guard followed.insert("\(callee)(\(name))@\(function.position.utf8Offset)").inserted else { continue }
            let uses = NameUses(name, includingSelf: false)
            uses.walk(body)
            for use in uses.found {
                // Kept in a property of the type (`type = orientation`, a blind reading of swiyu).
                if let e = use.as(ExprSyntax.self), let (property, members) = storedProperty(e) {
                    followKept(property, in: members, read: read, setAt: extractor.location(use).line)
                    continue
                }
                guard let e = use.as(ExprSyntax.self), let how = decision(on: e), !onlyNamesIt(use),
                    !decidedBySizeToo(use)
                else { continue }
                record(
                    .device,
                    use: how
                        + " on `\(name)` (passed UIDevice.current.orientation on line \(extractor.location(Syntax(read)).line ?? 0))",
                    at: use)
            }
        }
    }

    /// Where the local `e` initialises is passed as an argument (`let o = UIDevice.current.orientation; handle(o)`).
    func localHandedOn(_ e: ExprSyntax) -> [ExprSyntax]? {
        guard let local = boundLocal(e) else { return nil }
        let uses = NameUses(local.name, includingSelf: false)
        uses.walk(local.scope)
        return uses.found.compactMap { use in
            guard let e = use.as(ExprSyntax.self), e.parent?.is(LabeledExprSyntax.self) == true else { return nil }
            return e
        }
    }
}
