import ArgumentParser
import OrientEngine

extension Choices {
    /// `--choice key=value` options, as `orient check`, `matrix` and `explore` take them.
    static func parse(_ options: [String]) throws -> Choices {
        var result = Choices()
        for c in options {
            let parts = c.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { throw ValidationError("--choice takes key=value, found '\(c)'") }
            if let problem = result.set(parts[0], to: parts[1]) { throw ValidationError(problem) }
        }
        return result
    }
}
