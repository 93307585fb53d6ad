import OrientOutput
import OrientEngine

/// TN2244: a landscape-only iPhone app with portrait launch images and no launch storyboard.
struct LandscapeLaunchImage: LintRule {
    static let description = RuleDescription(
        id: "landscape_launch_image",
        title: "Landscape-only iPhone app with portrait launch images",
        rationale: """
            iPhone launch images from an asset catalog are portrait. A landscape-only iPhone app that launches with \
            them, or with UILaunchImages entries that are all portrait, can show a black or stretched screen: no \
            image matches the launch orientation (TN2244, R12.4). A launch storyboard adapts to every orientation \
            (R12.5).
            """,
        severity: .warning,
        triggering: [
            .plist(
                """
                \t<key>UISupportedInterfaceOrientations</key>
                \t<array>
                \t\t<string>UIInterfaceOrientationLandscapeLeft</string>
                \t\t<string>UIInterfaceOrientationLandscapeRight</string>
                \t</array>
                ↓\t<key>UILaunchImages</key>
                \t<array>
                \t\t<dict>
                \t\t\t<key>UILaunchImageName</key><string>Default</string>
                \t\t\t<key>UILaunchImageOrientation</key><string>Portrait</string>
                \t\t\t<key>UILaunchImageSize</key><string>{320, 568}</string>
                \t\t</dict>
                \t</array>
                """)
        ],
        nonTriggering: [
            .plist(
                """
                \t<key>UILaunchStoryboardName</key>
                \t<string>LaunchScreen</string>
                \t<key>UISupportedInterfaceOrientations</key>
                \t<array><string>UIInterfaceOrientationLandscapeLeft</string></array>
                \t<key>UILaunchImages</key>
                \t<array><dict><key>UILaunchImageOrientation</key><string>Portrait</string></dict></array>
                """),
            .plist(
                """
                \t<key>UISupportedInterfaceOrientations</key>
                \t<array><string>UIInterfaceOrientationLandscapeLeft</string></array>
                \t<key>UILaunchImages</key>
                \t<array><dict><key>UILaunchImageOrientation</key><string>Landscape</string></dict></array>
                """)
        ])

    func check(_ context: CheckContext) -> [Finding] {
        guard context.supportsIPhone, !context.plistUnknown, let caps = context.capabilities[.iphoneHomeButton],
            caps.plistKey != nil
        else { return [] }
        let listed = OrientationMask(orientations: caps.plistListed).effective
        guard !listed.isEmpty, !listed.contains(.portrait), !listed.contains(.portraitUpsideDown) else { return [] }
        let hasStoryboard = InfoPlistKey.launchStoryboardName.lookupOrder(idiom: .phone).contains {
            context.plist.entries[$0]?.value.stringValue.map { !$0.isEmpty } ?? false
        }
        guard !hasStoryboard, context.plist[.launchScreen] == nil || context.deployment.major < 14 else { return [] }
        let notes = [Note(Message.landscapeOnly, at: caps.plistKey.flatMap { context.place(ofKey: $0) })]
        if case .array(let images)? = context.plist[.launchImages]?.value {
            let orientations = images.compactMap { item -> String? in
                guard case .dictionary(let d) = item else { return nil }
                return d["UILaunchImageOrientation"]?.stringValue ?? "Portrait"
            }
            guard !orientations.isEmpty, orientations.allSatisfy({ $0.hasPrefix("Portrait") }) else { return [] }
            return [
                finding(
                    context, at: context.place(ofKey: InfoPlistKey.launchImages.name()) ?? context.targetPlace,
                    Message.portraitLaunchImages,
                    devices: context.iPhones, notes: notes, fix: Message.fix)
            ]
        }
        if let asset = context.target.launchImageAsset {
            return [
                finding(
                    context, at: asset.source.place ?? context.targetPlace,
                    Message.portraitLaunchAsset(asset.name),
                    devices: context.iPhones, notes: notes, fix: Message.fix)
            ]
        }
        return []
    }
}

extension LandscapeLaunchImage {
    /// What the rule says, in one place.
    enum Message {
        static let portraitLaunchImages =
            "every UILaunchImages entry is portrait, but the app is landscape only on iPhone: it can launch to a black or stretched screen (TN2244)"
        static func portraitLaunchAsset(_ asset: String) -> String {
            "the launch images of '\(asset)' are portrait on iPhone, but the app is landscape only: it can launch to a black or stretched screen (TN2244)"
        }
        static let fix = "Add a launch storyboard (UILaunchStoryboardName)"
        static let landscapeOnly = "the app is landscape only on iPhone"
    }
}
