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
        // Each read may look back over its statement: the first reads of a file are enough to say it.
        let reads = tokens.indices.lazy.filter {
            self.text($0) == "Dimensions" && self.text($0 + 1) == "." && self.text($0 + 2) == "get"
                && self.text($0 + 3) == "(" && self.tokens.indices.contains($0 + 4)
                && self.tokens[$0 + 4].kind == .string && ["window", "screen"].contains(self.text($0 + 4))
        }.prefix(64)
        for k in reads where !branches.isOffIOS(k) {
            guard atModuleLevel(k), let name = boundName(before: k) else { continue }
            var read = "Dimensions.get('\(text(k + 4))')"
            if text(k + 5) == ")", text(k + 6) == ".", isIdentifier(k + 7) { read += "." + text(k + 7) }
            out.append(
                ScreenSizeCacheFact(
                    name: name, inType: nil, read: read, location: SourceLocation(path, line: tokens[k].line)))
        }
        return out
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
