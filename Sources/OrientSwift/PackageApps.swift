import OrientOutput
import Foundation
import OrientEngine
import OrientProject
import SwiftParser
import SwiftSyntax

/// The iOS apps a Swift package declares (`.iOSApplication(…)` products: Swift Playgrounds' `.swiftpm` apps),
/// for a folder that has no Xcode project. Read with swift-syntax; the manifest is never run.
public enum PackageApps {
    /// The packages to read: the folder's own Package.swift, else those of the `.swiftpm` folders in it.
    public static func manifests(in folder: String) -> [String] {
        if FileManager.default.fileExists(atPath: folder + "/Package.swift") { return [folder + "/Package.swift"] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".swiftpm") }.sorted().map { folder + "/" + $0 + "/Package.swift" }
            .filter { FileManager.default.fileExists(atPath: $0) }
    }

    /// Every app product of the manifests, as app targets (nil: no manifest here, so no package at all).
    public static func read(_ folder: String, root: String) -> [PackageAppDeclaration]? {
        let paths = manifests(in: folder)
        guard !paths.isEmpty else { return nil }
        let gate = ReadGate(root: root)
        return paths.flatMap { apps(manifest: $0, root: root, gate: gate) }
    }

    static func apps(manifest path: String, root: String, gate: ReadGate) -> [PackageAppDeclaration] {
        guard let data = gate.contents(path), case .success(let tree) = ManifestSource.parse(data) else { return [] }
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        func line(_ node: some SyntaxProtocol) -> Int {
            converter.location(for: node.positionAfterSkippingLeadingTrivia).line
        }
        guard let call = PackageManifest.packageCall(in: tree) else { return [] }
        let package = PackageManifest(folder: (path as NSString).deletingLastPathComponent, gate: gate)
        let shown = displayPath(path, root: root)
        var deployment: String?
        for p in PackageManifest.argument(call, "platforms")?.as(ArrayExprSyntax.self)?.elements ?? [] {
            guard let c = p.expression.as(FunctionCallExprSyntax.self), c.calledExpression.trimmedDescription == ".iOS",
                let arg = c.arguments.first?.expression
            else { continue }
            // `.iOS("16.0")` or `.iOS(.v16)`.
            deployment =
                PackageManifest.string(arg)
                ?? arg.as(MemberAccessExprSyntax.self).map { String($0.declName.baseName.text.dropFirst()) + ".0" }
        }
        var out: [PackageAppDeclaration] = []
        for element in PackageManifest.argument(call, "products")?.as(ArrayExprSyntax.self)?.elements ?? [] {
            guard let product = element.expression.as(FunctionCallExprSyntax.self),
                product.calledExpression.trimmedDescription == ".iOSApplication",
                let name = PackageManifest.string(PackageManifest.argument(product, "name"))
            else { continue }
            var families: [Int] = []
            for f in PackageManifest.argument(product, "supportedDeviceFamilies")?.as(ArrayExprSyntax.self)?.elements
                ?? []
            {
                let text = f.expression.trimmedDescription
                if text == ".phone" {
                    families.append(DeviceFamily.iPhone)
                } else if text == ".pad" {
                    families.append(DeviceFamily.iPad)
                }
            }
            var iPhone: [(name: String, line: Int)]?
            var iPad: [(name: String, line: Int)]?
            if let list = PackageManifest.argument(product, "supportedInterfaceOrientations")?.as(ArrayExprSyntax.self)
            {
                iPhone = []
                iPad = []
                for o in list.elements {
                    // `.portrait`, or `.portraitUpsideDown(.when(deviceFamilies: [.pad]))`.
                    let e = o.expression
                    let base = e.as(FunctionCallExprSyntax.self)?.calledExpression ?? e
                    guard let member = base.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                        let plistName = plistNames[member]
                    else { continue }
                    var only: Set<String>?
                    if let c = e.as(FunctionCallExprSyntax.self) {
                        let text = c.arguments.trimmedDescription
                        only = Set([".phone", ".pad"].filter { text.contains($0) })
                    }
                    if only?.contains(".phone") ?? true { iPhone?.append((plistName, line(o))) }
                    if only?.contains(".pad") ?? true { iPad?.append((plistName, line(o))) }
                }
            }
            let targets = PackageManifest.strings(PackageManifest.argument(product, "targets"))
            let files = targets.flatMap { t in
                package.targets[t].map { CodeReader.sourceFiles(under: $0.folder, includeDependencies: false) } ?? []
            }
            out.append(
                PackageAppDeclaration(
                    name: name, location: OrientOutput.SourceLocation(shown, line: line(product)),
                    deviceFamilies: families.isEmpty ? .universal : DeviceFamily(families.sorted()),
                    iPhoneOrientations: iPhone,
                    iPadOrientations: iPad, deploymentTarget: deployment, files: files))
        }
        return out
    }

    static let plistNames = [
        "portrait": "UIInterfaceOrientationPortrait", "portraitUpsideDown": "UIInterfaceOrientationPortraitUpsideDown",
        "landscapeLeft": "UIInterfaceOrientationLandscapeLeft",
        "landscapeRight": "UIInterfaceOrientationLandscapeRight"
    ]
}
