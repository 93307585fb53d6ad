// The state UIKit keeps while an app runs, and the events that change it, one step at a time. The stages of a
// decision are in the files `EngineRun+…`, in the order UIKit decides: the device, the app, the controller
// UIKit asks (authority), then the events: launch, rotation, navigation, presentation, triggers, and the
// outcomes they share.

/// One run of a scenario: the state UIKit keeps between events, touched by this run's thread alone.
final class EngineRun {
    let scenario: Scenario
    let device: Device
    let os: OSVersion
    let sdk: OSVersion
    let quirks: Bool
    let choices: Choices

    var app: AppSpec
    var controllers: [String: ControllerSpec] { didSet { controllersChanged = true } }
    /// Facts of the Info.plist, which never changes while a scenario runs: computed once.
    var plistCache: (key: String?, list: [InterfaceOrientation])?
    var multitaskingCache: (value: Bool, rules: [String])?
    var hierarchy: Hierarchy {
        didSet {
            cachedVisible = nil
            hierarchyChanged = true
        }
    }
    /// Whether the tree or the controllers changed since the explorer last read or set them (EngineRun+Snapshot).
    var hierarchyChanged = false
    var controllersChanged = false
    let initialHierarchy: Hierarchy
    /// The controllers on screen, kept while the hierarchy does not change (a rotation asks for them every time).
    var cachedVisible: [String]?

    var running = false
    var deviceOrientation: DeviceOrientation = .portrait
    var lastUpright: DeviceOrientation = .portrait
    var systemLock = false
    var padLockedOrientation: InterfaceOrientation?
    var windowing: Windowing
    var interface: InterfaceOrientation?

    // What the current step collects.
    var rules: [String] = []
    var notes: [String] = []
    var log: [String] = []
    var callbacks: [String] = []
    var sceneError: SceneError?
    var exception: UIKitException?
    var rotated = false
    var tracing = true

    /// The last evaluation and the rules it used. It depends only on the hierarchy, the controllers' answers, the
    /// app's delegates and the windowing, so it stays valid across steps that change none of them (rotations,
    /// forced rotations, locks); `step` drops it before any other event.
    var cachedEvaluation: (evaluation: Evaluation, rules: [String])?

    let explain: Bool
    let collectsRules: Bool

    init(_ scenario: Scenario, explain: Bool = true, rules: Bool = true) {
        collectsRules = rules
        self.scenario = scenario
        self.explain = explain
        device = scenario.device
        os = uikitVersion(device: scenario.device, os: scenario.os)
        sdk = uikitVersion(device: scenario.device, os: scenario.sdk)
        quirks = scenario.quirks == .reported
        choices = scenario.choices
        app = scenario.app
        controllers = scenario.controllers
        let kinds = scenario.controllers.mapValues(\.kind)
        // A root that does not validate was rejected before; fall back to a bare root so nothing here can trap.
        let h = (try? Hierarchy(root: scenario.root, kinds: kinds)) ?? Hierarchy(bareRoot: scenario.root.name)
        hierarchy = h
        initialHierarchy = h
        windowing = scenario.windowing
    }

    /// The idiom the app runs with: an iPhone-only app on iPad runs as an iPhone app (R2.3).
    private(set) lazy var appIdiom: Idiom = app.deviceFamily.appIdiom(on: device.idiom)

    func runAll(onStep: ((StepResult) -> Void)? = nil) -> RunResult {
        var results: [StepResult] = []
        var warnings: [String] = []
        if !device.ran(scenario.os) && device.name != device.deviceClass.rawValue {
            warnings.append(
                "\(device.name) never ran \(device.idiom == .vision ? "visionOS" : "iOS") \(scenario.os); simulated anyway"
            )
        }
        if device.idiom == .phone && !app.deviceFamily.includesIPhone {
            warnings.append(
                "the app's UIDeviceFamily does not include iPhone (1); an iPad-only app cannot be installed on \(device.name); simulated as an iPhone app"
            )
        }
        results.reserveCapacity(scenario.steps.count)
        for (i, event) in scenario.steps.enumerated() {
            let result = step(i, event)
            onStep?(result)
            results.append(result)
            if exception != nil { return RunResult(steps: results, terminated: true, warnings: warnings) }
        }
        return RunResult(steps: results, terminated: false, warnings: warnings)
    }

    // MARK: - Trace

    func use(_ id: String) {
        // A step uses a handful of rules: a linear search beats hashing into a set.
        guard tracing, collectsRules, !rules.contains(id) else { return }
        assert(Behaviours.byID[id] != nil, "rule \(id) is not in the registry")
        rules.append(id)
    }

    func note(_ text: @autoclosure () -> String) { if tracing && explain { notes.append(text()) } }

    // MARK: - Steps

    func step(_ index: Int, _ event: Event) -> StepResult {
        rules = []; notes = []; log = []; callbacks = []
        sceneError = nil; exception = nil; rotated = false
        switch event {
        case .rotate, .setDeviceOrientationValue, .attemptRotationToDeviceOrientation, .requestGeometryUpdate,
            .setNeedsUpdateOfSupportedInterfaceOrientations, .orientationLock:
            break  // these change none of the evaluation's inputs
        default:
            cachedEvaluation = nil
        }
        var launchOrientation: InterfaceOrientation?
        do throws(StructureError) {
            switch event {
            case .launch(let d): launchOrientation = launch(d)
            case .rotate(let d): rotate(d)
            case .push(let c, let onto): try push(c, onto: onto)
            case .pop(let nav): try pop(nav)
            case .select(let s): try select(s)
            case .present(let node, let style, let fills): try present(node, style: style, fillsWindow: fills)
            case .dismiss: try dismiss()
            case .set(let name, let patch): set(name, patch)
            case .setAppDelegate(let m): setAppDelegate(m)
            case .setSceneDelegate(let m): setSceneDelegate(m)
            case .setNeedsUpdateOfSupportedInterfaceOrientations(let name): setNeedsUpdate(name)
            case .attemptRotationToDeviceOrientation: attemptRotation()
            case .requestGeometryUpdate(let m): requestGeometryUpdate(m)
            case .setDeviceOrientationValue(let o): uideviceHack(o)
            case .orientationLock(let on): orientationLock(on)
            case .setWindowing(let w): setWindowing(w)
            case .terminate: terminate()
            }
        } catch {
            note("step ignored: " + error.message)
        }
        return result(index, event, launchOrientation)
    }

    /// R4.4: a controller's or delegate's answer changes; UIKit reads it at the next evaluation.
    func set(_ name: String, _ patch: ControllerPatch) {
        if var c = controllers[name] { patch.apply(to: &c); controllers[name] = c }
        use("R4.4")
        note("\(name)'s answer changes; UIKit reads it at the next evaluation")
    }

    func setAppDelegate(_ m: OrientationMask?) {
        app.delegateSupportedInterfaceOrientations = m
        use("R4.4")
        note(
            "the app delegate's mask becomes \(m?.displayName ?? "not implemented"); UIKit reads it at the next evaluation"
        )
    }

    func setSceneDelegate(_ m: OrientationMask?) {
        app.sceneDelegateSupportedInterfaceOrientations = m
        use("R4.4")
    }

    func setWindowing(_ w: Windowing) {
        let wasResizable = running && sceneIsResizable
        windowing = w
        note(
            "the iPad's windowing becomes \(w.rawValue)"
                + (running && effectiveWindowing != w ? "; this app stays full screen" : ""))
        // R11.6b: back to full size, the masks apply again at once.
        if wasResizable && !sceneIsResizable && choices.backToFullSize == .reevaluates {
            use("R11.6b")
            reevaluate(towardDevice: true)
        }
    }

    func terminate() {
        running = false
        interface = nil
        app = scenario.app
        controllers = scenario.controllers
        hierarchy = initialHierarchy
        note("the app quits; a later launch starts from the scenario's initial state")
    }

    func result(_ index: Int, _ event: Event, _ launchOrientation: InterfaceOrientation?) -> StepResult {
        var masks: Masks?
        var authorityName: String?
        if running {
            tracing = false
            let ev = evaluate()
            tracing = true
            masks = Masks(
                app: ev.app.effective, controller: ev.controller?.effective, device: ev.hardware, allowed: ev.allowed)
            authorityName = ev.consulted ? ev.authority : nil
        }
        let crashedWhileRunning = exception != nil
        return StepResult(
            index: index, event: event,
            deviceOrientation: running || crashedWhileRunning ? deviceOrientation : nil,
            interfaceOrientation: running ? interface : nil,
            launchInterfaceOrientation: launchOrientation,
            interfaceOrientationLocked: systemLock || prefersLockInEffect,
            rotated: rotated, authority: authorityName, masks: masks, callbacks: callbacks, log: log,
            error: sceneError, exception: exception, rules: rules, notes: notes)
    }
}
