// What went wrong while reading a project, and where every value came from.

/// A place in a file. `line` is nil where the format cannot tell (binary plists, whole files).
public struct FileLocation: Sendable, Hashable, CustomStringConvertible {
    public var file: String
    public var line: Int?

    public init(_ file: String, line: Int? = nil) { self.file = file; self.line = line }

    public var description: String { line.map { "\(file):\($0)" } ?? file }
}

/// A problem met while reading: the file, the line where the reader can tell, and what was wrong.
public struct ProjectDiagnostic: Sendable, Hashable, CustomStringConvertible {
    public enum Severity: String, Sendable, Comparable {
        /// Input that could not be read: what depends on it is incomplete.
        case error
        /// Read, but not as Xcode would want it, or with a guess avoided (a value left unknown).
        case warning
        /// Why something was left out (verbose output only).
        case note

        private var rank: Int { self == .error ? 0 : self == .warning ? 1 : 2 }
        public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
    }

    public var severity: Severity
    public var location: FileLocation
    public var message: String

    public init(_ severity: Severity, _ location: FileLocation, _ message: String) {
        self.severity = severity; self.location = location; self.message = message
    }

    public var description: String { "\(location): \(severity.rawValue): \(message)" }
}

/// Where a value of the effective Info.plist (or a build setting) came from.
public enum Provenance: Sendable, Hashable, CustomStringConvertible {
    /// A key of the Info.plist file.
    case plist(FileLocation)
    /// A build setting, where it was set (the project file or an xcconfig, with the line), at which level.
    case setting(name: String, at: FileLocation?, level: String)
    /// Xcode's default for a setting nobody set.
    case xcodeDefault(name: String)

    public var location: FileLocation? {
        switch self {
        case .plist(let l): return l
        case .setting(_, let l, _): return l
        case .xcodeDefault: return nil
        }
    }

    public var description: String {
        switch self {
        case .plist(let l): return l.description
        case .setting(let name, let l?, _): return "\(name) at \(l)"
        case .setting(let name, nil, let level): return "\(name) (\(level))"
        case .xcodeDefault(let name): return "\(name) (Xcode's default)"
        }
    }
}
