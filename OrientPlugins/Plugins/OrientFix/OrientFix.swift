import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory orient-fix [arguments]`: applies `orient check --fix` to
/// the package's folder (or, in Xcode, the project's); `--dry-run` shows the edits instead. A plugin of its own
/// because writing needs a permission SwiftPM asks for on every run: the read-only `orient` plugin stays free of it.
/// (Plugins cannot share code with each other: the few lines that run the tool repeat OrientCommand's.)
@main
struct OrientFix: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try Self.run(
            tool: try context.tool(named: "orient").url, folder: context.package.directoryURL,
            work: context.pluginWorkDirectoryURL, arguments: arguments)
    }

    static func run(tool: URL, folder: URL, work: URL, arguments: [String]) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments =
            ["check", folder.path, "--fix", "--cache-path", work.appendingPathComponent("cache").path] + arguments
        try process.run()
        process.waitUntilExit()
        // 2: with --dry-run, fixes are pending (or error-level findings remain); 1: it could not run; 64: usage.
        if process.terminationStatus != 0 {
            Diagnostics.error("orient check --fix exited with status \(process.terminationStatus)")
            throw OrientFixError.exit(process.terminationStatus)
        }
    }
}

enum OrientFixError: Error, CustomStringConvertible {
    case exit(Int32)
    var description: String {
        switch self {
        case .exit(let status): return "orient check --fix exited with status \(status)"
        }
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension OrientFix: XcodeCommandPlugin {
        func performCommand(context: XcodePluginContext, arguments: [String]) throws {
            try Self.run(
                tool: try context.tool(named: "orient").url, folder: context.xcodeProject.directoryURL,
                work: context.pluginWorkDirectoryURL, arguments: arguments)
        }
    }
#endif
