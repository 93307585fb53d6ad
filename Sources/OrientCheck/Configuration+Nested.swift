import Foundation
import OrientOutput
import OrientProject
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A `.orient.yml` in a subfolder, for the files under it (SwiftLint's nested configurations).
public struct NestedConfiguration: Sendable {
    /// The folder, relative to the checked root.
    public var folder: String
    public var configuration: Configuration
}

extension Configuration {
    /// The configuration for one file: this one, then each nested configuration on the file's path, outermost
    /// first. The nearer file decides severities and `only_rules`, and replaces `included`; disabled and opt-in
    /// rules, `excluded` and the per-file and per-target lists add up. Paths in a nested file are relative to its
    /// folder.
    public func effective(for file: String) -> Configuration {
        var c = self
        c.nested = []
        for n in nested.sorted(by: { $0.folder.count < $1.folder.count }) where file.hasPrefix(n.folder + "/") {
            let inner = n.configuration
            let prefix = n.folder + "/"
            c.disabledRules.formUnion(inner.disabledRules)
            c.optInRules.formUnion(inner.optInRules)
            if !inner.onlyRules.isEmpty { c.onlyRules = inner.onlyRules }
            c.severities.merge(inner.severities) { $1 }
            c.excluded += inner.excluded.map { prefix + $0 }
            if !inner.included.isEmpty { c.included = inner.included.map { prefix + $0 } }
            for (f, rules) in inner.fileDisabled { c.fileDisabled[prefix + f, default: []].formUnion(rules) }
            for (t, rules) in inner.targetDisabled { c.targetDisabled[t, default: []].formUnion(rules) }
        }
        return c
    }

    /// Whether a rule runs anywhere: at the root or under a nested configuration.
    public func enabledAnywhere(_ d: RuleDescription) -> Bool {
        // A path at a nested file's folder gets that file's configuration on top of those above it.
        enabled(d) || nested.contains { effective(for: $0.folder + "/").enabled(d) }
    }

    /// The `.orient.yml` files below `root` (not the root's own), read; their problems reported as for the root's.
    /// The walk skips what the check skips (hidden folders, dependencies, build folders) and follows no link.
    public static func nested(under root: String, skipping: Set<String>, diagnose: (Diagnostic) -> Void)
        -> [NestedConfiguration]
    {
        let found = FileTree.list(root, policy: FileTreePolicy(skipping: skipping)).files.filter {
            $0.hasSuffix("/.orient.yml") && $0 != root + "/.orient.yml"
        }.prefix(1_000)
        var out: [NestedConfiguration] = []
        let gate = ReadGate(root: root)
        for path in found.sorted() {
            let shown = displayPath(path, root: root)
            guard let data = gate.contents(path), let text = String(data: data, encoding: .utf8) else {
                diagnose(
                    Diagnostic(
                        file: shown,
                        message: gate.allows(path)
                            ? "cannot read the configuration (not UTF-8 text); ignored"
                            : "the configuration is a link to a file outside the repository; ignored"))
                continue
            }
            do throws(Diagnostic) {
                let c = try Configuration.parse(text, path: shown)
                for w in c.warnings { diagnose(w) }
                let folder = String(shown.dropLast("/.orient.yml".count))
                out.append(NestedConfiguration(folder: folder, configuration: c))
            } catch {
                diagnose(
                    Diagnostic(
                        .warning, file: error.file, line: error.line, column: error.column,
                        message: error.message + "; this configuration is ignored"))
            }
        }
        return out
    }
}
