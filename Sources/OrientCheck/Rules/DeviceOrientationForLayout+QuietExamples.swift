// The examples of `orient rules device_orientation_for_layout` where nothing is reported: a device reading that
// decides nothing, that means the device, or that the interface's shape decides too. Run by RuleExamplesTests.

import OrientEngine
import OrientFacts
import OrientOutput

extension DeviceOrientationForLayout {
    static let nonTriggeringExamples: [Example] = [
        // A blind first run (Martini): the device is read only when the scene's orientation is unknown, in a
        // function called from the `default:` of a switch naming all four interface orientations.
        .swift(
            """
            import AVFoundation
            import UIKit
            final class ScoutCamera: UIView {
                func previewOrientation() -> AVCaptureVideoOrientation {
                    let orientation = window?.windowScene?.interfaceOrientation ?? .unknown
                    switch orientation {
                    case .landscapeLeft: return .landscapeLeft
                    case .landscapeRight: return .landscapeRight
                    case .portrait: return .portrait
                    case .portraitUpsideDown: return .portraitUpsideDown
                    default: return fallbackOrientation()
                    }
                }
                private func fallbackOrientation() -> AVCaptureVideoOrientation {
                    switch UIDevice.current.orientation {
                    case .landscapeLeft: return .landscapeRight
                    case .landscapeRight: return .landscapeLeft
                    default: return .portrait
                    }
                }
            }
            """),
        // The same manager published to views that never test it (a blind reading of LLMFarm), and a view that
        // tests another type's `type`.
        Example([
            "Manager.swift": """
            import Combine
            import UIKit
            final class OrientationManager: ObservableObject {
                @Published var type = UIDeviceOrientation.unknown
                func refresh() { type = UIDevice.current.orientation }
            }
            """,
            "Chat.swift": """
            import SwiftUI
            struct Chat: View {
                @StateObject var manager = OrientationManager()
                let file: Attachment
                var body: some View {
                    Text(file.type == .image ? "photo" : "file").onAppear { manager.refresh() }
                }
            }
            """
        ]),
        // The device's side a closure is handed, passed on to another object (a call's video, Linphone): the device
        // is meant there, as for a read passed on.
        Example([
            "Rotation.swift": """
            import SwiftUI
            extension View {
                func onRotate(perform action: @escaping (UIDeviceOrientation) -> Void) -> some View { self }
            }
            """,
            "Call.swift": """
            import SwiftUI
            final class CallModel { func orientationUpdate(orientation: UIDeviceOrientation) {} }
            struct Call: View {
                @State private var orientation = UIDevice.current.orientation
                @State private var restarted = false
                let model = CallModel()
                var body: some View {
                    Text(restarted ? "a" : "b").onRotate { newOrientation in
                        let old = orientation
                        orientation = newOrientation
                        if old != orientation && orientation.isLandscape { restarted = true }
                        model.orientationUpdate(orientation: orientation)
                    }
                }
            }
            """
        ]),
        // A camera model that follows the device's motion starts from the device's orientation on purpose.
        .swift(
            """
            import UIKit
            import CoreMotion
            final class CameraModel: ObservableObject {
                @Published var orientation = UIDevice.current.orientation
                private let manager = CMMotionManager()
                var angle: Double {
                    switch orientation {
                    case .landscapeLeft: return .pi / 2
                    default: return 0
                    }
                }
            }
            """),
        // A closure handed to a function that hands it something else (a size's side): no device in it.
        .swift(
            """
            import SwiftUI
            extension CGSize { var isLandscape: Bool { width > height } }
            extension View {
                func onResize(perform action: @escaping (CGSize) -> Void) -> some View { self }
            }
            struct Board: View {
                @State private var wide = false
                var body: some View {
                    Text(wide ? "wide" : "tall").onResize { size in wide = size.isLandscape }
                }
            }
            """),
        // Corpus (loose-leaf): the device's side kept, then cast and handed to a delegate that turns the interface
        // with the device on purpose.
        .objc(
            """
            #import <UIKit/UIKit.h>
            @implementation MMRotationManager
            - (void)didRotate:(NSNotification *)notification {
                UIDeviceOrientation orientation = [[UIDevice currentDevice] orientation];
                if (orientation == UIDeviceOrientationPortrait || orientation == UIDeviceOrientationLandscapeLeft) {
                    goalTrust = 1.0;
                }
                UIInterfaceOrientation devOrient = (UIInterfaceOrientation)orientation;
                [delegate didRotateInterfaceFrom:current to:devOrient];
            }
            @end
            """),
        // A blind first run (a weather app): an observer left in the app delegate that only logs which way the
        // device is held decides nothing.
        .swift(
            """
            import UIKit
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                @objc func rotated() {
                    if UIDevice.current.orientation.isLandscape {
                        print("Landscape")
                    } else if UIDevice.current.orientation.isPortrait {
                        logger.debug("Portrait")
                    }
                }
            }
            """),
        // A test kept in a state nothing reads: a local of the same name hides it, and the one function reading it
        // is private and never called.
        .swift(
            """
            import SwiftUI
            struct Library: View {
                @State private var isLandscape: Bool = UIDevice.current.orientation.isLandscape
                var columns: Int {
                    let isLandscape = UIScreen.main.bounds.width > UIScreen.main.bounds.height
                    return isLandscape ? 4 : 2
                }
                var body: some View { Text("\\(columns)") }
                private func updateOrientation() { isLandscape = UIDevice.current.orientation.isLandscape }
                private func determineColumns() -> Int { isLandscape ? 4 : 2 }
            }
            """),
        // The same with the property and the local declared in `#if` clauses an iOS build compiles, and the test
        // picking a plain value (Provenance's skin menu): a decision on the local is the local's, not the property's.
        .swift(
            """
            import SwiftUI
            struct SkinMenu: View {
                #if os(iOS)
                @State private var current: Int = UIDevice.current.orientation.isLandscape ? 1 : 0
                #else
                @State private var current: Int = 1
                #endif
                var body: some View { Button("Save") { save() } }
                func save() {
                    #if !os(tvOS)
                    let current = 1
                    #else
                    let current = 0
                    #endif
                    Store.save(current == 1 ? "wide" : "tall")
                }
            }
            """),
        // Blind reading of AppRTC: landscape or portrait, that is, not flat and not unknown; a filter, no side.
        .objc(
            """
            #import <UIKit/UIKit.h>
            @implementation CallClient
            - (void)orientationChanged:(NSNotification *)notification {
                UIDeviceOrientation orientation = [[UIDevice currentDevice] orientation];
                if (UIDeviceOrientationIsLandscape(orientation) || UIDeviceOrientationIsPortrait(orientation)) {
                    [self restartCapture];
                }
            }
            @end
            """),
        .swift(
            """
            import UIKit
            final class CallClient {
                func turned() {
                    let o = UIDevice.current.orientation
                    if o.isLandscape || o.isPortrait { restartCapture() }
                }
                func restartCapture() {}
            }
            """),
        // Blind reading of Colloquy: the test only picks a text for a report, literal or localized.
        .objc(
            """
            #import <UIKit/UIKit.h>
            @implementation ChatController
            - (NSString *)sysinfo {
                NSString *orientation = UIDeviceOrientationIsLandscape([UIDevice currentDevice].orientation) ? NSLocalizedString(@"landscape", @"landscape orientation") : @"portrait";
                return orientation;
            }
            @end
            """),
        .swift(
            """
            import UIKit
            final class Report {
                var side: String {
                    UIDevice.current.orientation.isLandscape
                        ? NSLocalizedString("landscape", comment: "") : String(localized: "portrait")
                }
            }
            """),
        // While the interface turns, a valid device reading is the side it turns to (Apple's AVCam sample).
        .objc(
            """
            #import <UIKit/UIKit.h>
            @implementation CamViewController
            - (void)viewWillTransitionToSize:(CGSize)size withTransitionCoordinator:(id<UIViewControllerTransitionCoordinator>)coordinator {
                [super viewWillTransitionToSize:size withTransitionCoordinator:coordinator];
                UIDeviceOrientation d = [UIDevice currentDevice].orientation;
                if (UIDeviceOrientationIsPortrait(d) || UIDeviceOrientationIsLandscape(d)) {
                    self.previewLayer.connection.videoOrientation = (AVCaptureVideoOrientation)d;
                }
            }
            @end
            """),
        .swift(
            """
            import UIKit
            final class CamViewController: UIViewController {
                override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                    super.viewWillTransition(to: size, with: coordinator)
                    let d = UIDevice.current.orientation
                    guard d.isValidInterfaceOrientation else { return }
                    if d == .landscapeLeft { view.layer.setAffineTransform(.identity) }
                }
            }
            """),
        // A compass heading is measured against the device's top: turned by how the device is held.
        .objc(
            """
            #import <UIKit/UIKit.h>
            @implementation TrackLogger
            - (double)adjustHeadingToOrientation:(double)heading {
                switch ([[UIDevice currentDevice] orientation]) {
                    case UIDeviceOrientationLandscapeLeft: return fmod(heading + 90, 360.0);
                    default: return heading;
                }
            }
            @end
            """),
        // A live stream's capture orientation follows the device on purpose.
        .swift(
            """
            import UIKit
            final class Streamer {
                let media = Media()
                func updateOrientation() {
                    switch UIDevice.current.orientation {
                    case .landscapeLeft: media.setVideoOrientation(value: .landscapeRight)
                    default: break
                    }
                }
            }
            """),
        // The branches of the test only set a private property that nothing reads.
        .swift(
            """
            import UIKit
            final class Banner: UIView {
                private var wide = false
                func refresh() {
                    if UIDevice.current.orientation.isLandscape { wide = true } else { wide = false }
                }
            }
            """),
        // Corpus (Provenance): the switch is in a private function that nothing in the file calls.
        .swift(
            """
            import UIKit
            final class Player: UIViewController {}
            extension Player {
                private func placeVisualizer(_ bar: UIView) {
                    switch UIDevice.current.orientation {
                    case .landscapeLeft: bar.frame.origin.x = 40
                    default: bar.frame.origin.x = 0
                    }
                }
            }
            """),
        // A blind reading (SaxWeather): the test is in a private computed property that nothing reads.
        .swift(
            """
            import SwiftUI
            struct Cards: View {
                private var spacing: CGFloat {
                    let tighten: CGFloat = {
                        let isLandscape = UIDevice.current.orientation.isLandscape
                        return isLandscape ? 8 : 0
                    }()
                    return 16 - tighten
                }
                var body: some View { Text("Cards") }
            }
            """),
        // A tuple switch whose cases test only for a device lying flat: no layout decided from a side.
        .swift(
            """
            import UIKit
            final class Tip {
                func changed(from previous: UIDeviceOrientation) {
                    switch (previous, UIDevice.current.orientation) {
                    case (_, .faceUp), (_, .faceDown), (.faceUp, _): return
                    default: reset()
                    }
                }
                func reset() {}
            }
            """),
        // The interface orientation, the size; the device's orientation passed on or stored, not tested here.
        .swift(
            """
            import UIKit
            final class Detail: UIViewController {
                var last: UIDeviceOrientation = .unknown
                override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                    super.viewWillTransition(to: size, with: coordinator)
                    if size.width > size.height { title = "wide" }
                    if view.window?.windowScene?.interfaceOrientation.isLandscape == true { title = "landscape" }
                    last = UIDevice.current.orientation
                    log(UIDevice.current.orientation)
                }
                func log(_ o: UIDeviceOrientation) {}
            }
            """),
        // About the device itself: a captured photo's orientation, motion, a rotation forced to follow the device.
        .swift(
            """
            import UIKit
            import AVFoundation
            final class Camera: NSObject {
                let photoOutput = AVCapturePhotoOutput()
                func shoot() {
                    let connection = photoOutput.connection(with: .video)
                    if UIDevice.current.orientation == .landscapeLeft { connection?.videoOrientation = .landscapeRight }
                }
            }
            final class Player: UIViewController {
                func follow() {
                    guard UIDevice.current.orientation.isLandscape else { return }
                    view.window?.windowScene?.requestGeometryUpdate(.iOS(interfaceOrientations: .landscape))
                }
            }
            """),
        // Nothing shown from it: counted, named in a label, after a return; or the size decides.
        .swift(
            """
            import UIKit
            final class Stats {
                func fire() { if UIDevice.current.orientation.isLandscape { Pixel.fire(pixel: .landscape) } }
            }
            final class Pad: UIViewController {
                let label = UILabel()
                func describe() {
                    let o = UIDevice.current.orientation
                    label.text = o.isPortrait ? "Portrait" : "Other"
                }
                func old() {
                    return
                    let dark = UIDevice.current.orientation.isLandscape
                    view.backgroundColor = dark ? .black : .white
                }
                override func viewDidLayoutSubviews() {
                    if view.bounds.width > view.bounds.height || UIDevice.current.orientation.isLandscape {
                        view.backgroundColor = .black
                    }
                }
            }
            """),
        .objc(
            """
            #import <UIKit/UIKit.h>
            @implementation Camera
            - (void)shoot {
                AVCaptureConnection *c = [self.photoOutput connectionWithMediaType:AVMediaTypeVideo];
                if ([[UIDevice currentDevice] orientation] == UIDeviceOrientationLandscapeLeft) { c.videoOrientation = AVCaptureVideoOrientationLandscapeRight; }
            }
            - (void)remember { self.last = [[UIDevice currentDevice] orientation]; }
            @end
            """),
        // Only real orientations passed on (flat and unknown filtered out); the device as the fallback of code
        // that reads the window scene first.
        .swift(
            """
            import SwiftUI
            struct Rotation: ViewModifier {
                let action: (UIDeviceOrientation) -> Void
                func body(content: Content) -> some View {
                    content.onReceive(NotificationCenter.default.publisher(for: UIDevice.orientationDidChangeNotification)) { _ in
                        if UIDevice.current.orientation == .portrait || UIDevice.current.orientation == .landscapeLeft
                            || UIDevice.current.orientation == .landscapeRight {
                            action(UIDevice.current.orientation)
                        }
                    }
                }
            }
            final class Dimensions {
                var isLandscape = false
                func update() {
                    guard let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene else {
                        isLandscape = UIDevice.current.orientation.isLandscape
                        return
                    }
                    isLandscape = scene.interfaceOrientation.isLandscape
                }
            }
            """),
        // The orientation turned into a rotation (a call's preview angle), and kept by a type about the camera.
        .swift(
            """
            import SwiftUI
            import WebRTC
            struct Call: View {
                @State private var orientation = UIDevice.current.orientation
                @State private var angleDegree = 0.0
                var body: some View {
                    Color.black.onAppear {
                        if orientation == .landscapeLeft { angleDegree = -90 } else if orientation == .landscapeRight { angleDegree = 90 }
                    }
                }
            }
            final class CameraController {
                private var deviceOrientation = UIDevice.current.orientation
                private var videoRotation: RTCVideoRotation = ._0
                func turned() { if deviceOrientation.isLandscape { videoRotation = ._90 } }
            }
            """),
        // A call screen locked to portrait turns its buttons against the device, which is what is meant.
        .swift(
            """
            import UIKit
            final class CallViewController: UIViewController {
                let hangUp = UIButton()
                @objc func deviceTurned() {
                    func rotateButtons(by angle: CGFloat) { hangUp.transform = CGAffineTransform(rotationAngle: angle) }
                    switch UIDevice.current.orientation {
                    case .landscapeLeft: rotateButtons(by: .pi / 2)
                    case .landscapeRight: rotateButtons(by: -.pi / 2)
                    default: rotateButtons(by: 0)
                    }
                }
            }
            """),
        // A leftover that only keeps the value: nothing reads it but the code that keeps it.
        .swift(
            """
            import UIKit
            final class Editor: UIViewController {
                private var isLandscape: Bool?
                @objc func rotated() {
                    guard isLandscape != nil else {
                        isLandscape = UIDevice.current.orientation.isLandscape
                        return
                    }
                    let isLand = UIDevice.current.orientation.isLandscape
                    if let landscape = self.isLandscape, landscape != isLand { isLandscape = isLand }
                }
            }
            """)
    ]
}
