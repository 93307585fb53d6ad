import Foundation
import OrientEngine
import OrientProject
import Yams

/// A scenario file as read: the engine's scenario plus, per step, where it is and what it expects.
public struct ScenarioFile: Sendable {
    public var path: String
    public var scenario: Scenario
    public var stepLines: [Int?]
    public var stepTexts: [String]
    public var expectations: [Expectation?]
    /// Where `root:` is, for a message about it.
    var rootLine: Int?
}

extension ScenarioFile {
    /// Reads and checks a scenario file. Every contract violation is a `ScenarioError` naming file, line and key.
    /// `validate: false` leaves the structural checks of the steps to the caller (`validation()`, or
    /// `SimulationReport.runAndRender(…, validate: true)`).
    public static func load(path: String, choices: [(String, String)] = [], quirks: QuirkMode? = nil, validate: Bool = true) throws(ScenarioError) -> ScenarioFile {
        guard let data = FileManager.default.contents(atPath: path) else {
            let exists = FileManager.default.fileExists(atPath: path)
            throw ScenarioError(file: path, message: exists ? "cannot read the file" : "no such file")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ScenarioError(file: path, message: "the file is not UTF-8 text")
        }
        return try parse(text, path: path, choices: choices, quirks: quirks, validate: validate)
    }

    public static func parse(_ text: String, path: String, choices: [(String, String)] = [], quirks: QuirkMode? = nil,
                             validate: Bool = true) throws(ScenarioError) -> ScenarioFile {
        // The basic resolver leaves scalars as text (the reader interprets them).
        let node: Node?
        do {
            node = try Yams.compose(yaml: text, .basic).map(Node.init)
        } catch let error as YamlError {
            throw Reader.yamlError(error, path: path)
        } catch {
            throw ScenarioError(file: path, message: "not valid YAML: \(error)")
        }
        guard let node else { throw ScenarioError(file: path, line: 1, message: "the file is empty; a scenario needs device, os, app, root and steps") }
        var reader = Reader(path: path)
        var file = try reader.scenario(node)
        for (key, value) in choices {
            if let problem = file.scenario.choices.set(key, to: value) { throw ScenarioError(file: path, key: "--choice", message: problem) }
        }
        if let quirks { file.scenario.quirks = quirks }
        file.rootLine = reader.rootLine
        if validate, let error = file.validation() { throw error }
        return file
    }

    /// The structural checks of the steps (`Simulator.validate`: a push needs a navigation controller, …), as the
    /// error `load` throws; nil when the scenario can run.
    public func validation() -> ScenarioError? {
        guard let (step, message) = Simulator.validate(scenario) else { return nil }
        if let step { return ScenarioError(file: path, line: stepLines[step], key: "steps[\(step)]", message: message) }
        return ScenarioError(file: path, line: rootLine, key: "root", message: message)
    }
}

/// Walks the YAML tree with the path of keys, so every message can say where it is.
struct Reader {
    let path: String
    var rootLine: Int?
    private var declared: [String: ControllerSpec] = [:]

    init(path: String) { self.path = path }

    static func yamlError(_ error: YamlError, path: String) -> ScenarioError {
        switch error {
        case .scanner(_, let problem, let mark, let yaml), .parser(_, let problem, let mark, let yaml), .composer(_, let problem, let mark, let yaml):
            var hint = ""
            // `- pop` followed by an indented `expect:` is the usual cause: a bare step word cannot carry expect.
            let lines = yaml.split(separator: "\n", omittingEmptySubsequences: false)
            if problem.contains("mapping values are not allowed"), mark.line >= 2, mark.line - 2 < lines.count {
                let previous = lines[mark.line - 2].trimmingCharacters(in: .whitespaces)
                if previous.hasPrefix("- "), !previous.contains(":") {
                    hint = "; to give a bare step an expect, write it as a map: `\(previous):`"
                }
            }
            return ScenarioError(file: path, line: mark.line, column: mark.column, message: "not valid YAML: \(problem)\(hint)")
        case .duplicatedKeysInMapping(let duplicates, let context):
            return ScenarioError(file: path, line: context.mark.line, column: context.mark.column,
                                 message: "duplicate key \(duplicates.joined(separator: ", "))")
        default:
            return ScenarioError(file: path, message: "not valid YAML: \(error)")
        }
    }

    func fail(_ node: Node?, _ key: String?, _ message: String) -> ScenarioError {
        ScenarioError(file: path, line: node?.mark?.line, column: node?.mark?.column, key: key, message: message)
    }

    // MARK: Shapes

    func isNull(_ node: Node) -> Bool {
        guard case .scalar(let s) = node, s.style == .plain else { return false }
        return ["", "~", "null", "Null", "NULL"].contains(s.string)
    }

    /// A mapping's entries with string keys, in file order; a repeated key is an error.
    func entries(_ node: Node, _ key: String) throws(ScenarioError) -> [(key: String, keyNode: Node, value: Node)] {
        guard case .mapping(let mapping) = node else { throw fail(node, key, "expected a mapping") }
        var out: [(key: String, keyNode: Node, value: Node)] = []
        out.reserveCapacity(mapping.count)
        // Both readers reject repeated keys first; this holds for any tree handed in. Short maps are searched.
        var seen: Set<String>? = mapping.count > 16 ? [] : nil
        for (k, v) in mapping {
            guard case .scalar(let s) = k else { throw fail(k, key, "mapping keys must be plain words") }
            let repeated = seen != nil ? !seen!.insert(s.string).inserted : out.contains { $0.key == s.string }  // allowed: checked on the same line
            guard !repeated else { throw fail(k, join(key, s.string), "duplicate key '\(s.string)'") }
            out.append((s.string, k, v))
        }
        return out
    }

    func join(_ parent: String, _ child: String) -> String { parent.isEmpty ? child : parent + "." + child }

    func unknownKey(_ name: String, _ node: Node, _ parent: String, allowed: [String]) -> ScenarioError {
        let suggestion = allowed.min { editDistance($0, name) < editDistance($1, name) }
            .flatMap { editDistance($0, name) <= max(2, name.count / 4) ? " (did you mean '\($0)'?)" : nil } ?? ""
        return fail(node, join(parent, name), "unknown key '\(name)'\(suggestion); expected one of: \(allowed.joined(separator: ", "))")
    }

    func string(_ node: Node, _ key: String) throws(ScenarioError) -> String {
        guard case .scalar(let s) = node, !isNull(node) else { throw fail(node, key, "expected a string") }
        return s.string
    }

    func bool(_ node: Node, _ key: String) throws(ScenarioError) -> Bool {
        guard case .scalar(let s) = node else { throw fail(node, key, "expected true or false") }
        switch s.string { case "true", "True", "TRUE", "yes", "YES": return true
        case "false", "False", "FALSE", "no", "NO": return false
        default: throw fail(node, key, "expected true or false, found '\(s.string)'") }
    }

    func int(_ node: Node, _ key: String) throws(ScenarioError) -> Int {
        guard case .scalar(let s) = node, s.style == .plain, let i = Int(s.string) else { throw fail(node, key, "expected an integer") }
        return i
    }

    func version(_ node: Node, _ key: String) throws(ScenarioError) -> OSVersion {
        guard case .scalar(let s) = node, let v = OSVersion(s.string) else {
            throw fail(node, key, "expected a version such as \"16.4\"")
        }
        return v
    }

    static let orientationNames = "portrait, portraitUpsideDown, landscapeLeft, landscapeRight (or UIInterfaceOrientation…)"

    func interfaceOrientation(_ node: Node, _ key: String, allowUnknown: Bool = false) throws(ScenarioError) -> InterfaceOrientation {
        let s = try string(node, key)
        guard let o = InterfaceOrientation(name: s, allowUnknown: allowUnknown) else {
            throw fail(node, key, "'\(s)' is not an interface orientation; expected \(Reader.orientationNames)")
        }
        return o
    }

    func deviceOrientation(_ node: Node, _ key: String) throws(ScenarioError) -> DeviceOrientation {
        let s = try string(node, key)
        guard let o = DeviceOrientation(name: s) else {
            let hint = s.hasPrefix("UIInterfaceOrientation") ? " (a device orientation is not an interface orientation)" : ""
            throw fail(node, key, "'\(s)' is not a device orientation\(hint); expected portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown, unknown")
        }
        return o
    }

    /// A mask: a UIKit name, a list of interface orientations, or raw bits.
    func mask(_ node: Node, _ key: String) throws(ScenarioError) -> OrientationMask {
        switch node {
        case .scalar(let s):
            if s.style == .plain, let raw = Int(s.string) {
                guard raw >= 0 else { throw fail(node, key, "a raw mask cannot be negative") }
                return OrientationMask(rawValue: UInt(raw))
            }
            if let m = OrientationMask(name: s.string) { return m }
            if let o = InterfaceOrientation(name: s.string) { return OrientationMask(o) }
            throw fail(node, key, "'\(s.string)' is not a mask; expected portrait, portraitUpsideDown, landscapeLeft, landscapeRight, landscape, all, allButUpsideDown, a list of orientations, or an integer")
        case .sequence(let seq):
            var m = OrientationMask.empty
            for (i, item) in seq.enumerated() { m.formUnion(OrientationMask(try interfaceOrientation(item, "\(key)[\(i)]"))) }
            return m
        default:
            throw fail(node, key, "expected a mask (a name, a list of orientations or an integer)")
        }
    }

    // MARK: Top level

    static let topKeys = ["name", "device", "os", "sdk", "windowing", "quirks", "choices", "app", "controllers", "root", "steps"]

    mutating func scenario(_ node: Node) throws(ScenarioError) -> ScenarioFile {
        let top = try entries(node, "")
        var values: [String: (Node, Node)] = [:]
        for e in top {
            guard Reader.topKeys.contains(e.key) else { throw unknownKey(e.key, e.keyNode, "", allowed: Reader.topKeys) }
            values[e.key] = (e.keyNode, e.value)
        }
        for required in ["device", "os", "app", "root", "steps"] where values[required] == nil {
            throw fail(node, required, "missing required key '\(required)'")
        }
        let deviceNode = values["device"]!.1  // allowed: checked just above
        let deviceName = try string(deviceNode, "device")
        guard let device = Device.named(deviceName) else {
            throw fail(deviceNode, "device", "unknown device '\(deviceName)'; run `orient devices` for the models, or use a class: iphone-home-button, iphone-face-id, ipad, vision")
        }
        let os = try version(values["os"]!.1, "os")  // allowed: checked above
        let sdk = try values["sdk"].map { (v) throws(ScenarioError) in try version(v.1, "sdk") }
        var windowing = Windowing.fullScreen
        if let (_, w) = values["windowing"] {
            let s = try string(w, "windowing")
            guard let v = Windowing(rawValue: s) else {
                throw fail(w, "windowing", "unknown windowing '\(s)'; expected \(Windowing.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            guard device.idiom == .pad else { throw fail(w, "windowing", "windowing applies to an iPad only; the device is \(device.name)") }
            windowing = v
        }
        var quirks = QuirkMode.reported
        if let (_, q) = values["quirks"] {
            let s = try string(q, "quirks")
            guard let v = QuirkMode(rawValue: s) else { throw fail(q, "quirks", "expected reported or none, found '\(s)'") }
            quirks = v
        }
        var choices = Choices()
        if let (_, c) = values["choices"] {
            for e in try entries(c, "choices") {
                if let problem = choices.set(e.key, to: try string(e.value, "choices." + e.key)) {
                    throw fail(e.keyNode, "choices." + e.key, problem)
                }
            }
        }
        let app = try self.app(values["app"]!.1)  // allowed: checked above
        if let (_, c) = values["controllers"], !isNull(c) { try controllers(c) }
        let (rootKeyNode, rootNode) = values["root"]!  // allowed: checked above
        rootLine = rootNode.mark?.line ?? rootKeyNode.mark?.line
        let root = try hierarchy(rootNode, "root")
        var all = declared
        for n in root.allNames where all[n] == nil { all[n] = ControllerSpec(name: n) }
        declared = all
        let (steps, lines, texts, expectations) = try self.steps(values["steps"]!.1)  // allowed: checked above
        var name: String?
        if let (_, n) = values["name"] { name = try string(n, "name") }
        let scenario = Scenario(name: name, device: device, os: os, sdk: sdk, windowing: windowing, quirks: quirks,
                                choices: choices, app: app, controllers: all, root: root, steps: steps)
        return ScenarioFile(path: path, scenario: scenario, stepLines: lines, stepTexts: texts, expectations: expectations)
    }

    // MARK: app

    func app(_ node: Node) throws(ScenarioError) -> AppSpec {
        var app = AppSpec()
        let keys = ["plist", "plistFile", "delegate", "sceneDelegate"]
        var sawPlist = false
        for e in try entries(node, "app") {
            let key = "app." + e.key
            switch e.key {
            case "plist":
                if sawPlist { throw fail(e.keyNode, key, "give either plist or plistFile, not both") }
                sawPlist = true
                guard !isNull(e.value) else { continue }
                for p in try entries(e.value, key) { app.plist[p.key] = plistValue(p.value) }
            case "plistFile":
                if sawPlist { throw fail(e.keyNode, key, "give either plist or plistFile, not both") }
                sawPlist = true
                app.plist = try readPlistFile(try string(e.value, key), node: e.value, key: key)
            case "delegate", "sceneDelegate":
                guard !isNull(e.value) else { continue }
                for d in try entries(e.value, key) {
                    guard d.key == "supportedInterfaceOrientations" else {
                        throw unknownKey(d.key, d.keyNode, key, allowed: ["supportedInterfaceOrientations"])
                    }
                    let m = isNull(d.value) ? nil : try mask(d.value, key + "." + d.key)
                    if e.key == "delegate" { app.delegateSupportedInterfaceOrientations = m } else { app.sceneDelegateSupportedInterfaceOrientations = m }
                }
            default:
                throw unknownKey(e.key, e.keyNode, "app", allowed: keys)
            }
        }
        return app
    }

    func plistValue(_ node: Node) -> PlistValue {
        switch node {
        case .scalar(let s):
            if s.style == .alias { return .other("alias") }
            if s.style == .plain {
                if let i = Int(s.string) { return .integer(i) }
                switch s.string {
                case "true", "True", "TRUE", "yes", "Yes", "YES": return .bool(true)
                case "false", "False", "FALSE", "no", "No", "NO": return .bool(false)
                default: break
                }
                if let d = Double(s.string) { return .real(d) }
            }
            return .string(s.string)
        case .sequence(let seq): return .array(seq.map(plistValue))
        case .mapping(let m):
            var dict: [String: PlistValue] = [:]
            for (k, v) in m { dict[k.string ?? ""] = plistValue(v) }
            return .dictionary(dict)
        }
    }

    func readPlistFile(_ relative: String, node: Node, key: String) throws(ScenarioError) -> [String: PlistValue] {
        let base = URL(fileURLWithPath: path).deletingLastPathComponent()
        let url = relative.hasPrefix("/") ? URL(fileURLWithPath: relative) : base.appendingPathComponent(relative)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw fail(node, key, "cannot read the Info.plist '\(url.path)'")
        }
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw fail(node, key, "'\(url.path)' is not a valid property list: \(error.localizedDescription)")
        }
        guard let dict = object as? [String: Any] else {
            throw fail(node, key, "'\(url.path)' holds a property list whose top level is not a dictionary")
        }
        return dict.mapValues(PlistValue.init(foundation:))
    }

    // MARK: controllers

    static let controllerKeys = ["kind", "class", "supportedInterfaceOrientations", "preferredInterfaceOrientationForPresentation",
                                 "shouldAutorotate", "prefersInterfaceOrientationLocked", "shouldAutorotateToInterfaceOrientation",
                                 "implements", "forwardsToChild", "delegate"]
    static let reserved: Set<String> = ["delegate", "sceneDelegate"]

    mutating func controllers(_ node: Node) throws(ScenarioError) {
        for e in try entries(node, "controllers") {
            let key = "controllers." + e.key
            guard !Reader.reserved.contains(e.key) else { throw fail(e.keyNode, key, "'\(e.key)' is reserved (set: { controller: \(e.key) } names the app's \(e.key))") }
            var kind = ControllerKind.viewController
            var className: String?
            let props = isNull(e.value) ? [] : try entries(e.value, key)
            for p in props {
                if p.key == "kind" {
                    let s = try string(p.value, key + ".kind")
                    guard let k = ControllerKind(rawValue: s) else {
                        throw fail(p.value, key + ".kind", "unknown kind '\(s)'; expected \(ControllerKind.allCases.map(\.rawValue).joined(separator: ", "))")
                    }
                    kind = k
                } else if p.key == "class" {
                    className = try string(p.value, key + ".class")
                }
            }
            var spec = ControllerSpec(name: e.key, kind: kind, className: className)
            var patch = ControllerPatch()
            for p in props where p.key != "kind" && p.key != "class" {
                try property(p, into: &patch, kind: kind, parent: key)
            }
            patch.apply(to: &spec)
            declared[e.key] = spec
        }
    }

    /// One controller property, as in `controllers` or a `set` step.
    func property(_ p: (key: String, keyNode: Node, value: Node), into patch: inout ControllerPatch, kind: ControllerKind, parent parentText: String) throws(ScenarioError) {
        let key = parentText + "." + p.key
        let null = isNull(p.value)
        switch p.key {
        case "supportedInterfaceOrientations":
            patch.supportedInterfaceOrientations = .some(null ? nil : try mask(p.value, key))
        case "preferredInterfaceOrientationForPresentation":
            patch.preferredInterfaceOrientationForPresentation = .some(null ? nil : try interfaceOrientation(p.value, key, allowUnknown: true))
        case "shouldAutorotate":
            if null { patch.shouldAutorotate = .some(nil); patch.shouldAutorotateReturnsMask = .some(nil); return }
            if case .scalar(let s) = p.value, ["true", "false", "yes", "no", "True", "False", "YES", "NO"].contains(s.string) {
                patch.shouldAutorotate = .some(try bool(p.value, key))
                patch.shouldAutorotateReturnsMask = .some(nil)
            } else {
                // A method typed BOOL returning a mask (seed 004): YES whenever the mask is not 0.
                let m = try mask(p.value, key)
                patch.shouldAutorotate = .some(m.rawValue != 0)
                patch.shouldAutorotateReturnsMask = .some(m)
            }
        case "prefersInterfaceOrientationLocked":
            patch.prefersInterfaceOrientationLocked = .some(null ? nil : try bool(p.value, key))
        case "shouldAutorotateToInterfaceOrientation":
            patch.shouldAutorotateToInterfaceOrientation = .some(null ? nil : try mask(p.value, key))
        case "implements":
            var set: Set<RotationCallback> = []
            if !null {
                guard case .sequence(let seq) = p.value else { throw fail(p.value, key, "expected a list of callbacks") }
                for (i, item) in seq.enumerated() {
                    let s = try string(item, "\(key)[\(i)]")
                    guard let cb = RotationCallback(rawValue: s) else {
                        throw fail(item, "\(key)[\(i)]", "unknown callback '\(s)'; expected \(RotationCallback.allCases.map(\.rawValue).joined(separator: ", "))")
                    }
                    set.insert(cb)
                }
            }
            patch.implements = set
        case "forwardsToChild":
            guard kind.isContainer else { throw fail(p.keyNode, key, "forwardsToChild applies to a container (navigationController, tabBarController, splitViewController, pageViewController)") }
            patch.forwardsToChild = try bool(p.value, key)
        case "delegate":
            guard kind.isContainer else { throw fail(p.keyNode, key, "a delegate applies to a container (navigationController, tabBarController, splitViewController, pageViewController)") }
            if null { patch.delegate = .some(nil); return }
            var d = ContainerDelegate()
            for e in try entries(p.value, key) {
                let k = key + "." + e.key
                let childWords = ["topViewController", "selectedViewController", "visibleViewController"]
                switch e.key {
                case "supportedInterfaceOrientations":
                    if case .scalar(let s) = e.value, childWords.contains(s.string) { d.supportedInterfaceOrientations = .child }
                    else { d.supportedInterfaceOrientations = .value(try mask(e.value, k)) }
                case "preferredInterfaceOrientationForPresentation":
                    if case .scalar(let s) = e.value, childWords.contains(s.string) { d.preferredInterfaceOrientationForPresentation = .child }
                    else { d.preferredInterfaceOrientationForPresentation = .value(try interfaceOrientation(e.value, k, allowUnknown: true)) }
                default:
                    throw unknownKey(e.key, e.keyNode, key, allowed: ["supportedInterfaceOrientations", "preferredInterfaceOrientationForPresentation"])
                }
            }
            patch.delegate = .some(d)
        case "kind", "class":
            throw fail(p.keyNode, key, "'\(p.key)' cannot change at runtime")
        default:
            throw unknownKey(p.key, p.keyNode, parentText, allowed: Reader.controllerKeys)
        }
    }

    // MARK: hierarchy

    func hierarchy(_ node: Node, _ key: String) throws(ScenarioError) -> HierarchyNode {
        switch node {
        case .scalar:
            let name = try string(node, key)
            if let spec = declared[name], spec.kind.isContainer {
                return HierarchyNode(name)  // an empty container: children come by push
            }
            return HierarchyNode(name)
        case .mapping:
            let es = try entries(node, key)
            guard es.count == 1, let e = es.first else { throw fail(node, key, "a container is a one-key map from its name to its children, e.g. { Nav: [List] }") }
            guard declared[e.key] != nil else {
                throw fail(e.keyNode, key, "unknown controller '\(e.key)'; a controller with children must be declared under controllers with its kind")
            }
            guard case .sequence(let seq) = e.value else { throw fail(e.value, key + "." + e.key, "expected the list of \(e.key)'s children") }
            var kids: [HierarchyNode] = []
            for (i, item) in seq.enumerated() { kids.append(try hierarchy(item, "\(key).\(e.key)[\(i)]")) }
            return HierarchyNode(e.key, kids)
        default:
            throw fail(node, key, "expected a controller name or a one-key map from a container to its children")
        }
    }

    /// A name used by a step must be declared, or appear in the root hierarchy.
    func known(_ name: String, _ node: Node, _ key: String) throws(ScenarioError) {
        guard declared[name] != nil else {
            let names = declared.keys.sorted()
            let near = names.min { editDistance($0, name) < editDistance($1, name) }
            let hint = near.flatMap { editDistance($0, name) <= 2 ? " (did you mean '\($0)'?)" : nil } ?? ""
            throw fail(node, key, "unknown controller '\(name)'\(hint)")
        }
    }

    // MARK: steps

    static let events = ["launch", "rotate", "push", "pop", "select", "present", "dismiss", "set",
                         "setNeedsUpdateOfSupportedInterfaceOrientations", "attemptRotationToDeviceOrientation",
                         "requestGeometryUpdate", "setDeviceOrientationValue", "orientationLock", "setWindowing", "terminate"]
    static let eventSet = Set(events)
    static let bareEvents: Set<String> = ["launch", "pop", "dismiss", "setNeedsUpdateOfSupportedInterfaceOrientations",
                                          "attemptRotationToDeviceOrientation", "terminate"]

    typealias Steps = (events: [Event], lines: [Int?], texts: [String], expects: [Expectation?])

    func steps(_ node: Node) throws(ScenarioError) -> Steps {
        guard case .sequence(let seq) = node else { throw fail(node, "steps", "expected a list of steps") }
        guard !seq.isEmpty else { throw fail(node, "steps", "a scenario needs at least one step (launch)") }
        return try steps(seq, 0..<seq.count)
    }

    func steps(_ seq: Node.Sequence, _ range: Range<Int>) throws(ScenarioError) -> Steps {
        var events: [Event] = [], lines: [Int?] = [], texts: [String] = [], expects: [Expectation?] = []
        events.reserveCapacity(range.count); lines.reserveCapacity(range.count)
        texts.reserveCapacity(range.count); expects.reserveCapacity(range.count)
        for i in range {
            let item = seq[i]
                        let key = "steps[\(i)]"
            var eventName: String
            var eventKeyNode = item
            var value: Node?
            var expectation: Expectation?
            switch item {
            case .scalar(let s):
                eventName = s.string
                guard Reader.eventSet.contains(eventName) else { throw unknownKey(eventName, item, key, allowed: Reader.events) }
                guard Reader.bareEvents.contains(eventName) else { throw fail(item, key, "'\(eventName)' needs a value, e.g. '\(eventName): …'") }
            case .mapping:
                let es = try entries(item, key)
                var found: (String, Node, Node)?
                for e in es {
                    if e.key == "expect" {
                        expectation = try expect(e.value, key + ".expect")
                    } else if Reader.eventSet.contains(e.key) {
                        if let f = found { throw fail(e.keyNode, key, "one event a step: '\(f.0)' and '\(e.key)'") }
                        found = (e.key, e.keyNode, e.value)
                    } else {
                        throw unknownKey(e.key, e.keyNode, key, allowed: Reader.events + ["expect"])
                    }
                }
                guard let f = found else { throw fail(item, key, "a step needs an event: \(Reader.events.joined(separator: ", "))") }
                eventName = f.0; eventKeyNode = f.1
                value = isNull(f.2) ? nil : f.2
            default:
                throw fail(item, key, "a step is an event word or a map with one event key")
            }
            let (event, text) = try self.event(eventName, value, keyNode: eventKeyNode, key: key + "." + eventName)
            events.append(event)
            lines.append(item.mark?.line)
            texts.append(text)
            expects.append(expectation)
        }
        return (events, lines, texts, expects)
    }

    func event(_ name: String, _ value: Node?, keyNode: Node, key keyText: String) throws(ScenarioError) -> (Event, String) {
        func need() throws(ScenarioError) -> Node {
            guard let value else { throw fail(keyNode, keyText, "'\(name)' needs a value") }
            return value
        }
        func noValue() throws(ScenarioError) {
            if let value { throw fail(value, keyText, "'\(name)' takes no value") }
        }
        switch name {
        case "launch":
            let d = try value.map { (v) throws(ScenarioError) in try deviceOrientation(v, keyText) } ?? .portrait
            return (.launch(d), "launch: \(d.name)")
        case "rotate":
            let d = try deviceOrientation(try need(), keyText)
            return (.rotate(d), "rotate: \(d.name)")
        case "push":
            let v = try need()
            if case .mapping = v {
                var controller: String?, onto: String?
                for e in try entries(v, keyText) {
                    switch e.key {
                    case "controller": controller = try string(e.value, keyText + ".controller"); try known(controller!, e.value, keyText + ".controller")  // allowed: just set
                    case "onto": onto = try string(e.value, keyText + ".onto"); try known(onto!, e.value, keyText + ".onto")  // allowed: just set
                    default: throw unknownKey(e.key, e.keyNode, keyText, allowed: ["controller", "onto"])
                    }
                }
                guard let controller else { throw fail(v, keyText, "push needs a controller") }
                return (.push(controller: controller, onto: onto), "push: \(controller)" + (onto.map { " onto \($0)" } ?? ""))
            }
            let c = try string(v, keyText)
            try known(c, v, keyText)
            return (.push(controller: c, onto: nil), "push: \(c)")
        case "pop":
            if let value {
                let nav = try string(value, keyText)
                try known(nav, value, keyText)
                return (.pop(nav), "pop: \(nav)")
            }
            return (.pop(nil), "pop")
        case "select":
            let v = try need()
            if case .scalar(let s) = v, s.style == .plain, let i = Int(s.string) { return (.select(.index(i)), "select: \(i)") }
            let n = try string(v, keyText)
            try known(n, v, keyText)
            return (.select(.name(n)), "select: \(n)")
        case "present":
            let v = try need()
            var node: HierarchyNode
            var style = PresentationStyle.automatic
            var fills: Bool?
            var fillsNode: Node?
            if case .mapping = v, (try entries(v, keyText)).contains(where: { ["controller", "style", "fillsWindow"].contains($0.key) }) {
                var controllerNode: Node?
                for e in try entries(v, keyText) {
                    switch e.key {
                    case "controller": controllerNode = e.value
                    case "style":
                        let s = try string(e.value, keyText + ".style")
                        guard let st = PresentationStyle(rawValue: s) else {
                            throw fail(e.value, keyText + ".style", "unknown presentation style '\(s)'; expected \(PresentationStyle.allCases.map(\.rawValue).joined(separator: ", "))")
                        }
                        style = st
                    case "fillsWindow": fills = try bool(e.value, keyText + ".fillsWindow"); fillsNode = e.keyNode
                    default: throw unknownKey(e.key, e.keyNode, keyText, allowed: ["controller", "style", "fillsWindow"])
                    }
                }
                guard let controllerNode else { throw fail(v, keyText, "present needs a controller") }
                node = try hierarchy(controllerNode, keyText + ".controller")
            } else {
                node = try hierarchy(v, keyText)
            }
            for n in node.allNames { try known(n, v, keyText) }
            if fills != nil && style != .custom {
                throw fail(fillsNode, keyText + ".fillsWindow", "fillsWindow applies to style custom only (it stands for the presentation controller's shouldPresentInFullscreen)")
            }
            var text = "present: \(node.name)"
            if style != .automatic || fills != nil { text += " (\(style.rawValue)\(fills == true ? ", fills window" : ""))" }
            return (.present(node, style: style, fillsWindow: fills ?? false), text)
        case "dismiss":
            try noValue()
            return (.dismiss, "dismiss")
        case "set":
            let v = try need()
            let es = try entries(v, keyText)
            guard let target = es.first(where: { $0.key == "controller" }) else { throw fail(v, keyText, "set needs a controller (a controller's name, delegate or sceneDelegate)") }
            let name = try string(target.value, keyText + ".controller")
            let rest = es.filter { $0.key != "controller" }
            if name == "delegate" || name == "sceneDelegate" {
                var mask: OrientationMask??
                for e in rest {
                    guard e.key == "supportedInterfaceOrientations" else { throw unknownKey(e.key, e.keyNode, keyText, allowed: ["controller", "supportedInterfaceOrientations"]) }
                    mask = .some(isNull(e.value) ? nil : try self.mask(e.value, keyText + "." + e.key))
                }
                guard let m = mask else { throw fail(v, keyText, "set \(name) needs supportedInterfaceOrientations") }
                let text = "set: \(name).supportedInterfaceOrientations = \(m?.displayName ?? "not implemented")"
                return (name == "delegate" ? .setAppDelegate(m) : .setSceneDelegate(m), text)
            }
            try known(name, target.value, keyText + ".controller")
            guard !rest.isEmpty else { throw fail(v, keyText, "set names no property of \(name)") }
            var patch = ControllerPatch()
            let kind = declared[name]?.kind ?? .viewController
            for e in rest { try property(e, into: &patch, kind: kind, parent: keyText) }
            let text = "set: " + rest.map { "\(name).\($0.key) = \(scalarText($0.value))" }.joined(separator: ", ")
            return (.set(controller: name, patch), text)
        case "setNeedsUpdateOfSupportedInterfaceOrientations":
            if let value {
                let n = try string(value, keyText)
                try known(n, value, keyText)
                return (.setNeedsUpdateOfSupportedInterfaceOrientations(n), "\(n).setNeedsUpdateOfSupportedInterfaceOrientations()")
            }
            return (.setNeedsUpdateOfSupportedInterfaceOrientations(nil), "setNeedsUpdateOfSupportedInterfaceOrientations()")
        case "attemptRotationToDeviceOrientation":
            try noValue()
            return (.attemptRotationToDeviceOrientation, "attemptRotationToDeviceOrientation()")
        case "requestGeometryUpdate":
            let m = try mask(try need(), keyText)
            return (.requestGeometryUpdate(m), "requestGeometryUpdate: \(m.displayName)")
        case "setDeviceOrientationValue":
            let o = try interfaceOrientation(try need(), keyText)
            return (.setDeviceOrientationValue(o), "setDeviceOrientationValue: \(o.name)")
        case "orientationLock":
            let b = try bool(try need(), keyText)
            return (.orientationLock(b), "orientationLock: \(b)")
        case "setWindowing":
            let v = try need()
            let s = try string(v, keyText)
            guard let w = Windowing(rawValue: s) else {
                throw fail(v, keyText, "unknown windowing '\(s)'; expected \(Windowing.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            return (.setWindowing(w), "setWindowing: \(w.rawValue)")
        case "terminate":
            try noValue()
            return (.terminate, "terminate")
        default:
            throw unknownKey(name, keyNode, keyText, allowed: Reader.events)
        }
    }

    func scalarText(_ node: Node) -> String {
        switch node {
        case .scalar(let s) where s.style == .alias: return "*alias"
        case .scalar(let s): return s.string.isEmpty ? "null" : s.string
        case .sequence(let seq): return "[" + seq.map(scalarText).joined(separator: ", ") + "]"
        case .mapping(let m): return "{" + m.map { "\($0.key.string ?? ""): \(scalarText($0.value))" }.joined(separator: ", ") + "}"
        }
    }
}

/// Levenshtein distance, for "did you mean" hints.
func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a.lowercased()), b = Array(b.lowercased())
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
        var current = [i] + Array(repeating: 0, count: b.count)
        for j in 1...b.count {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        previous = current
    }
    return previous[b.count]
}
