import OrientOutput

/// A camera preview the code creates: an `AVCaptureVideoPreviewLayer` (made with `init(session:)`,
/// `layerWithSession:`, `alloc`/`new`, or a view whose `layerClass` is one). Its image turns only when the code
/// sets its connection's `videoRotationAngle` (iOS 17, from an `AVCaptureDevice.RotationCoordinator`'s
/// `videoRotationAngleForHorizonLevelPreview`) or `videoOrientation` (before), or rotates the layer itself: Apple's
/// AVFoundation documentation of both properties. `rotated` says whether the file does any of that.
public struct CameraPreviewFact: Sendable, Hashable {
    /// The class, struct or Objective-C `@implementation` around the creation.
    public var inType: String?
    public var location: SourceLocation
    public var rotated: Bool
    /// The app's own subclass the code makes (`QRCodeCaptureVideoPreviewLayer(session:)`), nil for
    /// `AVCaptureVideoPreviewLayer` itself: kept only where the repository declares it one
    /// (`CodeReader.keepPreviewLayerSubclasses`).
    public var layerClass: String?

    public init(inType: String?, location: SourceLocation, rotated: Bool, layerClass: String? = nil) {
        self.inType = inType; self.location = location; self.rotated = rotated; self.layerClass = layerClass
    }

    /// Words of code that turn a preview with the interface: its connection's orientation or rotation angle, a
    /// rotation coordinator, or a transform of the layer.
    public static let rotationWords = [
        "videoOrientation", "videoRotationAngle", "RotationCoordinator", "setAffineTransform",
        "CATransform3DMakeRotation", "rotationAngle"
    ]

    /// Whether a file's text turns its previews.
    public static func rotates(_ text: String) -> Bool { rotationWords.contains { text.contains($0) } }
}
