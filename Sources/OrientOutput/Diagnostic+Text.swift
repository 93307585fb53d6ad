// Input text as reports may show it: escaped, and in short excerpts (issue 14).

/// `text` with its control characters written as `\u{1b}` and the like, so that nothing an input holds (a file or
/// class name, a scenario's name) can move the cursor or recolour a terminal. Line breaks and tabs stay when asked.
public func escapingControls(_ text: String, keepingLines: Bool = false) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var out = ""
    for scalar in text.unicodeScalars {
        if isControl(scalar) && !(keepingLines && (scalar == "\n" || scalar == "\t")) {
            out += "\\u{" + String(scalar.value, radix: 16) + "}"
        } else {
            out.unicodeScalars.append(scalar)
        }
    }
    return out
}

private func isControl(_ s: Unicode.Scalar) -> Bool {
    s.value < 0x20 || s.value == 0x7F || (0x80...0x9F).contains(s.value)
}

extension Diagnostic {
    /// Input text as a message may quote it: control characters escaped (no terminal escape sequence reaches
    /// the terminal), at most `Limits.excerptLength` characters.
    public static func excerpt(_ text: some StringProtocol) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if out.count >= Limits.excerptLength { return out + "…" }
            if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value) {
                out += "\\u{" + String(scalar.value, radix: 16) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
