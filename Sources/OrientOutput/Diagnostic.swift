/// A problem with an input (a project, plist, xcconfig, scenario, configuration or source file): where it is, how
/// bad it is, what was wrong, and the other places involved. Every reader reports with it and every command
/// prints it the one way compilers do, `file:line:column: severity: message`, which editors and CI logs link.
public struct Diagnostic: Error, Sendable, Hashable, CustomStringConvertible {
    public var severity: Severity
    /// Where: a line or column is nil where the format cannot tell (a binary plist, a whole file).
    public var location: SourceLocation
    public var file: String {
        get { location.file }
        set { location.file = newValue }
    }
    public var line: Int? {
        get { location.line }
        set { location.line = newValue }
    }
    public var column: Int? {
        get { location.column }
        set { location.column = newValue }
    }
    /// In a structured file, the key the problem is at (`steps[3].present`).
    public var key: String?
    public var message: String
    public var notes: [Note]

    public init(
        _ severity: Severity = .error, file: String, line: Int? = nil, column: Int? = nil, key: String? = nil,
        message: String, notes: [Note] = []
    ) {
        self.severity = severity; location = SourceLocation(file: file, line: line, column: column); self.key = key
        self.message = message; self.notes = notes
    }

    public init(_ severity: Severity, _ location: SourceLocation, _ message: String, notes: [Note] = []) {
        self.severity = severity; self.location = location; self.message = message; self.notes = notes
    }

    /// `file`, `file:line` or `file:line:column`.
    public var place: String { location.description }

    public var description: String { rendered(style: TextStyle(color: false)) }

    /// The diagnostic and its notes, a line each (no final line break); the severity coloured when `style` is.
    public func rendered(style: TextStyle) -> String {
        let tag: String
        switch severity {
        case .error: tag = style.red("error")
        case .warning: tag = style.yellow("warning")
        case .info: tag = severity.compilerTag
        }
        var out =
            escapingControls("\(place): ") + tag
            + escapingControls(": \(message)" + (key.map { " (key '\($0)')" } ?? ""))
        for n in notes {
            let at = n.location.map { l in l.line.map { "\(l.file):\($0)" } ?? l.file }
            out += "\n" + escapingControls((at.map { $0 + ": " } ?? "") + "note: " + n.message)
        }
        return out
    }
}
