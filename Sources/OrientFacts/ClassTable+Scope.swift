// A target's view of the repository-wide class table (`ClassTable`): its own classes are its own.

extension ClassTable {
    /// The table as a target sees it: a class its own files declare is theirs, with what headers and files no
    /// target builds add, and not a class of the same name that only another target builds (a repository of
    /// sample projects, each with its own `ViewController`; blind first run, Learn-iOS-Swift-by-Examples).
    func scoped(to files: [FileFacts], inSomeTarget: Set<String>) -> ClassTable {
        let own = Set(files.map(\.path))
        var declarations = self.declarations
        for name in Set(files.flatMap { $0.types.filter { $0.kind == .class }.map(\.name) }) {
            guard let all = declarations[name], all.contains(where: { !own.contains($0.location.file) }) else {
                continue
            }
            // Where the target's own declaration names its superclass, nothing else adds to it. An Objective-C
            // `@implementation` does not: its `@interface` is in a header no target need list, the one beside it
            // when there is one (another app's header of the same class name is elsewhere).
            if all.contains(where: { own.contains($0.location.file) && $0.superclass != nil }) {
                declarations[name] = all.filter { own.contains($0.location.file) }
                continue
            }
            let outside = all.filter { !own.contains($0.location.file) && !inSomeTarget.contains($0.location.file) }
            let folders = Set(all.filter { own.contains($0.location.file) }.map { Self.folder($0.location.file) })
            let beside = outside.filter { folders.contains(Self.folder($0.location.file)) }
            declarations[name] = all.filter { own.contains($0.location.file) } + (beside.isEmpty ? outside : beside)
        }
        // A UIKit class that only another target's files redeclare (`typealias UIViewController = NSViewController`
        // in a macOS target's shim), or a file importing AppKit that no iOS build compiles, is UIKit's here: that
        // module is not this one (a blind first run, OpenStack Summit's screens read as AppKit's). Its extensions
        // stay.
        let appKitOnly = { (file: String) in
            imports[file].map { !$0.contains("UIKit") && $0.contains("AppKit") } == true
        }
        for (name, all) in declarations
        where UIKitClasses.controllers[name] != nil || UIKitClasses.nonControllers.contains(name) {
            let foreign = { (t: TypeFact) in
                t.kind == .class && !own.contains(t.location.file)
                    && (inSomeTarget.contains(t.location.file) || appKitOnly(t.location.file))
            }
            if all.contains(where: foreign), !all.contains(where: { $0.kind == .class && !foreign($0) }) {
                declarations[name] = all.filter { !foreign($0) }
            }
        }
        return ClassTable(declarations: declarations, protocols: protocols, imports: imports)
    }

    static func folder(_ path: String) -> Substring { path[..<(path.lastIndex(of: "/") ?? path.startIndex)] }
}
