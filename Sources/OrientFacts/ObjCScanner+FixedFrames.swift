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
        SourceBytes.contains(data, "addSub") && SourceBytes.contains(data, "bounds")
    }

    /// `x = [[T alloc] initWithFrame:READ …`
    nonisolated(unsafe) static let allocation =
        #/
        (?:self\.|\b_?) (?<subject>\w+) \s*=\s* \[\s*\[\s*\w+\s+alloc\s*\]\s+ initWithFrame \s*:\s*
        (?<read> [^\]]*?\]\s*bounds\s*\] | \[\s*UIScreen\s+mainScreen\s*\]\s*\.\s*bounds | [^\s\]]+ )
        /#
    /// `x.frame = READ`
    nonisolated(unsafe) static let frameAssignment =
        #/
        (?:self\.|\b_?) (?<subject>\w+) \.frame \s*=\s* (?<read>.+) $
        /#
    /// `[self.view addSubview:x]`, `[self.view.layer addSublayer:x]`, `insertSubview:x …`
    nonisolated(unsafe) static let addition =
        #/
        \[\s* (?:self\.)? (?<container>[\w.]+) \s+ (?<verb>addSubview|insertSubview|addSublayer|insertSublayer)
        \s*:\s* (?:self\.|_)? (?<subject>\w+)
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
                find("initWithFrame", from: body, to: end) != nil || find(".frame", from: body, to: end) != nil,
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
        struct Sizing { var subject: String, read: String, statement: Int, offset: String.Index }
        var sizings: [Sizing] = []
        var additions: [(subject: String, container: String, isLayer: Bool, statement: Int)] = []
        // Regular expressions are slow: each runs only on the statements a plain search says may hold it.
        for (k, statement) in statements.enumerated() {
            // `x = [[T alloc] initWithFrame:READ …]`, `x.frame = READ`.
            if statement.contains("initWithFrame"), let m = statement.firstMatch(of: Self.allocation),
                let read = Self.read(String(m.output.read))
            {
                sizings.append(
                    Sizing(subject: String(m.output.subject), read: read, statement: k, offset: m.range.lowerBound))
            } else if statement.contains(".frame"), let m = statement.firstMatch(of: Self.frameAssignment),
                let read = Self.read(String(m.output.read).trimmingCharacters(in: .whitespacesAndNewlines))
            {
                sizings.append(
                    Sizing(subject: String(m.output.subject), read: read, statement: k, offset: m.range.lowerBound))
            }
            // `[self.view addSubview:x]`, `[self.view.layer addSublayer:x]`, `insertSubview:x …`.
            guard statement.contains("addSub") || statement.contains("insertSub") else { continue }
            for m in statement.matches(of: Self.addition) {
                additions.append(
                    (String(m.output.subject), String(m.output.container), m.output.verb.hasSuffix("layer"), k))
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
            out.append(
                FixedFrameFact(
                    inType: type, subject: sizing.subject, read: sizing.read, isLayer: added.isLayer,
                    location: location(base + block.utf8.distance(from: block.startIndex, to: sizing.offset))))
        }
        return out
    }

    /// The size read, named as Swift writes it (`view.bounds`, `UIScreen.main.bounds`, `preview.frame`), when it
    /// is the view's, the screen's or a view property's; nil for anything else (a rectangle made here).
    static func read(_ written: String) -> String? {
        let compact = written.filter { !$0.isWhitespace }
        if compact == "[[UIScreenmainScreen]bounds]" || compact == "[UIScreenmainScreen].bounds" {
            return "UIScreen.main.bounds"
        }
        guard let m = compact.wholeMatch(of: sizeRead) else { return nil }
        let base = String(m.output.a ?? m.output.b ?? "")
        let member = String(m.output.am ?? m.output.bm ?? "")
        guard base.lowercased().hasSuffix("view") else { return nil }
        return base + "." + member
    }
}
