import OrientFacts
import SwiftSyntax

// A function that hands a closure the device's orientation, as Hacking with Swift's widely copied `onRotate`
// modifier does (`func onRotate(perform action: @escaping (UIDeviceOrientation) -> Void)`, calling `action` from
// `UIDevice.orientationDidChangeNotification` with `UIDevice.current.orientation`): the tests a closure handed to it
// makes on its parameter (directly, through a stored property it sets, or in a method of its type it passes the value
// to) are tests on the device's orientation (a blind first run, nl-mgo: images shown or hidden by
// `newOrientation.isLandscape`). The declaration may be in another file or a local package: the tests are kept once
// every file is read, where one declares it.
extension DeviceOrientationReadVisitor {
    /// Notes a function that hands a closure the device's orientation.
    func noteCallback(_ node: FunctionDeclSyntax) {
        let hands = node.signature.parameterClause.parameters.contains { p in
            var type = TypeSyntax(p.type)
            if let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType }
            guard let f = type.as(FunctionTypeSyntax.self), f.parameters.count == 1 else { return false }
            return f.parameters.first?.type.trimmedDescription == "UIDeviceOrientation"
        }
        if hands { callbacks.append(node.name.text) }
    }

    /// Records the tests a closure makes on its one parameter, as if it held the device's orientation: kept only
    /// where the function it is handed to is one that hands it (`CodeReader.keepDeclaredDeviceCallbacks`).
    func followHanded(_ node: ClosureExprSyntax) {
        // Only a parameter named for an orientation (`newOrientation`, `orientation`, as every copy of the modifier
        // seen names it): following every one-parameter closure walks each nested closure of a SwiftUI body again.
        guard callback == nil, let name = closureParameter(node), name.lowercased().contains("orientation"),
            let callee = calleeName(of: node)
        else { return }
        let uses = NameUses(name, includingSelf: false)
        uses.walk(node.statements)
        // Handed on to another object (`callViewModel.orientationUpdate(orientation: orientation)`, a call's video
        // in Linphone): the device's side is meant there, as for a read passed on (the file's rule).
        let kept = Set(
            [name] + uses.found.compactMap { use in use.as(ExprSyntax.self).flatMap(storedProperty)?.name })
        if handsOn(kept, in: node) { return }
        callback = callee
        defer { callback = nil }
        let handed = " on `\(name)`, which `\(callee)` hands the closure"
        for use in uses.found {
            guard let e = use.as(ExprSyntax.self), !onlyNamesIt(use) else { continue }
            if let how = decision(on: e) {
                record(.device, use: how + handed, at: use)
            } else if let (property, members) = storedProperty(e) {
                recordDecisions(on: property, in: members, setAt: extractor.location(use).line)
            } else if e.parent?.is(LabeledExprSyntax.self) == true {
                // Handed on to a method of the type (`handleRotation(newOrientation)`).
                recordDecisionsInCallee(of: e)
            }
        }
    }

    /// Whether the closure passes one of `names` (or `self.` one) to a method of another object.
    func handsOn(_ names: Set<String>, in closure: ClosureExprSyntax) -> Bool {
        closure.statements.tokens(viewMode: .sourceAccurate).contains { token in
            guard names.contains(token.text), let reference = token.parent?.as(DeclReferenceExprSyntax.self) else {
                return false
            }
            var value = ExprSyntax(reference)
            if let m = reference.parent?.as(MemberAccessExprSyntax.self), m.declName == reference,
                m.base?.trimmedDescription == "self"
            {
                value = ExprSyntax(m)
            }
            guard let argument = value.parent?.as(LabeledExprSyntax.self),
                let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
                let callee = call.calledExpression.as(MemberAccessExprSyntax.self), let base = callee.base
            else { return false }
            return base.trimmedDescription != "self"
        }
    }

    /// The one parameter of a closure (`{ o in … }`, `{ (o: UIDeviceOrientation) in … }`).
    func closureParameter(_ node: ClosureExprSyntax) -> String? {
        guard let clause = node.signature?.parameterClause else { return nil }
        switch clause {
        case .simpleInput(let names):
            return names.count == 1 ? names.first?.name.text : nil
        case .parameterClause(let list):
            guard list.parameters.count == 1, let p = list.parameters.first else { return nil }
            return (p.secondName ?? p.firstName).text
        }
    }

    /// The function a closure is handed to: as the trailing closure or an argument of a call.
    func calleeName(of closure: ClosureExprSyntax) -> String? {
        var call = closure.parent?.as(FunctionCallExprSyntax.self)
        if call == nil, let argument = closure.parent?.as(LabeledExprSyntax.self) {
            call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        }
        guard let called = call?.calledExpression else { return nil }
        if let m = called.as(MemberAccessExprSyntax.self) { return m.declName.baseName.text }
        return called.as(DeclReferenceExprSyntax.self)?.baseName.text
    }
}
