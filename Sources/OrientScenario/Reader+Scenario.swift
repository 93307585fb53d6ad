import OrientOutput
import Foundation
import OrientEngine
import OrientProject

// The top level of a scenario file and its app.
extension Reader {
    static let topKeys = [
        "name", "device", "os", "sdk", "windowing", "quirks", "choices", "app", "controllers", "root", "steps",
        "transitions", "project", "target"
    ]

    mutating func scenario(_ node: Node) throws(Diagnostic) -> ScenarioFile {
        let top = try entries(node, "")
        var values: [String: (Node, Node)] = [:]
        for e in top {
            guard Reader.topKeys.contains(e.key) else {
                throw unknownKey(e.key, e.keyNode, "", allowed: Reader.topKeys)
            }
            values[e.key] = (e.keyNode, e.value)
        }
        // A file of transitions is for `orient explore`, which launches the app itself: steps are optional there.
        // A file that names its project reads the app and the controllers from it.
        let project = try self.project(values)
        namesFromProject = project != nil
        let required =
            (values["transitions"] == nil ? ["device", "os", "app", "root", "steps"] : ["device", "os", "app", "root"])
            .filter { project == nil || $0 != "app" }
        for required in required where values[required] == nil {
            throw fail(node, required, "missing required key '\(required)'")
        }
        let deviceNode = values["device"]!.1  // allowed: checked just above
        let deviceName = try string(deviceNode, "device")
        guard let device = Device.named(deviceName) else {
            throw fail(
                deviceNode, "device",
                "unknown device '\(deviceName)'; run `orient devices` for the models, or use a class: iphone-home-button, iphone-face-id, ipad, vision"
            )
        }
        let os = try version(values["os"]!.1, "os")  // allowed: checked above
        let sdk = try values["sdk"].map { (v) throws(Diagnostic) in try version(v.1, "sdk") }
        var windowing = Windowing.fullScreen
        if let (_, w) = values["windowing"] {
            let v = try self.windowing(w, "windowing")
            guard device.idiom == .pad else {
                throw fail(w, "windowing", "windowing applies to an iPad only; the device is \(device.name)")
            }
            windowing = v
        }
        var quirks = QuirkMode.reported
        if let (_, q) = values["quirks"] {
            let s = try string(q, "quirks")
            guard let v = QuirkMode(rawValue: s) else {
                throw fail(q, "quirks", "expected reported or none, found '\(s)'")
            }
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
        let app = try values["app"].map { (v) throws(Diagnostic) in try self.app(v.1) } ?? AppSpec()
        if let (_, c) = values["controllers"], !isNull(c) { try controllers(c) }
        let (rootKeyNode, rootNode) = values["root"]!  // allowed: checked above
        rootLine = rootNode.mark?.line ?? rootKeyNode.mark?.line
        let root = try hierarchy(rootNode, "root")
        var all = declared
        for n in root.allNames where all[n] == nil { all[n] = ControllerSpec(name: n) }
        declared = all
        let (steps, lines, texts, expectations) =
            try values["steps"].map { (v) throws(Diagnostic) in try self.steps(v.1) } ?? ([], [], [], [])
        let transitions = try values["transitions"].map { (v) throws(Diagnostic) in try self.transitions(v.1) }
        var name: String?
        if let (_, n) = values["name"] { name = try string(n, "name") }
        let scenario = Scenario(
            name: name, device: device, os: os, sdk: sdk, windowing: windowing, quirks: quirks,
            choices: choices, app: app, controllers: all, root: root, steps: steps)
        return ScenarioFile(
            path: path, scenario: scenario, stepLines: lines, stepTexts: texts, expectations: expectations,
            transitions: transitions, sdkGiven: sdk != nil, project: project)
    }

    /// `project:` (a folder, `.xcodeproj` or `.xcworkspace`, relative to the file) and `target:`; the app and its
    /// controllers then come from the project, so the file may not give them too.
    func project(_ values: [String: (Node, Node)]) throws(Diagnostic) -> ProjectReference? {
        guard let (keyNode, node) = values["project"] else {
            if let (k, _) = values["target"] {
                throw fail(k, "target", "target names an app target of `project`, which the file does not give")
            }
            return nil
        }
        let written = try string(node, "project")
        for key in ["app", "controllers"] {
            if let (k, _) = values[key] {
                throw fail(k, key, "a file that names its project reads \(key) from it: give one or the other")
            }
        }
        let target = try values["target"].map { (v) throws(Diagnostic) in try string(v.1, "target") }
        let base = URL(fileURLWithPath: path).deletingLastPathComponent()
        let resolved =
            written.hasPrefix("/") ? written : base.appendingPathComponent(written).standardizedFileURL.path
        return ProjectReference(path: written, resolved: resolved, target: target, line: keyNode.mark?.line)
    }

    // MARK: app

    func app(_ node: Node) throws(Diagnostic) -> AppSpec {
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
                    if e.key == "delegate" {
                        app.delegateSupportedInterfaceOrientations = m
                    } else {
                        app.sceneDelegateSupportedInterfaceOrientations = m
                    }
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

    func readPlistFile(_ relative: String, node: Node, key: String) throws(Diagnostic) -> [String: PlistValue] {
        let base = URL(fileURLWithPath: path).deletingLastPathComponent()
        let url = relative.hasPrefix("/") ? URL(fileURLWithPath: relative) : base.appendingPathComponent(relative)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw fail(node, key, "cannot read the Info.plist '\(url.path)'")
        }
        // The project reader's plist reading: its messages say what is wrong and where, never Foundation's
        // "isn't in the correct format".
        let (file, diagnostics) = PlistFile.parse(data, path: url.path)
        guard let file else {
            let problem = diagnostics.first { $0.severity == .error } ?? diagnostics.first
            throw fail(node, key, problem.map { "\($0.location): \($0.message)" } ?? "'\(url.path)' cannot be read")
        }
        return file.root
    }
}
