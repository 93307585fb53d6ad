import OrientEngine
import OrientOutput

/// A use of Orient's own runtime library (`OrientRuntime`, issue 30) in the app's code: a screen's declaration
/// (`var screenOrientation: ScreenOrientation`, `.screenOrientation(_:)`, an `OrientationHostingController`'s
/// `orientation:`), a `lock(_:)` or an `unlock()` of the `OrientationManager`. The library answers the app
/// delegate from these within what the app and the device allow (OrientPolicy), so `orient check` reads them as
/// the library does.
public struct RuntimeUseFact: Sendable, Hashable {
    public enum Kind: String, Sendable { case declaration, lock, unlock }
    public var kind: Kind
    /// The type around it.
    public var inType: String?
    /// The orientations declared or locked to; nil when the code does not tell (or for `unlock`).
    public var mask: OrientationMask?
    public var location: SourceLocation

    public init(kind: Kind, inType: String?, mask: OrientationMask?, location: SourceLocation) {
        self.kind = kind; self.inType = inType; self.mask = mask; self.location = location
    }
}
