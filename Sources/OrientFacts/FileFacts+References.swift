import OrientOutput
import Foundation

// Class names a file cannot know alone (a factory's, another object's property), resolved once every file is read.

/// A static or class function that builds a controller: `class func instantiate() -> HeightViewController`.
public struct Factory: Sendable, Hashable {
    /// The class it returns; nil when overloads of the same name return different classes.
    public var type: String?
    /// The `modalPresentationStyle` its body sets (`unknown` when several or not evaluated), and where.
    public var style: ModalStyle?
    public var styleLocation: SourceLocation?

    public init(type: String?, style: ModalStyle? = nil, styleLocation: SourceLocation? = nil) {
        self.type = type; self.style = style; self.styleLocation = styleLocation
    }

    /// Two definitions of one name: the same factory, or one Orient cannot tell apart.
    public func merged(with other: Factory) -> Factory { self == other ? self : Factory(type: nil) }
}

extension FileFacts {
    /// How a file names the class a factory call builds (`HeightViewController.instantiate()`) before the
    /// project knows it; `resolvingFactories` replaces it with the class, or with nothing.
    public static func factoryReference(type: String, function: String) -> String { "\(type).\(function)()" }

    /// How a file names the class another object's stored property holds (`coordinator.controller`).
    public static func propertyReference(type: String, property: String) -> String { "\(type).\(property)@" }

    /// How a file names the controller a storyboard makes for an identifier
    /// (`storyboard?.instantiateViewController(withIdentifier: "Player")`).
    public static func storyboardReference(identifier: String) -> String { "\(identifier)#storyboard" }

    /// The key of the scene table a storyboard reference looks up (the reference without `#storyboard`).
    static func sceneKey(_ reference: String) -> String { String(reference.dropLast("#storyboard".count)) }

    /// A scene named by a generated accessor (SwiftGen, R.swift): its identifier in lower camel case.
    public static func generatedReference(_ name: String) -> String { storyboardReference(identifier: "~" + name) }

    /// The initial scene of the storyboard file named `storyboard` (compared without case: `Main`, `main`).
    public static func initialSceneReference(storyboard: String) -> String {
        storyboardReference(identifier: "^" + storyboard.lowercased())
    }

    /// SwiftGen's and R.swift's name for a storyboard identifier: `PlayerViewController` → `playerViewController`,
    /// `player-screen` → `playerScreen`.
    public static func generatedSceneName(_ identifier: String) -> String {
        let words = identifier.split { !$0.isLetter && !$0.isNumber }
        guard let first = words.first else { return identifier }
        return first.prefix(1).lowercased() + first.dropFirst()
            + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// The file with each factory reference replaced by the class the factory returns (`factories`, by
    /// `Type.function`), or by nothing (unknown) when the repository does not define it.
    /// A style the factory sets stands for the call site's when that sets none.
    /// A storyboard reference becomes the class of the one scene with that `storyboardIdentifier` (`scenes`, ""
    /// when scenes of different classes share it).
    func resolvingFactories(
        _ factories: [String: Factory], properties: [String: String] = [:], scenes: [String: String] = [:]
    ) -> FileFacts {
        // A factory may return another factory's product (`route()` returns `IntroFactory.make()`): followed a few
        // steps, its style the first one set on the way.
        func factory(_ name: String?, depth: Int = 0) -> Factory? {
            guard let name, name.hasSuffix("()"), var made = factories[String(name.dropLast(2))] else { return nil }
            if depth < 4, let inner = factory(made.type, depth: depth + 1) {
                made.type = inner.type
                if made.style == nil { (made.style, made.styleLocation) = (inner.style, inner.styleLocation) }
            }
            return made
        }
        func resolve(_ name: String?) -> String? {
            guard let name else { return nil }
            if name.hasSuffix("@") { return properties[String(name.dropLast())].flatMap { $0.isEmpty ? nil : $0 } }
            if name.hasSuffix("#storyboard") {
                return scenes[String(name.dropLast("#storyboard".count))].flatMap { $0.isEmpty ? nil : $0 }
            }
            guard name.hasSuffix("()") else { return name }
            return factory(name)?.type.flatMap {
                $0.hasSuffix("()") || $0.hasSuffix("@") || $0.hasSuffix("#storyboard") ? nil : $0
            }
        }
        var f = self
        for i in f.presentations.indices {
            let made = factory(f.presentations[i].presented)
            if f.presentations[i].style == nil, let style = made?.style {
                f.presentations[i].style = style
                f.presentations[i].styleLocation = made?.styleLocation
            }
            f.presentations[i].presented = resolve(f.presentations[i].presented)
        }
        for i in f.pushes.indices {
            f.pushes[i].controllers = f.pushes[i].controllers.map(resolve)
            f.pushes[i].container = resolve(f.pushes[i].container)
        }
        for i in f.windowRoots.indices { f.windowRoots[i].controller = resolve(f.windowRoots[i].controller) }
        return f
    }
}

extension FileFacts {
    /// The file with the Objective-C names of Swift classes (`@objc(Name)`, in `aliases`) replaced by their Swift
    /// names, where storyboards and Objective-C name controllers.
    func renamingObjCClasses(_ aliases: [String: String]) -> FileFacts {
        guard !aliases.isEmpty else { return self }
        func rename(_ name: String?) -> String? { name.map { aliases[$0] ?? $0 } }
        var f = self
        if var s = f.storyboard {
            for i in s.scenes.indices { s.scenes[i].customClass = rename(s.scenes[i].customClass) }
            f.storyboard = s
        }
        for i in f.types.indices { f.types[i].superclass = rename(f.types[i].superclass) }
        for i in f.presentations.indices { f.presentations[i].presented = rename(f.presentations[i].presented) }
        for i in f.pushes.indices {
            f.pushes[i].controllers = f.pushes[i].controllers.map(rename)
            f.pushes[i].container = rename(f.pushes[i].container)
        }
        for i in f.windowRoots.indices { f.windowRoots[i].controller = rename(f.windowRoots[i].controller) }
        return f
    }
}
