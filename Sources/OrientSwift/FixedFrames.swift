import OrientFacts
import SwiftSyntax

/// Views and layers a type sizes once from its view's or the screen's size and adds to that view, with nothing
/// that resizes them later (`FixedFrameFact`): `let web = WKWebView(frame: view.bounds); view.addSubview(web)` in
/// `viewDidLoad`, `preview.frame = view.bounds; view.layer.addSublayer(preview)`. Quiet where the type has a
/// layout or transition callback, the file follows orientation notifications, or another statement lays the
/// subject out (an autoresizing mask, constraints, a frame set again) or hands it to something else.
final class FixedFrameVisitor: SyntaxVisitor {
    unowned let extractor: FileExtractor
    let source: String
    /// Each type's member bodies (functions and initializers, across the file's extensions), in file order.
    private var bodies: [String: [Syntax]] = [:]
    private var order: [String] = []
    /// Types with a layout or transition callback.
    private var callbacks: Set<String> = []
    /// Each type's stored Bool properties that start `false` (`public var hasBlurEffect = false`).
    private(set) var falseFlags: [String: Set<String>] = [:]

    init(_ extractor: FileExtractor, source: String) {
        self.extractor = extractor
        self.source = source
        super.init(viewMode: .sourceAccurate)
    }

    /// Whether a file can hold one (such files are read whole).
    static func mayHold(_ text: String) -> Bool {
        (text.hasBytes("addSub") || text.hasBytes("insertSub"))
            && (text.hasBytes("iew.bounds") || text.hasBytes("iew.frame") || text.hasBytes("UIScreen.main.bounds")
                || text.hasBytes("indow.frame") || text.hasBytes("indow.bounds")
                || text.hasBytes("layer.bounds")
                || text.hasBytes("= bounds") || text.hasBytes("= frame") || text.hasBytes("= self.bounds")
                || text.hasBytes("= self.frame") || text.hasBytes("frame: bounds")
                || text.hasBytes("frame: self.bounds"))
    }

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        CompiledForIOS.holds(node) ? .visitChildren : .skipChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        collect(node.name.text, node.memberBlock.members)
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        collect(node.extendedType.trimmedDescription, node.memberBlock.members)
        return .visitChildren
    }

    // Bodies are read by `frames()`.
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    private func collect(_ type: String, _ members: MemberBlockItemListSyntax) {
        if bodies[type] == nil {
            order.append(type)
            bodies[type] = []
        }
        for item in members {
            if let f = item.decl.as(FunctionDeclSyntax.self) {
                if FixedFrameFact.layoutCallbacks.contains(f.name.text), !Self.onlyCallsSuper(f), !Self.runsOnce(f) {
                    callbacks.insert(type)
                }
                if let body = f.body { bodies[type, default: []].append(Syntax(body)) }
            } else if let i = item.decl.as(InitializerDeclSyntax.self), let body = i.body {
                bodies[type, default: []].append(Syntax(body))
            } else if let v = item.decl.as(VariableDeclSyntax.self) {
                // A stored property's initial value (`lazy var web = WKWebView(frame: UIScreen.main.bounds)`).
                for binding in v.bindings {
                    if binding.initializer != nil { bodies[type, default: []].append(Syntax(binding)) }
                    if let flag = DeadFlag.startsFalse(v, binding) { falseFlags[type, default: []].insert(flag) }
                }
            } else if let c = item.decl.as(IfConfigDeclSyntax.self) {
                for clause in c.clauses where CompiledForIOS.holds(clause) {
                    if case .decls(let decls) = clause.elements { collect(type, decls) }
                }
            }
        }
    }

    /// Whether a statement takes the view off screen (`removeFromSuperview`) in another function than the one that
    /// sized it: the view stays up until then (a loading overlay that `stop()` removes, a blind first run, DailyFeed),
    /// where one removed in the function that showed it is a flash.
    static func removesLater(_ statement: Syntax, than sizing: Syntax) -> Bool {
        guard statement.trimmedDescription.contains("removeFromSuperview") else { return false }
        func function(_ node: Syntax) -> Syntax? {
            var current = node.parent
            while let n = current {
                if n.is(FunctionDeclSyntax.self) || n.is(InitializerDeclSyntax.self) { return n }
                current = n.parent
            }
            return nil
        }
        return function(statement)?.id != function(sizing)?.id
    }

    /// Whether a callback does its work only the first time, behind a flag it flips (`if dataSourceSet {
    /// loadView(); dataSourceSet = false }`, `guard !didLayout else { return }; didLayout = true`): what it sizes is
    /// sized once, as in `viewDidLoad` (a blind first run, Adamant's onboarding view).
    static func runsOnce(_ f: FunctionDeclSyntax) -> Bool {
        guard let body = f.body else { return false }
        let own = body.statements.filter { item in
            guard let call = item.item.as(FunctionCallExprSyntax.self),
                let member = call.calledExpression.as(MemberAccessExprSyntax.self)
            else { return true }
            return member.base?.is(SuperExprSyntax.self) != true
        }
        guard let first = own.first else { return false }
        /// `flag = true` / `flag = false` among `statements`.
        func flips(_ flag: String, in statements: CodeBlockItemListSyntax) -> Bool {
            statements.contains { item in
                let text = item.item.trimmedDescription.replacingOccurrences(of: " ", with: "")
                return text == flag + "=false" || text == flag + "=true" || text == "self." + flag + "=false"
                    || text == "self." + flag + "=true"
            }
        }
        func flag(_ condition: String) -> String? {
            var c = condition.replacingOccurrences(of: " ", with: "")
            for prefix in ["!", "self.", "!self."] where c.hasPrefix(prefix) { c.removeFirst(prefix.count) }
            for suffix in ["==false", "==true"] where c.hasSuffix(suffix) { c.removeLast(suffix.count) }
            return c.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } && !c.isEmpty ? c : nil
        }
        if own.count == 1,
            let ifExpr = first.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
                ?? first.item.as(IfExprSyntax.self), ifExpr.elseBody == nil, ifExpr.conditions.count == 1,
            let name = flag(ifExpr.conditions.trimmedDescription)
        {
            return flips(name, in: ifExpr.body.statements)
        }
        if let guardStmt = first.item.as(GuardStmtSyntax.self), guardStmt.conditions.count == 1,
            let name = flag(guardStmt.conditions.trimmedDescription)
        {
            return flips(name, in: body.statements)
        }
        return false
    }

    /// Whether a callback does nothing of its own (`override func layoutSubviews() { super.layoutSubviews() }`,
    /// as Xcode's templates leave it): it resizes nothing.
    static func onlyCallsSuper(_ f: FunctionDeclSyntax) -> Bool {
        guard let body = f.body else { return false }
        return body.statements.allSatisfy { item in
            guard let call = item.item.as(FunctionCallExprSyntax.self),
                let member = call.calledExpression.as(MemberAccessExprSyntax.self)
            else { return false }
            return member.base?.is(SuperExprSyntax.self) == true && member.declName.baseName.text == f.name.text
        }
    }

    func frames() -> [FixedFrameFact] {
        guard !FixedFrameFact.followsChanges.contains(where: { source.hasBytes($0) }) else { return [] }
        var out: [FixedFrameFact] = []
        for type in order where !callbacks.contains(type) {
            let scan = FixedFrameScan(viewMode: .sourceAccurate)
            for body in bodies[type] ?? [] { scan.walk(body) }
            // A controller that sets its own preferredContentSize is shown at that size (a popover, a context
            // menu's preview, a form sheet), not at the screen's.
            if scan.mentions["preferredContentSize"] != nil { continue }
            // A controller's own view (`child.view`) follows its superview: UIKit makes it flexible in width and
            // height.
            for sizing in scan.sizings where !sizing.subject.hasSuffix(".view") {
                guard
                    let added = scan.additions.first(where: {
                        $0.subject == sizing.subject && FixedFrameFact.holds(container: $0.container, read: sizing.read)
                    }),
                    !FixedFrameScan.followsItsSuperview(sizing.statement.trimmedDescription),
                    !scan.mentions[sizing.subject, default: []].contains(where: { mention in
                        mention.statement != sizing.statement && mention.statement != added.statement
                            && !mention.isReference
                            && (mention.handedOver
                                || FixedFrameFact.laysOut(mention.statement.trimmedDescription, subject: sizing.subject))
                            && !Self.removesLater(mention.statement, than: sizing.statement)
                    })
                else { continue }
                var fact = FixedFrameFact(
                    inType: type, subject: sizing.subject, read: sizing.read, isLayer: added.isLayer,
                    location: extractor.location(sizing.node), madeAs: sizing.madeAs)
                fact.inWindow = FixedFrameFact.namesAWindow(added.container)
                if let flags = falseFlags[type], !flags.isEmpty {
                    let dead = DeadFlag(flags: flags, bodies: bodies[type] ?? [], source: source)
                    fact.unlessNamedElsewhere = dead.guardingNames(of: sizing.node) ?? []
                }
                out.append(fact)
            }
        }
        return out
    }
}

/// One type's bodies: where something is sized from a view's or the screen's size, where it is added to a view,
/// and every other statement that names it.
final class FixedFrameScan: SyntaxVisitor {
    struct Sizing {
        var subject: String, read: String, node: Syntax, statement: Syntax
        var madeAs: String? = nil
    }
    struct Addition {
        var subject: String, container: String, isLayer: Bool, statement: Syntax
    }
    struct Mention {
        var statement: Syntax
        /// Passed to a call that is not adding it: a helper may lay it out.
        var handedOver: Bool
        /// What another view is constrained to (`inner.centerXAnchor.constraint(equalTo: it.centerXAnchor)`,
        /// SnapKit's `equalTo(it)`): that lays out nothing of its own. (A view taken off screen again,
        /// `it.removeFromSuperview()`, stays quiet: a flash, a splash, a loading overlay, shown for a moment.)
        var isReference = false
    }
    var sizings: [Sizing] = []
    var additions: [Addition] = []
    var mentions: [String: [Mention]] = [:]

    /// What names a view: `self.web`, `web!`, `web?` are `web`.
    static func name(_ expr: ExprSyntax) -> String {
        var text = trimmed(expr.trimmedDescription)
        if text.hasPrefix("self.") { text.removeFirst(5) }
        return text
    }

    /// The size read, as written without `self.`, when it is the view's, the screen's, or a view property's:
    /// `view.bounds`, `UIScreen.main.bounds`, `preview.frame` (with `.size` where `size` says so).
    static func read(_ expr: ExprSyntax, size: Bool = false) -> String? { read(text: name(expr), size: size) }

    static func read(text written: String, size: Bool = false) -> String? {
        var text = written
        if size {
            guard text.hasSuffix(".size") else { return nil }
            text.removeLast(5)
        }
        if text == "UIScreen.main.bounds" { return text }
        // A view's layer's bounds are the view's (`preview.layer.bounds`).
        if text.hasSuffix(".layer.bounds") { text = String(text.dropLast(13)) + ".bounds" }
        if text == "layer.bounds" { text = "bounds" }
        // A view's own size, read in its own code (`gradient.frame = bounds` in `init(frame:)`).
        if text == "bounds" || text == "frame" { return text }
        let parts = text.split(separator: ".")
        // A view's size, or a window's (`window.frame`: a blind first run, SwiftComp's dimming view on the key
        // window).
        guard parts.count == 2, ["bounds", "frame"].contains(parts[1]),
            parts[0].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
            parts[0].lowercased().hasSuffix("view") || parts[0].lowercased().hasSuffix("window")
        else { return nil }
        return text
    }

    /// Whether the statement that sizes it also makes it follow its superview (`UIView(frame: view.bounds).then {
    /// $0.autoresizingMask = … }`).
    static func followsItsSuperview(_ text: String) -> Bool {
        ["autoresizingMask", "translatesAutoresizingMaskIntoConstraints", "Anchor", "snp", "onstraint"].contains {
            text.contains($0)
        }
    }

    static func statement(_ node: Syntax) -> Syntax {
        var current = node
        while let parent = current.parent {
            if current.is(CodeBlockItemSyntax.self) || current.is(InitializerClauseSyntax.self) { return current }
            current = parent
        }
        return current
    }

    /// `X(frame: READ, …)`.
    static func frameArgument(_ expr: ExprSyntax?) -> String? {
        guard let call = expr?.as(FunctionCallExprSyntax.self),
            let frame = call.arguments.first(where: { $0.label?.text == "frame" })
        else { return nil }
        return read(frame.expression) ?? screenWideRect(frame.expression)
    }

    /// `CGRect(x: 0, y: y, width: WIDTH, height: h)` whose width is the screen's or a view's, read where it is
    /// written (`UIScreen.main.bounds.width`, `view.frame.size.width`): as wide as what it is read from, so it is
    /// that size's read, as the Objective-C reader's `CGRectMake` (a blind first run: Habitica's stable banner).
    static func screenWideRect(_ expr: ExprSyntax) -> String? {
        guard let call = expr.as(FunctionCallExprSyntax.self),
            ["CGRect", ".init", "CGRect.init"].contains(call.calledExpression.trimmedDescription)
        else { return nil }
        let arguments = Array(call.arguments)
        guard arguments.map({ $0.label?.text ?? "" }) == ["x", "y", "width", "height"],
            ["0", "0.0", ".zero"].contains(arguments[0].expression.trimmedDescription)
        else { return nil }
        var width = name(arguments[2].expression)
        for suffix in [".size.width", ".width"] where width.hasSuffix(suffix) {
            width.removeLast(suffix.count)
            return width == "UIScreen.main.bounds" ? width : read(text: width)
        }
        return nil
    }

    /// The type a call makes (`GradientView(frame: …)`), where it is named as a type.
    static func madeType(_ expr: ExprSyntax?) -> String? {
        guard
            let name = expr?.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?
                .baseName.text, name.first?.isUppercase == true
        else { return nil }
        return name
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if let subject = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let read = Self.frameArgument(node.initializer?.value)
        {
            sizings.append(
                Sizing(
                    subject: subject, read: read, node: Syntax(node), statement: Self.statement(Syntax(node)),
                    madeAs: Self.madeType(node.initializer?.value)))
        }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let items = Array(node.elements)
        guard items.count == 3, items[1].is(AssignmentExprSyntax.self) else { return .visitChildren }
        let target = Self.name(items[0])
        let statement = Self.statement(Syntax(node))
        if let read = Self.frameArgument(items[2]) {
            sizings.append(
                Sizing(
                    subject: target, read: read, node: Syntax(node), statement: statement,
                    madeAs: Self.madeType(items[2])))
        } else if target.hasSuffix(".frame.size"), let read = Self.read(items[2], size: true) {
            sizings.append(
                Sizing(
                    subject: Self.trimmed(String(target.dropLast(11))), read: read, node: Syntax(node),
                    statement: statement))
        } else if target.hasSuffix(".frame") || target.hasSuffix(".bounds"), let read = Self.read(items[2]) {
            let subject = String(target[..<target.lastIndex(of: ".")!])
            sizings.append(Sizing(subject: Self.trimmed(subject), read: read, node: Syntax(node), statement: statement))
        }
        return .visitChildren
    }

    /// `web!`, `web?` in the middle of a chain are `web`.
    static func trimmed(_ subject: String) -> String {
        var s = subject
        while s.hasSuffix("!") || s.hasSuffix("?") { s.removeLast() }
        return s
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        // `addSubview(x)` in a view's own code: added to itself.
        if let callee = node.calledExpression.as(DeclReferenceExprSyntax.self),
            FixedFrameFact.addingCalls.contains(callee.baseName.text), let first = node.arguments.first
        {
            additions.append(
                Addition(
                    subject: Self.name(first.expression), container: "self",
                    isLayer: callee.baseName.text.hasSuffix("Sublayer"), statement: Self.statement(Syntax(node))))
        }
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
            FixedFrameFact.addingCalls.contains(member.declName.baseName.text), let first = node.arguments.first,
            let base = member.base
        {
            additions.append(
                Addition(
                    subject: Self.name(first.expression), container: Self.name(base),
                    isLayer: member.declName.baseName.text.hasSuffix("Sublayer"),
                    statement: Self.statement(Syntax(node))))
        }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.baseName.text
        var handedOver = false
        // An argument (`helper(web)`, `[web]`) of a call that is not one of the harmless ones.
        if let argument = node.parent?.as(LabeledExprSyntax.self) ?? node.parent?.parent?.as(LabeledExprSyntax.self),
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        {
            let callee = call.calledExpression.trimmedDescription.split(separator: ".").last.map(String.init) ?? ""
            handedOver = !FixedFrameFact.harmlessCalls.contains(callee)
        }
        mentions[name, default: []].append(
            Mention(
                statement: Self.statement(Syntax(node)), handedOver: handedOver && !Self.isReference(node),
                isReference: Self.isReference(node)))
        return .visitChildren
    }

    /// The labels and calls whose argument is what a constraint is made relative to.
    static let referenceLabels: Set<String> = [
        "equalTo", "lessThanOrEqualTo", "greaterThanOrEqualTo", "equalToSystemSpacingAfter",
        "equalToSystemSpacingBelow", "toItem"
    ]

    /// Whether a name is used only as what something else is constrained to.
    static func isReference(_ node: DeclReferenceExprSyntax) -> Bool {
        // Up the member chain: `self.it`, `it.centerXAnchor`, `it!.snp.edges`.
        var current = Syntax(node)
        while let parent = current.parent,
            parent.is(MemberAccessExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self)
                || parent.is(OptionalChainingExprSyntax.self)
        {
            current = parent
        }
        guard let argument = current.parent?.as(LabeledExprSyntax.self),
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        else { return false }
        if let label = argument.label?.text { return referenceLabels.contains(label) }
        let callee = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        return callee.map { referenceLabels.contains($0) } ?? false
    }
}

/// The classes whose own code sets their autoresizing mask (`autoresizingMask = […]`, `self.autoresizingMask = …`):
/// one made with a size read once follows its superview after all (a blind first run's toolbar, vfr/Reader).
final class SelfSizingViewVisitor: SyntaxVisitor {
    var types: [String] = []

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let items = Array(node.elements)
        guard items.count == 3, items[1].is(AssignmentExprSyntax.self),
            ["autoresizingMask", "self.autoresizingMask"].contains(items[0].trimmedDescription)
        else { return .visitChildren }
        var current = node.parent
        while let c = current {
            if let cls = c.as(ClassDeclSyntax.self) {
                types.append(cls.name.text)
                break
            }
            current = c.parent
        }
        return .visitChildren
    }
}
