import OrientEngine
import OrientOutput

/// Writes a scenario back as a file of the contract (docs/scenario-format.md), so that what the explorer
/// finds can be replayed with `orient simulate`. Reading what it writes gives the same scenario (tested).
public enum ScenarioWriter {
    /// One step to write: the event, an optional comment above it, and an optional `expect` (flow YAML).
    public struct Step: Sendable {
        public var event: Event
        public var comment: String?
        public var expect: String?
        public init(_ event: Event, comment: String? = nil, expect: String? = nil) {
            self.event = event; self.comment = comment; self.expect = expect
        }
    }

    /// With `project`, the file names the project (relative to the file's folder) and the target instead of
    /// writing the app and the controllers out: `orient simulate` reads them from the project at replay.
    public static func yaml(
        _ s: Scenario, sdk: OSVersion?, steps: [Step], header: [String] = [],
        project: (path: String, target: String)? = nil
    ) -> String {
        var out = header.map { "# " + oneLine($0) + "\n" }.joined()
        if let name = s.name { out += "name: \(quoted(name))\n" }
        out += "device: \(quoted(s.device.name))\nos: \(quoted(s.os.description))\n"
        if let sdk { out += "sdk: \(quoted(sdk.description))\n" }
        if s.device.idiom == .pad && s.windowing != .fullScreen { out += "windowing: \(s.windowing.rawValue)\n" }
        if s.quirks == .none { out += "quirks: none\n" }
        let defaults = Choices().values
        let changed = zip(s.choices.values, defaults).filter { $0.0.value != $0.1.value }.map(\.0)
        if !changed.isEmpty {
            out += "choices:\n" + changed.map { "  \($0.key): \($0.value)\n" }.joined()
        }
        if let project {
            out += "project: \(quoted(project.path))\ntarget: \(quoted(project.target))\n"
            return out + root(s.root, steps: steps)
        }
        out += "app:\n  plist:" + (s.app.plist.isEmpty ? " {}\n" : "\n")
        for key in s.app.plist.keys.sorted() {
            if let v = s.app.plist[key] { out += "    \(quoted(key)): \(plist(v))\n" }
        }
        if let m = s.app.delegateSupportedInterfaceOrientations {
            out += "  delegate: { supportedInterfaceOrientations: \(mask(m)) }\n"
        }
        if let m = s.app.sceneDelegateSupportedInterfaceOrientations {
            out += "  sceneDelegate: { supportedInterfaceOrientations: \(mask(m)) }\n"
        }
        out += "controllers:\n"
        for name in s.controllers.keys.sorted() {
            guard let c = s.controllers[name] else { continue }
            out += "  \(quoted(name)): {\(controller(c).joined(separator: ", "))}\n"
        }
        return out + root(s.root, steps: steps)
    }

    /// `root:` and `steps:`.
    static func root(_ root: HierarchyNode, steps: [Step]) -> String {
        var out = "root: \(node(root))\nsteps:\n"
        for step in steps {
            if let c = step.comment { out += "  # \(oneLine(c))\n" }
            let e = event(step.event)
            if let x = step.expect {
                out += e.contains(":") ? "  - \(e)\n    expect: \(x)\n" : "  - \(e):\n    expect: \(x)\n"
            } else {
                out += "  - \(e)\n"
            }
        }
        return out
    }

    static func controller(_ c: ControllerSpec) -> [String] {
        var f: [String] = []
        if c.kind != .viewController { f.append("kind: \(c.kind.rawValue)") }
        if c.className != c.name { f.append("class: \(quoted(c.className))") }
        if let m = c.supportedInterfaceOrientations { f.append("supportedInterfaceOrientations: \(mask(m))") }
        if let o = c.preferredInterfaceOrientationForPresentation {
            f.append("preferredInterfaceOrientationForPresentation: \(orientation(o))")
        }
        if let m = c.shouldAutorotateReturnsMask {
            f.append("shouldAutorotate: \(mask(m))")
        } else if let b = c.shouldAutorotate {
            f.append("shouldAutorotate: \(b)")
        }
        if let b = c.prefersInterfaceOrientationLocked { f.append("prefersInterfaceOrientationLocked: \(b)") }
        if let m = c.shouldAutorotateToInterfaceOrientation {
            f.append("shouldAutorotateToInterfaceOrientation: \(mask(m))")
        }
        if !c.implements.isEmpty {
            let names = RotationCallback.allCases.filter(c.implements.contains).map { quoted($0.rawValue) }
            f.append("implements: [\(names.joined(separator: ", "))]")
        }
        if c.forwardsToChild { f.append("forwardsToChild: true") }
        if let d = c.delegate {
            var parts: [String] = []
            switch d.supportedInterfaceOrientations {
            case .value(let m)?: parts.append("supportedInterfaceOrientations: \(mask(m))")
            case .child?: parts.append("supportedInterfaceOrientations: topViewController")
            case nil: break
            }
            switch d.preferredInterfaceOrientationForPresentation {
            case .value(let o)?: parts.append("preferredInterfaceOrientationForPresentation: \(orientation(o))")
            case .child?: parts.append("preferredInterfaceOrientationForPresentation: topViewController")
            case nil: break
            }
            f.append("delegate: {\(parts.joined(separator: ", "))}")
        }
        return f
    }

    /// A step in the contract's syntax, on one line.
    public static func event(_ e: Event) -> String {
        switch e {
        case .launch(let d): return "launch: \(d.name)"
        case .rotate(let d): return "rotate: \(d.name)"
        case .push(let c, nil): return "push: \(quoted(c))"
        case .push(let c, let onto?): return "push: { controller: \(quoted(c)), onto: \(quoted(onto)) }"
        case .pop(nil): return "pop"
        case .pop(let n?): return "pop: \(quoted(n))"
        case .select(.index(let i)): return "select: \(i)"
        case .select(.name(let n)): return "select: \(quoted(n))"
        case .present(let n, let style, let fills):
            return "present: { controller: \(node(n)), style: \(style.rawValue)\(fills ? ", fillsWindow: true" : "") }"
        case .dismiss: return "dismiss"
        case .set(let c, let p): return "set: { controller: \(quoted(c))\(patch(p)) }"
        case .setAppDelegate(let m):
            return "set: { controller: delegate, supportedInterfaceOrientations: \(m.map(mask) ?? "null") }"
        case .setSceneDelegate(let m):
            return "set: { controller: sceneDelegate, supportedInterfaceOrientations: \(m.map(mask) ?? "null") }"
        case .setNeedsUpdateOfSupportedInterfaceOrientations(nil):
            return "setNeedsUpdateOfSupportedInterfaceOrientations"
        case .setNeedsUpdateOfSupportedInterfaceOrientations(let c?):
            return "setNeedsUpdateOfSupportedInterfaceOrientations: \(quoted(c))"
        case .attemptRotationToDeviceOrientation: return "attemptRotationToDeviceOrientation"
        case .requestGeometryUpdate(let m): return "requestGeometryUpdate: \(mask(m))"
        case .setDeviceOrientationValue(let o): return "setDeviceOrientationValue: \(orientation(o))"
        case .orientationLock(let b): return "orientationLock: \(b)"
        case .setWindowing(let w): return "setWindowing: \(w.rawValue)"
        case .terminate: return "terminate"
        }
    }

    static func patch(_ p: ControllerPatch) -> String {
        var f: [String] = []
        func opt<T>(_ key: String, _ v: T??, _ render: (T) -> String) {
            guard let v else { return }
            f.append("\(key): \(v.map(render) ?? "null")")
        }
        opt("supportedInterfaceOrientations", p.supportedInterfaceOrientations, mask)
        opt("preferredInterfaceOrientationForPresentation", p.preferredInterfaceOrientationForPresentation, orientation)
        if let m = p.shouldAutorotateReturnsMask, let m {
            f.append("shouldAutorotate: \(mask(m))")
        } else {
            opt("shouldAutorotate", p.shouldAutorotate) { "\($0)" }
        }
        opt("prefersInterfaceOrientationLocked", p.prefersInterfaceOrientationLocked) { "\($0)" }
        opt("shouldAutorotateToInterfaceOrientation", p.shouldAutorotateToInterfaceOrientation, mask)
        if let set = p.implements {
            let names = RotationCallback.allCases.filter(set.contains).map { quoted($0.rawValue) }
            f.append("implements: [\(names.joined(separator: ", "))]")
        }
        if let b = p.forwardsToChild { f.append("forwardsToChild: \(b)") }
        if let d = p.delegate {
            var c = ControllerSpec(name: "")
            c.delegate = d
            f.append(d == nil ? "delegate: null" : controller(c).last ?? "delegate: null")
        }
        return f.map { ", " + $0 }.joined()
    }

    static func node(_ n: HierarchyNode) -> String {
        n.children.isEmpty ? quoted(n.name) : "{ \(quoted(n.name)): [\(n.children.map(node).joined(separator: ", "))] }"
    }

    static func mask(_ m: OrientationMask) -> String {
        if m.rawValue != m.effective.rawValue || m.rawValue == 0 { return "\(m.rawValue)" }
        if let named = OrientationMask.namedMasks.first(where: { $0.1 == m }) { return named.0 }
        return "[\(m.names.joined(separator: ", "))]"
    }

    static func orientation(_ o: InterfaceOrientation) -> String { o.name }

    static func plist(_ v: PlistValue) -> String {
        switch v {
        case .string(let s): return quoted(s, always: true)
        case .integer(let i): return "\(i)"
        case .real(let d): return "\(d)"
        case .bool(let b): return "\(b)"
        case .array(let items): return "[\(items.map(plist).joined(separator: ", "))]"
        case .dictionary(let d):
            return
                "{\(d.keys.sorted().map { "\(quoted($0)): \(plist(d[$0] ?? .string("")))" }.joined(separator: ", "))}"
        case .other(let s): return quoted(s, always: true)
        }
    }

    /// A plain YAML word when it is one, else a double-quoted string with JSON's escapes (valid YAML).
    static func quoted(_ s: String, always: Bool = false) -> String {
        let plain = s.unicodeScalars.allSatisfy {
            ($0.value >= 0x30 && $0.value <= 0x39) || ($0.value >= 0x41 && $0.value <= 0x5A)
                || ($0.value >= 0x61 && $0.value <= 0x7A) || "_~.()-".unicodeScalars.contains($0)
        }
        let reserved = ["true", "false", "null", "yes", "no", "on", "off", "~", ""].contains(s.lowercased())
        if plain && !always && !reserved && s.first?.isNumber != true && s.first != "-" { return s }
        var out: [UInt8] = []
        JSON.escape(s, into: &out)
        // YAML reads DEL, the C1 controls and U+0085/U+2028/U+2029 as controls or line breaks: escaped too.
        var text = ""
        for c in String(decoding: out, as: UTF8.self).unicodeScalars {
            if c.value >= 0x7F && isControl(c) {
                let hex = String(c.value, radix: 16, uppercase: true)
                text += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            } else {
                text.unicodeScalars.append(c)
            }
        }
        return text
    }

    static func oneLine(_ s: String) -> String {
        String(
            s.unicodeScalars.map {
                isControl($0) ? " " : Character($0)
            })
    }
}
