import OrientOutput

/// Flutter's window size kept in a top-level or `static` variable: `Size size = window.physicalSize /
/// window.devicePixelRatio`. Dart sets such a variable the first time it is read and never again (unless code
/// assigns it), as Swift does a global, so whatever is laid out from it keeps the size the window had then; a
/// getter (`Size get size => …`) or `MediaQuery.sizeOf(context)` in `build` reads it again.
extension DartStructure {
    /// The names whose reads give the window's size outside a widget's context.
    static let windowSizeReads: Set<String> = ["physicalSize", "fromWindow", "fromView"]

    /// Whether a file can hold one (the others skip the walk).
    static func mayCacheScreenSize(_ bytes: [UInt8]) -> Bool {
        windowSizeReads.contains { DartFacts.contains(bytes, Array($0.utf8)) }
            || DartFacts.contains(bytes, Array("Get.".utf8))
    }

    /// Where GetX's `Get` answers the window's size at `k` (the last name): `Get.width`, `Get.size`,
    /// `Get.context!.height`; the index of `Get`, or nil. GetX's `Get.size` is the implicit view's `physicalSize /
    /// devicePixelRatio` and `width`/`height` its sides (jonataslaw/getx, lib/get_navigation/src/
    /// extension_navigation.dart); `context.width` is its `BuildContext` extension's, from `MediaQuery`. Each reads
    /// the size when it runs (a blind first run, borgia: every size of the app kept in `static` fields from
    /// `Get.context!.width`).
    func getXSizeRead(at k: Int) -> Int? {
        guard ["width", "height", "size"].contains(text(k)) else { return nil }
        if text(k - 1) == ".", text(k - 2) == "Get" { return k - 2 }
        if text(k - 1) == "?.", text(k - 2) == "context", text(k - 3) == ".", text(k - 4) == "Get" { return k - 4 }
        if text(k - 1) == ".", text(k - 2) == "!", text(k - 3) == "context", text(k - 4) == ".", text(k - 5) == "Get" {
            return k - 5
        }
        return nil
    }

    func screenSizeCaches() -> [ScreenSizeCacheFact] {
        var out: [ScreenSizeCacheFact] = []
        var seen: Set<Int> = []
        for k in tokens.indices
        where isIdentifier(k) && (DartStructure.windowSizeReads.contains(text(k)) || getXSizeRead(at: k) != nil) {
            guard !branches.isOffIOS(k), let declaration = cachingDeclaration(around: k),
                seen.insert(declaration.start).inserted
            else { continue }
            out.append(
                ScreenSizeCacheFact(
                    name: declaration.name, inType: declaration.inType, read: readAsWritten(at: k),
                    location: SourceLocation(path, line: tokens[declaration.nameToken].line)))
        }
        return out
    }

    /// The variable whose initial value holds the read at `k`, when it is kept: declared at the file's top level
    /// or `static` in a class, not a getter or a function, a value that stays a size (not the long or short side,
    /// which no rotation changes, nor a comparison that picks a device class), and, unless `final`, assigned
    /// nowhere else in the file.
    func cachingDeclaration(around k: Int) -> (start: Int, name: String, nameToken: Int, inType: String?)? {
        // Only parentheses and brackets between the read and the declaration, or one class body.
        var outermost = k
        var open = enclosingBracket(k)
        var classBody: Int?
        while let b = open {
            if text(b) == "{" {
                // Nothing but a class's body may hold it, and nothing may hold that class.
                guard className(openingBody: b) != nil, enclosingBracket(b) == nil else { return nil }
                classBody = b
                break
            }
            outermost = b
            open = enclosingBracket(b)
        }
        // The statement's start: back to a `;`, `{` or `}`.
        var start = outermost
        while start > 0, outermost - start < 48, ![";", "{", "}"].contains(text(start - 1)) { start -= 1 }
        guard let equals = (start..<outermost).first(where: { text($0) == "=" && text($0 + 1) != "=" }),
            isIdentifier(equals - 1)
        else { return nil }
        let head = (start..<equals).map(text)
        guard !head.contains("get"), !head.contains("("), !head.contains("=>"),
            !(equals..<k).contains(where: { text($0) == "=>" })
        else { return nil }
        if classBody != nil && !head.contains("static") { return nil }
        // The value: what stays a size.
        let end = expressionEnd(from: equals + 1)
        let value = (equals + 1)..<min(end, tokens.count)
        if value.contains(where: { ["shortestSide", "longestSide", "<", ">", "=="].contains(text($0)) }) {
            return nil
        }
        let name = text(equals - 1)
        if !head.contains("final") && !head.contains("const") && isAssigned(name, outside: start..<end) { return nil }
        return (start, name, equals - 1, classBody.flatMap { className(openingBody: $0) })
    }

    /// The class a `{` opens the body of: `class Name … {`.
    func className(openingBody b: Int) -> String? {
        var j = b - 1
        while j >= 0, b - j < 32, text(j) != "class" {
            if [";", "{", "}", "=", "=>"].contains(text(j)) { return nil }
            j -= 1
        }
        return text(j) == "class" && isIdentifier(j + 1) ? text(j + 1) : nil
    }

    /// Whether `name = …` (a plain assignment, not `==`, `<=`, a named argument or a member of something else)
    /// stands anywhere outside `range`.
    func isAssigned(_ name: String, outside range: Range<Int>) -> Bool {
        tokens.indices.contains { j in
            !range.contains(j) && text(j) == name && text(j + 1) == "=" && text(j + 2) != "="
                && ![".", "?.", "<", ">", "!"].contains(text(j - 1))
        }
    }

    /// The read with what names it: `window.physicalSize`, `MediaQueryData.fromWindow`, `Get.context!.width`.
    func readAsWritten(at k: Int) -> String {
        if let get = getXSizeRead(at: k) { return (get...k).map(text).joined() }
        var first = k
        while first >= 2, text(first - 1) == ".", isIdentifier(first - 2), k - first < 8 { first -= 2 }
        return (first...k).map(text).joined()
    }
}
