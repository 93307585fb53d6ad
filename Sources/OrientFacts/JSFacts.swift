import Foundation
import OrientEngine
import OrientOutput
import OrientProject

/// Reads a JavaScript or TypeScript file of a React Native app for its orientation locks (issue 31), the calls of
/// the widely used modules with the masks their native code sets:
///
/// - `react-native-orientation-locker` (wonday/react-native-orientation-locker `iOS/RCTOrientation/Orientation.m`):
///   `lockToPortrait` portrait, `lockToPortraitUpsideDown` upside down, `lockToLandscape` landscape,
///   `lockToLandscapeLeft` the LandscapeRight mask and `lockToLandscapeRight` the LandscapeLeft one (the module
///   names sides by the device), `lockToAllOrientationsButUpsideDown`, `unlockAllOrientations` all. The mask
///   reaches UIKit through the app delegate, which must return `[Orientation getOrientation]`.
/// - `react-native-orientation` (yamill/react-native-orientation `iOS/RCTOrientation/Orientation.m`), the module
///   the locker grew from, with the same method names: `lockToPortrait` portrait, `lockToLandscape` landscape,
///   `lockToLandscapeLeft` and `lockToLandscapeRight` the masks of their own names, `unlockAllOrientations` all but
///   upside down. The same app-delegate hook.
/// - `expo-screen-orientation` (expo/expo `packages/expo-screen-orientation/ios/enums/ModuleOrientationLock.swift`):
///   `lockAsync(OrientationLock.X)`: DEFAULT all but upside down, ALL, PORTRAIT portrait and upside down,
///   PORTRAIT_UP, PORTRAIT_DOWN, LANDSCAPE, LANDSCAPE_LEFT, LANDSCAPE_RIGHT; `unlockAsync()` is DEFAULT. The mask
///   reaches UIKit through Expo's app-delegate subscriber and root controller.
/// - react-native-screens' `orientation` screen option (`options={{ orientation: 'landscape' }}`): `landscape`,
///   `portrait_up`, `portrait_down`, `all`; `portrait` (with or without upside down) and `landscape_left`/`_right`
///   (either side) as the sets of what they can be; `default` not told.
///
/// Any other module's `lock…`/`unlock…` call in a file that imports an orientation module is listed with its
/// module, never guessed (masks `anything`).
public enum JSFacts {
    static let maxBytes = 4_000_000
    static let lockerModules: Set<String> = ["react-native-orientation-locker"]
    static let legacyModule = "react-native-orientation"
    static let expoModule = "expo-screen-orientation"
    static let screensModules: Set<String> = [
        "@react-navigation/native-stack", "react-native-screens", "expo-router", "@react-navigation/stack"
    ]

    public static func extract(data: Data, path: String) -> FileFacts {
        var facts = FileFacts(path: path, language: .javascript)
        guard data.count <= maxBytes else {
            facts.problems.append(
                Diagnostic(
                    .warning, SourceLocation(path),
                    "larger than \(maxBytes / 1_000_000) MB; not read as JavaScript (a bundle or generated file?)"))
            return facts
        }
        let bytes = [UInt8](data)
        // Only files that name an orientation module or option, a Modal (or import it under another name) or the
        // screen's size are worth their structure.
        guard
            ["rientation", "<Modal", "Modal as", "Dimensions", "react-native-responsive-"].contains(where: {
                SourceBytes.contains(data, $0)
            })
        else { return facts }
        var structure = JSStructure(tokens: JSLexer.tokens(bytes), path: path)
        facts.frameworkLocks = structure.locks()
        facts.reactNativeModals = structure.modals()
        facts.deviceOrientationReads = structure.deviceOrientationReads()
        facts.screenSizeCaches = structure.screenSizeCaches()
        if SourceBytes.contains(data, "Dimensions") {
            // Functions that read the size when called, and this file's own calls to them where it loads.
            facts.screenSizeHelpers = structure.screenSizeHelpers()
            facts.screenSizeCaches += structure.screenSizeHelperCalls(own: facts.screenSizeHelpers)
                .filter { $0.module == nil }.map(\.cache)
        }
        if SourceBytes.contains(data, "react-native-responsive-") {
            facts.screenSizeCaches += structure.packageScreenSizeCalls()
        }
        return facts
    }

    /// The last path component, without its extension, of every module the file imports or requires
    /// (`import X from './Others/Orientation'`, `require('../x/Orientation.js')`, `import('…')`, `export … from`):
    /// what a file's name must match to be in the bundle.
    public static func importedStems(data: Data) -> Set<String> {
        let bytes = [UInt8](data)
        guard data.count <= maxBytes,
            SourceBytes.contains(bytes, Array("import".utf8))
                || SourceBytes.contains(bytes, Array("require".utf8)) || SourceBytes.contains(bytes, Array("from".utf8))
        else { return [] }
        let tokens = JSLexer.tokens(bytes)
        var out: Set<String> = []
        for (k, t) in tokens.enumerated() where t.kind == .string && k > 0 {
            let before = tokens[k - 1].text
            let called = before == "(" && k > 1 && ["require", "import"].contains(tokens[k - 2].text)
            guard before == "from" || before == "import" || called else { continue }
            let last = t.text.split(separator: "/").last.map(String.init) ?? t.text
            let stem = last.split(separator: ".").first.map(String.init) ?? last
            out.insert(stem)
        }
        return out
    }

    /// The mask of a `react-native-orientation-locker` method; nil for another name.
    static func lockerMask(_ method: String) -> OrientationMask? {
        switch method {
        case "lockToPortrait": return .portrait
        case "lockToPortraitUpsideDown": return .portraitUpsideDown
        case "lockToLandscape": return .landscape
        case "lockToLandscapeLeft": return .landscapeRight
        case "lockToLandscapeRight": return .landscapeLeft
        case "lockToAllOrientationsButUpsideDown": return .allButUpsideDown
        case "unlockAllOrientations": return .all
        default: return nil
        }
    }

    /// The mask of a `react-native-orientation` method; nil for another name.
    static func legacyMask(_ method: String) -> OrientationMask? {
        switch method {
        case "lockToPortrait": return .portrait
        case "lockToLandscape": return .landscape
        case "lockToLandscapeLeft": return .landscapeLeft
        case "lockToLandscapeRight": return .landscapeRight
        case "unlockAllOrientations": return .allButUpsideDown
        default: return nil
        }
    }

    /// The mask of an `expo-screen-orientation` `OrientationLock` case; nil for another name.
    static func expoMask(_ lock: String) -> OrientationMask? {
        switch lock {
        case "DEFAULT": return .allButUpsideDown
        case "ALL": return .all
        case "PORTRAIT": return [.portrait, .portraitUpsideDown]
        case "PORTRAIT_UP": return .portrait
        case "PORTRAIT_DOWN": return .portraitUpsideDown
        case "LANDSCAPE": return .landscape
        case "LANDSCAPE_LEFT": return .landscapeLeft
        case "LANDSCAPE_RIGHT": return .landscapeRight
        default: return nil
        }
    }

    /// What a react-native-screens `orientation` option value can set.
    static func screensMasks(_ value: String) -> Possible<OrientationMask> {
        switch value {
        case "all": return .just(.all)
        case "landscape": return .just(.landscape)
        case "portrait_up": return .just(.portrait)
        case "portrait_down": return .just(.portraitUpsideDown)
        case "portrait": return .oneOf([.portrait, [.portrait, .portraitUpsideDown]])
        case "landscape_left", "landscape_right": return .oneOf([.landscapeLeft, .landscapeRight])
        default: return .anything
        }
    }
}

/// The walk over a JavaScript file's tokens: the functions around each call, as React code shapes them.
struct JSStructure {
    enum Scope {
        /// The callback of an effect hook (`useEffect(() => …)`, `useFocusEffect(useCallback(() => …))`) or
        /// `componentDidMount`: the screen opens.
        case opens
        /// A cleanup an effect returns, `componentWillUnmount`, a `blur`/`beforeRemove` listener: it closes.
        case closes
        /// Another function, with its name when it has one (`const onPress = () => …`, `function VideoScreen()`).
        case function(String?)
        case type(String)
    }

    let tokens: [JSToken]
    let path: String
    private var partner: [Int: Int] = [:]
    /// The modules the file imports (`import … from 'x'`, `require('x')`).
    private(set) var modules: Set<String> = []
    private(set) var branches = SourceBranches()
    private let brackets: TokenBrackets

    /// What a JavaScript condition tests: `Platform.OS === 'android'` (or `'web'`) another platform, `'ios'` or
    /// `Platform.isPad` iOS (`SourceBranches.platformTest`).
    static func platformTest(_ words: [String]) -> SourceBranches.PlatformTest {
        SourceBranches.platformTest(
            words, otherPlatforms: ["'android'", "'web'", "'windows'", "'macos'"], iOS: ["'ios'", "isPad", "isIOS"],
            platformWords: ["Platform", "OS", "DeviceInfo", "isTablet"])
    }

    /// A file's own names for a platform test: `const isAndroid = Platform.OS === 'android';` at the top level, a
    /// constant whose value tests only the platform, with the words of that test (a blind first run: drive-mobile's
    /// locks under `if (isAndroid)`). Anything else, assigned again or not, is no alias.
    static func platformAliases(_ brackets: TokenBrackets, texts: [String]) -> [String: [String]] {
        var out: [String: [String]] = [:]
        for k in 0..<brackets.count where brackets.text(k) == "const" && brackets.text(k + 2) == "=" {
            guard brackets.enclosingBracket(k) == nil, brackets.text(k + 3) != "=" else { continue }
            let end = min(brackets.expressionEnd(from: k + 3), texts.count)
            guard end > k + 3, end - k < 24 else { continue }
            let words = Array(texts[(k + 3)..<end])
            switch platformTest(words) {
            case .otherPlatformsOnly, .iOSOnly: out[brackets.text(k + 1)] = words
            case .none, .mixed: continue
            }
        }
        return out
    }

    static let effectHooks: Set<String> = [
        "useEffect", "useLayoutEffect", "useFocusEffect", "useIsomorphicLayoutEffect"
    ]
    static let closingEvents: Set<String> = ["blur", "beforeRemove"]

    init(tokens: [JSToken], path: String) {
        self.tokens = tokens
        self.path = path
        brackets = TokenBrackets(texts: tokens.map(\.text), isPunctuation: tokens.map { $0.kind == .punctuation })
        // Conditions show strings with their quotes (`Platform.OS === 'ios'`).
        let texts = tokens.map { $0.kind == .string ? "'\($0.text)'" : $0.text }
        let aliases = JSStructure.platformAliases(brackets, texts: texts)
        branches = SourceBranches(
            brackets, texts: texts,
            classify: { words in JSStructure.platformTest(words.flatMap { aliases[$0] ?? [$0] }) })
        for k in tokens.indices where tokens[k].kind == .string {
            if text(k - 1) == "from" || (text(k - 1) == "(" && (text(k - 2) == "require" || text(k - 2) == "import"))
                || (text(k - 1) == "import")
            {
                modules.insert(tokens[k].text)
            }
        }
    }

    func text(_ k: Int) -> String { brackets.text(k) }
    func partner(_ k: Int) -> Int? { brackets.partner(k) }
    func enclosingBracket(_ k: Int) -> Int? { brackets.enclosingBracket(k) }
    func isIdentifier(_ k: Int) -> Bool { k >= 0 && k < tokens.count && tokens[k].kind == .identifier }
    func expressionEnd(from k: Int) -> Int { brackets.expressionEnd(from: k) }

    /// The `{` of a body whose parameters close at `close`: right after them, or after a TypeScript return type
    /// (`): void {`, `): Promise<void> {`), looked for over a few tokens.
    func bodyOpen(after close: Int) -> Int? {
        if text(close + 1) == "{" { return close + 1 }
        guard text(close + 1) == ":" else { return nil }
        var j = close + 2
        while j < min(tokens.count, close + 24) {
            if text(j) == "{" { return j }
            if [";", "=", "=>", ")"].contains(text(j)) { return nil }
            j += 1
        }
        return nil
    }

    mutating func locks() -> [FrameworkLockFact] {
        let locker = !modules.isDisjoint(with: JSFacts.lockerModules)
        let expo = modules.contains(JSFacts.expoModule)
        let legacy = modules.contains(JSFacts.legacyModule)
        let screens = !modules.isDisjoint(with: JSFacts.screensModules)
        // Another package named for orientation (not the app's own `./useOrientation`).
        let other = modules.filter {
            $0.lowercased().contains("orientation") && !JSFacts.lockerModules.contains($0) && $0 != JSFacts.expoModule
                && $0 != JSFacts.legacyModule
                && !$0.hasPrefix(".") && !$0.hasPrefix("/") && !$0.hasPrefix("~") && !$0.hasPrefix("@/")
        }.sorted()
        guard locker || legacy || expo || screens || !other.isEmpty else { return [] }
        var out: [FrameworkLockFact] = []
        var scopes: [(scope: Scope, closes: Int)] = []
        var k = 0
        while k < tokens.count {
            defer { k += 1 }
            while let last = scopes.last, last.closes < k { scopes.removeLast() }
            let t = tokens[k]
            if t.kind == .identifier {
                // Forward looks are bounded: a file of `class`/`function` words costs one pass.
                if t.text == "class", isIdentifier(k + 1) {
                    var j = k + 2
                    while j < min(tokens.count, k + 64), text(j) != "{", text(j) != ";" { j += 1 }
                    if text(j) == "{", let close = partner(j) { scopes.append((.type(text(k + 1)), close)) }
                } else if t.text == "function" {
                    let name = isIdentifier(k + 1) ? text(k + 1) : nil
                    var j = k + 1
                    while j < min(tokens.count, k + 16), text(j) != "(" { j += 1 }
                    if let close = partner(j), let open = bodyOpen(after: close), let end = partner(open) {
                        scopes.append((name.map { .function($0) } ?? scope(argumentBefore: k - 1, scopes), end))
                    }
                } else if text(k + 1) == "(", let close = partner(k + 1), let open = bodyOpen(after: close),
                    let end = partner(open), case .type? = scopes.last?.scope
                {
                    // A class method.
                    switch t.text {
                    case "componentDidMount": scopes.append((.opens, end))
                    case "componentWillUnmount": scopes.append((.closes, end))
                    default: scopes.append((.function(t.text), end))
                    }
                } else if text(k + 1) == "(", let close = partner(k + 1), text(k - 1) != "function" {
                    out += call(
                        at: k, close: close, scopes: scopes, locker: locker, legacy: legacy, expo: expo, other: other)
                } else if screens, t.text == "orientation", text(k + 1) == ":", tokens.indices.contains(k + 2),
                    tokens[k + 2].kind == .string, !branches.isOffIOS(k)
                {
                    out.append(
                        fact(
                            "\(t.text): '\(text(k + 2))'", JSFacts.screensMasks(text(k + 2)),
                            module: "react-native-screens",
                            at: k, scopes: scopes, screenOption: true))
                }
                continue
            }
            if t.kind == .punctuation, t.text == "=>" {
                var before: Int
                if text(k - 1) == ")", let open = partner(k - 1) { before = open - 1 } else { before = k - 2 }
                if text(before) == "async" { before -= 1 }
                let end = text(k + 1) == "{" ? (partner(k + 1) ?? tokens.count) : expressionEnd(from: k + 1) - 1
                scopes.append((scope(argumentBefore: before, scopes), end))
            }
        }
        return out
    }

    /// The name assigned at the `=` at `b`: `f = …`, or with a TypeScript type between
    /// (`const NavigationBar: FCWithChildren = …`, `const Screen: React.FC<Props> = …`: the name, not the type; a
    /// blind first run, templewallet).
    func declaredName(before b: Int) -> String? {
        guard isIdentifier(b - 1) else { return text(b - 1) == ">" ? typedName(before: b) : nil }
        return typedName(before: b) ?? text(b - 1)
    }

    /// `name: Type =` read back from the `=` at `b`, over a type of names, dots and generic brackets.
    func typedName(before b: Int) -> String? {
        var j = b - 1
        var steps = 0
        while j > 1, steps < 24, isIdentifier(j) || [".", "<", ">", ",", "[", "]", "|", "&"].contains(text(j)) {
            j -= 1
            steps += 1
        }
        return text(j) == ":" && isIdentifier(j - 1) ? text(j - 1) : nil
    }

    /// What a function written after token `b` is: an effect's callback, a cleanup it returns, a closing
    /// listener, a named function (`const f = () =>`, `onPress: () =>`, `onPress={() =>`), or an anonymous one.
    func scope(argumentBefore b: Int, _ scopes: [(scope: Scope, closes: Int)]) -> Scope {
        switch text(b) {
        case "(", ",":
            // An argument: of which call?
            // The call the argument is passed to: the bracket around it.
            var open = b
            if text(b) == "," {
                guard let around = brackets.enclosingBracket(b), text(around) == "(" else { return .function(nil) }
                open = around
            }
            let callee = text(open - 1)
            if JSStructure.effectHooks.contains(callee) { return .opens }
            // `useFocusEffect(useCallback(…))`, also as `React.useCallback`.
            let hookOpen = text(open - 2) == "." ? open - 4 : open - 2
            if callee == "useCallback", text(hookOpen) == "(", JSStructure.effectHooks.contains(text(hookOpen - 1)) {
                return .opens
            }
            if callee == "addListener", tokens.indices.contains(open + 1), tokens[open + 1].kind == .string,
                JSStructure.closingEvents.contains(tokens[open + 1].text)
            {
                return .closes
            }
            return .function(nil)
        case "return":
            if case .opens? = scopes.last?.scope { return .closes }
            return .function(nil)
        case "=", ":":
            return .function(text(b) == "=" ? declaredName(before: b) : isIdentifier(b - 1) ? text(b - 1) : nil)
        case "{":
            return .function(text(b - 1) == "=" && isIdentifier(b - 2) ? text(b - 2) : nil)
        default:
            return .function(nil)
        }
    }

    /// The lock a call at `k` makes, if it is one (and it may run on iOS).
    func call(
        at k: Int, close: Int, scopes: [(scope: Scope, closes: Int)], locker: Bool, legacy: Bool, expo: Bool,
        other: [String]
    ) -> [FrameworkLockFact] {
        let name = text(k)
        // A call, not a declaration of the same name (`lockToPortrait() { … }` in an object or a wrapper).
        guard bodyOpen(after: close) == nil else { return [] }
        let receiver = text(k - 1) == "." || text(k - 1) == "?."
        let candidate =
            (locker && receiver && JSFacts.lockerMask(name) != nil)
            || (legacy && receiver && JSFacts.legacyMask(name) != nil)
            || (expo && (name == "unlockAsync" || name == "lockAsync"))
            || (!other.isEmpty && receiver && (name.hasPrefix("lock") || name.hasPrefix("unlock")))
        guard candidate, !branches.isOffIOS(k), !andGuardedOffIOS(k) else { return [] }
        if locker, let mask = JSFacts.lockerMask(name) {
            return [fact(name + "()", .just(mask), module: "react-native-orientation-locker", at: k, scopes: scopes)]
        }
        if legacy, let mask = JSFacts.legacyMask(name) {
            return [fact(name + "()", .just(mask), module: JSFacts.legacyModule, at: k, scopes: scopes)]
        }
        if expo, name == "unlockAsync" {
            return [fact("unlockAsync()", .just(.allButUpsideDown), module: JSFacts.expoModule, at: k, scopes: scopes)]
        }
        if expo, name == "lockAsync" {
            // The argument's last name: `ScreenOrientation.OrientationLock.LANDSCAPE` → LANDSCAPE.
            let end = min(expressionEnd(from: k + 2), close)
            let masks: Possible<OrientationMask>
            if end - (k + 2) >= 3, text(end - 2) == ".", text(end - 3) == "OrientationLock",
                let m = JSFacts.expoMask(text(end - 1))
            {
                masks = .just(m)
            } else {
                masks = .anything
            }
            let written =
                masks.values?.first.map { _ in "lockAsync(OrientationLock.\(text(end - 1)))" } ?? "lockAsync(…)"
            return [fact(written, masks, module: JSFacts.expoModule, at: k, scopes: scopes)]
        }
        if let module = other.first, text(k - 1) == "." || text(k - 1) == "?.",
            name.hasPrefix("lock") || name.hasPrefix("unlock")
        {
            return [fact(name + "()", .anything, module: module, at: k, scopes: scopes)]
        }
        return []
    }

    func fact(
        _ call: String, _ masks: Possible<OrientationMask>, module: String, at k: Int,
        scopes: [(scope: Scope, closes: Int)], screenOption: Bool = false
    ) -> FrameworkLockFact {
        var when: FrameworkLockFact.Scope = .startup
        var component: String?
        var function: String?
        for s in scopes.reversed() {
            switch s.scope {
            case .opens where when == .startup || when == .helper: when = .screenOpens
            case .closes where when == .startup || when == .helper: when = .screenCloses
            case .function(let name):
                if function == nil { function = name }
                if let n = name, n.first?.isUppercase == true { component = component ?? n }
                if when == .startup { when = .helper }
            case .type(let name): component = component ?? name
            default: break
            }
        }
        // A function inside a component that is no effect: an event (a button, a player's full-screen toggle).
        if when == .helper && component != nil { when = .event }
        if screenOption { when = .screenOpens }
        let receiver = (text(k - 1) == "." && isIdentifier(k - 2)) ? text(k - 2) + "." : ""
        return FrameworkLockFact(
            framework: .reactNative, call: receiver + call, masks: masks, scope: when, inType: component,
            function: function, module: module,
            condition: branches.condition(at: k) ?? andGuard(k).map { String(SourceBranches.written($0).prefix(60)) },
            location: SourceLocation(path, line: tokens[k].line))
    }
}
