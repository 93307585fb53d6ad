import OrientOutput
import Foundation
import OrientEngine

/// Reads targets: settings resolved in Xcode's order, the platform, and the effective Info.plist.
public struct TargetReader: Sendable {
    public var configuration: String
    public var sdkVersion: String
    /// The directory the user asked about; paths are shown relative to it and files outside it are unknown.
    public var root: String
    /// A key in both the Info.plist file and an `INFOPLIST_KEY_*` setting: the file wins (docs/decisions.md).
    public var fileKeysWin: Bool
    /// Whether `configuration` is only the first choice (not asked for by name): a target without it is read in
    /// its default, said at info, and every other configuration that reads differently is a variant.
    public var allConfigurations = false
    let xcconfigs: XCConfigReader

    /// Files outside the repository holding `root` are not read (anywhere with `allowOutsideRoot`).
    public let gate: ReadGate

    public init(
        root: String, configuration: String = "Release", sdkVersion: String = "26.0", fileKeysWin: Bool = true,
        allowOutsideRoot: Bool = false, gate: ReadGate? = nil
    ) {
        self.root = root; self.configuration = configuration; self.sdkVersion = sdkVersion;
        self.fileKeysWin = fileKeysWin
        self.gate = gate ?? ReadGate(root: root, allowOutsideRoot: allowOutsideRoot)
        xcconfigs = XCConfigReader(root: root, gate: self.gate)
    }

    /// The target in the configuration asked for (else its default, as xcodebuild does without -configuration),
    /// with its `variants` when `allConfigurations`.
    public func read(_ target: PBXTarget, in project: PBXProject) -> TargetInfo {
        var diagnostics: [Diagnostic] = []
        var configName = configuration
        if !target.configurations.contains(where: { $0.name == configName }) {
            let fallback = target.defaultConfigurationName ?? target.configurations.first?.name ?? configName
            diagnostics.append(
                Diagnostic(
                    allConfigurations ? .info : .warning, target.location,
                    "target '\(target.name)' has no configuration '\(configName)'; read '\(fallback)' (its default)"
                        + (allConfigurations ? " and every other one whose settings differ" : "")))
            configName = fallback
        }
        var info = read(target, in: project, configuration: configName)
        if info.isIOSApp { info.diagnostics.insert(contentsOf: diagnostics, at: 0) }
        guard allConfigurations, info.isIOSApp else { return info }
        for other in target.configurations.map(\.name) where other != configName {
            let variant = read(target, in: project, configuration: other)
            // A configuration that builds the target for another platform (Passepartout's `ReleaseMac`:
            // SUPPORTED_PLATFORMS = macosx) is no iOS app to check.
            if variant.isIOSApp, !variant.readsTheSame(as: info) { info.variants.append(variant) }
        }
        return info
    }

    func read(_ target: PBXTarget, in project: PBXProject, configuration configName: String) -> TargetInfo {
        var diagnostics: [Diagnostic] = []
        let projectShown = displayPath(project.path, root: root)
        let targetConfig = target.configurations.first { $0.name == configName }
        let projectConfig = project.configurations.first { $0.name == configName }
        var inputs: [String] = []

        let resolver = SettingsResolver(
            levels: [
                defaults(target: target),
                xcconfigLevel(projectConfig, level: "project xcconfig", diagnostics: &diagnostics, inputs: &inputs),
                projectConfig?.settings ?? [],
                xcconfigLevel(targetConfig, level: "target xcconfig", diagnostics: &diagnostics, inputs: &inputs),
                targetConfig?.settings ?? []
            ], context: BuildContext(configuration: configName, sdkVersion: sdkVersion),
            builtins: builtins(project: project, target: target, configuration: configName))

        var info = TargetInfo(
            project: projectShown, name: target.name, productType: target.productType, kind: .iosApp,
            configuration: configName, location: target.location, deviceFamily: [DeviceFamily.iPhone],
            deviceFamilySource: .xcodeDefault(name: "TARGETED_DEVICE_FAMILY"), deploymentTarget: nil,
            deploymentTargetSetting: nil, deploymentTargetSource: nil, supportsMacCatalyst: false,
            launchImageAsset: nil, plist: EffectivePlist(),
            files: target.files, diagnostics: [])
        info.packageProducts = target.packageProducts
        let family = resolver.resolve("TARGETED_DEVICE_FAMILY")
        info.deviceFamily = DeviceFamily(setting: family.value)
        info.deviceFamilySource = family.provenance
        let deployment = resolver.resolve("IPHONEOS_DEPLOYMENT_TARGET")
        if deployment.unknown == nil, !deployment.value.isEmpty {
            info.deploymentTarget = OSVersion(deployment.value)
            info.deploymentTargetSetting = deployment.value
            info.deploymentTargetSource = deployment.provenance
        }
        info.supportsMacCatalyst = PlistValue.string(resolver.resolve("SUPPORTS_MACCATALYST").value).boolValue ?? false
        let launchImages = resolver.resolve("ASSETCATALOG_COMPILER_LAUNCHIMAGE_NAME")
        if launchImages.isSet, launchImages.unknown == nil, !launchImages.value.isEmpty {
            info.launchImageAsset = (launchImages.value, launchImages.provenance)
        }
        (info.kind, info.skipGroup) = classify(target, resolver, family: info.deviceFamily)
        if info.kind == .iosApp {
            if let reason = family.unknown {
                // Orient's own stand-in for an Expo app's family that prebuild decides (said at info already).
                let expo = reason.contains(ProjectSpec.expoFamilyPlaceholder)
                diagnostics.append(
                    Diagnostic(
                        expo ? .info : .warning, family.source?.location ?? target.location,
                        expo
                            ? "TARGETED_DEVICE_FAMILY is unknown: the Expo config does not say it where Orient can read it"
                            : "TARGETED_DEVICE_FAMILY is unknown: \(reason)"))
            }
            info.plist = effectivePlist(
                resolver, project: project, target: target, family: family, deployment: deployment,
                diagnostics: &diagnostics)
            if let file = info.plist.file { inputs.append(root + "/" + file) }
        }
        info.inputs = inputs
        // What went wrong reading a target Orient does not check (a plugin's macOS runner, a test bundle) changes no
        // finding: left out, unless it may be why the target is not checked (a platform from Xcode's default).
        let platformSet = resolver.resolve("SDKROOT").source.map { $0.level != "default" } ?? false
        if !info.isIOSApp, platformSet || info.skipGroup == "test bundles" || target.isa != "PBXNativeTarget" {
            diagnostics.removeAll()
        }
        info.diagnostics = diagnostics
        return info
    }

    // MARK: levels

    /// Xcode's defaults for the settings Orient reads (the lowest level).
    private func defaults(target: PBXTarget) -> [SettingAssignment] {
        let values: [(String, String)] = [
            ("SDKROOT", "macosx"), ("TARGETED_DEVICE_FAMILY", "1"), ("GENERATE_INFOPLIST_FILE", "NO"),
            ("INFOPLIST_EXPAND_BUILD_SETTINGS", "YES"), ("SUPPORTS_MACCATALYST", "NO"),
            ("PRODUCT_NAME", "$(TARGET_NAME)"),
            ("EXECUTABLE_NAME", "$(PRODUCT_NAME)"), ("PRODUCT_MODULE_NAME", "$(PRODUCT_NAME:c99extidentifier)"),
            ("DEVELOPMENT_LANGUAGE", "en"), ("IPHONEOS_DEPLOYMENT_TARGET", sdkVersion)
        ]
        return values.map { SettingAssignment(name: $0.0, value: $0.1, location: nil, level: "default") }
    }

    private func builtins(project: PBXProject, target: PBXTarget, configuration: String) -> [String: String] {
        [
            "SRCROOT": project.sourceRoot, "PROJECT_DIR": project.sourceRoot, "SOURCE_ROOT": project.sourceRoot,
            "PROJECT_NAME": project.name, "PROJECT_FILE_PATH": project.path, "TARGET_NAME": target.name,
            "TARGETNAME": target.name, "CONFIGURATION": configuration, "PLATFORM_NAME": "iphoneos",
            "EFFECTIVE_PLATFORM_NAME": "-iphoneos", "SDK_NAME": "iphoneos" + sdkVersion, "SDK_VERSION": sdkVersion,
            "CURRENT_ARCH": "arm64", "ARCHS": "arm64", "PRODUCT_TYPE": target.productType ?? "",
            "PRODUCT_BUNDLE_PACKAGE_TYPE": "APPL", "ACTION": "build"
        ]
    }

    private func xcconfigLevel(
        _ config: BuildConfiguration?, level: String, diagnostics: inout [Diagnostic], inputs: inout [String]
    ) -> [SettingAssignment] {
        guard let config else { return [] }
        guard var path = config.baseConfiguration else { return [] }
        if !FileManager.default.fileExists(atPath: path), let match = gate.caseInsensitiveMatch(path) {
            diagnostics.append(
                Diagnostic(
                    .info, config.baseConfigurationLocation ?? SourceLocation(path),
                    "the base configuration '\(displayPath(path, root: root))' is read as '\(displayPath(match, root: root))', as a case-insensitive file system (Xcode's default on macOS) finds it"
                ))
            path = match
        }
        guard FileManager.default.fileExists(atPath: path) || FlutterApp.generatedXCConfig(at: path, gate: gate) != nil
        else {
            // CocoaPods' xcconfigs (absent until `pod install`) hold search paths and flags, never Info.plist settings.
            let pods = path.contains("/Pods/Target Support Files/")
            diagnostics.append(
                Diagnostic(
                    pods ? .info : .warning, config.baseConfigurationLocation ?? SourceLocation(path),
                    "the base configuration '\(displayPath(path, root: root))' does not exist"
                        + (pods
                            ? " (CocoaPods not installed); CocoaPods sets no Info.plist settings"
                            : "; the settings it holds are unknown and left out")))
            return []
        }
        let file = xcconfigs.read(path, level: level)
        diagnostics += file.diagnostics
        inputs.append(contentsOf: file.files)
        return file.assignments
    }

    // MARK: platform

    /// Whether the target is an iOS app, and if not, why (and the group the summary counts it in).
    private func classify(_ target: PBXTarget, _ settings: SettingsResolver, family: DeviceFamily) -> (
        TargetInfo.Kind, String?
    ) {
        let kind = classifyKind(target, settings, family: family)
        guard case .skipped(let why) = kind else { return (kind, nil) }
        let groups = [
            ("visionOS", "visionOS apps"), ("tvOS", "tvOS apps"), ("watchOS", "watchOS apps"),
            ("macOS", "macOS apps"), ("test bundle", "test bundles")
        ]
        return (kind, groups.first { why.contains($0.0) }?.1)
    }

    /// How near a level is to the target: its own settings, its xcconfig, the project's, the project's xcconfig.
    static func rank(_ level: String?) -> Int {
        ["target", "target xcconfig", "project", "project xcconfig"].firstIndex(of: level ?? "") ?? 4
    }

    private func classifyKind(_ target: PBXTarget, _ settings: SettingsResolver, family: DeviceFamily)
        -> TargetInfo.Kind
    {
        guard target.isa == "PBXNativeTarget" else { return .skipped("\(target.isa): builds no app") }
        let type = target.productType ?? ""
        let sdk = settings.resolve("SDKROOT")
        let supported = settings.resolve("SUPPORTED_PLATFORMS")
        // A project-wide SUPPORTED_PLATFORMS (`iphoneos macosx`) does not make a target that sets its own SDKROOT
        // (AltStore's macOS AltServer: SDKROOT = macosx) build for the others: the nearer setting decides.
        let nearerSDK = Self.rank(sdk.source?.level) < Self.rank(supported.source?.level)
        let platforms = nearerSDK ? [] : supported.value.split(separator: " ").map(String.init)
        // SUPPORTED_PLATFORMS, when set, says where the target builds (a multiplatform target counts for its iOS
        // part); else SDKROOT does.
        // SDKROOT left to Xcode's default (macosx): every Xcode template sets it, so it sits in a file Orient could
        // not read (a base configuration from an uncloned Carthage checkout or submodule). Settings only an iOS
        // target has say iOS then; none, or a macOS deployment target, leave it macOS.
        func setHere(_ name: String) -> Bool { settings.resolve(name).source.map { $0.level != "default" } ?? false }
        let iosByItsSettings =
            sdk.source.map { $0.level == "default" } ?? true && !setHere("MACOSX_DEPLOYMENT_TARGET")
            && (setHere("IPHONEOS_DEPLOYMENT_TARGET") || setHere("TARGETED_DEVICE_FAMILY"))
        let ios =
            platforms.isEmpty ? sdk.value.hasPrefix("iphoneos") || iosByItsSettings : platforms.contains("iphoneos")
        switch type {
        case "com.apple.product-type.application", "com.apple.product-type.application.on-demand-install-capable":
            if ios && !family.isEmpty && !family.includesIPhone && !family.includesIPad {
                let only =
                    family.contains(7)
                    ? "a visionOS-only app" : family.contains(3) ? "a tvOS-only app" : "an app for no iPhone or iPad"
                return .skipped(
                    "\(only) (TARGETED_DEVICE_FAMILY = \(family.numbers.map(String.init).joined(separator: ","))): not iOS"
                )
            }
            if ios { return .iosApp }
            if let reason = sdk.unknown { return .skipped("the platform is unknown: SDKROOT: \(reason)") }
            let names = platforms.isEmpty ? [sdk.value] : platforms
            let known = [
                ("appletvos", "a tvOS app"), ("watchos", "a watchOS app"), ("xros", "a visionOS-only app"),
                ("macosx", "a macOS app")
            ]
            let platform =
                known.first { k in names.contains { $0.hasPrefix(k.0) } }?.1 ?? "an app for SDK '\(sdk.value)'"
            return .skipped(
                "\(platform) (SDKROOT = \(sdk.value)\(platforms.isEmpty ? "" : ", SUPPORTED_PLATFORMS = \(platforms.joined(separator: " "))")): not iOS"
            )
        case "com.apple.product-type.application.watchapp", "com.apple.product-type.application.watchapp2":
            return .skipped("a watchOS app")
        case "com.apple.product-type.application.watchapp2-container":
            return .skipped("the iOS stub of a watch-only app: it has no iOS interface")
        case "com.apple.product-type.application.messages":
            return .skipped("an iMessage app: it runs inside Messages, which owns the orientation")
        case _ where type.contains("app-extension") || type.contains("extensionkit") || type.contains("watchkit"):
            return .skipped("an extension (\(type)): its host app decides the orientation")
        case _ where type.contains("test"):
            return .skipped("a test bundle")
        default:
            return .skipped(type.isEmpty ? "no product type" : "not an app (\(type))")
        }
    }

    // MARK: Info.plist

    private func effectivePlist(
        _ settings: SettingsResolver, project: PBXProject, target: PBXTarget, family: ResolvedSetting,
        deployment: ResolvedSetting, diagnostics: inout [Diagnostic]
    ) -> EffectivePlist {
        var plist = EffectivePlist()
        var fileSetting = settings.resolve("INFOPLIST_FILE")
        if fileSetting.value.isEmpty, fileSetting.unknown == nil, let found = target.fallbackInfoPlist {
            diagnostics.append(
                Diagnostic(
                    .info, target.location,
                    "no setting names the Info.plist: read '\(displayPath(found, root: root))', the first Info.plist of the target's sources, as XcodeGen does"
                ))
            fileSetting.value = found
        }
        let generate = PlistValue.string(settings.resolve("GENERATE_INFOPLIST_FILE").value).boolValue ?? false
        let expandValues =
            PlistValue.string(settings.resolve("INFOPLIST_EXPAND_BUILD_SETTINGS").value).boolValue ?? true
        plist.generated = generate
        let settingAt = fileSetting.source?.location ?? target.location

        if let reason = fileSetting.unknown {
            plist.unknownFile = "INFOPLIST_FILE = \(fileSetting.source?.value ?? "") is unknown: \(reason)"
            diagnostics.append(Diagnostic(.warning, settingAt, plist.unknownFile ?? ""))
        } else if !fileSetting.value.isEmpty {
            let value = fileSetting.value
            var path = normalizedPath(value.hasPrefix("/") ? value : project.sourceRoot + "/" + value)
            if gate.allows(path), !FileManager.default.fileExists(atPath: path),
                let match = gate.caseInsensitiveMatch(path)
            {
                diagnostics.append(
                    Diagnostic(
                        .info, settingAt,
                        "INFOPLIST_FILE names '\(displayPath(path, root: root))'; read '\(displayPath(match, root: root))', as a case-insensitive file system (Xcode's default on macOS) finds it"
                    ))
                path = match
            }
            if value.hasPrefix("/"), !gate.allows(path),
                let inside = Self.sameFileInside(absolute: path, sourceRoot: project.sourceRoot, gate: gate)
            {
                diagnostics.append(
                    Diagnostic(
                        .info, settingAt,
                        "INFOPLIST_FILE = \(Diagnostic.excerpt(value)) is a path on the machine the project was made on; read '\(displayPath(inside, root: root))', the repository's file it ends with"
                    ))
                path = inside
            }
            if !gate.allows(path) {
                // By its name or through a link: the file's values must never reach a message (issue 28).
                plist.unknownFile =
                    "INFOPLIST_FILE = \(Diagnostic.excerpt(value)) points outside the repository; not read (--allow-outside-root reads it), so its keys are unknown"
                diagnostics.append(Diagnostic(.warning, settingAt, plist.unknownFile ?? ""))
            } else if !FileManager.default.fileExists(atPath: path) {
                plist.unknownFile = "INFOPLIST_FILE = \(value): no such file"
                // Often a file a build step writes: the target is checked with its keys unknown.
                if !target.infoPlistWritten {
                    diagnostics.append(
                        Diagnostic(
                            .warning, settingAt,
                            "INFOPLIST_FILE names '\(displayPath(path, root: root))', which does not exist (generated by a build step?); its keys are unknown"
                        ))
                }
            } else {
                let shown = displayPath(path, root: root)
                let (file, problems): (PlistFile?, [Diagnostic])
                let data = gate.contents(path)
                if PlistValue.string(settings.resolve("INFOPLIST_PREPROCESS").value).boolValue == true,
                    let data, !data.starts(with: Array("bplist".utf8))
                {
                    // Read as Xcode reads it: through the C preprocessor, with the target's definitions.
                    var cpp = PlistPreprocessor(
                        definitions: settings.resolve("INFOPLIST_PREPROCESSOR_DEFINITIONS").value)
                    let text = cpp.run(String(decoding: data, as: UTF8.self))
                    (file, problems) = PlistFile.parse(Data(text.utf8), path: shown)
                    for p in cpp.problems {
                        diagnostics.append(Diagnostic(.warning, SourceLocation(shown, line: p.line), p.message))
                    }
                } else {
                    (file, problems) =
                        data.map { PlistFile.parse($0, path: shown) }
                        ?? (nil, [Diagnostic(.error, SourceLocation(shown), "cannot read the file")])
                }
                diagnostics += problems
                if let file {
                    plist.file = file.path
                    plist.binary = file.format == .binary
                    for (key, value) in file.root {
                        var v = value
                        if expandValues, let (expanded, unknown) = expand(value, settings) {
                            v = expanded
                            if let unknown { plist.unknownKeys[key] = unknown }
                        }
                        plist.entries[key] = PlistEntry(
                            value: v, source: .plist(file.location(ofKey: key)), itemLines: file.itemLines[key] ?? [])
                    }
                } else {
                    plist.unknownFile = "the Info.plist '\(displayPath(path, root: root))' could not be read"
                }
            }
        }

        let generatedNames = settings.names(withPrefix: "INFOPLIST_KEY_")
        if generate {
            for name in generatedNames {
                let r = settings.resolve(name)
                if r.isSet, let unknown = r.unknown, r.value.trimmingSpaces.isEmpty,
                    let (key, _) = GeneratedKey.entry(
                        setting: String(name.dropFirst("INFOPLIST_KEY_".count)), value: "unknown")
                {
                    // A value Orient could not work out: the key it writes is unknown, not absent.
                    plist.unknownKeys[key] = unknown
                    continue
                }
                guard r.isSet,
                    let (key, value) = GeneratedKey.entry(
                        setting: String(name.dropFirst("INFOPLIST_KEY_".count)), value: r.value)
                else { continue }
                if let fromFile = plist.entries[key] {
                    guard !fileKeysWin else { plist.shadowed[key] = r.provenance; continue }
                    plist.shadowed[key] = fromFile.source
                }
                plist.entries[key] = PlistEntry(value: value, source: r.provenance, itemLines: [])
                if let unknown = r.unknown { plist.unknownKeys[key] = unknown }
            }
        } else if fileSetting.value.isEmpty && fileSetting.unknown == nil {
            diagnostics.append(
                Diagnostic(
                    .warning, target.location,
                    "target '\(target.name)' has no Info.plist: neither INFOPLIST_FILE nor GENERATE_INFOPLIST_FILE = YES"
                ))
        } else if let first = generatedNames.first(where: TargetReader.concernsOrientation) ?? generatedNames.first,
            let at = settings.resolve(first).source?.location
        {
            // Ignored keys Orient reads are worth a warning; others (a display name in Flutter's template) a note.
            diagnostics.append(
                Diagnostic(
                    TargetReader.concernsOrientation(first) ? .warning : .info, at,
                    "\(first) is set but GENERATE_INFOPLIST_FILE is not YES: Xcode ignores INFOPLIST_KEY_* settings"))
        }

        // Xcode writes these from build settings whatever the file says.
        let familyKey = InfoPlistKey.deviceFamily.name()
        plist.entries[familyKey] = PlistEntry(
            value: .array(DeviceFamily(setting: family.value).numbers.map(PlistValue.integer)),
            source: family.provenance,
            itemLines: [])
        if let unknown = family.unknown { plist.unknownKeys[familyKey] = unknown }
        if deployment.unknown == nil {
            plist.entries["MinimumOSVersion"] = PlistEntry(
                value: .string(deployment.value), source: deployment.provenance, itemLines: [])
        } else {
            plist.unknownKeys["MinimumOSVersion"] = deployment.unknown
        }
        return plist
    }

    /// Expands `$(…)` in string values (Xcode's INFOPLIST_EXPAND_BUILD_SETTINGS). Nil when nothing to expand.
    private func expand(_ value: PlistValue, _ settings: SettingsResolver) -> (PlistValue, String?)? {
        switch value {
        case .string(let s) where s.contains("$"):
            let r = settings.expand(s)
            return (.string(r.value), r.unknown)
        case .array(let items) where items.contains(where: { $0.stringValue?.contains("$") ?? false }):
            var unknown: String?
            let expanded = items.map { item -> PlistValue in
                guard let (v, u) = expand(item, settings) else { return item }
                unknown = unknown ?? u
                return v
            }
            return (.array(expanded), unknown)
        default: return nil
        }
    }
}

extension TargetReader {
    /// Whether a generated-Info.plist setting writes a key Orient reads (orientations, full screen, launch screen,
    /// scenes, the device family's keys).
    static func concernsOrientation(_ setting: String) -> Bool {
        ["Orientation", "RequiresFullScreen", "Launch", "Scene", "StatusBar"].contains { setting.contains($0) }
    }
}

extension TargetReader {
    /// For an absolute path from the author's machine (`/Users/me/Projects/App/App/Info.plist`), the repository's
    /// file its end names: the longest tail of two components or more that exists under the project's folder, when
    /// it is inside the repository. The author's checkout held this repository, so Xcode read that file there.
    static func sameFileInside(absolute: String, sourceRoot: String, gate: ReadGate) -> String? {
        let parts = absolute.split(separator: "/")
        guard parts.count >= 2 else { return nil }
        for length in stride(from: parts.count - 1, through: 2, by: -1) {
            let candidate = normalizedPath(sourceRoot + "/" + parts.suffix(length).joined(separator: "/"))
            if gate.allows(candidate), FileManager.default.fileExists(atPath: candidate) { return candidate }
        }
        return nil
    }
}
