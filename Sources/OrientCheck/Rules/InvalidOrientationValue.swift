import OrientEngine
import OrientOutput

/// A value in an orientation key that is not one of the four orientation names.
struct InvalidOrientationValue: LintRule {
    static let description = RuleDescription(
        id: "invalid_orientation_value",
        title: "Not an orientation",
        rationale: """
            UISupportedInterfaceOrientations (and its ~iphone, ~ipad and ~ipod variants) takes the four names \
            UIInterfaceOrientationPortrait, …PortraitUpsideDown, …LandscapeLeft and …LandscapeRight (R3.1, R3.3). \
            UIKit skips any other string, so the orientation the author meant is not supported. A key left with \
            nothing valid falls back to UIKit's default, or has no orientation at all.
            """,
        severity: .error,
        triggering: [
            .plist(
                """
                \t<key>UISupportedInterfaceOrientations</key>
                \t<array>
                \t\t<string>UIInterfaceOrientationPortrait</string>
                ↓\t\t<string>UIInterfaceOrientationLandscape</string>
                \t</array>
                """),
            .xcconfig(
                "↓INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone = UIInterfaceOrientationPortrait LandscapeLeft")
        ],
        nonTriggering: [
            Example([:]),
            .plist(ExampleProject.supportedOrientations("LandscapeLeft", "LandscapeRight"))
        ])

    func check(_ context: CheckContext) -> [Finding] {
        var out: [Finding] = []
        for key in CheckContext.orientationKeys {
            guard case .array(let items)? = context.plist.entries[key]?.value else { continue }
            for (i, item) in items.enumerated() {
                guard item.stringValue.flatMap({ InterfaceOrientation(name: $0) }) == nil else { continue }
                let text = item.stringValue ?? Message.notAString
                let place = context.place(ofKey: key, item: i) ?? context.targetPlace
                // Mechanical when one orientation name alone is within two letters (case aside): a typo.
                let names = InterfaceOrientation.upright.compactMap(\.plistName)
                let near = names.filter { editDistance($0.lowercased(), text.lowercased()) <= 2 }
                let binary = context.binaryPlist(holding: key).map {
                    FixEdit.plist(file: $0, change: .replaceString(key: key, from: text, to: near.first ?? text))
                }
                let edit =
                    near.count == 1 && item.stringValue != nil
                    ? binary
                        ?? place.line.map {
                            FixEdit.replace(file: place.file, line: $0, within: 0, word: text, replacement: near[0])
                        }
                    : nil
                out.append(
                    finding(
                        context, at: place, Message.notAnOrientation(text, in: key),
                        devices: key.hasSuffix("~ipad")
                            ? [.ipad]
                            : (key.hasSuffix("~iphone") || key.hasSuffix("~ipod")) ? context.iPhones : context.devices,
                        fix: near.count == 1 ? Message.use(near[0]) : Message.useOneOfTheFour,
                        edits: edit.map { [$0] }))
            }
        }
        return out
    }
}

extension InvalidOrientationValue {
    /// What the rule says, in one place.
    enum Message {
        static func notAnOrientation(_ text: String, in key: String) -> String {
            "'\(text)' in \(key) is not an orientation: UIKit ignores it"
        }
        /// Stands for an item that is not a string, in the message.
        static let notAString = "a value that is not a string"
        static func use(_ name: String) -> String { "Use \(name)" }
        static let useOneOfTheFour =
            "Use UIInterfaceOrientationPortrait, UIInterfaceOrientationPortraitUpsideDown, UIInterfaceOrientationLandscapeLeft or UIInterfaceOrientationLandscapeRight"
    }
}
