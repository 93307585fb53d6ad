import Foundation
import OrientEngine
import OrientProject

// Presentations, pushes and forced rotations in method bodies, and what the code around them says.
extension ObjCScanner {
    mutating func calls(in m: Method, typeName: String?, type: inout TypeFact) {
        let body = m.body
        let context = CallContext(inType: typeName, inMember: m.selector.isEmpty ? nil : m.selector)
        // The blocks around a call are worked out when the method has a call to record: most methods have none.
        var blocks: (AvailabilityBlocks, ConditionBlocks)?
        let scanner = self
        func ctx(_ offset: Int) -> CallContext {
            if blocks == nil {
                blocks = (
                    AvailabilityBlocks(scanner: scanner, range: body), ConditionBlocks(scanner: scanner, range: body)
                )
            }
            var c = context
            c.availability = blocks?.0.availability(at: offset)
            c.conditions = blocks?.1.conditions(at: offset) ?? []
            return c
        }
        var i = body.lowerBound
        while i < body.upperBound {
            guard SourceBytes.isIdentifier(code[i], dollar: true),
                i == 0 || !SourceBytes.isIdentifier(code[i - 1], dollar: true)
            else { i += 1; continue }
            // Every word of every body passes here: a word of no length below and naming no lock or mask is
            // skipped by its bytes, before it becomes a String.
            var after = i
            while after < code.count, SourceBytes.isIdentifier(code[after], dollar: true) { after += 1 }
            guard
                Self.callWordLengths.contains(after - i) || Self.namesLockOrMask(code[i..<after])
                    || deviceHelperLengths.contains(after - i)
            else {
                i = after
                continue
            }
            let word = source.text(i..<after)
            if deviceHelpers.contains(word) { deviceHelperCall(i, after: after, body: body, context: ctx(i)) }
            let next = skipSpace(after)
            let isKeywordPart = next < body.upperBound && code[next] == 58  // `word:`
            if word == "orientation" || word == "statusBarOrientation" || word == "interfaceOrientation" {
                deviceOrientationRead(word, i, after: after, body: body, context: ctx(i))
            }
            switch word {
            case "presentViewController" where isKeywordPart:
                presentViewController(i, next: next, body: body, context: ctx(i))
            case "pushViewController" where isKeywordPart:
                let arg = argument(after: next, limit: body.upperBound)
                facts.pushes.append(
                    PushFact(
                        api: "pushViewController:animated:",
                        controllers: [arg.flatMap { typeOf($0, before: i, in: body) }],
                        context: ctx(i), location: location(i)))
            case "setViewControllers" where isKeywordPart:
                setViewControllers(i, next: next, body: body, context: ctx(i))
            case "initWithRootViewController" where isKeywordPart:
                initWithRootViewController(i, next: next, body: body, context: ctx(i))
            case "initWithContentViewController" where isKeywordPart:
                popoverContent(i, next: next, body: body, context: ctx(i))
            case "rootViewController":
                rootViewControllerAssignment(i, next: next, body: body, context: ctx(i))
            case "setRootViewController" where isKeywordPart:
                setRootViewController(i, next: next, body: body, context: ctx(i))
            case "setValue" where isKeywordPart:
                setValueForKey(i, next: next, body: body, context: ctx(i))
            case "attemptRotationToDeviceOrientation":
                facts.rotations.append(
                    RotationFact(
                        api: .attemptRotationToDeviceOrientation, receiver: "UIViewController", context: ctx(i),
                        location: location(i)))
            case "setNeedsUpdateOfSupportedInterfaceOrientations":
                facts.rotations.append(
                    RotationFact(
                        api: .setNeedsUpdateOfSupportedInterfaceOrientations,
                        receiver: receiverText(before: i, in: body),
                        context: ctx(i), location: location(i)))
            case "UIDeviceOrientationLandscapeLeft", "UIDeviceOrientationLandscapeRight":
                nameConversion(word, i, after: after, body: body, context: ctx(i))
            case "requestGeometryUpdateWithPreferences" where isKeywordPart:
                requestGeometryUpdate(i, next: next, body: body, context: ctx(i))
            case "modalPresentationStyle" where next < body.upperBound && code[next] == 61 && code[next + 1] != 61:
                let target = receiverText(before: i, in: body, dotSyntax: true)
                if target == "self" && (m.selector.hasPrefix("init") || m.selector == "awakeFromNib") {
                    let end = statementEnd(from: next + 1, limit: body.upperBound)
                    type.presentationStyle = ObjCEvaluator.modalStyle(
                        source.text(next + 1..<end).trimmingCharacters(in: .whitespacesAndNewlines))
                    type.presentationStyleLocation = location(i)
                } else if target == "self" && type.presentationStyle == nil {
                    // Set in `viewDidLoad` or later: known only where the view loads before the presentation.
                    type.presentationStyle = .unknown("set in \(m.selector)")
                    type.presentationStyleLocation = location(i)
                }
            default:
                // Most words name no lock or mask: the context around them is not worked out.
                guard Self.namesLockOrMask(word) else { break }
                maskAssignment(word, i, next: next, body: body, context: ctx(i), in: m)
                if isKeywordPart { maskArguments(word, i, body: body, context: ctx(i), in: m) }
            }
            i = after
        }
    }

    /// `something.orientationLock = UIInterfaceOrientationMaskPortrait;`: a mask stored where a mask is read.
    /// The lengths of the words `calls` looks for (the `case`s above, `orientation`, `statusBarOrientation`).
    static let callWordLengths: Set<Int> = Set(
        [
            "presentViewController", "pushViewController", "setViewControllers", "initWithRootViewController",
            "initWithContentViewController", "rootViewController", "setRootViewController", "setValue",
            "attemptRotationToDeviceOrientation",
            "setNeedsUpdateOfSupportedInterfaceOrientations", "UIDeviceOrientationLandscapeLeft",
            "UIDeviceOrientationLandscapeRight", "requestGeometryUpdateWithPreferences", "modalPresentationStyle",
            "orientation", "statusBarOrientation", "interfaceOrientation"
        ].map(\.utf8.count))

    mutating func maskAssignment(
        _ word: String, _ i: Int, next: Int, body: Range<Int>, context c: CallContext, in method: Method
    ) {
        guard next < body.upperBound, code[next] == 61, next + 1 < body.upperBound, code[next + 1] != 61,
            Self.namesLockOrMask(word)
        else { return }
        let end = statementEnd(from: next + 1, limit: body.upperBound)
        let text = source.text(next + 1..<end)
        var value = ObjCEvaluator(member: "", expect: .mask, source: source).evaluate(text)
        if !value.isStatic { value = .unknown(Value.excerpt(text)) }
        let owner = receiverText(before: i, in: body, dotSyntax: true)
        facts.assignments.append(
            AssignmentFact(
                variable: owner.map { $0 + "." + word } ?? word, value: value, context: c, location: location(i),
                parameter: maskParameter(named: text.trimmingCharacters(in: .whitespacesAndNewlines), of: method)))
    }

    mutating func presentViewController(_ i: Int, next: Int, body: Range<Int>, context c: CallContext) {
        let arg = argument(after: next, limit: body.upperBound)
        let presented = arg.flatMap { typeOf($0, before: i, in: body) }
        let style = arg.flatMap {
            styleAssignment(
                to: source.text($0).trimmingCharacters(in: .whitespacesAndNewlines), before: i, in: body)
        }
        var fact = PresentationFact(
            api: "presentViewController:animated:completion:", presented: presented,
            style: style.map { ModalStyle(name: $0.0) },
            styleLocation: style.map { location($0.1) }, context: c, location: location(i))
        if let at = style?.1 {
            fact.styleIsConditional =
                ConditionBlocks(scanner: self, range: body).conditions(at: at).count > c.conditions.count
        }
        fact.presentedVia = arg.flatMap { Self.propertyOfSelf(source.text($0)) }
        facts.presentations.append(fact)
    }

    /// `self.name`, `[self name]` or `_name`: the property `name` of `self`.
    static func propertyOfSelf(_ text: String) -> String? {
        let t = text.filter { !$0.isWhitespace }
        var name: Substring?
        if t.hasPrefix("self.") {
            name = t.dropFirst(5)
        } else if t.hasPrefix("[self"), t.hasSuffix("]") {
            name = t.dropFirst(5).dropLast()
        } else if t.hasPrefix("_") {
            name = t.dropFirst()
        }
        guard let name, !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return String(name)
    }

    /// `[[UIPopoverController alloc] initWithContentViewController:nav]` (iOS 3.2 to 9, iPad): the content is shown
    /// in a popover, which UIKit never asks (R7.4).
    mutating func popoverContent(_ i: Int, next: Int, body: Range<Int>, context c: CallContext) {
        guard let popover = allocatedClass(before: i), popover.hasSuffix("PopoverController") else { return }
        let arg = argument(after: next, limit: body.upperBound)
        var fact = PresentationFact(
            api: "\(popover)(contentViewController:)", presented: arg.flatMap { typeOf($0, before: i, in: body) },
            style: .known(.popover), styleLocation: location(i), context: c, location: location(i))
        fact.presentedVia = arg.flatMap { Self.propertyOfSelf(source.text($0)) }
        facts.presentations.append(fact)
    }

    mutating func initWithRootViewController(_ i: Int, next: Int, body: Range<Int>, context c: CallContext) {
        let container = allocatedClass(before: i) ?? "UINavigationController"
        let arg = argument(after: next, limit: body.upperBound)
        facts.pushes.append(
            PushFact(
                api: "\(container)(rootViewController:)",
                controllers: [arg.flatMap { typeOf($0, before: i, in: body) }],
                context: c, location: location(i)))
    }

    mutating func setRootViewController(_ i: Int, next: Int, body: Range<Int>, context c: CallContext) {
        if source.text(max(body.lowerBound, i - 40)..<i).lowercased().contains("window") {
            let roots =
                argument(after: next, limit: body.upperBound).map { rootTypes($0, before: i, in: body) } ?? [nil]
            for controller in roots {
                facts.windowRoots.append(
                    WindowRootFact(
                        controller: controller, context: c, location: location(i),
                        externalScreen: WindowRootFact.picksScreen(source.text(body))))
            }
        }
    }

    mutating func setViewControllers(_ i: Int, next: Int, body: Range<Int>, context c: CallContext) {
        var items: [String?] = [nil]
        if let arg = argument(after: next, limit: body.upperBound) {
            let text = source.text(arg).trimmingCharacters(in: .whitespacesAndNewlines)
            if text.hasPrefix("@[") {
                items = text.dropFirst(2).dropLast().split(separator: ",").map { name in
                    typeOfText(name.trimmingCharacters(in: .whitespacesAndNewlines), before: i, in: body)
                }
            }
        }
        facts.pushes.append(
            PushFact(
                api: "setViewControllers:animated:", controllers: items, context: c, location: location(i))
        )
    }

    mutating func rootViewControllerAssignment(_ i: Int, next: Int, body: Range<Int>, context c: CallContext) {
        // `self.window.rootViewController = X;` (property syntax) or `[self.window setRootViewController:X]`
        let before = source.text(max(body.lowerBound, i - 40)..<i)
        if next < body.upperBound, code[next] == 61, next + 1 < body.upperBound, code[next + 1] != 61,
            before.lowercased().contains("window")
        {
            let end = statementEnd(from: next + 1, limit: body.upperBound)
            for controller in rootTypes(next + 1..<end, before: i, in: body) {
                facts.windowRoots.append(
                    WindowRootFact(
                        controller: controller, context: c, location: location(i),
                        externalScreen: WindowRootFact.picksScreen(source.text(body))))
            }
        }
    }

    mutating func setValueForKey(_ i: Int, next: Int, body: Range<Int>, context c: CallContext) {
        // `forKey:` may stand on the next line, aligned under `setValue:` (a blind reading of rambler-it-ios).
        guard let arg = argument(after: next, limit: body.upperBound),
            case let after = skipSpace(arg.upperBound),
            let forKey = find("forKey", from: after, to: min(body.upperBound, after + 8))
        else { return }
        let keyStart = skipSpace(forKey + 7)
        let keyText = source.originalText(keyStart..<min(body.upperBound, keyStart + 16))
        let receiver = source.text(max(body.lowerBound, i - 40)..<i)
        guard keyText.hasPrefix("@\"orientation\""),
            receiver.contains("UIDevice") && receiver.contains("currentDevice")
        else { return }
        facts.rotations.append(
            RotationFact(
                api: .uideviceOrientation, argument: ObjCEvaluator.orientationArgument(source.text(arg)),
                receiver: "[UIDevice currentDevice]", context: c, location: location(i)))
    }

    mutating func requestGeometryUpdate(_ i: Int, next: Int, body: Range<Int>, context c: CallContext) {
        let arg = argument(after: next, limit: body.upperBound).map { source.text($0) } ?? ""
        let resolved =
            arg.contains("alloc")
            ? arg
            : (declarationText(of: arg.trimmingCharacters(in: .whitespacesAndNewlines), before: i, in: body)
                ?? arg)
        // A window size request on the Mac or Vision Pro asks nothing of the interface orientation.
        if resolved.contains("GeometryPreferencesMac") || resolved.contains("GeometryPreferencesVision") { return }
        var value: Value?
        if let r = resolved.range(of: "initWithInterfaceOrientations:") {
            let rest = resolved[r.upperBound...].prefix { $0 != "]" }
            value = ObjCEvaluator(member: "", expect: .mask, source: source).evaluate(String(rest))
        }
        facts.rotations.append(
            RotationFact(
                api: .requestGeometryUpdate, argument: value, receiver: receiverText(before: i, in: body),
                context: c, location: location(i)))
    }

    /// The argument after `selector:`, up to the next keyword part, `]` or `;` at depth 0.
    func argument(after colon: Int, limit: Int) -> Range<Int>? {
        var i = skipSpace(colon + 1)
        let start = i
        var depth = 0
        while i < limit {
            let c = code[i]
            if c == 40 || c == 91 || c == 123 {
                depth += 1
            } else if c == 41 || c == 93 || c == 125 {
                if depth == 0 { break }; depth -= 1
            } else if c == 59, depth == 0 {
                break
            } else if depth == 0, c == 32 || c == 10 || c == 9 {
                // `arg animated:` — a following identifier ending in ':' starts the next keyword part
                let j = skipSpace(i)
                if let (_, after) = identifier(at: j), after < limit, code[skipSpace(after)] == 58 { break }
            }
            i += 1
        }
        return i > start ? start..<i : nil
    }

    func statementEnd(from: Int, limit: Int) -> Int {
        var i = from
        while i < limit, code[i] != 59 { i += 1 }
        return i
    }

    /// `[[Type alloc] init…` just before `at`, or `[Type new]`.
    func allocatedClass(before at: Int) -> String? {
        let text = source.text(max(0, at - 80)..<at)
        guard let r = text.range(of: " alloc]", options: .backwards) else { return nil }
        let head = text[..<r.lowerBound]
        let name = head.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return name.isEmpty ? nil : String(name.reversed())
    }

    /// `x.modalPresentationStyle = …;` or `[x setModalPresentationStyle:…]` before `at`; the last one wins.
    func styleAssignment(to name: String, before at: Int, in body: Range<Int>) -> (String, Int)? {
        var found: (String, Int)?
        var i = body.lowerBound
        while let hit = find("odalPresentationStyle", from: i, to: at) {
            i = hit + 1
            let start = hit - 1
            let receiverRange = max(body.lowerBound, start - name.utf8.count - 2)..<start
            let receiver = source.text(receiverRange)
            if code[start] == 109, receiver.hasSuffix(name + "."), let eq = find("=", from: hit, to: min(at, hit + 30))
            {  // x.modalPresentationStyle =
                let end = statementEnd(from: eq + 1, limit: at)
                found = (
                    ObjCEvaluator.styleName(source.text(eq + 1..<end).trimmingCharacters(in: .whitespacesAndNewlines)),
                    start
                )
            } else if code[start] == 77,
                source.text(max(body.lowerBound, start - 3 - name.utf8.count - 2)..<start).contains(name)
            {  // setModalPresentationStyle:
                let colon = hit + "odalPresentationStyle".utf8.count
                if colon < at, code[colon] == 58 {
                    // No `]` before the call: the style is what is left up to it (found by Fuzz/run.sh objc).
                    let end = max(colon + 1, find("]", from: colon, to: at) ?? at)
                    found = (
                        ObjCEvaluator.styleName(
                            source.text(colon + 1..<end).trimmingCharacters(in: .whitespacesAndNewlines)), start
                    )
                }
            }
        }
        return found
    }

    /// The receiver of a message (`[receiver selector…]`) or of a property (`receiver.property`).
    func receiverText(before at: Int, in body: Range<Int>, dotSyntax: Bool = false) -> String? {
        var k = at - 1
        while k > body.lowerBound, code[k] == 32 || code[k] == 10 || code[k] == 9 { k -= 1 }
        if dotSyntax {
            guard code[k] == 46 else { return nil }  // .
            var s = k - 1
            while s > body.lowerBound, SourceBytes.isIdentifier(code[s - 1], dollar: true) || code[s - 1] == 46 {
                s -= 1
            }
            return source.text(s..<k)
        }
        var end = k + 1
        var s = k
        if code[k] == 93, let open = matchingOpen(k) { return source.text(open..<k + 1) }  // [[x y] selector]
        while s > body.lowerBound, SourceBytes.isIdentifier(code[s - 1], dollar: true) || code[s - 1] == 46 { s -= 1 }
        if s == end { end = k }
        return s < end ? source.text(s..<end) : nil
    }

    func matchingOpen(_ close: Int) -> Int? {
        var depth = 0
        var i = close
        while i >= 0 {
            if code[i] == 93 { depth += 1 } else if code[i] == 91 { depth -= 1; if depth == 0 { return i } }
            i -= 1
        }
        return nil
    }
}
