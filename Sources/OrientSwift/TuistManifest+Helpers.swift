import Foundation
import OrientOutput
import OrientProject
import SwiftParser
import SwiftSyntax

// A project made by the repository's own helper (`Project.makeModule(name: "App", product: .app, …)` from
// Tuist/ProjectDescriptionHelpers) read by following the helper on the call's arguments, the way `tuist generate`
// runs it: parameters bound to the arguments (or their defaults), `let`/`var` bound in order, `if` and `?:` decided
// where their condition is known (`targets.contains(.app)`, a `Bool` argument, `name.contains("Demo")`), arrays
// grown by `append`/`+=`, and the `return`ed value read as if written in the manifest. Helpers the helper calls
// (`makeTarget(…)`) are followed too, a few levels deep. Anything else (a loop, a `switch`, a condition not known
// that would decide an app target) and the helper is not followed: the project is said to be made by code Orient
// does not run, as before. Blind first runs: LifePoop and MaeumGaGym made their app projects this way.

extension TuistManifest.Reader {
    /// The value `call` returns when it calls a helper of the repository that can be followed, with what was
    /// assumed on the way; nil otherwise.
    func followed(_ call: FunctionCallExprSyntax) -> (value: ExprSyntax, assumed: [String], helper: String)? {
        let inliner = Inliner(reader: self)
        guard let value = inliner.call(call, depth: 0) else { return nil }
        return (value, inliner.assumed, inliner.firstHelper ?? "")
    }

    /// Functions declared by the repository's helper files (top-level, and static ones of a type or extension), by
    /// name.
    static func functions(in tree: SourceFileSyntax, file: String) -> [String: [HelperFunction]] {
        var out: [String: [HelperFunction]] = [:]
        let converter = SourceLocationConverter(fileName: file, tree: tree)
        func add(_ f: FunctionDeclSyntax) {
            let line = converter.location(for: f.positionAfterSkippingLeadingTrivia).line
            out[f.name.text, default: []].append(HelperFunction(decl: f, file: file, line: line))
        }
        for item in tree.statements {
            if let f = item.item.as(FunctionDeclSyntax.self) { add(f); continue }
            guard let decl = item.item.as(DeclSyntax.self) else { continue }
            let members =
                decl.as(ExtensionDeclSyntax.self)?.memberBlock ?? decl.as(EnumDeclSyntax.self)?.memberBlock
                ?? decl.as(StructDeclSyntax.self)?.memberBlock
            for m in members?.members ?? [] {
                if let f = m.decl.as(FunctionDeclSyntax.self),
                    f.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
                {
                    add(f)
                }
            }
        }
        return out
    }
}

extension TuistManifest.Reader {
    /// The `Project(…)` a helper call makes, when it can be followed and makes apps (and tests or extensions),
    /// with an info said at the call. A project that makes a framework is left as before: its links to the app are
    /// made by helpers too, and the framework's code would be read as no app's.
    mutating func followedProject(_ value: ExprSyntax) -> ExprSyntax? {
        guard let call = value.as(FunctionCallExprSyntax.self), !isOwn(call, "Project"),
            let (made, assumed, helper) = followed(call), let project = made.as(FunctionCallExprSyntax.self),
            isOwn(project, "Project")
        else { return nil }
        used.lines[made.id] = line(call)
        let targets = argument(project, "targets").flatMap(Inliner.elements) ?? []
        var apps = 0
        for t in targets {
            guard let c = t.as(FunctionCallExprSyntax.self), isOwn(c, "Target") else {
                used.lines[made.id] = nil
                return nil
            }
            let product = argument(c, "product").flatMap(memberName) ?? ""
            if product == "app" { apps += 1 }
            if product.isEmpty || product.lowercased().contains("framework") || product.contains("Library")
                || product == "bundle"
            {
                used.lines[made.id] = nil
                return nil
            }
        }
        guard apps > 0 else {
            used.lines[made.id] = nil
            return nil
        }
        following = true
        diagnostics.append(
            Diagnostic(
                .info, SourceLocation(shown, line: line(call)),
                "the project is made by \(helper), read by following it with this call's arguments"
                    + (assumed.isEmpty ? "" : "; " + assumed.joined(separator: "; "))))
        return made
    }

    /// A followed helper's target named by a value Orient cannot read (`Modules.App.name`): named for the
    /// manifest's folder, as Tuist's projects usually are, since the name only labels the target. Parts of a
    /// string that are read are kept (`"\(name)Tests"` is the folder's name and `Tests`).
    func followedName(_ e: ExprSyntax?, in call: FunctionCallExprSyntax) -> String? {
        guard following, let e, call.root.id != tree.root.id else { return nil }
        let folderName = (folder as NSString).lastPathComponent
        guard let literal = e.as(StringLiteralExprSyntax.self) else { return folderName }
        return literal.segments.map { segment -> String in
            if let s = segment.as(StringSegmentSyntax.self) { return s.content.text }
            return segment.as(ExpressionSegmentSyntax.self)?.expressions.first.flatMap {
                string(resolved($0.expression))
            }
                ?? folderName
        }.joined()
    }
}
