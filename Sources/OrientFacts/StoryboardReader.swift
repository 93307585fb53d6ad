// Storyboards and xibs: scenes and their controller classes, container relationships, segues, the initial
// controller. Read with Foundation's XMLParser, which gives the line of every element.

import OrientOutput
import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif
import OrientProject

public enum StoryboardReader {
    /// The file with every processing instruction blanked, the `<?xml …?>` declaration too (newlines kept, so
    /// lines stay true; the text is known to be UTF-8, XML's default). Interface Builder writes no other, and
    /// FoundationXML on Linux crashes on some (`<?x?>` with no data, a declaration that does not end: found by
    /// Fuzz/run.sh storyboard).
    static func withoutProcessingInstructions(_ data: Data) -> Data {
        var bytes = [UInt8](data)
        var i = 0
        while i + 1 < bytes.count {
            if bytes[i] == 60, bytes[i + 1] == 63 {  // <?
                var j = i + 2
                while j + 1 < bytes.count, !(bytes[j] == 63 && bytes[j + 1] == 62) { j += 1 }
                let end = min(j + 2, bytes.count)
                for k in i..<end where bytes[k] != 10 { bytes[k] = 32 }
                i = end
            } else {
                i += 1
            }
        }
        return Data(bytes)
    }

    public static func extract(data: Data, path: String) -> FileFacts {
        let isXib = path.hasSuffix(".xib")
        var facts = FileFacts(path: path, language: isXib ? .xib : .storyboard)
        // FoundationXML on Linux crashes on bytes that are not UTF-8 inside a name (found by Fuzz/run.sh
        // storyboard): such a file is reported before the parser sees it.
        if String(validating: data, as: UTF8.self) == nil {
            let (message, line) = SourceBytes.notUTF8(data)
            facts.problems.append(Diagnostic(.warning, SourceLocation(path, line: line), message + "; skipped"))
            return facts
        }
        let delegate = Delegate(path: path)
        let parser = XMLParser(data: withoutProcessingInstructions(data))
        parser.shouldResolveExternalEntities = false
        parser.delegate = delegate
        // On Linux, parse() can return true after an error: the delegate hears of the first one, with its line.
        let ok = parser.parse()
        if data.isEmpty || !ok || parser.parserError != nil || delegate.error != nil {
            let code = delegate.error?.code ?? (parser.parserError as NSError?)?.code
            let line = delegate.errorLine ?? (parser.lineNumber > 0 ? parser.lineNumber : nil)
            let reason = data.isEmpty ? "the file is empty" : Self.reason(code)
            facts.problems.append(
                Diagnostic(
                    .warning, SourceLocation(path, line: line),
                    "not a readable \(isXib ? "xib" : "storyboard"): \(reason); skipped"))
            return facts
        }
        facts.storyboard = StoryboardFacts(
            initialScene: delegate.initial, scenes: delegate.scenes, segues: delegate.segues)
        return facts
    }

    /// libxml2's error codes, as XMLParser reports them.
    static func reason(_ code: Int?) -> String {
        switch code {
        case 4?: return "not XML"
        case 5?: return "the document ends before its elements are closed"
        case 76?: return "a closing tag does not match its opening tag"
        case 73?: return "expected '>'"
        case 38?, 39?, 40?, 41?: return "a malformed attribute"
        case let c?: return "malformed XML (parser error \(c))"
        case nil: return "malformed XML"
        }
    }

    final class Delegate: NSObject, XMLParserDelegate {
        let path: String
        var error: NSError?
        var errorLine: Int?

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
            guard error == nil else { return }
            error = parseError as NSError
            errorLine = parser.lineNumber > 0 ? parser.lineNumber : nil
        }
        var scenes: [StoryboardFacts.Scene] = []
        var segues: [StoryboardFacts.Segue] = []
        var initial: String?
        /// Ids of the controller elements we are inside, innermost last (with the element depth they sit at).
        private var controllers: [(id: String, depth: Int)] = []
        private var depth = 0

        init(path: String) { self.path = path }

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            depth += 1
            let at = SourceLocation(file: path, line: parser.lineNumber, column: max(1, parser.columnNumber))
            if name == "document" { initial = attributes["initialViewController"] }
            if name == "placeholder", attributes["placeholderIdentifier"] == "IBFilesOwner",
                let cls = attributes["customClass"]
            {
                scenes.append(
                    StoryboardFacts.Scene(
                        id: attributes["id"] ?? "-1", element: "filesOwner", customClass: cls, location: at))
            }
            if name.hasSuffix("Controller") || name == "viewControllerPlaceholder", let id = attributes["id"] {
                scenes.append(
                    StoryboardFacts.Scene(
                        id: id, element: name, customClass: attributes["customClass"],
                        storyboardIdentifier: attributes["storyboardIdentifier"],
                        modalPresentationStyle: attributes["modalPresentationStyle"], location: at))
                controllers.append((id, depth))
            }
            if name == "segue", let destination = attributes["destination"], let source = controllers.last?.id {
                segues.append(
                    StoryboardFacts.Segue(
                        source: source, destination: destination, kind: attributes["kind"] ?? "custom",
                        relationship: attributes["relationship"],
                        modalPresentationStyle: attributes["modalPresentationStyle"], location: at))
            }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if let last = controllers.last, last.depth == depth { controllers.removeLast() }
            depth -= 1
        }
    }
}
