import Foundation
import OrientCheck
import OrientEngine
import OrientOutput
import OrientProject
import OrientScenario
import OrientSwift

/// A scenario file that names its project (`project:`, `target:`, written by `orient explore --emit` on a project):
/// the app and its controllers are read from the project as it is now, so a path turns green once the app is fixed.
enum ProjectReplay {
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
        let model = ProjectExploration.replayModel(
            scan: scan, facts: facts, target: project.target, device: file.scenario.device.deviceClass,
            root: file.scenario.root.name, os: file.scenario.os)
        switch model {
        case .failure(let e): throw fail(e.message)
        case .success(let m):
            file.scenario.app = m.scenario.app
            file.scenario.controllers = m.scenario.controllers
            file.scenario.root = m.scenario.root
        }
    }
}
