import OrientEngine

/// A `modalPresentationStyle` as the code gives it: one of UIKit's styles, a style the engine does not model, or
/// an expression Orient did not evaluate. Readers spell styles by their case name (`fullScreen`, or
/// `unknown: <expression>`); `init(name:)` reads that spelling and `description` gives it back.
public enum ModalStyle: Sendable, Hashable, CustomStringConvertible {
    /// A `UIModalPresentationStyle` the engine models (R7).
    case known(PresentationStyle)
    /// A style the engine does not model (`none`, tvOS's `blurOverFullScreen`), by its case name.
    case other(String)
    /// Set to something not evaluated: the expression as written (empty when the reader has not even that).
    case unknown(String)

    public init(name: String) {
        if name == "unknown" {
            self = .unknown("")
        } else if name.hasPrefix("unknown: ") {
            self = .unknown(String(name.dropFirst("unknown: ".count)))
        } else if let style = PresentationStyle(rawValue: name) {
            self = .known(style)
        } else {
            self = .other(name)
        }
    }

    public var description: String {
        switch self {
        case .known(let style): return style.rawValue
        case .other(let name): return name
        case .unknown(let text): return text.isEmpty ? "unknown" : "unknown: " + text
        }
    }

    public var isUnknown: Bool {
        if case .unknown = self { return true }
        return false
    }

    /// Whether the presented controller fills the window, so UIKit asks it for the orientation (R7.1).
    public var fillsWindow: Bool { self == .known(.fullScreen) || self == .known(.overFullScreen) }
}
