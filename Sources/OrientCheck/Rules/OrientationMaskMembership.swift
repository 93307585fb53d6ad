import OrientEngine
import OrientFacts

/// `mask.contains(.landscape)` used to test one orientation.
struct OrientationMaskMembership: LintRule {
    static let description = RuleDescription(
        id: "orientation_mask_membership",
        title: "Testing one orientation with a two-sided mask",
        rationale: """
            `.landscape` is two orientations, so `mask.contains(.landscape)` is false for a mask with only \
            landscapeLeft or only landscapeRight. A helper that tests an orientation this way (seed 001: \
            `orientation.isLandscape && self.contains(.landscape)`) wrongly says a one-sided mask does not support \
            the orientation. It also forces rotations that are not needed. Likewise `contains(.portrait)` for an \
            orientation that `isPortrait` misses portraitUpsideDown.
            """,
        severity: .warning,
        triggering: [
            .swift(
                """
                import UIKit
                extension UIInterfaceOrientationMask {
                    func allows(_ orientation: UIInterfaceOrientation) -> Bool {
                        return (orientation.isLandscape && self.↓contains(.landscape)) || (orientation.isPortrait && self.↓contains(.portrait))
                    }
                }
                """),
            // Alone: "does it allow landscape", meant for either side (`--fix` writes `!….isDisjoint(with: .landscape)`).
            .swift(
                """
                import UIKit
                final class Player: UIViewController {
                    var canTurn: Bool { supportedInterfaceOrientations.↓contains(.landscape) }
                }
                """)
        ],
        nonTriggering: [
            .swift(
                """
                import UIKit
                extension UIInterfaceOrientationMask {
                    func allows(_ orientation: UIInterfaceOrientation) -> Bool {
                        contains(UIInterfaceOrientationMask(rawValue: 1 << UInt(orientation.rawValue)))
                    }
                }
                """)
        ])

    func check(_ context: CheckContext) -> [Finding] {
        context.facts.maskTests.filter { $0.argument == "landscape" || $0.testsOrientation }.map { t in
            // Alone, "does it allow landscape" meant either side: `!mask.isDisjoint(with: .landscape)`. Written as
            // the fact read it, without optional chaining (where `!` would not apply). Beside an orientation's
            // own test (seed 001's helper) the mask must be tested for that orientation: which one is a judgement.
            let edit =
                t.argument == "landscape" && !t.testsOrientation && !t.receiver.contains("?")
                    && t.location.file.hasSuffix(".swift")
                ? t.location.line.map {
                    FixEdit.replace(
                        file: t.location.file, line: $0, within: 0, word: "\(t.receiver).contains(.landscape)",
                        replacement: "!\(t.receiver).isDisjoint(with: .landscape)")
                }
                : nil
            return finding(
                context, at: t.location,
                t.argument == "landscape"
                    ? Message.containsLandscape(receiver: t.receiver)
                    : Message.containsPortrait(receiver: t.receiver),
                devices: context.devices,
                fix: edit != nil ? Message.fixEitherSide(receiver: t.receiver) : Message.fixOwnBit,
                edits: edit.map { [$0] }
            )
        }
    }
}

extension OrientationMaskMembership {
    /// What the rule says, in one place.
    enum Message {
        static func containsLandscape(receiver: String) -> String {
            "\(receiver).contains(.landscape) is false for a mask with only one landscape side: it does not test one orientation"
        }
        static func containsPortrait(receiver: String) -> String {
            "\(receiver).contains(.portrait) misses portraitUpsideDown, which isPortrait includes"
        }
        static func fixEitherSide(receiver: String) -> String {
            "Test either landscape side: !\(receiver).isDisjoint(with: .landscape)"
        }
        static let fixOwnBit =
            "Test the orientation's own bit: contains(UIInterfaceOrientationMask(rawValue: 1 << orientation.rawValue))"
    }
}
