/// ANSI colour for terminal output; plain text when colour is off.
public struct TextStyle: Sendable {
    public var color: Bool
    public init(color: Bool) { self.color = color }
    public func paint(_ s: String, _ code: String) -> String { color ? "\u{1B}[\(code)m\(s)\u{1B}[0m" : s }
    public func bold(_ s: String) -> String { paint(s, "1") }
    public func dim(_ s: String) -> String { paint(s, "2") }
    public func red(_ s: String) -> String { paint(s, "31") }
    public func green(_ s: String) -> String { paint(s, "32") }
    public func yellow(_ s: String) -> String { paint(s, "33") }
    public func cyan(_ s: String) -> String { paint(s, "36") }
}
