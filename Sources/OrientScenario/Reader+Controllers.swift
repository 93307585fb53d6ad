import OrientEngine
import OrientOutput

// Controllers, their properties (also those a `set` step changes), and hierarchies.
extension Reader {
    static let controllerKeys = [
        "kind", "class", "supportedInterfaceOrientations", "preferredInterfaceOrientationForPresentation",
        "shouldAutorotate", "prefersInterfaceOrientationLocked", "shouldAutorotateToInterfaceOrientation",
        "implements", "forwardsToChild", "delegate"
    ]
    static let reserved: Set<String> = ["delegate", "sceneDelegate"]

    mutating func controllers(_ node: Node) throws(Diagnostic) {
        for e in try entries(node, "controllers") {
            let key = "controllers." + e.key
            guard !Reader.reserved.contains(e.key) else {
                throw fail(
                    e.keyNode, key, "'\(e.key)' is reserved (set: { controller: \(e.key) } names the app's \(e.key))")
            }
            var kind = ControllerKind.viewController
            var className: String?
            let props = isNull(e.value) ? [] : try entries(e.value, key)
            for p in props {
                if p.key == "kind" {
                    let s = try string(p.value, key + ".kind")
                    guard let k = ControllerKind(rawValue: s) else {
                        throw fail(
                            p.value, key + ".kind",
                            "unknown kind '\(s)'; expected \(ControllerKind.allCases.map(\.rawValue).joined(separator: ", "))"
                        )
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
    func property(
        _ p: (key: String, keyNode: Node, value: Node), into patch: inout ControllerPatch, kind: ControllerKind,
        parent parentText: String
    ) throws(Diagnostic) {
        let key = parentText + "." + p.key
        let null = isNull(p.value)
        switch p.key {
        case "supportedInterfaceOrientations":
            patch.supportedInterfaceOrientations = .some(null ? nil : try mask(p.value, key))
        case "preferredInterfaceOrientationForPresentation":
            patch.preferredInterfaceOrientationForPresentation = .some(
                null ? nil : try interfaceOrientation(p.value, key, allowUnknown: true))
        case "shouldAutorotate":
            if null { patch.shouldAutorotate = .some(nil); patch.shouldAutorotateReturnsMask = .some(nil); return }
            if case .scalar(let s) = p.value,
                ["true", "false", "yes", "no", "True", "False", "YES", "NO"].contains(s.string)
            {
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
                guard case .sequence(let seq) = p.value else {
                    throw fail(p.value, key, "expected a list of callbacks")
                }
                for (i, item) in seq.enumerated() {
                    let s = try string(item, "\(key)[\(i)]")
                    guard let cb = RotationCallback(rawValue: s) else {
                        throw fail(
                            item, "\(key)[\(i)]",
                            "unknown callback '\(s)'; expected \(RotationCallback.allCases.map(\.rawValue).joined(separator: ", "))"
                        )
                    }
                    set.insert(cb)
                }
            }
            patch.implements = set
        case "forwardsToChild":
            guard kind.isContainer else {
                throw fail(
                    p.keyNode, key,
                    "forwardsToChild applies to a container (navigationController, tabBarController, splitViewController, pageViewController)"
                )
            }
            patch.forwardsToChild = try bool(p.value, key)
        case "delegate":
            guard kind.isContainer else {
                throw fail(
                    p.keyNode, key,
                    "a delegate applies to a container (navigationController, tabBarController, splitViewController, pageViewController)"
                )
            }
            if null { patch.delegate = .some(nil); return }
            var d = ContainerDelegate()
            for e in try entries(p.value, key) {
                let k = key + "." + e.key
                let childWords = ["topViewController", "selectedViewController", "visibleViewController"]
                switch e.key {
                case "supportedInterfaceOrientations":
                    if case .scalar(let s) = e.value, childWords.contains(s.string) {
                        d.supportedInterfaceOrientations = .child
                    } else {
                        d.supportedInterfaceOrientations = .value(try mask(e.value, k))
                    }
                case "preferredInterfaceOrientationForPresentation":
                    if case .scalar(let s) = e.value, childWords.contains(s.string) {
                        d.preferredInterfaceOrientationForPresentation = .child
                    } else {
                        d.preferredInterfaceOrientationForPresentation = .value(
                            try interfaceOrientation(e.value, k, allowUnknown: true))
                    }
                default:
                    throw unknownKey(
                        e.key, e.keyNode, key,
                        allowed: ["supportedInterfaceOrientations", "preferredInterfaceOrientationForPresentation"])
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

    func hierarchy(_ node: Node, _ key: String) throws(Diagnostic) -> HierarchyNode {
        switch node {
        case .scalar:
            let name = try string(node, key)
            if let spec = declared[name], spec.kind.isContainer {
                return HierarchyNode(name)  // an empty container: children come by push
            }
            return HierarchyNode(name)
        case .mapping:
            let es = try entries(node, key)
            guard es.count == 1, let e = es.first else {
                throw fail(
                    node, key, "a container is a one-key map from its name to its children, e.g. { Nav: [List] }")
            }
            guard declared[e.key] != nil || namesFromProject else {
                throw fail(
                    e.keyNode, key,
                    "unknown controller '\(e.key)'; a controller with children must be declared under controllers with its kind"
                )
            }
            guard case .sequence(let seq) = e.value else {
                throw fail(e.value, key + "." + e.key, "expected the list of \(e.key)'s children")
            }
            var kids: [HierarchyNode] = []
            for (i, item) in seq.enumerated() { kids.append(try hierarchy(item, "\(key).\(e.key)[\(i)]")) }
            return HierarchyNode(e.key, kids)
        default:
            throw fail(node, key, "expected a controller name or a one-key map from a container to its children")
        }
    }

    /// A name used by a step must be declared, or appear in the root hierarchy.
    func known(_ name: String, _ node: Node, _ key: String) throws(Diagnostic) {
        guard declared[name] != nil || namesFromProject else {
            let names = declared.keys.sorted()
            let near = names.min { editDistance($0, name) < editDistance($1, name) }
            let hint = near.flatMap { editDistance($0, name) <= 2 ? " (did you mean '\($0)'?)" : nil } ?? ""
            throw fail(node, key, "unknown controller '\(name)'\(hint)")
        }
    }
}
