// Which widget a class of a Dart file belongs to: a `State` names its widget in `State<Page>`, or, when it extends an
// app's own base state, through the `createState` that makes it.

extension DartStructure {
    /// Each `State` class a widget's `createState` makes, by the state's name: `createState() => _PageState()` or
    /// `{ return _PageState(); }` inside `class Page …` (a blind first run, a live player's landscape page whose state
    /// extends the app's own base state, never built).
    func stateOwners() -> [String: String] {
        var out: [String: String] = [:]
        var current: String?
        var depth = 0
        var classDepth: Int?
        for k in tokens.indices {
            switch text(k) {
            case "{":
                depth += 1
            case "}":
                depth -= 1
                if let d = classDepth, depth < d { current = nil; classDepth = nil }
            case "class" where text(k - 1) != "." && isIdentifier(k + 1) && classDepth == nil:
                current = text(k + 1)
                classDepth = depth + 1
            case "createState" where text(k + 1) == "(" && text(k + 2) == ")":
                guard let owner = current else { break }
                var j = k + 3
                if text(j) == "=>" { j += 1 } else if text(j) == "{", text(j + 1) == "return" { j += 2 } else { break }
                if text(j) == "new" || text(j) == "const" { j += 1 }
                if isIdentifier(j), text(j + 1) == "(" { out[text(j)] = owner }
            default: break
            }
        }
        return out
    }
}
