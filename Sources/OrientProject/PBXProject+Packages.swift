import Foundation

// The Swift packages a project records: the products each target links, and the local packages' folders.
extension PBXReader {
    /// The products a target links and, for a local package the project names, its folder.
    mutating func packageProducts(of target: [String: Any]) -> [(product: String, package: String?)] {
        (target["packageProductDependencies"] as? [String] ?? []).compactMap { id in
            guard let dependency = objects[id], let product = dependency["productName"] as? String else { return nil }
            let ref = (dependency["package"] as? String).flatMap { objects[$0] }
            guard ref?["isa"] as? String == "XCLocalSwiftPackageReference" || ref == nil else { return (product, nil) }
            let folder = (ref?["relativePath"] as? String).map {
                normalizedPath($0.hasPrefix("/") ? $0 : project.sourceRoot + "/" + $0)
            }
            return (product.hasPrefix("plugin:") ? String(product.dropFirst(7)) : product, folder)
        }
    }

    /// Local packages: the project's `XCLocalSwiftPackageReference`s, and any file reference to a folder that
    /// holds a Package.swift (how Xcode 11 to 14 recorded a package dragged into the project).
    mutating func localPackages() -> [String] {
        var out: [String] = []
        for id in rootObject["packageReferences"] as? [String] ?? [] {
            guard let ref = objects[id], ref["isa"] as? String == "XCLocalSwiftPackageReference",
                let relative = ref["relativePath"] as? String
            else { continue }
            out.append(normalizedPath(relative.hasPrefix("/") ? relative : project.sourceRoot + "/" + relative))
        }
        for (id, o) in objects where o["isa"] as? String == "PBXFileReference" {
            let type = (o["lastKnownFileType"] as? String) ?? (o["explicitFileType"] as? String) ?? ""
            guard type == "folder" || type == "wrapper" || type.isEmpty, let p = path(of: id) ?? nil,
                FileManager.default.fileExists(atPath: p + "/Package.swift")
            else { continue }
            out.append(p)
        }
        return Array(Set(out)).sorted()
    }
}
