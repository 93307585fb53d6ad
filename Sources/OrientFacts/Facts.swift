// Facts from the app's code: what it declares and does, with where. Findings are made from these later; here
// nothing is judged, and what the code does not tell is recorded as unknown.

import OrientEngine
import OrientOutput
import OrientProject

/// What an expression evaluates to, as far as the code tells without running it.
public indirect enum Value: Sendable, Hashable, CustomStringConvertible {
    case mask(OrientationMask)
    case orientation(InterfaceOrientation)
    case bool(Bool)
    /// Objective-C: an orientation constant returned where a mask is expected; `mask` is what its raw value
    /// means as a mask (UIInterfaceOrientationLandscapeLeft = 4 reads as portraitUpsideDown).
    case orientationAsMask(constant: String, mask: OrientationMask)
    /// Depends on the device idiom: the iPad answer and every other idiom's.
    case idiom(pad: Value, other: Value)
    /// Returns a child's answer: `topViewController`, `visibleViewController`, `selectedViewController`,
    /// `children.last`, `presentedViewController`, `viewControllers.last`, or a property holding a child.
    case forward(String)
    /// `super`'s answer.
    case inherited
    /// A value known only at run time: the variable or expression it reads.
    case dynamic(String)
    /// Depends on a condition Orient could not classify when reading the file; an idiom helper the project
    /// defines elsewhere (`if isPad {…}`) turns into `.idiom` once every file is read.
    case conditional(condition: String, then: Value, else: Value)
    /// Not evaluated: the expression as written.
    case unknown(String)

    public var description: String {
        switch self {
        case .mask(let m): return m.displayName
        case .orientation(let o): return o.name
        case .bool(let b): return b ? "true" : "false"
        case .orientationAsMask(let c, let m): return "\(c) as a mask = \(m.displayName)"
        case .idiom(let pad, let other): return "iPad: \(pad), other: \(other)"
        case .forward(let child): return "forwards to \(child)"
        case .inherited: return "super"
        case .dynamic(let name): return "dynamic: \(name)"
        case .conditional(let c, let t, let e): return "if \(c): \(t), else: \(e)"
        case .unknown(let text): return "unknown: \(text)"
        }
    }

    /// Whether the value is a static answer (no forward, variable or unevaluated part).
    public var isStatic: Bool {
        switch self {
        case .mask, .orientation, .bool, .orientationAsMask: return true
        case .idiom(let p, let o): return p.isStatic && o.isStatic
        default: return false
        }
    }
}

/// A delegate method that answers for UIKit: the app delegate's mask, or a container's delegate.
public struct DelegateFact: Sendable, Hashable {
    public enum Kind: String, Sendable, CaseIterable {
        case application, navigationController, tabBarController, splitViewController, pageViewController
    }
    public var kind: Kind
    /// `supportedInterfaceOrientations` or `preferredInterfaceOrientationForPresentation`.
    public var member: Member
    /// The class (or extension) that implements it.
    public var inType: String?
    public var value: Value
    public var location: SourceLocation

    public init(kind: Kind, member: Member, inType: String? = nil, value: Value, location: SourceLocation) {
        self.kind = kind; self.member = member; self.inType = inType; self.value = value; self.location = location
    }
}

/// The context a call sits in: its type and member, and the availability branch around it.
public struct CallContext: Sendable, Hashable {
    public var inType: String?
    public var inMember: String?
    /// `iOS 16.0+` inside `if #available(iOS 16.0, *)` (or after its guard, or under `@available`);
    /// `before iOS 16.0` in the else branch or under `#unavailable`. nil: no availability condition.
    public var availability: String?
    /// The `if`/`guard` conditions around the call, innermost first, each as written and `!(…)` in an `else`
    /// branch: whether the call runs on iPad depends on them when they test the idiom.
    public var conditions: [String]
    /// On iPad only, never on iPad, or either, as the conditions around the call tell once the project's idiom
    /// helpers are known.
    public var idiom: IdiomScope

    public init(
        inType: String? = nil, inMember: String? = nil, availability: String? = nil, conditions: [String] = [],
        idiom: IdiomScope = .either
    ) {
        self.inType = inType; self.inMember = inMember; self.availability = availability
        self.conditions = conditions; self.idiom = idiom
    }
}

/// On which idiom a call runs, as the idiom tests around it (`if UIDevice.current.userInterfaceIdiom == .pad`,
/// a project's `isPad` helper) tell.
public enum IdiomScope: Sendable, Hashable {
    case either, iPadOnly, offIPad

    /// From an idiom test's meaning: true iPad, false not iPad, nil no idiom test.
    public init(padWhen meaning: Bool?) {
        switch meaning {
        case true?: self = .iPadOnly
        case false?: self = .offIPad
        case nil: self = .either
        }
    }

    /// Whether the call can run on an iPad (`pad`) or on another device.
    public func runs(onPad pad: Bool) -> Bool {
        switch self {
        case .either: return true
        case .iPadOnly: return pad
        case .offIPad: return !pad
        }
    }
}

/// `present(_:animated:)` (UIKit) or `.fullScreenCover`/`.sheet`/`.popover` (SwiftUI), or a storyboard segue.
public struct PresentationFact: Sendable, Hashable {
    public enum API: Sendable, Hashable {
        /// UIKit's `present(_:animated:)` (`presentViewController:animated:completion:`).
        case present
        /// A `UIPopoverController`'s content (iPad, iOS 3.2 to 9): never asked (R7.4). Kept apart from `present`:
        /// a mask on a popover menu is a leftover more often than a wish, so no rule reports it as lost.
        case popoverController
        /// A SwiftUI modifier (`.fullScreenCover`, `.sheet`, `.popover`).
        case swiftUI
    }
    public var api: API
    /// The call as written (`present(_:animated:)`, `.sheet`), for reports.
    public var call: String
    /// The presented controller's class (or SwiftUI view) when the code names it.
    public var presented: String?
    /// The `modalPresentationStyle` set on the presented controller in reach; nil: none set, UIKit's default
    /// (`automatic`).
    public var style: ModalStyle?
    public var styleLocation: SourceLocation?
    /// The style is set under a condition the presentation is not under (`if (isPad) nav.modalPresentationStyle =
    /// …;` then `present`): where the condition fails, the presentation keeps the default.
    public var styleIsConditional = false
    /// The property of `self` the presented controller is read from (`self.searchNavigationController`), where a
    /// getter may make it: a container made there is shown as this call shows it (a blind first run, MIT Mobile's
    /// type-ahead navigation controller, made lazily and shown in a popover).
    public var presentedVia: String?
    public var context: CallContext
    public var location: SourceLocation

    public init(
        api call: String, presented: String? = nil, style: ModalStyle? = nil, styleLocation: SourceLocation? = nil,
        context: CallContext, location: SourceLocation
    ) {
        self.call = call
        api =
            call.hasPrefix("present")
            ? .present : (call.contains("PopoverController(") ? .popoverController : .swiftUI)
        self.presented = presented; self.style = style; self.styleLocation = styleLocation;
        self.context = context; self.location = location
    }
}

/// A push onto a navigation stack, a stack set at once, or a navigation controller created with its root.
public struct PushFact: Sendable, Hashable {
    public enum API: Sendable, Hashable {
        /// `pushViewController(_:animated:)`.
        case push
        /// `show(_:sender:)`: a push inside a navigation controller.
        case show
        /// `setViewControllers(_:animated:)`.
        case setViewControllers
        /// A container made with its root: `UINavigationController(rootViewController:)`.
        case rootOf(container: String)

        /// From the call as the readers spell it, in Swift or Objective-C.
        init(call: String) {
            if call.hasSuffix("(rootViewController:)") {
                self = .rootOf(container: String(call.dropLast("(rootViewController:)".count)))
            } else if call.hasPrefix("pushViewController") {
                self = .push
            } else if call.hasPrefix("show") {
                self = .show
            } else {
                self = .setViewControllers
            }
        }

        /// A controller moving onto a navigation stack (not a container made with it).
        public var isPush: Bool { self == .push || self == .show }
    }
    public var api: API
    /// The call as written (`pushViewController:animated:`), for reports.
    public var call: String
    /// The controllers pushed or set, when the code names their class (nil entries: not known).
    public var controllers: [String?]
    public var context: CallContext
    public var location: SourceLocation
    /// For `setViewControllers(_:animated:)` and `viewControllers = […]`: the class of the container whose
    /// children they become, when the code names it (`self` in a container class, a local made by its initialiser).
    public var container: String?

    public init(
        api call: String, controllers: [String?], context: CallContext, location: SourceLocation,
        container: String? = nil
    ) {
        self.call = call; api = API(call: call); self.controllers = controllers; self.context = context;
        self.location = location; self.container = container
    }
}

/// `window.rootViewController = …`.
public struct WindowRootFact: Sendable, Hashable {
    public var controller: String?
    public var context: CallContext
    public var location: SourceLocation
    /// The function that sets it also puts the window on another screen (`UIScreen.screens`, `window.screen =`):
    /// an external display's window, which the device's rotation does not turn.
    public var externalScreen: Bool

    public init(controller: String? = nil, context: CallContext, location: SourceLocation, externalScreen: Bool = false)
    {
        self.controller = controller; self.context = context; self.location = location
        self.externalScreen = externalScreen
    }

    /// Whether code picks a screen other than the device's: `UIScreen.screens`, `[UIScreen screens]`,
    /// `window.screen = …`, `[window setScreen:…]`.
    public static func picksScreen(_ code: String) -> Bool {
        code.contains("UIScreen.screens") || code.contains("UIScreen screens]") || code.contains(".screen = ")
            || code.contains("setScreen:")
    }
}

/// A forced rotation or a request to re-evaluate the orientation.
public struct RotationFact: Sendable, Hashable {
    public enum API: String, Sendable, CaseIterable {
        /// `UIDevice.current.setValue(_, forKey: "orientation")`.
        case uideviceOrientation
        case requestGeometryUpdate
        case attemptRotationToDeviceOrientation
        case setNeedsUpdateOfSupportedInterfaceOrientations
    }
    public var api: API
    /// The orientation or mask asked for, when there is one.
    public var argument: Value?
    /// The receiver as written (`self`, `navigationController`, `windowScene`).
    public var receiver: String?
    public var context: CallContext
    public var location: SourceLocation

    public init(
        api: API, argument: Value? = nil, receiver: String? = nil, context: CallContext, location: SourceLocation
    ) {
        self.api = api; self.argument = argument; self.receiver = receiver; self.context = context;
        self.location = location
    }
}

/// A call, with no argument, of a function named for a mask's flag (`browser.enableLandscape()`,
/// `SourceScan.flagWords`): a helper that sets the flag a mask reads is followed to its callers, each with or without
/// an update of its own (a blind first run, Nova Wallet: `enableLandscape()` then
/// `setNeedsUpdateOfSupportedInterfaceOrientations()` in the browser's `viewWillAppear`).
public struct FlagCallFact: Sendable, Hashable {
    public var function: String
    public var context: CallContext
    public var location: SourceLocation

    public init(function: String, context: CallContext, location: SourceLocation) {
        self.function = function; self.context = context; self.location = location
    }
}

/// An assignment to a variable that a member returns (`AppDelegate.orientationLock = .landscape`), so later
/// rules can see masks that change at run time.
public struct AssignmentFact: Sendable, Hashable {
    public var variable: String
    public var value: Value
    public var context: CallContext
    public var location: SourceLocation
    /// The value is a parameter of the function around it (`lock = orientation` in `lockOrientation(_:)`): the
    /// masks its callers pass (`MaskArgumentFact`) are what the variable is set to.
    public var parameter: ParameterRef?
    /// The function around it calls a function of its own type that asks UIKit again
    /// (`setNeedsUpdateOfSupportedInterfaceOrientations`, `requestGeometryUpdate`): the change is followed by an
    /// update (a blind first run, Anilibria's `AppOrientation.updateOrientation` calling its private `update`).
    public var updatedThroughHelper = false
    /// The object whose property is set was made a few statements before in the same block and not shown since
    /// (`let picker = Picker(); picker.lock = .portrait`): its first value, before UIKit asks.
    public var onNewObject = false

    public init(
        variable: String, value: Value, context: CallContext, location: SourceLocation, parameter: ParameterRef? = nil
    ) {
        self.variable = variable; self.value = value; self.context = context; self.location = location
        self.parameter = parameter
    }
}

/// `mask.contains(.landscape)` (or `.portrait`): a mask test that is wrong for one orientation when the
/// mask is one-sided (the seed 001 helper).
public struct MaskMembershipFact: Sendable, Hashable {
    public var receiver: String
    /// The mask tested: `landscape`, `portrait`, …
    public var argument: String
    /// The expression around it also asks `isPortrait`/`isLandscape` (testing one orientation with a mask).
    public var testsOrientation: Bool
    public var context: CallContext
    public var location: SourceLocation

    public init(
        receiver: String, argument: String, testsOrientation: Bool, context: CallContext, location: SourceLocation
    ) {
        self.receiver = receiver; self.argument = argument; self.testsOrientation = testsOrientation;
        self.context = context; self.location = location
    }
}

/// Everything found in one file.
public struct FileFacts: Sendable {
    public enum Language: String, Sendable { case swift, objectiveC = "objective-c", storyboard, xib, dart, javascript }
    public var path: String
    public var language: Language
    public var types: [TypeFact] = []
    public var delegates: [DelegateFact] = []
    public var presentations: [PresentationFact] = []
    public var pushes: [PushFact] = []
    public var windowRoots: [WindowRootFact] = []
    public var rotations: [RotationFact] = []
    public var assignments: [AssignmentFact] = []
    public var flagCalls: [FlagCallFact] = []
    public var maskTests: [MaskMembershipFact] = []
    public var nameConversions: [NameConversionFact] = []
    public var deviceOrientationReads: [DeviceOrientationReadFact] = []
    /// Functions declared here that hand a closure the device's orientation (`func onRotate(perform action:
    /// @escaping (UIDeviceOrientation) -> Void)`, a widely copied SwiftUI modifier): a closure passed to one decides
    /// on the device's orientation wherever it is written (`CodeReader.keepDeclaredDeviceCallbacks`).
    public var deviceOrientationCallbacks: [String] = []
    public var cameraPreviews: [CameraPreviewFact] = []
    /// Static or global properties holding the screen's size from the first time they are read.
    public var screenSizeCaches: [ScreenSizeCacheFact] = []
    /// JavaScript functions that read the window's size each time they run (`JSStructure.screenSizeHelpers`).
    public var screenSizeHelpers: [String] = []
    /// Views and layers sized once from the view's or the screen's size, that nothing resizes.
    public var fixedFrames: [FixedFrameFact] = []
    /// View classes whose own code makes them follow their superview (`self.autoresizingMask = …` in their
    /// `init`): one made with a size read once is resized after all.
    public var selfSizingViews: [String] = []
    /// The file names `AVCaptureVideoPreviewLayer` and turns something (`CameraPreviewFact.rotates`): where it
    /// creates no preview itself, it turns layers made in other files (a camera controller handed the view's layer).
    public var turnsPreviewLayers = false
    /// Uses of Orient's runtime library (a file that imports OrientRuntime).
    public var runtimeUses: [RuntimeUseFact] = []
    /// Orientation calls made from a cross-platform framework's language (Dart's `setPreferredOrientations`).
    public var frameworkLocks: [FrameworkLockFact] = []
    /// React Native `<Modal>` elements (JavaScript and TypeScript files).
    public var reactNativeModals: [ReactNativeModalFact] = []
    /// The widget classes a Dart file passes to `runApp(…)`: the app's first screen.
    public var appWidgets: [String] = []
    /// The routes a Dart app widget starts on (`initialRoute: RoutePaths.initial`), as written.
    public var initialRoutes: [String] = []
    /// Named routes and the widget each shows (`GetPage(name: RoutePaths.initial, page: () => InitialPage())`,
    /// `routes: {'/home': (context) => HomePage()}`), keyed as written.
    public var namedRoutes: [String: String] = [:]
    public var maskArguments: [MaskArgumentFact] = []
    public var storyboard: StoryboardFacts?
    /// Names of properties and functions this file defines that test the idiom for iPad (`var isPad: Bool`),
    /// with `true` when they mean "is iPad" and `false` when they mean "is not iPad".
    public var idiomHelpers: [String: Bool] = [:]
    /// Computed properties, constants and parameterless functions this file defines that return a mask the code
    /// tells (`static var portraitOnPhone: UIInterfaceOrientationMask { … }`), by name, with their value.
    public var maskHelpers: [String: Value] = [:]
    /// Stored mask variables and the value their declaration gives them (`var lock = UIInterfaceOrientationMask.portrait`).
    public var maskInitialValues: [String: Value] = [:]
    /// The modules a Swift file imports (`import PVUI` → `PVUI`).
    public var imports: [String] = []
    /// Stored properties and the class they hold, by `Type.property` (empty when the file says two things).
    public var propertyTypes: [String: String] = [:]
    /// Static and class functions that return an instance of a named class, by `Type.function`.
    public var factories: [String: Factory] = [:]
    /// Why the file was skipped or read in part (not UTF-8, merge-conflict markers, syntax errors).
    public var problems: [Diagnostic] = []

    public init(path: String, language: Language) { self.path = path; self.language = language }
}

/// Storyboard and xib facts.
public struct StoryboardFacts: Sendable, Hashable {
    public struct Scene: Sendable, Hashable {
        public var id: String
        /// The element (`viewController`, `navigationController`, `tabBarController`, …).
        public var element: String
        /// `customClass`, when set.
        public var customClass: String?
        public var storyboardIdentifier: String?
        /// The controller's own "Presentation" in Interface Builder (`modalPresentationStyle="fullScreen"`): the
        /// style a segue that names none uses.
        public var modalPresentationStyle: String?
        public var location: SourceLocation

        public init(
            id: String, element: String, customClass: String? = nil, storyboardIdentifier: String? = nil,
            modalPresentationStyle: String? = nil, location: SourceLocation
        ) {
            self.id = id; self.element = element; self.customClass = customClass;
            self.storyboardIdentifier = storyboardIdentifier; self.modalPresentationStyle = modalPresentationStyle
            self.location = location
        }

        /// The class UIKit instantiates for the scene: its custom class, else the element's UIKit class.
        public var className: String? { customClass ?? Scene.uikitClass(ofElement: element) }

        /// The UIKit class a storyboard element stands for.
        public static func uikitClass(ofElement element: String) -> String? {
            switch element {
            case "navigationController": return "UINavigationController"
            case "tabBarController": return "UITabBarController"
            case "splitViewController": return "UISplitViewController"
            case "pageViewController": return "UIPageViewController"
            case "viewController": return "UIViewController"
            default: return nil
            }
        }
    }
    public struct Segue: Sendable, Hashable {
        public var source: String
        public var destination: String
        /// `relationship` (with `relationship` set), `show`, `push`, `presentation`, `modal`, `showDetail`,
        /// `popoverPresentation`, `embed`, `custom`.
        public var kind: String
        public var relationship: String?
        public var modalPresentationStyle: String?
        public var location: SourceLocation

        public init(
            source: String, destination: String, kind: String, relationship: String? = nil,
            modalPresentationStyle: String? = nil, location: SourceLocation
        ) {
            self.source = source; self.destination = destination; self.kind = kind; self.relationship = relationship;
            self.modalPresentationStyle = modalPresentationStyle; self.location = location
        }
    }
    public var initialScene: String?
    public var scenes: [Scene]
    public var segues: [Segue]

    public init(initialScene: String? = nil, scenes: [Scene], segues: [Segue]) {
        self.initialScene = initialScene; self.scenes = scenes; self.segues = segues
    }
}
