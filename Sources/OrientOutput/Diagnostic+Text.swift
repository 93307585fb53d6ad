// Input text as reports may show it: escaped, and in short excerpts (issue 14).

/// `text` with its control characters written as `\u{1b}` and the like, so that nothing an input holds (a file or
/// class name, a scenario's name) can move the cursor, recolour a terminal or reorder what is shown (`isControl`).
/// Line breaks and tabs stay when asked.
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

/// Whether a scalar must not reach a terminal or a page raw: the C0 and C1 controls and DEL, the bidirectional
/// controls that reorder what a reader sees ("Trojan Source", CVE-2021-42574: U+061C, U+200E–U+200F,
/// U+202A–U+202E, U+2066–U+2069), the line and paragraph separators, and the invisible U+200B and U+FEFF.
/// Joiners (U+200C, U+200D) stay: scripts and emoji need them.
public func isControl(_ s: Unicode.Scalar) -> Bool {
    let v = s.value
    if v < 0xA0 { return v < 0x20 || v >= 0x7F }
    return v == 0x061C || v == 0x200B || v == 0x200E || v == 0x200F || (0x2028...0x202E).contains(v)
        || (0x2066...0x2069).contains(v) || v == 0xFEFF
}

extension Diagnostic {
    /// Input text as a message may quote it: control characters escaped (no terminal escape sequence reaches
    /// the terminal), at most `Limits.excerptLength` characters.
    public static func excerpt(_ text: some StringProtocol) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if out.count >= Limits.excerptLength { return out + "…" }
            if isControl(scalar) {
                out += "\\u{" + String(scalar.value, radix: 16) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
