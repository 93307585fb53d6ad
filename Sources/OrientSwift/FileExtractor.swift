import OrientOutput
import OrientEngine
import OrientFacts
import SwiftSyntax

/// Walks a file's declarations by hand (types, members, `#if` clauses) and hands only the bodies that may hold
/// a fact to a `CallVisitor`: most of a file's nodes are never visited.
final class FileExtractor {
    let tree: SourceFileSyntax
    let bytes: [UInt8]
    /// Line starts, built on the first fact (most files hold none).
    lazy var lineStarts: [Int] = {
        var starts = [0]
        for (i, b) in bytes.enumerated() where b == 10 { starts.append(i + 1) }
        return starts
    }()
    var facts: FileFacts
    /// Walk every body (nil: only the bodies whose bytes hold a word a fact needs).
    let bodies: SwiftFacts.BodyReading

    struct TypeContext { var index: Int; var name: String }
    var types: [TypeContext] = []
    /// The member being read: a name, or a function whose `name(label:)` is spelt only when a fact needs it.
    enum MemberRef { case name(String), function(FunctionDeclSyntax) }
    var memberRefs: [MemberRef] = []
    var currentMember: String? {
        switch memberRefs.last {
        case .name(let n)?: return n
        case .function(let f)?:
            return f.name.text + "(" + f.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()
                + ")"
        case nil: return nil
        }
    }
    var platforms: [String] = []
    /// Declarations and statements left out because they hold a syntax error (a file that does not parse).
    var leftOut: [OrientOutput.SourceLocation] = []

    init(tree: SourceFileSyntax, bytes: [UInt8], facts: FileFacts, bodies: SwiftFacts.BodyReading) {
        self.tree = tree
        self.bytes = bytes
        self.facts = facts
        self.bodies = bodies
    }

    func location(_ node: some SyntaxProtocol) -> OrientOutput.SourceLocation {
        let offset = node.positionAfterSkippingLeadingTrivia.utf8Offset
        var lo = 0, hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        return OrientOutput.SourceLocation(file: facts.path, line: lo + 1, column: offset - lineStarts[lo] + 1)
    }

    func context(at node: some SyntaxProtocol) -> CallContext {
        let conditions = Branches.conditions(around: Syntax(node))
        return CallContext(
            inType: types.last?.name, inMember: currentMember, availability: Availability.of(Syntax(node)),
            conditions: conditions, idiom: IdiomScope(padWhen: IdiomTest.meaning(ofAll: conditions, helpers: [:])))
    }

    func run() { items(tree.statements) }

    func items(_ list: CodeBlockItemListSyntax) {
        for item in list {
            if let decl = item.item.as(DeclSyntax.self) {
                declaration(decl)
            } else if item.hasError {
                leftOut.append(location(item))
            } else {
                body(Syntax(item))
            }
        }
    }

    /// A body, accessor, closure or initialiser: its calls and assignments. With every body read (or inside an
    /// extension of an orientation type) every node is visited. Otherwise only the nodes around the words a fact
    /// needs are: a byte scan finds them, `token(at:)` finds their token, and the enclosing call or assignment is
    /// read — the same facts (`CheapScanTests`, `Scripts/bench-facts.sh`) for a fraction of the walk.
    func body(_ node: Syntax?) {
        guard let node else { return }
        if bodies == .all || (types.last?.name.hasBytes("Orientation") ?? false) {
            CallVisitor(self).walk(node)
            return
        }
        let from = node.position.utf8Offset, to = node.endPosition.utf8Offset
        guard from < to, to <= bytes.count else { return }
        let offsets = bytes[from..<to].withUnsafeBufferPointer {
            SourceScan.occurrences($0, SourceScan.tokenTable, base: from)
        }
        guard !offsets.isEmpty else { return }
        var seenTokens: Set<SyntaxIdentifier> = []
        var done: Set<SyntaxIdentifier> = []
        for offset in offsets {
            guard let token = node.token(at: AbsolutePosition(utf8Offset: offset)), seenTokens.insert(token.id).inserted
            else { continue }
            // What CallVisitor would not visit: string contents, type annotations, types declared in the body.
            var current = token.parent
            var call: FunctionCallExprSyntax?
            var sequence: SequenceExprSyntax?
            var skipped = false
            while let n = current, n.id != node.id {
                if n.is(StringLiteralExprSyntax.self) || n.is(TypeAnnotationSyntax.self) || n.is(ClassDeclSyntax.self)
                    || n.is(StructDeclSyntax.self)
                    || n.is(EnumDeclSyntax.self) || n.is(ActorDeclSyntax.self) || n.is(ExtensionDeclSyntax.self)
                    || n.is(ProtocolDeclSyntax.self)
                {
                    skipped = true
                    break
                }
                if let clause = n.as(IfConfigClauseSyntax.self), !CompiledForIOS.holds(clause) {
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
}

/// Visits one body for calls and assignments. Types declared inside a body are local: not recorded.
final class CallVisitor: SyntaxVisitor {
    unowned let extractor: FileExtractor

    init(_ extractor: FileExtractor) {
        self.extractor = extractor
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        extractor.call(node); return .visitChildren
    }
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        extractor.assignment(node); return .visitChildren
    }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: TypeAnnotationSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        CompiledForIOS.holds(node) ? .visitChildren : .skipChildren
    }
}
