import Foundation
import OrientOutput
import OrientEngine
import OrientFacts
import OrientProject

/// The plist allows upside down on iPhone, but no controller that decides ever does.
struct UpsideDownUnreachable: LintRule {
    static let description = RuleDescription(
        id: "upside_down_unreachable",
        title: "Upside down is listed but never reachable",
        rationale: """
            On iPhone a controller's default mask is all but upside down (R5.1), and Face ID iPhones never show \
            the interface upside down (R2.2). When the plist lists portraitUpsideDown for iPhone but no controller \
            returns a mask with it, the listing is dead: the app never turns upside down, though the plist says it \
            can (seed 000). Either drop it from the plist or return it from the controllers that should allow it. \
            A controller shown only where UIKit does not ask it (inside a container that does not forward, or as a \
            sheet) does not count, whatever it returns, nor does one only the iPad's own main storyboard holds \
            (`UIMainStoryboardFile~ipad`: an iPhone never loads it). At info where the entry cannot simply go: Expo writes it for \
            `orientation: 'portrait'` (in the config, or in an Expo app's committed plist that lists exactly portrait \
            and upside down, which each prebuild writes again), and where the key is the one the iPad reads too.
            """,
        severity: .warning,
        triggering: triggeringExamples,
        nonTriggering: nonTriggeringExamples)

    func check(_ context: CheckContext) -> [Finding] {
        guard context.supportsIPhone, !context.plistUnknown, let caps = context.capabilities[.iphoneHomeButton],
            let key = caps.plistKey,
            let index = caps.plistListed.firstIndex(of: .portraitUpsideDown)
        else { return [] }
        // After launch the app delegate's mask decides (R4.1): one that leaves upside down out makes it unreachable,
        // whatever the controllers say.
        var notes = [Note(Message.faceIDNeverUpsideDown)]
        var reason = Message.noControllerReturnsIt
        if let d = context.appDelegateMask,
            let mask = CheckContext.mask(context.delegateValue(d), pad: false), !mask.contains(.portraitUpsideDown)
        {
            reason = Message.appDelegateLeavesItOut
            notes.insert(Note(Message.appDelegateReturns(mask.names), at: d.location), at: 0)
        } else if context.target.flutterApp != nil {
            // The root is FlutterViewController, answering all four until Dart calls, then the last call's list
            // (R5.2): unreachable only where every list Dart sets leaves portraitDown out.
            guard let masks = context.flutterRootMasks.values, !masks.isEmpty,
                masks.allSatisfy({ !$0.contains(.portraitUpsideDown) }), noControllerAllowsUpsideDown(context)
            else { return [] }
            reason = Message.dartLeavesItOut
        } else if let expo = context.expoScreenOrientationRootMasks {
            // The root is expo-screen-orientation's (a blind first run, zulip-mobile: its plist key says all four):
            // unreachable only where everything it can answer leaves upside down out.
            guard expo.verdict({ !$0.contains(.portraitUpsideDown) }) == .always, noControllerAllowsUpsideDown(context)
            else { return [] }
        } else if !noControllerAllowsUpsideDown(context) {
            return []
        }
        // The item's line: items of the key are listed in order, but `plistListed` drops invalid strings.
        var itemIndex = index
        if case .array(let items)? = context.plist.entries[key]?.value {
            itemIndex = items.firstIndex { $0.stringValue == "UIInterfaceOrientationPortraitUpsideDown" } ?? index
        }
        // Said at info where the entry cannot simply go: Expo's `orientation: 'portrait'` lists upside down itself
        // (@expo/config-plugins Orientation.ts: the generator's entry, which the config has no way to leave out), and
        // the key the iPad reads too (no `~ipad` key) keeps it for the iPad, which multitasks only with all four
        // (R11.1, R11.4): removing it would cost more than the iPhone's dead entry.
        var fix = Message.fix
        var severity: Severity?
        if let file = context.place(ofKey: key)?.file, Self.isExpoConfig(file) || Self.writtenByPrebuild(context, key) {
            notes.append(Note(Message.writtenByExpo))
            (fix, severity) = (Message.fixExpo, .info)
        } else if context.supportsIPad, context.capabilities[.ipad]?.plistKey == key {
            notes.append(Note(Message.sharedWithIPad))
            (fix, severity) = (Message.fixShared, .info)
        }
        return [
            finding(
                context, at: context.place(ofKey: key, item: itemIndex) ?? context.targetPlace,
                Message.unreachable(because: reason), devices: [.iphoneHomeButton], notes: notes, fix: fix,
                severity: severity)
        ]
    }

    /// An Expo app's committed Info.plist whose list is what prebuild writes for `orientation: 'portrait'`
    /// (portrait and upside down): the entry comes back with each prebuild (a blind reading of AliasVault).
    static func writtenByPrebuild(_ context: CheckContext, _ key: String) -> Bool {
        guard context.target.reactNativeApp?.usesExpo == true,
            case .array(let items)? = context.plist.entries[key]?.value
        else { return false }
        return Set(items.compactMap(\.stringValue))
            == ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationPortraitUpsideDown"]
    }

    /// An Expo config, which prebuild turns into the Info.plist.
    static func isExpoConfig(_ file: String) -> Bool {
        let name = (file as NSString).lastPathComponent
        return ProjectSpec.isExpoConfigName(name)
    }

    /// Whether the code tells that no controller UIKit may ask returns upside down on iPhone. A controller whose
    /// answer the code does not tell, or whose class is defined outside the repository, keeps it from telling;
    /// classes that are no controller (views, models) and are never shown as one do not count.
    func noControllerAllowsUpsideDown(_ context: CheckContext) -> Bool {
        let shown = context.controllersShown
        let inherited = Set(context.facts.classes.compactMap(\.superclass))
        // A screen only the iPad's own main storyboard holds is never on an iPhone's screen, whatever it returns.
        for cls in context.facts.classes where mayAllowUpsideDown(cls, context, shown: shown, inherited: inherited) {
            if !context.shownOnlyOnPad(cls.name) { return false }
        }
        for ext in context.facts.uikitExtensions
        where ext.fact.member == .supportedInterfaceOrientations && UIKitClasses.controllers[ext.declaredIn] != nil {
            guard let v = ext.fact.value, let mask = CheckContext.mask(v, pad: false),
                !mask.contains(.portraitUpsideDown)
            else { return false }
        }
        return true
    }

    /// Whether a class may let an iPhone turn upside down: it answers a mask with it, or what it answers is not
    /// known while UIKit may ask it.
    func mayAllowUpsideDown(
        _ cls: ClassInfo, _ context: CheckContext, shown: Set<String>, inherited: Set<String>
    ) -> Bool {
        // A Flutter app's root answers what Dart set, which the caller has weighed.
        if context.isFlutterRoot(cls.name) { return false }
        let m = cls.members[.supportedInterfaceOrientations]
        if case .unknown = cls.kind {
            // Its base is code Orient does not read (a package's controller), but shown only where UIKit does
            // not ask it (a plain navigation controller's root), whatever it returns never reaches UIKit
            // (R6.1; a blind reading of CalendarApp).
            if shown.contains(cls.name), context.neverAsked(cls.name, on: .iphoneHomeButton) { return false }
            return shown.contains(cls.name) || m != nil
        }
        guard cls.kind.controllerKind != nil, let m else { return false }
        // Shown only where UIKit does not ask it (a plain container's child, a sheet): what it returns never
        // reaches UIKit on an iPhone (R6.1, R7.2).
        if context.neverAsked(cls.name, on: .iphoneHomeButton) { return false }
        // A base class the code never shows itself: its subclasses carry its answer and are looked at on their
        // own (a blind reading of CoronaCheck: a base answering .all whose screens are all pushed).
        if inherited.contains(cls.name) && !shown.contains(cls.name) { return false }
        guard let value = m.fact.value else { return true }
        return CheckContext.leaves(value, pad: false).contains { leaf in
            // A forwarding container defers to its children, which are checked themselves.
            if case .forward = leaf { return false }
            guard let mask = CheckContext.mask(leaf, pad: false) else { return true }
            return mask.contains(.portraitUpsideDown)
        }
    }
}

extension UpsideDownUnreachable {
    /// What the rule says, in one place.
    enum Message {
        /// `reason` is `noControllerReturnsIt` or `appDelegateLeavesItOut`.
        static func unreachable(because reason: String) -> String {
            "the plist allows portraitUpsideDown on iPhone, but \(reason), and Face ID iPhones never turn upside down"
        }
        static let noControllerReturnsIt = "no controller returns it (UIKit's default leaves it out)"
        static let dartLeavesItOut =
            "every SystemChrome.setPreferredOrientations list leaves portraitDown out, and FlutterViewController answers the last one"
        static let appDelegateLeavesItOut =
            "the app delegate's application(_:supportedInterfaceOrientationsFor:) leaves it out (R4.1)"
        static let fix =
            "Remove UIInterfaceOrientationPortraitUpsideDown from the iPhone orientations, or return it from the controllers that should allow it"
        static let sharedWithIPad =
            "the iPad reads this key too (there is no ~ipad key), and needs upside down to take part in multitasking (R11.1, R11.4)"
        static let fixShared =
            "Give the iPad its own UISupportedInterfaceOrientations~ipad with all four, then drop upside down from the plain key"
        static let writtenByExpo =
            "Expo writes upside down for `orientation: 'portrait'` itself (@expo/config-plugins, Orientation.ts)"
        static let fixExpo =
            "Nothing to do unless the app means to turn upside down on iPhones with a Home button; then a screen must return it"
        static let faceIDNeverUpsideDown = "Face ID iPhones never show the interface upside down (R2.2)"
        static func appDelegateReturns(_ names: String) -> String {
            "application(_:supportedInterfaceOrientationsFor:) returns \(names)"
        }
    }
}
