import Foundation
import OrientFacts
import OrientProject

// The project-wide passes over Flutter and React Native locks, once every file is read: when a lock runs depends
// on who calls or builds what holds it, which one file does not tell.
extension CodeReader {
    /// A Flutter lock set in a top-level helper (`setPortraitOrientation()` in a file of its own) that `main()`
    /// calls on every run is the app's start-up lock (`DartFacts.unconditionalMainCalls`); called only in a branch,
    /// or from elsewhere, it stays a helper's.
    static func promoteDartStartupHelpers(_ files: inout [String: FileFacts], gate: ReadGate) {
        let helpers = Set(
            files.values.flatMap(\.frameworkLocks).filter {
                $0.framework == .flutter && $0.scope == .helper && $0.inType == nil
            }.compactMap(\.function))
        guard !helpers.isEmpty else { return }
        var called: Set<String> = []
        for path in files.keys where fileExtension(path) == "dart" {
            guard let data = gate.contents(path), helpers.contains(where: { SourceBytes.contains(data, $0) }) else {
                continue
            }
            called.formUnion(DartFacts.unconditionalMainCalls(data: data))
        }
        for path in files.keys {
            for i in files[path]!.frameworkLocks.indices {
                let lock = files[path]!.frameworkLocks[i]
                if lock.framework == .flutter, lock.scope == .helper, lock.inType == nil,
                    let f = lock.function, called.contains(f)
                {
                    files[path]!.frameworkLocks[i].scope = .startup
                }
            }
        }
    }

    /// A Flutter lock in a method of a helper class (no screen) runs where that method is called: each call on a
    /// receiver (`systemToggle.toPortraitMode()`) in the app's Dart gives the lock that call's scope and screen, one
    /// copy per kind of place (a screen's `dispose`, an event); with no such call it stays a helper's (a blind first
    /// run: flowstorage's video screen set portrait through `SystemToggle` when it closed).
    static func placeDartHelperMethods(_ files: inout [String: FileFacts], gate: ReadGate) {
        let methods = Set(
            files.values.flatMap(\.frameworkLocks).filter {
                $0.framework == .flutter && $0.scope == .helper && $0.inType != nil
            }.compactMap(\.function))
        guard !methods.isEmpty else { return }
        var sites: [String: [FrameworkLockFact]] = [:]
        for path in files.keys.sorted() where fileExtension(path) == "dart" {
            guard let data = gate.contents(path) else { continue }
            for (method, site) in DartFacts.helperCallSites(of: methods, data: data, path: path)
            where site.scope != .helper {
                sites[method, default: []].append(site)
            }
        }
        guard !sites.isEmpty else { return }
        for path in files.keys {
            var placed: [FrameworkLockFact] = []
            for lock in files[path]!.frameworkLocks {
                guard lock.framework == .flutter, lock.scope == .helper, lock.inType != nil, let f = lock.function,
                    let calls = sites[f]
                else {
                    placed.append(lock)
                    continue
                }
                var seen: Set<String> = []
                for call in calls where seen.insert("\(call.scope)|\(call.widget ?? "")").inserted {
                    var copy = lock
                    copy.scope = call.scope
                    copy.widget = call.widget
                    copy.condition = copy.condition ?? call.condition
                    placed.append(copy)
                }
            }
            files[path]!.frameworkLocks = placed
        }
    }

    /// A Flutter lock in a widget (or its `State`) that no Dart file builds never runs: a screen left in the tree
    /// that nothing names outside its own classes (a blind first run: social_media_app's two `LandscapePlayerPage`
    /// files). The widget the app starts with is built by `runApp`, which names it.
    static func dropLocksOfUnbuiltWidgets(_ files: inout [String: FileFacts], gate: ReadGate) {
        dropLocksOfUncalledHelpers(&files, gate: gate)
        let widgets = Set(
            files.values.flatMap(\.frameworkLocks).filter { $0.framework == .flutter }.compactMap(\.widget))
        guard !widgets.isEmpty else { return }
        var named: Set<String> = []
        for path in files.keys.sorted() where fileExtension(path) == "dart" {
            guard let data = gate.contents(path) else { continue }
            // Routes a generator writes from annotations (auto_route's `@RoutePage()`, go_router_builder's
            // `@TypedGoRoute`) build widgets from generated files that may not be committed: nothing is dropped.
            if ["@RoutePage", "@TypedGoRoute", "@MaterialRoute", "@CupertinoRoute", "@CustomRoute"].contains(where: {
                SourceBytes.contains(data, $0)
            }) {
                return
            }
            named.formUnion(DartFacts.namesWidgets(widgets.subtracting(named), data: data))
        }
        guard named != widgets else { return }
        for path in files.keys {
            files[path]!.frameworkLocks.removeAll {
                $0.framework == .flutter && $0.widget.map { !named.contains($0) } == true
            }
        }
    }

    /// A Flutter lock in a top-level function that no Dart file names but where it is declared (a demo's
    /// `setLandscapeOrientation()` whose one call is commented out, coflutter) never runs.
    static func dropLocksOfUncalledHelpers(_ files: inout [String: FileFacts], gate: ReadGate) {
        let helpers = Set(
            files.values.flatMap(\.frameworkLocks).filter {
                $0.framework == .flutter && $0.scope == .helper && $0.inType == nil && $0.widget == nil
            }.compactMap(\.function))
        guard !helpers.isEmpty else { return }
        var count: [String: Int] = [:]
        for path in files.keys where fileExtension(path) == "dart" {
            guard let data = gate.contents(path) else { continue }
            count.merge(DartFacts.occurrences(of: helpers, data: data), uniquingKeysWith: +)
        }
        let uncalled = helpers.filter { count[$0, default: 0] <= 1 }
        guard !uncalled.isEmpty else { return }
        for path in files.keys {
            files[path]!.frameworkLocks.removeAll {
                $0.framework == .flutter && $0.scope == .helper && $0.inType == nil && $0.widget == nil
                    && $0.function.map(uncalled.contains) == true
            }
        }
    }

    /// A React Native lock in a file no JavaScript or TypeScript file imports is not in the bundle (a blind first
    /// run: TesisAdopcion's `containers/Others/Orientation.js`). A file is imported where any import names its
    /// name (aliases and paths are not resolved: any `…/Orientation` counts); entry points (`index`, `App`,
    /// `main`) and expo-router's `app/` files, which the router loads by their place, always count.
    static func dropLocksOfUnimportedScripts(_ files: inout [String: FileFacts], gate: ReadGate) {
        func stem(_ path: String) -> String {
            ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        }
        let scripts = files.filter { ReactNativeApp.extensions.contains(String(fileExtension($0.key))) }
        let locked = scripts.filter { file in
            file.value.frameworkLocks.contains { $0.framework == .reactNative }
                && !["index", "app", "main"].contains(stem(file.key).lowercased())
                && !file.key.split(separator: "/").contains("app")
        }
        // Only where the bundle's entry is in the tree (`index.js`, `App.tsx`): its imports say what is bundled.
        guard !locked.isEmpty, scripts.keys.contains(where: { ["index", "app"].contains(stem($0).lowercased()) })
        else { return }
        let wanted = Set(locked.keys.map(stem))
        var imported: Set<String> = []
        for path in scripts.keys.sorted() {
            guard let data = gate.contents(path), wanted.contains(where: { SourceBytes.contains(data, $0) }) else {
                continue
            }
            imported.formUnion(JSFacts.importedStems(data: data))
        }
        for path in locked.keys {
            if !imported.contains(stem(path)) { files[path]!.frameworkLocks.removeAll { $0.framework == .reactNative } }
        }
    }
}
