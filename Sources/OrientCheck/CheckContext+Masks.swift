// A class's or a value's mask on a device class, what the app allows there, and the values a variable can hold.

import OrientEngine
import OrientFacts
import OrientOutput
import OrientProject

extension CheckContext {
    /// Members each class of the target declares itself (class body or an extension of it), once each.
    var declaredMembers: [(cls: String, fact: MemberFact)] {
        var out: [(String, MemberFact)] = []
        for c in facts.classes {
            for m in Member.allCases {
                if let r = c.members[m], r.declaredIn == c.name { out.append((c.name, r.fact)) }
            }
        }
        return out.sorted { $0.1.location < $1.1.location }
    }

    /// A value as a mask for a device class (the iPad side for an iPad running the iPad app).
    func mask(_ value: Value, on device: DeviceClass) -> OrientationMask? {
        CheckContext.mask(value, pad: device == .ipad && supportsIPad)
    }

    func staticMask(of name: String, on device: DeviceClass) -> OrientationMask? {
        staticMask(of: name, pad: device == .ipad && supportsIPad)
    }

    /// What the app allows on a device once launched: the plist on the hardware, or the app delegate's static answer.
    func appMask(on device: DeviceClass) -> OrientationMask? {
        guard let caps = capabilities[device] else { return nil }
        if let d = appDelegateMask {
            return mask(delegateValue(d), on: device).map { $0.intersection(caps.hardware) }
        }
        return caps.afterLaunch
    }

    /// Whether a controller's answer would change anything on some of these devices: it leaves out an orientation
    /// the app allows there. An answer the code does not tell counts (it may).
    func narrowsApp(_ value: Value, on devices: [DeviceClass]) -> Bool {
        devices.contains { d in
            guard let m = mask(value, on: d), let app = appMask(on: d) else { return true }
            return !app.subtracting(m).isEmpty
        }
    }

    /// The idiom default of a controller's mask (R5.1).
    func idiomDefault(_ device: DeviceClass) -> OrientationMask { .idiomDefault(pad: device == .ipad && supportsIPad) }

    /// The values a value can take on one idiom: its side of an idiom test, both sides of another condition (one
    /// side where `world` settles the condition: `Possible`'s correlated conditions).
    static func leaves(_ v: Value, pad: Bool, world: [String: Bool] = [:]) -> [Value] {
        switch v {
        case .idiom(let p, let o): return leaves(pad ? p : o, pad: pad, world: world)
        case .conditional(let c, let t, let e):
            if let holds = world[c] { return leaves(holds ? t : e, pad: pad, world: world) }
            return leaves(t, pad: pad, world: world) + leaves(e, pad: pad, world: world)
        default: return [v]
        }
    }

    /// The values a stored variable a member returns is known to hold, from the file that declares it: the value
    /// its declaration gives it (what UIKit gets before anything changes it) and the values that file assigns it
    /// (off iPad ones left out on iPad), or its callers pass to the parameter it is set from. Empty when the code
    /// tells none of them.
    func stateValues(_ v: Value, declaredIn file: String, pad: Bool) -> [Value] {
        guard case .dynamic(let name) = v else { return [] }
        let variable = CheckContext.lastName(name)
        guard let f = facts.files.first(where: { $0.path == file }) else { return [] }
        var out = f.maskInitialValues[variable].map { [$0] } ?? []
        for a in f.assignments where CheckContext.lastName(a.variable) == variable && a.context.idiom.runs(onPad: pad) {
            if let p = a.parameter {
                // Set from a parameter (`init(allowedOrientation:)`): the masks its callers pass.
                out += facts.masksPassed(to: p, inType: a.context.inType).filter { $0.context.idiom.runs(onPad: pad) }
                    .map(
                        \.value)
            } else {
                out.append(a.value)
            }
        }
        return out.flatMap { CheckContext.leaves($0, pad: pad) }
    }

    /// Every value inside a value (both sides of an idiom or condition).
    static func leaves(_ v: Value) -> [Value] {
        switch v {
        case .idiom(let p, let o): return leaves(p) + leaves(o)
        case .conditional(_, let t, let e): return leaves(t) + leaves(e)
        default: return [v]
        }
    }

    static func versionsFrom(_ v: Int) -> String { "iOS \(v)+" }
}

extension OrientationMask {
    /// `portrait, landscapeLeft`, or `none`.
    var names: String { isEmpty ? "none" : displayName }
}
