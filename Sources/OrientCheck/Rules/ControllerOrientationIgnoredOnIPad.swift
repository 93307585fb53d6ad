import OrientOutput
import OrientEngine
import OrientFacts

/// Orientation code in an app that takes part in iPad multitasking: ignored on iPad.
struct ControllerOrientationIgnoredOnIPad: LintRule {
    static let description = RuleDescription(
        id: "controller_orientation_ignored_on_ipad",
        title: "Orientation code ignored on iPad",
        rationale: """
            An iPad app that takes part in multitasking (all four iPad orientations, a launch screen, no \
            UIRequiresFullScreen in effect) is never asked for controller masks. UIKit does not call \
            supportedInterfaceOrientations or shouldAutorotate, and geometry requests fail (R11.1, R5.3, R11.6). \
            A landscape-only player rotates to portrait on iPad (seeds 000 and 003). Either accept every \
            orientation on iPad or opt out of multitasking. A mask that keeps portrait is reported at info level \
            (an iPhone answer the iPad's own layouts make moot), so is a lock whose first or assigned value \
            narrows the iPad, and a mask the code does not tell at all (a parameter, a forward) not at all. \
            A class the code is not seen showing (a factory's product, a child added through a protocol) is \
            reported at info: it may be a child no device asks. Idiom tests are followed through the app's own helpers (`UIDevice.isPad`, a `static var` of \
            `UIInterfaceOrientationMask`), and calls made only off iPad do not count. A Flutter app's Dart \
            `SystemChrome.setPreferredOrientations` and a React Native module's lock (react-native-orientation-locker, \
            expo-screen-orientation, react-native-screens' `orientation` option) are the root's or the app \
            delegate's answer: reported at the Dart or JavaScript call, at info when the call runs only in some \
            state (an `if` on a setting) or keeps portrait.
            """,
        severity: .warning,
        triggering: triggeringExamples,
        nonTriggering: nonTriggeringExamples)

    func check(_ context: CheckContext) -> [Finding] {
        guard context.ipadMultitasking else { return [] }
        let key = context.capabilities[.ipad]?.plistKey
        let notes = [
            Note(Message.multitasking, at: key.flatMap { context.place(ofKey: $0) } ?? context.familyPlace)
        ]
        var out: [Finding] = []
        func addFinding(_ at: SourceLocation, _ what: String, severity: Severity? = nil, _ effect: String = "") {
            out.append(
                finding(
                    context, at: at, Message.ignored(what, effect: effect),
                    devices: [.ipad], versions: "iOS 9+", notes: notes, fix: Message.fix, severity: severity))
        }
        // A mask that keeps portrait is mostly an iPhone answer (the iPad's landscape layouts are the app's own
        // choice, all four orientations listed): worth knowing, not a warning. One that leaves portrait out
        // (a landscape-only player or game) shows its screen in portrait on iPad: the trap of seeds 000 and 003.
        // A mask that depends on state is reported at info when one of its known answers narrows the iPad; one
        // the code does not tell at all (state, a forward) not at all.
        // A class the code is not seen showing (made by a factory, a child added through a protocol, a storyboard
        // identifier without a cast) may be a child UIKit never asks on any device: its mask is still ignored on
        // iPad, but that may be nothing iPad-specific. Said at info, with that caveat.
        let shown = context.controllersShown
        // On a multitasking iPad the app delegate is not asked either: what the screen gets is what the plist
        // lists for iPad, and an answer matters when it leaves some of that out.
        func narrows(_ m: OrientationMask) -> Bool {
            !(context.capabilities[.ipad]?.launch ?? .all).subtracting(m).isEmpty
        }
        func ignoredMask(_ v: Value?, at: SourceLocation, _ what: String, seenShown: Bool = true) {
            func add(_ at: SourceLocation, _ what: String, severity: Severity? = nil, _ effect: String = "") {
                guard !seenShown else { return addFinding(at, what, severity: severity, effect) }
                addFinding(at, what, severity: .info, effect + Message.notSeenShown)
            }
            guard let v else { return }
            if let mask = CheckContext.mask(v, pad: true) {
                guard mask.effective != .all, narrows(mask) else { return }
                if mask.contains(.portrait) {
                    add(at, what, severity: .info, Message.turnsToEvery)
                } else {
                    add(at, what, Message.alsoShowsInPortrait)
                }
                return
            }
            let known = CheckContext.leaves(v, pad: true)
                .flatMap { [$0] + context.stateValues($0, declaredIn: at.file, pad: true) }
                .compactMap { CheckContext.mask($0, pad: true) }
            if known.contains(where: { $0.effective != .all && narrows($0) }) {
                add(at, what, severity: .info, Message.turnsToEveryWhateverTheState)
            }
        }
        // A controller UIKit never asks anywhere (a sheet, a child) is another rule's matter.
        for (cls, m) in context.declaredMembers {
            switch m.member {
            case .supportedInterfaceOrientations
            where !context.neverAsked(cls) || context.maskAskedThroughPresenter(cls):
                ignoredMask(m.value, at: m.location, Message.mask(of: cls), seenShown: shown.contains(cls))
            case .shouldAutorotate where !context.neverAsked(cls):
                // False, or false in some state, on iPad (UIKit's own answer, `super`, on the other side is no freeze).
                let iPad = m.value.map { CheckContext.leaves($0, pad: true) } ?? []
                // An answer the code does not tell (state, an expression) is there to say no sometimes.
                if iPad.contains(where: {
                    switch $0 {
                    case .dynamic, .unknown: return true
                    default: return $0 == .bool(false)
                    }
                }) {
                    addFinding(m.location, Message.shouldAutorotate(of: cls), severity: .info)
                }
            default: continue
            }
        }
        // The app delegate's own mask on a multitasking iPad is an open question: multitasking_app_delegate_mask.
        for d in context.facts.delegates where d.member == .supportedInterfaceOrientations && d.kind != .application {
            ignoredMask(
                context.delegateValue(d), at: d.location,
                d.kind == .application ? Message.appDelegateMask : Message.delegateMask(kind: d.kind.rawValue))
        }
        // A Flutter app's Dart lock (the engine's root controller answers it) or a React Native module's (the app
        // delegate does): on a multitasking iPad UIKit asks neither (issue 31). The same severities as a controller's mask: every mask it can set leaves portrait
        // out (a landscape player) → warning; some narrow the iPad → info.
        // A call that sets the orientations back (a screen closing, a module's unlock) is no lock of its own.
        // A lock made only on phones (`if (!isTablet())`) never asks the iPad for anything.
        for lock in context.crossPlatformLocks
        where lock.scope != .screenCloses && !lock.unlocks && lock.mayRun(on: .ipad) {
            guard let values = lock.masks.values, !values.isEmpty else { continue }
            let narrowing = values.filter { $0.effective != .all && narrows($0) }
            guard !narrowing.isEmpty else { continue }
            // A lock under a condition the code does not settle (a setting the app may turn off on iPad) may
            // never run there: worth knowing, not a warning.
            let when = lock.condition.map { Message.onlyWhen($0) } ?? ""
            if narrowing.count == values.count, !narrowing.contains(where: { $0.contains(.portrait) }) {
                addFinding(
                    lock.location, Message.dart(lock), severity: lock.condition == nil ? nil : .info,
                    Message.alsoShowsInPortrait + when)
            } else {
                addFinding(lock.location, Message.dart(lock), severity: .info, Message.turnsToEvery + when)
            }
        }
        // A geometry request fails on a resizable iPad scene (R11.6), unless the code makes it only off iPad or
        // asks for every orientation there. The failure reaches the request's error handler; what the app does
        // on iPad instead is its own choice: worth knowing, at info.
        for r in context.facts.rotations where r.api == .requestGeometryUpdate && r.context.idiom.runs(onPad: true) {
            if let arg = r.argument, CheckContext.mask(arg, pad: true)?.effective == .all { continue }
            addFinding(r.location, Message.geometryRequest, severity: .info, Message.requestFails)
        }
        return out
    }
}

extension ControllerOrientationIgnoredOnIPad {
    /// What the rule says, in one place.
    enum Message {
        static func ignored(_ what: String, effect: String) -> String {
            "\(what) is ignored on iPad: the app takes part in multitasking, so UIKit never asks it (R11.1)\(effect)"
        }
        static let fix =
            "Support every orientation on iPad, or opt out of multitasking (UIRequiresFullScreen, deprecated from iPadOS 26)"
        static let multitasking =
            "the app takes part in iPad multitasking: all four iPad orientations, a launch screen, no UIRequiresFullScreen"

        // What is ignored.
        static func mask(of cls: String) -> String { "\(cls).supportedInterfaceOrientations" }
        static func shouldAutorotate(of cls: String) -> String { "\(cls).shouldAutorotate" }
        static let appDelegateMask = "application(_:supportedInterfaceOrientationsFor:)"
        static func delegateMask(kind: String) -> String { "\(kind)SupportedInterfaceOrientations(_:)" }
        static let geometryRequest = "requestGeometryUpdate"
        static func onlyWhen(_ condition: String) -> String {
            " (if it runs on iPad at all: it runs only when \(condition))"
        }
        static func dart(_ lock: FrameworkLockFact) -> String {
            "\(CheckContext.written(lock)), \(CheckContext.answerer(lock)),"
        }

        // What it does on iPad, after the message.
        static let turnsToEvery = "; on iPad the screen turns to every orientation"
        static let alsoShowsInPortrait = "; on iPad the screen also shows in portrait"
        static let turnsToEveryWhateverTheState = "; on iPad the screen turns to every orientation, whatever the state"
        static let requestFails = "; on iPad the request fails"
        /// Added to the effect for a class the code is not seen showing.
        static let notSeenShown = " (Orient does not see where the app shows it)"
    }
}
