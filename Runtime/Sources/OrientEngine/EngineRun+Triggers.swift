// Code that asks UIKit to look again: setNeedsUpdateOfSupportedInterfaceOrientations, attemptRotation…,
// requestGeometryUpdate, the UIDevice hack, and the system orientation lock (catalog R8, R13.5–R13.7).

extension EngineRun {
    /// Re-reads the masks; moves away from an orientation no longer allowed and, when asked, toward the device.
    func reevaluate(towardDevice: Bool) {
        let ev = evaluate()
        guard ev.consulted else { note("controller masks are not consulted here"); return }
        if raiseIfNoCommon(ev) { return }
        guard let current = interface else { return }
        let held = effectiveDeviceOrientation.interfaceOrientation
        if !ev.allowed.contains(current) {
            let preferred = resolvedPreferred(ev.authority)
            let target =
                held.flatMap { ev.allowed.contains($0) ? $0 : nil }
                ?? preferred.flatMap { ev.allowed.contains($0) ? $0 : nil }
                ?? fallback(ev.allowed)
            turn(to: target, why: "\(current.name) is no longer allowed (\(ev.allowed.displayName))")
        } else if towardDevice, let t = held, t != current, ev.allowed.contains(t), !prefersLockInEffect {
            turn(to: t, why: "the device is held \(t.name), which is now allowed")
        }
    }

    func setNeedsUpdate(_ name: String?) {
        guard os.major >= 16 else {
            note(
                "setNeedsUpdateOfSupportedInterfaceOrientations() is an iOS 16 API; on iOS \(os) code behind #available skips it"
            )
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
            note(
                "the masks are re-read (\(ev.allowed.displayName)); the interface moves at the next rotation or geometry request"
            )
            return
        }
        reevaluate(towardDevice: choices.setNeedsUpdate == .reevaluates)
    }

    func attemptRotation() {
        guard os.major >= 5 else { note("attemptRotationToDeviceOrientation() arrived in iOS 5"); return }
        use("R8.2")
        guard os.major < 16 else {
            note(
                "attemptRotationToDeviceOrientation() has no effect from iOS 16; use setNeedsUpdateOfSupportedInterfaceOrientations()"
            )
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

    func requestGeometryUpdate(_ requested: OrientationMask) {
        guard os.major >= 16 else {
            note("requestGeometryUpdate(_:) is an iOS 16 API; on iOS \(os) code behind #available skips it")
            return
        }
        use("R8.4")
        if device.idiom == .pad && sceneIsResizable {
            use("R11.6")
            sceneError = SceneError(
                domain: "UISceneErrorDomain", code: 101,
                message: "The current windowing mode does not allow for programmatic changes to interface orientation.")
            return
        }
        let ev = evaluate()
        if raiseIfNoCommon(ev) { return }
        if requested.isEffectivelyEmpty {
            sceneError = SceneError(
                domain: "UISceneErrorDomain", code: 100,
                message: "The requested geometry preferences name no interface orientation.")
            note(
                "an empty request is invalid (geometryRequestUnsupported); the message is Orient's wording, UIKit's is not recorded"
            )
            return
        }
        let candidates = requested.effective.intersection(ev.allowed)
        guard !candidates.isEffectivelyEmpty else {
            sceneError = SceneError(
                domain: "UISceneErrorDomain", code: 101,
                message:
                    "None of the requested orientations are supported by the view controller. Requested: \(requested.names.joined(separator: ", ")); Supported: \(ev.allowed.names.joined(separator: ", "))"
            )
            return
        }
        guard let current = interface, !candidates.contains(current) else {
            note("already in \(interface?.name ?? ""): no transition")
            return
        }
        if systemLock { use("R13.7") }
        turn(
            to: fallback(candidates),
            why: "requestGeometryUpdate(.iOS(interfaceOrientations: \(requested.displayName)))")
    }

    func uideviceHack(_ o: InterfaceOrientation) {
        use("R8.5")
        if os.major >= 16 {
            log.append(
                "[Orientation] BUG IN CLIENT OF UIKIT: Setting UIDevice.orientation is not supported. Please use UIWindowScene.requestGeometryUpdate(_:)"
            )
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

    func orientationLock(_ on: Bool) {
        systemLock = on
        if device.idiom == .pad {
            use("R13.6")
            padLockedOrientation = on ? (interface ?? lastUpright.interfaceOrientation) : nil
        } else {
            use("R13.5")
        }
        guard running else { return }
        if on {
            guard device.idiom != .pad else {
                note("rotation lock on: the interface keeps \(interface?.name ?? "")"); return
            }
            let ev = evaluate()
            if ev.allowed.contains(.portrait) {
                turn(to: .portrait, why: "the portrait orientation lock is on")
            } else {
                note("the app does not allow portrait: it stays \(interface?.name ?? "")")
            }
        } else if let t = deviceOrientation.interfaceOrientation, t != interface {
            deviceDriven(t, why: "the lock is off and the device is held \(deviceOrientation.name)")
        }
    }
}
