import OrientFacts
import SwiftSyntax

// Masks passed through parameters (docs/facts.md): `lock = orientation` inside
// `func lockOrientation(_ orientation: UIInterfaceOrientationMask)`, and the calls that pass it a mask.
extension FileExtractor {
    /// The mask parameter of the function or initialiser around `node` that `name` refers to.
    func maskParameter(named name: String, around node: Syntax) -> ParameterRef? {
        var current = node.parent
        while let n = current {
            let function: String
            let parameters: FunctionParameterListSyntax
            if let f = n.as(FunctionDeclSyntax.self) {
                function = f.name.text; parameters = f.signature.parameterClause.parameters
            } else if let i = n.as(InitializerDeclSyntax.self) {
                function = "init"; parameters = i.signature.parameterClause.parameters
            } else if n.is(AccessorDeclSyntax.self) || n.isProtocol((any DeclGroupSyntax).self) {
                // An accessor's `newValue`, a type's property: not a function's parameter. (A closure inside the
                // function sees its parameters.)
                return nil
            } else {
                current = n.parent
                continue
            }
            for (index, p) in parameters.enumerated() where (p.secondName ?? p.firstName).text == name {
                guard FileExtractor.isMaskType(p.type, inMaskExtension: false) else { return nil }
                return ParameterRef(
                    function: function, label: p.firstName.text, index: index,
                    signature: parameters.map(\.firstName.text),
                    defaulted: Set(parameters.enumerated().filter { $0.element.defaultValue != nil }.map(\.offset)))
            }
            return nil
        }
        return nil
    }

    /// Records the arguments of a call that are masks the code tells, or mask parameters of the caller passed on.
    func maskArguments(_ node: FunctionCallExprSyntax, name: String, base: ExprSyntax?) {
        // Only calls whose name or a label holds a word of the cheap scan (`lockOrientation`, `allowedOrientation:`,
        // `mask:`): the scan reads exactly those, so a full walk finds the same facts.
        // Or a mask parameter handed on under a name of the scan (`set(mask)` in `lock(_ mask:)`: a blind first run,
        // Martini's lock helper calling its private setter).
        guard
            Self.hasScanWord(name)
                || node.arguments.contains(where: { $0.label.map { Self.hasScanWord($0.text) } ?? false })
                || node.arguments.contains(where: {
                    guard let d = $0.expression.as(DeclReferenceExprSyntax.self), Self.hasScanWord(d.baseName.text)
                    else { return false }
                    return maskParameter(named: d.baseName.text, around: Syntax(node)) != nil
                })
        else { return }
        var found: [(Int, String, Value, ParameterRef?, Syntax)] = []
        for (index, arg) in node.arguments.enumerated() {
            let e = arg.expression
            let label = arg.label?.text ?? "_"
            if let d = e.as(DeclReferenceExprSyntax.self) {
                if let p = maskParameter(named: d.baseName.text, around: Syntax(node)) {
                    found.append((index, label, .unknown(d.baseName.text), p, Syntax(e)))
                }
                continue
            }
            // Cheaply: a mask literal starts with `.`, `[` or the type's name.
            guard let first = e.firstToken(viewMode: .sourceAccurate)?.text,
                first == "." || first == "[" || first == "UIInterfaceOrientationMask" || first == "UIKit"
            else { continue }
            var evaluator = Evaluator(member: "", expect: .mask)
            let v = evaluator.evaluate(e)
            if case .mask = v { found.append((index, label, v, nil, Syntax(e))) }
        }
        guard !found.isEmpty else { return }
        let function: String
        var type: String?
        if name.first?.isUppercase == true {
            function = "init"; type = name
        } else {
            function = name
            if let b = base?.as(DeclReferenceExprSyntax.self) {
                let n = b.baseName.text
                if n.first?.isUppercase == true { type = n == "Self" ? types.last?.name : n }
                if n == "self" { type = types.last?.name }
            }
        }
        let labels = node.arguments.map { $0.label?.text ?? "_" }
        for (index, label, value, forwarded, at) in found {
            facts.maskArguments.append(
                MaskArgumentFact(
                    function: function, type: type, label: label, index: index, labels: labels, value: value,
                    forwarded: forwarded, context: context(at: node), location: location(at)))
        }
    }

    static func hasScanWord(_ text: String) -> Bool {
        Array(text.utf8).withUnsafeBufferPointer {
            !SourceScan.occurrences($0, SourceScan.tokenTable, base: 0, first: true).isEmpty
        }
    }
}
