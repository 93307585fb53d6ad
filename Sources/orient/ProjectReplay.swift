import Foundation
import OrientCheck
import OrientEngine
import OrientFacts
import OrientOutput
import OrientProject
import OrientScenario
import OrientSwift

/// A scenario file that names its project (`project:`, `target:`, written by `orient explore --emit` on a project):
/// the app and its controllers are read from the project as it is now, so a path turns green once the app is fixed.
enum ProjectReplay {
    /// The hint file (`--hints`, else the root's `.orient-hints.yml` when there is one), checked against the
    /// project: a file that cannot be read, or a class the project does not know, is said and exits 1.
    static func hints(named: String?, root: String, facts: ProjectFacts) throws -> HintFile? {
        let path = named ?? root + "/" + HintFile.fileName
        if named == nil && !FileManager.default.fileExists(atPath: path) { return nil }
        if named == nil && !ReadGate(root: root).allows(path) {
            printError(
                "\(displayPath(path, root: root)): the hint file is a link to a file outside the repository; not read")
            throw Exit.failure
        }
        let file: HintFile?
        do throws(Diagnostic) {
            file = try HintFile.load(path: path, shownAs: displayPath(path, root: root))
        } catch {
            printError(error.description)
            throw Exit.failure
        }
        guard let file else {
            printError("\(path): no such hint file")
            throw Exit.failure
        }
        let unknown = file.unknownNames(in: facts)
        for d in unknown { printError(d.rendered(style: TextStyle(color: false))) }
        if !unknown.isEmpty { throw Exit.failure }
        return file
    }

    static func read(_ project: ProjectReference, into file: inout ScenarioFile) throws(Diagnostic) {
        func fail(_ message: String) -> Diagnostic {
            Diagnostic(file: file.path, line: project.line, key: "project", message: message)
        }
        guard FileManager.default.fileExists(atPath: project.resolved) else {
            throw fail("no project at \(project.path) (\(project.resolved))")
        }
        let scan = ProjectScan.read(project.resolved, tuist: TuistManifest.read)
        if scan.apps.isEmpty {
            let why = scan.diagnostics.first { $0.severity == .error }.map { ": " + $0.message } ?? ""
            throw fail("\(project.path) has no iOS app target\(why)")
        }
        let facts = CodeReader.read(scan)
        let hintFile: HintFile?
        do { hintFile = try hints(named: nil, root: scan.root, facts: facts) } catch {
            throw fail("its hint file cannot be used")
        }
        let model = ProjectExploration.replayModel(
            scan: scan, facts: facts, target: project.target, device: file.scenario.device.deviceClass,
            root: file.scenario.root, os: file.scenario.os, hints: hintFile)
        switch model {
        case .failure(let e): throw fail(e.message)
        case .success(let m):
            file.scenario.app = m.scenario.app
            file.scenario.controllers = m.scenario.controllers
            file.scenario.root = m.scenario.root
        }
    }
}
