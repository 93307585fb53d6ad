// Runs a scenario through the model. Each decision records the rules that made it (see Rules.swift).

public enum Simulator {
    /// Checks that every step makes sense structurally (push needs a navigation controller, …) without
    /// simulating orientation. Returns the index of the first bad step and why.
    public static func validate(_ scenario: Scenario) -> (step: Int?, message: String)? {
        let kinds = scenario.controllers.mapValues(\.kind)
        var hierarchy: Hierarchy
        do { hierarchy = try Hierarchy(root: scenario.root, kinds: kinds) } catch {
            return (nil, "root: " + error.message)
        }
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
                    if scenario.device.idiom != .pad {
                        return (
                            i, "setWindowing: windowing applies to an iPad only; the device is \(scenario.device.name)"
                        )
                    }
                    continue
                case .rotate, .orientationLock:
                    continue
                default:
                    if !running {
                        return (i, "this step needs the running app; the first step that runs the app is launch")
                    }
                }
                try hierarchy.applyStructure(event)
                switch event {
                case .set(let c, _):
                    if scenario.controllers[c] == nil { return (i, "set: unknown controller '\(c)'") }
                case .setNeedsUpdateOfSupportedInterfaceOrientations(let c?):
                    if scenario.controllers[c] == nil {
                        return (i, "setNeedsUpdateOfSupportedInterfaceOrientations: unknown controller '\(c)'")
                    }
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
    public static func run(
        _ scenario: Scenario, explain: Bool = true, rules: Bool = true, onStep: ((StepResult) -> Void)? = nil
    ) -> RunResult {
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
