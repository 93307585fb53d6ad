// Orientation facts from Objective-C (.m, .mm, .h). No parser library exists for it here, so this is a focused
// scanner. It blanks comments and string contents (keeping every offset), finds @interface/@implementation …
// @end, then method definitions and their bodies, and reads the same facts as the Swift reader.

import Foundation
import OrientEngine
import OrientProject

public enum ObjCFacts {
    public static func extract(data: Data, path: String) -> FileFacts {
        var facts = FileFacts(path: path, language: .objectiveC)
        guard let text = String(validating: data, as: UTF8.self) else {
            facts.problems.append(ProjectDiagnostic(.warning, FileLocation(path), "not UTF-8 text; skipped"))
            return facts
        }
        let source = ObjCSource(text)
        if let line = source.conflictMarkerLine {
            facts.problems.append(ProjectDiagnostic(.warning, FileLocation(path, line: line), "unresolved merge-conflict markers; skipped"))
            return facts
        }
        var scanner = ObjCScanner(source: source, facts: facts)
        scanner.scan()
        return scanner.facts
    }
}

/// The file's bytes twice: as written, and with comments and literal contents blanked (same offsets).
struct ObjCSource {
    let original: [UInt8]
    let code: [UInt8]
    let lineStarts: [Int]

    init(_ text: String) {
        let original = Array(text.utf8)
        self.original = original
        var code = original
        var i = 0
        let n = code.count
        func blank(_ from: Int, _ to: Int) { for k in from..<min(to, n) where code[k] != 10 { code[k] = 32 } }
        while i < n {
            let c = original[i]
            if c == 47, i + 1 < n, original[i + 1] == 47 {          // //
                var j = i
                while j < n, original[j] != 10 { j += 1 }
                blank(i, j); i = j
            } else if c == 47, i + 1 < n, original[i + 1] == 42 {   // /* */
                var j = i + 2
                while j + 1 < n, !(original[j] == 42 && original[j + 1] == 47) { j += 1 }
                blank(i, j + 2); i = j + 2
            } else if c == 34 || c == 39 {                          // "…" and '…': keep the quotes, blank inside
                var j = i + 1
                while j < n, original[j] != c, original[j] != 10 {
                    if original[j] == 92 { j += 1 }
                    j += 1
                }
                blank(i + 1, j); i = j + 1
            } else if c == 35, ObjCSource.atLineStart(original, i) {   // a preprocessor line
                var j = i
                while j < n, original[j] != 10 { j += 1 }
                // keep `#if`/`#endif` text readable but never parse it as code
                blank(i, j); i = j
            } else {
                i += 1
            }
        }
        self.code = code
        var starts = [0]
        for (k, b) in original.enumerated() where b == 10 { starts.append(k + 1) }
        lineStarts = starts
    }

    static func atLineStart(_ bytes: [UInt8], _ at: Int) -> Bool {
        var k = at - 1
        while k >= 0, bytes[k] == 32 || bytes[k] == 9 { k -= 1 }
        return k < 0 || bytes[k] == 10
    }

    var conflictMarkerLine: Int? {
        for (line, start) in lineStarts.enumerated() where start + 8 <= original.count {
            if original[start..<start + 7].allSatisfy({ $0 == 60 }), original[start + 7] == 32 || original[start + 7] == 10 { return line + 1 }
        }
        return nil
    }

    func lineColumn(_ offset: Int) -> (Int, Int) {
        var lo = 0, hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        return (lo + 1, offset - lineStarts[lo] + 1)
    }

    func text(_ range: Range<Int>) -> String { String(decoding: code[range], as: UTF8.self) }
    func originalText(_ range: Range<Int>) -> String { String(decoding: original[range], as: UTF8.self) }
}

struct ObjCScanner {
    let source: ObjCSource
    var facts: FileFacts
    var code: [UInt8] { source.code }

    init(source: ObjCSource, facts: FileFacts) { self.source = source; self.facts = facts }

    func location(_ offset: Int) -> CodeLocation {
        let (line, column) = source.lineColumn(offset)
        return CodeLocation(file: facts.path, line: line, column: column)
    }

    static func isIdent(_ b: UInt8) -> Bool { b == 95 || (b >= 48 && b <= 57) || (b | 0x20 >= 97 && b | 0x20 <= 122) || b == 36 }

    func skipSpace(_ i: Int) -> Int {
        var i = i
        while i < code.count, code[i] == 32 || code[i] == 9 || code[i] == 10 || code[i] == 13 { i += 1 }
        return i
    }

    func identifier(at i: Int) -> (String, Int)? {
        var j = i
        while j < code.count, ObjCScanner.isIdent(code[j]) { j += 1 }
        return j > i ? (source.text(i..<j), j) : nil
    }

    /// The offset just past the bracket that closes the one at `open` (`{`, `(`, `[`).
    func matching(_ open: Int) -> Int? {
        let o = code[open]
        let c: UInt8 = o == 123 ? 125 : o == 40 ? 41 : 93
        var depth = 0
        var i = open
        while i < code.count {
            if code[i] == o { depth += 1 } else if code[i] == c { depth -= 1; if depth == 0 { return i + 1 } }
            i += 1
        }
        return nil
    }

    func find(_ word: String, from: Int, to: Int) -> Int? {
        let w = Array(word.utf8)
        guard !w.isEmpty, to - from >= w.count else { return nil }
        var i = from
        while i <= to - w.count {
            if code[i] == w[0], Array(code[i..<i + w.count]) == w { return i }
            i += 1
        }
        return nil
    }

    // MARK: declarations

    mutating func scan() {
        var i = 0
        let n = code.count
        while i < n {
            guard code[i] == 64 else { i += 1; continue }   // @
            if let (word, after) = identifier(at: i + 1), word == "interface" || word == "implementation" || word == "protocol" {
                let end = find("@end", from: after, to: n) ?? n
                declaration(word, from: i, after: after, end: end)
                i = end + 4
                continue
            }
            i += 1
        }
    }

    private mutating func declaration(_ keyword: String, from start: Int, after: Int, end: Int) {
        var i = skipSpace(after)
        guard let (name, afterName) = identifier(at: i) else { return }
        i = skipSpace(afterName)
        var superclass: String?
        var category: String?
        var protocols: [String] = []
        if i < end, code[i] == 58, let (s, afterSuper) = identifier(at: skipSpace(i + 1)) {          // : Super
            superclass = s; i = skipSpace(afterSuper)
        }
        if i < end, code[i] == 40, let close = matching(i) {                                           // (Category)
            category = source.text(i + 1..<close - 1).trimmingCharacters(in: .whitespaces); i = skipSpace(close)
        }
        if i < end, code[i] == 60, let close = find(">", from: i, to: end) {                           // <Protocols>
            protocols = source.text(i + 1..<close).split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            i = close + 1
        }
        if keyword == "protocol" {
            facts.types.append(TypeFact(name: name, kind: .protocol, protocols: protocols, members: [], location: location(start)))
            return
        }
        let kind: TypeFact.Kind = category == nil ? .class : .extension
        var type = TypeFact(name: name, kind: kind, superclass: superclass, protocols: protocols, members: [], location: location(afterName - name.utf8.count))
        if keyword == "implementation" {
            methods(in: i..<end, type: &type, isCategory: category != nil)
        }
        facts.types.append(type)
    }

    // MARK: methods

    private struct Method {
        var selector: String
        var returnType: String
        var nameOffset: Int
        var body: Range<Int>
    }

    private mutating func methods(in range: Range<Int>, type: inout TypeFact, isCategory: Bool) {
        var i = range.lowerBound
        while i < range.upperBound {
            let c = code[i]
            if c == 123, let close = matching(i) { i = close; continue }        // a stray block: skip
            guard c == 45 || c == 43, i == 0 || code[i - 1] == 10 || isLineStart(i) else { i += 1; continue }   // - or + at a line start
            guard let method = methodHeader(at: i, limit: range.upperBound) else { i += 1; continue }
            handle(method, type: &type, isCategory: isCategory)
            i = method.body.upperBound
        }
    }

    private func isLineStart(_ at: Int) -> Bool {
        var k = at - 1
        while k >= 0, code[k] == 32 || code[k] == 9 { k -= 1 }
        return k < 0 || code[k] == 10
    }

    /// `- (ReturnType)part:(Type)arg part2:(Type)arg2 {` … `}`.
    private func methodHeader(at start: Int, limit: Int) -> Method? {
        var i = skipSpace(start + 1)
        var returnType = "id"
        if i < limit, code[i] == 40, let close = matching(i) {
            returnType = source.text(i + 1..<close - 1).trimmingCharacters(in: .whitespaces)
            i = skipSpace(close)
        }
        var selector = ""
        var nameOffset = i
        var first = true
        while i < limit, code[i] != 123, code[i] != 59 {
            guard let (part, after) = identifier(at: i) else { i += 1; continue }
            if first { nameOffset = i; first = false }
            var j = skipSpace(after)
            if j < limit, code[j] == 58 {
                selector += part + ":"
                j = skipSpace(j + 1)
                if j < limit, code[j] == 40, let close = matching(j) { j = skipSpace(close) }
                if let (_, afterArg) = identifier(at: j) { j = skipSpace(afterArg) }
                i = j
            } else {
                if selector.isEmpty { selector = part }
                // attributes such as NS_AVAILABLE_IOS(…) after the selector
                i = j
                if i < limit, code[i] == 40, let close = matching(i) { i = skipSpace(close) }
            }
        }
        guard i < limit, code[i] == 123, let close = matching(i), !selector.isEmpty else { return nil }
        return Method(selector: selector, returnType: returnType, nameOffset: nameOffset, body: i..<close)
    }

    static let memberSelectors: [String: (Member, Expect)] = [
        "supportedInterfaceOrientations": (.supportedInterfaceOrientations, .mask),
        "shouldAutorotate": (.shouldAutorotate, .bool),
        "preferredInterfaceOrientationForPresentation": (.preferredInterfaceOrientationForPresentation, .orientation),
        "prefersInterfaceOrientationLocked": (.prefersInterfaceOrientationLocked, .bool),
        "childViewControllerForInterfaceOrientationLock": (.childForInterfaceOrientationLock, .child),
        "shouldAutorotateToInterfaceOrientation:": (.shouldAutorotateToInterfaceOrientation, .bool),
        "willRotateToInterfaceOrientation:duration:": (.willRotateToInterfaceOrientation, .none),
        "didRotateFromInterfaceOrientation:": (.didRotateFromInterfaceOrientation, .none),
        "willAnimateRotationToInterfaceOrientation:duration:": (.willAnimateRotationToInterfaceOrientation, .none),
        "willAnimateFirstHalfOfRotationToInterfaceOrientation:duration:": (.willAnimateFirstHalfOfRotation, .none),
        "didAnimateFirstHalfOfRotationToInterfaceOrientation:": (.didAnimateFirstHalfOfRotation, .none),
        "willAnimateSecondHalfOfRotationFromInterfaceOrientation:duration:": (.willAnimateSecondHalfOfRotation, .none),
    ]

    private mutating func handle(_ m: Method, type: inout TypeFact, isCategory: Bool) {
        let at = location(m.nameOffset)
        if let (member, expect) = ObjCScanner.memberSelectors[m.selector] {
            let value: Value? = expect == .none ? nil : ObjCEvaluator(member: m.selector, expect: expect, source: source).body(m.body)
            type.members.append(MemberFact(member: member, value: value, isOverride: true, context: isCategory ? .classExtension : .classBody, location: at))
        } else if m.selector == "application:supportedInterfaceOrientationsForWindow:" {
            facts.delegates.append(DelegateFact(kind: .application, member: .supportedInterfaceOrientations, inType: type.name,
                                                value: ObjCEvaluator(member: "", expect: .mask, source: source).body(m.body), location: at))
        } else if m.selector.hasSuffix("SupportedInterfaceOrientations:") || m.selector.hasSuffix("PreferredInterfaceOrientationForPresentation:") {
            let supported = m.selector.hasSuffix("SupportedInterfaceOrientations:")
            let kindName = String(m.selector.dropLast(supported ? "SupportedInterfaceOrientations:".count : "PreferredInterfaceOrientationForPresentation:".count))
            if let kind = DelegateFact.Kind(rawValue: kindName) {
                facts.delegates.append(DelegateFact(kind: kind, member: supported ? .supportedInterfaceOrientations : .preferredInterfaceOrientationForPresentation,
                                                    inType: type.name, value: ObjCEvaluator(member: "", expect: supported ? .mask : .orientation, source: source).body(m.body),
                                                    location: at))
            }
        } else if m.selector == "modalPresentationStyle" {
            if let r = ObjCEvaluator.returns(in: m.body, source: source).first {
                type.presentationStyle = ObjCEvaluator.styleName(source.text(r.expression).trimmingCharacters(in: .whitespacesAndNewlines))
                type.presentationStyleLocation = at
            }
        }
        calls(in: m, typeName: type.name, type: &type)
    }

    // MARK: calls

    private mutating func calls(in m: Method, typeName: String, type: inout TypeFact) {
        let body = m.body
        let context = CallContext(inType: typeName, inMember: m.selector)
        let blocks = AvailabilityBlocks(scanner: self, range: body)
        func ctx(_ offset: Int) -> CallContext {
            var c = context
            c.availability = blocks.availability(at: offset)
            return c
        }
        var i = body.lowerBound
        while i < body.upperBound {
            guard ObjCScanner.isIdent(code[i]), i == 0 || !ObjCScanner.isIdent(code[i - 1]),
                  let (word, after) = identifier(at: i) else { i += 1; continue }
            let next = skipSpace(after)
            let isKeywordPart = next < body.upperBound && code[next] == 58   // `word:`
            switch word {
            case "presentViewController" where isKeywordPart:
                let arg = argument(after: next, limit: body.upperBound)
                let presented = arg.flatMap { typeOf($0, before: i, in: body) }
                let style = arg.flatMap { styleAssignment(to: source.text($0).trimmingCharacters(in: .whitespacesAndNewlines), before: i, in: body) }
                facts.presentations.append(PresentationFact(api: "presentViewController:animated:completion:", presented: presented, style: style?.0,
                                                            styleLocation: style.map { location($0.1) }, context: ctx(i), location: location(i)))
            case "pushViewController" where isKeywordPart:
                let arg = argument(after: next, limit: body.upperBound)
                facts.pushes.append(PushFact(api: "pushViewController:animated:", controllers: [arg.flatMap { typeOf($0, before: i, in: body) }],
                                             context: ctx(i), location: location(i)))
            case "setViewControllers" where isKeywordPart:
                var items: [String?] = [nil]
                if let arg = argument(after: next, limit: body.upperBound) {
                    let text = source.text(arg).trimmingCharacters(in: .whitespacesAndNewlines)
                    if text.hasPrefix("@[") {
                        items = text.dropFirst(2).dropLast().split(separator: ",").map { name in
                            typeOfText(name.trimmingCharacters(in: .whitespacesAndNewlines), before: i, in: body)
                        }
                    }
                }
                facts.pushes.append(PushFact(api: "setViewControllers:animated:", controllers: items, context: ctx(i), location: location(i)))
            case "initWithRootViewController" where isKeywordPart:
                let container = allocatedClass(before: i) ?? "UINavigationController"
                let arg = argument(after: next, limit: body.upperBound)
                facts.pushes.append(PushFact(api: "\(container)(rootViewController:)", controllers: [arg.flatMap { typeOf($0, before: i, in: body) }],
                                             context: ctx(i), location: location(i)))
            case "rootViewController":
                // `self.window.rootViewController = X;` (property syntax) or `[self.window setRootViewController:X]`
                let before = source.text(max(body.lowerBound, i - 40)..<i)
                if next < body.upperBound, code[next] == 61, next + 1 < body.upperBound, code[next + 1] != 61, before.lowercased().contains("window") {
                    let end = statementEnd(from: next + 1, limit: body.upperBound)
                    facts.windowRoots.append(WindowRootFact(controller: typeOf(next + 1..<end, before: i, in: body), context: ctx(i), location: location(i)))
                }
            case "setRootViewController" where isKeywordPart:
                if source.text(max(body.lowerBound, i - 40)..<i).lowercased().contains("window") {
                    facts.windowRoots.append(WindowRootFact(controller: argument(after: next, limit: body.upperBound).flatMap { typeOf($0, before: i, in: body) },
                                                            context: ctx(i), location: location(i)))
                }
            case "setValue" where isKeywordPart:
                guard let arg = argument(after: next, limit: body.upperBound),
                      let forKey = find("forKey", from: arg.upperBound, to: min(body.upperBound, arg.upperBound + 20)) else { break }
                let keyStart = skipSpace(forKey + 7)
                let keyText = source.originalText(keyStart..<min(body.upperBound, keyStart + 16))
                let receiver = source.text(max(body.lowerBound, i - 40)..<i)
                guard keyText.hasPrefix("@\"orientation\""), receiver.contains("UIDevice") && receiver.contains("currentDevice") else { break }
                facts.rotations.append(RotationFact(api: .uideviceOrientation, argument: ObjCEvaluator.orientationArgument(source.text(arg)),
                                                    receiver: "[UIDevice currentDevice]", context: ctx(i), location: location(i)))
            case "attemptRotationToDeviceOrientation":
                facts.rotations.append(RotationFact(api: .attemptRotationToDeviceOrientation, receiver: "UIViewController", context: ctx(i), location: location(i)))
            case "setNeedsUpdateOfSupportedInterfaceOrientations":
                facts.rotations.append(RotationFact(api: .setNeedsUpdateOfSupportedInterfaceOrientations, receiver: receiverText(before: i, in: body),
                                                    context: ctx(i), location: location(i)))
            case "requestGeometryUpdateWithPreferences" where isKeywordPart:
                let arg = argument(after: next, limit: body.upperBound).map { source.text($0) } ?? ""
                let resolved = arg.contains("alloc") ? arg : (declarationText(of: arg.trimmingCharacters(in: .whitespacesAndNewlines), before: i, in: body) ?? arg)
                if resolved.contains("GeometryPreferencesMac") { break }
                var value: Value?
                if let r = resolved.range(of: "initWithInterfaceOrientations:") {
                    let rest = resolved[r.upperBound...].prefix { $0 != "]" }
                    value = ObjCEvaluator(member: "", expect: .mask, source: source).evaluate(String(rest))
                }
                facts.rotations.append(RotationFact(api: .requestGeometryUpdate, argument: value, receiver: receiverText(before: i, in: body),
                                                    context: ctx(i), location: location(i)))
            case "modalPresentationStyle" where next < body.upperBound && code[next] == 61 && code[next + 1] != 61:
                let target = receiverText(before: i, in: body, dotSyntax: true)
                if target == "self" && (m.selector.hasPrefix("init") || m.selector == "awakeFromNib") {
                    let end = statementEnd(from: next + 1, limit: body.upperBound)
                    type.presentationStyle = ObjCEvaluator.styleName(source.text(next + 1..<end).trimmingCharacters(in: .whitespacesAndNewlines))
                    type.presentationStyleLocation = location(i)
                }
            default:
                let lower = word.lowercased()
                if next < body.upperBound, code[next] == 61, next + 1 < body.upperBound, code[next + 1] != 61,
                   lower.contains("orientation") || lower.contains("lock") || lower.hasSuffix("mask") {
                    let end = statementEnd(from: next + 1, limit: body.upperBound)
                    let value = ObjCEvaluator(member: "", expect: .mask, source: source).evaluate(source.text(next + 1..<end))
                    if value.isStatic {
                        let owner = receiverText(before: i, in: body, dotSyntax: true)
                        facts.assignments.append(AssignmentFact(variable: owner.map { $0 + "." + word } ?? word, value: value, context: ctx(i), location: location(i)))
                    }
                }
            }
            i = after
        }
    }

    /// The argument after `selector:`, up to the next keyword part, `]` or `;` at depth 0.
    private func argument(after colon: Int, limit: Int) -> Range<Int>? {
        var i = skipSpace(colon + 1)
        let start = i
        var depth = 0
        while i < limit {
            let c = code[i]
            if c == 40 || c == 91 || c == 123 { depth += 1 }
            else if c == 41 || c == 93 || c == 125 { if depth == 0 { break }; depth -= 1 }
            else if c == 59, depth == 0 { break }
            else if depth == 0, c == 32 || c == 10 || c == 9 {
                // `arg animated:` — a following identifier ending in ':' starts the next keyword part
                let j = skipSpace(i)
                if let (_, after) = identifier(at: j), after < limit, code[skipSpace(after)] == 58 { break }
            }
            i += 1
        }
        return i > start ? start..<i : nil
    }

    private func statementEnd(from: Int, limit: Int) -> Int {
        var i = from
        while i < limit, code[i] != 59 { i += 1 }
        return i
    }

    /// `[[Type alloc] init…` just before `at`, or `[Type new]`.
    private func allocatedClass(before at: Int) -> String? {
        let text = source.text(max(0, at - 80)..<at)
        guard let r = text.range(of: " alloc]", options: .backwards) else { return nil }
        let head = text[..<r.lowerBound]
        let name = head.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return name.isEmpty ? nil : String(name.reversed())
    }

    private func typeOf(_ range: Range<Int>, before at: Int, in body: Range<Int>) -> String? {
        typeOfText(source.text(range).trimmingCharacters(in: .whitespacesAndNewlines), before: at, in: body)
    }

    /// `[[Type alloc] init…]`, `[Type new]`, `(Type *)x`, or a local `Type *x = …` declared earlier in the method.
    private func typeOfText(_ text: String, before at: Int, in body: Range<Int>) -> String? {
        if text.hasPrefix("[[") || text.hasPrefix("[") {
            let inner = text.drop { $0 == "[" }
            let name = inner.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            let rest = inner.dropFirst(name.count).trimmingCharacters(in: .whitespaces)
            if !name.isEmpty, name.first?.isUppercase == true, rest.hasPrefix("alloc") || rest.hasPrefix("new") { return String(name) }
            return nil
        }
        let name = text.hasPrefix("self.") ? String(text.dropFirst(5)) : text
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        if let decl = declarationText(of: name, before: at, in: body, wantType: true) { return decl }
        return nil
    }

    /// For a local `name`: its declared type (`wantType`) or the text it is initialised with.
    private func declarationText(of name: String, before at: Int, in body: Range<Int>, wantType: Bool = false) -> String? {
        let text = source.text(body.lowerBound..<at)
        var result: String?
        var search = text.startIndex..<text.endIndex
        while let r = text.range(of: name, range: search) {
            search = r.upperBound..<text.endIndex
            let before = text[..<r.lowerBound]
            let after = text[r.upperBound...]
            guard before.last.map({ !($0.isLetter || $0.isNumber || $0 == "_") }) ?? true,
                  after.first.map({ !($0.isLetter || $0.isNumber || $0 == "_") }) ?? true else { continue }
            let trimmedAfter = after.drop { $0 == " " || $0 == "\t" }
            guard trimmedAfter.hasPrefix("=") && !trimmedAfter.hasPrefix("==") else { continue }
            let statement = trimmedAfter.dropFirst().prefix { $0 != ";" }
            let typePart = before.reversed().drop { $0 == " " || $0 == "*" || $0 == "\t" }.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            let declared = String(typePart.reversed())
            if wantType {
                if !declared.isEmpty, declared.first?.isUppercase == true, declared != "id" { result = declared }
                else { result = typeOfText(statement.trimmingCharacters(in: .whitespacesAndNewlines), before: body.lowerBound, in: body) }
            } else {
                result = String(statement)
            }
        }
        return result
    }

    /// `x.modalPresentationStyle = …;` or `[x setModalPresentationStyle:…]` before `at`; the last one wins.
    private func styleAssignment(to name: String, before at: Int, in body: Range<Int>) -> (String, Int)? {
        var found: (String, Int)?
        var i = body.lowerBound
        while let hit = find("odalPresentationStyle", from: i, to: at) {
            i = hit + 1
            let start = hit - 1
            let receiverRange = max(body.lowerBound, start - name.utf8.count - 2)..<start
            let receiver = source.text(receiverRange)
            if code[start] == 109, receiver.hasSuffix(name + "."), let eq = find("=", from: hit, to: min(at, hit + 30)) {   // x.modalPresentationStyle =
                let end = statementEnd(from: eq + 1, limit: at)
                found = (ObjCEvaluator.styleName(source.text(eq + 1..<end).trimmingCharacters(in: .whitespacesAndNewlines)), start)
            } else if code[start] == 77, source.text(max(body.lowerBound, start - 3 - name.utf8.count - 2)..<start).contains(name) {  // setModalPresentationStyle:
                let colon = hit + "odalPresentationStyle".utf8.count
                if colon < at, code[colon] == 58 {
                    let end = find("]", from: colon, to: at) ?? colon
                    found = (ObjCEvaluator.styleName(source.text(colon + 1..<end).trimmingCharacters(in: .whitespacesAndNewlines)), start)
                }
            }
        }
        return found
    }

    /// The receiver of a message (`[receiver selector…]`) or of a property (`receiver.property`).
    private func receiverText(before at: Int, in body: Range<Int>, dotSyntax: Bool = false) -> String? {
        var k = at - 1
        while k > body.lowerBound, code[k] == 32 || code[k] == 10 || code[k] == 9 { k -= 1 }
        if dotSyntax {
            guard code[k] == 46 else { return nil }   // .
            var s = k - 1
            while s > body.lowerBound, ObjCScanner.isIdent(code[s - 1]) || code[s - 1] == 46 { s -= 1 }
            return source.text(s..<k)
        }
        var end = k + 1
        var s = k
        if code[k] == 93, let open = matchingOpen(k) { return source.text(open..<k + 1) }   // [[x y] selector]
        while s > body.lowerBound, ObjCScanner.isIdent(code[s - 1]) || code[s - 1] == 46 { s -= 1 }
        if s == end { end = k }
        return s < end ? source.text(s..<end) : nil
    }

    private func matchingOpen(_ close: Int) -> Int? {
        var depth = 0
        var i = close
        while i >= 0 {
            if code[i] == 93 { depth += 1 } else if code[i] == 91 { depth -= 1; if depth == 0 { return i } }
            i -= 1
        }
        return nil
    }
}

/// `if (@available(iOS 16.0, *)) { … } else { … }` blocks of a method body.
struct AvailabilityBlocks {
    var blocks: [(then: Range<Int>, else: Range<Int>?, version: String, unavailable: Bool)] = []

    init(scanner: ObjCScanner, range: Range<Int>) {
        var i = range.lowerBound
        while let hit = scanner.find("@available", from: i, to: range.upperBound) ?? scanner.find("@unavailable", from: i, to: range.upperBound) {
            i = hit + 1
            let unavailable = scanner.code[hit + 1] == 117
            let text = scanner.source.text(hit..<min(range.upperBound, hit + 40))
            guard let r = text.range(of: "iOS") else { continue }
            let version = text[r.upperBound...].drop { $0 == " " }.prefix { $0.isNumber || $0 == "." }
            // the `if (` … `)` around it, then its block
            guard let close = scanner.find(")", from: hit, to: range.upperBound), let open = scanner.find("{", from: close, to: range.upperBound),
                  let end = scanner.matching(open) else { continue }
            var elseRange: Range<Int>?
            let afterThen = scanner.skipSpace(end)
            if let (word, afterElse) = scanner.identifier(at: afterThen), word == "else" {
                let e = scanner.skipSpace(afterElse)
                if e < range.upperBound, scanner.code[e] == 123, let eEnd = scanner.matching(e) { elseRange = e..<eEnd }
            }
            blocks.append((open..<end, elseRange, String(version), unavailable))
        }
    }

    func availability(at offset: Int) -> String? {
        for b in blocks.reversed() {
            if b.then.contains(offset) { return b.unavailable ? "before iOS \(b.version)" : "iOS \(b.version)+" }
            if let e = b.else, e.contains(offset) { return b.unavailable ? "iOS \(b.version)+" : "before iOS \(b.version)" }
        }
        return nil
    }
}

extension ObjCScanner {
    /// What a method returns in Objective-C terms.
    enum Expect { case mask, orientation, bool, child, none }
}

typealias Expect = ObjCScanner.Expect

/// Evaluates the `return` expressions of an Objective-C method body.
struct ObjCEvaluator {
    let member: String
    let expect: Expect
    let source: ObjCSource

    static let maskConstants: [String: OrientationMask] = [
        "UIInterfaceOrientationMaskPortrait": .portrait, "UIInterfaceOrientationMaskPortraitUpsideDown": .portraitUpsideDown,
        "UIInterfaceOrientationMaskLandscapeLeft": .landscapeLeft, "UIInterfaceOrientationMaskLandscapeRight": .landscapeRight,
        "UIInterfaceOrientationMaskLandscape": .landscape, "UIInterfaceOrientationMaskAll": .all,
        "UIInterfaceOrientationMaskAllButUpsideDown": .allButUpsideDown,
    ]
    static let orientationConstants: [String: InterfaceOrientation] = [
        "UIInterfaceOrientationPortrait": .portrait, "UIInterfaceOrientationPortraitUpsideDown": .portraitUpsideDown,
        "UIInterfaceOrientationLandscapeLeft": .landscapeLeft, "UIInterfaceOrientationLandscapeRight": .landscapeRight,
        "UIInterfaceOrientationUnknown": .unknown, "UIDeviceOrientationPortrait": .portrait,
    ]

    struct Return { var expression: Range<Int>; var offset: Int }

    /// Every `return …;` of the body, in order (nested blocks included, but not blocks `^{ … }`).
    static func returns(in body: Range<Int>, source: ObjCSource) -> [Return] {
        let code = source.code
        var out: [Return] = []
        var i = body.lowerBound
        let word = Array("return".utf8)
        while i + 6 < body.upperBound {
            if code[i] == 94 {   // ^ a block literal: its returns are its own
                var j = i
                while j < body.upperBound, code[j] != 123 { j += 1 }
                var depth = 0
                while j < body.upperBound {
                    if code[j] == 123 { depth += 1 } else if code[j] == 125 { depth -= 1; if depth == 0 { break } }
                    j += 1
                }
                i = j + 1
                continue
            }
            if code[i] == word[0], Array(code[i..<i + 6]) == word, i == 0 || !ObjCScanner.isIdent(code[i - 1]),
               !ObjCScanner.isIdent(code[i + 6]) {
                var j = i + 6
                while j < body.upperBound, code[j] != 59 { j += 1 }
                out.append(Return(expression: i + 6..<j, offset: i))
                i = j
                continue
            }
            i += 1
        }
        return out
    }

    func body(_ body: Range<Int>) -> Value {
        let rets = ObjCEvaluator.returns(in: body, source: source)
        guard let first = rets.first else { return .unknown("no return found") }
        let firstValue = evaluate(source.text(first.expression))
        if rets.count == 1 { return firstValue }
        let values = rets.map { evaluate(source.text($0.expression)) }
        if values.allSatisfy({ $0 == firstValue }) { return firstValue }
        if rets.count == 2 {
            // `if (cond) { return a; } return b;` or `… else { return b; }`
            let head = source.text(body.lowerBound..<first.offset)
            if let r = head.range(of: "if", options: .backwards), let open = head[r.upperBound...].firstIndex(of: "(") {
                var depth = 0
                var end = open
                for idx in head[open...].indices {
                    if head[idx] == "(" { depth += 1 } else if head[idx] == ")" { depth -= 1; if depth == 0 { end = idx; break } }
                }
                let condition = String(head[head.index(after: open)..<end]).trimmingCharacters(in: .whitespacesAndNewlines)
                return ObjCEvaluator.conditional(condition, values[0], values[1])
            }
        }
        return .unknown("several returns")
    }

    static func conditional(_ condition: String, _ then: Value, _ other: Value) -> Value {
        let c = condition.replacingOccurrences(of: "UIUserInterfaceIdiomPad", with: ".pad").replacingOccurrences(of: "UIUserInterfaceIdiomPhone", with: ".phone")
        switch ObjCIdiom.meaning(c) {
        case true?: return .idiom(pad: then, other: other)
        case false?: return .idiom(pad: other, other: then)
        case nil: return .conditional(condition: condition, then: then, else: other)
        }
    }

    func evaluate(_ raw: String) -> Value {
        var text = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        // (UIInterfaceOrientationMask)(…) casts and outer parentheses
        while text.hasPrefix("(") {
            if let close = closingParen(text), close == text.index(before: text.endIndex) { text = String(text.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces); continue }
            if let close = closingParen(text), text[text.index(after: text.startIndex)..<close].allSatisfy({ $0.isLetter || $0 == " " || $0 == "*" }) {
                text = String(text[text.index(after: close)...]).trimmingCharacters(in: .whitespaces); continue
            }
            break
        }
        if let q = topLevelIndex(of: "?", in: text), let colon = topLevelIndex(of: ":", in: text, after: q) {
            let condition = String(text[..<q])
            return ObjCEvaluator.conditional(condition.trimmingCharacters(in: .whitespaces), evaluate(String(text[text.index(after: q)..<colon])),
                                             evaluate(String(text[text.index(after: colon)...])))
        }
        switch text {
        case "YES", "true": return .bool(true)
        case "NO", "false": return .bool(false)
        default: break
        }
        if text.contains("|") {
            var mask = OrientationMask.empty
            for part in text.split(separator: "|") {
                guard case .mask(let m) = evaluate(String(part)) else { return .unknown(ObjCEvaluator.short(text)) }
                mask.formUnion(m)
            }
            return .mask(mask)
        }
        if let m = ObjCEvaluator.maskConstants[text] { return .mask(m) }
        if expect == .mask, let raw = UInt(text) { return .mask(OrientationMask(rawValue: raw)) }
        if let o = ObjCEvaluator.orientationConstants[text] {
            switch expect {
            case .mask: return .orientationAsMask(constant: text, mask: OrientationMask(rawValue: UInt(o.rawValue)))
            default: return .orientation(o)
            }
        }
        if text.hasPrefix("[") && text.hasSuffix("]") {
            // [receiver selector]
            let inner = text.dropFirst().dropLast().trimmingCharacters(in: .whitespaces)
            if let space = inner.lastIndex(of: " ") {
                let receiver = inner[..<space].trimmingCharacters(in: .whitespaces)
                let selector = inner[inner.index(after: space)...]
                if !member.isEmpty, selector == member {
                    if receiver == "super" { return .inherited }
                    return .forward(ObjCEvaluator.childName(receiver))
                }
            }
            return .dynamic(ObjCEvaluator.short(text))
        }
        if !member.isEmpty, text.hasSuffix("." + member) {
            let receiver = String(text.dropLast(member.count + 1))
            if receiver == "super" { return .inherited }
            return .forward(ObjCEvaluator.childName(receiver))
        }
        if expect == .child {
            if text == "nil" { return .dynamic("nil") }
            return .forward(ObjCEvaluator.childName(text))
        }
        if text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }), !text.isEmpty, !(text.first?.isNumber ?? false) {
            return .dynamic(text)
        }
        return .unknown(ObjCEvaluator.short(text))
    }

    /// `[self.topViewController …]` → `topViewController`; `[self.viewControllers lastObject]` → `viewControllers.lastObject`.
    static func childName(_ receiver: String) -> String {
        var r = receiver.trimmingCharacters(in: .whitespaces)
        if r.hasPrefix("[") && r.hasSuffix("]") {
            r = r.dropFirst().dropLast().split(separator: " ").joined(separator: ".")
        }
        if r.hasPrefix("self.") { r.removeFirst(5) }
        if r.hasPrefix("self ") { r.removeFirst(5) }
        return r
    }

    static func short(_ text: String) -> String {
        let t = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        return t.count > 80 ? String(t.prefix(77)) + "…" : t
    }

    static func styleName(_ text: String) -> String {
        let t = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if t.hasPrefix("UIModalPresentationStyle") { return "unknown: " + t }
        if t.hasPrefix("UIModalPresentation") {
            let name = t.dropFirst("UIModalPresentation".count)
            return name.prefix(1).lowercased() + name.dropFirst()
        }
        return "unknown: " + t
    }

    /// `@(UIInterfaceOrientationLandscapeLeft)`, `[NSNumber numberWithInt:UIInterfaceOrientationPortrait]`, …
    static func orientationArgument(_ text: String) -> Value {
        for (name, o) in orientationConstants where text.contains(name) {
            let longer = orientationConstants.keys.contains { $0 != name && $0.hasPrefix(name) && text.contains($0) }
            if !longer { return name.hasPrefix("UIDevice") ? .dynamic(name) : .orientation(o) }
        }
        return .unknown(short(text))
    }

    private func closingParen(_ text: String) -> String.Index? {
        var depth = 0
        for i in text.indices {
            if text[i] == "(" { depth += 1 } else if text[i] == ")" { depth -= 1; if depth == 0 { return i } }
        }
        return nil
    }

    private func topLevelIndex(of char: Character, in text: String, after: String.Index? = nil) -> String.Index? {
        var depth = 0
        var i = after.map { text.index(after: $0) } ?? text.startIndex
        while i < text.endIndex {
            let c = text[i]
            if c == "(" || c == "[" { depth += 1 } else if c == ")" || c == "]" { depth -= 1 }
            else if c == char, depth == 0 { return i }
            i = text.index(after: i)
        }
        return nil
    }
}

/// The idiom test in Objective-C (`UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad`, or
/// `[UIDevice currentDevice].userInterfaceIdiom == …`), after the constants are shortened to `.pad`/`.phone`.
enum ObjCIdiom {
    static func meaning(_ condition: String) -> Bool? {
        let c = condition.replacingOccurrences(of: " ", with: "")
        guard c.contains("userInterfaceIdiom") || c.contains("UI_USER_INTERFACE_IDIOM") else { return nil }
        guard !c.contains("&&"), !c.contains("||") else { return nil }
        if c.contains("==.pad") || c.hasPrefix(".pad==") { return true }
        if c.contains("!=.pad") || c.contains("==.phone") { return false }
        if c.contains("!=.phone") { return true }
        return nil
    }
}
