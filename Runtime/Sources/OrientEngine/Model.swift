// What the engine simulates: an app, its controllers, a hierarchy, a device, and events.

/// An Info.plist value, as far as the engine needs it.
public indirect enum PlistValue: Sendable, Hashable {
    case string(String)
    case integer(Int)
    case real(Double)
    case bool(Bool)
    case array([PlistValue])
    case dictionary([String: PlistValue])
    case other(String)

    public var stringValue: String? { if case .string(let s) = self { return s }; return nil }
    /// Plist booleans, and the YES/NO/true/false strings hand-written plists and build settings use.
    public var boolValue: Bool? {
        switch self {
        case .bool(let b): return b
        case .integer(let i): return i != 0
        case .string(let s):
            switch s.lowercased() {
            case "yes", "true", "1": return true;
            case "no", "false", "0": return false;
            default: return nil
            }
        default: return nil
        }
    }
}

public enum ControllerKind: String, CaseIterable, Sendable {
    case viewController, navigationController, tabBarController, splitViewController, pageViewController,
        hostingController

    /// The UIKit containers of catalog R6.1 (a hosting controller is a plain controller, R15.3).
    public var isContainer: Bool {
        switch self {
        case .navigationController, .tabBarController, .splitViewController, .pageViewController: return true
        case .viewController, .hostingController: return false
        }
    }
}

/// Rotation callbacks a class may override (R13.1, R13.2).
public enum RotationCallback: String, CaseIterable, Sendable {
    case viewWillTransition = "viewWillTransition(to:with:)"
    case willRotate = "willRotate(to:duration:)"
    case willAnimateRotation = "willAnimateRotation(to:duration:)"
    case didRotate = "didRotate(from:)"
}

/// A container delegate's answer: a value, or the child's own answer (as Apple's NavBar sample does).
public enum DelegateAnswer<Value: Sendable & Hashable>: Sendable, Hashable {
    case value(Value)
    case child
}

public struct ContainerDelegate: Sendable, Hashable {
    public var supportedInterfaceOrientations: DelegateAnswer<OrientationMask>?
    public var preferredInterfaceOrientationForPresentation: DelegateAnswer<InterfaceOrientation>?
    public init(
        supported: DelegateAnswer<OrientationMask>? = nil, preferred: DelegateAnswer<InterfaceOrientation>? = nil
    ) {
        supportedInterfaceOrientations = supported
        preferredInterfaceOrientationForPresentation = preferred
    }
}

/// One view controller instance. `nil` means "not implemented" (UIKit's default applies).
public struct ControllerSpec: Sendable, Hashable {
    public var name: String
    public var className: String
    public var kind: ControllerKind
    public var supportedInterfaceOrientations: OrientationMask?
    public var preferredInterfaceOrientationForPresentation: InterfaceOrientation?
    public var shouldAutorotate: Bool?
    /// When `shouldAutorotate` was given as a mask (seed 004's slip): the mask it returns.
    public var shouldAutorotateReturnsMask: OrientationMask?
    public var prefersInterfaceOrientationLocked: Bool?
    public var shouldAutorotateToInterfaceOrientation: OrientationMask?
    public var implements: Set<RotationCallback>
    public var forwardsToChild: Bool
    public var delegate: ContainerDelegate?

    public init(name: String, kind: ControllerKind = .viewController, className: String? = nil) {
        self.name = name
        self.kind = kind
        self.className = className ?? name
        implements = []
        forwardsToChild = false
    }
}

/// The app: its Info.plist and its delegates.
public struct AppSpec: Sendable, Hashable {
    public var plist: [String: PlistValue]
    /// `application(_:supportedInterfaceOrientationsFor:)`; nil: not implemented.
    public var delegateSupportedInterfaceOrientations: OrientationMask?
    /// iOS 27 SDK `UIWindowSceneDelegate.supportedInterfaceOrientations(for:)`; nil: not implemented.
    public var sceneDelegateSupportedInterfaceOrientations: OrientationMask?

    public init(
        plist: [String: PlistValue] = [:], delegate: OrientationMask? = nil, sceneDelegate: OrientationMask? = nil
    ) {
        self.plist = plist
        delegateSupportedInterfaceOrientations = delegate
        sceneDelegateSupportedInterfaceOrientations = sceneDelegate
    }

    /// `UIDeviceFamily`; universal when the plist does not say.
    public var deviceFamily: DeviceFamily {
        switch plist[InfoPlistKey.deviceFamily.name()] {
        case .array(let items)?:
            let ints = items.compactMap { v -> Int? in
                if case .integer(let i) = v { return i }
                if case .string(let s) = v { return Int(s) }
                return nil
            }
            return ints.isEmpty ? .universal : DeviceFamily(ints)
        case .integer(let i)?: return DeviceFamily([i])
        case .string(let s)?: return DeviceFamily(s.split(separator: ",").compactMap { Int($0.filter { $0 != " " }) })
        default: return .universal
        }
    }
}

/// A node of the controller hierarchy: a controller and, for containers, its children (nav stack bottom first,
/// tabs with the first selected, split columns).
public struct HierarchyNode: Sendable, Hashable {
    public var name: String
    public var children: [HierarchyNode]
    public init(_ name: String, _ children: [HierarchyNode] = []) { self.name = name; self.children = children }

    public var allNames: [String] { [name] + children.flatMap(\.allNames) }
}

public enum PresentationStyle: String, CaseIterable, Sendable {
    case automatic, fullScreen, overFullScreen, pageSheet, formSheet, currentContext, overCurrentContext, popover,
        custom
}

public enum Windowing: String, CaseIterable, Sendable {
    case fullScreen, splitView, slideOver, stageManager, windowed
}

public enum QuirkMode: String, Sendable { case reported, none }

/// A change made by a `set` step: the controller properties to replace (nil inside: "no longer implemented").
public struct ControllerPatch: Sendable, Hashable {
    public var supportedInterfaceOrientations: OrientationMask??
    public var preferredInterfaceOrientationForPresentation: InterfaceOrientation??
    public var shouldAutorotate: Bool??
    public var shouldAutorotateReturnsMask: OrientationMask??
    public var prefersInterfaceOrientationLocked: Bool??
    public var shouldAutorotateToInterfaceOrientation: OrientationMask??
    public var implements: Set<RotationCallback>?
    public var forwardsToChild: Bool?
    public var delegate: ContainerDelegate??
    public init() {}

    public func apply(to c: inout ControllerSpec) {
        if let v = supportedInterfaceOrientations { c.supportedInterfaceOrientations = v }
        if let v = preferredInterfaceOrientationForPresentation { c.preferredInterfaceOrientationForPresentation = v }
        if let v = shouldAutorotate { c.shouldAutorotate = v }
        if let v = shouldAutorotateReturnsMask { c.shouldAutorotateReturnsMask = v }
        if let v = prefersInterfaceOrientationLocked { c.prefersInterfaceOrientationLocked = v }
        if let v = shouldAutorotateToInterfaceOrientation { c.shouldAutorotateToInterfaceOrientation = v }
        if let v = implements { c.implements = v }
        if let v = forwardsToChild { c.forwardsToChild = v }
        if let v = delegate { c.delegate = v }
    }
}

public enum TabSelector: Sendable, Hashable {
    case index(Int)
    case name(String)
}

/// One step of a scenario (see the scenario format contract).
public enum Event: Sendable, Hashable {
    case launch(DeviceOrientation)
    case rotate(DeviceOrientation)
    case push(controller: String, onto: String?)
    case pop(String?)
    case select(TabSelector)
    case present(HierarchyNode, style: PresentationStyle, fillsWindow: Bool)
    case dismiss
    case set(controller: String, ControllerPatch)
    case setAppDelegate(OrientationMask?)
    case setSceneDelegate(OrientationMask?)
    case setNeedsUpdateOfSupportedInterfaceOrientations(String?)
    case attemptRotationToDeviceOrientation
    case requestGeometryUpdate(OrientationMask)
    case setDeviceOrientationValue(InterfaceOrientation)
    case orientationLock(Bool)
    case setWindowing(Windowing)
    case terminate

    /// Steps that may run while the app is not running.
    public var isDeviceSetting: Bool {
        switch self {
        case .rotate, .orientationLock, .setWindowing: return true
        default: return false
        }
    }
}

/// Everything a run needs.
public struct Scenario: Sendable {
    public var name: String?
    public var device: Device
    public var os: OSVersion
    public var sdk: OSVersion
    public var windowing: Windowing
    public var quirks: QuirkMode
    public var choices: Choices
    public var app: AppSpec
    public var controllers: [String: ControllerSpec]
    public var root: HierarchyNode
    public var steps: [Event]

    public init(
        name: String? = nil, device: Device, os: OSVersion, sdk: OSVersion? = nil, windowing: Windowing = .fullScreen,
        quirks: QuirkMode = .reported, choices: Choices = Choices(), app: AppSpec = AppSpec(),
        controllers: [String: ControllerSpec] = [:], root: HierarchyNode, steps: [Event]
    ) {
        self.name = name; self.device = device; self.os = os; self.sdk = sdk ?? os; self.windowing = windowing
        self.quirks = quirks; self.choices = choices; self.app = app; self.root = root; self.steps = steps
        var all = controllers
        for n in root.allNames where all[n] == nil { all[n] = ControllerSpec(name: n) }
        self.controllers = all
    }
}

// MARK: - Results

public struct Masks: Sendable, Hashable {
    public var app: OrientationMask
    public var controller: OrientationMask?
    public var device: OrientationMask
    public var allowed: OrientationMask
}

public struct SceneError: Sendable, Hashable {
    public var domain: String
    public var code: Int
    public var message: String
}

public struct UIKitException: Sendable, Hashable {
    public var name: String
    public var reason: String
}

public struct StepResult: Sendable {
    public var index: Int
    public var event: Event
    public var deviceOrientation: DeviceOrientation?
    public var interfaceOrientation: InterfaceOrientation?
    public var launchInterfaceOrientation: InterfaceOrientation?
    public var interfaceOrientationLocked: Bool
    public var rotated: Bool
    public var authority: String?
    public var masks: Masks?
    public var callbacks: [String]
    public var log: [String]
    public var error: SceneError?
    public var exception: UIKitException?
    /// Rule identifiers (see `Behaviours.all`), in the order they applied, without repeats.
    public var rules: [String]
    /// Orient's explanation of the decision, in words.
    public var notes: [String]
}

public struct RunResult: Sendable {
    public var steps: [StepResult]
    /// True when a UIKit exception ended the run (the app crashed); later steps did not run.
    public var terminated: Bool
    /// Warnings about the scenario itself (a model paired with an OS it never ran, …).
    public var warnings: [String]
}
