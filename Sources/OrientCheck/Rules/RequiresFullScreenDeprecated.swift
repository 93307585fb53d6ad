import OrientEngine

/// TN3192: UIRequiresFullScreen is deprecated in iPadOS 26 and ignored for apps built with the iOS 27 SDK.
struct RequiresFullScreenDeprecated: LintRule {
    static let description = RuleDescription(
        id: "requires_full_screen_deprecated",
        title: "UIRequiresFullScreen is deprecated",
        rationale: """
            UIRequiresFullScreen is deprecated from iPadOS 26. Apps built with the iOS 27 SDK can no longer opt out \
            of resizing with it: the system ignores it (TN3192, R11.5, R11.7). Controllers that rely on it to be \
            asked about orientation stop being asked on iPad. Use prefersInterfaceOrientationLocked for content \
            that must not rotate, and support resizing. At info where nothing in the app narrows the iPad's \
            orientations: losing the key changes none; and where the key is an old Expo SDK's default (before SDK 43, \
            with `ios.requireFullScreen` not written): every SDK that builds with the iOS 27 SDK leaves it out, so \
            the app leaves full screen when it upgrades, before the key is ignored.
            """,
        severity: .warning,
        triggering: [
            .plist(
                """
                \t<key>UILaunchStoryboardName</key>
                \t<string>LaunchScreen</string>
                ↓\t<key>UIRequiresFullScreen</key>
                \t<true/>
                """, settings: ["TARGETED_DEVICE_FAMILY": "1,2"])
        ],
        nonTriggering: [
            .plist("\t<key>UIRequiresFullScreen</key>\n\t<false/>\n", settings: ["TARGETED_DEVICE_FAMILY": "1,2"]),
            .plist("\t<key>UIRequiresFullScreen</key>\n\t<true/>\n")
        ])

    func check(_ context: CheckContext) -> [Finding] {
        guard context.supportsIPad, context.capabilities[.ipad]?.requiresFullScreenDeclared == true else { return [] }
        let key = InfoPlistKey.requiresFullScreen.lookupOrder(idiom: .pad).first { context.plist.entries[$0] != nil }
        // Where an answer is not known and nothing known narrows, the key may matter or not: info, naming it.
        let (relies, unknown) = Self.orientationsRelyOnFullScreen(context)
        // Written by the generator's default (an old Expo SDK): every version that builds with the iOS 27 SDK writes
        // another, so the key goes when the app upgrades, before the SDK ignores it.
        if let key, let why = context.plist.defaulted[key] {
            return [
                finding(
                    context, at: context.place(ofKey: key) ?? context.targetPlace,
                    Message.deprecated + Message.defaulted(why),
                    devices: [.ipad], versions: "iPadOS 26+ (ignored with the iOS 27 SDK)", fix: Message.fixDefaulted,
                    severity: .info)
            ]
        }
        return [
            finding(
                context, at: key.flatMap { context.place(ofKey: $0) } ?? context.targetPlace,
                relies
                    ? Message.deprecated
                    : Message.deprecated + (unknown.isEmpty ? Message.nothingRelies : Message.dependsOn(unknown)),
                devices: [.ipad], versions: "iPadOS 26+ (ignored with the iOS 27 SDK)", fix: Message.fix,
                severity: relies ? nil : .info)
        ]
    }

    /// Whether what the app shows on iPad rests on UIKit asking it, which only full screen gives (R11.2): an
    /// orientation list or an app delegate answer narrower than all four, a controller answering less, or a
    /// framework's lock. Otherwise losing the key changes no orientation (a blind reading of PIA VPN: all four on
    /// iPad, from the plist and the delegate alike). `unknown`: what the code does not tell (the app delegate's
    /// answer, a controller's), where nothing known narrows: whether the key matters depends on them (issue 27; a
    /// blind first run, dnscloak: a Cordova root and delegate computing their masks at run time).
    static func orientationsRelyOnFullScreen(_ context: CheckContext) -> (relies: Bool, unknown: [String]) {
        var unknown: [String] = []
        if let masks = context.possibleAppMasks(on: .ipad).values {
            if !masks.allSatisfy({ $0.isSuperset(of: .all) }) { return (true, []) }
        } else {
            unknown.append("the app delegate")
        }
        if context.crossPlatformLocks.contains(where: { $0.mayRun(on: .ipad) }) { return (true, []) }
        for cls in context.facts.classes.sorted(by: { $0.name < $1.name }) where cls.kind.controllerKind != nil {
            guard let m = cls.members[.supportedInterfaceOrientations] else { continue }
            guard let value = m.fact.value else {
                unknown.append(cls.name)
                continue
            }
            for leaf in CheckContext.leaves(value, pad: true) {
                if case .forward = leaf { continue }
                if case .inherited = leaf { continue }
                guard let mask = CheckContext.mask(leaf, pad: true) else {
                    if !unknown.contains(cls.name) { unknown.append(cls.name) }
                    continue
                }
                if !mask.isSuperset(of: .all) { return (true, []) }
            }
        }
        return (false, unknown)
    }
}

extension RequiresFullScreenDeprecated {
    /// What the rule says, in one place.
    enum Message {
        static let deprecated =
            "UIRequiresFullScreen is deprecated from iPadOS 26 and ignored for apps built with the iOS 27 SDK (TN3192)"
        static func defaulted(_ why: String) -> String {
            "; here it is \(why), so the app leaves full screen when it upgrades, before any SDK ignores the key: the iPad then turns with multitasking"
        }
        static let fixDefaulted =
            "Set ios.requireFullScreen in the Expo config to what the iPad app should do, and check the iPad layouts in every orientation before upgrading"
        static let nothingRelies =
            "; nothing in the app narrows the iPad's orientations (all four from the plist, the app delegate and every controller), so no orientation changes when it is ignored"
        static func dependsOn(_ classes: [String]) -> String {
            "; everything else in the app gives all four orientations on iPad, so whether one changes when it is ignored depends on what \(classes.prefix(3).joined(separator: ", ")) answers, which the code does not tell"
        }
        static let fix =
            "Support resizing; for content that must not rotate, override prefersInterfaceOrientationLocked"
    }
}
