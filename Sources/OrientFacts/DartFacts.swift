import Foundation
import OrientEngine
import OrientOutput
import OrientProject

/// Reads a Dart file of a Flutter app for its orientation calls (issue 31): `SystemChrome.setPreferredOrientations`
/// with the masks it can set, its file:line, and when it runs (`FrameworkLockFact.Scope`), from the class and
/// function around it. A small reader of Dart's structure (classes, functions, closures, braces), not a parser:
/// what it cannot tell is `anything` or `helper`, never a guess. One pass over the tokens, plus bounded look-backs.
public enum DartFacts {
    /// Hand-written Dart is far smaller; a larger file is data or generated code.
    static let maxBytes = 4_000_000

    public static func extract(data: Data, path: String) -> FileFacts {
        var facts = FileFacts(path: path, language: .dart)
        guard data.count <= maxBytes else {
            facts.problems.append(
                Diagnostic(
                    .warning, SourceLocation(path),
                    "larger than \(maxBytes / 1_000_000) MB; not read as Dart (a generated file?)"))
            return facts
        }
        let bytes = [UInt8](data)
        // Most Dart files never name the call: skip their structure.
        let calls =
            contains(bytes, Array("setPreferredOrientations".utf8))
            || DartVideoPlayer.names.contains { contains(bytes, Array($0.utf8)) }
            || DartLockPackage.names.contains { contains(bytes, Array($0.utf8)) }
        let sizes = DartStructure.mayCacheScreenSize(bytes)
        let routes = ["initialRoute", "GetPage", "GoRoute", "routes"].contains { contains(bytes, Array($0.utf8)) }
        guard
            calls || sizes || routes
                || ["runApp", "onGenerateRoute"].contains(where: { contains(bytes, Array($0.utf8)) })
        else { return facts }
        var reader = DartStructure(tokens: DartLexer.tokens(bytes), path: path)
        if calls { facts.frameworkLocks = reader.calls() }
        if sizes { facts.screenSizeCaches = reader.screenSizeCaches() }
        facts.appWidgets = reader.appWidgets()
        if routes { (facts.initialRoutes, facts.namedRoutes) = reader.routes() }
        return facts
    }

    /// Whether `bytes` holds `needle` (none when it is empty).
    static func contains(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool {
        !needle.isEmpty && SourceBytes.contains(bytes, needle)
    }
}

/// The walk over a Dart file's tokens: a stack of the scopes each `{` opens.
struct DartStructure {
    enum Scope {
        case type(name: String, superclass: String?)
        case function(name: String)
        /// A closure, with the label of the argument it is passed as (`onPressed`, `onWillPop`), if any.
        case closure(label: String?)
        case block
    }

    let tokens: [DartToken]
    let path: String
    private let brackets: TokenBrackets
    /// List literals of `DeviceOrientation`s assigned to a name in this file (`const _portrait = [...]`).
    private var namedLists: [String: Possible<OrientationMask>] = [:]
    /// Token ranges that never run on iOS: the branch of a platform test that names only other platforms
    /// (`if (Platform.isAndroid) …`, a collection `if (App.isAndroid) Button(…)`), the `else` of an iOS-only test.
    var branches = SourceBranches()
    /// Each class's widget (`_VideoPageState` → `VideoPage`), as met.
    private var widgets: [String: String] = [:]
    /// Methods of helper classes whose calls on a receiver (`systemToggle.toPortraitMode()`) are recorded by
    /// `calls()` into `helperCalls`, each with the scope it runs in (`DartFacts.helperCallSites`).
    var helperMethods: Set<String> = []
    private(set) var helperCalls: [(method: String, site: FrameworkLockFact)] = []

    static let otherPlatforms: Set<String> = [
        "isAndroid", "android", "kIsWeb", "isWindows", "windows", "isLinux", "linux", "isMacOS", "macOS", "isFuchsia",
        "fuchsia", "isDesktop", "isWeb"
    ]
    static let iOSPlatforms: Set<String> = ["isIOS", "iOS", "isMobile", "isApple", "isCupertino"]
    /// Names a platform test is made of besides the platforms (`Platform.isAndroid`, `defaultTargetPlatform ==
    /// TargetPlatform.iOS`, an app's own `App.isAndroid`).
    static let platformWords: Set<String> = [
        "Platform", "defaultTargetPlatform", "TargetPlatform", "App", "UniversalPlatform", "PlatformUtils", "Device"
    ]

    static let keywords: Set<String> = [
        "if", "for", "while", "switch", "catch", "return", "await", "else", "try", "finally", "do", "on", "in", "is",
        "as", "new", "const", "final", "var", "assert", "super", "this", "throw", "yield"
    ]
    static let opensScreen: Set<String> = ["initState", "didChangeDependencies", "didUpdateWidget", "build"]
    static let closesScreen: Set<String> = ["dispose", "deactivate"]
    static let popLabels: Set<String> = ["onWillPop", "onPopInvoked", "onPopInvokedWithResult", "onExit", "onDispose"]

    init(tokens: [DartToken], path: String) {
        self.tokens = tokens
        self.path = path
        brackets = TokenBrackets(texts: tokens.map(\.text), isPunctuation: tokens.map { $0.kind == .punctuation })
        branches = SourceBranches(brackets, texts: brackets.texts, classify: DartStructure.platformTest)
        // `name = [DeviceOrientation…]`: only where a list can start (a chain `a = b = …` costs nothing).
        for (k, t) in tokens.enumerated() where t.kind == .identifier && text(k + 1) == "=" {
            guard ["[", "const", "<", "DeviceOrientation"].contains(text(k + 2)),
                let masks = listMasks(from: k + 2, to: expressionEnd(from: k + 2), depth: 0), masks != .anything
            else { continue }
            namedLists[t.text] = namedLists[t.text].map { $0.union(masks) } ?? masks
        }
    }

    /// What a Dart condition tests (`SourceBranches.platformTest` with Dart's names).
    static func platformTest(_ words: [String]) -> SourceBranches.PlatformTest {
        SourceBranches.platformTest(
            words, otherPlatforms: otherPlatforms, iOS: iOSPlatforms, platformWords: platformWords)
    }

    func text(_ k: Int) -> String { brackets.text(k) }
    func partner(_ k: Int) -> Int? { brackets.partner(k) }
    func enclosingBracket(_ k: Int) -> Int? { brackets.enclosingBracket(k) }
    func isIdentifier(_ k: Int) -> Bool { k >= 0 && k < tokens.count && tokens[k].kind == .identifier }
    /// Where an expression starting at `k` ends: the next `;` or `,` or closing bracket at its own depth.
    func expressionEnd(from k: Int) -> Int { brackets.expressionEnd(from: k) }

    /// Every `setPreferredOrientations` call of the file.
    mutating func calls() -> [FrameworkLockFact] {
        var out: [FrameworkLockFact] = []
        let owners = stateOwners()
        var scopes: [(scope: Scope, closes: Int)] = []
        var pendingType: (name: String, superclass: String?)?
        var arrow: (name: String, depth: Int)?
        var k = 0
        while k < tokens.count {
            let t = tokens[k]
            defer { k += 1 }
            while let last = scopes.last, last.closes < k { scopes.removeLast() }
            if t.kind == .identifier {
                if ["class", "mixin", "enum", "extension"].contains(t.text), text(k - 1) != ".", pendingType == nil {
                    var j = k + 1
                    var name = isIdentifier(j) && text(j) != "on" ? text(j) : "extension"
                    if t.text == "extension", text(j) == "type" { j += 1; name = text(j) }
                    var superclass: String?
                    var widget = name
                    while j < tokens.count, text(j) != "{", text(j) != ";" {
                        if text(j) == "extends" || (t.text == "extension" && text(j) == "on") {
                            superclass = isIdentifier(j + 1) ? text(j + 1) : nil
                            // `State<VideoPage>`: the screen is the widget's.
                            if text(j + 2) == "<", isIdentifier(j + 3) { widget = text(j + 3) }
                        }
                        j += 1
                    }
                    pendingType = (name, superclass)
                    // A `State` subclass of an app's base state (`extends PlayerState`, no `<Widget>`): the screen
                    // is the widget whose `createState` makes it.
                    widgets[name] = widget == name ? owners[name] ?? widget : widget
                } else if t.text == "setPreferredOrientations", text(k + 1) == "(", let close = partner(k + 1),
                    !branches.isOffIOS(k)
                {
                    // The one positional argument, without a trailing comma.
                    let first = min(expressionEnd(from: k + 2), close)
                    out.append(call(at: k, arguments: (k + 2)..<first, scopes: scopes, arrow: arrow))
                } else if helperMethods.contains(t.text), text(k + 1) == "(", text(k - 1) == ".",
                    !branches.isOffIOS(k)
                {
                    helperCalls.append((t.text, call(at: k, arguments: k..<k, scopes: scopes, arrow: arrow)))
                } else if DartVideoPlayer.names.contains(t.text), text(k + 1) == "(", let close = partner(k + 1),
                    text(k - 1) != ".", !branches.isOffIOS(k),
                    let player = DartVideoPlayer.all.first(where: { $0.configuration == t.text })
                {
                    out += videoPlayerLocks(at: k, close: close, player: player, scopes: scopes, arrow: arrow)
                } else if DartLockPackage.names.contains(t.text), text(k - 1) != ".", !branches.isOffIOS(k),
                    let package = DartLockPackage.all.first(where: { $0.type == t.text }),
                    let lock = lockPackageCall(at: k, package: package, scopes: scopes, arrow: arrow)
                {
                    out.append(lock)
                }
                continue
            }
            guard t.kind == .punctuation else { continue }
            switch t.text {
            case "{":
                let close = partner(k) ?? tokens.count
                if let p = pendingType {
                    scopes.append((.type(name: p.name, superclass: p.superclass), close))
                    pendingType = nil
                } else {
                    scopes.append((scopeOpened(at: k), close))
                }
            case "}":
                while let last = scopes.last, last.closes <= k { scopes.removeLast() }
                if let a = arrow, scopes.count < a.depth { arrow = nil }
            case ";":
                pendingType = nil
                if let a = arrow, a.depth == scopes.count { arrow = nil }
            case "=>":
                // `void dispose() => …;` at a class's or the file's level: a function whose body is one expression.
                if arrow == nil, text(k - 1) == ")", let open = partner(k - 1), isIdentifier(open - 1),
                    !DartStructure.keywords.contains(text(open - 1)), isDeclarationLevel(scopes)
                {
                    arrow = (text(open - 1), scopes.count)
                } else if text(k - 1) == ")", let open = partner(k - 1) {
                    // `(…) => …` passed as an argument: a closure up to the end of its expression.
                    let before = open - 1
                    let label = text(before) == ":" && isIdentifier(before - 1) ? text(before - 1) : nil
                    scopes.append((.closure(label: label), expressionEnd(from: k + 1) - 1))
                }
            default: break
            }
        }
        return out
    }

    /// The classes `runApp(…)` is given (`runApp(const MyApp())`, `runApp(ProviderScope(child: MyApp()))`): every
    /// capitalised name called inside its argument; and the first screen an app widget names as its `home:`
    /// (`MaterialApp(home: GamesListScreen())`, blind first run, Arcade-Plaza): what it sets when it opens is
    /// what the app shows before any other screen locks.
    func appWidgets() -> [String] {
        var out: [String] = []
        for k in tokens.indices where text(k) == "runApp" && text(k + 1) == "(" {
            guard let close = partner(k + 1) else { continue }
            for j in (k + 2)..<close where isIdentifier(j) && text(j + 1) == "(" {
                if let first = text(j).first, first.isUppercase { out.append(text(j)) }
            }
        }
        for k in tokens.indices where text(k) == "home" && text(k + 1) == ":" {
            guard let open = enclosingBracket(k), text(open) == "(", text(open - 1).hasSuffix("App") else { continue }
            let j = text(k + 2) == "const" || text(k + 2) == "new" ? k + 3 : k + 2
            if isIdentifier(j), text(j + 1) == "(", let first = text(j).first, first.isUppercase { out.append(text(j)) }
        }
        // An app widget with one route generator that makes one route (`onGenerateRoute: (s) =>
        // MaterialPageRoute(builder: (_) => Privacy(child: Loader()))`): the initial route is that one, and every
        // widget it builds opens first (a blind first run, priobike). A generator that chooses among routes is not.
        let routeMakers: Set<String> = ["MaterialPageRoute", "CupertinoPageRoute", "PageRouteBuilder"]
        for k in tokens.indices where text(k) == "onGenerateRoute" && text(k + 1) == ":" {
            guard let open = enclosingBracket(k), text(open) == "(", text(open - 1).hasSuffix("App"),
                let close = partner(open),
                !((open + 1)..<close).contains(where: { text($0) == "home" && text($0 + 1) == ":" })
            else { continue }
            let value = (k + 2)..<min(expressionEnd(from: k + 2), close)
            guard value.filter({ routeMakers.contains(text($0)) }).count == 1,
                !value.contains(where: { ["switch", "case"].contains(text($0)) })
            else { continue }
            for j in value where isIdentifier(j) && text(j + 1) == "(" && !routeMakers.contains(text(j)) {
                if let first = text(j).first, first.isUppercase { out.append(text(j)) }
            }
        }
        return out
    }

    /// The routes an app widget starts on (`initialRoute:` of a `…App(` call, go_router's `initialLocation:`), and
    /// the named routes with the widget each shows: `GetPage(name: X, page: () => W())`, `GoRoute(path: X, builder:
    /// (context, state) => W())`, a `routes:` map's `X: (context) => W()`. The first screen of an app whose
    /// `home:` is not given (blind first run, Twake: `initialRoute: RoutePaths.initial` in another file than the
    /// route's page). Keys are the expression as written; each look is bounded by its brackets.
    func routes() -> (initial: [String], named: [String: String]) {
        var initial: [String] = []
        var named: [String: String] = [:]
        let routeCalls: Set<String> = ["GetPage", "GoRoute", "AutoRoute", "CustomRoute"]
        for k in tokens.indices where text(k + 1) == ":" && isIdentifier(k) {
            switch text(k) {
            case "initialRoute", "initialLocation":
                if let e = expression(from: k + 2) { initial.append(e.text) }
            case "name", "path":
                guard let open = enclosingBracket(k), text(open) == "(", routeCalls.contains(text(open - 1)),
                    let e = expression(from: k + 2), let close = partner(open),
                    let w = firstWidget(in: (open + 1)..<close, after: ["page", "builder", "pageBuilder"])
                else { continue }
                named[e.text] = named[e.text] ?? w
            case "routes":
                // `routes: { KEY: (context) => W(), … }`.
                guard text(k + 2) == "{", let close = partner(k + 2) else { continue }
                var j = k + 3
                while j < close {
                    guard let key = expression(from: j), text(key.end) == ":" else { break }
                    let valueEnd = entryEnd(from: key.end + 1, limit: close)
                    if let w = firstWidget(in: (key.end + 1)..<valueEnd, after: []) {
                        named[key.text] = named[key.text] ?? w
                    }
                    j = valueEnd + 1
                }
            default: continue
            }
        }
        return (initial, named)
    }

    /// An expression's text from `k` to the first `,`, `:`, `)` or `}` at its own depth (a string's content, or
    /// names and dots: `RoutePaths.initial`), and the token it stopped at. Nil when it holds anything else.
    private func expression(from k: Int) -> (text: String, end: Int)? {
        var j = k
        var out = ""
        while j < tokens.count, j - k < 16 {
            let t = text(j)
            if [",", ":", ")", "}"].contains(t) { return out.isEmpty ? nil : (out, j) }
            if tokens[j].kind == .string {
                out += "'" + t + "'"
            } else if isIdentifier(j) || t == "." {
                out += t
            } else {
                return nil
            }
            j += 1
        }
        return nil
    }

    /// Where a map entry's value starting at `k` ends: the next `,` (or `}`) at its own depth.
    private func entryEnd(from k: Int, limit: Int) -> Int {
        var j = k
        while j < limit {
            if text(j) == "," { return j }
            if ["(", "[", "{"].contains(text(j)), let close = partner(j) { j = close + 1; continue }
            j += 1
        }
        return limit
    }

    /// The first capitalised call in `range` (after one of `labels` when any are given), that is no route or page
    /// wrapper: the widget a route shows.
    private func firstWidget(in range: Range<Int>, after labels: Set<String>) -> String? {
        let wrappers: Set<String> = [
            "MaterialPageRoute", "CupertinoPageRoute", "PageRouteBuilder", "MaterialPage", "CupertinoPage",
            "NoTransitionPage", "CustomTransitionPage", "GetPage", "GoRoute", "Duration", "Transition"
        ]
        var j = range.lowerBound
        if !labels.isEmpty {
            guard let label = range.first(where: { labels.contains(text($0)) && text($0 + 1) == ":" }) else {
                return nil
            }
            j = label + 2
        }
        while j < range.upperBound {
            // `W(`, or `W<T>(` with its type arguments.
            var call = j + 1
            if text(call) == "<" {
                while call < range.upperBound, call - j < 16, text(call) != ">" { call += 1 }
                call += 1
            }
            if isIdentifier(j), text(call) == "(", let first = text(j).first, first.isUppercase,
                !wrappers.contains(text(j))
            {
                return text(j)
            }
            j += 1
        }
        return nil
    }

    /// Whether code here is a class body or the file's top level (where `name(…) =>` declares a function).
    func isDeclarationLevel(_ scopes: [(scope: Scope, closes: Int)]) -> Bool {
        guard let last = scopes.last else { return true }
        if case .type = last.scope { return true }
        return false
    }

    /// What a `{` at `k` opens: a function's body (`name(…) {`, `name(…) async {`, `get name {`), a closure's
    /// (`(…) {` as an argument), or a plain block.
    func scopeOpened(at k: Int) -> Scope {
        var j = k - 1
        while ["async", "sync", "*"].contains(text(j)) { j -= 1 }
        if isIdentifier(j), text(j - 1) == "get" { return .function(name: text(j)) }
        guard text(j) == ")", let open = partner(j) else { return .block }
        let before = open - 1
        if isIdentifier(before) {
            if DartStructure.keywords.contains(text(before)) { return .block }
            return .function(name: text(before))
        }
        // A closure: the label of the argument it is passed as, when it has one (`onPressed: () {`).
        return .closure(label: text(before) == ":" && isIdentifier(before - 1) ? text(before - 1) : nil)
    }

    func call(
        at k: Int, arguments: Range<Int>, scopes: [(scope: Scope, closes: Int)],
        arrow: (name: String, depth: Int)?
    ) -> FrameworkLockFact {
        var type: (name: String, superclass: String?)?
        var function: String?
        var closureLabels: [String?] = []
        for s in scopes.reversed() {
            switch s.scope {
            case .type(let name, let superclass): if type == nil { type = (name, superclass) }
            case .function(let name):
                if function == nil { function = name }
            case .closure(let label): if function == nil { closureLabels.append(label) }
            case .block: break
            }
            if type != nil { break }
        }
        if function == nil, let arrow { function = arrow.name }
        let scope: FrameworkLockFact.Scope
        if type == nil {
            scope = function == "main" ? .startup : .helper
        } else if let type, DartStructure.isWidget(type) {
            let name = function ?? ""
            if closureLabels.contains(where: { $0.map(DartStructure.popLabels.contains) ?? false })
                || DartStructure.closesScreen.contains(name)
            {
                scope = .screenCloses
            } else if DartStructure.opensScreen.contains(name) && (name != "build" || closureLabels.isEmpty) {
                scope = .screenOpens
            } else if closureLabels.isEmpty, let body = typeBody(scopes), callsWhenOpening(name, in: body) {
                scope = .screenOpens
            } else {
                scope = .event
            }
        } else {
            scope = .helper
        }
        let receiver = text(k - 1) == "." && isIdentifier(k - 2) ? text(k - 2) + "." : ""
        let line = receiver.isEmpty ? tokens[k].line : tokens[k - 2].line
        return FrameworkLockFact(
            framework: .flutter, call: receiver + "setPreferredOrientations",
            masks: listMasks(from: arguments.lowerBound, to: arguments.upperBound, depth: 0) ?? .anything,
            scope: scope, inType: type?.name, function: function, widget: type.flatMap { widgets[$0.name] },
            condition: branches.condition(at: k),
            location: SourceLocation(path, line: line))
    }

    /// A widget's class or its `State`: it extends `State<…>`, or a base whose name ends in `State`, `Widget`,
    /// `Page` or `Screen` (`ConsumerState`, `StatefulWidget`, an app's `BasePage`).
    static func isWidget(_ type: (name: String, superclass: String?)) -> Bool {
        // By what it extends, not by its own name: `class AppState extends ChangeNotifier` is no screen.
        guard let base = type.superclass else { return false }
        return ["State", "Widget", "Page", "Screen"].contains { base.hasSuffix($0) }
    }

    /// The masks an expression from `start` to `end` sets: a list literal of `DeviceOrientation`s (`const`, typed
    /// `<DeviceOrientation>[…]`, `...DeviceOrientation.values` spread), `DeviceOrientation.values`, a name this
    /// file assigns such a list, or a ternary of those. An empty list is what the OS allows (all, in the engine).
    /// Nil when the expression is none of those.
    func listMasks(from start: Int, to end: Int, depth: Int) -> Possible<OrientationMask>? {
        guard depth < 8, start < end else { return nil }
        // A ternary: each branch.
        var j = start
        while j < end {
            if let p = partner(j), p > j, ["(", "[", "{"].contains(text(j)) { j = p + 1; continue }
            if text(j) == "?" {
                var colon = j + 1
                while colon < end, text(colon) != ":" {
                    if let p = partner(colon), p > colon, ["(", "[", "{"].contains(text(colon)) { colon = p }
                    colon += 1
                }
                guard colon < end, let a = listMasks(from: j + 1, to: colon, depth: depth + 1),
                    let b = listMasks(from: colon + 1, to: end, depth: depth + 1)
                else { return nil }
                return a.union(b)
            }
            j += 1
        }
        /// `services.DeviceOrientation` (the library imported with a prefix: `import '…/services.dart' as
        /// services`) is `DeviceOrientation`: the index of the type's name.
        func unprefixed(_ i: Int) -> Int {
            isIdentifier(i) && text(i + 1) == "." && text(i + 2) == "DeviceOrientation" ? i + 2 : i
        }
        var k = start
        if text(k) == "const" { k += 1 }
        if text(k) == "<", text(unprefixed(k + 1)) == "DeviceOrientation", text(unprefixed(k + 1) + 1) == ">" {
            k = unprefixed(k + 1) + 2
        }
        k = unprefixed(k)
        if text(k) == "DeviceOrientation", text(k + 1) == ".", text(k + 2) == "values", k + 3 == end {
            return .just(.all)
        }
        if isIdentifier(k), k + 1 == end { return namedLists[text(k)] ?? .anything }
        guard text(k) == "[", let close = partner(k), close + 1 == end else { return nil }
        var mask: OrientationMask = []
        var element = k + 1
        while element < close {
            var stop = element
            while stop < close, text(stop) != "," {
                if let p = partner(stop), p > stop { stop = p }
                stop += 1
            }
            if stop == element { element += 1; continue }  // a trailing comma
            let spread = text(element) == "..." ? unprefixed(element + 1) : nil
            let named = unprefixed(element)
            if let spread, text(spread) == "DeviceOrientation", text(spread + 2) == "values", stop == spread + 3 {
                mask.formUnion(.all)
            } else if text(named) == "DeviceOrientation", text(named + 1) == ".", stop == named + 3,
                let m = FrameworkLockFact.flutterMask(text(named + 2))
            {
                mask.formUnion(m)
            } else {
                return .anything  // `if (…) …`, a variable, another enum: not told here
            }
            element = stop + 1
        }
        return .just(mask.isEmpty ? .all : mask)
    }
}
