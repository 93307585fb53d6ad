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
            requires full screen, the default only leaves the choice to the controllers: info.
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
            ])
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
