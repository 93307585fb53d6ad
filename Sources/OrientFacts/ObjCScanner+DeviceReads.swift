import Foundation
import OrientProject

// Decisions taken from the device's orientation (R13.3, R13.4) in Objective-C: `[[UIDevice currentDevice]
// orientation]` (or `UIDevice.currentDevice.orientation`) tested by `UIDeviceOrientationIsLandscape(…)`,
// `UIDeviceOrientationIsPortrait(…)`, a comparison or a `switch`, directly or through a local set from it; and reads
// of `statusBarOrientation`. Methods about the device itself (`DeviceOrientationReadFact.deviceMeant`) are skipped.
extension ObjCScanner {
    /// At the word `orientation` (or `statusBarOrientation`) at `i` in a method body.
    mutating func deviceOrientationRead(_ word: String, _ i: Int, after: Int, body: Range<Int>, context: CallContext) {
        let before = source.text(max(body.lowerBound, i - 48)..<i)
        let trimmed = before.replacingOccurrences(of: " ", with: "")
        if word == "interfaceOrientation" {
            // `self.interfaceOrientation` or `[self interfaceOrientation]`: UIViewController's, deprecated in iOS 8.
            guard trimmed.hasSuffix("self.") || trimmed.hasSuffix("[self") else { return }
            let next = skipSpace(after)
            if next < body.upperBound, code[next] == 61, next + 1 < body.upperBound, code[next + 1] != 61 { return }
            record(.controllerProperty, use: "interfaceOrientation", i, body: body, context: context)
            return
        }
        if word == "statusBarOrientation" {
            // `….statusBarOrientation = …` sets it (long a no-op).
            let next = skipSpace(after)
            if next < body.upperBound, code[next] == 61, next + 1 < body.upperBound, code[next + 1] != 61 { return }
            record(.statusBar, use: "statusBarOrientation", i, body: body, context: context)
            return
        }
        // The read's extent: `[[UIDevice currentDevice] orientation]` or `….currentDevice.orientation`.
        var start: Int
        var end = after
        if trimmed.hasSuffix("[UIDevicecurrentDevice]") && !trimmed.hasSuffix("[UIDevicecurrentDevice].") {
            guard let open = before.range(of: "[[", options: .backwards) else { return }
            start = i - before[open.lowerBound...].utf8.count
            let close = skipSpace(after)
            guard close < body.upperBound, code[close] == 93 else { return }
            end = close + 1
        } else if trimmed.hasSuffix("[UIDevicecurrentDevice].") || trimmed.hasSuffix("UIDevice.currentDevice.") {
            guard let r = before.range(of: "UIDevice", options: .backwards) else { return }
            start = i - before[r.lowerBound...].utf8.count
            if start > body.lowerBound, code[start - 1] == 91 { start -= 1 }
        } else {
            return
        }
        if let use = decision(start: start, end: end, body: body) {
            record(.device, use: use, start, body: body, context: context)
            return
        }
        // `UIDeviceOrientation o = [[UIDevice currentDevice] orientation];`, then a test of `o` later in the body.
        let head = source.text(max(body.lowerBound, start - 64)..<start)
        guard let eq = head.lastIndex(of: "="), head[head.index(after: eq)...].allSatisfy(\.isWhitespace) else {
            return
        }
        let name = String(
            head[..<eq].trimmingCharacters(in: .whitespaces).reversed().prefix {
                $0.isLetter || $0.isNumber || $0 == "_"
            }.reversed())
        guard !name.isEmpty else { return }
        var k = end
        while let at = find(name, from: k, to: body.upperBound) {
            let wordEnd = at + name.utf8.count
            let isWord =
                !SourceBytes.isIdentifier(code[at - 1], dollar: true)
                && (wordEnd >= body.upperBound || !SourceBytes.isIdentifier(code[wordEnd], dollar: true))
            if isWord, let use = decision(start: at, end: wordEnd, body: body) {
                record(.device, use: use, start, body: body, context: context)
                return
            }
            k = wordEnd
        }
    }

    /// How the code decides from the expression at `start..<end`, if it does right there.
    func decision(start: Int, end: Int, body: Range<Int>) -> String? {
        let before = source.text(max(body.lowerBound, start - 40)..<start).replacingOccurrences(of: " ", with: "")
        for test in ["UIDeviceOrientationIsLandscape(", "UIDeviceOrientationIsPortrait("] where before.hasSuffix(test) {
            return String(test.dropLast())
        }
        if before.hasSuffix("switch(") { return "switch" }
        if before.hasSuffix("==") || before.hasSuffix("!=") { return String(before.suffix(2)) }
        let next = skipSpace(end)
        if next + 1 < body.upperBound, code[next] == 61 || code[next] == 33, code[next + 1] == 61 {
            return source.text(next..<next + 2)
        }
        return nil
    }

    mutating func record(
        _ source: DeviceOrientationReadFact.Source, use: String, _ at: Int, body: Range<Int>, context: CallContext
    ) {
        let text = self.source.text(body)
        guard source != .device || !DeviceOrientationReadFact.deviceMeant.contains(where: { text.contains($0) })
        else { return }
        facts.deviceOrientationReads.append(
            DeviceOrientationReadFact(source: source, use: use, context: context, location: location(at)))
    }
}
