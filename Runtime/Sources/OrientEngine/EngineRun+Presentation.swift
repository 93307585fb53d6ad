// Present and dismiss: who fills the window, and what its mask and preference do (catalog R7, R5.5, R5.6).

extension EngineRun {
    func present(_ node: HierarchyNode, style requested: PresentationStyle, fillsWindow flag: Bool)
        throws(StructureError)
    {
        var style = requested
        let modernSheets = os.major >= 13 && sdk.major >= 13
        if style == .automatic {
            use("R7.2")
            style = modernSheets ? .pageSheet : .fullScreen
        }
        if [.pageSheet, .formSheet, .popover].contains(style) && appIdiom == .phone && !modernSheets {
            use("R7.3")
            style = .fullScreen
        }
        var fills: Bool
        switch style {
        case .fullScreen, .overFullScreen: fills = true
        case .custom: fills = flag
        default: fills = false
        }
        if (style == .pageSheet || style == .formSheet), appIdiom == .phone, interface?.isLandscape == true {
            use("R7.3a")
            if choices.adaptedSheetAuthority == .compactHeight { fills = true }
        }
        let presenter = hierarchy.topController
        try hierarchy.present(
            node,
            Presentation(
                controller: node.name, requestedStyle: requested, style: style,
                fillsWindow: fills, presenter: presenter))
        guard fills else {
            use("R7.4")
            note(
                "\(node.name) is presented as \(style.rawValue) from \(presenter): it does not fill the window, so its mask is not asked"
            )
            return
        }
        use("R7.1")
        note("\(node.name) is presented \(style.rawValue) from \(presenter) and fills the window")
        let ev = evaluate()
        guard ev.consulted else { note("controller masks are not consulted: nothing turns"); return }
        if os.major >= 6 && !ev.legacyCompat && raiseIfNoCommon(ev) { return }
        guard let current = interface else { return }
        if ev.legacyCompat {
            if !ev.allowed.contains(current) {
                turn(to: fallback(ev.allowed), why: "\(ev.authority) does not allow \(current.name)")
            }
            return
        }
        if let preferred = resolvedPreferred(ev.authority) {
            use("R5.5")
            if let vc = ev.controller, !vc.contains(preferred) { raisePreferred(preferred, mask: vc); return }
            if ev.allowed.contains(preferred) {
                turn(
                    to: preferred,
                    why: "\(ev.authority).preferredInterfaceOrientationForPresentation is \(preferred.name)")
            } else {
                turn(
                    to: fallback(ev.allowed),
                    why: "the preferred \(preferred.name) is not allowed by the app or the hardware")
            }
        } else if ev.allowed.contains(current) {
            use("R5.6")
        } else {
            use("R7.5")
            turn(to: fallback(ev.allowed), why: "\(ev.authority) does not allow \(current.name)")
        }
    }

    func dismiss() throws(StructureError) {
        let p = try hierarchy.dismiss()
        guard p.fillsWindow else {
            use("R7.8")
            note(
                "\(p.controller) (\(p.style.rawValue)) is dismissed; it did not fill the window, so nothing is re-evaluated"
            )
            return
        }
        let ev = evaluate()
        use("R7.7")
        note("\(p.controller) is dismissed; \(ev.authority) decides again")
        guard ev.consulted else { return }
        if os.major >= 6 && !ev.legacyCompat && raiseIfNoCommon(ev) { return }
        guard let current = interface, !ev.allowed.contains(current) else { return }
        if quirks && os.major == 8 && os.minor == 0 {
            use("R7.7a")
            note("iOS 8.0 leaves the revealed controller in \(current.name)")
            return
        }
        if ev.legacyCompat {
            turn(to: fallback(ev.allowed), why: "\(ev.authority) does not allow \(current.name)"); return
        }
        guard let preferred = resolvedPreferred(ev.authority) else {
            // No preference of its own: the documented default is the current orientation, which the revealed
            // controller does not allow (R5.6; the choice says what UIKit does then).
            use("R5.6")
            if choices.dismissalWithoutPreference == .raises, let vc = ev.controller {
                raisePreferred(current, mask: vc); return
            }
            turn(
                to: fallback(ev.allowed), why: "\(ev.authority) does not allow \(current.name) and states no preference"
            )
            return
        }
        use("R5.5")
        if let vc = ev.controller, !vc.contains(preferred) { raisePreferred(preferred, mask: vc); return }
        if ev.allowed.contains(preferred) {
            turn(
                to: preferred, why: "\(ev.authority).preferredInterfaceOrientationForPresentation is \(preferred.name)")
        } else {
            turn(to: fallback(ev.allowed), why: "\(ev.authority) does not allow \(current.name)")
        }
    }
}
