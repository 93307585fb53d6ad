import OrientOutput

// What went wrong while reading a project, and where every value came from.

/// A place in a file. `line` is nil where the format cannot tell (binary plists, whole files).
public struct FileLocation: Sendable, Hashable, CustomStringConvertible {
    public var file: String
    public var line: Int?

    public init(_ file: String, line: Int? = nil) { self.file = file; self.line = line }

    public var description: String { line.map { "\(file):\($0)" } ?? file }
}

/// A problem met while reading a project: the one `Diagnostic` type, placed with a `FileLocation`.
public typealias ProjectDiagnostic = Diagnostic

extension Diagnostic {
    public init(_ severity: Severity, _ location: FileLocation, _ message: String) {
        self.init(severity, file: location.file, line: location.line, message: message)
    }

    public var location: FileLocation { FileLocation(file, line: line) }
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
