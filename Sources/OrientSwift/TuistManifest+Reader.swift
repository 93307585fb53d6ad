import Foundation
import OrientOutput
import OrientProject
import SwiftParser
import SwiftSyntax

// The reader of one manifest: its state, the constants its arguments name, the `let project` it declares, and
// the syntax it reads values with.

extension TuistManifest {
    struct Reader {
        typealias Value = ProjectSpec.Value

        let path: String
        let shown: String
        let folder: String
        let gate: ReadGate
        let tree: SourceFileSyntax
        let converter: SourceLocationConverter
        var diagnostics: [Diagnostic] = []
        var unread: [String: String] = [:]
        /// Calls of the repository's own helpers met, with how they are named in messages.
        var helpers: [(node: ExprSyntax, name: String)] = []
        /// Settings made by code Orient does not run (`SettingsDictionary().…`), likewise.
        var unreadSettings: [(node: ExprSyntax, name: String)] = []

        /// Constants the manifest and the repository's ProjectDescriptionHelpers declare with a value
        /// (`static let destinations = Set<Destination>([.iPhone, .iPad])` in `enum Constants`, a top-level `let`),
        /// by `Type.name` and `name`: read where an argument names one.
        var constants: [String: ExprSyntax] = [:]
        /// The functions ProjectDescriptionHelpers declare, by name: followed where a manifest calls one.
        var functions: [String: [HelperFunction]] = [:]
        /// The `Bool`s enums of the helpers compute per case (`FeatureTarget.hasFramework`), by name.
        var caseFlags: [String: CaseFlag] = [:]
        /// Whether the project is read by following the helper that makes it.
        var following = false
        /// Where and by which name the constants read were used in the manifest, by their values' nodes.
        let used = UsedConstants()

        final class UsedConstants: @unchecked Sendable {
            var lines: [SyntaxIdentifier: Int] = [:]
            var names: [SyntaxIdentifier: String] = [:]
        }

        init(path: String, root: String, gate: ReadGate, tree: SourceFileSyntax) {
            self.path = path
            shown = displayPath(path, root: root)
            folder = (path as NSString).deletingLastPathComponent
            self.gate = gate
            self.tree = tree
            converter = SourceLocationConverter(fileName: path, tree: tree)
            constants = Self.constants(in: tree)
            // The repository's helpers, and its local plugins' (`Plugins/EnvPlugin/ProjectDescriptionHelpers`).
            var folders = [tuistRoot + "/Tuist/ProjectDescriptionHelpers"]
            let plugins = tuistRoot + "/Plugins"
            if isRealDirectory(plugins) {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: plugins)) ?? []
                folders += names.sorted().prefix(32).map { plugins + "/" + $0 + "/ProjectDescriptionHelpers" }
            }
            var read = 0
            for helpers in folders where isRealDirectory(helpers) && gate.allows(helpers) {
                for file in FileTree.list(helpers, policy: FileTreePolicy(.synchronizedFolder)).files
                where file.hasSuffix(".swift") && read < 200 {
                    read += 1
                    guard let data = gate.contents(file), case .success(let helper) = ManifestSource.parse(data)
                    else { continue }
                    constants.merge(Self.constants(in: helper)) { mine, _ in mine }
                    functions.merge(Self.functions(in: helper, file: file)) { mine, theirs in mine + theirs }
                    caseFlags.merge(CaseFlag.all(in: helper)) { mine, _ in mine }
                }
            }
        }

        /// `let`s with a value: top-level ones by name, static ones of a type (or its extension) by `Type.name`.
        static func constants(in tree: SourceFileSyntax) -> [String: ExprSyntax] {
            var out: [String: ExprSyntax] = [:]
            func add(_ decl: VariableDeclSyntax, prefix: String) {
                guard decl.bindingSpecifier.tokenKind == .keyword(.let) else { return }
                for b in decl.bindings {
                    if let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                        let value = b.initializer?.value
                    {
                        out[prefix + name] = value
                    }
                }
            }
            for item in tree.statements {
                if let v = item.item.as(VariableDeclSyntax.self) { add(v, prefix: ""); continue }
                guard let decl = item.item.as(DeclSyntax.self) else { continue }
                let named: (String, MemberBlockSyntax)? =
                    decl.as(EnumDeclSyntax.self).map { ($0.name.text, $0.memberBlock) }
                    ?? decl.as(StructDeclSyntax.self).map { ($0.name.text, $0.memberBlock) }
                    ?? decl.as(ExtensionDeclSyntax.self).map { ($0.extendedType.trimmedDescription, $0.memberBlock) }
                    ?? decl.as(ClassDeclSyntax.self).map { ($0.name.text, $0.memberBlock) }
                guard let (type, members) = named else { continue }
                for m in members.members {
                    if let v = m.decl.as(VariableDeclSyntax.self),
                        v.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
                    {
                        add(v, prefix: type + ".")
                    }
                    // A type nested in another (`extension Project { enum Environment { static let … } }`), named
                    // both ways: code inside the outer type says `Environment.platform`.
                    let inner =
                        m.decl.as(EnumDeclSyntax.self).map { ($0.name.text, $0.memberBlock) }
                        ?? m.decl.as(StructDeclSyntax.self).map { ($0.name.text, $0.memberBlock) }
                    guard let (innerName, innerMembers) = inner else { continue }
                    for n in innerMembers.members {
                        guard let v = n.decl.as(VariableDeclSyntax.self),
                            v.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
                        else { continue }
                        add(v, prefix: type + "." + innerName + ".")
                        for b in v.bindings {
                            if let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                                let value = b.initializer?.value, out[innerName + "." + name] == nil
                            {
                                out[innerName + "." + name] = value
                            }
                        }
                    }
                }
            }
            return out
        }

        /// The value of the constant `e` names (followed through constants naming constants, a few steps), or `e`.
        func resolved(_ e: ExprSyntax?) -> ExprSyntax? {
            guard var e else { return nil }
            for _ in 0..<8 {
                let key =
                    e.as(MemberAccessExprSyntax.self).flatMap { m in
                        m.base.map { $0.trimmedDescription + "." + m.declName.baseName.text }
                    } ?? e.as(DeclReferenceExprSyntax.self)?.baseName.text
                guard let key, let value = constants[key] else { break }
                if used.names[value.id] == nil {
                    used.lines[value.id] = line(e)
                    used.names[value.id] = key
                }
                e = value
            }
            return e
        }

        /// The manifest line of a node; a node of a helper file gives the line its constant was used at.
        func line(_ node: some SyntaxProtocol) -> Int {
            guard node.root.id == tree.root.id else {
                var current: Syntax? = Syntax(node)
                while let n = current {
                    if let l = used.lines[n.id] { return l }
                    current = n.parent
                }
                return 1
            }
            return converter.location(for: node.positionAfterSkippingLeadingTrivia).line
        }

        mutating func warn(_ node: some SyntaxProtocol, _ message: String) {
            diagnostics.append(Diagnostic(.warning, SourceLocation(shown, line: line(node)), message))
        }

        /// The `let project = …` of the manifest, read.
        mutating func spec() -> ProjectSpec? {
            guard var value = projectValue() else { return nil }
            var root: [(key: String, value: Value)] = []
            helpers = []
            if let made = followedProject(value) { value = made }
            let folderName = (folder as NSString).lastPathComponent
            let call = value.as(FunctionCallExprSyntax.self)
            let name = call.flatMap { string(argument($0, "name")) } ?? folderName
            root.append(("name", .text(name, line: line(value))))
            var targets: [(key: String, value: Value)] = []
            if let call, isOwn(call, "Project") {
                let (settings, configFiles, configs) = self.settings(argument(call, "settings"))
                if let settings { root.append(("settings", settings)) }
                if let configFiles { root.append(("configFiles", configFiles)) }
                if let configs { root.append(("configs", configs)) }
                if let list = argument(call, "targets"), list.as(ArrayExprSyntax.self) == nil {
                    helpers.append((list, helperName(list)))
                }
                for element in argument(call, "targets")?.as(ArrayExprSyntax.self)?.elements ?? [] {
                    if let target = target(element.expression), !targets.contains(where: { $0.key == target.key }) {
                        targets.append(target)
                    }
                }
            } else {
                helpers.append((value, helperName(value)))
            }
            // Made by helpers Orient does not run: said once per manifest. When nothing else in the manifest
            // declares a target, the folder's code stands for one iOS app whose Info.plist is unknown.
            if let first = helpers.first {
                let names = Dictionary(grouping: helpers.map(\.name), by: { $0 }).sorted { $0.key < $1.key }
                    .map { $0.value.count > 1 ? "\($0.key) ×\($0.value.count)" : $0.key }
                var message =
                    "made by \(names.joined(separator: ", ")) (the repository's own "
                    + (names.count == 1 ? "helper" : "helpers") + ", which Orient does not run)"
                // A helper whose name says it makes a framework or library (`createProjectForFramework`): the
                // folder's code is still read (as an app's, for want of knowing which app links it), said at info,
                // as a repository of many such modules would otherwise say it once per module (a blind first run,
                // Olvid: 45 framework manifests).
                let library =
                    helpers.allSatisfy { h in
                        ["Framework", "Library", "Module", "Package"].contains { h.name.contains($0) }
                    } && !helpers.contains { $0.name.contains("App") }
                if targets.isEmpty {
                    let why = "the project is " + message + "; its Info.plist and settings are unknown"
                    unread[name] = why
                    targets.append((name, unreadTarget(sources: nil, at: value)))
                    message =
                        why
                        + (library
                            ? "; its name says a framework: the code under \(displayFolder) is read as an iOS app's, which app links it not being known"
                            : "; the code under \(displayFolder) is checked as one iOS app")
                } else {
                    message =
                        "\(helpers.count) target\(helpers.count == 1 ? " is" : "s are") " + message
                        + "; what they declare is unknown"
                }
                diagnostics.append(
                    Diagnostic(library ? .info : .warning, SourceLocation(shown, line: line(first.node)), message))
            }
            root.append(("targets", .map(targets, line: line(value))))
            if let first = unreadSettings.first {
                let names = Array(Set(unreadSettings.map(\.name))).sorted()
                var lines: [String] = []
                for l in unreadSettings.map({ String(line($0.node)) }) where !lines.contains(l) { lines.append(l) }
                warn(
                    first.node,
                    "build settings made by code Orient does not run (\(names.prefix(3).joined(separator: ", "))\(names.count > 3 ? ", …" : "")), at line\(lines.count == 1 ? "" : "s") \(lines.joined(separator: ", ")): what they set is unknown"
                )
            }
            return ProjectSpec(
                path: path, shown: shown, root: .map(root, line: 1), diagnostics: diagnostics, files: [path],
                unread: unread)
        }

        var displayFolder: String {
            let f = (shown as NSString).deletingLastPathComponent
            return f.isEmpty ? "the manifest's folder" : f + "/"
        }

        /// The initial value of the top-level `let project`.
        func projectValue() -> ExprSyntax? {
            for item in tree.statements {
                guard let decl = item.item.as(VariableDeclSyntax.self) else { continue }
                for binding in decl.bindings
                where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "project" {
                    return binding.initializer?.value
                }
            }
            return nil
        }

        /// Whether a call is Tuist's own initialiser or factory of `type`: `Project(…)`, `.target(…)`,
        /// `Target(…)`, `Target.target(…)`, `.init(…)`.
        func isOwn(_ call: FunctionCallExprSyntax, _ type: String) -> Bool {
            let callee = call.calledExpression.trimmedDescription
            let factory = type.prefix(1).lowercased() + type.dropFirst()
            return [type, type + ".init", "." + factory, type + "." + factory, ".init", "ProjectDescription." + type]
                .contains(callee)
        }

        /// How a call or value Orient does not read is named in messages: the constant it came from, or its callee.
        func helperName(_ e: ExprSyntax) -> String {
            if let name = used.names[e.id] { return "`" + name + "`" }
            let callee = e.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription ?? e.trimmedDescription
            let flat = callee.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            return "`" + String(flat.prefix(60)) + (e.is(FunctionCallExprSyntax.self) ? "(…)`" : "`")
        }

        // MARK: Syntax

        /// The argument with this label, a constant it names read as its value.
        func argument(_ call: FunctionCallExprSyntax, _ label: String) -> ExprSyntax? {
            resolved(call.arguments.first { $0.label?.text == label }?.expression)
        }

        func string(_ e: ExprSyntax?) -> String? { PackageManifest.string(e) }

        /// `.relativeToManifest("x")`, `.relativeToCurrentFile("x")`, `.path("x")` (relative to the manifest) and
        /// `.relativeToRoot("x")` (absolute), for paths given as `Path`.
        func path(_ e: ExprSyntax?) -> String? {
            guard let call = e?.as(FunctionCallExprSyntax.self), let s = string(call.arguments.first?.expression)
            else { return nil }
            switch memberName(call.calledExpression) {
            case "relativeToManifest", "relativeToCurrentFile", "path": return s
            case "relativeToRoot": return normalizedPath(tuistRoot + "/" + s)
            default: return nil
            }
        }

        /// The folder Tuist calls the root: the nearest one holding `Tuist/` or `Tuist.swift`, else the
        /// repository's.
        var tuistRoot: String {
            var f = folder
            for _ in 0..<64 where gate.allows(f) {
                if isRealDirectory(f + "/Tuist") || FileManager.default.fileExists(atPath: f + "/Tuist.swift") {
                    return f
                }
                let up = (f as NSString).deletingLastPathComponent
                if up == f { break }
                f = up
            }
            return gate.repository
        }

        /// `.name` or `Type.name` (`.app`, `Product.app`) as `name`.
        func memberName(_ e: ExprSyntax) -> String? {
            e.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        }
    }
}
