import OrientOutput
import Foundation

/// An xcconfig file with its `#include`s expanded in place: every assignment in the order Xcode reads them.
public struct XCConfigFile: Sendable {
    public var path: String
    public var assignments: [SettingAssignment]
    public var diagnostics: [Diagnostic]
    /// Every file read (the file and its includes), for cache keys and `--verbose`.
    public var files: [String]
    /// Bytes read so far (Limits.xcconfigBytes).
    var bytesRead = 0
}

/// Reads xcconfig files. Files are cached by path: projects share them across targets and configurations.
public final class XCConfigReader: @unchecked Sendable {
    /// Shown paths are relative to this directory.
    let root: String
    /// Files outside the repository are not read (`--allow-outside-root` opens the gate).
    let gate: ReadGate
    private var cache: [String: XCConfigFile] = [:]
    private let lock = NSLock()

    public init(root: String, gate: ReadGate? = nil) { self.root = root; self.gate = gate ?? ReadGate(root: root) }

    /// Reads `path` (absolute) for a build-setting level (`project xcconfig` or `target xcconfig`).
    public func read(_ path: String, level: String) -> XCConfigFile {
        let key = path + "\u{0}" + level
        lock.lock(); defer { lock.unlock() }
        if let cached = cache[key] { return cached }
        var out = XCConfigFile(path: path, assignments: [], diagnostics: [], files: [])
        parse(path, level: level, stack: [], into: &out, includedFrom: nil)
        cache[key] = out
        return out
    }

    func shown(_ path: String) -> String { displayPath(path, root: root) }

    private func parse(
        _ path: String, level: String, stack: [String], into out: inout XCConfigFile, includedFrom: SourceLocation?
    ) {
        let here = shown(path)
        guard out.files.count < Limits.xcconfigIncludes else {
            out.diagnostics.append(
                Diagnostic(
                    .error, includedFrom ?? SourceLocation(here),
                    "more than \(Limits.xcconfigIncludes) xcconfig files read through #include; stopped"))
            return
        }
        guard stack.count < 32 else {
            out.diagnostics.append(
                Diagnostic(
                    .error, includedFrom ?? SourceLocation(here), "#include nested more than 32 deep; stopped"))
            return
        }
        let data: Data
        switch gate.read(path) {
        case .data(let d): data = d
        case .missing where FlutterApp.generatedXCConfig(at: path, gate: gate) != nil:
            // Flutter's Generated.xcconfig, written by `flutter` before a build and never committed: read as
            // `flutter` would write it (issue 31).
            data = Data((FlutterApp.generatedXCConfig(at: path, gate: gate) ?? "").utf8)
        case .missing:
            out.diagnostics.append(
                Diagnostic(.error, includedFrom ?? SourceLocation(here), "cannot read the xcconfig file '\(here)'")
            )
            return
        case .outside:
            out.diagnostics.append(
                Diagnostic(
                    .error, includedFrom ?? SourceLocation(here),
                    "the xcconfig file '\(here)' is a link to a file outside the repository; not read (--allow-outside-root reads it), so the settings it holds are unknown"
                ))
            return
        }
        out.bytesRead += data.count
        guard out.bytesRead <= Limits.xcconfigBytes else {
            out.diagnostics.append(
                Diagnostic(
                    .error, includedFrom ?? SourceLocation(here),
                    "more than \(Limits.xcconfigBytes / 1_000_000) MB of xcconfig read through #include; stopped"))
            return
        }
        out.files.append(path)
        guard let text = String(data: data, encoding: .utf8) else {
            // Committed secrets a checkout without the key cannot read (git-crypt): like an include a setup step
            // writes, the other settings are read without it (a blind first run, JavaZone's EnvConfig.xcconfig);
            // any other bytes are a broken file.
            let (message, line) = SourceBytes.notUTF8(data)
            let secret = data.starts(with: SourceBytes.gitCryptHeader)
            out.diagnostics.append(
                Diagnostic(
                    secret ? .warning : .error, SourceLocation(here, line: line),
                    message
                        + (secret
                            ? "; the settings it holds are unknown, the others are read without it"
                            : "; expected an xcconfig file")))
            return
        }
        let directory = (path as NSString).deletingLastPathComponent
        var lineNumber = 0
        // "\r\n" is one Character in Swift: split on every line ending, not on "\n" alone.
        for rawLine in text.split(
            omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
        {
            lineNumber += 1
            let at = SourceLocation(here, line: lineNumber)
            var line = rawLine
            if let comment = line.range(of: "//") { line = line[..<comment.lowerBound] }
            let trimmed = line.trimmingSpaces
            if trimmed.isEmpty { continue }
            if trimmed.hasPrefix("#include") {
                includeDirective(trimmed, at: at, directory: directory, level: level, stack: stack + [path], into: &out)
                continue
            }
            guard let eq = SettingAssignment.assignmentIndex(trimmed),
                let (name, conditions) = SettingAssignment.parseKey(trimmed[..<eq].trimmingSpaces[...])
            else {
                out.diagnostics.append(
                    Diagnostic(
                        .error, at,
                        "expected `SETTING = value` or `#include \"file.xcconfig\"`, found `\(trimmed.prefix(60))`"))
                continue
            }
            var value = trimmed[trimmed.index(after: eq)...].trimmingSpaces
            if value.hasSuffix(";") { value = String(value.dropLast()).trimmingSpaces }
            out.assignments.append(
                SettingAssignment(name: name, conditions: conditions, value: value, location: at, level: level))
        }
    }

    private func includeDirective(
        _ text: String, at: SourceLocation, directory: String, level: String, stack: [String],
        into out: inout XCConfigFile
    ) {
        let optional = text.hasPrefix("#include?")
        let rest = text.dropFirst(optional ? 9 : 8).trimmingSpaces
        guard rest.count >= 2, rest.first == "\"", rest.last == "\"" else {
            out.diagnostics.append(
                Diagnostic(.error, at, "expected `#include \"path\"`, found `\(text.prefix(60))`"))
            return
        }
        let target = String(rest.dropFirst().dropLast())
        if target.hasPrefix("<") {
            // `<DEVELOPER_DIR>/…`: a file of the Xcode installation, not of the repository.
            out.diagnostics.append(
                Diagnostic(
                    .warning, at,
                    "#include \"\(target)\" names a file of the Xcode installation; its settings are unknown"))
            return
        }
        var full = normalizedPath(target.hasPrefix("/") ? target : directory + "/" + target)
        if gate.allows(full), !FileManager.default.fileExists(atPath: full),
            let match = gate.caseInsensitiveMatch(full)
        {
            out.diagnostics.append(
                Diagnostic(
                    .info, at,
                    "#include \"\(target)\" is read as '\(displayPath(match, root: root))', as a case-insensitive file system (Xcode's default on macOS) finds it"
                ))
            full = match
        }
        // `#include?` is optional: Xcode skips it silently when the file is missing, wherever it points (a
        // developer's local overrides, often from `../`). Outside the repository it is not read either, which is
        // said at info level (verbose output) only.
        if optional && !gate.allows(full) {
            out.diagnostics.append(
                Diagnostic(
                    .info, at,
                    "#include? \"\(target)\" is outside the repository; skipped, as Xcode skips a missing optional include"
                ))
            return
        }
        if optional && !FileManager.default.fileExists(atPath: full) { return }
        guard gate.allows(full) else {
            out.diagnostics.append(
                Diagnostic(
                    .error, at,
                    "#include names a file outside the repository; not read (--allow-outside-root reads it), so the settings it holds are unknown"
                ))
            return
        }
        if stack.contains(full) {
            out.diagnostics.append(
                Diagnostic(.error, at, "#include \"\(target)\" includes itself (a cycle); skipped"))
            return
        }
        guard FileManager.default.fileExists(atPath: full) || FlutterApp.generatedXCConfig(at: full, gate: gate) != nil
        else {
            // Usually a file a build script or a setup step writes (secrets, generated versions): the rest of the
            // settings are read, and what the missing file would set is Xcode's default or the levels around it.
            // CocoaPods' (absent until `pod install`) hold search paths and flags, never Info.plist settings.
            let pods = full.contains("/Pods/Target Support Files/")
            out.diagnostics.append(
                Diagnostic(
                    pods ? .info : .warning, at,
                    "#include \"\(target)\": no such file"
                        + (pods
                            ? " (CocoaPods not installed); CocoaPods sets no Info.plist settings"
                            : " (generated by a build step?); the other settings are read without it")))
            return
        }
        parse(full, level: level, stack: stack, into: &out, includedFrom: at)
    }
}

/// `path` relative to `root` when inside it; otherwise as given.
public func displayPath(_ path: String, root: String) -> String {
    let prefix = root.hasSuffix("/") ? root : root + "/"
    if path.hasPrefix(prefix) { return String(path.dropFirst(prefix.count)) }
    return path
}
