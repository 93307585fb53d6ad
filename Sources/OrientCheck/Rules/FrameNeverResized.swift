import OrientEngine
import OrientFacts
import OrientOutput

/// A view or layer a controller sizes once from its view's or the screen's size, that nothing resizes, on a
/// screen whose shape changes.
struct FrameNeverResized: LintRule {
    static let description = RuleDescription(
        id: "frame_never_resized",
        title: "View sized once and never resized",
        rationale: """
            A rotation reaches a controller as a change of its view's size (R13.2), and on an iPad that takes part \
            in multitasking the window's size changes with Split View, Slide Over and Stage Manager whatever the \
            orientation (R11.1). A view made in code does not follow its superview: its `autoresizingMask` is \
            empty by default (UIKit's `UIViewAutoresizingNone`), and a layer never follows its view on iOS. So a \
            web view, table or camera preview made with `frame: view.bounds` (or `UIScreen.main.bounds`) in \
            `viewDidLoad` and added to the view keeps the size the view had then: after the interface turns it \
            covers only part of the screen or runs off its edge. Reported where the controller's code (Swift or \
            Objective-C) gives it \
            that size and adds it to that view, and nothing resizes it: no autoresizing mask, no constraints \
            (anchors, SnapKit and the like, or a helper it is handed to), no frame set again, no layout or \
            transition callback in the controller (`viewDidLayoutSubviews`, `viewWillTransition(to:with:)`, \
            `traitCollectionDidChange`, the iOS 5 rotation callbacks) and no orientation notification in the file; \
            and only on devices where, whatever the unknowns, the screen showing that controller can be both \
            portrait and landscape (the app and every controller UIKit asks over it allow both), or the iPad \
            multitasks. A class whose base is outside the repository is a controller where it overrides one of \
            UIViewController's life-cycle methods (`viewDidLoad`, `viewDidAppear(_:)`); what it answers stays \
            unknown. Not reported: a controller's own view (`child.view`, which UIKit makes flexible), a view \
            of the app's own class that sets its own autoresizing mask (`self.autoresizingMask = …` in its or a \
            superclass's code), and a \
            controller that sets its `preferredContentSize` (shown at that size: a popover, a context menu's \
            preview). Sized from another view's size (`container.bounds`), it is said at info: that view may have a \
            fixed size, from constraints Orient does not read. So is a view (or layer) that sizes a layer or view it \
            adds to itself from its own `bounds` (`gradient.frame = bounds` in `init(frame:)`), or from the \
            screen's (a banner as wide as the screen), and has no `layoutSubviews` (one that only calls `super` \
            does nothing): whether the view is ever resized depends on where it is shown. A view that others are \
            only constrained to (`equalTo: it.centerXAnchor`) is not laid out by those constraints; one taken off screen \
            again (`removeFromSuperview()`: a flash, a splash, a loading overlay) is shown for a moment, and quiet.
            """,
        severity: .warning,
        triggering: [
            .plist(ExampleProject.supportedOrientations("Portrait", "LandscapeLeft", "LandscapeRight")).adding(
                "Login.swift",
                """
                import UIKit
                import WebKit
                final class LoginViewController: UIViewController {
                    let preview = CALayer()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let ↓web = WKWebView(frame: view.bounds)
                        view.addSubview(web)
                        ↓preview.frame = view.bounds
                        view.layer.addSublayer(preview)
                    }
                }
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func start() { window?.rootViewController = LoginViewController() }
                }
                """),
            // A view that sizes a layer from its own bounds when it is made, with no layoutSubviews (info).
            .plist(ExampleProject.supportedOrientations("Portrait", "LandscapeLeft", "LandscapeRight")).adding(
                "CameraView.swift",
                """
                import AVFoundation
                import UIKit
                final class CameraView: UIView {
                    let session = AVCaptureSession()
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        let preview = AVCaptureVideoPreviewLayer(session: session)
                        ↓preview.frame = bounds
                        layer.addSublayer(preview)
                    }
                    required init?(coder: NSCoder) { nil }
                }
                """),
            // A banner as wide as the screen, in a view whose layoutSubviews only calls super (info); an overlay
            // that a spinner is only constrained to.
            .plist(ExampleProject.supportedOrientations("Portrait", "LandscapeLeft", "LandscapeRight")).adding(
                "AdView.swift",
                """
                import UIKit
                final class AdView: UIView {
                    let banner = UIView()
                    func setUp() {
                        ↓banner.frame = UIScreen.main.bounds
                        addSubview(banner)
                    }
                    override func layoutSubviews() {
                        super.layoutSubviews()
                    }
                }
                final class LoadingViewController: UIViewController {
                    var overlay: UIView!
                    func showLoading() {
                        ↓overlay = UIView(frame: view.bounds)
                        view.addSubview(overlay)
                        let spinner = UIActivityIndicatorView(style: .large)
                        spinner.translatesAutoresizingMaskIntoConstraints = false
                        overlay.addSubview(spinner)
                        NSLayoutConstraint.activate([
                            spinner.centerXAnchor.constraint(equalTo: overlay.centerXAnchor),
                            spinner.centerYAnchor.constraint(equalTo: overlay.centerYAnchor)
                        ])
                    }
                    func hideLoading() { overlay.isHidden = true }
                }
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func start() { window?.rootViewController = LoadingViewController() }
                }
                """),
            // A loading overlay sized to the screen once and added to the key window, which turns without it.
            .plist(ExampleProject.supportedOrientations("Portrait", "LandscapeLeft", "LandscapeRight")).adding(
                "Spinner.swift",
                """
                import UIKit
                final class Spinner: UIView {
                    let dimming = UIView()
                    func show() {
                        let window = UIApplication.shared.keyWindow
                        ↓dimming.frame = UIScreen.main.bounds
                        dimming.backgroundColor = .black
                        let spinner = UIActivityIndicatorView(style: .large)
                        spinner.center = dimming.center
                        dimming.addSubview(spinner)
                        window?.addSubview(dimming)
                    }
                    func hide() { dimming.removeFromSuperview() }
                }
                """),
            // A help box's dimming view sized from the key window it is added to (a blind first run, SwiftComp).
            .plist(ExampleProject.supportedOrientations("Portrait", "LandscapeLeft", "LandscapeRight")).adding(
                "ExplainBox.swift",
                """
                import UIKit
                final class ExplainBox: NSObject {
                    let blackView = UIView()
                    func show() {
                        if let window = UIApplication.shared.windows.first(where: { $0.isKeyWindow }) {
                            window.addSubview(blackView)
                            ↓blackView.frame = window.frame
                            blackView.alpha = 0
                        }
                    }
                }
                """),
            // A shield over the key window picked from the application's windows (a blind first run).
            .plist(ExampleProject.supportedOrientations("Portrait", "LandscapeLeft", "LandscapeRight")).adding(
                "Shield.swift",
                """
                import UIKit
                final class Shield: NSObject {
                    private var blurView: UIVisualEffectView?
                    func protect() {
                        let blurView = UIVisualEffectView(effect: UIBlurEffect(style: .regular))
                        ↓blurView.frame = UIScreen.main.bounds
                        self.blurView = blurView
                        UIApplication.shared.windows.first { $0.isKeyWindow }?.addSubview(blurView)
                    }
                }
                """),
            // A screen whose base class comes from a package not in the tree: its `viewDidAppear` override says
            // it is a controller; on a multitasking iPad its view changes size whatever the base answers (info: a
            // view other than the controller's).
            .swift(
                """
                import UIKit
                import ScannerKit
                final class ScanViewController: BaseScanViewController {
                    @IBOutlet weak var preview: UIView!
                    override func viewDidAppear(_ animated: Bool) {
                        super.viewDidAppear(animated)
                        ↓videoPreviewLayer?.frame = preview.layer.bounds
                        preview.layer.addSublayer(videoPreviewLayer!)
                    }
                }
                """, settings: ["TARGETED_DEVICE_FAMILY": "1,2"])
        ],
        nonTriggering: [
            // A view that lays its layer out again in layoutSubviews.
            .plist(ExampleProject.supportedOrientations("Portrait", "LandscapeLeft", "LandscapeRight")).adding(
                "GradientView.swift",
                """
                import UIKit
                final class GradientView: UIView {
                    let gradient = CAGradientLayer()
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        gradient.frame = bounds
                        layer.addSublayer(gradient)
                    }
                    required init?(coder: NSCoder) { nil }
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        gradient.frame = bounds
                    }
                }
                """),
            // An autoresizing mask, constraints, a layout callback.
            .plist(ExampleProject.supportedOrientations("Portrait", "LandscapeLeft", "LandscapeRight")).adding(
                "Screens.swift",
                """
                import UIKit
                import WebKit
                final class LoginViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let web = WKWebView(frame: view.bounds)
                        web.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                        view.addSubview(web)
                        let table = UITableView(frame: view.bounds)
                        view.addSubview(table)
                        NSLayoutConstraint.activate([table.topAnchor.constraint(equalTo: view.topAnchor)])
                    }
                }
                final class ScanViewController: UIViewController {
                    let preview = CALayer()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        preview.frame = view.bounds
                        view.layer.addSublayer(preview)
                    }
                    override func viewDidLayoutSubviews() {
                        super.viewDidLayoutSubviews()
                        preview.frame = view.bounds
                    }
                }
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func start() { window?.rootViewController = LoginViewController() }
                }
                """),
            // A view of the app's own class that sets its own autoresizing mask (its base class does, in
            // another file), in Swift and in Objective-C through a rectangle kept in a local.
            .plist(ExampleProject.supportedOrientations("Portrait", "LandscapeLeft", "LandscapeRight")).adding(
                "Toolbar.swift",
                """
                import UIKit
                class BaseToolbar: UIView {
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        autoresizingMask = [.flexibleWidth]
                    }
                    required init?(coder: NSCoder) { nil }
                }
                final class Toolbar: BaseToolbar {}
                final class ReaderViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let bar = Toolbar(frame: view.bounds)
                        view.addSubview(bar)
                    }
                }
                final class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func start() { window?.rootViewController = ReaderViewController() }
                }
                """
            ).adding(
                "ThumbsView.m",
                """
                @implementation ThumbsView
                - (instancetype)initWithFrame:(CGRect)frame {
                    if ((self = [super initWithFrame:frame])) { self.autoresizingMask = UIViewAutoresizingFlexibleWidth; }
                    return self;
                }
                @end
                @implementation ThumbsViewController
                - (void)viewDidLoad {
                    CGRect rect = self.view.bounds;
                    thumbs = [[ThumbsView alloc] initWithFrame:rect];
                    [self.view addSubview:thumbs];
                }
                @end
                """),
            // A portrait-only app: the view never changes shape.
            .plist(ExampleProject.supportedOrientations("Portrait")).adding(
                "Login.swift",
                """
                import UIKit
                import WebKit
                final class LoginViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let web = WKWebView(frame: view.bounds)
                        view.addSubview(web)
                    }
                }
                """)
        ])

    func check(_ context: CheckContext) -> [Finding] {
        let selfSizing = context.facts.selfSizingViews
        return context.facts.fixedFrames.compactMap { f in
            // A view of the app's own class that sets its own autoresizing mask follows its superview.
            if let made = f.madeAs,
                ([made] + (context.facts.class(made)?.chain ?? [])).contains(where: selfSizing.contains)
            {
                return nil
            }
            guard context.isController(f.inType) else { return ownSize(f, context) }
            let devices = context.devices.filter { context.interfaceChangesShape(showing: f.inType, on: $0) }
            guard !devices.isEmpty else { return nil }
            // The controller's view and the screen change shape with the interface; another view may have a
            // fixed size (constraints Orient does not read): info, naming it.
            let followsTheScreen = f.read.hasPrefix("view.") || f.read.hasPrefix("UIScreen.")
            return finding(
                context, at: f.location, followsTheScreen ? Message.fixed(f) : Message.fixedIfItResizes(f),
                devices: devices, versions: "iOS 8+", fix: f.isLayer ? Message.fixLayer(f) : Message.fixView(f),
                severity: followsTheScreen ? nil : .info)
        }
    }
}

extension FrameNeverResized {
    /// A view (or layer) that sizes what it adds to itself from its own size, with no `layoutSubviews`: whether it
    /// is ever resized depends on where it is shown, which Orient does not follow (info), on devices where the
    /// app's screens can change shape (iSpy's camera view, a gradient layer sized in `init(frame:)`).
    func ownSize(_ f: FixedFrameFact, _ context: CheckContext) -> Finding? {
        guard f.read == "bounds" || f.read == "frame" || f.read == "UIScreen.main.bounds" || Self.windowSize(f)
        else { return nil }
        let devices = context.devices.filter { d in
            (d == .ipad && context.ipadMultitasking)
                || context.possibleAppMasks(on: d).values.map { $0.contains(where: CheckContext.spansBothShapes) }
                    ?? true
        }
        guard !devices.isEmpty else { return nil }
        return finding(
            context, at: f.location, Message.ownSize(f), devices: devices, versions: "iOS 8+",
            fix: Message.fixOwnSize(f), severity: .info)
    }

    /// Sized from the window it is added to (`dim.frame = window.frame; window.addSubview(dim)`): the window
    /// follows the interface, what is added to it does not.
    static func windowSize(_ f: FixedFrameFact) -> Bool {
        f.inWindow && !f.isLayer && (f.read.hasSuffix(".frame") || f.read.hasSuffix(".bounds"))
            && FixedFrameFact.namesAWindow(String(f.read.split(separator: ".").first ?? ""))
    }

    /// What the rule says, in one place.
    enum Message {
        static func fixed(_ f: FixedFrameFact) -> String {
            let what = f.isLayer ? "layer" : "view"
            return
                "\(f.inType) sizes the \(what) \(f.subject) from \(f.read) once, and nothing resizes it (no autoresizing mask, no constraints, no viewDidLayoutSubviews or viewWillTransition(to:with:)): after the interface turns, or an iPad window is resized, it keeps the old size and covers only part of the screen or runs off its edge (R13.2, R11.1)"
        }
        static func fixedIfItResizes(_ f: FixedFrameFact) -> String {
            let what = f.isLayer ? "layer" : "view"
            let base = f.read.split(separator: ".").first.map(String.init) ?? f.read
            return
                "\(f.inType) sizes the \(what) \(f.subject) from \(f.read) once, and nothing resizes it: if \(base) changes size when the interface turns or an iPad window is resized, \(f.subject) keeps the old size (R13.2, R11.1)"
        }
        static func ownSize(_ f: FixedFrameFact) -> String {
            let what = f.isLayer ? "layer" : "view"
            if f.read.hasPrefix("UIScreen.") || FrameNeverResized.windowSize(f) {
                return
                    f.inWindow
                    ? "\(f.inType) sizes the \(what) \(f.subject) it adds to a window from \(f.read) once: the window follows the interface, \(f.subject) does not, so after the interface turns, or an iPad window is resized, it keeps the old size (R13.2, R11.1)"
                    : "\(f.inType) sizes the \(what) \(f.subject) it adds to itself from \(f.read) once and never again in a layoutSubviews: after the interface turns, or an iPad window is resized, \(f.subject) keeps the old screen's size (R13.2, R11.1)"
            }
            return
                "\(f.inType) sizes the \(what) \(f.subject) from its own \(f.read) once and never again in a layoutSubviews: when \(f.inType) is resized (the interface turns, an iPad window is resized), \(f.subject) keeps the old size\(f.isLayer ? " (a layer never follows its view)" : "") (R13.2, R11.1)"
        }
        static func fixOwnSize(_ f: FixedFrameFact) -> String {
            if f.inWindow, !f.isLayer {
                return
                    "Give \(f.subject) autoresizingMask = [.flexibleWidth, .flexibleHeight], or constraints to the window's edges"
            }
            return f.read.hasPrefix("UIScreen.")
                ? "Size \(f.subject) from bounds in layoutSubviews()\(f.isLayer ? "" : ", or give it an autoresizing mask or constraints")"
                : "Set \(f.subject).frame = bounds in layoutSubviews()\(f.isLayer ? "" : ", or give it an autoresizing mask or constraints")"
        }
        static func fixView(_ f: FixedFrameFact) -> String {
            "Set \(f.subject).autoresizingMask = [.flexibleWidth, .flexibleHeight], pin it with constraints, or set its frame in viewDidLayoutSubviews"
        }
        static func fixLayer(_ f: FixedFrameFact) -> String {
            "Set \(f.subject).frame in viewDidLayoutSubviews (a layer is not resized with its view), or host it in a view whose layerClass it is"
        }
    }
}
