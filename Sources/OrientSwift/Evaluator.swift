import OrientEngine
import OrientFacts
import SwiftSyntax

/// Evaluates getter bodies and expressions to masks, orientations and booleans, without running anything.
struct Evaluator {
    /// The member being evaluated: `x.supportedInterfaceOrientations` inside it forwards to `x`.
    let member: String
    let expect: Expect
    var locals: [String: ExprSyntax] = [:]

    init(member: String, expect: Expect) { self.member = member; self.expect = expect }

    /// A getter or method body: its single expression, or its returns (one level of `if`/`else`, `guard`, `switch`).
    mutating func body(_ items: CodeBlockItemListSyntax) -> Value {
        let list = Array(items)
        if list.count == 1, let expr = list[0].item.as(ExprSyntax.self), !expr.is(IfExprSyntax.self),
            !expr.is(SwitchExprSyntax.self)
        {
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
                    if let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                        let value = b.initializer?.value
                    {
                        locals[name] = value
                    }
                }
                continue
            }
            let ifExpr =
                item.item.as(IfExprSyntax.self)
                ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
            if let ifExpr {
                let rest = list.dropFirst(offset + 1)
                return conditional(ifExpr, rest: rest)
            }
            let switchExpr =
                item.item.as(SwitchExprSyntax.self)
                ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(SwitchExprSyntax.self)
            if let switchExpr { return idiomSwitch(switchExpr) }
            if let guardStmt = item.item.as(GuardStmtSyntax.self) {
                let condition = guardStmt.conditions.trimmedDescription
                var copy = self
                guard let elseValue = copy.statements(Array(guardStmt.body.statements)[...]) else { continue }
                let after = statements(list.dropFirst(offset + 1)) ?? .unknown("no return found")
                return Value.branch(condition, then: after, else: elseValue)
            }
        }
        return nil
    }

    private mutating func conditional(_ node: IfExprSyntax, rest: ArraySlice<CodeBlockItemSyntax>) -> Value? {
        let condition = node.conditions.trimmedDescription
        var thenEval = self
        // `if let supported = topViewController?.supportedInterfaceOrientations { return supported }`: the bound
        // name is the value in the `then` branch.
        var bindsOnly = true
        var bound: [String] = []
        for c in node.conditions {
            if let binding = c.condition.as(OptionalBindingConditionSyntax.self),
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let value = binding.initializer?.value
            {
                thenEval.locals[name] = value
                bound.append(name)
            } else {
                bindsOnly = false
            }
        }
        let thenValue = thenEval.statements(Array(node.body.statements)[...])
        // Returning the bound child's answer itself whenever there is a child forwards, as `child?.answer ??
        // fallback` does (not `top.shouldAutorotate` on a bound controller: its `else` still counts).
        if bindsOnly, case .forward? = thenValue, bound.contains(where: { thenEval.locals[$0] == nil }) {
            return thenValue
        }
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
            if thenValue == nil, node.elseBody == nil { return statements(rest) }  // an `if` that does not return
            return .unknown("if \(condition) …")
        }
        return Value.branch(condition, then: thenValue, else: elseValue)
    }

    /// `switch UIDevice.current.userInterfaceIdiom { case .pad: … default: … }`; a switch over anything else
    /// is a condition Orient does not know: each case's answer is one of the values it can take.
    private mutating func idiomSwitch(_ node: SwitchExprSyntax) -> Value {
        let subject = Value.excerpt(node.subject.trimmedDescription)
        guard subject.hasSuffix("userInterfaceIdiom") else {
            var answers: [(label: String, value: Value)] = []
            for case .switchCase(let c) in node.cases {
                var e = self
                guard let v = e.statements(Array(c.statements)[...]) else {
                    return .unknown("switch \(subject)")
                }
                answers.append((Value.excerpt(c.label.trimmedDescription), v))
            }
            guard let last = answers.popLast() else { return .unknown("switch \(subject)") }
            return answers.reversed().reduce(last.value) { rest, answer in
                Value.branch("switch \(subject) \(answer.label)", then: answer.value, else: rest)
            }
        }
        var pad: Value?
        var other: Value?
        for case .switchCase(let c) in node.cases {
            var e = self
            let v = e.statements(Array(c.statements)[...]) ?? .unknown("case without return")
            if c.label.trimmedDescription.contains(".pad") {
                pad = v
            } else if other == nil {
                other = v
            } else if other != v {
                other = .unknown("several idioms")
            }
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
                guard case .mask(let m) = evaluate(element.expression) else {
                    return .unknown(Value.excerpt(expr.trimmedDescription))
                }
                mask.formUnion(m)
            }
            return .mask(mask)
        }
        if let s = expr.as(SequenceExprSyntax.self) { return sequence(s) }
        if let call = expr.as(FunctionCallExprSyntax.self) {
            let callee = call.calledExpression.trimmedDescription
            if callee.hasSuffix("UIInterfaceOrientationMask") || callee == ".init" {
                if let arg = call.arguments.first {
                    if arg.label?.text == "rawValue",
                        let raw = arg.expression.as(IntegerLiteralExprSyntax.self).flatMap({ UInt($0.literal.text) })
                    {
                        return .mask(OrientationMask(rawValue: raw))
                    }
                    return evaluate(arg.expression)
                }
            }
        }
        // A parameterless function the project may define as a mask helper (resolved once every file is read).
        if let call = expr.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
            call.calledExpression.is(DeclReferenceExprSyntax.self)
                || call.calledExpression.is(MemberAccessExprSyntax.self)
        {
            return .unknown(call.calledExpression.trimmedDescription + "()")
        }
        if let ternary = expr.as(TernaryExprSyntax.self) {
            return Value.branch(
                ternary.condition.trimmedDescription, then: evaluate(ternary.thenExpression),
                else: evaluate(ternary.elseExpression))
        }
        return .unknown(Value.excerpt(expr.trimmedDescription))
    }

    private mutating func memberAccess(_ m: MemberAccessExprSyntax) -> Value {
        let name = m.declName.baseName.text
        guard let base = m.base else { return literal(name) }
        let baseText = base.trimmedDescription
        if ["UIInterfaceOrientationMask", "UIKit.UIInterfaceOrientationMask"].contains(baseText),
            let mask = OrientationMask(name: name)
        {
            return .mask(mask)
        }
        if ["UIInterfaceOrientation", "UIKit.UIInterfaceOrientation"].contains(baseText),
            let o = InterfaceOrientation(name: name)
        {
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
        case .mask: return OrientationMask(name: name).map(Value.mask) ?? .unknown("." + name)
        case .orientation:
            return InterfaceOrientation(name: name, allowUnknown: true).map(Value.orientation) ?? .unknown("." + name)
        case .bool: return .unknown("." + name)
        }
    }

    /// Operators are not folded by the parser: `a ? b : c` and `x ?? y` arrive as flat sequences.
    private mutating func sequence(_ s: SequenceExprSyntax) -> Value {
        let elements = Array(s.elements)
        if let value = ternaryChain(elements[...]) { return value }
        if elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??" {
            let first = evaluate(elements[0])
            if case .forward = first { return first }
            if case .inherited = first { return first }
            return .unknown(Value.excerpt(ExprSyntax(s).trimmedDescription))
        }
        return .unknown(Value.excerpt(ExprSyntax(s).trimmedDescription))
    }

    /// `c1 ? a : c2 ? b : d`: the ternary binds loosest and to the right, so the first `?` splits the condition from
    /// the rest and its `else` is the chain after it. Nil when there is no ternary.
    private mutating func ternaryChain(_ elements: ArraySlice<ExprSyntax>, depth: Int = 0) -> Value? {
        guard let i = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
            let ternary = elements[i].as(UnresolvedTernaryExprSyntax.self)
        else { return nil }
        let condition = elements[..<i].map(\.trimmedDescription).joined(separator: " ")
        let rest = elements[(i + 1)...]
        let elseValue: Value =
            rest.count == 1
            ? rest.first.map { evaluate($0) } ?? .unknown("")
            : (depth < 16 ? ternaryChain(rest, depth: depth + 1) : nil)
                ?? .unknown(rest.map(\.trimmedDescription).joined(separator: " "))
        return Value.branch(condition, then: evaluate(ternary.thenExpression), else: elseValue)
    }

    static func unwrap(_ expr: ExprSyntax) -> ExprSyntax {
        var e = expr
        while true {
            if let t = e.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first {
                e = only.expression; continue
            }
            if let o = e.as(OptionalChainingExprSyntax.self) { e = o.expression; continue }
            if let f = e.as(ForceUnwrapExprSyntax.self) { e = f.expression; continue }
            // `try Root(…)`, `await make()`: the same value (FlowCrypt's window roots).
            if let t = e.as(TryExprSyntax.self) { e = t.expression; continue }
            if let a = e.as(AwaitExprSyntax.self) { e = a.expression; continue }
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
            parts.count == 1 || parts[0] == "UIInterfaceOrientation" || parts[0] == "UIDeviceOrientation"
        {
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
        if let r = body.first(where: { $0.item.is(ReturnStmtSyntax.self) })?.item.as(ReturnStmtSyntax.self)?.expression
        {
            return .dynamic(styleName(r))
        }
        return .unknown("")
    }

    static func styleName(ofBody body: CodeBlockItemListSyntax) -> String {
        if case .dynamic(let name) = style(ofBody: body) { return name }
        return "unknown"
    }
}
