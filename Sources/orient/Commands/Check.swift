import ArgumentParser
import Foundation
import OrientCheck
import OrientEngine
import OrientProject
import OrientSwift

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Find orientation bugs in an Xcode project: per iOS app target, with the devices and iOS versions affected.",
        discussion: """
        Reads the project (Info.plist, project.pbxproj, xcconfig), the code (Swift, Objective-C, storyboards) and \
        asks the engine. Configuration: .orient.yml in PATH (see `orient rules` and the README). Exit status: \
        0 no error-level finding, 2 error-level findings (or warnings with --strict), 1 the project or the \
        configuration could not be read, 64 usage.
        """
    )

    @Argument(help: "A directory, a .xcodeproj or a .xcworkspace (default: the current directory).")
    var path: String = "."

    @Option(name: .customLong("target"), help: "Check only this target (repeatable).")
    var targets: [String] = []

    @Option(help: "The build configuration to read.")
    var configuration = "Release"

    @Option(help: "How to report: \(Reporter.allCases.map(\.rawValue).joined(separator: ", ")).")
    var reporter: Reporter = .xcode

    @Option(help: "Write the report to this file instead of standard output.")
    var output: String?

    @Option(help: "The configuration file (default: .orient.yml in PATH).")
    var config: String?

    @Option(help: "Report only findings this baseline file does not know.")
    var baseline: String?

    @Option(help: "Record today's findings to this baseline file.")
    var writeBaseline: String?

    @Flag(help: "Warnings count as errors for the exit status.")
    var strict = false

    @Option(help: "The iOS version the devices run, for the engine's answers.")
    var ios = "26.0"

    @Flag(help: "Also read Pods, Carthage, DerivedData, .build, node_modules, SourcePackages and build folders.")
    var includeDependencies = false

    func validate() throws {
        guard OSVersion(ios) != nil else { throw ValidationError("--ios takes a version such as 17.4, found '\(ios)'") }
    }

    func run() throws {
        let scan = ProjectScan.read(path, configuration: configuration, includeDependencies: includeDependencies)
        var settings = Configuration()
        let configPath = config ?? scan.root + "/.orient.yml"
        if FileManager.default.fileExists(atPath: configPath) {
            guard let data = FileManager.default.contents(atPath: configPath), let text = String(data: data, encoding: .utf8) else {
                printError("\(configPath): error: cannot read the configuration")
                throw Exit.failure
            }
            do { settings = try Configuration.parse(text, path: displayPath(configPath, root: scan.root)) } catch {
                printError("\(error)")
                throw Exit.failure
            }
        } else if config != nil {
            printError("\(configPath): error: no such configuration file")
            throw Exit.failure
        }
        for d in scan.diagnostics where d.severity != .note { printError("\(d)") }
        if scan.projects.isEmpty { throw Exit.failure }
        let unknown = targets.filter { name in !scan.targets.contains { $0.name == name } }
        if !unknown.isEmpty {
            throw ValidationError("no target named \(unknown.joined(separator: ", ")); the project has \(scan.targets.map(\.name).joined(separator: ", "))")
        }
        let facts = CodeReader.read(scan, includeDependencies: includeDependencies)
        for d in facts.diagnostics where d.severity == .warning { printError("\(d)") }
        var result = Checker.run(scan: scan, facts: facts, configuration: settings, only: targets, os: OSVersion(ios) ?? OSVersion(26))
        if let write = writeBaseline {
            do { try Baseline.write(result.findings, to: write) } catch {
                printError("\(write): error: cannot write the baseline: \(error.localizedDescription)")
                throw Exit.failure
            }
        }
        if let known = baseline ?? settings.baseline.map({ $0.hasPrefix("/") ? $0 : scan.root + "/" + $0 }), writeBaseline == nil {
            guard FileManager.default.fileExists(atPath: known) else {
                printError("\(known): error: no such baseline file (--write-baseline records one)")
                throw Exit.failure
            }
            do { result = Baseline.filter(result, with: try Baseline.read(known)) } catch {
                printError("\(known): error: not a baseline file: \(error.localizedDescription)")
                throw Exit.failure
            }
        }
        let report = reporter.render(result, root: scan.root, version: OrientVersion.string)
        if let output {
            do { try Data(report.utf8).write(to: URL(fileURLWithPath: output)) } catch {
                printError("\(output): error: cannot write the report: \(error.localizedDescription)")
                throw Exit.failure
            }
        } else {
            writeOut(report)
        }
        if reporter == .xcode && output == nil && isatty(2) == 1 {
            printError(Reporter.summary.render(result, root: scan.root, version: OrientVersion.string).split(separator: "\n").last.map(String.init) ?? "")
        }
        if scan.diagnostics.contains(where: { $0.severity == .error }) && result.targets.isEmpty { throw Exit.failure }
        if result.count(.error) > 0 || (strict && result.count(.warning) > 0) { throw Exit.problems }
    }
}

extension Reporter: ExpressibleByArgument {}
