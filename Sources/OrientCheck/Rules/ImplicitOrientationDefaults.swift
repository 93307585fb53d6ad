import OrientEngine

/// A device family the target supports has no orientation key: UIKit's default applies.
struct ImplicitOrientationDefaults: LintRule {
    static let description = RuleDescription(
        id: "implicit_orientation_defaults",
        title: "No orientation key for a device family",
        rationale: """
            With no UISupportedInterfaceOrientations key for a device (neither the plain key nor its ~iphone or \
            ~ipad variant), UIKit uses the idiom's default: all four orientations on iPad, all but upside down on \
            iPhone (R3.4). The app then rotates to orientations nobody chose, and an iPad app silently takes part in \
            multitasking (R11.1). Say which orientations the app supports. On iPhone, and on an iPad app that \
            requires full screen, the default only leaves the choice to the controllers: info. A key that lists \
            nothing (`<array/>`) is read as no key, at info: no source says what UIKit does with it (R3.4a, the \
            switchable choice `emptyPlistArray`).
            """,
        severity: .warning,
        triggering: [
            Example([
                "Config.xcconfig": """
                SDKROOT = iphoneos
                IPHONEOS_DEPLOYMENT_TARGET = 16.0
                ↓TARGETED_DEVICE_FAMILY = 1,2
                GENERATE_INFOPLIST_FILE = YES
                INFOPLIST_KEY_UILaunchScreen_Generation = YES
                INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone = UIInterfaceOrientationPortrait

                """
            ]),
            // A key that lists nothing is read as no key (R3.4a, choice emptyPlistArray): info.
            .plist(
                """
                ↓\t<key>UISupportedInterfaceOrientations</key>
                \t<array/>
                """)
        ],
        nonTriggering: [
            Example([:], settings: ["TARGETED_DEVICE_FAMILY": "1,2"]),
            Example(
                [:],
                settings: [
                    "TARGETED_DEVICE_FAMILY": "1,2", "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone": "",
                    "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad": "",
                    "INFOPLIST_KEY_UISupportedInterfaceOrientations": "UIInterfaceOrientationPortrait"
                ])
        ])

    func check(_ context: CheckContext) -> [Finding] {
        guard !context.plistUnknown else { return [] }
        // Whether UIKit finds an orientation key on an idiom (R3.2).
        let has = { (idiom: Idiom) in
            InfoPlistKey.supportedInterfaceOrientations.lookupOrder(idiom: idiom).contains {
                context.plist.entries[$0] != nil || context.plist.unknownKeys[$0] != nil
            }
        }
        var out: [Finding] = []
        // A key that lists nothing: UIKit's answer is the catalog's open question (R3.4a); with the choice
        // `emptyPlistArray = idiomDefault` (the default) it is the idiom's default, as with no key, said at that key
        // (a blind reading of rambler-it-ios: `<array/>`).
        if context.choices.emptyPlistArray == .idiomDefault,
            let device = context.devices.first(where: { context.capabilities[$0]?.plistEmpty == true }),
            let key = context.capabilities[device]?.plistKey
        {
            out.append(
                finding(
                    context, at: context.place(ofKey: key) ?? context.familyPlace, Message.emptyList(key),
                    devices: context.devices.filter { context.capabilities[$0]?.plistEmpty == true },
                    fix: Message.fixEmpty, severity: .info))
        }
        if context.supportsIPhone && !has(.phone) {
            // Info: the default only leaves the choice to the controllers, as it does on a full-screen iPad; TN2244
            // asks apps to list what they use (R3.6), hygiene a reader of DuckDuckGo and one of xkcd judged no bug.
            out.append(
                finding(
                    context, at: context.familyPlace,
                    Message.noKeyForIPhone,
                    devices: context.iPhones,
                    fix: Message.fixIPhone, severity: .info
                ))
        }
        if context.supportsIPad && !has(.pad) {
            // With UIRequiresFullScreen the iPad does not multitask (R11.2): the default only lets the controllers
            // decide, which is no surprise (a blind reading of Loose Leaf; requires_full_screen_deprecated says
            // what changes with the iOS 27 SDK).
            let fullScreen = !context.ipadMultitasking
            out.append(
                finding(
                    context, at: context.familyPlace,
                    fullScreen ? Message.noKeyForFullScreenIPad : Message.noKeyForIPad,
                    devices: [.ipad],
                    fix: Message.fixIPad, severity: fullScreen ? .info : nil
                ))
        }
        return out
    }
}

extension ImplicitOrientationDefaults {
    /// What the rule says, in one place.
    enum Message {
        static func emptyList(_ key: String) -> String {
            "\(key) lists no orientation: read as no key, so UIKit's default applies (all but upside down on iPhone, all four on iPad); no source says what UIKit does with an empty list (R3.4a, choice emptyPlistArray)"
        }
        static let fixEmpty = "List the orientations the app supports, or remove the empty key"
        static let noKeyForIPhone = "no orientation key for iPhone: UIKit's default applies (all but upside down)"
        static let fixIPhone =
            "Add UISupportedInterfaceOrientations~iphone (or INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone)"
        static let noKeyForIPad =
            "no orientation key for iPad: UIKit's default applies (all four, so the app takes part in multitasking)"
        static let noKeyForFullScreenIPad =
            "no orientation key for iPad: UIKit's default applies (all four; UIRequiresFullScreen keeps the app out of multitasking, so its controllers decide)"
        static let fixIPad =
            "Add UISupportedInterfaceOrientations~ipad (or INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad)"
    }
}
