import OrientEngine
import OrientFacts
import SwiftSyntax

/// Device orientations turned into interface orientations by case name (R1.3): in a `switch` over a
/// `UIDeviceOrientation`, an `if`/ternary comparing one to a landscape side, the value the branch gives, when it is a
/// `UIInterfaceOrientation` or mask of the same side. Types are read from what the code declares (the function's
/// return type, the variable's annotation, the parameter's type); anything not declared is not guessed.
final class NameConversionVisitor: SyntaxVisitor {
    unowned let extractor: FileExtractor
    var byName: [NameConversionFact] = []
    var crosswise = 0

    static let sides: Set<String> = ["landscapeLeft", "landscapeRight"]
    static let interfaceTypes: Set<String> = ["UIInterfaceOrientation", "UIInterfaceOrientationMask"]

    init(_ extractor: FileExtractor) {
        self.extractor = extractor
        super.init(viewMode: .sourceAccurate)
    }

    /// Whether a file can hold one: it names the device's orientation and a landscape side.
    static func mayHold(_ text: String) -> Bool {
        (text.hasBytes("landscapeLeft") || text.hasBytes("landscapeRight"))
            && (text.hasBytes("UIDeviceOrientation") || text.hasBytes(".current.orientation")
                || text.hasBytes("currentDevice().orientation"))
    }

    /// The facts, when the file converts no side crosswise.
    var facts: [NameConversionFact] { crosswise > 0 ? [] : byName }

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        CompiledForIOS.holds(node) ? .visitChildren : .skipChildren
    }

    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
        guard isDeviceOrientation(node.subject) else { return .visitChildren }
        for item in node.cases {
            guard case .switchCase(let c) = item, case .case(let label) = c.label, label.caseItems.count == 1,
                let side = label.caseItems.first.flatMap({ Self.side(of: $0.pattern) })
            else { continue }
            record(side, produced(by: c.statements, switchNode: node))
        }
        return .visitChildren
    }

    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        // `if device == .landscapeLeft { … }`: one condition, a comparison with a side.
        guard node.conditions.count == 1, case .expression(let e)? = node.conditions.first?.condition,
            let side = comparedSide(e)
        else { return .visitChildren }
        record(side, produced(by: node.body.statements, switchNode: nil))
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        // `device == .landscapeLeft ? .landscapeLeft : …` (the parser leaves operators unfolded).
        let elements = Array(node.elements)
        guard elements.count == 5, let ternary = elements[3].as(UnresolvedTernaryExprSyntax.self),
            let side = comparedSide(elements[0], elements[1], elements[2])
        else { return .visitChildren }
        record(side, value(ternary.thenExpression, type: expectedType(of: ExprSyntax(node))))
        return .visitChildren
    }

    func record(_ side: String, _ produced: (name: String, type: String, node: Syntax)?) {
        guard let produced, Self.interfaceTypes.contains(produced.type) else { return }
        if produced.name == side {
            var context = extractor.context(at: produced.node)
            context.inType = Resolver.enclosingTypeName(produced.node)
            byName.append(
                NameConversionFact(
                    side: side, target: produced.type, context: context,
                    location: extractor.location(produced.node)))
        } else if Self.sides.contains(produced.name) {
            crosswise += 1
        }
    }

    // MARK: the device side

    static func side(of pattern: PatternSyntax) -> String? {
        guard let e = pattern.as(ExpressionPatternSyntax.self)?.expression.as(MemberAccessExprSyntax.self),
            e.base == nil || e.base?.trimmedDescription == "UIDeviceOrientation"
        else { return nil }
        let name = e.declName.baseName.text
        return sides.contains(name) ? name : nil
    }

    /// `device == .landscapeLeft` (either way round): the side, when the other operand is a device orientation.
    func comparedSide(_ e: ExprSyntax) -> String? {
        guard let elements = e.as(SequenceExprSyntax.self).map({ Array($0.elements) }), elements.count == 3 else {
            return nil
        }
        return comparedSide(elements[0], elements[1], elements[2])
    }

    func comparedSide(_ a: ExprSyntax, _ op: ExprSyntax, _ b: ExprSyntax) -> String? {
        guard op.as(BinaryOperatorExprSyntax.self)?.operator.text == "==" else { return nil }
        for (subject, other) in [(a, b), (b, a)] {
            if let m = other.as(MemberAccessExprSyntax.self),
                m.base == nil || m.base?.trimmedDescription == "UIDeviceOrientation",
                Self.sides.contains(m.declName.baseName.text), isDeviceOrientation(subject)
            {
                return m.declName.baseName.text
            }
        }
        return nil
    }

    /// `UIDevice.current.orientation`, or a parameter, local or property the code declares a `UIDeviceOrientation`
    /// (or sets from the device's).
    func isDeviceOrientation(_ e: ExprSyntax, depth: Int = 0) -> Bool {
        var text = e.trimmedDescription
        if text.hasPrefix("self.") { text.removeFirst(5) }
        if let m = e.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "orientation", let base = m.base,
            Resolver.isUIDevice(base, in: Syntax(e))
        {
            return true
        }
        if text.hasPrefix("UIDevice.current") && text.hasSuffix(".orientation") { return true }
        let name =
            e.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? e.as(MemberAccessExprSyntax.self).flatMap {
                $0.base?.trimmedDescription == "self" ? $0.declName.baseName.text : nil
            }
        guard let name else { return false }
        if let b = Resolver.localBinding(named: name, before: Syntax(e)) {
            if let t = b.typeAnnotation?.type { return Self.normalized(t.trimmedDescription) == "UIDeviceOrientation" }
            return depth == 0 && b.initializer.map { isDeviceOrientation($0.value, depth: 1) } == true
        }
        if let t = Self.parameterType(named: name, around: Syntax(e)) {
            return Self.normalized(t) == "UIDeviceOrientation"
        }
        return Resolver.propertyType(named: name, around: Syntax(e)).map(Self.normalized) == "UIDeviceOrientation"
    }

    // MARK: the interface side

    /// What a branch gives: its first statement's returned, assigned or (in a switch expression) bare value.
    func produced(by statements: CodeBlockItemListSyntax, switchNode: SwitchExprSyntax?) -> (
        name: String, type: String, node: Syntax
    )? {
        guard let first = statements.first?.item else { return nil }
        if let r = first.as(ReturnStmtSyntax.self), let e = r.expression {
            return value(e, type: Self.returnType(around: Syntax(r)))
        }
        if let s = first.as(SequenceExprSyntax.self), s.elements.count == 3,
            s.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true, let lhs = s.elements.first,
            let rhs = s.elements.last
        {
            return value(rhs, type: declaredType(of: lhs))
        }
        if let e = first.as(ExprSyntax.self), statements.count == 1, let switchNode {
            return value(e, type: expectedType(of: ExprSyntax(switchNode)))
        }
        return nil
    }

    /// `.landscapeLeft` with the type the context expects, or `UIInterfaceOrientationMask.landscapeLeft`.
    func value(_ e: ExprSyntax, type expected: String?) -> (name: String, type: String, node: Syntax)? {
        guard let m = e.as(MemberAccessExprSyntax.self) else { return nil }
        let base = m.base.map { Self.normalized($0.trimmedDescription) }
        guard let type = base ?? expected else { return nil }
        return (m.declName.baseName.text, type, Syntax(m))
    }

    /// The type an expression's value must have where it stands: a typed binding's initialiser, a `return` or a
    /// function's single expression, the right side of an assignment.
    func expectedType(of e: ExprSyntax) -> String? {
        var node = Syntax(e)
        while let parent = node.parent {
            if let clause = parent.as(InitializerClauseSyntax.self) {
                return clause.parent?.as(PatternBindingSyntax.self)?.typeAnnotation.map {
                    Self.normalized($0.type.trimmedDescription)
                }
            }
            if parent.is(ReturnStmtSyntax.self) { return Self.returnType(around: parent) }
            if let item = parent.as(CodeBlockItemSyntax.self) {
                // A body's only expression is returned.
                let list = item.parent?.as(CodeBlockItemListSyntax.self)
                return list?.count == 1 ? Self.returnType(around: parent) : nil
            }
            if let s = parent.as(SequenceExprSyntax.self) {
                let elements = Array(s.elements)
                guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return nil }
                return declaredType(of: elements[0])
            }
            if parent.is(ExprSyntax.self) || parent.is(ExprListSyntax.self)
                || parent.is(UnresolvedTernaryExprSyntax.self)
            {
                node = parent
                continue
            }
            return nil
        }
        return nil
    }

    /// The declared type of an assigned variable (a local, a parameter, a property of the enclosing type).
    func declaredType(of lhs: ExprSyntax) -> String? {
        var text = lhs.trimmedDescription
        if text.hasPrefix("self.") { text.removeFirst(5) }
        guard text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        if let b = Resolver.localBinding(named: text, before: Syntax(lhs)) {
            return b.typeAnnotation.map { Self.normalized($0.type.trimmedDescription) }
        }
        return Resolver.propertyType(named: text, around: Syntax(lhs)).map(Self.normalized)
    }

    /// The declared result of the function, subscript or property around a node (nil in a closure).
    static func returnType(around node: Syntax) -> String? {
        var current = node.parent
        while let n = current {
            if n.is(ClosureExprSyntax.self) { return nil }
            if let f = n.as(FunctionDeclSyntax.self) {
                return f.signature.returnClause.map { normalized($0.type.trimmedDescription) }
            }
            if let s = n.as(SubscriptDeclSyntax.self) { return normalized(s.returnClause.type.trimmedDescription) }
            if let b = n.as(PatternBindingSyntax.self) {
                return b.typeAnnotation.map { normalized($0.type.trimmedDescription) }
            }
            current = n.parent
        }
        return nil
    }

    static func parameterType(named name: String, around node: Syntax) -> String? {
        var current = node.parent
        while let n = current {
            if n.is(ClosureExprSyntax.self) { return nil }
            if let f = n.as(FunctionDeclSyntax.self) {
                let p = f.signature.parameterClause.parameters.first { ($0.secondName ?? $0.firstName).text == name }
                return p?.type.trimmedDescription
            }
            current = n.parent
        }
        return nil
    }

    /// `UIKit.UIInterfaceOrientationMask?` → `UIInterfaceOrientationMask`.
    static func normalized(_ type: String) -> String {
        var t = type
        while t.hasSuffix("?") || t.hasSuffix("!") { t.removeLast() }
        if t.hasPrefix("UIKit.") { t.removeFirst(6) }
        return t
    }
}
