// Orientation facts from Swift sources, with swift-syntax: one parse and one walk per file.
// This is the only module of Orient that imports swift-syntax.

import Foundation
import OrientEngine
import OrientFacts
import OrientProject
import SwiftParser
import SwiftSyntax

public enum SwiftFacts {
    /// Files longer than this whose first lines say they are generated are reported and skipped.
    static let generatedLineLimit = 5000

    /// Reads the facts of one Swift file. `path` is how the file is shown.
    public static func extract(data: Data, path: String) -> FileFacts {
        var facts = FileFacts(path: path, language: .swift)
        guard let source = String(validating: data, as: UTF8.self) else {
            facts.problems.append(ProjectDiagnostic(.warning, FileLocation(path), "not UTF-8 text; skipped"))
            return facts
        }
        if let line = SourceScan.conflictMarkerLine(source) {
            facts.problems.append(ProjectDiagnostic(.warning, FileLocation(path, line: line), "unresolved merge-conflict markers; skipped"))
            return facts
        }
        if SourceScan.isLargeGeneratedFile(source, limit: generatedLineLimit) {
            facts.problems.append(ProjectDiagnostic(.note, FileLocation(path), "a generated file of more than \(generatedLineLimit) lines; skipped"))
            return facts
        }
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        if tree.hasError {
            let bad = tree.tokens(viewMode: .all).first { $0.presence == .missing || $0.parent?.is(UnexpectedNodesSyntax.self) == true }
            let line = bad.map { converter.location(for: $0.positionAfterSkippingLeadingTrivia).line }
            facts.problems.append(ProjectDiagnostic(.warning, FileLocation(path, line: line), "does not parse as Swift; skipped"))
            return facts
        }
        let visitor = FactsVisitor(converter: converter, facts: facts)
        visitor.walk(tree)
        return visitor.facts
    }
}

/// What an expression is expected to evaluate to.
enum Expect { case mask, orientation, bool }

final class FactsVisitor: SyntaxVisitor {
    let converter: SourceLocationConverter
    var facts: FileFacts

    private struct TypeContext { var index: Int; var name: String }
    private var types: [TypeContext] = []
    private var members: [String] = []
    private var platforms: [String] = []

    init(converter: SourceLocationConverter, facts: FileFacts) {
        self.converter = converter
        self.facts = facts
        super.init(viewMode: .sourceAccurate)
    }

    func location(_ node: some SyntaxProtocol) -> CodeLocation {
        let l = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        return CodeLocation(file: facts.path, line: l.line, column: l.column)
    }

    private var context: CallContext {
        CallContext(inType: types.last?.name, inMember: members.last, availability: nil)
    }

    private func context(at node: some SyntaxProtocol) -> CallContext {
        var c = context
        c.availability = Availability.of(Syntax(node))
        return c
    }

    // MARK: types

    private func pushType(_ fact: TypeFact) {
        facts.types.append(fact)
        types.append(TypeContext(index: facts.types.count - 1, name: fact.name))
    }

    private func inheritedNames(_ clause: InheritanceClauseSyntax?) -> [String] {
        clause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let inherited = inheritedNames(node.inheritanceClause)
        pushType(TypeFact(name: node.name.text, kind: .class, superclass: inherited.first, protocols: Array(inherited.dropFirst()),
                          members: [], location: location(node.name), platformCondition: platforms.last))
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { types.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        var fact = TypeFact(name: node.extendedType.trimmedDescription, kind: .extension, superclass: nil,
                            protocols: inheritedNames(node.inheritanceClause), members: [], location: location(node.extendedType),
                            platformCondition: platforms.last)
        fact.constrainedToSelf = node.genericWhereClause?.requirements.contains { $0.trimmedDescription.hasPrefix("Self") } ?? false
        pushType(fact)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { types.removeLast() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        facts.types.append(TypeFact(name: node.name.text, kind: .protocol, superclass: nil, protocols: inheritedNames(node.inheritanceClause),
                                    members: [], location: location(node.name), platformCondition: platforms.last))
        return .skipChildren   // requirements have no bodies
    }

    // Structs and enums hold no UIKit overrides, but their methods can present, push and force rotations.
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        pushType(TypeFact(name: node.name.text, kind: .structure, superclass: nil, protocols: inheritedNames(node.inheritanceClause),
                          members: [], location: location(node.name), platformCondition: platforms.last))
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { types.removeLast() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        pushType(TypeFact(name: node.name.text, kind: .structure, superclass: nil, protocols: inheritedNames(node.inheritanceClause),
                          members: [], location: location(node.name), platformCondition: platforms.last))
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { types.removeLast() }

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        let condition = node.condition?.trimmedDescription ?? "else"
        platforms.append(node.poundKeyword.text == "#else" ? "not(\(platforms.last ?? "previous"))" : condition)
        return .visitChildren
    }
    override func visitPost(_ node: IfConfigClauseSyntax) { platforms.removeLast() }

    // MARK: members

    private func addMember(_ member: Member, value: Value?, isOverride: Bool, at node: some SyntaxProtocol) {
        guard let t = types.last else { return }
        let type = facts.types[t.index]
        let context: DeclarationContext = type.kind == .class ? .classBody : (type.constrainedToSelf ? .protocolExtension(type.name) : .classExtension)
        facts.types[t.index].members.append(MemberFact(member: member, value: value, isOverride: isOverride, context: context, location: location(node)))
    }

    private static func isOverride(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.text == "override" }
    }

    /// A property of a type (not a local variable): the member context of the calls inside it.
    private static func isTypeMember(_ node: some SyntaxProtocol) -> Bool {
        node.parent?.is(MemberBlockItemSyntax.self) ?? false
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text ?? ""
        let member = Self.isTypeMember(node)
        if member { members.append(name) }
        guard member || node.parent?.parent?.is(SourceFileSyntax.self) == true, let binding = node.bindings.first else { return .visitChildren }
        let body = Self.getterBody(binding)
        if let member = Member(rawValue: name), !member.isLegacy, !types.isEmpty {
            let expect: Expect = member == .preferredInterfaceOrientationForPresentation ? .orientation
                : (member == .shouldAutorotate || member == .prefersInterfaceOrientationLocked) ? .bool : .mask
            var value: Value?
            var evaluator = Evaluator(member: name, expect: expect)
            if let body { value = evaluator.body(body) }
            else if let initializer = binding.initializer?.value { value = evaluator.evaluate(initializer) }
            if member == .childForInterfaceOrientationLock, let v = value {
                value = Evaluator.childReference(v)
            }
            addMember(member, value: value, isOverride: Self.isOverride(node.modifiers), at: binding.pattern)
        } else if name == "modalPresentationStyle", let t = types.last, let body {
            if case .unknown = Evaluator.style(ofBody: body) {} else {
                facts.types[t.index].presentationStyle = Evaluator.styleName(ofBody: body)
                facts.types[t.index].presentationStyleLocation = location(binding.pattern)
            }
        }
        // `var isPad: Bool { UIDevice.current.userInterfaceIdiom == .pad }`, `static let isPad = …`
        let type = binding.typeAnnotation?.type.trimmedDescription
        if !name.isEmpty, type == nil || type == "Bool" {
            let text = body.map { $0.trimmedDescription } ?? binding.initializer?.value.trimmedDescription
            if let text, let meaning = Idiom.helperMeaning(text) { facts.idiomHelpers[name] = meaning }
        }
        return .visitChildren
    }
    override func visitPost(_ node: VariableDeclSyntax) { if Self.isTypeMember(node) { members.removeLast() } }

    static func getterBody(_ binding: PatternBindingSyntax) -> CodeBlockItemListSyntax? {
        guard let block = binding.accessorBlock else { return nil }
        switch block.accessors {
        case .getter(let items): return items
        case .accessors(let list): return list.first { $0.accessorSpecifier.text == "get" }?.body?.statements
        }
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        members.append("init")
        return .visitChildren
    }
    override func visitPost(_ node: InitializerDeclSyntax) { members.removeLast() }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        let labels = node.signature.parameterClause.parameters.map { $0.firstName.text }
        members.append(name + "(" + labels.map { $0 + ":" }.joined() + ")")
        let body = node.body?.statements
        let inType = types.last.map { facts.types[$0.index].name }
        func value(_ expect: Expect) -> Value {
            guard let body else { return .unknown("no body") }
            var evaluator = Evaluator(member: name, expect: expect)
            return evaluator.body(body)
        }
        switch (name, labels) {
        case ("application", ["_", "supportedInterfaceOrientationsFor"]):
            facts.delegates.append(DelegateFact(kind: .application, member: .supportedInterfaceOrientations, inType: inType, value: value(.mask), location: location(node.name)))
        case (_, ["_"]) where DelegateFact.Kind.allCases.contains { name == $0.rawValue + "SupportedInterfaceOrientations" || name == $0.rawValue + "PreferredInterfaceOrientationForPresentation" }:
            let supported = name.hasSuffix("SupportedInterfaceOrientations")
            let kindName = String(name.dropLast(supported ? "SupportedInterfaceOrientations".count : "PreferredInterfaceOrientationForPresentation".count))
            if let kind = DelegateFact.Kind(rawValue: kindName) {
                facts.delegates.append(DelegateFact(kind: kind, member: supported ? .supportedInterfaceOrientations : .preferredInterfaceOrientationForPresentation,
                                                    inType: inType, value: value(supported ? .mask : .orientation), location: location(node.name)))
            }
        // Swift 2 spelled the properties as methods.
        case ("supportedInterfaceOrientations", []): addMember(.supportedInterfaceOrientations, value: value(.mask), isOverride: Self.isOverride(node.modifiers), at: node.name)
        case ("shouldAutorotate", []): addMember(.shouldAutorotate, value: value(.bool), isOverride: Self.isOverride(node.modifiers), at: node.name)
        case ("preferredInterfaceOrientationForPresentation", []):
            addMember(.preferredInterfaceOrientationForPresentation, value: value(.orientation), isOverride: Self.isOverride(node.modifiers), at: node.name)
        case ("shouldAutorotateToInterfaceOrientation", _), ("shouldAutorotate", ["to"]):
            addMember(.shouldAutorotateToInterfaceOrientation, value: value(.bool), isOverride: Self.isOverride(node.modifiers), at: node.name)
        case ("willRotate", ["to", "duration"]), ("willRotateToInterfaceOrientation", _):
            addMember(.willRotateToInterfaceOrientation, value: nil, isOverride: Self.isOverride(node.modifiers), at: node.name)
        case ("didRotate", ["from"]), ("didRotateFromInterfaceOrientation", _):
            addMember(.didRotateFromInterfaceOrientation, value: nil, isOverride: Self.isOverride(node.modifiers), at: node.name)
        case ("willAnimateRotation", ["to", "duration"]), ("willAnimateRotationToInterfaceOrientation", _):
            addMember(.willAnimateRotationToInterfaceOrientation, value: nil, isOverride: Self.isOverride(node.modifiers), at: node.name)
        default:
            if labels.isEmpty, let body, node.signature.returnClause?.type.trimmedDescription == "Bool",
               let meaning = Idiom.helperMeaning(body.trimmedDescription) {
                facts.idiomHelpers[name] = meaning
            }
        }
        return .visitChildren
    }
    override func visitPost(_ node: FunctionDeclSyntax) { members.removeLast() }

    // MARK: calls

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let name: String
        let base: ExprSyntax?
        let callee: Syntax   // where the fact points: the called name
        if let m = node.calledExpression.as(MemberAccessExprSyntax.self) {
            name = m.declName.baseName.text; base = m.base; callee = Syntax(m.declName)
        } else if let d = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            name = d.baseName.text; base = nil; callee = Syntax(d)
        } else {
            return .visitChildren
        }
        let args = Array(node.arguments)
        let labels = args.map { $0.label?.text ?? "_" }
        switch name {
        case "present" where labels.first == "_" && labels.contains("animated"):
            presentation(node, presented: args[0].expression, api: "present(_:animated:)", at: callee)
        case "fullScreenCover", "sheet", "popover" where base == nil || node.calledExpression.is(MemberAccessExprSyntax.self):
            guard labels.contains(where: { $0 == "isPresented" || $0 == "item" }) else { break }
            let content = node.trailingClosure ?? args.first { $0.label?.text == "content" }?.expression.as(ClosureExprSyntax.self)
            let view = content.flatMap { Resolver.firstConstructedType(in: $0) }
            facts.presentations.append(PresentationFact(api: "." + name, presented: view, style: name == "fullScreenCover" ? "fullScreen" : (name == "sheet" ? "pageSheet" : "popover"),
                                                        styleLocation: location(callee), context: context(at: node), location: location(callee)))
        case "pushViewController" where labels.first == "_":
            facts.pushes.append(PushFact(api: "pushViewController(_:animated:)", controllers: [Resolver.type(of: args[0].expression, in: Syntax(node))],
                                         context: context(at: node), location: location(callee)))
        case "setViewControllers" where labels.first == "_":
            let items = args[0].expression.as(ArrayExprSyntax.self)?.elements.map { Resolver.type(of: $0.expression, in: Syntax(node)) } ?? [nil]
            facts.pushes.append(PushFact(api: "setViewControllers(_:animated:)", controllers: items, context: context(at: node), location: location(callee)))
        case "show" where labels == ["_", "sender"]:
            facts.pushes.append(PushFact(api: "show(_:sender:)", controllers: [Resolver.type(of: args[0].expression, in: Syntax(node))],
                                         context: context(at: node), location: location(callee)))
        case _ where labels == ["rootViewController"] && (name.first?.isUppercase ?? false):
            facts.pushes.append(PushFact(api: "\(name)(rootViewController:)", controllers: [Resolver.type(of: args[0].expression, in: Syntax(node))],
                                         context: context(at: node), location: location(callee)))
        case "setValue" where labels == ["_", "forKey"]:
            let key = args[1].expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
            guard key == "orientation", let base, Resolver.isUIDevice(base, in: Syntax(node)) else { break }
            facts.rotations.append(RotationFact(api: .uideviceOrientation, argument: Evaluator.orientationArgument(args[0].expression),
                                                receiver: base.trimmedDescription, context: context(at: node), location: location(callee)))
        case "requestGeometryUpdate":
            guard let first = args.first?.expression else { break }
            let preferences = Resolver.geometryPreferences(first, in: Syntax(node))
            guard preferences.platform != "Mac" else { break }   // a Mac window resize is not a rotation
            facts.rotations.append(RotationFact(api: .requestGeometryUpdate, argument: preferences.value,
                                                receiver: base.map { Evaluator.receiverName($0.trimmedDescription) }, context: context(at: node), location: location(callee)))
        case "attemptRotationToDeviceOrientation" where args.isEmpty:
            facts.rotations.append(RotationFact(api: .attemptRotationToDeviceOrientation, argument: nil, receiver: base?.trimmedDescription,
                                                context: context(at: node), location: location(callee)))
        case "setNeedsUpdateOfSupportedInterfaceOrientations" where args.isEmpty:
            facts.rotations.append(RotationFact(api: .setNeedsUpdateOfSupportedInterfaceOrientations, argument: nil,
                                                receiver: base.map { Evaluator.receiverName($0.trimmedDescription) } ?? "self", context: context(at: node), location: location(callee)))
        default: break
        }
        return .visitChildren
    }

    private func presentation(_ node: FunctionCallExprSyntax, presented: ExprSyntax, api: String, at callee: Syntax) {
        let scope = Syntax(node)
        let type = Resolver.type(of: presented, in: scope)
        var style: String?
        var styleAt: CodeLocation?
        if let (value, at) = Resolver.styleAssignment(for: presented, before: node) {
            style = value; styleAt = location(at)
        }
        facts.presentations.append(PresentationFact(api: api, presented: type, style: style, styleLocation: styleAt,
                                                    context: context(at: node), location: location(callee)))
        // `present(UINavigationController(rootViewController: X()), …)` is also a navigation root: visited as a call.
    }

    // MARK: assignments

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return .visitChildren }
        let lhs = elements[0], rhs = elements[2]
        let target = lhs.trimmedDescription
        let last = target.split(separator: ".").last.map(String.init) ?? target
        if last == "rootViewController", target.lowercased().contains("window") {
            facts.windowRoots.append(WindowRootFact(controller: Resolver.type(of: rhs, in: Syntax(node)), context: context(at: node), location: location(lhs)))
        } else if last == "modalPresentationStyle", let t = types.last, target == "modalPresentationStyle" || target == "self.modalPresentationStyle",
                  members.last == "init" || members.last?.hasPrefix("init(") == true || members.last == "awakeFromNib()" {
            facts.types[t.index].presentationStyle = Evaluator.styleName(rhs)
            facts.types[t.index].presentationStyleLocation = location(lhs)
        } else if last.lowercased().contains("orientation") || last.lowercased().contains("lock") || last.lowercased().hasSuffix("mask") {
            var evaluator = Evaluator(member: "", expect: .mask)
            let value = evaluator.evaluate(rhs)
            if value.isStatic {
                facts.assignments.append(AssignmentFact(variable: target, value: value, context: context(at: node), location: location(lhs)))
            }
        }
        return .visitChildren
    }
}

// MARK: - Evaluation

/// Evaluates getter bodies and expressions to masks, orientations and booleans, without running anything.
struct Evaluator {
    /// The member being evaluated: `x.supportedInterfaceOrientations` inside it forwards to `x`.
    let member: String
    let expect: Expect
    var locals: [String: ExprSyntax] = [:]

    init(member: String, expect: Expect) { self.member = member; self.expect = expect }

    static let maskNames: [String: OrientationMask] = [
        "portrait": .portrait, "portraitUpsideDown": .portraitUpsideDown, "landscapeLeft": .landscapeLeft,
        "landscapeRight": .landscapeRight, "landscape": .landscape, "all": .all, "allButUpsideDown": .allButUpsideDown,
    ]

    /// A getter or method body: its single expression, or its returns (one level of `if`/`else`, `guard`, `switch`).
    mutating func body(_ items: CodeBlockItemListSyntax) -> Value {
        let list = Array(items)
        if list.count == 1, let expr = list[0].item.as(ExprSyntax.self), !expr.is(IfExprSyntax.self), !expr.is(SwitchExprSyntax.self) {
            return evaluate(expr)
        }
        return statements(list[...]) ?? .unknown("no return found")
    }

    /// The value the statements return, reading `let` constants on the way.
    private mutating func statements(_ list: ArraySlice<CodeBlockItemSyntax>) -> Value? {
        for (offset, item) in list.enumerated() {
            if let ret = item.item.as(ReturnStmtSyntax.self) {
                return ret.expression.map { evaluate($0) } ?? .unknown("return without a value")
            }
            if let decl = item.item.as(VariableDeclSyntax.self) {
                for b in decl.bindings {
                    if let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = b.initializer?.value { locals[name] = value }
                }
                continue
            }
            let ifExpr = item.item.as(IfExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
            if let ifExpr {
                let rest = list.dropFirst(offset + 1)
                return conditional(ifExpr, rest: rest)
            }
            let switchExpr = item.item.as(SwitchExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(SwitchExprSyntax.self)
            if let switchExpr { return idiomSwitch(switchExpr) }
            if let guardStmt = item.item.as(GuardStmtSyntax.self) {
                let condition = guardStmt.conditions.trimmedDescription
                var copy = self
                guard let elseValue = copy.statements(Array(guardStmt.body.statements)[...]) else { continue }
                let after = statements(list.dropFirst(offset + 1)) ?? .unknown("no return found")
                return makeConditional(condition, then: after, else: elseValue)
            }
        }
        return nil
    }

    private mutating func conditional(_ node: IfExprSyntax, rest: ArraySlice<CodeBlockItemSyntax>) -> Value? {
        let condition = node.conditions.trimmedDescription
        var thenEval = self
        let thenValue = thenEval.statements(Array(node.body.statements)[...])
        var elseValue: Value?
        switch node.elseBody {
        case .codeBlock(let block)?:
            var e = self
            elseValue = e.statements(Array(block.statements)[...])
        case .ifExpr(let nested)?:
            var e = self
            elseValue = e.conditional(nested, rest: rest)
        case nil:
            var e = self
            elseValue = e.statements(rest)
        }
        guard let thenValue, let elseValue else {
            if thenValue == nil, node.elseBody == nil { return statements(rest) }   // an `if` that does not return
            return .unknown("if \(condition) …")
        }
        return makeConditional(condition, then: thenValue, else: elseValue)
    }

    private func makeConditional(_ condition: String, then: Value, else other: Value) -> Value {
        if then == other { return then }
        switch Idiom.meaning(of: condition) {
        case true?: return .idiom(pad: then, other: other)
        case false?: return .idiom(pad: other, other: then)
        case nil: return .conditional(condition: condition, then: then, else: other)
        }
    }

    /// `switch UIDevice.current.userInterfaceIdiom { case .pad: … default: … }`.
    private mutating func idiomSwitch(_ node: SwitchExprSyntax) -> Value {
        guard node.subject.trimmedDescription.hasSuffix("userInterfaceIdiom") else { return .unknown("switch \(node.subject.trimmedDescription)") }
        var pad: Value?
        var other: Value?
        for case .switchCase(let c) in node.cases {
            var e = self
            let v = e.statements(Array(c.statements)[...]) ?? .unknown("case without return")
            if c.label.trimmedDescription.contains(".pad") { pad = v } else if other == nil { other = v } else if other != v { other = .unknown("several idioms") }
        }
        guard let pad, let other else { return .unknown("switch over the idiom") }
        return pad == other ? pad : .idiom(pad: pad, other: other)
    }

    mutating func evaluate(_ expression: ExprSyntax) -> Value {
        let expr = Evaluator.unwrap(expression)
        if let b = expr.as(BooleanLiteralExprSyntax.self) { return .bool(b.literal.text == "true") }
        if let m = expr.as(MemberAccessExprSyntax.self) { return memberAccess(m) }
        if let d = expr.as(DeclReferenceExprSyntax.self) {
            let name = d.baseName.text
            if let local = locals.removeValue(forKey: name) { return evaluate(local) }
            return .dynamic(name)
        }
        if let a = expr.as(ArrayExprSyntax.self) {
            var mask = OrientationMask.empty
            for element in a.elements {
                guard case .mask(let m) = evaluate(element.expression) else { return .unknown(Evaluator.text(expr)) }
                mask.formUnion(m)
            }
            return .mask(mask)
        }
        if let s = expr.as(SequenceExprSyntax.self) { return sequence(s) }
        if let call = expr.as(FunctionCallExprSyntax.self) {
            let callee = call.calledExpression.trimmedDescription
            if callee.hasSuffix("UIInterfaceOrientationMask") || callee == ".init" {
                if let arg = call.arguments.first {
                    if arg.label?.text == "rawValue", let raw = arg.expression.as(IntegerLiteralExprSyntax.self).flatMap({ UInt($0.literal.text) }) {
                        return .mask(OrientationMask(rawValue: raw))
                    }
                    return evaluate(arg.expression)
                }
            }
        }
        if let ternary = expr.as(TernaryExprSyntax.self) {
            return makeConditional(ternary.condition.trimmedDescription, then: evaluate(ternary.thenExpression), else: evaluate(ternary.elseExpression))
        }
        return .unknown(Evaluator.text(expr))
    }

    private mutating func memberAccess(_ m: MemberAccessExprSyntax) -> Value {
        let name = m.declName.baseName.text
        guard let base = m.base else { return literal(name) }
        let baseText = base.trimmedDescription
        if ["UIInterfaceOrientationMask", "UIKit.UIInterfaceOrientationMask"].contains(baseText), let mask = Evaluator.maskNames[name] { return .mask(mask) }
        if ["UIInterfaceOrientation", "UIKit.UIInterfaceOrientation"].contains(baseText), let o = InterfaceOrientation(name: name) {
            return expect == .mask ? .unknown(m.trimmedDescription) : .orientation(o)
        }
        if !member.isEmpty && name == member {
            if baseText == "super" { return .inherited }
            return .forward(Evaluator.childName(baseText))
        }
        return .dynamic(m.trimmedDescription)
    }

    private func literal(_ name: String) -> Value {
        switch expect {
        case .mask: return Evaluator.maskNames[name].map(Value.mask) ?? .unknown("." + name)
        case .orientation: return InterfaceOrientation(name: name, allowUnknown: true).map(Value.orientation) ?? .unknown("." + name)
        case .bool: return .unknown("." + name)
        }
    }

    /// Operators are not folded by the parser: `a ? b : c` and `x ?? y` arrive as flat sequences.
    private mutating func sequence(_ s: SequenceExprSyntax) -> Value {
        let elements = Array(s.elements)
        if let i = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
           let ternary = elements[i].as(UnresolvedTernaryExprSyntax.self) {
            let condition = elements[..<i].map(\.trimmedDescription).joined(separator: " ")
            let elseValue = elements.count == i + 2 ? evaluate(elements[i + 1]) : .unknown(elements[(i + 1)...].map(\.trimmedDescription).joined(separator: " "))
            return makeConditional(condition, then: evaluate(ternary.thenExpression), else: elseValue)
        }
        if elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??" {
            let first = evaluate(elements[0])
            if case .forward = first { return first }
            if case .inherited = first { return first }
            return .unknown(Evaluator.text(ExprSyntax(s)))
        }
        return .unknown(Evaluator.text(ExprSyntax(s)))
    }

    static func unwrap(_ expr: ExprSyntax) -> ExprSyntax {
        var e = expr
        while true {
            if let t = e.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first { e = only.expression; continue }
            if let o = e.as(OptionalChainingExprSyntax.self) { e = o.expression; continue }
            if let f = e.as(ForceUnwrapExprSyntax.self) { e = f.expression; continue }
            return e
        }
    }

    /// `self.topViewController?` → `topViewController`; `children.last?` → `children.last`.
    static func childName(_ text: String) -> String {
        var t = text.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")
        if t.hasPrefix("self.") { t.removeFirst(5) }
        return t
    }

    /// A receiver as written, without optional chaining (`navigationController?` → `navigationController`).
    static func receiverName(_ text: String) -> String {
        text == "self" ? text : childName(text)
    }

    static func text(_ expr: some SyntaxProtocol) -> String {
        let t = expr.trimmedDescription.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        return t.count > 80 ? String(t.prefix(77)) + "…" : t
    }

    /// `childForInterfaceOrientationLock` returns a controller, not a mask: keep what it names.
    static func childReference(_ v: Value) -> Value {
        switch v {
        case .dynamic(let name): return .forward(childName(name))
        case .unknown(let text) where text == "nil": return .dynamic("nil")
        default: return v
        }
    }

    /// The argument of `UIDevice.current.setValue(_, forKey: "orientation")`: an orientation's raw value.
    static func orientationArgument(_ expr: ExprSyntax) -> Value {
        let text = expr.trimmedDescription.replacingOccurrences(of: " ", with: "")
        let parts = text.replacingOccurrences(of: ".rawValue", with: "").split(separator: ".")
        if let last = parts.last, let o = InterfaceOrientation(name: String(last)), parts.count <= 2,
           parts.count == 1 || parts[0] == "UIInterfaceOrientation" || parts[0] == "UIDeviceOrientation" {
            return parts.first == "UIDeviceOrientation" ? .dynamic("UIDeviceOrientation." + last) : .orientation(o)
        }
        return .unknown(text)
    }

    static func styleName(_ expr: ExprSyntax) -> String {
        let text = expr.trimmedDescription
        if let dot = text.lastIndex(of: "."), text.hasPrefix(".") || text.hasPrefix("UIModalPresentationStyle.") {
            return String(text[text.index(after: dot)...])
        }
        return "unknown: " + text
    }

    static func style(ofBody body: CodeBlockItemListSyntax) -> Value {
        if body.count == 1, let e = body.first?.item.as(ExprSyntax.self) { return .dynamic(styleName(e)) }
        if let r = body.first(where: { $0.item.is(ReturnStmtSyntax.self) })?.item.as(ReturnStmtSyntax.self)?.expression { return .dynamic(styleName(r)) }
        return .unknown("")
    }

    static func styleName(ofBody body: CodeBlockItemListSyntax) -> String {
        if case .dynamic(let name) = style(ofBody: body) { return name }
        return "unknown"
    }
}

/// Recognises tests of the device idiom: `true` means the condition holds on iPad.
enum Idiom {
    /// A helper's body that is only an idiom test (`UIDevice.current.userInterfaceIdiom == .pad`, with or
    /// without `return`).
    static func helperMeaning(_ body: String) -> Bool? {
        var text = body.trimmingCharacters(in: .whitespacesAndNewlines)
        if text.hasPrefix("return ") { text.removeFirst(7) }
        guard text.count < 120, !text.contains("?"), !text.contains("{"), !text.contains("\n") else { return nil }
        return meaning(of: text)
    }

    static func meaning(of condition: String) -> Bool? {
        let c = condition.replacingOccurrences(of: " ", with: "")
        guard c.contains("userInterfaceIdiom") || c.contains("UI_USER_INTERFACE_IDIOM") else { return nil }
        guard !c.contains("&&"), !c.contains("||") else { return nil }
        if c.contains("==.pad") || c.contains("==UIUserInterfaceIdiom.pad") || c.hasPrefix(".pad==") { return true }
        if c.contains("!=.pad") || c.contains("!=UIUserInterfaceIdiom.pad") { return false }
        if c.contains("==.phone") || c.contains("==UIUserInterfaceIdiom.phone") { return false }
        if c.contains("!=.phone") || c.contains("!=UIUserInterfaceIdiom.phone") { return true }
        return nil
    }
}

/// `#available` around a node: the branch it sits in, or a guard before it, or `@available` on its declaration.
enum Availability {
    static func of(_ node: Syntax) -> String? {
        var child = node
        var current = node.parent
        while let n = current {
            if let ifExpr = n.as(IfExprSyntax.self), let condition = availabilityCondition(ifExpr.conditions) {
                if child.id == ifExpr.body.id { return condition.positive }
                if let e = ifExpr.elseBody, child.id == Syntax(e).id { return condition.negative }
            }
            if let guardStmt = n.as(GuardStmtSyntax.self), let condition = availabilityCondition(guardStmt.conditions),
               child.id == guardStmt.body.id {
                return condition.negative
            }
            if let list = n.as(CodeBlockItemListSyntax.self) {
                // A `guard #available(…) else { return }` earlier in the same block.
                for item in list {
                    if item.position >= child.position { break }
                    if let g = item.item.as(GuardStmtSyntax.self), let condition = availabilityCondition(g.conditions) { return condition.positive }
                }
            }
            if let decl = n.asProtocol(WithAttributesSyntax.self) {
                for attribute in decl.attributes {
                    let text = attribute.trimmedDescription
                    if text.hasPrefix("@available("), let v = version(in: text) { return "iOS \(v)+" }
                }
            }
            child = n
            current = n.parent
        }
        return nil
    }

    private static func availabilityCondition(_ conditions: ConditionElementListSyntax) -> (positive: String, negative: String)? {
        for c in conditions {
            guard case .availability(let a) = c.condition, let v = version(in: a.trimmedDescription) else { continue }
            let unavailable = a.availabilityKeyword.text == "#unavailable"
            return unavailable ? ("before iOS \(v)", "iOS \(v)+") : ("iOS \(v)+", "before iOS \(v)")
        }
        return nil
    }

    private static func version(in text: String) -> String? {
        guard let r = text.range(of: "iOS ") ?? text.range(of: "iOS,") else { return nil }
        let v = text[r.upperBound...].drop(while: { $0 == " " }).prefix(while: { $0.isNumber || $0 == "." })
        return v.isEmpty ? nil : String(v)
    }
}

/// What the code around a call says about the controllers it uses.
enum Resolver {
    /// The class an expression builds or names: `PlayerViewController()`, `x as! PlayerViewController`, or a
    /// local `let vc = PlayerViewController()` / `let vc: PlayerViewController = …` in the same function.
    static func type(of expression: ExprSyntax, in scope: Syntax) -> String? {
        let expr = Evaluator.unwrap(expression)
        if let call = expr.as(FunctionCallExprSyntax.self) {
            let callee = call.calledExpression.trimmedDescription
            let name = callee.hasSuffix(".init") ? String(callee.dropLast(5)) : callee
            if let first = name.split(separator: "<").first, first.first?.isUppercase == true, !first.contains(".") || first.hasPrefix("UI") { return String(first) }
            return nil
        }
        if let s = expr.as(SequenceExprSyntax.self) {
            let elements = Array(s.elements)
            if elements.count == 3, elements[1].is(UnresolvedAsExprSyntax.self), let t = elements[2].as(TypeExprSyntax.self) {
                return t.type.trimmedDescription
            }
            return nil
        }
        if let ref = expr.as(DeclReferenceExprSyntax.self) {
            let name = ref.baseName.text
            if name == "self" { return nil }
            guard let binding = localBinding(named: name, before: scope) else { return nil }
            if let annotation = binding.typeAnnotation?.type.trimmedDescription {
                return annotation.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")
            }
            if let value = binding.initializer?.value { return type(of: value, in: Syntax(binding)) }
        }
        return nil
    }

    /// A `let`/`var` named `name` in an enclosing code block, written before `node`.
    static func localBinding(named name: String, before node: Syntax) -> PatternBindingSyntax? {
        var current = node.parent
        while let n = current {
            if let list = n.as(CodeBlockItemListSyntax.self) {
                var found: PatternBindingSyntax?
                for item in list where item.position < node.position {
                    guard let decl = item.item.as(VariableDeclSyntax.self) else { continue }
                    for b in decl.bindings where b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name { found = b }
                }
                if let found { return found }
            }
            if n.is(FunctionDeclSyntax.self) || n.is(ClosureExprSyntax.self) || n.is(AccessorDeclSyntax.self) || n.is(InitializerDeclSyntax.self) { break }
            current = n.parent
        }
        return nil
    }

    /// `vc.modalPresentationStyle = .fullScreen` in the same function, before the call; the last one wins.
    static func styleAssignment(for presented: ExprSyntax, before call: FunctionCallExprSyntax) -> (String, Syntax)? {
        let target = Evaluator.unwrap(presented).trimmedDescription
        if presented.is(FunctionCallExprSyntax.self) { return nil }
        var body: Syntax?
        var current = Syntax(call).parent
        while let n = current {
            if n.is(FunctionDeclSyntax.self) || n.is(ClosureExprSyntax.self) || n.is(AccessorDeclSyntax.self) || n.is(InitializerDeclSyntax.self) { body = n; break }
            current = n.parent
        }
        guard let body else { return nil }
        let finder = StyleFinder(target: target, limit: call.position)
        finder.walk(body)
        return finder.found
    }

    final class StyleFinder: SyntaxVisitor {
        let target: String
        let limit: AbsolutePosition
        var found: (String, Syntax)?
        init(target: String, limit: AbsolutePosition) { self.target = target; self.limit = limit; super.init(viewMode: .sourceAccurate) }
        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            let e = Array(node.elements)
            if node.position < limit, e.count == 3, e[1].is(AssignmentExprSyntax.self),
               e[0].trimmedDescription.replacingOccurrences(of: "?", with: "") == target + ".modalPresentationStyle" {
                found = (Evaluator.styleName(e[2]), Syntax(e[0]))
            }
            return .visitChildren
        }
    }

    /// The first view or controller a SwiftUI content closure builds.
    static func firstConstructedType(in closure: ClosureExprSyntax) -> String? {
        for item in closure.statements {
            if let expr = item.item.as(ExprSyntax.self), let t = type(of: expr, in: Syntax(item)) { return t }
            if let call = item.item.as(FunctionCallExprSyntax.self), let t = type(of: ExprSyntax(call), in: Syntax(item)) { return t }
        }
        return nil
    }

    /// Whether a receiver is `UIDevice.current` (or `UIDevice.currentDevice()`, or a local bound to it).
    static func isUIDevice(_ base: ExprSyntax, in scope: Syntax) -> Bool {
        let text = base.trimmedDescription
        if text.hasPrefix("UIDevice.current") || text == "UIKit.UIDevice.current" { return true }
        if let ref = base.as(DeclReferenceExprSyntax.self), let b = localBinding(named: ref.baseName.text, before: scope),
           let value = b.initializer?.value.trimmedDescription {
            return value.hasPrefix("UIDevice.current")
        }
        return false
    }

    /// `.iOS(interfaceOrientations: .landscape)` (or a local holding it): the platform and the mask asked for.
    static func geometryPreferences(_ expr: ExprSyntax, in scope: Syntax) -> (platform: String?, value: Value?) {
        var e = Evaluator.unwrap(expr)
        if let ref = e.as(DeclReferenceExprSyntax.self), let b = localBinding(named: ref.baseName.text, before: scope), let value = b.initializer?.value {
            e = Evaluator.unwrap(value)
        }
        guard let call = e.as(FunctionCallExprSyntax.self) else { return (nil, .unknown(Evaluator.text(e))) }
        let callee = call.calledExpression.trimmedDescription
        let platform = callee.hasSuffix("iOS") ? "iOS" : callee.hasSuffix("Mac") ? "Mac" : callee.hasSuffix("Vision") ? "Vision" : nil
        guard let arg = call.arguments.first(where: { $0.label?.text == "interfaceOrientations" }) else { return (platform, nil) }
        var evaluator = Evaluator(member: "", expect: .mask)
        return (platform, evaluator.evaluate(arg.expression))
    }
}

/// Cheap whole-file checks before parsing.
public enum SourceScan {
    public static func conflictMarkerLine(_ text: String) -> Int? {
        guard text.contains("<<<<<<<") else { return nil }
        var line = 0
        for l in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            line += 1
            if l.hasPrefix("<<<<<<< ") || l == "<<<<<<<" { return line }
        }
        return nil
    }

    public static func isLargeGeneratedFile(_ text: String, limit: Int) -> Bool {
        let head = text.prefix(600).lowercased()
        guard head.contains("generated") || head.contains("do not edit") else { return false }
        var lines = 0
        for byte in text.utf8 where byte == 10 {
            lines += 1
            if lines > limit { return true }
        }
        return false
    }
}
