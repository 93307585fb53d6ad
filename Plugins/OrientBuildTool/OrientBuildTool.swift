import Foundation
import PackagePlugin

/// Runs `orient check` as part of the build of the target it is applied to: on the package's folder (a Swift
/// Playgrounds app package, or a package beside an Xcode project), or in Xcode on the project's folder. Findings
/// appear as the build's warnings and errors; error-level findings fail the build.
///
/// A build command needs an output: the check's cache file in the plugin's work folder, which the check rewrites
/// whenever the inputs changed. So the check runs when a source file of the target changes, and not otherwise.
@main
struct OrientBuildTool: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let inputs = (target as? SourceModuleTarget)?.sourceFiles.map(\.url) ?? []
        return [
            Self.command(
                tool: try context.tool(named: "orient").url, folder: context.package.directoryURL,
                work: context.pluginWorkDirectoryURL, inputs: inputs + [context.package.directoryURL.appendingPathComponent("Package.swift")])
        ]
    }

    static func command(tool: URL, folder: URL, work: URL, inputs: [URL]) -> Command {
        let cache = work.appendingPathComponent("orient-check.orient-cache")
        return .buildCommand(
            displayName: "orient check \(folder.lastPathComponent)", executable: tool,
            arguments: ["check", folder.path, "--cache-path", cache.path], inputFiles: inputs, outputFiles: [cache])
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension OrientBuildTool: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            [
                Self.command(
                    tool: try context.tool(named: "orient").url, folder: context.xcodeProject.directoryURL,
                    work: context.pluginWorkDirectoryURL, inputs: target.inputFiles.map(\.url))
            ]
        }
    }
#endif
