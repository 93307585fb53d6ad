import OrientEngine

func plistArray(_ m: OrientationMask) -> PlistValue {
    .array(InterfaceOrientation.upright.filter(m.contains).compactMap(\.plistName).map(PlistValue.string))
}

func controller(
    _ name: String, _ kind: ControllerKind = .viewController, supported: OrientationMask? = nil,
    preferred: InterfaceOrientation? = nil, shouldAutorotate: Bool? = nil, forwards: Bool = false,
    configure: (inout ControllerSpec) -> Void = { _ in }
) -> ControllerSpec {
    var c = ControllerSpec(name: name, kind: kind)
    c.supportedInterfaceOrientations = supported
    c.preferredInterfaceOrientationForPresentation = preferred
    c.shouldAutorotate = shouldAutorotate
    c.forwardsToChild = forwards
    configure(&c)
    return c
}

func makeScenario(
    _ device: DeviceClass = .iphoneHomeButton, os: String = "15.0", sdk: String? = nil,
    plist: [String: PlistValue] = [:], delegate: OrientationMask? = nil,
    controllers: [ControllerSpec] = [], root: HierarchyNode = HierarchyNode("Root"),
    windowing: Windowing = .fullScreen, quirks: QuirkMode = .reported, choices: Choices = Choices(),
    steps: [Event]
) -> Scenario {
    Scenario(
        device: Device.representative(of: device), os: OSVersion(os)!, sdk: sdk.flatMap(OSVersion.init),
        windowing: windowing, quirks: quirks, choices: choices,
        app: AppSpec(plist: plist, delegate: delegate),
        controllers: Dictionary(uniqueKeysWithValues: controllers.map { ($0.name, $0) }), root: root, steps: steps)
}

func simulate(_ s: Scenario) -> RunResult {
    precondition(
        Simulator.validate(s) == nil, "test scenario does not validate: \(String(describing: Simulator.validate(s)))")
    return Simulator.run(s)
}

/// Every mask of the four real bits, plus "not implemented" (nil).
let everyMask: [OrientationMask] = (0..<16).map { OrientationMask(rawValue: UInt($0) << 1) }
let everyMaskOrNil: [OrientationMask?] = [nil] + everyMask
let uprightDevice: [DeviceOrientation] = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
/// One version on each side of every boundary the engine knows.
let versionBoundaries = [
    "5.1", "6.0", "6.1", "7.0", "7.1", "8.0", "8.4", "9.0", "12.4", "13.0", "14.0", "15.8", "16.0", "17.0", "26.0",
    "26.2", "27.0"
]
