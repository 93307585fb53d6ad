import OrientEngine
import OrientFacts
import OrientOutput

/// The code decides what to show from the device's orientation, where the interface orientation or the size is
/// meant (R13.3, R13.4, R1.6); or reads the deprecated `statusBarOrientation`.
struct DeviceOrientationForLayout: LintRule {
    static let description = RuleDescription(
        id: "device_orientation_for_layout",
        title: "Layout decided from the device orientation",
        rationale: """
            `UIDevice.current.orientation` is how the device is held, not how the interface is shown (R13.3). A \
            device lying on a table is `faceUp`: neither portrait nor landscape, while the interface still is one \
            (R13.4). A device held sideways reads landscape under a screen that does not turn there (a portrait-only \
            screen, R13.3; Apple notes the scene's orientation can differ from the device's under rotation lock, \
            R1.6); a Face ID iPhone turned upside down reads portrait while the screen stays landscape (R2.2); and \
            on iPad a window's shape follows multitasking, not the device. The value is also `unknown` until device \
            orientation notifications are switched on (R1.6). \
            Code that picks a layout, a bar style or a title from it shows the wrong one in those cases. The \
            interface orientation is the window scene's (`effectiveGeometry.interfaceOrientation` from iOS 26, \
            `interfaceOrientation` before), and most layouts want the size (`viewWillTransition(to:with:)`, size \
            classes, `GeometryReader`). Reported where the code tests the value (`isLandscape`, `isPortrait`, a \
            comparison, a `switch` or `if case`, directly or through a local set from it), not where it is passed \
            on, and not in functions about the device itself (capturing a photo or video, motion and tilt, an \
            image's orientation, a rotation forced to follow the device, a conversion to an interface orientation or \
            mask) or whose result is not shown (analytics, a text naming the orientation), not after an \
            unconditional `return`, and not where the test is `||`-joined to a width-height comparison (the size \
            decides). A camera preview shown in the interface is reported: it follows the interface. `UIApplication.statusBarOrientation`, \
            deprecated in iOS 13, is one value for every scene (R1.6): noted at info level (the windows of one \
            display share its orientation, so the value is right until a scene is on another display). A value \
            stored in a property (`@State var orientation = UIDevice.current.orientation`) is followed to the \
            decisions made on it in its type; one a type keeps without testing it (an `ObservableObject`'s \
            `@Published` value, a property wrapper's `wrappedValue`) is reported at the read where another file \
            tests it through a variable of that type or the wrapper, with those places as notes, and not at all \
            where nothing tests it. A test that turns something against the device (an angle, a \
            rotation transform: controls counter-rotated on a call or camera screen) is right where the interface \
            stays put; where every answer the app and the screen can give lets the interface turn with the device \
            (a multitasking iPad), it is said at info, as what is turned would be turned twice (Orient does not \
            follow what the angle turns). A helper added to `UIDevice`, `UIScreen`, `UIApplication` or \
            `UIWindowScene` that no other place of the code names is not reported: nobody calls it. Not reported: a test that only filters out flat and unknown values \
            (`o == .portrait || o == .landscapeLeft || …`) before passing the value on, and the fallback of code \
            that looks for the window scene first. At info in an app that is portrait on every device, whatever \
            the unknowns: there the device's orientation is the only way to know how the device is held.
            """,
        severity: .warning,
        triggering: triggeringExamples,
        nonTriggering: nonTriggeringExamples)

    func check(_ context: CheckContext) -> [Finding] {
        let multipleScenes = Self.supportsMultipleScenes(context)
        let neverLandscape = context.devices.allSatisfy { d in
            guard let masks = context.possibleAppMasks(on: d).values, !masks.isEmpty else { return false }
            return masks.allSatisfy { $0.intersection(.landscape).isEmpty }
        }
        return context.facts.deviceOrientationReads.compactMap { r in
            switch r.source {
            case .device where r.counterRotates:
                // Turning controls against the device is right where the interface stays put.
                let twice = context.devices.filter { context.interfaceTurns(showing: r.context.inType, on: $0) }
                guard !twice.isEmpty else { return nil }
                // Info: Orient does not follow what the angle turns (a second reading found it only picking a
                // frame size in Linphone, and the code returning early on iPad in Session).
                return finding(
                    context, at: r.location, Message.turnedTwice(use: r.use, in: r.context.inType), devices: twice,
                    versions: "all", fix: Message.turnedTwiceFix, severity: .info)
            case .device where r.use.hasPrefix("react-native-orientation-locker"):
                return finding(
                    context, at: r.location, Message.deviceListener(r.use), devices: context.devices,
                    versions: "all", fix: Message.deviceListenerFix)
            case .device where neverLandscape:
                // The interface is portrait on every device, whatever the unknowns: the device's orientation is
                // the only way to know how the device is held (cards or controls turned by hand; blind first run,
                // CardDecks). Only a layout meant for the window would be wrong: worth knowing, not a warning.
                return finding(
                    context, at: r.location, Message.device(use: r.use, in: r.context.inType) + Message.neverLandscape,
                    devices: context.devices, versions: "all",
                    notes: r.decidedAt.map { Note(Message.testedHere, at: $0) }, fix: Message.deviceFix, severity: .info
                )
            case .device:
                return finding(
                    context, at: r.location, Message.device(use: r.use, in: r.context.inType),
                    devices: context.devices, versions: "all",
                    notes: r.decidedAt.map { Note(Message.testedHere, at: $0) }, fix: Message.deviceFix)
            case .controllerProperty:
                return finding(
                    context, at: r.location, Message.controllerProperty, devices: context.devices,
                    versions: "iOS 8+", fix: Message.controllerPropertyFix, severity: .info)
            case .statusBar:
                // Info: deprecated, yet right wherever every window shares one screen (the windows of one display
                // share its interface orientation); a blind reading judged the multi-scene warning wrong.
                return finding(
                    context, at: r.location, Message.statusBar(multipleScenes: multipleScenes),
                    devices: context.devices, versions: "iOS 13+", fix: Message.statusBarFix, severity: .info)
            }
        }
    }

    /// `UIApplicationSceneManifest` › `UIApplicationSupportsMultipleScenes` is true.
    static func supportsMultipleScenes(_ context: CheckContext) -> Bool {
        guard case .dictionary(let manifest)? = context.plist.values[InfoPlistKey.applicationSceneManifest.name()],
            case .bool(true)? = manifest["UIApplicationSupportsMultipleScenes"]
        else { return false }
        return true
    }
}

extension DeviceOrientationForLayout {
    /// What the rule says, in one place.
    enum Message {
        /// The test in code font and what follows it (where it is made: on `o` (passed …), in a method it is handed
        /// to) not: "`==` on", "a `switch` over".
        static func test(_ use: String) -> String {
            let head = ["if case", "switch"].first { use.hasPrefix($0) } ?? String(use.prefix { $0 != " " })
            let rest = use.dropFirst(head.count)
            return head == "switch" || head == "if case" ? "a `\(head)`\(rest) over" : "`\(head)`\(rest) on"
        }
        static func device(use: String, in type: String?) -> String {
            let what = test(use)
            return
                "\(type.map { $0 + " decides" } ?? "the code decides") from \(what) UIDevice.current.orientation, how the device is held, not how the interface is shown: lying flat it is neither portrait nor landscape, held sideways it reads landscape under a screen that does not turn, and an iPad window's shape follows multitasking, not the device (R13.3, R13.4, R1.6)"
        }
        static func deviceListener(_ use: String) -> String {
            "this layout decides from the value of \(use), the device's orientation (UIDeviceOrientationDidChangeNotification), not the window's: lying flat it is FACE-UP, held sideways it reads LANDSCAPE under a screen that does not turn, and an iPad window's shape follows multitasking, not the device (R13.3, R13.4, R1.6)"
        }
        static let neverLandscape =
            "; here the app is portrait on every device, so the value is also the only way to know how the device is held (content turned by hand): a problem only where it picks a layout for the window"
        /// Where a file that uses a published device orientation tests it.
        static let testedHere = "tested here: the value is UIDevice.current.orientation, kept at the finding's line"
        static let deviceListenerFix =
            "Lay out from the window: useWindowDimensions() (width > height), not the device's orientation"
        static let deviceFix =
            "Use the window scene's interface orientation (effectiveGeometry.interfaceOrientation, iOS 26; interfaceOrientation before) or, for a layout, the size (viewWillTransition(to:with:), size classes)"
        static func statusBar(multipleScenes: Bool) -> String {
            "statusBarOrientation is deprecated since iOS 13 and is one value for every scene (R1.6)"
                + (multipleScenes
                    ? ": this app supports several scenes, and the value is no one scene's (a scene on another display can differ)"
                    : "")
        }
        static func turnedTwice(use: String, in type: String?) -> String {
            let what = test(use)
            return
                "\(type ?? "this code") turns something against the device from \(what) UIDevice.current.orientation, but here the interface turns with the device too: whatever it turns ends up turned twice, sideways in landscape (R13.3)"
        }
        static let turnedTwiceFix =
            "Turn it only where the interface stays put (a portrait-only screen), or by the difference between the device and the interface orientation (the window scene's)"
        static let controllerProperty =
            "UIViewController.interfaceOrientation is deprecated since iOS 8: the orientation is no size, and a multitasking iPad window's shape does not follow it (R13.1, R13.2)"
        static let controllerPropertyFix =
            "Lay out by size (viewWillTransition(to:with:), size classes), or read view.window?.windowScene?.interfaceOrientation"
        static let statusBarFix = "Read the window scene's interface orientation (view.window?.windowScene)"
    }
}
