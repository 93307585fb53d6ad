// The device turns (catalog R8.1, R13).

extension EngineRun {
    func rotate(_ d: DeviceOrientation) {
        deviceOrientation = d
        if d.interfaceOrientation != nil { lastUpright = d }
        guard running else { note("the device is now held \(d.name); the app is not running"); return }
        if device.idiom == .vision { use("O2"); return }
        guard let target = d.interfaceOrientation else {
            use("R13.4")
            note("\(d.name) is not an interface orientation: nothing turns")
            return
        }
        use("R1.3")
        if systemLock {
            use(device.idiom == .pad ? "R13.6" : "R13.5")
            note("the orientation lock is on: the interface does not follow the device")
            return
        }
        if prefersLockInEffect {
            use("R5.7")
            note("\(authority().name) prefers the interface orientation locked: it stays \(interface?.name ?? "")")
            return
        }
        deviceDriven(target, why: "the device turned to \(d.name)")
    }
}
