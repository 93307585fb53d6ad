import Foundation
import OrientOutput
import Yams

/// A Flutter app (issue 31): a folder whose `pubspec.yaml` has a `flutter:` section and whose `ios/` folder holds
/// the Runner project. Its iOS side is an ordinary Xcode project whose window root is the engine's
/// `FlutterViewController`; what that controller answers is set from Dart (`SystemChrome.setPreferredOrientations`),
/// so the app's Dart code counts as the Runner target's code.
public struct FlutterApp: Sendable, Hashable {
    /// The folder of `pubspec.yaml`, absolute.
    public var folder: String
    public var name: String?
    /// `version: 1.2.3+4` → build name `1.2.3`, build number `4` (what `flutter` writes to Generated.xcconfig).
    public var buildName: String?
    public var buildNumber: String?
    /// Folders of `path:` dependencies inside the repository: the app's own Dart packages.
    public var pathPackages: [String]
    /// Each hosted dependency's version: `pubspec.lock`'s when it is committed, else the constraint `pubspec.yaml`
    /// writes (`^1.0.6`).
    public var packageVersions: [String: String] = [:]

    /// The Flutter app whose iOS project lives at `projectPath` (`<app>/ios/Runner.xcodeproj`), if any.
    public static func owning(project projectPath: String, gate: ReadGate) -> FlutterApp? {
        let ios = (projectPath as NSString).deletingLastPathComponent
        // `iOS/` too: a Mac's file system does not tell the two apart.
        guard (ios as NSString).lastPathComponent.lowercased() == "ios" else { return nil }
        return at((ios as NSString).deletingLastPathComponent, gate: gate)
    }

    /// The Flutter app whose `pubspec.yaml` is in `folder`, if it is one.
    public static func at(_ folder: String, gate: ReadGate) -> FlutterApp? {
        // Composed and walked within the node budget, as XcodeGen specs are: aliases cannot blow it up.
        var budget = Limits.yamlNodes
        guard let data = gate.contents(folder + "/pubspec.yaml"), data.count < 1_000_000,
            let text = String(data: data, encoding: .utf8), let node = try? Yams.compose(yaml: text),
            let spec = ProjectSpec.value(node, budget: &budget)
        else { return nil }
        let dependencies = spec["dependencies"]
        guard spec["flutter"] != nil || dependencies?["flutter"]?["sdk"]?.text == "flutter" else { return nil }
        var app = FlutterApp(folder: folder, name: spec["name"]?.text, pathPackages: [])
        if let version = spec["version"]?.text {
            let parts = version.split(separator: "+", maxSplits: 1).map(String.init)
            app.buildName = parts.first
            app.buildNumber = parts.count > 1 ? parts[1] : nil
        }
        for (key, value) in dependencies?.entries ?? [] {
            if let constraint = value.text { app.packageVersions[key] = constraint }
            guard let path = value["path"]?.text else { continue }
            let full = normalizedPath(path.hasPrefix("/") ? path : folder + "/" + path)
            if gate.allows(full) { app.pathPackages.append(full) }
        }
        app.pathPackages.sort()
        var lockBudget = Limits.yamlNodes
        if let data = gate.contents(folder + "/pubspec.lock"), data.count < 4_000_000,
            let text = String(data: data, encoding: .utf8), let node = try? Yams.compose(yaml: text),
            let lock = ProjectSpec.value(node, budget: &lockBudget)
        {
            for (key, value) in lock["packages"]?.entries ?? [] {
                if let version = value["version"]?.text { app.packageVersions[key] = version }
            }
        }
        return app
    }

    /// The app's Dart files: `lib/` of the app and of its path packages, without generated ones (`*.g.dart`,
    /// `*.freezed.dart`: code generators write no orientation calls).
    public func dartFiles() -> [String] {
        var out: [String] = []
        for folder in [self.folder] + pathPackages {
            let lib = folder + "/lib"
            guard isRealDirectory(lib) else { continue }
            out += FileTree.list(lib, policy: FileTreePolicy()).files.filter {
                $0.hasSuffix(".dart") && !$0.hasSuffix(".g.dart") && !$0.hasSuffix(".freezed.dart")
            }
        }
        return out
    }

    /// What `flutter` writes to `ios/Flutter/Generated.xcconfig` (or macOS's) before a build, for a missing one at `path`: the
    /// build name and number from pubspec.yaml and the app's folder. Nil when `path` is no Flutter app's.
    public static func generatedXCConfig(at path: String, gate: ReadGate) -> String? {
        // iOS: `ios/Flutter/Generated.xcconfig`; macOS: `macos/Flutter/ephemeral/Flutter-Generated.xcconfig`.
        var folder = (path as NSString).deletingLastPathComponent
        switch (path as NSString).lastPathComponent {
        case "Generated.xcconfig": break
        case "Flutter-Generated.xcconfig" where (folder as NSString).lastPathComponent == "ephemeral":
            folder = (folder as NSString).deletingLastPathComponent
        default: return nil
        }
        guard (folder as NSString).lastPathComponent == "Flutter" else { return nil }
        let platform = (folder as NSString).deletingLastPathComponent
        guard ["ios", "macos"].contains((platform as NSString).lastPathComponent),
            let app = at((platform as NSString).deletingLastPathComponent, gate: gate)
        else { return nil }
        var lines = [
            "// What `flutter` writes before a build (not committed); read by Orient from pubspec.yaml.",
            "FLUTTER_APPLICATION_PATH=\(app.folder)", "FLUTTER_TARGET=lib/main.dart", "FLUTTER_BUILD_DIR=build"
        ]
        if let n = app.buildName { lines.append("FLUTTER_BUILD_NAME=\(n)") }
        if let n = app.buildNumber { lines.append("FLUTTER_BUILD_NUMBER=\(n)") }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension ProjectScan {
    /// Gives each iOS app target of a Flutter app's `ios/` project the app's Dart files (issue 31).
    mutating func addFlutterCode() {
        var found: [String: FlutterApp?] = [:]
        for i in targets.indices where targets[i].isIOSApp {
            let project = targets[i].project.hasPrefix("/") ? targets[i].project : root + "/" + targets[i].project
            if found[project] == nil { found[project] = FlutterApp.owning(project: project, gate: gate) }
            guard let app = found[project] ?? nil else { continue }
            var have = Set(targets[i].files)
            for f in app.dartFiles() where have.insert(f).inserted { targets[i].files.append(f) }
            targets[i].flutterApp = app
        }
    }
}
