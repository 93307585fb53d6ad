import OrientOutput
import OrientEngine

/// ITMS-90474: an iPad-capable app that does not opt out of multitasking must list all four orientations.
struct IPadMultitaskingOrientations: LintRule {
    static let description = RuleDescription(
        id: "ipad_multitasking_orientations",
        title: "iPad multitasking needs all four orientations",
        rationale: """
            An app whose UIDeviceFamily includes iPad and that does not set UIRequiresFullScreen takes part in \
            multitasking, which needs all four interface orientations. App Store validation rejects the upload \
            with ITMS-90474 (R11.4). At run time such an app is not a multitasking app, and its controllers are \
            asked (R11.3). List all four for iPad, or set UIRequiresFullScreen while it is honoured.
            """,
        severity: .error,
        triggering: [
            .plist(
                """
                \t<key>UIDeviceFamily</key>
                \t<array><integer>1</integer><integer>2</integer></array>
                \t<key>UILaunchStoryboardName</key>
                \t<string>LaunchScreen</string>
                ↓\t<key>UISupportedInterfaceOrientations~ipad</key>
                \t<array>
                \t\t<string>UIInterfaceOrientationPortrait</string>
                \t\t<string>UIInterfaceOrientationLandscapeLeft</string>
                \t\t<string>UIInterfaceOrientationLandscapeRight</string>
                \t</array>
                """, settings: ["TARGETED_DEVICE_FAMILY": "1,2"])
        ],
        nonTriggering: [
            Example([:], settings: ["TARGETED_DEVICE_FAMILY": "1,2"]),
            .plist(
                """
                \t<key>UIRequiresFullScreen</key>
                \t<true/>
                \t<key>UISupportedInterfaceOrientations~ipad</key>
                \t<array><string>UIInterfaceOrientationPortrait</string></array>
                """, settings: ["TARGETED_DEVICE_FAMILY": "1,2"]),
            .plist(
                """
                \t<key>UISupportedInterfaceOrientations</key>
                \t<array><string>UIInterfaceOrientationPortrait</string></array>
                """)
        ])

    func check(_ context: CheckContext) -> [Finding] {
        guard context.supportsIPad, !context.plistUnknown, let caps = context.capabilities[.ipad],
            !caps.requiresFullScreenDeclared,
            let key = caps.plistKey
        else { return [] }
        let listed = OrientationMask(orientations: caps.plistListed).effective
        guard listed != .all else { return [] }
        let missing = OrientationMask.all.subtracting(listed)
        // Mechanical in an XML plist's iPad-only key: add what is missing. The plain key is the iPhone's too, and
        // opting out instead (UIRequiresFullScreen) is a choice: judgement.
        let place = context.place(ofKey: key)
        let items = missing.orientations.compactMap(\.plistName)
        let binary = context.binaryPlist(holding: key).map {
            FixEdit.plist(file: $0, change: .appendStrings(key: key, items: items))
        }
        let edit =
            key.hasSuffix("~ipad") && place?.file.hasSuffix(".plist") == true
            ? binary ?? place?.line.map { FixEdit.appendToArray(file: place?.file ?? "", keyLine: $0, items: items) }
            : nil
        return [
            finding(
                context, at: context.place(ofKey: key) ?? context.targetPlace,
                Message.notAllFour(key: key, lists: listed.names, missing: missing.names),
                devices: [.ipad], versions: "App Store validation, iOS 9+",
                notes: [Note(Message.familyIncludesIPad, at: context.familyPlace)], fix: Message.fix,
                edits: edit.map { [$0] }, fixChangesBehaviour: Message.turnsAndMultitasks(missing.names)
            )
        ]
    }
}

extension IPadMultitaskingOrientations {
    /// What the rule says, in one place.
    enum Message {
        static func notAllFour(key: String, lists listed: String, missing: String) -> String {
            "\(key) lists \(listed) for iPad; multitasking needs all four orientations (missing \(missing)): App Store validation rejects the upload (ITMS-90474)"
        }
        static let fix =
            "List all four orientations for iPad, or opt out with UIRequiresFullScreen (deprecated from iPadOS 26)"
        static let familyIncludesIPad = "UIDeviceFamily includes iPad"
        static func turnsAndMultitasks(_ added: String) -> String {
            "listing \(added) lets the iPad app show them, and (with a launch screen) take part in multitasking: UIKit no longer asks its view controllers or honours an orientation lock there (R11.1), so findings about them appear; the other choice is to opt out with UIRequiresFullScreen = YES (deprecated from iPadOS 26)"
        }
    }
}
