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
            that must not rotate, and support resizing.
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
        return [
            finding(
                context, at: key.flatMap { context.place(ofKey: $0) } ?? context.targetPlace,
                Message.deprecated, devices: [.ipad], versions: "iPadOS 26+ (ignored with the iOS 27 SDK)",
                fix: Message.fix)
        ]
    }
}

extension RequiresFullScreenDeprecated {
    /// What the rule says, in one place.
    enum Message {
        static let deprecated =
            "UIRequiresFullScreen is deprecated from iPadOS 26 and ignored for apps built with the iOS 27 SDK (TN3192)"
        static let fix =
            "Support resizing; for content that must not rotate, override prefersInterfaceOrientationLocked"
    }
}
