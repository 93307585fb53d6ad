import OrientOutput
// Build setting resolution in Xcode's order: target, target xcconfig, project, project xcconfig, defaults.
// Within that order the newest assignment whose conditions hold wins; `$(inherited)` (or a setting naming
// itself) is the next older one (Xcode 10+ semantics, docs/decisions.md).

/// A resolved value, the assignment that decided it, or why it cannot be known.
public struct ResolvedSetting: Sendable, Hashable {
    public var value: String
    /// Set when the value depends on something Orient cannot see (an environment variable, the build folder).
    public var unknown: String?
    /// The assignment that won; nil when nobody set it (Xcode's default or unset).
    public var source: SettingAssignment?

    public var isSet: Bool { source != nil }

    public var provenance: Provenance {
        if let s = source {
            if s.level == "default" { return .xcodeDefault(name: s.name) }
            return .setting(name: s.name, at: s.location, level: s.level)
        }
        return .xcodeDefault(name: "")
    }
}

public final class SettingsResolver {
    private let assignments: [SettingAssignment]
    private var byName: [String: [Int]] = [:]
    private let context: BuildContext
    /// Settings Xcode defines for every build whose value Orient knows (SRCROOT, TARGET_NAME, …).
    private let builtins: [String: String]
    /// Settings Xcode defines that point outside the repository (the build folder, the SDK): unknown.
    static let outside: Set<String> = [
        "BUILT_PRODUCTS_DIR", "TARGET_BUILD_DIR", "CONFIGURATION_BUILD_DIR", "DERIVED_FILE_DIR", "DERIVED_SOURCES_DIR",
        "DERIVED_DATA_DIR", "OBJROOT", "SYMROOT", "DSTROOT", "BUILD_DIR", "BUILD_ROOT", "PROJECT_TEMP_DIR",
        "TARGET_TEMP_DIR", "TEMP_DIR", "CONFIGURATION_TEMP_DIR", "DEVELOPER_DIR", "SDKROOT_PATH", "SDK_DIR",
        "PLATFORM_DIR", "TOOLCHAIN_DIR", "HOME", "USER", "PWD"
    ]
    private var cache: [String: ResolvedSetting] = [:]
    private var evaluating: Set<String> = []
    /// Values already worked out in this build (a setting that doubles at every level is read once per level).
    private var evaluated: [String: ResolvedSetting] = [:]
    /// How deep the `$(…)` being expanded sit inside one another.
    private var depth = 0

    /// `levels` lowest first (defaults, project xcconfig, project, target xcconfig, target).
    public init(levels: [[SettingAssignment]], context: BuildContext, builtins: [String: String]) {
        assignments = levels.flatMap { $0 }
        self.context = context
        self.builtins = builtins
        for (i, a) in assignments.enumerated() where a.conditions.allSatisfy({ $0.matches(context) }) {
            byName[a.name, default: []].append(i)
        }
    }

    /// The final value of `name` for this build.
    public func resolve(_ name: String) -> ResolvedSetting {
        if let cached = cache[name] { return cached }
        let r = evaluate(name, below: assignments.count)
        cache[name] = r
        return r
    }

    /// Expands `$(…)` references in any text (an Info.plist value, a path) against this build's settings.
    public func expand(_ text: String) -> ResolvedSetting {
        guard text.contains("$") else { return ResolvedSetting(value: text, unknown: nil, source: nil) }
        return expand(text, name: nil, index: assignments.count)
    }

    /// Every setting name written anywhere in the stack with a given prefix (`INFOPLIST_KEY_`).
    public func names(withPrefix prefix: String) -> [String] {
        byName.keys.filter { $0.hasPrefix(prefix) }.sorted()
    }

    private func evaluate(_ name: String, below: Int) -> ResolvedSetting {
        let key = name + "@" + String(below)
        if let known = evaluated[key] { return known }
        guard !evaluating.contains(key) else {
            return ResolvedSetting(value: "", unknown: "$(\(name)) refers to itself", source: nil)
        }
        guard let index = byName[name]?.last(where: { $0 < below }) else {
            // inherited from nothing
            if below < assignments.count { return ResolvedSetting(value: "", unknown: nil, source: nil) }
            if let b = builtins[name] { return ResolvedSetting(value: b, unknown: nil, source: nil) }
            if SettingsResolver.outside.contains(name) {
                return ResolvedSetting(
                    value: "", unknown: "$(\(name)) points outside the repository (a build or Xcode folder)",
                    source: nil)
            }
            return ResolvedSetting(value: "", unknown: nil, source: nil)
        }
        evaluating.insert(key)
        defer { evaluating.remove(key) }
        var r = expand(assignments[index].value, name: name, index: index)
        r.source = assignments[index]
        evaluated[key] = r
        return r
    }

    /// A reference to a setting nobody defines: Xcode reads it from the environment, so its value is unknown.
    private func reference(_ inner: String, name: String?, index: Int) -> ResolvedSetting {
        var parts = inner.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        let variable = parts.removeFirst()
        var r: ResolvedSetting
        if variable == "inherited" || variable == name, let name {
            r = evaluate(name, below: index)
        } else {
            r = evaluate(variable, below: assignments.count)
            if r.source == nil, builtins[variable] == nil, r.unknown == nil,
                !parts.contains(where: { $0.hasPrefix("default=") })
            {
                r.unknown = "$(\(variable)) is not set in the project (an environment variable?)"
            }
        }
        for op in parts {
            let (opName, argument) =
                op.firstIndex(of: "=").map { (String(op[..<$0]), String(op[op.index(after: $0)...])) } ?? (op, "")
            switch opName {
            case "default": if r.value.isEmpty { r.value = argument; r.unknown = nil }
            case "lower": r.value = r.value.lowercased()
            case "upper": r.value = r.value.uppercased()
            case "identifier", "c99extidentifier":
                r.value = String(r.value.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
            case "rfc1034identifier":
                r.value = String(r.value.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == ".") ? $0 : "-" })
            case "base":
                r.value = lastComponent(r.value).split(separator: ".", maxSplits: 1).first.map(String.init) ?? ""
            case "file": r.value = lastComponent(r.value)
            case "dir":
                r.value =
                    r.value.contains("/") ? String(r.value[...(r.value.lastIndex(of: "/") ?? r.value.startIndex)]) : ""
            case "suffix":
                r.value = lastComponent(r.value).lastIndex(of: ".").map { String(lastComponent(r.value)[$0...]) } ?? ""
            case "standardizepath", "quote", "": break
            default:
                r.unknown = r.unknown ?? "$(\(inner)) uses the operator ':\(opName)', which Orient does not evaluate"
            }
        }
        return r
    }

    private func lastComponent(_ s: String) -> String { s.split(separator: "/").last.map(String.init) ?? s }

    private func expand(_ text: String, name: String?, index: Int) -> ResolvedSetting {
        guard text.contains("$") else { return ResolvedSetting(value: text, unknown: nil, source: nil) }
        guard depth < Limits.settingDepth, text.utf8.count <= Limits.settingLength else {
            return ResolvedSetting(
                value: "",
                unknown:
                    "its $(…) references nest deeper than \(Limits.settingDepth) levels or expand past \(Limits.settingLength) characters",
                source: nil)
        }
        depth += 1
        defer { depth -= 1 }
        var out = ""
        var unknown: String?
        let chars = Array(text)
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c == "$", i + 1 < chars.count, chars[i + 1] == "(" || chars[i + 1] == "{" {
                let close: Character = chars[i + 1] == "(" ? ")" : "}"
                let open = chars[i + 1]
                var depth = 1, j = i + 2
                while j < chars.count {
                    if chars[j] == open { depth += 1 } else if chars[j] == close { depth -= 1; if depth == 0 { break } }
                    j += 1
                }
                guard j < chars.count else { out.append(contentsOf: chars[i...]); break }
                var inner = String(chars[(i + 2)..<j])
                if inner.contains("$") {
                    let nested = expand(inner, name: name, index: index)
                    inner = nested.value
                    unknown = unknown ?? nested.unknown
                }
                let r = reference(inner, name: name, index: index)
                out += r.value
                unknown = unknown ?? r.unknown
                if out.utf8.count > Limits.settingLength {
                    return ResolvedSetting(
                        value: "", unknown: "it expands past \(Limits.settingLength) characters", source: nil)
                }
                i = j + 1
                continue
            }
            out.append(c)
            i += 1
        }
        return ResolvedSetting(value: out, unknown: unknown, source: nil)
    }
}
