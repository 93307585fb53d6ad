import OrientEngine
import OrientOutput

// Flutter packages whose static methods lock the app's orientations by calling
// `SystemChrome.setPreferredOrientations` themselves (a blind first run: Signalmeter2's full-screen chart locked with
// `AutoOrientation.landscapeAutoMode()`). Each row is read from the package's public Dart code; the native half some
// of them add (the `UIDevice` orientation hack, to turn at once) changes what is shown first, not the mask.

/// A package's class whose static methods each set one list of orientations.
public struct DartLockPackage: Sendable {
    /// The package's name in `pubspec.yaml` (`auto_orientation`).
    public let package: String
    /// The class the app calls (`AutoOrientation`).
    let type: String
    /// Each method and the orientations it sets.
    let methods: [String: OrientationMask]
    /// The first version whose methods no longer lock (they only ask the device to turn); nil: every version locks.
    let locksBefore: [Int]?

    static let all: [DartLockPackage] = [
        // auto_orientation (bytepark/auto_orientation, lib/auto_orientation.dart): up to 2.2.0 each mode calls
        // `SystemChrome.setPreferredOrientations` with its list, then its native channel; from 2.2.1 ("Fix double
        // rotation by removing the preferredOrientation") only the channel, which asks the scene to turn
        // (`requestGeometryUpdate`, the `UIDevice` hack before iOS 16) and locks nothing.
        DartLockPackage(
            package: "auto_orientation", type: "AutoOrientation",
            methods: [
                "landscapeLeftMode": .landscapeLeft, "landscapeRightMode": .landscapeRight,
                "portraitUpMode": .portrait, "portraitDownMode": .portraitUpsideDown,
                "portraitAutoMode": [.portrait, .portraitUpsideDown], "landscapeAutoMode": .landscape,
                "fullAutoMode": .all
            ],
            locksBefore: [2, 2, 1])
    ]

    static let names = Set(all.map(\.type))

    /// Whether the version the app gets locks: `version` is `pubspec.lock`'s (exact) or `pubspec.yaml`'s constraint.
    /// pub takes the newest version a constraint allows, so `^2.0.0` or `>=1.0.0` is read as the newest (which does
    /// not lock) and `^1.0.6` as a 1.x (which does); no version at all is the newest.
    public static func locks(package: String, version: String?) -> Bool {
        guard let row = all.first(where: { $0.package == package }), let first = row.locksBefore else { return true }
        guard var text = version?.trimmingCharacters(in: .whitespaces), !text.isEmpty, text != "any" else {
            return false
        }
        let caret = text.hasPrefix("^")
        if caret { text.removeFirst() }
        guard text.first?.isNumber == true else { return false }  // `>=1.0.0`, `<3.0.0`: the newest
        let parts =
            text.split(separator: "+").first?.split(separator: "-").first?.split(separator: ".")
            .map { Int($0) ?? 0 } ?? []
        guard let major = parts.first else { return false }
        // `^1.0.6` allows every 1.x, and pub takes the newest: it locks only where that whole major does.
        if caret { return major < first[0] }
        return parts.lexicographicallyPrecedes(first)
    }
}

extension DartStructure {
    /// `AutoOrientation.landscapeAutoMode()` at `k` (the class's name): the lock its method makes, where the call
    /// stands; nil for a method the row does not name.
    func lockPackageCall(
        at k: Int, package: DartLockPackage, scopes: [(scope: Scope, closes: Int)], arrow: (name: String, depth: Int)?
    ) -> FrameworkLockFact? {
        guard text(k + 1) == ".", let mask = package.methods[text(k + 2)], text(k + 3) == "(" else { return nil }
        var lock = call(at: k + 2, arguments: k..<k, scopes: scopes, arrow: arrow)
        lock.call = "\(package.type).\(text(k + 2)): setPreferredOrientations"
        lock.masks = .just(mask)
        lock.module = package.package
        lock.location = SourceLocation(path, line: tokens[k].line)
        return lock
    }
}
