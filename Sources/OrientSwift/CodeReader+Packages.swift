import OrientOutput
import Foundation
import OrientFacts
import OrientProject

/// The local Swift packages of a scan, read from their manifests, and the files each app target gets from the
/// products it links (issue 13, pattern 1): a file of a package target belongs to every app target that links
/// a product containing that target, directly or through the target's own dependencies.
struct LocalPackages {
    var manifests: [String: PackageManifest] = [:]
    var diagnostics: [Diagnostic] = []
    /// Package and target folders are read through it: a `path: "../.."` or a linked folder stays out (issue 28).
    let gate: ReadGate

    /// Reads the packages the projects and workspaces name, and the local packages those depend on; only folders
    /// inside `root` (nothing outside the repository is read).
    init(_ scan: ProjectScan) {
        gate = scan.gate
        var queue = scan.localPackages
        var refused: Set<String> = []
        while let folder = queue.popLast(), manifests.count < 500 {
            guard manifests[folder] == nil, folder.hasPrefix(scan.root + "/") || folder == scan.root || gate.isOpen
            else { continue }
            guard gate.allows(folder) else {
                if refused.insert(folder).inserted {
                    diagnostics.append(
                        Diagnostic(
                            .warning, OrientOutput.SourceLocation(displayPath(folder, root: scan.root)),
                            "the local package is a link to a folder outside the repository; not read (--allow-outside-root reads it)"
                        ))
                }
                continue
            }
            // Xcode takes a local package of the project for every dependency with its identity (its folder's
            // name), wherever that dependency's path points (Apple's "Editing a package dependency as a local
            // package": the local package overrides the dependency): a path that holds no package is that one.
            let identity = (folder as NSString).lastPathComponent.lowercased()
            if !FileManager.default.fileExists(atPath: folder + "/Package.swift"),
                scan.localPackages.contains(where: { ($0 as NSString).lastPathComponent.lowercased() == identity })
            {
                continue
            }
            let manifest = PackageManifest(folder: folder, gate: gate)
            manifests[folder] = manifest
            queue += manifest.localDependencies
            for target in manifest.targets.values.sorted(by: { $0.name < $1.name }) where !gate.allows(target.folder) {
                diagnostics.append(
                    Diagnostic(
                        .warning, OrientOutput.SourceLocation(displayPath(folder + "/Package.swift", root: scan.root)),
                        "the target '\(target.name)' has its sources outside the repository (\(Diagnostic.excerpt(displayPath(target.folder, root: scan.root)))); not read (--allow-outside-root reads them)"
                    ))
            }
            if manifest.unreadable != nil, folder.contains("/Flutter/ephemeral/") {
                // What `flutter` writes for Swift Package Manager builds: the plugins it names live in the pub
                // cache, never in the repository.
                diagnostics.append(
                    Diagnostic(
                        .info, OrientOutput.SourceLocation(displayPath(folder + "/Package.swift", root: scan.root)),
                        "a package `flutter` generates for the app's plugins (their code is in the pub cache); not read"
                    ))
            } else if let why = manifest.unreadable {
                diagnostics.append(
                    Diagnostic(
                        .warning, OrientOutput.SourceLocation(displayPath(folder + "/Package.swift", root: scan.root)),
                        "the package's targets cannot be read without running Package.swift (\(why)): every file under Sources/ counts for the apps that link it"
                    ))
            }
        }
    }

    /// The source folders a product brings in (absolute).
    func sourceFolders(product: String, package: String?) -> [String] {
        let candidates =
            package.map { [$0] } ?? manifests.keys.filter { manifests[$0]?.products[product] != nil }.sorted()
        var out: Set<String> = []
        var seenProducts: Set<String> = []
        var stack = candidates.map { (folder: $0, product: product) }
        while let (folder, name) = stack.popLast() {
            guard seenProducts.insert(folder + "#" + name).inserted, let m = manifests[folder] else { continue }
            guard m.unreadable == nil, let targets = m.products[name] else {
                out.insert(folder + "/Sources")
                continue
            }
            var pending = targets
            var seenTargets: Set<String> = []
            while let t = pending.popLast() {
                guard seenTargets.insert(t).inserted else { continue }
                guard let target = m.targets[t] else {
                    // A dependency named like a product: another local package's.
                    for other in manifests.keys where manifests[other]?.products[t] != nil { stack.append((other, t)) }
                    continue
                }
                if gate.allows(target.folder) { out.insert(target.folder) }
                pending += target.targets
                for p in target.products {
                    for other in manifests.keys where manifests[other]?.products[p] != nil { stack.append((other, p)) }
                }
            }
        }
        return out.sorted()
    }

    /// The source folders a package target (a module) brings in, with the targets it depends on (absolute).
    func sourceFolders(module: String) -> [String] {
        var out: Set<String> = []
        for folder in manifests.keys.sorted() {
            guard let m = manifests[folder], m.unreadable == nil, m.targets[module] != nil else { continue }
            var pending = [module]
            var seen: Set<String> = []
            while let t = pending.popLast() {
                guard seen.insert(t).inserted, let target = m.targets[t] else { continue }
                if gate.allows(target.folder) { out.insert(target.folder) }
                pending += target.targets
                for p in target.products { out.formUnion(sourceFolders(product: p, package: nil)) }
            }
        }
        return out.sorted()
    }

    /// The app targets with the code of the local package modules their files import, until nothing new comes
    /// in. A module an app's code imports is linked into the app, however the project brings it (a product of
    /// another product, a framework target that links it): the import is the evidence.
    func attachImported(to scan: ProjectScan, files: [String: FileFacts]) -> ProjectScan {
        guard !manifests.isEmpty else { return scan }
        var scan = scan
        var folderFiles: [String: [String]] = [:]
        for i in scan.targets.indices where scan.targets[i].isIOSApp {
            var have = Set(scan.targets[i].files)
            var seenModules: Set<String> = []
            var pending = scan.targets[i].files
            while let path = pending.popLast() {
                for module in files[path]?.imports ?? [] where seenModules.insert(module).inserted {
                    for folder in sourceFolders(module: module) {
                        if folderFiles[folder] == nil {
                            folderFiles[folder] = CodeReader.sourceFiles(under: folder, includeDependencies: false)
                        }
                        for f in folderFiles[folder] ?? [] where have.insert(f).inserted {
                            scan.targets[i].files.append(f)
                            pending.append(f)
                        }
                    }
                }
            }
        }
        return scan
    }

    /// Each iOS app target with the files of the local package products it links added to its own.
    func attach(to scan: ProjectScan) -> ProjectScan {
        guard !manifests.isEmpty else { return scan }
        var scan = scan
        var cache: [String: [String]] = [:]
        for i in scan.targets.indices where scan.targets[i].isIOSApp {
            for (product, package) in scan.targets[i].packageProducts {
                for folder in sourceFolders(product: product, package: package) {
                    if cache[folder] == nil {
                        cache[folder] = CodeReader.sourceFiles(under: folder, includeDependencies: false)
                    }
                    scan.targets[i].files += cache[folder] ?? []
                }
            }
        }
        return scan
    }
}
