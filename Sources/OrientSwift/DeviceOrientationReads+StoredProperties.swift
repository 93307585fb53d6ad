import OrientFacts
import SwiftSyntax

// A device orientation kept in a stored property of a type (`@State var orientation = UIDevice.current.orientation`,
// `self.orientation = …`): the decisions made on that property in the type's members are followed and reported
// where they are made (issue 27), with the type's declarations read through the `#if` clauses an iOS build compiles.
extension DeviceOrientationReadVisitor {
    /// The stored property `e` initialises or is assigned to (`@State var orientation = UIDevice.current.orientation`,
    /// `self.orientation = UIDevice.current.orientation`), with the members of the type that declares it.
    func storedProperty(_ e: ExprSyntax) -> (name: String, members: MemberBlockItemListSyntax)? {
        var name: String?
        if let clause = e.parent?.as(InitializerClauseSyntax.self),
            let binding = clause.parent?.as(PatternBindingSyntax.self),
            binding.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) == true
        {
            name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        } else if let list = e.parent?.as(ExprListSyntax.self) {
            let items = Array(list)
            if items.count == 3, Syntax(items[2]) == Syntax(e), items[1].is(AssignmentExprSyntax.self) {
                name = assignedName(items[0])
            }
        }
        guard let name else { return nil }
        // The innermost type around the read, and the property must be one of its stored members.
        var current = e.parent
        while let n = current {
            if let members = n.as(MemberBlockSyntax.self)?.members {
                let declared = variables(members).contains { v in
                    v.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }
                }
                return declared ? (name, members) : nil
            }
            current = n.parent
        }
        return nil
    }

    /// A type's variable declarations, those in `#if` clauses an iOS build compiles included (`#if os(iOS) @State
    /// private var side = … #else … #endif`, Provenance), at most 4 `#if`s deep.
    func variables(_ members: MemberBlockItemListSyntax, depth: Int = 0) -> [VariableDeclSyntax] {
        members.flatMap { item -> [VariableDeclSyntax] in
            if let v = item.decl.as(VariableDeclSyntax.self) { return [v] }
            guard depth < 4, let config = item.decl.as(IfConfigDeclSyntax.self) else { return [] }
            return config.clauses.flatMap { clause -> [VariableDeclSyntax] in
                guard CompiledForIOS.holds(clause), case .decls(let inner)? = clause.elements else { return [] }
                return variables(inner, depth: depth + 1)
            }
        }
    }

    /// The property `self.x` or `x` names, on the left of an assignment.
    func assignedName(_ lhs: ExprSyntax) -> String? {
        if let m = lhs.as(MemberAccessExprSyntax.self), m.base?.trimmedDescription == "self" {
            return m.declName.baseName.text
        }
        return lhs.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// Whether a type is about the device itself (a camera, a call's video, motion): it keeps the device's
    /// orientation on purpose, wherever in it the value is tested. The interface orientation's type named somewhere
    /// in it does not make it one: a function converting the device's side says so for its own body, and an
    /// orientation manager names both (a blind reading of swiyu: an overload taking the scene's orientation).
    func meansTheDevice(_ members: MemberBlockItemListSyntax) -> Bool {
        let typeText = members.description
        return DeviceOrientationReadFact.deviceMeant.contains {
            typeText.contains($0) && !DeviceOrientationReadFact.counterRotationWords.contains($0)
                && $0 != "UIInterfaceOrientation"
        }
    }

    /// Every decision on a property that holds the device's orientation, in the members of its type: reported where
    /// it is made (issue 27: a value followed where the app keeps it).
    /// Whether the property was followed now (not before, and not in a type about the device itself).
    @discardableResult
    func recordDecisions(on property: String, in members: MemberBlockItemListSyntax, setAt line: Int?) -> Bool {
        guard followed.insert(property + "@\(members.position.utf8Offset)").inserted, !meansTheDevice(members)
        else { return false }
        let uses = NameUses(property, includingSelf: true)
        uses.walk(members)
        for use in uses.found {
            // A bare name a local of the same name shadows is that local's (reported where the local is set).
            guard let e = use.as(ExprSyntax.self), let how = decision(on: e), !onlyNamesIt(use),
                !decidedBySizeToo(use), !(use.is(DeclReferenceExprSyntax.self) && shadowedByLocal(use, name: property))
            else { continue }
            record(
                .device, use: how + " on `\(property)`" + (line.map { " (set from it on line \($0))" } ?? ""),
                at: use)
        }
        return true
    }

    /// The read at `read` kept in `property`: the decisions its type makes on it, or, where it makes none, the read
    /// left for the files that name the type (or its wrapper) to decide on (`CodeReader.keepPublishedDecidedElsewhere`).
    func followKept(_ property: String, in members: MemberBlockItemListSyntax, read: ExprSyntax, setAt line: Int?) {
        let before = reads.count
        guard recordDecisions(on: property, in: members, setAt: line), reads.count == before else { return }
        let node = Syntax(read)
        if let body = enclosingFunctionText(node),
            DeviceOrientationReadFact.deviceMeant.contains(where: {
                body.contains($0) && !DeviceOrientationReadFact.counterRotationWords.contains($0)
            })
        {
            return
        }
        guard !afterReturn(node), !inUncalledPrivateFunction(node), let type = Resolver.enclosingTypeName(node) else {
            return
        }
        var context = extractor.context(at: node)
        context.inType = type
        reads.append(
            DeviceOrientationReadFact(
                source: .device, use: "kept in `\(property)`", context: context, location: extractor.location(node),
                published: PublishedOrientation(
                    type: type, property: property, wrapper: wrapper(exposing: property, of: node))))
    }

    /// A `@propertyWrapper` type of the file whose `wrappedValue` hands out `….property`.
    func wrapper(exposing property: String, of node: Syntax) -> String? {
        guard let file = node.root.as(SourceFileSyntax.self) else { return nil }
        for item in file.statements {
            let declaration: (name: String, attributes: AttributeListSyntax, members: MemberBlockItemListSyntax)
            if let s = item.item.as(StructDeclSyntax.self) {
                declaration = (s.name.text, s.attributes, s.memberBlock.members)
            } else if let c = item.item.as(ClassDeclSyntax.self) {
                declaration = (c.name.text, c.attributes, c.memberBlock.members)
            } else {
                continue
            }
            let wraps = declaration.attributes.contains {
                $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "propertyWrapper"
            }
            guard wraps else { continue }
            let exposes = variables(declaration.members).contains { v in
                v.bindings.contains { b in
                    b.pattern.trimmedDescription == "wrappedValue"
                        && b.accessorBlock?.tokens(viewMode: .sourceAccurate).contains { $0.text == property } == true
                }
            }
            if exposes { return declaration.name }
        }
        return nil
    }
}
