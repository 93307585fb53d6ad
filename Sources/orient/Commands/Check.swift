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
        0 no error-level finding, 2 error-level findings (or warnings with --strict), 1 a project, plist, xcconfig \
        or the configuration could not be read (what could be read is still reported), 64 usage.
        """
    )

    @OptionGroup var project: ProjectOptions

    @Option(name: .customLong("target"), help: "Check only this target (repeatable).")
    var targets: [String] = []

    @Option(help: "How to report.")
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

    @Flag(help: "Check everything again instead of reusing the findings of an earlier run on unchanged files.")
    var noCache = false

    @Option(help: "The cache file (default: ~/.cache/orient/check-<folder hash>.json, or under $XDG_CACHE_HOME).")
    var cachePath: String?

    @Option(help: "How many files to read at once: 1, or 0 for every core.")
    var jobs = 0

    func validate() throws {
        guard OSVersion(ios) != nil else { throw ValidationError("--ios takes a version such as 17.4, found '\(ios)'") }
        guard jobs >= 0 else { throw ValidationError("--jobs takes 0 (every core) or a positive number") }
    }

    func run() throws {
        let (absolute, root) = ProjectScan.root(for: project.path)
        var settings = Configuration()
        var configText = ""
        let configPath = config ?? root + "/.orient.yml"
        if FileManager.default.fileExists(atPath: configPath) {
            guard let data = FileManager.default.contents(atPath: configPath), let text = String(data: data, encoding: .utf8) else {
                printError("\(configPath): error: cannot read the configuration")
                throw Exit.failure
            }
            do { settings = try Configuration.parse(text, path: displayPath(configPath, root: root)) } catch {
                printError("\(error)")
                throw Exit.failure
            }
            configText = text
        } else if config != nil {
            printError("\(configPath): error: no such configuration file")
            throw Exit.failure
        }
        let os = OSVersion(ios) ?? OSVersion(26)
        let cache = noCache ? nil : CheckCache(path: cachePath ?? CheckCache.defaultPath(root: absolute))
        let key = CheckCache.key(version: OrientVersion.string, configuration: configText,
                                 options: [absolute, project.configuration, targets.sorted().joined(separator: ","), os.description, "\(project.includeDependencies)"])
        var result: CheckResult
        var unreadable = false
        if let (cached, messages) = cache?.load(key: key, root: root, includeDependencies: project.includeDependencies) {
            for m in messages { printError(m) }
            result = cached
        } else {
            var messages: [String] = []
            let scan = ProjectScan.read(project.path, configuration: project.configuration, includeDependencies: project.includeDependencies)
            for d in scan.diagnostics where d.severity != .note { messages.append("\(d)"); printError("\(d)") }
            if scan.projects.isEmpty { throw Exit.failure }
            let unknown = targets.filter { name in !scan.targets.contains { $0.name == name } }
            if !unknown.isEmpty {
                throw ValidationError("no target named \(unknown.joined(separator: ", ")); the project has \(scan.targets.map(\.name).joined(separator: ", "))")
            }
            let progress = Progress.onTerminal()
            var report: (@Sendable (Int, Int) -> Void)?
            if let progress { report = { done, total in progress.update(done, total) } }
            let facts = CodeReader.read(scan, includeDependencies: project.includeDependencies, jobs: jobs == 0 ? nil : jobs, progress: report)
            progress?.finish()
            for d in facts.diagnostics where d.severity == .warning { messages.append("\(d)"); printError("\(d)") }
            result = Checker.run(scan: scan, facts: facts, configuration: settings, only: targets, os: os)
            // Runs that met unreadable project files are not cached (exit 1 must stay exit 1); skipped sources are,
            // with their messages.
            if !scan.diagnostics.contains(where: { $0.severity == .error }) {
                cache?.save(result, key: key, root: root, includeDependencies: project.includeDependencies, extra: scan.inputs, messages: messages)
            }
            unreadable = scan.diagnostics.contains(where: { $0.severity == .error })
        }
        if let write = writeBaseline {
            do { try Baseline.write(result.findings, to: write) } catch {
                printError("\(write): error: cannot write the baseline: \(error.localizedDescription)")
                throw Exit.failure
            }
        }
        if let known = baseline ?? settings.baseline.map({ $0.hasPrefix("/") ? $0 : root + "/" + $0 }), writeBaseline == nil {
            guard FileManager.default.fileExists(atPath: known) else {
                printError("\(known): error: no such baseline file (--write-baseline records one)")
                throw Exit.failure
            }
            do { result = Baseline.filter(result, with: try Baseline.read(known)) } catch {
                printError("\(known): error: not a baseline file: \(error.localizedDescription)")
                throw Exit.failure
            }
        }
        let report = reporter.render(result, root: root, version: OrientVersion.string)
        if let output {
            do { try Data(report.utf8).write(to: URL(fileURLWithPath: output)) } catch {
                printError("\(output): error: cannot write the report: \(error.localizedDescription)")
                throw Exit.failure
            }
        } else {
            writeOut(report)
        }
        if reporter == .xcode && output == nil && isatty(2) == 1 {
            printError(Reporter.summary.render(result, root: root, version: OrientVersion.string).split(separator: "\n").last.map(String.init) ?? "")
        }
        // Input that could not be read outranks findings: the check is incomplete (the report above still stands).
        if unreadable { throw Exit.failure }
        if result.count(.error) > 0 || (strict && result.count(.warning) > 0) { throw Exit.problems }
    }
}

extension Reporter: ExpressibleByArgument {}

/// "reading files 120/1563" on standard error, when it is a terminal, not in CI, and the run takes a while.
final class Progress: @unchecked Sendable {
    private let lock = NSLock()
    private let start = ContinuousClock.now
    private var last = ContinuousClock.now
    private var shown = false

    static func onTerminal() -> Progress? {
        guard isatty(2) == 1, ProcessInfo.processInfo.environment["CI"] == nil else { return nil }
        return Progress()
    }

    func update(_ done: Int, _ total: Int) {
        lock.lock(); defer { lock.unlock() }
        let now = ContinuousClock.now
        guard now - start > .milliseconds(500), now - last > .milliseconds(100) || done == total else { return }
        last = now
        shown = true
        FileHandle.standardError.write(Data("\rorient: reading files \(done)/\(total)".utf8))
    }

    func finish() {
        lock.lock(); defer { lock.unlock() }
        if shown { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    }
}
