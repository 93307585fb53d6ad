import OrientOutput
import OrientEngine
import OrientFacts

/// shouldAutorotate returning a mask expression.
struct ShouldAutorotateReturnsMask: LintRule {
    static let description = RuleDescription(
        id: "should_autorotate_returns_mask",
        title: "shouldAutorotate returns a mask",
        rationale: """
            shouldAutorotate returns a BOOL. Objective-C accepts a mask there: any non-zero mask reads as YES, so \
            `return UIInterfaceOrientationMaskPortrait;` allows every rotation the masks allow (seed 004). The \
            author meant supportedInterfaceOrientations.
            """,
        severity: .error,
        triggering: [
            .objc(
                """
                @implementation Camera
                - (BOOL)↓shouldAutorotate {
                    return UIInterfaceOrientationMaskPortrait;
                }
                @end
                """)
        ],
        nonTriggering: [
            .objc(
                """
                @implementation Camera
                - (BOOL)shouldAutorotate { return NO; }
                @end
                """)
        ])

    func check(_ context: CheckContext) -> [Finding] {
        context.declaredMembers.filter { $0.fact.member == .shouldAutorotate }.compactMap { cls, m in
            let mask: OrientationMask
            switch m.value {
            case .mask(let x)?: mask = x
            case .orientationAsMask(_, let x)?: mask = x
            default: return nil
            }
            // What the author meant, made so: the method becomes supportedInterfaceOrientations, when the class has
            // none of its own (otherwise which mask wins is a choice) and the header is written as Xcode writes it.
            let ownMask = context.classInfo(cls)?.members[.supportedInterfaceOrientations]?.declaredIn == cls
            let objC = m.location.file.hasSuffix(".m") || m.location.file.hasSuffix(".mm")
            let edit =
                objC && !ownMask
                ? m.location.line.map {
                    FixEdit.replace(
                        file: m.location.file, line: $0, within: 0, word: "(BOOL)shouldAutorotate",
                        replacement: "(UIInterfaceOrientationMask)supportedInterfaceOrientations")
                } : nil
            return finding(
                context, at: m.location,
                Message.returnsMask(cls, names: mask.names, readsAs: mask.rawValue == 0 ? Message.no : Message.yes),
                devices: context.devicesAskingControllers, fix: Message.fix, edits: edit.map { [$0] })
        }
    }
}

extension ShouldAutorotateReturnsMask {
    /// What the rule says, in one place.
    enum Message {
        /// `readsAs` is `no` or `yes`.
        static func returnsMask(_ cls: String, names: String, readsAs: String) -> String {
            "\(cls).shouldAutorotate returns a mask (\(names)), which reads as \(readsAs): the orientation it names is not enforced"
        }
        static let no = "NO"
        static let yes = "YES"
        static let fix = "Return YES or NO, and put the mask in supportedInterfaceOrientations"
    }
}
