// Layer 3 of the reference model: the one controller UIKit asks and its answer, and the evaluation that
// intersects the three layers (catalog R5, R6, R7, R14).

extension EngineRun {
    /// The topmost presentation that fills the window (R7.1), with the reported overFullScreen anomaly (R7.6c).
    func authority() -> (name: String, presentation: Int?) {
        let ps = hierarchy.presentations
        guard let k = ps.lastIndex(where: \.fillsWindow) else { return (hierarchy.root, nil) }
        if quirks, ps[k].style == .fullScreen, k > 0, ps[k - 1].style == .overFullScreen, ps[k - 1].fillsWindow {
            use("R7.6c")
            return (ps[k - 1].controller, k - 1)
        }
        return (ps[k].controller, k)
    }

    func spec(_ name: String) -> ControllerSpec { controllers[name] ?? ControllerSpec(name: name) }

    func resolvedSupported(_ name: String) -> OrientationMask {
        let c = spec(name)
        if c.kind.isContainer {
            if c.forwardsToChild, let child = hierarchy.visibleChild(of: name) {
                use("R6.1b")
                return resolvedSupported(child)
            }
            if os.major >= 7, let answer = c.delegate?.supportedInterfaceOrientations {
                use("R6.2")
                switch answer {
                case .value(let m): return m
                case .child:
                    if let child = hierarchy.visibleChild(of: name) { return resolvedSupported(child) }
                    return idiomDefault()
                }
            }
            if let m = c.supportedInterfaceOrientations { use("R6.1b"); return m }
            if c.kind == .tabBarController {
                use("R6.3")
                if choices.tabBarDefault == .selectedChild, let child = hierarchy.visibleChild(of: name) {
                    return resolvedSupported(child)
                }
            }
            use("R6.1")
            return idiomDefault()
        }
        if !(hierarchy.children[name] ?? []).isEmpty { use("R6.4") }
        if let m = c.supportedInterfaceOrientations { return m }
        use("R5.1")
        return idiomDefault()
    }

    func resolvedPreferred(_ name: String) -> InterfaceOrientation? {
        let c = spec(name)
        if c.kind.isContainer {
            if c.forwardsToChild, let child = hierarchy.visibleChild(of: name) { return resolvedPreferred(child) }
            if os.major >= 7, let answer = c.delegate?.preferredInterfaceOrientationForPresentation {
                use("R6.2")
                switch answer {
                case .value(let o): return o
                case .child: return hierarchy.visibleChild(of: name).flatMap(resolvedPreferred)
                }
            }
        }
        return c.preferredInterfaceOrientationForPresentation
    }

    func resolvedShouldAutorotate(_ name: String) -> Bool {
        let c = spec(name)
        if c.kind.isContainer, c.forwardsToChild, let child = hierarchy.visibleChild(of: name) {
            return resolvedShouldAutorotate(child)
        }
        return c.shouldAutorotate ?? true
    }

    /// R5.4: whether UIKit reads shouldAutorotate on this OS (and SDK, when that choice is made).
    var shouldAutorotateHonoured: Bool {
        if os.major < 6 { return false }
        if os.major < 16 { return true }
        return choices.shouldAutorotateFrom16 == .linkedOnOrAfter16 && sdk.major < 16
    }

    /// The mask of the deciding controller, with the reported overFullScreen anomaly (R7.6a, R7.6b).
    func authorityMask(_ name: String, presentation: Int?) -> OrientationMask {
        let own = resolvedSupported(name)
        guard quirks, let k = presentation, hierarchy.presentations[k].style == .overFullScreen else { return own }
        let belowIndex = hierarchy.presentations[..<k].lastIndex(where: \.fillsWindow)
        let belowName = belowIndex.map { hierarchy.presentations[$0].controller } ?? hierarchy.root
        let below = authorityMask(belowName, presentation: belowIndex)
        if own.effective.isSubset(of: below.effective) {
            if own.effective != below.effective { use("R7.6a") }
            return own
        }
        use("R7.6b")
        return below
    }

    /// iOS ≤5: every visible controller of the chain must agree (R14.1); not implementing means portrait (R14.2).
    func legacyMask(_ name: String) -> OrientationMask {
        let c = spec(name)
        var mask = OrientationMask.all
        var asked = false
        if let own = c.shouldAutorotateToInterfaceOrientation { mask = mask.intersection(own.effective); asked = true }
        let kids: [String]
        switch c.kind {
        case .navigationController, .pageViewController: kids = hierarchy.visibleChild(of: name).map { [$0] } ?? []
        case .tabBarController, .splitViewController: kids = hierarchy.children[name] ?? []
        case .viewController, .hostingController: kids = []
        }
        for k in kids { mask = mask.intersection(legacyMask(k)); asked = true }
        if !asked { use("R14.2"); return .portrait }
        return mask
    }

    struct Evaluation {
        var app: OrientationMask
        var controller: OrientationMask?
        var hardware: OrientationMask
        var allowed: OrientationMask
        var authority: String
        var consulted: Bool
        /// app ∩ controller is empty (R10.1, R10.2).
        var noCommon: Bool
        /// The iOS 6 compatibility path decided (R14.3).
        var legacyCompat: Bool
    }

    func evaluate(afterLaunch: Bool = true) -> Evaluation {
        guard afterLaunch else { return computeEvaluation(afterLaunch: false) }
        if let cached = cachedEvaluation {
            for id in cached.rules { use(id) }
            return cached.evaluation
        }
        let wasTracing = tracing, outer = rules
        rules = []; tracing = true
        let ev = computeEvaluation(afterLaunch: true)
        cachedEvaluation = (ev, rules)
        let used = rules
        rules = outer; tracing = wasTracing
        for id in used { use(id) }
        return ev
    }

    func computeEvaluation(afterLaunch: Bool) -> Evaluation {
        let hw = hardwareMask
        let (name, presentation) = authority()
        if os.major < 6 {
            use("R14.1")
            let m = legacyMask(name)
            let app = plistMask()
            return Evaluation(
                app: app, controller: m, hardware: hw, allowed: m.effective.intersection(hw),
                authority: name, consulted: true, noCommon: false, legacyCompat: true)
        }
        let app = appMask(afterLaunch: afterLaunch)
        guard controllersConsulted else {
            return Evaluation(
                app: app, controller: nil, hardware: hw, allowed: app.effective.intersection(hw),
                authority: name, consulted: false, noCommon: false, legacyCompat: false)
        }
        use("R5.2")
        if let old = spec(name).shouldAutorotateToInterfaceOrientation {
            use("R14.3")
            return Evaluation(
                app: app, controller: old, hardware: hw, allowed: old.effective.intersection(hw),
                authority: name, consulted: true, noCommon: false, legacyCompat: true)
        }
        let vc = authorityMask(name, presentation: presentation)
        if vc.rawValue & 1 != 0 { use("R1.5") }
        let common = app.effective.intersection(vc.effective)
        return Evaluation(
            app: app, controller: vc, hardware: hw, allowed: common.intersection(hw),
            authority: name, consulted: true, noCommon: common.rawValue == 0, legacyCompat: false)
    }

    var prefersLockInEffect: Bool {
        guard os.major >= 26, running, !sceneIsResizable else { return false }
        return spec(authority().name).prefersInterfaceOrientationLocked ?? false
    }
}
