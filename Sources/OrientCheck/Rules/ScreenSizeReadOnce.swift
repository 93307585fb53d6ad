import OrientEngine
import OrientFacts
import OrientOutput
import OrientProject

/// The screen's size kept in a static or global from its first read, in an app whose interface changes shape.
struct ScreenSizeReadOnce: LintRule {
    static let description = RuleDescription(
        id: "screen_size_read_once",
        title: "Screen size kept from its first read",
        rationale: """
            Since iOS 8 `UIScreen.main.bounds` follows the interface orientation: a rotation reaches the app as a \
            size change (R13.2), and on an iPad that takes part in multitasking the window's size changes with Split \
            View, Slide Over and Stage Manager whatever the orientation (R11.1). A `static` or global stored \
            property is set the first time it is read and never again, so `static let screenWidth = \
            UIScreen.main.bounds.width` keeps the size the interface had then, and whatever is laid out from it is \
            too narrow or too wide after the interface turns: cards centred with empty bands in landscape, or cut \
            off in portrait. The same holds for Flutter's window size kept in a top-level or `static` Dart variable \
            (`Size size = window.physicalSize / window.devicePixelRatio`), and React Native's `Dimensions` read when \
            a module loads, directly or through a function that reads it (`height: hp(85)` in a top-level \
            `StyleSheet.create`, with `hp` reading `Dimensions.get('window')` in the file or one it imports, or \
            `widthPercentageToDP` of react-native-responsive-screen and `responsiveWidth` of \
            react-native-responsive-dimensions, whose code reads the window's size), and \
            for the status bar's height kept the same way (`let statusBarHeight = \
            UIApplication.shared.statusBarFrame.height`): an iPhone hides the status bar in landscape, where the \
            height is vertically compact (`prefersStatusBarHidden`'s documented default since iOS 8), so a top inset \
            kept from the first read is 0 in portrait or 20 to 59 points too many in landscape; on iPad the status \
            bar stays, and only iPhones are named. \
            Reported where the interface can change shape on a device: the app allows a portrait \
            and a landscape orientation and a controller UIKit asks allows both, or the iPad multitasks. A computed \
            property, or an instance's property (made again with its view), reads the size again and is not \
            reported. Said at info: a stale size shows only where what is laid out from it must fit the window \
            (a width, an inset), not where it picks a spacing or an upper bound the system clamps, and Orient does \
            not follow where the value goes (a second reading of nine such properties in public apps judged two of \
            them visible).
            """,
        severity: .info,
        triggering: [
            .plist(ExampleProject.supportedOrientations("Portrait", "LandscapeLeft", "LandscapeRight")).adding(
                "Screen.swift",
                """
                import UIKit
                extension CGFloat {
                    static let ↓screenWidth = UIScreen.main.bounds.size.width
                }
                let ↓screenSize: CGSize = { UIScreen.main.bounds.size }()
                let ↓statusBarHeight = UIApplication.shared.statusBarFrame.height
                """)
        ],
        nonTriggering: [
            // Read again each time; an instance's property; a portrait-only app.
            .plist(ExampleProject.supportedOrientations("Portrait", "LandscapeLeft", "LandscapeRight")).adding(
                "Screen.swift",
                """
                import UIKit
                extension CGFloat {
                    static var screenWidth: CGFloat { UIScreen.main.bounds.size.width }
                    static var statusBarHeight: CGFloat { UIApplication.shared.statusBarFrame.height }
                }
                final class Card: UIView {
                    let width = UIScreen.main.bounds.width
                    func layout() { let w = UIScreen.main.bounds.width; frame.size.width = w }
                }
                """),
            .plist(
                """
                \t<key>UISupportedInterfaceOrientations</key>
                \t<array><string>UIInterfaceOrientationPortrait</string></array>
                """
            ).adding(
                "Screen.swift",
                """
                import UIKit
                extension CGFloat {
                    static let screenWidth = UIScreen.main.bounds.size.width
                }
                """),
            // Every screen UIKit asks is portrait only.
            .plist(ExampleProject.supportedOrientations("Portrait", "LandscapeLeft")).adding(
                "App.swift",
                """
                import UIKit
                let screenSize = UIScreen.main.bounds.size
                final class Root: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                }
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func start() { window?.rootViewController = Root() }
                }
                """)
        ])

    func check(_ context: CheckContext) -> [Finding] {
        let caches = context.facts.screenSizeCaches
        guard !caches.isEmpty else { return [] }
        let devices = context.devices.filter { context.interfaceChangesShape(on: $0) }
        guard !devices.isEmpty else { return [] }
        let phones = devices.filter { $0.idiom == .phone }
        return caches.compactMap { c in
            if c.readsStatusBar {
                guard !phones.isEmpty else { return nil }
                return finding(
                    context, at: c.location, Message.statusBar(c), devices: phones, versions: "iOS 8+",
                    fix: Message.fixStatusBar)
            }
            // The file's language says which advice fits: a React Native component, a Flutter widget, UIKit.
            let ext = String(fileExtension(c.location.file))
            let script = ReactNativeApp.extensions.contains(ext)
            let dart = ext == "dart"
            return finding(
                context, at: c.location, script ? Message.keptByModule(c) : Message.kept(c), devices: devices,
                versions: "iOS 8+", fix: script ? Message.fixInComponent : dart ? Message.fixInWidget : Message.fix)
        }
    }
}

extension ScreenSizeReadOnce {
    /// What the rule says, in one place.
    enum Message {
        /// `Type.name`, or `name` at file level.
        static func qualified(_ c: ScreenSizeCacheFact) -> String { c.inType.map { "\($0).\(c.name)" } ?? c.name }
        static func kept(_ c: ScreenSizeCacheFact) -> String {
            "\(qualified(c)) keeps \(c.read) from its first read for the app's whole life: after the interface turns, or an iPad window is resized, whatever is laid out from it keeps the old size (R13.2, R11.1)"
        }
        static let fix =
            "Read the size where it is used: a computed property, the view's bounds, GeometryReader, or the size viewWillTransition(to:with:) is given"
        static func statusBar(_ c: ScreenSizeCacheFact) -> String {
            "\(qualified(c)) keeps the status bar's \(c.read) from its first read for the app's whole life: an iPhone hides the status bar in landscape (vertically compact, prefersStatusBarHidden's default since iOS 8), so after the interface turns whatever is placed from it is off by the status bar's height"
        }
        static let fixStatusBar =
            "Place it from the safe area where it is used (view.safeAreaInsets, safeAreaLayoutGuide, SwiftUI's safe area), or read the height in a computed property"
        static func keptByModule(_ c: ScreenSizeCacheFact) -> String {
            if c.read.hasSuffix(ScreenSizeCacheFact.keptSincePackageLoaded) {
                return
                    "\(c.name) sizes from \(c.read) (listenOrientationChange, which updates it, is never called): after the interface turns, or an iPad window is resized, whatever is laid out from it keeps the old size (R13.2, R11.1)"
            }
            guard c.read.hasPrefix("Dimensions.") else {
                return
                    "\(c.name) keeps the window size \(c.read) returned when the module loaded (it reads Dimensions.get('window')), for the app's whole life: React Native updates Dimensions when the window changes, but this value is not computed again, so after the interface turns, or an iPad window is resized, whatever is laid out from it keeps the old size (R13.2, R11.1)"
            }
            return
                "\(c.name) keeps \(c.read) from when the module loaded for the app's whole life: React Native updates Dimensions when the window changes, but this constant is not read again, so after the interface turns, or an iPad window is resized, whatever is laid out from it keeps the old size (R13.2, R11.1)"
        }
        static let fixInWidget =
            "Read the size in build with MediaQuery.sizeOf(context), or lay out with LayoutBuilder: Flutter builds the widget again when the window changes"
        static let fixInComponent =
            "Read the size in the component with useWindowDimensions(), or lay out with flex and percentages"
    }
}
