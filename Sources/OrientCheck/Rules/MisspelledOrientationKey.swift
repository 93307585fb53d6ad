import OrientEngine

/// A key that is almost an orientation key: iOS ignores it.
struct MisspelledOrientationKey: LintRule {
    static let description = RuleDescription(
        id: "misspelled_orientation_key",
        title: "Misspelt orientation key",
        rationale: """
            UIKit reads UISupportedInterfaceOrientations and its device variants spelt exactly: ~iphone, ~ipod, \
            ~ipad, in lowercase (R3.2). A key that is almost right (~pad, ~iPad, a stray space, a wrong case) is \
            silently ignored: the plain key, or UIKit's default, applies instead.
            """,
        severity: .warning,
        triggering: [
            .plist(
                """
                \t<key>UISupportedInterfaceOrientations</key>
                \t<array><string>UIInterfaceOrientationPortrait</string></array>
                ↓\t<key>UISupportedInterfaceOrientations~pad</key>
                \t<array><string>UIInterfaceOrientationLandscapeLeft</string></array>
                """),
            .plist(
                """
                ↓\t<key>UISupportedInterfaceOrientations </key>
                \t<array><string>UIInterfaceOrientationPortrait</string></array>
                """)
        ],
        nonTriggering: [
            .plist(
                """
                \t<key>UISupportedInterfaceOrientations~ipad</key>
                \t<array><string>UIInterfaceOrientationLandscapeLeft</string></array>
                """)
        ])

    /// `UISupportedInterfaceOrientations~ipad` as an `INFOPLIST_KEY_` setting names it.
    static func settingSpelling(_ key: String) -> String {
        key.replacingOccurrences(of: "~iphone", with: "_iPhone").replacingOccurrences(of: "~ipad", with: "_iPad")
    }

    func check(_ context: CheckContext) -> [Finding] {
        var out: [Finding] = []
        for key in context.plist.entries.keys.sorted() where !CheckContext.orientationKeys.contains(key) {
            let normalized = key.lowercased().filter { !$0.isWhitespace }
            guard
                normalized.hasPrefix("uisupportedinterfaceorientation")
                    || normalized.hasPrefix("uisupportedinterfaceorientations")
            else { continue }
            let suffix = normalized.dropFirst("uisupportedinterfaceorientations".count)
            let device: InfoPlistKey.Device? =
                suffix.contains("pad")
                ? .ipad : suffix.contains("pod") ? .ipod : suffix.contains("phone") ? .iphone : nil
            let meant = InfoPlistKey.supportedInterfaceOrientations.name(on: device)
            let place = context.place(ofKey: key) ?? context.targetPlace
            // Mechanical unless the right key is already there too (then one of the two lists must go: judgement).
            let binary = context.binaryPlist(holding: key).map {
                FixEdit.plist(file: $0, change: .renameKey(from: key, to: meant))
            }
            let edit =
                context.plist.entries[meant] == nil
                ? binary
                    ?? place.line.map {
                        // In a build setting the key is spelt after INFOPLIST_KEY_, its device suffix as `_iPhone`.
                        let setting = place.file.hasSuffix(".plist") ? { (k: String) in k } : Self.settingSpelling
                        return FixEdit.replace(
                            file: place.file, line: $0, within: 0, word: setting(key), replacement: setting(meant))
                    } : nil
            out.append(
                finding(
                    context, at: place, Message.notAKey(key, meant: meant), fix: Message.spell(meant),
                    edits: edit.map { [$0] }))
        }
        return out
    }
}

extension MisspelledOrientationKey {
    /// What the rule says, in one place.
    enum Message {
        static func notAKey(_ key: String, meant: String) -> String {
            "'\(key)' is not a key UIKit reads (did you mean \(meant)?): it is ignored"
        }
        static func spell(_ meant: String) -> String { "Spell it \(meant)" }
    }
}
