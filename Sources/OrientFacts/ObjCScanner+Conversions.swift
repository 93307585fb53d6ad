import OrientEngine
import OrientProject

// Device orientations turned into interface orientations by name (R1.3) in Objective-C.
extension ObjCScanner {
    /// At `UIDeviceOrientationLandscapeLeft` (or Right) in a `case` label or an `==` comparison: the first interface
    /// landscape constant the branch (to the next label or the block's end) or the statement (to its `;`) gives.
    mutating func nameConversion(_ word: String, _ i: Int, after: Int, body: Range<Int>, context: CallContext) {
        let side = word.hasSuffix("Left") ? "landscapeLeft" : "landscapeRight"
        var j = i
        while j > body.lowerBound, code[j - 1] == 32 || code[j - 1] == 9 || code[j - 1] == 10 { j -= 1 }
        let inLabel = j >= body.lowerBound + 4 && source.text(j - 4..<j) == "case"
        let next = skipSpace(after)
        let compared =
            (j >= body.lowerBound + 2 && source.text(j - 2..<j) == "==")
            || (next + 1 < body.upperBound && code[next] == 61 && code[next + 1] == 61)
        guard inLabel || compared else { return }
        // The region the value is read from: a branch ends at the next label or where its block closes, a
        // comparison's statement at its `;` (or where its block closes).
        // A branch or a statement is short; the bound keeps a file of many comparisons with no `;` linear.
        let limit = min(body.upperBound, after + 1024)
        var k = after
        var depth = 0
        while k < limit {
            let b = code[k]
            if b == 123 { depth += 1 }
            if b == 125 { depth -= 1; if depth < 0 { return } }
            if b == 59, !inLabel, depth <= 0 { return }
            guard SourceBytes.isIdentifier(b, dollar: true) else { k += 1; continue }
            var end = k
            while end < limit, SourceBytes.isIdentifier(code[end], dollar: true) { end += 1 }
            let w = end - k <= 64 ? source.text(k..<end) : ""
            if inLabel, depth == 0, w == "case" || w == "default" { return }
            for (prefix, target) in [
                ("UIInterfaceOrientationMask", "UIInterfaceOrientationMask"),
                ("UIInterfaceOrientation", "UIInterfaceOrientation")
            ] where w.hasPrefix(prefix) {
                let rest = w.dropFirst(prefix.count)
                guard rest == "LandscapeLeft" || rest == "LandscapeRight", gives(at: k) else { break }
                if rest.lowercased() == side.lowercased() {
                    facts.nameConversions.append(
                        NameConversionFact(side: side, target: target, context: context, location: location(k)))
                } else {
                    crosswiseConversions += 1
                }
                return
            }
            k = end
        }
    }

    /// Whether the constant at `at` is a value given (returned, assigned, a ternary's branch, a message's argument),
    /// not one compared with (`if (current == UIInterfaceOrientationLandscapeLeft)` inside the branch).
    func gives(at: Int) -> Bool {
        var j = at
        while j > 0, code[j - 1] == 32 || code[j - 1] == 9 || code[j - 1] == 10 || code[j - 1] == 40 { j -= 1 }
        guard j > 0 else { return false }
        let b = code[j - 1]
        if b == 61 { return j < 2 || ![61, 33, 60, 62].contains(code[j - 2]) }  // `=`, not `==` `!=` `<=` `>=`
        if b == 63 || b == 58 { return true }  // `?` `:`
        return j >= 6 && source.text(j - 6..<j) == "return"
    }
}
