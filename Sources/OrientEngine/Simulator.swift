// Runs a scenario through the model. Each decision records the rules that made it (see Rules.swift).

public enum Simulator {
    /// Checks that every step makes sense structurally (push needs a navigation controller, …) without
    /// simulating orientation. Returns the index of the first bad step and why.
    public static func validate(_ scenario: Scenario) -> (step: Int?, message: String)? {
        let kinds = scenario.controllers.mapValues(\.kind)
        var hierarchy: Hierarchy
        do { hierarchy = try Hierarchy(root: scenario.root, kinds: kinds) } catch { return (nil, "root: " + error.message) }
        let initial = hierarchy
        var running = false
        for (i, event) in scenario.steps.enumerated() {
            do {
                switch event {
                case .launch:
                    if running { return (i, "launch: the app is already running; add a terminate step first") }
                    running = true
                    hierarchy = initial
                    continue
                case .terminate:
                    if !running { return (i, "terminate: the app is not running") }
                    running = false
                    continue
                case .setWindowing:
                    if scenario.device.idiom != .pad { return (i, "setWindowing: windowing applies to an iPad only; the device is \(scenario.device.name)") }
                    continue
                case .rotate, .orientationLock:
                    continue
                default:
                    if !running { return (i, "this step needs the running app; the first step that runs the app is launch") }
                }
                switch event {
                case .push(let c, let onto): try hierarchy.push(c, onto: onto)
                case .pop(let nav): try hierarchy.pop(nav)
                case .select(let s): try hierarchy.select(s)
                case .present(let node, let style, _):
                    try hierarchy.present(node, Presentation(controller: node.name, requestedStyle: style, style: style,
                                                             fillsWindow: false, presenter: hierarchy.topController))
                case .dismiss: _ = try hierarchy.dismiss()
                case .set(let c, _):
                    if scenario.controllers[c] == nil { return (i, "set: unknown controller '\(c)'") }
                case .setNeedsUpdateOfSupportedInterfaceOrientations(let c?):
                    if scenario.controllers[c] == nil { return (i, "setNeedsUpdateOfSupportedInterfaceOrientations: unknown controller '\(c)'") }
                default: break
                }
            } catch {
                return (i, error.message)
            }
        }
        return nil
    }

    /// Runs every step (until a UIKit exception ends the app). Call `validate` first: a step that does not make
    /// sense structurally is reported in the step's notes and otherwise ignored here.
    /// `explain` adds Orient's notes (why, in words) to every step; building them costs time on long runs.
    /// `rules: false` leaves every step's `rules` empty, for a report that does not show them.
    /// `onStep` hears each step's result as soon as it is known (a report can be written while the run goes on).
    public static func run(_ scenario: Scenario, explain: Bool = true, rules: Bool = true, onStep: ((StepResult) -> Void)? = nil) -> RunResult {
        let run = EngineRun(scenario, explain: explain, rules: rules)
        return run.runAll(onStep: onStep)
    }
}

/// The iOS release whose UIKit rules apply (visionOS runs iPad/iPhone apps with iOS-era UIKit, rule O4).
func uikitVersion(device: Device, os: OSVersion) -> OSVersion {
    guard device.idiom == .vision else { return os }
    switch os.major {
    case 1: return OSVersion(17, os.minor, os.patch)
    case 2: return OSVersion(18, os.minor, os.patch)
    default: return os
    }
}

/// One run of a scenario: the state UIKit keeps between events, touched by this run's thread alone.
final class EngineRun {
    let scenario: Scenario
    let device: Device
    let os: OSVersion
    let sdk: OSVersion
    let quirks: Bool
    let choices: Choices

    var app: AppSpec
    var controllers: [String: ControllerSpec]
    /// Facts of the Info.plist, which never changes while a scenario runs: computed once.
    private var plistCache: (key: String?, list: [InterfaceOrientation])?
    private var multitaskingCache: (value: Bool, rules: [String])?
    var hierarchy: Hierarchy { didSet { cachedVisible = nil } }
    let initialHierarchy: Hierarchy
    /// The controllers on screen, kept while the hierarchy does not change (a rotation asks for them every time).
    private var cachedVisible: [String]?

    var running = false
    var deviceOrientation: DeviceOrientation = .portrait
    var lastUpright: DeviceOrientation = .portrait
    var systemLock = false
    var padLockedOrientation: InterfaceOrientation?
    var windowing: Windowing
    var interface: InterfaceOrientation?

    // What the current step collects.
    var rules: [String] = []
    private var notes: [String] = []
    private var log: [String] = []
    private var callbacks: [String] = []
    private var sceneError: SceneError?
    private var exception: UIKitException?
    private var rotated = false
    private var tracing = true

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

    func runAll(onStep: ((StepResult) -> Void)? = nil) -> RunResult {
        var results: [StepResult] = []
        var warnings: [String] = []
        if !device.ran(scenario.os) && device.name != device.deviceClass.rawValue {
            warnings.append("\(device.name) never ran \(device.idiom == .vision ? "visionOS" : "iOS") \(scenario.os); simulated anyway")
        }
        if device.idiom == .phone && !app.deviceFamily.contains(1) {
            warnings.append("the app's UIDeviceFamily does not include iPhone (1); an iPad-only app cannot be installed on \(device.name); simulated as an iPhone app")
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

    private func use(_ id: String) {
        // A step uses a handful of rules: a linear search beats hashing into a set.
        guard tracing, collectsRules, !rules.contains(id) else { return }
        assert(Rules.byID[id] != nil, "rule \(id) is not in the registry")
        rules.append(id)
    }

    private func note(_ text: @autoclosure () -> String) { if tracing && explain { notes.append(text()) } }

    // MARK: - Layer 1: the device (R2)

    private(set) lazy var appIdiom: Idiom = {
        let family = app.deviceFamily
        switch device.idiom {
        case .pad, .vision: return family.contains(2) ? .pad : .phone
        case .phone: return .phone
        }
    }()

    var hardwareMask: OrientationMask {
        if device.deviceClass == .iphoneFaceID { use("R2.2") }
        return device.hardwareMask
    }

    /// R2.3: an app whose UIDeviceFamily lacks the device's idiom runs with the other idiom's rules.
    var inCompatibilityMode: Bool { device.idiom == .pad && appIdiom == .phone }

    func idiomDefault() -> OrientationMask {
        if inCompatibilityMode { use("R2.3") }
        return appIdiom == .pad ? .all : .allButUpsideDown
    }

    // MARK: - Layer 2: the app (R3, R4, R11)

    /// The orientation key UIKit reads on this device and its orientations in listed order (R3.2).
    func plistOrientations() -> (key: String?, list: [InterfaceOrientation]) {
        if let cached = plistCache { return cached }
        let computed = readPlistOrientations()
        plistCache = computed
        return computed
    }

    private func readPlistOrientations() -> (key: String?, list: [InterfaceOrientation]) {
        var keys: [String]
        switch appIdiom {
        case .pad: keys = ["UISupportedInterfaceOrientations~ipad"]
        default: keys = device.isIPod ? ["UISupportedInterfaceOrientations~ipod", "UISupportedInterfaceOrientations~iphone"]
                                      : ["UISupportedInterfaceOrientations~iphone"]
        }
        keys.append("UISupportedInterfaceOrientations")
        for key in keys {
            guard let value = app.plist[key] else { continue }
            let items: [PlistValue]
            if case .array(let a) = value { items = a } else { items = [value] }
            var list: [InterfaceOrientation] = []
            for item in items {
                if let s = item.stringValue, let o = InterfaceOrientation(name: s), !list.contains(o) { list.append(o) }
            }
            return (key, list)
        }
        return (nil, [])
    }

    func plistMask() -> OrientationMask {
        if inCompatibilityMode { use("R2.3") }
        let (key, list) = plistOrientations()
        guard let key else {
            use("R3.4")
            return idiomDefault()
        }
        if key != "UISupportedInterfaceOrientations" { use("R3.2") }
        if list.isEmpty {
            use("R3.4a")
            return choices.emptyPlistArray == .idiomDefault ? idiomDefault() : .empty
        }
        return OrientationMask(orientations: list)
    }

    func appMask(afterLaunch: Bool) -> OrientationMask {
        if os.major >= 27, sdk.major >= 27, let m = app.sceneDelegateSupportedInterfaceOrientations {
            use("R4.5")
            return m
        }
        if let m = app.delegateSupportedInterfaceOrientations, os.major >= 6 {
            use("R4.2")
            if afterLaunch { use("R4.1"); return m }
        }
        return plistMask()
    }

    func plistBool(_ key: String) -> Bool {
        (app.plist[key + "~ipad"] ?? app.plist[key])?.boolValue ?? false
    }

    var hasLaunchScreen: Bool {
        for key in ["UILaunchStoryboardName~ipad", "UILaunchStoryboardName"] {
            if let name = app.plist[key]?.stringValue, !name.isEmpty { return true }
        }
        if os.major >= 14, app.plist["UILaunchScreen~ipad"] != nil || app.plist["UILaunchScreen"] != nil { return true }
        return false
    }

    /// `UIRequiresFullScreen` as UIKit honours it on this OS and SDK (R11.2, R11.5, R11.7).
    var requiresFullScreen: Bool {
        guard plistBool("UIRequiresFullScreen") else { return false }
        if os.major >= 27 && sdk.major >= 27 { use("R11.7"); return false }
        if os >= OSVersion(26, 2),
           let from = app.plist["UIRequiresFullScreenIgnoredStartingWithVersion"]?.stringValue.flatMap(OSVersion.init),
           let mine = app.plist["CFBundleShortVersionString"]?.stringValue.flatMap(OSVersion.init), mine >= from {
            use("R11.5")
            return false
        }
        return true
    }

    /// R11.1: an iPad app that takes part in multitasking is never asked for controller masks.
    var supportsMultitasking: Bool {
        if multitaskingCache == nil {
            let wasTracing = tracing, savedRules = rules
            rules = []; tracing = true
            let value = computeMultitasking()
            multitaskingCache = (value, rules)
            rules = savedRules; tracing = wasTracing
        }
        let (value, used) = multitaskingCache ?? (false, [])
        for id in used { use(id) }
        return value
    }

    private func computeMultitasking() -> Bool {
        guard device.idiom == .pad, appIdiom == .pad, os.major >= 9, sdk.major >= 9 else { return false }
        let wasTracing = tracing
        tracing = false
        let fourOrientations = plistMask().effective == .all
        tracing = wasTracing
        guard hasLaunchScreen, fourOrientations else { return false }
        if requiresFullScreen { use("R11.2"); return false }
        return true
    }

    var effectiveWindowing: Windowing {
        guard device.idiom == .pad, windowing != .fullScreen else { return .fullScreen }
        if supportsMultitasking { return windowing }
        if os.major >= 26 && (windowing == .windowed || windowing == .stageManager) { return windowing }
        use("O3")
        return .fullScreen
    }

    var sceneIsResizable: Bool { effectiveWindowing != .fullScreen }

    /// Whether UIKit asks a controller at all (R11.1, R11.6).
    var controllersConsulted: Bool {
        if supportsMultitasking { use("R11.1"); return false }
        if sceneIsResizable { use("R11.6"); return false }
        return true
    }

    // MARK: - Layer 3: the controller UIKit asks (R5, R6, R7)

    /// The topmost presentation that fills the window (R7.1), with the reported overFullScreen anomaly (R7.6c).
    func authority() -> (name: String, presentation: Int?) {
        let ps = hierarchy.presentations
        guard let k = ps.lastIndex(where: \.fillsWindow) else { return (hierarchy.root, nil) }
        if quirks, ps[k].style == .fullScreen, k > 0, ps[k - 1].style == .overFullScreen, ps[k - 1].fillsWindow {
            use("R7.6c")
            return (ps[k - 1].controller, k - 1)
        }
        return (ps[k].controller, k)
    }

    func spec(_ name: String) -> ControllerSpec { controllers[name] ?? ControllerSpec(name: name) }

    func resolvedSupported(_ name: String) -> OrientationMask {
        let c = spec(name)
        if c.kind.isContainer {
            if c.forwardsToChild, let child = hierarchy.visibleChild(of: name) {
                use("R6.1b")
                return resolvedSupported(child)
            }
            if os.major >= 7, let answer = c.delegate?.supportedInterfaceOrientations {
                use("R6.2")
                switch answer {
                case .value(let m): return m
                case .child:
                    if let child = hierarchy.visibleChild(of: name) { return resolvedSupported(child) }
                    return idiomDefault()
                }
            }
            if let m = c.supportedInterfaceOrientations { use("R6.1b"); return m }
            if c.kind == .tabBarController {
                use("R6.3")
                if choices.tabBarDefault == .selectedChild, let child = hierarchy.visibleChild(of: name) { return resolvedSupported(child) }
            }
            use("R6.1")
            return idiomDefault()
        }
        if !(hierarchy.children[name] ?? []).isEmpty { use("R6.4") }
        if let m = c.supportedInterfaceOrientations { return m }
        use("R5.1")
        return idiomDefault()
    }

    func resolvedPreferred(_ name: String) -> InterfaceOrientation? {
        let c = spec(name)
        if c.kind.isContainer {
            if c.forwardsToChild, let child = hierarchy.visibleChild(of: name) { return resolvedPreferred(child) }
            if os.major >= 7, let answer = c.delegate?.preferredInterfaceOrientationForPresentation {
                use("R6.2")
                switch answer {
                case .value(let o): return o
                case .child: return hierarchy.visibleChild(of: name).flatMap(resolvedPreferred)
                }
            }
        }
        return c.preferredInterfaceOrientationForPresentation
    }

    func resolvedShouldAutorotate(_ name: String) -> Bool {
        let c = spec(name)
        if c.kind.isContainer, c.forwardsToChild, let child = hierarchy.visibleChild(of: name) { return resolvedShouldAutorotate(child) }
        return c.shouldAutorotate ?? true
    }

    /// R5.4: whether UIKit reads shouldAutorotate on this OS (and SDK, when that choice is made).
    var shouldAutorotateHonoured: Bool {
        if os.major < 6 { return false }
        if os.major < 16 { return true }
        return choices.shouldAutorotateFrom16 == .linkedOnOrAfter16 && sdk.major < 16
    }

    /// The mask of the deciding controller, with the reported overFullScreen anomaly (R7.6a, R7.6b).
    func authorityMask(_ name: String, presentation: Int?) -> OrientationMask {
        let own = resolvedSupported(name)
        guard quirks, let k = presentation, hierarchy.presentations[k].style == .overFullScreen else { return own }
        let belowIndex = hierarchy.presentations[..<k].lastIndex(where: \.fillsWindow)
        let belowName = belowIndex.map { hierarchy.presentations[$0].controller } ?? hierarchy.root
        let below = authorityMask(belowName, presentation: belowIndex)
        if own.effective.isSubset(of: below.effective) {
            if own.effective != below.effective { use("R7.6a") }
            return own
        }
        use("R7.6b")
        return below
    }

    /// iOS ≤5: every visible controller of the chain must agree (R14.1); not implementing means portrait (R14.2).
    func legacyMask(_ name: String) -> OrientationMask {
        let c = spec(name)
        var mask = OrientationMask.all
        var asked = false
        if let own = c.shouldAutorotateToInterfaceOrientation { mask = mask.intersection(own.effective); asked = true }
        let kids: [String]
        switch c.kind {
        case .navigationController, .pageViewController: kids = hierarchy.visibleChild(of: name).map { [$0] } ?? []
        case .tabBarController, .splitViewController: kids = hierarchy.children[name] ?? []
        case .viewController, .hostingController: kids = []
        }
        for k in kids { mask = mask.intersection(legacyMask(k)); asked = true }
        if !asked { use("R14.2"); return .portrait }
        return mask
    }

    struct Evaluation {
        var app: OrientationMask
        var controller: OrientationMask?
        var hardware: OrientationMask
        var allowed: OrientationMask
        var authority: String
        var consulted: Bool
        /// app ∩ controller is empty (R10.1, R10.2).
        var noCommon: Bool
        /// The iOS 6 compatibility path decided (R14.3).
        var legacyCompat: Bool
    }

    /// The last evaluation and the rules it used. It depends only on the hierarchy, the controllers' answers, the
    /// app's delegates and the windowing, so it stays valid across steps that change none of them (rotations,
    /// forced rotations, locks); `step` drops it before any other event.
    private var cachedEvaluation: (evaluation: Evaluation, rules: [String])?

    func evaluate(afterLaunch: Bool = true) -> Evaluation {
        guard afterLaunch else { return computeEvaluation(afterLaunch: false) }
        if let cached = cachedEvaluation {
            for id in cached.rules { use(id) }
            return cached.evaluation
        }
        let wasTracing = tracing, outer = rules
        rules = []; tracing = true
        let ev = computeEvaluation(afterLaunch: true)
        cachedEvaluation = (ev, rules)
        let used = rules
        rules = outer; tracing = wasTracing
        for id in used { use(id) }
        return ev
    }

    private func computeEvaluation(afterLaunch: Bool) -> Evaluation {
        let hw = hardwareMask
        let (name, presentation) = authority()
        if os.major < 6 {
            use("R14.1")
            let m = legacyMask(name)
            let app = plistMask()
            return Evaluation(app: app, controller: m, hardware: hw, allowed: m.effective.intersection(hw),
                              authority: name, consulted: true, noCommon: false, legacyCompat: true)
        }
        let app = appMask(afterLaunch: afterLaunch)
        guard controllersConsulted else {
            return Evaluation(app: app, controller: nil, hardware: hw, allowed: app.effective.intersection(hw),
                              authority: name, consulted: false, noCommon: false, legacyCompat: false)
        }
        use("R5.2")
        if let old = spec(name).shouldAutorotateToInterfaceOrientation {
            use("R14.3")
            return Evaluation(app: app, controller: old, hardware: hw, allowed: old.effective.intersection(hw),
                              authority: name, consulted: true, noCommon: false, legacyCompat: true)
        }
        let vc = authorityMask(name, presentation: presentation)
        if vc.rawValue & 1 != 0 { use("R1.5") }
        let common = app.effective.intersection(vc.effective)
        return Evaluation(app: app, controller: vc, hardware: hw, allowed: common.intersection(hw),
                          authority: name, consulted: true, noCommon: common.rawValue == 0, legacyCompat: false)
    }

    var prefersLockInEffect: Bool {
        guard os.major >= 26, running, !sceneIsResizable else { return false }
        return spec(authority().name).prefersInterfaceOrientationLocked ?? false
    }

    // MARK: - Outcomes

    /// R10.1 / R10.2: raises when the deciding controller and the app share nothing. Returns true when it did.
    private func raiseIfNoCommon(_ ev: Evaluation) -> Bool {
        guard ev.consulted, ev.noCommon else { return false }
        if shouldAutorotateHonoured && !resolvedShouldAutorotate(ev.authority) {
            use("R5.4")
            note("\(ev.authority) has nothing in common with the app's mask, but its shouldAutorotate is NO, so UIKit does not raise")
            return false
        }
        use("R10.1")
        if let c = ev.controller, c.isEffectivelyEmpty { use("R10.2") }
        let cls = spec(ev.authority).className
        let reason = os.major <= 8
            ? "Supported orientations has no common orientation with the application, and shouldAutorotate is returning YES"
            : "Supported orientations has no common orientation with the application, and [\(cls) shouldAutorotate] is returning YES"
        exception = UIKitException(name: "UIApplicationInvalidInterfaceOrientation", reason: reason)
        note("\(ev.authority) allows \(ev.controller?.displayName ?? "nothing"), the app allows \(ev.app.displayName): no common orientation, the app crashes")
        return true
    }

    /// R10.3: a preferred orientation outside the controller's own mask.
    private func raisePreferred(_ preferred: InterfaceOrientation, mask: OrientationMask) {
        use("R10.3")
        let reason = os.major < 13
            ? "preferredInterfaceOrientationForPresentation must return a supported interface orientation!"
            : "preferredInterfaceOrientationForPresentation '\(preferred.name)' must match a supported interface orientation: '\(mask.names.joined(separator: ", "))'!"
        exception = UIKitException(name: "UIApplicationInvalidInterfaceOrientation", reason: reason)
    }

    /// The device orientation UIKit goes by: under the system lock, portrait on iPhone and the locked one on iPad.
    var effectiveDeviceOrientation: DeviceOrientation {
        guard systemLock else { return deviceOrientation }
        if device.idiom == .pad { return padLockedOrientation.flatMap(DeviceOrientation.init) ?? deviceOrientation }
        return .portrait
    }

    /// O5: when UIKit must pick an allowed orientation on its own.
    func fallback(_ allowed: OrientationMask) -> InterfaceOrientation? {
        use("O5")
        if let d = effectiveDeviceOrientation.interfaceOrientation, allowed.contains(d) { return d }
        for o in [InterfaceOrientation.portrait, .portraitUpsideDown, .landscapeRight, .landscapeLeft] where allowed.contains(o) { return o }
        return nil
    }

    private func turn(to new: InterfaceOrientation?, why: @autoclosure () -> String) {
        guard let new, let old = interface, new != old else { return }
        interface = new
        rotated = true
        note("the interface turns from \(old.name) to \(new.name): \(why())")
        sendCallbacks(from: old, to: new)
    }

    /// R13.1, R13.2: rotation callbacks to every visible controller, parents first.
    private func sendCallbacks(from old: InterfaceOrientation, to new: InterfaceOrientation) {
        let visible = cachedVisible ?? hierarchy.visibleControllers
        cachedVisible = visible
        if os.major < 8 {
            use("R13.1")
            for c in visible { callbacks.append("\(c).\(RotationCallback.willRotate.rawValue)") }
            for c in visible { callbacks.append("\(c).\(RotationCallback.willAnimateRotation.rawValue)") }
            for c in visible { callbacks.append("\(c).\(RotationCallback.didRotate.rawValue)") }
            return
        }
        use("R13.2")
        guard !new.isHalfTurn(from: old) else {
            note("a 180° turn keeps the size: viewWillTransition(to:with:) is not sent")
            return
        }
        var legacy: [String] = []
        for c in visible {
            callbacks.append("\(c).\(RotationCallback.viewWillTransition.rawValue)")
            let s = spec(c)
            guard !s.implements.contains(.viewWillTransition) else { continue }
            if s.implements.contains(.willRotate) { use("R13.1"); callbacks.append("\(c).\(RotationCallback.willRotate.rawValue)") }
            if s.implements.contains(.willAnimateRotation) { use("R13.1"); callbacks.append("\(c).\(RotationCallback.willAnimateRotation.rawValue)") }
            if s.implements.contains(.didRotate) { use("R13.1"); legacy.append("\(c).\(RotationCallback.didRotate.rawValue)") }
        }
        callbacks += legacy
    }

    /// A rotation toward a device orientation (the sensor, attemptRotation…, the UIDevice hack): R8.1.
    private func deviceDriven(_ target: InterfaceOrientation, why: @autoclosure () -> String) {
        let ev = evaluate()
        if os.major < 6 {
            if ev.allowed.contains(target) { turn(to: target, why: why()) }
            else { note("\(target.name) is refused by the visible controllers' shouldAutorotateToInterfaceOrientation:") }
            return
        }
        if ev.consulted && !ev.legacyCompat {
            if shouldAutorotateHonoured, let m = spec(ev.authority).shouldAutorotateReturnsMask {
                use("R5.4")
                note("\(ev.authority).shouldAutorotate returns a mask (\(m.displayName)) where a BOOL is expected: \(m.rawValue == 0 ? "NO, since it is 0" : "YES, since it is not 0")")
            }
            if shouldAutorotateHonoured && !resolvedShouldAutorotate(ev.authority) {
                use("R5.4")
                note("\(ev.authority).shouldAutorotate is false: the interface stays \(interface?.name ?? "")")
                return
            }
            if os.major >= 16 && spec(ev.authority).shouldAutorotate == false {
                use("R5.4")
                note("\(ev.authority).shouldAutorotate is false, but iOS 16+ ignores it")
            }
            if raiseIfNoCommon(ev) { return }
        }
        use("R8.1")
        if ev.allowed.contains(target) { turn(to: target, why: why()) }
        else if interface != target { note("\(target.name) is not allowed (\(ev.allowed.displayName)): the interface stays \(interface?.name ?? "")") }
    }

    // MARK: - Steps

    func step(_ index: Int, _ event: Event) -> StepResult {
        rules = []; notes = []; log = []; callbacks = []
        sceneError = nil; exception = nil; rotated = false
        switch event {
        case .rotate, .setDeviceOrientationValue, .attemptRotationToDeviceOrientation, .requestGeometryUpdate,
             .setNeedsUpdateOfSupportedInterfaceOrientations, .orientationLock:
            break   // these change none of the evaluation's inputs
        default:
            cachedEvaluation = nil
        }
        var launchOrientation: InterfaceOrientation?
        do throws(StructureError) {
            switch event {
            case .launch(let d): launchOrientation = launch(d)
            case .rotate(let d): rotate(d)
            case .push(let c, let onto):
                let nav = try hierarchy.push(c, onto: onto)
                use("R9.1")
                note("\(c) is pushed onto \(nav); a push does not make UIKit ask for masks")
                reevaluateAfterStackChange()
            case .pop(let nav):
                let (n, popped) = try hierarchy.pop(nav)
                use("R9.2")
                note("\(popped) is popped from \(n); a pop does not make UIKit ask for masks")
                reevaluateAfterStackChange()
            case .select(let s):
                let (tabs, i) = try hierarchy.select(s)
                note("\(tabs) selects tab \(i); selecting a tab does not make UIKit ask for masks")
                reevaluateAfterStackChange()
            case .present(let node, let style, let fills): try present(node, style: style, fillsWindow: fills)
            case .dismiss: try dismiss()
            case .set(let name, let patch):
                if var c = controllers[name] { patch.apply(to: &c); controllers[name] = c }
                use("R4.4")
                note("\(name)'s answer changes; UIKit reads it at the next evaluation")
            case .setAppDelegate(let m):
                app.delegateSupportedInterfaceOrientations = m
                use("R4.4")
                note("the app delegate's mask becomes \(m?.displayName ?? "not implemented"); UIKit reads it at the next evaluation")
            case .setSceneDelegate(let m):
                app.sceneDelegateSupportedInterfaceOrientations = m
                use("R4.4")
            case .setNeedsUpdateOfSupportedInterfaceOrientations(let name): setNeedsUpdate(name)
            case .attemptRotationToDeviceOrientation: attemptRotation()
            case .requestGeometryUpdate(let m): requestGeometryUpdate(m)
            case .setDeviceOrientationValue(let o): uideviceHack(o)
            case .orientationLock(let on): orientationLock(on)
            case .setWindowing(let w):
                windowing = w
                note("the iPad's windowing becomes \(w.rawValue)" + (running && effectiveWindowing != w ? "; this app stays full screen" : ""))
            case .terminate:
                running = false
                interface = nil
                app = scenario.app
                controllers = scenario.controllers
                hierarchy = initialHierarchy
                note("the app quits; a later launch starts from the scenario's initial state")
            }
        } catch {
            note("step ignored: " + error.message)
        }
        return result(index, event, launchOrientation)
    }

    private func result(_ index: Int, _ event: Event, _ launchOrientation: InterfaceOrientation?) -> StepResult {
        var masks: Masks?
        var authorityName: String?
        if running {
            tracing = false
            let ev = evaluate()
            tracing = true
            masks = Masks(app: ev.app.effective, controller: ev.controller?.effective, device: ev.hardware, allowed: ev.allowed)
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

    // MARK: launch (R12, R4.2, R10.5)

    private func launch(_ d: DeviceOrientation) -> InterfaceOrientation {
        deviceOrientation = d
        if d.interfaceOrientation != nil { lastUpright = d }
        if systemLock, device.idiom == .pad, padLockedOrientation == nil { padLockedOrientation = lastUpright.interfaceOrientation }
        running = true
        let hw = hardwareMask
        let launchMask = appMask(afterLaunch: false).effective.intersection(hw)
        let listed = plistOrientations().list.filter { launchMask.contains($0) }
        let held = effectiveDeviceOrientation
        var toward = held.interfaceOrientation
        if toward == nil { use("R12.7"); toward = lastUpright.interfaceOrientation }

        var start: InterfaceOrientation?
        if device.idiom == .vision {
            use("R2.4")
            let preferred = app.plist["UIPreferredDefaultInterfaceOrientation"]?.stringValue.flatMap { InterfaceOrientation(name: $0) }
            if let p = preferred, launchMask.contains(p) { start = p }
            else {
                let idiomStart: InterfaceOrientation = appIdiom == .pad ? .landscapeRight : .portrait
                start = launchMask.contains(idiomStart) ? idiomStart : listed.first
            }
        } else if os.major < 8 && appIdiom == .phone {
            use("R12.1")
            start = launchMask.contains(.portrait) ? .portrait : listed.first
        } else if os.major < 8 {
            use("O1")
            start = toward.flatMap { launchMask.contains($0) ? $0 : nil } ?? listed.first
        } else {
            use("R12.2")
            if let t = toward, launchMask.contains(t) { start = t }
            else if choices.launchFallback == .portrait && launchMask.contains(.portrait) { start = .portrait }
            else { start = listed.first }
        }
        if start == nil { start = fallback(launchMask) }
        let launchIO = start ?? .portrait
        interface = launchIO
        note("launches in \(launchIO.name) (plist mask \(launchMask.displayName), device \(held.name))")

        // Launch ends: the root is the window's root and the app delegate's mask applies (R4.2, R12.6).
        let ev = evaluate(afterLaunch: true)
        if os.major >= 6 && !ev.legacyCompat {
            if raiseIfNoCommon(ev) { use("R10.5"); return launchIO }
        }
        if device.idiom == .vision {
            use("O2")
            if !ev.allowed.contains(launchIO) { interface = fallback(ev.allowed) ?? launchIO }
            return launchIO
        }
        let frozen = ev.consulted && shouldAutorotateHonoured && !resolvedShouldAutorotate(ev.authority)
        if let t = held.interfaceOrientation, ev.allowed.contains(t), !frozen {
            interface = t
        } else if !ev.allowed.contains(launchIO) {
            let preferred = ev.consulted ? resolvedPreferred(ev.authority) : nil
            interface = preferred.flatMap { ev.allowed.contains($0) ? $0 : nil } ?? fallback(ev.allowed) ?? launchIO
        }
        if interface != launchIO { note("once launched, the interface is \(interface?.name ?? "")") }
        return launchIO
    }

    // MARK: rotate (R8.1, R13)

    private func rotate(_ d: DeviceOrientation) {
        deviceOrientation = d
        if d.interfaceOrientation != nil { lastUpright = d }
        guard running else { note("the device is now held \(d.name); the app is not running"); return }
        if device.idiom == .vision { use("O2"); return }
        guard let target = d.interfaceOrientation else {
            use("R13.4")
            note("\(d.name) is not an interface orientation: nothing turns")
            return
        }
        use("R1.3")
        if systemLock {
            use(device.idiom == .pad ? "R13.6" : "R13.5")
            note("the orientation lock is on: the interface does not follow the device")
            return
        }
        if prefersLockInEffect {
            use("R5.7")
            note("\(authority().name) prefers the interface orientation locked: it stays \(interface?.name ?? "")")
            return
        }
        deviceDriven(target, why: "the device turned to \(d.name)")
    }

    private func reevaluateAfterStackChange() {
        guard os.major >= 16 else { return }
        use("R9.3")
        if choices.pushPopReevaluation == .fromIOS16 { reevaluate(towardDevice: true) }
    }

    // MARK: present / dismiss (R7)

    private func present(_ node: HierarchyNode, style requested: PresentationStyle, fillsWindow flag: Bool) throws(StructureError) {
        var style = requested
        let modernSheets = os.major >= 13 && sdk.major >= 13
        if style == .automatic {
            use("R7.2")
            style = modernSheets ? .pageSheet : .fullScreen
        }
        if [.pageSheet, .formSheet, .popover].contains(style) && appIdiom == .phone && !modernSheets {
            use("R7.3")
            style = .fullScreen
        }
        var fills: Bool
        switch style {
        case .fullScreen, .overFullScreen: fills = true
        case .custom: fills = flag
        default: fills = false
        }
        if (style == .pageSheet || style == .formSheet), appIdiom == .phone, interface?.isLandscape == true {
            use("R7.3a")
            if choices.adaptedSheetAuthority == .compactHeight { fills = true }
        }
        let presenter = hierarchy.topController
        try hierarchy.present(node, Presentation(controller: node.name, requestedStyle: requested, style: style,
                                                 fillsWindow: fills, presenter: presenter))
        guard fills else {
            use("R7.4")
            note("\(node.name) is presented as \(style.rawValue) from \(presenter): it does not fill the window, so its mask is not asked")
            return
        }
        use("R7.1")
        note("\(node.name) is presented \(style.rawValue) from \(presenter) and fills the window")
        let ev = evaluate()
        guard ev.consulted else { note("controller masks are not consulted: nothing turns"); return }
        if os.major >= 6 && !ev.legacyCompat && raiseIfNoCommon(ev) { return }
        guard let current = interface else { return }
        if ev.legacyCompat {
            if !ev.allowed.contains(current) { turn(to: fallback(ev.allowed), why: "\(ev.authority) does not allow \(current.name)") }
            return
        }
        if let preferred = resolvedPreferred(ev.authority) {
            use("R5.5")
            if let vc = ev.controller, !vc.contains(preferred) { raisePreferred(preferred, mask: vc); return }
            if ev.allowed.contains(preferred) {
                turn(to: preferred, why: "\(ev.authority).preferredInterfaceOrientationForPresentation is \(preferred.name)")
            } else {
                turn(to: fallback(ev.allowed), why: "the preferred \(preferred.name) is not allowed by the app or the hardware")
            }
        } else if ev.allowed.contains(current) {
            use("R5.6")
        } else {
            use("R7.5")
            turn(to: fallback(ev.allowed), why: "\(ev.authority) does not allow \(current.name)")
        }
    }

    private func dismiss() throws(StructureError) {
        let p = try hierarchy.dismiss()
        guard p.fillsWindow else {
            use("R7.8")
            note("\(p.controller) (\(p.style.rawValue)) is dismissed; it did not fill the window, so nothing is re-evaluated")
            return
        }
        let ev = evaluate()
        use("R7.7")
        note("\(p.controller) is dismissed; \(ev.authority) decides again")
        guard ev.consulted else { return }
        if os.major >= 6 && !ev.legacyCompat && raiseIfNoCommon(ev) { return }
        guard let current = interface, !ev.allowed.contains(current) else { return }
        if quirks && os.major == 8 && os.minor == 0 {
            use("R7.7a")
            note("iOS 8.0 leaves the revealed controller in \(current.name)")
            return
        }
        if ev.legacyCompat { turn(to: fallback(ev.allowed), why: "\(ev.authority) does not allow \(current.name)"); return }
        var preferred = resolvedPreferred(ev.authority)
        if preferred == nil {
            use("R5.6")
            preferred = current
        }
        let target = preferred ?? current
        if let vc = ev.controller, !vc.contains(target) { raisePreferred(target, mask: vc); return }
        if ev.allowed.contains(target) { turn(to: target, why: "\(ev.authority).preferredInterfaceOrientationForPresentation is \(target.name)") }
        else { turn(to: fallback(ev.allowed), why: "\(ev.authority) does not allow \(current.name)") }
    }

    // MARK: triggers (R8)

    /// Re-reads the masks; moves away from an orientation no longer allowed and, when asked, toward the device.
    private func reevaluate(towardDevice: Bool) {
        let ev = evaluate()
        guard ev.consulted else { note("controller masks are not consulted here"); return }
        if raiseIfNoCommon(ev) { return }
        guard let current = interface else { return }
        let held = effectiveDeviceOrientation.interfaceOrientation
        if !ev.allowed.contains(current) {
            let preferred = resolvedPreferred(ev.authority)
            let target = held.flatMap { ev.allowed.contains($0) ? $0 : nil }
                ?? preferred.flatMap { ev.allowed.contains($0) ? $0 : nil }
                ?? fallback(ev.allowed)
            turn(to: target, why: "\(current.name) is no longer allowed (\(ev.allowed.displayName))")
        } else if towardDevice, let t = held, t != current, ev.allowed.contains(t), !prefersLockInEffect {
            turn(to: t, why: "the device is held \(t.name), which is now allowed")
        }
    }

    private func setNeedsUpdate(_ name: String?) {
        guard os.major >= 16 else {
            note("setNeedsUpdateOfSupportedInterfaceOrientations() is an iOS 16 API; on iOS \(os) code behind #available skips it")
            return
        }
        if let name, !hierarchy.contains(name) {
            note("\(name) is not in the window's hierarchy: no effect")
            return
        }
        use("R8.3")
        if choices.setNeedsUpdate == .masksOnly {
            let ev = evaluate()
            _ = raiseIfNoCommon(ev)
            note("the masks are re-read (\(ev.allowed.displayName)); the interface moves at the next rotation or geometry request")
            return
        }
        reevaluate(towardDevice: choices.setNeedsUpdate == .reevaluates)
    }

    private func attemptRotation() {
        guard os.major >= 5 else { note("attemptRotationToDeviceOrientation() arrived in iOS 5"); return }
        use("R8.2")
        guard os.major < 16 else {
            note("attemptRotationToDeviceOrientation() has no effect from iOS 16; use setNeedsUpdateOfSupportedInterfaceOrientations()")
            return
        }
        guard let target = effectiveDeviceOrientation.interfaceOrientation else {
            use("R13.4")
            note("the device is \(effectiveDeviceOrientation.name): nothing to rotate toward")
            return
        }
        if target == interface { note("the interface already matches the device: nothing changes"); return }
        deviceDriven(target, why: "attemptRotationToDeviceOrientation() and the device is held \(target.name)")
    }

    private func requestGeometryUpdate(_ requested: OrientationMask) {
        guard os.major >= 16 else {
            note("requestGeometryUpdate(_:) is an iOS 16 API; on iOS \(os) code behind #available skips it")
            return
        }
        use("R8.4")
        if device.idiom == .pad && sceneIsResizable {
            use("R11.6")
            sceneError = SceneError(domain: "UISceneErrorDomain", code: 101,
                                    message: "The current windowing mode does not allow for programmatic changes to interface orientation.")
            return
        }
        let ev = evaluate()
        if raiseIfNoCommon(ev) { return }
        if requested.isEffectivelyEmpty {
            sceneError = SceneError(domain: "UISceneErrorDomain", code: 100,
                                    message: "The requested geometry preferences name no interface orientation.")
            note("an empty request is invalid (geometryRequestUnsupported); the message is Orient's wording, UIKit's is not recorded")
            return
        }
        let candidates = requested.effective.intersection(ev.allowed)
        guard !candidates.isEffectivelyEmpty else {
            sceneError = SceneError(
                domain: "UISceneErrorDomain", code: 101,
                message: "None of the requested orientations are supported by the view controller. Requested: \(requested.names.joined(separator: ", ")); Supported: \(ev.allowed.names.joined(separator: ", "))")
            return
        }
        guard let current = interface, !candidates.contains(current) else {
            note("already in \(interface?.name ?? ""): no transition")
            return
        }
        if systemLock { use("R13.7") }
        turn(to: fallback(candidates), why: "requestGeometryUpdate(.iOS(interfaceOrientations: \(requested.displayName)))")
    }

    private func uideviceHack(_ o: InterfaceOrientation) {
        use("R8.5")
        if os.major >= 16 {
            log.append("[Orientation] BUG IN CLIENT OF UIKIT: Setting UIDevice.orientation is not supported. Please use UIWindowScene.requestGeometryUpdate(_:)")
            let effect: Bool
            switch choices.uideviceOrientationHack {
            case .noEffect: effect = false
            case .linkedOnOrAfter16: effect = sdk.major < 16
            case .rotates: effect = true
            }
            guard effect else { note("setting UIDevice.orientation has no effect on iOS \(os)"); return }
        }
        guard let d = DeviceOrientation(o) else { return }
        if deviceOrientation == d {
            note("UIDevice already reports \(d.name): no change is posted, nothing rotates")
            return
        }
        deviceOrientation = d
        lastUpright = d
        if systemLock { use("R13.7") }
        deviceDriven(o, why: "UIDevice's orientation was set to \(d.name)")
    }

    private func orientationLock(_ on: Bool) {
        systemLock = on
        if device.idiom == .pad {
            use("R13.6")
            padLockedOrientation = on ? (interface ?? lastUpright.interfaceOrientation) : nil
        } else {
            use("R13.5")
        }
        guard running else { return }
        if on {
            guard device.idiom != .pad else { note("rotation lock on: the interface keeps \(interface?.name ?? "")"); return }
            let ev = evaluate()
            if ev.allowed.contains(.portrait) { turn(to: .portrait, why: "the portrait orientation lock is on") }
            else { note("the app does not allow portrait: it stays \(interface?.name ?? "")") }
        } else if let t = deviceOrientation.interfaceOrientation, t != interface {
            deviceDriven(t, why: "the lock is off and the device is held \(deviceOrientation.name)")
        }
    }
}

// MARK: - What the app alone allows (for `orient matrix`)

/// What the app's declarations allow on one device class, before any controller is asked: the layers 1 and 2
/// of the catalog's reference model (hardware R2, Info.plist R3, app delegate R4, multitasking R11).
public struct AppCapabilities: Sendable, Hashable {
    public var deviceClass: DeviceClass
    /// R2.1/R2.2.
    public var hardware: OrientationMask
    /// The orientation key UIKit reads on this device (R3.2); nil: none, UIKit's default applies (R3.4).
    public var plistKey: String?
    /// The orientations that key lists (in order, duplicates and unknown strings dropped).
    public var plistListed: [InterfaceOrientation]
    /// The key is present but lists no orientation UIKit knows (R3.4a, a choice).
    public var plistEmpty: Bool
    /// The orientations the app can launch into: the plist mask on this hardware (R3.6, R12).
    public var launch: OrientationMask
    /// The orientations the app allows once launched: the app mask (delegate or plist) on this hardware (R4.1).
    public var afterLaunch: OrientationMask
    /// An iPhone-only app on iPad (R2.3).
    public var compatibilityMode: Bool
    /// iPad multitasking: controller masks are never asked (R11.1).
    public var multitasking: Bool
    /// `UIRequiresFullScreen` is set, and whether UIKit honours it on this OS and SDK (R11.2, R11.5, R11.7).
    public var requiresFullScreenDeclared: Bool
    public var requiresFullScreenHonoured: Bool
    /// A launch storyboard or `UILaunchScreen` (R12.5), as multitasking needs it (R11.1).
    public var hasLaunchScreen: Bool
    /// Whether UIKit asks the app's controllers at all (R11.1, R11.6) in a full-screen scene.
    public var controllersConsulted: Bool
    /// The rules that decided all of the above.
    public var rules: [String]
}

extension Simulator {
    /// What `app` allows on `deviceClass` at `os`, built with `sdk`, full screen, before any controller is asked.
    public static func capabilities(app: AppSpec, deviceClass: DeviceClass, os: OSVersion, sdk: OSVersion,
                                    choices: Choices = Choices()) -> AppCapabilities {
        let scenario = Scenario(device: .representative(of: deviceClass), os: os, sdk: sdk, choices: choices, app: app,
                                root: HierarchyNode("root"), steps: [])
        return EngineRun(scenario, explain: false).capabilities()
    }
}

extension EngineRun {
    func capabilities() -> AppCapabilities {
        rules = []
        let hw = hardwareMask
        let (key, list) = plistOrientations()
        let launch = appMask(afterLaunch: false).effective.intersection(hw)
        let after = appMask(afterLaunch: true).effective.intersection(hw)
        let multitasking = supportsMultitasking
        let declared = plistBool("UIRequiresFullScreen")
        let honoured = declared && device.idiom == .pad && requiresFullScreen
        let consulted = controllersConsulted
        return AppCapabilities(deviceClass: device.deviceClass, hardware: hw, plistKey: key, plistListed: list,
                               plistEmpty: key != nil && list.isEmpty, launch: launch, afterLaunch: after,
                               compatibilityMode: inCompatibilityMode, multitasking: multitasking,
                               requiresFullScreenDeclared: declared, requiresFullScreenHonoured: honoured,
                               hasLaunchScreen: hasLaunchScreen, controllersConsulted: consulted, rules: rules)
    }
}
