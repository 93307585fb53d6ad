import Foundation
import OrientEngine
import OrientProject

/// Evaluates the `return` expressions of an Objective-C method body.
struct ObjCEvaluator {
    let member: String
    let expect: Expect
    let source: ObjCSource

    static let orientationConstants: [String: InterfaceOrientation] = [
        "UIInterfaceOrientationPortrait": .portrait, "UIInterfaceOrientationPortraitUpsideDown": .portraitUpsideDown,
        "UIInterfaceOrientationLandscapeLeft": .landscapeLeft, "UIInterfaceOrientationLandscapeRight": .landscapeRight,
        "UIInterfaceOrientationUnknown": .unknown, "UIDeviceOrientationPortrait": .portrait
    ]

    struct Return { var expression: Range<Int>; var offset: Int }

    /// Every `return …;` of the body, in order (nested blocks included, but not blocks `^{ … }`).
    static func returns(in body: Range<Int>, source: ObjCSource) -> [Return] {
        let code = source.code
        var out: [Return] = []
        var i = body.lowerBound
        let word = Array("return".utf8)
        while i + 6 < body.upperBound {
            if code[i] == 94 {  // ^ a block literal: its returns are its own
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
            if code[i] == word[0], Array(code[i..<i + 6]) == word,
                i == 0 || !SourceBytes.isIdentifier(code[i - 1], dollar: true),
                !SourceBytes.isIdentifier(code[i + 6], dollar: true)
            {
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
        // A local the method builds its answer in (`orientations |= …`, `BOOL should = …`): what it can hold there.
        func value(_ r: Return) -> Value {
            let v = evaluate(source.text(r.expression))
            guard case .dynamic(let name) = v, expect == .mask || expect == .bool,
                name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
            else { return v }
            return local(name, in: body, before: r.offset) ?? v
        }
        let firstValue = value(first)
        if rets.count == 1 { return firstValue }
        let values = rets.map(value)
        if values.allSatisfy({ $0 == firstValue }) { return firstValue }
        if rets.count == 2 {
            // `if (cond) { return a; } return b;` or `… else { return b; }`: the `if` whose body the first return
            // is in, not a logging `if (DEBUG) NSLog(…);` before it (a blind first run, hoccer).
            let head = source.text(body.lowerBound..<first.offset)[...]
            if let condition = Self.ifCondition(before: head)
                ?? Self.enclosingBlock(head).flatMap({ Self.ifCondition(before: head[...$0]) })
            {
                return Value.branch(condition, then: values[0], else: values[1])
            }
        }
        return .unknown("several returns")
    }

    func evaluate(_ raw: String) -> Value {
        var text = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        // (UIInterfaceOrientationMask)(…) casts and outer parentheses
        while text.hasPrefix("(") {
            if let close = closingParen(text), close == text.index(before: text.endIndex) {
                text = String(text.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces); continue
            }
            if let close = closingParen(text),
                text[text.index(after: text.startIndex)..<close].allSatisfy({ $0.isLetter || $0 == " " || $0 == "*" })
            {
                text = String(text[text.index(after: close)...]).trimmingCharacters(in: .whitespaces); continue
            }
            break
        }
        if let q = topLevelIndex(of: "?", in: text), let colon = topLevelIndex(of: ":", in: text, after: q) {
            let condition = String(text[..<q])
            return Value.branch(
                condition.trimmingCharacters(in: .whitespaces),
                then: evaluate(String(text[text.index(after: q)..<colon])),
                else: evaluate(String(text[text.index(after: colon)...])))
        }
        switch text {
        case "YES", "true": return .bool(true)
        case "NO", "false": return .bool(false)
        default: break
        }
        if text.contains("|") {
            var mask = OrientationMask.empty
            for part in text.split(separator: "|") {
                guard case .mask(let m) = evaluate(String(part)) else { return .unknown(Value.excerpt(text)) }
                mask.formUnion(m)
            }
            return .mask(mask)
        }
        if let m = OrientationMask(objectiveCName: text) { return .mask(m) }
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
            return .dynamic(Value.excerpt(text))
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
        if text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }), !text.isEmpty,
            !(text.first?.isNumber ?? false)
        {
            return .dynamic(text)
        }
        return .unknown(Value.excerpt(text))
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

    static func modalStyle(_ text: String) -> ModalStyle { ModalStyle(name: styleName(text)) }

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
        return .unknown(Value.excerpt(text))
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
            if c == "(" || c == "[" {
                depth += 1
            } else if c == ")" || c == "]" {
                depth -= 1
            } else if c == char, depth == 0 {
                return i
            }
            i = text.index(after: i)
        }
        return nil
    }
}
