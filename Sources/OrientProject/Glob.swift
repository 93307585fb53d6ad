// Globs as XcodeGen specs and podspecs write them, matched against relative paths.

enum Glob {
    /// Whether a relative path matches a glob (XcodeGen's `excludes`, a podspec's `source_files`: `**/*.md`,
    /// `Tests/*`, `Generated`): `*` and `?` within a name, `**` across folders; a folder excludes what it holds.
    /// Matched token by token over every prefix of the path at once: time is the pattern's length times the
    /// path's, however many stars.
    static func matches(_ pattern: String, _ path: String) -> Bool {
        enum Token: Equatable { case char(Character), one, name, folders, any }
        var tokens: [Token] = []
        var chars = Array(pattern)[...]
        while let c = chars.popFirst() {
            if c == "*", chars.first == "*" {
                chars.removeFirst()
                if chars.first == "/" { chars.removeFirst(); tokens.append(.folders) } else { tokens.append(.any) }
            } else {
                tokens.append(c == "*" ? .name : c == "?" ? .one : .char(c))
            }
        }
        let p = Array(path)
        // reach[j]: the tokens so far match p[0..<j].
        var reach = [Bool](repeating: false, count: p.count + 1)
        reach[0] = true
        for token in tokens {
            var next = [Bool](repeating: false, count: p.count + 1)
            // Whether an earlier prefix reached is still extended: within a name (`*`), anywhere (`**`), or
            // folder by folder (`**/`).
            var carried = false
            for k in 0...p.count {
                switch token {
                case .char(let c): if k > 0, reach[k - 1], p[k - 1] == c { next[k] = true }
                case .one: if k > 0, reach[k - 1], p[k - 1] != "/" { next[k] = true }
                case .name:
                    carried = reach[k] || (carried && k > 0 && p[k - 1] != "/")
                    next[k] = carried
                case .any:
                    carried = carried || reach[k]
                    next[k] = carried
                case .folders:
                    next[k] = reach[k] || (carried && k > 0 && p[k - 1] == "/")
                    carried = carried || reach[k]
                }
            }
            reach = next
        }
        return (0...p.count).contains { reach[$0] && ($0 == p.count || p[$0] == "/") }
    }

    /// `Classes/**/*.{h,m}` as `Classes/**/*.h` and `Classes/**/*.m` (braces expanded, at most 64 patterns).
    static func expandingBraces(_ pattern: String) -> [String] {
        guard let open = pattern.firstIndex(of: "{"), let close = pattern[open...].firstIndex(of: "}") else {
            return [pattern]
        }
        let head = pattern[..<open], tail = pattern[pattern.index(after: close)...]
        let options = pattern[pattern.index(after: open)..<close].split(
            separator: ",", omittingEmptySubsequences: false)
        return Array(options.flatMap { expandingBraces(String(head) + $0 + String(tail)) }.prefix(64))
    }
}
