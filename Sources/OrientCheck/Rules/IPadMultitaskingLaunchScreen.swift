import OrientOutput
import OrientEngine

/// ITMS-90475: iPad multitasking needs a launch storyboard (or, from iOS 14, a UILaunchScreen dictionary).
struct IPadMultitaskingLaunchScreen: LintRule {
    static let description = RuleDescription(
        id: "ipad_multitasking_launch_screen",
        title: "iPad multitasking needs a launch screen",
        rationale: """
            An iPad-capable app that does not set UIRequiresFullScreen must have a launch storyboard \
            (UILaunchStoryboardName), or a UILaunchScreen dictionary when its minimum iOS is 14 or later. App Store \
            validation rejects it otherwise (ITMS-90475, R11.4). Without one, the app does not take part in \
            multitasking (R11.1, R12.5), and from the iOS 27 SDK a launch screen is mandatory (TN3192, R11.7).
            """,
        severity: .error,
        triggering: [
            Example([
                "Config.xcconfig": """
                SDKROOT = iphoneos
                IPHONEOS_DEPLOYMENT_TARGET = 16.0
                ↓TARGETED_DEVICE_FAMILY = 1,2
                GENERATE_INFOPLIST_FILE = YES
                INFOPLIST_KEY_UISupportedInterfaceOrientations = UIInterfaceOrientationPortrait UIInterfaceOrientationPortraitUpsideDown UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight

                """
            ])
        ],
        nonTriggering: [
            Example([:], settings: ["TARGETED_DEVICE_FAMILY": "1,2"]),
            Example(
                [:],
                settings: [
                    "TARGETED_DEVICE_FAMILY": "1,2", "INFOPLIST_KEY_UILaunchScreen_Generation": "",
                    "INFOPLIST_KEY_UILaunchStoryboardName": "LaunchScreen"
                ]),
            Example([:], settings: ["INFOPLIST_KEY_UILaunchScreen_Generation": ""])
        ])

    func check(_ context: CheckContext) -> [Finding] {
        guard context.supportsIPad, !context.plistUnknown,
            context.capabilities[.ipad]?.requiresFullScreenDeclared == false
        else {
            return []
        }
        let storyboard = InfoPlistKey.launchStoryboardName.lookupOrder(idiom: .pad).contains {
            context.plist.entries[$0]?.value.stringValue.map { !$0.isEmpty } ?? false
        }
        // A minimum iOS nobody tells (a CMake toolchain sets it) may be 14 or later: UILaunchScreen may count.
        let launchScreen =
            (context.target.deploymentTarget == nil || context.deployment.major >= 14)
            && InfoPlistKey.launchScreen.lookupOrder(idiom: .pad).contains { context.plist.entries[$0] != nil }
        guard !storyboard && !launchScreen else { return [] }
        var notes: [Note] = []
        if context.plist[.launchScreen] != nil {
            notes.append(
                Note(
                    Message.launchScreenNeeds14(minimum: context.deployment),
                    at: context.place(ofKey: InfoPlistKey.launchScreen.name())))
        }
        // Mechanical from a minimum iOS of 14 in an XML plist: an empty UILaunchScreen dictionary (a blank launch
        // screen in the app's background colour) satisfies validation. Before 14 a storyboard is needed: judgement.
        let edit: FixEdit? =
            context.deployment.major >= 14 && context.plist[.launchScreen] == nil
            ? context.binaryPlist().map {
                .plist(file: $0, change: .addEmptyDictionary(key: InfoPlistKey.launchScreen.name()))
            }
                ?? context.plist.file.flatMap {
                    $0.hasSuffix(".plist")
                        ? .appendToPlist(file: $0, lines: ["<key>UILaunchScreen</key>", "<dict/>"]) : nil
                }
            : nil
        return [
            finding(
                context, at: context.familyPlace,
                context.deployment.major >= 14 ? Message.noLaunchStoryboardOrScreen : Message.noLaunchStoryboard,
                devices: [.ipad], versions: "App Store validation, iOS 9+", notes: notes,
                fix: Message.fix,
                edits: edit.map { [$0] }, fixChangesBehaviour: Message.multitasks
            )
        ]
    }
}

extension IPadMultitaskingLaunchScreen {
    /// What the rule says, in one place.
    enum Message {
        static let noLaunchStoryboardOrScreen =
            "the app runs on iPad without UIRequiresFullScreen but has no launch storyboard or UILaunchScreen: App Store validation rejects the upload (ITMS-90475)"
        static let noLaunchStoryboard =
            "the app runs on iPad without UIRequiresFullScreen but has no launch storyboard: App Store validation rejects the upload (ITMS-90475)"
        static let fix =
            "Add a launch storyboard (UILaunchStoryboardName) or, with a minimum iOS of 14, a UILaunchScreen dictionary"
        /// What the mechanical fix changes: the iPad app multitasks once it has a launch screen and all four
        /// orientations (R11.1).
        static let multitasks =
            "with a launch screen (and all four iPad orientations) the iPad app takes part in multitasking: UIKit no longer asks its view controllers or honours an orientation lock there (R11.1), so findings about them appear; the other choice is to opt out with UIRequiresFullScreen = YES (deprecated from iPadOS 26)"
        static func launchScreenNeeds14(minimum: OSVersion) -> String {
            "UILaunchScreen counts only with a minimum iOS of 14 or later; this target's is \(minimum)"
        }
    }
}
