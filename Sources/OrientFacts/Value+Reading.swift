import Foundation
import OrientEngine

// What the Swift and the Objective-C readers share when they turn code into a `Value`.

/// Recognises tests of the device idiom, in Swift or Objective-C spelling: `true` means the condition holds on
/// iPad, `false` on every other idiom, nil when it is no plain idiom test.
public enum IdiomTest {
    public static func meaning(of condition: String) -> Bool? {
        var c = condition.replacingOccurrences(of: " ", with: "")
        guard c.contains("userInterfaceIdiom") || c.contains("UI_USER_INTERFACE_IDIOM") else { return nil }
        guard !c.contains("&&"), !c.contains("||") else { return nil }
        for (spelt, short) in [
            ("UIUserInterfaceIdiom.pad", ".pad"), ("UIUserInterfaceIdiom.phone", ".phone"),
            ("UIUserInterfaceIdiomPad", ".pad"), ("UIUserInterfaceIdiomPhone", ".phone")
        ] {
            c = c.replacingOccurrences(of: spelt, with: short)
        }
        if c.contains("==.pad") || c.hasPrefix(".pad==") { return true }
        if c.contains("!=.pad") || c.contains("==.phone") { return false }
        if c.contains("!=.phone") { return true }
        return nil
    }
}

extension IdiomTest {
    /// What the conditions a call runs under say of the idiom (`!(…)` negates one); `helpers` are the project's
    /// idiom helpers (`isPad`), by name. The first condition that tests the idiom decides.
    public static func meaning(ofAll conditions: [String], helpers: [String: Bool]) -> Bool? {
        for c in conditions {
            var text = c.replacingOccurrences(of: " ", with: "")
            var negated = false
            if text.hasPrefix("!(") && text.hasSuffix(")") {
                negated = true; text = String(text.dropFirst(2).dropLast())
            }
            if text.hasPrefix("!") { negated.toggle(); text.removeFirst() }
            if let m = meaning(of: text) { return m != negated }
            var name = text
            if name.hasSuffix("()") { name.removeLast(2) }
            if let last = name.split(separator: ".").last, let m = helpers[String(last)] { return m != negated }
        }
        return nil
    }

    /// A helper's body that is only an idiom test (`UIDevice.current.userInterfaceIdiom == .pad`, with or
    /// without `return`).
    public static func helperMeaning(_ body: String) -> Bool? {
        var text = body.trimmingCharacters(in: .whitespacesAndNewlines)
        // "The hardware is an iPad": the pad idiom, or an iPhone app on an iPad (`model.hasPrefix("iPad")`), as
        // Signal's `isIPad` spells it over a few lines: true on the iPad device class either way.
        let compact = text.replacingOccurrences(of: " ", with: "")
        if text.count < 400, !text.contains("?"), !text.contains("{"), compact.contains("model.hasPrefix(\"iPad\")"),
            compact.contains("==UIUserInterfaceIdiom.pad") || compact.contains("==.pad"), !compact.contains("&&!")
        {
            return true
        }
        if text.hasPrefix("return ") { text.removeFirst(7) }
        guard text.count < 120, !text.contains("?"), !text.contains("{"), !text.contains("\n") else { return nil }
        return meaning(of: text)
    }
}

extension Value {
    /// `condition ? then : other`: per idiom when the condition tests it, else a condition to classify later.
    public static func branch(_ condition: String, then: Value, else other: Value) -> Value {
        if then == other { return then }
        switch IdiomTest.meaning(of: condition) {
        case true?: return .idiom(pad: then, other: other)
        case false?: return .idiom(pad: other, other: then)
        case nil: return .conditional(condition: condition, then: then, else: other)
        }
    }

    /// Code as shown in a fact: on one line, at most 80 characters.
    public static func excerpt(_ text: some StringProtocol) -> String {
        let t = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(
            separator: " ")
        return t.count > 80 ? String(t.prefix(77)) + "…" : t
    }
}

extension Value {
    /// Static, or a choice between static values on a condition the code states (`setting == 1 ? .portrait : .all`):
    /// which one holds is only known at run time, but each is.
    public var isChoiceOfStatics: Bool {
        switch self {
        case .conditional(_, let t, let e): return t.isChoiceOfStatics && e.isChoiceOfStatics
        case .idiom(let p, let o): return p.isChoiceOfStatics && o.isChoiceOfStatics
        default: return isStatic
        }
    }
}
