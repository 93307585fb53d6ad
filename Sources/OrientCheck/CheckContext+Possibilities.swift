// Masks as sets of what they can be (`Possible`): a variable is every value the target's code gives it, the
// app's mask is the plist's or each answer its app delegate can give. Rules ask these when one static answer is
// not known, and report what holds whatever the value is (docs/decisions.md, "Values as sets of possibilities").

import OrientEngine
import OrientFacts
import OrientOutput

extension CheckContext {
    /// How deep a variable set from another variable is followed (`lock = saved`, `saved = .portrait`).
    static let variableDepth = 4

    /// The masks a value can be on one idiom: each side of a condition; a variable's every value.
    func possibleMasks(_ value: Value, pad: Bool, world: [String: Bool] = [:], depth: Int = 0)
        -> Possible<OrientationMask>
    {
        Possible.union(
            CheckContext.leaves(value, pad: pad, world: world).map { leaf -> Possible<OrientationMask> in
                if let m = CheckContext.mask(leaf, pad: pad) { return .just(m) }
                if case .dynamic(let name) = leaf {
                    return possibleMasks(ofVariable: name, pad: pad, world: world, depth: depth)
                }
                return .anything
            })
    }

    /// Conditions that read one value everywhere, shared by several answers: they take the same side in each
    /// (`UIDevice.current.isIPad ? .all : .portrait` in a controller and in the app delegate). Only conditions on
    /// a type or a global (`UIDevice.current…`, `Device.isPad`, `AppSettings.shared…`, spelled from a capital)
    /// are shared: `isLocked` in two classes may be two objects' properties. At most four (16 worlds).
    static func sharedConditions(_ values: [Value]) -> [String] {
        var counts: [String: Int] = [:]
        for v in values {
            for c in Set(conditions(of: v)) where c.first?.isUppercase == true { counts[c, default: 0] += 1 }
        }
        return Array(counts.filter { $0.value > 1 }.keys.sorted().prefix(4))
    }

    /// A verdict in every world the shared conditions make (each true or false), joined: always or never when
    /// every world says so, unknown when one does, sometimes otherwise.
    static func verdict(overWorlds conditions: [String], _ verdict: ([String: Bool]) -> Verdict) -> Verdict {
        var seen: Set<Verdict> = []
        for bits in 0..<(1 << conditions.count) {
            var world: [String: Bool] = [:]
            for (i, c) in conditions.enumerated() { world[c] = bits & (1 << i) != 0 }
            seen.insert(verdict(world))
        }
        if seen.contains(.unknown) { return .unknown }
        if seen.count > 1 { return .sometimes }
        return seen.first ?? .never
    }

    /// Every value the target's code gives a stored variable, by its last name (`self.lock`, `delegate.lock`,
    /// `AppDelegate.lock` are one variable): initial values, assignments that run on this idiom, and the masks
    /// callers pass to a parameter it is set from. Two variables sharing a name only widen the set. Anything
    /// when a value is not a mask, a call (`lock()`) or no value is seen at all.
    func possibleMasks(ofVariable name: String, pad: Bool, world: [String: Bool] = [:], depth: Int = 0)
        -> Possible<OrientationMask>
    {
        guard depth < CheckContext.variableDepth, !name.contains("("), !name.contains("[") else { return .anything }
        let variable = CheckContext.lastName(name)
        var values: [Value] = facts.files.compactMap { $0.maskInitialValues[variable] }
        for f in facts.files {
            for a in f.assignments
            where CheckContext.lastName(a.variable) == variable && a.context.idiom.runs(onPad: pad) {
                if let p = a.parameter {
                    let passed = facts.masksPassed(to: p, inType: a.context.inType)
                    guard !passed.isEmpty else { return .anything }  // callers the code does not show
                    values += passed.filter { $0.context.idiom.runs(onPad: pad) }.map(\.value)
                } else {
                    values.append(a.value)
                }
            }
        }
        guard !values.isEmpty else { return .anything }
        return Possible.union(
            values.map { v -> Possible<OrientationMask> in
                // `lock = lock` and friends: a variable read from itself adds nothing.
                if case .dynamic(let other) = v, CheckContext.lastName(other) == variable { return .nothing }
                return possibleMasks(v, pad: pad, world: world, depth: depth + 1)
            })
    }

    /// What the app can allow on a device once launched: the plist on the hardware, or each answer the app
    /// delegate can give, on the hardware.
    func possibleAppMasks(on device: DeviceClass, world: [String: Bool] = [:]) -> Possible<OrientationMask> {
        guard let caps = capabilities[device] else { return .anything }
        guard let d = appDelegateMask else {
            // The plist decides after launch: where its orientation list is not known (an Expo template's), nor is
            // this.
            return orientationKeyUnknown(on: device) ? .anything : .just(caps.afterLaunch)
        }
        return possibleMasks(delegateValue(d), pad: device == .ipad && supportsIPad, world: world).map {
            $0.intersection(caps.hardware)
        }
    }

    /// Whether the Info.plist orientation list UIKit reads on `device` is one Orient does not know: the first key of
    /// its lookup order (`~iphone`, then the plain one, R3.2) that is written or unknown is unknown.
    func orientationKeyUnknown(on device: DeviceClass) -> Bool {
        if plist.unknownFile != nil { return true }
        let idiom: Idiom = device == .ipad && supportsIPad ? .pad : .phone
        for key in InfoPlistKey.supportedInterfaceOrientations.lookupOrder(idiom: idiom) {
            if plist.unknownKeys[key] != nil { return true }
            if plist.entries[key] != nil { return false }
        }
        return false
    }

    /// The app delegate's `application(_:supportedInterfaceOrientationsFor:)`, when it has one.
    var appDelegateMask: DelegateFact? {
        facts.delegates.first { $0.kind == .application && $0.member == .supportedInterfaceOrientations }
    }

    /// The app's delegate class as its code declares it: a class adopting `UIApplicationDelegate` (in any of its
    /// declarations, an Objective-C header's included), made from React Native's or Expo's delegate base, or
    /// giving the window its root while the app launches. Nil when no such class is read (a managed Expo app has
    /// none).
    var appDelegateClass: ClassInfo? {
        let bases: Set<String> = ["RCTAppDelegate", "EXAppDelegateWrapper", "ExpoAppDelegate", "UMAppDelegateWrapper"]
        if let c = facts.classes.first(where: {
            // `RCTAppDelegate` reads as a protocol to the class table (a name ending in `Delegate`, declared
            // nowhere in the repository): it is in what the class adopts, not in its chain.
            $0.adopts.contains("UIApplicationDelegate") || !bases.isDisjoint(with: $0.adopts)
                || !bases.isDisjoint(with: $0.chain)
        }) {
            return c
        }
        let launching = facts.windowRoots.filter { CheckContext.isLaunch($0.context.inMember) }.compactMap(
            \.context.inType)
        return launching.lazy.compactMap { self.classInfo($0) }.first
    }

    /// The variable the app delegate's mask reads, when it reads one (`orientationLock`).
    var appLockVariable: String? {
        guard let d = appDelegateMask else { return nil }
        for leaf in CheckContext.leaves(delegateValue(d)) {
            if case .dynamic(let name) = leaf, !name.contains("(") { return CheckContext.lastName(name) }
        }
        return nil
    }

    /// `supportedInterfaceOrientations` of a class on a device, as a set of possibilities: its own or inherited
    /// answer, UIKit's default where nobody overrides it (R5.1), anything where the code does not tell.
    func possibleMasks(of name: String, on device: DeviceClass, world: [String: Bool] = [:])
        -> Possible<OrientationMask>
    {
        let pad = device == .ipad && supportsIPad
        if let m = member(.supportedInterfaceOrientations, of: name) {
            return m.fact.value.map { possibleMasks($0, pad: pad, world: world) } ?? .anything
        }
        if isFlutterRoot(name) { return flutterRootMasks(on: device) }
        if let row = externalBase(name), let value = row.value {
            return possibleMasks(value, pad: pad, world: world)
        }
        return staticMask(of: name, pad: pad).map { .just($0) } ?? .anything
    }

    /// What a rule assumed of a class whose answer comes from the shipped table of open-source base classes.
    func assumption(about name: String) -> Note? {
        guard member(.supportedInterfaceOrientations, of: name) == nil, let row = externalBase(name) else { return nil }
        let said: String
        switch row.answer {
        case .uikitDefault: said = "keeps UIKit's default"
        case .mask(let m): said = "returns \(m.names)"
        case .idiom(let pad, let other): said = "returns \(pad.names) on iPad, \(other.names) elsewhere"
        case .forwards(let child): said = "returns \(child)'s answer"
        case .configurable(let how): said = "returns \(how)"
        }
        let subject = row.name == name ? row.name : "\(name)'s base \(row.name)"
        return Note(
            "assuming \(subject), outside the repository (\(row.module)), \(said), as its code does (\(row.source))")
    }

    /// Whether an answer leaves out nothing the app allows, for every value it and the app's mask can take, on
    /// each of these devices: a condition both test (`UIDevice.current.isIPad ? .all : .portrait` in each) takes
    /// the same side in both.
    /// `fixed`: conditions known to hold or not (`delegateConditions(falseWhileShowing:)`).
    func narrowsNothing(_ value: Value, on devices: [DeviceClass], fixed: [String: Bool] = [:]) -> Bool {
        let shared = CheckContext.sharedConditions([value, appDelegateMask.map(delegateValue)].compactMap { $0 })
            .filter { fixed[$0] == nil }
        return devices.allSatisfy { d in
            CheckContext.verdict(overWorlds: shared) { shared in
                let world = shared.merging(fixed) { a, _ in a }
                return possibleMasks(value, pad: d == .ipad && supportsIPad, world: world).combined(
                    with: possibleAppMasks(on: d, world: world)
                ) { !$1.subtracting($0).isEmpty }.verdict { $0 }
            } == .never
        }
    }

    /// The conditions a class's answer shares with the app delegate's (`sharedConditions`).
    func sharedConditions(_ name: String) -> [String] {
        CheckContext.sharedConditions(
            [member(.supportedInterfaceOrientations, of: name)?.fact.value, appDelegateMask.map(delegateValue)]
                .compactMap { $0 })
    }

    /// Whether a class's answer reads the variable the app delegate's mask reads (both follow one lock: their
    /// values are not independent).
    func readsAppLock(_ name: String) -> Bool {
        guard let lock = appLockVariable, let v = member(.supportedInterfaceOrientations, of: name)?.fact.value
        else { return false }
        return CheckContext.leaves(v).contains {
            if case .dynamic(let n) = $0 { return CheckContext.lastName(n) == lock }
            return false
        }
    }

    /// `portrait, landscape` for a note on what a set of possibilities holds.
    static func names(_ possible: Possible<OrientationMask>) -> String {
        guard let values = possible.values else { return "anything" }
        return values.map(\.names).sorted().joined(separator: " or ")
    }
}
