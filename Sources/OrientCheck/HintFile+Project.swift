// A team's hints (`.orient-hints.yml`, issue 29) checked against the project and turned into facts: a hinted
// class answers what the hint says, as if its code said so, for every rule and for the explorer.

import OrientEngine
import OrientFacts
import OrientOutput
import OrientProject
import OrientScenario

extension HintFile {
    /// Every class the hints name that the project neither defines nor uses, as an error at its line.
    public func unknownNames(in facts: ProjectFacts) -> [Diagnostic] {
        var known = Set(UIKitClasses.controllers.keys)
        for t in facts.targets + [facts.unassigned] {
            for f in t.files {
                known.formUnion(f.types.map(\.name))
                known.formUnion(f.types.compactMap(\.superclass))
                known.formUnion(f.storyboard?.scenes.compactMap(\.customClass) ?? [])
                known.formUnion(f.presentations.compactMap(\.presented))
                known.formUnion(f.pushes.flatMap { $0.controllers.compactMap { $0 } })
                known.formUnion(f.windowRoots.compactMap(\.controller))
            }
        }
        var names = controllers.map { ($0.key, $0.value.line) } + transitionLines.map { ($0.key, $0.value) }
        // A class a hinted move shows may be hinted itself.
        names += shown.filter { controllers[$0.name] == nil }.map { ($0.name, $0.line) }
        var out: [Diagnostic] = []
        var said = Set<String>()
        for (name, line) in names.sorted(by: { ($0.1 ?? 0) < ($1.1 ?? 0) })
        where !known.contains(name) && said.insert(name).inserted {
            out.append(
                Diagnostic(
                    .error, SourceLocation(path, line: line),
                    "unknown class '\(name)': the project neither defines nor uses it"))
        }
        return out
    }

    /// A target's facts with each hinted class answering what its hint gives: a class of the repository keeps
    /// what the hint leaves out; a class from outside it (a dependency not in the tree) becomes a controller of the
    /// hint's kind (a plain view controller when it gives none). Subclasses of such a class keep their chain.
    public func applied(to facts: TargetFacts) -> TargetFacts {
        var out = facts
        for (name, hint) in controllers.sorted(by: { $0.key < $1.key }) {
            let place = SourceLocation(path, line: hint.line)
            var members = out.class(name)?.members ?? [:]
            func set(_ m: Member, _ value: Value??) {
                guard let value else { return }
                guard let value else {
                    members[m] = nil
                    return
                }
                members[m] = ResolvedMember(
                    fact: MemberFact(member: m, value: value, isOverride: true, context: .classBody, location: place),
                    declaredIn: name)
            }
            let p = hint.patch
            set(.supportedInterfaceOrientations, p.supportedInterfaceOrientations.map { $0.map(Value.mask) })
            set(
                .preferredInterfaceOrientationForPresentation,
                p.preferredInterfaceOrientationForPresentation.map { $0.map(Value.orientation) })
            set(.shouldAutorotate, p.shouldAutorotate.map { $0.map(Value.bool) })
            set(.prefersInterfaceOrientationLocked, p.prefersInterfaceOrientationLocked.map { $0.map(Value.bool) })
            if let i = out.classes.firstIndex(where: { $0.name == name }) {
                out.classes[i].members = members
                if let kind = hint.kind {
                    out.classes[i].kind = .controller(kind, base: HintFile.uikitClass(kind))
                } else if case .unknown = out.classes[i].kind {
                    out.classes[i].kind = .controller(.viewController, base: "UIViewController")
                }
            } else if UIKitClasses.controllers[name] == nil {
                let kind = hint.kind ?? .viewController
                out.classes.append(
                    ClassInfo(
                        name: name, superclass: HintFile.uikitClass(kind), chain: [],
                        kind: .controller(kind, base: HintFile.uikitClass(kind)),
                        location: place, members: members, presentationStyle: nil, external: nil))
            }
        }
        return out
    }

    static func uikitClass(_ kind: ControllerKind) -> String {
        UIKitClasses.controllers.filter { $0.value == kind }.map(\.key).sorted().first { $0.hasPrefix("UI") }
            ?? "UIViewController"
    }
}
