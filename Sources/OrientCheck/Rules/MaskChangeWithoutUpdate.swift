import OrientOutput
import OrientEngine
import OrientFacts

/// A stored orientation lock changed at run time without asking UIKit to re-evaluate.
struct MaskChangeWithoutUpdate: LintRule {
    static let description = RuleDescription(
        id: "mask_change_without_update",
        title: "Orientation lock changed without an update",
        rationale: """
            From iOS 16 UIKit reads masks only when something asks it to. Changing the variable a mask returns \
            (the common AppDelegate.orientationLock pattern) does nothing until the next device rotation, unless \
            the code calls setNeedsUpdateOfSupportedInterfaceOrientations() or requests a geometry update \
            (R5.8, R8.3, R8.4; seeds 000 and 001). A full-screen presentation that follows in the same function \
            makes UIKit ask again, so a change just before one is not reported (R4.4, R7.5). A change that only \
            widens the mask (a flag or variable set to an answer that holds every orientation any other value \
            allows) is said at info: the current orientation stays allowed, and only a device already held in a \
            newly allowed orientation waits for its next turn.
            """,
        severity: .warning,
        triggering: triggeringExamples,
        nonTriggering: nonTriggeringExamples)

    static func lastComponent(_ s: String) -> String { CheckContext.lastName(s) }

    func check(_ context: CheckContext) -> [Finding] {
        // The variables masks are read from, and who reads them.
        var readers: [String: (String, SourceLocation)] = [:]
        // What each reader answers, by the flag it reads: to tell a change that only widens it.
        var answers: [String: Value] = [:]
        // Flags a mask's condition reads (`if lockPortrait { .portrait } else { .all }`): whatever a flag is set
        // to, the answer is one of the masks the code shows.
        var flags: Set<String> = []
        for d in context.facts.delegates {
            for case .dynamic(let name) in CheckContext.leaves(d.value) {
                readers[Self.lastComponent(name)] = (Message.appDelegateMask, d.location)
            }
            for flag in Self.conditionNames(d.value) where readers[flag] == nil {
                readers[flag] = (Message.appDelegateMask, d.location)
                answers[flag] = d.value
                flags.insert(flag)
            }
        }
        for (cls, m) in context.declaredMembers where m.member == .supportedInterfaceOrientations {
            for case .dynamic(let name) in (m.value.map(CheckContext.leaves) ?? []) {
                readers[Self.lastComponent(name)] = (Message.controllerMask(cls), m.location)
            }
            for flag in m.value.map(Self.conditionNames) ?? [] where readers[flag] == nil {
                readers[flag] = (Message.controllerMask(cls), m.location)
                answers[flag] = m.value
                flags.insert(flag)
            }
        }
        let updates: Set<RotationFact.API> = [.setNeedsUpdateOfSupportedInterfaceOrientations, .requestGeometryUpdate]
        // A full-screen presentation later in the same function makes UIKit ask again (R4.4, R7.5).
        func presentsFullScreen(in call: CallContext, after at: SourceLocation) -> Bool {
            context.facts.presentations.contains { p in
                p.api == .present && p.context.inType == call.inType && p.context.inMember == call.inMember
                    && p.location.file == at.file && at < p.location && context.effectiveStyle(p)?.fillsWindow == true
            }
        }
        func updated(in call: CallContext) -> Bool {
            context.facts.rotations.contains {
                updates.contains($0.api) && $0.context.inType == call.inType && $0.context.inMember == call.inMember
            }
                || context.facts.maskArguments.contains { a in
                    // …or calls the app's own helper that asks (`setOrientation(.portrait)` around a geometry request).
                    a.context.inType == call.inType && a.context.inMember == call.inMember
                        && context.facts.rotations.contains {
                            updates.contains($0.api) && $0.context.inMember.map(CheckName.base) == a.function
                        }
                }
        }
        // A call after which UIKit is not asked again: not at launch, no update or full-screen presentation after it.
        func asksNothingAfter(_ call: CallContext, at: SourceLocation) -> Bool {
            !CheckContext.isLaunch(call.inMember) && !updated(in: call) && !presentsFullScreen(in: call, after: at)
        }
        return context.facts.assignments.compactMap { a in
            guard let reader = readers[Self.lastComponent(a.variable)] else { return nil }
            // Set while the mask method itself runs (a local it builds its answer in: a blind first run, Alfresco's
            // `supportedOrientations = UIInterfaceOrientationMaskPortrait;` in its delegate method): that is the
            // answer UIKit is being given, not a change after it asked.
            if a.context.inMember?.contains("upportedInterfaceOrientations") == true { return nil }
            // Set while the app finishes launching: UIKit has not asked yet (R4.2).
            if CheckContext.isLaunch(a.context.inMember) || updated(in: a.context) || a.updatedThroughHelper
                || presentsFullScreen(in: a.context, after: a.location)
            {
                return nil
            }
            // A controller made a few lines before and not shown yet: its first value, not a change.
            if a.onNewObject { return nil }
            // A screen's own lock given its first value while it is made: nothing has asked for it yet.
            if a.context.inMember?.hasPrefix("init") == true, !a.variable.contains(".") || a.variable.hasPrefix("self.")
            {
                return nil
            }
            var notes = [Note(Message.readBy(reader.0), at: reader.1)]
            var what = a.variable
            if let p = a.parameter {
                // A lock helper: its callers set the mask, each with or without an update of its own.
                let callers = context.facts.masksPassedThrough(to: p, inType: a.context.inType).filter {
                    call, through in
                    asksNothingAfter(call.context, at: call.location) && !through.contains(where: updated)
                }.map(\.call)
                guard !callers.isEmpty else { return nil }
                what = Message.setsThrough(a.context.inMember ?? p.function, variable: a.variable)
                notes += callers.prefix(5).map {
                    Note(
                        Message.calledWith($0.value, in: $0.context.inMember ?? Message.unnamedCaller),
                        at: $0.location)
                }
            } else if !a.value.isChoiceOfStatics && !flags.contains(Self.lastComponent(a.variable)) {
                // A value only known at run time (a saved mask restored) may be the one UIKit has; a choice
                // between masks the code tells (`setting == .portrait ? .portrait : .all`) is a change.
                return nil
            } else if let member = a.context.inMember.map(CheckName.base),
                case let calls = context.facts.flagCalls.filter({ $0.function == member }), !calls.isEmpty
            {
                // A helper that sets the flag (`enableLandscape()`): its callers, each with or without an update.
                let bare = calls.filter { asksNothingAfter($0.context, at: $0.location) }
                guard !bare.isEmpty else { return nil }
                notes += bare.prefix(5).map {
                    Note(Message.calledIn($0.context.inMember ?? Message.unnamedCaller), at: $0.location)
                }
            }
            // A change that only widens the answer keeps the current orientation allowed: the next device turn
            // reads the new mask (R5.8), so only a device already held in a newly allowed orientation waits.
            let widens = Self.onlyWidens(a, answer: answers[Self.lastComponent(a.variable)], context)
            return finding(
                context, at: a.location,
                Message.changesMask(what, returnedBy: reader.0) + (widens ? Message.onlyWidens : ""),
                devices: context.devicesAskingControllers, versions: "iOS 16+", notes: notes,
                fix: Message.fix, severity: widens ? .info : nil
            )
        }
    }
}

extension MaskChangeWithoutUpdate {
    /// The variables the conditions of a mask read, by their last name (`lockPortrait`, `self.isLocked`,
    /// `!AppDelegate.lockPortrait`), when every side of the condition is a mask the code shows.
    static func conditionNames(_ value: Value) -> [String] {
        func walk(_ v: Value, _ depth: Int) -> [String] {
            guard depth < 16 else { return [] }
            switch v {
            case .conditional(let c, let t, let e):
                guard t.isChoiceOfStatics, e.isChoiceOfStatics else { return [] }
                let names = c.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }
                    .filter { $0.first?.isLetter == true && $0 != "true" && $0 != "false" }
                    .map { lastComponent(String($0)) }
                return names + walk(t, depth + 1) + walk(e, depth + 1)
            case .idiom(let p, let o): return walk(p, depth + 1) + walk(o, depth + 1)
            default: return []
            }
        }
        return walk(value, 0)
    }

    /// Whether a change only widens what its reader answers, on every device: every mask it can give after the
    /// change holds every orientation any other value allows. A flag set to a literal (`restrictRotation = NO`)
    /// is read through the reader's conditions on it; a mask (`lock = .all`) against every value the variable
    /// takes. False when any of it is not known.
    static func onlyWidens(_ a: AssignmentFact, answer: Value?, _ context: CheckContext) -> Bool {
        guard a.parameter == nil else { return false }
        func wider(_ new: Possible<OrientationMask>, than others: Possible<OrientationMask>) -> Bool {
            guard let n = new.values, let o = others.values, !n.isEmpty, !o.isEmpty else { return false }
            let all = o.reduce(OrientationMask.empty) { $0.union($1) }
            return n.allSatisfy { $0.isSuperset(of: all) }
        }
        return [false, true].allSatisfy { pad in
            let literal: Bool? =
                switch a.value {
                case .bool(let b): b
                case .unknown(let text): ["true": true, "YES": true, "false": false, "NO": false][text]
                default: nil
                }
            if let answer, let set = literal {
                let flag = lastComponent(a.variable)
                var world: [String: Bool] = [:]
                var other: [String: Bool] = [:]
                for c in CheckContext.conditions(of: answer) {
                    var name = c.trimmingCharacters(in: .whitespaces)
                    let negated = name.hasPrefix("!")
                    if negated { name.removeFirst() }
                    guard lastComponent(name) == flag else { continue }
                    world[c] = negated ? !set : set
                    other[c] = negated ? set : !set
                }
                guard !world.isEmpty else { return false }
                return wider(
                    context.possibleMasks(answer, pad: pad, world: world),
                    than: context.possibleMasks(answer, pad: pad, world: other))
            }
            guard a.value.isChoiceOfStatics else { return false }
            return wider(
                context.possibleMasks(a.value, pad: pad),
                than: context.possibleMasks(ofVariable: a.variable, pad: pad))
        }
    }

    /// What the rule says, in one place.
    enum Message {
        static let onlyWidens =
            "; the change only widens it, so the current orientation stays allowed and only a device already held in a newly allowed orientation waits"

        static func changesMask(_ what: String, returnedBy reader: String) -> String {
            "\(what) changes the mask \(reader) returns, but nothing asks UIKit to read it again: on iOS 16+ nothing happens until the device turns"
        }
        static let fix =
            "Call setNeedsUpdateOfSupportedInterfaceOrientations() after the change (on the controller, or the window's root)"
        /// The variable's setter when it is a lock helper: `what` in `changesMask`.
        static func setsThrough(_ setter: String, variable: String) -> String { "\(setter) sets \(variable), which" }
        /// Who reads the mask: `reader` in `changesMask` and `readBy`.
        static let appDelegateMask = "the app delegate's mask"
        static func controllerMask(_ cls: String) -> String { "\(cls).supportedInterfaceOrientations" }
        static func readBy(_ reader: String) -> String { "read by \(reader)" }
        static func calledWith(_ value: Value, in caller: String) -> String { "called with \(value) in \(caller)" }
        static func calledIn(_ caller: String) -> String { "called in \(caller), which asks UIKit nothing after it" }
        /// A caller outside any named member.
        static let unnamedCaller = "code"
    }
}
