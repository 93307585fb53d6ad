// `orient explore` (issue 16): a model checker over an app's navigation. Breadth-first over every sequence of
// events, each engine state seen once, so the first path found to a bad state is a shortest one.

/// What the explorer explores: an app (a scenario whose steps are ignored) and what each screen can do.
public struct ExplorationModel: Sendable {
    public var scenario: Scenario
    /// The SDK the app is linked with; nil: the same as the OS explored (an app rebuilt for each release).
    public var sdk: OSVersion?
    /// What the user or the code can do while a controller is on screen, by controller name.
    public var transitions: [String: [Transition]]
    /// What a controller's code does as it goes away (viewWillDisappear, viewDidDisappear): run right after a pop
    /// or dismiss that removes it, as part of the same move.
    public var onDisappear: [String: [Event]]
    /// What each screen declares it allows, where that is not its controller's own mask (an app that answers from a
    /// runtime library): a screen shown outside it is wrong.
    public var declared: [String: OrientationMask] = [:]
    /// Code that reacts to every move that changes what is on screen (not to device turns), given the window's tree
    /// and the interface orientation: its events run as part of the move (a runtime library's answer).
    public var react: (@Sendable (ReactionInput) -> [Event])?
    /// Judge `unreachable_orientation` only on screens that declare a mask (here or in their controller): a model
    /// read from a project holds UIKit classes and stand-ins that declare nothing, and an orientation UIKit's
    /// default allows but the app never shows there is no one's intent.
    public var unreachableNeedsDeclaration = false

    public init(
        scenario: Scenario, sdk: OSVersion? = nil, transitions: [String: [Transition]],
        onDisappear: [String: [Event]] = [:]
    ) {
        self.scenario = scenario
        self.sdk = sdk
        self.transitions = transitions
        self.onDisappear = onDisappear
    }
}

/// What an app's reaction sees after a move: the window's tree, the interface orientation, and whether the scene
/// is a resizable window (where no mask or request counts, R11.6).
public struct ReactionInput: Sendable {
    public var tree: Hierarchy
    public var interface: InterfaceOrientation?
    public var resizable: Bool
}

/// One move a screen offers: an event and what the app's code does right after it, as one step of a path.
public struct Transition: Sendable, Hashable {
    public var events: [Event]
    /// Where the move comes from (a file and line of the app, or of the scenario), for the emitted scenarios.
    public var origin: String?
    public init(_ events: [Event], origin: String? = nil) { self.events = events; self.origin = origin }
}

/// The bad states the explorer reports. The raw values are stable identifiers, used in every report.
public enum BadStateKind: String, CaseIterable, Sendable, Comparable {
    /// UIKit raises: no common orientation, a preferred orientation outside the mask, …
    case crash
    /// A screen is shown in an orientation its authority does not allow and no device rotation puts it right.
    case stuck
    /// After a pop or a dismiss, the screen below is shown in an orientation it does not allow.
    case returnWrong = "return_wrong"
    /// A push, presentation, tab change or code-driven change leaves the screen in an orientation its authority
    /// does not allow until the user turns the device (seed 001's landscape player pushed in portrait).
    case shownWrong = "shown_wrong"
    /// A code-driven rotation that cannot take effect on this device and version.
    case forcedRotationIgnored = "forced_rotation_ignored"
    /// An orientation a screen allows that no path shows it in.
    case unreachableOrientation = "unreachable_orientation"

    public static func < (a: BadStateKind, b: BadStateKind) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!  // allowed: every case is in allCases
    }
}

/// One step of a path: the event and, for a screen's transition, where it comes from.
public struct PathStep: Sendable, Hashable {
    public var event: Event
    public var origin: String?
}

public struct BadState: Sendable {
    public var kind: BadStateKind
    /// The controller on screen (the deepest visible one of the top layer).
    public var screen: String
    /// The controller UIKit asks, when one is asked.
    public var authority: String?
    /// The interface orientation shown (for a crash, at the moment of the exception; for an unreachable
    /// orientation, the one never shown).
    public var orientation: InterfaceOrientation?
    /// What the authority allows there, when one is asked.
    public var allowed: OrientationMask?
    /// The screen's own mask, when it declares one that UIKit does not ask (a sheet, a container's child).
    public var screenMask: OrientationMask? = nil
    /// What is wrong, in words.
    public var detail: String
    /// The shortest path from launch; for an unreachable orientation, the shortest path to the screen.
    public var path: [PathStep]
    /// For a crash, the exception's name.
    public var exception: String?
}

public struct ExploreOptions: Sendable {
    /// The longest path explored, in moves after launch.
    public var maxDepth: Int
    /// States kept in memory before the explorer stops with a message.
    public var maxStates: Int
    /// Device rotations explored: every device orientation, including the flat ones (which must never rotate).
    public var rotations: [DeviceOrientation]
    /// Asked before each new state is kept, by every exploration of one run (issue 28: `maxStates` bounds one
    /// device and version; a model whose screens all present each other, over every pair, ran for minutes). False
    /// stops this exploration, naming `totalStates`.
    public var admitState: (@Sendable () -> Bool)?
    /// States all the explorations of one run may keep together (`ExploreReport` shares them out); nil: no bound
    /// beyond `maxStates` each.
    public var totalStates: Int?

    public init(maxDepth: Int = 40, maxStates: Int = 500_000, totalStates: Int? = 2_000_000) {
        self.maxDepth = maxDepth
        self.maxStates = maxStates
        self.totalStates = totalStates
        rotations = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight, .faceUp, .faceDown]
    }
}

public struct ExplorationResult: Sendable {
    public var device: Device
    public var os: OSVersion
    public var sdk: OSVersion
    public var states: Int
    /// Engine steps taken (every event of every move tried).
    public var transitions: Int
    /// The length of the longest shortest path (in moves after launch).
    public var depth: Int
    /// False when a limit stopped the search: unreachable orientations are then not judged.
    public var complete: Bool
    public var limit: String?
    public var badStates: [BadState]
}

public enum Explorer {
    /// Explores one device and version. Dimensions are independent: callers run several on every core at once.
    public static func explore(
        _ model: ExplorationModel, device: Device, os: OSVersion, options: ExploreOptions = ExploreOptions()
    ) -> ExplorationResult {
        var scenario = model.scenario
        scenario.device = device
        scenario.os = os
        scenario.sdk = model.sdk ?? os
        scenario.steps = []
        if device.idiom != .pad { scenario.windowing = .fullScreen }
        let search = Search(
            scenario: scenario, transitions: model.transitions, onDisappear: model.onDisappear, options: options)
        search.declared = model.declared
        search.react = model.react
        search.unreachableNeedsDeclaration = model.unreachableNeedsDeclaration
        search.search()
        return search.result()
    }
}
