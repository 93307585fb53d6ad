import Foundation
import OrientProject

extension JSFacts {
    /// Whether a file uses anything it imports from a module whose last path component is `stem`
    /// (`import DashBoardModal from '../DashBoardModal'`, `import { Sheet as S } from './Sheet'`): a name it binds
    /// appears outside the import statement; a re-export (`export … from`), a `require(…)` or a dynamic `import(…)`
    /// of it counts as a use. Nil when the file imports nothing of that name.
    public static func usesImport(of stem: String, data: Data) -> Bool? {
        let bytes = [UInt8](data)
        guard data.count <= maxBytes, SourceBytes.contains(bytes, Array(stem.utf8)) else { return nil }
        let tokens = JSLexer.tokens(bytes)
        func matches(_ k: Int) -> Bool {
            guard tokens[k].kind == .string else { return false }
            let last = tokens[k].text.split(separator: "/").last.map(String.init) ?? tokens[k].text
            return (last.split(separator: ".").first.map(String.init) ?? last) == stem
        }
        var bound: Set<String> = []
        var statements: [ClosedRange<Int>] = []
        var found = false
        for k in tokens.indices where matches(k) && k > 0 {
            let before = tokens[k - 1].text
            if before == "(" {
                // `require('./Sheet')`, `import('./Sheet')`, `jest.mock('./Sheet')`: used, or not told.
                return true
            }
            guard before == "from" else { continue }
            // Back to the statement's start: `import` (a binding) or `export` (a re-export, a use).
            var j = k - 1
            while j > 0, k - j < 400, !["import", "export", ";"].contains(tokens[j].text) { j -= 1 }
            if tokens[j].text == "export" { return true }
            guard tokens[j].text == "import" else { continue }
            found = true
            statements.append(j...k)
            // The local names: identifiers that are not keywords of the clause, the one after `as` where renamed.
            var m = j + 1
            while m < k - 1 {
                let t = tokens[m]
                if t.kind == .identifier, !["type", "as", "typeof"].contains(t.text),
                    tokens[m + 1].text != "as"
                {
                    bound.insert(t.text)
                }
                m += 1
            }
        }
        guard found else { return nil }
        for (k, t) in tokens.enumerated() where t.kind == .identifier && bound.contains(t.text) {
            if !statements.contains(where: { $0.contains(k) }) { return true }
        }
        return false
    }
}
