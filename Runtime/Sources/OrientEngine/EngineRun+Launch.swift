// Launch: the orientation the app starts in, and the first evaluation once launch ends (catalog R12, R4.2, R10.5).

extension EngineRun {
    func launch(_ d: DeviceOrientation) -> InterfaceOrientation {
        deviceOrientation = d
        if d.interfaceOrientation != nil { lastUpright = d }
        if systemLock, device.idiom == .pad, padLockedOrientation == nil {
            padLockedOrientation = lastUpright.interfaceOrientation
        }
        running = true
        let hw = hardwareMask
        let launchMask = appMask(afterLaunch: false).effective.intersection(hw)
        let listed = plistOrientations().list.filter { launchMask.contains($0) }
        let held = effectiveDeviceOrientation
        var toward = held.interfaceOrientation
        if toward == nil { use("R12.7"); toward = lastUpright.interfaceOrientation }

        var start: InterfaceOrientation?
        if device.idiom == .vision {
            use("R2.4")
            let preferred = app.plist[InfoPlistKey.preferredDefaultInterfaceOrientation.name()]?.stringValue.flatMap {
                InterfaceOrientation(name: $0)
            }
            if let p = preferred, launchMask.contains(p) {
                start = p
            } else {
                let idiomStart: InterfaceOrientation = appIdiom == .pad ? .landscapeRight : .portrait
                start = launchMask.contains(idiomStart) ? idiomStart : listed.first
            }
        } else if os.major < 8 && appIdiom == .phone {
            use("R12.1")
            start = launchMask.contains(.portrait) ? .portrait : listed.first
        } else if os.major < 8 {
            use("O1")
            start = toward.flatMap { launchMask.contains($0) ? $0 : nil } ?? listed.first
        } else {
            use("R12.2")
            if let t = toward, launchMask.contains(t) {
                start = t
            } else if choices.launchFallback == .portrait && launchMask.contains(.portrait) {
                start = .portrait
            } else {
                start = listed.first
            }
        }
        if start == nil { start = fallback(launchMask) }
        let launchIO = start ?? .portrait
        interface = launchIO
        note("launches in \(launchIO.name) (plist mask \(launchMask.displayName), device \(held.name))")

        // Launch ends: the root is the window's root and the app delegate's mask applies (R4.2, R12.6).
        let ev = evaluate(afterLaunch: true)
        if os.major >= 6 && !ev.legacyCompat {
            if raiseIfNoCommon(ev) { use("R10.5"); return launchIO }
        }
        if device.idiom == .vision {
            use("O2")
            if !ev.allowed.contains(launchIO) { interface = fallback(ev.allowed) ?? launchIO }
            return launchIO
        }
        let frozen = ev.consulted && shouldAutorotateHonoured && !resolvedShouldAutorotate(ev.authority)
        if let t = held.interfaceOrientation, ev.allowed.contains(t), !frozen {
            interface = t
        } else if !ev.allowed.contains(launchIO) {
            let preferred = ev.consulted ? resolvedPreferred(ev.authority) : nil
            interface = preferred.flatMap { ev.allowed.contains($0) ? $0 : nil } ?? fallback(ev.allowed) ?? launchIO
        }
        if interface != launchIO { note("once launched, the interface is \(interface?.name ?? "")") }
        return launchIO
    }
}
