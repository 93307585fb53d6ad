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
    /// macOS's file systems do).
    public func scenarios(used: inout Set<String>) -> [Emitted] {
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
                out.append(Emitted(file: name + ".yml", text: scenario(b, r)))
            }
        }
        return out
    }

    func scenario(_ b: BadState, _ r: ExplorationResult) -> String {
        var s = model.scenario
        s.device = r.device
        s.os = r.os
        s.name = "\(b.kind.rawValue): \(b.screen)" + (b.orientation.map { " \($0.name)" } ?? "")
        var steps = b.path.map { p in ScenarioWriter.Step(p.event, comment: p.origin.map { "from \($0)" }) }
        if !steps.isEmpty { steps[steps.count - 1].expect = Self.expect(b) }
        return ScenarioWriter.yaml(
            s, sdk: r.sdk == r.os ? nil : r.sdk, steps: steps,
            header: [
                "Found by `orient explore \(source)` on \(r.device.name), iOS \(r.os): \(b.kind.rawValue).",
                b.detail,
                "`orient simulate` on this file fails (exit 2) until the app is fixed; the last step says what a fixed app does."
            ])
    }

    /// What the last step of a fixed app's path shows.
    static func expect(_ b: BadState) -> String {
        switch b.kind {
        case .crash: return "{ exception: null }"
        case .stuck, .returnWrong, .shownWrong, .unreachableOrientation:
            guard let own = b.screenMask else { return "{ interfaceOrientationAllowed: true }" }
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
                    out += "\(SimulationReport.escape(b.detail))</h3>\n"
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
