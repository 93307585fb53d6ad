import ArgumentParser
import Foundation
import OrientCheck
import OrientEngine
import OrientFacts
import OrientProject
import OrientSwift

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract:
            "Find orientation bugs in an Xcode project: per iOS app target, with the devices and iOS versions affected.",
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

    @Option(help: "What the team states that the code does not tell (default: .orient-hints.yml in PATH).")
    var hints: String?

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

    @Option(
        help:
            "The cache file (default: ~/.cache/orient/check-<folder>-<hash>.orient-cache, or under $XDG_CACHE_HOME). Old cache files are pruned only in that default folder."
    )
    var cachePath: String?

    @Option(help: "How many files to read at once: 1, or 0 for every core.")
    var jobs = 0

    @Flag(
        help:
            "Apply the mechanical fixes (misspelt keys, orientation values, iPad orientations, a constant returned as a mask), then check again and report what is left."
    )
    var fix = false

    @Flag(
        help:
            "With --fix: print the fixes as a unified diff (or, with --reporter, the findings they fix) and change nothing; exit 2 while a fix is pending."
    )
    var dryRun = false

    @Option(
        name: .customLong("choice"),
        help: ArgumentHelp(
            "Switch an open-question choice, as key=value (repeatable; `orient rules --engine` lists them).",
            valueName: "key=value"))
    var choices: [String] = []

    func validate() throws {
        guard OSVersion(ios) != nil else { throw ValidationError("--ios takes a version such as 17.4, found '\(ios)'") }
        guard jobs >= 0 else { throw ValidationError("--jobs takes 0 (every core) or a positive number") }
        if dryRun && !fix { throw ValidationError("--dry-run goes with --fix") }
        _ = try Choices.parse(choices)
    }

    func run() throws {
        // The binary's own identity too: a rebuilt orient of the same version may find other things.
        var request = CheckRequest(path: project.path, version: OrientVersion.string)
        request.build = OrientVersion.buildIdentity
        request.buildConfiguration = project.buildConfiguration
        request.allConfigurations = project.configuration == nil
        request.includeDependencies = project.includeDependencies
        request.includeVendored = project.includeVendored
        request.allowOutsideRoot = project.allowOutsideRoot
        request.targets = targets
        request.configFile = config
        request.hintsFile = hints
        request.baseline = baseline
        request.writeBaseline = writeBaseline
        request.os = OSVersion(ios) ?? .latestKnown
        request.choices = try Choices.parse(choices)
        request.useCache = !noCache
        request.cachePath = cachePath
        request.reporter = reporter
        request.output = output
        let readFacts = { (scan: ProjectScan) -> ProjectFacts in
            let progress = Progress.onTerminal()
            var report: (@Sendable (Int, Int) -> Void)?
            if let progress { report = { done, total in progress.update(done, total) } }
            defer { progress?.finish() }
            return CodeReader.read(
                scan, includeDependencies: project.includeDependencies, jobs: jobs == 0 ? nil : jobs, progress: report)
        }
        var fixedBefore: (Int, Int, Set<String>)?
        if fix {
            // A first, silent pass finds the fixes (edits are never cached); the report is the pass after them.
            var first = request
            first.useCache = false
            first.baseline = nil
            first.writeBaseline = nil
            first.output = nil
            let found = try pipeline(first, readFacts: readFacts, quiet: true)
            // A fix that changes what the app does says so before anything is written, with the other choice.
            for f in found.result.findings where f.edits != nil {
                guard let change = f.fixChangesBehaviour else { continue }
                printError(
                    "orient: \(dryRun ? "the fix for" : "fixing") \(f.ruleID) at \(Fixer.display(f.place.description, found.root)) changes what the app does: \(change)"
                )
            }
            let fixed = Fixer.run(found.result.findings, root: found.root, dryRun: dryRun)
            for s in fixed.skipped { printError("orient: \(s)") }
            if dryRun {
                let needs = fixed.judgement.map {
                    "  \($0.ruleID) at \(Fixer.display($0.place.description, found.root))"
                }
                printError(
                    "orient: \(fixed.fixed.count) finding(s) have a mechanical fix; \(fixed.judgement.count) need judgement"
                        + (needs.isEmpty ? "" : " (as the code is now):\n" + needs.joined(separator: "\n")))
            }
            if dryRun {
                // The diff, or with another reporter the findings a fix is pending for, in its format; to --output
                // when given. Pending fixes fail the run (exit 2), so that CI can gate on them.
                var pending = found.result
                pending.findings = fixed.fixed
                let text =
                    reporter == .xcode
                    ? fixed.diff : reporter.render(pending, root: found.root, version: OrientVersion.string)
                if let output {
                    do { try Data(text.utf8).write(to: URL(fileURLWithPath: output)) } catch {
                        printError("\(output): cannot write the report: \(error.localizedDescription)")
                        throw Exit.failure
                    }
                } else {
                    writeOut(text)
                }
                if !fixed.fixed.isEmpty { throw Exit.problems }
                return
            }
            request.useCache = false
            fixedBefore = (fixed.fixed.count, fixed.written.count, Set(found.result.findings.map(\.identity)))
        }
        let outcome = try pipeline(request, readFacts: readFacts, quiet: false)
        if let (count, files, before) = fixedBefore {
            // What needs judgement is what the fixed code still reports, fixes that made new findings included.
            let judgement = outcome.result.findings.filter { $0.severity != .info && $0.edits == nil }
            let new = judgement.filter { !before.contains($0.identity) }.count
            let needs = judgement.map { "  \($0.ruleID) at \(Fixer.display($0.place.description, outcome.root))" }
            printError(
                "orient: \(count) finding(s) fixed by a mechanical fix in \(files) file(s); \(judgement.count) need judgement"
                    + (new == 0 ? "" : ", \(new) of them new since the fixes")
                    + (needs.isEmpty ? "" : ":\n" + needs.joined(separator: "\n")))
        }
        if let skipped = outcome.result.notChecked, reporter != .summary { printError("orient: \(skipped)") }
        if reporter == .xcode && output == nil && isatty(2) == 1 {
            printError(
                Reporter.summary.render(outcome.result, root: outcome.root, version: OrientVersion.string).split(
                    separator: "\n"
                ).last.map(String.init) ?? "")
        }
        // Input that could not be read outranks findings: the check is incomplete (the report above still stands).
        if outcome.unreadable { throw Exit.failure }
        if outcome.result.count(.error) > 0 || (strict && outcome.result.count(.warning) > 0) { throw Exit.problems }
    }
}

extension CheckCommand {
    /// One check; `quiet`: no report and no diagnostics (the first pass of `--fix`).
    func pipeline(_ request: CheckRequest, readFacts: @escaping (ProjectScan) -> ProjectFacts, quiet: Bool) throws
        -> CheckOutcome
    {
        do throws(CheckStop) {
            return try CheckPipeline(
                request, readFacts: readFacts, diagnose: quiet ? { _ in } : { printError($0.description) },
                writeOut: quiet ? { _ in } : writeOut, readPackageApps: { PackageApps.read($0, root: $1) },
                readTuist: TuistManifest.read
            ).run()
        } catch .usage(let message) {
            throw ValidationError(message)
        } catch {
            throw Exit.failure
        }
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
