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

    /// `$XDG_CACHE_HOME/orient` (or `~/.cache/orient`), one file per folder checked.
    public static func defaultPath(root: String) -> String {
        let env = ProcessInfo.processInfo.environment
        let base =
            env["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (env["HOME"].map { $0 + "/.cache" } ?? NSTemporaryDirectory())
        return base + "/orient/check-" + hex(fnv(root)) + ".json"
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
        var tree = TreeHash()
        tree.walk(root, depth: 0, includeDependencies: includeDependencies, skipping: skipping)
        var out = ["@tree": hex(tree.hash) + "-" + String(tree.files)]
        // Extra files the walk does not stamp: outside the root, or inside a skipped folder (by absolute path).
        for path in extra where !path.hasPrefix(root + "/") || skipping.contains(where: { path.hasPrefix($0 + "/") }) {
            out[path] = stamp(path).map { "\($0.size)-\($0.seconds).\($0.nanoseconds)" } ?? "missing"
        }
        return out
    }

    static let watched: Set<String> = [
        "swift", "m", "mm", "h", "storyboard", "xib", "plist", "xcconfig", "pbxproj", "xcworkspacedata", "yml"
    ]
    static let unwalked: Set<String> = ["xcassets", "app", "framework", "xcframework", "bundle", "playground"]

    /// FNV-1a over the watched files' paths and stamps, in name order within each folder (the order a folder
    /// lists its entries in is not fixed).
    struct TreeHash {
        var hash: UInt64 = 0xcbf29ce484222325
        var files = 0

        mutating func mix(_ bytes: some Sequence<UInt8>) {
            for b in bytes { hash ^= UInt64(b); hash = hash &* 0x100000001b3 }
        }
        mutating func mix(_ v: Int64) { withUnsafeBytes(of: v.littleEndian) { mix($0) } }

        mutating func walk(_ dir: String, depth: Int, includeDependencies: Bool, skipping: Set<String>) {
            guard depth < 40, let d = opendir(dir) else { return }
            var entries: [(name: String, type: UInt8)] = []
            while let e = readdir(d) {
                let name = withUnsafeBytes(of: e.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                if name.hasPrefix(".") && name != ".orient.yml" { continue }
                entries.append((name, e.pointee.d_type))
            }
            closedir(d)
            entries.sort { $0.name < $1.name }
            for (name, type) in entries {
                let full = dir + "/" + name
                let ext = name.lastIndex(of: ".").map { String(name[name.index(after: $0)...]) } ?? ""
                if CheckCache.watched.contains(ext) {
                    guard let st = CheckCache.stamp(full) else { continue }
                    files += 1
                    mix(full.utf8)
                    mix(st.size); mix(st.seconds); mix(st.nanoseconds)
                    continue
                }
                // A folder, not followed through a link (as the check walks); DT_UNKNOWN asks the file system.
                var isFolder = type == UInt8(DT_DIR)
                if type == UInt8(DT_UNKNOWN) {
                    var st = stat()
                    isFolder = lstat(full, &st) == 0 && (st.st_mode & S_IFMT) == S_IFDIR
                }
                guard isFolder else { continue }
                if !includeDependencies && Discovery.skippedFolders.contains(name) { continue }
                if Discovery.generatedFolders.contains(name) || skipping.contains(full) { continue }
                if CheckCache.unwalked.contains(ext) { continue }
                walk(full, depth: depth + 1, includeDependencies: includeDependencies, skipping: skipping)
            }
        }
    }

    static func stamp(_ path: String) -> (size: Int64, seconds: Int64, nanoseconds: Int64)? {
        var st = stat()
        guard stat(path, &st) == 0 else { return nil }
        #if canImport(Darwin)
            let m = st.st_mtimespec
        #else
            let m = st.st_mtim
        #endif
        return (Int64(st.st_size), Int64(m.tv_sec), Int64(m.tv_nsec))
    }

    static func fnv(_ s: String) -> UInt64 {
        var h: UInt64 = 0xcbf29ce484222325
        for b in s.utf8 { h ^= UInt64(b); h = h &* 0x100000001b3 }
        return h
    }

    static func hex(_ v: UInt64) -> String { String(v, radix: 16) }
}
