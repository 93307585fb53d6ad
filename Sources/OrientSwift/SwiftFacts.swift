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
    /// `readBodies`: walk function bodies, accessors and closures (nil: only when a cheap scan of the bytes finds
    /// a word a fact there needs; `Scripts/bench-facts.sh` and the tests check that this drops nothing).
    public static func extract(data: Data, path: String, readBodies: Bool? = nil) -> FileFacts {
        var facts = FileFacts(path: path, language: .swift)
        guard let source = String(validating: data, as: UTF8.self) else {
            facts.problems.append(ProjectDiagnostic(.warning, FileLocation(path), "not UTF-8 text; skipped"))
            return facts
        }
        var bytes = [UInt8](data)
        if let line = SourceScan.conflictMarkerLine(bytes) {
            facts.problems.append(ProjectDiagnostic(.warning, FileLocation(path, line: line), "unresolved merge-conflict markers; skipped"))
            return facts
        }
        if SourceScan.isLargeGeneratedFile(bytes, limit: generatedLineLimit) {
            facts.problems.append(ProjectDiagnostic(.note, FileLocation(path), "a generated file of more than \(generatedLineLimit) lines; skipped"))
            return facts
        }
        var blankedTree: SourceFileSyntax?
        if readBodies != true {
            // Bodies no fact can come from are parsed as `{ }` (BodyBlanking.swift): same offsets, a fraction of
            // the nodes. Should the blanked text not parse, the file is parsed as written.
            var blanked = bytes
            if SourceScan.blankBodies(&blanked) > 0 {
                let candidate = blanked.withUnsafeBufferPointer { Parser.parse(source: $0) }
                if !candidate.hasError { blankedTree = candidate; bytes = blanked }
            }
        }
        let tree = blankedTree ?? Parser.parse(source: source)
        if tree.hasError {
            let converter = SourceLocationConverter(fileName: path, tree: tree)
            let bad = tree.tokens(viewMode: .all).first { $0.presence == .missing || $0.parent?.is(UnexpectedNodesSyntax.self) == true }
            let line = bad.map { converter.location(for: $0.positionAfterSkippingLeadingTrivia).line }
            facts.problems.append(ProjectDiagnostic(.warning, FileLocation(path, line: line), "does not parse as Swift; skipped"))
            return facts
        }
        let extractor = FileExtractor(tree: tree, bytes: bytes, facts: facts, readBodies: readBodies)
        extractor.run()
        // In source order, however the bodies were walked.
        var result = extractor.facts
        result.presentations.sort { $0.location < $1.location }
        result.pushes.sort { $0.location < $1.location }
        result.windowRoots.sort { $0.location < $1.location }
        result.rotations.sort { $0.location < $1.location }
        result.assignments.sort { $0.location < $1.location }
        result.maskTests.sort { $0.location < $1.location }
        return result
    }
}

extension SwiftFacts {
    /// A bare swift-syntax parse, for the benchmark baseline (`Scripts/bench-facts.sh`): the tree's node count.
    public static func parseOnly(_ data: Data) -> Int {
        guard let source = String(validating: data, as: UTF8.self) else { return 0 }
        let tree = Parser.parse(source: source)
        return tree.totalLength.utf8Length
    }

    /// Whether the text parses as Swift without an error (for tests, which do not import swift-syntax).
    static func parses(_ text: String) -> Bool { !Parser.parse(source: text).hasError }
}

/// What an expression is expected to evaluate to.
enum Expect { case mask, orientation, bool }

/// Walks a file's declarations by hand (types, members, `#if` clauses) and hands only the bodies that may hold
/// a fact to a `CallVisitor`: most of a file's nodes are never visited.
final class FileExtractor {
    private let tree: SourceFileSyntax
    private let bytes: [UInt8]
    /// Line starts, built on the first fact (most files hold none).
    private lazy var lineStarts: [Int] = {
        var starts = [0]
        for (i, b) in bytes.enumerated() where b == 10 { starts.append(i + 1) }
        return starts
    }()
    var facts: FileFacts
    /// Walk every body (nil: only the bodies whose bytes hold a word a fact needs).
    private let readBodies: Bool?

    struct TypeContext { var index: Int; var name: String }
    var types: [TypeContext] = []
    /// The member being read: a name, or a function whose `name(label:)` is spelt only when a fact needs it.
    enum MemberRef { case name(String), function(FunctionDeclSyntax) }
    var memberRefs: [MemberRef] = []
    var currentMember: String? {
        switch memberRefs.last {
        case .name(let n)?: return n
        case .function(let f)?: return f.name.text + "(" + f.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined() + ")"
        case nil: return nil
        }
    }
    private var platforms: [String] = []

    init(tree: SourceFileSyntax, bytes: [UInt8], facts: FileFacts, readBodies: Bool?) {
        self.tree = tree
        self.bytes = bytes
        self.facts = facts
        self.readBodies = readBodies
    }

    func location(_ node: some SyntaxProtocol) -> CodeLocation {
        let offset = node.positionAfterSkippingLeadingTrivia.utf8Offset
        var lo = 0, hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        return CodeLocation(file: facts.path, line: lo + 1, column: offset - lineStarts[lo] + 1)
    }

    func context(at node: some SyntaxProtocol) -> CallContext {
        CallContext(inType: types.last?.name, inMember: currentMember, availability: Availability.of(Syntax(node)))
    }

    func run() { items(tree.statements) }

    private func items(_ list: CodeBlockItemListSyntax) {
        for item in list {
            if let decl = item.item.as(DeclSyntax.self) { declaration(decl) } else { body(Syntax(item)) }
        }
    }

    /// A body, accessor, closure or initialiser: its calls and assignments. With `readBodies` (or inside an
    /// extension of an orientation type) every node is visited. Otherwise only the nodes around the words a fact
    /// needs are: a byte scan finds them, `token(at:)` finds their token, and the enclosing call or assignment is
    /// read — the same facts (`CheapScanTests`, `Scripts/bench-facts.sh`) for a fraction of the walk.
    private func body(_ node: Syntax?) {
        guard let node else { return }
        if readBodies == true || (types.last?.name.hasBytes("Orientation") ?? false) {
            CallVisitor(self).walk(node)
            return
        }
        let from = node.position.utf8Offset, to = node.endPosition.utf8Offset
        guard from < to, to <= bytes.count else { return }
        let offsets = bytes[from..<to].withUnsafeBufferPointer { SourceScan.occurrences($0, SourceScan.tokenTable, base: from) }
        guard !offsets.isEmpty else { return }
        var seenTokens: Set<SyntaxIdentifier> = []
        var done: Set<SyntaxIdentifier> = []
        for offset in offsets {
            guard let token = node.token(at: AbsolutePosition(utf8Offset: offset)), seenTokens.insert(token.id).inserted else { continue }
            // What CallVisitor would not visit: string contents, type annotations, types declared in the body.
            var current = token.parent
            var call: FunctionCallExprSyntax?
            var sequence: SequenceExprSyntax?
            var skipped = false
            while let n = current, n.id != node.id {
                if n.is(StringLiteralExprSyntax.self) || n.is(TypeAnnotationSyntax.self) || n.is(ClassDeclSyntax.self) || n.is(StructDeclSyntax.self)
                    || n.is(EnumDeclSyntax.self) || n.is(ActorDeclSyntax.self) || n.is(ExtensionDeclSyntax.self) || n.is(ProtocolDeclSyntax.self) {
                    skipped = true
                    break
                }
                if call == nil, let c = n.as(FunctionCallExprSyntax.self) { call = c }
                if sequence == nil, let q = n.as(SequenceExprSyntax.self) { sequence = q }
                current = n.parent
            }
            guard !skipped else { continue }
            if let call, done.insert(call.id).inserted { self.call(call) }
            if let sequence, done.insert(sequence.id).inserted { assignment(sequence) }
        }
    }

    // MARK: declarations

    private func declaration(_ decl: DeclSyntax) {
        switch decl.as(DeclSyntaxEnum.self) {
        case .classDecl(let node):
            let inherited = inheritedNames(node.inheritanceClause)
            typeBody(TypeFact(name: node.name.text, kind: .class, superclass: inherited.first, protocols: Array(inherited.dropFirst()),
                              members: [], location: location(node.name), platformCondition: platforms.last), node.memberBlock)
        case .actorDecl(let node):
            typeBody(TypeFact(name: node.name.text, kind: .structure, protocols: inheritedNames(node.inheritanceClause),
                              members: [], location: location(node.name), platformCondition: platforms.last), node.memberBlock)
        case .structDecl(let node):
            typeBody(TypeFact(name: node.name.text, kind: .structure, protocols: inheritedNames(node.inheritanceClause),
                              members: [], location: location(node.name), platformCondition: platforms.last), node.memberBlock)
        case .enumDecl(let node):
            typeBody(TypeFact(name: node.name.text, kind: .structure, protocols: inheritedNames(node.inheritanceClause),
                              members: [], location: location(node.name), platformCondition: platforms.last), node.memberBlock)
        case .extensionDecl(let node):
            var fact = TypeFact(name: FileExtractor.typeName(node.extendedType), kind: .extension, protocols: inheritedNames(node.inheritanceClause),
                                members: [], location: location(node.extendedType), platformCondition: platforms.last)
            fact.constrainedToSelf = node.genericWhereClause?.requirements.contains { $0.trimmedDescription.hasPrefix("Self") } ?? false
            typeBody(fact, node.memberBlock)
        case .protocolDecl(let node):
            // Requirements have no bodies.
            facts.types.append(TypeFact(name: node.name.text, kind: .protocol, protocols: inheritedNames(node.inheritanceClause),
                                        members: [], location: location(node.name), platformCondition: platforms.last))
        case .variableDecl(let node): variable(node)
        case .functionDecl(let node): function(node)
        case .initializerDecl(let node):
            memberRefs.append(.name("init"))
            body(node.body.map(Syntax.init))
            memberRefs.removeLast()
        case .deinitializerDecl(let node):
            memberRefs.append(.name("deinit"))
            body(node.body.map(Syntax.init))
            memberRefs.removeLast()
        case .subscriptDecl(let node):
            memberRefs.append(.name("subscript"))
            body(node.accessorBlock.map(Syntax.init))
            memberRefs.removeLast()
        case .ifConfigDecl(let node):
            for clause in node.clauses {
                let condition = clause.condition?.trimmedDescription ?? "else"
                platforms.append(clause.poundKeyword.text == "#else" ? "not(\(platforms.last ?? "previous"))" : condition)
                switch clause.elements {
                case .statements(let list)?: items(list)
                case .decls(let list)?: for m in list { declaration(m.decl) }
                default: break
                }
                platforms.removeLast()
            }
        default:
            break
        }
    }

    /// Whether the node's text holds `userInterfaceIdiom` or `UI_USER_INTERFACE_IDIOM` (a byte search).
    private func mentionsIdiom(_ node: some SyntaxProtocol) -> Bool {
        let from = node.position.utf8Offset, to = node.endPosition.utf8Offset
        guard from < to, to <= bytes.count else { return false }
        return bytes[from..<to].withUnsafeBufferPointer { SourceScan.contains($0, SourceScan.idiomTable) }
    }

    private func inheritedNames(_ clause: InheritanceClauseSyntax?) -> [String] {
        clause?.inheritedTypes.map { FileExtractor.typeName($0.type) } ?? []
    }

    /// A type's name as written, cheaply for the common `Name` and `Module.Name` shapes.
    static func typeName(_ type: TypeSyntax) -> String {
        if let id = type.as(IdentifierTypeSyntax.self), id.genericArgumentClause == nil { return id.name.text }
        if let m = type.as(MemberTypeSyntax.self), m.genericArgumentClause == nil, let base = m.baseType.as(IdentifierTypeSyntax.self),
           base.genericArgumentClause == nil {
            return base.name.text + "." + m.name.text
        }
        return type.trimmedDescription
    }

    private func typeBody(_ fact: TypeFact, _ block: MemberBlockSyntax) {
        facts.types.append(fact)
        types.append(TypeContext(index: facts.types.count - 1, name: fact.name))
        for m in block.members { declaration(m.decl) }
        types.removeLast()
    }

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

    private func variable(_ node: VariableDeclSyntax) {
        guard let binding = node.bindings.first else { return }
        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text ?? ""
        memberRefs.append(.name(name))
        defer { memberRefs.removeLast() }
        let getter = Self.getterBody(binding)
        if let member = Member(rawValue: name), !member.isLegacy, !types.isEmpty {
            let expect: Expect = member == .preferredInterfaceOrientationForPresentation ? .orientation
                : (member == .shouldAutorotate || member == .prefersInterfaceOrientationLocked) ? .bool : .mask
            var value: Value?
            var evaluator = Evaluator(member: name, expect: expect)
            if let getter { value = evaluator.body(getter) }
            else if let initializer = binding.initializer?.value { value = evaluator.evaluate(initializer) }
            if member == .childForInterfaceOrientationLock, let v = value { value = Evaluator.childReference(v) }
            addMember(member, value: value, isOverride: Self.isOverride(node.modifiers), at: binding.pattern)
        } else if name == "modalPresentationStyle", let t = types.last, let getter {
            if case .unknown = Evaluator.style(ofBody: getter) {} else {
                facts.types[t.index].presentationStyle = Evaluator.styleName(ofBody: getter)
                facts.types[t.index].presentationStyleLocation = location(binding.pattern)
            }
        }
        // An idiom helper is short and names the idiom: look at its text only then.
        if !name.isEmpty, binding.totalLength.utf8Length < 200, mentionsIdiom(binding) {
            let type = binding.typeAnnotation?.type.trimmedDescription
            if type == nil || type == "Bool" {
                let text = getter.map { $0.trimmedDescription } ?? binding.initializer?.value.trimmedDescription
                if let text, let meaning = Idiom.helperMeaning(text) { facts.idiomHelpers[name] = meaning }
            }
        }
        for b in node.bindings {
            body(b.accessorBlock.map(Syntax.init))
            body(b.initializer.map(Syntax.init))
        }
    }

    static func getterBody(_ binding: PatternBindingSyntax) -> CodeBlockItemListSyntax? {
        guard let block = binding.accessorBlock else { return nil }
        switch block.accessors {
        case .getter(let items): return items
        case .accessors(let list): return list.first { $0.accessorSpecifier.text == "get" }?.body?.statements
        }
    }

    private func function(_ node: FunctionDeclSyntax) {
        let name = node.name.text
        memberRefs.append(.function(node))
        defer { memberRefs.removeLast() }
        // Most functions are none of the orientation API: spell their labels only for the names that can be.
        guard FileExtractor.orientationFunctionNames.contains(name) || node.signature.parameterClause.parameters.isEmpty else {
            body(node.body.map(Syntax.init))
            return
        }
        let labels = node.signature.parameterClause.parameters.map { $0.firstName.text }
        let statements = node.body?.statements
        let inType = types.last.map { facts.types[$0.index].name }
        func value(_ expect: Expect) -> Value {
            guard let statements else { return .unknown("no body") }
            var evaluator = Evaluator(member: name, expect: expect)
            return evaluator.body(statements)
        }
        switch (name, labels) {
        case ("application", ["_", "supportedInterfaceOrientationsFor"]):
            facts.delegates.append(DelegateFact(kind: .application, member: .supportedInterfaceOrientations, inType: inType, value: value(.mask), location: location(node.name)))
        case (_, ["_"]) where FileExtractor.delegateNames.contains(name):
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
            if labels.isEmpty, let statements, statements.totalLength.utf8Length < 200, mentionsIdiom(statements),
               node.signature.returnClause?.type.trimmedDescription == "Bool",
               let meaning = Idiom.helperMeaning(statements.trimmedDescription) {
                facts.idiomHelpers[name] = meaning
            }
        }
        body(node.body.map(Syntax.init))
    }

    static let delegateNames: Set<String> = Set(DelegateFact.Kind.allCases.flatMap {
        [$0.rawValue + "SupportedInterfaceOrientations", $0.rawValue + "PreferredInterfaceOrientationForPresentation"]
    })
    /// Functions that can be orientation API (with parameters; parameterless ones are always looked at).
    static let orientationFunctionNames: Set<String> = delegateNames.union([
        "application", "shouldAutorotateToInterfaceOrientation", "shouldAutorotate", "willRotate", "willRotateToInterfaceOrientation",
        "didRotate", "didRotateFromInterfaceOrientation", "willAnimateRotation", "willAnimateRotationToInterfaceOrientation",
    ])

    // MARK: calls

    /// The calls that can be facts (a cheap filter before anything is built for a call).
    static let callNames: Set<String> = ["present", "fullScreenCover", "sheet", "popover", "pushViewController", "setViewControllers", "show",
                                         "setValue", "requestGeometryUpdate", "attemptRotationToDeviceOrientation",
                                         "setNeedsUpdateOfSupportedInterfaceOrientations", "contains"]

    func call(_ node: FunctionCallExprSyntax) {
        let name: String
        let base: ExprSyntax?
        let callee: Syntax   // where the fact points: the called name
        if let m = node.calledExpression.as(MemberAccessExprSyntax.self) {
            name = m.declName.baseName.text; base = m.base; callee = Syntax(m.declName)
        } else if let d = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            name = d.baseName.text; base = nil; callee = Syntax(d)
        } else {
            return
        }
        guard FileExtractor.callNames.contains(name) || (name.first?.isUppercase == true && node.arguments.first?.label?.text == "rootViewController") else {
            return
        }
        let args = Array(node.arguments)
        let labels = args.map { $0.label?.text ?? "_" }
        switch name {
        case "present" where labels.first == "_" && labels.contains("animated"):
            let presented = args[0].expression
            var style: String?
            var styleAt: CodeLocation?
            if let (value, at) = styleAssignment(for: presented, before: node) { style = value; styleAt = location(at) }
            facts.presentations.append(PresentationFact(api: "present(_:animated:)", presented: Resolver.type(of: presented, in: Syntax(node)),
                                                        style: style, styleLocation: styleAt, context: context(at: node), location: location(callee)))
        case "fullScreenCover", "sheet", "popover":
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
        case "contains" where labels == ["_"]:
            // `mask.contains(.landscape)`: only on a mask-like receiver (or `self` in an extension of the mask type).
            guard let member = Evaluator.unwrap(args[0].expression).as(MemberAccessExprSyntax.self),
                  ["landscape", "portrait"].contains(member.declName.baseName.text),
                  member.base == nil || member.base?.trimmedDescription == "UIInterfaceOrientationMask" else { break }
            let receiver = base.map { Evaluator.receiverName($0.trimmedDescription) } ?? "self"
            let lower = receiver.lowercased()
            let inMaskExtension = types.last.map { facts.types[$0.index].name.hasSuffix("UIInterfaceOrientationMask") } ?? false
            guard lower.hasBytes("mask") || lower.hasBytes("orientation") || (receiver == "self" && inMaskExtension) else { break }
            var statement = Syntax(node)
            while let parent = statement.parent, !parent.is(CodeBlockItemSyntax.self) { statement = parent }
            let text = statement.trimmedDescription
            facts.maskTests.append(MaskMembershipFact(receiver: receiver, argument: member.declName.baseName.text,
                                                      testsOrientation: text.contains("isPortrait") || text.contains("isLandscape"),
                                                      context: context(at: node), location: location(callee)))
        case "attemptRotationToDeviceOrientation" where args.isEmpty:
            facts.rotations.append(RotationFact(api: .attemptRotationToDeviceOrientation, argument: nil, receiver: base?.trimmedDescription,
                                                context: context(at: node), location: location(callee)))
        case "setNeedsUpdateOfSupportedInterfaceOrientations" where args.isEmpty:
            facts.rotations.append(RotationFact(api: .setNeedsUpdateOfSupportedInterfaceOrientations, argument: nil,
                                                receiver: base.map { Evaluator.receiverName($0.trimmedDescription) } ?? "self", context: context(at: node), location: location(callee)))
        default: break
        }
    }

    /// `vc.modalPresentationStyle = .fullScreen` in the same function, before the call; the last one wins. Found
    /// by the bytes of the function, then the assignment around each `modalPresentationStyle` token.
    func styleAssignment(for presented: ExprSyntax, before call: FunctionCallExprSyntax) -> (String, Syntax)? {
        if presented.is(FunctionCallExprSyntax.self) { return nil }
        let target = Evaluator.unwrap(presented).trimmedDescription
        var scope: Syntax?
        var current = Syntax(call).parent
        while let n = current {
            if n.is(FunctionDeclSyntax.self) || n.is(ClosureExprSyntax.self) || n.is(AccessorDeclSyntax.self) || n.is(InitializerDeclSyntax.self) { scope = n; break }
            current = n.parent
        }
        guard let scope else { return nil }
        let from = scope.position.utf8Offset, to = call.position.utf8Offset
        guard from < to, to <= bytes.count else { return nil }
        let offsets = bytes[from..<to].withUnsafeBufferPointer { SourceScan.occurrences($0, SourceScan.styleTable, base: from) }
        var found: (String, Syntax)?
        for offset in offsets {
            guard let token = scope.token(at: AbsolutePosition(utf8Offset: offset)), token.text == "modalPresentationStyle" else { continue }
            var n = token.parent
            while let node = n, !node.is(SequenceExprSyntax.self), node.id != scope.id { n = node.parent }
            guard let seq = n?.as(SequenceExprSyntax.self) else { continue }
            let e = Array(seq.elements)
            if e.count == 3, e[1].is(AssignmentExprSyntax.self), e[0].trimmedDescription.replacingOccurrences(of: "?", with: "") == target + ".modalPresentationStyle" {
                found = (Evaluator.styleName(e[2]), Syntax(e[0]))
            }
        }
        return found
    }

    func assignment(_ node: SequenceExprSyntax) {
        guard node.elements.count == 3 else { return }
        let elements = Array(node.elements)
        guard elements[1].is(AssignmentExprSyntax.self) else { return }
        let lhs = elements[0], rhs = elements[2]
        // The assigned name, cheaply: most assignments are of nothing Orient reads.
        let last: String
        if let m = lhs.as(MemberAccessExprSyntax.self) { last = m.declName.baseName.text }
        else if let d = lhs.as(DeclReferenceExprSyntax.self) { last = d.baseName.text }
        else { return }
        let lower = last.lowercased()
        guard last == "rootViewController" || last == "modalPresentationStyle" || lower.hasBytes("orientation") || lower.hasBytes("lock") || lower.hasSuffix("mask") else {
            return
        }
        let target = lhs.trimmedDescription
        if last == "rootViewController", target.lowercased().hasBytes("window") {
            facts.windowRoots.append(WindowRootFact(controller: Resolver.type(of: rhs, in: Syntax(node)), context: context(at: node), location: location(lhs)))
        } else if last == "modalPresentationStyle", let t = types.last, target == "modalPresentationStyle" || target == "self.modalPresentationStyle",
                  { let m = currentMember; return m == "init" || m?.hasPrefix("init(") == true || m == "awakeFromNib()" }() {
            facts.types[t.index].presentationStyle = Evaluator.styleName(rhs)
            facts.types[t.index].presentationStyleLocation = location(lhs)
        } else if lower.hasBytes("orientation") || lower.hasBytes("lock") || lower.hasSuffix("mask") {
            var evaluator = Evaluator(member: "", expect: .mask)
            let value = evaluator.evaluate(rhs)
            if value.isStatic, value != .mask(.empty) {
                facts.assignments.append(AssignmentFact(variable: target, value: value, context: context(at: node), location: location(lhs)))
            }
        }
    }
}

/// Visits one body for calls and assignments. Types declared inside a body are local: not recorded.
final class CallVisitor: SyntaxVisitor {
    unowned let extractor: FileExtractor

    init(_ extractor: FileExtractor) {
        self.extractor = extractor
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind { extractor.call(node); return .visitChildren }
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind { extractor.assignment(node); return .visitChildren }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: TypeAnnotationSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
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
                    guard case .attribute(let a) = attribute, a.attributeName.as(IdentifierTypeSyntax.self)?.name.text == "available" else { continue }
                    if let v = version(in: a.trimmedDescription) { return "iOS \(v)+" }
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
    /// The class an expression builds or names: `PlayerViewController()`, a forced cast to a class, or a
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

extension String {
    /// Whether the text holds `needle`, byte for byte: Foundation's `contains` goes through CFString and showed in
    /// profiles of the walk.
    func hasBytes(_ needle: String) -> Bool {
        var text = self, needle = needle
        return text.withUTF8 { t in
            needle.withUTF8 { n in
                guard !n.isEmpty else { return true }
                guard t.count >= n.count else { return false }
                let first = n[0]
                for i in 0...(t.count - n.count) where t[i] == first {
                    var k = 1
                    while k < n.count && t[i + k] == n[k] { k += 1 }
                    if k == n.count { return true }
                }
                return false
            }
        }
    }
}

/// Cheap whole-file checks on the bytes, before parsing.
public enum SourceScan {
    public static func conflictMarkerLine(_ bytes: [UInt8]) -> Int? {
        var line = 1
        var atLineStart = true
        var i = 0
        let n = bytes.count
        while i < n {
            let b = bytes[i]
            if atLineStart, b == 60, i + 7 <= n, bytes[i..<i + 7].allSatisfy({ $0 == 60 }), i + 7 == n || bytes[i + 7] == 32 || bytes[i + 7] == 10 || bytes[i + 7] == 13 {
                return line
            }
            if b == 10 { line += 1; atLineStart = true } else { atLineStart = false }
            i += 1
        }
        return nil
    }

    public static func isLargeGeneratedFile(_ bytes: [UInt8], limit: Int) -> Bool {
        let head = bytes.prefix(600).map { $0 >= 65 && $0 <= 90 ? $0 | 0x20 : $0 }
        guard find(head, Array("generated".utf8)) || find(head, Array("do not edit".utf8)) else { return false }
        var lines = 0
        for byte in bytes where byte == 10 {
            lines += 1
            if lines > limit { return true }
        }
        return false
    }

    private static func find(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard haystack.count >= needle.count else { return false }
        for i in 0...(haystack.count - needle.count) where haystack[i] == needle[0] {
            if haystack[i..<i + needle.count].elementsEqual(needle) { return true }
        }
        return false
    }

    /// Words without which no fact can sit inside a body, accessor, closure or initialiser: the called names and
    /// labels, the assigned properties (lock-like names for orientation locks), `contains` for mask tests. A word
    /// counts at the start of an identifier, or inside one at a capital letter (`preferredInterfaceOrientation`).
    static let callWords: [[UInt8]] = [
        "present", "fullScreenCover", "sheet", "popover", "pushViewController", "setViewControllers", "show", "setValue",
        "requestGeometryUpdate", "rootViewController", "RootViewController", "modalPresentationStyle", "Orientation", "orientation",
        "Lock", "lock", "Mask", "mask", "contains",
    ].map { Array($0.utf8) }

    /// Words grouped for the scan: which bytes can start one, and the words by first byte.
    struct WordTable: Sendable {
        var starts = [Bool](repeating: false, count: 256)
        var byFirst = [[[UInt8]]](repeating: [], count: 256)
        init(_ words: [[UInt8]]) {
            for w in words { starts[Int(w[0])] = true; byFirst[Int(w[0])].append(w) }
        }
    }
    /// The words whose tokens can start a fact in a body.
    static let tokenTable = WordTable(callWords)
    static let styleTable = WordTable([Array("modalPresentationStyle".utf8)])

    /// Offsets (plus `base`) of every word of the table at an identifier boundary, in order; with `first`, only the
    /// first one.
    static func occurrences(_ bytes: UnsafeBufferPointer<UInt8>, _ table: WordTable, base: Int, first: Bool = false) -> [Int] {
        var out: [Int] = []
        let n = bytes.count
        table.starts.withUnsafeBufferPointer { starts in
            let identifierBytes = SourceScan.identifierTable
            var prevIdentifier = false
            for i in 0..<n {
                let b = bytes[i]
                let boundary = !prevIdentifier || (b >= 65 && b <= 90)
                prevIdentifier = identifierBytes[Int(b)]
                guard boundary, starts[Int(b)] else { continue }
                for w in table.byFirst[Int(b)] where i + w.count <= n {
                    var k = 1
                    while k < w.count && bytes[i + k] == w[k] { k += 1 }
                    guard k == w.count else { continue }
                    // `contains` makes a fact only as `mask.contains(.landscape)` or `(.portrait)`: most are other tests.
                    if w == containsWord, !mentionsUprightSoon(bytes, after: i + k) { break }
                    out.append(base + i)
                    break
                }
                if first && !out.isEmpty { return }
            }
        }
        return out
    }
    static let idiomTable = WordTable(["userInterfaceIdiom", "UI_USER_INTERFACE_IDIOM"].map { Array($0.utf8) })

    static let containsWord = Array("contains".utf8)
    static let uprightWords = [Array("landscape".utf8), Array("portrait".utf8)]

    /// Whether `landscape` or `portrait` follows within 120 bytes: the argument of a mask test (see `FileExtractor.call`).
    static func mentionsUprightSoon(_ bytes: UnsafeBufferPointer<UInt8>, after start: Int) -> Bool {
        let end = min(bytes.count, start + 120)
        var i = start
        while i < end {
            for w in uprightWords where bytes[i] == w[0] && i + w.count <= bytes.count {
                var k = 1
                while k < w.count && bytes[i + k] == w[k] { k += 1 }
                if k == w.count { return true }
            }
            i += 1
        }
        return false
    }

    static func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ table: WordTable) -> Bool {
        !occurrences(bytes, table, base: 0, first: true).isEmpty
    }

    static let identifierTable: [Bool] = (0..<256).map { isIdentifier(UInt8($0)) }

    static func isIdentifier(_ b: UInt8) -> Bool { b == 95 || (b >= 48 && b <= 57) || (b | 0x20 >= 97 && b | 0x20 <= 122) }
}
