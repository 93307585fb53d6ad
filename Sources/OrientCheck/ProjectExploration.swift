import OrientOutput
import OrientEngine
import OrientFacts
import OrientProject
import OrientScenario

/// An app target's screens as the explorer's model (issue 16): the window's root and its children, each class's
/// answers on one idiom, and what each screen's code presents, pushes or asks of UIKit. Only what the code tells is
/// in it: an edge whose target class, children or presentation style is not known, a class whose answers are not
/// static, is left out and said in `leftOut`, never guessed.
public struct ProjectExploration: Sendable {
    public var model: ExplorationModel
    /// Where each transition's origin (`file:line`) is, for findings.
    public var places: [String: SourceLocation]
    public var leftOut: [String]
    /// What the model assumed of a value the code gives one of a few of (the app delegate's answer), when it did:
    /// a conclusion from it holds for that possibility only.
    public var assumption: String?
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
    public static func all(
        scan: ProjectScan, facts: ProjectFacts, only: [String] = [], os: OSVersion, sdk: OSVersion?,
        hints: HintFile? = nil, alternatives: Bool = false
    ) -> (items: [ProjectExplorationItem], leftOut: [String]) {
        var items: [ProjectExplorationItem] = []
        var leftOut: [String] = []
        for t in scan.apps where only.isEmpty || only.contains(t.name) {
            guard let tf = facts.targets.first(where: { $0.name == t.name && $0.project == t.project }) else {
                continue
            }
            let c = CheckContext(target: t, facts: tf, os: os, sdk: sdk ?? os, hints: hints)
            let versions = [c.deployment] + Explorer.versionBoundaries.filter { $0 > c.deployment && $0 <= os }
            let before = items.count
            defer {
                // Every target without a model says why.
                if items.count == before && !leftOut.contains(where: { $0.hasPrefix(t.name + ": ") }) {
                    leftOut.append("\(t.name): no window root on any device it runs on")
                }
            }
            for device in c.devices {
                let (models, left) = c.explorationModels(pad: device == .ipad, alternatives: alternatives)
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

    /// One app target's model for a window root on one device class, read from the project as it is now: what
    /// `orient simulate` replays a project's emitted path against (issue 29). An error says what is not there.
    public static func replayModel(
        scan: ProjectScan, facts: ProjectFacts, target: String?, device: DeviceClass, root rootNode: HierarchyNode,
        os: OSVersion, hints: HintFile? = nil
    ) -> Result<ExplorationModel, ReplayError> {
        let root = rootNode.name
        let apps = scan.apps.filter { target == nil || $0.name == target }
        guard let t = apps.first, apps.count == 1 || target != nil else {
            let names = scan.apps.map(\.name).joined(separator: ", ")
            return .failure(
                ReplayError(
                    target == nil
                        ? "the project has several app targets (\(names)): name one with `target:`"
                        : "the project has no app target \(target ?? "") (it has: \(names.isEmpty ? "none" : names))"))
        }
        guard let tf = facts.targets.first(where: { $0.name == t.name && $0.project == t.project }) else {
            return .failure(ReplayError("the code of \(t.name) could not be read"))
        }
        let c = CheckContext(target: t, facts: tf, os: os, sdk: os, hints: hints)
        let (models, leftOut) = c.explorationModels(pad: device == .ipad, alternatives: true)
        guard
            let m = models.first(where: { $0.model.scenario.root == rootNode })
                ?? models.first(where: { $0.model.scenario.root.name == root })
        else {
            let roots = models.map(\.model.scenario.root.name)
            return .failure(
                ReplayError(
                    "\(t.name) has no window root \(root) on \(device.rawValue) now"
                        + (roots.isEmpty
                            ? (leftOut.first.map { " (\($0))" } ?? "")
                            : " (its roots: \(roots.joined(separator: ", ")))")))
        }
        return .success(m.model)
    }

    public struct ReplayError: Error, Sendable {
        public var message: String
        init(_ message: String) { self.message = message }
    }

    /// The Info.plist keys the engine reads (the rest would only make emitted scenarios long).
    static let engineKeys = [
        InfoPlistKey.supportedInterfaceOrientations, .requiresFullScreen, .deviceFamily, .launchStoryboardName,
        .launchScreen, .preferredDefaultInterfaceOrientation
    ].map { $0.name() }
}

extension CheckContext {
    /// One model per window root (`explorationRoots`), for one idiom. When the app delegate's answer is not one
    /// mask but one of a few (`possibleMasks`), one model per answer, each saying what it assumed. Empty, with
    /// why, when the app's own mask is not known: every decision would depend on it.
    public func explorationModels(pad: Bool, alternatives: Bool = false) -> (
        models: [ProjectExploration], leftOut: [String]
    ) {
        var app = target.appSpec
        app.plist = app.plist.filter { key, _ in ProjectExploration.engineKeys.contains { key.hasPrefix($0) } }
        var lockSets: [ModelBuilder.LockSet] = []
        var assumptions: [(mask: OrientationMask?, note: String?)] = [(nil, nil)]
        if let d = appDelegateMask {
            if let m = CheckContext.mask(delegateValue(d), pad: pad) {
                app.delegateSupportedInterfaceOrientations = m
            } else if let lock = lock(CheckContext.side(d.value, pad: pad), pad: pad) {
                app.delegateSupportedInterfaceOrientations = lock.initial
                lockSets = lock.sets
            } else if case .oneOf(let masks) = possibleMasks(delegateValue(d), pad: pad), (1...4).contains(masks.count)
            {
                assumptions = masks.sorted { $0.rawValue < $1.rawValue }.map {
                    (
                        $0,
                        "assuming the app delegate's supportedInterfaceOrientationsFor (\(d.location)) answers \($0.displayName), one of the \(masks.count) answers its code can give"
                    )
                }
            } else {
                return (
                    [], ["the app delegate's supportedInterfaceOrientationsFor answer (\(d.location)) is not known"]
                )
            }
        }
        let (roots, rootsLeftOut) = explorationRoots(pad: pad)
        var out: [ProjectExploration] = []
        var leftOut = rootsLeftOut
        for assumption in assumptions {
            if let m = assumption.mask { app.delegateSupportedInterfaceOrientations = m }
            for root in roots {
                for flutter in flutterAssumptions {
                    var b = ModelBuilder(context: self, pad: pad)
                    b.flutterMask = flutter.mask
                    b.lockSets = lockSets
                    b.hostsSwiftUI = root.swiftUIApp
                    b.alternatives = alternatives
                    var rootNode = root.scene.map({ b.node(scene: $0) }) ?? b.node(root.name, at: root.place)
                    if let e = root.embedded, let host = rootNode {
                        rootNode = b.node(e.container, at: e.place).map { HierarchyNode(host.name, [$0]) }
                    }
                    guard let node = rootNode else {
                        leftOut +=
                            b.leftOut + ["the window root \(root.name) at \(root.place) is not known enough to explore"]
                        continue
                    }
                    b.addTransitions()
                    let scenario = Scenario(
                        device: .representative(of: pad ? .ipad : .iphoneHomeButton), os: os, sdk: sdk,
                        choices: choices,
                        app: app, controllers: b.specs, root: node, steps: [])
                    var model = ExplorationModel(
                        scenario: scenario, sdk: sdk, transitions: b.transitions, onDisappear: b.disappear)
                    model.unreachableNeedsDeclaration = true
                    out.append(
                        ProjectExploration(
                            model: model,
                            places: b.places,
                            leftOut: b.leftOut,
                            assumption: [assumption.note, root.assumption, flutter.note].compactMap { $0 }
                                .joined(separator: "; ")
                                .nilIfEmpty))
                }
            }
        }
        return (out, leftOut)
    }

    /// A Flutter app's root answers what Dart set last (issue 31): one model per mask it can answer (up to six),
    /// each saying which call it assumed; none to assume for another app.
    var flutterAssumptions: [(mask: OrientationMask?, note: String?)] {
        guard target.flutterApp != nil, let masks = flutterRootMasks.values, (1...6).contains(masks.count) else {
            return [(nil, nil)]
        }
        return masks.sorted { $0.rawValue < $1.rawValue }.map { mask in
            let call = flutterLocks.first { $0.masks.values?.contains(mask) ?? false }
            let said =
                call.map { "Dart's last setPreferredOrientations set \(mask.displayName) (\($0.location))" }
                ?? "FlutterViewController keeps its default, \(mask.displayName), before Dart sets any"
            return (
                mask, "assuming \(said)" + (masks.count == 1 ? "" : ", one of the \(masks.count) masks it can answer")
            )
        }
    }
}

extension String {
    fileprivate var nilIfEmpty: String? { isEmpty ? nil : self }
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
            // Set in a helper from its parameter (`func lockOrientation(_ o:) { lock = o }`): each caller that
            // passes a mask sets the lock, where it calls the helper (Pocket's reader).
            if let parameter = a.parameter {
                let calls = facts.maskArguments.filter(parameter.isFilled)
                guard !calls.isEmpty else { return nil }
                for c in calls where c.context.idiom.runs(onPad: pad) {
                    guard c.forwarded == nil, let m = CheckContext.mask(c.value, pad: pad) else { return nil }
                    sets.append(ModelBuilder.LockSet(context: c.context, mask: m, place: c.location))
                }
                continue
            }
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
    /// What a Flutter app's FlutterViewController answers in this model (`flutterAssumptions`).
    var flutterMask: OrientationMask?
    /// What each class's viewWillDisappear/viewDidDisappear does (after going back from it).
    var disappear: [String: [Event]] = [:]
    var specs: [String: ControllerSpec] = [:]
    var transitions: [String: [Transition]] = [:]
    var places: [String: SourceLocation] = [:]
    var leftOut: [String] = []
    /// Classes whose transitions are still to be read.
    var pending: [String] = []
    var failed: Set<String> = []
    /// The storyboards of the target, by file.
    let storyboards: [String: StoryboardFacts]
    /// The root is a SwiftUI app's hosting controller: what the app's views do is done on it.
    var hostsSwiftUI = false
    /// A container built with different children in different places is presented once per way it is built
    /// (`orient explore`), instead of with a stand-in child (`orient check`, which reports only what holds).
    var alternatives = false

    init(context: CheckContext, pad: Bool) {
        self.context = context
        self.pad = pad
        var boards: [String: StoryboardFacts] = [:]
        for f in context.facts.files { if let s = f.storyboard { boards[f.path] = s } }
        storyboards = boards
        structures = Set(context.facts.files.flatMap(\.types).filter { $0.kind == .structure }.map(\.name))
    }

    /// Structures and enums of the target: in a SwiftUI app, its views.
    let structures: Set<String>

    /// Whether code in `type` is code of the class `cls` for the model: its own, or a SwiftUI view's when `cls` is
    /// the hosting controller at the root of a SwiftUI app.
    func runs(_ type: String?, in cls: String) -> Bool {
        guard let type else { return false }
        return type == cls || (hostsSwiftUI && cls == "UIHostingController" && structures.contains(type))
    }

    /// A controller class and, for a container, its children (those built at `place`, or its only ones).
    /// `inside`: the containers around it, so that one that contains itself (two classes set as each other's
    /// root) ends as not known instead of recursing for ever.
    mutating func node(_ cls: String, at place: SourceLocation, inside: [String] = []) -> HierarchyNode? {
        guard !inside.contains(cls), inside.count < ModelBuilder.sceneDepth else {
            leftOut.append("\(cls): contains itself (\((inside + [cls]).joined(separator: " > ")))")
            return nil
        }
        guard let spec = spec(cls) else { return nil }
        guard spec.kind.isContainer else { return HierarchyNode(cls) }
        let edges = context.containments.filter { $0.container == cls }
        let here = edges.filter { $0.place.file == place.file && abs(($0.place.line ?? 0) - (place.line ?? 0)) <= 3 }
        let children = here.isEmpty && Set(edges.map(\.child)).count == 1 ? [edges[0]] : here
        guard !children.isEmpty else { return childless(cls, spec: spec, at: place) }
        var kids: [HierarchyNode] = []
        for c in children {
            guard let k = node(c.child, at: c.place, inside: inside + [cls]) else { return nil }
            kids.append(k)
        }
        return container(cls, spec: spec, kids)
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
        } else if let m = flutterMask, context.isFlutterRoot(cls) {
            s.supportedInterfaceOrientations = m
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
