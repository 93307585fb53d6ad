// Every UIKit behaviour the engine models, named, with its catalog entry (docs/uikit-rules.md), versions and
// confidence. `orient rules --engine` prints this list and docs/engine-behaviours.md is generated from it.
// `orient rules --engine` prints this list; step traces refer to these identifiers.

public enum Confidence: String, Sendable {
    case apple = "APPLE", wide = "WIDE", single = "SINGLE", inferred = "INFERRED"
}

public struct UIKitBehaviour: Sendable, Hashable {
    /// Stable identifier. Catalog entries keep their catalog number (`R5.2`); a catalog entry split into
    /// several behaviours gets a letter (`R7.6b`); behaviours the catalog does not cover start with `O`.
    public let id: String
    public let title: String
    /// Where it comes from: catalog entry, seed, or another source.
    public let source: String
    public let versions: String
    public let confidence: Confidence
    /// Turned off by `quirks: none` (behaviour reported on devices but not documented).
    public let quirk: Bool
    /// The key of the `Choice` that switches this behaviour, if any.
    public let choice: String?
}

public enum Behaviours {
    private static func r(
        _ id: String, _ title: String, _ source: String, _ versions: String, _ c: Confidence,
        quirk: Bool = false, choice: String? = nil
    ) -> UIKitBehaviour {
        UIKitBehaviour(
            id: id, title: title, source: source, versions: versions, confidence: c, quirk: quirk, choice: choice)
    }

    /// In the order UIKit decides: what the hardware allows, what the app declares, who is asked, what triggers.
    public static let all: [UIKitBehaviour] = [
        r(
            "R1.3",
            "Device orientation converts to interface orientation by raw value (device landscapeLeft = interface landscapeRight)",
            "catalog R1.3", "2+", .apple),
        r(
            "R1.5",
            "A raw mask keeps only its orientation bits; bit 0 (UIInterfaceOrientationPortrait returned as a mask) stands for nothing",
            "catalog R1.5, R10.4", "6+", .apple),
        r("R2.1", "iPad hardware allows all four orientations", "catalog R2.1", "all", .apple),
        r("R2.2", "iPhones without a Home button never show the interface upside down", "catalog R2.2", "11+", .apple),
        r(
            "R2.3",
            "An app whose UIDeviceFamily lacks the device's idiom runs in compatibility mode with the other idiom's rules",
            "catalog R2.3", "all", .wide),
        r(
            "R2.4",
            "visionOS: UIPreferredDefaultInterfaceOrientation picks the first orientation, else landscapeRight (iPad app) or portrait (iPhone app)",
            "catalog R2.4", "visionOS 1+", .apple),
        r(
            "R3.2",
            "The ~ipad / ~iphone (~ipod) key wins over the plain UISupportedInterfaceOrientations key on its device",
            "catalog R3.2", "3.2+", .apple),
        r(
            "R3.4",
            "No UISupportedInterfaceOrientations key: the idiom default (.all on iPad, .allButUpsideDown on iPhone)",
            "catalog R3.4", "6+", .apple),
        r(
            "R3.4a", "A UISupportedInterfaceOrientations key with an empty array", "catalog R3.4, open question 2",
            "6+", .inferred, choice: "emptyPlistArray"),
        r(
            "R4.1", "The app delegate's application(_:supportedInterfaceOrientationsFor:) replaces the plist mask",
            "catalog R4.1", "6–27", .apple),
        r(
            "R4.2", "During launch only the plist counts; the app delegate's mask applies once launch has finished",
            "catalog R4.2, R3.6, TN2244", "6+", .apple),
        r(
            "R4.4", "A changed app-delegate or controller answer takes effect only at the next evaluation",
            "catalog R4.4, R5.8", "6+", .apple),
        r(
            "R4.5",
            "Apps built with the iOS 27 SDK: the scene delegate's supportedInterfaceOrientations(for:) replaces the plist mask",
            "catalog R4.5", "27+", .apple),
        r(
            "R5.1", "A view controller's default mask: .all on iPad, .allButUpsideDown on iPhone", "catalog R5.1", "6+",
            .apple),
        r(
            "R5.2",
            "Only one controller is asked: the window's root or the topmost presented controller that fills the window; the interface goes only where app ∩ controller ∩ hardware allows",
            "catalog R5.2", "6+", .apple),
        r(
            "R5.4", "shouldAutorotate false freezes device-driven rotation (iOS 6–15); ignored from iOS 16",
            "catalog R5.4", "6–15 honoured, 16+ ignored", .apple, choice: "shouldAutorotateFrom16"),
        r(
            "R5.5",
            "A full-screen presentation turns the interface to preferredInterfaceOrientationForPresentation when implemented",
            "catalog R5.5, R7.5", "6+", .apple),
        r(
            "R5.6",
            "preferredInterfaceOrientationForPresentation not implemented: its default is the current (status bar) orientation; a dismissal revealing a controller that does not allow it turns to one it allows",
            "catalog R5.6, R7.7, open question 8, issue 13", "6+", .single, choice: "dismissalWithoutPreference"),
        r(
            "R5.7", "prefersInterfaceOrientationLocked keeps the current orientation while the scene fills the screen",
            "catalog R5.7", "26+", .apple),
        r(
            "R6.1",
            "Containers (navigation, tab bar, split, page) answer for themselves with the idiom default; they do not ask their children",
            "catalog R6.1", "6+", .apple),
        r(
            "R6.1b", "A container subclass that forwards returns its top / selected / visible child's answers",
            "catalog R6.1, seeds 002 and 004", "6+", .apple),
        r(
            "R6.2",
            "A container's delegate answers for it (navigationControllerSupportedInterfaceOrientations(_:) and the tab bar, split, page ones)",
            "catalog R6.2, seed 000", "7+", .apple),
        r(
            "R6.3", "UITabBarController without a delegate or forwarding subclass", "catalog R6.3, open question 5",
            "6+", .inferred, choice: "tabBarDefault"),
        r(
            "R6.4",
            "Children of custom containers never take part in deciding the mask (they still receive rotation callbacks)",
            "catalog R6.4", "5+", .apple),
        r(
            "R7.1",
            "fullScreen and overFullScreen presentations fill the window and take over; custom ones only when the presentation controller says shouldPresentInFullscreen",
            "catalog R7.1", "6+", .apple),
        r(
            "R7.2", "automatic resolves to pageSheet for apps built with the iOS 13 SDK on iOS 13+, else to fullScreen",
            "catalog R7.2; Hacknicity, 'View Controller Presentation Changes in iOS 13'", "13+", .apple),
        r(
            "R7.3", "Before iOS 13 (or an older SDK) pageSheet, formSheet and popover adapt to fullScreen on iPhone",
            "catalog R7.3; UIViewController header quoted by Hacknicity (R7.2 source)", "3.2–12", .apple),
        r(
            "R7.3a", "A sheet adapted to full screen in compact height (iPhone landscape, iOS 13+)",
            "catalog R7.3, open question 6", "13+", .inferred, choice: "adaptedSheetAuthority"),
        r(
            "R7.4",
            "Sheets, popovers, context styles and non-full-screen custom presentations do not take over: the presented mask is not asked",
            "catalog R7.4, R7.1, seed 002", "6+", .wide),
        r(
            "R7.5",
            "On a full-screen presentation with no preferred orientation the interface stays if allowed, else turns to an allowed one",
            "catalog R7.5", "6+", .inferred),
        r(
            "R7.6a", "overFullScreen of a narrower controller over a wider one behaves like fullScreen",
            "catalog R7.6(a), seed 002", "13+ observed", .single, quirk: true),
        r(
            "R7.6b",
            "overFullScreen: the presented mask counts only where it is a subset of the presenter's; otherwise the presenter's mask stays",
            "catalog R7.6(b), seed 002", "13+ observed", .single, quirk: true),
        r(
            "R7.6c",
            "fullScreen on top of an overFullScreen presentation: the overFullScreen controller keeps deciding, so the top one rotates anyway",
            "catalog R7.6(c), seed 002", "13+ observed", .single, quirk: true),
        r(
            "R7.7",
            "Dismissing a full-screen presentation: the revealed controller decides again; if the current orientation is not allowed, UIKit turns to its preferredInterfaceOrientationForPresentation",
            "catalog R7.7", "6+", .wide),
        r(
            "R7.7a",
            "iOS 8.0 regression: a portrait-only presenter stays in landscape after a rotated modal is dismissed",
            "catalog R7.7 (openradar 18176955)", "8.0", .single, quirk: true),
        r(
            "R7.8", "Dismissing a presentation that did not fill the window re-evaluates nothing", "catalog R7.8", "6+",
            .single),
        r(
            "R8.1",
            "A device rotation turns the interface when its orientation is allowed; a refused rotation is never replayed",
            "catalog R8.1", "6+", .apple),
        r(
            "R8.2",
            "attemptRotationToDeviceOrientation() re-evaluates toward the current device orientation only (iOS 5–15; no effect from 16)",
            "catalog R8.2", "5–15", .wide),
        r(
            "R8.3", "setNeedsUpdateOfSupportedInterfaceOrientations() re-reads the masks",
            "catalog R8.3, open question 3", "16+", .apple, choice: "setNeedsUpdate"),
        r(
            "R8.4",
            "requestGeometryUpdate(.iOS(interfaceOrientations:)) turns to one of the requested orientations that are allowed, else UISceneErrorDomain error 101",
            "catalog R8.4", "16+", .apple),
        r(
            "R8.5",
            "UIDevice setValue(_:forKey: \"orientation\"): a device rotation on iOS ≤15; from 16 a console line",
            "catalog R8.5, seed 001, open question 10", "2+", .wide, choice: "uideviceOrientationHack"),
        r(
            "R9.1",
            "Push does not rotate: the pushed controller appears in the current orientation until the device turns",
            "catalog R9.1, seed 001", "≤15", .wide),
        r("R9.2", "Pop does not rotate back", "catalog R9.2", "≤15", .single),
        r(
            "R9.3", "iOS 16+: push, pop and tab selection re-evaluate nothing on their own",
            "catalog R9.3, open question 4", "16+", .inferred, choice: "pushPopReevaluation"),
        r(
            "R10.1",
            "No common orientation between the app and the deciding controller raises UIApplicationInvalidInterfaceOrientation (only while shouldAutorotate is YES, as the reason text says)",
            "catalog R10.1", "6+", .wide),
        r("R10.2", "A controller mask of 0 raises the same exception", "catalog R10.2", "6+", .apple),
        r(
            "R10.3",
            "preferredInterfaceOrientationForPresentation outside the controller's mask raises UIApplicationInvalidInterfaceOrientation",
            "catalog R10.3", "6+", .apple),
        r(
            "R10.5", "A root controller with nothing in common with the plist crashes the app at launch",
            "catalog R10.5", "6+", .wide),
        r(
            "R11.1",
            "An iPad app that supports multitasking (iOS 9+ SDK, launch storyboard, four iPad orientations, no UIRequiresFullScreen) is never asked for controller masks",
            "catalog R11.1, R5.3, seed 000", "9+", .apple),
        r(
            "R11.1c",
            "On an iPad app that takes part in multitasking, the app delegate's mask is ignored and the plist's four orientations decide (only with multitaskingDelegateMask = ignored)",
            "catalog open question 11, R4.6 (one report)", "9+", .inferred, choice: "multitaskingDelegateMask"),
        r(
            "R11.2", "UIRequiresFullScreen opts the iPad app out of multitasking: controller masks count again",
            "catalog R11.2, R11.3", "9+", .apple),
        r(
            "R11.5",
            "UIRequiresFullScreenIgnoredStartingWithVersion: from that app version UIRequiresFullScreen is ignored",
            "catalog R11.5", "26.2+", .apple),
        r(
            "R11.6",
            "A resizable scene (windowed, Split View, Slide Over, Stage Manager) follows neither controller masks nor orientation requests",
            "catalog R11.6, R8.4", "9+", .wide),
        r(
            "R11.6b",
            "A scene that becomes full-size again follows the controller masks at once: UIKit re-evaluates and turns to an allowed orientation",
            "inferred from R11.6 (the catalog is silent on the change back)", "9+", .inferred, choice: "backToFullSize"),
        r(
            "R11.7", "Apps built with the iOS 27 SDK can no longer opt out with UIRequiresFullScreen",
            "catalog R11.7 (TN3192)", "27+", .apple),
        r(
            "R12.1",
            "iOS ≤7 launch on iPhone: portrait if the plist lists it, else the first listed orientation; then it turns to the device if allowed",
            "catalog R12.1 (TN2244), seed 003", "≤7", .apple),
        r(
            "R12.2",
            "iOS 8+ launch: in the device's orientation when the plist allows it, else an allowed one; then the root and app delegate apply",
            "catalog R12.2, open question 1", "8+", .wide, choice: "launchFallback"),
        r(
            "R12.7", "A device lying flat at launch: the last upright orientation counts", "catalog R12.7", "all",
            .single),
        r(
            "R13.1",
            "Legacy rotation callbacks (willRotate, willAnimateRotation, didRotate) to visible controllers; from iOS 8 only to classes that override them and not viewWillTransition(to:with:)",
            "catalog R13.1", "2+", .apple),
        r(
            "R13.2",
            "viewWillTransition(to:with:) to every visible controller when the size changes (not on a 180° turn)",
            "catalog R13.2", "8+", .apple),
        r("R13.4", "faceUp, faceDown and unknown never rotate the interface", "catalog R13.4", "all", .apple),
        r(
            "R13.5", "iPhone orientation lock pins the interface to portrait (a landscape-only app stays landscape)",
            "catalog R13.5, open question 13", "all", .wide),
        r("R13.6", "iPad rotation lock keeps the current orientation", "catalog R13.6", "all", .wide),
        r(
            "R13.7", "Programmatic rotation (presentations, geometry requests, the UIDevice hack) works under the lock",
            "catalog R13.7", "all", .inferred),
        r(
            "R14.1",
            "iOS ≤5: every visible controller's shouldAutorotateToInterfaceOrientation: must agree (containers ask their children, tab bars all tabs)",
            "catalog R14.1, R6.3, R14.4, seed 004", "≤5", .apple),
        r(
            "R14.2",
            "iOS ≤5: a controller that does not implement shouldAutorotateToInterfaceOrientation: allows portrait only",
            "catalog R14.2", "≤5", .wide),
        r(
            "R14.3",
            "iOS 6+ compatibility: the deciding controller's shouldAutorotateToInterfaceOrientation: builds its mask, without the app's mask",
            "catalog R14.3", "6+", .apple),
        r(
            "O1",
            "iPad ≤7 launch: in the device's orientation when the plist allows it (TN2244's rule is about iPhone)",
            "inferred from R12.1 and R12.3 (iPad launch images for every orientation)", "≤7", .inferred),
        r(
            "O2", "visionOS: windows do not follow how the head is held; rotate steps change nothing",
            "inferred from R2.4 (the window's orientation is chosen at launch)", "visionOS", .inferred),
        r(
            "O3",
            "Split View and Slide Over hold only multitasking apps; before iPadOS 26 a full-screen app stays full screen in them",
            "inferred from R11.1, R11.2", "9–18", .inferred),
        r(
            "O4", "iOS-era rules on visionOS use the matching iOS version (visionOS 1 → 17, 2 → 18, 26+ → 26+)",
            "inferred from visionOS version numbering", "visionOS", .inferred),
        r(
            "O5",
            "A fall-back orientation is the device's when allowed, else the first allowed by raw value (portrait, portraitUpsideDown, landscapeRight, landscapeLeft)",
            "inferred; catalog R7.5 and open question 8 leave it open", "all", .inferred)
    ]

    public static let byID: [String: UIKitBehaviour] = Dictionary(uniqueKeysWithValues: all.map { ($0.id, $0) })
}
