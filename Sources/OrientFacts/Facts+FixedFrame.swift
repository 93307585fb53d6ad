import OrientOutput

/// A view or layer that a type's code sizes once from its view's (or the screen's) size and adds to that view,
/// with nothing that resizes it later: no autoresizing mask, no constraints, no layout or transition callback in
/// the type, no orientation notification in the file. A view made in code does not follow its superview
/// (`autoresizingMask` is `[]` by default) and a layer never does on iOS, so after the interface turns (R13.2) or
/// an iPad window is resized (R11.1) it keeps the old size.
public struct FixedFrameFact: Sendable, Hashable {
    /// The type whose code sizes it.
    public var inType: String
    /// The view or layer, as the code names it (`webView`, `previewLayer`).
    public var subject: String
    /// The size it is given, as written (`view.bounds`, `UIScreen.main.bounds`).
    public var read: String
    /// Added with `addSublayer`/`insertSublayer`: a layer, which no autoresizing mask can help.
    public var isLayer: Bool
    public var location: SourceLocation
    /// The class it is made of where the sizing makes it (`[[T alloc] initWithFrame:…]`, `T(frame: …)`).
    public var madeAs: String?
    /// Where the sizing runs only behind a Bool flag of its type that starts `false` and that its own file never
    /// sets (`if hasBlurEffect { setupBlur() }`): the flag and the functions on the way. Unless another file
    /// names one of them (sets the flag, calls a function), nothing runs the sizing.
    public var unlessNamedElsewhere: [String] = []
    /// Added to a window (`keyWindow.addSubview(x)`), not to a view of the type's own.
    public var inWindow = false

    public init(
        inType: String, subject: String, read: String, isLayer: Bool, location: SourceLocation, madeAs: String? = nil
    ) {
        self.inType = inType; self.subject = subject; self.read = read; self.isLayer = isLayer
        self.location = location; self.madeAs = madeAs
    }

    /// The callbacks UIKit sends when a controller's or view's size changes (R13.1, R13.2): a type that has one
    /// may resize what it laid out there.
    public static let layoutCallbacks: Set<String> = [
        "viewDidLayoutSubviews", "viewWillLayoutSubviews", "viewWillTransition", "viewWillTransitionToSize",
        "traitCollectionDidChange", "layoutSubviews", "layoutSublayers", "willRotate", "didRotate",
        "willAnimateRotation",
        "willRotateToInterfaceOrientation", "didRotateFromInterfaceOrientation",
        "willAnimateRotationToInterfaceOrientation", "viewSafeAreaInsetsDidChange", "viewLayoutMarginsDidChange",
        "updateViewConstraints", "updateConstraints"
    ]

    /// Words that, in a file, say something follows size or orientation changes another way.
    public static let followsChanges = [
        "orientationDidChangeNotification", "UIDeviceOrientationDidChange", "didChangeStatusBarOrientation",
        "DidChangeStatusBarOrientation", "registerForTraitChanges"
    ]

    /// The calls that add a view or layer to another, and those that take it and leave its size alone.
    public static let addingCalls: Set<String> = ["addSubview", "insertSubview", "addSublayer", "insertSublayer"]
    public static let harmlessCalls = addingCalls.union(["bringSubviewToFront", "sendSubviewToBack"])

    /// Whether a view added to `container` (`view`, `view.layer`) is the one whose size `read` gives (`view.bounds`;
    /// the screen's size is the controller's view's; a view's own `bounds`, itself).
    public static func holds(container: String, read: String) -> Bool {
        var base = container
        if base.hasSuffix(".layer") { base.removeLast(6) }
        // A view's own `bounds`, and what it adds to itself (`addSubview(x)`, `layer.addSublayer(x)`).
        if read == "bounds" || read == "frame" { return base == "self" || base == "layer" }
        // The screen's size: a controller's view (a table or collection view controller's `tableView` or
        // `collectionView` is its view, UIKit's UITableViewController and UICollectionViewController documentation),
        // or a view that adds it to itself (a banner as wide as the screen).
        // A window follows the interface orientation, the views added to it do not (a blind first run, DailyFeed's
        // loading overlay on the key window).
        if read == "UIScreen.main.bounds" {
            return ["view", "self", "layer", "tableView", "collectionView"].contains(base) || namesAWindow(base)
        }
        return read.split(separator: ".").first.map(String.init) == base
    }

    /// Whether an expression is a window: a name ending in `window` (`keyWindow`, `self.window`), or one of the
    /// application's windows (`windows.first { $0.isKeyWindow }`, `windows.last`, `windows[0]`: a blind first run,
    /// rabby-mobile's screen-recording shield).
    public static func namesAWindow(_ base: String) -> Bool {
        if base.split(separator: ".").last?.lowercased().hasSuffix("window") ?? false { return true }
        guard let range = base.range(of: "windows", options: .backwards) else { return false }
        let rest = base[range.upperBound...].drop { $0 == " " }
        if rest.hasPrefix("[") { return rest.hasSuffix("]") }
        for pick in [".first", ".last"] where rest.hasPrefix(pick) {
            let after = rest.dropFirst(pick.count).drop { $0 == " " }
            // Nothing more, or the closure or arguments that pick it, and nothing after them.
            if after.isEmpty { return true }
            if let open = after.first, open == "{" || open == "(" { return after.hasSuffix(open == "{" ? "}" : ")") }
        }
        return false
    }

    /// Whether a statement's text lays a view out: one of its names holds a layout word (`setNeedsLayout`,
    /// `heightAnchor`, `autoresizingMask`) or starts with one (`pinEdges`, `fillSuperview`, `center`), so that
    /// `spinner` or `NotificationCenter` lay nothing out.
    /// In an assignment to a property (`image.contentMode = .center`, `[label setTextAlignment:…]` aside), only the
    /// property assigned counts: the value's names are not laid out (a blind first run, Habitica's About header,
    /// whose `.center` content mode was read as a centre set).
    /// With `subject`, an assignment lays out only what its target names: `spinner.center = overlay.center` lays
    /// out the spinner, not the overlay (a blind first run, DailyFeed's loading overlay).
    /// Turning off `translatesAutoresizingMaskIntoConstraints` lays nothing out of its own: only constraints do, and
    /// a view no constraint names keeps the frame the code gave it (a blind first run, AGPU: tables made with it off
    /// in their initializers, then sized `view.bounds` once in `viewDidLoad`).
    public static func laysOut(_ text: String, subject: String? = nil) -> Bool {
        var judged = Substring(text)
        if text.hasPrefix("["), text.filter({ $0 == "[" }).count == 1,
            text.contains(" setTranslatesAutoresizingMaskIntoConstraints:")
        {
            return false
        }
        if let eq = assignment(in: text) {
            let target = text[..<eq]
            if target.trimmingCharacters(in: .whitespaces).hasSuffix("translatesAutoresizingMaskIntoConstraints") {
                return false
            }
            let declares = ["let ", "var "].contains { target.trimmingCharacters(in: .whitespaces).hasPrefix($0) }
            if !declares {
                judged = target
                if let subject, let last = subject.split(separator: ".").last,
                    !target.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).contains(last)
                {
                    return false
                }
            }
        } else if !text.contains("{"), let open = text.firstIndex(of: "("),
            text[..<open].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "?" || $0 == "!" })
        {
            // A method called on a chain (`scroll.setContentOffset(CGPoint(x: page * frame.width, y: 0))`): only the
            // call lays out, not its arguments' names (a blind first run, Adamant's onboarding pages). A view passed
            // as an argument is handed over, which keeps it quiet on its own.
            judged = text[..<open]
        }
        return judged.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).contains { name in
            layoutWords.contains { name.contains($0) } || layoutPrefixes.contains { name.hasPrefix($0) }
        }
    }

    /// The first ` = ` of a statement that is one assignment (not `==`, `!=`, `<=`, `>=`, `+=`), outside brackets.
    static func assignment(in text: String) -> String.Index? {
        var depth = 0
        var i = text.startIndex
        while i < text.endIndex {
            let c = text[i]
            if "([{".contains(c) { depth += 1 }
            if ")]}".contains(c) { depth -= 1 }
            if c == "=", depth == 0 {
                let next = text.index(after: i)
                let prev = i > text.startIndex ? text[text.index(before: i)] : " "
                if (next == text.endIndex || text[next] != "=") && !"=!<>+-*/|&".contains(prev) { return i }
                if next < text.endIndex, text[next] == "=" { i = text.index(after: next); continue }
            }
            i = text.index(after: i)
        }
        return nil
    }

    /// Words that, in a name in another statement naming the subject, lay it out: it may follow its superview
    /// after all. Not `size` alone: a preview layer's `videoGravity = .resizeAspectFill` lays nothing out.
    public static let layoutWords = [
        "autoresizingMask", "AutoresizingMask", "Anchor", "snp", "onstraint", "frame", "Frame", "bounds", "Bounds",
        "Superview", "sizeToFit", "ayout", "Pin", "Edges"
    ]
    /// Words a name starts with to lay out (`pin(…)`, `fillSuperview()`, `center = …`, `edges`, `frame.size`).
    public static let layoutPrefixes = ["pin", "fill", "center", "edges", "size"]
}
