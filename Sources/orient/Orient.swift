import ArgumentParser

@main
struct Orient: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "orient",
        abstract:
            "UIKit's interface-orientation rules, executable: check Xcode projects for orientation bugs, simulate scenarios, show what a project allows and what its code does.",
        version: OrientVersion.string,
        subcommands: [
            CheckCommand.self, Simulate.self, MatrixCommand.self, FactsCommand.self, RulesCommand.self, Devices.self,
            ParseBaseline.self
        ]
    )
}

enum OrientVersion {
    static let string = "0.1.0"
}
