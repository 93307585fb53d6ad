import OrientOutput
import OrientEngine

/// A device orientation turned into an interface orientation (or mask) of the same case name: `case .landscapeLeft:
/// return .landscapeLeft` in a switch over a `UIDeviceOrientation`. The landscape sides are named from opposite ends
/// (R1.3: the device's landscapeLeft is the interface's landscapeRight), so the screen turns the wrong way. Recorded
/// only where the file converts no landscape side crosswise (the right way) too: a file that maps the device's
/// landscapeLeft to the interface's landscapeRight somewhere knows the rule, and a same-name mapping there is
/// deliberate or about something else.
public struct NameConversionFact: Sendable, Hashable {
    /// `landscapeLeft` or `landscapeRight`: the device side and the interface side it became.
    public var side: String
    /// `UIInterfaceOrientation` or `UIInterfaceOrientationMask`.
    public var target: String
    public var context: CallContext
    public var location: SourceLocation

    public init(side: String, target: String, context: CallContext, location: SourceLocation) {
        self.side = side; self.target = target; self.context = context; self.location = location
    }
}
