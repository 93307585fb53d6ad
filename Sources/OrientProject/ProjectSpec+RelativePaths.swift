import Foundation

// XcodeGen reads the paths of an included spec from the included file's folder (`relativePaths`, on by default):
// a spec split into `Project/targets.yml` writes `sources: ../App` (a blind first run, swiyu). Build settings keep
// their text: Xcode resolves `INFOPLIST_FILE` from the project's folder.
extension ProjectSpec.Value {
    /// This included spec with the paths XcodeGen rebases made relative to the including spec's folder, `prefix`
    /// being the included file's folder from there: `sources`, `info` and `entitlements` `path`, `configFiles` of
    /// targets and target templates, the project's `configFiles` and local `packages`.
    func rebasingPaths(by prefix: String) -> Self {
        guard !prefix.isEmpty, prefix != "." else { return self }
        func path(_ v: Self) -> Self {
            guard case .text(let p, let line) = v, !p.hasPrefix("/"), !p.hasPrefix("$") else { return v }
            return .text(prefix + "/" + p, line: line)
        }
        func keyed(_ v: Self, _ keys: Set<String>) -> Self {
            guard case .map(let entries, let line) = v else { return v }
            return .map(
                entries.map { (key: $0.key, value: keys.contains($0.key) ? path($0.value) : $0.value) }, line: line)
        }
        func eachValue(_ v: Self, _ transform: (Self) -> Self) -> Self {
            guard case .map(let entries, let line) = v else { return v }
            return .map(entries.map { (key: $0.key, value: transform($0.value)) }, line: line)
        }
        func sources(_ v: Self) -> Self {
            switch v {
            case .text: return path(v)
            case .list(let items, let line): return .list(items.map(sources), line: line)
            case .map: return keyed(v, ["path"])
            }
        }
        func target(_ v: Self) -> Self {
            guard case .map(let entries, let line) = v else { return v }
            return .map(
                entries.map { e in
                    switch e.key {
                    case "sources": return (key: e.key, value: sources(e.value))
                    case "info", "entitlements": return (key: e.key, value: keyed(e.value, ["path"]))
                    case "configFiles": return (key: e.key, value: eachValue(e.value, path))
                    default: return e
                    }
                }, line: line)
        }
        guard case .map(let entries, let line) = self else { return self }
        return .map(
            entries.map { e in
                switch e.key {
                case "targets", "targetTemplates": return (key: e.key, value: eachValue(e.value, target))
                case "configFiles": return (key: e.key, value: eachValue(e.value, path))
                case "packages":
                    // The path as written is kept beside: repositories that build write a local package's path
                    // from the top spec's folder (swiyu's `Project/packages.yml`: `path: Modules/Platforms/…`).
                    return (
                        key: e.key,
                        value: eachValue(e.value) { package in
                            guard case .map(let fields, let line) = keyed(package, ["path"]),
                                let written = package["path"]
                            else { return package }
                            return .map(fields + [(key: "pathAsWritten", value: written)], line: line)
                        }
                    )
                default: return e
                }
            }, line: line)
    }
}
