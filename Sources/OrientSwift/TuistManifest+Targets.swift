import Foundation
import OrientOutput
import OrientProject
import SwiftParser
import SwiftSyntax

// What a manifest says of its targets: product, destinations, deployment, Info.plist, sources, dependencies and
// settings, in XcodeGen's shape.

extension TuistManifest.Reader {
    mutating func target(_ e: ExprSyntax) -> (key: String, value: Value)? {
        guard let call = e.as(FunctionCallExprSyntax.self) else {
            helpers.append((e, helperName(e)))
            return nil
        }
        let own = isOwn(call, "Target")
        guard let name = string(argument(call, "name")) ?? followedName(argument(call, "name"), in: call) else {
            if own {
                warn(call, "a target whose name is not a string literal; that target is unknown")
            } else {
                helpers.append((e, helperName(e)))
            }
            return nil
        }
        var entries: [(key: String, value: Value)] = []
        let at = line(call)
        let product = argument(call, "product").flatMap(memberName)
        if !own && product == nil {
            // A helper's target: what it builds and declares is unknown; when it names its sources, they are
            // checked as an iOS app's code.
            guard let sources = argument(call, "sources") else {
                helpers.append((e, helperName(e)))
                return nil
            }
            let why =
                "the target is made by \(helperName(e)), a helper Orient does not run; its Info.plist is unknown"
            warn(call, why + "; its sources are checked as an iOS app's code")
            unread[name] = why
            return (name, unreadTarget(sources: sources, at: e))
        }
        let type = product.flatMap { TuistManifest.productTypes[$0] } ?? "application"
        entries.append(("type", .text(type, line: at)))
        let (platforms, families) = destinations(call)
        if platforms.isEmpty, let d = argument(call, "destinations") {
            warn(d, "`destinations:` \(helperName(d)) cannot be read statically; target '\(name)' is not checked")
        }
        entries.append(("platform", .list(platforms.map { .text($0, line: at) }, line: at)))
        var base: [(key: String, value: Value)] = []
        if let families { base.append(("TARGETED_DEVICE_FAMILY", .text(families, line: at))) }
        if let version = deployment(call) { entries.append(("deploymentTarget", .text(version, line: at))) }
        let plist = info(argument(call, "infoPlist"), product: product ?? "app", at: at)
        if let plist {
            entries.append(("info", plist))
        } else if argument(call, "infoPlist") != nil, (product ?? "app") == "app" {
            // Made by code Orient does not run (`[…].merging(helper())`): unknown, not missing (a blind first run:
            // Vonage's VERA apps were said to have no launch screen).
            unread[name] = "its Info.plist is made by code Orient does not run; its keys are unknown"
        }
        let sources = self.sources(argument(call, "sources")) + self.sources(argument(call, "resources"))
        entries.append(("sources", .list(sources, line: at)))
        entries.append(("dependencies", .list(dependencies(argument(call, "dependencies")), line: at)))
        let (settings, configFiles, _) = self.settings(argument(call, "settings"), extra: base)
        if let settings { entries.append(("settings", settings)) }
        if let configFiles { entries.append(("configFiles", configFiles)) }
        return (name, .map(entries, line: at))
    }

    /// An iOS app whose sources are the given ones, or else every file under the manifest's folder except
    /// tests, Tuist's own folders and folders of other manifests.
    func unreadTarget(sources: ExprSyntax?, at node: some SyntaxProtocol) -> Value {
        let at = line(node)
        var list = self.sources(sources)
        if sources == nil || list.isEmpty {
            var excludes = ["Project.swift", "*Tests", "**/*Tests", "Tuist", "Derived", "**/Derived"].map {
                Value.text($0, line: at)
            }
            for file in FileTree.list(folder, policy: FileTreePolicy(.synchronizedFolder)).files
            where (file as NSString).lastPathComponent == "Project.swift" && file != path {
                let inside = String(file.dropFirst(folder.count + 1))
                excludes.append(.text((inside as NSString).deletingLastPathComponent, line: at))
            }
            list = [.map([("path", .text(folder, line: at)), ("excludes", .list(excludes, line: at))], line: at)]
        }
        return .map(
            [
                ("type", .text("application", line: at)), ("platform", .list([.text("iOS", line: at)], line: at)),
                ("sources", .list(list, line: at))
            ], line: at)
    }

    /// The platforms (XcodeGen's names) and TARGETED_DEVICE_FAMILY of `destinations:` or the older
    /// `platform:` with `deploymentTarget: .iOS(targetVersion:devices:)`.
    func destinations(_ call: FunctionCallExprSyntax) -> ([String], String?) {
        if let d = argument(call, "destinations") {
            var members: [String] = []
            // `[.iPhone, .iPad]`, or `Set<Destination>([…])`.
            let list =
                d.as(ArrayExprSyntax.self)
                ?? d.as(FunctionCallExprSyntax.self)?.arguments.first?.expression.as(ArrayExprSyntax.self)
            if let list {
                members = list.elements.compactMap { memberName($0.expression) }
            } else if let m = memberName(d) {
                members = [m]
            }
            // Destinations sets (`.iOS` is iPhone, iPad, Mac and Vision with iPad design) and single ones.
            var families: [String] = []
            var platforms: [String] = []
            for m in members {
                switch m {
                case "iOS": families += ["1", "2"]; platforms.append("iOS")
                case "iPhone": families.append("1"); platforms.append("iOS")
                case "iPad": families.append("2"); platforms.append("iOS")
                case "macOS", "mac": platforms.append("macOS")
                case "tvOS", "appleTv": platforms.append("tvOS")
                case "watchOS", "appleWatch": platforms.append("watchOS")
                case "visionOS", "appleVision": platforms.append("visionOS")
                default: break
                }
            }
            let unique = Array(Set(families)).sorted().joined(separator: ",")
            return (
                Array(Set(platforms)).sorted { $0 == "iOS" || $1 != "iOS" && $0 < $1 },
                unique.isEmpty ? nil : unique
            )
        }
        // `.iOS` or `Platform.iOS`; a value not read (`Environment.platform`, unresolved) is taken as iOS, the
        // platform of the manifests Orient reads, rather than a platform named `platform`.
        let platform =
            argument(call, "platform").flatMap { p -> String? in
                guard let m = p.as(MemberAccessExprSyntax.self),
                    m.base == nil || m.base?.trimmedDescription == "Platform"
                else { return nil }
                return m.declName.baseName.text
            } ?? "iOS"
        var families: String?
        if let target = argument(call, "deploymentTarget")?.as(FunctionCallExprSyntax.self),
            let devices = argument(target, "devices")
        {
            let text = devices.trimmedDescription
            let f = [(".iphone", "1"), (".ipad", "2")].filter { text.contains($0.0) }.map(\.1)
            if !f.isEmpty { families = f.joined(separator: ",") }
        }
        return ([platform], families)
    }

    /// `deploymentTargets: .iOS("17.0")` / `.multiplatform(iOS: "17.0")`, or the older
    /// `deploymentTarget: .iOS(targetVersion: "15.0", devices: …)`.
    func deployment(_ call: FunctionCallExprSyntax) -> String? {
        if let d = argument(call, "deploymentTargets")?.as(FunctionCallExprSyntax.self) {
            return string(argument(d, "iOS"))
                ?? string(d.arguments.first?.expression).flatMap {
                    d.calledExpression.trimmedDescription.hasSuffix("iOS") ? $0 : nil
                }
        }
        if let d = argument(call, "deploymentTarget")?.as(FunctionCallExprSyntax.self),
            d.calledExpression.trimmedDescription.hasSuffix("iOS")
        {
            return string(argument(d, "targetVersion"))
        }
        return nil
    }

    /// `infoPlist:` as XcodeGen's `info:`: a file's path, or properties (Tuist's default, extended).
    mutating func info(_ e: ExprSyntax?, product: String, at: Int) -> Value? {
        let defaults: [(key: String, value: Value)] =
            product == "app"
            ? TuistManifest.defaultIOSAppPlist.map {
                ($0.0, .list($0.1.map { Value.text($0, line: at) }, line: at))
            }
            : []
        guard let e else { return .map([("properties", .map(defaults, line: at))], line: at) }
        if let file = string(e) ?? path(e) {
            return .map([("path", .text(file, line: line(e)))], line: line(e))
        }
        guard let call = e.as(FunctionCallExprSyntax.self) else {
            if memberName(e) == "default" { return .map([("properties", .map(defaults, line: at))], line: at) }
            warn(e, "`infoPlist:` \(helperName(e)) cannot be read statically; the Info.plist is unknown")
            return nil
        }
        switch memberName(call.calledExpression) {
        case "file":
            guard let file = argument(call, "path").flatMap({ string($0) ?? path($0) }) else { break }
            return .map([("path", .text(file, line: line(e)))], line: line(e))
        case "extendingDefault", "dictionary":
            guard let dict = argument(call, "with") ?? call.arguments.first?.expression,
                let given = plistValue(dict)
            else { break }
            let base: Value = .map(memberName(call.calledExpression) == "dictionary" ? [] : defaults, line: at)
            return .map([("properties", base.merged(with: given))], line: line(e))
        default: break
        }
        warn(e, "`infoPlist:` \(helperName(e)) cannot be read statically; the Info.plist is unknown")
        return nil
    }

    /// A plist value written in Swift: literals, `[…]`, `[k: v]`, `.string(…)`, `.array(…)`, `.boolean(…)`.
    func plistValue(_ e: ExprSyntax, depth: Int = 0) -> Value? {
        guard depth < 32 else { return nil }
        let at = line(e)
        if let s = string(e) { return .text(s, line: at) }
        if let b = e.as(BooleanLiteralExprSyntax.self) { return .text(b.literal.text, line: at) }
        if let i = e.as(IntegerLiteralExprSyntax.self) { return .text(i.literal.text, line: at) }
        if let list = e.as(ArrayExprSyntax.self) {
            return .list(list.elements.compactMap { plistValue($0.expression, depth: depth + 1) }, line: at)
        }
        if let dict = e.as(DictionaryExprSyntax.self) {
            guard case .elements(let elements) = dict.content else { return .map([], line: at) }
            return .map(
                elements.compactMap { el in
                    guard let k = string(el.key), let v = plistValue(el.value, depth: depth + 1) else { return nil }
                    return (k, v)
                }, line: at)
        }
        if let call = e.as(FunctionCallExprSyntax.self), let inner = call.arguments.first?.expression,
            ["string", "array", "dictionary", "boolean", "integer", "real"].contains(
                memberName(call.calledExpression) ?? "")
        {
            return plistValue(inner, depth: depth + 1)
        }
        return nil
    }

    /// `sources:`/`resources:` globs as XcodeGen sources: `{path: literal prefix, includes: [rest]}`.
    func sources(_ e: ExprSyntax?) -> [Value] {
        guard let e else { return [] }
        var globs: [(String, [String], Int)] = []
        func add(_ e: ExprSyntax, depth: Int = 0) {
            guard depth < 8 else { return }
            if let s = string(e) ?? path(e) { globs.append((s, [], line(e))); return }
            if let list = e.as(ArrayExprSyntax.self) {
                for el in list.elements { add(el.expression, depth: depth + 1) }
                return
            }
            guard let call = e.as(FunctionCallExprSyntax.self) else { return }
            // `.glob("…", excluding: […])`, `.paths([…])`, `SourceFilesList(globs: […])`, `.folderReference(…)`.
            if let first = call.arguments.first?.expression, let s = string(first) ?? path(first) {
                let excluding = argument(call, "excluding").map(stringsOrPaths) ?? []
                globs.append((s, excluding, line(e)))
                return
            }
            for argument in call.arguments { add(argument.expression, depth: depth + 1) }
        }
        add(e)
        return globs.map { glob, excluding, at in
            let absolute = glob.hasPrefix("/") ? glob : folder + "/" + glob
            var parts = absolute.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            var literal: [String] = []
            while let p = parts.first, !p.contains(where: { "*?{[".contains($0) }) {
                literal.append(p)
                parts.removeFirst()
            }
            let base = normalizedPath(literal.joined(separator: "/"))
            var entries: [(key: String, value: Value)] = [("path", .text(base, line: at))]
            if !parts.isEmpty {
                entries.append(("includes", .list([.text(parts.joined(separator: "/"), line: at)], line: at)))
            }
            let excludes = excluding.compactMap { x -> Value? in
                let full = normalizedPath(x.hasPrefix("/") ? x : folder + "/" + x)
                guard full.hasPrefix(base + "/") else { return nil }
                return .text(String(full.dropFirst(base.count + 1)), line: at)
            }
            if !excludes.isEmpty { entries.append(("excludes", .list(excludes, line: at))) }
            return .map(entries, line: at)
        }
    }

    func stringsOrPaths(_ e: ExprSyntax) -> [String] {
        if let s = string(e) ?? path(e) { return [s] }
        return e.as(ArrayExprSyntax.self)?.elements.compactMap { string($0.expression) ?? path($0.expression) }
            ?? []
    }

    /// `.target(name:)` and `.project(target:path:)` dependencies (XcodeGen's `{target:, project:}`); packages,
    /// SDKs and prebuilt frameworks are not the app's code.
    func dependencies(_ e: ExprSyntax?) -> [Value] {
        var out: [Value] = []
        for el in e?.as(ArrayExprSyntax.self)?.elements ?? [] {
            guard let call = el.expression.as(FunctionCallExprSyntax.self) else { continue }
            let at = line(call)
            switch memberName(call.calledExpression) {
            case "target":
                if let name = string(argument(call, "name")) ?? string(call.arguments.first?.expression) {
                    out.append(.map([("target", .text(name, line: at))], line: at))
                }
            case "project":
                if let name = string(argument(call, "target")),
                    let p = argument(call, "path").flatMap({ string($0) ?? path($0) })
                {
                    let folder = normalizedPath(p.hasPrefix("/") ? p : self.folder + "/" + p)
                    out.append(
                        .map([("target", .text(name, line: at)), ("project", .text(folder, line: at))], line: at))
                }
            default: continue
            }
        }
        return out
    }

    /// `settings: .settings(base: […], configurations: [.debug(name:settings:xcconfig:)…])` as XcodeGen's
    /// `settings: {base:, configs:}`, `configFiles:` and the configuration names.
    mutating func settings(_ e: ExprSyntax?, extra: [(key: String, value: Value)] = []) -> (
        Value?, Value?, Value?
    ) {
        let at = e.map(line) ?? 1
        var base = extra
        var configs: [(key: String, value: Value)] = []
        var kinds: [String] = []
        var files: [(key: String, value: Value)] = []
        if let e {
            if let call = e.as(FunctionCallExprSyntax.self),
                ["settings", "Settings.settings", "Settings"].contains(
                    call.calledExpression.trimmedDescription.trimmingCharacters(in: ["."]))
            {
                if let b = argument(call, "base") { base += dictionary(b, what: "`base:` settings") }
                for c in argument(call, "configurations")?.as(ArrayExprSyntax.self)?.elements ?? [] {
                    guard let config = c.expression.as(FunctionCallExprSyntax.self) else { continue }
                    let kind = memberName(config.calledExpression)
                    let nameArg = argument(config, "name")
                    let name =
                        nameArg.flatMap {
                            string($0) ?? memberName($0).map { $0.prefix(1).uppercased() + $0.dropFirst() }
                        }
                        ?? (kind == "debug" ? "Debug" : "Release")
                    configs.append(
                        (name, .map(dictionary(argument(config, "settings"), what: "settings"), line: line(config)))
                    )
                    kinds.append(kind ?? "")
                    if let x = argument(config, "xcconfig").flatMap({ string($0) ?? path($0) }) {
                        files.append((name, .text(x, line: line(config))))
                    }
                }
            } else {
                unreadSettings.append((e, helperName(e)))
            }
        }
        let settings: Value? =
            base.isEmpty && configs.isEmpty
            ? nil
            : .map([("base", .map(base, line: at)), ("configs", .map(configs, line: at))], line: at)
        return (
            settings, files.isEmpty ? nil : .map(files, line: at),
            // Each configuration's kind (`debug`, `release`): the default one is chosen among the release ones.
            configs.isEmpty
                ? nil : .map(zip(configs, kinds).map { ($0.0.key, .text($0.1, line: at)) }, line: at)
        )
    }

    /// A settings dictionary literal; anything else (`.merging(…)`, a helper's constant) is reported.
    mutating func dictionary(_ e: ExprSyntax?, what: String) -> [(key: String, value: Value)] {
        guard let e else { return [] }
        guard let v = plistValue(e), case .map(let entries, _) = v else {
            unreadSettings.append((e, helperName(e)))
            return []
        }
        return entries
    }
}
