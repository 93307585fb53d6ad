import ArgumentParser
import Foundation
import OrientOutput

/// "Did you mean" for a mistyped subcommand or option (issue 30): ArgumentParser says only that an argument is
/// unexpected. Checked before parsing; anything else is left to ArgumentParser.
enum UsageSuggestions {
    /// Options teams carry over from other tools, per subcommand: `check --format` is `--reporter`, and back.
    static let synonyms: [String: [String: String]] = [
        "check": ["--format": "--reporter", "--config-file": "--config"],
        "explore": ["--reporter": "--format"], "simulate": ["--reporter": "--format"],
        "matrix": ["--reporter": "--format"], "facts": ["--reporter": "--format"]
    ]

    /// The message for the first mistyped word of `arguments` (without the executable), or nil.
    static func message(for arguments: [String]) -> String? {
        guard let first = arguments.first else { return nil }
        let commands = Orient.configuration.subcommands
        let names = commands.map { $0._commandName }
        if !first.hasPrefix("-") {
            guard !names.contains(first) else { return options(arguments.dropFirst(), of: first, commands) }
            guard let near = nearest(first, in: names) else { return nil }
            return "unknown command '\(first)'; did you mean '\(near)'?"
        }
        return nil
    }

    static func options(_ rest: ArraySlice<String>, of command: String, _ commands: [ParsableCommand.Type]) -> String? {
        guard let type = commands.first(where: { $0._commandName == command }) else { return nil }
        let help = type.helpMessage(includeHidden: true, columns: 1000)
        var known: Set<String> = ["--help", "-h", "--version"]
        for word in help.split(whereSeparator: { " ,<>[]()=\n".contains($0) }) where word.hasPrefix("--") {
            known.insert(String(word))
        }
        for arg in rest {
            if arg == "--" { break }
            guard arg.hasPrefix("--") else { continue }
            let name = String(arg.split(separator: "=", maxSplits: 1).first ?? "")
            guard !known.contains(name) else { continue }
            if let other = synonyms[command]?[name] {
                return "unknown option '\(name)' for orient \(command); did you mean '\(other)'?"
            }
            if let near = nearest(name, in: Array(known)) {
                return "unknown option '\(name)' for orient \(command); did you mean '\(near)'?"
            }
        }
        return nil
    }

    static func nearest(_ word: String, in names: [String]) -> String? {
        let best = names.map { ($0, editDistance($0, word)) }.min { ($0.1, $0.0) < ($1.1, $1.0) }
        guard let (name, distance) = best, distance <= 2, distance < word.count else { return nil }
        return name
    }
}
