import OrientOutput

// What went wrong while reading a project, and where every value came from.

/// Where a value of the effective Info.plist (or a build setting) came from.
public enum Provenance: Sendable, Hashable, CustomStringConvertible {
    /// A key of the Info.plist file.
    case plist(SourceLocation)
    /// A build setting, where it was set (the project file or an xcconfig, with the line), at which level.
    case setting(name: String, at: SourceLocation?, level: String)
    /// Xcode's default for a setting nobody set.
    case xcodeDefault(name: String)

    public var location: SourceLocation? {
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
