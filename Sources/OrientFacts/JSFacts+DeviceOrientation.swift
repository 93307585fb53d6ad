import OrientOutput

/// The device's orientation as `react-native-orientation-locker` hands it to JavaScript: its iOS side forwards
/// `UIDeviceOrientationDidChangeNotification` (`Orientation.m`), so a listener hears `FACE-UP` and `FACE-DOWN`, and
/// `LANDSCAPE-LEFT` from a device held sideways under a screen that does not turn (R13.3, R13.4). Deciding a layout
/// from it has the trap of `UIDevice.current.orientation`; the window's size (`useWindowDimensions`) is the value
/// a layout means.
extension JSStructure {
    /// The module's listeners of the device orientation, and where their callback stands among the arguments.
    static let deviceListeners: Set<String> = [
        "addDeviceOrientationListener", "useDeviceOrientationChange", "getDeviceOrientation"
    ]

    /// The decisions made from a device-orientation listener's value: in the callback itself, or, where the
    /// callback keeps the value in a state (`setOrientation(o)`), on that state anywhere in the file. None in a
    /// file about the device itself (a camera, a rotation, a lock that follows the device).
    func deviceOrientationReads() -> [DeviceOrientationReadFact] {
        guard !modules.isDisjoint(with: JSFacts.lockerModules) else { return [] }
        if tokens.contains(where: { t in
            t.kind == .identifier && Self.deviceMeantWords.contains { t.text.contains($0) }
        }) {
            return []
        }
        var out: [DeviceOrientationReadFact] = []
        var seen: Set<Int> = []
        // Each listener may look over the file once more (a named callback, a state): a few per file are read.
        let listeners = tokens.indices.lazy.filter {
            self.isIdentifier($0) && Self.deviceListeners.contains(self.text($0)) && self.text($0 + 1) == "("
                && self.text($0 - 1) != "function"
        }.prefix(16)
        for k in listeners where !branches.isOffIOS(k) {
            guard let close = partner(k + 1), let callback = callback(in: (k + 2)..<close) else { continue }
            var decisions = decisionLines(on: callback.parameter, in: callback.body)
            if decisions.isEmpty {
                // The value kept in a state: `const [orientation, setOrientation] = useState(…)`.
                let setters = callback.body.filter {
                    isIdentifier($0) && text($0 + 1) == "(" && text($0).hasPrefix("set")
                }
                for j in setters.prefix(4) {
                    guard let state = stateName(setter: text(j)) else { continue }
                    decisions += decisionLines(on: state, in: tokens.indices)
                }
            }
            for line in Set(decisions).sorted() where seen.insert(line).inserted {
                out.append(
                    DeviceOrientationReadFact(
                        source: .device, use: "react-native-orientation-locker's \(text(k))",
                        context: CallContext(conditions: branches.condition(at: k).map { [$0] } ?? []),
                        location: SourceLocation(path, line: line)))
            }
        }
        return out
    }

    /// Identifiers that say the device itself is meant: a camera's capture, a turn against the device, a lock
    /// that follows the side the device is held.
    static let deviceMeantWords = ["Camera", "camera", "rotate", "Rotate", "rotation", "Rotation", "lockTo", "Sensor"]

    /// The callback among a call's arguments: an arrow or function written there (its first parameter and body),
    /// or the name of one the file defines (`const onChange = (o) => {…}`).
    func callback(in arguments: Range<Int>) -> (parameter: String, body: Range<Int>)? {
        var k = arguments.lowerBound
        if isIdentifier(k), text(k + 1) == ")" || text(k + 1) == "," {
            // A named function: its definition.
            let name = text(k)
            guard
                let definition = tokens.indices.first(where: {
                    text($0) == name && text($0 + 1) == "=" && ["const", "let", "var"].contains(text($0 - 1))
                })
            else { return nil }
            k = definition + 2
        }
        if text(k) == "function" { k += 1 }
        if isIdentifier(k), text(k) != "async" || text(k + 1) == "=>" {
            // `o => …`
            guard text(k + 1) == "=>" else { return nil }
            return (text(k), body(after: k + 1))
        }
        if text(k) == "async" { k += 1 }
        guard text(k) == "(", let close = partner(k), isIdentifier(k + 1) else { return nil }
        let arrow = text(close + 1) == "=>" ? close + 1 : close
        return (text(k + 1), body(after: arrow))
    }

    /// The tokens of the body after `=>` (or a parameter list): a block, or an expression.
    func body(after k: Int) -> Range<Int> {
        if text(k + 1) == "{", let end = partner(k + 1) { return (k + 2)..<end }
        return (k + 1)..<max(k + 1, min(tokens.count, expressionEnd(from: k + 1)))
    }

    /// The state a setter writes (`const [orientation, setOrientation] = useState(…)`).
    func stateName(setter: String) -> String? {
        for k in tokens.indices where text(k) == setter && text(k - 1) == "," && text(k + 1) == "]" {
            if isIdentifier(k - 2), text(k - 3) == "[" { return text(k - 2) }
        }
        return nil
    }

    /// Lines in `range` where `name` is tested against a side (`o.includes("LANDSCAPE")`, `o ===
    /// 'LANDSCAPE-LEFT'`, `[LANDSCAPE_LEFT, LANDSCAPE_RIGHT].includes(orientation)`): a side named within a few
    /// tokens of the name, in the same statement. Tests for `FACE-UP`, `UNKNOWN` or upside down only filter.
    func decisionLines(on name: String, in range: Range<Int>) -> [Int] {
        var lines: [Int] = []
        for k in range where tokens[k].kind == .string || tokens[k].kind == .identifier {
            let word = tokens[k].text.uppercased()
            guard word.contains("LANDSCAPE") || word == "PORTRAIT" || word == "PORTRAIT-UP" else { continue }
            // `setX(OrientationType["LANDSCAPE-RIGHT"])` writes the value, it does not test it.
            let window = max(range.lowerBound, k - 8)..<min(range.upperBound, k + 9)
            var statement = window.filter { j in
                !((min(j, k)..<max(j, k)).contains { [";", "{", "}"].contains(text($0)) })
            }
            statement.removeAll { j in isIdentifier(j) && text(j).hasPrefix("set") && text(j + 1) == "(" }
            if statement.contains(where: { text($0) == name && isIdentifier($0) && text($0 - 1) != "set" }) {
                lines.append(tokens[k].line)
            }
        }
        return lines
    }
}
