import Foundation
import OrientEngine
import OrientOutput

// The project an XcodeGen spec generates, as Orient's project model: configurations, targets with their settings
// (XcodeGen's platform presets first, then the spec's), files, dependencies, and the Info.plist properties
// XcodeGen writes.
extension ProjectSpec {
    /// XcodeGen's platform presets that decide what Orient reads (SettingPresets/Platforms/iOS.yml).
    static let iOSPreset = ["SDKROOT": "iphoneos", "TARGETED_DEVICE_FAMILY": "1,2"]

    /// The project, and per target the Info.plist properties the spec gives (`info: properties:`).
    func project() -> (
        PBXProject, properties: [String: SpecProperties]
    ) {
        let (folder, moved) = pathsFolder()
        let name = root["name"]?.text ?? ((folder as NSString).lastPathComponent)
        let configNames = root["configs"]?.entries.map(\.key) ?? ["Debug", "Release"]
        let defaultName = defaultConfiguration(among: configNames)
        var project = PBXProject(
            path: folder + "/" + name + ".xcodeproj", pbxprojShown: shown, sourceRoot: folder, objectVersion: nil,
            configurations: [], defaultConfigurationName: defaultName, targets: [], diagnostics: diagnostics)
        if moved, let repositoryRoot {
            let up =
                folder == repositoryRoot
                ? "the repository's top folder" : "'\(displayPath(folder, root: repositoryRoot))/'"
            project.diagnostics.append(
                Diagnostic(
                    .info, SourceLocation(shown),
                    "the spec's paths are not found beside it but from \(up): read from there, where a script copies the spec before running XcodeGen"
                ))
        }
        var projectSettings: [String: [SettingAssignment]] = [:]
        for config in configNames {
            var settings = assignments(root["settings"], config: config, level: "project")
            if let ios = root["options"]?["deploymentTarget"]?["iOS"] {
                settings.insert(setting("IPHONEOS_DEPLOYMENT_TARGET", ios, level: "project"), at: 0)
            }
            projectSettings[config] = settings
            project.configurations.append(
                BuildConfiguration(
                    name: config, settings: settings,
                    baseConfiguration: configFile(root["configFiles"], config: config, folder: folder),
                    baseConfigurationLocation: root["configFiles"].map { location($0.line) }))
        }
        var properties: [String: SpecProperties] = [:]
        // `packages:` with a `path:` are local packages, read like a project's: the files of the products a target
        // depends on are that target's (a blind first run, nl-mgo: screens in a package of the app's own).
        var localPackages: [String: String] = [:]
        for (name, package) in root["packages"]?.entries ?? [] {
            guard let path = package["path"]?.text else { continue }
            let resolved = normalizedPath(path.hasPrefix("/") ? path : folder + "/" + path)
            // An included spec's package path read from its own folder names nothing: the path as written, from
            // the top spec's folder, is the one Xcode builds with.
            if !FileManager.default.fileExists(atPath: resolved), let written = package["pathAsWritten"]?.text,
                !written.hasPrefix("/"), case let asWritten = normalizedPath(folder + "/" + written),
                FileManager.default.fileExists(atPath: asWritten)
            {
                localPackages[name] = asWritten
                continue
            }
            localPackages[name] = resolved
        }
        project.localPackages = localPackages.values.sorted()
        // Each folder is listed once, however many targets and globs name it (a Tuist target's resources list
        // `App/**/*.storyboard`, `App/**/*.xib`, … each under the same folder).
        var listings: [String: [String]] = [:]
        for (targetName, declared) in root["targets"]?.entries ?? [] {
            let spec = withTemplates(declared)
            let platforms =
                (spec["platform"]?.items ?? []).compactMap(\.text)
                + (spec["supportedDestinations"]?.items ?? []).compactMap(\.text)
            let type = spec["type"]?.text ?? ""
            var settings: [SettingAssignment] = []
            if platforms.contains(where: { $0.lowercased() == "ios" }) {
                // XcodeGen's and Tuist's iOS preset (CMake's targets carry their own SDKROOT).
                settings += ProjectSpec.iOSPreset.sorted { $0.key < $1.key }.map {
                    SettingAssignment(name: $0.key, value: $0.value, location: nil, level: generator + " preset")
                }
            } else if let first = platforms.first {
                let sdk = ["macos": "macosx", "tvos": "appletvos", "watchos": "watchos", "visionos": "xros"]
                settings.append(
                    SettingAssignment(
                        name: "SDKROOT", value: sdk[first.lowercased()] ?? first, location: nil,
                        level: generator + " preset"))
            }
            if let target = spec["deploymentTarget"] {
                settings.append(setting("IPHONEOS_DEPLOYMENT_TARGET", target["iOS"] ?? target, level: "target"))
            }
            // XcodeGen writes `info: path:` from `properties:` when it generates the project: a path that is not
            // in the repository is that file, all of it from the spec.
            let writtenPlist =
                spec["info"]?["properties"] != nil
                && spec["info"]?["path"]?.text.map {
                    !FileManager.default.fileExists(atPath: normalizedPath($0.hasPrefix("/") ? $0 : folder + "/" + $0))
                } == true
            if let info = spec["info"] {
                if let plist = info["path"] { settings.append(setting("INFOPLIST_FILE", plist, level: "target")) }
                if let given = info["properties"] {
                    // A list's items each on a line of their own (`- UIInterfaceOrientationPortrait`): findings about
                    // one item point at it.
                    let itemLines = given.entries.compactMap { e -> (String, [Int])? in
                        guard case .list(let items, _) = e.value else { return nil }
                        return (e.key, items.map(\.line))
                    }
                    properties[targetName] = (
                        ProjectSpec.plistValues(given),
                        Dictionary(given.entries.map { ($0.key, $0.value.line) }, uniquingKeysWith: { $1 }), given.line,
                        Dictionary(itemLines, uniquingKeysWith: { $1 })
                    )
                }
            }
            // The generator writes the Info.plist from the spec's properties (Tuist), or nobody knows what it holds
            // (a target made by a helper): either way not a target without one.
            if (spec["info"]?["properties"] != nil && spec["info"]?["path"] == nil) || unread[targetName] != nil {
                settings.append(
                    SettingAssignment(
                        name: "GENERATE_INFOPLIST_FILE", value: "YES", location: nil, level: generator + " spec"))
            }
            var configurations: [BuildConfiguration] = []
            for config in configNames {
                configurations.append(
                    BuildConfiguration(
                        name: config,
                        settings: settings + assignments(spec["settings"], config: config, level: "target"),
                        baseConfiguration: configFile(spec["configFiles"], config: config, folder: folder),
                        baseConfigurationLocation: spec["configFiles"].map { location($0.line) }))
            }
            var links: [TargetLink] = []
            var products: [(product: String, package: String?)] = []
            for dependency in spec["dependencies"]?.items ?? [] {
                if let package = dependency["package"]?.text {
                    // `- package: Kit` (`product:` when it differs): the package the spec's `packages:` names.
                    products.append((dependency["product"]?.text ?? package, localPackages[package]))
                } else if let other = dependency["target"]?.text {
                    // `{target: X, project: folder}`: a target of the project another spec in that folder makes.
                    links.append(.target(project: dependency["project"]?.text, id: other))
                } else if let framework = dependency["framework"]?.text ?? dependency["carthage"]?.text {
                    links.append(.productFile((framework as NSString).lastPathComponent))
                }
            }
            var target = PBXTarget(
                id: targetName, name: targetName, isa: "PBXNativeTarget",
                productType: type.isEmpty ? nil : "com.apple.product-type." + type, configurations: configurations,
                defaultConfigurationName: defaultName,
                files: sources(spec["sources"], folder: folder, listings: &listings),
                location: location(declared.line))
            target.links = links
            target.packageProducts = products
            target.infoPlistWritten = writtenPlist
            if generator == "XcodeGen", spec["info"]?["path"] == nil {
                // XcodeGen's rule where no setting names one (ProjectSpec.md, `INFOPLIST_FILE`).
                target.fallbackInfoPlist = target.files.first { ($0 as NSString).lastPathComponent == "Info.plist" }
            }
            target.productFile =
                type.hasPrefix("framework")
                ? targetName + ".framework" : type.hasPrefix("library") ? "lib" + targetName + ".a" : targetName
            project.targets.append(target)
        }
        return (project, properties)
    }

    /// The folder the spec's relative paths start from: its own, or, when none of its targets' source paths is
    /// there and every one is under one folder above it (inside the repository), that folder: a spec kept as a
    /// template (`Integrations/SPM/project.yml`) that a script copies up before running XcodeGen.
    func pathsFolder() -> (folder: String, moved: Bool) {
        let own = (path as NSString).deletingLastPathComponent
        guard generator == "XcodeGen", let repositoryRoot else { return (own, false) }
        if let movedFolder { return (movedFolder, true) }
        var relative: [String] = []
        for (_, declared) in root["targets"]?.entries ?? [] {
            for item in withTemplates(declared)["sources"]?.items ?? [] {
                guard let p = item.text ?? item["path"]?.text, !p.hasPrefix("/"), !p.contains("$") else { continue }
                relative.append(p)
            }
        }
        let exists = { (folder: String) in
            relative.contains { FileManager.default.fileExists(atPath: normalizedPath(folder + "/" + $0)) }
        }
        guard !relative.isEmpty, !exists(own),
            let up = ProjectSpec.ancestor(of: own, holding: relative, root: repositoryRoot)
        else { return (own, false) }
        return (up, true)
    }

    /// A target with its `templates` merged under it (templates may name templates; bounded).
    func withTemplates(_ target: Value, depth: Int = 0) -> Value {
        var base: Value = .map([], line: target.line)
        guard depth < 8 else { return target }
        for name in (target["templates"]?.items ?? []).compactMap(\.text) {
            if let template = root["targetTemplates"]?[name] {
                base = base.merged(with: withTemplates(template, depth: depth + 1))
            }
        }
        return base.merged(with: target)
    }

    func setting(_ name: String, _ value: Value, level: String) -> SettingAssignment {
        SettingAssignment(
            name: name, value: value.settingValue, location: location(value.line), level: level)
    }

    /// `settings:` as build settings for one configuration: a flat map, or `base:` then `configs: {Name: …}`.
    func assignments(_ settings: Value?, config: String, level: String) -> [SettingAssignment] {
        guard let settings else { return [] }
        let structured = settings["base"] != nil || settings["configs"] != nil || settings["groups"] != nil
        var out: [SettingAssignment] = []
        func add(_ map: Value?) {
            for (key, value) in map?.entries ?? [] {
                guard let (name, conditions) = SettingAssignment.parseKey(key[...]) else { continue }
                out.append(
                    SettingAssignment(
                        name: name, conditions: conditions, value: value.settingValue,
                        location: location(value.line), level: level))
            }
        }
        if !structured { add(settings); return out }
        add(settings["base"])
        add(settings["configs"]?.entries.first { $0.key.lowercased() == config.lowercased() }?.value)
        return out
    }

    /// `configFiles: {Debug: path}` for one configuration, absolute.
    func configFile(_ files: Value?, config: String, folder: String) -> String? {
        guard let relative = files?.entries.first(where: { $0.key.lowercased() == config.lowercased() })?.value.text
        else { return nil }
        return normalizedPath(relative.hasPrefix("/") ? relative : folder + "/" + relative)
    }

    /// The files of `sources:` (paths, or `{path:, includes:, excludes:}`): a folder stands for every file below it
    /// that its `includes` globs (if any) match and its `excludes` do not.
    func sources(_ value: Value?, folder: String, listings: inout [String: [String]]) -> [String] {
        var out: [String] = []
        var seen: Set<String> = []
        for item in value?.items ?? [] {
            guard let relative = item.text ?? item["path"]?.text else { continue }
            let full = normalizedPath(relative.hasPrefix("/") ? relative : folder + "/" + relative)
            let excludes = (item["excludes"]?.items ?? []).compactMap(\.text).flatMap(Glob.expandingBraces)
            let includes = (item["includes"]?.items ?? []).compactMap(\.text).flatMap(Glob.expandingBraces)
            if isRealDirectory(full) {
                let listed =
                    listings[full]
                    ?? {
                        let (files, bundles) = FileTree.list(full, policy: FileTreePolicy(.synchronizedFolder))
                        return files + bundles.map(\.path)
                    }()
                listings[full] = listed
                for f in listed {
                    let inside = String(f.dropFirst(full.count + 1))
                    guard includes.isEmpty || includes.contains(where: { Glob.matches($0, inside) }) else { continue }
                    if !excludes.contains(where: { Glob.matches($0, inside) }), seen.insert(f).inserted {
                        out.append(f)
                    }
                }
            } else if seen.insert(full).inserted {
                out.append(full)
            }
        }
        return out
    }

    /// `info: properties:` as plist values.
    static func plistValues(_ value: ProjectSpec.Value) -> [String: PlistValue] {
        var out: [String: PlistValue] = [:]
        for (key, v) in value.entries { out[key] = plistValue(v) }
        return out
    }

    static func plistValue(_ value: Value, depth: Int = 0) -> PlistValue {
        guard depth < 64 else { return .string("") }
        switch value {
        case .text(let s, _):
            if s == "true" || s == "YES" { return .bool(true) }
            if s == "false" || s == "NO" { return .bool(false) }
            if let i = Int(s) { return .integer(i) }
            return .string(s)
        case .list(let items, _): return .array(items.map { plistValue($0, depth: depth + 1) })
        case .map(let entries, _):
            var d: [String: PlistValue] = [:]
            for (k, v) in entries { d[k] = plistValue(v, depth: depth + 1) }
            return .dictionary(d)
        }
    }
}

/// A target's `info: properties:` in a spec: the values, the line of each key and of each list item, and of the
/// `properties:` key itself.
typealias SpecProperties = (
    values: [String: PlistValue], lines: [String: Int], line: Int, itemLines: [String: [Int]]
)

extension ProjectSpec {
    /// The spec read as its project, and its targets read as a real project's are, with the Info.plist properties
    /// the spec gives laid over what the Info.plist file (if any) holds.
    func read(reader: TargetReader) -> (PBXProject, [TargetInfo]) {
        let (project, properties) = project()
        func overlaid(_ read: TargetInfo, _ target: PBXTarget) -> TargetInfo {
            var info = read
            info.inputs += files
            if let (values, lines, line, itemLines) = properties[target.name] {
                for (key, value) in values {
                    // Where the key is written: the spec, or the included file it came from.
                    let place = location(lines[key] ?? line)
                    let source = Provenance.setting(name: "info.properties", at: place, level: generator + " spec")
                    // Item lines in the key's own file only (an item's line with another file's index is not one).
                    let items = (itemLines[key] ?? []).map(location).filter { $0.file == place.file }.compactMap(\.line)
                    info.plist.entries[key] = PlistEntry(value: value, source: source, itemLines: items)
                    info.plist.unknownKeys[key] = nil
                }
                if info.plist.file == nil { info.plist.unknownFile = nil; info.plist.generated = true }
            }
            for (key, why) in unknownKeys[target.name] ?? [:] where info.plist.entries[key] == nil {
                info.plist.unknownKeys[key] = why
            }
            for (key, why) in defaultedKeys[target.name] ?? [:] { info.plist.defaulted[key] = why }
            if let why = unknownDeployment[target.name] {
                info.deploymentTarget = nil; info.deploymentTargetSetting = nil; info.deploymentTargetSource = nil
                info.diagnostics.append(Diagnostic(.info, target.location, why))
            }
            if let why = unread[target.name] {
                info.kind = .iosApp
                info.plist.unknownFile = why
            }
            return info
        }
        let infos = project.targets.map { target -> TargetInfo in
            var info = overlaid(reader.read(target, in: project), target)
            // Each configuration gets what the spec gives every one of them; those that then read the same go.
            info.variants = info.variants.map { overlaid($0, target) }.filter { !$0.readsTheSame(as: info) }
            return info
        }
        return (project, infos)
    }

    /// The generator that reads this spec, for messages.
    /// The configuration xcodebuild builds without `-configuration`, read where the one asked for is missing:
    /// XcodeGen's `options.defaultConfig`, else its first configuration alphabetically (ProjectSpec.md, Options), so
    /// a spec whose configurations are `Development` and `AppStore` is read in `AppStore`; Release for Tuist.
    func defaultConfiguration(among names: [String]) -> String {
        // Tuist: `Release` if declared, else the first configuration declared as `.release(…)` (MaeumGaGym declares
        // Development, Test, QA and PROD; reading `Release` read no settings at all, not even the iOS SDK).
        if generator == "Tuist" {
            let kinds = root["configs"]?.entries ?? []
            if names.contains("Release") || kinds.isEmpty { return "Release" }
            return kinds.first { $0.value.text == "release" }?.key ?? names.first ?? "Release"
        }
        guard generator == "XcodeGen" else { return "Release" }
        if let named = root["options"]?["defaultConfig"]?.text, names.contains(named) { return named }
        return names.sorted().first ?? "Release"
    }

    var generator: String {
        path.hasSuffix(".swift") ? "Tuist" : path.hasSuffix("CMakeLists.txt") ? "CMake" : "XcodeGen"
    }
}
