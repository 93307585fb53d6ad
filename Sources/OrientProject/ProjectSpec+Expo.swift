import Foundation
import OrientOutput

// A managed Expo app (issue 31): `app.json` / `app.config.json` with no committed `ios/` project. `expo prebuild`
// writes the iOS project from the config at build time; Orient reads the config into the Info.plist and settings
// prebuild writes, as @expo/config-plugins does (src/ios/Orientation.ts, RequiresFullScreen.ts, DeviceFamily.ts):
//
// - `orientation`: `portrait` → Portrait and PortraitUpsideDown, `landscape` → LandscapeLeft and LandscapeRight,
//   `default` or unset (`getOrientation` is null) → all four; `ios.infoPlist.UISupportedInterfaceOrientations` wins
//   over it (createInfoPlistPluginWithPropertyGuard, plugins/ios-plugins.ts).
// - `ios.requireFullScreen`, else `true` before SDK 43 and `false` from it; when false, prebuild adds all four
//   orientations to `UISupportedInterfaceOrientations~ipad`.
// - `ios.isTabletOnly` → family 2, `ios.supportsTablet` → 1,2, else 1.
// - `ios.infoPlist` keys over the rest; the template's launch storyboard (SplashScreen) is always there.
//
// `app.config.js`/`.ts` is code: the object literal it hands Expo is read (ExpoConfigCode), a computed value is
// unknown and said so.

extension ProjectSpec {
    /// The app a managed Expo config makes; nil when `path` holds no Expo config.
    init?(expo path: String, root: String, gate: ReadGate) {
        let code = path.hasSuffix(".js") || path.hasSuffix(".ts")
        guard let data = gate.contents(path), data.count <= Limits.configurationBytes,
            let text = String(data: data, encoding: .utf8),
            let object = code
                ? ProjectSpec.codeExpoConfig(data, folder: (path as NSString).deletingLastPathComponent, gate: gate)
                : (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
        else { return nil }
        let config = object["expo"] as? [String: Any] ?? object
        let folder = (path as NSString).deletingLastPathComponent
        let shown = displayPath(path, root: root)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        /// The line that names a key (`"orientation"`), for messages; the first line when none does.
        func line(of key: String) -> Int {
            (lines.firstIndex {
                $0.contains("\"\(key)\"") || $0.contains("'\(key)'")
                    || (code && $0.drop { $0.isWhitespace }.hasPrefix(key + ":"))
            } ?? 0) + 1
        }
        let ios = config["ios"] as? [String: Any] ?? [:]
        var notes: [Diagnostic] = []
        let fileName = (path as NSString).lastPathComponent
        if ProjectSpec.isExpoConfigTemplate(fileName.lowercased()) {
            notes.append(
                Diagnostic(
                    .info, SourceLocation(shown, line: 1),
                    "no app.json: \(fileName) read as the app's Expo config (a template a build step copies to app.json)"
                ))
        }
        var properties: [(key: String, value: Value)] = [
            ("UILaunchStoryboardName", .text("SplashScreen", line: 1))
        ]
        let all = [
            "UIInterfaceOrientationPortrait", "UIInterfaceOrientationPortraitUpsideDown",
            "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"
        ]
        func list(_ names: [String], _ at: Int) -> Value { .list(names.map { .text($0, line: at) }, line: at) }
        /// A value the config's code computes: said, and read as not written.
        func computed(_ key: String, _ value: Any?, readAs: String) -> Bool {
            guard let code = value as? ExpoConfigCode.Unknown else { return false }
            notes.append(
                Diagnostic(
                    .info,
                    SourceLocation(shown, line: line(of: key.split(separator: ".").last.map(String.init) ?? key)),
                    "the Expo config computes `\(key)` (\(code.written)): unknown, \(readAs)"))
            return true
        }
        let orientationComputed = computed("orientation", config["orientation"], readAs: "and so are the orientations")
        let infoPlistList = (ios["infoPlist"] as? [String: Any])?["UISupportedInterfaceOrientations"] != nil
        switch (config["orientation"] as? String, infoPlistList) {
        case (_, true): break
        case ("portrait"?, _):
            properties.append(("UISupportedInterfaceOrientations", list(Array(all[0...1]), line(of: "orientation"))))
        case ("landscape"?, _):
            properties.append(("UISupportedInterfaceOrientations", list(Array(all[2...3]), line(of: "orientation"))))
        case _ where orientationComputed: break
        default:
            // `default` or unset: prebuild writes all four (Orientation.ts's last branch).
            properties.append(("UISupportedInterfaceOrientations", list(all, line(of: "orientation"))))
            if config["orientation"] == nil {
                notes.append(
                    Diagnostic(
                        .info, SourceLocation(shown, line: 1),
                        "no `orientation` in the Expo config: prebuild writes all four orientations (@expo/config-plugins, Orientation.ts)"
                    ))
            }
        }
        let requires: Bool
        var sdkDefault: Int?
        _ = computed("ios.requireFullScreen", ios["requireFullScreen"], readAs: "read as the SDK's default")
        if let given = ios["requireFullScreen"] as? Bool {
            requires = given
        } else {
            let sdk = ProjectSpec.expoSDK(config: config, folder: folder, gate: gate)
            requires = sdk.map { $0 < 43 } ?? false
            if requires { sdkDefault = sdk }
        }
        properties.append(
            ("UIRequiresFullScreen", .text(requires ? "true" : "false", line: line(of: "requireFullScreen"))))
        if !requires {
            properties.append(("UISupportedInterfaceOrientations~ipad", list(all, line(of: "ios"))))
        }
        for (key, value) in (ios["infoPlist"] as? [String: Any] ?? [:]).sorted(by: { $0.key < $1.key })
        where !computed("ios.infoPlist." + key, value, readAs: "left out") {
            properties.append((key, ProjectSpec.value(json: value, line: line(of: key))))
        }
        // expo-screen-orientation's config plugin writes its `initialOrientation` option as the key its root reads.
        switch ProjectSpec.expoInitialOrientation(plugins: config["plugins"]) {
        case .mask(let mask)?:
            properties.append(("EXDefaultScreenOrientationMask", .text(mask, line: line(of: "initialOrientation"))))
        case .computed(let code)?:
            _ = computed(
                "initialOrientation", code, readAs: "and so is the mask expo-screen-orientation's root starts with")
        case nil: break
        }
        // A device family the code computes is unknown: an unset setting says so (TARGETED_DEVICE_FAMILY unknown).
        let familyComputed = [ios["isTabletOnly"], ios["supportsTablet"]].contains { $0 is ExpoConfigCode.Unknown }
        let family =
            familyComputed
            ? "$(\(ProjectSpec.expoFamilyPlaceholder))"
            : ios["isTabletOnly"] as? Bool == true ? "2" : ios["supportsTablet"] as? Bool == true ? "1,2" : "1"
        let name = (config["name"] as? String) ?? (folder as NSString).lastPathComponent
        let at = line(of: "ios")
        let target: Value = .map(
            [
                ("type", .text("application", line: at)),
                ("platform", .text("iOS", line: at)),
                ("info", .map([("properties", .map(properties, line: at))], line: at)),
                (
                    "settings",
                    .map([("TARGETED_DEVICE_FAMILY", .text(family, line: line(of: "supportsTablet")))], line: at)
                )
            ], line: at)
        self.init(
            path: path, shown: shown,
            root: .map([("name", .text(name, line: 1)), ("targets", .map([(name, target)], line: 1))], line: 1),
            diagnostics: notes, files: [path])
        if orientationComputed, !infoPlistList {
            unknownKeys[name] = ["UISupportedInterfaceOrientations": "the Expo config computes `orientation`"]
        }
        if let sdk = sdkDefault {
            defaultedKeys[name] = [
                "UIRequiresFullScreen":
                    "Expo SDK \(sdk)'s default, the config leaving `ios.requireFullScreen` out; from SDK 43 the default is false"
            ]
        }
        // Prebuild's template sets it per SDK; the config does not say.
        unknownDeployment[name] = "the minimum iOS of the Expo app '\(name)' is the prebuild template's: unknown"
    }

    /// An app whose `package.json` depends on Expo, with neither a committed `ios/` project nor a config beside
    /// it that Orient can read: a build step writes `app.json` (a generator's template, a script), or
    /// `app.config.js` builds the object by calls. Its code is read; what prebuild would
    /// write, the Info.plist, the device family and the minimum iOS, is unknown, and said (a blind first run:
    /// trilhas, whose `app.json` a hygen template writes).
    init?(expoWithoutConfig packageJSON: String, root: String, gate: ReadGate) {
        let folder = (packageJSON as NSString).deletingLastPathComponent
        guard let data = gate.contents(packageJSON), data.count <= Limits.configurationBytes,
            let json = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
            (json["dependencies"] as? [String: Any])?["expo"] != nil,
            !(((try? FileManager.default.contentsOfDirectory(atPath: folder + "/ios")) ?? []).contains {
                $0.hasSuffix(".xcodeproj")
            })
        else { return nil }
        // A config that is code with no object literal where it exports (built by calls) is as good as none.
        let configs = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter {
            ProjectSpec.isExpoConfigName($0)
        }
        guard
            configs.allSatisfy({ name in
                (name.lowercased() == "app.config.js" || name.lowercased() == "app.config.ts")
                    && gate.contents(folder + "/" + name).flatMap({ ProjectSpec.codeExpoConfig($0) }) == nil
            })
        else { return nil }
        let name = (json["name"] as? String).flatMap { $0.isEmpty ? nil : $0 } ?? (folder as NSString).lastPathComponent
        let path = folder + "/app.json"
        let shown = displayPath(packageJSON, root: root)
        let why =
            (configs.first.map {
                "the Expo config \($0) is code with no object where it exports: the Info.plist prebuild writes is unknown; the app's code is read"
            }
                ?? "no Expo config is committed (a build step writes app.json): the Info.plist prebuild writes is unknown; the app's code is read")
        let target: Value = .map(
            [
                ("type", .text("application", line: 1)), ("platform", .text("iOS", line: 1)),
                (
                    "settings",
                    .map(
                        [("TARGETED_DEVICE_FAMILY", .text("$(\(ProjectSpec.expoFamilyPlaceholder))", line: 1))], line: 1
                    )
                )
            ], line: 1)
        self.init(
            path: path, shown: shown,
            root: .map([("name", .text(name, line: 1)), ("targets", .map([(name, target)], line: 1))], line: 1),
            diagnostics: [Diagnostic(.info, SourceLocation(shown, line: 1), why)], files: [packageJSON],
            unread: [name: why])
        unknownDeployment[name] = "the minimum iOS of the Expo app '\(name)' is the prebuild template's: unknown"
    }

    /// The build setting an Expo app's device family reads where the config computes it or is not committed: never
    /// set, so the family is unknown (said at info, not as a project's unset variable).
    static let expoFamilyPlaceholder = "EXPO_CONFIG_DEVICE_FAMILY"

    /// A JSON value as a spec value.
    static func value(json: Any, line: Int, depth: Int = 0) -> Value {
        guard depth < 32 else { return .text("", line: line) }
        switch json {
        case let b as Bool where type(of: json) == type(of: NSNumber(value: true)):
            return .text(b ? "true" : "false", line: line)
        case let s as String: return .text(s, line: line)
        case let n as NSNumber: return .text(n.stringValue, line: line)
        case let a as [Any]: return .list(a.map { value(json: $0, line: line, depth: depth + 1) }, line: line)
        case let d as [String: Any]:
            return .map(
                d.sorted { $0.key < $1.key }.map { ($0.key, value(json: $0.value, line: line, depth: depth + 1)) },
                line: line)
        default: return .text("", line: line)
        }
    }

    /// The Expo SDK's major version: the config's `sdkVersion`, else the `expo` (before SDK 15, `exponent`)
    /// dependency of package.json.
    static func expoSDK(config: [String: Any], folder: String, gate: ReadGate) -> Int? {
        func major(_ s: String) -> Int? {
            Int(s.drop { !$0.isNumber }.prefix { $0.isNumber })
        }
        if let v = config["sdkVersion"] as? String { return major(v) }
        guard let data = gate.contents(folder + "/package.json"),
            let json = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
            let dependencies = json["dependencies"] as? [String: Any]
        else { return nil }
        guard let v = (dependencies["expo"] ?? dependencies["exponent"]) as? String else {
            return ReactNativeApp.namesExpoByItsFork(json) ? ReactNativeApp.forkSDK(json) : nil
        }
        return major(v)
    }

    /// The names of an Expo app's config: JSON (`exp.json` is what SDKs before about 25 read), or code that hands
    /// Expo an object.
    public static let expoJSONConfigNames: Set<String> = ["app.json", "app.config.json", "exp.json"]
    public static let expoConfigNames = expoJSONConfigNames.union(["app.config.js", "app.config.ts"])

    /// Whether a file name is an Expo config's: a name Expo reads, in any case (`App.json`: the Mac file system apps
    /// are built on ignores case), or a template of one (`app.example.json`, which a build step copies to
    /// `app.json`).
    public static func isExpoConfigName(_ name: String) -> Bool {
        let lower = name.lowercased()
        return expoConfigNames.contains(lower) || isExpoConfigTemplate(lower)
    }

    /// `app.<word>.json` other than `app.config.json`.
    static func isExpoConfigTemplate(_ lower: String) -> Bool {
        lower.hasPrefix("app.") && lower.hasSuffix(".json") && !expoConfigNames.contains(lower)
            && lower.split(separator: ".").count == 3
    }

    /// Whether `path` is a managed Expo app's config: `app.json`/`app.config.json` (`exp.json`) beside a `package.json` that
    /// depends on `expo`, with no `ios/` Xcode project (a committed one is what ships). Where the folder has none
    /// of Expo's names, its one template (`app.example.json`) holding an `expo` object stands for it (said).
    static func isManagedExpoConfig(_ path: String, gate: ReadGate) -> Bool {
        let name = (path as NSString).lastPathComponent.lowercased()
        let folder = (path as NSString).deletingLastPathComponent
        let literal = { (file: String) in gate.contents(folder + "/" + file).flatMap { codeExpoConfig($0) } != nil }
        // The folder's names, lowercased (`App.json` is `app.json` where apps are built): listed only for the few
        // files that may be a config, as every file of the tree is asked.
        guard isExpoConfigName(name) else { return false }
        let siblings = Set(
            ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).map { $0.lowercased() })
        switch name {
        case "app.json", "app.config.json", "exp.json":
            // A literal app.config.js/ts is the config: Expo hands app.json to it, and an object ignores it.
            if literal("app.config.js") || literal("app.config.ts") { return false }
            // The old name only where the new one is not.
            if name == "exp.json", siblings.contains("app.json") { return false }
        case "app.config.js", "app.config.ts":
            guard literal((path as NSString).lastPathComponent) else { return false }
        default:
            guard isExpoConfigTemplate(name), siblings.isDisjoint(with: expoConfigNames),
                siblings.filter(isExpoConfigTemplate).count == 1,
                let data = gate.contents(path), SourceBytes.contains(data, "\"expo\"")
            else { return false }
        }
        guard let app = ReactNativeApp.at(folder, gate: gate), app.usesExpo else { return false }
        // An Expo module (its app.json is its example's): no app of its own.
        if gate.contents(folder + "/expo-module.config.json") != nil { return false }
        let ios = folder + "/ios"
        let projects = (try? FileManager.default.contentsOfDirectory(atPath: ios))?.filter {
            $0.hasSuffix(".xcodeproj")
        }
        return projects?.isEmpty ?? true
    }
}

extension ProjectSpec {
    enum ExpoInitialOrientation { case mask(String), computed(ExpoConfigCode.Unknown) }

    /// The Info.plist value expo-screen-orientation's config plugin writes for its `initialOrientation` option
    /// (`["expo-screen-orientation", { "initialOrientation": "PORTRAIT_UP" }]` in `plugins`): the
    /// `EXDefaultScreenOrientationMask` its root starts with. `DEFAULT`, no option or no plugin write no key
    /// (plugin/src/withScreenOrientation.ts, `setInitialOrientation`); a name the plugin does not know fails prebuild.
    static func expoInitialOrientation(plugins: Any?) -> ExpoInitialOrientation? {
        let masks = [
            "ALL": "UIInterfaceOrientationMaskAll", "PORTRAIT": "UIInterfaceOrientationMaskPortrait",
            "PORTRAIT_UP": "UIInterfaceOrientationMaskPortrait",
            "PORTRAIT_DOWN": "UIInterfaceOrientationMaskPortraitUpsideDown",
            "LANDSCAPE": "UIInterfaceOrientationMaskLandscape",
            "LANDSCAPE_LEFT": "UIInterfaceOrientationMaskLandscapeLeft",
            "LANDSCAPE_RIGHT": "UIInterfaceOrientationMaskLandscapeRight"
        ]
        for case let entry as [Any] in plugins as? [Any] ?? []
        where entry.first as? String == "expo-screen-orientation" && entry.count > 1 {
            let option = (entry[1] as? [String: Any])?["initialOrientation"]
            if let code = option as? ExpoConfigCode.Unknown { return .computed(code) }
            if let name = option as? String, let mask = masks[name] { return .mask(mask) }
        }
        return nil
    }
}
