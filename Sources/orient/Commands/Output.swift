import ArgumentParser
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation

enum ColorMode: String, ExpressibleByArgument, CaseIterable {
    case auto, always, never

    /// Colour only on a terminal, and never when NO_COLOR is set (https://no-color.org).
    func enabled(for fd: Int32) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto: return isatty(fd) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
        }
    }
}

enum OutputFormat: String, ExpressibleByArgument, CaseIterable { case text, json }

enum Exit {
    /// The job ran and found problems (a failed expect, error-level findings).
    static let problems = ExitCode(2)
    /// The tool could not do its job (unreadable or invalid input).
    static let failure = ExitCode(1)
}

func printError(_ message: String) {
    _ = writeAll(2, Array((message + "\n").utf8))
}

/// Writes large outputs in one go; `print` flushes per line on a pipe.
func writeOut(_ s: String) { writeOut(bytes: Array(s.utf8)) }

/// Writes bytes to standard output as they are. Output that cannot be written (a full disk, a closed
/// descriptor) ends the run with one line on standard error and status 1: the report is lost, and CI must not
/// take the run for a clean one.
func writeOut(bytes: [UInt8]) {
    guard let failure = writeAll(1, bytes) else { return }
    _ = writeAll(2, Array("orient: cannot write to standard output: \(failure)\n".utf8))
    exit(1)
}

/// Writes every byte to `fd`; nil, or why not.
func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> String? {
    var offset = 0
    while offset < bytes.count {
        let n = bytes[offset...].withUnsafeBytes { raw in write(fd, raw.baseAddress, raw.count) }
        if n < 0 {
            if errno == EINTR { continue }
            return String(cString: strerror(errno))
        }
        offset += n
    }
    return nil
}
