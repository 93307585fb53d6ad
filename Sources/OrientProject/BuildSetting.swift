import OrientOutput
// Build setting assignments as Xcode stores them: in project.pbxproj dictionaries and in xcconfig files.

/// One `NAME[cond=value]… = value` assignment.
public struct SettingAssignment: Sendable, Hashable {
    public var name: String
    /// `[sdk=iphoneos*]`, `[config=Release]`, `[arch=arm64]`, … in the order written.
    public var conditions: [SettingCondition]
    public var value: String
    /// Where it is written (nil for Xcode's defaults and Orient's stand-ins for built-in settings).
    public var location: SourceLocation?
    /// `target`, `target xcconfig`, `project`, `project xcconfig`, `default`.
    public var level: String

    public init(
        name: String, conditions: [SettingCondition] = [], value: String, location: SourceLocation?, level: String
    ) {
        self.name = name; self.conditions = conditions; self.value = value; self.location = location; self.level = level
    }

    /// Splits `NAME[sdk=iphoneos*][config=Release]` (also the comma form `NAME[sdk=iphoneos*,config=Release]`).
    /// Returns nil when the text is not a setting name with conditions.
    static func parseKey(_ key: Substring) -> (name: String, conditions: [SettingCondition])? {
        guard let open = key.firstIndex(of: "[") else { return isName(key) ? (String(key), []) : nil }
        let name = key[..<open]
        guard isName(name) else { return nil }
        var conditions: [SettingCondition] = []
        var rest = key[open...]
        while let first = rest.first {
            guard first == "[", let close = rest.firstIndex(of: "]") else { return nil }
            for part in rest[rest.index(after: rest.startIndex)..<close].split(separator: ",") {
                let kv = part.split(separator: "=", maxSplits: 1)
                guard kv.count == 2 else { return nil }
                conditions.append(SettingCondition(key: kv[0].trimmingSpaces, pattern: kv[1].trimmingSpaces))
            }
            rest = rest[rest.index(after: close)...].drop(while: { $0 == " " })
        }
        return (String(name), conditions)
    }

    /// The `=` of `NAME[cond=value] = value`: the first one outside the condition brackets.
    static func assignmentIndex(_ line: String) -> String.Index? {
        var depth = 0
        for i in line.indices {
            switch line[i] {
            case "[": depth += 1
            case "]": depth = max(0, depth - 1)
            case "=" where depth == 0: return i
            default: break
            }
        }
        return nil
    }

    static func isName(_ s: Substring) -> Bool {
        var bytes = s.utf8.makeIterator()
        guard let first = bytes.next(), first == 95 || (first | 0x20 >= 97 && first | 0x20 <= 122) else { return false }
        while let b = bytes.next() {
            guard SourceBytes.isIdentifier(b) else { return false }
        }
        return true
    }
}

/// A condition of a conditional setting. The pattern may end in (or hold) `*`.
public struct SettingCondition: Sendable, Hashable, CustomStringConvertible {
    public var key: String
    public var pattern: String

    public var description: String { "[\(key)=\(pattern)]" }

    /// Whether the condition holds for the build being modelled.
    func matches(_ context: BuildContext) -> Bool {
        switch key {
        case "sdk": return glob(pattern, context.sdkName)
        case "config": return glob(pattern, context.configuration)
        case "arch": return glob(pattern, context.arch)
        case "variant": return glob(pattern, "normal")
        default: return false
        }
    }
}

/// The build Orient models: one configuration, the device SDK.
public struct BuildContext: Sendable, Hashable {
    public var configuration: String
    /// `iphoneos` + the SDK version, as `[sdk=…]` conditions see it (`iphoneos18.0`).
    public var sdkName: String
    public var arch: String

    public init(configuration: String, sdkVersion: String = "26.0") {
        self.configuration = configuration
        sdkName = "iphoneos" + sdkVersion
        arch = "arm64"
    }
}

/// Shell-style `*` matching, as Xcode's conditions use it.
func glob(_ pattern: String, _ text: String) -> Bool {
    let p = Array(pattern), t = Array(text)
    var pi = 0, ti = 0, star = -1, mark = 0
    while ti < t.count {
        if pi < p.count, p[pi] == t[ti] || p[pi] == "?" {
            pi += 1; ti += 1
        } else if pi < p.count, p[pi] == "*" {
            star = pi; mark = ti; pi += 1
        } else if star >= 0 {
            pi = star + 1; mark += 1; ti = mark
        } else {
            return false
        }
    }
    while pi < p.count, p[pi] == "*" { pi += 1 }
    return pi == p.count
}

extension Substring {
    var trimmingSpaces: String {
        String(drop(while: { $0 == " " || $0 == "\t" }).reversed().drop(while: { $0 == " " || $0 == "\t" }).reversed())
    }
}

extension String {
    var trimmingSpaces: String { self[...].trimmingSpaces }
}
