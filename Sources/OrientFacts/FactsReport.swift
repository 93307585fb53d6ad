// `orient facts`: the debugging view of what Orient read from the code (docs/facts.md).

import OrientEngine
import OrientOutput
import OrientProject

public enum FactsReport {
    // MARK: JSON

    public static func json(_ facts: ProjectFacts, configuration: String) -> JSON {
        .object([
            ("path", .string(facts.root)),
            ("configuration", .string(configuration)),
            ("targets", .array(facts.targets.map(json))),
            ("unassigned", json(facts.unassigned)),
            (
                "diagnostics",
                .array(
                    facts.diagnostics.map { d in
                        .object([
                            ("severity", .string(d.severity.compilerTag)), ("file", .string(d.location.file)),
                            ("line", d.location.line.map(JSON.int) ?? .null), ("message", .string(d.message))
                        ])
                    })
            )
        ])
    }

    /// A code location: code facts always have a line and column.
    static func json(_ l: SourceLocation) -> JSON {
        .object([("file", .string(l.file)), ("line", .int(l.line ?? 0)), ("column", .int(l.column ?? 0))])
    }

    static func mask(_ m: OrientationMask) -> JSON {
        .strings(InterfaceOrientation.upright.filter(m.contains).map(\.name))
    }

    public static func json(_ v: Value) -> JSON {
        switch v {
        case .mask(let m): return .object([("mask", mask(m))])
        case .orientation(let o): return .object([("orientation", .string(o.name))])
        case .bool(let b): return .object([("bool", .bool(b))])
        case .orientationAsMask(let c, let m): return .object([("constant", .string(c)), ("mask", mask(m))])
        case .idiom(let p, let o): return .object([("idiom", .object([("pad", json(p)), ("other", json(o))]))])
        case .forward(let child): return .object([("forward", .string(child))])
        case .inherited: return .object([("super", .bool(true))])
        case .dynamic(let name): return .object([("dynamic", .string(name))])
        case .conditional(let c, let t, let e):
            return .object([("if", .string(c)), ("then", json(t)), ("else", json(e))])
        case .unknown(let text): return .object([("unknown", .string(text))])
        }
    }

    static func json(_ c: DeclarationContext) -> JSON {
        switch c {
        case .classBody: return .string("class")
        case .classExtension: return .string("extension")
        case .protocolExtension(let p): return .string("protocol extension of \(p)")
        }
    }

    static func json(_ m: ResolvedMember) -> JSON {
        .object([
            ("member", .string(m.fact.member.rawValue)),
            ("value", m.fact.value.map(json) ?? .null),
            ("override", .bool(m.fact.isOverride)),
            ("context", json(m.fact.context)),
            ("declaredIn", .string(m.declaredIn)),
            ("legacy", .bool(m.fact.member.isLegacy)),
            ("location", json(m.fact.location))
        ])
    }

    static func json(_ p: ParameterRef) -> JSON {
        .object([("function", .string(p.function)), ("label", .string(p.label)), ("index", .int(p.index))])
    }

    static func json(_ c: CallContext) -> [(String, JSON)] {
        [
            ("inType", .optional(c.inType)), ("inMember", .optional(c.inMember)),
            ("availability", .optional(c.availability))
        ]
    }

    static func json(_ k: ClassKind) -> [(String, JSON)] {
        switch k {
        case .controller(let kind, let base):
            return [("kind", .string(kind.rawValue)), ("uikitBase", .string(base)), ("unknownBecause", .null)]
        case .notController(let base):
            return [("kind", .string("notController")), ("uikitBase", .string(base)), ("unknownBecause", .null)]
        case .unknown(let external):
            return [
                ("kind", .string("unknown")), ("uikitBase", .null),
                ("unknownBecause", .string("\(external) is defined outside the repository"))
            ]
        }
    }

    static func json(_ t: TargetFacts) -> JSON {
        .object([
            ("name", .string(t.name)),
            ("project", .string(t.project)),
            ("iosApp", .bool(t.isIOSApp)),
            ("files", .strings(t.files.map(\.path))),
            (
                "classes",
                .array(
                    t.classes.map { c in
                        .object(
                            [
                                ("name", .string(c.name)), ("superclass", .optional(c.superclass)),
                                ("chain", .strings(c.chain))
                            ]
                                + json(c.kind)
                                + [
                                    ("presentationStyle", .optional(c.presentationStyle?.description)),
                                    ("location", json(c.location)),
                                    ("members", .array(Member.allCases.compactMap { c.members[$0].map(json) }))
                                ])
                    })
            ),
            ("uikitExtensions", .array(t.uikitExtensions.map(json))),
            ("protocolExtensionMembers", .array(t.protocolExtensionMembers.map(json))),
            (
                "delegates",
                .array(
                    t.delegates.map { d in
                        .object([
                            ("kind", .string(d.kind.rawValue)), ("member", .string(d.member.rawValue)),
                            ("inType", .optional(d.inType)),
                            ("value", json(d.value)), ("location", json(d.location))
                        ])
                    })
            ),
            (
                "presentations",
                .array(
                    t.presentations.map { p in
                        .object(
                            [
                                ("api", .string(p.call)), ("presented", .optional(p.presented)),
                                ("style", .optional(p.style?.description)),
                                ("styleLocation", p.styleLocation.map(json) ?? .null)
                            ] + json(p.context) + [("location", json(p.location))])
                    })
            ),
            (
                "pushes",
                .array(
                    t.pushes.map { p in
                        .object(
                            [("api", .string(p.call)), ("controllers", .array(p.controllers.map(JSON.optional)))]
                                + json(p.context) + [("location", json(p.location))])
                    })
            ),
            (
                "windowRoots",
                .array(
                    t.windowRoots.map { r in
                        .object(
                            [("controller", .optional(r.controller))] + json(r.context) + [
                                ("location", json(r.location))
                            ])
                    })
            ),
            (
                "rotations",
                .array(
                    t.rotations.map { r in
                        .object(
                            [
                                ("api", .string(r.api.rawValue)), ("argument", r.argument.map(json) ?? .null),
                                ("receiver", .optional(r.receiver))
                            ]
                                + json(r.context) + [("location", json(r.location))])
                    })
            ),
            (
                "assignments",
                .array(
                    t.assignments.map { a in
                        .object(
                            [("variable", .string(a.variable)), ("value", json(a.value))]
                                + (a.parameter.map { [("parameter", json($0))] } ?? []) + json(a.context) + [
                                    ("location", json(a.location))
                                ])
                    })
            ),
            (
                "maskArguments",
                .array(
                    t.maskArguments.map { a in
                        .object(
                            [
                                ("function", .string(a.function)), ("type", .optional(a.type)),
                                ("label", .string(a.label)), ("index", .int(a.index)), ("value", json(a.value)),
                                ("forwarded", a.forwarded.map(json) ?? .null)
                            ] + json(a.context) + [("location", json(a.location))])
                    })
            ),
            (
                "maskTests",
                .array(
                    t.maskTests.map { m in
                        .object(
                            [
                                ("receiver", .string(m.receiver)), ("argument", .string(m.argument)),
                                ("testsOrientation", .bool(m.testsOrientation))
                            ]
                                + json(m.context) + [("location", json(m.location))])
                    })
            ),
            (
                "nameConversions",
                .array(
                    t.nameConversions.map { n in
                        .object(
                            [("side", .string(n.side)), ("target", .string(n.target))] + json(n.context)
                                + [("location", json(n.location))])
                    })
            ),
            (
                "deviceOrientationReads",
                .array(
                    t.deviceOrientationReads.map { r in
                        .object(
                            [("source", .string(r.source.rawValue)), ("use", .string(r.use))] + json(r.context)
                                + [("location", json(r.location))])
                    })
            ),
            (
                "storyboards",
                .array(
                    t.files.compactMap { f in
                        f.storyboard.map { s in
                            .object([
                                ("file", .string(f.path)),
                                ("initialScene", .optional(s.initialScene)),
                                (
                                    "scenes",
                                    .array(
                                        s.scenes.map { sc in
                                            .object([
                                                ("id", .string(sc.id)), ("element", .string(sc.element)),
                                                ("customClass", .optional(sc.customClass)),
                                                ("storyboardIdentifier", .optional(sc.storyboardIdentifier)),
                                                ("location", json(sc.location))
                                            ])
                                        })
                                ),
                                (
                                    "segues",
                                    .array(
                                        s.segues.map { sg in
                                            .object([
                                                ("source", .string(sg.source)),
                                                ("destination", .string(sg.destination)), ("kind", .string(sg.kind)),
                                                ("relationship", .optional(sg.relationship)),
                                                ("modalPresentationStyle", .optional(sg.modalPresentationStyle)),
                                                ("location", json(sg.location))
                                            ])
                                        })
                                )
                            ])
                        }
                    })
            )
        ])
    }

    // MARK: text

    public static func text(_ facts: ProjectFacts, style: TextStyle) -> String {
        var out = ""
        for t in facts.targets + [facts.unassigned] where !t.files.isEmpty {
            out += text(t, style: style) + "\n"
        }
        return out
    }

    static func text(_ t: TargetFacts, style: TextStyle) -> String {
        var out =
            style.bold(t.name)
            + style.dim(
                "  \(t.project.isEmpty ? "" : t.project + " · ")\(t.files.count) file\(t.files.count == 1 ? "" : "s")")
            + "\n"
        let interesting = t.classes.filter {
            !$0.members.isEmpty || $0.kind.controllerKind != nil
                || {
                    if case .unknown = $0.kind { return true }; return false
                }($0)
        }
        if !interesting.isEmpty { out += "  classes\n" }
        for c in interesting {
            out += "    \(c.name): \(c.kind)" + style.dim("  \(c.location)") + "\n"
            for m in Member.allCases {
                guard let r = c.members[m] else { continue }
                let from = r.declaredIn == c.name ? "" : " (from \(r.declaredIn))"
                out +=
                    "      \(m.rawValue) = \(r.fact.value.map(\.description) ?? "—")\(from)"
                    + style.dim("  \(r.fact.location)") + "\n"
            }
        }
        for m in t.uikitExtensions {
            out +=
                "  extension \(m.declaredIn): \(m.fact.member.rawValue) = \(m.fact.value.map(\.description) ?? "—")"
                + style.dim("  \(m.fact.location)") + "\n"
        }
        for m in t.protocolExtensionMembers {
            out +=
                "  protocol extension \(m.declaredIn): \(m.fact.member.rawValue) (never overrides)"
                + style.dim("  \(m.fact.location)") + "\n"
        }
        func ctx(_ c: CallContext) -> String {
            [c.inType.map { "in \($0)" }, c.availability].compactMap { $0 }.joined(separator: ", ")
        }
        for d in t.delegates {
            out +=
                "  delegate \(d.kind.rawValue) \(d.member.rawValue) = \(d.value)" + style.dim("  \(d.location)") + "\n"
        }
        for p in t.presentations {
            out +=
                "  present \(p.presented ?? "?") via \(p.call), style \(p.style?.description ?? "not set (automatic)") \(ctx(p.context))"
                + style.dim("  \(p.location)") + "\n"
        }
        for p in t.pushes {
            out +=
                "  push \(p.controllers.map { $0 ?? "?" }.joined(separator: ", ")) via \(p.call) \(ctx(p.context))"
                + style.dim("  \(p.location)") + "\n"
        }
        for r in t.windowRoots {
            out += "  window root \(r.controller ?? "?") \(ctx(r.context))" + style.dim("  \(r.location)") + "\n"
        }
        for r in t.rotations {
            out +=
                "  \(r.api.rawValue)\(r.argument.map { " \($0)" } ?? "") \(ctx(r.context))"
                + style.dim("  \(r.location)") + "\n"
        }
        for a in t.assignments {
            let from = a.parameter.map { " (parameter \($0.label) of \($0.function))" } ?? ""
            out += "  \(a.variable) = \(a.value)\(from) \(ctx(a.context))" + style.dim("  \(a.location)") + "\n"
        }
        for a in t.maskArguments {
            let callee = (a.type.map { $0 + "." } ?? "") + a.function
            let passed = a.forwarded.map { "parameter \($0.label) of \($0.function)" } ?? "\(a.value)"
            out += "  \(callee) \(a.label): \(passed) \(ctx(a.context))" + style.dim("  \(a.location)") + "\n"
        }
        for f in t.files {
            guard let s = f.storyboard else { continue }
            out +=
                "  \(f.path): \(s.scenes.count) scene\(s.scenes.count == 1 ? "" : "s"), \(s.segues.count) segue\(s.segues.count == 1 ? "" : "s")"
                + (s.initialScene.map { id in
                    ", initial \(s.scenes.first { $0.id == id }.map { $0.customClass ?? $0.element } ?? id)"
                } ?? "") + "\n"
        }
        return out
    }
}
