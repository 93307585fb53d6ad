import Foundation
import OrientEngine
import OrientFacts
import OrientOutput
import OrientProject
import OrientScenario

/// What `orient check` is asked to do.
public struct CheckRequest: Sendable {
    /// A directory, a .xcodeproj or a .xcworkspace.
    public var path: String
    /// The build configuration whose settings are read.
    public var buildConfiguration = "Release"
    /// Whether `buildConfiguration` is only the first choice: every other configuration that reads differently is
    /// checked too (not when the user names one).
    public var allConfigurations = false
    public var includeDependencies = false
    /// Also check git submodules, generated projects, and sample or third-party apps beside the app.
    public var includeVendored = false
    /// Also read files outside the repository that holds `path`.
    public var allowOutsideRoot = false
    /// Only these targets (all when empty).
    public var targets: [String] = []
    /// The configuration file (nil: `.orient.yml` in the root, if there is one).
    public var configFile: String?
    /// The team's hint file (default: `.orient-hints.yml` in the root, when there is one).
    public var hintsFile: String?
    public var baseline: String?
    public var writeBaseline: String?
    public var os = OSVersion.latestKnown
    /// The open-question choices (`--choice key=value`): the engine's answers, and rules that report by them.
    public var choices = Choices()
    public var useCache = true
    public var cachePath: String?
    public var reporter = Reporter.xcode
    /// Where the report goes (nil: `writeOut`).
    public var output: String?
    /// Orient's version, for the cache key and the reports.
    public var version: String
    /// What tells this build from another of the same version (the executable's size and time): the cache key only.
    public var build = ""

    public init(path: String, version: String) { self.path = path; self.version = version }
}

/// How a check ended, for the exit status.
public struct CheckOutcome: Sendable {
    public var result: CheckResult
    public var root: String
    /// An input could not be read: the check is incomplete (exit 1, which outranks findings).
    public var unreadable: Bool
}

/// Why a check stopped before its report.
public enum CheckStop: Error {
    /// The request cannot be carried out as asked (a target that does not exist): a usage error.
    case usage(String)
    /// An input the whole check needs could not be read; the diagnostic has been reported.
    case failure
}

/// `orient check`, as ordered passes. The facts reader is passed in, so that this module does not import
/// swift-syntax; `diagnose` hears every problem with an input as it is met, `writeOut` the report.
public struct CheckPipeline {
    public typealias FactsReader = (ProjectScan) -> ProjectFacts

    let request: CheckRequest
    let readFacts: FactsReader
    let diagnose: (Diagnostic) -> Void
    let writeOut: (String) -> Void
    /// The app products of the Swift package in a folder (absolute) with no Xcode project, shown relative to a
    /// root; nil when there is no package either. Passed in for the same reason as `readFacts`.
    let readPackageApps: ((String, String) -> [PackageAppDeclaration]?)?
    /// Reads a Tuist manifest (OrientSwift's `TuistManifest.read`); without it Tuist projects are not read.
    let readTuist: TuistReading?

    public init(
        _ request: CheckRequest, readFacts: @escaping FactsReader, diagnose: @escaping (Diagnostic) -> Void,
        writeOut: @escaping (String) -> Void, readPackageApps: ((String, String) -> [PackageAppDeclaration]?)? = nil,
        readTuist: TuistReading? = nil
    ) {
        self.request = request; self.readFacts = readFacts; self.diagnose = diagnose; self.writeOut = writeOut
        self.readPackageApps = readPackageApps
        self.readTuist = readTuist
    }

    /// The state the passes hand on.
    struct Run {
        var absolute: String
        var root: String
        var configuration = Configuration()
        var configurationText = ""
        var hints: HintFile?
        var hintsText = ""
        var result = CheckResult(findings: [], targets: [], baselined: 0)
        var unreadable = false
        /// The configuration file could not be read: the run goes on with the defaults and exits 1.
        var configurationBroken = false
    }

    public func run() throws(CheckStop) -> CheckOutcome {
        let (absolute, root) = ProjectScan.root(for: request.path)
        var run = Run(absolute: absolute, root: root)
        // 1. The configuration first: it decides the rules and severities, and it is part of the cache key.
        try readConfiguration(&run)
        readHints(&run)
        // 2. The cache: an unchanged tree, configuration and options reuse the last findings, skipping 3 to 5.
        // The HTML report draws what each target allows, which the cache does not keep: it reads everything.
        let cache =
            request.useCache && request.reporter != .html
            ? CheckCache(
                path: request.cachePath ?? CheckCache.defaultPath(root: absolute), prunes: request.cachePath == nil)
            : nil
        let key = cacheKey(run)
        // Git submodules are not walked (their projects and sources are not read) unless asked.
        let skipping = request.includeVendored ? [] : Set(Discovery.submodules(around: absolute))
        let lookup =
            cache?.load(
                key: key, root: root, includeDependencies: request.includeDependencies, skipping: skipping,
                gate: ReadGate(root: root, allowOutsideRoot: request.allowOutsideRoot)) ?? .miss
        if case .rejected(let why) = lookup, let cache {
            diagnose(
                Diagnostic(
                    .warning, file: cache.path,
                    message: "the cache entry is not used (\(why)); checking everything again"))
        }
        if case .hit(let cached, let diagnostics, let unreadable) = lookup {
            for d in diagnostics { diagnose(d) }
            run.result = cached
            run.unreadable = unreadable
        } else {
            var reported: [Diagnostic] = []
            // 3. The projects: targets, build settings, Info.plists, and the files each target builds.
            let scan: ProjectScan
            do { scan = try self.scan(&reported) } catch {
                // Nothing to check: a tool reading a document from stdout still gets an empty one.
                if case .failure = error, [.json, .sarif, .junit, .checkstyle].contains(request.reporter) {
                    try? report(run)
                }
                throw error
            }
            for w in run.configuration.unmatched(
                files: scan.targets.flatMap(\.files).map { displayPath($0, root: root) },
                targets: scan.targets.map(\.name))
            {
                reported.append(w)
                diagnose(w)
            }
            // 4. The code's facts, per target (they need the targets' files).
            let facts = readFacts(scan)
            for d in facts.diagnostics where d.severity == .warning { reported.append(d); diagnose(d) }
            // Nested configurations apply to the files under them (a change to one changes the tree's hash).
            run.configuration.nested = Configuration.nested(under: root, skipping: skipping) { d in
                reported.append(d)
                diagnose(d)
            }
            // The hints name classes of this project: one it neither defines nor uses is an error (exit 1), and
            // the rest still apply.
            let unknownHints = run.hints?.unknownNames(in: facts) ?? []
            for d in unknownHints {
                reported.append(d)
                diagnose(d)
            }
            // 5. The rules, over every iOS app target, with the configuration's severities and suppressions.
            run.result = Checker.run(
                scan: scan, facts: facts, configuration: run.configuration, only: request.targets, os: request.os,
                choices: request.choices, hints: run.hints)
            // A run that met unreadable project files is cached with that fact, so a hit exits 1 again.
            run.unreadable = scan.diagnostics.contains { $0.severity == .error } || !unknownHints.isEmpty
            cache?.save(
                run.result, key: key, root: root, includeDependencies: request.includeDependencies, skipping: skipping,
                // Files outside the read gate are never read, so they cannot change a finding: not stamped (and
                // an entry that stamps one is a crafted one).
                extra: CheckCache.unwalked(
                    scan.inputs + scan.targets.flatMap(\.files).filter(CheckCache.isWatched), root: root,
                    skipping: skipping, includeDependencies: request.includeDependencies
                ).filter(scan.gate.allows),
                diagnostics: reported, unreadable: run.unreadable)
        }
        // Where the rules' pages are: the configuration says, whatever the cache held.
        run.result.rulesURL = run.configuration.rulesURL
        // 6. The baseline after the cache: the baseline file may change while the code does not.
        try applyBaseline(&run)
        // 7. The report.
        try report(run)
        return CheckOutcome(result: run.result, root: root, unreadable: run.unreadable || run.configurationBroken)
    }

    func readConfiguration(_ run: inout Run) throws(CheckStop) {
        let path = request.configFile ?? run.root + "/.orient.yml"
        let problem: Diagnostic
        // The repository's own configuration is the repository's: a link out of it is not followed. A file the
        // user names with --config is read wherever it is.
        if request.configFile == nil, !ReadGate(root: run.root).allows(path) {
            problem = Diagnostic(
                file: displayPath(path, root: run.root),
                message: "the configuration is a link to a file outside the repository; not read")
        } else if !FileManager.default.fileExists(atPath: path) {
            guard request.configFile != nil else { return }
            problem = Diagnostic(file: path, message: "no such configuration file")
        } else if let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size]) as? Int,
            size > Limits.configurationBytes
        {
            // Too large to be a real configuration: the defaults, the report still written, exit 1.
            diagnose(
                Diagnostic(
                    file: path,
                    message:
                        "the configuration is \(size) bytes, more than any real one (\(Limits.configurationBytes)); not read, the defaults apply"
                ))
            run.configurationBroken = true
            return
        } else if let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8)
        {
            do throws(Diagnostic) {
                run.configuration = try Configuration.parse(text, path: displayPath(path, root: run.root))
                run.configurationText = text
                // Mistakes in it are warnings, as SwiftLint's are: the rest of it applies.
                for w in run.configuration.warnings { diagnose(w) }
                return
            } catch {
                // Not YAML at all: the defaults, the report still written, exit 1 at the end.
                diagnose(error)
                run.configurationBroken = true
                run.configurationText = text
                return
            }
        } else if let data = FileManager.default.contents(atPath: path) {
            let (message, line) = SourceBytes.notUTF8(data)
            problem = Diagnostic(file: path, line: line, message: message + "; expected a YAML configuration")
        } else {
            problem = Diagnostic(file: path, message: "cannot read the configuration")
        }
        diagnose(problem)
        throw .failure
    }

    /// The hint file: the one named, else the root's `.orient-hints.yml` when there is one (a link out of the
    /// repository is not followed). One that cannot be read is said, the run goes on without it, and exits 1.
    func readHints(_ run: inout Run) {
        let path = request.hintsFile ?? run.root + "/" + HintFile.fileName
        if request.hintsFile == nil {
            guard FileManager.default.fileExists(atPath: path) else { return }
            guard ReadGate(root: run.root).allows(path) else {
                diagnose(
                    Diagnostic(
                        file: displayPath(path, root: run.root),
                        message: "the hint file is a link to a file outside the repository; not read"))
                run.configurationBroken = true
                return
            }
        } else if !FileManager.default.fileExists(atPath: path) {
            diagnose(Diagnostic(file: path, message: "no such hint file"))
            run.configurationBroken = true
            return
        }
        do throws(Diagnostic) {
            run.hints = try HintFile.load(path: path, shownAs: displayPath(path, root: run.root))
            run.hintsText = String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
        } catch {
            diagnose(error)
            run.configurationBroken = true
        }
    }

    /// What a JSON decoding error says, in words (Foundation's own text is "isn't in the correct format").
    static func describe(_ error: Error) -> String {
        guard let e = error as? DecodingError else { return "\(error)" }
        func at(_ path: [CodingKey]) -> String {
            path.isEmpty ? "" : " at " + path.map { $0.intValue.map { "[\($0)]" } ?? "." + $0.stringValue }.joined()
        }
        switch e {
        case .dataCorrupted(let c): return "not valid JSON" + at(c.codingPath)
        case .keyNotFound(let k, let c): return "no '\(k.stringValue)'" + at(c.codingPath)
        case .typeMismatch(let t, let c): return "expected \(t)" + at(c.codingPath)
        case .valueNotFound(let t, let c): return "expected \(t), found null" + at(c.codingPath)
        @unknown default: return "\(error)"
        }
    }

    func cacheKey(_ run: Run) -> String {
        CheckCache.key(
            version: request.version + request.build, configuration: run.configurationText + "\n" + run.hintsText,
            options: [
                run.absolute, request.buildConfiguration, "\(request.allConfigurations)",
                request.targets.sorted().joined(separator: ","),
                request.os.description, "\(request.includeDependencies)", "\(request.includeVendored)",
                request.choices.values.map { "\($0.key)=\($0.value)" }.joined(separator: ","),
                "\(request.allowOutsideRoot)"
            ])
    }

    func scan(_ reported: inout [Diagnostic]) throws(CheckStop) -> ProjectScan {
        var scan = ProjectScan.read(
            request.path, configuration: request.buildConfiguration,
            includeDependencies: request.includeDependencies, includeVendored: request.includeVendored,
            allowOutsideRoot: request.allowOutsideRoot, tuist: readTuist, allConfigurations: request.allConfigurations)
        // No Xcode project: a Swift package may declare the app (`.iOSApplication`, Swift Playgrounds' apps).
        if scan.projects.isEmpty, let readPackageApps,
            let apps = readPackageApps(ProjectScan.root(for: request.path).absolute, scan.root)
        {
            scan = ProjectScan(root: scan.root, packageApps: apps.map(\.target), diagnostics: [], gate: scan.gate)
            if apps.isEmpty {
                let d = Diagnostic(
                    .warning, file: displayPath(request.path, root: scan.root),
                    message: "a Swift package with no iOS app product (.iOSApplication): nothing to check")
                reported.append(d)
                diagnose(d)
            }
            return scan
        }
        for d in scan.diagnostics where d.severity != .info { reported.append(d); diagnose(d) }
        if scan.projects.isEmpty { throw .failure }
        let unknown = request.targets.filter { name in !scan.targets.contains { $0.name == name } }
        if !unknown.isEmpty {
            throw .usage(
                "no target named \(unknown.joined(separator: ", ")); the project has \(scan.targets.map(\.name).joined(separator: ", "))"
            )
        }
        return scan
    }

    func applyBaseline(_ run: inout Run) throws(CheckStop) {
        if let write = request.writeBaseline {
            do { try Baseline.write(run.result.findings, to: write) } catch {
                diagnose(Diagnostic(file: write, message: "cannot write the baseline: \(error.localizedDescription)"))
                throw .failure
            }
            return
        }
        guard
            let known = request.baseline
                ?? run.configuration.baseline.map({ $0.hasPrefix("/") ? $0 : run.root + "/" + $0 })
        else { return }
        guard FileManager.default.fileExists(atPath: known) else {
            diagnose(Diagnostic(file: known, message: "no such baseline file (--write-baseline records one)"))
            throw .failure
        }
        do { run.result = Baseline.filter(run.result, with: try Baseline.read(known)) } catch {
            diagnose(Diagnostic(file: known, message: "not a baseline file: \(Self.describe(error))"))
            throw .failure
        }
    }

    func report(_ run: Run) throws(CheckStop) {
        let text = request.reporter.render(run.result, root: run.root, version: request.version)
        guard let output = request.output else { return writeOut(text) }
        do { try Data(text.utf8).write(to: URL(fileURLWithPath: output)) } catch {
            diagnose(Diagnostic(file: output, message: "cannot write the report: \(error.localizedDescription)"))
            throw .failure
        }
    }
}
