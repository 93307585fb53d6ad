/// Text of an XML attribute or element as written, with its references replaced: the five named entities and
/// numeric character references (`&#10;`, `&#x1f37a;`: Xcode writes a non-ASCII character in a workspace's
/// `location` that way). A reference that names no character is left as written.
public enum XMLText {
    static let named: [Substring: Character] = ["lt": "<", "gt": ">", "quot": "\"", "apos": "'", "amp": "&"]

    public static func unescape(_ s: some StringProtocol) -> String {
        guard s.contains("&") else { return String(s) }
        var out = ""
        var rest = Substring(s)
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            let after = rest[rest.index(after: amp)...]
            if let semicolon = after.prefix(12).firstIndex(of: ";"), let c = character(after[..<semicolon]) {
                out.append(c)
                rest = after[after.index(after: semicolon)...]
            } else {
                out.append("&")
                rest = after
            }
        }
        return out + rest
    }

    static func character(_ reference: Substring) -> Character? {
        if let c = named[reference] { return c }
        guard reference.hasPrefix("#") else { return nil }
        let digits = reference.dropFirst()
        let value =
            digits.hasPrefix("x") || digits.hasPrefix("X") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
        return value.flatMap(Unicode.Scalar.init).map(Character.init)
    }
}
