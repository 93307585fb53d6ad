import OrientOutput

/// The screen's size kept once for the app's whole life: a `static` or global stored property whose initial value
/// reads `UIScreen.main.bounds` (or `applicationFrame`). Since iOS 8 the screen's bounds follow the interface
/// orientation (R13.2: a rotation reaches the app as a size change), and an iPad window's size follows
/// multitasking (R11.1); a static or global is set on first use and never again, so whatever is laid out from it
/// keeps the size the interface had then. The status bar's frame too (`statusBarFrame.height`): on an iPhone it is
/// hidden in landscape, where the height is vertically compact (`prefersStatusBarHidden`'s default since iOS 8).
public struct ScreenSizeCacheFact: Sendable, Hashable {
    /// The property's name, and the type (or extended type) that declares it; nil at file level.
    public var name: String
    public var inType: String?
    /// What it reads, as written: `UIScreen.main.bounds.size.width`.
    public var read: String
    public var location: SourceLocation

    public init(name: String, inType: String?, read: String, location: SourceLocation) {
        self.name = name; self.inType = inType; self.read = read; self.location = location
    }

    /// The reads of the screen's size that follow the interface.
    public static let screenReads = ["UIScreen.main.bounds", "UIScreen.main.applicationFrame", statusBarRead]
    /// The status bar's frame, through `UIApplication.shared` or a scene's `statusBarManager`.
    public static let statusBarRead = "statusBarFrame"

    /// Whether it keeps the status bar's height rather than the screen's size: that changes only on an iPhone.
    public var readsStatusBar: Bool { read.hasPrefix(Self.statusBarRead) }
}
