import OrientOutput
import OrientEngine
import OrientFacts
import SwiftSyntax

// Presentations, pushes, forced rotations and style assignments inside bodies.
extension FileExtractor {
    /// The calls that can be facts (a cheap filter before anything is built for a call).
    static let callNames: Set<String> = [
        "present", "fullScreenCover", "sheet", "popover", "pushViewController", "setViewControllers", "show",
        "setValue", "requestGeometryUpdate", "attemptRotationToDeviceOrientation",
        "setNeedsUpdateOfSupportedInterfaceOrientations", "contains"
    ]

    func call(_ node: FunctionCallExprSyntax) {
        let name: String
        let base: ExprSyntax?
        let callee: Syntax  // where the fact points: the called name
        if let m = node.calledExpression.as(MemberAccessExprSyntax.self) {
            name = m.declName.baseName.text; base = m.base; callee = Syntax(m.declName)
        } else if let d = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            name = d.baseName.text; base = nil; callee = Syntax(d)
        } else {
            return
        }
        maskArguments(node, name: name, base: base)
        if node.arguments.isEmpty, node.trailingClosure == nil, SourceScan.namesFlag(name) {
            facts.flagCalls.append(FlagCallFact(function: name, context: context(at: node), location: location(callee)))
        }
        guard
            FileExtractor.callNames.contains(name)
                || (name.first?.isUppercase == true && node.arguments.first?.label?.text == "rootViewController")
        else {
            return
        }
        let args = Array(node.arguments)
        let labels = args.map { $0.label?.text ?? "_" }
        if navigationCall(name, node, args: args, labels: labels, callee: callee) { return }
        switch name {
        case "present" where labels.first == "_" && labels.contains("animated"):
            presentCall(node, args: args, labels: labels, base: base, callee: callee)
        case "fullScreenCover", "sheet", "popover":
            guard labels.contains(where: { $0 == "isPresented" || $0 == "item" }) else { break }
            let content =
                node.trailingClosure
                ?? args.first { $0.label?.text == "content" }?.expression.as(ClosureExprSyntax.self)
            let view = content.flatMap { Resolver.firstConstructedType(in: $0) }
            facts.presentations.append(
                PresentationFact(
                    api: "." + name, presented: view,
                    style: .known(name == "fullScreenCover" ? .fullScreen : (name == "sheet" ? .pageSheet : .popover)),
                    styleLocation: location(callee), context: context(at: node), location: location(callee)))
        case "setValue" where labels == ["_", "forKey"]:
            let key = args[1].expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
            guard key == "orientation", let base, Resolver.isUIDevice(base, in: Syntax(node)) else { break }
            facts.rotations.append(
                RotationFact(
                    api: .uideviceOrientation, argument: Evaluator.orientationArgument(args[0].expression),
                    receiver: base.trimmedDescription, context: context(at: node), location: location(callee)))
        case "requestGeometryUpdate":
            geometryRequestCall(node, args: args, labels: labels, base: base, callee: callee)
        case "contains" where labels == ["_"]:
            maskTestCall(node, args: args, labels: labels, base: base, callee: callee)
        case "attemptRotationToDeviceOrientation" where args.isEmpty:
            facts.rotations.append(
                RotationFact(
                    api: .attemptRotationToDeviceOrientation, argument: nil, receiver: base?.trimmedDescription,
                    context: context(at: node), location: location(callee)))
        case "setNeedsUpdateOfSupportedInterfaceOrientations" where args.isEmpty:
            facts.rotations.append(
                RotationFact(
                    api: .setNeedsUpdateOfSupportedInterfaceOrientations, argument: nil,
                    receiver: base.map { Evaluator.receiverName($0.trimmedDescription) } ?? "self",
                    context: context(at: node), location: location(callee)))
        default: break
        }
    }

    /// `vc.modalPresentationStyle = .fullScreen` in the same function, before the call; the last one wins. Found
    /// by the bytes of the function, then the assignment around each `modalPresentationStyle` token.
    func presentCall(
        _ node: FunctionCallExprSyntax, args: [LabeledExprSyntax], labels: [String], base: ExprSyntax?, callee: Syntax
    ) {
        let presented = args[0].expression
        var style: ModalStyle?
        var styleAt: OrientOutput.SourceLocation?
        var conditional = false
        let here = context(at: node)
        if let (value, at) = styleAssignment(for: presented, before: node) {
            style = ModalStyle(name: value)
            styleAt = location(at)
            conditional = context(at: at).conditions.count > here.conditions.count
        }
        var fact = PresentationFact(
            api: "present(_:animated:)", presented: Resolver.type(of: presented, in: Syntax(node)),
            style: style, styleLocation: styleAt, context: here, location: location(callee))
        fact.styleIsConditional = conditional
        if let m = Evaluator.unwrap(presented).as(MemberAccessExprSyntax.self), m.base?.trimmedDescription == "self" {
            fact.presentedVia = m.declName.baseName.text
        }
        facts.presentations.append(fact)
    }

    func maskTestCall(
        _ node: FunctionCallExprSyntax, args: [LabeledExprSyntax], labels: [String], base: ExprSyntax?, callee: Syntax
    ) {
        // `mask.contains(.landscape)`: only on a mask-like receiver (or `self` in an extension of the mask type).
        guard let member = Evaluator.unwrap(args[0].expression).as(MemberAccessExprSyntax.self),
            ["landscape", "portrait"].contains(member.declName.baseName.text),
            member.base == nil || member.base?.trimmedDescription == "UIInterfaceOrientationMask"
        else { return }
        let receiver = base.map { Evaluator.receiverName($0.trimmedDescription) } ?? "self"
        let lower = receiver.lowercased()
        let inMaskExtension =
            types.last.map { facts.types[$0.index].name.hasSuffix("UIInterfaceOrientationMask") } ?? false
        guard lower.hasBytes("mask") || lower.hasBytes("orientation") || (receiver == "self" && inMaskExtension)
        else { return }
        var statement = Syntax(node)
        while let parent = statement.parent, !parent.is(CodeBlockItemSyntax.self) { statement = parent }
        let text = statement.trimmedDescription
        facts.maskTests.append(
            MaskMembershipFact(
                receiver: receiver, argument: member.declName.baseName.text,
                testsOrientation: text.contains("isPortrait") || text.contains("isLandscape"),
                context: context(at: node), location: location(callee)))
    }

    func geometryRequestCall(
        _ node: FunctionCallExprSyntax, args: [LabeledExprSyntax], labels: [String], base: ExprSyntax?, callee: Syntax
    ) {
        guard let first = args.first?.expression else { return }
        let preferences = Resolver.geometryPreferences(first, in: Syntax(node))
        // A Mac or Vision Pro window resize is not a rotation.
        guard preferences.platform != "Mac", preferences.platform != "Vision" else { return }
        facts.rotations.append(
            RotationFact(
                api: .requestGeometryUpdate, argument: preferences.value,
                receiver: base.map { Evaluator.receiverName($0.trimmedDescription) }, context: context(at: node),
                location: location(callee)))
    }

    /// Pushes and containers built around a controller; false when the call is none of them.
    func navigationCall(
        _ name: String, _ node: FunctionCallExprSyntax, args: [LabeledExprSyntax], labels: [String], callee: Syntax
    ) -> Bool {
        switch name {
        case "pushViewController" where labels.first == "_":
            facts.pushes.append(
                PushFact(
                    api: "pushViewController(_:animated:)",
                    controllers: [Resolver.type(of: args[0].expression, in: Syntax(node))],
                    context: context(at: node), location: location(callee)))
        case "setViewControllers" where labels.first == "_":
            let items =
                args[0].expression.as(ArrayExprSyntax.self)?.elements.map {
                    Resolver.type(of: $0.expression, in: Syntax(node))
                } ?? [nil]
            facts.pushes.append(
                PushFact(
                    api: "setViewControllers(_:animated:)", controllers: items, context: context(at: node),
                    location: location(callee),
                    container: containerType(of: node.calledExpression.as(MemberAccessExprSyntax.self)?.base, at: node))
            )
        case "show" where labels == ["_", "sender"]:
            facts.pushes.append(
                PushFact(
                    api: "show(_:sender:)", controllers: [Resolver.type(of: args[0].expression, in: Syntax(node))],
                    context: context(at: node), location: location(callee)))
        case _ where labels == ["rootViewController"] && (name.first?.isUppercase ?? false):
            facts.pushes.append(
                PushFact(
                    api: "\(name)(rootViewController:)",
                    controllers: [Resolver.type(of: args[0].expression, in: Syntax(node))],
                    context: context(at: node), location: location(callee)))
        default:
            return false
        }
        return true
    }

    func styleAssignment(for presented: ExprSyntax, before call: FunctionCallExprSyntax) -> (String, Syntax)? {
        if presented.is(FunctionCallExprSyntax.self) { return nil }
        let target = Self.receiverText(Evaluator.unwrap(presented).trimmedDescription)
        var scope: Syntax?
        var current = Syntax(call).parent
        while let n = current {
            if n.is(FunctionDeclSyntax.self) || n.is(ClosureExprSyntax.self) || n.is(AccessorDeclSyntax.self)
                || n.is(InitializerDeclSyntax.self)
            {
                scope = n; break
            }
            current = n.parent
        }
        guard let scope else { return nil }
        let from = scope.position.utf8Offset, to = call.position.utf8Offset
        guard from < to, to <= bytes.count else { return nil }
        let offsets = bytes[from..<to].withUnsafeBufferPointer {
            SourceScan.occurrences($0, SourceScan.styleTable, base: from)
        }
        var found: (String, Syntax)?
        for offset in offsets {
            guard let token = scope.token(at: AbsolutePosition(utf8Offset: offset)),
                token.text == "modalPresentationStyle"
            else { continue }
            var n = token.parent
            while let node = n, !node.is(SequenceExprSyntax.self), node.id != scope.id { n = node.parent }
            guard let seq = n?.as(SequenceExprSyntax.self) else { continue }
            let e = Array(seq.elements)
            if e.count >= 3, e[1].is(AssignmentExprSyntax.self),
                Self.receiverText(e[0].trimmedDescription) == target + ".modalPresentationStyle"
            {
                found = (Self.assignedStyle(e[2...]), Syntax(e[0]))
            }
        }
        return found
    }

    /// A receiver as one spelling: without `?`/`!` unwraps and a leading `self.` (`self.player!` is `player`).
    static func receiverText(_ text: String) -> String {
        var t = text.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")
        if t.hasPrefix("self.") { t.removeFirst(5) }
        return t
    }

    /// The style an assignment's right side gives: a name, or for `cond ? .fullScreen : .automatic` the branch that
    /// does not fill the window (where a mask is lost), the shared one when both agree.
    static func assignedStyle(_ rhs: ArraySlice<ExprSyntax>) -> String {
        guard rhs.count > 1 else { return rhs.first.map(Evaluator.styleName) ?? "unknown" }
        guard let ternary = rhs.lazy.compactMap({ $0.as(UnresolvedTernaryExprSyntax.self) }).first, let last = rhs.last
        else { return "unknown: " + rhs.map(\.trimmedDescription).joined(separator: " ") }
        let branches = [Evaluator.styleName(ternary.thenExpression), Evaluator.styleName(last)]
        if branches[0] == branches[1] { return branches[0] }
        if let known = branches.first(where: { $0.hasPrefix("unknown") }) { return known }
        return branches.first { !["fullScreen", "overFullScreen"].contains($0) } ?? branches[0]
    }

    func assignment(_ node: SequenceExprSyntax) {
        guard node.elements.count >= 3 else { return }
        let elements = Array(node.elements)
        guard elements[1].is(AssignmentExprSyntax.self) else { return }
        // `a = b == c` is one unfolded sequence: its right side is the rest of it.
        let lhs = elements[0]
        let rhs =
            elements.count == 3
            ? elements[2] : ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(elements[2...])))
        // The assigned name, cheaply: most assignments are of nothing Orient reads.
        let last: String
        if let m = lhs.as(MemberAccessExprSyntax.self) {
            last = m.declName.baseName.text
        } else if let d = lhs.as(DeclReferenceExprSyntax.self) {
            last = d.baseName.text
        } else {
            return
        }
        if last == "viewControllers", let items = rhs.as(ArrayExprSyntax.self)?.elements {
            // `nav.viewControllers = [a, b]`: the children of the container, as with setViewControllers.
            facts.pushes.append(
                PushFact(
                    api: "setViewControllers(_:animated:)",
                    controllers: items.map { Resolver.type(of: $0.expression, in: Syntax(node)) },
                    context: context(at: node), location: location(lhs),
                    container: containerType(of: lhs.as(MemberAccessExprSyntax.self)?.base, at: node)))
            return
        }
        let lower = last.lowercased()
        // Where a mask may be kept: a lock-like name, or a flag a mask's condition reads, named for what it allows
        // (`allowsLandscape`, `canRotate`: a blind first run, goma's app delegate); the rule keeps only the
        // variables masks read.
        let mayHoldMask =
            lower.hasBytes("orientation") || lower.hasBytes("lock") || lower.hasSuffix("mask")
            || SourceScan.namesFlag(last)
        guard last == "rootViewController" || last == "modalPresentationStyle" || mayHoldMask else { return }
        let target = lhs.trimmedDescription
        if last == "rootViewController", target.lowercased().hasBytes("window") {
            facts.windowRoots.append(
                WindowRootFact(
                    controller: Resolver.type(of: rhs, in: Syntax(node)), context: context(at: node),
                    location: location(lhs), externalScreen: picksScreen(around: Syntax(node))))
        } else if last == "modalPresentationStyle", let t = types.last,
            target == "modalPresentationStyle" || target == "self.modalPresentationStyle"
        {
            let m = currentMember
            if m == "init" || m?.hasPrefix("init(") == true || m == "awakeFromNib()" {
                facts.types[t.index].presentationStyle = ModalStyle(name: Self.assignedStyle(elements[2...]))
                facts.types[t.index].presentationStyleLocation = location(lhs)
            } else if facts.types[t.index].presentationStyle == nil {
                // Set in `viewDidLoad` or later: it holds only where the view loads before the presentation
                // begins (a navigation controller's `init(rootViewController:)` may load it), so not known.
                facts.types[t.index].presentationStyle = .unknown("set in \(m ?? "a member")")
                facts.types[t.index].presentationStyleLocation = location(lhs)
            }
        } else if mayHoldMask {
            var evaluator = Evaluator(member: "", expect: .mask)
            // A flag's `true` or `false` is no mask: kept as written.
            var value =
                rhs.is(BooleanLiteralExprSyntax.self) ? .unknown(rhs.trimmedDescription) : evaluator.evaluate(rhs)
            guard value != .mask(.empty) else { return }
            // Kept as written when not evaluated: a lock set to an idiom test is known per idiom once the
            // project's helpers are known, and any other value means the state is not.
            if !value.isChoiceOfStatics { value = .unknown(Value.excerpt(rhs.trimmedDescription)) }
            let parameter = rhs.as(DeclReferenceExprSyntax.self).flatMap {
                maskParameter(named: $0.baseName.text, around: Syntax(node))
            }
            var assignment = AssignmentFact(
                variable: target, value: value, context: context(at: node), location: location(lhs),
                parameter: parameter)
            assignment.updatedThroughHelper = Self.callsAnUpdatingHelper(around: Syntax(node))
            assignment.onNewObject = Self.setsANewObject(lhs, at: Syntax(node))
            facts.assignments.append(assignment)
        }
    }

    /// The class of the container a call or assignment sets the children of: the enclosing type for `self` or no
    /// receiver, the receiver's class when the code names it.
    func containerType(of receiver: ExprSyntax?, at node: some SyntaxProtocol) -> String? {
        guard let receiver, receiver.trimmedDescription != "self" else {
            return Resolver.enclosingTypeName(Syntax(node))
        }
        return Resolver.type(of: receiver, in: Syntax(node))
    }

    /// Whether the function around `node` puts a window on another screen (`WindowRootFact.externalScreen`).
    func picksScreen(around node: Syntax) -> Bool {
        var current = node.parent
        while let n = current {
            if n.is(FunctionDeclSyntax.self) || n.is(AccessorDeclSyntax.self) || n.is(InitializerDeclSyntax.self)
                || n.is(ClosureExprSyntax.self)
            {
                return WindowRootFact.picksScreen(n.trimmedDescription)
            }
            current = n.parent
        }
        return false
    }
}

extension FileExtractor {
    /// The calls that make UIKit ask again.
    static let updateCalls: Set<String> = ["setNeedsUpdateOfSupportedInterfaceOrientations", "requestGeometryUpdate"]

    /// Whether the function around `node` calls (`f(…)`, `self.f(…)`, `Self.f(…)`) a function of its own type whose
    /// body asks UIKit again, directly or through one more such function: the type's members are all read here.
    static func callsAnUpdatingHelper(around node: Syntax) -> Bool {
        var current = node.parent
        var function: FunctionDeclSyntax?
        while let c = current {
            if function == nil, let f = c.as(FunctionDeclSyntax.self) { function = f }
            if let members = c.as(MemberBlockSyntax.self) {
                guard let function, let body = function.body else { return false }
                // What each of the type's functions calls, read once.
                var calls: [String: Set<String>] = [:]
                for item in members.members {
                    guard let f = item.decl.as(FunctionDeclSyntax.self), let b = f.body else { continue }
                    calls[f.name.text, default: []].formUnion(calledNames(b))
                }
                var updating = Set(calls.filter { !$0.value.isDisjoint(with: updateCalls) }.keys)
                // One step further: a function that calls one that updates.
                updating.formUnion(calls.filter { !$0.value.isDisjoint(with: updating) }.keys)
                updating.remove(function.name.text)
                return !calledNames(body).isDisjoint(with: updating)
            }
            current = c.parent
        }
        return false
    }

    /// Whether `lhs` (`picker.orientationMask`) sets a property of an object the same block made a few statements
    /// before (`let picker = RotatingPicker()`) and has not shown since: configuration before UIKit ever asks, not
    /// a change (a blind first run, Martini's `makeUIViewController`).
    static func setsANewObject(_ lhs: ExprSyntax, at node: Syntax) -> Bool {
        guard let name = lhs.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
        else { return false }
        var current: Syntax? = node
        var statement: CodeBlockItemSyntax?
        while let c = current {
            if let item = c.as(CodeBlockItemSyntax.self) {
                statement = item
                break
            }
            current = c.parent
        }
        guard let statement, let list = statement.parent?.as(CodeBlockItemListSyntax.self) else { return false }
        let before = list.prefix { $0.id != statement.id }
        for item in before.reversed() {
            if let v = item.item.as(VariableDeclSyntax.self),
                let b = v.bindings.first(where: {
                    $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
                })
            {
                // Made here by a type's initialiser (`Picker()`, `Picker.init(…)`, `Picker(nibName:…)`).
                let callee = b.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription
                return callee?.first?.isUppercase == true && !callee!.contains(".shared")
            }
            // Shown between: UIKit may have asked already.
            let text = item.trimmedDescription
            if ["present(", "pushViewController(", "show(", "addChild(", "rootViewController", "setViewControllers("]
                .contains(where: { text.contains($0) })
            {
                return false
            }
        }
        return false
    }

    /// The names a body calls: an identifier right before `(`.
    private static func calledNames(_ body: CodeBlockSyntax) -> Set<String> {
        var out: Set<String> = []
        for token in body.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind, token.nextToken(viewMode: .sourceAccurate)?.text == "("
            else { continue }
            out.insert(name)
        }
        return out
    }
}
