import OrientOutput
import OrientEngine
import OrientFacts

/// A controller with an orientation override presented in a style that does not fill the window.
struct NonFullScreenPresentationIgnored: LintRule {
    static let description = RuleDescription(
        id: "non_full_screen_presentation_ignored",
        title: "Presented controller's mask is not asked",
        rationale: """
            Only presentations that fill the window take over the orientation (R7.1). A page sheet, form sheet, \
            popover, current-context or custom presentation leaves the presenter in charge (R7.4). From iOS 13, \
            with the iOS 13 SDK, `.automatic` is a page sheet for most controllers (R7.2; seed 002: the iOS 13 \
            sheet). The presented controller's supportedInterfaceOrientations is not asked, unless the presenter's \
            chain forwards to presentedViewController.
            """,
        severity: .warning,
        triggering: triggeringExamples,
        nonTriggering: nonTriggeringExamples)

    static let notFillingWindow: Set<ModalStyle> = [
        .known(.pageSheet), .known(.formSheet), .known(.popover), .known(.custom), .known(.currentContext),
        .known(.overCurrentContext), .known(.automatic), .other("none")
    ]

    func check(_ context: CheckContext) -> [Finding] {
        var out: [Finding] = []
        for p in context.facts.presentations where p.api == .present {
            guard let presented = p.presented, let style = context.effectiveStyle(p),
                Self.notFillingWindow.contains(style),
                !context.isSystemController(presented),
                let m = context.member(.supportedInterfaceOrientations, of: presented), let value = m.fact.value
            else { continue }
            // A container that answers with its child's answer (a navigation controller forwarding to its top)
            // stands for a child Orient does not follow here: what is lost is that child's answer, unknown.
            if CheckContext.leaves(value).contains(where: {
                if case .forward = $0 { return true }; return false
            }) {
                continue
            }
            let devices = context.devicesAskingControllers
            if devices.allSatisfy({
                CheckContext.mask(value, pad: $0 == .ipad && context.supportsIPad) == context.idiomDefault($0)
            }
            ) || !context.narrowsApp(value, on: devices) {
                continue
            }
            // The presenter, or the controller UIKit asks (a window root), may forward to what is presented.
            if let presenter = p.context.inType, context.forwardsToPresented(presenter) { continue }
            let deciders = context.decidingControllers.map(\.name)
            if deciders.contains(where: context.forwardsToPresented) { continue }
            // Nothing changes when every controller that is asked instead already answers the same (all of them
            // known: a root of unknown class could answer anything).
            let answers = (context.authorities(over: p.context.inType) ?? []).filter { $0 != presented }.map { d in
                devices.map { context.staticMask(of: d, on: $0) }
            }
            let sameAnswer = { (a: [OrientationMask?]) in
                zip(a, devices).allSatisfy { $0 != nil && $0 == context.mask(value, on: $1) }
            }
            if !answers.isEmpty, answers.allSatisfy(sameAnswer) { continue }
            let automatic = style == .known(.automatic)
            if automatic && (context.sdk.major < 13) { continue }
            var notes = [Note(Message.mask(of: m.declaredIn, returns: value), at: m.fact.location)]
            if let at = p.styleLocation { notes.append(Note(Message.styleSetHere, at: at)) }
            out.append(
                finding(
                    context, at: p.location,
                    automatic ? Message.notAskedAutomatic(presented) : Message.notAsked(presented, style: style),
                    devices: devices, versions: automatic ? "iOS 13+" : "all", notes: notes, fix: Message.fix))
        }
        return out
    }
}

extension NonFullScreenPresentationIgnored {
    /// What the rule says, in one place.
    enum Message {
        static func notAskedAutomatic(_ presented: String) -> String {
            "\(presented) is presented with the automatic style (a page sheet from iOS 13), which does not fill the window: its supportedInterfaceOrientations is not asked (R7.2)"
        }
        static func notAsked(_ presented: String, style: ModalStyle) -> String {
            "\(presented) is presented as \(style), which does not fill the window: its supportedInterfaceOrientations is not asked (R7.4)"
        }
        static let fix = "Present it with modalPresentationStyle = .fullScreen, or let the presenter answer for it"
        static func mask(of cls: String, returns value: Value) -> String {
            "\(cls).supportedInterfaceOrientations returns \(value)"
        }
        static let styleSetHere = "the style is set here"
    }
}
