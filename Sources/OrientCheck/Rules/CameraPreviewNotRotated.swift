import OrientEngine
import OrientFacts
import OrientOutput

/// A camera preview layer that nothing turns with the interface, on a screen that turns.
struct CameraPreviewNotRotated: LintRule {
    static let description = RuleDescription(
        id: "camera_preview_not_rotated",
        title: "Camera preview never turned with the interface",
        rationale: """
            An `AVCaptureVideoPreviewLayer` shows the camera's image as its connection is oriented: the app turns \
            it by setting the connection's `videoRotationAngle` (iOS 17, from an `AVCaptureDevice.RotationCoordinator`'s \
            `videoRotationAngleForHorizonLevelPreview`) or `videoOrientation` (before iOS 17), as the interface \
            turns (AVFoundation's documentation of both properties; UIKit turns the views, not the camera's image). \
            A preview whose code sets neither, nor rotates the layer, on a screen that can show another orientation \
            than portrait, shows the camera sideways in landscape and upside down in upside-down portrait: a QR or \
            barcode scanner that the user must hold the wrong way. The screen's orientations are what the app \
            allows on the device (the Info.plist, or every value of the app delegate's answer), narrowed by the \
            controllers UIKit asks over the screen (its own mask where UIKit may ask it; the container's or presenter's \
            where it never does, R5.2); a view's screen is the one controller holding it in a stored property. A \
            preview in a view or a SwiftUI screen, whose hosting screen the code does not tell, is reported at info. Read from the file that creates the layer; a file that \
            turns preview layers it does not create (a camera controller handed the view's layer) may turn any of \
            them, so then no preview of the target is reported. An orientation set only where the preview is set \
            up, in functions that never run when the interface turns (no turn or layout callback, notification or \
            selector reaches them), is set once: it counts as no turn. A preview made by a class that no other file names \
            (no code, storyboard or header shows it) is not reported: nothing shows that screen.
            """,
        severity: .warning,
        triggering: [
            .plist(ExampleProject.supportedOrientations("Portrait", "LandscapeLeft", "LandscapeRight")).adding(
                "Scanner.swift",
                """
                import UIKit
                import AVFoundation
                final class Scanner: UIViewController {
                    let session = AVCaptureSession()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let preview = ↓AVCaptureVideoPreviewLayer(session: session)
                        preview.frame = view.layer.bounds
                        view.layer.addSublayer(preview)
                    }
                }
                """
            ).adding(
                "Reader.m",
                """
                #import <AVFoundation/AVFoundation.h>
                @interface CodeReaderViewController : UIViewController
                @end
                @implementation CodeReaderViewController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    AVCaptureVideoPreviewLayer *layer = [↓AVCaptureVideoPreviewLayer layerWithSession:self.session];
                    [self.view.layer addSublayer:layer];
                }
                @end
                """
            ).adding(
                "Home.swift",
                """
                import UIKit
                final class Home: UIViewController {
                    func scan() { present(Scanner(), animated: true) }
                    func read() { present(CodeReaderViewController(), animated: true) }
                }
                """
            ).adding(
                // A blind first run (OldOS): one constant orientation, set where the preview is made, is no turn.
                "CameraPreview.swift",
                """
                import SwiftUI
                import AVFoundation
                struct CameraPreview: UIViewRepresentable {
                    final class PreviewView: UIView {
                        override class var layerClass: AnyClass { ↓AVCaptureVideoPreviewLayer.self }
                        var previewLayer: AVCaptureVideoPreviewLayer { layer as! AVCaptureVideoPreviewLayer }
                    }
                    let session: AVCaptureSession
                    func makeUIView(context: Context) -> PreviewView {
                        let view = PreviewView()
                        view.previewLayer.session = session
                        view.previewLayer.connection?.videoOrientation = .portrait
                        return view
                    }
                    func updateUIView(_ uiView: PreviewView, context: Context) {}
                }
                """
            ).adding(
                // A blind first run (iOS-Depth-Sampler): the video and depth outputs both fixed to portrait.
                "DepthCapture.swift",
                """
                import UIKit
                import AVFoundation
                final class DepthCapture: NSObject {
                    let session = AVCaptureSession()
                    let video = AVCaptureVideoDataOutput()
                    let depth = AVCaptureDepthDataOutput()
                    func start(in container: UIView) {
                        let preview = ↓AVCaptureVideoPreviewLayer(session: session)
                        preview.frame = container.bounds
                        container.layer.insertSublayer(preview, at: 0)
                        video.connection(with: .video)?.videoOrientation = .portrait
                        depth.connection(with: .depthData)?.videoOrientation = .portrait
                    }
                }
                """
            ).adding(
                "DepthViewController.swift",
                """
                import UIKit
                final class DepthViewController: UIViewController {
                    let capture = DepthCapture()
                    override func viewDidLoad() { super.viewDidLoad(); capture.start(in: view) }
                }
                """),
            // A blind first run (Session): the preview is a view's, held by a portrait screen that a navigation
            // controller shows; the navigation controller, not the screen, is asked. And CALayer's `+layer`
            // (dashwallet).
            .plist(ExampleProject.supportedOrientations("Portrait", "LandscapeLeft", "LandscapeRight")).adding(
                "Capture.swift",
                """
                import UIKit
                import AVFoundation
                final class CaptureView: UIView {
                    let previewLayer: AVCaptureVideoPreviewLayer
                    init(session: AVCaptureSession) {
                        previewLayer = ↓AVCaptureVideoPreviewLayer(session: session)
                        super.init(frame: .zero)
                        layer.addSublayer(previewLayer)
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                final class CaptureViewController: UIViewController {
                    var previewView: CaptureView!
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        previewView = CaptureView(session: AVCaptureSession())
                        view.addSubview(previewView)
                    }
                }
                final class Home: UIViewController {
                    func capture() {
                        let nav = UINavigationController(rootViewController: CaptureViewController())
                        nav.modalPresentationStyle = .fullScreen
                        present(nav, animated: true)
                    }
                    func read() { present(QRReaderViewController(), animated: true) }
                }
                """
            ).adding(
                "QRReader.m",
                """
                #import <AVFoundation/AVFoundation.h>
                @interface QRReaderViewController : UIViewController
                @end
                @implementation QRReaderViewController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    AVCaptureVideoPreviewLayer *layer = [↓AVCaptureVideoPreviewLayer layer];
                    [self.view.layer addSublayer:layer];
                }
                @end
                """),
            // A blind first run (Digital Health Pass): the orientation set once from the scene's where the scanner is
            // set up, never when the interface turns: turned from one landscape to the other, the image is upside
            // down.
            .plist(ExampleProject.supportedOrientations("Portrait", "LandscapeLeft", "LandscapeRight")).adding(
                "ScannerView.swift",
                """
                import UIKit
                import AVFoundation
                final class ScannerView: UIView {
                    var preview: AVCaptureVideoPreviewLayer?
                    override func layoutSubviews() { super.layoutSubviews(); preview?.frame = layer.bounds }
                    func setUp(session: AVCaptureSession) {
                        let preview = ↓QRPreviewLayer(session: session)
                        if let side = window?.windowScene?.interfaceOrientation, let connection = preview.connection {
                            switch side {
                            case .landscapeLeft: connection.videoOrientation = .landscapeLeft
                            case .landscapeRight: connection.videoOrientation = .landscapeRight
                            default: connection.videoOrientation = .portrait
                            }
                        }
                        layer.addSublayer(preview)
                        self.preview = preview
                    }
                }
                final class ScanViewController: UIViewController {
                    let scanner = ScannerView()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.addSubview(scanner)
                        scanner.setUp(session: AVCaptureSession())
                    }
                }
                final class Home: UIViewController {
                    func scan() { present(ScanViewController(), animated: true) }
                }
                """
            ).adding(
                // The app's own subclass, in a file of its own.
                "QRPreviewLayer.swift",
                """
                import AVFoundation
                final class QRPreviewLayer: AVCaptureVideoPreviewLayer {
                    var maskSize = CGSize.zero
                }
                """)
        ],
        nonTriggering: [
            // A layer named like a preview that is none (a gradient behind a photo's preview).
            .plist(ExampleProject.supportedOrientations("Portrait", "LandscapeLeft", "LandscapeRight")).adding(
                "Photo.swift",
                """
                import UIKit
                final class FadePreviewLayer: CAGradientLayer {}
                final class PhotoViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.layer.addSublayer(FadePreviewLayer())
                    }
                }
                final class Home: UIViewController {
                    func show() { present(PhotoViewController(), animated: true) }
                }
                """),
            // The same setup, and the orientation set again when the interface turns.
            .plist(ExampleProject.supportedOrientations("Portrait", "LandscapeLeft", "LandscapeRight")).adding(
                "ScannerView.swift",
                """
                import UIKit
                import AVFoundation
                final class ScannerView: UIView {
                    var preview: AVCaptureVideoPreviewLayer?
                    override func layoutSubviews() { super.layoutSubviews(); preview?.frame = layer.bounds; turn() }
                    func setUp(session: AVCaptureSession) {
                        let preview = AVCaptureVideoPreviewLayer(session: session)
                        layer.addSublayer(preview)
                        self.preview = preview
                        turn()
                    }
                    func turn() {
                        guard let side = window?.windowScene?.interfaceOrientation, let c = preview?.connection else { return }
                        c.videoOrientation = side == .landscapeLeft ? .landscapeLeft : (side == .landscapeRight ? .landscapeRight : .portrait)
                    }
                }
                final class ScanViewController: UIViewController {
                    let scanner = ScannerView()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.addSubview(scanner)
                        scanner.setUp(session: AVCaptureSession())
                    }
                }
                final class Home: UIViewController {
                    func scan() { present(ScanViewController(), animated: true) }
                }
                """),
            // The same view on a portrait screen UIKit asks (presented full screen): it never turns.
            .plist(ExampleProject.supportedOrientations("Portrait", "LandscapeLeft", "LandscapeRight")).adding(
                "Capture.swift",
                """
                import UIKit
                import AVFoundation
                final class CaptureView: UIView {
                    let previewLayer: AVCaptureVideoPreviewLayer
                    init(session: AVCaptureSession) {
                        previewLayer = AVCaptureVideoPreviewLayer(session: session)
                        super.init(frame: .zero)
                        layer.addSublayer(previewLayer)
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                final class CaptureViewController: UIViewController {
                    var previewView: CaptureView!
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        previewView = CaptureView(session: AVCaptureSession())
                        view.addSubview(previewView)
                    }
                }
                final class Home: UIViewController {
                    func capture() {
                        let screen = CaptureViewController()
                        screen.modalPresentationStyle = .fullScreen
                        present(screen, animated: true)
                    }
                }
                """),
            // A scanner no other file names: nothing shows it (a blind reading of Spend Stack).
            .plist(ExampleProject.supportedOrientations("Portrait", "LandscapeLeft", "LandscapeRight")).adding(
                "Scanner.swift",
                """
                import UIKit
                import AVFoundation
                final class Scanner: UIViewController {
                    let session = AVCaptureSession()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.layer.addSublayer(AVCaptureVideoPreviewLayer(session: session))
                    }
                }
                """),
            // One constant per side of the interface, in a switch: a turn.
            .plist(ExampleProject.supportedOrientations("Portrait", "LandscapeLeft", "LandscapeRight")).adding(
                "CameraPreview.swift",
                """
                import UIKit
                import AVFoundation
                final class PreviewView: UIView {
                    override class var layerClass: AnyClass { AVCaptureVideoPreviewLayer.self }
                    var previewLayer: AVCaptureVideoPreviewLayer { layer as! AVCaptureVideoPreviewLayer }
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        switch window?.windowScene?.interfaceOrientation {
                        case .landscapeLeft?: previewLayer.connection?.videoOrientation = .landscapeLeft
                        default: break
                        }
                    }
                }
                """),
            // Turned with the interface; a portrait-only screen; a portrait-only app.
            .plist(ExampleProject.supportedOrientations("Portrait", "LandscapeLeft", "LandscapeRight")).adding(
                "Scanner.swift",
                """
                import UIKit
                import AVFoundation
                final class Scanner: UIViewController {
                    let session = AVCaptureSession()
                    var preview: AVCaptureVideoPreviewLayer?
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        preview = AVCaptureVideoPreviewLayer(session: session)
                    }
                    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                        super.viewWillTransition(to: size, with: coordinator)
                        preview?.connection?.videoRotationAngle = 0
                    }
                }
                final class PortraitScanner: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                    let preview = AVCaptureVideoPreviewLayer(session: AVCaptureSession())
                }
                """),
            .plist(
                """
                \t<key>UISupportedInterfaceOrientations</key>
                \t<array><string>UIInterfaceOrientationPortrait</string></array>
                """
            ).adding(
                "Scanner.swift",
                """
                import UIKit
                import AVFoundation
                final class Scanner: UIViewController {
                    let preview = AVCaptureVideoPreviewLayer(session: AVCaptureSession())
                }
                """),
            // Made in one file, turned in another that is handed the layer.
            .plist(ExampleProject.supportedOrientations("Portrait", "LandscapeLeft", "LandscapeRight")).adding(
                "CameraView.swift",
                """
                import UIKit
                import AVFoundation
                final class CameraView: UIView {
                    override static var layerClass: AnyClass { AVCaptureVideoPreviewLayer.self }
                }
                """
            ).adding(
                "CameraController.swift",
                """
                import UIKit
                import AVFoundation
                final class CameraController {
                    weak var layer: AVCaptureVideoPreviewLayer?
                    init(view: UIView) { layer = view.layer as? AVCaptureVideoPreviewLayer }
                    func update(_ orientation: AVCaptureVideoOrientation) { layer?.connection?.videoOrientation = orientation }
                }
                """)
        ])

    func check(_ context: CheckContext) -> [Finding] {
        // Which layers such a file turns is not told: every preview of the target may be one of them.
        if context.facts.files.contains(where: { $0.turnsPreviewLayers && $0.cameraPreviews.isEmpty }) { return [] }
        var out: [Finding] = []
        for p in context.facts.cameraPreviews where !p.rotated {
            // The screen: the controller that makes the preview, or the one holding the view that does.
            let controller = p.inType.flatMap {
                context.controllerKind($0) != nil ? $0 : context.hostScreen(ofView: $0)
            }
            var warn: [DeviceClass] = [], info: [DeviceClass] = []
            var turned: OrientationMask = []
            for d in context.devices where d != .vision {
                guard let app = context.possibleAppMasks(on: d).values, !app.isEmpty else { continue }
                // The masks of the controllers UIKit asks over the screen count; anything unknown there says nothing.
                var own: [OrientationMask] = [.all]
                if let controller, context.devicesAskingControllers.contains(d) {
                    guard let masks = context.masksShowing(controller, on: d) else { continue }
                    own = masks
                }
                let shown = app.flatMap { a in own.map { a.intersection($0).subtracting(.portrait) } }
                guard shown.contains(where: { !$0.isEmpty }) else { continue }
                turned.formUnion(shown.reduce(OrientationMask.empty) { $0.union($1) })
                if controller != nil && shown.allSatisfy({ !$0.isEmpty }) { warn.append(d) } else { info.append(d) }
            }
            for (devices, severity) in [(warn, Severity?.none), (info, .info)] where !devices.isEmpty {
                out.append(
                    finding(
                        context, at: p.location, Message.sideways(p.inType, turned, screenKnown: controller != nil),
                        devices: devices, versions: "all", fix: Message.fix, severity: severity))
            }
        }
        return out
    }
}

extension CameraPreviewNotRotated {
    /// What the rule says, in one place.
    enum Message {
        static func sideways(_ type: String?, _ turned: OrientationMask, screenKnown: Bool) -> String {
            "\(type ?? "this code") creates a camera preview that nothing turns with the interface (this file sets no videoRotationAngle or videoOrientation when the interface turns): "
                + (screenKnown ? "where its screen shows " : "where the screen showing it turns to ")
                + "\(turned.names), the camera's image is sideways or upside down"
        }
        static let fix =
            "Set the preview's connection.videoRotationAngle from an AVCaptureDevice.RotationCoordinator's videoRotationAngleForHorizonLevelPreview (iOS 17), or videoOrientation from the window scene's interface orientation after each size change; or keep the screen in portrait"
    }
}
