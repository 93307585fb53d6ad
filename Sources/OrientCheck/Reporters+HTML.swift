import OrientOutput
import OrientEngine
import OrientProject

// `orient check --reporter html` (issue 18): one self-contained page (inline SVG and CSS, no script, no network).
// Per app target and device class, the device drawn in each of the four orientations, marked allowed or blocked with
// the layer that blocks it; then the findings, grouped by severity, each with its file:line and its rule's page.
// Light and dark follow the system; the page prints.
public enum HTMLReport {
    static func render(_ result: CheckResult, root: String, version: String) -> String {
        var out = head(
            "orient check",
            "\(root) · Orient \(version) · \(result.findings.count) finding(s) in \(result.targets.count) target(s)")
        for (n, target) in result.targets.enumerated() {
            out += "<section class=\"target\" id=\"target-\(n)\"><h2>\(escape(target))</h2>\n"
            if let m = result.matrices.first(where: { $0.target.name == target }) {
                out += "<div class=\"devices\">\n"
                for row in m.rows where row.installable { out += device(row) }
                out += "</div>\n"
            }
            // A finding several targets share names them all ("A, B"): it is listed once, under the first of them
            // on the page, saying which; one of another build configuration is under its app, naming it.
            out += findings(
                result.findings.filter { f in
                    let named = f.targetNames
                    return result.targets.first(where: named.contains) == target
                }, root: root, rulesURL: result.rulesURL)
            out += "</section>\n"
        }
        if let skipped = result.notChecked { out += "<p class=\"note\">\(escape(skipped))</p>\n" }
        return out + "</body></html>\n"
    }

    /// `orient matrix --format html`: the same drawings, per target, without findings.
    public static func matrix(_ matrices: [TargetMatrix], root: String, version: String) -> String {
        var out = head("orient matrix", "\(root) · Orient \(version) · \(matrices.count) target(s)")
        for (n, m) in matrices.enumerated() {
            out += "<section class=\"target\" id=\"target-\(n)\"><h2>\(escape(m.target.name))</h2>"
            out += "<div class=\"devices\">\n"
            for row in m.rows where row.installable { out += device(row) }
            out += "</div>\n"
            for n in m.notes { out += "<p class=\"note\">\(escape(n))</p>\n" }
            out += "</section>\n"
        }
        return out + "</body></html>\n"
    }

    /// The page up to its first section: the styles, the title and a line under it.
    static func head(_ title: String, _ subtitle: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(escape(title))</title>
        <style>\(css)</style></head><body>
        <header><h1>\(escape(title))</h1><p class="sub">\(escape(subtitle))</p></header>

        """
    }

    /// One device class: the device in each orientation, allowed or blocked, and why.
    static func device(_ row: TargetMatrix.Row) -> String {
        let name: String
        switch row.deviceClass {
        case .iphoneHomeButton: name = "iPhone with Home button"
        case .iphoneFaceID: name = "Face ID iPhone"
        case .ipad: name = "iPad"
        case .vision: name = "Apple Vision Pro"
        }
        var out = "<figure class=\"device\" data-device=\"\(row.deviceClass.rawValue)\"><figcaption>\(name)"
        if row.multitasking == true { out += " · multitasking: controllers are not asked" }
        out += "</figcaption><div class=\"orientations\">\n"
        let pad = row.deviceClass == .ipad
        for cell in row.cells {
            let allowed = cell.afterLaunch
            let state = allowed == true ? "allowed" : allowed == false ? "blocked" : "unknown"
            let (w, h): (Double, Double) = pad ? (54, 74) : (40, 80)
            let landscape = cell.orientation.isLandscape
            let (bw, bh) = landscape ? (h, w) : (w, h)
            // A Face ID iPhone shows its sensor housing at the top, where a Home button iPhone has none: the
            // drawing then tells the two landscape sides (and portrait from upside down) apart.
            let button =
                row.deviceClass == .iphoneFaceID
                ? sensorHousing(cell.orientation, w: bw, h: bh) : homeButton(cell.orientation, w: bw, h: bh)
            out += """
                <div class="orientation \(state)" data-orientation="\(cell.orientation.name)">
                <svg viewBox="0 0 100 100" width="100" height="100" role="img" aria-label="\(cell.orientation.name): \(state)">
                <rect class="body" x="\(50 - bw / 2)" y="\(50 - bh / 2)" width="\(bw)" height="\(bh)" rx="7"/>
                <rect class="screen" x="\(50 - bw / 2 + 4)" y="\(50 - bh / 2 + 4)" width="\(bw - 8)" height="\(bh - 8)" rx="3"/>
                \(button)\(arrow(cell.orientation))</svg>
                <p class="label">\(cell.orientation.name)<br><strong>\(state)</strong></p>
                """
            for r in cell.reasons { out += "<p class=\"reason\">\(breakable(r))</p>" }
            out += "</div>\n"
        }
        return out + "</div></figure>\n"
    }

    /// The Home button, on the side it sits when the device is held in this interface orientation.
    static func homeButton(_ o: InterfaceOrientation, w: Double, h: Double) -> String {
        let (cx, cy): (Double, Double)
        switch o {
        case .portrait: (cx, cy) = (50, 50 + h / 2 - 2)
        case .portraitUpsideDown: (cx, cy) = (50, 50 - h / 2 + 2)
        case .landscapeLeft: (cx, cy) = (50 - w / 2 + 2, 50)
        case .landscapeRight: (cx, cy) = (50 + w / 2 - 2, 50)
        case .unknown: return ""
        }
        return "<circle class=\"button\" cx=\"\(cx)\" cy=\"\(cy)\" r=\"1.6\"/>"
    }

    /// The Dynamic Island (or notch) of a Face ID iPhone: a pill at the top of the screen, opposite where a Home
    /// button would be.
    static func sensorHousing(_ o: InterfaceOrientation, w: Double, h: Double) -> String {
        let (x, y, pw, ph): (Double, Double, Double, Double)
        switch o {
        case .portrait: (x, y, pw, ph) = (50 - 6, 50 - h / 2 + 6, 12, 3.5)
        case .portraitUpsideDown: (x, y, pw, ph) = (50 - 6, 50 + h / 2 - 9.5, 12, 3.5)
        case .landscapeLeft: (x, y, pw, ph) = (50 + w / 2 - 9.5, 50 - 6, 3.5, 12)
        case .landscapeRight: (x, y, pw, ph) = (50 - w / 2 + 6, 50 - 6, 3.5, 12)
        case .unknown: return ""
        }
        return "<rect class=\"sensor\" x=\"\(x)\" y=\"\(y)\" width=\"\(pw)\" height=\"\(ph)\" rx=\"1.75\"/>"
    }

    /// Text that may break between the words of a class name (`Gallery<wbr>Navigation<wbr>Controller`) and at
    /// spaces, never inside a word.
    static func breakable(_ s: String) -> String { markupBreakable(escape(s)) }

    /// An arrow pointing to the top of the interface, for the one who holds the device: upright when the app turns
    /// to this orientation (green), and red where it does not.
    static func arrow(_ o: InterfaceOrientation) -> String {
        "<path class=\"up\" d=\"M50 38 L56 48 L52 48 L52 62 L48 62 L48 48 L44 48 Z\"/>"
    }

    static func findings(_ list: [Finding], root: String, rulesURL: String? = nil) -> String {
        guard !list.isEmpty else { return "<p class=\"clean\">No finding.</p>\n" }
        var out = ""
        for severity in [Severity.error, .warning, .info] {
            let group = list.filter { $0.severity == severity }
            guard !group.isEmpty else { continue }
            out +=
                "<h3 class=\"\(severity.rawValue)\">\(severity.rawValue) (\(group.count))</h3><ul class=\"findings\">\n"
            for f in group {
                let place = Fixer.display(f.place.description, root)
                out +=
                    "<li class=\"finding \(severity.rawValue)\"><a class=\"rule\" href=\"\(escape(RuleDocs.helpURI(f.ruleID, base: rulesURL)))\">"
                out += "\(escape(f.ruleID))</a> <code>\(escape(place))</code>"
                if f.target.contains(", ") || f.targetNames != [f.target] {
                    out += " <span class=\"targets\">in \(escape(f.target))</span>"
                }
                out += "<br>\(breakable(f.message))"
                if let fix = f.fix { out += "<br><span class=\"fix\">fix: \(escape(fix))</span>" }
                out += "</li>\n"
            }
            out += "</ul>\n"
        }
        return out
    }

    /// Text for HTML content and attributes: the XML reporters' escaping serves (markup, quotes, control characters).
    static func escape(_ s: String) -> String { Reporters.xml(s) }

    static let css = """
        :root{color-scheme:light dark;--fg:#1d1d1f;--bg:#fff;--muted:#6e6e73;--ok:#1f883d;--no:#cf222e;--unk:#9a6700;\
        --dev:#d2d2d7;--scr:#f5f5f7}
        @media (prefers-color-scheme:dark){:root{--fg:#f5f5f7;--bg:#1d1d1f;--muted:#a1a1a6;--ok:#3fb950;--no:#f85149;\
        --unk:#d29922;--dev:#48484a;--scr:#2c2c2e}}
        body{font:14px/1.4 -apple-system,system-ui,sans-serif;color:var(--fg);background:var(--bg);margin:2em}
        .sub,.reason,.note{color:var(--muted)} .devices{display:flex;flex-wrap:wrap;gap:1.5em}
        .device{margin:0;border:1px solid var(--dev);border-radius:8px;padding:.8em}
        .orientations{display:flex;gap:.8em} .orientation{width:10.5em;text-align:center}
        .label{font-size:12px;overflow-wrap:break-word}
        .body{fill:var(--dev)} .screen{fill:var(--scr)} .button,.sensor{fill:var(--muted)} .targets{color:var(--muted)}
        .allowed .up{fill:var(--ok)} .blocked .up{fill:var(--no)} .unknown .up{fill:var(--unk)}
        .allowed strong{color:var(--ok)} .blocked strong{color:var(--no)} .unknown strong{color:var(--unk)}
        .reason{font-size:11px;text-align:left;overflow-wrap:break-word} h3.error{color:var(--no)} h3.warning{color:var(--unk)}
        .findings{padding-left:1.2em} .finding{margin:.4em 0} .rule{font-weight:600} a{color:inherit}
        @media print{body{margin:0}.device{break-inside:avoid}}
        """
}
