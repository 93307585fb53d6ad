// The state of a run as a value, for the explorer (issue 16): two runs in the same state decide every later
// event the same way, so the explorer visits each state once.

/// Everything UIKit keeps between events that a later decision can depend on, as plain values: the tree and the
/// controllers (which change only on navigation and `set` events) are numbers in the explorer's `StateTable`, so
/// a state hashes, compares and copies without touching them. The caches of `EngineRun` are left out.
struct EngineState: Hashable {
    var running: Bool
    var deviceOrientation: DeviceOrientation
    var lastUpright: DeviceOrientation
    var systemLock: Bool
    var padLockedOrientation: InterfaceOrientation?
    var windowing: Windowing
    var interface: InterfaceOrientation?
    var hierarchy: Int32
    var controllers: Int32
    var delegateMask: OrientationMask?
    var sceneDelegateMask: OrientationMask?
}

/// Each distinct tree and set of controllers a search meets, once, by number; and which ones the run holds now.
final class StateTable {
    private var hierarchies: [Hierarchy] = []
    private var hierarchyIndex: [Hierarchy: Int32] = [:]
    private var controllerSets: [[String: ControllerSpec]] = []
    private var controllersIndex: [[String: ControllerSpec]: Int32] = [:]
    /// What the run holds, by number (valid while the run's change flags are down).
    private var currentHierarchy: Int32 = -1
    private var currentControllers: Int32 = -1

    func snapshot(_ run: EngineRun) -> EngineState {
        if run.hierarchyChanged || currentHierarchy < 0 {
            currentHierarchy = intern(run.hierarchy, &hierarchies, &hierarchyIndex)
            run.hierarchyChanged = false
        }
        if run.controllersChanged || currentControllers < 0 {
            currentControllers = intern(run.controllers, &controllerSets, &controllersIndex)
            run.controllersChanged = false
        }
        return EngineState(
            running: run.running, deviceOrientation: run.deviceOrientation, lastUpright: run.lastUpright,
            systemLock: run.systemLock, padLockedOrientation: run.padLockedOrientation, windowing: run.windowing,
            interface: run.interface, hierarchy: currentHierarchy, controllers: currentControllers,
            delegateMask: run.app.delegateSupportedInterfaceOrientations,
            sceneDelegateMask: run.app.sceneDelegateSupportedInterfaceOrientations)
    }

    func restore(_ s: EngineState, into run: EngineRun) {
        let sameTree = !run.hierarchyChanged && s.hierarchy == currentHierarchy
        let sameControllers = !run.controllersChanged && s.controllers == currentControllers
        // The evaluation depends on the tree, the controllers, the delegates and the windowing only (see
        // `cachedEvaluation`): a state that differs in the device or the interface alone keeps it.
        let keepsEvaluation =
            sameTree && sameControllers && s.windowing == run.windowing
            && s.delegateMask == run.app.delegateSupportedInterfaceOrientations
            && s.sceneDelegateMask == run.app.sceneDelegateSupportedInterfaceOrientations
        let evaluation = run.cachedEvaluation
        run.running = s.running
        run.deviceOrientation = s.deviceOrientation
        run.lastUpright = s.lastUpright
        run.systemLock = s.systemLock
        run.padLockedOrientation = s.padLockedOrientation
        run.windowing = s.windowing
        run.interface = s.interface
        if !sameTree {
            run.hierarchy = hierarchies[Int(s.hierarchy)]
            currentHierarchy = s.hierarchy
            run.hierarchyChanged = false
        }
        if !sameControllers {
            run.controllers = controllerSets[Int(s.controllers)]
            currentControllers = s.controllers
            run.controllersChanged = false
        }
        run.app.delegateSupportedInterfaceOrientations = s.delegateMask
        run.app.sceneDelegateSupportedInterfaceOrientations = s.sceneDelegateMask
        run.cachedEvaluation = keepsEvaluation ? evaluation : nil
    }

    func hierarchy(_ s: EngineState) -> Hierarchy { hierarchies[Int(s.hierarchy)] }

    private func intern<T: Hashable>(_ value: T, _ list: inout [T], _ index: inout [T: Int32]) -> Int32 {
        if let i = index[value] { return i }
        let i = Int32(list.count)
        list.append(value)
        index[value] = i
        return i
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
