import OrientOutput
import OrientEngine
import OrientFacts

/// Objective-C returning an orientation where a mask is expected.
struct OrientationConstantAsMask: LintRule {
    static let description = RuleDescription(
        id: "orientation_constant_as_mask",
        title: "Orientation constant returned as a mask",
        rationale: """
            UIInterfaceOrientation and UIInterfaceOrientationMask are different types: an orientation's raw value \
            is n, its mask's is 1 << n. Objective-C lets a method declared to return a mask return an orientation \
            constant. UIInterfaceOrientationLandscapeLeft (4) then means portraitUpsideDown as a mask, and \
            UIInterfaceOrientationPortrait (1) means no orientation at all, which crashes (R10.4, R10.2).
            """,
        severity: .error,
        triggering: [
            .objc(
                """
                @implementation Player
                - (UIInterfaceOrientationMask)↓supportedInterfaceOrientations {
                    return UIInterfaceOrientationLandscapeLeft;
                }
                @end
                """)
        ],
        nonTriggering: [
            .objc(
                """
                @implementation Player
                - (UIInterfaceOrientationMask)supportedInterfaceOrientations {
                    return UIInterfaceOrientationMaskLandscapeLeft;
                }
                @end
                """)
        ])

    func check(_ context: CheckContext) -> [Finding] {
        var out: [Finding] = []
        func inspect(_ value: Value?, at location: SourceLocation, _ what: String) {
            for case .orientationAsMask(let constant, let mask) in (value.map(CheckContext.leaves) ?? []) {
                let meaning =
                    mask.effective.isEmpty
                    ? Message.noOrientation
                    : mask.effective.names
                let maskName = "UIInterfaceOrientationMask\(constant.dropFirst("UIInterfaceOrientation".count))"
                // The constant, in the method's first lines: the mask of the same name is what was meant.
                let edit =
                    constant.hasPrefix("UIInterfaceOrientation") && !constant.hasSuffix("Unknown")
                    ? location.line.map {
                        FixEdit.replace(
                            file: location.file, line: $0, within: 30, word: constant, replacement: maskName,
                            onLineWith: "return")
                    }
                    : nil
                out.append(
                    finding(
                        context, at: location, Message.returnsConstant(what, constant: constant, meaning: meaning),
                        devices: context.devicesAskingControllers, fix: Message.fix(maskName: maskName),
                        edits: edit.map { [$0] }))
            }
        }
        for (cls, m) in context.declaredMembers where m.member == .supportedInterfaceOrientations {
            inspect(m.value, at: m.location, Message.controllerMask(cls))
        }
        for d in context.facts.delegates where d.member == .supportedInterfaceOrientations {
            inspect(
                d.value, at: d.location, Message.delegateMask(d.inType ?? Message.theDelegate, kind: d.kind.rawValue))
        }
        return out
    }
}

extension OrientationConstantAsMask {
    /// What the rule says, in one place.
    enum Message {
        static func returnsConstant(_ what: String, constant: String, meaning: String) -> String {
            "\(what) returns \(constant) where a mask is expected: as a mask it means \(meaning)"
        }
        static func fix(maskName: String) -> String { "Return \(maskName)" }
        /// `meaning` in `returnsConstant` when the constant is no orientation at all.
        static let noOrientation =
            "no orientation at all, which makes UIKit raise UIApplicationInvalidInterfaceOrientation"
        /// `what` in `returnsConstant`: who returns the constant.
        static func controllerMask(_ cls: String) -> String { "\(cls).supportedInterfaceOrientations" }
        static func delegateMask(_ delegate: String, kind: String) -> String { "\(delegate)'s \(kind) mask" }
        /// A delegate implemented outside any named type.
        static let theDelegate = "the delegate"
    }
}
