import Foundation
import OrientFacts
import OrientProject

/// Reads the facts of every source file of a project scan: Swift, Objective-C, storyboards and xibs, each file
/// once, in parallel, then builds the per-target model.
public enum CodeReader {
    static let extensions: Set<String> = ["swift", "m", "mm", "h", "storyboard", "xib"]

    /// `readAllBodies`: walk every Swift body instead of letting the cheap scan skip them (the check that the
    /// scan drops nothing compares both).
    /// `jobs`: 1 reads the files one after another; nil uses every core. `progress` hears (files read, files) from
    /// the workers.
    public static func read(
        _ scan: ProjectScan, includeDependencies: Bool = false, readAllBodies: Bool = false, jobs: Int? = nil,
        progress: (@Sendable (Int, Int) -> Void)? = nil
    ) -> ProjectFacts {
        // Local packages first: the files of the products an app links are that app's files.
        let packages = LocalPackages(scan)
        let scan = packages.attach(to: scan)
        var paths: Set<String> = []
        for t in scan.targets {
            for f in t.files where extensions.contains(String(fileExtension(f))) { paths.insert(f) }
        }
        // Files no target lists still count: headers (superclasses of Objective-C classes), unreadable projects.
        for f in sourceFiles(
            under: scan.root, includeDependencies: includeDependencies, skipping: Set(scan.vendoredFolders))
        {
            paths.insert(f)
        }
        let list = paths.sorted()
        let total = list.count, root = scan.root
        var report: (@Sendable (Int) -> Void)?
        if let progress { report = { done in progress(done, total) } }
        let read: [FileFacts?] = list.parallelMap(jobs: jobs, progress: report) { path in
            readFile(path, root: root, readAllBodies: readAllBodies)
        }
        var files: [String: FileFacts] = [:]
        var diagnostics = packages.diagnostics
        for (path, facts) in zip(list, read) {
            guard let facts else { continue }
            diagnostics += facts.problems
            files[path] = facts
        }
        return ProjectFacts.build(
            scan: packages.attachImported(to: scan, files: files), files: files, diagnostics: diagnostics)
    }

    /// One file's facts (`nil` when the file is not there: a target may list a file that was never checked in).
    public static func readFile(_ path: String, root: String, readAllBodies: Bool = false) -> FileFacts? {
        let shown = displayPath(path, root: root)
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        switch fileExtension(path) {
        case "swift": return SwiftFacts.extract(data: data, path: shown, readBodies: readAllBodies ? true : nil)
        case "m", "mm", "h": return ObjCFacts.extract(data: data, path: shown)
        case "storyboard", "xib": return StoryboardReader.extract(data: data, path: shown)
        default: return nil
        }
    }

    /// Source files under `root`, skipping the dependency and build folders project discovery skips. The folders
    /// two levels down are walked on every core (an emulator app has 60,000 files).
    static func sourceFiles(under root: String, includeDependencies: Bool, skipping: Set<String> = []) -> [String] {
        var out: [String] = []
        var deferred: [String]? = []
        walk(
            root, depth: 0, includeDependencies: includeDependencies, skipping: skipping, into: &out,
            deferring: &deferred)
        let rest = (deferred ?? []).parallelMap { dir -> [String] in
            var found: [String] = []
            var none: [String]?
            walk(
                dir, depth: 2, includeDependencies: includeDependencies, skipping: skipping, into: &found,
                deferring: &none)
            return found
        }
        return out + rest.flatMap { $0 }
    }

    static let unwalkedFolders: Set<String> = [
        "xcodeproj", "xcworkspace", "xcassets", "framework", "xcframework", "bundle", "app", "playground"
    ]

    private static func walk(
        _ dir: String, depth: Int, includeDependencies: Bool, skipping: Set<String>, into out: inout [String],
        deferring deferred: inout [String]?
    ) {
        guard depth < 40, let entries = folderEntries(dir) else { return }
        for (name, isFolder) in entries {
            let full = dir + "/" + name
            let ext = String(fileExtension(name))
            // A source file's name says what it is (a folder named like one is read as nothing).
            if extensions.contains(ext) {
                if !isFolder { out.append(full) }
                continue
            }
            guard isFolder else { continue }
            if !includeDependencies && Discovery.skippedFolders.contains(name) { continue }
            if Discovery.generatedFolders.contains(name) || skipping.contains(full) { continue }
            if unwalkedFolders.contains(ext) { continue }
            if depth + 1 == 2, deferred != nil {
                deferred?.append(full)
                continue
            }
            walk(
                full, depth: depth + 1, includeDependencies: includeDependencies, skipping: skipping, into: &out,
                deferring: &deferred)
        }
    }
}
