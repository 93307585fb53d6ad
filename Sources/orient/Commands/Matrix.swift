import ArgumentParser
import Foundation
import OrientCheck
import OrientEngine
import OrientOutput
import OrientProject
import OrientSwift

struct MatrixCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "matrix",
        abstract:
            "Show, for each iOS app target, which orientations each device class allows and why the others are blocked.",
        discussion: """
            Reads the Xcode projects under PATH (a directory, a .xcodeproj or a .xcworkspace) the way Xcode builds them: \
            project.pbxproj, xcconfig files, build settings in Xcode's order, the Info.plist file and generated \
            INFOPLIST_KEY_* settings. Exit status: 0 read, 1 a project, plist or xcconfig could not be read (what could \
            be read is still shown), 64 usage.
            """
    )

    @OptionGroup var project: ProjectOptions

    @Option(help: "Output format: text, json or html (one self-contained page with the devices drawn).")
    var format: MatrixFormat = .text

    @Option(help: "The iOS version the devices run.")
    var ios = "26.0"

    @Option(help: "The SDK the app is built with (default: the --ios version).")
    var sdk: String?

    @Option(
        name: .customLong("choice"),
        help: ArgumentHelp("Switch an open-question choice, as key=value (repeatable).", valueName: "key=value"))
    var choices: [String] = []

    @Option(
        help: ArgumentHelp(
            "A key in both the Info.plist file and an INFOPLIST_KEY_* setting: which wins (file or settings; no source settles it, see docs/decisions.md).",
            valueName: "file|settings"))
    var plistPrecedence: PlistPrecedence = .file

    @Flag(
        name: .shortAndLong,
        help: "Say why targets and folders were left out, and where every orientation key came from.")
    var verbose = false

    @Option(help: "Colour: auto (on a terminal), always or never.")
    var color: ColorMode = .auto

    func validate() throws {
        guard OSVersion(ios) != nil else { throw ValidationError("--ios takes a version such as 17.4, found '\(ios)'") }
        if let sdk, OSVersion(sdk) == nil {
            throw ValidationError("--sdk takes a version such as 18.0, found '\(sdk)'")
        }
        _ = try parsedChoices()
    }

    func parsedChoices() throws -> Choices { try Choices.parse(choices) }

    func run() throws {
        let os = OSVersion(ios) ?? .latestKnown
        let sdkVersion = sdk.flatMap(OSVersion.init) ?? os
        let scan = ProjectScan.read(
            project.path, configuration: project.buildConfiguration, sdkVersion: sdkVersion.description,
            includeDependencies: project.includeDependencies, includeVendored: project.includeVendored,
            fileKeysWin: plistPrecedence == .file, allowOutsideRoot: project.allowOutsideRoot,
            tuist: TuistManifest.read)
        let choices = try parsedChoices()
        let matrices = scan.apps.map { TargetMatrix($0, os: os, sdk: sdkVersion, choices: choices) }
        switch format {
        case .json:
            writeOut(
                MatrixReport.json(
                    scan, matrices: matrices, os: os, sdk: sdkVersion, configuration: project.buildConfiguration
                ).rendered() + "\n")
        case .html:
            writeOut(HTMLReport.matrix(matrices, root: scan.root, version: OrientVersion.string))
        case .text:
            writeOut(
                MatrixReport.text(
                    scan, matrices: matrices, verbose: verbose, style: TextStyle(color: color.enabled(for: 1))))
            let dart = FlutterMatrix.text(matrices, root: scan.root, gate: scan.gate)
            if !dart.isEmpty { writeOut(dart) }
        }
        let problems = MatrixReport.diagnostics(scan, verbose: verbose, style: TextStyle(color: color.enabled(for: 2)))
        if !problems.isEmpty { FileHandle.standardError.write(Data(problems.utf8)) }
        if scan.diagnostics.contains(where: { $0.severity == .error }) { throw Exit.failure }
    }
}

enum PlistPrecedence: String, ExpressibleByArgument, CaseIterable { case file, settings }

enum MatrixFormat: String, ExpressibleByArgument, CaseIterable { case text, json, html }
