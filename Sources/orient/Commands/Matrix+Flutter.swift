import Foundation
import OrientEngine
import OrientFacts
import OrientOutput
import OrientProject

/// `orient matrix` for a Flutter app (issue 31): what each Dart `setPreferredOrientations` call leaves the window
/// on each device class, since FlutterViewController answers the last one.
enum FlutterMatrix {
    static func text(_ matrices: [TargetMatrix], root: String, gate: ReadGate) -> String {
        var out = ""
        for m in matrices {
            guard m.target.flutterApp != nil else { continue }
            let locks = m.target.files.filter { $0.hasSuffix(".dart") }.flatMap { path -> [FrameworkLockFact] in
                guard let data = gate.contents(path) else { return [] }
                return DartFacts.extract(data: data, path: displayPath(path, root: root)).frameworkLocks
            }
            out += "\n\(m.target.name): FlutterViewController answers what Dart set last (all before any call)\n"
            guard !locks.isEmpty else {
                out += "  no setPreferredOrientations call in the Dart code: every orientation the plist allows\n"
                continue
            }
            for lock in locks {
                let masks =
                    lock.masks.values.map { $0.map(\.displayName).sorted().joined(separator: " or ") } ?? "not known"
                let place = [lock.inType, lock.function].compactMap { $0 }.joined(separator: ".")
                out += "  \(lock.location) \(lock.scope.rawValue)\(place.isEmpty ? "" : " (\(place))"): \(masks)\n"
                for row in m.rows where row.installable {
                    let allowed = row.cells.reduce(into: OrientationMask()) { mask, cell in
                        if cell.afterLaunch == true { mask.insert(OrientationMask(cell.orientation)) }
                    }
                    let shown: String
                    if row.controllersConsulted == false {
                        shown = "ignored (UIKit does not ask the root here)"
                    } else if let values = lock.masks.values {
                        shown = values.map { v -> String in
                            let both = v.intersection(allowed)
                            return both.isEmpty ? "none: UIKit raises" : both.displayName
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
