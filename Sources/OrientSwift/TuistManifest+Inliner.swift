import Foundation
import OrientOutput
import OrientProject
import SwiftParser
import SwiftSyntax

// Runs the body of a helper of the repository's own on a call's arguments (TuistManifest+Helpers.swift says what
// is followed and why).

/// Runs a helper's body on its arguments (see the comment at the top of this file). Bounded: helpers calling
/// helpers at most `maxDepth` deep, and at most `maxStatements` statements in all.
final class Inliner: SyntaxRewriter {
    let reader: TuistManifest.Reader
    var env: [String: ExprSyntax] = [:]
    var depth = 0
    var statements = 0
    var assumed: [String] = []
    var firstHelper: String?
    static let maxDepth = 4
    static let maxStatements = 2_000

    init(reader: TuistManifest.Reader) {
        self.reader = reader
        super.init(viewMode: .sourceAccurate)
    }

    // MARK: Calls

    /// The value a call of a helper returns, or nil when it is not a helper or cannot be followed.
    func call(_ call: FunctionCallExprSyntax, depth: Int) -> ExprSyntax? {
        guard depth < Self.maxDepth, let name = Self.calleeName(call),
            let function = reader.functions[name]?.first(where: { accepts($0.decl, call) })
        else { return nil }
        let signature = function.decl.signature.parameterClause.parameters
        var bound: [String: ExprSyntax] = [:]
        var positional = call.arguments.filter { $0.label == nil }.makeIterator()
        for p in signature {
            let label = p.firstName.text
            let inner = (p.secondName ?? p.firstName).text
            let given =
                label == "_"
                ? positional.next()?.expression : call.arguments.first { $0.label?.text == label }?.expression
            guard let value = given ?? p.defaultValue?.value else { return nil }
            bound[inner] = given != nil ? value : substituted(value)
        }
        if firstHelper == nil {
            firstHelper =
                "`\(call.calledExpression.trimmedDescription)(…)` (\(displayPath(function.file, root: reader.gate.repository)):\(function.line))"
        }
        let saved = (env, self.depth)
        env = bound
        self.depth = depth
        defer { (env, self.depth) = saved }
        guard let body = function.decl.body, case .returned(let value) = run(body.statements, body: true)
        else {
            return nil
        }
        return value
    }

    /// `Project.makeModule`, `.makeModule`, `makeTarget`: the called function's name.
    static func calleeName(_ call: FunctionCallExprSyntax) -> String? {
        if let m = call.calledExpression.as(MemberAccessExprSyntax.self) { return m.declName.baseName.text }
        return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// Whether every label of the call is a parameter of the function and every parameter without a default is
    /// given.
    func accepts(_ f: FunctionDeclSyntax, _ call: FunctionCallExprSyntax) -> Bool {
        let params = Array(f.signature.parameterClause.parameters)
        let labels = call.arguments.compactMap { $0.label?.text }
        guard labels.allSatisfy({ l in params.contains { $0.firstName.text == l } }) else { return false }
        let unlabelled = call.arguments.filter { $0.label == nil }.count
        guard unlabelled == params.filter({ $0.firstName.text == "_" }).count else { return false }
        return params.allSatisfy { p in
            p.defaultValue != nil || p.firstName.text == "_" || labels.contains(p.firstName.text)
        }
    }

    // MARK: Statements

    enum Outcome {
        case returned(ExprSyntax)
        case next
        case failed
    }

    /// Runs statements in order; `body`: a function's whole body, whose one expression is what it returns.
    func run(_ items: CodeBlockItemListSyntax, body: Bool = false) -> Outcome {
        for item in items {
            statements += 1
            guard statements < Self.maxStatements else { return .failed }
            switch item.item {
            case .decl(let decl):
                guard let v = decl.as(VariableDeclSyntax.self) else { return .failed }
                for b in v.bindings {
                    guard let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                        return .failed
                    }
                    if let value = b.initializer?.value { env[name] = substituted(value) }
                }
            case .stmt(let stmt):
                if let r = stmt.as(ReturnStmtSyntax.self) {
                    guard let e = r.expression else { return .failed }
                    return .returned(substituted(e))
                }
                guard let e = stmt.as(ExpressionStmtSyntax.self)?.expression else { return .failed }
                let outcome = expression(e)
                if case .next = outcome { continue }
                return outcome
            case .expr(let e):
                // A body that is one expression (`{ Project(…) }`) returns it.
                if body, items.count == 1, !e.is(IfExprSyntax.self) { return .returned(substituted(e)) }
                let outcome = expression(e)
                if case .next = outcome { continue }
                return outcome
            }
        }
        return .next
    }

    /// An expression at statement position: `if`, `x.append(…)`, `x += […]`, `x = …`, `x["key"] = …`.
    func expression(_ e: ExprSyntax) -> Outcome {
        if let i = e.as(IfExprSyntax.self) { return ifStatement(i) }
        if let call = e.as(FunctionCallExprSyntax.self), let m = call.calledExpression.as(MemberAccessExprSyntax.self),
            let base = m.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, m.declName.baseName.text == "append"
        {
            guard let arg = call.arguments.first else { return .failed }
            let value = substituted(arg.expression)
            let added = arg.label?.text == "contentsOf" ? Self.elements(value) : [value]
            // An array not known (`var schemes = helper()`) grown: unknown too, which matters only where read.
            env[base] = added.flatMap { appended(base, $0) } ?? Self.unknown
            return .next
        }
        if let seq = e.as(SequenceExprSyntax.self) {
            let parts = Array(seq.elements)
            guard parts.count == 3, let target = parts[0].as(DeclReferenceExprSyntax.self)?.baseName.text else {
                // `dict["key"] = value`: harmless unless the key is an orientation one.
                if let sub = parts.first?.as(SubscriptCallExprSyntax.self),
                    let key = sub.arguments.first.flatMap({ reader.string($0.expression) }), !key.hasPrefix("UI")
                {
                    return .next
                }
                return .failed
            }
            let value = substituted(parts[2])
            if parts[1].is(AssignmentExprSyntax.self) {
                env[target] = value
                return .next
            }
            if parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "+=" {
                env[target] = Self.elements(value).flatMap { appended(target, $0) } ?? Self.unknown
                return .next
            }
            return .failed
        }
        return .failed
    }

    /// `if`: the branch its condition decides; when the condition is not known, each branch is run and what it
    /// adds is kept only if it makes no app target (a framework or test target made or not changes no app).
    func ifStatement(_ i: IfExprSyntax) -> Outcome {
        var known: Bool? = true
        for c in i.conditions {
            guard case .expression(let e) = c.condition else { known = nil; break }
            switch condition(substituted(e)) {
            case true?: continue
            case false?: known = false
            case nil: known = nil
            }
            if known != true { break }
        }
        let elseBranch: CodeBlockItemListSyntax? =
            switch i.elseBody {
            case .codeBlock(let b)?: b.statements
            case .ifExpr(let nested)?: CodeBlockItemListSyntax([CodeBlockItemSyntax(item: .expr(ExprSyntax(nested)))])
            case nil: nil
            }
        switch known {
        case true?: return run(i.body.statements)
        case false?: return elseBranch.map { run($0) } ?? .next
        case nil:
            var kept = false
            for branch in [i.body.statements, elseBranch].compactMap({ $0 }) {
                let start = env
                guard case .next = run(branch) else { return .failed }
                for (name, value) in env where start[name]?.trimmedDescription != value.trimmedDescription {
                    // What a branch run or not adds is kept when it is no app; anything else it changes is unknown.
                    guard let old = start[name].flatMap(Self.elements), let new = Self.elements(value),
                        new.count >= old.count,
                        new.dropLast(new.count - old.count).map(\.trimmedDescription) == old.map(\.trimmedDescription),
                        new.dropFirst(old.count).allSatisfy(isNotAnApp)
                    else {
                        env[name] = Self.unknown
                        continue
                    }
                    kept = kept || new.count > old.count
                }
            }
            if kept {
                assumed.append(
                    "targets under `if \(i.conditions.trimmedDescription)`, a condition not known, are taken as made (none is an app)"
                )
            }
            return .next
        }
    }

    /// A target call whose product is known and is not an app.
    func isNotAnApp(_ e: ExprSyntax) -> Bool {
        guard let call = e.as(FunctionCallExprSyntax.self),
            let product = call.arguments.first(where: { $0.label?.text == "product" })?.expression
        else { return false }
        let name = reader.memberName(product) ?? ""
        return !name.isEmpty && !["app", "appClip"].contains(name)
    }

    func appended(_ name: String, _ added: [ExprSyntax]) -> ExprSyntax? {
        guard let current = env[name].flatMap(Self.elements) else { return nil }
        return Self.array(current + added)
    }

    // MARK: Values

    func substituted(_ e: ExprSyntax) -> ExprSyntax {
        rewrite(e, detach: true).as(ExprSyntax.self) ?? e
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> ExprSyntax {
        // `.app`'s `app` is a member's name, not a variable.
        if let m = node.parent?.as(MemberAccessExprSyntax.self), m.declName.id == node.id { return ExprSyntax(node) }
        return env[node.baseName.text] ?? ExprSyntax(node)
    }

    override func visit(_ node: ClosureExprSyntax) -> ExprSyntax {
        // A closure's own parameters would be taken for the helper's: left as written.
        ExprSyntax(node)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        let visited = super.visit(node)
        guard let call = visited.as(FunctionCallExprSyntax.self) else { return visited }
        // `[a, b].flatMap { $0 }`: the arrays joined.
        if let m = call.calledExpression.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "flatMap",
            call.trailingClosure?.statements.trimmedDescription == "$0", let outer = m.base.flatMap(Self.elements)
        {
            let inner = outer.map(Self.elements)
            if inner.allSatisfy({ $0 != nil }) { return Self.array(inner.flatMap { $0! }) }
        }
        guard Self.calleeName(call).map({ reader.functions[$0] != nil }) == true else { return visited }
        let saved = (env, depth)
        defer { (env, depth) = saved }
        return self.call(call, depth: depth + 1) ?? visited
    }

    override func visit(_ node: SequenceExprSyntax) -> ExprSyntax {
        let visited = super.visit(node)
        guard let seq = visited.as(SequenceExprSyntax.self) else { return visited }
        let parts = Array(seq.elements)
        // `c ? a : b` with `c` known.
        if let q = parts.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }), q + 2 == parts.count,
            let then = parts[q].as(UnresolvedTernaryExprSyntax.self)?.thenExpression
        {
            let cond = q == 1 ? parts[0] : ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(parts[..<q])))
            switch condition(cond) {
            case true?: return then
            case false?: return parts[q + 1]
            case nil: return visited
            }
        }
        // `[a] + [b] + …`: one array.
        if parts.count >= 3, parts.count % 2 == 1,
            stride(from: 1, to: parts.count, by: 2).allSatisfy({
                parts[$0].as(BinaryOperatorExprSyntax.self)?.operator.text == "+"
            })
        {
            let arrays = stride(from: 0, to: parts.count, by: 2).map { Self.elements(parts[$0]) }
            if arrays.allSatisfy({ $0 != nil }) { return Self.array(arrays.flatMap { $0! }) }
        }
        return visited
    }

    override func visit(_ node: StringLiteralExprSyntax) -> ExprSyntax {
        // `"\(name)Tests"` with `name` a literal: one literal.
        let visited = super.visit(node)
        guard let literal = visited.as(StringLiteralExprSyntax.self), literal.segments.count > 1 else { return visited }
        var text = ""
        for segment in literal.segments {
            if let s = segment.as(StringSegmentSyntax.self) {
                text += s.content.text
            } else if let x = segment.as(ExpressionSegmentSyntax.self), x.expressions.count == 1,
                let value = x.expressions.first.flatMap({ reader.string(reader.resolved($0.expression)) })
            {
                text += value
            } else {
                return visited
            }
        }
        return ExprSyntax(
            StringLiteralExprSyntax(
                openingQuote: .stringQuoteToken(),
                segments: StringLiteralSegmentListSyntax([
                    .stringSegment(StringSegmentSyntax(content: .stringSegment(text)))
                ]), closingQuote: .stringQuoteToken()))
    }

    // MARK: Conditions

    /// A condition's value when it is known: literals, `!`, `&&`, `||`, `==`/`!=` of members or strings,
    /// `x.contains(.member)` of an array or set literal, `"text".contains("…")`, `x.isEmpty`.
    func condition(_ e: ExprSyntax) -> Bool? {
        if let b = e.as(BooleanLiteralExprSyntax.self) { return b.literal.tokenKind == .keyword(.true) }
        if let t = e.as(TupleExprSyntax.self), t.elements.count == 1, let inner = t.elements.first {
            return condition(inner.expression)
        }
        if let p = e.as(PrefixOperatorExprSyntax.self), p.operator.text == "!" {
            return condition(p.expression).map { !$0 }
        }
        if let seq = e.as(SequenceExprSyntax.self) {
            let parts = Array(seq.elements)
            guard parts.count >= 3, parts.count % 2 == 1 else { return nil }
            let ops = stride(from: 1, to: parts.count, by: 2).compactMap {
                parts[$0].as(BinaryOperatorExprSyntax.self)?.operator.text
            }
            guard ops.count == parts.count / 2 else { return nil }
            if parts.count == 3, ops[0] == "==" || ops[0] == "!=" {
                guard let l = literalText(parts[0]), let r = literalText(parts[2]) else { return nil }
                return (l == r) == (ops[0] == "==")
            }
            guard Set(ops).count == 1, ops[0] == "&&" || ops[0] == "||" else { return nil }
            let values = stride(from: 0, to: parts.count, by: 2).map { condition(parts[$0]) }
            if ops[0] == "&&" {
                if values.contains(false) { return false }
                return values.contains(nil) ? nil : true
            }
            if values.contains(true) { return true }
            return values.contains(nil) ? nil : false
        }
        if let m = e.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "isEmpty",
            let list = m.base.flatMap(Self.elements)
        {
            return list.isEmpty
        }
        if let call = e.as(FunctionCallExprSyntax.self), let value = containsWhere(call) { return value }
        if let call = e.as(FunctionCallExprSyntax.self), call.trailingClosure == nil, call.arguments.count == 1,
            call.arguments.first?.label == nil, let m = call.calledExpression.as(MemberAccessExprSyntax.self),
            m.declName.baseName.text == "contains", let base = m.base, let arg = call.arguments.first?.expression
        {
            if let text = reader.string(reader.resolved(base)), let part = reader.string(reader.resolved(arg)) {
                return text.contains(part)
            }
            guard let list = Self.elements(base) ?? Self.setElements(base), let wanted = literalText(arg) else {
                return nil
            }
            let texts = list.map(literalText)
            if texts.contains(wanted) { return true }
            return texts.contains(nil) ? nil : false
        }
        return nil
    }

    /// `list.contains(where: { $0.flag })` over enum cases, `flag` a `Bool` the helpers compute with a `switch self`.
    func containsWhere(_ call: FunctionCallExprSyntax) -> Bool? {
        guard let m = call.calledExpression.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "contains",
            let base = m.base, let list = Self.elements(base) ?? Self.setElements(base)
        else { return nil }
        let closure =
            call.trailingClosure
            ?? call.arguments.first(where: { $0.label?.text == "where" })?.expression.as(ClosureExprSyntax.self)
        guard let closure, closure.statements.count == 1,
            let access = closure.statements.first?.item.as(ExprSyntax.self)?.as(MemberAccessExprSyntax.self),
            access.base?.trimmedDescription == "$0", let flag = reader.caseFlags[access.declName.baseName.text]
        else { return nil }
        var unknown = false
        for element in list {
            guard let name = element.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                let value = flag.cases[name] ?? flag.otherwise
            else {
                unknown = true
                continue
            }
            if value { return true }
        }
        return unknown ? nil : false
    }

    /// A literal's text for comparing: `.app` and `Product.app` alike as `.app`, a string's content.
    func literalText(_ e: ExprSyntax) -> String? {
        if let s = reader.string(reader.resolved(e)) { return "\"" + s + "\"" }
        if let m = e.as(MemberAccessExprSyntax.self), m.base == nil || m.base?.is(DeclReferenceExprSyntax.self) == true,
            !(m.base.map { $0.trimmedDescription.first?.isLowercase ?? false } ?? false)
        {
            return "." + m.declName.baseName.text
        }
        if let b = e.as(BooleanLiteralExprSyntax.self) { return b.literal.text }
        return nil
    }

    // MARK: Arrays

    /// A value changed in a way not followed: no array, no literal, so reading it gives nothing.
    static let unknown = ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier("__unknown__")))

    static func elements(_ e: ExprSyntax) -> [ExprSyntax]? {
        e.as(ArrayExprSyntax.self).map { $0.elements.map(\.expression) }
    }

    /// `Set([…])`, `Set<T>([…])`.
    static func setElements(_ e: ExprSyntax) -> [ExprSyntax]? {
        guard let call = e.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription.hasPrefix("Set"),
            call.arguments.count == 1, let inner = call.arguments.first?.expression
        else { return nil }
        return elements(inner)
    }

    static func array(_ items: [ExprSyntax]) -> ExprSyntax {
        let list = ArrayElementListSyntax(
            items.enumerated().map { i, e in
                ArrayElementSyntax(expression: e.trimmed, trailingComma: i + 1 < items.count ? .commaToken() : nil)
            })
        return ExprSyntax(ArrayExprSyntax(elements: list))
    }
}
