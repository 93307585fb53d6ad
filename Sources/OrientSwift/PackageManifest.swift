import Foundation
import OrientProject
import SwiftParser
import SwiftSyntax

/// What a local package's Package.swift declares, read statically with swift-syntax (it is never run): its
/// products, its targets with their folders and dependencies, and the local packages it depends on by path.
struct PackageManifest {
    struct Target {
        var name: String
        /// Absolute folder of the target's sources.
        var folder: String
        /// Targets of this package it depends on, and products of other packages (by name).
        var targets: [String]
        var products: [String]
    }

    var folder: String
    var products: [String: [String]] = [:]
    var targets: [String: Target] = [:]
    /// Folders of the local packages it depends on (`.package(path:)`).
    var localDependencies: [String] = []
    /// Why the manifest could not be read statically, if it could not: then every file under `Sources/` counts.
    var unreadable: String?

    init(folder: String, gate: ReadGate) {
        self.folder = folder
        let path = folder + "/Package.swift"
        guard let data = gate.contents(path) else {
            unreadable = "cannot read Package.swift"
            return
        }
        let tree: SourceFileSyntax
        switch ManifestSource.parse(data) {
        case .success(let t): tree = t
        case .failure(let problem):
            unreadable = "not parsed: " + problem.message + (problem.line.map { " (line \($0))" } ?? "")
            return
        }
        guard let call = Self.packageCall(in: tree) else {
            unreadable = "no Package(…) call that can be read without running it"
            return
        }
        for argument in call.arguments {
            guard let list = argument.expression.as(ArrayExprSyntax.self) else {
                if ["products", "targets", "dependencies"].contains(argument.label?.text ?? "") {
                    unreadable = "`\(argument.label?.text ?? "")` is not a literal list"
                }
                continue
            }
            for element in list.elements {
                guard let item = element.expression.as(FunctionCallExprSyntax.self) else {
                    if ["products", "targets"].contains(argument.label?.text ?? "") {
                        unreadable = "an entry of `\(argument.label?.text ?? "")` is not a literal call"
                    }
                    continue
                }
                switch argument.label?.text {
                case "products": product(item)
                case "targets": target(item)
                case "dependencies": dependency(item)
                default: break
                }
            }
        }
    }

    /// The top-level `let package = Package(…)`.
    static func packageCall(in tree: SourceFileSyntax) -> FunctionCallExprSyntax? {
        for item in tree.statements {
            guard let decl = item.item.as(VariableDeclSyntax.self) else { continue }
            for binding in decl.bindings {
                if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
                    call.calledExpression.trimmedDescription == "Package"
                {
                    return call
                }
            }
        }
        return nil
    }

    static func string(_ e: ExprSyntax?) -> String? {
        guard let literal = e?.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
            case .stringSegment(let s)? = literal.segments.first
        else { return nil }
        return s.content.text
    }

    static func argument(_ call: FunctionCallExprSyntax, _ label: String) -> ExprSyntax? {
        call.arguments.first { $0.label?.text == label }?.expression
    }

    static func strings(_ e: ExprSyntax?) -> [String] {
        e?.as(ArrayExprSyntax.self)?.elements.compactMap { string($0.expression) } ?? []
    }

    /// `.library(name: "Feature", targets: ["Feature"])`, `.executable(…)`, `.iOSApplication(…)`.
    mutating func product(_ call: FunctionCallExprSyntax) {
        guard let name = Self.string(Self.argument(call, "name")) else { return }
        products[name] = Self.strings(Self.argument(call, "targets"))
    }

    /// `.target(name:dependencies:path:)` and the other source targets; binary and plugin targets hold no code.
    mutating func target(_ call: FunctionCallExprSyntax) {
        let kind = call.calledExpression.trimmedDescription
        guard [".target", ".executableTarget", "Target.target"].contains(kind),
            let name = Self.string(Self.argument(call, "name"))
        else { return }
        let path = Self.string(Self.argument(call, "path")) ?? "Sources/" + name
        var t = Target(
            name: name, folder: normalizedPath(folder + "/" + path), targets: [], products: [])
        for element in Self.argument(call, "dependencies")?.as(ArrayExprSyntax.self)?.elements ?? [] {
            let e = element.expression
            if let s = Self.string(e) {
                t.targets.append(s)  // a target of this package, or a product of the same name elsewhere
            } else if let c = e.as(FunctionCallExprSyntax.self), let n = Self.string(Self.argument(c, "name")) {
                if c.calledExpression.trimmedDescription.hasSuffix("product") {
                    t.products.append(n)
                } else {
                    t.targets.append(n)
                }
            }
        }
        targets[name] = t
    }

    /// `.package(path: "../Core")`: another local package.
    mutating func dependency(_ call: FunctionCallExprSyntax) {
        guard let path = Self.string(Self.argument(call, "path")) else { return }
        localDependencies.append(normalizedPath(folder + "/" + path))
    }
}
