// Layer 2 of the reference model: what the app declares, in its Info.plist and delegates, and whether
// UIKit asks its controllers at all (catalog R3, R4, R11).

extension EngineRun {
    /// The orientation key UIKit reads on this device and its orientations in listed order (R3.2).
    func plistOrientations() -> (key: String?, list: [InterfaceOrientation]) {
        if let cached = plistCache { return cached }
        let computed = readPlistOrientations()
        plistCache = computed
        return computed
    }

    func readPlistOrientations() -> (key: String?, list: [InterfaceOrientation]) {
        let keys = InfoPlistKey.supportedInterfaceOrientations.lookupOrder(idiom: appIdiom, iPod: device.isIPod)
        for key in keys {
            guard let value = app.plist[key] else { continue }
            let items: [PlistValue]
            if case .array(let a) = value { items = a } else { items = [value] }
            var list: [InterfaceOrientation] = []
            for item in items {
                if let s = item.stringValue, let o = InterfaceOrientation(name: s), !list.contains(o) { list.append(o) }
            }
            return (key, list)
        }
        return (nil, [])
    }

    func plistMask() -> OrientationMask {
        if inCompatibilityMode { use("R2.3") }
        let (key, list) = plistOrientations()
        guard let key else {
            use("R3.4")
            return idiomDefault()
        }
        if key != InfoPlistKey.supportedInterfaceOrientations.name() { use("R3.2") }
        if list.isEmpty {
            use("R3.4a")
            return choices.emptyPlistArray == .idiomDefault ? idiomDefault() : .empty
        }
        return OrientationMask(orientations: list)
    }

    func appMask(afterLaunch: Bool) -> OrientationMask {
        if os.major >= 27, sdk.major >= 27, let m = app.sceneDelegateSupportedInterfaceOrientations {
            use("R4.5")
            return m
        }
        if let m = app.delegateSupportedInterfaceOrientations, os.major >= 6 {
            use("R4.2")
            // Open question 11: whether a multitasking iPad honours it is not documented (choice).
            if afterLaunch, choices.multitaskingDelegateMask == .ignored, supportsMultitasking {
                use("R11.1c")
                return plistMask()
            }
            if afterLaunch { use("R4.1"); return m }
        }
        return plistMask()
    }

    /// A Boolean key as an iPad reads it: `~ipad`, else the plain key.
    func plistBool(_ key: InfoPlistKey) -> Bool {
        (app.plist[key.name(on: .ipad)] ?? app.plist[key.name()])?.boolValue ?? false
    }

    var hasLaunchScreen: Bool {
        for key in InfoPlistKey.launchStoryboardName.lookupOrder(idiom: .pad) {
            if let name = app.plist[key]?.stringValue, !name.isEmpty { return true }
        }
        if os.major >= 14, InfoPlistKey.launchScreen.lookupOrder(idiom: .pad).contains(where: { app.plist[$0] != nil })
        {
            return true
        }
        return false
    }

    /// `UIRequiresFullScreen` as UIKit honours it on this OS and SDK (R11.2, R11.5, R11.7).
    var requiresFullScreen: Bool {
        guard plistBool(.requiresFullScreen) else { return false }
        if os.major >= 27 && sdk.major >= 27 { use("R11.7"); return false }
        if os >= OSVersion(26, 2),
            let from = app.plist[InfoPlistKey.requiresFullScreenIgnoredStartingWithVersion.name()]?.stringValue.flatMap(
                OSVersion.init),
            let mine = app.plist[InfoPlistKey.bundleShortVersionString.name()]?.stringValue.flatMap(OSVersion.init),
            mine >= from
        {
            use("R11.5")
            return false
        }
        return true
    }

    /// R11.1: an iPad app that takes part in multitasking is never asked for controller masks.
    var supportsMultitasking: Bool {
        if multitaskingCache == nil {
            let wasTracing = tracing, savedRules = rules
            rules = []; tracing = true
            let value = computeMultitasking()
            multitaskingCache = (value, rules)
            rules = savedRules; tracing = wasTracing
        }
        let (value, used) = multitaskingCache ?? (false, [])
        for id in used { use(id) }
        return value
    }

    func computeMultitasking() -> Bool {
        guard device.idiom == .pad, appIdiom == .pad, os.major >= 9, sdk.major >= 9 else { return false }
        let wasTracing = tracing
        tracing = false
        let fourOrientations = plistMask().effective == .all
        tracing = wasTracing
        guard hasLaunchScreen, fourOrientations else { return false }
        if requiresFullScreen { use("R11.2"); return false }
        return true
    }

    var effectiveWindowing: Windowing {
        guard device.idiom == .pad, windowing != .fullScreen else { return .fullScreen }
        if supportsMultitasking { return windowing }
        if os.major >= 26 && (windowing == .windowed || windowing == .stageManager) { return windowing }
        use("O3")
        return .fullScreen
    }

    var sceneIsResizable: Bool { effectiveWindowing != .fullScreen }

    /// Whether UIKit asks a controller at all (R11.1, R11.6).
    var controllersConsulted: Bool {
        if supportsMultitasking { use("R11.1"); return false }
        if sceneIsResizable { use("R11.6"); return false }
        return true
    }
}
