import OrientOutput

/// A React Native `<Modal>` (imported from `react-native`) and the props that decide its orientations on iOS:
/// React Native presents it in a controller of its own, `overFullScreen` when `transparent`, else
/// `presentationStyle` (default `fullScreen`), whose mask is what `supportedOrientations` lists, or, where it lists
/// nothing, portrait on iPhone and all four on iPad (`RCTModalHostViewComponentView.mm`
/// `supportedOrientationsMask`, the same default since `RCTModalHostViewController.m` of 2015).
public struct ReactNativeModalFact: Sendable, Hashable {
    /// The `supportedOrientations` prop as written (`{['portrait', 'landscape']}`), nil when absent.
    public var supportedOrientations: String?
    public var transparent: Bool
    /// The `presentationStyle` prop: its value where it is a string (`'pageSheet'`), the expression as written
    /// otherwise, nil when absent (`fullScreen`). `transparent` wins over it (`overFullScreen`).
    public var presentationStyle: String?
    /// Whether it is under a test of another platform (`Platform.OS === 'android' && <Modal…>`), or a condition.
    public var condition: String?
    public var location: SourceLocation

    public init(
        supportedOrientations: String?, transparent: Bool, presentationStyle: String? = nil, condition: String?,
        location: SourceLocation
    ) {
        self.supportedOrientations = supportedOrientations; self.transparent = transparent
        self.presentationStyle = presentationStyle; self.condition = condition; self.location = location
    }

    /// Whether React Native presents it as a sheet (`pageSheet`, `formSheet`), nil when the style is an expression.
    public var isSheet: Bool? {
        guard !transparent, let style = presentationStyle else { return false }
        switch style {
        case "pageSheet", "formSheet": return true
        case "fullScreen", "overFullScreen": return false
        default: return nil
        }
    }
}

extension JSStructure {
    /// Whether the file imports `Modal` from `react-native` (`import { Modal, View } from 'react-native'`), or takes
    /// it from the module the CommonJS way of React Native's first years (`var { Modal } = require('react-native')`,
    /// or `var React = require('react-native'); var { Modal } = React;`: blind first run, react-native-dribbble-app),
    /// and the name the file's tags give it: `Modal`, or the local name of `import { Modal as RnModal }` (a blind first
    /// run, Popcorn Time, whose own `Modal` component wraps React Native's); nil when the file does not import it.
    func reactNativeModalName() -> String? {
        var modules: Set<String> = []
        for k in tokens.indices where tokens[k].kind == .string && tokens[k].text == "react-native" {
            if text(k - 1) == "from" {
                var j = k - 2
                while j >= 0, k - j < 200, text(j) != "import" {
                    if text(j) == "Modal", text(j - 1) != "as" {
                        return text(j + 1) == "as" && isIdentifier(j + 2) ? text(j + 2) : "Modal"
                    }
                    j -= 1
                }
            } else if text(k - 1) == "(", text(k - 2) == "require", text(k - 3) == "=" {
                if isIdentifier(k - 4) { modules.insert(text(k - 4)) }
                if destructures(endingAt: k - 4) { return "Modal" }
            }
        }
        // `var { Modal } = React;` where React is the module.
        for k in tokens.indices where text(k) == "=" && modules.contains(text(k + 1)) {
            if destructures(endingAt: k - 1) { return "Modal" }
        }
        return nil
    }

    /// Whether `name` is a state that starts false (`const [name, setName] = useState(false)`) and that its setter
    /// never sets to anything but `false` (blind first run, BCACourseProgramming: modals whose opening calls are
    /// commented out): a Modal shown by it never opens. Bounded: one pass per setter.
    func neverTrue(state name: String) -> Bool {
        guard
            let k = tokens.indices.first(where: {
                text($0) == name && text($0 - 1) == "[" && text($0 + 1) == "," && isIdentifier($0 + 2)
                    && text($0 + 3) == "]" && text($0 + 4) == "="
            })
        else { return false }
        let setter = text(k + 2)
        var call = k + 5
        if text(call) == "React", text(call + 1) == "." { call += 2 }
        guard text(call) == "useState", text(call + 1) == "(", text(call + 2) == "false", text(call + 3) == ")" else {
            return false
        }
        for j in tokens.indices where text(j) == setter && text(j + 1) == "(" && j != k + 2 {
            guard text(j + 2) == "false", text(j + 3) == ")" else { return false }
        }
        return true
    }

    /// Whether `{ … }` closing at `close` names `Modal` (bounded: a destructuring of 200 tokens at most).
    private func destructures(endingAt close: Int) -> Bool {
        guard text(close) == "}" else { return false }
        var j = close - 1
        while j >= 0, close - j < 200, text(j) != "{" {
            if text(j) == "Modal", text(j - 1) != ":" { return true }
            j -= 1
        }
        return false
    }

    /// Whether the element is the right side of a JSX `&&` whose left side tests another platform
    /// (`{Platform.OS === 'android' && <Modal …>}`), within its `{ }`.
    func guardedOffIOS(_ k: Int) -> Bool {
        guard text(k - 1) == "&", text(k - 2) == "&", let open = enclosingBracket(k), k - open < 64 else {
            return false
        }
        let words = ((open + 1)..<(k - 2)).map { tokens[$0].kind == .string ? "'\(text($0))'" : text($0) }
        return JSStructure.platformTest(words) == .otherPlatformsOnly
    }

    /// Whether the call at `k` is the right side of an `&&` whose left side, back to the statement's start, tests
    /// another platform (`Platform.OS === 'android' && (await ScreenOrientation.lockAsync(…))`, tooot).
    func andGuardedOffIOS(_ k: Int) -> Bool {
        andGuard(k).map { JSStructure.platformTest($0) == .otherPlatformsOnly } ?? false
    }

    /// The words of the condition a call at `k` is `&&`-guarded by (`cond && Orientation.lockToPortrait()`,
    /// `!isTablet() && …`: a blind first run, templewallet), as conditions show them; nil where there is none.
    func andGuard(_ k: Int) -> [String]? {
        var j = k - 1
        var steps = 0
        // Back over the receiver (`ScreenOrientation.`), `await` and an opening parenthesis.
        while j > 1, steps < 16,
            [".", "?.", "await", "("].contains(text(j)) || (isIdentifier(j) && text(j + 1) == ".")
        {
            j -= 1
            steps += 1
        }
        guard text(j) == "&", text(j - 1) == "&" else { return nil }
        var start = j - 1
        var n = 0
        while start > 0, n < 32, ![";", "{", "}", "(", ",", ":", "&", "|"].contains(text(start - 1)) {
            // A call or a parenthesised part of the condition (`isTablet()`): over to its opening bracket.
            if text(start - 1) == ")", let open = partner(start - 1), open < start - 1 {
                start = open
            } else {
                start -= 1
            }
            n += 1
        }
        guard start < j - 1 else { return nil }
        return (start..<(j - 1)).map { tokens[$0].kind == .string ? "'\(text($0))'" : text($0) }
    }

    /// The `<Modal …>` elements of the file, with their props (bounded: a tag of more than 400 tokens is cut).
    func modals() -> [ReactNativeModalFact] {
        guard let name = reactNativeModalName() else { return [] }
        var out: [ReactNativeModalFact] = []
        for k in tokens.indices where text(k) == "<" && text(k + 1) == name {
            // `a < Modal` would be a comparison: a tag follows `(`, `return`, `=>`, `&&`, `||`, `?`, `:`, `>`, `{`
            // or `}` (the lexer keeps `&&` and `||` as two tokens).
            let before = text(k - 1)
            guard k == 0 || ["(", "return", "=>", "&", "|", "?", ":", ">", "{", "}", ",", "[", "="].contains(before)
            else { continue }
            guard !branches.isOffIOS(k), !guardedOffIOS(k) else { continue }
            var orientations: String?
            var transparent = false
            var style: String?
            var shown = true
            var j = k + 2
            while j < min(tokens.count, k + 400) {
                let t = text(j)
                if t == "{", let close = partner(j) { j = close + 1; continue }
                if t.hasPrefix(">") || (t == "/" && text(j + 1).hasPrefix(">")) { break }
                if isIdentifier(j) {
                    // `visible={open}` where `open` is a state that starts false and is never set to anything else.
                    if t == "visible", text(j + 1) == "=", text(j + 2) == "{", text(j + 4) == "}", isIdentifier(j + 3),
                        neverTrue(state: text(j + 3))
                    {
                        shown = false
                    }
                    if t == "supportedOrientations" {
                        if text(j + 1) == "=", text(j + 2) == "{", let close = partner(j + 2) {
                            orientations = (j + 2...close).map { text($0) }.joined()
                        } else {
                            orientations = text(j + 2)
                        }
                    }
                    if t == "presentationStyle", text(j + 1) == "=" {
                        // `presentationStyle="pageSheet"`, `{'formSheet'}`; anything else is kept as written.
                        if j + 2 < tokens.count, tokens[j + 2].kind == .string {
                            style = text(j + 2)
                        } else if text(j + 2) == "{", let close = partner(j + 2) {
                            style =
                                close == j + 4 && tokens[j + 3].kind == .string
                                ? text(j + 3) : (j + 3..<close).map { text($0) }.joined()
                        }
                    }
                    if t == "transparent" {
                        // `transparent`, `transparent={true}`; `{false}` or a variable is not said to be true.
                        transparent = text(j + 1) != "=" || (text(j + 2) == "{" && text(j + 3) == "true")
                    }
                }
                j += 1
            }
            guard shown else { continue }
            out.append(
                ReactNativeModalFact(
                    supportedOrientations: orientations, transparent: transparent, presentationStyle: style,
                    condition: branches.condition(at: k), location: SourceLocation(path, line: tokens[k].line)))
        }
        return out
    }
}
