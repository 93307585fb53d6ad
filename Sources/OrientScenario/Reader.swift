import OrientOutput
import OrientEngine
import Yams

/// Walks the YAML tree with the path of keys, so every message can say where it is.
struct Reader {
    let path: String
    var rootLine: Int?
    var declared: [String: ControllerSpec] = [:]
    /// The controllers come from a project at replay (`project:`): names are checked then, against it.
    var namesFromProject = false

    init(path: String) { self.path = path }

    /// The YAML as the reader's nodes (the basic resolver leaves scalars as text, which the reader interprets);
    /// nil for an empty file. `needs` says, for a file whose aliases expand too far, how many a real one needs.
    static func compose(_ text: String, path: String, needs: String) throws(Diagnostic) -> Node? {
        let composed: Yams.Node?
        do {
            composed = try Yams.compose(yaml: text, .basic)
        } catch let error as YamlError {
            throw Reader.yamlError(error, path: path)
        } catch {
            throw Diagnostic(file: path, message: "not valid YAML: \(error)")
        }
        guard let composed else { return nil }
        guard let node = Node.converting(composed) else {
            throw Diagnostic(
                file: path,
                message:
                    "the YAML expands to more than \(Limits.yamlNodes) nodes once its aliases are followed; \(needs)")
        }
        return node
    }

    static func yamlError(_ error: YamlError, path: String) -> Diagnostic {
        switch error {
        case .scanner(_, let problem, let mark, let yaml), .parser(_, let problem, let mark, let yaml),
            .composer(_, let problem, let mark, let yaml):
            var hint = ""
            // `- pop` followed by an indented `expect:` is the usual cause: a bare step word cannot carry expect.
            let lines = yaml.split(separator: "\n", omittingEmptySubsequences: false)
            if problem.contains("mapping values are not allowed"), mark.line >= 2, mark.line - 2 < lines.count {
                let previous = lines[mark.line - 2].trimmingCharacters(in: .whitespaces)
                if previous.hasPrefix("- "), !previous.contains(":") {
                    hint = "; to give a bare step an expect, write it as a map: `\(previous):`"
                }
            }
            return Diagnostic(
                file: path, line: mark.line, column: mark.column, message: "not valid YAML: \(problem)\(hint)")
        case .duplicatedKeysInMapping(let duplicates, let context):
            return Diagnostic(
                file: path, line: context.mark.line, column: context.mark.column,
                message: "duplicate key \(duplicates.joined(separator: ", "))")
        default:
            return Diagnostic(file: path, message: "not valid YAML: \(error)")
        }
    }

    func fail(_ node: Node?, _ key: String?, _ message: String) -> Diagnostic {
        Diagnostic(file: path, line: node?.mark?.line, column: node?.mark?.column, key: key, message: message)
    }

    // MARK: Shapes

    func isNull(_ node: Node) -> Bool {
        guard case .scalar(let s) = node, s.style == .plain else { return false }
        return ["", "~", "null", "Null", "NULL"].contains(s.string)
    }

    /// A mapping's entries with string keys, in file order; a repeated key is an error.
    func entries(_ node: Node, _ key: String) throws(Diagnostic) -> [(key: String, keyNode: Node, value: Node)] {
        guard case .mapping(let mapping) = node else { throw fail(node, key, "expected a mapping") }
        var out: [(key: String, keyNode: Node, value: Node)] = []
        out.reserveCapacity(mapping.count)
        // Both readers reject repeated keys first; this holds for any tree handed in. Short maps are searched.
        var seen: Set<String>? = mapping.count > 16 ? [] : nil
        for (k, v) in mapping {
            guard case .scalar(let s) = k else { throw fail(k, key, "mapping keys must be plain words") }
            let inserted = seen?.insert(s.string).inserted
            let repeated = inserted.map { !$0 } ?? out.contains { $0.key == s.string }
            guard !repeated else { throw fail(k, join(key, s.string), "duplicate key '\(s.string)'") }
            out.append((s.string, k, v))
        }
        return out
    }

    func join(_ parent: String, _ child: String) -> String { parent.isEmpty ? child : parent + "." + child }

    func unknownKey(_ name: String, _ node: Node, _ parent: String, allowed: [String]) -> Diagnostic {
        let suggestion =
            allowed.min { editDistance($0, name) < editDistance($1, name) }
            .flatMap { editDistance($0, name) <= max(2, name.count / 4) ? " (did you mean '\($0)'?)" : nil } ?? ""
        return fail(
            node, Diagnostic.excerpt(join(parent, name)),
            "unknown key '\(Diagnostic.excerpt(name))'\(suggestion); expected one of: \(allowed.joined(separator: ", "))"
        )
    }

    func string(_ node: Node, _ key: String) throws(Diagnostic) -> String {
        guard case .scalar(let s) = node, !isNull(node) else { throw fail(node, key, "expected a string") }
        return s.string
    }

    func bool(_ node: Node, _ key: String) throws(Diagnostic) -> Bool {
        guard case .scalar(let s) = node else { throw fail(node, key, "expected true or false") }
        switch s.string {
        case "true", "True", "TRUE", "yes", "YES": return true
        case "false", "False", "FALSE", "no", "NO": return false
        default: throw fail(node, key, "expected true or false, found '\(s.string)'")
        }
    }

    func int(_ node: Node, _ key: String) throws(Diagnostic) -> Int {
        guard case .scalar(let s) = node, s.style == .plain, let i = Int(s.string) else {
            throw fail(node, key, "expected an integer")
        }
        return i
    }

    func version(_ node: Node, _ key: String) throws(Diagnostic) -> OSVersion {
        guard case .scalar(let s) = node, let v = OSVersion(s.string) else {
            throw fail(node, key, "expected a version such as \"16.4\"")
        }
        return v
    }

    static let orientationNames =
        "portrait, portraitUpsideDown, landscapeLeft, landscapeRight (or UIInterfaceOrientation…)"

    func interfaceOrientation(_ node: Node, _ key: String, allowUnknown: Bool = false) throws(Diagnostic)
        -> InterfaceOrientation
    {
        let s = try string(node, key)
        guard let o = InterfaceOrientation(name: s, allowUnknown: allowUnknown) else {
            throw fail(node, key, "'\(s)' is not an interface orientation; expected \(Reader.orientationNames)")
        }
        return o
    }

    func deviceOrientation(_ node: Node, _ key: String) throws(Diagnostic) -> DeviceOrientation {
        let s = try string(node, key)
        guard let o = DeviceOrientation(name: s) else {
            let hint =
                s.hasPrefix("UIInterfaceOrientation") ? " (a device orientation is not an interface orientation)" : ""
            throw fail(
                node, key,
                "'\(s)' is not a device orientation\(hint); expected portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown, unknown"
            )
        }
        return o
    }

    /// A mask: a UIKit name, a list of interface orientations, or raw bits.
    func mask(_ node: Node, _ key: String) throws(Diagnostic) -> OrientationMask {
        switch node {
        case .scalar(let s):
            if s.style == .plain, let raw = Int(s.string) {
                guard raw >= 0 else { throw fail(node, key, "a raw mask cannot be negative") }
                return OrientationMask(rawValue: UInt(raw))
            }
            if let m = OrientationMask(name: s.string) { return m }
            if let o = InterfaceOrientation(name: s.string) { return OrientationMask(o) }
            throw fail(
                node, key,
                "'\(s.string)' is not a mask; expected portrait, portraitUpsideDown, landscapeLeft, landscapeRight, landscape, all, allButUpsideDown, a list of orientations, or an integer"
            )
        case .sequence(let seq):
            var m = OrientationMask.empty
            for (i, item) in seq.enumerated() {
                m.formUnion(OrientationMask(try interfaceOrientation(item, "\(key)[\(i)]")))
            }
            return m
        default:
            throw fail(node, key, "expected a mask (a name, a list of orientations or an integer)")
        }
    }
}
