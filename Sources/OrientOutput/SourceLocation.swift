// The one way Orient says where something is, and how bad it is: diagnostics about inputs, the facts read
// from code and the findings of `orient check` all use these.

/// A place in a file: the path (relative to the folder checked where it is inside it), and from 1 the line and
/// column where known (a binary plist or a whole file has no line).
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible, Codable {
    public var file: String
    public var line: Int?
    public var column: Int?

    public init(file: String, line: Int? = nil, column: Int? = nil) {
        self.file = file; self.line = line; self.column = column
    }

    /// A whole file, or a line of it.
    public init(_ file: String, line: Int? = nil) { self.init(file: file, line: line) }

    /// `file`, `file:line` or `file:line:column`, as compilers print it and editors open it.
    public var description: String {
        guard let line else { return file }
        return column.map { "\(file):\(line):\($0)" } ?? "\(file):\(line)"
    }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.file, a.line ?? 0, a.column ?? 0) < (b.file, b.line ?? 0, b.column ?? 0)
    }
}

/// How bad a problem is: with an input (a diagnostic) or in the app (a finding).
public enum Severity: String, Sendable, CaseIterable, Comparable, Codable {
    /// A finding that breaks the app or its submission; input that could not be read.
    case error
    /// A finding worth fixing; input read, but not as Xcode would want it, or with a guess avoided.
    case warning
    /// Information: a finding that changes nothing on its own; why an input was left out (verbose output).
    case info

    private var rank: Int { self == .error ? 0 : self == .warning ? 1 : 2 }
    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }

    /// The word compilers and Xcode print on a `file:line: severity: message` line, which knows no `info`.
    public var compilerTag: String { self == .info ? "note" : rawValue }
}

/// Another place involved in a problem (the plist key that narrows a mask, the container that does not
/// forward), or a remark with no place.
public struct Note: Sendable, Hashable, Codable {
    public var message: String
    public var location: SourceLocation?

    public init(_ message: String, at location: SourceLocation? = nil) {
        self.message = message; self.location = location
    }
}
