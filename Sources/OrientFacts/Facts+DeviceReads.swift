import OrientOutput

/// The code deciding something from the device's orientation (`UIDevice.current.orientation.isLandscape`, a switch
/// or comparison over it, or over a local set from it), or reading the deprecated
/// `UIApplication.statusBarOrientation`. The device orientation is not the interface orientation (R13.3): a device
/// lying flat is neither portrait nor landscape while the interface is one (R13.4), and a device held sideways reads
/// landscape under a screen that does not turn (R1.6: the scene's orientation differs under rotation lock). Reads
/// in code about the device itself (camera capture, motion, image orientation, a forced rotation) are not recorded.
public struct DeviceOrientationReadFact: Sendable, Hashable {
    public enum Source: String, Sendable {
        /// `UIDevice.current.orientation`.
        case device
        /// `UIApplication.shared.statusBarOrientation` (deprecated in iOS 13: one value for every scene).
        case statusBar
        /// `self.interfaceOrientation` of a view controller (deprecated in iOS 8: the interface's orientation as
        /// the controller last heard it, with no size).
        case controllerProperty
    }
    public var source: Source
    /// How the code decides from it, as written: `isLandscape`, `== .portrait`, `switch`, `if case`.
    public var use: String
    public var context: CallContext
    public var location: SourceLocation
    /// The test turns something against the device (`.rotationEffect`, an angle, a rotation transform): right on a
    /// screen whose interface stays put, turned twice where the interface turns with the device.
    public var counterRotates = false
    /// The test only keeps this stored property, which nothing in its file reads: it decides something only where
    /// another file reads the property (`CodeReader.dropKeptButUnread`).
    public var keptIn: String?
    /// The test is on the parameter of a closure handed to this function (`.onRotate { o in … o.isLandscape }`):
    /// the device's orientation only where the repository declares the function as one that hands it
    /// (`FileFacts.deviceOrientationCallbacks`); else dropped once every file is read.
    public var viaCallback: String?
    /// The read is kept in a property its type never decides on (an `ObservableObject`'s `@Published` value, a
    /// property wrapper's): it counts only where another Swift file that names the type or the wrapper decides on
    /// it (`CodeReader.keepPublishedDecidedElsewhere`), else it is dropped.
    public var published: PublishedOrientation?
    /// Where the files that use a published read test it (the first few), once every file is read.
    public var decidedAt: [SourceLocation] = []

    public init(
        source: Source, use: String, context: CallContext, location: SourceLocation, counterRotates: Bool = false,
        keptIn: String? = nil, viaCallback: String? = nil, published: PublishedOrientation? = nil
    ) {
        self.source = source; self.use = use; self.context = context; self.location = location
        self.counterRotates = counterRotates; self.keptIn = keptIn; self.viaCallback = viaCallback
        self.published = published
    }

    /// The words of `deviceMeant` that turn something against the device rather than read the device itself.
    public static let counterRotationWords = [
        "CGAffineTransform(rotationAngle:", "CGAffineTransformMakeRotation", "CATransform3DMakeRotation"
    ]

    /// Whether a read in the function `name`, whose text is `text`, is the side the interface is turning to: in
    /// `viewWillTransition(to:with:)` (R13.2: the interface changes size, as when it turns to where the device now
    /// points) with flat and unknown readings filtered out (`isValidInterfaceOrientation`, or a portrait or landscape
    /// test of both kinds), as Apple's AVCam sample turns its preview (a blind reading of KartaView).
    public static func turningWithTheInterface(function name: String?, text: String) -> Bool {
        guard let name, name.hasPrefix("viewWillTransition") else { return false }
        return text.contains("isValidInterfaceOrientation")
            || (text.contains("UIDeviceOrientationIsPortrait") && text.contains("UIDeviceOrientationIsLandscape"))
            || (text.contains(".isPortrait") && text.contains(".isLandscape"))
    }

    /// Words that, in the function around a read, say the device's own orientation is what is meant: the
    /// orientation of a captured photo or video, motion and tilt, an image's orientation, a rotation forced to
    /// follow the device, controls counter-rotated against it, or the device's side turned into an interface
    /// orientation or mask (the side the user holds; device_orientation_converted_by_name checks how); or code
    /// whose result is not shown (analytics).
    public static let deviceMeant: [String] = [
        "AVCapturePhotoOutput", "photoOutput", "capturePhoto", "AVCaptureMovieFileOutput", "movieOutput",
        "movieFileOutput", "videoDataOutput", "AVCaptureVideoDataOutput", "AVAssetWriter", "CMMotionManager",
        "motionManager", "deviceMotion", "accelerometer", "gyro", "tilt", "imageOrientation",
        "CGImagePropertyOrientation", "UIImageOrientation", "UIImage.Orientation", "exif", "EXIF",
        "requestGeometryUpdate", "attemptRotationToDeviceOrientation", "forKey: \"orientation\"",
        "forKey:@\"orientation\"", "UIInterfaceOrientation", "captureOutput", "SampleBuffer", "sampleBuffer",
        "RTCVideoRotation",
        // A live stream's capture orientation (HaishinKit's `setVideoOrientation(…)`, a blind reading of Moblin),
        // not a preview layer's `connection.videoOrientation`, which shows on screen, nor an app's own function of
        // that name that sets one (a blind first run, ReadingList's barcode scanner): a call on a receiver.
        ".setVideoOrientation(",
        // A compass heading, measured against the top of the device (CLHeading): turned by how it is held (a blind
        // reading of KartaView: `adjustHeadingToOrientation:` before a photo's metadata is written).
        "CLHeading", "trueHeading", "magneticHeading", "adjustHeading", "HeadingToOrientation",
        // Controls turned against the device on a screen that does not turn (a camera's or a call's buttons).
        "CGAffineTransform(rotationAngle:", "CGAffineTransformMakeRotation", "CATransform3DMakeRotation",
        // Nothing shown: the value only decides what is counted or logged.
        "Pixel.fire", "analytics", "Analytics", "logEvent"
    ]
}

/// Where the device's orientation is kept for other files: `type.property`, and the property wrapper of the same
/// file whose `wrappedValue` hands it out (`@Orientation var orientation`, a blind reading of swiyu).
public struct PublishedOrientation: Sendable, Hashable {
    public var type: String
    public var property: String
    public var wrapper: String?

    public init(type: String, property: String, wrapper: String?) {
        self.type = type; self.property = property; self.wrapper = wrapper
    }
}
