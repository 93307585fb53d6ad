// Where sources disagree or say nothing, the engine makes a choice. Each is documented here with its reason,
// listed by `orient rules --engine`, and switchable from a scenario (`choices:`) or the command line (`--choice`).

public struct ChoiceDescription: Sendable {
    public let key: String
    public let question: String
    public let options: [(value: String, meaning: String)]
    public let defaultValue: String
    public let reason: String
}

public struct Choices: Sendable, Hashable {
    public enum UIDeviceHack: String, CaseIterable, Sendable { case noEffect, linkedOnOrAfter16, rotates }
    public enum LaunchFallback: String, CaseIterable, Sendable { case firstListed, portrait }
    public enum EmptyPlistArray: String, CaseIterable, Sendable { case idiomDefault, emptyMask }
    public enum SetNeedsUpdate: String, CaseIterable, Sendable { case reevaluates, leavesUnallowedOnly, masksOnly }
    public enum PushPopReevaluation: String, CaseIterable, Sendable { case never, fromIOS16 }
    public enum TabBarDefault: String, CaseIterable, Sendable { case idiomDefault, selectedChild }
    public enum AdaptedSheetAuthority: String, CaseIterable, Sendable { case never, compactHeight }
    public enum ShouldAutorotateFrom16: String, CaseIterable, Sendable { case ignored, linkedOnOrAfter16 }
    public enum DismissalWithoutPreference: String, CaseIterable, Sendable { case rotatesToSupported, raises }
    public enum BackToFullSize: String, CaseIterable, Sendable { case reevaluates, keeps }
    public enum MultitaskingDelegateMask: String, CaseIterable, Sendable { case honoured, ignored }

    public var uideviceOrientationHack: UIDeviceHack = .noEffect
    public var launchFallback: LaunchFallback = .firstListed
    public var emptyPlistArray: EmptyPlistArray = .idiomDefault
    public var setNeedsUpdate: SetNeedsUpdate = .reevaluates
    public var pushPopReevaluation: PushPopReevaluation = .never
    public var tabBarDefault: TabBarDefault = .idiomDefault
    public var adaptedSheetAuthority: AdaptedSheetAuthority = .never
    public var shouldAutorotateFrom16: ShouldAutorotateFrom16 = .ignored
    public var dismissalWithoutPreference: DismissalWithoutPreference = .rotatesToSupported
    public var backToFullSize: BackToFullSize = .reevaluates
    public var multitaskingDelegateMask: MultitaskingDelegateMask = .honoured

    public init() {}

    public static let descriptions: [ChoiceDescription] = [
        ChoiceDescription(
            key: "uideviceOrientationHack",
            question:
                "Catalog R8.5 and open question 10: does UIDevice setValue(_:forKey: \"orientation\") still rotate on iOS 16+?",
            options: [
                ("noEffect", "no rotation on iOS 16+, only the console line"),
                (
                    "linkedOnOrAfter16",
                    "no rotation only for apps built with the iOS 16 SDK or later (WebKit's reading)"
                ),
                ("rotates", "still rotates, with the console line (some developers' reports)")
            ],
            defaultValue: "noEffect",
            reason:
                "The iOS 16 release notes say it is unsupported and no longer works, and WebKit's source shows the setter doing nothing for current SDKs."
        ),
        ChoiceDescription(
            key: "launchFallback",
            question:
                "Catalog R12.2 and open question 1: on iOS 8+, which orientation does an app launch in when the device is held in one the plist leaves out?",
            options: [
                ("firstListed", "the first orientation listed in the plist that the hardware allows"),
                ("portrait", "portrait when allowed, else the first listed")
            ],
            defaultValue: "firstListed",
            reason:
                "TN2244 documents 'the first orientation in the key' for the older launch rule; no source describes a different rule for iOS 8+."
        ),
        ChoiceDescription(
            key: "emptyPlistArray",
            question:
                "Catalog R3.4 and open question 2: is an empty UISupportedInterfaceOrientations array missing or an empty mask?",
            options: [
                ("idiomDefault", "treated as missing: the idiom default applies"),
                ("emptyMask", "an empty app mask: any deciding controller raises the no-common-orientation exception")
            ],
            defaultValue: "idiomDefault",
            reason:
                "The UIApplication header says the default applies 'when the plist lists none', and an empty array lists none."
        ),
        ChoiceDescription(
            key: "setNeedsUpdate",
            question:
                "Catalog R8.3 and open question 3: does setNeedsUpdateOfSupportedInterfaceOrientations() rotate on its own?",
            options: [
                (
                    "reevaluates",
                    "re-evaluates like the attemptRotationToDeviceOrientation() it replaces: toward the device if allowed, and away from an orientation no longer allowed"
                ),
                (
                    "leavesUnallowedOnly",
                    "moves only away from an orientation no longer allowed (the catalog's reference model, read literally)"
                ),
                ("masksOnly", "only re-reads the masks; the interface moves at the next rotation or geometry request")
            ],
            defaultValue: "reevaluates",
            reason:
                "Apple documents it as the replacement for attemptRotationToDeviceOrientation() and says it animates any changes to orientation."
        ),
        ChoiceDescription(
            key: "pushPopReevaluation",
            question:
                "Catalog R9.3 and open question 4: does iOS 16+ re-evaluate at push, pop or tab selection by itself?",
            options: [
                ("never", "no: an explicit setNeedsUpdate… or geometry request is needed"),
                ("fromIOS16", "yes: iOS 16+ re-evaluates as after setNeedsUpdateOfSupportedInterfaceOrientations()")
            ],
            defaultValue: "never",
            reason:
                "No source shows UIKit re-evaluating on its own, and libraries add the explicit call for that reason."),
        ChoiceDescription(
            key: "tabBarDefault",
            question:
                "Catalog R6.3 and open question 5: what does UITabBarController answer on iOS 6+ without a delegate or subclass?",
            options: [
                ("idiomDefault", "the idiom default, like UINavigationController"),
                ("selectedChild", "the selected child's answer")
            ],
            defaultValue: "idiomDefault",
            reason: "Apple's iOS 6 notes group it with the other containers that answer for themselves (R6.1)."),
        ChoiceDescription(
            key: "adaptedSheetAuthority",
            question:
                "Catalog R7.3 and open question 6: does a pageSheet/formSheet shown full screen in compact height decide the orientation?",
            options: [
                ("never", "no: sheets never decide on iOS 13+"),
                ("compactHeight", "yes, when presented while an iPhone is in landscape")
            ],
            defaultValue: "never",
            reason:
                "The layout adaptation is documented, its effect on orientation is not; the widely reported behaviour is that sheets ignore the presented mask."
        ),
        ChoiceDescription(
            key: "shouldAutorotateFrom16",
            question:
                "Catalog R5.4 and open question 17: is shouldAutorotate still honoured on iOS 16+ for apps built with an older SDK?",
            options: [
                ("ignored", "ignored on iOS 16+ whatever the SDK"),
                ("linkedOnOrAfter16", "still honoured for apps built with an SDK older than 16")
            ],
            defaultValue: "ignored",
            reason: "The iOS 16 release notes say it is no longer supported, without a link-time condition."),
        ChoiceDescription(
            key: "dismissalWithoutPreference",
            question:
                "Catalog R7.7, R5.6 and open question 8: a dismissal reveals a controller that does not allow the current orientation and does not implement preferredInterfaceOrientationForPresentation. Does UIKit turn to an orientation it allows, or raise?",
            options: [
                (
                    "rotatesToSupported",
                    "turns to an orientation the revealed controller and the app allow (the device's when allowed, else portrait first); the revealed controller decides"
                ),
                (
                    "raises",
                    "raises UIApplicationInvalidInterfaceOrientation, taking the current orientation as the preference (one 2020 report, R5.6)"
                )
            ],
            defaultValue: "rotatesToSupported",
            reason:
                "R10.3 is about an implemented preference outside the mask; the documented default is only 'the current orientation'. A landscape-only full-screen controller dismissed back to a portrait-only presenter is a common shape that apps ship without crashing (issue 13), and the one report of a raise (R5.6) involved an explicit preference in an SDK's controller."
        ),
        ChoiceDescription(
            key: "backToFullSize",
            question:
                "Catalog R11.6 (silent on the change back): when an iPad scene leaves a resizable window for full size, does UIKit turn the interface to what the masks allow at once?",
            options: [
                ("reevaluates", "yes: the masks apply again at once, toward the device's orientation when allowed"),
                (
                    "keeps",
                    "no: the interface keeps its orientation until the next evaluation (a device turn, a request)"
                )
            ],
            defaultValue: "reevaluates",
            reason:
                "A full-size scene follows the controller masks (R11.6); a scene shown in an orientation its masks exclude is the state UIKit avoids everywhere else (presentation, dismissal, launch). No source describes the change back."
        ),
        ChoiceDescription(
            key: "multitaskingDelegateMask",
            question:
                "Catalog open question 11 and R4.6: on an iPad app that takes part in multitasking, does UIKit honour an app-delegate mask narrower than all four orientations?",
            options: [
                ("honoured", "yes: the app delegate's mask limits the iPad as it does elsewhere (R4.1)"),
                ("ignored", "no: the plist's four orientations decide, as for the controllers' masks (R11.1)")
            ],
            defaultValue: "honoured",
            reason:
                "R4.1 documents the app delegate's mask without exception, and R11.1 speaks of the controllers' masks only; the one report the other way is a crash on iPadOS 26 (R4.6, a single report). Orient's `multitasking_app_delegate_mask` rule reports such apps at info either way."
        )
    ]

    /// Every choice by key with its value, in the order of `descriptions` (how a scenario writes them back).
    public var values: [(key: String, value: String)] {
        [
            ("uideviceOrientationHack", uideviceOrientationHack.rawValue), ("launchFallback", launchFallback.rawValue),
            ("emptyPlistArray", emptyPlistArray.rawValue), ("setNeedsUpdate", setNeedsUpdate.rawValue),
            ("pushPopReevaluation", pushPopReevaluation.rawValue), ("tabBarDefault", tabBarDefault.rawValue),
            ("adaptedSheetAuthority", adaptedSheetAuthority.rawValue),
            ("shouldAutorotateFrom16", shouldAutorotateFrom16.rawValue),
            ("dismissalWithoutPreference", dismissalWithoutPreference.rawValue),
            ("backToFullSize", backToFullSize.rawValue),
            ("multitaskingDelegateMask", multitaskingDelegateMask.rawValue)
        ]
    }

    /// Sets a choice by key and value name; returns an error message when either is unknown.
    public mutating func set(_ key: String, to value: String) -> String? {
        func pick<T: RawRepresentable & CaseIterable>(_ type: T.Type) -> T? where T.RawValue == String {
            T(rawValue: value)
        }
        var ok = true
        switch key {
        case "uideviceOrientationHack":
            if let v = pick(UIDeviceHack.self) { uideviceOrientationHack = v } else { ok = false }
        case "launchFallback": if let v = pick(LaunchFallback.self) { launchFallback = v } else { ok = false }
        case "emptyPlistArray": if let v = pick(EmptyPlistArray.self) { emptyPlistArray = v } else { ok = false }
        case "setNeedsUpdate": if let v = pick(SetNeedsUpdate.self) { setNeedsUpdate = v } else { ok = false }
        case "pushPopReevaluation":
            if let v = pick(PushPopReevaluation.self) { pushPopReevaluation = v } else { ok = false }
        case "tabBarDefault": if let v = pick(TabBarDefault.self) { tabBarDefault = v } else { ok = false }
        case "adaptedSheetAuthority":
            if let v = pick(AdaptedSheetAuthority.self) { adaptedSheetAuthority = v } else { ok = false }
        case "shouldAutorotateFrom16":
            if let v = pick(ShouldAutorotateFrom16.self) { shouldAutorotateFrom16 = v } else { ok = false }
        case "dismissalWithoutPreference":
            if let v = pick(DismissalWithoutPreference.self) { dismissalWithoutPreference = v } else { ok = false }
        case "backToFullSize": if let v = pick(BackToFullSize.self) { backToFullSize = v } else { ok = false }
        case "multitaskingDelegateMask":
            if let v = pick(MultitaskingDelegateMask.self) { multitaskingDelegateMask = v } else { ok = false }
        default:
            return "unknown choice '\(key)'; choices: " + Choices.descriptions.map(\.key).joined(separator: ", ")
        }
        if ok { return nil }
        let options = Choices.descriptions.first { $0.key == key }?.options.map(\.value) ?? []
        return "unknown value '\(value)' for choice '\(key)'; expected one of: " + options.joined(separator: ", ")
    }
}
