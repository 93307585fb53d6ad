import Foundation
import OrientFacts
import OrientProject

extension CodeReader {
    /// A React Native Modal in a file that other files import but none uses (`import DashBoardModal from …` and
    /// no `<DashBoardModal` or other mention after it: a blind first run, hb-priority's dashboard) is never shown:
    /// nothing of its file is rendered. Only where the bundle's entry is in the tree, for files some other file
    /// imports (one no file imports may be an entry or a route the router loads by its place: kept), and not for
    /// entry points (`index`, `App`, `main`) or expo-router's `app/` files. Imports are matched by the module's last
    /// path component (a folder's `index` by the folder's name), as for locks; every match must leave it unused.
    static func dropModalsOfUnusedImports(_ files: inout [String: FileFacts], gate: ReadGate) {
        func stem(_ path: String) -> String {
            let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            return name == "index" ? ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent : name
        }
        let scripts = files.filter { ReactNativeApp.extensions.contains(String(fileExtension($0.key))) }
        let modals = scripts.filter { file in
            !file.value.reactNativeModals.isEmpty
                && !["index", "app", "main"].contains(stem(file.key).lowercased())
                && !file.key.split(separator: "/").contains("app")
        }
        guard !modals.isEmpty, scripts.keys.contains(where: { ["index", "app"].contains(stem($0).lowercased()) })
        else { return }
        for path in modals.keys.sorted() {
            let name = stem(path)
            var imported = false
            var used = false
            for other in scripts.keys.sorted() where other != path {
                guard let data = gate.contents(other), let uses = JSFacts.usesImport(of: name, data: data) else {
                    continue
                }
                imported = true
                if uses {
                    used = true
                    break
                }
            }
            if imported && !used { files[path]!.reactNativeModals = [] }
        }
    }
}
