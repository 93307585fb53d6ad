import OrientEngine
import OrientFacts

/// The plist allows upside down on iPhone, but no controller that decides ever does.
struct UpsideDownUnreachable: LintRule {
    static let description = RuleDescription(
        id: "upside_down_unreachable",
        title: "Upside down is listed but never reachable",
        rationale: """
            On iPhone a controller's default mask is all but upside down (R5.1), and Face ID iPhones never show \
            the interface upside down (R2.2). When the plist lists portraitUpsideDown for iPhone but no controller \
            returns a mask with it, the listing is dead: the app never turns upside down, though the plist says it \
            can (seed 000). Either drop it from the plist or return it from the controllers that should allow it.
            """,
        severity: .warning,
        triggering: [
            .plist(
                """
                \t<key>UISupportedInterfaceOrientations</key>
                \t<array>
                \t\t<string>UIInterfaceOrientationPortrait</string>
                ↓\t\t<string>UIInterfaceOrientationPortraitUpsideDown</string>
                \t</array>
                """)
        ],
        nonTriggering: [
            Example([
                "Info.plist": ExampleProject.plistHeader + """
                    \t<key>UISupportedInterfaceOrientations</key>
                    \t<array>
                    \t\t<string>UIInterfaceOrientationPortrait</string>
                    \t\t<string>UIInterfaceOrientationPortraitUpsideDown</string>
                    \t</array>
                    """ + ExampleProject.plistFooter,
                "Code.swift": """
                import UIKit
                final class Home: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
                }
                """
            ]),
            Example([:])
        ])

    func check(_ c: CheckContext) -> [Finding] {
        guard c.supportsIPhone, !c.plistUnknown, let caps = c.capabilities[.iphoneHomeButton], let key = caps.plistKey,
            let index = caps.plistListed.firstIndex(of: .portraitUpsideDown)
        else { return [] }
        // Any controller that might allow it, or anything the code does not tell, keeps the rule silent.
        for cls in c.facts.classes {
            if case .unknown = cls.kind { return [] }
            guard let m = cls.members[.supportedInterfaceOrientations] else { continue }
            // A forwarding container defers to its children, which are checked themselves.
            if case .forward? = m.fact.value { continue }
            guard let value = m.fact.value, let mask = CheckContext.mask(value, pad: false) else { return [] }
            if mask.contains(.portraitUpsideDown) { return [] }
        }
        for ext in c.facts.uikitExtensions where ext.fact.member == .supportedInterfaceOrientations {
            guard let v = ext.fact.value, let mask = CheckContext.mask(v, pad: false),
                !mask.contains(.portraitUpsideDown)
            else { return [] }
        }
        // The item's line: items of the key are listed in order, but `plistListed` drops invalid strings.
        var itemIndex = index
        if case .array(let items)? = c.plist.entries[key]?.value {
            itemIndex = items.firstIndex { $0.stringValue == "UIInterfaceOrientationPortraitUpsideDown" } ?? index
        }
        return [
            finding(
                c, at: c.place(ofKey: key, item: itemIndex) ?? c.targetPlace,
                "the plist allows portraitUpsideDown on iPhone, but no controller returns it (UIKit's default leaves it out), and Face ID iPhones never turn upside down",
                devices: [.iphoneHomeButton],
                notes: [Note("Face ID iPhones never show the interface upside down (R2.2)")],
                fix:
                    "Remove UIInterfaceOrientationPortraitUpsideDown from the iPhone orientations, or return it from the controllers that should allow it"
            )
        ]
    }
}
