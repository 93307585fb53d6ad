import OrientEngine
import OrientFacts
import SwiftSyntax

// Types and their inheritance, extensions, and the `#if` clauses around them.
extension FileExtractor {
    func declaration(_ decl: DeclSyntax) {
        // In a file that does not parse, a declaration that holds the error is left out (a type whose error is
        // in one of its members keeps the others): the rest of the file still gives its facts.
        if decl.hasError && FileExtractor.errorOutsideMembers(decl) {
            leftOut.append(location(decl))
            return
        }
        switch decl.as(DeclSyntaxEnum.self) {
        case .importDecl(let node):
            if let module = node.path.first?.name.text { facts.imports.append(module) }
        case .classDecl(let node):
            let inherited = inheritedNames(node.inheritanceClause)
            var fact = TypeFact(
                name: node.name.text, kind: .class, superclass: inherited.first,
                protocols: Array(inherited.dropFirst()),
                members: [], location: location(node.name), platformCondition: platforms.last)
            // `@objc(LegacyPlayer) final class Player`: storyboards and Objective-C name it LegacyPlayer.
            for case .attribute(let a) in node.attributes where a.attributeName.trimmedDescription == "objc" {
                let name = a.arguments?.trimmedDescription.filter { $0 != ":" && !$0.isWhitespace } ?? ""
                if !name.isEmpty, name != fact.name { fact.objcName = name }
            }
            typeBody(fact, node.memberBlock)
        case .actorDecl(let node):
            typeBody(
                TypeFact(
                    name: node.name.text, kind: .structure, protocols: inheritedNames(node.inheritanceClause),
                    members: [], location: location(node.name), platformCondition: platforms.last), node.memberBlock)
        case .structDecl(let node):
            typeBody(
                TypeFact(
                    name: node.name.text, kind: .structure, protocols: inheritedNames(node.inheritanceClause),
                    members: [], location: location(node.name), platformCondition: platforms.last), node.memberBlock)
        case .enumDecl(let node):
            typeBody(
                TypeFact(
                    name: node.name.text, kind: .structure, protocols: inheritedNames(node.inheritanceClause),
                    members: [], location: location(node.name), platformCondition: platforms.last), node.memberBlock)
        case .extensionDecl(let node):
            var fact = TypeFact(
                name: FileExtractor.typeName(node.extendedType), kind: .extension,
                protocols: inheritedNames(node.inheritanceClause),
                members: [], location: location(node.extendedType), platformCondition: platforms.last)
            fact.constrainedToSelf =
                node.genericWhereClause?.requirements.contains { $0.trimmedDescription.hasPrefix("Self") } ?? false
            typeBody(fact, node.memberBlock)
        case .protocolDecl(let node):
            // Requirements have no bodies.
            facts.types.append(
                TypeFact(
                    name: node.name.text, kind: .protocol, protocols: inheritedNames(node.inheritanceClause),
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
        case .typeAliasDecl(let node) where types.isEmpty:
            // `typealias Base = UIViewController` stands for its type where a class names it as superclass
            // (often under `#if os(…)`, one per platform): recorded as a class whose superclass is that type. Only
            // top-level ones: a nested alias's name is local to its type.
            facts.types.append(
                TypeFact(
                    name: node.name.text, kind: .class, superclass: node.initializer.value.trimmedDescription,
                    protocols: [], members: [], location: location(node.name), platformCondition: platforms.last))
        case .ifConfigDecl(let node):
            var previous: [String] = []
            for clause in node.clauses {
                let condition = clause.condition?.trimmedDescription
                // A clause holds where its condition does and none of the clauses before it does.
                let effective = PlatformCondition.clause(condition, after: previous)
                if let condition { previous.append(condition) }
                // Members and statements an iOS build does not compile are not read at all.
                guard PlatformCondition.holdsOnIOS(effective) else { continue }
                platforms.append(effective)
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
    func mentionsIdiom(_ node: some SyntaxProtocol) -> Bool {
        let from = node.position.utf8Offset, to = node.endPosition.utf8Offset
        guard from < to, to <= bytes.count else { return false }
        return bytes[from..<to].withUnsafeBufferPointer { SourceScan.contains($0, SourceScan.idiomTable) }
    }

    func inheritedNames(_ clause: InheritanceClauseSyntax?) -> [String] {
        clause?.inheritedTypes.map { FileExtractor.typeName($0.type) } ?? []
    }

    /// A type's name as written, cheaply for the common `Name` and `Module.Name` shapes.
    static func typeName(_ type: TypeSyntax) -> String {
        if let id = type.as(IdentifierTypeSyntax.self), id.genericArgumentClause == nil { return id.name.text }
        if let m = type.as(MemberTypeSyntax.self), m.genericArgumentClause == nil,
            let base = m.baseType.as(IdentifierTypeSyntax.self),
            base.genericArgumentClause == nil
        {
            return base.name.text + "." + m.name.text
        }
        return type.trimmedDescription
    }

    /// Whether a declaration's error is outside the member block of the type it declares (in its header, or
    /// anywhere in a function, a property or another declaration with no members).
    static func errorOutsideMembers(_ decl: DeclSyntax) -> Bool {
        guard let group = decl.asProtocol(DeclGroupSyntax.self) else { return true }
        return group.children(viewMode: .all).contains { $0.id != group.memberBlock.id && $0.hasError }
            // A closing brace the parser had to supply (a member ate it) is the member's error, not the type's.
            || group.memberBlock.children(viewMode: .all).contains {
                $0.hasError && !$0.is(MemberBlockItemListSyntax.self) && $0.id != group.memberBlock.rightBrace.id
            }
            || group.memberBlock.members.contains { $0.hasError && !$0.decl.hasError }
    }

    func typeBody(_ fact: TypeFact, _ block: MemberBlockSyntax) {
        facts.types.append(fact)
        types.append(TypeContext(index: facts.types.count - 1, name: fact.name))
        for m in block.members { declaration(m.decl) }
        types.removeLast()
    }
}
