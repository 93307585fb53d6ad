import OrientEngine
import OrientOutput

/// An orientation call an app makes from a cross-platform framework's own language (issue 31): Dart's
/// `SystemChrome.setPreferredOrientations([...])` in a Flutter app, a React Native module's lock in JavaScript
/// (`JSFacts`: its mask reaches UIKit through the app delegate or the root the module installs). The framework's root controller answers UIKit
/// with the mask of the last such call (Flutter: `FlutterViewController`, `UIInterfaceOrientationMaskAll` until
/// Dart calls; FlutterViewController.mm `performOrientationUpdate:`, FlutterPlatformPlugin.mm
/// `setSystemChromePreferredOrientations:`), so every rule about a root controller's mask applies to the call.
public struct FrameworkLockFact: Sendable, Hashable {
    public enum Framework: String, Sendable { case flutter, reactNative = "react-native" }

    /// When the call runs, as far as its place in the code tells.
    public enum Scope: String, Sendable {
        /// In `main()`: before the first frame, the app's own default.
        case startup
        /// When a screen opens: a `State`'s `initState`, `didChangeDependencies`, `build`, `didUpdateWidget`.
        case screenOpens
        /// When a screen closes: `dispose`, `deactivate`, a pop callback (`onWillPop`, `onPopInvoked…`).
        case screenCloses
        /// On an event in a screen: another method or a closure of a widget's class (a full-screen toggle).
        case event
        /// In a helper: a top-level function or a class that is no widget; when it runs depends on its callers.
        case helper
    }

    public var framework: Framework
    /// The call as written, short (`SystemChrome.setPreferredOrientations`).
    public var call: String
    /// The masks the call can set: one per branch of a ternary; `anything` when the code does not tell.
    public var masks: Possible<OrientationMask>
    public var scope: Scope
    /// The class around it (a widget's `State`), and the function.
    public var inType: String?
    public var function: String?
    /// The module whose call it is (`expo-screen-orientation`), for a React Native app.
    public var module: String?
    /// The widget class whose screen it belongs to: the `State`'s widget (`State<VideoPage>` → `VideoPage`) or the
    /// class itself.
    public var widget: String?
    /// The state the call runs in, when an `if` around it tests something other than the platform
    /// (`settings.rotationLock`): whether that holds on a device is not known.
    public var condition: String?
    public var location: SourceLocation

    public init(
        framework: Framework, call: String, masks: Possible<OrientationMask>, scope: Scope, inType: String?,
        function: String?, widget: String? = nil, module: String? = nil,
        condition: String? = nil, location: SourceLocation
    ) {
        self.framework = framework; self.call = call; self.masks = masks; self.scope = scope; self.inType = inType
        self.function = function; self.widget = widget; self.module = module;
        self.condition = condition; self.location = location
    }

    /// A call when the first screen opens (the widget `runApp` is given) runs at start-up, like one in `main()`.
    public static func promotingFirstScreen(_ locks: [FrameworkLockFact], appWidgets: Set<String>)
        -> [FrameworkLockFact]
    {
        locks.map { lock in
            var lock = lock
            if lock.scope == .screenOpens, let w = lock.widget, appWidgets.contains(w) { lock.scope = .startup }
            return lock
        }
    }

    /// Whether a call's condition holds only on a tablet: a lower bound of at least 550 points on the screen's
    /// shorter side (Material's window size classes start "medium", a tablet, at 600dp; 550 is the lowest bound apps
    /// use for it: `shortestSide >= 600`), or a test named for one (`isTablet`, `isIPad`), not negated.
    public static func testsATablet(_ condition: String?) -> Bool {
        guard let condition else { return false }
        let text = condition.filter { !$0.isWhitespace }
        if text.contains("!") || text.contains("<") || text.contains("||") { return false }
        let names = text.split { !$0.isLetter && !$0.isNumber && $0 != "_" }
        if names.contains(where: { ["isTablet", "isIPad", "isIpad", "isPad"].contains(String($0)) }) { return true }
        guard let range = text.range(of: "shortestSide>") else { return false }
        // Conditions as the readers keep them may leave the number out (`shortestSide > =`): a lower bound on
        // the shorter side is a tablet test.
        let number = text[range.upperBound...].drop { $0 == "=" }.prefix { $0.isNumber }
        return number.isEmpty || (Int(number).map { $0 >= 550 } ?? false)
    }

    /// Whether a call's condition holds only on a phone: a tablet test negated (`!isTablet()`, the `else` of one,
    /// kept as `not (…)`), or an upper bound of 550 to 600 points on the shorter side (`shortestSide < 600`, the
    /// negation of the tablet bound; a blind first run, bc-wallet:
    /// `if (!isTablet()) { Orientation.lockToPortrait() }` leaves the iPad turning on purpose).
    public static func testsAPhone(_ condition: String?) -> Bool {
        guard let condition else { return false }
        let text = condition.filter { !$0.isWhitespace }
        if text.contains("||") || text.contains("&&") { return false }
        if text.hasPrefix("!"), !text.hasPrefix("!=") { return testsATablet(String(text.dropFirst())) }
        if text.hasPrefix("not("), text.hasSuffix(")") { return testsATablet(String(text.dropFirst(4).dropLast())) }
        guard let range = text.range(of: "shortestSide<"), !text.contains("!") else { return false }
        let number = text[range.upperBound...].drop { $0 == "=" }.prefix { $0.isNumber }
        return Int(number).map { $0 <= 600 && $0 >= 550 } ?? false
    }

    /// Whether the call runs on a device class, as far as its condition tells (a tablet test, or its negation).
    public func mayRun(on device: DeviceClass) -> Bool {
        device == .ipad ? !Self.testsAPhone(condition) : !Self.testsATablet(condition)
    }

    /// A module's unlock (`unlockAsync()`, `unlockAllOrientations()`): it sets the module's default back.
    public var unlocks: Bool { framework == .reactNative && call.contains("unlock") }

    /// What Flutter's `DeviceOrientation` values mean to the engine (FlutterPlatformPlugin.mm): `portraitUp` →
    /// portrait, `portraitDown` → upside down, `landscapeLeft`/`landscapeRight` → the interface masks of the same
    /// names. Nil for another name.
    public static func flutterMask(_ name: String) -> OrientationMask? {
        switch name {
        case "portraitUp": return .portrait
        case "portraitDown": return .portraitUpsideDown
        case "landscapeLeft": return .landscapeLeft
        case "landscapeRight": return .landscapeRight
        default: return nil
        }
    }
}
