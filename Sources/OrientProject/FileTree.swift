import Foundation

// The one walk of a repository's folders. Project discovery, the code reader's sweep for files no target lists,
// the cache's fingerprint, the search for nested configurations and an Xcode 16 synchronized folder's members
// all see the tree through it, so what the cache stamps is exactly what the readers can read, and a new kind of
// folder to read or leave out is one change here.

/// What a walk enters, lists and leaves out.
public struct FileTreePolicy: Sendable, Hashable {
    /// Whose rules decide what a folder is.
    public enum Scope: Sendable, Hashable {
        /// A repository, as Orient reads it: dependency folders (unless `includeDependencies`), build leftovers,
        /// bundles and hidden folders are not entered.
        case repository
        /// The members of an Xcode 16 synchronized folder, as Xcode adds them to the target: every file below,
        /// and a folder with an extension (`.xcassets`, `.bundle`) as one member; only plain folders and
        /// `.lproj` folders are entered.
        case synchronizedFolder
    }

    public var scope: Scope
    /// Enter the dependency folders (`--include-dependencies`).
    public var includeDependencies: Bool
    /// Without `includeDependencies`, still list the code of the dependencies in the tree (CocoaPods' pods,
    /// Carthage and SwiftPM checkouts), marked `inDependency`: their classes are facts (a screen's base class
    /// from a pod), never findings.
    public var dependencyCode: Bool
    /// Folders left out by absolute path (vendored submodules, sample projects).
    public var skipping: Set<String>

    public init(
        _ scope: Scope = .repository, includeDependencies: Bool = false, dependencyCode: Bool = false,
        skipping: Set<String> = []
    ) {
        self.scope = scope; self.includeDependencies = includeDependencies; self.dependencyCode = dependencyCode
        self.skipping = skipping
    }

    /// Where a dependency folder keeps code, relative to it ("": the folder itself), and what in it is not code.
    public static let dependencyCodeFolders: [String: String] = [
        "Pods": "", "Carthage": "Checkouts", "SourcePackages": "checkouts", ".build": "checkouts"
    ]
    static let notDependencyCode: Set<String> = ["Target Support Files", "Headers", "Local Podspecs"]

    /// No real repository nests folders this deep; the bound keeps a hostile tree's walk finite (links are never
    /// followed, so there are no cycles).
    public static let maxDepth = 40

    /// Folders a package manager or a build fills: never the app's own code.
    public static let dependencyFolders: Set<String> = [
        "Pods", "Carthage", "DerivedData", ".build", "node_modules", "SourcePackages", "build"
    ]

    /// Folders that never hold an app's own project: CMake's build trees and the leftovers of a macOS zip.
    public static let generatedFolders: Set<String> = ["CMakeFiles", "__MACOSX"]

    /// Whether a project found below `root` sits in a folder the walk treats as generated (its path, folder by
    /// folder, checked as the walk checks it).
    public static func underGenerated(_ path: String, root: String) -> Bool {
        var folder = root
        for component in displayPath(path, root: root).split(separator: "/").dropLast() {
            folder += "/" + component
            if FileTreePolicy.isGenerated(String(component), path: folder) { return true }
        }
        return false
    }

    /// Whether the folder at `path`, named `name`, is generated: a CMake tree, or a macOS zip's `__MACOSX` holding
    /// only its AppleDouble copies (`._Podfile`). A `__MACOSX` committed with real files in it is a folder like any
    /// other (a blind first run, Batch: the whole app under `__MACOSX/Batch/`, which Xcode builds). Bounded: the
    /// first 200 files of the first levels decide.
    public static func isGenerated(_ name: String, path: String) -> Bool {
        guard generatedFolders.contains(name) else { return false }
        guard name == "__MACOSX" else { return true }
        var seen = 0
        var folders = [(path, 0)]
        while let (folder, depth) = folders.popLast(), seen < 200 {
            for entry in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
                let full = folder + "/" + entry
                if isRealDirectory(full) {
                    if depth < 4 { folders.append((full, depth + 1)) }
                    continue
                }
                seen += 1
                if !entry.hasPrefix("._") && entry != ".DS_Store" { return false }
            }
        }
        return true
    }

    /// Folders that are one thing to Xcode, by extension: listed as a bundle, never entered.
    public static let bundleExtensions: Set<String> = [
        "xcodeproj", "xcworkspace", "xcassets", "app", "framework", "xcframework", "bundle", "playground"
    ]

    /// Hidden files a walk lists (other hidden files, such as macOS's `._` copies, are not sources).
    public static let hiddenFilesListed: Set<String> = [".orient.yml"]

    /// Whether a walk of `root` reaches `file` (an absolute path below it): every folder on the way is one the
    /// walk enters. Links are not looked at here.
    public func reaches(_ file: String, from root: String) -> Bool {
        guard file.hasPrefix(root + "/") else { return false }
        var path = root
        for component in file.dropFirst(root.count + 1).split(separator: "/").dropLast() {
            path += "/" + component
            guard kind(ofFolder: String(component), path: path) == .folder else { return false }
        }
        return true
    }

    /// What a folder is, by its name.
    func kind(ofFolder name: String, path: String) -> FileTree.Kind? {
        let ext = String(fileExtension(name))
        switch scope {
        case .synchronizedFolder:
            if name.hasPrefix(".") { return nil }
            return ext.isEmpty || ext == "lproj" ? .folder : .bundle
        case .repository:
            if FileTreePolicy.bundleExtensions.contains(ext) { return .bundle }
            if FileTreePolicy.dependencyFolders.contains(name) { return includeDependencies ? .folder : .dependency }
            if name.hasPrefix(".") || FileTreePolicy.isGenerated(name, path: path) || skipping.contains(path) {
                return nil
            }
            return .folder
        }
    }
}

public enum FileTree {
    /// What an entry of the walk is.
    public enum Kind: Sendable, Hashable {
        case file
        /// A folder the walk enters (visitors hear of it before its contents).
        case folder
        /// A folder that is one thing (`App.xcodeproj`, `Assets.xcassets`): not entered.
        case bundle
        /// A dependency folder the policy leaves out (`Pods`): not entered.
        case dependency
    }

    /// One entry: its absolute path and name, and the open folder it is in, for `fstatat` relative to it (the
    /// kernel does not walk the whole path again; valid only while the entry is visited).
    public struct Entry: Sendable {
        public var path: String
        public var name: String
        public var kind: Kind
        public var depth: Int
        public var folder: Int32
        /// Inside a dependency folder the policy lists only for its code (`dependencyCode`).
        public var inDependency = false
    }

    /// Walks `root` and hands every entry to `visit`, each folder's entries in name order. Folders `split` levels
    /// down are walked on every core, each into a value of its own (`start()`); the values come back in walk
    /// order, the first one the top of the tree's.
    public static func walk<T: Sendable>(
        _ root: String, policy: FileTreePolicy, split: Int? = 2, start: @Sendable () -> T,
        visit: @Sendable (inout T, Entry) -> Void
    ) -> [T] {
        var top = start()
        var deferred: [(String, Int, Bool)] = []
        walk(
            root, depth: 0, inDependency: false, policy: policy, split: split, into: &top, deferring: &deferred,
            visit: visit)
        let rest = deferred.parallelMap { folder, depth, inDependency -> T in
            var part = start()
            var none: [(String, Int, Bool)] = []
            walk(
                folder, depth: depth, inDependency: inDependency, policy: policy, split: nil, into: &part,
                deferring: &none, visit: visit)
            return part
        }
        return [top] + rest
    }

    /// Every file below `root` (absolute paths, in walk order), and the bundles and left-out dependency folders met.
    public static func list(_ root: String, policy: FileTreePolicy) -> (files: [String], others: [Entry]) {
        struct Found: Sendable {
            var files: [String] = []
            var others: [Entry] = []
        }
        let parts = walk(root, policy: policy, start: { Found() }) { found, entry in
            switch entry.kind {
            case .file: found.files.append(entry.path)
            case .bundle, .dependency: found.others.append(entry)
            case .folder: break
            }
        }
        return (parts.flatMap(\.files), parts.flatMap(\.others))
    }

    private static func walk<T>(
        _ dir: String, depth: Int, inDependency: Bool, policy: FileTreePolicy, split: Int?, into value: inout T,
        deferring deferred: inout [(String, Int, Bool)], visit: (inout T, Entry) -> Void
    ) {
        guard depth < FileTreePolicy.maxDepth else { return }
        // A folder is never followed through a link (no cycles, no way out): `withFolderEntries` says which are.
        _ = withFolderEntries(dir, hidden: true) { fd, entries in
            walk(
                entries.sorted { $0.name < $1.name }, of: dir, fd: fd, depth: depth, inDependency: inDependency,
                policy: policy, split: split, into: &value, deferring: &deferred, visit: visit)
        }
    }

    /// The walk's step over one folder's entries, sorted, with the folder's descriptor open.
    private static func walk<T>(
        _ entries: [(name: String, isFolder: Bool)], of dir: String, fd: Int32, depth: Int, inDependency: Bool,
        policy: FileTreePolicy, split: Int?, into value: inout T, deferring deferred: inout [(String, Int, Bool)],
        visit: (inout T, Entry) -> Void
    ) {
        for (name, isFolder) in entries {
            let full = dir + "/" + name
            guard isFolder else {
                if !name.hasPrefix(".")
                    || (policy.scope == .repository && FileTreePolicy.hiddenFilesListed.contains(name))
                {
                    visit(
                        &value,
                        Entry(path: full, name: name, kind: .file, depth: depth, folder: fd, inDependency: inDependency)
                    )
                }
                continue
            }
            guard let kind = policy.kind(ofFolder: name, path: full),
                !(inDependency && FileTreePolicy.notDependencyCode.contains(name) && dir.hasSuffix("/Pods"))
            else { continue }
            visit(
                &value, Entry(path: full, name: name, kind: kind, depth: depth, folder: fd, inDependency: inDependency))
            var into = full
            var depends = inDependency
            if kind == .dependency, policy.dependencyCode, !inDependency,
                let code = FileTreePolicy.dependencyCodeFolders[name]
            {
                // Entered for its code only: what is below is marked, so that no reader takes it for the app's.
                into = code.isEmpty ? full : full + "/" + code
                depends = true
            } else if kind != .folder {
                continue
            }
            if let split, depth + 1 == split {
                deferred.append((into, depth + 1, depends))
            } else {
                walk(
                    into, depth: depth + 1, inDependency: depends, policy: policy, split: split, into: &value,
                    deferring: &deferred, visit: visit)
            }
        }
    }
}
