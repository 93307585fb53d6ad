import Foundation

// Who calls and builds what, across a Flutter app's files: a lock runs only where its function is called or its
// screen built (CodeReader+FrameworkLocks.swift asks these of the Dart files).
extension DartFacts {
    /// The functions `main()` calls on every run, by name: calls in its body, not in a nested block, closure,
    /// condition or loop (`setPortrait();`, `await lockPortrait();`). A lock a top-level helper sets is the app's
    /// start-up lock when `main` calls that helper so (a blind first run: guesswhat's `setPortraitOrientation()`).
    public static func unconditionalMainCalls(data: Data) -> Set<String> {
        let bytes = [UInt8](data)
        guard data.count <= maxBytes, contains(bytes, Array("main".utf8)) else { return [] }
        return DartStructure(tokens: DartLexer.tokens(bytes), path: "").unconditionalMainCalls()
    }

    /// Whether the file names any of `widgets` outside the widget's own class and its `State`'s (`class X`,
    /// `State<X>`, `const X({super.key})`): a use that can build it (`X()`, a route table, an export).
    public static func namesWidgets(_ widgets: Set<String>, data: Data) -> Set<String> {
        let bytes = [UInt8](data)
        let present = widgets.filter { contains(bytes, Array($0.utf8)) }
        guard data.count <= maxBytes, !present.isEmpty else { return [] }
        return DartStructure(tokens: DartLexer.tokens(bytes), path: "").namedOutsideOwnClasses(present)
    }

    /// Where the file calls any of `methods` on a receiver (`systemToggle.toPortraitMode()`), each call with the
    /// scope, class and widget it runs in, as a lock there would have (a helper class's lock runs where its
    /// method is called: a blind first run, flowstorage's `SystemToggle` called from a video screen's `dispose`).
    public static func helperCallSites(of methods: Set<String>, data: Data, path: String) -> [(
        method: String, site: FrameworkLockFact
    )] {
        let bytes = [UInt8](data)
        guard data.count <= maxBytes, methods.contains(where: { contains(bytes, Array($0.utf8)) }) else { return [] }
        var reader = DartStructure(tokens: DartLexer.tokens(bytes), path: path)
        reader.helperMethods = methods
        _ = reader.calls()
        return reader.helperCalls
    }

    /// How many times the file names each of `names` as a token (comments and strings are not names).
    public static func occurrences(of names: Set<String>, data: Data) -> [String: Int] {
        let bytes = [UInt8](data)
        let present = names.filter { contains(bytes, Array($0.utf8)) }
        guard data.count <= maxBytes, !present.isEmpty else { return [:] }
        var out: [String: Int] = [:]
        for t in DartLexer.tokens(bytes) where t.kind == .identifier && present.contains(t.text) {
            out[t.text, default: 0] += 1
        }
        return out
    }
}

extension DartStructure {
    /// Calls whose closure argument runs once, at once or soon, whatever happens: the zone a `main` runs its app in
    /// (`runZonedGuarded(() async { … }, onError)`) and Sentry's `appRunner:` (a blind first run: imboy).
    static let runsItsClosure: Set<String> = ["runZonedGuarded", "runZoned"]
    static let runnerLabels: Set<String> = ["appRunner"]

    /// See `DartFacts.unconditionalMainCalls`. Statements that branch or loop are skipped whole; the body of a
    /// closure a runner runs (`runsItsClosure`, `appRunner:`) is read as `main`'s own, a few levels deep.
    func unconditionalMainCalls() -> Set<String> {
        var out: Set<String> = []
        for k in tokens.indices where text(k) == "main" && isIdentifier(k) && text(k + 1) == "(" && text(k - 1) != "." {
            guard let close = partner(k + 1) else { continue }
            var b = close + 1
            if text(b) == "async" { b += 1 }
            guard text(b) == "{", let end = partner(b) else { continue }
            collectUnconditionalCalls(in: (b + 1)..<end, into: &out, depth: 0)
        }
        return out
    }

    private func collectUnconditionalCalls(in range: Range<Int>, into out: inout Set<String>, depth: Int) {
        let branching: Set<String> = ["if", "else", "for", "while", "do", "switch", "try", "catch", "finally"]
        let end = range.upperBound
        var j = range.lowerBound
        var steps = 0
        while j < end, steps < 100_000 {
            steps += 1
            let t = text(j)
            if ["{", "(", "["].contains(t) {
                if t == "(", depth < 4, let close = partner(j) {
                    let run = runnerClosures(call: j, close: close)
                    out.formUnion(run.functions)
                    for body in run.bodies { collectUnconditionalCalls(in: body, into: &out, depth: depth + 1) }
                }
                j = (partner(j) ?? end) + 1
            } else if branching.contains(t) {
                // The statement: its condition, then a block or one statement.
                var s = j + 1
                if text(s) == "(" { s = (partner(s) ?? end) + 1 }
                if text(s) == "{" {
                    j = (partner(s) ?? end) + 1
                } else {
                    while s < end, text(s) != ";" {
                        s = ["{", "(", "["].contains(text(s)) ? (partner(s) ?? end) + 1 : s + 1
                    }
                    j = s + 1
                }
            } else {
                if isIdentifier(j), text(j + 1) == "(", text(j - 1) != "." { out.insert(t) }
                j += 1
            }
        }
    }

    /// The bodies of the closures a runner call at `open` (its `(`) runs: a `runZonedGuarded`'s first argument, an
    /// `appRunner:` argument; a block's inside, or an arrow's expression; and the functions it is given by name
    /// (`appRunner: start`).
    private func runnerClosures(call open: Int, close: Int) -> (bodies: [Range<Int>], functions: [String]) {
        var starts: [Int] = []
        if DartStructure.runsItsClosure.contains(text(open - 1)) { starts.append(open + 1) }
        for k in (open + 1)..<close
        where DartStructure.runnerLabels.contains(text(k)) && text(k + 1) == ":" && enclosingBracket(k) == open {
            starts.append(k + 2)
        }
        var bodies: [Range<Int>] = []
        var functions: [String] = []
        for s in starts {
            guard text(s) == "(", let params = partner(s) else {
                if isIdentifier(s), [",", ")"].contains(text(s + 1)) { functions.append(text(s)) }
                continue
            }
            var b = params + 1
            if text(b) == "async" { b += 1 }
            if text(b) == "{", let e = partner(b) {
                bodies.append((b + 1)..<e)
            } else if text(b) == "=>" {
                bodies.append((b + 1)..<min(expressionEnd(from: b + 1), close))
            }
        }
        return (bodies, functions)
    }
}

extension DartStructure {
    /// See `DartFacts.namesWidgets`: each top-level `class` runs from its keyword to its closing brace; a name
    /// inside the class of that name, or inside a class whose header names `State<name>`, is its own.
    func namedOutsideOwnClasses(_ names: Set<String>) -> Set<String> {
        var own: [(range: ClosedRange<Int>, names: Set<String>)] = []
        var k = 0
        while k < tokens.count {
            guard text(k) == "class", isIdentifier(k + 1) else {
                k += 1
                continue
            }
            var b = k + 2
            while b < tokens.count, text(b) != "{", text(b) != ";", b - k < 256 { b += 1 }
            guard text(b) == "{", let close = partner(b) else {
                k += 1
                continue
            }
            var covered: Set<String> = [text(k + 1)]
            for h in (k + 2)..<b where text(h) == "State" && text(h + 1) == "<" && isIdentifier(h + 2) {
                covered.insert(text(h + 2))
            }
            own.append((k...close, covered))
            k = close + 1
        }
        var out: Set<String> = []
        for (i, t) in tokens.enumerated() where t.kind == .identifier && names.contains(t.text) {
            if !own.contains(where: { $0.range.contains(i) && $0.names.contains(t.text) }) { out.insert(t.text) }
        }
        return out
    }
}

extension DartStructure {
    /// The token range of the innermost class body around a call.
    func typeBody(_ scopes: [(scope: Scope, closes: Int)]) -> Range<Int>? {
        for s in scopes.reversed() {
            if case .type = s.scope, let open = partner(s.closes) { return (open + 1)..<s.closes }
        }
        return nil
    }

    /// Calls that run a method later, not inside a listener: `addPostFrameCallback((_) => init())`,
    /// `Future.delayed(…, () => init())`, `unawaited(init())`.
    static let deferringCalls: Set<String> = [
        "addPostFrameCallback", "delayed", "microtask", "scheduleMicrotask", "unawaited", "endOfFrame"
    ]

    /// Whether the class's `initState` calls `method` (`this.` or bare) in its own body, or in a closure it hands to a
    /// call that runs it once (`deferringCalls`), not a listener's (`addListener(() => …)`): a lock there runs when
    /// the screen opens (a blind first run, priobike: `initState` → `addPostFrameCallback((_) => init())`).
    func callsWhenOpening(_ method: String, in body: Range<Int>) -> Bool {
        guard !method.isEmpty,
            let start = body.first(where: {
                text($0) == "initState" && text($0 + 1) == "(" && text($0 + 2) == ")" && text($0 - 1) != "."
            }),
            let open = (start + 3..<min(start + 6, body.upperBound)).first(where: { text($0) == "{" }),
            let close = partner(open)
        else { return false }
        for k in (open + 1)..<close where text(k) == method && text(k + 1) == "(" {
            guard text(k - 1) != "." || text(k - 2) == "this" else { continue }
            var bracket = enclosingBracket(k)
            var steps = 0
            var deferred = true
            while let b = bracket, b != open, steps < 64 {
                steps += 1
                if text(b) == "(", !DartStructure.deferringCalls.contains(text(b - 1)) {
                    // A closure's parameters are not around `k`; a call's arguments are: only deferring ones count.
                    deferred = false
                    break
                }
                bracket = enclosingBracket(b)
            }
            if deferred && bracket == open { return true }
        }
        return false
    }
}
