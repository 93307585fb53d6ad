import Foundation
import OrientOutput
import OrientProject
import SwiftParser
import SwiftSyntax

// A Tuist manifest (`Project.swift`) read statically, as the project `tuist generate` would make, in XcodeGen's
// shape (`ProjectSpec`), so that one code path builds the targets of both generators. The manifest is never run:
// the shapes Tuist's documentation shows are read (`Project(name:settings:targets:)`, `.target(name:destinations:
// product:bundleId:deploymentTargets:infoPlist:sources:resources:dependencies:settings:)` and the older
// `platform:`/`deploymentTarget:` spelling). A project or target made by a helper of the repository's own
// (`Project.app(…)` from Tuist/ProjectDescriptionHelpers) is reported, and its folder's code is checked as an iOS
// app whose Info.plist is unknown.

public enum TuistManifest {
    /// The manifest at `path` as a spec; nil when it declares no `let project = …`.
    @Sendable public static func read(_ path: String, root: String, gate: ReadGate) -> ProjectSpec? {
        guard let data = gate.contents(path) else { return nil }
        let tree: SourceFileSyntax
        switch ManifestSource.parse(data) {
        case .success(let t): tree = t
        case .failure(let problem):
            let shown = displayPath(path, root: root)
            return ProjectSpec(
                path: path, shown: shown, root: .map([], line: 1),
                diagnostics: [
                    Diagnostic(
                        .warning, OrientOutput.SourceLocation(shown, line: problem.line),
                        "the Tuist manifest is not read: " + problem.message)
                ], files: [path])
        }
        var reader = Reader(path: path, root: root, gate: gate, tree: tree)
        return reader.spec()
    }

    /// Tuist's default Info.plist for an iOS app (`InfoPlist.default`, and what `.extendingDefault(with:)`
    /// extends): the orientation keys, which every Tuist version since 1.x writes the same (tuist/tuist,
    /// Sources/TuistGenerator/Generator/InfoPlistContentProvider.swift, `iosApp()`). Launch-screen keys changed
    /// between versions, so they are not assumed.
    static let defaultIOSAppPlist: [(String, [String])] = [
        (
            "UISupportedInterfaceOrientations",
            [
                "UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft",
                "UIInterfaceOrientationLandscapeRight"
            ]
        ),
        (
            "UISupportedInterfaceOrientations~ipad",
            [
                "UIInterfaceOrientationPortrait", "UIInterfaceOrientationPortraitUpsideDown",
                "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"
            ]
        )
    ]

    /// Tuist's products as Xcode's product types (without `com.apple.product-type.`).
    static let productTypes: [String: String] = [
        "app": "application", "framework": "framework", "staticFramework": "framework.static",
        "staticLibrary": "library.static", "dynamicLibrary": "library.dynamic", "appExtension": "app-extension",
        "unitTests": "bundle.unit-test", "uiTests": "bundle.ui-testing", "bundle": "bundle",
        "appClip": "application.on-demand-install-capable", "watch2App": "application.watchapp2",
        "watch2Extension": "watchkit2-extension", "messagesExtension": "app-extension.messages",
        "stickerPackExtension": "app-extension.messages-sticker-pack", "commandLineTool": "tool",
        "extensionKitExtension": "extensionkit-extension", "xpc": "xpc-service", "systemExtension": "system-extension",
        "macro": "tool"
    ]
}
