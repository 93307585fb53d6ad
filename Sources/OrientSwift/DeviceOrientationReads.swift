import OrientFacts
import SwiftSyntax

/// Where the code decides from the device's orientation (R13.3, R13.4): `UIDevice.current.orientation` read and
/// then tested (`.isLandscape`, `.isPortrait`, `== .portrait`, a `switch`, an `if case`), directly or through a
/// local set from it; and every read of the deprecated `statusBarOrientation`. A read whose function speaks of the
/// device itself (`DeviceOrientationReadFact.deviceMeant`: capture, motion, image orientation, a forced rotation)
/// is not recorded. A read passed on, stored in a property or converted is not recorded either: what is done with
/// it elsewhere is not followed.
final class DeviceOrientationReadVisitor: SyntaxVisitor {
    unowned let extractor: FileExtractor
    var reads: [DeviceOrientationReadFact] = []
    /// Functions this file declares that hand a closure the device's orientation.
    var callbacks: [String] = []
    /// The function whose closure's parameter is being followed (`visit(_: ClosureExprSyntax)`).
    var callback: String?

    init(_ extractor: FileExtractor) {
        self.extractor = extractor
        super.init(viewMode: .sourceAccurate)
    }

    /// Whether a file can hold one (such files are read whole: the bodies that do it hold none of the words that
    /// keep a body).
    static func mayHold(_ text: String) -> Bool {
        (text.hasBytes("UIDevice") && text.hasBytes(".orientation")) || text.hasBytes("statusBarOrientation")
            || text.hasBytes("self.interfaceOrientation") || text.hasBytes("UIDeviceOrientation)")
            || text.hasBytes(".isLandscape") || text.hasBytes(".isPortrait")
    }

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        CompiledForIOS.holds(node) ? .visitChildren : .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        noteCallback(node)
        return .visitChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        followHanded(node)
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.declName.baseName.text
        if name == "interfaceOrientation", node.base?.trimmedDescription == "self" {
            // UIViewController's own, deprecated in iOS 8 (a window scene's is not read through `self`).
            if !isAssigned(ExprSyntax(node)) {
                record(.controllerProperty, use: "interfaceOrientation", at: Syntax(node))
            }
            return .visitChildren
        }
        if name == "statusBarOrientation" {
            // Setting it (`statusBarOrientation = …`, long a no-op) is not a read.
            if !isAssigned(ExprSyntax(node)) { record(.statusBar, use: "statusBarOrientation", at: Syntax(node)) }
            return .visitChildren
        }
        guard name == "orientation", let base = node.base, Resolver.isUIDevice(base, in: Syntax(node)) else {
            return .visitChildren
        }
        if let use = decision(on: ExprSyntax(node)) {
            record(.device, use: use, at: Syntax(node))
        } else if let local = boundLocal(ExprSyntax(node)), let use = decisionOnLocal(local, after: Syntax(node)) {
            record(.device, use: use, at: Syntax(node))
        } else if let passed = localHandedOn(ExprSyntax(node)), !passed.isEmpty {
            // The local handed to a method of the type: its decisions on the parameter.
            for e in passed { recordDecisionsInCallee(of: e, read: ExprSyntax(node)) }
        } else if let (property, members) = storedProperty(ExprSyntax(node)) {
            followKept(property, in: members, read: ExprSyntax(node), setAt: extractor.location(Syntax(node)).line)
        } else if let member = returningMember(ExprSyntax(node)) {
            recordDecisions(onMember: member.name, isFunction: member.isFunction, in: member.members)
        } else {
            recordDecisionsInCallee(of: ExprSyntax(node))
        }
        return .visitChildren
    }

    /// Properties already followed (a type's property set from the device in several places is read once).
    var followed: Set<String> = []

    func record(_ source: DeviceOrientationReadFact.Source, use: String, at node: Syntax) {
        var counterRotates = false
        if source == .device, let body = enclosingFunctionText(node) {
            let rotation = DeviceOrientationReadFact.counterRotationWords.contains { body.contains($0) }
            let meant = DeviceOrientationReadFact.deviceMeant.filter {
                !DeviceOrientationReadFact.counterRotationWords.contains($0)
            }
            if meant.contains(where: { body.contains($0) }) { return }
            if DeviceOrientationReadFact.turningWithTheInterface(
                function: enclosingFunction(node)?.name.text, text: body)
            {
                return
            }
            counterRotates = rotation
        }
        // A stored property's initial value in a type about the device itself (a camera model following
        // CMMotionManager, a blind first run, HalloApp): kept on purpose, as in its functions.
        if source == .device, inStoredPropertyInitializer(node), let members = enclosingMembers(node),
            meansTheDevice(members)
        {
            return
        }
        if source == .device
            && (afterReturn(node) || decidedBySizeToo(node) || onlyNamesIt(node) || isSceneFallback(node)
                || hasNoEffect(node) || inUncalledPrivateFunction(node) || inUnreadPrivateProperty(node)
                || onlyLogs(node))
        {
            return
        }
        // Kept in a property nothing in the file reads: quiet when it is private, else left to the other files.
        let kept = source == .device ? keptButNeverRead(node) : nil
        if kept?.isPrivate == true { return }
        if source == .device && decidesARotation(node) { counterRotates = true }
        var context = extractor.context(at: node)
        context.inType = Resolver.enclosingTypeName(node)
        if context.inMember == nil { context.inMember = enclosingPropertyName(node) }
        reads.append(
            DeviceOrientationReadFact(
                source: source, use: use, context: context, location: extractor.location(node),
                counterRotates: counterRotates, keptIn: kept?.name, viaCallback: callback))
    }

    // MARK: Decisions

    /// How the code decides from `e` right where it is read, if it does.
    func decision(on e: ExprSyntax) -> String? {
        var node = Syntax(e)
        // `switch (orientation)`, `if (o == .portrait)`: a parenthesised operand is the operand.
        while let element = node.parent?.as(LabeledExprSyntax.self), element.label == nil,
            let tuple = element.parent?.parent?.as(TupleExprSyntax.self), tuple.elements.count == 1
        {
            node = Syntax(tuple)
        }
        guard let parent = node.parent else { return nil }
        if turnsAConnection(node) { return "videoOrientation" }
        // `e.isLandscape`
        if let m = parent.as(MemberAccessExprSyntax.self), m.base.map(Syntax.init) == node {
            let property = m.declName.baseName.text
            guard ["isLandscape", "isPortrait"].contains(property) else { return nil }
            return isLandscapeOrPortrait(m) ? nil : property
        }
        // `switch e {`
        if let s = parent.as(SwitchExprSyntax.self), Syntax(s.subject) == node { return "switch" }
        // `switch (e, direction) {`: one element of a tuple the cases match on, where a case names an
        // orientation in its place (not only `_`, `.faceUp` or `.unknown`).
        if let element = parent.as(LabeledExprSyntax.self), element.label == nil,
            let list = element.parent?.as(LabeledExprListSyntax.self),
            let tuple = list.parent?.as(TupleExprSyntax.self), list.count > 1,
            let s = tuple.parent?.as(SwitchExprSyntax.self), Syntax(s.subject) == Syntax(tuple),
            let index = list.firstIndex(where: { Syntax($0) == Syntax(element) })
        {
            let position = list.distance(from: list.startIndex, to: index)
            return casesName(anOrientationAt: position, in: s) ? "switch" : nil
        }
        // `if case .landscapeLeft = e`
        if parent.is(InitializerClauseSyntax.self), parent.parent?.is(MatchingPatternConditionSyntax.self) == true {
            return "if case"
        }
        // `e == .portrait` (operators are left unfolded: a sequence of operand, operator, operand)
        if let list = parent.as(ExprListSyntax.self) {
            let items = Array(list)
            guard let i = items.firstIndex(where: { Syntax($0) == node }) else { return nil }
            for j in [i - 1, i + 1] where items.indices.contains(j) {
                guard let op = items[j].as(BinaryOperatorExprSyntax.self)?.operator.text,
                    ["==", "!=", "~="].contains(op)
                else { continue }
                let k = j < i ? j - 1 : j + 1
                if items.indices.contains(k), let m = items[k].as(MemberAccessExprSyntax.self) {
                    // `== .unknown`, `== .faceUp`: a guard against what is no interface orientation, not a layout.
                    let other = m.declName.baseName.text
                    if ["unknown", "faceUp", "faceDown"].contains(other) { return nil }
                    return op == "==" && isValidityFilter(node) ? nil : op + " ." + other
                }
            }
        }
        return nil
    }

    /// Whether a case of `s` matches element `position` of its tuple subject with an interface-like orientation
    /// (`case (.landscapeLeft, .rightToLeft):`).
    func casesName(anOrientationAt position: Int, in s: SwitchExprSyntax) -> Bool {
        for case .switchCase(let c) in s.cases {
            guard case .case(let label) = c.label else { continue }
            for item in label.caseItems {
                guard let tuple = item.pattern.as(ExpressionPatternSyntax.self)?.expression.as(TupleExprSyntax.self),
                    tuple.elements.count > position
                else { continue }
                let element = tuple.elements[tuple.elements.index(tuple.elements.startIndex, offsetBy: position)]
                guard let m = element.expression.as(MemberAccessExprSyntax.self) else { continue }
                if !["unknown", "faceUp", "faceDown"].contains(m.declName.baseName.text) { return true }
            }
        }
        return false
    }

    /// `o.isLandscape || o.isPortrait`, and nothing else in that `||`: whether the device is held as an interface
    /// can be (not flat, not unknown), a filter, no side decided (a blind reading of AppRTC, in Objective-C).
    /// As a ternary's condition, it passes the value itself on (`o.isPortrait || o.isLandscape ? o : lastReal`: the
    /// last upright reading, a blind reading of Opaline).
    func isLandscapeOrPortrait(_ m: MemberAccessExprSyntax) -> Bool {
        guard let whole = m.parent?.as(ExprListSyntax.self).map(Array.init) else { return false }
        let ternary = whole.firstIndex { $0.is(UnresolvedTernaryExprSyntax.self) }
        let list = Array(whole[..<(ternary ?? whole.count)])
        guard list.count >= 3 else { return false }
        var names: Set<String> = []
        var bases: Set<String> = []
        for (i, item) in list.enumerated() {
            if i % 2 == 1 {
                guard item.as(BinaryOperatorExprSyntax.self)?.operator.text == "||" else { return false }
                continue
            }
            guard let access = item.as(MemberAccessExprSyntax.self), let base = access.base else { return false }
            names.insert(access.declName.baseName.text)
            bases.insert(base.trimmedDescription)
        }
        guard names == ["isLandscape", "isPortrait"], bases.count == 1, let base = bases.first else { return false }
        if let ternary {
            return whole[ternary].as(UnresolvedTernaryExprSyntax.self)?.thenExpression.trimmedDescription == base
        }
        // Kept for later (`self.current = o` in the branch): the decisions come after, and so does the report.
        guard let listNode = m.parent else { return false }
        var current = Syntax(listNode)
        while let parent = current.parent, !parent.is(CodeBlockItemSyntax.self) {
            if let branch = parent.as(IfExprSyntax.self) {
                return !branch.body.statements.contains { keeps(base, in: $0.trimmedDescription) }
            }
            current = parent
        }
        return true
    }

    /// Whether `statement` assigns the value `base` itself (`self.current = o`), not something read from it
    /// (`self.side = o.isLandscape ? …`: a decision, reported on its own).
    func keeps(_ base: String, in statement: String) -> Bool {
        var rest = Substring(statement)
        while let r = rest.range(of: "= " + base) {
            let next = rest[r.upperBound...].first
            if next.map({ !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }) ?? true { return true }
            rest = rest[r.upperBound...]
        }
        return false
    }

    /// The comparison is one of an `||`-joined set naming both a portrait and a landscape orientation (`o ==
    /// .portrait || o == .landscapeLeft || o == .landscapeRight`): it asks whether the device is held as an
    /// interface can be (not flat, not unknown), the right filter before passing the value on, not a layout.
    func isValidityFilter(_ node: Syntax) -> Bool {
        var top = node
        var current = node.parent
        while let n = current, !n.is(CodeBlockItemSyntax.self), !n.is(CodeBlockSyntax.self) {
            if n.is(ConditionElementSyntax.self) { top = n; break }
            top = n
            current = n.parent
        }
        let text = top.trimmedDescription
        return text.contains("||") && text.contains(".portrait")
            && (text.contains(".landscapeLeft") || text.contains(".landscapeRight"))
    }

    /// The test around the read turns the orientation into a rotation (`angleDegree = -90`, a video's
    /// `deviceRotation`, a view's `rotationEffect`): the device is meant, as for a camera or a call's video.
    func decidesARotation(_ node: Syntax) -> Bool {
        var current = node.parent
        var test: Syntax?
        while let n = current {
            if n.is(IfExprSyntax.self) || n.is(SwitchExprSyntax.self) || n.is(TernaryExprSyntax.self)
                || n.is(UnresolvedTernaryExprSyntax.self)
            {
                test = n
            }
            if n.is(ClosureExprSyntax.self) || n.is(FunctionDeclSyntax.self) || n.is(AccessorDeclSyntax.self)
                || n.is(CodeBlockItemSyntax.self) && test != nil
            {
                break
            }
            current = n.parent
        }
        // A ternary is unfolded: its whole statement is the test.
        guard let test = test.map({ $0.is(UnresolvedTernaryExprSyntax.self) ? ($0.parent ?? $0) : $0 }) else {
            return false
        }
        let text = test.description
        return ["angle", "Angle", "degree", "Degree", "rotation", "Rotation", "radians"].contains { text.contains($0) }
    }

    /// The local `e` initialises (`let o = UIDevice.current.orientation`).
    func boundLocal(_ e: ExprSyntax) -> (name: String, scope: CodeBlockItemListSyntax)? {
        guard let clause = e.parent?.as(InitializerClauseSyntax.self),
            let binding = clause.parent?.as(PatternBindingSyntax.self),
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else { return nil }
        var current = binding.parent
        while let n = current {
            if let list = n.as(CodeBlockItemListSyntax.self) { return (name, list) }
            current = n.parent
        }
        return nil
    }

    /// How the code decides from the local, in the statements after its declaration.
    func decisionOnLocal(_ local: (name: String, scope: CodeBlockItemListSyntax), after read: Syntax) -> String? {
        final class Finder: SyntaxVisitor {
            let name: String
            let owner: DeviceOrientationReadVisitor
            var use: String?
            init(name: String, owner: DeviceOrientationReadVisitor) {
                self.name = name; self.owner = owner
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
                // A use whose result is not shown, or that a size decides, does not count.
                if use == nil, node.baseName.text == name, !owner.onlyNamesIt(Syntax(node)),
                    !owner.decidedBySizeToo(Syntax(node))
                {
                    use = owner.decision(on: ExprSyntax(node))
                }
                return .skipChildren
            }
        }
        let finder = Finder(name: local.name, owner: self)
        for item in local.scope where item.position > read.position {
            finder.walk(item)
            if let use = finder.use { return use }
        }
        return nil
    }

    /// After an unconditional `return` of its block, or of a block around it: never runs.
    func afterReturn(_ node: Syntax) -> Bool {
        var current: Syntax? = node
        while let n = current {
            if let item = n.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self),
                list.contains(where: { $0.position < item.position && $0.item.is(ReturnStmtSyntax.self) })
            {
                return true
            }
            if n.is(FunctionDeclSyntax.self) || n.is(AccessorDeclSyntax.self) || n.is(InitializerDeclSyntax.self) {
                return false
            }
            current = n.parent
        }
        return false
    }

    /// The test is `||`-joined to a comparison of a width with a height (`bounds.width > bounds.height ||
    /// UIDevice.current.orientation.isLandscape`): the size decides; the device only in a square view.
    func decidedBySizeToo(_ node: Syntax) -> Bool {
        guard let list = enclosing(ExprListSyntax.self, of: node) else { return false }
        let items = Array(list)
        guard items.contains(where: { $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "||" }) else {
            return false
        }
        return items.contains { item in
            let text = item.trimmedDescription
            return !text.contains("orientation") && (text.contains("width") || text.contains("height"))
        }
    }

    /// The test only picks a text (`o.isPortrait ? "Portrait" : "Landscape"`): a description, a debug label.
    func onlyNamesIt(_ node: Syntax) -> Bool {
        guard let list = enclosing(ExprListSyntax.self, of: node) else { return false }
        let items = Array(list)
        guard let t = items.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
            let ternary = items[t].as(UnresolvedTernaryExprSyntax.self), items.indices.contains(t + 1)
        else { return false }
        return isText(ternary.thenExpression) && (isText(items[t + 1]) || items[t + 1].is(TupleExprSyntax.self))
    }

    /// A string literal, or one localized (`NSLocalizedString("Landscape", comment: …)`, `String(localized: …)`).
    func isText(_ e: ExprSyntax) -> Bool {
        if e.is(StringLiteralExprSyntax.self) { return true }
        guard let call = e.as(FunctionCallExprSyntax.self),
            ["NSLocalizedString", "String"].contains(call.calledExpression.trimmedDescription),
            let first = call.arguments.first
        else { return false }
        return first.expression.is(StringLiteralExprSyntax.self)
            && (call.calledExpression.trimmedDescription == "NSLocalizedString" || first.label?.text == "localized")
    }

    /// The nearest `T` around a node, within its statement.
    func enclosing<T: SyntaxProtocol>(_ type: T.Type, of node: Syntax) -> T? {
        var current = node.parent
        while let n = current, !n.is(CodeBlockItemSyntax.self) {
            if let t = n.as(T.self) { return t }
            current = n.parent
        }
        return nil
    }

    func isAssigned(_ e: ExprSyntax) -> Bool {
        guard let list = e.parent?.as(ExprListSyntax.self) else { return false }
        let items = Array(list)
        guard let i = items.firstIndex(where: { Syntax($0) == Syntax(e) }), items.indices.contains(i + 1) else {
            return false
        }
        return items[i + 1].is(AssignmentExprSyntax.self)
    }

    /// The computed property a read is in (`var hasNotch: Bool { … }`), by name.
    func enclosingPropertyName(_ node: Syntax) -> String? {
        var current = node.parent
        while let n = current {
            if n.is(FunctionDeclSyntax.self) || n.is(MemberBlockSyntax.self) { return nil }
            if let binding = n.as(PatternBindingSyntax.self) {
                return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            }
            current = n.parent
        }
        return nil
    }

    /// The text of the function, accessor, initialiser or closure-holding declaration around a node.
    /// Whether `node` is in the value a type's stored property starts with (not in a function or closure).
    func inStoredPropertyInitializer(_ node: Syntax) -> Bool {
        var current = node.parent
        while let n = current {
            if n.is(FunctionDeclSyntax.self) || n.is(AccessorDeclSyntax.self) || n.is(ClosureExprSyntax.self)
                || n.is(InitializerDeclSyntax.self) || n.is(MemberBlockSyntax.self)
            {
                return false
            }
            if n.is(PatternBindingSyntax.self) {
                return n.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) == true
            }
            current = n.parent
        }
        return false
    }

    func enclosingFunctionText(_ node: Syntax) -> String? {
        var current = node.parent
        while let n = current {
            if n.is(FunctionDeclSyntax.self) || n.is(AccessorDeclSyntax.self) || n.is(InitializerDeclSyntax.self)
                || n.is(PatternBindingSyntax.self) && n.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) == true
            {
                return n.description
            }
            current = n.parent
        }
        return nil
    }
}

/// The references to a name in a piece of code: the bare name (not another object's member of that name), and with
/// `includingSelf`, `self.name` (the member access around it).
final class NameUses: SyntaxVisitor {
    let name: String
    let includingSelf: Bool
    var found: [Syntax] = []

    init(_ name: String, includingSelf: Bool) {
        self.name = name
        self.includingSelf = includingSelf
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.baseName.text == name else { return .visitChildren }
        if let m = node.parent?.as(MemberAccessExprSyntax.self), m.declName == node {
            if includingSelf, m.base?.trimmedDescription == "self" { found.append(Syntax(m)) }
        } else {
            found.append(Syntax(node))
        }
        return .visitChildren
    }
}
