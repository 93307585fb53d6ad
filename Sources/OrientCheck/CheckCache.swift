// The result cache of `orient check`: a run on an unchanged tree reads its findings back instead of checking again.
// The key holds Orient's version, the configuration file's text and every option that changes findings; the
// inputs are every file Orient could read (size and modification time), so any change re-checks.

import Foundation
import OrientOutput
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import OrientProject

public struct CheckCache: Sendable {
    public var path: String

    public init(path: String) { self.path = path }

    /// `~/Library/Caches/orient` on macOS, `$XDG_CACHE_HOME/orient` (or `~/.cache/orient`) elsewhere; one file
    /// per folder checked, named for it: `check-<folder>-<hash of its path>.orient-cache`.
    public static func defaultPath(root: String) -> String {
        let env = ProcessInfo.processInfo.environment
        #if os(macOS)
            let base = env["HOME"].map { $0 + "/Library/Caches" } ?? NSTemporaryDirectory()
        #else
            let base =
                env["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : $0 }
                ?? (env["HOME"].map { $0 + "/.cache" } ?? NSTemporaryDirectory())
        #endif
        let name = (root as NSString).lastPathComponent.filter { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
        return base + "/orient/check-" + String(name.prefix(40)) + "-" + hex(fnv(root)) + ".orient-cache"
    }

    /// Cache files kept in the default folder: the most recently used ones; older ones are removed after a save.
    static let kept = 20

    /// The inputs of a run that the walk of `root` does not stamp: files outside it (`../Shared/…`), inside a
    /// folder it does not enter (a git submodule, a project bundle, `Pods`), or reached through a symbolic link
    /// to a folder (the walk follows none).
    public static func unwalked(
        _ files: [String], root: String, skipping: Set<String>, includeDependencies: Bool = false
    ) -> [String] {
        let policy = FileTreePolicy(includeDependencies: includeDependencies, skipping: skipping)
        func resolved(_ path: String) -> String? {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            return realpath(path, &buffer).map { String(cString: $0) }
        }
        let realRoot = resolved(root) ?? root
        var direct: [String: Bool] = [:]  // folder under the root → whether no link leads to it
        func isDirect(_ folder: String) -> Bool {
            if let known = direct[folder] { return known }
            let same = resolved(folder).map { $0 == realRoot + folder.dropFirst(root.count) } ?? true
            direct[folder] = same
            return same
        }
        return Array(
            Set(
                files.filter { f in
                    !policy.reaches(f, from: root) || skipping.contains(where: { f.hasPrefix($0 + "/") })
                        || !isDirect((f as NSString).deletingLastPathComponent)
                }
            )
        ).sorted()
    }

    /// Removes all but the `kept` most recently written cache files of the folder `file` is in.
    static func prune(around file: String) {
        let dir = (file as NSString).deletingLastPathComponent
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: dir) else { return }
        let caches = names.filter { $0.hasPrefix("check-") && ($0.hasSuffix(".orient-cache") || $0.hasSuffix(".json")) }
        guard caches.count > kept else { return }
        let dated = caches.map { name -> (String, Int64) in (dir + "/" + name, stamp(dir + "/" + name)?.seconds ?? 0) }
        for (path, _) in dated.sorted(by: { $0.1 > $1.1 }).dropFirst(kept) {
            try? FileManager.default.removeItem(atPath: path)
        }
    }

    struct Entry {
        var key: String
        var inputs: [String: String]
        var findings: [Finding]
        var targets: [String]
        /// What the run reported on standard error (skipped files, project warnings), reported again on a hit.
        var diagnostics: [Diagnostic]
        var notChecked: String?
        /// The run met input it could not read (it exits 1 again on a hit).
        var unreadable = false
    }

    /// The findings of an earlier run with the same key over unchanged inputs.
    /// `skipping`: folders the check does not walk (git submodules, unless `--include-vendored`); files of
    /// targets inside them come as `extra`.
    public func load(key: String, root: String, includeDependencies: Bool, skipping: Set<String> = []) -> (
        result: CheckResult, diagnostics: [Diagnostic], unreadable: Bool
    )? {
        guard let data = FileManager.default.contents(atPath: path), let entry = CacheFormat.decode(data),
            entry.key == key
        else { return nil }
        let extra = entry.inputs.keys.filter { $0.hasPrefix("/") }
        guard
            CheckCache.fingerprint(
                root: root, includeDependencies: includeDependencies, skipping: skipping, extra: extra)
                == entry.inputs
        else { return nil }
        return (
            CheckResult(findings: entry.findings, targets: entry.targets, notChecked: entry.notChecked),
            entry.diagnostics, entry.unreadable
        )
    }

    /// Stores a result; a cache that cannot be written is skipped silently (it only saves time).
    public func save(
        _ result: CheckResult, key: String, root: String, includeDependencies: Bool, skipping: Set<String> = [],
        extra: [String],
        diagnostics: [Diagnostic] = [], unreadable: Bool = false
    ) {
        let entry = Entry(
            key: key,
            inputs: CheckCache.fingerprint(
                root: root, includeDependencies: includeDependencies, skipping: skipping, extra: extra),
            findings: result.findings, targets: result.targets, diagnostics: diagnostics, notChecked: result.notChecked,
            unreadable: unreadable)
        try? FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try? CacheFormat.encode(entry).write(to: URL(fileURLWithPath: path), options: .atomic)
        CheckCache.prune(around: path)
    }

    /// The key of a run: Orient's version, the configuration's text and the options that change findings.
    public static func key(version: String, configuration: String, options: [String]) -> String {
        hex(fnv(([version, configuration] + options).joined(separator: "\u{0}")))
    }

    /// Size and modification time of every file a check can read under `root` (skipping what discovery skips),
    /// folded into one hash under the key `@tree`, plus `extra` files outside it (xcconfig includes,
    /// Info.plists), keyed by path. One hash, not a stamp per file: on an app of 60,000 files, building, storing
    /// and comparing a stamp each took most of an unchanged re-run.
    static func fingerprint(root: String, includeDependencies: Bool, skipping: Set<String> = [], extra: [String])
        -> [String: String]
    {
        // The folders two levels down are stamped on every core: on a big app the walk is most of a re-run, and
        // nearly all of it is the kernel's.
        // The same walk as the code reader's sweep, dependency code included: what it reads, the cache stamps.
        let policy = FileTreePolicy(includeDependencies: includeDependencies, dependencyCode: true, skipping: skipping)
        let parts = FileTree.walk(root, policy: policy, start: { TreeHash() }) { tree, entry in tree.mix(entry) }
        var tree = TreeHash()
        for part in parts {
            tree.mix(Int64(bitPattern: part.hash))
            tree.files += part.files
        }
        var out = ["@tree": hex(tree.hash) + "-" + String(tree.files)]
        // Extra files the walk does not stamp: outside the root, or inside a skipped folder (by absolute path).
        for path in extra {
            out[path] =
                stamp(path).map { "\($0.size)-\($0.seconds).\($0.nanoseconds)-\($0.changed)-\($0.inode)" } ?? "missing"
        }
        return out
    }

    static let watched: Set<String> = [
        "swift", "m", "mm", "h", "storyboard", "xib", "plist", "xcconfig", "pbxproj", "xcworkspacedata", "yml", "yaml",
        "podspec"
    ]
    /// Whether Orient reads a file of this kind: a target's C and C++ sources change no finding. A Podfile names
    /// the development pods, which are the app's code.
    static func isWatched(_ path: String) -> Bool {
        path.lastIndex(of: ".").map { watched.contains(String(path[path.index(after: $0)...])) }
            ?? (path == "Podfile" || path.hasSuffix("/Podfile"))
    }
    /// FNV-1a over the watched files' paths and stamps, and the paths of the bundles and left-out folders met, in
    /// the walk's order.
    struct TreeHash: Sendable {
        var hash: UInt64 = 0xcbf29ce484222325
        var files = 0

        mutating func mix(_ bytes: some Sequence<UInt8>) {
            for b in bytes { hash ^= UInt64(b); hash = hash &* 0x100000001b3 }
        }
        mutating func mix(_ v: Int64) { withUnsafeBytes(of: v.littleEndian) { mix($0) } }

        mutating func mix(_ entry: FileTree.Entry) {
            switch entry.kind {
            case .file:
                guard CheckCache.isWatched(entry.name),
                    // Stamped relative to the open folder: the kernel does not walk the whole path again.
                    let st = CheckCache.stamp(entry.name, in: entry.folder)
                else { return }
                files += 1
                mix(entry.path.utf8)
                mix(st.size); mix(st.seconds); mix(st.nanoseconds); mix(st.changed); mix(st.inode)
            case .bundle, .dependency:
                // A project or package folder appearing or going away changes the tree; what is read inside one
                // is stamped file by file (`unwalked`).
                mix(entry.path.utf8)
            case .folder:
                break
            }
        }
    }

    /// Size, modification time, and the inode's change time and number: an edit that keeps the size and puts
    /// the modification time back (`touch -r`, some sync tools) still changes the change time, which no user can
    /// set; a file replaced by another gets another inode.
    static func stamp(_ path: String, in folder: Int32 = AT_FDCWD) -> (
        size: Int64, seconds: Int64, nanoseconds: Int64, changed: Int64, inode: Int64
    )? {
        var st = stat()
        guard fstatat(folder, path, &st, 0) == 0 else { return nil }
        #if canImport(Darwin)
            let m = st.st_mtimespec, c = st.st_ctimespec
        #else
            let m = st.st_mtim, c = st.st_ctim
        #endif
        return (
            Int64(st.st_size), Int64(m.tv_sec), Int64(m.tv_nsec), Int64(c.tv_sec) &* 1_000_000_000 &+ Int64(c.tv_nsec),
            Int64(bitPattern: UInt64(st.st_ino))
        )
    }

    static func fnv(_ s: String) -> UInt64 {
        var h: UInt64 = 0xcbf29ce484222325
        for b in s.utf8 { h ^= UInt64(b); h = h &* 0x100000001b3 }
        return h
    }

    static func hex(_ v: UInt64) -> String { String(v, radix: 16) }
}
