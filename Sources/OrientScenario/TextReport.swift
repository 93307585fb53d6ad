import OrientEngine
import OrientOutput

extension OrientationMask {
    /// Four columns, one per orientation in print order: P (portrait), U (upside down), L (landscapeLeft),
    /// R (landscapeRight), `·` where the mask leaves it out.
    var glyph: String { OrientationMask.glyphs[Int((rawValue >> 1) & 0xF)] }

    private static let glyphs: [String] = (0..<16).map { bits in
        let m = OrientationMask(rawValue: UInt(bits) << 1)
        return zip(InterfaceOrientation.upright, ["P", "U", "L", "R"]).map { m.contains($0) ? $1 : "·" }.joined()
    }
}

/// A byte buffer for the table: one append per cell instead of many small string concatenations.
struct TextBuffer {
    var bytes: [UInt8] = []
    mutating func add(_ s: String) { bytes.append(contentsOf: s.utf8) }
    /// Appends `s` and spaces up to `width` characters (by Unicode scalars, which is right for this table's text).
    mutating func add(_ s: String, width: Int, measured: Int? = nil) {
        bytes.append(contentsOf: s.utf8)
        pad(from: measured ?? TextBuffer.width(s), to: width)
    }
    /// Spaces from `length` characters up to `width`.
    mutating func pad(from length: Int, to width: Int) {
        if length < width { bytes.append(contentsOf: repeatElement(0x20, count: width - length)) }
    }
    /// A non-negative number, padded to `width`, without making a string.
    mutating func add(_ number: Int, width: Int) {
        guard number >= 0 else { add(String(number), width: width); return }
        var digits = 1, n = number
        while n >= 10 { n /= 10; digits += 1 }
        let start = bytes.count
        bytes.append(contentsOf: repeatElement(0x30, count: digits))
        n = number
        for k in stride(from: start + digits - 1, through: start, by: -1) { bytes[k] = UInt8(0x30 + n % 10); n /= 10 }
        pad(from: digits, to: width)
    }
    /// The number of Unicode scalars, counted on the UTF-8 bytes (every byte that does not continue a scalar).
    static func width(_ s: String) -> Int {
        var s = s
        return s.withUTF8 { bytes in
            var n = 0
            for byte in bytes where byte & 0xC0 != 0x80 { n += 1 }
            return n
        }
    }
    mutating func line(_ s: String) { add(s); bytes.append(0x0A) }
    var string: String { String(decoding: bytes, as: UTF8.self) }
}

extension SimulationReport {
    public func text(style: TextStyle, explain: Bool) -> String {
        String(decoding: textBytes(style: style, explain: explain), as: UTF8.self)
    }

    /// The report as UTF-8 bytes, written out as they are (a long run's table is over a megabyte).
    public func textBytes(style: TextStyle, explain: Bool) -> [UInt8] {
        let eventWidth = Self.eventWidth(file.stepTexts.prefix(result.steps.count))
        var out = textHeader(style: style, eventWidth: eventWidth)
        out.bytes.reserveCapacity(120 * (result.steps.count + 4))
        rows(0..<result.steps.count, style: style, explain: explain, eventWidth: eventWidth, into: &out)
        textFooter(style: style, into: &out)
        return out.bytes
    }

    /// The width of the event column: the longest event text, within 5…46.
    static func eventWidth(_ texts: some Sequence<String>) -> Int {
        min(max(5, texts.map(TextBuffer.width).max() ?? 5), 46)
    }

    /// The title line and the table's header.
    func textHeader(style: TextStyle, eventWidth: Int) -> TextBuffer {
        let s = file.scenario
        var out = TextBuffer()
        let title = s.name.map { "\(escapingControls($0)) — " } ?? ""
        let osName = s.device.idiom == .vision ? "visionOS" : (s.device.idiom == .pad ? "iPadOS" : "iOS")
        let sdk = s.sdk != s.os ? ", SDK \(s.sdk)" : ""
        out.line(
            style.bold("\(title)\(s.device.name), \(osName) \(s.os)\(sdk)")
                + style.dim("  (\(escapingControls(file.path)))"))
        var header = TextBuffer()
        header.add(" "); header.add("#", width: 3); header.add(" "); header.add("event", width: eventWidth);
        header.add("  ")
        header.add("device", width: 18); header.add(" "); header.add("interface", width: 20);
        header.add(" app  vc   hw   allowed  asked")
        out.line(style.dim(header.string))
        return out
    }

    /// The legend and the summary line.
    func textFooter(style: TextStyle, into out: inout TextBuffer) {
        var summary: [String] = ["\(result.steps.count) of \(file.scenario.steps.count) steps ran"]
        if result.terminated { summary.append(style.red("the app crashed")) }
        if heldExpectations + failedExpectations > 0 {
            summary.append("\(heldExpectations) passed, \(failedExpectations) failed")
        }
        if unjudgedExpectations > 0 {
            summary.append("\(unjudgedExpectations) expectation(s) not judged (after the crash)")
        }
        out.line(
            style.dim(
                "masks: P portrait, U portraitUpsideDown, L landscapeLeft, R landscapeRight; ⟳ rotated during the step")
        )
        out.line(failedExpectations > 0 ? style.red(summary.joined(separator: "; ")) : summary.joined(separator: "; "))
    }

    /// The table rows of the steps in `range`.
    func rows(_ range: Range<Int>, style: TextStyle, explain: Bool, eventWidth: Int, into out: inout TextBuffer) {
        for i in range {
            file.row(
                result.steps[i], outcome: outcomes[i], style: style, explain: explain, eventWidth: eventWidth,
                into: &out)
        }
    }
}

extension ScenarioFile {
    /// One step's row of the table, with its callbacks, log, errors, judged expectation and (`explain`) notes.
    func row(
        _ r: StepResult, outcome: Expectation.Outcome?, style: TextStyle, explain: Bool, eventWidth: Int,
        into out: inout TextBuffer
    ) {
        let indent = "      "
        let event = escapingControls(stepTexts[r.index])
        out.add(" ")
        out.add(r.index, width: 3)
        out.add(" ")
        let eventLength = TextBuffer.width(event)
        if eventLength <= eventWidth {
            out.add(event, width: eventWidth, measured: eventLength)
        } else {
            out.add(String(event.unicodeScalars.prefix(eventWidth - 1)) + "…", width: eventWidth)
        }
        out.add("  ")
        out.add(r.deviceOrientation?.name ?? "–", width: 18)
        out.add(" ")
        let name = r.interfaceOrientation?.name ?? "–"
        if r.rotated && style.color {
            var cell = TextBuffer()
            cell.add(name + (r.rotated ? " ⟳" : "") + (r.interfaceOrientationLocked ? " 🔒" : ""), width: 20)
            out.add(style.bold(style.cyan(cell.string)))
        } else {
            // The cell in pieces: the name, then ` ⟳` and ` 🔒` (two scalars each), then the padding.
            out.add(name)
            var length = TextBuffer.width(name)
            if r.rotated { out.add(" ⟳"); length += 2 }
            if r.interfaceOrientationLocked { out.add(" 🔒"); length += 2 }
            out.pad(from: length, to: 20)
        }
        out.add(" ")
        if let m = r.masks {
            out.add(m.app.glyph); out.add(" "); out.add(m.controller?.glyph ?? "  – "); out.add(" ")
            out.add(m.device.glyph); out.add(" "); out.add(m.allowed.glyph, width: 8)
        } else {
            out.add("  –    –    –     –     ")
        }
        out.add(" ")
        out.line(r.authority.map { escapingControls($0) } ?? "–")
        if !r.callbacks.isEmpty, !style.color {
            out.add(indent); out.add("callbacks: ")
            for (k, c) in r.callbacks.enumerated() { if k > 0 { out.add(", ") }; out.add(escapingControls(c)) }
            out.line("")
        } else if !r.callbacks.isEmpty {
            out.line(indent + style.dim("callbacks: " + escapingControls(r.callbacks.joined(separator: ", "))))
        }
        for line in r.log { out.line(indent + style.yellow("console: " + line)) }
        if let e = r.error { out.line(indent + style.yellow("error: \(e.domain) \(e.code): \(e.message)")) }
        if let x = r.exception { out.line(indent + style.red(style.bold("exception: \(x.name): \(x.reason)"))) }
        if let o = outcome {
            if o.held {
                out.line(indent + style.green("✓ expect held"))
            } else {
                for f in o.failures { out.line(indent + style.red("✗ expect failed: " + escapingControls(f))) }
            }
        }
        if explain {
            for n in r.notes { out.line(indent + style.dim("· " + escapingControls(n))) }
            if !r.rules.isEmpty { out.line(indent + style.dim("rules: " + r.rules.joined(separator: " "))) }
        }
    }
}
