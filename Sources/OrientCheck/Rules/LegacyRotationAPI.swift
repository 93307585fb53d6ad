import OrientOutput
import OrientEngine
import OrientFacts

/// The pre-iOS 8 rotation methods: not called on supported iOS versions.
struct LegacyRotationAPI: LintRule {
    static let description = RuleDescription(
        id: "legacy_rotation_api",
        title: "Legacy rotation API",
        rationale: """
            shouldAutorotateToInterfaceOrientation: was replaced in iOS 6 and is not asked since (R14.1, R14.3). \
            willRotateToInterfaceOrientation:duration:, didRotateFromInterfaceOrientation:, \
            willAnimateRotationToInterfaceOrientation:duration: and the half-step callbacks were deprecated in \
            iOS 8, replaced by viewWillTransition(to:with:) (R13.1, R13.2). UIKit still sends them for \
            compatibility, except to a class that implements viewWillTransition(to:with:): there their code never \
            runs (a warning, or info in Objective-C where viewWillTransitionToSize sends the same messages and \
            sets the same variables: nothing is lost); elsewhere they are deprecated, not broken (info). A \
            shouldAutorotateToInterfaceOrientation: next to the class's own supportedInterfaceOrientations, or one \
            whose answer is, within what the app allows, what UIKit's default gives (`YES`, all but upside down; \
            upside down on iPhone aside), loses nothing: it is reported at info, as dead code that can go. One             whose answer Orient does not read (several returns) is reported at info too: whether a lock is lost             depends on what it answers.
            """,
        severity: .warning,
        triggering: [
            .objc(
                """
                @implementation Player
                - (BOOL)↓shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)orientation {
                    return UIInterfaceOrientationIsLandscape(orientation);
                }
                - (void)↓willRotateToInterfaceOrientation:(UIInterfaceOrientation)orientation duration:(NSTimeInterval)duration {
                }
                @end
                """),
            // Dead code, at info: the class answers supportedInterfaceOrientations too.
            .objc(
                """
                @implementation Emulator
                - (UIInterfaceOrientationMask)supportedInterfaceOrientations { return UIInterfaceOrientationMaskAll; }
                - (BOOL)↓shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)orientation { return YES; }
                @end
                """),
            // At info: what it answers is not read (several returns), so whether a lock is lost is not known.
            .objc(
                """
                @implementation Map
                - (BOOL)↓shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)o {
                    if ([UIDevice currentDevice].isIPad) { return YES; }
                    if (UIInterfaceOrientationIsPortrait(o)) return YES;
                    else return NO;
                }
                @end
                """),
            // Dead code, at info: YES for every orientation is what UIKit's default already gives.
            .objc(
                """
                @implementation Thumbs
                - (BOOL)↓shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)orientation { return YES; }
                @end
                """),
            // Dead code, at info: the app (iPhone only) allows portrait only, so nothing can turn.
            Example(
                [
                    "List.m": """
                    @implementation List
                    - (BOOL)↓shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)o {
                        return o == UIInterfaceOrientationPortrait;
                    }
                    @end
                    """
                ], settings: ["INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone": "UIInterfaceOrientationPortrait"]
            ),
            // Beside viewWillTransition(to:with:), the iOS 8 callback never arrives: its code is dead (a warning).
            .swift(
                """
                import UIKit
                class Map: UIViewController {
                    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                        super.viewWillTransition(to: size, with: coordinator)
                    }
                }
                final class DetailMap: Map {
                    override func ↓willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {
                        showToolbars()
                    }
                    func showToolbars() {}
                }
                """)
        ],
        nonTriggering: [
            .swift(
                """
                import UIKit
                final class Player: UIViewController {
                    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {}
                }
                """)
        ])

    func check(_ context: CheckContext) -> [Finding] {
        // Classes (and their superclasses) that implement viewWillTransition(to:with:).
        let bySize = Set(context.facts.files.flatMap { $0.types.filter(\.transitionsBySize).map(\.name) })
        func transitionsBySize(_ cls: String) -> Bool {
            bySize.contains(cls) || (context.classInfo(cls)?.chain.contains(where: bySize.contains) ?? false)
        }
        let declared = context.declaredMembers
        let modern = Set(declared.filter { $0.fact.member == .supportedInterfaceOrientations }.map(\.cls))
        // The app allows one orientation wherever UIKit asks controllers: no controller can turn the screen, so the
        // iOS 5 method loses nothing, whatever it answers.
        let asking = context.devicesAskingControllers
        let only = asking.compactMap { context.appMask(on: $0) }
        let single =
            !asking.isEmpty && only.count == asking.count && only.allSatisfy { $0.orientations.count == 1 }
            ? only.first?.orientations.first : nil
        return declared.filter { $0.fact.member.isLegacy }.map { cls, m in
            let ios6 = m.member == .shouldAutorotateToInterfaceOrientation
            // Below iOS 6 UIKit still asks it (R14.1): the app's oldest systems turn by it, so it cannot go.
            if ios6 && context.deployment < OSVersion(6) {
                return finding(
                    context, at: m.location,
                    Message.askedBeforeIOS6(cls, implements: m.member.rawValue, minimum: context.deployment),
                    devices: context.devices, versions: "iOS 6+", fix: Message.keepBelowIOS6, severity: .info)
            }
            // Issue 13, pattern 5: next to supportedInterfaceOrientations the iOS 5 method loses nothing: dead code.
            if ios6 && (modern.contains(cls) || context.neverAsked(cls) || single != nil) {
                let why =
                    modern.contains(cls)
                    ? Message.supportedAnswersInstead
                    : single.map { Message.appAllowsOnly($0.name) } ?? Message.notAskedEither(cls)
                return finding(
                    context, at: m.location, Message.deadSinceIOS6(cls, implements: m.member.rawValue) + why,
                    devices: context.devices, versions: "iOS 6+", fix: Message.deleteTheMethod, severity: .info)
            }
            // An answer that, where the app allows, is what UIKit's default gives (`YES`, `o != …UpsideDown`), but for
            // upside down on iPhone (R5.1; upside_down_unreachable says when the plist lists it): dead code, not a
            // lost lock (blind readings of Reader and KxMovie).
            let answers = Self.answers(m.value, context)
            if ios6, let answers, answersTheDefault(answers, context) {
                return finding(
                    context, at: m.location,
                    Message.deadSinceIOS6(cls, implements: m.member.rawValue) + Message.answersTheDefault,
                    devices: context.devices, versions: "iOS 6+", fix: Message.deleteTheMethod, severity: .info)
            }
            if ios6 {
                // What it answers is not read (several returns, a helper): that a lock is lost holds only for some
                // answers, so it is worth knowing, not a warning (issue 27; a blind first run, wheelmap: YES on
                // iPad, portrait on an iPhone whose plist allows only portrait).
                let read = answers != nil
                return finding(
                    context, at: m.location,
                    Message.notCalledSinceIOS6(cls, implements: m.member.rawValue)
                        + (read ? "" : Message.answerNotRead),
                    devices: context.devices, versions: "iOS 6+", fix: Message.overrideSupported,
                    severity: read ? nil : .info)
            }
            // The iOS 8 callbacks still arrive for compatibility, except at a class that implements
            // viewWillTransition(to:with:) (R13.1): there the code is dead; elsewhere it is deprecated, not broken.
            if transitionsBySize(cls) {
                // Its code does nothing viewWillTransition(to:with:) does not (the same messages and variables, a
                // blind reading of HeavenMemoirs' TZImagePickerController): dead, but nothing is lost.
                if let names = Self.rotationNames(cls, context), let legacy = names[m.member.rawValue],
                    let modern = names["viewWillTransition"], legacy.isSubset(of: modern)
                {
                    return finding(
                        context, at: m.location,
                        Message.neverSent(cls, implements: m.member.rawValue) + Message.transitionDoesTheSame,
                        devices: context.devices, versions: "iOS 8+", fix: Message.deleteTheMethod, severity: .info)
                }
                return finding(
                    context, at: m.location, Message.neverSent(cls, implements: m.member.rawValue),
                    devices: context.devices, versions: "iOS 8+", fix: Message.moveIntoTransition)
            }
            return finding(
                context, at: m.location, Message.deprecatedInIOS8(cls, implements: m.member.rawValue),
                devices: context.devices, versions: "iOS 8+", fix: Message.overrideTransition, severity: .info)
        }
    }

    /// The names each rotation callback of `cls`'s Objective-C declaration uses (TypeFact.rotationCallbackNames).
    static func rotationNames(_ cls: String, _ context: CheckContext) -> [String: Set<String>]? {
        context.facts.files.lazy.flatMap(\.types).first {
            $0.name == cls && $0.kind == .class && !$0.rotationCallbackNames.isEmpty
        }?.rotationCallbackNames
    }

    /// What the method answers on each device whose controllers UIKit asks (an idiom test read per device), nil
    /// when an answer is not read.
    static func answers(_ value: Value?, _ context: CheckContext) -> [DeviceClass: OrientationMask]? {
        guard let value else { return nil }
        var out: [DeviceClass: OrientationMask] = [:]
        for d in context.devicesAskingControllers {
            let leaves = CheckContext.leaves(value, pad: d == .ipad && context.supportsIPad)
            guard leaves.count == 1, let answer = answer(leaves[0]) else { return nil }
            out[d] = answer
        }
        return out
    }

    /// Whether each answer, within what the app allows on its device, is the idiom's default there (upside down
    /// on iPhone aside).
    func answersTheDefault(_ answers: [DeviceClass: OrientationMask], _ context: CheckContext) -> Bool {
        !answers.isEmpty
            && answers.allSatisfy { d, answer in
                guard let app = context.appMask(on: d) else { return false }
                // An iPad running an iPhone-only app has the phone idiom (R2.3): upside down is set aside there too
                // (a blind first run, Lacuna: `YES` in an iPhone-only app whose plist lists all four).
                let ignored: OrientationMask = d == .ipad && context.supportsIPad ? [] : .portraitUpsideDown
                return answer.intersection(app).subtracting(ignored)
                    == context.idiomDefault(d).intersection(app).subtracting(ignored)
            }
    }
}

extension LegacyRotationAPI {
    /// What the rule says, in one place.
    enum Message {
        // shouldAutorotateToInterfaceOrientation: that loses nothing (dead code), then why.
        static func deadSinceIOS6(_ cls: String, implements member: String) -> String {
            "\(cls) implements \(member), which UIKit has not called since iOS 6 (R14.1)"
        }
        static let supportedAnswersInstead =
            "; its supportedInterfaceOrientations answers instead, so this method can go"
        static func notAskedEither(_ cls: String) -> String {
            ", nor would it ask \(cls), which is shown only where UIKit does not ask (R6.1, R7.2): this method can go"
        }
        static func appAllowsOnly(_ orientation: String) -> String {
            "; the app allows only \(orientation), so no controller can turn the screen (R3.1, R5.3): this method can go"
        }
        static let answersTheDefault =
            "; where the app allows, it answers what UIKit's default already gives (upside down on iPhone aside, R5.1): this method can go"
        static let deleteTheMethod = "Delete the method"
        static func askedBeforeIOS6(_ cls: String, implements member: String, minimum: OSVersion) -> String {
            "\(cls) implements \(member), which UIKit asks up to iOS 5, which the app supports (minimum iOS \(minimum)), and not from iOS 6 (R14.1)"
        }
        static let keepBelowIOS6 =
            "Keep it while the app supports iOS 5, and override supportedInterfaceOrientations for iOS 6 and later"

        // shouldAutorotateToInterfaceOrientation: alone.
        static func notCalledSinceIOS6(_ cls: String, implements member: String) -> String {
            "\(cls) implements \(member), which UIKit does not call since iOS 6 (R14.1)"
        }
        static let overrideSupported = "Override supportedInterfaceOrientations"
        static let answerNotRead =
            "; Orient does not read what it answers, so whether the app turns where it meant to refuse depends on that answer"

        // The iOS 8 callbacks, beside viewWillTransition(to:with:) or not.
        static func neverSent(_ cls: String, implements member: String) -> String {
            "\(cls) implements \(member) beside viewWillTransition(to:with:), so UIKit never sends it (R13.1): its code does not run"
        }
        static let moveIntoTransition = "Move its code into viewWillTransition(to:with:)"
        static let transitionDoesTheSame =
            ", and viewWillTransition(to:with:) sends the same messages and sets the same variables, so nothing is lost"
        static func deprecatedInIOS8(_ cls: String, implements member: String) -> String {
            "\(cls) implements \(member), deprecated in iOS 8; UIKit still sends it while the class does not implement viewWillTransition(to:with:) (R13.1)"
        }
        static let overrideTransition = "Override viewWillTransition(to:with:) instead"
    }
}
