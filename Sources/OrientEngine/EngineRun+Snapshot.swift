// The state of a run as a value, for the explorer (issue 16): two runs in the same state decide every later
// event the same way, so the explorer visits each state once.

/// Everything UIKit keeps between events that a later decision can depend on. The caches of `EngineRun` are left
/// out: they are rebuilt from this.
struct EngineState: Hashable {
    /// The controllers change only through `set` events: hashing them for every state would cost more than the rare
    /// collision between states that differ in them alone (equality still compares them, at once when unchanged).
    func hash(into h: inout Hasher) {
        h.combine(running)
        h.combine(deviceOrientation)
        h.combine(lastUpright)
        h.combine(systemLock)
        h.combine(padLockedOrientation)
        h.combine(windowing)
        h.combine(interface)
        h.combine(hierarchy)
        h.combine(delegateMask)
        h.combine(sceneDelegateMask)
    }

    var running: Bool
    var deviceOrientation: DeviceOrientation
    var lastUpright: DeviceOrientation
    var systemLock: Bool
    var padLockedOrientation: InterfaceOrientation?
    var windowing: Windowing
    var interface: InterfaceOrientation?
    var hierarchy: Hierarchy
    /// Only the controllers a `set` event changed, and the delegates' answers, differ from the scenario's.
    var controllers: [String: ControllerSpec]
    var delegateMask: OrientationMask?
    var sceneDelegateMask: OrientationMask?
}

extension EngineRun {
    var snapshot: EngineState {
        EngineState(
            running: running, deviceOrientation: deviceOrientation, lastUpright: lastUpright, systemLock: systemLock,
            padLockedOrientation: padLockedOrientation, windowing: windowing, interface: interface,
            hierarchy: hierarchy, controllers: controllers,
            delegateMask: app.delegateSupportedInterfaceOrientations,
            sceneDelegateMask: app.sceneDelegateSupportedInterfaceOrientations)
    }

    func restore(_ s: EngineState) {
        // The evaluation depends on the tree, the controllers, the delegates and the windowing only (see
        // `cachedEvaluation`): a state that differs in the device or the interface alone keeps it.
        let keepsEvaluation =
            cachedEvaluation != nil && s.windowing == windowing && s.hierarchy == hierarchy
            && s.delegateMask == app.delegateSupportedInterfaceOrientations
            && s.sceneDelegateMask == app.sceneDelegateSupportedInterfaceOrientations && s.controllers == controllers
        let evaluation = cachedEvaluation
        running = s.running
        deviceOrientation = s.deviceOrientation
        lastUpright = s.lastUpright
        systemLock = s.systemLock
        padLockedOrientation = s.padLockedOrientation
        windowing = s.windowing
        interface = s.interface
        hierarchy = s.hierarchy
        controllers = s.controllers
        app.delegateSupportedInterfaceOrientations = s.delegateMask
        app.sceneDelegateSupportedInterfaceOrientations = s.sceneDelegateMask
        cachedEvaluation = keepsEvaluation ? evaluation : nil
    }
}

// The controllers' kinds never change during a run, and the set of controllers in the tree follows from the
// children and the presentations: equality and hashing look at what can differ.
extension Hierarchy: Hashable {
    public static func == (a: Hierarchy, b: Hierarchy) -> Bool {
        a.structureHash == b.structureHash && a.root == b.root && a.presentations == b.presentations
            && a.children == b.children && a.selected == b.selected
    }

    public func hash(into h: inout Hasher) { h.combine(structureHash) }
}
