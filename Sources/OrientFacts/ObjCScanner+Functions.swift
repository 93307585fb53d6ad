import OrientProject

// Calls in C and C++ functions outside any `@implementation` (an Objective-C++ app's `main.mm` answering a
// notification from its C++ core with `[UIViewController attemptRotationToDeviceOrientation]`): read as a method's
// calls are, in no class.
extension ObjCScanner {
    /// Whether the `{` at `open` starts a function's body: a `)` before it, past `const`, `override`, `noexcept`
    /// or `final`. A namespace's, class's or `extern "C"` block is not one: the scan goes on inside it.
    func opensFunctionBody(_ open: Int) -> Bool {
        var j = open - 1
        while j >= 0 {
            while j >= 0, code[j] == 32 || code[j] == 9 || code[j] == 10 || code[j] == 13 { j -= 1 }
            guard j >= 0 else { return false }
            if code[j] == 41 { return true }
            guard SourceBytes.isIdentifier(code[j]) else { return false }
            var s = j
            while s > 0, SourceBytes.isIdentifier(code[s - 1]) { s -= 1 }
            guard Self.qualifiers.contains(source.text(s..<j + 1)) else { return false }
            j = s - 1
        }
        return false
    }

    static let qualifiers: Set<String> = ["const", "override", "noexcept", "final"]

    /// The calls in a function's body (`body`: inside its braces).
    mutating func freeFunction(body: Range<Int>, at open: Int) {
        var scratch = TypeFact(name: "", kind: .class, protocols: [], members: [], location: location(open))
        calls(in: Method(selector: "", returnType: "", nameOffset: open, body: body), typeName: nil, type: &scratch)
    }
}
