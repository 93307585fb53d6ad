import Foundation
import OrientOutput
import Yams

// The JavaScript packages a React Native app takes from its own repository (issue 26, item 3): `file:` and `link:`
// paths, and the packages of the yarn, npm or pnpm workspace around it, which the package manager links by name
// (`"chat-core": "workspace:^"`, or a plain version in a yarn or npm workspace). Their code ships in the app's
// bundle, so it is the app's own code; packages from the registry stay in `node_modules`, unread.

extension ReactNativeApp {
    /// The folders of the repository's packages that the package in `folder` depends on, with theirs in turn
    /// (bounded: a workspace of more than 64 packages is not walked further), the app's own folder left out.
    static func localPackages(of folder: String, json: [String: Any], gate: ReadGate) -> [String] {
        let workspace = workspacePackages(around: folder, gate: gate)
        var found: [String] = []
        var seen: Set<String> = [folder]
        var queue: [(folder: String, json: [String: Any])] = [(folder, json)]
        while let next = queue.first, found.count < 64 {
            queue.removeFirst()
            let dependencies = ["dependencies", "devDependencies"].flatMap {
                (next.json[$0] as? [String: Any] ?? [:]).map { ($0.key, $0.value as? String ?? "") }
            }
            for (name, version) in dependencies.sorted(by: { $0.0 < $1.0 }) {
                var path: String?
                for prefix in ["file:", "link:"] where version.hasPrefix(prefix) {
                    let relative = String(version.dropFirst(prefix.count))
                    path = normalizedPath(relative.hasPrefix("/") ? relative : next.folder + "/" + relative)
                }
                if path == nil { path = workspace[name] }
                guard let path, gate.allows(path), isRealDirectory(path), seen.insert(path).inserted else { continue }
                found.append(path)
                if let json = packageJSON(in: path, gate: gate) { queue.append((path, json)) }
            }
        }
        return found.sorted()
    }

    /// The packages of the nearest workspace around `folder` inside the repository, by their `name`: the
    /// `workspaces` of a package.json (a list, or `{ "packages": [...] }`) or pnpm-workspace.yaml's `packages`.
    static func workspacePackages(around folder: String, gate: ReadGate) -> [String: String] {
        var dir = folder
        for _ in 0..<8 {
            if let patterns = workspacePatterns(in: dir, gate: gate) {
                var packages: [String: String] = [:]
                for pattern in patterns.prefix(64) where !pattern.hasPrefix("!") {
                    for member in expand(pattern, in: dir).prefix(256) {
                        guard let name = packageJSON(in: member, gate: gate)?["name"] as? String else { continue }
                        packages[name] = packages[name] ?? member
                    }
                }
                return packages
            }
            let parent = (dir as NSString).deletingLastPathComponent
            guard parent != dir, gate.allows(parent), isInside(parent, gate.repository) else { break }
            dir = parent
        }
        return [:]
    }

    /// The member patterns a workspace root in `dir` declares, nil when `dir` is no workspace root.
    static func workspacePatterns(in dir: String, gate: ReadGate) -> [String]? {
        if let workspaces = packageJSON(in: dir, gate: gate)?["workspaces"] {
            return workspaces as? [String] ?? (workspaces as? [String: Any])?["packages"] as? [String] ?? []
        }
        if let data = gate.contents(dir + "/pnpm-workspace.yaml"), data.count < 1_000_000,
            let yaml = try? Yams.load(yaml: String(decoding: data, as: UTF8.self)) as? [String: Any]
        {
            return yaml["packages"] as? [String] ?? []
        }
        return nil
    }

    /// The folders a workspace pattern names: literal segments, `*` for any one folder, `**` for any depth up to
    /// four; dependency and hidden folders are never entered.
    static func expand(_ pattern: String, in root: String) -> [String] {
        var current = [root]
        for segment in pattern.split(separator: "/").map(String.init) where segment != "." && !segment.isEmpty {
            var next: [String] = []
            for dir in current {
                switch segment {
                case "**":
                    var level = [dir]
                    for _ in 0..<4 {
                        next += level
                        level = level.flatMap(subfolders)
                    }
                case "..": continue
                default:
                    next += subfolders(of: dir).filter { glob(segment, ($0 as NSString).lastPathComponent) }
                }
            }
            current = Array(next.prefix(1024))
        }
        return current
    }

    private static func subfolders(of dir: String) -> [String] {
        (folderEntries(dir) ?? []).filter { $0.isFolder && $0.name != "node_modules" }.map { dir + "/" + $0.name }
            .sorted()
    }
}
