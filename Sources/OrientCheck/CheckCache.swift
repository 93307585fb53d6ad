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
    /// Whether saving removes old cache files beside this one: only in Orient's own cache folder, never in a
    /// folder `--cache-path` names (issue 28: the user's own files live there).
    public var prunes: Bool

    public init(path: String, prunes: Bool = false) { self.path = path; self.prunes = prunes }

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
        let realRoot = resolvedPath(root) ?? root
        var direct: [String: Bool] = [:]  // folder under the root → whether no link leads to it
        func isDirect(_ folder: String) -> Bool {
            if let known = direct[folder] { return known }
            let same = resolvedPath(folder).map { $0 == realRoot + folder.dropFirst(root.count) } ?? true
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

    /// Removes all but the `kept` most recently written cache files of the folder `file` is in: files named as
    /// Orient names them (`check-….orient-cache`) that start as Orient's cache files do; nothing else.
    static func prune(around file: String) {
        let dir = (file as NSString).deletingLastPathComponent
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: dir) else { return }
        let caches = names.filter { $0.hasPrefix("check-") && $0.hasSuffix(".orient-cache") }
            .map { dir + "/" + $0 }.filter(isOrients)
        guard caches.count > kept else { return }
        let dated = caches.map { path -> (String, Int64) in (path, stamp(path)?.seconds ?? 0) }
        for (path, _) in dated.sorted(by: { $0.1 > $1.1 }).dropFirst(kept) {
            try? FileManager.default.removeItem(atPath: path)
            try? FileManager.default.removeItem(atPath: path + ".paths")
        }
    }

    /// Whether `path` is a regular file (not a link) that starts as every cache file Orient writes does.
    static func isOrients(_ path: String) -> Bool {
        var st = stat()
        guard lstat(path, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG, let handle = FileHandle(forReadingAtPath: path)
        else { return false }
        defer { try? handle.close() }
        let start = (try? handle.read(upToCount: CacheFormat.magic.utf8.count)) ?? Data()
        return start.elementsEqual(CacheFormat.magic.utf8)
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

    /// What looking a run up in the cache gave.
    public enum Lookup {
        case hit(result: CheckResult, diagnostics: [Diagnostic], unreadable: Bool)
        /// No entry for this key, or its inputs changed.
        case miss
        /// An entry that cannot be trusted (cut short, changed, a rule Orient does not have, a place outside the
        /// repository): discarded, the check runs cold; the reason is said as a note.
        case rejected(String)

        public var isHit: Bool { if case .hit = self { return true }; return false }
    }

    /// The findings of an earlier run with the same key over unchanged inputs.
    /// `skipping`: folders the check does not walk (git submodules, unless `--include-vendored`); files of
    /// targets inside them come as `extra`. The cache folder is as untrusted as the repository (issue 28): an entry
    /// is used only when it verifies, names only rules Orient has, and places everything inside `gate`.
    public func load(
        key: String, root: String, includeDependencies: Bool, skipping: Set<String> = [], gate: ReadGate? = nil
    ) -> Lookup {
        guard let data = FileManager.default.contents(atPath: path) else { return .miss }
        let entry: Entry
        switch CacheFormat.read(data) {
        case .entry(let e): entry = e
        case .otherVersion: return .miss
        case .broken(let why): return .rejected(why)
        }
        guard entry.key == key else { return .miss }
        if let why = CheckCache.untrusted(entry, root: root, gate: gate ?? ReadGate(root: root)) {
            return .rejected(why)
        }
        let extra = entry.inputs.keys.filter { $0.hasPrefix("/") }
        // The quick way: every folder and watched file the last walk met, stamped again without listing a folder.
        // A folder's stamp changes when an entry is added, removed or renamed in it; a file's when it is edited.
        // Anything else (a stamp differs, the list is gone) falls back to the walk, which may still find no change
        // that matters (a build product written beside the sources) and then refreshes the list.
        if let quick = entry.inputs["@stat"],
            let listed = FileManager.default.contents(atPath: path + ".paths").map({ [UInt8]($0) }),
            CheckCache.safeListing(listed),
            CheckCache.quickStamp(root: root, listed: listed) == quick,
            extra.allSatisfy({ CheckCache.extraStamp($0) == entry.inputs[$0] })
        {
            return .hit(
                result: CheckResult(findings: entry.findings, targets: entry.targets, notChecked: entry.notChecked),
                diagnostics: entry.diagnostics, unreadable: entry.unreadable)
        }
        var now = CheckCache.fingerprint(
            root: root, includeDependencies: includeDependencies, skipping: skipping, extra: extra)
        let listed = now.removeValue(forKey: "@listed")
        var stored = entry.inputs
        stored.removeValue(forKey: "@stat")
        now.removeValue(forKey: "@stat")
        guard now == stored else { return .miss }
        // Unchanged where it matters: the next run takes the quick way again.
        if let listed {
            var refreshed = entry
            refreshed.inputs["@stat"] = CheckCache.quickStamp(root: root, listed: [UInt8](listed.utf8))
            try? Data(listed.utf8).write(to: URL(fileURLWithPath: path + ".paths"), options: .atomic)
            try? CacheFormat.encode(refreshed).write(to: URL(fileURLWithPath: path), options: .atomic)
        }
        return .hit(
            result: CheckResult(findings: entry.findings, targets: entry.targets, notChecked: entry.notChecked),
            diagnostics: entry.diagnostics, unreadable: entry.unreadable)
    }

    /// Why an entry that verifies is still not trusted, if it is not: a rule Orient does not have, or a finding,
    /// note, diagnostic or input outside the repository.
    static func untrusted(_ entry: Entry, root: String, gate: ReadGate) -> String? {
        func outside(_ file: String) -> Bool {
            guard !file.isEmpty else { return false }
            return !gate.allows(normalizedPath(file.hasPrefix("/") ? file : root + "/" + file))
        }
        for f in entry.findings {
            guard LintRules.rule(f.ruleID) != nil else { return "it names a rule Orient does not have (\(f.ruleID))" }
            if outside(f.place.file) || f.notes.contains(where: { outside($0.location?.file ?? "") }) {
                return "a finding is placed outside the repository"
            }
        }
        if entry.diagnostics.contains(where: { outside($0.file) }) {
            return "a message is placed outside the repository"
        }
        if entry.inputs.keys.contains(where: { $0.hasPrefix("/") && outside($0) }) {
            return "an input is outside the repository"
        }
        return nil
    }

    /// Whether a listing of paths (NUL-ended, relative to the root) stays inside the root: no absolute path, no
    /// `..` component. A listing that does not is not stamped (the walk decides instead).
    static func safeListing(_ listed: [UInt8]) -> Bool {
        for path in listed.split(separator: 0, omittingEmptySubsequences: true) {
            if path.first == 47 { return false }
            if path.split(separator: 47).contains(where: { $0.elementsEqual([46, 46]) }) { return false }
        }
        return true
    }

    /// Stores a result; a cache that cannot be written is skipped silently (it only saves time).
    public func save(
        _ result: CheckResult, key: String, root: String, includeDependencies: Bool, skipping: Set<String> = [],
        extra: [String],
        diagnostics: [Diagnostic] = [], unreadable: Bool = false
    ) {
        var inputs = CheckCache.fingerprint(
            root: root, includeDependencies: includeDependencies, skipping: skipping, extra: extra)
        let listed = inputs.removeValue(forKey: "@listed") ?? ""
        let entry = Entry(
            key: key, inputs: inputs,
            findings: result.findings, targets: result.targets, diagnostics: diagnostics, notChecked: result.notChecked,
            unreadable: unreadable)
        try? FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        // A file there that Orient did not write (a `--cache-path` naming a user's file) is left alone.
        guard CheckCache.isOrients(path) || !FileManager.default.fileExists(atPath: path) else { return }
        try? Data(listed.utf8).write(to: URL(fileURLWithPath: path + ".paths"), options: .atomic)
        try? CacheFormat.encode(entry).write(to: URL(fileURLWithPath: path), options: .atomic)
        if prunes { CheckCache.prune(around: path) }
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
        var listed: [UInt8] = [0]  // the root itself, as "" (a NUL-ended empty path)
        for part in parts {
            tree.mix(Int64(bitPattern: part.hash))
            tree.files += part.files
            listed += part.listed
        }
        // Paths as the walk saw them, relative to the root: each ends with NUL.
        let relative = listed.split(separator: 0, omittingEmptySubsequences: false).dropLast().map { path in
            path.starts(with: Array((root + "/").utf8)) ? Array(path.dropFirst(root.utf8.count + 1)) : Array(path)
        }
        let blob = relative.map { String(decoding: $0, as: UTF8.self) }.joined(separator: "\u{0}") + "\u{0}"
        var out = [
            "@tree": hex(tree.hash) + "-" + String(tree.files), "@listed": blob,
            "@stat": quickStamp(root: root, listed: [UInt8](blob.utf8))
        ]
        // Extra files the walk does not stamp: outside the root, or inside a skipped folder (by absolute path).
        for path in extra { out[path] = extraStamp(path) }
        return out
    }

    static func extraStamp(_ path: String) -> String {
        stamp(path).map { "\($0.size)-\($0.seconds).\($0.nanoseconds)-\($0.changed)-\($0.inode)" } ?? "missing"
    }

    /// One hash over the stamps of `listed` (NUL-ended paths relative to `root`, "" the root itself): a folder's
    /// changes when its entries do, a file's when it is edited. "missing" folds in for a path that is gone.
    static func quickStamp(root: String, listed: [UInt8]) -> String {
        let dir = open(root, O_RDONLY | O_DIRECTORY)
        guard dir >= 0 else { return "unreadable" }
        defer { close(dir) }
        var hash = TreeHash()
        var st = stat()
        listed.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return }
            var start = 0
            for i in 0..<bytes.count where bytes[i] == 0 {
                let ok: Bool =
                    i == start
                    ? fstat(dir, &st) == 0
                    : base.advanced(by: start).withMemoryRebound(to: CChar.self, capacity: i - start + 1) {
                        fstatat(dir, $0, &st, AT_SYMLINK_NOFOLLOW) == 0
                    }
                if ok {
                    #if canImport(Darwin)
                        let m = st.st_mtimespec, c = st.st_ctimespec
                    #else
                        let m = st.st_mtim, c = st.st_ctim
                    #endif
                    hash.mix(Int64(st.st_size)); hash.mix(Int64(m.tv_sec)); hash.mix(Int64(m.tv_nsec))
                    hash.mix(Int64(c.tv_sec)); hash.mix(Int64(c.tv_nsec));
                    hash.mix(Int64(bitPattern: UInt64(st.st_ino)))
                } else {
                    hash.mix(Array("missing".utf8))
                }
                hash.files += 1
                start = i + 1
            }
        }
        return hex(hash.hash) + "-" + String(hash.files)
    }

    static let watched: Set<String> = Set([
        "swift", "m", "mm", "h", "storyboard", "xib", "plist", "xcconfig", "pbxproj", "xcworkspacedata", "yml", "yaml",
        "podspec", "dart"
    ]).union(ReactNativeApp.extensions)
    /// Whether Orient reads a file of this kind: a target's C and C++ sources change no finding. A Podfile names
    /// the development pods, which are the app's code; `package.json` makes a React Native app, `app.json` or
    /// `app.config.json` a managed Expo app's project.
    static func isWatched(_ path: String) -> Bool {
        path.hasSuffix("/package.json") || path == "package.json"
            || ProjectSpec.isExpoConfigName((path as NSString).lastPathComponent)
            || path.lastIndex(of: ".").map { watched.contains(String(path[path.index(after: $0)...])) }
                ?? (path == "Podfile" || path.hasSuffix("/Podfile"))
    }
    /// FNV-1a over the watched files' paths and stamps, and the paths of the bundles and left-out folders met, in
    /// the walk's order.
    struct TreeHash: Sendable {
        var hash: UInt64 = 0xcbf29ce484222325
        var files = 0
        /// The folders entered and the watched files, absolute, each ended by NUL (`quickStamp`'s list).
        var listed: [UInt8] = []

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
                listed += entry.path.utf8; listed.append(0)
            case .bundle:
                // A project or package folder appearing or going away changes the tree; what is read inside one
                // is stamped file by file (`unwalked`).
                mix(entry.path.utf8)
            case .dependency:
                mix(entry.path.utf8)
                // Entered for its code (`Pods`, or a folder in it): both folders' stamps follow what is added there.
                listed += entry.path.utf8; listed.append(0)
                if let code = FileTreePolicy.dependencyCodeFolders[entry.name], !code.isEmpty {
                    listed += (entry.path + "/" + code).utf8; listed.append(0)
                }
            case .folder:
                listed += entry.path.utf8; listed.append(0)
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
