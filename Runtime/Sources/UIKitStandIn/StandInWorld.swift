import Foundation
import OrientEngine

/// The device, the app and the run behind the stand-in: every UIKit call the glue or a test makes is an event of
/// an engine scenario, and what UIKit would show is what the engine decides. Before each event the app delegate's
/// answer is read again, as UIKit asks it whenever it evaluates.
@MainActor
public final class StandInWorld {
    public static var current: StandInWorld?

    public var scenario: Scenario
    public private(set) var results: [StepResult] = []
    /// The app delegate's `application(_:supportedInterfaceOrientationsFor:)`; nil: not implemented.
    public var appDelegate: (() -> UIInterfaceOrientationMask)?
    public let scene = UIWindowScene()
    var window: UIWindow?
    private var controllers: [String: UIViewController] = [:]
    private var answered: OrientationMask??

    public init(device: Device, os: OSVersion, plist: [String: PlistValue]) {
        scenario = Scenario(device: device, os: os, app: AppSpec(plist: plist), root: HierarchyNode("none"), steps: [])
    }

    public var idiom: Idiom { device.idiom == .phone ? .phone : .pad }
    public var device: Device { scenario.device }
    public var interface: InterfaceOrientation? { results.last?.interfaceOrientation }
    public var last: StepResult? { results.last }
    public var crashed: Bool { results.contains { $0.exception != nil } }

    /// The app launches with the window's root as it is, the device held `orientation`.
    public func launch(_ orientation: DeviceOrientation) {
        guard let root = window?.rootViewController else { return }
        register(root)
        scenario.root = root.node
        perform(.launch(orientation))
        root.visibleLeaf.viewDidAppear(false)
    }

    public func rotate(_ orientation: DeviceOrientation) {
        perform(.rotate(orientation))
        NotificationCenter.default.post(name: UIDevice.orientationDidChangeNotification, object: UIDevice.current)
    }

    /// Whether the controller has been shown in the window (its view is then loaded and in it).
    func isShown(_ vc: UIViewController) -> Bool { controllers[vc.standInName] === vc }
    public func setWindowing(_ w: Windowing) {
        windowing = w
        perform(.setWindowing(w))
    }
    /// What the scene is now (`UIWindow.bounds` reads it).
    public private(set) var windowing: Windowing = .fullScreen

    func register(_ vc: UIViewController) {
        controllers[vc.standInName] = vc
        if scenario.controllers[vc.standInName] == nil {
            var spec = ControllerSpec(name: vc.standInName, kind: vc.kind)
            let mask = OrientationMask(rawValue: vc.supportedInterfaceOrientations.rawValue)
            if mask != .idiomDefault(pad: idiom == .pad) { spec.supportedInterfaceOrientations = mask }
            scenario.controllers[vc.standInName] = spec
        }
        for c in vc.children { register(c) }
    }

    /// Runs the scenario with one more event (the app delegate's current answer first, when it changed).
    @discardableResult
    public func perform(_ event: Event) -> StepResult? {
        guard !crashed else { return nil }
        let answer = appDelegate.map { OrientationMask(rawValue: $0().rawValue) }
        if answer != answered ?? nil || answered == nil {
            answered = .some(answer)
            if case .launch = event {
                scenario.app.delegateSupportedInterfaceOrientations = answer
            } else {
                scenario.steps.append(.setAppDelegate(answer))
            }
        }
        scenario.steps.append(event)
        results = Simulator.run(scenario, explain: false, rules: false).steps
        return results.last
    }
}
