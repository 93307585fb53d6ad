import ArgumentParser
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@main
struct Orient: ParsableCommand {
    /// A closed standard output would be reused by the next file Orient opens, and the report written into it:
    /// stop before anything is opened.
    static func main() {
        if fcntl(1, F_GETFD) == -1 {
            _ = writeAll(2, Array("orient: cannot write to standard output: it is closed\n".utf8))
            Self.exit(withError: ExitCode.failure)
        }
        if let message = UsageSuggestions.message(for: Array(CommandLine.arguments.dropFirst())) {
            _ = writeAll(2, Array("Error: \(message)\n  See 'orient --help' for more information.\n".utf8))
            Self.exit(withError: ExitCode.validationFailure)
        }
        Orient.main(nil)
    }

    static let configuration = CommandConfiguration(
        commandName: "orient",
        abstract:
            "UIKit's interface-orientation rules, executable: check Xcode projects for orientation bugs, simulate scenarios, show what a project allows and what its code does.",
        version: OrientVersion.string,
        subcommands: [
            CheckCommand.self, Simulate.self, Explore.self, MatrixCommand.self, FactsCommand.self, RulesCommand.self,
            Devices.self,
            ParseBaseline.self
        ]
    )
}

enum OrientVersion {
    static let string = "0.1.0"

    /// The executable's size and modification time: what tells one build from another for the check cache.
    static var buildIdentity: String {
        guard let path = Bundle.main.executablePath,
            let a = try? FileManager.default.attributesOfItem(atPath: path)
        else { return "" }
        let size = (a[.size] as? NSNumber)?.int64Value ?? 0
        let time = (a[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "+\(size).\(Int64(time * 1000))"
    }
}
