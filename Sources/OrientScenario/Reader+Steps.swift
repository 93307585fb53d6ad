import OrientOutput
import OrientEngine

// The steps: one reader function per event.
extension Reader {
    static let events = [
        "launch", "rotate", "push", "pop", "select", "present", "dismiss", "set",
        "setNeedsUpdateOfSupportedInterfaceOrientations", "attemptRotationToDeviceOrientation",
        "requestGeometryUpdate", "setDeviceOrientationValue", "orientationLock", "setWindowing", "terminate"
    ]
    static let eventSet = Set(events)
    static let bareEvents: Set<String> = [
        "launch", "pop", "dismiss", "setNeedsUpdateOfSupportedInterfaceOrientations",
        "attemptRotationToDeviceOrientation", "terminate"
    ]

    typealias Steps = (events: [Event], lines: [Int?], texts: [String], expects: [Expectation?])

    func steps(_ node: Node) throws(Diagnostic) -> Steps {
        guard case .sequence(let seq) = node else { throw fail(node, "steps", "expected a list of steps") }
        guard !seq.isEmpty else { throw fail(node, "steps", "a scenario needs at least one step (launch)") }
        return try steps(seq, 0..<seq.count)
    }

    func steps(_ seq: Node.Sequence, _ range: Range<Int>) throws(Diagnostic) -> Steps {
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
                guard Reader.eventSet.contains(eventName) else {
                    throw unknownKey(eventName, item, key, allowed: Reader.events)
                }
                guard Reader.bareEvents.contains(eventName) else {
                    throw fail(item, key, "'\(eventName)' needs a value, e.g. '\(eventName): …'")
                }
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
                guard let f = found else {
                    throw fail(item, key, "a step needs an event: \(Reader.events.joined(separator: ", "))")
                }
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

    /// A step's event as written: its name, its value (nil when bare or null) and where it is.
    struct EventSource {
        var name: String
        var value: Node?
        var keyNode: Node
        var key: String
    }

    func event(_ name: String, _ value: Node?, keyNode: Node, key: String) throws(Diagnostic) -> (Event, String) {
        let e = EventSource(name: name, value: value, keyNode: keyNode, key: key)
        switch name {
        case "launch": return try launch(e)
        case "rotate": return try rotate(e)
        case "push": return try push(e)
        case "pop": return try pop(e)
        case "select": return try select(e)
        case "present": return try present(e)
        case "dismiss": try noValue(e); return (.dismiss, "dismiss")
        case "set": return try set(e)
        case "setNeedsUpdateOfSupportedInterfaceOrientations": return try setNeedsUpdate(e)
        case "attemptRotationToDeviceOrientation":
            try noValue(e)
            return (.attemptRotationToDeviceOrientation, "attemptRotationToDeviceOrientation()")
        case "requestGeometryUpdate":
            let m = try mask(try need(e), key)
            return (.requestGeometryUpdate(m), "requestGeometryUpdate: \(m.displayName)")
        case "setDeviceOrientationValue":
            let o = try interfaceOrientation(try need(e), key)
            return (.setDeviceOrientationValue(o), "setDeviceOrientationValue: \(o.name)")
        case "orientationLock":
            let b = try bool(try need(e), key)
            return (.orientationLock(b), "orientationLock: \(b)")
        case "setWindowing": return try setWindowing(e)
        case "terminate": try noValue(e); return (.terminate, "terminate")
        default: throw unknownKey(name, keyNode, key, allowed: Reader.events)
        }
    }

    func need(_ e: EventSource) throws(Diagnostic) -> Node {
        guard let value = e.value else { throw fail(e.keyNode, e.key, "'\(e.name)' needs a value") }
        return value
    }

    func noValue(_ e: EventSource) throws(Diagnostic) {
        if let value = e.value { throw fail(value, e.key, "'\(e.name)' takes no value") }
    }

    func launch(_ e: EventSource) throws(Diagnostic) -> (Event, String) {
        let d = try e.value.map { (v) throws(Diagnostic) in try deviceOrientation(v, e.key) } ?? .portrait
        return (.launch(d), "launch: \(d.name)")
    }

    func rotate(_ e: EventSource) throws(Diagnostic) -> (Event, String) {
        let d = try deviceOrientation(try need(e), e.key)
        return (.rotate(d), "rotate: \(d.name)")
    }

    /// A declared controller's name, at `key`.
    func controllerName(_ node: Node, _ key: String) throws(Diagnostic) -> String {
        let name = try string(node, key)
        try known(name, node, key)
        return name
    }

    func push(_ e: EventSource) throws(Diagnostic) -> (Event, String) {
        let v = try need(e)
        guard case .mapping = v else {
            let c = try controllerName(v, e.key)
            return (.push(controller: c, onto: nil), "push: \(c)")
        }
        var controller: String?, onto: String?
        for entry in try entries(v, e.key) {
            switch entry.key {
            case "controller": controller = try controllerName(entry.value, e.key + ".controller")
            case "onto": onto = try controllerName(entry.value, e.key + ".onto")
            default: throw unknownKey(entry.key, entry.keyNode, e.key, allowed: ["controller", "onto"])
            }
        }
        guard let controller else { throw fail(v, e.key, "push needs a controller") }
        return (.push(controller: controller, onto: onto), "push: \(controller)" + (onto.map { " onto \($0)" } ?? ""))
    }

    func pop(_ e: EventSource) throws(Diagnostic) -> (Event, String) {
        guard let value = e.value else { return (.pop(nil), "pop") }
        let nav = try controllerName(value, e.key)
        return (.pop(nav), "pop: \(nav)")
    }

    func select(_ e: EventSource) throws(Diagnostic) -> (Event, String) {
        let v = try need(e)
        if case .scalar(let s) = v, s.style == .plain, let i = Int(s.string) {
            return (.select(.index(i)), "select: \(i)")
        }
        let n = try controllerName(v, e.key)
        return (.select(.name(n)), "select: \(n)")
    }

    func present(_ e: EventSource) throws(Diagnostic) -> (Event, String) {
        let v = try need(e)
        var node: HierarchyNode
        var style = PresentationStyle.automatic
        var fills: Bool?
        var fillsNode: Node?
        if case .mapping = v,
            (try entries(v, e.key)).contains(where: { ["controller", "style", "fillsWindow"].contains($0.key) })
        {
            var controllerNode: Node?
            for entry in try entries(v, e.key) {
                switch entry.key {
                case "controller": controllerNode = entry.value
                case "style": style = try presentationStyle(entry.value, e.key + ".style")
                case "fillsWindow": fills = try bool(entry.value, e.key + ".fillsWindow"); fillsNode = entry.keyNode
                default:
                    throw unknownKey(entry.key, entry.keyNode, e.key, allowed: ["controller", "style", "fillsWindow"])
                }
            }
            guard let controllerNode else { throw fail(v, e.key, "present needs a controller") }
            node = try hierarchy(controllerNode, e.key + ".controller")
        } else {
            node = try hierarchy(v, e.key)
        }
        for n in node.allNames { try known(n, v, e.key) }
        if fills != nil && style != .custom {
            throw fail(
                fillsNode, e.key + ".fillsWindow",
                "fillsWindow applies to style custom only (it stands for the presentation controller's shouldPresentInFullscreen)"
            )
        }
        var text = "present: \(node.name)"
        if style != .automatic || fills != nil {
            text += " (\(style.rawValue)\(fills == true ? ", fills window" : ""))"
        }
        return (.present(node, style: style, fillsWindow: fills ?? false), text)
    }

    func presentationStyle(_ node: Node, _ key: String) throws(Diagnostic) -> PresentationStyle {
        let s = try string(node, key)
        guard let style = PresentationStyle(rawValue: s) else {
            throw fail(
                node, key,
                "unknown presentation style '\(s)'; expected \(PresentationStyle.allCases.map(\.rawValue).joined(separator: ", "))"
            )
        }
        return style
    }

    func set(_ e: EventSource) throws(Diagnostic) -> (Event, String) {
        let v = try need(e)
        let es = try entries(v, e.key)
        guard let target = es.first(where: { $0.key == "controller" }) else {
            throw fail(v, e.key, "set needs a controller (a controller's name, delegate or sceneDelegate)")
        }
        let name = try string(target.value, e.key + ".controller")
        let rest = es.filter { $0.key != "controller" }
        if name == "delegate" || name == "sceneDelegate" {
            var mask: OrientationMask??
            for entry in rest {
                guard entry.key == "supportedInterfaceOrientations" else {
                    throw unknownKey(
                        entry.key, entry.keyNode, e.key, allowed: ["controller", "supportedInterfaceOrientations"])
                }
                mask = .some(isNull(entry.value) ? nil : try self.mask(entry.value, e.key + "." + entry.key))
            }
            guard let m = mask else { throw fail(v, e.key, "set \(name) needs supportedInterfaceOrientations") }
            let text = "set: \(name).supportedInterfaceOrientations = \(m?.displayName ?? "not implemented")"
            return (name == "delegate" ? .setAppDelegate(m) : .setSceneDelegate(m), text)
        }
        try known(name, target.value, e.key + ".controller")
        guard !rest.isEmpty else { throw fail(v, e.key, "set names no property of \(name)") }
        var patch = ControllerPatch()
        let kind = declared[name]?.kind ?? .viewController
        for entry in rest { try property(entry, into: &patch, kind: kind, parent: e.key) }
        let text = "set: " + rest.map { "\(name).\($0.key) = \(scalarText($0.value))" }.joined(separator: ", ")
        return (.set(controller: name, patch), text)
    }

    func setNeedsUpdate(_ e: EventSource) throws(Diagnostic) -> (Event, String) {
        guard let value = e.value else {
            return (
                .setNeedsUpdateOfSupportedInterfaceOrientations(nil), "setNeedsUpdateOfSupportedInterfaceOrientations()"
            )
        }
        let n = try controllerName(value, e.key)
        return (
            .setNeedsUpdateOfSupportedInterfaceOrientations(n), "\(n).setNeedsUpdateOfSupportedInterfaceOrientations()"
        )
    }

    func setWindowing(_ e: EventSource) throws(Diagnostic) -> (Event, String) {
        let v = try need(e)
        let w = try windowing(v, e.key)
        return (.setWindowing(w), "setWindowing: \(w.rawValue)")
    }

    func windowing(_ node: Node, _ key: String) throws(Diagnostic) -> Windowing {
        let s = try string(node, key)
        guard let w = Windowing(rawValue: s) else {
            throw fail(
                node, key,
                "unknown windowing '\(s)'; expected \(Windowing.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return w
    }

    func scalarText(_ node: Node) -> String {
        switch node {
        case .scalar(let s) where s.style == .alias: return "*alias"
        case .scalar(let s): return s.string.isEmpty ? "null" : s.string
        case .sequence(let seq): return "[" + seq.map(scalarText).joined(separator: ", ") + "]"
        case .mapping(let m):
            return "{" + m.map { "\($0.key.string ?? ""): \(scalarText($0.value))" }.joined(separator: ", ") + "}"
        }
    }
}
