import Foundation
import OrientOutput

// What class an Objective-C expression holds: `[[Type alloc] init…]`, a local's declaration or its assignments, a
// storyboard identifier, or a property the file declares.
extension ObjCScanner {
    /// The classes a window's root may be: one, or for a local set in several branches (`root = [[A alloc] init]`
    /// here, `root = [[B alloc] init]` there) each (nil among them for a value Orient cannot tell).
    func rootTypes(_ range: Range<Int>, before at: Int, in body: Range<Int>) -> [String?] {
        if let t = typeOf(range, before: at, in: body) { return [t] }
        let text = source.text(range).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty, text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return [nil] }
        let possible = possibleTypes(of: text, before: at, in: body)
        return possible.isEmpty ? [nil] : possible
    }

    func typeOf(_ range: Range<Int>, before at: Int, in body: Range<Int>) -> String? {
        typeOfText(source.text(range).trimmingCharacters(in: .whitespacesAndNewlines), before: at, in: body)
    }

    /// `[[Type alloc] init…]`, `[Type new]`, `(Type *)x`, or a local `Type *x = …` declared earlier in the method.
    func typeOfText(_ text: String, before at: Int, in body: Range<Int>) -> String? {
        if text.hasPrefix("["), text.contains("instantiateViewControllerWithIdentifier:") {
            // String literals are blanked in the scanned text: the identifier is read from the original bytes, when
            // the method names one only.
            let ids = Set(storyboardIdentifiers(in: body))
            return ids.count == 1 ? ids.first.map(FileFacts.storyboardReference) : nil
        }
        if text.hasPrefix("[[") || text.hasPrefix("[") {
            let inner = text.drop { $0 == "[" }
            let name = inner.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            let rest = inner.dropFirst(name.count).trimmingCharacters(in: .whitespaces)
            if !name.isEmpty, name.first?.isUppercase == true, rest.hasPrefix("alloc") || rest.hasPrefix("new") {
                return String(name)
            }
            return nil
        }
        let name = text.hasPrefix("self.") ? String(text.dropFirst(5)) : text
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        if let decl = declarationText(of: name, before: at, in: body, wantType: true) { return decl }
        if text.hasPrefix("self.") { return propertyType(name) }
        // An instance variable (`VLCMovieViewController *_player;` in the class's braces) or a local declared
        // without a value, or the ivar a property `player` synthesizes (a blind first run, tvheadend: a player made
        // in one method, presented in another).
        return ivarType(name, in: body) ?? (name.hasPrefix("_") ? propertyType(String(name.dropFirst())) : nil)
    }

    /// The class a `Type *name;` declaration gives: an instance variable's, a property's, or a local's declared
    /// without a value (`WMViewController *vc;`, set in branches). The method's own first; in the file, nil where
    /// such declarations name several classes.
    func ivarType(_ name: String, in body: Range<Int>? = nil) -> String? {
        // The method's own declaration first.
        if let body, let own = declaredType(name, in: source.text(body)) { return own }
        return declaredType(name, in: source.text(0..<source.code.count))
    }

    /// The one class `Type *name;` declarations in `code` give `name`, nil for none or several.
    private func declaredType(_ name: String, in code: String) -> String? {
        let pattern =
            "(?<![\\w.])([A-Z][A-Za-z0-9_]*)\\s*\\*\\s*(?:__strong\\s+|__weak\\s+)?"
            + NSRegularExpression.escapedPattern(for: name) + "\\s*;"
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return nil }
        let found = Set(
            regex.matches(in: code, range: NSRange(code.startIndex..., in: code)).compactMap {
                Range($0.range(at: 1), in: code).map { String(code[$0]) }
            })
        return found.count == 1 ? found.first : nil
    }

    /// The class of a property the file declares (`@property (…) Type *name;`) or gives a getter
    /// (`- (Type *)name {`, a lazily made controller): `self.feedListViewController` handed to a navigation
    /// controller (a blind first run, Pushpin). Nil for another type or none.
    func propertyType(_ name: String) -> String? {
        let code = source.text(0..<source.code.count)
        for line in code.split(separator: "\n") where line.contains(name) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            var declared: Substring?
            if trimmed.hasPrefix("@property"), trimmed.hasSuffix("*\(name);") || trimmed.hasSuffix("* \(name);") {
                let head = trimmed.dropLast(name.count + 1).drop { $0 != ")" }.dropFirst()
                declared = head.split(separator: " ").first {
                    $0.first?.isUppercase == true && $0 != "IBOutlet" && $0 != "IBInspectable"
                }
            } else if trimmed.hasPrefix("- ("), let close = trimmed.firstIndex(of: ")"),
                trimmed[trimmed.index(after: close)...].drop(while: { $0 == " " }).hasPrefix(name)
            {
                let after = trimmed[trimmed.index(after: close)...].drop(while: { $0 == " " }).dropFirst(name.count)
                guard after.first.map({ !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ":") }) ?? true else {
                    continue
                }
                declared = trimmed[trimmed.index(trimmed.startIndex, offsetBy: 3)..<close].split(separator: " ").first
            }
            guard let type = declared?.trimmingCharacters(in: CharacterSet(charactersIn: " *")), !type.isEmpty,
                type.first?.isUppercase == true, type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
            else { continue }
            return type
        }
        return nil
    }

    /// The identifiers a method body gives `instantiateViewControllerWithIdentifier:@"…"`, from the original text.
    func storyboardIdentifiers(in body: Range<Int>) -> [String] {
        let text = source.originalText(body)
        return text.components(separatedBy: "instantiateViewControllerWithIdentifier:").dropFirst().compactMap {
            let rest = $0.drop { $0 == " " }
            guard rest.hasPrefix("@\"") else { return nil }
            let id = rest.dropFirst(2).prefix { $0 != "\"" }
            return id.isEmpty ? nil : String(id)
        }
    }

    /// For a local `name`: its declared type (`wantType`) or the text it is initialised with (the last assignment
    /// before `at`).
    func declarationText(of name: String, before at: Int, in body: Range<Int>, wantType: Bool = false) -> String? {
        guard let last = assignments(of: name, before: at, in: body).last else { return nil }
        return wantType ? type(of: last, in: body) : String(last.statement)
    }

    /// Every class a local `name` may hold at `at`: each assignment's (nil for one Orient cannot tell); a declared
    /// class other than a bare `UIViewController` or `id` says it for all. Empty when `name` is not a local.
    func possibleTypes(of name: String, before at: Int, in body: Range<Int>) -> [String?] {
        let all = assignments(of: name, before: at, in: body)
        if let declared = all.first?.declared, let t = type(of: all[0], in: body), t == declared,
            t != "UIViewController"
        {
            return [t]
        }
        var out: [String?] = []
        for a in all where a.statement.trimmingCharacters(in: .whitespacesAndNewlines) != "nil" {
            let t = valueType(of: a, in: body)
            if !out.contains(t) { out.append(t) }
        }
        return out
    }

    /// `name = …;`: the type written before the name when it declares it, the value, and the value's bytes.
    fileprivate struct Assignment {
        var declared: String
        var statement: Substring
        var bytes: Range<Int>
    }

    /// `name = …;` statements before `at`, each with the type written before the name when it declares it.
    fileprivate func assignments(of name: String, before at: Int, in body: Range<Int>) -> [Assignment] {
        let text = source.text(body.lowerBound..<at)
        var out: [Assignment] = []
        var search = text.startIndex..<text.endIndex
        while let r = text.range(of: name, range: search) {
            search = r.upperBound..<text.endIndex
            let before = text[..<r.lowerBound]
            let after = text[r.upperBound...]
            guard before.last.map({ !($0.isLetter || $0.isNumber || $0 == "_") }) ?? true,
                after.first.map({ !($0.isLetter || $0.isNumber || $0 == "_") }) ?? true
            else { continue }
            let trimmedAfter = after.drop { $0 == " " || $0 == "\t" }
            guard trimmedAfter.hasPrefix("=") && !trimmedAfter.hasPrefix("==") else { continue }
            let statement = trimmedAfter.dropFirst().prefix { $0 != ";" }
            let typePart = before.reversed().drop { $0 == " " || $0 == "*" || $0 == "\t" }.prefix {
                $0.isLetter || $0.isNumber || $0 == "_"
            }
            // Where the value starts in the file: the scanned text keeps the original's bytes but for blanked
            // literals, which a storyboard identifier is read from.
            let offset = body.lowerBound + text.utf8.distance(from: text.startIndex, to: statement.startIndex)
            out.append(
                Assignment(
                    declared: String(typePart.reversed()), statement: statement,
                    bytes: offset..<offset + statement.utf8.count))
        }
        return out
    }

    /// The class an assignment gives: its declared type, unless that is a bare `id` or a `UIViewController` made
    /// from a storyboard identifier (which may say more), else the class of its value.
    fileprivate func type(of a: Assignment, in body: Range<Int>) -> String? {
        // A plain controller declared and a subclass made (`UIViewController *c = [[Player alloc] init]`, a
        // blind first run, tvheadend's external display): the class made. A storyboard's scene may say more too.
        if a.declared == "UIViewController" || a.declared == "id" || a.declared.isEmpty,
            let made = valueType(of: a, in: body)
        {
            return made
        }
        return a.declared.first?.isUppercase == true ? a.declared : nil
    }

    /// The class of an assignment's value. A storyboard identifier is read from the statement itself, where the
    /// method names several (`@"MediaList"` in one branch, `@"AudioPlayer"` in another: a blind first run, hoccer).
    fileprivate func valueType(of a: Assignment, in body: Range<Int>) -> String? {
        if a.statement.contains("instantiateViewControllerWithIdentifier:"), a.bytes.upperBound <= source.code.count {
            let ids = storyboardIdentifiers(in: a.bytes)
            if ids.count == 1, let id = ids.first { return FileFacts.storyboardReference(identifier: id) }
        }
        return typeOfText(
            a.statement.trimmingCharacters(in: .whitespacesAndNewlines), before: body.lowerBound, in: body)
    }
}
