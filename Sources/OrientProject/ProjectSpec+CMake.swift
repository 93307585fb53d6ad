import Foundation
import OrientOutput

// An iOS app that CMake's Xcode generator makes (`cmake -G Xcode`: emulators and games built for several
// platforms commit `CMakeLists.txt` and no `.xcodeproj`), read without running CMake into the XcodeGen shape the
// other generators use, so one code path builds its targets (ProjectSpec+Project.swift).
//
// Read: `set(…)`, `add_executable(…)`, `set_target_properties(… PROPERTIES …)` and `set_property(TARGET … PROPERTY
// …)` with the `MACOSX_BUNDLE_INFO_PLIST` and `XCODE_ATTRIBUTE_<SETTING>` properties, and `CMAKE_XCODE_ATTRIBUTE_*`
// and `CMAKE_OSX_DEPLOYMENT_TARGET` variables (CMake's documentation of each). Nothing is run: `if()` branches, toolchain
// files, functions and macros are not evaluated, so a variable set several ways keeps every value it is given
// (values as sets of possibilities), and is used only where that does not matter: a property naming several
// possible Info.plists takes the one that is an iOS app's, a setting with several values stays unknown. The app's
// code is the folder holding its Info.plist (docs/decisions.md).

extension ProjectSpec {
    /// Whether a file is a CMake list that gives a target its own Info.plist (the cheap test: every
    /// `CMakeLists.txt` of a repository with no Xcode project is asked).
    static func isCMakeList(_ path: String, gate: ReadGate) -> Bool {
        guard path.hasSuffix("/CMakeLists.txt"), let data = gate.contents(path),
            data.count <= Limits.configurationBytes
        else { return false }
        // An iOS bundle that leaves its Info.plist to CMake: the iOS-only device family set beside it.
        return SourceBytes.contains(data, "MACOSX_BUNDLE_INFO_PLIST")
            || (SourceBytes.contains(data, "MACOSX_BUNDLE") && SourceBytes.contains(data, "TARGETED_DEVICE_FAMILY"))
    }

    /// The iOS apps a CMake list makes; nil when it makes none (a macOS bundle, a library).
    init?(cmake path: String, root: String, gate: ReadGate) {
        guard let data = gate.contents(path), data.count <= Limits.configurationBytes,
            let text = String(data: data, encoding: .utf8)
        else { return nil }
        let folder = (path as NSString).deletingLastPathComponent
        let shown = displayPath(path, root: root)
        var lists = CMakeLists(folder: folder, top: CMakeLists.topFolder(of: folder, root: root, gate: gate))
        lists.read(CMakeLists.commands(text))
        var targets: [(key: String, value: Value)] = []
        var notes: [Diagnostic] = []
        var unknownDeployment: [String: String] = [:]
        // One `add_executable` whose name is a variable set several ways (`${TargetBin}`: one per platform) makes
        // one target in any configure run: the first of its names that is an iOS app stands for it.
        var madeAt: Set<Int> = []
        for (name, line) in lists.targets where !madeAt.contains(line) {
            let properties = lists.properties[name] ?? [:]
            // A relative path is the list's folder's (CMake's rule for target properties that name files).
            let plists = (properties["MACOSX_BUNDLE_INFO_PLIST"] ?? []).flatMap { lists.expand($0.value) }.map {
                normalizedPath($0.hasPrefix("/") ? $0 : folder + "/" + $0)
            }
            let iOS = Set(plists).sorted().filter { gate.allows($0) && ProjectSpec.isIOSPlist($0, gate: gate) }
            // No Info.plist named: CMake writes its template (MacOSXBundleInfo.plist.in: bundle keys only, no
            // orientation or launch screen), an iOS app's where the bundle's device family is iOS's.
            let cmakeTemplate =
                iOS.isEmpty && plists.isEmpty && lists.bundles.contains(name)
                && lists.settings(of: name).contains { setting, given in
                    setting == "TARGETED_DEVICE_FAMILY"
                        && given.flatMap { lists.expand($0.value) }.contains { $0.contains("1") || $0.contains("2") }
                }
            guard let plist = iOS.first ?? (cmakeTemplate ? "" : nil) else { continue }
            madeAt.insert(line)
            if cmakeTemplate {
                notes.append(
                    Diagnostic(
                        .info, SourceLocation(shown, line: line),
                        "the CMake target '\(name)' names no Info.plist (MACOSX_BUNDLE_INFO_PLIST): read as CMake's own template, MacOSXBundleInfo.plist.in, which holds no orientation or launch-screen key"
                    ))
            }
            if iOS.count > 1 {
                notes.append(
                    Diagnostic(
                        .info, SourceLocation(shown, line: line),
                        "the CMake target '\(name)' may take its Info.plist from "
                            + iOS.map { displayPath($0, root: root) }.joined(separator: " or ")
                            + "; read '\(displayPath(plist, root: root))'"))
            }
            var settings: [(key: String, value: Value)] = [("SDKROOT", .text("iphoneos", line: line))]
            for (setting, given) in lists.settings(of: name) {
                let values = Set(given.flatMap { lists.expand($0.value) })
                guard values.count == 1, let value = values.first, let at = given.first?.line else {
                    if values.count > 1, setting != "IPHONEOS_DEPLOYMENT_TARGET" {
                        notes.append(
                            Diagnostic(
                                .info, SourceLocation(shown, line: given.first?.line ?? line),
                                "\(setting) of the CMake target '\(name)' is set several ways (\(values.sorted().joined(separator: ", "))); not read, Xcode's default applies"
                            ))
                    }
                    continue
                }
                settings.append((setting, .text(value, line: at)))
            }
            if !settings.contains(where: { $0.key == "IPHONEOS_DEPLOYMENT_TARGET" }) {
                unknownDeployment[name] =
                    "the minimum iOS of the CMake target '\(name)' is not one value its CMake lists give (a toolchain file or a branch sets it): unknown"
            }
            // Relative to the list's folder where they are inside it, as the other generators write them.
            func relative(_ p: String) -> String {
                p.hasPrefix(folder + "/") ? String(p.dropFirst(folder.count + 1)) : p
            }
            let plistFolder = cmakeTemplate ? folder : (plist as NSString).deletingLastPathComponent
            let info: Value =
                cmakeTemplate
                ? .map([("properties", .map([], line: line))], line: line)
                : .map([("path", .text(relative(plist), line: line))], line: line)
            targets.append(
                (
                    name,
                    .map(
                        [
                            ("type", .text("application", line: line)),
                            (
                                "sources",
                                .list(
                                    [.text(plistFolder == folder ? "." : relative(plistFolder), line: line)], line: line
                                )
                            ),
                            ("info", info),
                            ("settings", .map(settings, line: line))
                        ], line: line)
                ))
        }
        guard !targets.isEmpty else { return nil }
        self.init(
            path: path, shown: shown,
            root: .map(
                [
                    ("name", .text((folder as NSString).lastPathComponent, line: 1)),
                    ("targets", .map(targets, line: 1))
                ], line: 1),
            diagnostics: notes, files: [path])
        self.unknownDeployment = unknownDeployment
    }

    /// Whether a file holds an iOS app's Info.plist: keys only iOS reads (a template such as `Info.plist.in`,
    /// whose `${…}`/`@…@` placeholders CMake fills in, counts).
    static func isIOSPlist(_ path: String, gate: ReadGate) -> Bool {
        guard let data = gate.contents(path), data.count <= Limits.configurationBytes else { return false }
        return ["LSRequiresIPhoneOS", "UISupportedInterfaceOrientations", "UILaunchStoryboardName", "UIDeviceFamily"]
            .contains { SourceBytes.contains(data, $0) }
    }
}

/// One command of a CMake list: its name (lowercased: CMake's are case-insensitive), arguments and line.
struct CMakeCommand: Equatable {
    /// The line of argument `k` (the command's line when not known).
    func lineOf(_ k: Int) -> Int { k < argumentLines.count ? argumentLines[k] : line }

    var name: String
    var arguments: [String]
    var line: Int
    /// The line each argument starts on.
    var argumentLines: [Int] = []
}

/// What a CMake list says about targets, read without evaluating it.
struct CMakeLists {
    /// `CMAKE_CURRENT_SOURCE_DIR` and `CMAKE_SOURCE_DIR`, absolute.
    let folder: String
    let top: String
    /// Every value each variable is set to, with its line.
    var variables: [String: [(value: String, line: Int)]] = [:]
    /// Executables in the order they are added (a name that expands to several is each of them).
    var targets: [(name: String, line: Int)] = []
    /// Those made as bundles (`add_executable(App MACOSX_BUNDLE …)`, or the `MACOSX_BUNDLE` property).
    var bundles: Set<String> = []
    var properties: [String: [String: [(value: String, line: Int)]]] = [:]

    /// The folder of the outermost `CMakeLists.txt` above `folder` inside the repository: `CMAKE_SOURCE_DIR`.
    static func topFolder(of folder: String, root: String, gate: ReadGate) -> String {
        var top = folder
        var parent = (folder as NSString).deletingLastPathComponent
        var steps = 0
        while parent.count >= root.count, parent.hasPrefix(root), steps < 64,
            gate.allows(parent + "/CMakeLists.txt"), FileManager.default.fileExists(atPath: parent + "/CMakeLists.txt")
        {
            top = parent
            parent = (parent as NSString).deletingLastPathComponent
            steps += 1
        }
        return top
    }

    mutating func read(_ commands: [CMakeCommand]) {
        for c in commands {
            switch c.name {
            case "project":
                // `project(Name …)` sets PROJECT_NAME (and CMAKE_PROJECT_NAME for the first): `add_executable(${PROJECT_NAME} …)`.
                guard let name = c.arguments.first else { continue }
                variables["PROJECT_NAME", default: []].append((name, c.line))
                if variables["CMAKE_PROJECT_NAME"] == nil { variables["CMAKE_PROJECT_NAME"] = [(name, c.line)] }
            case "set":
                guard let name = c.arguments.first, c.arguments.count > 1 else { continue }
                var values = Array(c.arguments.dropFirst())
                if let cache = values.firstIndex(of: "CACHE") { values = Array(values[..<cache]) }
                values.removeAll { $0 == "PARENT_SCOPE" }
                variables[name, default: []].append((values.joined(separator: ";"), c.line))
            case "add_executable":
                guard let name = c.arguments.first else { continue }
                for n in expand(name) where !targets.contains(where: { $0.name == n }) { targets.append((n, c.line)) }
                if c.arguments.dropFirst().contains("MACOSX_BUNDLE") { bundles.formUnion(expand(name)) }
            case "set_target_properties":
                guard let at = c.arguments.firstIndex(of: "PROPERTIES") else { continue }
                let names = c.arguments[..<at].flatMap { expand($0) }
                var k = at + 1
                while k + 1 < c.arguments.count {
                    if c.arguments[k] == "MACOSX_BUNDLE", !["FALSE", "OFF", "NO", "0"].contains(c.arguments[k + 1]) {
                        bundles.formUnion(names)
                    }
                    for n in names {
                        properties[n, default: [:]][c.arguments[k], default: []].append(
                            (c.arguments[k + 1], c.lineOf(k + 1)))
                    }
                    k += 2
                }
            case "set_property":
                guard c.arguments.first == "TARGET", let at = c.arguments.firstIndex(of: "PROPERTY"),
                    at + 2 < c.arguments.count
                else { continue }
                let names = c.arguments[1..<at].filter { $0 != "APPEND" && $0 != "APPEND_STRING" }.flatMap {
                    expand($0)
                }
                let value = c.arguments[(at + 2)...].joined(separator: ";")
                for n in names {
                    properties[n, default: [:]][c.arguments[at + 1], default: []].append((value, c.lineOf(at + 2)))
                }
            default: continue
            }
        }
    }

    /// The build settings a target is given: its `XCODE_ATTRIBUTE_*` properties over the lists'
    /// `CMAKE_XCODE_ATTRIBUTE_*` variables, and the deployment target from `CMAKE_OSX_DEPLOYMENT_TARGET`.
    func settings(of target: String) -> [(setting: String, values: [(value: String, line: Int)])] {
        var out: [String: [(value: String, line: Int)]] = [:]
        if let deployment = variables["CMAKE_OSX_DEPLOYMENT_TARGET"] { out["IPHONEOS_DEPLOYMENT_TARGET"] = deployment }
        for (name, values) in variables where name.hasPrefix("CMAKE_XCODE_ATTRIBUTE_") {
            out[String(name.dropFirst("CMAKE_XCODE_ATTRIBUTE_".count))] = values
        }
        for (name, values) in properties[target] ?? [:] where name.hasPrefix("XCODE_ATTRIBUTE_") {
            out[String(name.dropFirst("XCODE_ATTRIBUTE_".count))] = values
        }
        return out.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// Every value a text can have once its `${NAME}` references are replaced (at most 16; a reference to a
    /// variable the list never sets, nor CMake's folder variables, leaves no value: it is unknown).
    func expand(_ text: String) -> [String] {
        var budget = 256
        return expand(text, depth: 0, budget: &budget)
    }

    /// `budget`: how many expansions may still be tried, over the whole tree (a variable set many ways, each from
    /// itself, would otherwise branch without end below the depth bound).
    private func expand(_ text: String, depth: Int, budget: inout Int) -> [String] {
        guard let open = text.range(of: "${"), let close = text[open.upperBound...].firstIndex(of: "}") else {
            return [text]
        }
        budget -= 1
        guard depth < 8, budget > 0 else { return [] }
        let name = String(text[open.upperBound..<close])
        let values: [String]
        switch name {
        case "CMAKE_CURRENT_SOURCE_DIR", "CMAKE_CURRENT_LIST_DIR": values = [folder]
        case "CMAKE_SOURCE_DIR", "PROJECT_SOURCE_DIR": values = [top]
        default: values = (variables[name] ?? []).map(\.value)
        }
        var out: [String] = []
        for value in Set(values).sorted() {
            let replaced = String(text[..<open.lowerBound]) + value + String(text[text.index(after: close)...])
            for v in expand(replaced, depth: depth + 1, budget: &budget) where !out.contains(v) {
                out.append(v)
                if out.count == 16 { return out }
            }
        }
        return out
    }

    /// The commands of a CMake list: comments (`#…`, `#[[…]]`) skipped, quoted (`"…"`, with `\` escapes) and
    /// bracket (`[[…]]`, `[=[…]=]`) arguments kept whole, nested parentheses left out of the arguments.
    static func commands(_ text: String) -> [CMakeCommand] {
        let b = Array(text.utf8)
        var out: [CMakeCommand] = []
        var i = 0
        var line = 1
        /// The end of a bracket opening at `k` (`[`, `=`…, `[`), counting lines, or nil when `k` opens none.
        func bracket(at k: Int) -> (content: Range<Int>, end: Int)? {
            guard k < b.count, b[k] == 91 else { return nil }
            var j = k + 1
            while j < b.count, b[j] == 61 { j += 1 }
            guard j < b.count, b[j] == 91 else { return nil }
            let equals = j - k - 1
            let start = j + 1
            var m = start
            while m < b.count {
                if b[m] == 93 {
                    var e = m + 1
                    while e < b.count, b[e] == 61 { e += 1 }
                    if e - m - 1 == equals, e < b.count, b[e] == 93 { return (start..<m, e + 1) }
                }
                m += 1
            }
            return (start..<b.count, b.count)
        }
        func skipComment() {
            if let (content, end) = bracket(at: i + 1) {
                line += b[content].lazy.filter { $0 == 10 }.count
                i = end
            } else {
                while i < b.count, b[i] != 10 { i += 1 }
            }
        }
        while i < b.count {
            let c = b[i]
            if c == 10 { line += 1; i += 1; continue }
            if c == 35 { skipComment(); continue }
            guard SourceBytes.isIdentifier(c), i == 0 || !SourceBytes.isIdentifier(b[i - 1]) else { i += 1; continue }
            let start = i
            while i < b.count, SourceBytes.isIdentifier(b[i]) { i += 1 }
            let name = String(decoding: b[start..<i], as: UTF8.self).lowercased()
            var j = i
            while j < b.count, b[j] == 32 || b[j] == 9 { j += 1 }
            guard j < b.count, b[j] == 40 else { continue }
            let at = line
            i = j + 1
            var depth = 1
            var arguments: [String] = []
            var lines: [Int] = []
            while i < b.count, depth > 0 {
                let a = b[i]
                if a != 10, a != 32, a != 9, a != 13, a != 35, a != 40, a != 41 { lines.append(line) }
                switch a {
                case 10: line += 1; i += 1
                case 32, 9, 13: i += 1
                case 35: skipComment()
                case 40: depth += 1; i += 1
                case 41: depth -= 1; i += 1
                case 34:
                    var value: [UInt8] = []
                    i += 1
                    while i < b.count, b[i] != 34 {
                        if b[i] == 92, i + 1 < b.count {
                            i += 1
                            value.append(b[i] == 110 ? 10 : b[i])
                        } else {
                            value.append(b[i])
                        }
                        if b[i] == 10 { line += 1 }
                        i += 1
                    }
                    i += 1
                    arguments.append(String(decoding: value, as: UTF8.self))
                default:
                    if let (content, end) = bracket(at: i) {
                        arguments.append(String(decoding: b[content], as: UTF8.self))
                        line += b[content].lazy.filter { $0 == 10 }.count
                        i = end
                        continue
                    }
                    let s = i
                    // `\"` and `\(` are escaped in an unquoted argument.
                    while i < b.count, ![32, 9, 10, 13, 40, 41, 34].contains(b[i]) {
                        i += b[i] == 92 && i + 1 < b.count && b[i + 1] != 10 ? 2 : 1
                    }
                    arguments.append(String(decoding: b[s..<i], as: UTF8.self))
                }
            }
            out.append(CMakeCommand(name: name, arguments: arguments, line: at, argumentLines: lines))
        }
        return out
    }
}
