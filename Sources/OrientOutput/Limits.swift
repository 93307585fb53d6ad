/// Limits no real project or scenario comes near, in one place, each with why. Past one, the input is reported
/// as a problem of its file (with its line where known) and the rest is still read: a hostile or broken file can
/// neither hang Orient nor exhaust its memory (issue 14).
public enum Limits {
    /// Nodes a YAML document may expand to once its aliases are followed. A scenario has hundreds; aliases that
    /// expand exponentially ("billion laughs") reach billions.
    public static let yamlNodes = 1_000_000
    /// Characters of an unknown key worth comparing for a "did you mean": keys are words, not megabytes.
    public static let suggestionLength = 64
    /// `$(…)` references inside one another: real settings nest two or three deep.
    public static let settingDepth = 64
    /// Characters a build setting may expand to: real values are paths and lists of flags.
    public static let settingLength = 1_000_000
    /// xcconfig files one configuration may read through `#include`: real projects read a handful.
    public static let xcconfigIncludes = 1_000
    /// Brackets, braces and parentheses open at once in a source file. Real code nests a few dozen deep; the
    /// parser and the walks over its tree recurse once per level, and thousands overflow the stack.
    public static let sourceNesting = 500
    /// Square brackets open at once in Swift code (outside strings and comments). swift-syntax's parser takes time
    /// exponential in this depth (each `[` may open an array, a dictionary or a type): 22 levels took 27 s in a
    /// debug build. Real array literals and collection types nest a few deep.
    public static let squareBracketNesting = 14
    /// Classes in one superclass chain: real hierarchies are a handful deep.
    public static let inheritanceDepth = 200
    /// Characters of an input quoted in a message: enough to recognise it, never a file's contents.
    public static let excerptLength = 80
}

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
