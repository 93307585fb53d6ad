#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs `body` with file descriptor 2 pointed at /dev/null. Foundation's old-style plist parser logs its parse
/// errors there as well as returning them; Orient reports them itself, with the file name.
func withStandardErrorSilenced<T>(_ body: () throws -> T) rethrows -> T {
    let saved = dup(2)
    let null = open("/dev/null", O_WRONLY)
    guard saved >= 0, null >= 0 else {
        if saved >= 0 { close(saved) }
        if null >= 0 { close(null) }
        return try body()
    }
    dup2(null, 2)
    close(null)
    defer { dup2(saved, 2); close(saved) }
    return try body()
}
