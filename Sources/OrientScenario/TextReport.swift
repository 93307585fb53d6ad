import OrientEngine

/// ANSI styling, off when output is not a terminal.
public struct TextStyle: Sendable {
    public var color: Bool
    public init(color: Bool) { self.color = color }
    func paint(_ s: String, _ code: String) -> String { color ? "\u{1B}[\(code)m\(s)\u{1B}[0m" : s }
    func bold(_ s: String) -> String { paint(s, "1") }
    func dim(_ s: String) -> String { paint(s, "2") }
    func red(_ s: String) -> String { paint(s, "31") }
    func green(_ s: String) -> String { paint(s, "32") }
    func yellow(_ s: String) -> String { paint(s, "33") }
    func cyan(_ s: String) -> String { paint(s, "36") }
}

extension OrientationMask {
    /// Four columns, one per orientation in print order: P (portrait), U (upside down), L (landscapeLeft),
    /// R (landscapeRight), `·` where the mask leaves it out.
    var glyph: String {
        zip(InterfaceOrientation.upright, ["P", "U", "L", "R"]).map { contains($0) ? $1 : "·" }.joined()
    }
}

extension SimulationReport {
    public func text(style: TextStyle, explain: Bool) -> String {
        let s = file.scenario
        var out = ""
        let title = s.name.map { "\($0) — " } ?? ""
        let osName = s.device.idiom == .vision ? "visionOS" : (s.device.idiom == .pad ? "iPadOS" : "iOS")
        let sdk = s.sdk != s.os ? ", SDK \(s.sdk)" : ""
        out += style.bold("\(title)\(s.device.name), \(osName) \(s.os)\(sdk)") + style.dim("  (\(file.path))") + "\n"

        let eventWidth = min(max(5, file.stepTexts.prefix(result.steps.count).map(\.count).max() ?? 5), 46)
        func pad(_ s: String, _ n: Int) -> String { s.count >= n ? s : s + String(repeating: " ", count: n - s.count) }
        func clip(_ s: String, _ n: Int) -> String { s.count <= n ? s : String(s.prefix(n - 1)) + "…" }
        let header = " " + pad("#", 3) + " " + pad("event", eventWidth) + "  " + pad("device", 18) + " " + pad("interface", 20)
            + " app  vc   hw   allowed  asked"
        out += style.dim(header) + "\n"
        for (i, r) in result.steps.enumerated() {
            let device = r.deviceOrientation?.name ?? "–"
            var interface = r.interfaceOrientation?.name ?? "–"
            if r.rotated { interface += " ⟳" }
            if r.interfaceOrientationLocked { interface += " 🔒" }
            let masks = r.masks.map { m in
                "\(m.app.glyph) \(m.controller?.glyph ?? "  – ") \(m.device.glyph) \(pad(m.allowed.glyph, 8))"
            } ?? "  –    –    –     –     "
            var row = " " + pad(String(r.index), 3) + " " + pad(clip(file.stepTexts[r.index], eventWidth), eventWidth) + "  "
                + pad(device, 18) + " "
            let paddedInterface = pad(interface, 20)
            row += r.rotated ? style.bold(style.cyan(paddedInterface)) : paddedInterface
            row += " " + masks + " " + (r.authority ?? "–")
            out += row + "\n"
            let indent = "      "
            if !r.callbacks.isEmpty { out += indent + style.dim("callbacks: " + r.callbacks.joined(separator: ", ")) + "\n" }
            for line in r.log { out += indent + style.yellow("console: " + line) + "\n" }
            if let e = r.error { out += indent + style.yellow("error: \(e.domain) \(e.code): \(e.message)") + "\n" }
            if let x = r.exception { out += indent + style.red(style.bold("exception: \(x.name): \(x.reason)")) + "\n" }
            if let o = outcomes[i] {
                if o.held { out += indent + style.green("✓ expect held") + "\n" }
                else { for f in o.failures { out += indent + style.red("✗ expect failed: " + f) + "\n" } }
            }
            if explain {
                for n in r.notes { out += indent + style.dim("· " + n) + "\n" }
                if !r.rules.isEmpty { out += indent + style.dim("rules: " + r.rules.joined(separator: " ")) + "\n" }
            }
        }
        var summary: [String] = ["\(result.steps.count) of \(s.steps.count) steps ran"]
        if result.terminated { summary.append(style.red("the app crashed")) }
        if heldExpectations + failedExpectations > 0 {
            summary.append("\(heldExpectations) passed, \(failedExpectations) failed")
        }
        if unjudgedExpectations > 0 { summary.append("\(unjudgedExpectations) expectation(s) not judged (after the crash)") }
        out += style.dim("masks: P portrait, U portraitUpsideDown, L landscapeLeft, R landscapeRight; ⟳ rotated during the step")
        out += "\n" + (failedExpectations > 0 ? style.red(summary.joined(separator: "; ")) : summary.joined(separator: "; ")) + "\n"
        return out
    }
}
