import Foundation
import OrientProject
import SwiftSyntax

// A device-orientation test whose result changes nothing: kept in a stored property that is read only by functions
// that do nothing but keep it (`guard isLandscape != nil else { isLandscape = …; return }`, `if … != isLand {
// isLandscape = isLand }`). A blind reading of FSNotes found such a leftover; reporting it sends the user to code
// that shows nothing.
extension DeviceOrientationReadVisitor {
    /// Whether the read at `node` (tested with `.isLandscape`, `.isPortrait`, …) only keeps a stored property that
    /// nothing but its own keeping reads: the function around it does nothing else, and every function reading the
    /// property does nothing else either.
    func hasNoEffect(_ node: Syntax) -> Bool {
        guard let function = enclosingFunction(node), let members = enclosingMembers(node) else { return false }
        // The stored properties the function assigns: the only thing it may do.
        let kept = assignedProperties(function, members: members)
        guard !kept.isEmpty, onlyKeeps(kept, in: function.body?.statements) else { return false }
        for property in kept {
            for use in reads(of: property, in: members) {
                guard let f = enclosingFunction(use), onlyKeeps(kept, in: f.body?.statements) else { return false }
            }
        }
        return true
    }

    func enclosingFunction(_ node: Syntax) -> FunctionDeclSyntax? { node.enclosingFunction(crossingClosures: false) }

    func enclosingMembers(_ node: Syntax) -> MemberBlockItemListSyntax? {
        var current = node.parent
        while let n = current {
            if let m = n.as(MemberBlockSyntax.self) { return m.members }
            current = n.parent
        }
        return nil
    }

    /// The type's stored properties that `function` assigns (`p = …`, `self.p = …`).
    func assignedProperties(_ function: FunctionDeclSyntax, members: MemberBlockItemListSyntax) -> Set<String> {
        let stored = storedNames(members)
        var out: Set<String> = []
        for token in function.tokens(viewMode: .sourceAccurate) where stored.contains(token.text) {
            if let name = assignee(of: token), stored.contains(name) { out.insert(name) }
        }
        return out
    }

    /// The name assigned when `token` is the left side of `=` (`p = …` or `self.p = …`).
    func assignee(of token: TokenSyntax) -> String? {
        guard let ref = token.parent?.as(DeclReferenceExprSyntax.self) else { return nil }
        let lhs: ExprSyntax =
            ref.parent?.as(MemberAccessExprSyntax.self).flatMap {
                $0.base?.trimmedDescription == "self" ? ExprSyntax($0) : nil
            }
            ?? ExprSyntax(ref)
        return isAssigned(lhs) ? token.text : nil
    }

    /// Every statement only binds locals, assigns one of `kept`, returns, or is an `if`/`guard` whose branches do
    /// only that: nothing is shown, called or passed on.
    func onlyKeeps(_ kept: Set<String>, in statements: CodeBlockItemListSyntax?, depth: Int = 0) -> Bool {
        guard let statements, depth < 8 else { return false }
        for item in statements {
            if let v = item.item.as(VariableDeclSyntax.self) {
                // A local bound from a value, not from a call that does something.
                if v.bindings.contains(where: { $0.initializer?.value.is(FunctionCallExprSyntax.self) == true }) {
                    return false
                }
            } else if item.item.is(ReturnStmtSyntax.self) {
                continue
            } else if let g = item.item.as(GuardStmtSyntax.self) {
                guard onlyKeeps(kept, in: g.body.statements, depth: depth + 1) else { return false }
            } else if let e = item.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
                ?? item.item.as(IfExprSyntax.self)
            {
                guard onlyKeeps(kept, in: e.body.statements, depth: depth + 1) else { return false }
                if let elseBody = e.elseBody {
                    if let block = elseBody.as(CodeBlockSyntax.self) {
                        guard onlyKeeps(kept, in: block.statements, depth: depth + 1) else { return false }
                    } else {
                        return false
                    }
                }
            } else if let list = item.item.as(ExprSyntax.self)?.as(SequenceExprSyntax.self)?.elements {
                let items = Array(list)
                guard items.count == 3, items[1].is(AssignmentExprSyntax.self) else { return false }
                let lhs = items[0].trimmedDescription
                let name = lhs.hasPrefix("self.") ? String(lhs.dropFirst(5)) : lhs
                guard kept.contains(name) else { return false }
            } else {
                return false
            }
        }
        return true
    }

    /// The reads of a stored property in its type's members (not the left side of an assignment).
    func reads(of property: String, in members: MemberBlockItemListSyntax) -> [Syntax] {
        var out: [Syntax] = []
        for token in members.tokens(viewMode: .sourceAccurate) where token.text == property {
            guard let ref = token.parent?.as(DeclReferenceExprSyntax.self), assignee(of: token) == nil else { continue }
            // Its declaration is a pattern, not a reference; another object's member of the same name is not it.
            if let m = ref.parent?.as(MemberAccessExprSyntax.self), m.declName == ref,
                m.base?.trimmedDescription != "self"
            {
                continue
            }
            out.append(Syntax(ref))
        }
        return out
    }
}

// A device-orientation test kept in a stored property that nothing reads: no read at all, a local of the same
// name hiding it, or only in a private function nothing calls (a blind reading of Sora: `@State var isLandscape =
// UIDevice.current.orientation.isLandscape`, its columns chosen from the window's bounds instead).
//
// The same with the test's branches each only setting the property (`if UIDevice.current.orientation.isLandscape
// { self.orientation = .landscape } else { … }`), and for a property other files may read (an ObservableObject's
// `@Published var orientation` that no view reads, LLMFarm): the fact names the property, and once every file is read
// the test is dropped where no other file reads it (`CodeReader.dropKeptButUnread`).
extension DeviceOrientationReadVisitor {
    /// The stored property that the test at `node` only keeps, when nothing in its type or its file reads it: nil
    /// when the test does something else, or the property is read. `isPrivate`: no other file can read it.
    func keptButNeverRead(_ node: Syntax) -> (name: String, isPrivate: Bool)? {
        guard let (property, members) = keptProperty(node),
            reads(of: property, in: members).allSatisfy({ use in
                shadowedByLocal(use, name: property) || inUncalledPrivateFunction(use)
            }),
            !readOutside(members, property)
        else { return nil }
        let isPrivate = variables(members).contains { v in
            v.bindings.contains(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == property })
                && v.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
        }
        return (property, isPrivate)
    }

    /// The stored property the test at `node` is assigned to, or that the branches of the `if` it is the condition
    /// of only assign.
    func keptProperty(_ node: Syntax) -> (name: String, members: MemberBlockItemListSyntax)? {
        let test: Syntax =
            node.parent?.as(MemberAccessExprSyntax.self).flatMap { Syntax($0.base) == node ? Syntax($0) : nil } ?? node
        if let e = ExprSyntax(test), let kept = storedProperty(e) ?? keptByTernary(e) { return kept }
        var current = node.parent
        var depth = 0
        while let n = current, depth < 16 {
            depth += 1
            if n.is(ConditionElementSyntax.self), let ifExpr = n.parent?.parent?.as(IfExprSyntax.self) {
                return keptByBranches(ifExpr)
            }
            if n.is(CodeBlockSyntax.self) || n.is(MemberBlockSyntax.self) || n.is(ClosureExprSyntax.self) { return nil }
            current = n.parent
        }
        return nil
    }

    /// The stored property a ternary on `test` picks a plain value for: `var side = test ? .landscape : .portrait`,
    /// `self.side = test ? 1 : 0` (operators are left unfolded: one sequence).
    func keptByTernary(_ test: ExprSyntax) -> (name: String, members: MemberBlockItemListSyntax)? {
        guard let list = test.parent?.as(ExprListSyntax.self) else { return nil }
        let items = Array(list)
        guard let i = items.firstIndex(where: { Syntax($0) == Syntax(test) }), i + 3 == items.count,
            let ternary = items[i + 1].as(UnresolvedTernaryExprSyntax.self),
            [ternary.thenExpression, items[i + 2]].allSatisfy(isPlainValue)
        else { return nil }
        if i == 0, let sequence = list.parent?.as(SequenceExprSyntax.self) {
            return storedProperty(ExprSyntax(sequence))
        }
        guard i == 2, items[1].is(AssignmentExprSyntax.self), let name = assignedName(items[0]),
            let members = enclosingMembers(Syntax(list)), storedNames(members).contains(name)
        else { return nil }
        return (name, members)
    }

    /// A literal or a bare enum case (`.landscape`, `SkinOrientation.portrait`, `1`, `"wide"`): no call, no effect.
    func isPlainValue(_ e: ExprSyntax) -> Bool {
        if e.is(IntegerLiteralExprSyntax.self) || e.is(BooleanLiteralExprSyntax.self)
            || e.is(StringLiteralExprSyntax.self) || e.is(FloatLiteralExprSyntax.self)
        {
            return true
        }
        guard let m = e.as(MemberAccessExprSyntax.self) else { return false }
        return m.base == nil || m.base?.is(DeclReferenceExprSyntax.self) == true
    }

    /// The one stored property every branch of `ifExpr` (`else if` chains included) only assigns.
    func keptByBranches(_ ifExpr: IfExprSyntax) -> (name: String, members: MemberBlockItemListSyntax)? {
        guard let members = enclosingMembers(Syntax(ifExpr)) else { return nil }
        var blocks = [ifExpr.body]
        var rest = ifExpr.elseBody
        while let next = rest, blocks.count < 16 {
            if let block = next.as(CodeBlockSyntax.self) {
                blocks.append(block)
                rest = nil
            } else if let inner = next.as(IfExprSyntax.self) {
                blocks.append(inner.body)
                rest = inner.elseBody
            } else {
                return nil
            }
        }
        let stored = storedNames(members)
        var names: Set<String> = []
        for block in blocks {
            for token in block.tokens(viewMode: .sourceAccurate) where stored.contains(token.text) {
                if let name = assignee(of: token) { names.insert(name) }
            }
        }
        guard names.count == 1, let property = names.first,
            blocks.allSatisfy({ onlyKeeps(names, in: $0.statements) })
        else { return nil }
        return (property, members)
    }

    /// Whether the file reads `property` of an instance outside the type's members (`info.orientation`); another
    /// type's own (`self.orientation` in the `#else` twin of the class) is not it.
    func readOutside(_ members: MemberBlockItemListSyntax, _ property: String) -> Bool {
        let inside = members.position..<members.endPosition
        return members.root.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.text == property, !inside.contains(token.position),
                let ref = token.parent?.as(DeclReferenceExprSyntax.self),
                let access = ref.parent?.as(MemberAccessExprSyntax.self), access.declName == ref,
                access.base?.trimmedDescription != "self", !isAssigned(ExprSyntax(access))
            else { return false }
            return true
        }
    }

    func storedNames(_ members: MemberBlockItemListSyntax) -> Set<String> {
        Set(
            variables(members).flatMap(\.bindings)
                .filter { $0.accessorBlock == nil }
                .compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text })
    }

    /// A `let`/`var` of the same name declared before `use` in a block around it.
    func shadowedByLocal(_ use: Syntax, name: String) -> Bool {
        var current: Syntax? = use
        var depth = 0
        while let n = current, depth < 64 {
            depth += 1
            if n.is(MemberBlockSyntax.self) { return false }
            if let item = n.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self) {
                for earlier in list {
                    if earlier.position >= item.position { break }
                    if declares(earlier, name: name) { return true }
                }
            }
            current = n.parent
        }
        return false
    }

    /// Whether `item` declares a local `name`: a `let`/`var`, or one inside an `#if` clause an iOS build compiles
    /// (`#if !os(tvOS) let orientation = … #else … #endif`, Provenance), at most 4 `#if`s deep.
    func declares(_ item: CodeBlockItemSyntax, name: String, depth: Int = 0) -> Bool {
        if let v = item.item.as(VariableDeclSyntax.self) {
            return v.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }
        }
        guard depth < 4, let config = item.item.as(IfConfigDeclSyntax.self) else { return false }
        return config.clauses.contains { clause in
            guard CompiledForIOS.holds(clause), case .statements(let items)? = clause.elements else { return false }
            return items.contains { declares($0, name: name, depth: depth + 1) }
        }
    }

    /// Inside a `private` or `fileprivate` function whose name the file writes only where it declares it (a
    /// private member is seen by the type's extensions in the same file). An `@objc` or `@IBAction` one may be
    /// called by a selector or a storyboard, and an override by UIKit: neither counts.
    func inUncalledPrivateFunction(_ use: Syntax) -> Bool {
        guard let function = enclosingFunction(use),
            function.modifiers.contains(where: { ["private", "fileprivate"].contains($0.name.text) }),
            !function.modifiers.contains(where: { $0.name.text == "override" }),
            !function.attributes.contains(where: {
                ["objc", "IBAction", "IBSegueAction"].contains(
                    $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription ?? "")
            })
        else { return false }
        return SourceBytes.occurrences(of: function.name.text, in: Data(use.root.description.utf8)) <= 1
    }

    /// Inside a `private` or `fileprivate` property (its getter, or a closure giving its value) whose name the file
    /// writes only where it declares it: nothing reads what it decides (a blind reading of SaxWeather: a card
    /// spacing tightened in landscape, that no view uses).
    func inUnreadPrivateProperty(_ use: Syntax) -> Bool {
        var current = use.parent
        while let n = current {
            if let v = n.as(VariableDeclSyntax.self), v.parent?.is(MemberBlockItemSyntax.self) == true {
                guard v.modifiers.contains(where: { ["private", "fileprivate"].contains($0.name.text) }),
                    v.attributes.isEmpty, v.bindings.count == 1,
                    let name = v.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                else { return false }
                return SourceBytes.occurrences(of: name, in: Data(use.root.description.utf8)) <= 1
            }
            if n.is(MemberBlockSyntax.self) { return false }
            current = n.parent
        }
        return false
    }
}

extension DeviceOrientationReadVisitor {
    /// Functions that only write to the console or a log.
    static let loggingCalls: Set<String> = ["print", "debugPrint", "NSLog", "dump", "os_log"]

    /// Whether the test at `node` is the condition of an `if` whose branches only log (`if UIDevice.current
    /// .orientation.isLandscape { print("Landscape") }`, a blind first run's leftover observer): nothing is decided.
    func onlyLogs(_ node: Syntax) -> Bool {
        var current = node
        while let parent = current.parent {
            if let test = parent.as(IfExprSyntax.self) {
                return test.conditions.id == current.id && branchesOnlyLog(test)
            }
            if parent.is(CodeBlockItemSyntax.self) || parent.is(MemberBlockItemSyntax.self) { return false }
            current = parent
        }
        return false
    }

    private func branchesOnlyLog(_ test: IfExprSyntax, depth: Int = 0) -> Bool {
        guard depth < 16, Self.statementsOnlyLog(test.body.statements) else { return false }
        switch test.elseBody {
        case .none: return true
        case .codeBlock(let block)?: return Self.statementsOnlyLog(block.statements)
        case .ifExpr(let next)?: return branchesOnlyLog(next, depth: depth + 1)
        }
    }

    /// Every statement is a call to a logging function (`print(…)`, `logger.debug(…)`, `Log.info(…)`).
    static func statementsOnlyLog(_ statements: CodeBlockItemListSyntax) -> Bool {
        statements.allSatisfy { item in
            guard let call = item.item.as(FunctionCallExprSyntax.self) else { return false }
            if let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
                return loggingCalls.contains(name)
            }
            guard let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription else {
                return false
            }
            return base.lowercased().hasSuffix("logger") || base.lowercased().hasSuffix("log")
        }
    }
}
