/// The bracket structure of a token stream (Dart's or JavaScript's), computed once: each bracket's partner, the
/// innermost bracket around each token, and where an expression starting at each token ends (the next `;` or `,`
/// or closing bracket at its own depth). One pass each, so the readers' look-ups cost O(1) however the file is
/// built.
struct TokenBrackets {
    let texts: [String]
    /// The matching bracket of each `(`, `[`, `{` and back; -1 for none.
    private let partners: [Int]
    /// Where an expression starting at each token ends; `count` past the end.
    private let stops: [Int]
    /// The innermost open bracket around each token; -1 at the top level.
    private let enclosing: [Int]

    /// `isPunctuation` tells which tokens' texts are brackets and separators (a string's text is not).
    init(texts: [String], isPunctuation: [Bool]) {
        self.texts = texts
        let n = texts.count
        var partners = [Int](repeating: -1, count: n)
        var enclosing = [Int](repeating: -1, count: n)
        var open: [Int] = []
        for k in 0..<n {
            enclosing[k] = open.last ?? -1
            guard isPunctuation[k] else { continue }
            switch texts[k] {
            case "(", "[", "{": open.append(k)
            case ")", "]", "}":
                if let o = open.popLast() {
                    partners[o] = k; partners[k] = o
                    enclosing[k] = enclosing[o]
                }
            default: break
            }
        }
        self.enclosing = enclosing
        // Right to left: a stop stops at itself; an opener's expression goes on after its partner.
        var stops = [Int](repeating: n, count: n + 1)
        if n > 0 {
            for k in stride(from: n - 1, through: 0, by: -1) {
                if isPunctuation[k], [";", ",", ")", "]", "}"].contains(texts[k]) {
                    stops[k] = k
                } else if isPunctuation[k], partners[k] > k {
                    stops[k] = stops[partners[k] + 1]
                } else {
                    stops[k] = stops[k + 1]
                }
            }
        }
        self.partners = partners
        self.stops = stops
    }

    var count: Int { texts.count }
    func text(_ k: Int) -> String { k >= 0 && k < texts.count ? texts[k] : "" }
    func partner(_ k: Int) -> Int? { k >= 0 && k < partners.count && partners[k] >= 0 ? partners[k] : nil }
    func expressionEnd(from k: Int) -> Int { k >= 0 && k < stops.count ? stops[k] : texts.count }
    /// The innermost `(`, `[` or `{` around token k (an argument's call, an element's list), if any.
    func enclosingBracket(_ k: Int) -> Int? { k >= 0 && k < enclosing.count && enclosing[k] >= 0 ? enclosing[k] : nil }
}
