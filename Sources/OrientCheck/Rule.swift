import OrientOutput
import Foundation
import OrientEngine

// Lint rules: each a type in its own file under Rules/, with a stable snake_case identifier, a title, a
// rationale citing the catalog (or a seed), a default severity and examples the tests run.

/// A small project an example stands for: files of the app target (paths relative to the app folder `App/`,
/// or `Config.xcconfig` for the target's settings) and build settings. `↓` marks where a finding must land
/// (the column after it for Swift and Objective-C; the line for plists and xcconfig).
public struct Example: Sendable {
    public var files: [String: String]
    public var settings: [String: String]
    /// Where the example is written, so that a test failing on it points at it.
    public var file: String
    public var line: Int

    public init(
        _ files: [String: String], settings: [String: String] = [:], file: String = #filePath, line: Int = #line
    ) {
        self.files = files; self.settings = settings; self.file = file; self.line = line
    }

    /// A Swift file `App/Code.swift`.
    public static func swift(
        _ code: String, settings: [String: String] = [:], file: String = #filePath, line: Int = #line
    ) -> Example {
        Example(["Code.swift": code], settings: settings, file: file, line: line)
    }
    /// An Objective-C file `App/Code.m`.
    public static func objc(
        _ code: String, settings: [String: String] = [:], file: String = #filePath, line: Int = #line
    ) -> Example {
        Example(["Code.m": code], settings: settings, file: file, line: line)
    }
    /// The target's `Config.xcconfig`: the default settings (see `ExampleProject.defaultSettings`) with the
    /// given lines instead of the settings they name.
    public static func xcconfig(
        _ lines: String, settings: [String: String] = [:], file: String = #filePath, line: Int = #line
    ) -> Example {
        let named = Set(
            lines.split(separator: "\n").compactMap {
                $0.split(separator: "=").first?.filter { $0 != "↓" }.trimmingCharacters(in: .whitespaces)
            })
        var merged = ExampleProject.defaultSettings
        for (k, v) in settings { merged[k] = v }
        let rest = merged.filter { !named.contains($0.key) && !$0.value.isEmpty }.sorted { $0.key < $1.key }.map {
            "\($0.key) = \($0.value)"
        }
        return Example(["Config.xcconfig": (rest + [lines]).joined(separator: "\n") + "\n"], file: file, line: line)
    }

    /// A hand-kept Info.plist `App/Info.plist` (its dictionary's contents).
    public static func plist(
        _ body: String, settings: [String: String] = [:], file: String = #filePath, line: Int = #line
    ) -> Example {
        Example(
            ["Info.plist": ExampleProject.plistHeader + body + ExampleProject.plistFooter], settings: settings,
            file: file, line: line)
    }
}

extension Example {
    /// The example with one more file.
    public func adding(_ name: String, _ text: String) -> Example {
        var e = self
        e.files[name] = text
        return e
    }
}

public struct RuleDescription: Sendable {
    public var id: String
    public var title: String
    /// Why it is a problem, with the catalog entries (R…) or seeds it rests on.
    public var rationale: String
    public var severity: Severity
    /// Opt-in rules run only when `.orient.yml` lists them in `opt_in_rules`.
    public var optIn: Bool
    public var triggering: [Example]
    public var nonTriggering: [Example]
    /// Its findings' notes are a path, step by step (`orientation_dead_end`): SARIF gets them as a code flow.
    public var notesArePath: Bool

    public init(
        id: String, title: String, rationale: String, severity: Severity, optIn: Bool = false,
        triggering: [Example], nonTriggering: [Example], notesArePath: Bool = false
    ) {
        self.id = id; self.title = title; self.rationale = rationale; self.severity = severity; self.optIn = optIn
        self.triggering = triggering; self.nonTriggering = nonTriggering; self.notesArePath = notesArePath
    }
}

public protocol LintRule: Sendable {
    static var description: RuleDescription { get }
    init()
    func check(_ context: CheckContext) -> [Finding]
}

extension LintRule {
    /// A finding of this rule at its default severity (the configuration may change it).
    func finding(
        _ context: CheckContext, at place: SourceLocation, _ message: String, devices: [DeviceClass]? = nil,
        versions: String = "all",
        notes: [Note] = [], fix: String? = nil, severity: Severity? = nil, edits: [FixEdit]? = nil,
        fixChangesBehaviour: String? = nil
    ) -> Finding {
        var f = Finding(
            ruleID: Self.description.id, severity: severity ?? Self.description.severity, place: place,
            message: message,
            target: context.target.name, devices: devices ?? context.devices, versions: versions, notes: notes, fix: fix
        )
        f.edits = edits.flatMap { $0.isEmpty ? nil : $0 }
        if f.edits != nil { f.fixChangesBehaviour = fixChangesBehaviour }
        return f
    }
}
