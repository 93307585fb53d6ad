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
    /// Characters of an input quoted in a message: enough to recognise it, never a file's contents.
    public static let excerptLength = 80
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
