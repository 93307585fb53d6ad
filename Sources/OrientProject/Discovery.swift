import Foundation

/// Finds the Xcode projects under a path.
public struct Discovery: Sendable {
    /// Dependency and build folders: skipped unless asked.
    public static let skippedFolders: Set<String> = [
        "Pods", "Carthage", "DerivedData", ".build", "node_modules", "SourcePackages", "build"
    ]

    public var projects: [String] = []
    public var workspaces: [String] = []
    public var skipped: [String] = []
    public var diagnostics: [ProjectDiagnostic] = []

    /// `path` may be a directory, a `.xcodeproj` or a `.xcworkspace` (absolute).
    public static func find(_ path: String, includeDependencies: Bool = false) -> Discovery {
        var d = Discovery()
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir) else {
            d.diagnostics.append(ProjectDiagnostic(.error, FileLocation(path), "no such file or directory"))
            return d
        }
        let ext = (path as NSString).pathExtension
        if ext == "xcodeproj" { d.projects = [path]; return d }
        if ext == "xcworkspace" {
            d.workspaces = [path]
            d.projects = d.workspaceProjects(
                path, root: (path as NSString).deletingLastPathComponent, includeDependencies: includeDependencies)
            return d
        }
        guard isDir.boolValue else {
            d.diagnostics.append(
                ProjectDiagnostic(.error, FileLocation(path), "not a directory, .xcodeproj or .xcworkspace"))
            return d
        }
        d.walk(path, root: path, depth: 0, includeDependencies: includeDependencies)
        for w in d.workspaces {
            for p in d.workspaceProjects(w, root: path, includeDependencies: includeDependencies)
            where !d.projects.contains(p) {
                d.projects.append(p)
            }
        }
        d.projects.sort()
        return d
    }

    private mutating func walk(_ dir: String, root: String, depth: Int, includeDependencies: Bool) {
        guard depth < 40, let names = try? FileManager.default.contentsOfDirectory(atPath: dir) else { return }
        for name in names.sorted() {
            let full = dir + "/" + name
            guard let type = (try? FileManager.default.attributesOfItem(atPath: full))?[.type] as? FileAttributeType,
                type == .typeDirectory
            else { continue }  // symbolic links are not followed: no cycles
            let ext = (name as NSString).pathExtension
            if ext == "xcodeproj" { projects.append(full); continue }
            if ext == "xcworkspace" { workspaces.append(full); continue }
            if name.hasPrefix(".") && name != ".build" { continue }
            if !includeDependencies && Discovery.skippedFolders.contains(name) {
                skipped.append(displayPath(full, root: root))
                continue
            }
            if ["xcassets", "app", "framework", "xcframework", "bundle", "lproj", "playground"].contains(ext) {
                continue
            }
            walk(full, root: root, depth: depth + 1, includeDependencies: includeDependencies)
        }
    }

    /// The projects a workspace names (`group:`, `container:`, `absolute:` locations), nested groups included.
    private mutating func workspaceProjects(_ workspace: String, root: String, includeDependencies: Bool) -> [String] {
        let file = workspace + "/contents.xcworkspacedata"
        guard let data = FileManager.default.contents(atPath: file), let text = String(data: data, encoding: .utf8)
        else { return [] }
        let base = (workspace as NSString).deletingLastPathComponent
        var out: [String] = []
        var groups: [String] = []
        for raw in text.components(separatedBy: "<").dropFirst() {
            let tag = raw.prefix(while: { $0 != ">" })
            if tag.hasPrefix("/Group") { _ = groups.popLast(); continue }
            guard tag.hasPrefix("Group") || tag.hasPrefix("FileRef"),
                let r = tag.range(of: "location = \"") ?? tag.range(of: "location=\"")
            else { continue }
            let location = tag[r.upperBound...].prefix(while: { $0 != "\"" })
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
            let path = (full as NSString).standardizingPath
            if tag.hasPrefix("Group") { if !tag.hasSuffix("/") { groups.append(path) }; continue }
            guard path.hasSuffix(".xcodeproj") else { continue }
            let components = Set(displayPath(path, root: root).split(separator: "/").map(String.init))
            if !includeDependencies && !components.isDisjoint(with: Discovery.skippedFolders) { continue }
            if FileManager.default.fileExists(atPath: path + "/project.pbxproj") {
                out.append(path)
            } else {
                diagnostics.append(
                    ProjectDiagnostic(
                        .warning, FileLocation(displayPath(file, root: root)),
                        "the workspace names '\(displayPath(path, root: root))', which is not there; skipped"))
            }
        }
        return out
    }
}

/// Everything read under a path: projects, targets (iOS apps and the ones left out), and every problem met.
public struct ProjectScan: Sendable {
    public var root: String
    public var discovery: Discovery
    public var projects: [PBXProject]
    public var targets: [TargetInfo]
    public var diagnostics: [ProjectDiagnostic]

    public var apps: [TargetInfo] { targets.filter(\.isIOSApp) }

    /// Reads every project under `path` (absolute or relative to the current directory).
    public static func read(
        _ path: String, configuration: String = "Release", sdkVersion: String = "26.0",
        includeDependencies: Bool = false, fileKeysWin: Bool = true
    ) -> ProjectScan {
        let (absolute, root) = ProjectScan.root(for: path)
        var isDir: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: absolute, isDirectory: &isDir)
        let discovery = Discovery.find(absolute, includeDependencies: includeDependencies)
        var diagnostics = discovery.diagnostics
        if exists && discovery.projects.isEmpty && diagnostics.isEmpty {
            diagnostics.append(
                ProjectDiagnostic(
                    .error, FileLocation(path),
                    "no Xcode project (.xcodeproj) found"
                        + (discovery.skipped.isEmpty
                            ? ""
                            : " outside the skipped folders (\(discovery.skipped.joined(separator: ", "))); --include-dependencies reads them")
                ))
        }
        let reader = TargetReader(
            root: root, configuration: configuration, sdkVersion: sdkVersion, fileKeysWin: fileKeysWin)
        var projects: [PBXProject] = []
        var targets: [TargetInfo] = []
        for p in discovery.projects {
            let project = PBXProject.read(p, root: root)
            diagnostics += project.diagnostics
            for t in project.targets {
                let info = reader.read(t, in: project)
                diagnostics += info.diagnostics
                targets.append(info)
            }
            projects.append(project)
        }
        return ProjectScan(
            root: root, discovery: discovery, projects: projects, targets: targets, diagnostics: dedupe(diagnostics))
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
        projects.map { $0.path + "/project.pbxproj" } + targets.flatMap(\.inputs)
    }

    /// The same xcconfig problem is met by every target that includes the file: report it once.
    static func dedupe(_ diagnostics: [ProjectDiagnostic]) -> [ProjectDiagnostic] {
        var seen: Set<ProjectDiagnostic> = []
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
