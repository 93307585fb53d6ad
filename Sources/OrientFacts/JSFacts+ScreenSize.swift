import Foundation
import OrientOutput

/// React Native's `Dimensions.get('window')` (or `'screen'`) read when a module loads: the value the window had
/// then, kept for the app's whole life, as `static let w = UIScreen.main.bounds.width` keeps it in Swift. React
/// Native updates `Dimensions` when the window changes (a rotation, an iPad window resized), but a constant read
/// at the top of a file is not read again; `useWindowDimensions()` in the component is.
extension JSStructure {
    /// `Dimensions.get('window' | 'screen')` at a module's top level, or inside object literals and calls there
    /// (`StyleSheet.create({ card: { width: Dimensions.get('window').width } })`), never inside a function.
    func screenSizeCaches() -> [ScreenSizeCacheFact] {
        var out: [ScreenSizeCacheFact] = []
        for k in windowSizeReads() where !branches.isOffIOS(k) {
            guard atModuleLevel(k), let name = boundName(before: k) else { continue }
            var read = "Dimensions.get('\(text(k + 4))')"
            if text(k + 5) == ")", text(k + 6) == ".", isIdentifier(k + 7) { read += "." + text(k + 7) }
            out.append(
                ScreenSizeCacheFact(
                    name: name, inType: nil, read: read, location: SourceLocation(path, line: tokens[k].line)))
        }
        return out
    }

    /// Where the file reads `Dimensions.get('window' | 'screen')`. Each read may look back over its statement: a
    /// file's first 64 reads are enough to say it (a bound on hostile files).
    func windowSizeReads() -> some Sequence<Int> {
        tokens.indices.lazy.filter {
            self.text($0) == "Dimensions" && self.text($0 + 1) == "." && self.text($0 + 2) == "get"
                && self.text($0 + 3) == "(" && self.tokens.indices.contains($0 + 4)
                && self.tokens[$0 + 4].kind == .string && ["window", "screen"].contains(self.text($0 + 4))
        }.prefix(64)
    }

    /// Whether `k` runs when the module loads: no bracket around it is a function's body or parameters, and no
    /// arrow or `function` stands between the outermost one and `k`.
    func atModuleLevel(_ k: Int) -> Bool {
        var outermost = k
        var open = enclosingBracket(k)
        var steps = 0
        // The arrows and `function`s of functions called where they stand, which run when the module loads.
        var called: Set<Int> = []
        while let b = open, steps < 256 {
            steps += 1
            // A body: `) {`, `=> {`, a class's or a method's `name {`; one called at once runs now.
            if text(b) == "{", text(b - 1) == ")" || text(b - 1) == "=>" || isIdentifier(b - 1) {
                guard let head = immediatelyCalled(body: b) else { return false }
                called.insert(head)
            }
            outermost = b
            open = enclosingBracket(b)
        }
        guard steps < 256, k - outermost < 20_000 else { return false }
        // The statement's start: back to a `;`, `{` or `}` (`const f = () => Dimensions.get(…)` is a function).
        var start = outermost
        while start > 0, outermost - start < 64, ![";", "{", "}"].contains(text(start - 1)) { start -= 1 }
        return !(start..<k).contains { (text($0) == "=>" || text($0) == "function") && !called.contains($0) }
    }

    /// For the body `{` of a function expression called where it stands (`(() => { … })()`, `(function () { …
    /// })()`, `(function () { … }())`: an IIFE, run when its statement runs), the arrow or `function` that starts
    /// it; nil for any other body.
    func immediatelyCalled(body b: Int) -> Int? {
        guard let close = partner(b) else { return nil }
        let calledAfterParen = text(close + 1) == ")" && text(close + 2) == "("
        let calledInside = text(close + 1) == "(" && text(close + 2) == ")" && text(close + 3) == ")"
        guard calledAfterParen || calledInside else { return nil }
        if text(b - 1) == "=>" {
            // `(() => {`, `(async () => {`, `(x => {`
            return b - 1
        }
        // `function (…) {` or `function name(…) {`
        guard text(b - 1) == ")", let params = partner(b - 1) else { return nil }
        if text(params - 1) == "function" { return params - 1 }
        if isIdentifier(params - 1), text(params - 2) == "function" { return params - 2 }
        return nil
    }

    /// The name the value is kept under: `const W = …`, `const { width } = …` (the first name destructured), or
    /// the key of an object literal (`card: { width: … }` gives `width`).
    func boundName(before k: Int) -> String? {
        if text(k - 1) == "=" {
            if isIdentifier(k - 2), text(k - 2) != "=" { return text(k - 2) }
            if text(k - 2) == "}", let open = partner(k - 2) {
                // `{ height: SCREEN_HEIGHT }`: the local name after a colon, else the first.
                let names = ((open + 1)..<(k - 2)).filter(isIdentifier)
                if let colon = ((open + 1)..<(k - 2)).first(where: { text($0) == ":" }), isIdentifier(colon + 1) {
                    return text(colon + 1)
                }
                return names.first.map(text)
            }
        }
        if text(k - 1) == ":", isIdentifier(k - 2) { return text(k - 2) }
        // `Math.min(Dimensions.get('window').width, 400)` and the like: the key or name around the expression.
        var j = k - 1
        while j > max(0, k - 24) {
            if text(j) == ":" && isIdentifier(j - 1) { return text(j - 1) }
            if text(j) == "=" && isIdentifier(j - 1) { return text(j - 1) }
            if [";", "{", "}"].contains(text(j)) { return nil }
            j -= 1
        }
        return nil
    }
}

/// A call made when a module loads to a function that reads the window's size when called (`height:
/// calcHeight(0.85)` in a `StyleSheet.create` at a file's top, with `export const calcHeight = (size) => size *
/// Dimensions.get('window').height` in a utilities file): the value is kept, as `Dimensions.get` at the top is.
/// The function is the file's own or imported by a relative path; the project-wide pass (`CodeReader`) keeps the
/// calls whose function reads the size and makes them `ScreenSizeCacheFact`s.
public struct ScreenSizeHelperCall: Sendable, Hashable {
    /// The function as its module names it, and the module it is imported from (nil: the file's own).
    public var callee: String
    public var module: String?
    /// The name the value is kept under (`height`).
    public var name: String
    public var location: SourceLocation

    public init(callee: String, module: String?, name: String, location: SourceLocation) {
        self.callee = callee; self.module = module; self.name = name; self.location = location
    }
}

extension JSStructure {
    /// The functions of this file that read the window's size each time they run: `const f = (…) => …
    /// Dimensions.get('window')…`, `function f(…) { … }`, exported or not.
    func screenSizeHelpers() -> [String] {
        var out: [String] = []
        for k in windowSizeReads() where !branches.isOffIOS(k) && !atModuleLevel(k) {
            // The outermost bracket around the read: the function's body or its parameters' value.
            var outermost = k
            while let b = enclosingBracket(outermost) { outermost = b }
            var start = outermost
            while start > 0, outermost - start < 24, ![";", "{", "}"].contains(text(start - 1)) { start -= 1 }
            var j = start
            while ["export", "default", "async"].contains(text(j)) { j += 1 }
            if text(j) == "function", isIdentifier(j + 1) {
                out.append(text(j + 1))
            } else if ["const", "let", "var"].contains(text(j)), isIdentifier(j + 1), text(j + 2) == "=",
                (j + 3..<k).contains(where: { text($0) == "=>" || text($0) == "function" })
            {
                out.append(text(j + 1))
            }
        }
        return Array(Set(out)).sorted()
    }

    /// Calls made where the module loads, to this file's helpers (`own`) or to functions imported by a relative
    /// path, with the name the value is kept under.
    func screenSizeHelperCalls(own: [String]) -> [ScreenSizeHelperCall] {
        let imported = importedNames { $0.hasPrefix(".") }
        let ownNames = Set(own)
        guard !ownNames.isEmpty || !imported.isEmpty else { return [] }
        return moduleLevelCalls(to: ownNames.union(imported.keys)).map { k, name in
            let callee = text(k)
            let own = ownNames.contains(callee)
            return ScreenSizeHelperCall(
                callee: own ? callee : imported[callee]?.original ?? callee,
                module: own ? nil : imported[callee]?.module,
                name: name, location: SourceLocation(path, line: tokens[k].line))
        }
    }

    /// Calls made where the module loads to the functions of widely used packages that read the window's size
    /// (`ScreenSizeCacheFact.packageHelpers`): `width: wp('90%')` in a `StyleSheet.create` at a file's top keeps
    /// the width the window had then.
    func packageScreenSizeCalls() -> [ScreenSizeCacheFact] {
        let imported = importedNames { ScreenSizeCacheFact.packageHelpers[$0] != nil }.filter {
            ScreenSizeCacheFact.packageHelpers[$0.value.module]?.contains($0.value.original) == true
        }
        guard !imported.isEmpty else { return [] }
        let atLoad = moduleLevelCalls(to: Set(imported.keys)).map { k, name in
            let function = imported[text(k)].map { "\($0.original)(…) from \($0.module)" } ?? text(k)
            return ScreenSizeCacheFact(
                name: name, inType: nil, read: function, location: SourceLocation(path, line: tokens[k].line))
        }
        guard atLoad.isEmpty else { return atLoad }
        // react-native-responsive-screen answers from the size it kept when it loaded wherever it is called (in a
        // component's render too) unless `listenOrientationChange` updates it: the file's first call, once (the
        // project-wide pass drops it where any file listens).
        let kept = imported.filter { ScreenSizeCacheFact.keptByPackage.contains($0.value.module) }
        guard !kept.isEmpty, !tokens.contains(where: { $0.text == "listenOrientationChange" }),
            let k = tokens.indices.first(where: {
                isIdentifier($0) && text($0 + 1) == "(" && text($0 - 1) != "." && text($0 - 1) != "function"
                    && kept[text($0)] != nil && !branches.isOffIOS($0)
            }), let called = kept[text(k)]
        else { return [] }
        return [
            ScreenSizeCacheFact(
                name: "\(text(k))(…)", inType: nil,
                read: "\(called.original)(…) from \(called.module)\(ScreenSizeCacheFact.keptSincePackageLoaded)",
                location: SourceLocation(path, line: tokens[k].line))
        ]
    }

    /// The calls, made where the module loads, to functions the file names `names`, with the name each value is
    /// kept under. The first 64 calls are enough, as for direct reads.
    func moduleLevelCalls(to names: Set<String>) -> [(Int, String)] {
        let calls = tokens.indices.lazy.filter {
            self.isIdentifier($0) && self.text($0 + 1) == "(" && self.text($0 - 1) != "."
                && self.text($0 - 1) != "function" && names.contains(self.text($0))
        }.prefix(64)
        return calls.compactMap { k in
            guard !branches.isOffIOS(k), atModuleLevel(k), let name = boundName(before: k) else { return nil }
            return (k, name)
        }
    }

    /// The names a file imports from the modules `from` accepts, by local name: `import { a, b as c } from 'x'`,
    /// `import a from 'x'` (the default export, named `default`).
    func importedNames(from: (String) -> Bool) -> [String: (module: String, original: String)] {
        var imported: [String: (module: String, original: String)] = [:]
        for k in tokens.indices where text(k) == "import" {
            var j = k + 1
            var names: [(String, String)] = []
            if isIdentifier(j), text(j) != "type" { names.append((text(j), "default")); j += 1 }
            if text(j) == "," { j += 1 }
            if text(j) == "{", let close = partner(j) {
                var i = j + 1
                while i < close {
                    if isIdentifier(i) {
                        if text(i + 1) == "as", isIdentifier(i + 2) {
                            names.append((text(i + 2), text(i))); i += 3; continue
                        }
                        names.append((text(i), text(i)))
                    }
                    i += 1
                }
                j = close + 1
            }
            guard text(j) == "from", tokens.indices.contains(j + 1), tokens[j + 1].kind == .string, from(text(j + 1))
            else { continue }
            for (local, original) in names where original != "default" { imported[local] = (text(j + 1), original) }
        }
        return imported
    }
}

extension ScreenSizeCacheFact {
    /// Widely used packages' functions that size from the window as it is when they run, by module, read from
    /// their code: react-native-responsive-screen (index.js keeps `Dimensions.get('window').width` in a module
    /// variable that only its `listenOrientationChange` updates), react-native-responsive-dimensions (each call
    /// reads `Dimensions.get`). Not react-native-size-matters or react-native-responsive-fontsize, which scale
    /// from the shorter or longer side: the same in both orientations.
    static let packageHelpers: [String: Set<String>] = [
        "react-native-responsive-screen": ["widthPercentageToDP", "heightPercentageToDP"],
        "react-native-responsive-dimensions": [
            "responsiveWidth", "responsiveHeight", "responsiveScreenWidth", "responsiveScreenHeight"
        ]
    ]
    /// The packages whose functions answer from a size kept when the package loaded, wherever they are called.
    static let keptByPackage: Set<String> = ["react-native-responsive-screen"]
    /// How such a call's read ends, so the rule and the project-wide pass tell it from a call made where a module
    /// loads.
    public static let keptSincePackageLoaded = ", which answers from the window size it kept when it loaded"
    /// The package's function that keeps its kept size current (react-native-responsive-screen's index.js).
    public static let packageListener = "listenOrientationChange"
}

extension ScreenSizeHelperCall {
    /// The value kept, as a screen size cache: what it reads, through the function.
    public var cache: ScreenSizeCacheFact {
        ScreenSizeCacheFact(
            name: name, inType: nil, read: "\(callee)(…)", location: location)
    }
}

extension JSFacts {
    /// The calls a file makes where it loads to functions it imports by a relative path, for the project-wide pass
    /// (`CodeReader`): only files that name one of `helpers` are read for them.
    public static func screenSizeHelperCalls(data: Data, path: String) -> [ScreenSizeHelperCall] {
        let structure = JSStructure(tokens: JSLexer.tokens([UInt8](data)), path: path)
        return structure.screenSizeHelperCalls(own: []).filter { $0.module != nil }
    }
}
