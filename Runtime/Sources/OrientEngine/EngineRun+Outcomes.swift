// What an evaluation leads to, shared by every event: UIKit's exceptions, the orientation it falls back to,
// the turn itself with its callbacks, and a rotation toward a device orientation (catalog R8.1, R10, R13).

extension EngineRun {
    /// R10.1 / R10.2: raises when the deciding controller and the app share nothing. Returns true when it did.
    func raiseIfNoCommon(_ ev: Evaluation) -> Bool {
        guard ev.consulted, ev.noCommon else { return false }
        if shouldAutorotateHonoured && !resolvedShouldAutorotate(ev.authority) {
            use("R5.4")
            note(
                "\(ev.authority) has nothing in common with the app's mask, but its shouldAutorotate is NO, so UIKit does not raise"
            )
            return false
        }
        use("R10.1")
        if let c = ev.controller, c.isEffectivelyEmpty { use("R10.2") }
        let cls = spec(ev.authority).className
        let reason =
            os.major <= 8
            ? "Supported orientations has no common orientation with the application, and shouldAutorotate is returning YES"
            : "Supported orientations has no common orientation with the application, and [\(cls) shouldAutorotate] is returning YES"
        exception = UIKitException(name: "UIApplicationInvalidInterfaceOrientation", reason: reason)
        note(
            "\(ev.authority) allows \(ev.controller?.displayName ?? "nothing"), the app allows \(ev.app.displayName): no common orientation, the app crashes"
        )
        return true
    }

    /// R10.3: a preferred orientation outside the controller's own mask.
    func raisePreferred(_ preferred: InterfaceOrientation, mask: OrientationMask) {
        use("R10.3")
        let reason =
            os.major < 13
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
        for o in [InterfaceOrientation.portrait, .portraitUpsideDown, .landscapeRight, .landscapeLeft]
        where allowed.contains(o) { return o }
        return nil
    }

    func turn(to new: InterfaceOrientation?, why: @autoclosure () -> String) {
        guard let new, let old = interface, new != old else { return }
        interface = new
        rotated = true
        note("the interface turns from \(old.name) to \(new.name): \(why())")
        sendCallbacks(from: old, to: new)
    }

    /// R13.1, R13.2: rotation callbacks to every visible controller, parents first.
    func sendCallbacks(from old: InterfaceOrientation, to new: InterfaceOrientation) {
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
            if s.implements.contains(.willRotate) {
                use("R13.1"); callbacks.append("\(c).\(RotationCallback.willRotate.rawValue)")
            }
            if s.implements.contains(.willAnimateRotation) {
                use("R13.1"); callbacks.append("\(c).\(RotationCallback.willAnimateRotation.rawValue)")
            }
            if s.implements.contains(.didRotate) {
                use("R13.1"); legacy.append("\(c).\(RotationCallback.didRotate.rawValue)")
            }
        }
        callbacks += legacy
    }

    /// A rotation toward a device orientation (the sensor, attemptRotation…, the UIDevice hack): R8.1.
    func deviceDriven(_ target: InterfaceOrientation, why: @autoclosure () -> String) {
        let ev = evaluate()
        if os.major < 6 {
            if ev.allowed.contains(target) {
                turn(to: target, why: why())
            } else {
                note("\(target.name) is refused by the visible controllers' shouldAutorotateToInterfaceOrientation:")
            }
            return
        }
        if ev.consulted && !ev.legacyCompat {
            if shouldAutorotateHonoured, let m = spec(ev.authority).shouldAutorotateReturnsMask {
                use("R5.4")
                note(
                    "\(ev.authority).shouldAutorotate returns a mask (\(m.displayName)) where a BOOL is expected: \(m.rawValue == 0 ? "NO, since it is 0" : "YES, since it is not 0")"
                )
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
        if ev.allowed.contains(target) {
            turn(to: target, why: why())
        } else if interface != target {
            note(
                "\(target.name) is not allowed (\(ev.allowed.displayName)): the interface stays \(interface?.name ?? "")"
            )
        }
    }
}
