import OrientEngine

// Flutter packages whose own code locks the app's orientations in some versions only: which versions, read from each
// package's changelog and code (a blind first run: auto_orientation 2.3 no longer locks; youtube_player_flutter 10
// dropped the full-screen lock its versions 7 to 9 make).

/// The versions of a package that lock, from `from` (inclusive) to `before` (exclusive); versions are compared part by
/// part with the build number last (`7.0.0+2` is 7, 0, 0, 2).
public struct DartPackageVersions: Sendable {
    /// The package's name in `pubspec.yaml`.
    let package: String
    /// The first version that locks; nil: every version before `before`.
    let from: [Int]?
    /// The first version that no longer locks; nil: every version from `from`.
    let before: [Int]?

    static let all: [DartPackageVersions] = [
        // auto_orientation 2.2.1: "Fix double rotation by removing the preferredOrientation".
        DartPackageVersions(package: "auto_orientation", from: nil, before: [2, 2, 1]),
        // youtube_player_flutter: `toggleFullScreenMode` sets landscape, then portraitUp, from 7.0.0+2 (7.0.0 and
        // 7.0.0+1 set all four back); 10.0.0 rewrote the player on youtube_player_iframe and sets nothing.
        DartPackageVersions(package: "youtube_player_flutter", from: [7, 0, 0, 2], before: [10, 0, 0])
    ]

    /// Whether the version the app gets locks: `version` is `pubspec.lock`'s (exact) or `pubspec.yaml`'s constraint.
    /// pub takes the newest version a constraint allows, so `^2.0.0` or `>=1.0.0` is read as the newest and `^1.0.6`
    /// as the newest 1.x; no version at all is the newest. A package no row names always locks.
    public static func locks(package: String, version: String?) -> Bool {
        guard let row = all.first(where: { $0.package == package }) else { return true }
        guard var text = version?.trimmingCharacters(in: .whitespaces), !text.isEmpty, text != "any",
            text.first == "^" || text.first?.isNumber == true
        else {
            // `>=1.0.0`, `<3.0.0`, none: the newest.
            return row.before == nil
        }
        let caret = text.hasPrefix("^")
        if caret { text.removeFirst() }
        let halves = text.split(separator: "+", maxSplits: 1)
        var parts =
            halves.first?.split(separator: "-").first?.split(separator: ".").map { Int($0) ?? 0 } ?? []
        guard let major = parts.first else { return row.before == nil }
        // `^1.0.6` allows every 1.x, and pub takes the newest: judged by its major version alone.
        if caret {
            return major >= (row.from?.first ?? major) && major < (row.before?.first ?? major + 1)
        }
        while parts.count < 3 { parts.append(0) }
        parts.append(halves.count > 1 ? Int(halves[1]) ?? 0 : 0)
        let afterFrom = row.from.map { !parts.lexicographicallyPrecedes($0) } ?? true
        let beforeEnd = row.before.map { parts.lexicographicallyPrecedes($0) } ?? true
        return afterFrom && beforeEnd
    }
}
