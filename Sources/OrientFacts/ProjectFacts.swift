// One model per target: its files' facts, and its classes resolved across files and targets (superclass chains,
// container kinds, inherited orientation members). Classes defined outside the repository stay unknown.

import OrientEngine
import OrientOutput
import OrientProject

/// How a class relates to UIKit's view controllers.
public enum ClassKind: Sendable, Hashable, CustomStringConvertible {
    /// A view controller of this kind; `base` is the UIKit class its chain reaches.
    case controller(ControllerKind, base: String)
    /// Not a view controller (its chain reaches a UIKit or Foundation class that is not one).
    case notController(base: String)
    /// The chain reaches a class defined outside the repository: unknown, not "does not forward".
    case unknown(external: String)

    public var description: String {
        switch self {
        case .controller(let k, let base): return "\(k.rawValue) (\(base))"
        case .notController(let base): return "not a view controller (\(base))"
        case .unknown(let external): return "unknown: \(external) is defined outside the repository"
        }
    }

    public var controllerKind: ControllerKind? { if case .controller(let k, _) = self { return k }; return nil }
}

/// A member as a class has it: its own, from an extension, or inherited from a superclass in the repository.
public struct ResolvedMember: Sendable, Hashable {
    public var fact: MemberFact
    /// The class (or extension) that declares it.
    public var declaredIn: String

    public init(fact: MemberFact, declaredIn: String) { self.fact = fact; self.declaredIn = declaredIn }
}

public struct ClassInfo: Sendable {
    public var name: String
    public var superclass: String?
    /// The superclasses in order, up to the first one outside the repository.
    public var chain: [String]
    public var kind: ClassKind
    public var location: SourceLocation
    /// Orientation members by name (own first, then extensions, then the nearest superclass's).
    public var members: [Member: ResolvedMember]
    /// `modalPresentationStyle` the class (or a superclass) sets on itself.
    public var presentationStyle: ModalStyle?
    /// The open-source base class its chain ends in, outside the repository, when the shipped table names it:
    /// what it does not override answers as that class's code does.
    public var external: ExternalBaseClass?
    /// The protocols its declarations adopt, wherever they are (an Objective-C header's `@interface`, an
    /// extension): `UIApplicationDelegate` names the app delegate.
    public var adopts: Set<String>

    public init(
        name: String, superclass: String?, chain: [String], kind: ClassKind, location: SourceLocation,
        members: [Member: ResolvedMember], presentationStyle: ModalStyle? = nil, external: ExternalBaseClass? = nil,
        adopts: Set<String> = []
    ) {
        self.name = name; self.superclass = superclass; self.chain = chain; self.kind = kind
        self.location = location; self.members = members; self.presentationStyle = presentationStyle
        self.external = external; self.adopts = adopts
    }
}

/// Everything read from the code of one target.
public struct TargetFacts: Sendable {
    public var name: String
    public var project: String
    public var isIOSApp: Bool
    public var files: [FileFacts]
    /// The classes its files define, resolved.
    public var classes: [ClassInfo]
    /// Orientation members added to UIKit classes by extensions or categories (`extension UINavigationController`).
    public var uikitExtensions: [ResolvedMember]
    /// Members of protocol extensions: they never override UIKit's.
    public var protocolExtensionMembers: [ResolvedMember]

    public var delegates: [DelegateFact] { files.flatMap(\.delegates) }
    public var presentations: [PresentationFact] { files.flatMap(\.presentations) }
    public var pushes: [PushFact] { files.flatMap(\.pushes) }
    public var windowRoots: [WindowRootFact] { files.flatMap(\.windowRoots) }
    public var rotations: [RotationFact] { files.flatMap(\.rotations) }
    public var assignments: [AssignmentFact] { files.flatMap(\.assignments) }
    public var flagCalls: [FlagCallFact] { files.flatMap(\.flagCalls) }
    public var maskTests: [MaskMembershipFact] { files.flatMap(\.maskTests) }
    public var nameConversions: [NameConversionFact] { files.flatMap(\.nameConversions) }
    public var deviceOrientationReads: [DeviceOrientationReadFact] { files.flatMap(\.deviceOrientationReads) }
    public var cameraPreviews: [CameraPreviewFact] { files.flatMap(\.cameraPreviews) }
    public var screenSizeCaches: [ScreenSizeCacheFact] { files.flatMap(\.screenSizeCaches) }
    public var fixedFrames: [FixedFrameFact] { files.flatMap(\.fixedFrames) }
    public var selfSizingViews: Set<String> { Set(files.flatMap(\.selfSizingViews)) }
    public var reactNativeModals: [ReactNativeModalFact] { files.flatMap(\.reactNativeModals) }
    public var runtimeUses: [RuntimeUseFact] { files.flatMap(\.runtimeUses) }
    public var frameworkLocks: [FrameworkLockFact] { files.flatMap(\.frameworkLocks) }
    public var maskArguments: [MaskArgumentFact] { files.flatMap(\.maskArguments) }

    public func `class`(_ name: String) -> ClassInfo? { classes.first { $0.name == name } }
}

public struct ProjectFacts: Sendable {
    public var root: String
    public var targets: [TargetFacts]
    /// Source files no target builds (headers, files of targets that could not be read, stray files).
    public var unassigned: TargetFacts
    public var diagnostics: [Diagnostic]
}

/// UIKit's classes, by the kind of controller they are (subclasses of subclasses resolve through these).
public enum UIKitClasses {
    public static let controllers: [String: ControllerKind] = [
        "UIViewController": .viewController, "UITableViewController": .viewController,
        "UICollectionViewController": .viewController,
        "UIAlertController": .viewController, "UIActivityViewController": .viewController,
        "UISearchController": .viewController,
        "UIInputViewController": .viewController, "UIReferenceLibraryViewController": .viewController,
        "UIDocumentPickerViewController": .viewController, "UIDocumentBrowserViewController": .viewController,
        "UIFontPickerViewController": .viewController, "UIColorPickerViewController": .viewController,
        "AVPlayerViewController": .viewController, "SFSafariViewController": .viewController,
        "PHPickerViewController": .viewController,
        "QLPreviewController": .viewController, "GLKViewController": .viewController,
        "SKStoreProductViewController": .viewController,
        "MPMediaPickerController": .viewController, "CNContactViewController": .viewController,
        "UINavigationController": .navigationController, "UIImagePickerController": .navigationController,
        "UIVideoEditorController": .navigationController, "MFMailComposeViewController": .navigationController,
        "MFMessageComposeViewController": .navigationController, "CNContactPickerViewController": .navigationController,
        "UITabBarController": .tabBarController, "UISplitViewController": .splitViewController,
        "UIPageViewController": .pageViewController, "UIHostingController": .hostingController,
        // Other frameworks' controllers apps subclass or present (each a UIViewController or UINavigationController
        // subclass in Apple's documentation): a game's base class, scanners, Game Center, EventKit, sharing, passes.
        "GCEventViewController": .viewController, "VNDocumentCameraViewController": .viewController,
        "DataScannerViewController": .viewController, "EKEventViewController": .viewController,
        "UICloudSharingController": .viewController, "PKAddPassesViewController": .viewController,
        "GKGameCenterViewController": .navigationController, "EKEventEditViewController": .navigationController
    ]
    /// The system's own controllers: alerts, share sheets, pickers, mail and message composers, Safari. They
    /// have their own presentation rules and answers (UIKit decides them), so they are never the app's
    /// controllers a rule reasons about, nor are their subclasses.
    public static let system: Set<String> = [
        "UIAlertController", "UIActivityViewController", "UIDocumentPickerViewController",
        "UIDocumentBrowserViewController",
        "UIImagePickerController", "UIVideoEditorController", "SFSafariViewController", "MFMailComposeViewController",
        "MFMessageComposeViewController", "UIReferenceLibraryViewController", "UIFontPickerViewController",
        "UIColorPickerViewController", "PHPickerViewController", "CNContactPickerViewController",
        "CNContactViewController", "SKStoreProductViewController", "MPMediaPickerController",
        "UIPrinterPickerViewController",
        "UICloudSharingController", "QLPreviewController", "GKGameCenterViewController", "EKEventEditViewController",
        "PKAddPassesViewController", "VNDocumentCameraViewController", "ASAuthorizationController"
    ]

    public static let nonControllers: Set<String> = [
        "NSObject", "UIResponder", "UIView", "UIWindow", "UIApplication", "UIScene", "UIWindowScene", "UITableViewCell",
        "UICollectionViewCell", "UIControl", "UIButton", "UILabel", "UIScrollView", "UITableView", "UICollectionView",
        "UIPresentationController", "UIStoryboardSegue", "UINavigationBar", "UITabBar", "UIGestureRecognizer"
    ]
}

extension ProjectFacts {
    /// Builds the per-target model from every file's facts. `files` maps a file's absolute path to its facts;
    /// `membership` lists each target's files (absolute paths).
    public static func build(scan: ProjectScan, files: [String: FileFacts], diagnostics: [Diagnostic])
        -> ProjectFacts
    {
        // Idiom helpers (`var isPad: Bool`) count wherever the repository defines them.
        var helpers: [String: Bool] = [:]
        for f in files.values.sorted(by: { $0.path < $1.path }) { helpers.merge(f.idiomHelpers) { a, _ in a } }
        helpers.merge(idiomLocks(files.values.flatMap(\.assignments), helpers: helpers)) { a, _ in a }
        // Mask helpers too, but a name defined twice with different values, or also held as state, means nothing.
        var masks: [String: Value] = [:]
        var ambiguous: Set<String> = []
        for f in files.values {
            for (name, value) in f.maskHelpers {
                // State, known only at run time; but a getter that returns a stored variable
                // (`func userMask() -> Mask { cachedMask }`) stands for that variable.
                if case .dynamic(let v) = value, v == name || ClassTable.helperName(v) == nil { ambiguous.insert(name) }
                if let other = masks[name], other != value { ambiguous.insert(name) }
                masks[name] = value
            }
        }
        for name in ambiguous { masks[name] = nil }
        // Factories (`static func instantiate() -> HeightViewController`), the same way.
        var factories: [String: Factory] = [:]
        for f in files.values {
            for (name, made) in f.factories { factories[name] = factories[name].map { $0.merged(with: made) } ?? made }
        }
        var properties: [String: String] = [:]
        for f in files.values {
            for (name, held) in f.propertyTypes {
                properties[name] = properties[name].map { $0 == held ? $0 : "" } ?? held
            }
        }
        // `@objc(Name)`: the Objective-C name of a Swift class, where storyboards and Objective-C use it.
        var aliases: [String: String] = [:]
        for f in files.values where f.language == .swift {
            for t in f.types { if let o = t.objcName { aliases[o] = t.name } }
        }
        // Storyboard identifiers: the class of the scene each names, "" when scenes of different classes share it.
        var scenes: [String: String] = [:]
        func add(_ key: String, _ cls: String) { scenes[key] = scenes[key].map { $0 == cls ? $0 : "" } ?? cls }
        for f in files.values {
            guard let storyboard = f.storyboard else { continue }
            for scene in storyboard.scenes {
                guard let cls = scene.className.map({ aliases[$0] ?? $0 }) else { continue }
                if let id = scene.storyboardIdentifier {
                    add(id, cls)
                    // SwiftGen's and R.swift's accessors name a scene by its identifier in lower camel case.
                    let generated = FileFacts.generatedSceneName(id)
                    if generated != id { add(FileFacts.sceneKey(FileFacts.generatedReference(generated)), cls) }
                }
                // `StoryboardScene.Main.initialScene`, `R.storyboard.main.instantiateInitialViewController()`.
                if scene.id == storyboard.initialScene, f.path.hasSuffix(".storyboard") {
                    let name = String(f.path.split(separator: "/").last ?? "").dropLast(".storyboard".count)
                    add(FileFacts.sceneKey(FileFacts.initialSceneReference(storyboard: String(name))), cls)
                }
            }
        }
        let files = files.mapValues {
            ClassTable.resolveHelpers(
                $0.renamingObjCClasses(aliases).resolvingFactories(factories, properties: properties, scenes: scenes),
                helpers, masks: masks)
        }
        // The class table spans the whole repository: a header, another target, a framework of the project.
        var declarations: [String: [TypeFact]] = [:]
        var protocols: Set<String> = []
        for f in files.values.sorted(by: { $0.path < $1.path }) {
            for t in f.types {
                if t.kind == .protocol { protocols.insert(t.name) } else { declarations[t.name, default: []].append(t) }
            }
        }
        let table = ClassTable(
            declarations: declarations, protocols: protocols,
            imports: files.values.reduce(into: [:]) { $0[$1.path] = $1.imports })
        let chosen = scan.targets.filter { t in t.kind == .iosApp || t.files.contains(where: { files[$0] != nil }) }
        let assigned = Set(chosen.flatMap(\.files))
        let inSomeTarget = Set(assigned.compactMap { files[$0]?.path })
        let targets = chosen.parallelMap { t in
            let own = t.files.compactMap { files[$0] }
            return table.scoped(to: own, inSomeTarget: inSomeTarget).target(
                name: t.name, project: t.project, isIOSApp: t.isIOSApp, files: own)
        }
        let rest = files.filter { !assigned.contains($0.key) }.values.sorted { $0.path < $1.path }
        let unassigned = table.target(name: "(files in no target)", project: "", isIOSApp: false, files: rest)
        return ProjectFacts(root: scan.root, targets: targets, unassigned: unassigned, diagnostics: diagnostics)
    }
}

struct ClassTable {
    let declarations: [String: [TypeFact]]
    let protocols: Set<String>
    /// The modules each Swift file imports, by path.
    var imports: [String: [String]] = [:]

    /// The class declaration(s) of `name` (a Swift class, an Objective-C @interface/@implementation).
    /// (Declarations under `#if os(tvOS)` and the like do not count for an iOS build.)
    func classFacts(_ name: String) -> [TypeFact] {
        declarations[name]?.filter { $0.kind == .class && ClassTable.appliesToIOS($0.platformCondition) } ?? []
    }

    func superclass(of name: String) -> String? {
        for t in classFacts(name) {
            guard let s = t.superclass else { continue }
            // Swift lists the superclass first, but a class without one may list a protocol first.
            let base = ClassTable.stripGenerics(s)
            if protocols.contains(base)
                || (declarations[base] == nil && UIKitClasses.controllers[base] == nil
                    && ClassTable.looksLikeProtocol(base))
            {
                continue
            }
            return base
        }
        return nil
    }

    static func stripGenerics(_ s: String) -> String {
        // Most names are plain: nothing to strip.
        if !s.utf8.contains(where: { $0 == 60 || $0 == 46 || $0 == 32 || $0 == 9 }) { return s }
        return String(s.prefix { $0 != "<" }).trimmingCharacters(in: .whitespaces).replacingOccurrences(
            of: "UIKit.", with: ""
        ).replacingOccurrences(of: "SwiftUI.", with: "")
    }

    /// Conventional protocol names of Apple's frameworks (`UIApplicationDelegate`, `…DataSource`, `…able`).
    static func looksLikeProtocol(_ name: String) -> Bool {
        name.hasSuffix("Delegate") || name.hasSuffix("DataSource") || name.hasSuffix("Protocol")
            || name.hasSuffix("able")
            || [
                "View", "App", "Scene", "ObservableObject", "Identifiable", "Equatable", "Hashable", "Codable",
                "Sendable"
            ].contains(name)
    }

    func kind(of name: String) -> (ClassKind, [String]) {
        var chain: [String] = []
        var current = name
        var seen: Set<String> = [name]
        while true {
            if let k = UIKitClasses.controllers[current], classFacts(current).isEmpty {
                return (.controller(k, base: current), chain)
            }
            if UIKitClasses.nonControllers.contains(current), classFacts(current).isEmpty {
                return (.notController(base: current), chain)
            }
            guard !classFacts(current).isEmpty else {
                if current != name && ClassTable.namedAsView(current) { return (.notController(base: current), chain) }
                if let row = externalBase(current, subclass: chain.dropLast().last ?? name) {
                    return (.controller(row.kind, base: row.uikitBase), chain)
                }
                return current == name ? (.unknown(external: name), chain) : (.unknown(external: current), chain)
            }
            guard let s = superclass(of: current) else { return (.notController(base: current), chain) }
            guard seen.insert(s).inserted else { return (.unknown(external: "\(s) (a cycle)"), chain) }
            // Real hierarchies are a handful deep; a hostile chain of thousands would make every class walk it.
            guard chain.count < Limits.inheritanceDepth else {
                return (.unknown(external: "a superclass chain of more than \(Limits.inheritanceDepth) classes"), chain)
            }
            chain.append(s)
            current = s
        }
    }

    /// The shipped table's row for a superclass outside the repository, when the subclass's file uses its module:
    /// it imports it, spells the superclass with it (`Eureka.FormViewController`), or is Objective-C (whose
    /// imports are not read; the libraries' Objective-C names carry their prefix).
    func externalBase(_ superclass: String, subclass: String) -> ExternalBaseClass? {
        guard let row = ExternalBaseClass.named(superclass) else { return nil }
        if superclass.contains(".") { return row }
        for t in classFacts(subclass) {
            let file = t.location.file
            if file.hasSuffix(".m") || file.hasSuffix(".mm") || file.hasSuffix(".h") { return row }
            if imports[file]?.contains(row.module) == true { return row }
        }
        return nil
    }

    /// An external class named as the frameworks name views, cells, layouts and other things that are no view
    /// controller (`WKWebView`, `UIStackView`, `UICollectionViewFlowLayout`): its subclasses are not controllers.
    static func namedAsView(_ name: String) -> Bool {
        guard !name.hasSuffix("Controller") else { return false }
        return [
            "View", "Cell", "Layout", "Layer", "Button", "Label", "Field", "Bar", "Control", "Recognizer",
            "Formatter", "Command", "Element", "Window", "Scene"
        ].contains { name.hasSuffix($0) }
    }

    /// Whether a declaration applies to an iOS build (`#if os(tvOS)` blocks do not): the `#if` condition
    /// evaluated for iOS (`PlatformCondition`).
    static func appliesToIOS(_ condition: String?) -> Bool {
        guard let c = condition else { return true }
        return PlatformCondition.holdsOnIOS(c)
    }

    func target(name: String, project: String, isIOSApp: Bool, files: [FileFacts]) -> TargetFacts {
        let files = files.sorted { $0.path < $1.path }
        // What this target's files declare (an iOS build ignores `#if os(tvOS)` declarations).
        var own: [String: [TypeFact]] = [:]
        for f in files {
            for t in f.types where t.kind != .protocol && ClassTable.appliesToIOS(t.platformCondition) {
                own[t.name, default: []].append(t)
            }
        }
        var classes: [ClassInfo] = []
        var uikitExtensions: [ResolvedMember] = []
        var protocolMembers: [ResolvedMember] = []
        for (typeName, facts) in own.sorted(by: { $0.key < $1.key }) {
            let isProtocol = protocols.contains(typeName)
            for t in facts where t.kind == .extension || t.kind == .protocolExtension {
                for m in t.members {
                    var member = m
                    if isProtocol || t.constrainedToSelf {
                        member.context = .protocolExtension(typeName); member.isOverride = false
                    }
                    let resolved = ResolvedMember(fact: member, declaredIn: typeName)
                    if case .protocolExtension = member.context {
                        protocolMembers.append(resolved)
                    } else if UIKitClasses.controllers[typeName] != nil && classFacts(typeName).isEmpty {
                        uikitExtensions.append(resolved)
                    }
                }
            }
            guard let decl = facts.first(where: { $0.kind == .class }) else { continue }
            let (kind, chain) = self.kind(of: typeName)
            let external = chain.last.flatMap { last in
                classFacts(last).isEmpty && kind.controllerKind != nil
                    ? externalBase(last, subclass: chain.dropLast().last ?? typeName) : nil
            }
            classes.append(
                ClassInfo(
                    name: typeName, superclass: superclass(of: typeName), chain: chain, kind: kind,
                    location: decl.location,
                    members: members(of: typeName, chain: chain),
                    presentationStyle: presentationStyle(typeName, chain: chain), external: external,
                    adopts: Set(
                        (declarations[typeName] ?? []).flatMap { $0.protocols + [$0.superclass].compactMap { $0 } })))
        }
        return TargetFacts(
            name: name, project: project, isIOSApp: isIOSApp, files: files, classes: classes,
            uikitExtensions: uikitExtensions, protocolExtensionMembers: protocolMembers)
    }

    /// Own members (class body, then extensions and categories), then each superclass's in order.
    func members(of name: String, chain: [String]) -> [Member: ResolvedMember] {
        var result: [Member: ResolvedMember] = [:]
        for cls in [name] + chain {
            for t in declarations[cls] ?? []
            where (t.kind == .class || (t.kind == .extension && !t.constrainedToSelf))
                && ClassTable.appliesToIOS(t.platformCondition)
            {
                for m in t.members where result[m.member] == nil {
                    result[m.member] = ResolvedMember(fact: m, declaredIn: cls)
                }
            }
        }
        return result
    }

    func presentationStyle(_ name: String, chain: [String]) -> ModalStyle? {
        for cls in [name] + chain {
            if let s = (declarations[cls] ?? []).compactMap(\.presentationStyle).first { return s }
        }
        return nil
    }

    /// The name a value reads, if it can be a helper's: `UIInterfaceOrientationMask.portraitOnPhone`,
    /// `.portraitOnPhone`, `Self.mask()` → the last name.
    static func helperName(_ text: String) -> String? {
        // An Objective-C message without arguments, `[[Helper sharedInstance] mask]`: its selector.
        if text.hasSuffix("]"), !text.contains(":") {
            let selector = text.dropLast().split(whereSeparator: { $0 == " " || $0 == "]" || $0 == "[" }).last
            return selector.map(String.init).flatMap { s in
                s.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) ? s : nil
            }
        }
        var t = text.replacingOccurrences(of: " ", with: "")
        if t.hasSuffix("()") { t.removeLast(2) }
        guard let last = t.split(separator: ".").last, last.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else { return nil }
        return String(last)
    }

    /// `if isPad { … }` where `isPad` is a helper some file defines as an idiom test, and masks read through a
    /// mask helper some file defines (followed a few levels deep, never in a cycle).
    static func resolveHelpers(_ file: FileFacts, _ helpers: [String: Bool], masks: [String: Value] = [:]) -> FileFacts
    {
        guard !helpers.isEmpty || !masks.isEmpty else { return file }
        var f = file
        func fix(_ v: Value, depth: Int = 0) -> Value {
            guard depth < 8 else { return v }
            switch v {
            case .dynamic(let text), .unknown(let text):
                guard let name = helperName(text), let helper = masks[name] else { return v }
                return fix(helper, depth: depth + 1)
            case .conditional(let c, let t, let e):
                let (t2, e2) = (fix(t, depth: depth + 1), fix(e, depth: depth + 1))
                switch IdiomTest.meaning(ofAll: [c], helpers: helpers) {
                case true?: return .idiom(pad: t2, other: e2)
                case false?: return .idiom(pad: e2, other: t2)
                case nil: return .conditional(condition: c, then: t2, else: e2)
                }
            case .idiom(let p, let o): return .idiom(pad: fix(p, depth: depth + 1), other: fix(o, depth: depth + 1))
            default: return v
            }
        }
        for i in f.types.indices {
            for j in f.types[i].members.indices {
                f.types[i].members[j].value = f.types[i].members[j].value.map { fix($0) }
            }
        }
        for i in f.delegates.indices { f.delegates[i].value = fix(f.delegates[i].value) }
        func idiom(_ c: inout CallContext) {
            if c.idiom == .either {
                c.idiom = IdiomScope(padWhen: IdiomTest.meaning(ofAll: c.conditions, helpers: helpers))
            }
        }
        for i in f.presentations.indices { idiom(&f.presentations[i].context) }
        for i in f.pushes.indices { idiom(&f.pushes[i].context) }
        for i in f.rotations.indices {
            idiom(&f.rotations[i].context)
            f.rotations[i].argument = f.rotations[i].argument.map { fix($0) }
        }
        for i in f.windowRoots.indices { idiom(&f.windowRoots[i].context) }
        for i in f.assignments.indices { idiom(&f.assignments[i].context) }
        for i in f.flagCalls.indices { idiom(&f.flagCalls[i].context) }
        return f
    }
}
