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

    /// Which versions lock: `DartPackageVersions`.
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
            ])
    ]

    static let names = Set(all.map(\.type))
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
