import Foundation
import PackagePlugin

/// Runs `orient check` as part of the build of the target it is applied to: on the package's folder (a Swift
/// Playgrounds app package, or a package beside an Xcode project), or in Xcode on the project's folder. Findings
/// appear as the build's warnings and errors; error-level findings fail the build.
///
/// A build command needs an output: the check's cache file in the plugin's work folder, which the check rewrites
/// whenever the inputs changed. So the check runs again when a source file of the target changes, or a file
/// Orient reads besides the code (`projectInputs`), and not otherwise.
@main
struct OrientBuildTool: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let sources = (target as? SourceModuleTarget)?.sourceFiles.map(\.url) ?? []
        let folder = context.package.directoryURL
        return [
            Self.command(
                tool: try context.tool(named: "orient").url, folder: folder, work: context.pluginWorkDirectoryURL,
                inputs: sources + Self.projectInputs(in: folder))
        ]
    }

    static func command(tool: URL, folder: URL, work: URL, inputs: [URL]) -> Command {
        let cache = work.appendingPathComponent("orient-check.orient-cache")
        return .buildCommand(
            displayName: "orient check \(folder.lastPathComponent)", executable: tool,
            arguments: ["check", folder.path, "--cache-path", cache.path], inputFiles: inputs, outputFiles: [cache])
    }

    /// The files besides the code that decide what the check finds: manifests and projects, Info.plists,
    /// xcconfigs, storyboards and xibs, Orient's configuration and hints, generators' specs. A plugin cannot use
    /// Orient's own folder walker (plugins link no library), so this is a small bounded walk of its own that skips
    /// build and dependency folders.
    static func projectInputs(in folder: URL) -> [URL] {
        let names: Set<String> = [
            "Package.swift", ".orient.yml", ".orient-hints.yml", "project.yml", "Project.swift", "Workspace.swift",
            "CMakeLists.txt", "project.pbxproj", "contents.xcworkspacedata", "Podfile"
        ]
        let extensions: Set<String> = ["plist", "xcconfig", "storyboard", "xib"]
        let skipped: Set<String> = [".build", "DerivedData", "Pods", "Carthage", "node_modules", ".git", ".swiftpm"]
        guard
            let walk = FileManager.default.enumerator(
                at: folder, includingPropertiesForKeys: [.isDirectoryKey])
        else { return [] }
        var out: [URL] = []
        for case let url as URL in walk {
            if skipped.contains(url.lastPathComponent) { walk.skipDescendants(); continue }
            if names.contains(url.lastPathComponent) || extensions.contains(url.pathExtension) { out.append(url) }
            if out.count >= 5_000 { break }  // a repository is not walked without end
        }
        return out
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension OrientBuildTool: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let folder = context.xcodeProject.directoryURL
            return [
                Self.command(
                    tool: try context.tool(named: "orient").url, folder: folder,
                    work: context.pluginWorkDirectoryURL,
                    inputs: target.inputFiles.map(\.url) + Self.projectInputs(in: folder))
            ]
        }
    }
#endif
