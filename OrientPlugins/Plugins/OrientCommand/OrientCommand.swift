import Foundation
import PackagePlugin

/// `swift package plugin orient [arguments]`: runs `orient check` on the package's folder (or, in Xcode, on the
/// project's), with the arguments given (`--strict`, `--reporter json`, …). The cache lives in the plugin's
/// work folder, the one place a sandboxed plugin may write.
@main
struct OrientCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try Self.run(
            tool: try context.tool(named: "orient").url, folder: context.package.directoryURL,
            work: context.pluginWorkDirectoryURL, arguments: arguments)
    }

    static func run(tool: URL, folder: URL, work: URL, arguments: [String]) throws {
        var args = arguments
        if args.first == "check" { args.removeFirst() }
        let process = Process()
        process.executableURL = tool
        process.arguments = ["check", folder.path, "--cache-path", work.appendingPathComponent("cache").path] + args
        try process.run()
        process.waitUntilExit()
        // 2: findings at error level; 1: the check could not run; 64: a wrong argument.
        if process.terminationStatus != 0 {
            Diagnostics.error("orient check exited with status \(process.terminationStatus)")
            throw OrientPluginError.exit(process.terminationStatus)
        }
    }
}

enum OrientPluginError: Error, CustomStringConvertible {
    case exit(Int32)
    var description: String {
        switch self {
        case .exit(let status): return "orient check exited with status \(status)"
        }
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension OrientCommand: XcodeCommandPlugin {
        func performCommand(context: XcodePluginContext, arguments: [String]) throws {
            try Self.run(
                tool: try context.tool(named: "orient").url, folder: context.xcodeProject.directoryURL,
                work: context.pluginWorkDirectoryURL, arguments: arguments)
        }
    }
#endif
