import Foundation
import OrientEngine
import OrientOutput

// `--emit DIR`: each bad state with a path becomes a scenario file whose steps are the path and whose last step
// expects what a fixed app would do, so `orient simulate` replays it and fails until the app is fixed.
extension ExploreReport {
    public struct Emitted: Sendable {
        public var file: String
        public var text: String
    }

    /// The files `--emit` writes, by name; unreachable orientations have no path to replay and are left out.
    public func scenarios() -> [Emitted] {
        var used = Set<String>()
        return scenarios(used: &used)
    }

    /// The same, with names unique among `used` too (several reports into one folder; compared without case, as
    /// macOS's file systems do). For a model read from a project (`project`), `directory` is where the files go:
    /// each names the project relative to it.
    public func scenarios(used: inout Set<String>, directory: String? = nil) -> [Emitted] {
        let reference = project.map { p in
            (path: directory.map { ExploreReport.relativePath(from: $0, to: p.path) } ?? p.path, target: p.target)
        }
        var out: [Emitted] = []
        for r in results {
            for b in r.badStates where b.kind != .unreachableOrientation {
                let base = Self.fileName("\(b.kind.rawValue)-\(b.screen)-\(r.device.name)-ios\(r.os)")
                var name = base
                var n = 2
                // The suffix goes after the shortened base, so that it always makes the name new.
                while !used.insert(name.lowercased()).inserted {
                    name = base + "-\(n)"
                    n += 1
                }
                out.append(Emitted(file: name + ".yml", text: scenario(b, r, project: reference)))
            }
        }
        return out
    }

    func scenario(_ b: BadState, _ r: ExplorationResult, project: (path: String, target: String)? = nil) -> String {
        var s = model.scenario
        s.device = r.device
        s.os = r.os
        s.name = "\(b.kind.rawValue): \(b.screen)" + (b.orientation.map { " \($0.name)" } ?? "")
        var steps = b.path.map { p in ScenarioWriter.Step(p.event, comment: p.origin.map { "from \($0)" }) }
        if !steps.isEmpty { steps[steps.count - 1].expect = Self.expect(b, byName: project != nil) }
        return ScenarioWriter.yaml(
            s, sdk: r.sdk == r.os ? nil : r.sdk, steps: steps,
            header: [
                "Found by `orient explore \(source)` on \(r.device.name), iOS \(r.os): \(b.kind.rawValue).",
                b.detail,
                project == nil
                    ? "`orient simulate` on this file fails (exit 2) until the app is fixed; the last step says what a fixed app does."
                    : "`orient simulate` on this file reads the project again and fails (exit 2) until the app is fixed; the last step says what a fixed app does."
            ] + notes.filter { $0.contains("assuming the app delegate") }, project: project)
    }

    /// `to` relative to the folder `from` (both made absolute against the working directory).
    static func relativePath(from: String, to: String) -> String {
        func parts(_ p: String) -> [String] {
            URL(fileURLWithPath: p).standardizedFileURL.path.split(separator: "/").map(String.init)
        }
        let a = parts(from)
        let b = parts(to)
        var common = 0
        while common < a.count && common < b.count && a[common] == b[common] { common += 1 }
        let up = Array(repeating: "..", count: a.count - common)
        let rest = up + b[common...]
        return rest.isEmpty ? "." : rest.joined(separator: "/")
    }

    /// What the last step of a fixed app's path shows.
    /// `byName`: the screen's own mask is named by the screen, to be read again at replay (a project's file).
    static func expect(_ b: BadState, byName: Bool = false) -> String {
        switch b.kind {
        case .crash: return "{ exception: null }"
        case .stuck, .returnWrong, .shownWrong, .unreachableOrientation:
            guard let own = b.screenMask else { return "{ interfaceOrientationAllowed: true }" }
            if byName {
                return
                    "{ interfaceOrientationAllowed: true, interfaceOrientationAllowedBy: \(ScenarioWriter.quoted(b.screen)) }"
            }
            return "{ interfaceOrientationAllowed: true, interfaceOrientationIn: \(ScenarioWriter.mask(own)) }"
        case .forcedRotationIgnored:
            switch b.path.last?.event {
            case .setDeviceOrientationValue(let o)?: return "{ interfaceOrientation: \(o.name) }"
            case .requestGeometryUpdate(let m)? where m.orientations.count == 1:
                return "{ error: null, interfaceOrientation: \(m.orientations[0].name) }"
            default: return "{ error: null }"
            }
        }
    }

    static func fileName(_ s: String) -> String {
        let safe = s.unicodeScalars.map { c -> Character in
            let ok =
                (c.value >= 0x30 && c.value <= 0x39) || (c.value >= 0x41 && c.value <= 0x5A)
                || (c.value >= 0x61 && c.value <= 0x7A) || c == "." || c == "_" || c == "-"
            return ok ? Character(c) : "-"
        }
        return String(String(safe).prefix(120))
    }
}

extension ExploreReport {
    /// `orient explore --format html`: each bad state's shortest path drawn as `orient simulate --format html` draws a
    /// scenario (the emitted scenario, replayed), under its kind and what is wrong.
    public static func html(_ reports: [ExploreReport]) -> String {
        var out = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>orient explore</title>
            <style>\(SimulationReport.css)</style></head><body><h1>orient explore</h1>

            """
        for report in reports {
            out += "<h2>\(SimulationReport.escape(report.source))</h2>\n"
            for r in report.results {
                for b in r.badStates where b.kind != .unreachableOrientation {
                    out += "<section class=\"bad-state\" data-kind=\"\(b.kind.rawValue)\"><h3>\(b.kind.rawValue): "
                    out += "\(markupBreakable(SimulationReport.escape(b.detail)))</h3>\n"
                    if let file = try? ScenarioFile.parse(report.scenario(b, r), path: "path.yml") {
                        out += SimulationReport(file: file, explain: false).strip()
                    }
                    out += "</section>\n"
                }
            }
        }
        return out + "</body></html>\n"
    }
}
