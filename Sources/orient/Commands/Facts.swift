import ArgumentParser
import Foundation
import OrientFacts
import OrientOutput
import OrientProject
import OrientSwift

struct FactsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "facts",
        abstract:
            "Show what Orient reads from the code: classes and their orientation members, delegates, presentations, pushes and forced rotations, per target.",
        discussion: """
            The debugging view behind `orient check` (docs/facts.md): facts, not findings. Exit status: 0 read, \
            1 a project could not be read (what could be read is still shown), 64 usage. Source files that cannot be \
            read (not UTF-8, merge-conflict markers, not parseable) are reported on standard error and skipped.
            """
    )

    @OptionGroup var project: ProjectOptions

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    @Option(help: "Colour: auto (on a terminal), always or never.")
    var color: ColorMode = .auto

    /// Walks every Swift body (no cheap scan): `Scripts/bench-facts.sh` checks both give the same facts.
    @Flag(help: .hidden)
    var readAllBodies = false

    func run() throws {
        let scan = ProjectScan.read(
            project.path, configuration: project.buildConfiguration, includeDependencies: project.includeDependencies,
            includeVendored: project.includeVendored, allowOutsideRoot: project.allowOutsideRoot,
            tuist: TuistManifest.read)
        let facts = CodeReader.read(
            scan, includeDependencies: project.includeDependencies, readAllBodies: readAllBodies)
        switch format {
        case .json: writeOut(FactsReport.json(facts, configuration: project.buildConfiguration).rendered() + "\n")
        case .text: writeOut(FactsReport.text(facts, style: TextStyle(color: color.enabled(for: 1))))
        }
        let problems = scan.diagnostics + facts.diagnostics
        let style = TextStyle(color: color.enabled(for: 2))
        var text = ""
        for d in problems where d.severity != .info {
            text += d.rendered(style: style) + "\n"
        }
        if !text.isEmpty { FileHandle.standardError.write(Data(text.utf8)) }
        if scan.diagnostics.contains(where: { $0.severity == .error }) { throw Exit.failure }
    }
}
