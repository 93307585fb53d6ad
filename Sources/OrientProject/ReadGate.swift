import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one gate every file Orient reads from a repository passes (issue 28): a repository on a pull request is
/// untrusted input, and a path in it may come from anywhere (a project's file reference, a workspace's
/// `absolute:` location, a package's `path: "../.."`, a folder or an Info.plist that is a symbolic link). The gate
/// asks the file system where a path really is, links and `..` resolved, and compares that with the repository's
/// own real path, resolved once. What it reads is the resolved path, so the file checked is the file opened.
/// `--allow-outside-root` opens it.
///
/// Folders are resolved once each and remembered (a large app has thousands of files in a few hundred folders);
/// only a file that is itself a link is resolved on its own.
public struct ReadGate: Sendable {
    /// The repository holding the root, by its real path; "/" when the gate is open.
    public let boundary: String
    /// The same folder as the user's path spells it (on macOS `/tmp` is `/private/tmp`): paths that do not exist
    /// are judged by their text against it.
    public let repository: String
    private let folders: FolderCache

    public init(root: String, allowOutsideRoot: Bool = false) {
        let spelled = allowOutsideRoot ? "/" : repositoryBoundary(of: root)
        repository = spelled
        boundary = spelled == "/" ? "/" : (resolvedPath(spelled) ?? spelled)
        folders = FolderCache()
    }

    public var isOpen: Bool { boundary == "/" }

    /// Where `path` (absolute) really is, or nil when it does not exist.
    public func realPath(_ path: String) -> String? {
        // Only absolute paths name a file here (a workspace's `absolute:p` does not); and no NSString path method:
        // Foundation's crashed on a fuzzed workspace location (Fuzz/run.sh workspace, session 10).
        let normal = normalizedPath(path)
        guard normal.hasPrefix("/"), let slash = normal.lastIndex(of: "/") else { return nil }
        let folder = slash == normal.startIndex ? "/" : String(normal[..<slash])
        let name = String(normal[normal.index(after: slash)...])
        // `..` after a link means the link's parent to the system, not the text's: such a path is resolved whole.
        guard !path.contains("/.."), let realFolder = folders.resolve(folder) else { return resolvedPath(path) }
        let full = realFolder == "/" ? "/" + name : realFolder + "/" + name
        var st = stat()
        guard lstat(full, &st) == 0 else { return nil }
        return (st.st_mode & S_IFMT) == S_IFLNK ? resolvedPath(full) : full
    }

    /// Whether Orient may read `path`: its real path is inside the boundary. A path that does not exist is judged
    /// by its text (there is nothing to read, but a message may still say "outside").
    public func allows(_ path: String) -> Bool {
        if isOpen { return true }
        guard let real = realPath(path) else {
            let normal = normalizedPath(path)
            return isInside(normal, repository) || isInside(normal, boundary)
        }
        return isInside(real, boundary)
    }

    /// `path` as a case-insensitive file system finds it (see the free function), when that is inside.
    public func caseInsensitiveMatch(_ path: String) -> String? {
        guard let match = OrientProject.caseInsensitiveMatch(path, within: isOpen ? "/" : repository),
            allows(match)
        else { return nil }
        return match
    }

    /// What reading a file gave.
    public enum Read: Sendable {
        case data(Data)
        /// No such file, or not readable.
        case missing
        /// The file is outside the repository (its real path named): not read.
        case outside(String)
    }

    /// Reads `path` through the gate.
    public func read(_ path: String) -> Read {
        guard let real = realPath(path) else { return .missing }
        if !isOpen && !isInside(real, boundary) { return .outside(real) }
        guard let data = FileManager.default.contents(atPath: real) else { return .missing }
        return .data(data)
    }

    /// The bytes of `path`, or nil when it is missing or outside the repository.
    public func contents(_ path: String) -> Data? {
        if case .data(let d) = read(path) { return d }
        return nil
    }
}

/// The real paths of folders, each asked of the file system once.
private final class FolderCache: @unchecked Sendable {
    private var known: [String: String?] = [:]
    private let lock = NSLock()

    func resolve(_ folder: String) -> String? {
        lock.lock()
        if let hit = known[folder] { lock.unlock(); return hit }
        lock.unlock()
        let real = resolvedPath(folder)
        lock.lock()
        known[folder] = real
        lock.unlock()
        return real
    }
}

/// `path` with every link and `..` resolved by the file system (`realpath`), or nil when it does not exist.
public func resolvedPath(_ path: String) -> String? {
    guard let p = realpath(path, nil) else { return nil }
    defer { free(p) }
    return String(cString: p)
}
