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
    public static let xcconfigIncludes = 200
    /// Bytes one configuration may read through `#include`: real xcconfig files are a few kilobytes (CocoaPods'
    /// generated ones tens). Files that include each other twice over reach a thousand reads of the largest file,
    /// and the parse of each ran for seconds (found by Fuzz/run.sh xcconfig).
    public static let xcconfigBytes = 1_000_000
    /// Brackets, braces and parentheses open at once in a source file. Real code nests a few dozen deep; the
    /// parser and the walks over its tree recurse once per level, and thousands overflow the stack.
    public static let sourceNesting = 500
    /// Square brackets open at once in Swift code (outside strings and comments). swift-syntax's parser takes time
    /// exponential in this depth (each `[` may open an array, a dictionary or a type): 22 levels took 27 s in a
    /// debug build. Real array literals and collection types nest a few deep.
    public static let squareBracketNesting = 14
    /// Steps the code readers take from a name to what it holds (a local to its value, a property to its class,
    /// a factory to what it returns, a getter to the variable it reads): real code takes a few. A declaration that
    /// names itself (`var controller = controller`) or two that name each other end here at the latest, as unknown.
    public static let resolutionDepth = 32
    /// Classes in one superclass chain: real hierarchies are a handful deep.
    public static let inheritanceDepth = 200
    /// Bytes of a `.orient.yml`: real configurations are a few hundred bytes; a larger one is not read (the
    /// defaults apply and the run exits 1), so that a hostile list of a million patterns cannot slow every check.
    public static let configurationBytes = 1_000_000
    /// Bytes of a Swift manifest (`Package.swift`, a Tuist manifest or helper): real ones are a few kilobytes; a
    /// larger one is not parsed (a 5 MB manifest took seconds).
    public static let manifestBytes = 1_000_000
    /// Groups nested in a workspace: real ones nest two or three deep; each level lengthens every path below it.
    public static let workspaceGroupDepth = 64
    /// Characters of an input quoted in a message: enough to recognise it, never a file's contents.
    public static let excerptLength = 80
}
