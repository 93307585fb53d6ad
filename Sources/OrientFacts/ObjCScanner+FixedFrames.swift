import Foundation
import OrientProject

// Views and layers an `@implementation` sizes once from its view's or the screen's size and adds to that view,
// with nothing that resizes them (`FixedFrameFact`, as FixedFrames.swift reads Swift):
// `UITableView *table = [[UITableView alloc] initWithFrame:self.view.bounds style:…]; [self.view addSubview:table];`
// or `preview.frame = self.view.bounds; [self.view.layer addSublayer:preview];`. Read from the code with comments
// and strings blanked, one statement (`;`) at a time.
extension ObjCScanner {
    /// Whether a file can hold one (the others skip the pass).
    static func mayFixFrames(_ data: Data) -> Bool {
        (SourceBytes.contains(data, "addSub") || SourceBytes.contains(data, "insertSub"))
            && SourceBytes.contains(data, "bounds")
    }

    /// `x = [[T alloc] initWithFrame:READ …`
    nonisolated(unsafe) static let allocation =
        #/
        (?:self\.|\b_?) (?<subject>\w+) \s*=\s* \[\s*\[\s* (?<type>\w+) \s+alloc\s*\]\s+ initWithFrame \s*:\s*
        (?<read> [^\]]*?\]\s*bounds\s*\] | \[\s*UIScreen\s+mainScreen\s*\]\s*\.\s*bounds | [^\s\]]+ )
        /#
    /// `x.frame = READ`
    nonisolated(unsafe) static let frameAssignment =
        #/
        (?:self\.|\b_?) (?<subject>\w+) \.frame \s*=\s* (?<read>.+) $
        /#
    /// `[x setFrame:READ]`: the setter written as a message.
    nonisolated(unsafe) static let frameMessage =
        #/
        \[\s* (?:self\.|\b_?) (?<subject>\w+) \s+ setFrame \s*:\s* (?<read>.+) \] \s* $
        /#
    /// `[self.view addSubview:x]`, `[self.view.layer addSublayer:x]`, `insertSubview:x …`, and the subject
    /// stored as it is added (`addSublayer:(_preview = preview)`).
    nonisolated(unsafe) static let addition =
        #/
        \[\s* (?:self\.)? (?<container>[\w.]+) \s+ (?<verb>addSubview|insertSubview|addSublayer|insertSublayer)
        \s*:\s* (?:\(\s* (?:self\.|_)? (?<stored>\w+) \s*=\s*)? (?:self\.|_)? (?<subject>\w+)
        /#
    /// A local that names the controller's view (`UIView *preview = self.view;`), read as `view`.
    nonisolated(unsafe) static let viewAlias =
        #/
        ^ \s* (?:\w+\s*\*\s*)? (?<alias>\w+) \s*=\s* (?:self\.view|\[\s*self\s+view\s*\]) \s* $
        /#
    /// A method's first line (`- (void)viewDidLoad {`).
    nonisolated(unsafe) static let methodStart = #/(?m)^\s*[-+]\s*\(/#
    /// A local rectangle or width (`CGRect frame = READ;`, `CGFloat width = READ.size.width;`), read where it is used.
    nonisolated(unsafe) static let sizeLocal =
        #/
        ^ \s* (?:const\s+)? (?<type>CGRect|CGFloat|CGSize) \s+ (?<name>\w+) \s*=\s* (?<value>.+) $
        /#
    /// A method that only calls its super (`- (void)layoutSubviews { [super layoutSubviews]; }`, as templates leave
    /// it) or nothing: it resizes nothing, so it is no layout callback.
    nonisolated(unsafe) static let callbackDoingNothing =
        #/
        -\s*\(\s*void\s*\)\s* (?<name>\w+) [^{};]* \{ \s* (?: \[\s*super\s+ \k<name> [^\];]* \]\s*;\s* )? \}
        /#
    /// A size read with the spaces taken out: `[self.viewbounds]` or `self.view.bounds`.
    nonisolated(unsafe) static let sizeRead =
        #/
        (?: \[(?:self\.)?(?<a>\w+)(?<am>bounds|frame)\] | (?:self\.|_)?(?<b>\w+)\.(?<bm>bounds|frame) )
        /#

    func fixedFrames() -> [FixedFrameFact] {
        let n = code.count
        guard !FixedFrameFact.followsChanges.contains(where: { find($0, from: 0, to: n) != nil }) else { return [] }
        var out: [FixedFrameFact] = []
        var i = 0
        // Byte searches first: the text of an `@implementation` is made only where one may be.
        while let start = find("@implementation", from: i, to: n) {
            let body = start + 15
            let end = find("@end", from: body, to: n) ?? n
            i = min(n, end + 4)
            guard find("addSub", from: body, to: end) != nil || find("insertSub", from: body, to: end) != nil,
                find("initWithFrame", from: body, to: end) != nil || find(".frame", from: body, to: end) != nil
                    || find("setFrame", from: body, to: end) != nil,
                find("preferredContentSize", from: body, to: end) == nil
            else { continue }
            let block = source.text(body..<end)
            if FixedFrameFact.layoutCallbacks.contains(where: { find($0, from: body, to: end) != nil }) {
                let acting = block.replacing(Self.callbackDoingNothing, with: "")
                guard !FixedFrameFact.layoutCallbacks.contains(where: { acting.contains($0) }) else { continue }
            }
            guard
                let type = block.prefix(while: { $0 != "\n" }).split(whereSeparator: {
                    !$0.isLetter && !$0.isNumber && $0 != "_"
                }).first.map(String.init)
            else { continue }
            out += fixedFrames(in: block, of: type, at: body)
        }
        return out
    }

    private func fixedFrames(in block: String, of type: String, at base: Int) -> [FixedFrameFact] {
        let statements = block.split(separator: ";", omittingEmptySubsequences: true)
        struct Sizing {
            var subject: String, read: String, statement: Int, offset: String.Index
            var madeAs: String? = nil
        }
        var sizings: [Sizing] = []
        var additions: [(subject: String, container: String, isLayer: Bool, statement: Int)] = []
        // Locals, in the order written: a view alias reads as `view`, a size local as the size it holds.
        var aliases: [String: String] = [:]
        var sizes: [String: String] = [:]
        /// A read through the locals seen so far.
        func resolved(_ written: String) -> String? {
            let compact = written.filter { !$0.isWhitespace }
            if let size = sizes[compact] { return size }
            return Self.read(Self.replacing(aliases, in: compact)) ?? Self.screenWideRect(compact, sizes: sizes)
        }
        // Regular expressions are slow: each runs only on the statements a plain search says may hold it.
        for (k, statement) in statements.enumerated() {
            // A method's locals end with it; a local is declared after the last brace of its statement's text.
            if statement.contains("(") && statement.firstMatch(of: Self.methodStart) != nil {
                (aliases, sizes) = ([:], [:])
            }
            let local = statement[
                (statement.lastIndex { $0 == "{" || $0 == "}" }.map(statement.index(after:)) ?? statement.startIndex)...
            ]
            if local.contains("view"), let m = local.firstMatch(of: Self.viewAlias) {
                aliases[String(m.output.alias)] = "self.view"
                continue
            }
            if local.contains("CG"), let m = local.firstMatch(of: Self.sizeLocal) {
                let value = String(m.output.value).filter { !$0.isWhitespace }
                let size = m.output.type == "CGFloat" ? Self.screenWidth(value, aliases: aliases) : resolved(value)
                sizes[String(m.output.name)] = size
                continue
            }
            // `x = [[T alloc] initWithFrame:READ …]`, `x.frame = READ`, `[x setFrame:READ]`.
            if statement.contains("initWithFrame"), let m = statement.firstMatch(of: Self.allocation),
                let read = resolved(String(m.output.read))
            {
                sizings.append(
                    Sizing(
                        subject: String(m.output.subject), read: read, statement: k, offset: m.range.lowerBound,
                        madeAs: String(m.output.type)))
            } else if statement.contains(".frame"), let m = statement.firstMatch(of: Self.frameAssignment),
                let read = resolved(String(m.output.read))
            {
                sizings.append(
                    Sizing(subject: String(m.output.subject), read: read, statement: k, offset: m.range.lowerBound))
            } else if statement.contains("setFrame"), let m = statement.firstMatch(of: Self.frameMessage),
                let read = resolved(String(m.output.read))
            {
                sizings.append(
                    Sizing(subject: String(m.output.subject), read: read, statement: k, offset: m.range.lowerBound))
            }
            // `[self.view addSubview:x]`, `[self.view.layer addSublayer:x]`, `insertSubview:x …`.
            guard statement.contains("addSub") || statement.contains("insertSub") else { continue }
            for m in statement.matches(of: Self.addition) {
                var container = String(m.output.container)
                let head = container.prefix { $0 != "." }
                if aliases[String(head)] != nil { container = "view" + container.dropFirst(head.count) }
                let isLayer = m.output.verb.hasSuffix("layer")
                additions.append((String(m.output.subject), container, isLayer, k))
                if let stored = m.output.stored { additions.append((String(stored), container, isLayer, k)) }
            }
        }
        var out: [FixedFrameFact] = []
        for sizing in sizings {
            guard
                let added = additions.first(where: {
                    $0.subject == sizing.subject && FixedFrameFact.holds(container: $0.container, read: sizing.read)
                })
            else { continue }
            // Not `\b`: Swift's default word boundary keeps `table.frame` one word (UAX #29).
            guard let word = try? Regex("(?:^|[^A-Za-z0-9_])(?:self\\.|_)?\(sizing.subject)(?:[^A-Za-z0-9_]|$)"),
                let argument = try? Regex(":\\s*(?:self\\.|_)?\(sizing.subject)(?:[^A-Za-z0-9_]|$)")
            else { continue }
            let other = statements.enumerated().contains { k, statement in
                guard k != sizing.statement, k != added.statement, statement.contains(sizing.subject),
                    statement.contains(word)
                else { return false }
                let text = String(statement)
                if FixedFrameFact.laysOut(text) { return true }
                // Handed to a message that is not adding it.
                return text.contains(argument) && !FixedFrameFact.harmlessCalls.contains(where: { text.contains($0) })
            }
            guard !other else { continue }
            var fact = FixedFrameFact(
                inType: type, subject: sizing.subject, read: sizing.read, isLayer: added.isLayer,
                location: location(base + block.utf8.distance(from: block.startIndex, to: sizing.offset)),
                madeAs: sizing.madeAs)
            fact.inWindow = FixedFrameFact.namesAWindow(added.container)
            out.append(fact)
        }
        return out
    }

    /// The size read, named as Swift writes it (`view.bounds`, `UIScreen.main.bounds`, `preview.frame`), when it
    /// is the view's, the screen's or a view property's; nil for anything else (a rectangle made here). A view's
    /// layer's bounds are the view's.
    static func read(_ written: String) -> String? {
        var compact = written.filter { !$0.isWhitespace }
        if compact == "[[UIScreenmainScreen]bounds]" || compact == "[UIScreenmainScreen].bounds" {
            return "UIScreen.main.bounds"
        }
        if compact.hasSuffix(".layer.bounds") { compact = String(compact.dropLast(13)) + ".bounds" }
        guard let m = compact.wholeMatch(of: sizeRead) else { return nil }
        let base = String(m.output.a ?? m.output.b ?? "")
        let member = String(m.output.am ?? m.output.bm ?? "")
        guard base.lowercased().hasSuffix("view") else { return nil }
        return base + "." + member
    }

    /// `written` with each alias (a whole name at the start of a member chain) spelled as what it names.
    static func replacing(_ aliases: [String: String], in written: String) -> String {
        guard !aliases.isEmpty else { return written }
        let head = written.drop { $0 == "[" }.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard let to = aliases[String(head)] else { return written }
        let start = written.prefix { $0 == "[" }
        return start + to + written.dropFirst(start.count + head.count)
    }

    /// The screen's or the view's size read for a width (`[UIScreen mainScreen].bounds.size.width`,
    /// `CGRectGetWidth(self.view.bounds)`), as the size it is read from; nil for anything else.
    static func screenWidth(_ compact: String, aliases: [String: String]) -> String? {
        var value = compact
        if value.hasPrefix("CGRectGetWidth("), value.hasSuffix(")") {
            value = String(value.dropFirst(15).dropLast())
        } else if value.hasSuffix(".size.width") {
            value.removeLast(11)
        } else {
            return nil
        }
        return read(replacing(aliases, in: value))
    }

    /// `CGRectMake(0, y, WIDTH, h)` whose width is the screen's or the view's (written there or kept in a local):
    /// as wide as what it is read from, so it is that size's read.
    static func screenWideRect(_ compact: String, sizes: [String: String]) -> String? {
        guard compact.hasPrefix("CGRectMake("), compact.hasSuffix(")") else { return nil }
        let arguments = compact.dropFirst(11).dropLast().split(separator: ",", omittingEmptySubsequences: false)
        guard arguments.count == 4, arguments[0] == "0" || arguments[0] == "0.0" else { return nil }
        let width = String(arguments[2])
        return sizes[width] ?? screenWidth(width, aliases: [:])
    }

    /// The classes whose `@implementation` sets its own autoresizing mask (`self.autoresizingMask = …`,
    /// `[self setAutoresizingMask:…]`).
    func selfSizingViews() -> [String] {
        let n = code.count
        var out: [String] = []
        var i = 0
        while let start = find("@implementation", from: i, to: n) {
            let body = start + 15
            let end = find("@end", from: body, to: n) ?? n
            i = min(n, end + 4)
            guard
                find("self.autoresizingMask", from: body, to: end) != nil
                    || find("self setAutoresizingMask", from: body, to: end) != nil
            else { continue }
            let line = source.text(body..<min(end, body + 200)).prefix { $0 != "\n" }
            if let type = line.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).first {
                out.append(String(type))
            }
        }
        return out
    }
}
