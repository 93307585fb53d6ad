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
            chain forwards to presentedViewController. Storyboard segues count too: a `presentation` segue with no \
            style of its own (nor one on the destination's "Presentation"), and a `show` segue from a window root \
            that no navigation controller holds, which UIKit turns into a presentation; quiet where the storyboard \
            container around the presenter answers the same mask. At info where the answer is lost only for some \
            of the answers the app delegate can give while it shows (`.all` only while a player is on top).
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
            guard let presented = p.presented, let style = context.effectiveStyle(p) else { continue }
            // A container made with its root where it is presented (`[[Nav alloc] initWithRootViewController:x]`).
            let root =
                context.facts.pushes.first {
                    $0.api == .rootOf(container: presented) && $0.location.file == p.location.file
                        && $0.location.line == p.location.line && $0.controllers.count == 1
                }?.controllers.first ?? nil
            out += report(
                context, presented: presented, style: style, styleLocation: p.styleLocation,
                presenter: p.context.inType, root: root,
                at: p.location)
        }
        out += storyboardSegues(context)
        return out
    }

    /// Storyboard segues that present modally: `presentation` (and the older `modal`) segues, and a `show` or
    /// `showDetail` segue from a window root that is no container, which UIKit turns into a presentation (there
    /// is no navigation or split controller to take it). The style is the segue's, else the destination scene's
    /// (Interface Builder's "Presentation" of the controller), else what its class sets, else automatic.
    func storyboardSegues(_ context: CheckContext) -> [Finding] {
        let roots = Set(context.decidingControllers.map(\.name))
        var out: [Finding] = []
        for board in context.facts.files.compactMap(\.storyboard) {
            // Scenes a container holds (a navigation controller's root): a `show` from them pushes.
            let relationships = board.segues.filter { $0.kind == "relationship" }
            let held = Set(relationships.map(\.destination))
            // The classes of the containers around a scene: the scenes whose relationship holds it, or holds a
            // scene that pushes it (`show`/`push`), in turn. A walk with a visited set: storyboards hold cycles.
            let pushes = board.segues.filter { $0.kind == "show" || $0.kind == "push" }
            func holders(of id: String) -> [String] {
                var out: [String] = [], seen: Set<String> = [id], queue = [id]
                while let current = queue.popLast() {
                    for r in relationships where r.destination == current && seen.insert(r.source).inserted {
                        if let c = board.scenes.first(where: { $0.id == r.source })?.className { out.append(c) }
                        queue.append(r.source)
                    }
                    for p in pushes where p.destination == current && seen.insert(p.source).inserted {
                        queue.append(p.source)
                    }
                }
                return out
            }
            for segue in board.segues {
                guard let source = board.scenes.first(where: { $0.id == segue.source }),
                    let destination = board.scenes.first(where: { $0.id == segue.destination }),
                    let presented = destination.customClass
                else { continue }
                switch segue.kind {
                case "presentation", "modal": break
                case "show", "showDetail":
                    guard source.element == "viewController", !held.contains(source.id),
                        let cls = source.className, roots.contains(cls),
                        context.controllerKind(cls)?.isContainer != true
                    else { continue }
                default: continue
                }
                let written = segue.modalPresentationStyle ?? destination.modalPresentationStyle
                let style =
                    written.map { ModalStyle(name: $0) } ?? context.classInfo(presented)?.presentationStyle
                    ?? .known(.automatic)
                guard !style.isUnknown else { continue }
                // A navigation scene's root (its one relationship), which it may answer with.
                let rootSegues = relationships.filter { $0.source == destination.id }
                let root =
                    rootSegues.count == 1
                    ? board.scenes.first(where: { $0.id == rootSegues[0].destination })?.className : nil
                out += report(
                    context, presented: presented, style: style, styleLocation: nil, presenter: source.className,
                    root: root, holders: holders(of: source.id), at: segue.location)
            }
        }
        return out
    }

    /// `value` with each forward to a child replaced by `child`'s own answer (UIKit's default where it declares
    /// none), when that gives one answer per idiom; nil when the child forwards in turn, answers what Orient does
    /// not read, or the answer depends on a condition.
    static func forwarding(_ value: Value, to child: String, _ context: CheckContext) -> Value? {
        let own =
            context.member(.supportedInterfaceOrientations, of: child)?.fact.value
            ?? .idiom(pad: .mask(.all), other: .mask(.allButUpsideDown))
        guard own.isChoiceOfStatics else { return nil }
        func replaced(_ v: Value) -> Value {
            switch v {
            case .forward: return own
            case .idiom(let p, let o): return .idiom(pad: replaced(p), other: replaced(o))
            case .conditional(let c, let t, let e):
                return .conditional(condition: c, then: replaced(t), else: replaced(e))
            default: return v
            }
        }
        // One answer per idiom where every branch gives the same (`vc ? [top answer] : portrait` around a portrait
        // root): that answer, whatever the condition. Otherwise it depends on it: nil.
        let whole = replaced(value)
        let pad = Set(CheckContext.leaves(whole, pad: true)), other = Set(CheckContext.leaves(whole, pad: false))
        guard pad.count == 1, other.count == 1, let p = pad.first, let o = other.first else { return nil }
        return p == o ? p : .idiom(pad: p, other: o)
    }

    /// The finding for `presented` shown in `style` by `presenter`, if its mask is lost there.
    func report(
        _ context: CheckContext, presented: String, style: ModalStyle, styleLocation: SourceLocation?,
        presenter: String?, root: String? = nil, holders: [String] = [], at place: SourceLocation
    ) -> [Finding] {
        guard Self.notFillingWindow.contains(style), !context.isSystemController(presented),
            let m = context.member(.supportedInterfaceOrientations, of: presented), var value = m.fact.value
        else { return [] }
        // A container made with its root where it is presented answers with that root's answer where it forwards
        // (a blind first run, hoccer: a themed navigation controller around a portrait code screen, as a sheet).
        if let root, let answered = Self.forwarding(value, to: root, context) { value = answered }
        // A container that answers with its child's answer (a navigation controller forwarding to its top)
        // stands for a child Orient does not follow here: what is lost is that child's answer, unknown.
        if CheckContext.leaves(value).contains(where: {
            if case .forward = $0 { return true }; return false
        }) {
            return []
        }
        let devices = context.devicesAskingControllers
        if devices.allSatisfy({
            CheckContext.mask(value, pad: $0 == .ipad && context.supportsIPad) == context.idiomDefault($0)
        }
        ) || !context.narrowsApp(value, on: devices) {
            return []
        }
        // The presenter, or the controller UIKit asks (a window root), may forward to what is presented.
        if let presenter, context.forwardsToPresented(presenter) { return [] }
        let deciders = context.decidingControllers.map(\.name)
        if deciders.contains(where: context.forwardsToPresented) { return [] }
        // Nothing changes when every controller that is asked instead already answers the same (all of them
        // known: a root of unknown class could answer anything).
        let authorities = context.authorities(over: presenter)
        let asked = (authorities ?? []).filter { $0 != presented }
        let answers = asked.map { d in devices.map { context.staticMask(of: d, on: $0) } }
        let sameAnswer = { (a: [OrientationMask?]) in
            zip(a, devices).allSatisfy { $0 != nil && $0 == context.mask(value, on: $1) }
        }
        if !answers.isEmpty, answers.allSatisfy(sameAnswer) { return [] }
        // The storyboard container the presenter sits in answers the same (a portrait navigation controller
        // presenting another of its class): where it decides, nothing is lost.
        if holders.contains(where: { h in sameAnswer(devices.map { context.staticMask(of: h, on: $0) }) }) {
            return []
        }
        let automatic = style == .known(.automatic)
        if automatic && (context.sdk.major < 13) { return [] }
        var notes = [Note(Message.mask(of: m.declaredIn, returns: value), at: m.fact.location)]
        if let at = styleLocation { notes.append(Note(Message.styleSetHere, at: at)) }
        // What is asked instead is not known (a window root of a class Orient cannot tell, an answer it cannot
        // evaluate): it may answer what the presented controller does, and then nothing is lost. Said at info,
        // naming what it depends on (issue 27; a blind first run: a Cordova root answering the plist's list).
        let unknown =
            authorities == nil ? ["the window root"] : zip(asked, answers).filter { $0.1.contains(nil) }.map(\.0)
        if !unknown.isEmpty { notes.append(Note(Message.dependsOn(unknown))) }
        // Lost only for some of the answers the app delegate can give while it shows (`.all` only while a gallery
        // is on top, a portrait-only plist otherwise: a blind first run, Mixin): said at info, naming it (issue 27).
        let showing = context.delegateConditions(falseWhileShowing: presented)
        let alwaysLost = devices.contains { d in
            guard let mask = context.mask(value, on: d),
                let apps = context.possibleAppMasks(on: d, world: showing).values, !apps.isEmpty
            else { return true }
            return apps.allSatisfy { !$0.subtracting(mask).isEmpty }
        }
        if !alwaysLost, let d = context.appDelegateMask {
            notes.append(Note(Message.dependsOnDelegate, at: d.location))
        }
        return [
            finding(
                context, at: place,
                automatic ? Message.notAskedAutomatic(presented) : Message.notAsked(presented, style: style),
                devices: devices, versions: automatic ? "iOS 13+" : "all", notes: notes, fix: Message.fix,
                severity: unknown.isEmpty && alwaysLost ? nil : .info)
        ]
    }
}

extension NonFullScreenPresentationIgnored {
    /// What the rule says, in one place.
    enum Message {
        static let dependsOnDelegate =
            "what is lost depends on the app delegate's answer while it shows: only some of its answers allow more than this controller does"
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
        static func dependsOn(_ asked: [String]) -> String {
            "whether this changes anything depends on what \(asked.joined(separator: ", ")) answers, which the code does not tell: if it answers the same, nothing is lost"
        }
    }
}
