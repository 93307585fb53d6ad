import Foundation

// Development pods: a Podfile's `pod 'X', :path => '…'` takes a pod from the repository itself, which is the app's
// own code (issue 26). Its files join the app targets the Podfile gives it to, as a local Swift package's do.
// Pods fetched from elsewhere stay vendored.

/// A pod the Podfile takes from a folder: its name, the folder (absolute) and the targets it is declared in
/// (empty: outside any `target` block, so every app the Podfile builds).
struct DevelopmentPod: Equatable {
    var name: String
    var folder: String
    var targets: [String]

    /// The development pods of a Podfile, by a line scan: `target 'Name' do` … `end` blocks, `pod 'X', :path =>
    /// 'p'` or `path: 'p'` (a folder, or a `.podspec` whose folder holds the pod). Blocks of other kinds (`def`,
    /// `abstract_target`, hooks) are followed for their `end`, so their pods count for every app.
    static func parse(_ text: String, folder: String) -> [DevelopmentPod] {
        var out: [DevelopmentPod] = []
        var blocks: [String?] = []
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false).prefix(10_000) {
            let line = raw.prefix { $0 != "#" }.trimmingCharacters(in: .whitespaces)
            if line == "end" || line.hasPrefix("end ") {
                _ = blocks.popLast()
                continue
            }
            if line.hasPrefix("target "), line.hasSuffix(" do") || line.hasSuffix(" do |t|") {
                blocks.append(quoted(line))
                continue
            }
            if line.hasPrefix("def ") || line.hasSuffix(" do") || line.contains(" do |") {
                blocks.append(nil)
                continue
            }
            guard line.hasPrefix("pod "), let name = quoted(line), let path = pathArgument(line) else { continue }
            var pod = normalizedPath(path.hasPrefix("/") ? path : folder + "/" + path)
            if pod.hasSuffix(".podspec") || pod.hasSuffix(".podspec.json") {
                pod = (pod as NSString).deletingLastPathComponent
            }
            out.append(DevelopmentPod(name: name, folder: pod, targets: blocks.compactMap { $0 }))
        }
        return out
    }

    /// The `source_files` globs of the pod's podspec (`<name>.podspec`, else the folder's only podspec), braces
    /// expanded; nil when there is no podspec or it names none.
    static func sourceFiles(in folder: String, name: String, gate: ReadGate) -> [String]? {
        var spec = folder + "/" + name + ".podspec"
        if !FileManager.default.fileExists(atPath: spec) {
            let specs = (folderEntries(folder) ?? []).map(\.name).filter { $0.hasSuffix(".podspec") }
            guard specs.count == 1 else { return nil }
            spec = folder + "/" + specs[0]
        }
        guard let data = gate.contents(spec), data.count < 1_000_000 else { return nil }
        var patterns: [String] = []
        // The strings of an array written over several lines (`core.source_files = [` … `]`, Texture's podspec)
        // count too: a blind first run (vk-ios-app) read Texture's Tests/ and examples as the app's for want of them.
        var inArray = false
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            var rest: String
            if inArray {
                rest = String(line.prefix { $0 != "#" })
            } else if line.contains("source_files"), let eq = line.firstIndex(of: "=") {
                rest = String(line[line.index(after: eq)...])
                inArray = rest.contains("[")
            } else {
                continue
            }
            if rest.contains("]") { inArray = false }
            while let q = quoted(rest) {
                patterns += Glob.expandingBraces(q)
                guard let r = rest.range(of: q) else { break }
                rest = String(rest[r.upperBound...].dropFirst())
            }
        }
        return patterns.isEmpty ? nil : patterns
    }

    /// The files of the pod in `folder` that its podspec's `source_files` name; nil when no podspec says.
    static func podspecFiles(in folder: String, name: String, gate: ReadGate) -> [String]? {
        guard let patterns = sourceFiles(in: folder, name: name, gate: gate) else { return nil }
        return FileTree.list(folder, policy: FileTreePolicy()).files.filter { f in
            patterns.contains { Glob.matches($0, String(f.dropFirst(folder.count + 1))) }
        }
    }

    /// The first quoted string of a line.
    static func quoted(_ line: String) -> String? {
        guard let open = line.firstIndex(where: { $0 == "'" || $0 == "\"" }) else { return nil }
        let rest = line[line.index(after: open)...]
        guard let close = rest.firstIndex(of: line[open]) else { return nil }
        return String(rest[..<close])
    }

    /// The value of `:path =>` or `path:` in a `pod` line.
    static func pathArgument(_ line: String) -> String? {
        for key in [":path =>", ":path=>", "path:"] {
            if let r = line.range(of: key) { return quoted(String(line[r.upperBound...])) }
        }
        return nil
    }
}

extension ProjectScan {
    /// Gives the iOS app targets the files of the development pods their Podfiles declare: pods in the
    /// repository, not in a git submodule or a sample or third-party folder (those stay vendored).
    mutating func addDevelopmentPods() {
        let folders = Set([root] + projects.map { ($0.path as NSString).deletingLastPathComponent })
        for folder in folders.sorted() {
            let podfile = folder + "/Podfile"
            guard let data = gate.contents(podfile), data.count < 1_000_000 else { continue }
            for pod in DevelopmentPod.parse(String(decoding: data, as: UTF8.self), folder: folder) {
                let shown = displayPath(pod.folder, root: root)
                guard gate.allows(pod.folder), isRealDirectory(pod.folder),
                    !vendoredFolders.contains(where: { pod.folder == $0 || pod.folder.hasPrefix($0 + "/") }),
                    !shown.split(separator: "/").contains(where: {
                        ProjectScan.sampleOrThirdPartyFolders.contains($0.lowercased())
                    })
                else { continue }
                let files: [String]
                if let named = DevelopmentPod.podspecFiles(in: pod.folder, name: pod.name, gate: gate) {
                    files = named
                } else if folder == pod.folder || folder.hasPrefix(pod.folder + "/") {
                    // A pod at the Podfile's own folder (or above) with no podspec to say which files: not the
                    // whole repository.
                    continue
                } else {
                    files = FileTree.list(pod.folder, policy: FileTreePolicy()).files
                }
                for i in targets.indices where targets[i].isIOSApp {
                    // The Podfile beside a project speaks for its targets; a target block names one of them.
                    guard pod.targets.isEmpty || pod.targets.contains(targets[i].name) else { continue }
                    guard folder == root || targets[i].project.hasPrefix(displayPath(folder, root: root) + "/") else {
                        continue
                    }
                    var have = Set(targets[i].files)
                    for f in files where have.insert(f).inserted { targets[i].files.append(f) }
                    if !targets[i].developmentPods.contains(pod.name) { targets[i].developmentPods.append(pod.name) }
                }
            }
        }
    }
}
