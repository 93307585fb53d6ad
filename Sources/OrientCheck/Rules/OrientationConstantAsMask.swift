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
                    ? "no orientation at all, which makes UIKit raise UIApplicationInvalidInterfaceOrientation"
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
                        context, at: location,
                        "\(what) returns \(constant) where a mask is expected: as a mask it means \(meaning)",
                        devices: context.devicesAskingControllers, fix: "Return \(maskName)", edits: edit.map { [$0] }))
            }
        }
        for (cls, m) in context.declaredMembers where m.member == .supportedInterfaceOrientations {
            inspect(m.value, at: m.location, "\(cls).supportedInterfaceOrientations")
        }
        for d in context.facts.delegates where d.member == .supportedInterfaceOrientations {
            inspect(d.value, at: d.location, "\(d.inType ?? "the delegate")'s \(d.kind.rawValue) mask")
        }
        return out
    }
}
