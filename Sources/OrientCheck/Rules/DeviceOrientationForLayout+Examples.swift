// The examples of `orient rules device_orientation_for_layout` (docs/rules) that report: a finding at each ↓, run
// by RuleExamplesTests. Those where nothing is reported are in DeviceOrientationForLayout+QuietExamples.swift.

import OrientEngine
import OrientFacts
import OrientOutput

extension DeviceOrientationForLayout {
    static let triggeringExamples: [Example] = [
        // Its twin: the switch leaves the landscapes to `default:`, where the device decides them.
        .swift(
            """
            import UIKit
            final class Banner: UIView {
                func height() -> CGFloat {
                    switch window?.windowScene?.interfaceOrientation ?? .unknown {
                    case .portrait, .portraitUpsideDown: return 80
                    default: return fallbackHeight()
                    }
                }
                private func fallbackHeight() -> CGFloat {
                    ↓UIDevice.current.orientation.isLandscape ? 40 : 80
                }
            }
            """),
        .swift(
            """
            import UIKit
            final class Detail: UIViewController {
                override var preferredStatusBarStyle: UIStatusBarStyle {
                    ↓UIDevice.current.orientation.isLandscape ? .default : .lightContent
                }
                func scrollViewDidScroll(_ scrollView: UIScrollView) {
                    if ↓UIDevice.current.orientation.isPortrait { title = "Detail" }
                }
                func layout() {
                    switch ↓UIDevice.current.orientation {
                    case .landscapeLeft, .landscapeRight: view.backgroundColor = .black
                    default: view.backgroundColor = .white
                    }
                }
            }
            """),
        // A property kept from the device, declared for iOS only: the filter (landscape or portrait, not flat) is no
        // decision, the side picked in its branch is (Provenance's skin menu).
        .swift(
            """
            import SwiftUI
            struct Menu: View {
                #if os(iOS)
                @State private var orientation = UIDevice.current.orientation
                #endif
                @State private var side = 0
                var body: some View {
                    Text("\\(side)").onReceive(NotificationCenter.default.publisher(for: UIDevice.orientationDidChangeNotification)) { _ in
                        self.orientation = UIDevice.current.orientation
                        if self.orientation.isLandscape || self.orientation.isPortrait {
                            self.side = ↓self.orientation.isLandscape ? 1 : 0
                        }
                    }
                }
            }
            """),
        // A property wrapper over a shared manager that publishes the device's orientation, handed to it through a
        // method: the screens that test the wrapped value decide from the device (a blind reading of swiyu).
        Example([
            "Orientation.swift": """
            import Combine
            import SwiftUI
            @propertyWrapper
            public struct Orientation: DynamicProperty {
                @StateObject private var manager = OrientationManager.shared
                public var wrappedValue: UIDeviceOrientation { manager.type }
            }
            final class OrientationManager: ObservableObject {
                static let shared = OrientationManager()
                @Published var type = UIDeviceOrientation.unknown
                private var cancellables = Set<AnyCancellable>()
                private init() {
                    NotificationCenter.default.publisher(for: UIDevice.orientationDidChangeNotification)
                        .sink { [weak self] _ in self?.update(with: ↓UIDevice.current.orientation) }
                        .store(in: &cancellables)
                }
                private func update(with orientation: UIInterfaceOrientation) {}
                private func update(with orientation: UIDeviceOrientation) {
                    guard orientation.isValidInterfaceOrientation else { return }
                    type = orientation
                }
            }
            """,
            "Login.swift": """
            import SwiftUI
            struct Login: View {
                @Orientation private var orientation
                var body: some View {
                    if orientation.isLandscape { HStack { Text("PIN") } } else { VStack { Text("PIN") } }
                }
            }
            """
        ]),
        // A modifier (declared in another file) that hands its closure the device's orientation, as Hacking with
        // Swift's widely copied `onRotate` does: the closure's tests are on the device (a blind first run, nl-mgo).
        Example([
            "Rotation.swift": """
            import SwiftUI
            struct DeviceRotationViewModifier: ViewModifier {
                let action: (UIDeviceOrientation) -> Void
                func body(content: Content) -> some View {
                    content.onReceive(NotificationCenter.default.publisher(for: UIDevice.orientationDidChangeNotification)) { _ in
                        action(UIDevice.current.orientation)
                    }
                }
            }
            extension View {
                func onRotate(perform action: @escaping (UIDeviceOrientation) -> Void) -> some View {
                    modifier(DeviceRotationViewModifier(action: action))
                }
            }
            """,
            "Intro.swift": """
            import SwiftUI
            struct Intro: View {
                @State private var showImage = true
                var body: some View {
                    VStack { if showImage { Image("hero") } }
                        .onRotate { newOrientation in
                            guard !newOrientation.isFlat else { return }
                            showImage = !↓newOrientation.isLandscape
                        }
                }
            }
            struct Card: View {
                @State private var showImage = true
                var body: some View {
                    Text(showImage ? "card" : "").onRotate { newOrientation in handleRotation(newOrientation) }
                }
                func handleRotation(_ orientation: UIDeviceOrientation) {
                    showImage = !↓orientation.isLandscape
                }
            }
            """
        ]),
        // A local holding the device's orientation, handed to a method that switches on it (a blind first run, a
        // video player's fake full screen).
        .swift(
            """
            import UIKit
            final class Player: UIViewController {
                @objc func orientationDidChange() {
                    let orientation = UIDevice.current.orientation
                    handle(orientation)
                }
                private func handle(_ orientation: UIDeviceOrientation) {
                    switch ↓orientation {
                    case .landscapeLeft, .landscapeRight: navigationController?.setNavigationBarHidden(true, animated: true)
                    default: navigationController?.setNavigationBarHidden(false, animated: true)
                    }
                }
            }
            """),
        // A preview's connection turned by how the device is held, through a conversion of the app's own (a blind
        // first run, a QR scanner).
        .swift(
            """
            import UIKit
            import AVFoundation
            final class ScannerView: UIView {
                override var frame: CGRect {
                    didSet {
                        for case let preview as AVCaptureVideoPreviewLayer in layer.sublayers ?? [] {
                            preview.frame = bounds
                            preview.connection?.videoOrientation = ↓UIDevice.current.orientation.avCapture
                        }
                    }
                }
            }
            private extension UIDeviceOrientation {
                var avCapture: AVCaptureVideoOrientation { self == .landscapeLeft ? .landscapeRight : .portrait }
            }
            """),
        // The same with a default for a device held flat (a blind first run, a barcode scanner): flat in landscape,
        // the preview turns to portrait.
        .swift(
            """
            import UIKit
            import AVFoundation
            final class Scanner: UIViewController {
                let preview = AVCaptureVideoPreviewLayer()
                override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                    super.viewWillTransition(to: size, with: coordinator)
                    setVideoOrientation()
                }
                private func setVideoOrientation() {
                    preview.connection?.videoOrientation = ↓UIDevice.current.orientation.videoOrientation ?? .portrait
                }
            }
            extension UIDeviceOrientation {
                var videoOrientation: AVCaptureVideoOrientation? { self == .landscapeLeft ? .landscapeRight : nil }
            }
            """),
        // Through a local, in a SwiftUI view; a camera preview (the interface's orientation is meant).
        .swift(
            """
            import SwiftUI
            import AVFoundation
            struct Overlay: View {
                var body: some View {
                    GeometryReader { proxy in
                        let orientation = ↓UIDevice.current.orientation
                        if case .landscapeRight = orientation { Text("right") } else { Text("left") }
                    }
                }
            }
            final class Preview: UIView {
                var previewLayer: AVCaptureVideoPreviewLayer!
                func adjust() {
                    if ↓UIDevice.current.orientation == .landscapeLeft {
                        previewLayer.connection?.videoOrientation = .landscapeRight
                    }
                }
                func sides() -> Bool { ↓UIApplication.shared.statusBarOrientation.isLandscape }
            }
            """),
        .objc(
            """
            #import <UIKit/UIKit.h>
            @implementation DetailViewController
            - (void)viewWillAppear:(BOOL)animated {
                [super viewWillAppear:animated];
                if (UIDeviceOrientationIsLandscape(↓[[UIDevice currentDevice] orientation])) { self.title = @"wide"; }
                UIDeviceOrientation o = ↓[UIDevice currentDevice].orientation;
                switch (o) { case UIDeviceOrientationPortrait: self.title = @"tall"; break; default: break; }
            }
            - (void)lock { self.orientation = UIInterfaceOrientationMaskPortrait; }
            @end
            """),
        // Blind first run (dashwallet): the device's value handed to a method of the file, which decides from it.
        .objc(
            """
            #import <UIKit/UIKit.h>
            @implementation OnboardingViewController
            - (void)viewDidLayoutSubviews {
                [super viewDidLayoutSubviews];
                const UIDeviceOrientation deviceOrientation = ↓[UIDevice currentDevice].orientation;
                self.bezel.transform = [self transformForDeviceOrientation:deviceOrientation];
            }
            - (CGAffineTransform)transformForDeviceOrientation:(UIDeviceOrientation)orientation {
                if (orientation == UIDeviceOrientationLandscapeLeft) { return CGAffineTransformMakeRotation(M_PI_2); }
                return CGAffineTransformIdentity;
            }
            @end
            """),
        // Blind first run (Alfresco): the device's value cast to an interface orientation in a local, then tested.
        .objc(
            """
            #import <UIKit/UIKit.h>
            @implementation PinViewController
            - (void)setupConstraints {
                UIInterfaceOrientation toOrientation = (UIInterfaceOrientation)↓[[UIDevice currentDevice] orientation];
                _logoTopConstraint.constant = UIInterfaceOrientationIsPortrait(toOrientation) ? 140 : 40;
            }
            @end
            """),
        // Blind first run (clearcam): a method of the file returns the device's orientation (flat readings
        // replaced from the status bar); the buttons are placed from what it returns.
        .objc(
            """
            #import <UIKit/UIKit.h>
            @implementation CameraViewController
            - (UIDeviceOrientation)currentOrientation {
                UIDeviceOrientation o = [[UIDevice currentDevice] orientation];
                if (o == UIDeviceOrientationFaceUp || UIDeviceOrientationUnknown == o) { return UIDeviceOrientationPortrait; }
                return o;
            }
            - (void)placeButtons {
                UIDeviceOrientation orientation = ↓[self currentOrientation];
                if (orientation == UIDeviceOrientationLandscapeRight) { self.recordButton.center = CGPointMake(40, 200); }
            }
            @end
            """),
        // A member returning the device's orientation (flat readings dropped): its callers decide on it.
        .swift(
            """
            import UIKit
            struct Orientation {
                static var isLandscape: Bool { ↓orientation?.isLandscape ?? false }
                private static var orientation: UIDeviceOrientation? {
                    let o = UIDevice.current.orientation
                    return o.isValidInterfaceOrientation ? o : nil
                }
            }
            final class Toolbar: UIView {
                func currentOrientation() -> UIDeviceOrientation { UIDevice.current.orientation }
                override func layoutSubviews() {
                    super.layoutSubviews()
                    if ↓currentOrientation() == .landscapeLeft { frame.size.height = 32 }
                }
            }
            """),
        // Blind first run (Puzzles): the interface's macro given the device's value still tests how it is held.
        .objc(
            """
            #import <UIKit/UIKit.h>
            @implementation GameView
            - (void)layoutSubviews {
                CGFloat toolbar = 44;
                if (UIInterfaceOrientationIsLandscape(↓[UIDevice currentDevice].orientation)) { toolbar = 32; }
            }
            @end
            """),
        // UIViewController's own interfaceOrientation, deprecated in iOS 8 (info); a window scene's is the fix.
        .objc(
            """
            #import <UIKit/UIKit.h>
            @implementation RoomViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.wide = UIInterfaceOrientationIsLandscape(self.↓interfaceOrientation);
                self.tall = UIInterfaceOrientationIsPortrait([self ↓interfaceOrientation]);
            }
            @end
            """),
        // Controls counter-rotated by the device on an iPad that multitasks: the interface turns too.
        .swift(
            """
            import SwiftUI
            struct ScannerControls: View {
                @State private var deviceOrientation = UIDevice.current.orientation
                var body: some View { Image(systemName: "bolt").rotationEffect(rotation) }
                private var rotation: Angle {
                    switch ↓deviceOrientation {
                    case .landscapeLeft: return .degrees(90)
                    case .landscapeRight: return .degrees(-90)
                    default: return .degrees(0)
                    }
                }
            }
            """, settings: ["TARGETED_DEVICE_FAMILY": "1,2"]),
        // Handed to a method of the same screen, which decides on its parameter.
        .swift(
            """
            import UIKit
            final class Upload: UIViewController {
                override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                    updateConstraints(to: UIDevice.current.orientation)
                }
                func updateConstraints(to orientation: UIDeviceOrientation) {
                    if ↓orientation.isLandscape { view.layoutMargins = .zero }
                }
            }
            """),
        // A local tested in a parenthesised switch.
        .swift(
            """
            import UIKit
            final class Board: UIViewController {
                var columns = 2
                func relayout() {
                    let orientation = ↓UIDevice.current.orientation
                    switch (orientation) {
                    case .landscapeLeft, .landscapeRight: columns = 4
                    default: columns = 2
                    }
                }
            }
            """),
        // A test kept in a SwiftUI state that the body reads.
        .swift(
            """
            import SwiftUI
            struct Grid: View {
                @State private var wide = ↓UIDevice.current.orientation.isLandscape
                var body: some View { Text(wide ? "wide" : "tall") }
            }
            """),
        // One element of a tuple the switch matches (a banner's insets by side and writing direction).
        .swift(
            """
            import UIKit
            final class Banner: UIView {
                var insets: UIEdgeInsets {
                    let orientation = ↓UIDevice.current.orientation
                    switch (orientation, effectiveUserInterfaceLayoutDirection) {
                    case (.landscapeLeft, .rightToLeft): return UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 0)
                    default: return .zero
                    }
                }
            }
            """),
        // Kept in a property and decided on elsewhere in its type (a SwiftUI view's state).
        .swift(
            """
            import SwiftUI
            struct Main: View {
                @State private var orientation = UIDevice.current.orientation
                var body: some View {
                    GeometryReader { geometry in
                        HStack {}
                            .padding(.leading, ↓orientation == .landscapeRight ? -geometry.safeAreaInsets.leading : 0)
                    }
                }
            }
            """),
        .swift(
            """
            import UIKit
            final class Room: UIViewController {
                var wide: Bool { ↓self.interfaceOrientation.isLandscape }
                var sceneWide: Bool { view.window?.windowScene?.interfaceOrientation.isLandscape ?? false }
            }
            """),
        // A private function is seen by the type's extensions in the same file: called from one, it is live.
        .swift(
            """
            import UIKit
            final class Player: UIViewController {
                override func viewDidLayoutSubviews() { placeVisualizer(view) }
            }
            extension Player {
                private func placeVisualizer(_ bar: UIView) {
                    switch ↓UIDevice.current.orientation {
                    case .landscapeLeft: bar.frame.origin.x = 40
                    default: bar.frame.origin.x = 0
                    }
                }
            }
            """)
    ]
}
