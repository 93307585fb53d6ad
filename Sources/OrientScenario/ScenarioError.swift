/// A scenario file that cannot be read or breaks the contract: where, which key, and what was wrong.
public struct ScenarioError: Error, CustomStringConvertible, Sendable {
    public var file: String
    public var line: Int?
    public var column: Int?
    public var key: String?
    public var message: String

    public init(file: String, line: Int? = nil, column: Int? = nil, key: String? = nil, message: String) {
        self.file = file; self.line = line; self.column = column; self.key = key; self.message = message
    }

    /// `file:line:column: error: message (key 'steps[3].present')`, the shape editors and CI logs link.
    public var description: String {
        var place = file
        if let line { place += ":\(line)"; if let column { place += ":\(column)" } }
        return "\(place): error: \(message)" + (key.map { " (key '\($0)')" } ?? "")
    }
}
