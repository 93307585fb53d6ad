import Foundation
import OrientOutput

/// Finds the Xcode projects under a path.
public struct Discovery: Sendable {
    public var projects: [String] = []
    public var workspaces: [String] = []
    /// XcodeGen specs (`project.yml`), absolute.
    public var xcodeGenSpecs: [String] = []
    /// Tuist manifests (`Project.swift` importing ProjectDescription), absolute.
    public var tuistManifests: [String] = []
    /// CMake lists that give a target an Info.plist (`MACOSX_BUNDLE_INFO_PLIST`), absolute.
    public var cmakeLists: [String] = []
    /// Managed Expo apps' configs (`app.json` with no `ios/` project): read as the project prebuild writes.
    public var expoConfigs: [String] = []
    /// Every `package.json` of the tree, absolute: where nothing else is found, one that depends on Expo is an app
    /// whose config a build step writes (`ProjectSpec(expoWithoutConfig:)`).
    public var packageJSONs: [String] = []
    public var skipped: [String] = []
    /// Folders holding a Package.swift that a workspace lists (absolute).
    public var workspacePackages: [String] = []
    /// Projects left out as somebody else's code (git submodules), with the reason.
    public var vendored: [(path: String, reason: String)] = []
    public var diagnostics: [Diagnostic] = []

    /// `path` may be a directory, a `.xcodeproj` or a `.xcworkspace` (absolute).
    /// `gate`: what may be read (by default the repository holding `path`).
    public static func find(
        _ path: String, includeDependencies: Bool = false, includeVendored: Bool = false, gate: ReadGate? = nil
    ) -> Discovery {
        var d = Discovery()
        let gate = gate ?? ReadGate(root: ProjectScan.root(for: path).root)
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir) else {
            d.diagnostics.append(Diagnostic(.error, SourceLocation(path), "no such file or directory"))
            return d
        }
        let ext = (path as NSString).pathExtension
        if ext == "xcodeproj" { d.projects = [path]; return d }
        if ext == "xcworkspace" {
            d.workspaces = [path]
            d.projects = d.workspaceProjects(
                path, root: (path as NSString).deletingLastPathComponent, includeDependencies: includeDependencies,
                gate: gate)
            return d
        }
        guard isDir.boolValue else {
            d.diagnostics.append(
                Diagnostic(.error, SourceLocation(path), "not a directory, .xcodeproj or .xcworkspace"))
            return d
        }
        let tree = FileTree.list(path, policy: FileTreePolicy(includeDependencies: includeDependencies))
        d.xcodeGenSpecs = tree.files.filter { ProjectSpec.isXcodeGenSpec($0, gate: gate) }
        d.tuistManifests = tree.files.filter { ProjectSpec.isTuistManifest($0, gate: gate) }
        d.cmakeLists = tree.files.filter { ProjectSpec.isCMakeList($0, gate: gate) }
        d.expoConfigs = tree.files.filter { ProjectSpec.isManagedExpoConfig($0, gate: gate) }
        d.packageJSONs = tree.files.filter { $0.hasSuffix("/package.json") }
        for entry in tree.others {
            switch (entry.kind, fileExtension(entry.name)) {
            case (.bundle, "xcodeproj"): d.projects.append(entry.path)
            case (.bundle, "xcworkspace"): d.workspaces.append(entry.path)
            case (.dependency, _): d.skipped.append(displayPath(entry.path, root: path))
            default: break
            }
        }
        d.workspaces.sort()
        for w in d.workspaces {
            for p in d.workspaceProjects(w, root: path, includeDependencies: includeDependencies, gate: gate)
            where !d.projects.contains(p) {
                d.projects.append(p)
            }
        }
        d.projects.sort()
        if !includeVendored { d.leaveOutSubmodules(root: path) }
        return d
    }

    /// The projects a workspace names (`group:`, `container:`, `absolute:` locations), nested groups included.
    private mutating func workspaceProjects(
        _ workspace: String, root: String, includeDependencies: Bool, gate: ReadGate
    ) -> [String] {
        let file = workspace + "/contents.xcworkspacedata"
        guard let data = gate.contents(file) else { return [] }
        guard let text = String(data: data, encoding: .utf8) else {
            let (message, line) = SourceBytes.notUTF8(data)
            diagnostics.append(
                Diagnostic(
                    .error, SourceLocation(displayPath(file, root: root), line: line),
                    message + "; expected a workspace's contents"))
            return []
        }
        let base = (workspace as NSString).deletingLastPathComponent
        var out: [String] = []
        var groups: [String] = []
        var tooDeep = false
        for raw in text.components(separatedBy: "<").dropFirst() {
            let tag = raw.prefix(while: { $0 != ">" })
            if tag.hasPrefix("/Group") { _ = groups.popLast(); continue }
            // Groups nested past any real workspace: their paths grow with each level (quadratic work), and
            // nothing real is down there. Reported once; what they hold is not read.
            if groups.count >= Limits.workspaceGroupDepth {
                if tag.hasPrefix("Group") && !tag.hasSuffix("/") { groups.append("") }
                if !tooDeep {
                    tooDeep = true
                    diagnostics.append(
                        Diagnostic(
                            .warning, SourceLocation(displayPath(file, root: root)),
                            "groups nested more than \(Limits.workspaceGroupDepth) deep; what they hold is not read"))
                }
                continue
            }
            guard tag.hasPrefix("Group") || tag.hasPrefix("FileRef"),
                let r = tag.range(of: "location = \"") ?? tag.range(of: "location=\"")
            else { continue }
            let location = XMLText.unescape(tag[r.upperBound...].prefix(while: { $0 != "\"" }))
            let parts = location.split(separator: ":", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let rel = String(parts[1])
            let parent = groups.last ?? base
            let full: String
            switch parts[0] {
            case "absolute": full = rel
            case "container": full = base + "/" + rel
            case "group": full = parent + "/" + rel
            default: continue
            }
            let path = normalizedPath(full)
            if tag.hasPrefix("Group") { if !tag.hasSuffix("/") { groups.append(path) }; continue }
            // `absolute:`, `../` or a link: a location outside the repository is never read (issue 28).
            guard gate.allows(path) else {
                diagnostics.append(
                    Diagnostic(
                        .warning, SourceLocation(displayPath(file, root: root)),
                        "the workspace names \(Diagnostic.excerpt(location)), outside the repository; not read (--allow-outside-root reads it)"
                    ))
                continue
            }
            if !path.hasSuffix(".xcodeproj"), FileManager.default.fileExists(atPath: path + "/Package.swift") {
                if !workspacePackages.contains(path) { workspacePackages.append(path) }
                continue
            }
            guard path.hasSuffix(".xcodeproj") else { continue }
            let components = Set(displayPath(path, root: root).split(separator: "/").map(String.init))
            if !includeDependencies && !components.isDisjoint(with: FileTreePolicy.dependencyFolders) { continue }
            if !components.isDisjoint(with: FileTreePolicy.generatedFolders),
                FileTreePolicy.underGenerated(path, root: root)
            {
                continue
            }
            if FileManager.default.fileExists(atPath: path + "/project.pbxproj") {
                out.append(path)
            } else {
                diagnostics.append(
                    Diagnostic(
                        .warning, SourceLocation(displayPath(file, root: root)),
                        "the workspace names '\(displayPath(path, root: root))', which is not there; skipped"))
            }
        }
        return out
    }
}

extension Discovery {
    /// Leaves out the projects inside git submodules (`.gitmodules` of the repository holding `root`): they are
    /// other people's code, vendored.
    mutating func leaveOutSubmodules(root: String) {
        let submodules = Discovery.submodules(around: root)
        guard !submodules.isEmpty else { return }
        projects.removeAll { p in
            guard let module = submodules.first(where: { p.hasPrefix($0 + "/") }) else { return false }
            vendored.append((p, "inside the git submodule \(displayPath(module, root: root))"))
            return true
        }
        cmakeLists.removeAll { p in submodules.contains { p.hasPrefix($0 + "/") } }
    }

    /// The absolute paths of the submodules `.gitmodules` lists, in the repository that holds `path`.
    public static func submodules(around path: String) -> [String] {
        let top = repositoryBoundary(of: path)
        guard let data = ReadGate(root: top).contents(top + "/.gitmodules"),
            let text = String(data: data, encoding: .utf8)
        else { return [] }
        return text.split(whereSeparator: \.isNewline).compactMap { line in
            let parts = line.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, parts[0] == "path", !parts[1].isEmpty else { return nil }
            return normalizedPath(top + "/" + parts[1])
        }
    }
}

/// Reads a Tuist manifest (absolute; shown relative to a root; its paths kept inside a boundary) as the project
/// it generates; nil when it declares none. Given by OrientSwift, the one module with swift-syntax.
public typealias TuistReading = @Sendable (_ manifest: String, _ root: String, _ gate: ReadGate) -> ProjectSpec?

/// Everything read under a path: projects, targets (iOS apps and the ones left out), and every problem met.
public struct ProjectScan: Sendable {
    public var root: String
    public var discovery: Discovery
    public var projects: [PBXProject]
    public var targets: [TargetInfo]
    public var diagnostics: [Diagnostic]
    /// What every reader of this scan's files reads through: the repository, or anywhere with `--allow-outside-root`.
    public var gate: ReadGate

    public var apps: [TargetInfo] { targets.filter(\.isIOSApp) }

    /// Projects and apps left out as not the app's own: git submodules, projects a build system generated, sample
    /// and third-party apps beside the app (`--include-vendored` reads them), with the reason.
    public var leftOut: [(path: String, reason: String)] = []
    /// Local Swift packages the projects and workspaces refer to (absolute folders).
    public var localPackages: [String] {
        Array(Set(projects.flatMap(\.localPackages) + discovery.workspacePackages)).sorted()
    }
    /// Folders of other people's code that the source walk skips too (git submodules), absolute.
    public var vendoredFolders: [String] = []
    /// Projects in sample or third-party folders: their problems are not reported.
    var quietProjects: Set<String> = []
    /// Names of folders (lowercased) whose source files an app compiles as someone else's code, copied in: read for
    /// facts, never reported (empty with `--include-vendored`).
    public var thirdPartySourceFolders: Set<String> = []

    /// Folder names that say the code in them is a copy of another project's (`ThirdParty/SideMenu`), not the app's.
    public static let thirdPartyFolderNames: Set<String> = [
        "thirdparty", "third_party", "third-party", "3rdparty", "vendor", "vendors", "vendored"
    ]

    /// Whether a source file (as findings name it) lies in a third-party folder of the app's tree.
    public func isThirdPartySource(_ file: String) -> Bool {
        !thirdPartySourceFolders.isEmpty
            && file.split(separator: "/").dropLast().contains { thirdPartySourceFolders.contains($0.lowercased()) }
    }

    /// Reads every project under `path` (absolute or relative to the current directory).
    public static func read(
        _ path: String, configuration: String = "Release", sdkVersion: String = "26.0",
        includeDependencies: Bool = false, includeVendored: Bool = false, fileKeysWin: Bool = true,
        allowOutsideRoot: Bool = false, tuist: TuistReading? = nil, allConfigurations: Bool = false
    ) -> ProjectScan {
        let (absolute, root) = ProjectScan.root(for: path)
        var isDir: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: absolute, isDirectory: &isDir)
        let gate = ReadGate(root: root, allowOutsideRoot: allowOutsideRoot)
        var discovery = Discovery.find(
            absolute, includeDependencies: includeDependencies, includeVendored: includeVendored, gate: gate)
        // A `.xcodeproj` folder with no project file beside an XcodeGen spec holds only what the repository keeps
        // of the generated project (shared schemes): the spec is the project.
        let specFolders = Set(
            (discovery.xcodeGenSpecs + discovery.tuistManifests).map { ($0 as NSString).deletingLastPathComponent })
        discovery.projects.removeAll {
            specFolders.contains(($0 as NSString).deletingLastPathComponent)
                && !FileManager.default.fileExists(atPath: $0 + "/project.pbxproj")
        }
        var diagnostics = discovery.diagnostics
        // XcodeGen specs whose folder holds no project (a committed `.xcodeproj` wins): read as their projects.
        let projectFolders = Set(discovery.projects.map { ($0 as NSString).deletingLastPathComponent })
        let specs = discovery.xcodeGenSpecs.filter {
            !projectFolders.contains(($0 as NSString).deletingLastPathComponent)
        }
        // Tuist manifests likewise, when a reader is given (OrientSwift's, with swift-syntax).
        let manifests =
            tuist == nil
            ? []
            : discovery.tuistManifests.filter { !projectFolders.contains(($0 as NSString).deletingLastPathComponent) }
        // CMake lists only where the repository has no project of another kind: their apps are the repository's.
        let cmake =
            discovery.projects.isEmpty && specs.isEmpty && manifests.isEmpty
            ? discovery.cmakeLists.sorted().compactMap { ProjectSpec(cmake: $0, root: root, gate: gate) } : []
        var expo = discovery.expoConfigs.sorted().compactMap { ProjectSpec(expo: $0, root: root, gate: gate) }
        if discovery.projects.isEmpty && specs.isEmpty && manifests.isEmpty && cmake.isEmpty && expo.isEmpty {
            expo = discovery.packageJSONs.sorted().compactMap {
                ProjectSpec(expoWithoutConfig: $0, root: root, gate: gate)
            }
        }
        if exists && discovery.projects.isEmpty && specs.isEmpty && manifests.isEmpty && cmake.isEmpty && expo.isEmpty
            && diagnostics.isEmpty
        {
            diagnostics.append(
                Diagnostic(
                    .error, SourceLocation(path),
                    "no Xcode project (.xcodeproj) found"
                        + (PBXProject.generatorHint(in: isDir.boolValue ? absolute : root).map { "; " + $0 } ?? "")
                        + (discovery.skipped.isEmpty
                            ? ""
                            : " outside the skipped folders (\(discovery.skipped.joined(separator: ", "))); --include-dependencies reads them")
                ))
        }
        let reader = {
            var r = TargetReader(
                root: root, configuration: configuration, sdkVersion: sdkVersion, fileKeysWin: fileKeysWin, gate: gate)
            r.allConfigurations = allConfigurations
            return r
        }()
        var scan = ProjectScan(
            root: root, discovery: discovery, projects: [], targets: [], diagnostics: [], gate: reader.gate)
        scan.leftOut = discovery.vendored.map { (displayPath($0.path, root: root), $0.reason) }
        if !includeVendored {
            scan.vendoredFolders = Discovery.submodules(around: absolute)
            scan.thirdPartySourceFolders = ProjectScan.thirdPartyFolderNames
        }
        var perProject: [String: [Diagnostic]] = [:]
        // Projects are read on every core (an emulator app has 140 of them); the results are taken in order.
        let read = discovery.projects.parallelMap { p -> (PBXProject, [TargetInfo]?) in
            let project = PBXProject.read(p, root: root, skipGenerated: !includeVendored, gate: reader.gate)
            if !includeVendored, project.generator != nil { return (project, nil) }
            return (project, project.targets.map { reader.read($0, in: project) })
        }
        // A project folder with no project.pbxproj (only its shared schemes committed, a leftover of a rename) is
        // no project Xcode opens: left out, said, where another project is read (telltime: `TellTime/` beside
        // `telltime/`, one folder on the Mac's file system).
        let readable = read.filter { !Self.holdsNoProjectFile($0.0, gate: reader.gate) }.count
        let anyTargets = read.contains { !$0.0.targets.isEmpty }
        for (p, (project, infos)) in zip(discovery.projects, read) {
            if readable > 0, Self.holdsNoProjectFile(project, gate: reader.gate) {
                diagnostics.append(
                    Diagnostic(
                        .info, SourceLocation(displayPath(p, root: root)),
                        "holds no project.pbxproj (only shared data is committed), so Xcode opens no project there; left out"
                    ))
                continue
            }
            guard let infos else {
                scan.leftOut.append(
                    (displayPath(p, root: root), "generated by \(project.generator ?? "a build system")"))
                continue
            }
            var problems = project.diagnostics
            // An empty project file beside projects that are read loses nothing: its check is whole (a blind first
            // run: a monorepo package's empty RCTMenu.xcodeproj beside the app's project).
            if anyTargets {
                problems = problems.map { d in
                    guard d.severity == .error, d.message == PBXProject.emptyFile else { return d }
                    var w = d
                    w.severity = .warning
                    return w
                }
            }
            for info in infos {
                problems += info.diagnostics + info.variants.flatMap(\.diagnostics)
                scan.targets.append(info)
            }
            perProject[displayPath(p, root: root)] = problems
            scan.projects.append(project)
        }
        let given =
            specs.sorted().map { ProjectSpec(path: $0, root: root, gate: reader.gate) }
            + manifests.sorted().compactMap { tuist?($0, root, reader.gate) } + cmake + expo
        for spec in given {
            let (project, infos) = spec.read(reader: reader)
            perProject[displayPath(project.path, root: root)] =
                project.diagnostics + infos.flatMap { $0.diagnostics + $0.variants.flatMap(\.diagnostics) }
            scan.targets += infos
            scan.projects.append(project)
        }
        if !includeVendored { scan.leaveOutSampleAndThirdPartyApps() }
        scan.addLinkedCode()
        scan.addDevelopmentPods()
        scan.addFlutterCode()
        scan.addReactNativeCode()
        for project in scan.projects {
            let shown = displayPath(project.path, root: root)
            if !scan.quietProjects.contains(shown) { diagnostics += perProject[shown] ?? [] }
        }
        scan.diagnostics = dedupe(diagnostics)
        return scan
    }

    /// Folder names that hold other people's code, or sample and demo apps.
    static let sampleOrThirdPartyFolders: Set<String> = [
        "example", "examples", "sample", "samples", "demo", "demos", "sampleapp", "demoapp", "exampleapp",
        "thirdparty", "third_party", "third-party", "3rdparty", "vendor", "vendors", "external", "externals",
        "submodules", "deps", "dependency", "dependencies", "frameworks", "libraries", "libs", "packages", "modules"
    ]

    /// A `.xcodeproj` folder whose project.pbxproj is not there at all (not one outside the repository).
    static func holdsNoProjectFile(_ project: PBXProject, gate: ReadGate) -> Bool {
        project.targets.isEmpty && project.objectVersion == nil
            && { if case .missing = gate.read(project.path + "/project.pbxproj") { true } else { false } }()
    }

    /// An app target named as a test harness (`…Test`, `…Tests`, `…TestApp`, `…TestHost`): a host for tests,
    /// never shipped.
    static func isTestHost(_ name: String) -> Bool {
        let n = name.lowercased()
        return ["test", "tests", "testapp", "testhost", "testshost", "_test", "-test"].contains { n.hasSuffix($0) }
    }

    /// The apps of projects inside sample or third-party folders are not the app's own when the tree has an app
    /// outside such folders; they are left out, with their projects' problems. (A tree that is only a sample app
    /// keeps it.)
    mutating func leaveOutSampleAndThirdPartyApps() {
        // Xcode's template placeholders (`___PROJECTNAME___`): a template, never an app.
        for i in targets.indices where targets[i].isIOSApp && targets[i].name.contains("___") {
            targets[i].kind = .skipped("an Xcode template's placeholder target")
            targets[i].skipGroup = "templates"
            quietProjects.insert(targets[i].project)
        }
        func namedFolder(_ project: String) -> String? {
            project.split(separator: "/").dropLast().first {
                ProjectScan.sampleOrThirdPartyFolders.contains($0.lowercased())
            }
            .map(String.init)
        }
        func isOwn(_ t: TargetInfo, _ folder: (String) -> String?) -> Bool {
            t.isIOSApp && folder(t.project) == nil && !ProjectScan.isTestHost(t.name)
        }
        guard targets.contains(where: { isOwn($0, namedFolder) }) else { return }
        // A top-level folder holding a project the app's own targets build with (SDL beside a game): a library's
        // copy, whose own test and demo apps are not the app's.
        let libraries = libraryFolders(of: targets.filter { isOwn($0, namedFolder) })
        func folder(_ project: String) -> String? {
            if let named = namedFolder(project) { return named }
            guard project.contains("/"), let top = project.split(separator: "/").first.map(String.init),
                libraries.contains(top)
            else { return nil }
            return top
        }
        for i in targets.indices where targets[i].isIOSApp && ProjectScan.isTestHost(targets[i].name) {
            targets[i].kind = .skipped("an app named as a test harness, beside the app's own")
            targets[i].skipGroup = "test host apps"
        }
        for i in targets.indices {
            guard let folder = folder(targets[i].project) else { continue }
            if targets[i].isIOSApp {
                targets[i].kind = .skipped(
                    "an app in the sample or third-party folder '\(folder)', beside the app's own")
                targets[i].skipGroup = "sample or third-party apps"
            }
            quietProjects.insert(targets[i].project)
        }
    }

    /// The top-level folders (relative to the root) of the other projects whose targets these apps link or depend
    /// on, when the app's own project is not in them.
    func libraryFolders(of apps: [TargetInfo]) -> Set<String> {
        var out: Set<String> = []
        for app in apps {
            guard let project = projects.first(where: { displayPath($0.path, root: root) == app.project }),
                let target = project.targets.first(where: { $0.name == app.name })
            else { continue }
            let ownTop = app.project.split(separator: "/").first.map(String.init)
            for link in target.links {
                let other: String?
                switch link {
                case .target(let p, _), .product(let p, _): other = p
                case .productFile: other = nil
                }
                guard let other, other.hasPrefix(root + "/") else { continue }
                let shown = displayPath(other, root: root)
                guard shown.contains("/"), let top = shown.split(separator: "/").first.map(String.init), top != ownTop
                else { continue }
                out.insert(top)
            }
        }
        return out
    }

    /// The absolute path asked about, and the folder paths are shown relative to: the folder itself, or the
    /// parent of a .xcodeproj/.xcworkspace.
    public static func root(for path: String) -> (absolute: String, root: String) {
        let absolute =
            ((path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path) as NSString)
            .standardizingPath
        var isDir: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: absolute, isDirectory: &isDir)
        let ext = (absolute as NSString).pathExtension
        let root =
            exists && isDir.boolValue && ext != "xcodeproj" && ext != "xcworkspace"
            ? absolute : (absolute as NSString).deletingLastPathComponent
        return (absolute, root)
    }

    /// Every project, xcconfig and Info.plist file read (absolute).
    public var inputs: [String] {
        projects.map { $0.path + "/project.pbxproj" }
            + discovery.workspaces.map { $0 + "/contents.xcworkspacedata" }
            + targets.flatMap { $0.inputs + $0.variants.flatMap(\.inputs) }
    }

    /// The same xcconfig problem is met by every target that includes the file: report it once.
    static func dedupe(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen: Set<Diagnostic> = []
        return diagnostics.filter { seen.insert($0).inserted }
    }
}

/// The extension of a path's last component, without the dot (`""` when it has none), as `NSString.pathExtension`
/// gives it for the paths Orient reads, without bridging: it runs for every file of every target.
public func fileExtension(_ path: String) -> Substring {
    let name = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { path[path.index(after: $0)...] } ?? path[...]
    guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")), dot != name.startIndex else { return "" }
    return name[name.index(after: dot)...]
}

extension ProjectScan {
    /// A scan of apps that no Xcode project describes: the app products of a Swift package (Swift Playgrounds'
    /// `.swiftpm` apps), read from its manifest.
    public init(root: String, packageApps: [TargetInfo], diagnostics: [Diagnostic], gate: ReadGate) {
        self.init(
            root: root, discovery: Discovery(), projects: [], targets: packageApps, diagnostics: diagnostics, gate: gate
        )
    }
}
