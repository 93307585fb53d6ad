import OrientEngine
import OrientFacts
import OrientOutput
import SwiftSyntax

/// What the code around a call says about the controllers it uses.
enum Resolver {
    /// The class an expression builds or names: `PlayerViewController()`, a forced cast to a class, or a
    /// local `let vc = PlayerViewController()` / `let vc: PlayerViewController = …` in the same function.
    /// `depth` counts the names followed to get here: past `Limits.resolutionDepth` the class is unknown.
    static func type(of expression: ExprSyntax, in scope: Syntax, depth: Int = 0) -> String? {
        guard depth < Limits.resolutionDepth else { return nil }
        let expr = Evaluator.unwrap(expression)
        if let call = expr.as(FunctionCallExprSyntax.self) {
            // `storyboard?.instantiateViewController(withIdentifier: "Player")`, on any storyboard.
            if let m = call.calledExpression.as(MemberAccessExprSyntax.self),
                m.declName.baseName.text == "instantiateViewController",
                let id = call.arguments.first(where: { ["withIdentifier", "identifier"].contains($0.label?.text ?? "") }
                )
                .flatMap({ PackageManifest.string($0.expression) })
            {
                return FileFacts.storyboardReference(identifier: id)
            }
            let callee = call.calledExpression.trimmedDescription
            if let generated = generatedScene(callee) { return generated }
            let name = callee.hasSuffix(".init") ? String(callee.dropLast(5)) : callee
            if let first = name.split(separator: "<").first, first.first?.isUppercase == true,
                !first.contains(".") || first.hasPrefix("UI")
            {
                return String(first)
            }
            // `route()` or `self.route()`: a function of the enclosing type, a factory when it returns a class.
            let bare = name.hasPrefix("self.") ? String(name.dropFirst(5)) : name
            if !bare.isEmpty, bare.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
                bare.first?.isLowercase == true, let owner = enclosingTypeName(scope)
            {
                return FileFacts.factoryReference(type: owner, function: bare)
            }
            // `Type.make()`: a factory, whose class the project learns once every file is read.
            let parts = name.split(separator: ".")
            if parts.count == 2, parts[0].first?.isUppercase == true, parts[1].first?.isLowercase == true {
                return FileFacts.factoryReference(type: String(parts[0]), function: String(parts[1]))
            }
            return nil
        }
        if let s = expr.as(SequenceExprSyntax.self) {
            let elements = Array(s.elements)
            if elements.count == 3, elements[1].is(UnresolvedAsExprSyntax.self),
                let t = elements[2].as(TypeExprSyntax.self)
            {
                return t.type.trimmedDescription
            }
            return nil
        }
        if let ref = expr.as(DeclReferenceExprSyntax.self) {
            let name = ref.baseName.text
            if name == "self" { return nil }
            if let (value, at) = optionalBinding(named: name, before: scope) {
                // `if let controller = route()`; `if let controller` names the one outside.
                return value.map { type(of: $0, in: at, depth: depth + 1) } ?? type(of: expr, in: at, depth: depth + 1)
            }
            guard let binding = localBinding(named: name, before: scope) else {
                return propertyType(named: name, around: scope)
            }
            if let annotation = binding.typeAnnotation?.type.trimmedDescription {
                let declared = annotation.replacingOccurrences(of: "?", with: "").replacingOccurrences(
                    of: "!", with: "")
                // `let nav: UINavigationController = StyledNavigationController(rootViewController: home)`: a UIKit
                // base class says less of the instance than the class it is made from.
                if declared.hasPrefix("UI"), let value = binding.initializer?.value,
                    let made = type(of: value, in: Syntax(binding), depth: depth + 1), made != declared,
                    made.first?.isUppercase == true, made.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
                {
                    return made
                }
                return declared
            }
            if let value = binding.initializer?.value { return type(of: value, in: Syntax(binding), depth: depth + 1) }
        }
        if let m = expr.as(MemberAccessExprSyntax.self), let base = m.base {
            if base.trimmedDescription == "self" { return propertyType(named: m.declName.baseName.text, around: scope) }
            // `RootViewController.instance`: a static property of a type the code names (a shared root).
            if let typeName = base.as(DeclReferenceExprSyntax.self)?.baseName.text, typeName.first?.isUppercase == true,
                localBinding(named: typeName, before: scope) == nil
            {
                return FileFacts.propertyReference(type: typeName, property: "static." + m.declName.baseName.text)
            }
            // `coordinator.controller`: a stored property of another object whose class the code names; the
            // project resolves it once every file is read.
            if let owner = type(of: base, in: scope, depth: depth + 1),
                owner.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
            {
                return FileFacts.propertyReference(type: owner, property: m.declName.baseName.text)
            }
        }
        return nil
    }

    /// A scene made by a generated accessor: SwiftGen's `StoryboardScene.Main.player.instantiate()` and
    /// `StoryboardScene.Main.initialScene.instantiate()`, R.swift's `R.storyboard.main.player()` and
    /// `R.storyboard.main.instantiateInitialViewController()`.
    static func generatedScene(_ callee: String) -> String? {
        let parts = callee.split(separator: ".").map(String.init)
        if parts.count == 4, parts[0] == "StoryboardScene", parts[3] == "instantiate" {
            return parts[2] == "initialScene"
                ? FileFacts.initialSceneReference(storyboard: parts[1]) : FileFacts.generatedReference(parts[2])
        }
        if parts.count == 4, parts[0] == "R", parts[1] == "storyboard" {
            return parts[3] == "instantiateInitialViewController"
                ? FileFacts.initialSceneReference(storyboard: parts[2]) : FileFacts.generatedReference(parts[3])
        }
        return nil
    }

    /// The class a stored property of the enclosing type holds: `private var spaceController = SpaceController()`,
    /// or its declared class (not the bare `UIViewController`, which says nothing of the instance).
    static func propertyType(named name: String, around scope: Syntax) -> String? {
        var current = scope.parent
        while let n = current, !n.is(MemberBlockSyntax.self) { current = n.parent }
        guard let block = current?.as(MemberBlockSyntax.self) else { return nil }
        for member in block.members {
            guard let decl = member.decl.as(VariableDeclSyntax.self),
                !decl.modifiers.contains(where: { $0.name.text == "static" || $0.name.text == "class" })
            else { continue }
            for b in decl.bindings where b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                return heldType(b)
            }
        }
        return nil
    }

    /// The class a stored property's declaration says it holds: `= SpaceController()`, `: Coordinator?`.
    static func heldType(_ b: PatternBindingSyntax) -> String? {
        guard b.accessorBlock == nil else { return nil }
        // `= Controller()`; a lazy property made by a closure (`= { … }()`) says its class in its annotation.
        if let value = b.initializer?.value, value.is(FunctionCallExprSyntax.self),
            let made = type(of: value, in: Syntax(b))
        {
            return made
        }
        guard var declared = b.typeAnnotation?.type.trimmedDescription else { return nil }
        while declared.hasSuffix("?") || declared.hasSuffix("!") { declared.removeLast() }
        declared = String(declared.prefix { $0 != "<" })
        return declared == "UIViewController" || declared.first?.isUppercase != true ? nil : declared
    }

    /// A `let`/`var` named `name` in an enclosing code block, written before `node`. A declaration does not name
    /// itself: in `var controller = controller` the value is the `controller` declared before (a parameter).
    static func localBinding(named name: String, before node: Syntax) -> PatternBindingSyntax? {
        var current = node.parent
        while let n = current {
            if let list = n.as(CodeBlockItemListSyntax.self) {
                var found: PatternBindingSyntax?
                for item in list where item.endPosition <= node.position {
                    guard let decl = item.item.as(VariableDeclSyntax.self) else { continue }
                    for b in decl.bindings where b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        found = b
                    }
                }
                if let found { return found }
            }
            if n.is(FunctionDeclSyntax.self) || n.is(ClosureExprSyntax.self) || n.is(AccessorDeclSyntax.self)
                || n.is(InitializerDeclSyntax.self)
            {
                break
            }
            current = n.parent
        }
        return nil
    }

    /// `if let name = value { … }` around `node`, or `guard let name = value` before it in an enclosing block: the
    /// value (nil for the shorthand `if let name`) and the statement, whose scope resolves it. Nil when none.
    static func optionalBinding(named name: String, before node: Syntax) -> (ExprSyntax?, Syntax)? {
        func binding(in conditions: ConditionElementListSyntax) -> OptionalBindingConditionSyntax? {
            conditions.lazy.compactMap { $0.condition.as(OptionalBindingConditionSyntax.self) }.last {
                $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
            }
        }
        var child = node
        var current = node.parent
        while let n = current {
            if let ifExpr = n.as(IfExprSyntax.self), child.id == ifExpr.body.id,
                let b = binding(in: ifExpr.conditions)
            {
                return (b.initializer?.value, Syntax(ifExpr))
            }
            if let list = n.as(CodeBlockItemListSyntax.self) {
                for item in list.reversed() where item.position < child.position {
                    if let g = item.item.as(GuardStmtSyntax.self), let b = binding(in: g.conditions) {
                        return (b.initializer?.value, Syntax(g))
                    }
                    // A `let`/`var` of the name written after the guard shadows it (localBinding finds it).
                    if let decl = item.item.as(VariableDeclSyntax.self),
                        decl.bindings.contains(where: {
                            $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
                        })
                    {
                        return nil
                    }
                }
            }
            if n.is(FunctionDeclSyntax.self) || n.is(ClosureExprSyntax.self) || n.is(AccessorDeclSyntax.self)
                || n.is(InitializerDeclSyntax.self)
            {
                return nil
            }
            child = n
            current = n.parent
        }
        return nil
    }

    /// The name of the type (or the extended type) a node is declared in.
    static func enclosingTypeName(_ node: Syntax) -> String? {
        var current = node.parent
        while let n = current {
            if let c = n.as(ClassDeclSyntax.self) { return c.name.text }
            if let s = n.as(StructDeclSyntax.self) { return s.name.text }
            if let x = n.as(ExtensionDeclSyntax.self) { return x.extendedType.trimmedDescription }
            if let e = n.as(EnumDeclSyntax.self) { return e.name.text }
            if let a = n.as(ActorDeclSyntax.self) { return a.name.text }
            current = n.parent
        }
        return nil
    }

    /// The first view or controller a SwiftUI content closure builds.
    static func firstConstructedType(in closure: ClosureExprSyntax) -> String? {
        for item in closure.statements {
            if let expr = item.item.as(ExprSyntax.self), let t = type(of: expr, in: Syntax(item)) { return t }
            if let call = item.item.as(FunctionCallExprSyntax.self),
                let t = type(of: ExprSyntax(call), in: Syntax(item))
            {
                return t
            }
        }
        return nil
    }

    /// Whether a receiver is `UIDevice.current` (or `UIDevice.currentDevice()`, or a local bound to it).
    static func isUIDevice(_ base: ExprSyntax, in scope: Syntax) -> Bool {
        let text = base.trimmedDescription
        if text.hasPrefix("UIDevice.current") || text == "UIKit.UIDevice.current" { return true }
        if let ref = base.as(DeclReferenceExprSyntax.self),
            let b = localBinding(named: ref.baseName.text, before: scope),
            let value = b.initializer?.value.trimmedDescription
        {
            return value.hasPrefix("UIDevice.current")
        }
        return false
    }

    /// `.iOS(interfaceOrientations: .landscape)` (or a local holding it): the platform and the mask asked for.
    static func geometryPreferences(_ expr: ExprSyntax, in scope: Syntax) -> (platform: String?, value: Value?) {
        var e = Evaluator.unwrap(expr)
        if let ref = e.as(DeclReferenceExprSyntax.self), let b = localBinding(named: ref.baseName.text, before: scope),
            let value = b.initializer?.value
        {
            e = Evaluator.unwrap(value)
        }
        guard let call = e.as(FunctionCallExprSyntax.self) else {
            return (nil, .unknown(Value.excerpt(e.trimmedDescription)))
        }
        let callee = call.calledExpression.trimmedDescription
        let platform =
            callee.hasSuffix("iOS")
            ? "iOS" : callee.hasSuffix("Mac") ? "Mac" : callee.hasSuffix("Vision") ? "Vision" : nil
        guard let arg = call.arguments.first(where: { $0.label?.text == "interfaceOrientations" }) else {
            return (platform, nil)
        }
        var evaluator = Evaluator(member: "", expect: .mask)
        return (platform, evaluator.evaluate(arg.expression))
    }
}
