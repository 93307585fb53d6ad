import OrientEngine
import OrientFacts
import SwiftSyntax

/// `#if os(visionOS)`, `#elseif targetEnvironment(macCatalyst)`, `#else` after `#if os(iOS)`: code an iOS app build
/// does not compile is not the app's (issue 13, pattern 9). Unknown conditions (a project's own flag) hold.
enum CompiledForIOS {
    static func holds(_ clause: IfConfigClauseSyntax) -> Bool {
        guard let list = clause.parent?.as(IfConfigClauseListSyntax.self) else { return true }
        var previous: [String] = []
        for c in list {
            let condition = c.condition?.trimmedDescription
            if c.id == clause.id {
                return PlatformCondition.holdsOnIOS(PlatformCondition.clause(condition, after: previous))
            }
            if let condition { previous.append(condition) }
        }
        return true
    }
}

/// The `if` and `guard` conditions a node runs under, innermost first, within its function.
enum Branches {
    static func conditions(around node: Syntax) -> [String] {
        var out: [String] = []
        var child = node
        var current = node.parent
        while let n = current, out.count < 8 {
            if n.is(FunctionDeclSyntax.self) || n.is(AccessorDeclSyntax.self) || n.is(InitializerDeclSyntax.self) {
                break
            }
            if let ifExpr = n.as(IfExprSyntax.self) {
                let c = ifExpr.conditions.trimmedDescription
                if child.id == ifExpr.body.id { out.append(c) }
                if let e = ifExpr.elseBody, child.id == Syntax(e).id { out.append("!(" + c + ")") }
            }
            if let list = n.as(CodeBlockItemListSyntax.self) {
                // `guard cond else { return }` earlier in the same block: what follows runs when cond holds.
                for item in list {
                    if item.position >= child.position { break }
                    if let g = item.item.as(GuardStmtSyntax.self) { out.append(g.conditions.trimmedDescription) }
                }
            }
            child = n
            current = n.parent
        }
        return out
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
                child.id == guardStmt.body.id
            {
                return condition.negative
            }
            if let list = n.as(CodeBlockItemListSyntax.self) {
                // A `guard #available(…) else { return }` earlier in the same block.
                for item in list {
                    if item.position >= child.position { break }
                    if let g = item.item.as(GuardStmtSyntax.self), let condition = availabilityCondition(g.conditions) {
                        return condition.positive
                    }
                }
            }
            if let decl = n.asProtocol(WithAttributesSyntax.self) {
                for attribute in decl.attributes {
                    guard case .attribute(let a) = attribute,
                        a.attributeName.as(IdentifierTypeSyntax.self)?.name.text == "available"
                    else { continue }
                    if let v = version(in: a.trimmedDescription) { return "iOS \(v)+" }
                }
            }
            child = n
            current = n.parent
        }
        return nil
    }

    private static func availabilityCondition(_ conditions: ConditionElementListSyntax) -> (
        positive: String, negative: String
    )? {
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
