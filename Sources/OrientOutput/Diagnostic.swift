/// A problem with an input (a project, plist, xcconfig, scenario, configuration or source file): where it is, how
/// bad it is, what was wrong, and the other places involved. Every reader reports with it and every command
/// prints it the one way compilers do, `file:line:column: severity: message`, which editors and CI logs link.
public struct Diagnostic: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Severity: String, Sendable, Comparable {
        /// Input that could not be read: what depends on it is incomplete.
        case error
        /// Read, but not as Xcode would want it, or with a guess avoided (a value left unknown).
        case warning
        /// Why something was left out (verbose output only), or another place a diagnostic involves.
        case note

        private var rank: Int { self == .error ? 0 : self == .warning ? 1 : 2 }
        public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
    }

    /// Another place involved, printed on its own line after the diagnostic.
    public struct Note: Sendable, Hashable {
        public var file: String
        public var line: Int?
        public var message: String
        public init(file: String, line: Int? = nil, message: String) {
            self.file = file; self.line = line; self.message = message
        }
    }

    public var severity: Severity
    public var file: String
    /// From 1; nil where the format cannot tell (a binary plist, a whole file).
    public var line: Int?
    /// From 1, where known.
    public var column: Int?
    /// In a structured file, the key the problem is at (`steps[3].present`).
    public var key: String?
    public var message: String
    public var notes: [Note]

    public init(
        _ severity: Severity = .error, file: String, line: Int? = nil, column: Int? = nil, key: String? = nil,
        message: String, notes: [Note] = []
    ) {
        self.severity = severity; self.file = file; self.line = line; self.column = column; self.key = key
        self.message = message; self.notes = notes
    }

    /// `file`, `file:line` or `file:line:column`.
    public var place: String {
        guard let line else { return file }
        return column.map { "\(file):\(line):\($0)" } ?? "\(file):\(line)"
    }

    public var description: String { rendered(style: TextStyle(color: false)) }

    /// The diagnostic and its notes, a line each (no final line break); the severity coloured when `style` is.
    public func rendered(style: TextStyle) -> String {
        let tag: String
        switch severity {
        case .error: tag = style.red("error")
        case .warning: tag = style.yellow("warning")
        case .note: tag = "note"
        }
        var out =
            escapingControls("\(place): ") + tag
            + escapingControls(": \(message)" + (key.map { " (key '\($0)')" } ?? ""))
        for n in notes {
            out += "\n" + escapingControls((n.line.map { "\(n.file):\($0)" } ?? n.file) + ": note: " + n.message)
        }
        return out
    }
}
