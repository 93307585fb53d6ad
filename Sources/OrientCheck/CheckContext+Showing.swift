// What the app delegate answers while one controller shows in the app's window: a branch taken only while another
// class is on top (`if topViewController() is PlayerViewController { return .allButUpsideDown }`), or only for
// another window (`if window == galleryWindow`), does not apply then (R4.1: UIKit asks the delegate for the window
// being laid out; the app's code picks the answer from what it finds on top).

import Foundation
import OrientEngine
import OrientFacts

extension CheckContext {
    /// The app delegate's conditions that are false while `child` is the controller showing in the app's main
    /// window: a test that another class is on top (`… is SFSafariViewController`, `[… isKindOfClass:[X class]]`,
    /// where `child` is not an X), or that the window is another, named one (`window == self.galleryWindow`).
    func delegateConditions(falseWhileShowing child: String) -> [String: Bool] {
        guard let d = appDelegateMask else { return [:] }
        var out: [String: Bool] = [:]
        // What the child is: its class and every class above it (an X test holds for a child that is an X).
        let chain = Set([child] + (classInfo(child)?.chain ?? []))
        for c in CheckContext.conditions(of: delegateValue(d)) {
            // One test, as written: a negation or a compound condition says something else.
            guard !c.hasPrefix("!"), !c.contains("&&"), !c.contains("||"), !c.contains(",") else { continue }
            if let other = CheckContext.testedClass(c) {
                if !chain.contains(other) { out[c] = false }
            } else if CheckContext.testsAnotherWindow(c) {
                out[c] = false
            }
        }
        return out
    }

    /// Every condition a value branches on.
    static func conditions(of v: Value) -> [String] {
        switch v {
        case .idiom(let p, let o): return conditions(of: p) + conditions(of: o)
        case .conditional(let c, let t, let e): return [c] + conditions(of: t) + conditions(of: e)
        default: return []
        }
    }

    /// `X` in `top is X`, `top as? X != nil`, `[top isKindOfClass:[X class]]`.
    static func testedClass(_ condition: String) -> String? {
        let patterns = [
            #"\bis\s+([A-Z][A-Za-z0-9_]*)\s*$"#, #"\bas\?\s+([A-Z][A-Za-z0-9_]*)\s*\)?\s*!=\s*nil\s*$"#,
            #"isKindOfClass:\s*\[\s*([A-Z][A-Za-z0-9_]*)\s+class\s*\]"#
        ]
        for p in patterns {
            guard let r = condition.range(of: p, options: .regularExpression) else { continue }
            let match = String(condition[r])
            let names = match.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).map(String.init)
            return names.last(where: { $0.first?.isUppercase == true && $0 != "class" })
        }
        return nil
    }

    /// `window == self.galleryWindow`, `window === passcodeWindow`, `[window isEqual:self.overlayWindow]`: the
    /// window asked is one the app names apart from its main one.
    static func testsAnotherWindow(_ condition: String) -> Bool {
        let compact = condition.replacingOccurrences(of: " ", with: "")
        let other: Substring
        if let r = compact.range(of: #"^window={2,3}"#, options: .regularExpression) {
            other = compact[r.upperBound...]
        } else if let r = compact.range(of: #"^\[windowisEqual:"#, options: .regularExpression), compact.hasSuffix("]")
        {
            other = compact[r.upperBound...].dropLast()
        } else {
            return false
        }
        let last = other.split(separator: ".").last.map(String.init) ?? ""
        return last.lowercased().hasSuffix("window") && last != "window"
            && last.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
}
