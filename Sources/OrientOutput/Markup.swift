/// Text for XML and HTML content and attributes: markup escaped, and line breaks and tabs as character references
/// (an attribute's raw line break is read back as a space). What the XML reporters and the HTML pages share.
public func markupEscaped(_ s: String) -> String {
    var out = ""
    for c in s.unicodeScalars {
        switch c {
        case "&": out += "&amp;"
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "\"": out += "&quot;"
        case "'": out += "&apos;"
        case "\n": out += "&#10;"
        case "\r": out += "&#13;"
        case "\t": out += "&#9;"
        default:
            // XML 1.0 allows no other C0 control, not even escaped; the other controls (bidirectional ones among
            // them) are shown as their code, never rendered: a character reference would still reorder the page.
            if c.value < 0x20 {
                out += "\u{FFFD}"
            } else if isControl(c) {
                out += "\\u{" + String(c.value, radix: 16) + "}"
            } else {
                out.unicodeScalars.append(c)
            }
        }
    }
    return out
}

/// Escaped markup (`markupEscaped`'s output) with `<wbr>` where a long identifier may break: before an upper-case
/// letter that follows two lower-case ones (`Gallery<wbr>Navigation<wbr>Controller`, but `iPad` whole), and after
/// `.` or `/` inside a word (a file path). Paired with `overflow-wrap: break-word`, text then breaks at words and
/// word parts, never inside one.
public func markupBreakable(_ escaped: String) -> String {
    var out = ""
    var previous: Character?
    var lowerRun = 0
    var inEntity = false
    for c in escaped {
        if c == "&" { inEntity = true }
        if !inEntity, let p = previous, (lowerRun >= 2 && c.isUppercase) || ((p == "/" || p == ".") && c.isLetter) {
            out += "<wbr>"
        }
        if c == ";" { inEntity = false }
        lowerRun = c.isLowercase ? lowerRun + 1 : 0
        out.append(c)
        previous = c
    }
    return out
}
