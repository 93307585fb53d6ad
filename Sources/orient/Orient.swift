import ArgumentParser

@main
struct Orient: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "orient",
        abstract: "UIKit's interface-orientation rules, executable: simulate scenarios, read Xcode projects, list the rules and devices.",
        version: OrientVersion.string,
        subcommands: [CheckCommand.self, Simulate.self, MatrixCommand.self, FactsCommand.self, RulesCommand.self, Devices.self, ParseBaseline.self]
    )
}

enum OrientVersion {
    static let string = "0.1.0"
}
