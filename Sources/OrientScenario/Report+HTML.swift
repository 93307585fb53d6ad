import OrientEngine
import OrientOutput

// `orient simulate --format html` (issue 18): the scenario as a strip of device frames, one per step. The device
// is drawn as it is held, the screen's content upright in the interface orientation inside it (so a screen that did
// not turn shows sideways); each frame names the controller UIKit asks and marks turns, exceptions and failed
// expectations. One self-contained page: inline SVG and CSS, no script.
extension SimulationReport {
    func html() -> String {
        let title = Self.escape(file.scenario.name ?? file.path)
        return """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>\(title)</title>
            <style>\(Self.css)</style></head><body>
            <h1>\(title)</h1>
            \(strip())</body></html>

            """
    }

    /// The frames, under a line naming the device and the version.
    func strip() -> String {
        var out = """
            <p class="sub">\(Self.escape(file.scenario.device.name)), iOS \(file.scenario.os) · \(result.steps.count) step(s)\
            \(failedExpectations > 0 ? " · \(failedExpectations) expect(s) failed" : "")</p>
            <div class="strip">

            """
        for (i, step) in result.steps.enumerated() {
            let outcome = outcomes[i]
            var classes = ["step"]
            if step.rotated { classes.append("rotated") }
            if step.exception != nil { classes.append("exception") }
            if outcome?.held == false { classes.append("failed") }
            out += "<figure class=\"\(classes.joined(separator: " "))\" data-step=\"\(i)\">"
            out += Self.frame(
                step, homeButton: file.scenario.device.homeButton, phone: file.scenario.device.idiom == .phone)
            out += "<figcaption><b>\(i + 1).</b> \(markupBreakable(Self.escape(file.stepTexts[step.index])))"
            if let o = step.interfaceOrientation { out += "<br>interface \(o.name)" }
            if step.rotated { out += " <span class=\"tag\">turned</span>" }
            if let a = step.authority { out += "<br>asks \(markupBreakable(Self.escape(a)))" }
            if let x = step.exception {
                out += "<br><span class=\"bad\">\(markupBreakable(Self.escape(x.name)))</span>"
            }
            if let o = outcome, !o.held {
                out +=
                    "<br><span class=\"bad\">expect failed: \(markupBreakable(Self.escape(o.failures.joined(separator: "; "))))</span>"
            }
            out += "</figcaption></figure>\n"
        }
        return out + "</div>\n"
    }

    /// Where the top of the device points on the page, for how it is held (flat: as last held upright).
    static func deviceAngle(_ d: DeviceOrientation?) -> Double {
        switch d {
        case .portraitUpsideDown?: return 180
        case .landscapeLeft?: return -90  // Home button on the right: the top points left
        case .landscapeRight?: return 90
        default: return 0
        }
    }

    /// `phone` without a Home button: a Face ID iPhone, drawn with its sensor housing at the top of the screen so
    /// that its two landscape sides (and portrait and upside down) look different.
    static func frame(_ step: StepResult, homeButton: Bool, phone: Bool = true) -> String {
        let device = deviceAngle(step.deviceOrientation)
        // The content is upright for the one holding the device when the interface matches how it is held.
        let content = step.interfaceOrientation.flatMap(DeviceOrientation.init).map { device - deviceAngle($0) }
        var svg = "<svg viewBox=\"0 0 120 120\" width=\"120\" height=\"120\" role=\"img\">"
        svg +=
            "<g transform=\"rotate(\(device) 60 60)\"><rect class=\"body\" x=\"36\" y=\"14\" width=\"48\" height=\"92\" rx=\"8\"/>"
        svg += "<rect class=\"screen\" x=\"40\" y=\"20\" width=\"40\" height=\"78\" rx=\"3\"/>"
        if homeButton {
            svg += "<circle class=\"button\" cx=\"60\" cy=\"102\" r=\"2\"/>"
        } else if phone {
            svg += "<rect class=\"sensor\" x=\"54\" y=\"22\" width=\"12\" height=\"3.5\" rx=\"1.75\"/>"
        } else {
            svg += "<circle class=\"sensor\" cx=\"60\" cy=\"17\" r=\"1.2\"/>"  // an iPad's front camera
        }
        svg += "</g>"
        if let c = content {
            svg +=
                "<path class=\"up\" transform=\"rotate(\(c) 60 60)\" d=\"M60 44 L67 56 L62 56 L62 74 L58 74 L58 56 L53 56 Z\"/>"
        }
        return svg + "</svg>"
    }

    static func escape(_ s: String) -> String { markupEscaped(s) }

    static let css = """
        :root{color-scheme:light dark;--fg:#1d1d1f;--bg:#fff;--muted:#6e6e73;--ok:#1f883d;--no:#cf222e;--dev:#d2d2d7;\
        --scr:#f5f5f7}
        @media (prefers-color-scheme:dark){:root{--fg:#f5f5f7;--bg:#1d1d1f;--muted:#a1a1a6;--ok:#3fb950;--no:#f85149;\
        --dev:#48484a;--scr:#2c2c2e}}
        body{font:14px/1.4 -apple-system,system-ui,sans-serif;color:var(--fg);background:var(--bg);margin:2em}
        .sub{color:var(--muted)} .strip{display:flex;flex-wrap:wrap;gap:1em}
        .step{margin:0;width:11em;border:1px solid var(--dev);border-radius:8px;padding:.5em;text-align:center}
        .step.failed,.step.exception{border-color:var(--no)} .body{fill:var(--dev)} .screen{fill:var(--scr)}
        .button,.sensor{fill:var(--muted)} .up{fill:var(--ok)} .failed .up,.exception .up{fill:var(--no)}
        figcaption{font-size:12px;overflow-wrap:break-word} .tag{color:var(--ok)} .bad{color:var(--no)}
        @media print{body{margin:0}.step{break-inside:avoid}}
        """
}
