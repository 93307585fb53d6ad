import Foundation
import OrientOutput
import OrientProject
import SwiftParser
import SwiftSyntax

// What the repository's ProjectDescriptionHelpers declare that a followed helper needs: its functions, and the
// `Bool`s its enums compute per case.

/// A `Bool` an enum of the helpers computes with `switch self { case .a, .b: return true; default: return false }`:
/// its value per case, and for the others.
struct CaseFlag {
    var cases: [String: Bool] = [:]
    var otherwise: Bool?

    /// The flags of the enums in a helper file, by property name.
    static func all(in tree: SourceFileSyntax) -> [String: CaseFlag] {
        var out: [String: CaseFlag] = [:]
        for item in tree.statements {
            guard let e = item.item.as(DeclSyntax.self)?.as(EnumDeclSyntax.self) else { continue }
            for m in e.memberBlock.members {
                guard let v = m.decl.as(VariableDeclSyntax.self), v.bindings.count == 1, let b = v.bindings.first,
                    b.typeAnnotation?.type.trimmedDescription == "Bool",
                    let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    case .getter(let body)? = b.accessorBlock?.accessors, body.count == 1,
                    let item = body.first?.item,
                    let sw = item.as(ExprSyntax.self)?.as(SwitchExprSyntax.self)
                        ?? item.as(StmtSyntax.self)?.as(ExpressionStmtSyntax.self)?.expression.as(SwitchExprSyntax.self),
                    sw.subject.trimmedDescription == "self", let flag = flag(sw)
                else { continue }
                out[name] = flag
            }
        }
        return out
    }

    static func flag(_ sw: SwitchExprSyntax) -> CaseFlag? {
        var flag = CaseFlag()
        for c in sw.cases {
            guard let c = c.as(SwitchCaseSyntax.self), c.statements.count == 1, let item = c.statements.first?.item
            else { return nil }
            let returned =
                item.as(StmtSyntax.self)?.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
            guard let literal = returned?.as(BooleanLiteralExprSyntax.self) else { return nil }
            let value = literal.literal.tokenKind == .keyword(.true)
            switch c.label {
            case .default: flag.otherwise = value
            case .case(let label):
                for pattern in label.caseItems {
                    guard
                        let name = pattern.pattern.as(ExpressionPatternSyntax.self)?.expression.as(
                            MemberAccessExprSyntax.self)?.declName.baseName.text
                    else { return nil }
                    flag.cases[name] = value
                }
            }
        }
        return flag
    }
}

/// A function of the repository's ProjectDescriptionHelpers, with where it is written.
struct HelperFunction {
    var decl: FunctionDeclSyntax
    var file: String
    var line: Int
}
