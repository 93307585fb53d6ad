import Foundation

// Which targets a target builds with: its target dependencies and the products its Frameworks and Embed phases
// link, in the same project or another one of the workspace. An app's frameworks and static libraries end up
// in the app, so their code is the app's code (issue 26).

/// A target another target links, embeds or depends on.
public enum TargetLink: Sendable, Hashable {
    /// A target dependency: the target's ID, in the project at this `.xcodeproj` path (nil: the same project).
    case target(project: String?, id: String)
    /// A product reference (`productReference`, or a `PBXReferenceProxy` to another project's product).
    case product(project: String?, id: String)
    /// A built product named by its file (`Kit.framework` in `BUILT_PRODUCTS_DIR`): Xcode's implicit dependency.
    case productFile(String)
}

extension PBXReader {
    /// The targets `target` builds with.
    mutating func links(of target: [String: Any]) -> [TargetLink] {
        var out: [TargetLink] = []
        for dependencyID in target["dependencies"] as? [String] ?? [] {
            guard let dependency = objects[dependencyID] else { continue }
            if let id = dependency["target"] as? String {
                out.append(.target(project: nil, id: id))
            } else if let proxy = (dependency["targetProxy"] as? String).flatMap({ objects[$0] }),
                let remote = proxy["remoteGlobalIDString"] as? String
            {
                out.append(.target(project: container(of: proxy), id: remote))
            }
        }
        for phaseID in target["buildPhases"] as? [String] ?? [] {
            guard let phase = objects[phaseID],
                ["PBXFrameworksBuildPhase", "PBXCopyFilesBuildPhase"].contains(phase["isa"] as? String ?? "")
            else { continue }
            for buildFileID in phase["files"] as? [String] ?? [] {
                guard let ref = objects[buildFileID]?["fileRef"] as? String, let element = objects[ref] else {
                    continue
                }
                if element["isa"] as? String == "PBXReferenceProxy" {
                    if let proxy = (element["remoteRef"] as? String).flatMap({ objects[$0] }),
                        let remote = proxy["remoteGlobalIDString"] as? String
                    {
                        out.append(.product(project: container(of: proxy), id: remote))
                    }
                } else if element["sourceTree"] as? String == "BUILT_PRODUCTS_DIR",
                    let file = (element["path"] as? String).map({ ($0 as NSString).lastPathComponent })
                {
                    out.append(.product(project: nil, id: ref))
                    out.append(.productFile(file))
                }
            }
        }
        return out
    }

    /// The `.xcodeproj` a container proxy points into: nil for this project, else the other project's path.
    private mutating func container(of proxy: [String: Any]) -> String? {
        guard let portal = proxy["containerPortal"] as? String, objects[portal]?["isa"] as? String != "PBXProject"
        else { return nil }
        return path(of: portal) ?? nil
    }

    /// The file name of the product a target builds (`Kit.framework`, `libKit.a`).
    func productFile(of target: [String: Any]) -> String? {
        (target["productReference"] as? String).flatMap { objects[$0]?["path"] as? String }.map {
            ($0 as NSString).lastPathComponent
        }
    }
}

extension ProjectScan {
    /// Product types whose code ends up inside the app that links them: frameworks and libraries. App extensions,
    /// watch apps, App Clips and test bundles are products of their own.
    static let linkedCodeProducts: Set<String> = [
        "com.apple.product-type.framework", "com.apple.product-type.framework.static",
        "com.apple.product-type.library.static", "com.apple.product-type.library.dynamic"
    ]

    /// Gives every iOS app target the files of the frameworks and libraries it builds with, transitively, across
    /// the projects of the scan; `linkedTargets` names them.
    mutating func addLinkedCode() {
        struct Key: Hashable { var project: String; var id: String }
        var byID: [Key: PBXTarget] = [:]
        var byProduct: [Key: PBXTarget] = [:]
        var byFile: [String: [(project: String, target: PBXTarget)]] = [:]
        for project in projects {
            for t in project.targets {
                byID[Key(project: project.path, id: t.id)] = t
                if let ref = t.productReference { byProduct[Key(project: project.path, id: ref)] = t }
                if let file = t.productFile { byFile[file, default: []].append((project.path, t)) }
            }
        }
        // A spec's link to another project may name the folder of the spec that makes it (Tuist's `.project(target:
        // path:)`): the project generated there.
        var inFolder: [String: String] = [:]
        for project in projects { inFolder[(project.path as NSString).deletingLastPathComponent] = project.path }
        func resolve(_ link: TargetLink, from project: String) -> [(project: String, target: PBXTarget)] {
            switch link {
            case .target(let p, let id):
                let p = p.map { byID.keys.contains(Key(project: $0, id: id)) ? $0 : inFolder[$0] ?? $0 } ?? project
                return byID[Key(project: p, id: id)].map { [(p, $0)] } ?? []
            case .product(let p, let id):
                return byProduct[Key(project: p ?? project, id: id)].map { [(p ?? project, $0)] } ?? []
            case .productFile(let file):
                // Xcode finds an implicit dependency by its product's name; one target only, else it is ambiguous.
                let found = byFile[file] ?? []
                return found.count == 1 ? found : []
            }
        }
        var projectOf: [String: String] = [:]  // target name in a project shown → project path
        for project in projects { projectOf[displayPath(project.path, root: root)] = project.path }
        for i in targets.indices where targets[i].isIOSApp {
            guard let projectPath = projectOf[targets[i].project],
                let app = projects.first(where: { $0.path == projectPath })?.targets.first(where: {
                    $0.name == targets[i].name
                })
            else { continue }
            var seen: Set<Key> = [Key(project: projectPath, id: app.id)]
            var frontier = app.links.map { ($0, projectPath) }
            var files = Set(targets[i].files)
            while let (link, from) = frontier.popLast() {
                for (p, t) in resolve(link, from: from) where seen.insert(Key(project: p, id: t.id)).inserted {
                    guard ProjectScan.linkedCodeProducts.contains(t.productType ?? "") else { continue }
                    targets[i].linkedTargets.append(t.name)
                    for f in t.files where files.insert(f).inserted { targets[i].files.append(f) }
                    frontier += t.links.map { ($0, p) }
                }
            }
        }
    }
}
