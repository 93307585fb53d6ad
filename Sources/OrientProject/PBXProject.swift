import Foundation
import OrientOutput

/// A build configuration (`XCBuildConfiguration`): its settings and its base xcconfig.
public struct BuildConfiguration: Sendable {
    public var name: String
    public var settings: [SettingAssignment]
    /// The base configuration file, absolute; nil when there is none or it is outside the repository.
    public var baseConfiguration: String?
    /// Where the base configuration is named in project.pbxproj (for messages).
    public var baseConfigurationLocation: SourceLocation?
}

/// A target of a project.
public struct PBXTarget: Sendable {
    public var id: String
    public var name: String
    /// `PBXNativeTarget`, `PBXAggregateTarget`, `PBXLegacyTarget`.
    public var isa: String
    public var productType: String?
    public var configurations: [BuildConfiguration]
    public var defaultConfigurationName: String?
    /// Absolute paths of the files the target builds or copies (sources, headers, resources), from build phases
    /// and Xcode 16 synchronized folders.
    public var files: [String]
    public var location: SourceLocation
    /// Swift package products the target links (`packageProductDependencies`), with the local package's folder
    /// when the project names it (`XCLocalSwiftPackageReference`); nil for a remote package's product or one
    /// Xcode finds by name among the local packages (the older way, no `package` field).
    public var packageProducts: [(product: String, package: String?)] = []
    /// The targets it builds with (PBXProject+Links.swift).
    public var links: [TargetLink] = []
    /// Its product's file reference and file name (`Kit.framework`).
    public var productReference: String?
    public var productFile: String?
    /// The Info.plist a generator uses when no setting names one (XcodeGen: the first `Info.plist` of the
    /// target's sources), absolute.
    public var fallbackInfoPlist: String?
    /// The generator writes the Info.plist file from the spec (XcodeGen's `info: path:` with `properties:`): its
    /// absence from the repository is expected.
    public var infoPlistWritten = false
}

/// One `.xcodeproj`, read from its project.pbxproj.
public struct PBXProject: Sendable {
    /// The `.xcodeproj` directory, absolute.
    public var path: String
    /// The project.pbxproj as shown in messages.
    public var pbxprojShown: String
    /// SRCROOT: the directory of the `.xcodeproj` (plus `projectDirPath`).
    public var sourceRoot: String
    public var objectVersion: Int?
    public var configurations: [BuildConfiguration]
    public var defaultConfigurationName: String?
    public var targets: [PBXTarget]
    public var diagnostics: [Diagnostic]
    /// Folders of local Swift packages the project refers to: `XCLocalSwiftPackageReference`s, and folder
    /// references to a directory that holds a Package.swift (absolute).
    public var localPackages: [String] = []

    public var name: String { ((path as NSString).lastPathComponent as NSString).deletingPathExtension }

    /// The build system that generated the project, when it says so: CMake adds the aggregate targets
    /// `ALL_BUILD` and `ZERO_CHECK` to every project it writes. Such a project is a build tree, not an app's own.
    public var generator: String?
}

extension PBXProject {
    /// Reads `xcodeproj` (absolute). A project that cannot be read comes back with an error diagnostic and no
    /// targets.
    /// `skipGenerated`: a project a build system generated (see `generator`) is recognised from its bytes and not
    /// parsed: such build trees are often most of a large workspace's project files.
    /// `gate`: the repository's read gate (by default the one of the repository holding `root`).
    public static func read(_ xcodeproj: String, root: String, skipGenerated: Bool = false, gate: ReadGate? = nil)
        -> PBXProject
    {
        let gate = gate ?? ReadGate(root: root)
        let pbxproj = xcodeproj + "/project.pbxproj"
        let shown = displayPath(pbxproj, root: root)
        var project = PBXProject(
            path: xcodeproj, pbxprojShown: shown, sourceRoot: (xcodeproj as NSString).deletingLastPathComponent,
            objectVersion: nil, configurations: [], defaultConfigurationName: nil, targets: [], diagnostics: [])
        var data: Data
        switch gate.read(pbxproj) {
        case .data(let d): data = d
        case .outside:
            project.diagnostics.append(
                Diagnostic(
                    .error, SourceLocation(shown),
                    "the project file is outside the repository (a link, or a workspace location); not read (--allow-outside-root reads it)"
                ))
            return project
        case .missing:
            let generated = generatorHint(in: project.sourceRoot).map { "; " + $0 } ?? ""
            project.diagnostics.append(
                Diagnostic(.error, SourceLocation(shown), "cannot read the project file" + generated))
            return project
        }
        let cmake =
            SourceBytes.contains(data, "name = ALL_BUILD;") || SourceBytes.contains(data, "name = ZERO_CHECK;")
        if cmake { project.generator = "CMake (ALL_BUILD, ZERO_CHECK)" }
        if cmake && skipGenerated { return project }
        if let resolved = ConflictMarkers.firstSide(Array(data)) {
            project.diagnostics.append(
                Diagnostic(
                    .warning, SourceLocation(shown, line: resolved.firstLine),
                    ConflictMarkers.message(conflicts: resolved.conflicts)
                        + "; Xcode cannot open the project until then"))
            data = Data(resolved.bytes)
        }
        guard let plist = parse(data, shown: shown, diagnostics: &project.diagnostics) else { return project }
        var reader = PBXReader(plist: plist, project: project, text: data, root: root, gate: gate)
        reader.read()
        return reader.project
    }

}

/// Turns the objects of a project.pbxproj into targets, configurations and file paths.
struct PBXReader {
    let objects: [String: [String: Any]]
    let rootObject: [String: Any]
    var project: PBXProject
    let text: Data
    let root: String
    /// Folders outside the repository are not walked.
    let gate: ReadGate
    private var parents: [String: String] = [:]
    private var pathCache: [String: String?] = [:]
    private var lines: PBXLineIndex?

    init(plist: [String: Any], project: PBXProject, text: Data, root: String, gate: ReadGate) {
        var objects: [String: [String: Any]] = [:]
        for (k, v) in plist["objects"] as? [String: Any] ?? [:] { if let o = v as? [String: Any] { objects[k] = o } }
        self.objects = objects
        rootObject = (plist["rootObject"] as? String).flatMap { objects[$0] } ?? [:]
        self.project = project
        self.text = text
        self.root = root
        self.gate = gate
        if let v = plist["objectVersion"] { self.project.objectVersion = Int("\(v)") }
        for (id, o) in objects {
            for child in o["children"] as? [String] ?? [] { parents[child] = id }
        }
    }

    mutating func read() {
        guard !rootObject.isEmpty else {
            project.diagnostics.append(
                Diagnostic(
                    .error, SourceLocation(project.pbxprojShown), "no rootObject (a PBXProject); not an Xcode project"))
            return
        }
        lines = PBXLineIndex(
            text, configurationIDs: Set(objects.filter { $0.value["isa"] as? String == "XCBuildConfiguration" }.keys))
        let dirPath = rootObject["projectDirPath"] as? String ?? ""
        if !dirPath.isEmpty {
            project.sourceRoot =
                normalizedPath(dirPath.hasPrefix("/") ? dirPath : project.sourceRoot + "/" + dirPath)
        }
        (project.configurations, project.defaultConfigurationName) = configurationList(
            rootObject["buildConfigurationList"] as? String, level: "project")
        for id in rootObject["targets"] as? [String] ?? [] {
            guard let t = objects[id] else {
                project.diagnostics.append(
                    Diagnostic(
                        .warning, SourceLocation(project.pbxprojShown),
                        "target \(id) is listed but not defined; skipped")
                )
                continue
            }
            let name = t["name"] as? String ?? t["productName"] as? String ?? id
            let (configs, defaultName) = configurationList(t["buildConfigurationList"] as? String, level: "target")
            project.targets.append(
                PBXTarget(
                    id: id, name: name, isa: t["isa"] as? String ?? "?", productType: t["productType"] as? String,
                    configurations: configs, defaultConfigurationName: defaultName,
                    files: memberFiles(of: t, id: id),
                    location: SourceLocation(project.pbxprojShown, line: lines?.objectLines[id]),
                    packageProducts: packageProducts(of: t), links: links(of: t),
                    productReference: t["productReference"] as? String, productFile: productFile(of: t)))
        }
        project.localPackages = localPackages()
    }

    private mutating func configurationList(_ id: String?, level: String) -> ([BuildConfiguration], String?) {
        guard let id, let list = objects[id] else { return ([], nil) }
        var out: [BuildConfiguration] = []
        for cid in list["buildConfigurations"] as? [String] ?? [] {
            guard let c = objects[cid], let name = c["name"] as? String else { continue }
            var settings: [SettingAssignment] = []
            for (key, value) in c["buildSettings"] as? [String: Any] ?? [:] {
                guard let (settingName, conditions) = SettingAssignment.parseKey(key[...]) else {
                    project.diagnostics.append(
                        Diagnostic(
                            .warning, SourceLocation(project.pbxprojShown, line: lines?.objectLines[cid]),
                            "'\(key)' is not a build setting name; ignored"))
                    continue
                }
                let line = lines?.settingLines[cid + "\u{0}" + key] ?? lines?.objectLines[cid]
                settings.append(
                    SettingAssignment(
                        name: settingName, conditions: conditions, value: PBXReader.settingText(value),
                        location: SourceLocation(project.pbxprojShown, line: line), level: level))
            }
            // A dictionary has no order: unconditional before conditional, the more specific last (so it wins).
            settings = settings.map { ($0, $0.conditions.isEmpty ? "" : $0.conditions.description) }
                .sorted { ($0.0.name, $0.0.conditions.count, $0.1) < ($1.0.name, $1.0.conditions.count, $1.1) }
                .map(\.0)
            var base: String?
            if let ref = c["baseConfigurationReference"] as? String {
                base = path(of: ref) ?? nil
            } else if let anchor = c["baseConfigurationReferenceAnchor"] as? String,
                let relative = c["baseConfigurationReferenceRelativePath"] as? String, let dir = path(of: anchor) ?? nil
            {
                base = normalizedPath(dir + "/" + relative)
            }
            let baseLine =
                lines?.settingLines[cid + "\u{0}baseConfigurationReference"]
                ?? lines?.settingLines[cid + "\u{0}baseConfigurationReferenceAnchor"]
            out.append(
                BuildConfiguration(
                    name: name, settings: settings, baseConfiguration: base,
                    baseConfigurationLocation: SourceLocation(
                        project.pbxprojShown, line: baseLine ?? lines?.objectLines[cid])))
        }
        return (out, list["defaultConfigurationName"] as? String)
    }

    /// A build setting's text: arrays (`OTHER_LDFLAGS = ("-ObjC", "$(inherited)")`) join with spaces.
    static func settingText(_ value: Any) -> String {
        if let s = value as? String { return s }
        if let a = value as? [Any] {
            return a.map { item -> String in
                let s = "\(item)"
                return s.contains(" ") && !s.hasPrefix("\"") ? "\"\(s)\"" : s
            }.joined(separator: " ")
        }
        return "\(value)"
    }

    /// The absolute path of a file element, nil when it lives outside the repository (SDK, build products).
    mutating func path(of id: String) -> String?? {
        if let cached = pathCache[id] { return cached }
        pathCache[id] = .some(nil)  // a cycle in the group tree ends here
        let computed = computePath(id)
        pathCache[id] = computed
        return computed
    }

    private mutating func computePath(_ id: String) -> String? {
        guard let o = objects[id] else { return nil }
        let own = o["path"] as? String ?? ""
        let tree = o["sourceTree"] as? String ?? "<group>"
        let base: String?
        switch tree {
        case "<absolute>": base = ""
        case "SOURCE_ROOT", "SRCROOT", "PROJECT_DIR": base = project.sourceRoot
        case "<group>":
            if let parent = parents[id] { base = path(of: parent) ?? nil } else { base = project.sourceRoot }
        default: base = nil  // BUILT_PRODUCTS_DIR, SDKROOT, DEVELOPER_DIR, …
        }
        guard let base else { return nil }
        if own.isEmpty { return base }
        if own.hasPrefix("/") { return normalizedPath(own) }
        return normalizedPath(base.isEmpty ? own : base + "/" + own)
    }

    private mutating func memberFiles(of target: [String: Any], id targetID: String) -> [String] {
        var files: [String] = []
        for phaseID in target["buildPhases"] as? [String] ?? [] {
            guard let phase = objects[phaseID] else { continue }
            for buildFileID in phase["files"] as? [String] ?? [] {
                guard let ref = objects[buildFileID]?["fileRef"] as? String, let element = objects[ref] else {
                    continue
                }
                if element["isa"] as? String == "PBXVariantGroup" || element["isa"] as? String == "XCVersionGroup" {
                    for child in element["children"] as? [String] ?? [] {
                        if let p = path(of: child) ?? nil { files.append(p) }
                    }
                } else if let p = path(of: ref) ?? nil {
                    files.append(p)
                }
            }
        }
        for groupID in target["fileSystemSynchronizedGroups"] as? [String] ?? [] {
            guard let dir = path(of: groupID) ?? nil else { continue }
            // A synchronized folder outside the repository (a path of `/`, `../../..`) is not walked (issue 14).
            guard gate.allows(dir) else {
                project.diagnostics.append(
                    Diagnostic(
                        .warning, SourceLocation(project.pbxprojShown, line: lines?.objectLines[groupID]),
                        "a synchronized folder outside the repository (\(Diagnostic.excerpt(displayPath(dir, root: root)))); its files are not read"
                    ))
                continue
            }
            var excluded: Set<String> = []
            for exceptionID in objects[groupID]?["exceptions"] as? [String] ?? [] {
                guard let e = objects[exceptionID], e["target"] as? String == targetID else { continue }
                for rel in e["membershipExceptions"] as? [String] ?? [] {
                    excluded.insert(normalizedPath(dir + "/" + rel))
                }
            }
            files += SynchronizedFolder.files(in: dir).filter { !excluded.contains($0) }
        }
        return files
    }
}

/// The files of an Xcode 16 synchronized folder: every file below it; bundles such as `.xcassets` count as one.
enum SynchronizedFolder {
    static func files(in directory: String) -> [String] {
        let (files, others) = FileTree.list(directory, policy: FileTreePolicy(.synchronizedFolder))
        return Array((files + others.map(\.path)).sorted().prefix(limit))
    }

    /// Files one synchronized folder may hold: real ones hold hundreds.
    static let limit = 100_000
}

/// Lines of objects and of their keys in a project.pbxproj, found by a scan of the text (Foundation's parser
/// keeps none). Only build configurations are indexed key by key.
struct PBXLineIndex {
    var objectLines: [String: Int] = [:]
    var settingLines: [String: Int] = [:]

    init(_ data: Data, configurationIDs: Set<String>) {
        var current: String?
        var lineNumber = 0
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            var start = 0
            let n = raw.count
            while start < n {
                var end = start
                while end < n, raw[end] != 10 { end += 1 }
                lineNumber += 1
                var i = start
                while i < end, raw[i] == 9 || raw[i] == 32 { i += 1 }
                let tokenStart = i
                if i < end, raw[i] == 34 {  // "quoted"
                    i += 1
                    while i < end, raw[i] != 34 { i += 1 }
                    if i < end { i += 1 }
                } else {
                    while i < end, raw[i] != 32, raw[i] != 9, raw[i] != 61 { i += 1 }
                }
                var token = String(decoding: UnsafeRawBufferPointer(rebasing: raw[tokenStart..<i]), as: UTF8.self)
                if token.hasPrefix("\""), token.hasSuffix("\""), token.count >= 2 {
                    token = String(token.dropFirst().dropLast())
                }
                let line = UnsafeRawBufferPointer(rebasing: raw[i..<end])
                let opensObject = PBXLineIndex.opensObject(line)
                if !token.isEmpty {
                    if opensObject && configurationIDs.contains(token) {
                        current = token
                        objectLines[token] = lineNumber
                    } else if opensObject && token.count >= 24 && token.allSatisfy(\.isHexDigit) {
                        current = nil
                        objectLines[token] = lineNumber
                    } else if let c = current, line.contains(61) {
                        let key = c + "\u{0}" + token
                        if settingLines[key] == nil { settingLines[key] = lineNumber }
                    }
                }
                start = end + 1
            }
        }
    }

    /// Whether the rest of a line (after its first token) is `… = {`: an object or dictionary starts here.
    static func opensObject(_ rest: UnsafeRawBufferPointer) -> Bool {
        guard let eq = rest.firstIndex(of: 61) else { return false }
        var j = eq + 1
        while j < rest.count, rest[j] == 32 || rest[j] == 9 { j += 1 }
        return j < rest.count && rest[j] == 123
    }
}

extension PBXProject {
    /// When a folder holds a project generator's spec rather than (or beside a missing) project file: what to run.
    /// Orient reads the Xcode project a generator writes, not the generators' own formats.
    public static func generatorHint(in folder: String) -> String? {
        let fm = FileManager.default
        for (file, tool, command) in [
            ("project.yml", "XcodeGen", "xcodegen generate"), ("project.yaml", "XcodeGen", "xcodegen generate"),
            ("Project.swift", "Tuist", "tuist generate"), ("Tuist/Config.swift", "Tuist", "tuist generate"),
            ("app.config.js", "Expo, from a config that is code", "npx expo prebuild"),
            ("app.config.ts", "Expo, from a config that is code", "npx expo prebuild")
        ] where fm.fileExists(atPath: folder + "/" + file) {
            // A literal Expo config is read as its project (ProjectSpec+ExpoCode.swift).
            if file.hasPrefix("app.config."),
                fm.contents(atPath: folder + "/" + file).flatMap({ ProjectSpec.codeExpoConfig($0) }) != nil
            {
                continue
            }
            return "the project is generated from \(file) (\(tool)): run `\(command)`, then check again"
        }
        return nil
    }
}
