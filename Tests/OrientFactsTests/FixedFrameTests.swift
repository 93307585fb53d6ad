import Foundation
import XCTest

@testable import OrientFacts
@testable import OrientSwift

/// Views and layers sized once from the view's or the screen's size (frame_never_resized), in the shapes blind
/// readings of public apps found, and what keeps them quiet.
final class FixedFrameTests: XCTestCase {
    func frames(_ source: String) -> [FixedFrameFact] {
        SwiftFacts.extract(data: Data(source.utf8), path: "x.swift").fixedFrames
    }

    func testSizedOnceAndAdded() {
        let found = frames(
            """
            import UIKit
            import WebKit
            final class Login: UIViewController {
                var web: WKWebView?
                var previewLayer: AVCaptureVideoPreviewLayer?
                @IBOutlet var cameraPreview: UIView!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    start()
                }
                private func start() {
                    let page = UIWebView(frame: view.bounds)
                    page.loadRequest(request)
                    view.addSubview(page)
                }
                func setUp(configuration: WKWebViewConfiguration) {
                    let web = WKWebView(frame: UIScreen.main.bounds, configuration: configuration)
                    web.navigationDelegate = self
                    view.addSubview(web)
                    self.web = web
                }
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    previewLayer?.videoGravity = .resizeAspectFill
                    previewLayer?.frame.size = cameraPreview.frame.size
                    cameraPreview.layer.addSublayer(previewLayer!)
                }
            }
            """)
        XCTAssertEqual(found.map(\.subject), ["page", "web", "previewLayer"])
        XCTAssertEqual(found.map(\.read), ["view.bounds", "UIScreen.main.bounds", "cameraPreview.frame"])
        XCTAssertEqual(found.map(\.location.line), [12, 17, 25])
        XCTAssertEqual(found.map(\.isLayer), [false, false, true])
        XCTAssertEqual(found.map(\.inType), ["Login", "Login", "Login"])
    }

    /// Blind first run (Orbot): a layer sized from a view's layer's bounds, through optional chaining.
    func testAViewsLayerBoundsAreTheViews() {
        let found = frames(
            """
            import UIKit
            final class Scan: UIViewController {
                @IBOutlet weak var preview: UIView!
                var videoPreviewLayer: CALayer?
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    videoPreviewLayer?.frame = preview.layer.bounds
                    preview.layer.addSublayer(videoPreviewLayer!)
                }
            }
            """)
        XCTAssertEqual(found.map(\.subject), ["videoPreviewLayer"])
        XCTAssertEqual(found.map(\.read), ["preview.bounds"])
        XCTAssertEqual(found.map(\.isLayer), [true])
    }

    /// Blind first run (ios-demo): a UIView extension that inserts a gradient layer sized from its own bounds (a
    /// file that never says `addSub`).
    func testALayerInsertedBelowTheOthers() {
        let found = frames(
            """
            import UIKit
            extension UIView {
                func applyGradient(colors: [UIColor]) {
                    let gradientLayer = CAGradientLayer()
                    gradientLayer.frame = bounds
                    layer.insertSublayer(gradientLayer, at: 0)
                }
            }
            """)
        XCTAssertEqual(found.map(\.subject), ["gradientLayer"])
        XCTAssertEqual(found.map(\.inType), ["UIView"])
    }

    func testWhatResizesItIsQuiet() {
        XCTAssertEqual(
            frames(
                """
                import UIKit
                final class A: UIViewController {
                    override func viewDidLoad() {
                        let a = UIView(frame: view.bounds)
                        a.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                        view.addSubview(a)
                        let b = UITableView(frame: view.bounds)
                        view.addSubview(b)
                        b.snp.makeConstraints { $0.edges.equalToSuperview() }
                        let c = UIView(frame: view.bounds)
                        view.addSubview(c)
                        pin(c)
                        let d = UIView(frame: view.bounds)
                        container.addSubview(d)
                        let e = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                        view.addSubview(e)
                        let child = UIViewController()
                        child.view.frame = view.bounds
                        view.addSubview(child.view)
                    }
                }
                final class B: UIViewController {
                    let layer = CALayer()
                    override func viewDidLoad() {
                        layer.frame = view.bounds
                        view.layer.addSublayer(layer)
                    }
                    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                        super.viewWillTransition(to: size, with: coordinator)
                        layer.frame = CGRect(origin: .zero, size: size)
                    }
                }
                """
            ).map(\.subject), [])
        XCTAssertEqual(
            frames(
                """
                import UIKit
                final class C: UIViewController {
                    override func viewDidLoad() {
                        let a = UIView(frame: view.bounds)
                        view.addSubview(a)
                        NotificationCenter.default.addObserver(self, selector: #selector(turned), name: UIDevice.orientationDidChangeNotification, object: nil)
                    }
                }
                """
            ).map(\.subject), [], "the file follows orientation changes")
    }

    func testAControllerShownAtItsPreferredSizeIsQuiet() {
        XCTAssertEqual(
            frames(
                """
                import UIKit
                final class Preview: UIViewController {
                    let blur = UIVisualEffectView()
                    override func viewWillAppear(_ animated: Bool) {
                        preferredContentSize = CGSize(width: 300, height: 200)
                        view.addSubview(blur)
                        blur.frame = view.bounds
                    }
                }
                """
            ).map(\.subject), [])
    }

    /// A view other views are constrained to is not laid out by those constraints; a callback that only calls super
    /// resizes nothing (shapes of a public app's loading overlay). A view taken off screen again (a flash) is quiet.
    func testConstrainedToAndTemplateCallbacks() {
        let found = frames(
            """
            import UIKit
            class Loading: UIViewController {
                var containerView: UIView!
                func show() {
                    containerView = UIView(frame: view.bounds)
                    view.addSubview(containerView)
                    let spinner = UIView()
                    containerView.addSubview(spinner)
                    NSLayoutConstraint.activate([
                        spinner.centerXAnchor.constraint(equalTo: containerView.centerXAnchor),
                        spinner.centerYAnchor.constraint(equalTo: self.containerView.centerYAnchor)
                    ])
                    spinner.snp.makeConstraints { $0.edges.equalTo(containerView) }
                }
                func hide() { containerView.isHidden = true }
            }
            class Flash: UIViewController {
                func flash() {
                    let white = UIView(frame: view.bounds)
                    view.addSubview(white)
                    UIView.animate(withDuration: 0.2, animations: { white.alpha = 0 }) { _ in white.removeFromSuperview() }
                }
            }
            class Banner: UIView {
                let strip = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    strip.frame = bounds
                    addSubview(strip)
                }
                override func layoutSubviews() {
                    super.layoutSubviews()
                }
            }
            class Pinned: UIViewController {
                override func viewDidLoad() {
                    let c = UIView(frame: view.bounds)
                    view.addSubview(c)
                    NSLayoutConstraint.activate([c.topAnchor.constraint(equalTo: view.topAnchor)])
                }
            }
            """)
        XCTAssertEqual(found.map(\.subject), ["containerView", "strip"])
        XCTAssertEqual(found.map(\.inType), ["Loading", "Banner"])
    }

    func testObjectiveC() {
        let source = """
            @implementation PresetViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                // a comment naming self.view.bounds
                UITableView *tableView = [[UITableView alloc] initWithFrame:self.view.bounds style:UITableViewStyleGrouped];
                tableView.delegate = self;
                [self.view addSubview:tableView];
                self.preview.frame = [[UIScreen mainScreen] bounds];
                [self.view.layer addSublayer:self.preview];
                UIView *sized = [[UIView alloc] initWithFrame:self.view.bounds];
                sized.autoresizingMask = UIViewAutoresizingFlexibleWidth | UIViewAutoresizingFlexibleHeight;
                [self.view addSubview:sized];
                UIView *small = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 10, 10)];
                [self.view addSubview:small];
            }
            @end
            @implementation LaidOut
            - (void)viewDidLoad {
                UIWebView *web = [[UIWebView alloc] initWithFrame:self.view.bounds];
                [self.view addSubview:web];
            }
            - (void)viewDidLayoutSubviews { [super viewDidLayoutSubviews]; [self relayout]; }
            @end
            @implementation TemplateCallback
            - (void)initializeSubviews {
                self.banner = [[UIView alloc] initWithFrame:[UIScreen mainScreen].bounds];
                [self addSubview:self.banner];
            }
            - (void)layoutSubviews
            {
              [super layoutSubviews];
            }
            @end
            """
        let found = ObjCFacts.extract(data: Data(source.utf8), path: "P.m").fixedFrames
        XCTAssertEqual(found.map(\.subject), ["tableView", "preview", "banner"])
        XCTAssertEqual(found.map(\.read), ["view.bounds", "UIScreen.main.bounds", "UIScreen.main.bounds"])
        XCTAssertEqual(found.map(\.location.line), [5, 8, 26])
        XCTAssertEqual(found.map(\.isLayer), [false, true, false])
        XCTAssertEqual(found.map(\.inType), ["PresetViewController", "PresetViewController", "TemplateCallback"])
    }

    /// Blind first runs (chanify, HackerBuzz): the setter written as a message, a local that names the view, a
    /// view's layer's bounds, and a rectangle as wide as the screen kept in locals. A method's locals end with it.
    func testObjectiveCThroughLocalsAndSetFrame() {
        let source = """
            @implementation Scan
            - (void)viewDidLoad {
                UIView *viewPreview = self.view;
                AVCaptureVideoPreviewLayer *layer = [[AVCaptureVideoPreviewLayer alloc] initWithSession:session];
                [viewPreview.layer addSublayer:(_previewLayer = layer)];
                [layer setFrame:viewPreview.layer.bounds];
            }
            @end
            @implementation AdView
            - (void)initializeSubviews {
                CGFloat width = [UIScreen mainScreen].bounds.size.width;
                CGRect frame = CGRectMake(0, 0, width, 100);
                self.ad = [[Ad alloc] init];
                self.ad.frame = frame;
                [self addSubview:self.ad];
            }
            @end
            @implementation Cell
            - (void)one {
                CGRect frame = CGRectMake(0, 0, CGRectGetWidth(self.view.bounds), 44);
                self.header.frame = frame;
            }
            - (instancetype)initWithFrame:(CGRect)frame {
                self.badge.frame = frame;
                [self.view addSubview:self.badge];
                UIView *local = [[UIView alloc] initWithFrame:CGRectMake(10, 0, CGRectGetWidth(self.view.bounds), 44)];
                [self.view addSubview:local];
            }
            @end
            """
        let found = ObjCFacts.extract(data: Data(source.utf8), path: "P.m").fixedFrames
        XCTAssertEqual(found.map(\.subject), ["layer", "ad"])
        // A file that only inserts (as the Swift reader reads one since ios-demo).
        let inserting = source.replacingOccurrences(of: "addSub", with: "insertSub")
        XCTAssertEqual(ObjCFacts.extract(data: Data(inserting.utf8), path: "P.m").fixedFrames.count, 2)
        XCTAssertEqual(found.map(\.read), ["view.bounds", "UIScreen.main.bounds"])
        XCTAssertEqual(found.map(\.location.line), [6, 14])
        XCTAssertEqual(found.map(\.isLayer), [true, false])
    }
}

extension FixedFrameTests {
    /// A sizing reached only through `if flag`, where the flag starts `false` and the file never sets it, names the
    /// flag and the functions on the way; one reached otherwise names nothing.
    func testTheFlagASizingHidesBehind() {
        let found = frames(
            """
            final class Loading: UIViewController {
                var hasBlur = false
                var withShadow: Bool = false
                override func viewDidLoad() {
                    super.viewDidLoad()
                    if hasBlur { setUp() }
                    if withShadow { shadow.frame = view.bounds; view.layer.addSublayer(shadow) }
                    plain()
                }
                private func setUp() { addBlur() }
                private func addBlur() { blur.frame = view.bounds; view.addSubview(blur) }
                func plain() { web.frame = view.bounds; view.addSubview(web) }
                func toggle() { withShadow.toggle() }
            }
            """)
        XCTAssertEqual(
            Dictionary(uniqueKeysWithValues: found.map { ($0.subject, $0.unlessNamedElsewhere) }),
            ["blur": ["hasBlur", "addBlur", "setUp"], "shadow": [], "web": []])
    }
}

extension FixedFrameTests {
    /// Only what an assignment sets lays a view out: `image.contentMode = .center` leaves its frame alone (a blind
    /// first run, Habitica's About header); `image.center = view.center` and a declared constraint do not.
    func testAnAssignedValueIsNotALayout() {
        XCTAssertFalse(FixedFrameFact.laysOut("headerImageView.contentMode = .center"))
        XCTAssertTrue(FixedFrameFact.laysOut("headerImageView.center = view.center"))
        XCTAssertTrue(FixedFrameFact.laysOut("let c = image.widthAnchor.constraint(equalToConstant: 10)"))
        XCTAssertFalse(FixedFrameFact.laysOut("image.translatesAutoresizingMaskIntoConstraints = false"))
        XCTAssertFalse(FixedFrameFact.laysOut("[image setTranslatesAutoresizingMaskIntoConstraints:NO]"))
        XCTAssertTrue(FixedFrameFact.laysOut("NSLayoutConstraint.activate([image.topAnchor.constraint(equalTo: top)])"))
        XCTAssertFalse(FixedFrameFact.laysOut("if image.alpha == 0 { return }"))
        let found = frames(
            """
            final class About: UITableViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let headerView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 150))
                    let image = UIImageView(frame: headerView.bounds)
                    image.contentMode = .center
                    headerView.addSubview(image)
                    tableView.tableHeaderView = headerView
                }
            }
            """)
        XCTAssertEqual(found.map(\.subject), ["image"])
    }
}

extension FixedFrameTests {
    /// A stored property made as wide as the screen (`CGRect(x: 0, …, width: UIScreen.main.bounds.size.width, …)`)
    /// and added to a collection view controller's own collection view (a blind first run, Habitica's stable
    /// banner); a rectangle that starts elsewhere is not the screen's.
    func testAStoredBannerAsWideAsTheScreen() {
        func subjects(x: String) -> [String] {
            frames(
                """
                final class Stable: UICollectionViewController {
                    private let banner = BannerView(frame: CGRect(x: \(x), y: -124, width: UIScreen.main.bounds.size.width, height: 124))
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        collectionView?.addSubview(banner)
                    }
                }
                """
            ).map(\.subject)
        }
        XCTAssertEqual(subjects(x: "0"), ["banner"])
        XCTAssertEqual(subjects(x: "20"), [])
    }
}

extension FixedFrameTests {
    /// Blind first run (Adamant): a `layoutSubviews` that does its work only the first time, behind a flag it flips,
    /// sizes once, as `viewDidLoad` does; one that lays out on every pass keeps the view quiet.
    func testALayoutCallbackThatRunsOnceSizesOnce() {
        func source(_ layout: String) -> String {
            """
            import UIKit
            open class Onboard: UIView {
                let container = UIScrollView()
                var dataSourceSet = false
                override open func layoutSubviews() {
                    super.layoutSubviews()
                    \(layout)
                }
                private func setUp() {
                    self.addSubview(container)
                    self.container.frame = self.frame
                }
                func scroll(to index: CGFloat) {
                    container.setContentOffset(CGPoint(x: index * self.frame.width, y: 0), animated: true)
                }
            }
            """
        }
        XCTAssertEqual(
            frames(source("if dataSourceSet {\n            setUp()\n            dataSourceSet = false\n        }")).map(
                \.subject),
            ["container"])
        XCTAssertEqual(frames(source("container.frame = bounds")).count, 0)
        XCTAssertEqual(frames(source("if dataSourceSet { setUp() }")).count, 0, "no flip: it may run on every pass")
    }
}

extension FixedFrameTests {
    /// What names a window when a view sized to the screen is added to it (a blind first run: a shield added to
    /// `windows.first { $0.isKeyWindow }`); a window's controller's view or a window scene is none.
    func testWhatNamesAWindow() {
        for window in [
            "window", "keyWindow", "UIApplication.shared.keyWindow", "self.view.window",
            "UIApplication.shared.windows.first { $0.isKeyWindow }", "UIApplication.shared.windows.first",
            "UIApplication.shared.windows.last", "UIApplication.shared.windows[0]",
            "scene.windows.first(where: { $0.isKeyWindow })"
        ] {
            XCTAssertTrue(FixedFrameFact.namesAWindow(window), window)
        }
        for other in [
            "windowScene", "UIApplication.shared.windows.first { $0.isKeyWindow }.rootViewController.view",
            "windows.first?.rootViewController?.view", "containerView", "windows.count"
        ] {
            XCTAssertFalse(FixedFrameFact.namesAWindow(other), other)
        }
    }
}

extension FixedFrameTests {
    /// Blind first run (AGPU): a table made with `translatesAutoresizingMaskIntoConstraints` off in its initializer
    /// and sized `view.bounds` once is laid out by nothing (no constraint names it); one pinned by anchors is.
    func testAutoresizingTurnedOffWithoutConstraintsLaysNothingOut() {
        func subjects(_ pin: String) -> [String] {
            frames(
                """
                final class News: UIViewController {
                    private let tableView: UITableView = {
                        let tableView = UITableView()
                        tableView.translatesAutoresizingMaskIntoConstraints = false
                        return tableView
                    }()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.addSubview(tableView)
                        tableView.frame = view.bounds
                        \(pin)
                    }
                }
                """
            ).map(\.subject)
        }
        XCTAssertEqual(subjects(""), ["tableView"])
        XCTAssertEqual(subjects("tableView.topAnchor.constraint(equalTo: view.topAnchor).isActive = true"), [])
    }
}
