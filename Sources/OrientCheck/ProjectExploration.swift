import OrientOutput
import OrientEngine
import OrientFacts
import OrientProject

/// An app target's screens as the explorer's model (issue 16): the window's root and its children, each class's
/// answers on one idiom, and what each screen's code presents, pushes or asks of UIKit. Only what the code tells is
/// in it: an edge whose target class, children or presentation style is not known, a class whose answers are not
/// static, is left out and said in `leftOut`, never guessed.
public struct ProjectExploration: Sendable {
    public var model: ExplorationModel
    /// Where each transition's origin (`file:line`) is, for findings.
    public var places: [String: SourceLocation]
    public var leftOut: [String]
}

/// One model to explore: a target's root on one device class, at the versions its deployment target reaches.
public struct ProjectExplorationItem: Sendable {
    public var target: String
    public var device: DeviceClass
    public var versions: [OSVersion]
    public var exploration: ProjectExploration
}

extension ProjectExploration {
    /// Every app target's models, per device class it runs on, explored from its deployment target up to `os`.
    public static func all(scan: ProjectScan, facts: ProjectFacts, only: [String] = [], os: OSVersion, sdk: OSVersion?)
        -> (items: [ProjectExplorationItem], leftOut: [String])
    {
        var items: [ProjectExplorationItem] = []
        var leftOut: [String] = []
        for t in scan.apps where only.isEmpty || only.contains(t.name) {
            guard let tf = facts.targets.first(where: { $0.name == t.name && $0.project == t.project }) else {
                continue
            }
            let c = CheckContext(target: t, facts: tf, os: os, sdk: sdk ?? os)
            let versions = [c.deployment] + Explorer.versionBoundaries.filter { $0 > c.deployment && $0 <= os }
            for device in c.devices {
                let (models, left) = c.explorationModels(pad: device == .ipad)
                leftOut += left.map { "\(t.name): \($0)" }
                for m in models {
                    leftOut += m.leftOut.map { "\(t.name): \($0)" }
                    let ran = versions.filter(Device.representative(of: device).ran)
                    items.append(ProjectExplorationItem(target: t.name, device: device, versions: ran, exploration: m))
                }
            }
        }
        var seen = Set<String>()
        return (items, leftOut.filter { seen.insert($0).inserted })
    }

    /// The Info.plist keys the engine reads (the rest would only make emitted scenarios long).
    static let engineKeys = [
        InfoPlistKey.supportedInterfaceOrientations, .requiresFullScreen, .deviceFamily, .launchStoryboardName,
        .launchScreen, .preferredDefaultInterfaceOrientation
    ].map { $0.name() }
}

extension CheckContext {
    /// One model per window root the code sets (or the main storyboard's initial controller), for one idiom.
    /// Empty when the app's own mask is not known: every decision would depend on it.
    public func explorationModels(pad: Bool) -> (models: [ProjectExploration], leftOut: [String]) {
        var app = target.appSpec
        app.plist = app.plist.filter { key, _ in ProjectExploration.engineKeys.contains { key.hasPrefix($0) } }
        var lockSets: [ModelBuilder.LockSet] = []
        if let d = facts.delegates.first(where: {
            $0.kind == .application && $0.member == .supportedInterfaceOrientations
        }) {
            if let m = CheckContext.mask(delegateValue(d), pad: pad) {
                app.delegateSupportedInterfaceOrientations = m
            } else if let lock = lock(CheckContext.side(d.value, pad: pad), pad: pad) {
                app.delegateSupportedInterfaceOrientations = lock.initial
                lockSets = lock.sets
            } else {
                return ([], ["the app delegate's supportedInterfaceOrientationsFor answer is not known"])
            }
        }
        var roots: [(name: String, place: SourceLocation)] = []
        for r in facts.windowRoots where r.context.idiom.runs(onPad: pad) {
            if let c = r.controller, !roots.contains(where: { $0.name == c }) { roots.append((c, r.location)) }
        }
        var out: [ProjectExploration] = []
        var leftOut: [String] = []
        for root in roots {
            var b = ModelBuilder(context: self, pad: pad)
            b.lockSets = lockSets
            guard let node = b.node(root.name, at: root.place) else {
                leftOut += b.leftOut + ["the window root \(root.name) at \(root.place) is not known enough to explore"]
                continue
            }
            b.addTransitions()
            let scenario = Scenario(
                device: .representative(of: pad ? .ipad : .iphoneHomeButton), os: os, sdk: sdk, choices: choices,
                app: app, controllers: b.specs, root: node, steps: [])
            out.append(
                ProjectExploration(
                    model: ExplorationModel(
                        scenario: scenario, sdk: sdk, transitions: b.transitions, onDisappear: b.disappear),
                    places: b.places,
                    leftOut: b.leftOut))
        }
        return (out, leftOut)
    }
}

extension CheckContext {
    /// The side of a value UIKit sees on one idiom.
    static func side(_ v: Value, pad: Bool) -> Value {
        if case .idiom(let p, let o) = v { return side(pad ? p : o, pad: pad) }
        return v
    }

    /// The app delegate returns a variable the screens change (seed 000's lock): its first value (the
    /// declaration's, or what launching sets, R4.2) and every later change, each a static mask on this idiom; nil
    /// when any of them is not known.
    func lock(_ value: Value, pad: Bool) -> (initial: OrientationMask, sets: [ModelBuilder.LockSet])? {
        guard case .dynamic(let name) = value else { return nil }
        let variable = CheckContext.lastName(name)
        let all = facts.assignments.filter { CheckContext.lastName($0.variable) == variable }
        let atLaunch = all.filter { CheckContext.isLaunch($0.context.inMember) }
        let declared = facts.files.lazy.compactMap { $0.maskInitialValues[variable] }.first
        guard let first = atLaunch.last?.value ?? declared, let initial = CheckContext.mask(first, pad: pad) else {
            return nil
        }
        var sets: [ModelBuilder.LockSet] = []
        for a in all where !CheckContext.isLaunch(a.context.inMember) {
            guard a.context.idiom.runs(onPad: pad) else { continue }
            guard let m = CheckContext.mask(a.value, pad: pad) else { return nil }
            sets.append(ModelBuilder.LockSet(context: a.context, mask: m, place: a.location))
        }
        return (initial, sets)
    }
}

/// Walks from a root through containers, presentations and pushes, adding each class it can tell all about.
struct ModelBuilder {
    /// A change of the app delegate's lock, where the code makes it.
    struct LockSet {
        var context: CallContext
        var mask: OrientationMask
        var place: SourceLocation
    }

    let context: CheckContext
    let pad: Bool
    var lockSets: [LockSet] = []
    /// What each class's viewWillDisappear/viewDidDisappear does (after going back from it).
    var disappear: [String: [Event]] = [:]
    var specs: [String: ControllerSpec] = [:]
    var transitions: [String: [Transition]] = [:]
    var places: [String: SourceLocation] = [:]
    var leftOut: [String] = []
    /// Classes whose transitions are still to be read.
    var pending: [String] = []
    var failed: Set<String> = []

    init(context: CheckContext, pad: Bool) { self.context = context; self.pad = pad }

    /// A controller class and, for a container, its children (those built at `place`, or its only ones).
    mutating func node(_ cls: String, at place: SourceLocation) -> HierarchyNode? {
        guard let spec = spec(cls) else { return nil }
        guard spec.kind.isContainer else { return HierarchyNode(cls) }
        let edges = context.containments.filter { $0.container == cls }
        let here = edges.filter { $0.place.file == place.file && abs(($0.place.line ?? 0) - (place.line ?? 0)) <= 3 }
        let children = here.isEmpty && Set(edges.map(\.child)).count == 1 ? [edges[0]] : here
        guard !children.isEmpty else {
            leftOut.append("the children of \(cls) at \(place) are not known")
            return nil
        }
        // One instance per class: a plain UIKit container is named for its first child.
        let name = UIKitClasses.controllers[cls] != nil ? "\(cls)(\(children[0].child))" : cls
        var kids: [HierarchyNode] = []
        for c in children {
            guard let k = node(c.child, at: c.place) else { return nil }
            kids.append(k)
        }
        if name != cls { var s = spec; s.name = name; specs[name] = s }
        return HierarchyNode(name, kids)
    }

    /// A class's answers on this idiom; nil (and said once) when one of them is not static.
    mutating func spec(_ cls: String) -> ControllerSpec? {
        if let s = specs[cls] { return s }
        if failed.contains(cls) { return nil }
        func fail(_ why: String) -> ControllerSpec? {
            failed.insert(cls)
            leftOut.append("\(cls): \(why)")
            return nil
        }
        guard !context.isUnknownClass(cls), let kind = context.controllerKind(cls) else {
            return fail("defined outside the repository")
        }
        var s = ControllerSpec(name: cls, kind: kind, className: cls)
        let declares = context.member(.supportedInterfaceOrientations, of: cls) != nil
        var forwards = false
        if kind.isContainer {
            guard let f = context.forwards(cls) else { return fail("whether it asks its children is not known") }
            forwards = f
        }
        // A container that forwards its mask forwards shouldAutorotate and the preference only where its code
        // says so: the engine's forwardsToChild covers all three, a delegate's answer the mask (and preference).
        func forwarded(_ m: Member) -> Bool {
            if case .forward? = context.member(m, of: cls)?.fact.value { return true }
            return false
        }
        if forwards && forwarded(.shouldAutorotate) {
            s.forwardsToChild = true
        } else if forwards {
            s.delegate = ContainerDelegate(
                supported: .child, preferred: forwarded(.preferredInterfaceOrientationForPresentation) ? .child : nil)
        }
        if s.forwardsToChild || s.delegate != nil {
            // answered by the children
        } else if declares || !kind.isContainer {
            guard let m = context.staticMask(of: cls, pad: pad) else {
                return fail("its supportedInterfaceOrientations is not known")
            }
            if declares { s.supportedInterfaceOrientations = m }
        }
        if let p = context.member(.preferredInterfaceOrientationForPresentation, of: cls),
            !forwarded(.preferredInterfaceOrientationForPresentation)
        {
            guard case .orientation(let o)? = p.fact.value else {
                return fail("its preferredInterfaceOrientationForPresentation is not known")
            }
            s.preferredInterfaceOrientationForPresentation = o
        }
        for (member, path) in [
            (Member.shouldAutorotate, \ControllerSpec.shouldAutorotate),
            (.prefersInterfaceOrientationLocked, \ControllerSpec.prefersInterfaceOrientationLocked)
        ] {
            guard let m = context.member(member, of: cls), !(s.forwardsToChild && forwarded(member)) else { continue }
            guard case .bool(let b)? = m.fact.value else { return fail("its \(member.rawValue) is not known") }
            s[keyPath: path] = b
        }
        specs[cls] = s
        pending.append(cls)
        return s
    }
}
