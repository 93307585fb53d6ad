// Layer 1 of the reference model: what the device can do (catalog R2).

extension EngineRun {
    var hardwareMask: OrientationMask {
        if device.deviceClass == .iphoneFaceID { use("R2.2") }
        return device.hardwareMask
    }

    /// R2.3: an app whose UIDeviceFamily lacks the device's idiom runs with the other idiom's rules.
    var inCompatibilityMode: Bool { device.idiom == .pad && appIdiom == .phone }

    func idiomDefault() -> OrientationMask {
        if inCompatibilityMode { use("R2.3") }
        return .idiomDefault(pad: appIdiom == .pad)
    }
}
