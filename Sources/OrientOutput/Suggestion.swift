/// Levenshtein distance, for "did you mean" hints.
public func editDistance(_ a: String, _ b: String) -> Int {
    // Keys are words: a megabyte-long one is no misspelling of any of them (and comparing it would take long).
    if a.count > Limits.suggestionLength || b.count > Limits.suggestionLength { return Int.max / 2 }
    let a = Array(a.lowercased()), b = Array(b.lowercased())
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
        var current = [i] + Array(repeating: 0, count: b.count)
        for j in 1...b.count {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        previous = current
    }
    return previous[b.count]
}

/// " (did you mean 'x'?)" when one of `known` is close to `name`, else "".
public func didYouMean(_ name: String, _ known: some Sequence<String>) -> String {
    let near = known.min { editDistance($0, name) < editDistance($1, name) }
    guard let near, editDistance(near, name) <= max(2, name.count / 4) else { return "" }
    return " (did you mean '\(near)'?)"
}
