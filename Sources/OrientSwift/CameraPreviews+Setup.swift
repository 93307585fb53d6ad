import OrientFacts
import SwiftSyntax

// A preview turned once, where it is set up (`connection.videoOrientation = …` from the scene's orientation in a
// `setupScanner()`), and never again: the interface turns and the image stays as it was set (a blind first run,
// Digital Health Pass: an iPad kiosk turned from one landscape to the other shows the camera upside down).
extension CameraPreviewVisitor {
    /// The members UIKit and SwiftUI call when the interface turns or the view is laid out again.
    static let turnCallbacks: Set<String> = [
        "viewWillTransition", "viewDidLayoutSubviews", "viewWillLayoutSubviews", "layoutSubviews", "layoutSublayers",
        "traitCollectionDidChange", "updateUIView", "updateUIViewController", "willTransition", "didRotate",
        "willRotate", "willAnimateRotation", "observeValue", "updateProperties"
    ]

    /// Words that, in a function's text, say it runs when the device or the interface turns (a notification's
    /// handler, a rotation coordinator), or may (a selector or closure handed elsewhere).
    static let turnWords = [
        "OrientationDidChange", "orientationDidChange", "StatusBarOrientation", "RotationCoordinator", "#selector",
        "sink", "onReceive", "onChange", "addObserver"
    ]

    /// Whether every assignment of `videoOrientation` in the file sits in functions that never run when the
    /// interface turns: not a turn callback, not named by one (followed through the file's functions, with a
    /// visited set), not handed out as a selector or run from a notification. False when the file turns its
    /// previews otherwise (a rotation angle, a transform) or sets the orientation outside any function.
    static func turnsOnlyAtSetup(_ tree: SourceFileSyntax, source: String) -> Bool {
        guard !CameraPreviewFact.rotationWords.contains(where: { $0 != "videoOrientation" && source.contains($0) })
        else { return false }
        let functions = tree.functionsByName()
        var setters: Set<String> = []
        for token in tree.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier("videoOrientation") {
            guard assigned(token) else { continue }
            guard let function = token.enclosingFunction(crossingClosures: true) else { return false }
            setters.insert(function.name.text)
        }
        guard !setters.isEmpty else { return false }
        // The functions that run when the interface turns, and those they call, transitively.
        var running: Set<String> = []
        var queue = functions.keys.filter { name in
            turnCallbacks.contains(name)
                || functions[name, default: []].contains { f in
                    let text = f.description
                    return turnWords.contains { text.contains($0) }
                }
        }
        while let name = queue.popLast() {
            guard running.insert(name).inserted else { continue }
            for f in functions[name, default: []] {
                guard let body = f.body else { continue }
                for t in body.tokens(viewMode: .sourceAccurate) {
                    if case .identifier(let called) = t.tokenKind, functions[called] != nil, !running.contains(called) {
                        queue.append(called)
                    }
                }
            }
        }
        // A setter named anywhere as a value (a selector, a closure handed on) may run on a turn too.
        let handedOut = setters.contains { name in
            source.contains("#selector(" + name) || source.contains("(" + name + ")") || source.contains(name + ":)")
        }
        return !handedOut && setters.isDisjoint(with: running)
    }

    /// `….videoOrientation = …` (not a read).
    private static func assigned(_ token: TokenSyntax) -> Bool {
        guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
            let list = member.parent?.as(ExprListSyntax.self)
        else { return false }
        let items = Array(list)
        return items.count >= 3 && items[0].id == member.id && items[1].is(AssignmentExprSyntax.self)
    }
}

extension SourceFileSyntax {
    /// The file's functions by base name (overloads together).
    func functionsByName() -> [String: [FunctionDeclSyntax]] {
        final class Collector: SyntaxVisitor {
            var found: [String: [FunctionDeclSyntax]] = [:]
            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
                found[node.name.text, default: []].append(node)
                return .visitChildren
            }
        }
        let c = Collector(viewMode: .sourceAccurate)
        c.walk(self)
        return c.found
    }
}
