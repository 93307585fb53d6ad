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
    FileHandle.standardError.write(Data((message + "\n").utf8))
}

/// Writes large outputs in one go; `print` flushes per line on a pipe.
func writeOut(_ s: String) {
    FileHandle.standardOutput.write(Data(s.utf8))
}

/// Writes bytes to standard output as they are.
func writeOut(bytes: [UInt8]) {
    bytes.withUnsafeBytes { raw in
        guard let base = raw.baseAddress, raw.count > 0 else { return }
        FileHandle.standardOutput.write(
            Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: base), count: raw.count, deallocator: .none))
    }
}
