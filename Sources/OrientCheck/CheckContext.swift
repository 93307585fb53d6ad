// What a rule sees of one iOS app target: the project's declarations, the code's facts, and the engine's
// answers, with the questions rules share (a class's mask, its containers, who decides).

import OrientEngine
import OrientFacts
import OrientProject

public final class CheckContext: @unchecked Sendable {
    public let target: TargetInfo
    public let facts: TargetFacts
    /// The app's minimum iOS (`IPHONEOS_DEPLOYMENT_TARGET`).
    public let deployment: OSVersion
    /// The iOS and SDK the engine is asked about (`--ios`, `--sdk`).
    public let os: OSVersion
    public let sdk: OSVersion
    public let choices: Choices
    /// What the app's declarations allow per device class (layers 1–2 of the engine).
    public let capabilities: [DeviceClass: AppCapabilities]

    init(target: TargetInfo, facts: TargetFacts, os: OSVersion, sdk: OSVersion, choices: Choices = Choices()) {
        self.target = target
        self.facts = CheckContext.deviceFacts(facts, plist: target.plist)
        self.os = os
        self.sdk = sdk
        self.choices = choices
        deployment = target.deploymentTarget.flatMap(OSVersion.init) ?? OSVersion(12)
        var caps: [DeviceClass: AppCapabilities] = [:]
        for d in [DeviceClass.iphoneHomeButton, .iphoneFaceID, .ipad] {
            caps[d] = Simulator.capabilities(app: target.appSpec, deviceClass: d, os: os, sdk: sdk, choices: choices)
        }
        capabilities = caps
    }

    public var plist: EffectivePlist { target.plist }
    public var family: Set<Int> { target.appSpec.deviceFamily }
    public var supportsIPhone: Bool { family.contains(1) }
    public var supportsIPad: Bool { family.contains(2) }

    /// The device classes the app runs on (an iPhone-only app runs on iPad too, in compatibility mode).
    public var devices: [DeviceClass] { supportsIPhone ? [.iphoneHomeButton, .iphoneFaceID, .ipad] : [.ipad] }
    public var iPhones: [DeviceClass] { supportsIPhone ? [.iphoneHomeButton, .iphoneFaceID] : [] }

    /// Whether the iPad takes part in multitasking, so UIKit never asks the controllers there (R11.1).
    public var ipadMultitasking: Bool { supportsIPad && capabilities[.ipad]?.multitasking == true }

    /// The devices where UIKit asks the app's controllers.
    public var devicesAskingControllers: [DeviceClass] { devices.filter { !($0 == .ipad && ipadMultitasking) } }

    /// Whether any value the plist's orientation keys depend on is unknown (then plist rules stay silent).
    public var plistUnknown: Bool {
        plist.unknownFile != nil || plist.isUnknown("UISupportedInterfaceOrientations")
            || plist.isUnknown("UIDeviceFamily")
    }

    /// Where to point when a finding is about the target as a whole: its Info.plist, else the target in the project.
    public var targetPlace: Place {
        if let file = plist.file { return Place(file: file, line: 1) }
        return Place(target.location)
    }

    // MARK: classes

    public func classInfo(_ name: String) -> ClassInfo? { facts.class(name) }

    /// A class's kind: the repository's class, or UIKit's own by name; nil when unknown.
    public func controllerKind(_ name: String) -> ControllerKind? {
        if let c = classInfo(name) { return c.kind.controllerKind }
        return UIKitClasses.controllers[name]
    }

    /// One of the system's own controllers, or a subclass of one (UIKitClasses.system).
    public func isSystemController(_ name: String) -> Bool {
        if UIKitClasses.system.contains(name) { return true }
        return classInfo(name)?.chain.contains(where: UIKitClasses.system.contains) ?? false
    }

    /// Whether a controller's answer is another controller's that UIKit presented from it: any side of it is
    /// `presentedViewController?.supportedInterfaceOrientations`.
    public func forwardsToPresented(_ name: String) -> Bool {
        guard let value = member(.supportedInterfaceOrientations, of: name)?.fact.value else { return false }
        return CheckContext.leaves(value).contains {
            if case .forward(let child) = $0 { return child.hasPrefix("presentedViewController") }
            return false
        }
    }

    public func isUnknownClass(_ name: String) -> Bool {
        if let c = classInfo(name), case .unknown = c.kind { return true }
        return classInfo(name) == nil && UIKitClasses.controllers[name] == nil
    }

    public func member(_ m: Member, of name: String) -> ResolvedMember? { classInfo(name)?.members[m] }

    /// A value for one idiom: `.idiom` picks a side; a mask-like value becomes a mask; nil when not static.
    public static func mask(_ value: Value, pad: Bool) -> OrientationMask? {
        switch value {
        case .mask(let m): return m
        case .orientationAsMask(_, let m): return m
        case .idiom(let p, let o): return mask(pad ? p : o, pad: pad)
        default: return nil
        }
    }

    /// `supportedInterfaceOrientations` of a class on one idiom: its own or inherited static answer, UIKit's default
    /// when nobody overrides it (R5.1), nil when the code does not tell (a variable, a forward, an unknown class).
    public func staticMask(of name: String, pad: Bool) -> OrientationMask? {
        if let m = member(.supportedInterfaceOrientations, of: name) {
            return m.fact.value.flatMap { CheckContext.mask($0, pad: pad) }
        }
        if let ext = facts.uikitExtensions.first(where: {
            $0.fact.member == .supportedInterfaceOrientations && UIKitClasses.controllers[$0.declaredIn] != nil
                && (classInfo(name)?.chain.contains($0.declaredIn) ?? ($0.declaredIn == name))
        }) {
            return ext.fact.value.flatMap { CheckContext.mask($0, pad: pad) }
        }
        guard controllerKind(name) != nil else { return nil }
        return .idiomDefault(pad: pad)
    }

    // MARK: containers

    public struct Containment: Sendable {
        public var container: String
        public var child: String
        public var place: Place
    }

    public private(set) lazy var containments: [Containment] = computeContainments()

    private func computeContainments() -> [Containment] {
        var edges: [Containment] = []
        for p in facts.pushes where p.api.hasSuffix("(rootViewController:)") {
            let container = String(p.api.dropLast("(rootViewController:)".count))
            if let child = p.controllers.first ?? nil {
                edges.append(Containment(container: container, child: child, place: Place(p.location)))
            }
        }
        var storyboardClass: [String: String] = [:]
        for f in facts.files {
            guard let s = f.storyboard else { continue }
            for scene in s.scenes {
                storyboardClass[f.path + "#" + scene.id] =
                    scene.customClass ?? CheckContext.uikitClass(ofElement: scene.element)
            }
            for segue in s.segues where segue.kind == "relationship" {
                guard
                    let container = storyboardClass[f.path + "#" + segue.source] ?? s.scenes.first(where: {
                        $0.id == segue.source
                    }).map({ $0.customClass ?? CheckContext.uikitClass(ofElement: $0.element) }) ?? nil,
                    let childScene = s.scenes.first(where: { $0.id == segue.destination }),
                    let child = childScene.customClass
                else { continue }
                edges.append(Containment(container: container, child: child, place: Place(segue.location)))
            }
        }
        // A controller pushed (or shown by a segue) from one inside a container lands in the same container.
        var pushedFrom: [(from: String, to: String, place: Place)] = []
        for p in facts.pushes
        where p.api.hasPrefix("pushViewController") || p.api.hasPrefix("show(") || p.api.hasPrefix("setViewControllers")
        {
            guard let from = p.context.inType else { continue }
            for c in p.controllers { if let c { pushedFrom.append((from, c, Place(p.location))) } }
        }
        for f in facts.files {
            guard let s = f.storyboard else { continue }
            for segue in s.segues where segue.kind == "show" || segue.kind == "push" {
                guard let from = s.scenes.first(where: { $0.id == segue.source })?.customClass,
                    let to = s.scenes.first(where: { $0.id == segue.destination })?.customClass
                else { continue }
                pushedFrom.append((from, to, Place(segue.location)))
            }
        }
        var changed = true
        var rounds = 0
        while changed && rounds < 10 {
            changed = false
            rounds += 1
            for p in pushedFrom {
                for e in edges
                where e.child == p.from && !edges.contains(where: { $0.container == e.container && $0.child == p.to }) {
                    edges.append(Containment(container: e.container, child: p.to, place: p.place))
                    changed = true
                }
            }
        }
        return edges
    }

    static func uikitClass(ofElement element: String) -> String? {
        switch element {
        case "navigationController": return "UINavigationController"
        case "tabBarController": return "UITabBarController"
        case "splitViewController": return "UISplitViewController"
        case "pageViewController": return "UIPageViewController"
        case "viewController": return "UIViewController"
        default: return nil
        }
    }

    public func containers(of child: String) -> [Containment] { containments.filter { $0.child == child } }

    /// Whether a container asks its children: its own forward, a UIKit extension that forwards, or a delegate
    /// of its kind in the target (R6.1, R6.2). nil when the code does not tell.
    public func forwards(_ container: String) -> Bool? {
        guard let kind = controllerKind(container), kind.isContainer else {
            return isUnknownClass(container) ? nil : false
        }
        let delegateKind: DelegateFact.Kind? =
            kind == .navigationController
            ? .navigationController
            : kind == .tabBarController
                ? .tabBarController
                : kind == .splitViewController
                    ? .splitViewController : kind == .pageViewController ? .pageViewController : nil
        if let dk = delegateKind,
            facts.delegates.contains(where: { $0.kind == dk && $0.member == .supportedInterfaceOrientations })
        {
            return true
        }
        if let m = member(.supportedInterfaceOrientations, of: container)
            ?? facts.uikitExtensions.first(where: {
                $0.fact.member == .supportedInterfaceOrientations
                    && ($0.declaredIn == container || (classInfo(container)?.chain.contains($0.declaredIn) ?? false))
            })
        {
            switch m.fact.value {
            case .forward?: return true
            case .mask?, .orientationAsMask?, .idiom?, .inherited?: return false
            default: return nil
            }
        }
        if let c = classInfo(container), case .unknown = c.kind { return nil }
        return false
    }

    // MARK: who decides

    /// Classes that can be the one controller UIKit asks (R5.2, R7.1): window roots, the main storyboard's initial
    /// controller, and controllers presented full screen.
    /// Computed once per context: rules ask for it for each class.
    public private(set) lazy var decidingControllers: [(name: String, place: Place)] = computeDecidingControllers()

    private func computeDecidingControllers() -> [(name: String, place: Place)] {
        var out: [(String, Place)] = []
        for r in facts.windowRoots { if let c = r.controller { out.append((c, Place(r.location))) } }
        let mainStoryboard = plist.entries["UIMainStoryboardFile"]?.value.stringValue
        for f in facts.files {
            guard let s = f.storyboard, let initial = s.initialScene, let main = mainStoryboard,
                NSStringLike(path: f.path).lastComponentWithoutExtension == main,
                let scene = s.scenes.first(where: { $0.id == initial }),
                let cls = scene.customClass ?? CheckContext.uikitClass(ofElement: scene.element)
            else { continue }
            out.append((cls, Place(scene.location)))
        }
        for p in facts.presentations where p.api.hasPrefix("present") {
            guard let c = p.presented, let style = effectiveStyle(p) else { continue }
            if style == "fullScreen" || style == "overFullScreen" { out.append((c, Place(p.location))) }
        }
        return out
    }

    /// The controllers UIKit may ask while `presenter` is on screen: the presenter when it can decide itself, else
    /// the deciding containers it sits in, else the window roots (a controller not known to be inside a
    /// full-screen presentation sits under a root).
    public func authorities(over presenter: String?) -> [String] {
        let deciders = Set(decidingControllers.map(\.name))
        guard let presenter else { return mainWindowRoots }
        if deciders.contains(presenter) { return [presenter] }
        var seen: Set<String> = [presenter]
        var frontier = [presenter]
        var found: [String] = []
        while let child = frontier.popLast() {
            for e in containers(of: child) where seen.insert(e.container).inserted {
                if deciders.contains(e.container) { found.append(e.container) } else { frontier.append(e.container) }
            }
        }
        return found.isEmpty ? mainWindowRoots : found
    }

    /// The roots of the app's own windows, set in its app or scene delegate (when the code sets any there): a
    /// window a helper puts up (a tour, a picker overlay) holds the screens it is made with, so a controller not
    /// known to be elsewhere sits under the app's window. Else every window root.
    var mainWindowRoots: [String] {
        let protocols: Set<String> = ["UIApplicationDelegate", "UIWindowSceneDelegate", "UISceneDelegate"]
        let delegates = Set(
            facts.files.flatMap(\.types).filter { $0.protocols.contains(where: protocols.contains) }.map(\.name))
        let main = facts.windowRoots.filter { r in
            r.context.inType.map {
                delegates.contains($0) || $0.hasSuffix("AppDelegate") || $0.hasSuffix("SceneDelegate")
            }
                ?? false
        }
        return (main.isEmpty ? facts.windowRoots : main).compactMap(\.controller)
    }

    /// A controller UIKit never asks: it is not a window root, the main storyboard's initial controller or presented
    /// full screen, yet the code shows it, and only as a sheet or a container's child (R5.2, R7.4).
    public func neverAsked(_ name: String) -> Bool {
        guard !decidingControllers.contains(where: { $0.name == name }) else { return false }
        let presentations = facts.presentations.filter { $0.presented == name }
        // A presentation whose style the code does not tell may fill the window.
        if presentations.contains(where: { effectiveStyle($0) == nil }) { return false }
        // A child is asked through a container that forwards (or may: the code does not tell).
        let parents = containers(of: name)
        if parents.contains(where: { forwards($0.container) != false }) { return false }
        return !presentations.isEmpty || !parents.isEmpty
    }

    /// Whether a presented controller's mask is asked through the controller UIKit asks: its presenter, or a window
    /// root, answers with `presentedViewController`'s mask (pattern 3 of issue 13). Only the mask: nobody forwards
    /// `shouldAutorotate` that way.
    public func maskAskedThroughPresenter(_ name: String) -> Bool {
        let presentations = facts.presentations.filter { $0.presented == name }
        guard !presentations.isEmpty else { return false }
        return presentations.contains { $0.context.inType.map(forwardsToPresented) ?? false }
            || decidingControllers.contains { forwardsToPresented($0.name) }
    }

    /// Whether UIKit never asks a class on one device class: as `neverAsked`, with presentations made only on
    /// the other idiom (`if (IS_IPHONE) { present… }`) left out; a class shown only on the other idiom is not
    /// asked here either.
    public func neverAsked(_ name: String, on device: DeviceClass) -> Bool {
        func here(_ c: CallContext) -> Bool { c.idiom == nil || c.idiom == (device == .ipad) }
        // A window root, or presented to fill the window, on this idiom: UIKit asks it.
        let idiomBound =
            facts.windowRoots.filter { $0.controller == name }.allSatisfy { !here($0.context) }
            && facts.presentations.filter { $0.presented == name }.allSatisfy {
                !here($0.context) || !["fullScreen", "overFullScreen"].contains(effectiveStyle($0) ?? "")
            }
        guard !decidingControllers.contains(where: { $0.name == name }) || idiomBound else { return false }
        let all = facts.presentations.filter { $0.presented == name }
        let here = all.filter { here($0.context) }
        if here.contains(where: { effectiveStyle($0) == nil }) { return false }
        let parents = containers(of: name)
        if parents.contains(where: { forwards($0.container) != false }) { return false }
        return !all.isEmpty || !parents.isEmpty
    }

    /// Classes the code shows as controllers: window roots, presented, pushed or contained ones, and the
    /// storyboards' scenes.
    public var controllersShown: Set<String> {
        var out = Set(facts.windowRoots.compactMap(\.controller))
        out.formUnion(facts.presentations.compactMap(\.presented))
        for p in facts.pushes { out.formUnion(p.controllers.compactMap { $0 }) }
        out.formUnion(containments.flatMap { [$0.container, $0.child] })
        for f in facts.files { out.formUnion(f.storyboard?.scenes.compactMap(\.customClass) ?? []) }
        return out
    }

    /// The last name of a dotted path: `self.orientationLock` → `orientationLock`.
    static func lastName(_ path: String) -> String { CheckName.last(path) }

    /// Whether a member is where the app finishes launching: UIKit does not ask the app delegate's mask before
    /// launch ends (R4.2), so what it sets there is the mask from the first evaluation on.
    public static func isLaunch(_ member: String?) -> Bool {
        guard let m = member else { return false }
        return [
            "application(_:didFinishLaunchingWithOptions:)", "application(_:willFinishLaunchingWithOptions:)",
            "application:didFinishLaunchingWithOptions:", "application:willFinishLaunchingWithOptions:"
        ].contains(m)
    }

    /// The app delegate's answer, with a variable it returns replaced by the value the app sets it to while
    /// launching, when that is the only value it is ever given (the mask is then known from launch on).
    public func delegateValue(_ d: DelegateFact) -> Value {
        guard case .dynamic(let name) = d.value else { return d.value }
        let variable = CheckContext.lastName(name)
        let sets = facts.assignments.filter { CheckContext.lastName($0.variable) == variable }
        guard let first = sets.first,
            sets.allSatisfy({ CheckContext.isLaunch($0.context.inMember) && $0.value == first.value }),
            first.value.isStatic
        else { return d.value }
        return first.value
    }

    /// The style a presentation ends up with: the call site's, else the presented class's own, else `automatic`
    /// (R7.2: a sheet from iOS 13 with the 13 SDK, full screen before).
    public func effectiveStyle(_ p: PresentationFact) -> String? {
        if let s = p.style { return s.hasPrefix("unknown") ? nil : s }
        if let c = p.presented, let own = classInfo(c)?.presentationStyle {
            return own.hasPrefix("unknown") ? nil : own
        }
        return "automatic"
    }
}

/// `Player/Main.storyboard` → `Main`.
struct NSStringLike {
    let path: String
    var lastComponentWithoutExtension: String {
        let last = path.split(separator: "/").last.map(String.init) ?? path
        return last.split(separator: ".").first.map(String.init) ?? last
    }
}
