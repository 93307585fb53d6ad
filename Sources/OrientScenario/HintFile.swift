import Foundation
import OrientEngine
import OrientOutput
import OrientProject
import Yams

/// `.orient-hints.yml` **(added)**: what a team states about its app that Orient cannot read from the code (issue
/// 29). Controllers in the syntax of a scenario's `controllers` ("this class allows all"), moves in the syntax of
/// its `transitions` ("this screen presents that one full screen"). `orient explore` and `orient check` use it; the
/// names are validated against the project by the caller (an unknown class is an error naming the line).
public struct HintFile: Sendable {
    /// What a hint says of one class: only the properties it gives.
    public struct Controller: Sendable {
        public var kind: ControllerKind?
        public var patch: ControllerPatch
        public var line: Int?
    }

    public var path: String
    public var controllers: [String: Controller]
    public var transitions: [String: [Transition]]
    /// Where each class is named under `transitions`, and each class a transition shows.
    public var transitionLines: [String: Int]
    public var shown: [(name: String, line: Int?)]

    /// The file's name in a project's root.
    public static let fileName = ".orient-hints.yml"

    public static func parse(_ text: String, path: String) throws(Diagnostic) -> HintFile {
        var out = HintFile(path: path, controllers: [:], transitions: [:], transitionLines: [:], shown: [])
        guard let node = try Reader.compose(text, path: path, needs: "a hint file needs tens") else { return out }
        var reader = Reader(path: path)
        reader.namesFromProject = true
        let keys = ["controllers", "transitions"]
        for e in try reader.entries(node, "") {
            switch e.key {
            case "controllers":
                for c in try reader.entries(e.value, "controllers") {
                    let key = "controllers." + c.key
                    var hint = Controller(kind: nil, patch: ControllerPatch(), line: c.keyNode.mark?.line)
                    for p in reader.isNull(c.value) ? [] : try reader.entries(c.value, key) {
                        if p.key == "kind" {
                            let s = try reader.string(p.value, key + ".kind")
                            guard let k = ControllerKind(rawValue: s) else {
                                throw reader.fail(
                                    p.value, key + ".kind",
                                    "unknown kind '\(s)'; expected \(ControllerKind.allCases.map(\.rawValue).joined(separator: ", "))"
                                )
                            }
                            hint.kind = k
                        } else if p.key == "class" {
                            throw reader.fail(p.keyNode, key + ".class", "a hint names the class itself: no 'class'")
                        } else {
                            try reader.property(p, into: &hint.patch, kind: hint.kind ?? .viewController, parent: key)
                        }
                    }
                    out.controllers[c.key] = hint
                }
            case "transitions":
                out.transitions = try reader.transitions(e.value)
                for t in try reader.entries(e.value, "transitions") {
                    out.transitionLines[t.key] = t.keyNode.mark?.line
                }
                for t in out.transitions.values.flatMap({ $0 }) {
                    let line = t.origin.flatMap { $0.split(separator: ":").last.flatMap { Int($0) } }
                    for event in t.events {
                        for name in HintFile.shownNames(event) { out.shown.append((name, line)) }
                    }
                }
            default:
                throw reader.unknownKey(e.key, e.keyNode, "", allowed: keys)
            }
        }
        return out
    }

    /// The classes a move shows (what it presents or pushes).
    public static func shownNames(_ e: Event) -> [String] {
        switch e {
        case .present(let node, _, _): return node.allNames
        case .push(let c, _): return [c]
        default: return []
        }
    }

    /// Reads the file; nil when there is none at `path`. `shownAs` names it in messages and findings.
    public static func load(path: String, shownAs: String? = nil) throws(Diagnostic) -> HintFile? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        if let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size]) as? Int,
            size > Limits.configurationBytes
        {
            throw Diagnostic(
                file: path, message: "the hint file is \(size) bytes, more than any real one; not read")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Diagnostic(file: path, message: "cannot read the hint file")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            let (message, line) = SourceBytes.notUTF8(data)
            throw Diagnostic(file: path, line: line, message: "the hint file is " + message)
        }
        return try parse(text, path: shownAs ?? path)
    }
}
