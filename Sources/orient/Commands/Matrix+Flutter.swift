import Foundation
import OrientEngine
import OrientFacts
import OrientOutput
import OrientProject

/// `orient matrix` for a Flutter or React Native app (issue 31): what each Dart `setPreferredOrientations` call or
/// JavaScript module lock leaves the window on each device class, since the root (Flutter) or the app delegate
/// (the modules) answers the last one.
enum FlutterMatrix {
    static func text(_ matrices: [TargetMatrix], root: String, gate: ReadGate) -> String {
        var out = ""
        for m in matrices {
            let flutter = m.target.flutterApp != nil
            guard flutter || m.target.reactNativeApp != nil else { continue }
            // The matrix reads no code otherwise: these files only, as check reads them.
            var appWidgets: Set<String> = []
            var read: [FrameworkLockFact] = []
            for path in m.target.files {
                let shown = displayPath(path, root: root)
                if flutter, path.hasSuffix(".dart"), let data = gate.contents(path) {
                    let facts = DartFacts.extract(data: data, path: shown)
                    read += facts.frameworkLocks
                    appWidgets.formUnion(facts.appWidgets)
                } else if !flutter, ReactNativeApp.extensions.contains(String(fileExtension(path))),
                    let data = gate.contents(path)
                {
                    read += JSFacts.extract(data: data, path: shown).frameworkLocks
                }
            }
            let locks = FrameworkLockFact.promotingFirstScreen(read, appWidgets: appWidgets)
            out +=
                flutter
                ? "\n\(m.target.name): FlutterViewController answers what Dart set last (all before any call)\n"
                : "\n\(m.target.name): the orientation modules' locks in the JavaScript (each module answers UIKit through the app delegate or its screens)\n"
            guard !locks.isEmpty else {
                out += "  no orientation lock in the app's code: every orientation the plist allows\n"
                continue
            }
            for lock in locks {
                let masks =
                    lock.masks.values.map { $0.map(\.displayName).sorted().joined(separator: " or ") } ?? "not known"
                let place = [lock.inType, lock.function == lock.inType ? nil : lock.function].compactMap { $0 }
                    .joined(separator: ".")
                let module = lock.module.map { " [\($0)]" } ?? ""
                out +=
                    "  \(lock.location) \(lock.call)\(module), \(lock.scope.rawValue)\(place.isEmpty ? "" : " (\(place))"): \(masks)\n"
                for row in m.rows where row.installable {
                    let allowed = row.cells.reduce(into: OrientationMask()) { mask, cell in
                        if cell.afterLaunch == true { mask.insert(OrientationMask(cell.orientation)) }
                    }
                    let shown: String
                    if row.controllersConsulted == false {
                        shown = "ignored (UIKit does not ask the root here)"
                    } else if let values = lock.masks.values {
                        // Flutter's root is intersected with the plist; a module's app-delegate answer replaces
                        // the plist's list after launch (R4.1), within what the hardware shows.
                        let hardware: OrientationMask =
                            row.deviceClass == .iphoneFaceID
                            ? OrientationMask.all.subtracting(.portraitUpsideDown) : .all
                        shown = values.map { v -> String in
                            let both = v.intersection(flutter ? allowed : hardware)
                            return both.isEmpty
                                ? (flutter ? "none: UIKit raises" : "none this device shows") : both.displayName
                        }.sorted().joined(separator: " or ")
                    } else {
                        shown = "not known"
                    }
                    out += "      \(row.deviceClass.rawValue): \(shown)\n"
                }
            }
        }
        return out
    }
}
