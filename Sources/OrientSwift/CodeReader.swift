import OrientOutput
import Foundation
import OrientFacts
import OrientProject

/// Reads the facts of every source file of a project scan: Swift, Objective-C, storyboards and xibs, each file
/// once, in parallel, then builds the per-target model.
public enum CodeReader {
    static let extensions: Set<String> = Set(["swift", "m", "mm", "h", "storyboard", "xib"]).union(
        crossPlatformExtensions)

    /// Dart and JavaScript: read only as the files of the Flutter or React Native app that lists them.
    static let crossPlatformExtensions: Set<String> = Set(["dart"]).union(ReactNativeApp.extensions)

    /// `readAllBodies`: walk every Swift body instead of letting the cheap scan skip them (the check that the
    /// scan drops nothing compares both).
    /// `jobs`: 1 reads the files one after another; nil uses every core. `progress` hears (files read, files) from
    /// the workers.
    public static func read(
        _ scan: ProjectScan, includeDependencies: Bool = false, readAllBodies: Bool = false, jobs: Int? = nil,
        progress: (@Sendable (Int, Int) -> Void)? = nil
    ) -> ProjectFacts {
        // Local packages first: the files of the products an app links are that app's files.
        let packages = LocalPackages(scan)
        var scan = packages.attach(to: scan)
        var paths: Set<String> = []
        for t in scan.targets {
            for f in t.files where extensions.contains(String(fileExtension(f))) { paths.insert(f) }
        }
        // Files no target lists still count: headers (superclasses of Objective-C classes), unreadable projects.
        for f in sourceFiles(
            under: scan.root, includeDependencies: includeDependencies, dependencyCode: true,
            skipping: Set(scan.vendoredFolders))
        {
            paths.insert(f)
        }
        let list = paths.sorted()
        let total = list.count, root = scan.root, gate = scan.gate
        var report: (@Sendable (Int) -> Void)?
        if let progress { report = { done in progress(done, total) } }
        let read: [FileFacts?] = list.parallelMap(jobs: jobs, progress: report) { path in
            readFile(path, root: root, gate: gate, readAllBodies: readAllBodies)
        }
        var files: [String: FileFacts] = [:]
        var diagnostics = packages.diagnostics
        var outside: [String] = []
        for (path, facts) in zip(list, read) {
            guard let facts else {
                if !gate.isOpen, gate.realPath(path) != nil, !gate.allows(path) { outside.append(path) }
                continue
            }
            diagnostics += facts.problems
            files[path] = facts
        }
        // A file the project names with another case than the disk has (a group `Extensions` over the folder
        // `extensions/`): Xcode on macOS's case-insensitive file system finds it, and so does Orient (one match).
        var renamed: [String: String] = [:]
        for (path, facts) in zip(list, read) where facts == nil && gate.realPath(path) == nil {
            if let match = gate.caseInsensitiveMatch(path), match != path { renamed[path] = match }
        }
        if let (first, match) = renamed.min(by: { $0.key < $1.key }) {
            let unread = Array(Set(renamed.values).filter { files[$0] == nil }).sorted()
            for (path, facts) in zip(unread, unread.parallelMap(jobs: jobs) { readFile($0, root: root, gate: gate) }) {
                if let facts { diagnostics += facts.problems; files[path] = facts }
            }
            for t in scan.targets.indices { scan.targets[t].files = scan.targets[t].files.map { renamed[$0] ?? $0 } }
            diagnostics.append(
                Diagnostic(
                    .info, OrientOutput.SourceLocation(displayPath(match, root: root)),
                    (renamed.count == 1
                        ? "the project names this file" : "the projects name \(renamed.count) files (this one first)")
                        + " with another case ('\(displayPath(first, root: root))'): read as a case-insensitive file system (Xcode's default on macOS) finds \(renamed.count == 1 ? "it" : "them")"
                ))
        }
        dropUnusedDeviceHelpers(&files, gate: gate)
        dropKeptButUnread(&files, gate: gate)
        keepPublishedDecidedElsewhere(&files, gate: gate)
        keepDeclaredDeviceCallbacks(&files)
        keepPreviewLayerSubclasses(&files)
        dropUnshownCameraPreviews(&files, gate: gate)
        dropFramesBehindUnsetFlags(&files, gate: gate)
        addScreenSizeHelperCalls(&files, gate: gate)
        dropPackageSizesAnyFileListensTo(&files, gate: gate)
        promoteDartStartupHelpers(&files, gate: gate)
        placeDartHelperMethods(&files, gate: gate)
        dropLocksOfUnbuiltWidgets(&files, gate: gate)
        dropLocksOfUnimportedScripts(&files, gate: gate)
        dropModalsOfUnusedImports(&files, gate: gate)
        if let first = outside.first {
            diagnostics.append(
                Diagnostic(
                    .warning, OrientOutput.SourceLocation(displayPath(first, root: root)),
                    (outside.count == 1 ? "this source file is" : "\(outside.count) source files (this one first) are")
                        + " outside the repository (a link, or a path through `..`); not read (--allow-outside-root reads them)"
                ))
        }
        return ProjectFacts.build(
            scan: packages.attachImported(to: scan, files: files), files: files, diagnostics: diagnostics)
    }

    /// One file's facts (`nil` when the file is not there: a target may list a file that was never checked in;
    /// or when it is outside the repository, by its path or through a link: read through `gate`, never quoted).
    public static func readFile(_ path: String, root: String, gate: ReadGate, readAllBodies: Bool = false)
        -> FileFacts?
    {
        let shown = displayPath(path, root: root)
        guard let data = gate.contents(path) else { return nil }
        switch fileExtension(path) {
        case "swift": return SwiftFacts.extract(data: data, path: shown, bodies: readAllBodies ? .all : .asNeeded)
        case "m", "mm", "h": return ObjCFacts.extract(data: data, path: shown)
        case "storyboard", "xib": return StoryboardReader.extract(data: data, path: shown)
        case "dart": return DartFacts.extract(data: data, path: shown)
        case let ext where ReactNativeApp.extensions.contains(String(ext)):
            return JSFacts.extract(data: data, path: shown)
        default: return nil
        }
    }

    /// Source files under `root`, as the one walk of the tree lists them (`FileTree`): the folders project discovery
    /// and the cache skip are skipped here too. With `dependencyCode`, the code of the dependencies in the tree
    /// (pods, Carthage and SwiftPM checkouts) is listed too: no target lists it, so it gives facts, not findings.
    static func sourceFiles(
        under root: String, includeDependencies: Bool, dependencyCode: Bool = false, skipping: Set<String> = []
    ) -> [String] {
        let policy = FileTreePolicy(
            includeDependencies: includeDependencies, dependencyCode: dependencyCode, skipping: skipping)
        // Dart and JavaScript count only through the Flutter or React Native app that lists them.
        return FileTree.list(root, policy: policy).files.filter {
            let ext = String(fileExtension($0))
            return !crossPlatformExtensions.contains(ext) && extensions.contains(ext)
        }
    }

    /// Device-orientation tests that only keep a property no other file reads (`x.orientation` in Swift, the name
    /// at all in Objective-C): nothing is decided from them (a blind reading of LLMFarm: an ObservableObject
    /// publishing the device's orientation to views that never read it).
    static func dropKeptButUnread(_ files: inout [String: FileFacts], gate: ReadGate) {
        let kept = files.flatMap { path, f in f.deviceOrientationReads.compactMap { r in r.keptIn.map { (path, $0) } } }
        guard !kept.isEmpty else { return }
        var read: Set<String> = []
        for path in files.keys.sorted() {
            let names = Set(kept.filter { $0.0 != path }.map(\.1)).subtracting(read)
            guard !names.isEmpty, let data = gate.contents(path) else { continue }
            let swift = fileExtension(path) == "swift"
            for name in names
            where swift
                ? SourceBytes.memberAccesses(of: name, in: data) > 0 : SourceBytes.occurrences(of: name, in: data) > 0
            {
                read.insert(name)
            }
        }
        for (path, name) in kept where !read.contains(name) {
            files[path]?.deviceOrientationReads.removeAll { $0.keptIn == name }
        }
    }

    /// Tests on a closure's parameter count only where the function the closure is handed to is declared as one
    /// that hands it the device's orientation, in any file of the repository (`.onRotate { o in … }`).
    static func keepDeclaredDeviceCallbacks(_ files: inout [String: FileFacts]) {
        let declared = Set(files.values.flatMap(\.deviceOrientationCallbacks))
        for path in files.keys
        where files[path]?.deviceOrientationReads.contains(where: { $0.viaCallback != nil }) == true {
            files[path]?.deviceOrientationReads.removeAll { r in r.viaCallback.map { !declared.contains($0) } ?? false }
        }
    }

    /// Calls made where a JavaScript module loads to a function another file exports that reads the window's size
    /// each time it runs (`height: calcHeight(0.85)` in a `StyleSheet.create`, a blind reading of openMind): the
    /// value is kept, and reported as screen_size_read_once. Only files that name such a function are read again.
    static func addScreenSizeHelperCalls(_ files: inout [String: FileFacts], gate: ReadGate) {
        let helpers = files.filter { !$0.value.screenSizeHelpers.isEmpty }.mapValues { Set($0.screenSizeHelpers) }
        guard !helpers.isEmpty else { return }
        let names = Set(helpers.values.flatMap { $0 })
        for path in files.keys.sorted()
        where ReactNativeApp.extensions.contains(String(fileExtension(path))) {
            guard let data = gate.contents(path),
                names.contains(where: { SourceBytes.occurrences(of: $0, in: data) > 1 })
            else { continue }
            let shown = files[path]?.path ?? path
            for call in JSFacts.screenSizeHelperCalls(data: data, path: shown) {
                guard let module = call.module,
                    let target = resolveModule(module, from: path, among: helpers.keys),
                    helpers[target]?.contains(call.callee) == true
                else { continue }
                files[path]?.screenSizeCaches.append(call.cache)
            }
        }
    }

    /// react-native-responsive-screen's calls made in components keep the launch size only while no file calls its
    /// `listenOrientationChange`, which updates the size it keeps for every caller.
    static func dropPackageSizesAnyFileListensTo(_ files: inout [String: FileFacts], gate: ReadGate) {
        let marked = files.filter {
            $0.value.screenSizeCaches.contains { $0.read.hasSuffix(ScreenSizeCacheFact.keptSincePackageLoaded) }
        }
        guard !marked.isEmpty else { return }
        let listens = files.keys.contains { path in
            ReactNativeApp.extensions.contains(String(fileExtension(path)))
                && (gate.contents(path).map { SourceBytes.contains($0, ScreenSizeCacheFact.packageListener) } ?? false)
        }
        guard listens else { return }
        for path in marked.keys {
            files[path]?.screenSizeCaches.removeAll { $0.read.hasSuffix(ScreenSizeCacheFact.keptSincePackageLoaded) }
        }
    }

    /// The file a relative import names (`../utility/sizes` → `…/utility/sizes.js`, or its `index`), among `paths`.
    static func resolveModule(_ module: String, from file: String, among paths: Dictionary<String, Set<String>>.Keys)
        -> String?
    {
        let base = normalizedPath((file as NSString).deletingLastPathComponent + "/" + module)
        let candidates =
            [base] + ReactNativeApp.extensions.sorted().flatMap { [base + "." + $0, base + "/index." + $0] }
        return candidates.first { paths.contains($0) }
    }

    /// Previews made as a class named like a preview layer count only where the repository declares that class a
    /// subclass of `AVCaptureVideoPreviewLayer` (through its superclasses, at most 16 deep).
    static func keepPreviewLayerSubclasses(_ files: inout [String: FileFacts]) {
        guard files.values.contains(where: { $0.cameraPreviews.contains { $0.layerClass != nil } }) else { return }
        var superclass: [String: String] = [:]
        for f in files.values {
            for t in f.types { if let s = t.superclass, superclass[t.name] == nil { superclass[t.name] = s } }
        }
        func isPreviewLayer(_ name: String) -> Bool {
            var current = name
            for _ in 0..<16 {
                guard let s = superclass[current] else { return false }
                if s == "AVCaptureVideoPreviewLayer" { return true }
                current = s
            }
            return false
        }
        for path in files.keys where files[path]?.cameraPreviews.contains(where: { $0.layerClass != nil }) == true {
            files[path]?.cameraPreviews.removeAll { p in p.layerClass.map { !isPreviewLayer($0) } ?? false }
        }
    }

    /// Camera previews made by a class that no other file names (no code, storyboard or header outside its own
    /// `.h`/`.m` pair or Swift file, and, in Swift, no use of it in its own file): nothing shows that screen (a blind
    /// reading of Spend Stack: a barcode scanner whose controller nothing creates).
    static func dropUnshownCameraPreviews(_ files: inout [String: FileFacts], gate: ReadGate) {
        var owners: [String: Set<String>] = [:]
        for (path, f) in files {
            for p in f.cameraPreviews where !p.rotated {
                if let type = p.inType, type.count >= 4 { owners[type, default: []].insert(path) }
            }
        }
        guard !owners.isEmpty else { return }
        func stem(_ path: String) -> String { (path as NSString).deletingPathExtension }
        var named: Set<String> = []
        for path in files.keys.sorted() {
            let wanted = owners.filter { !named.contains($0.key) }
            guard !wanted.isEmpty, let data = gate.contents(path) else { continue }
            for (type, declaring) in wanted {
                let count = SourceBytes.occurrences(of: type, in: data)
                guard count > 0 else { continue }
                let own = declaring.contains { stem($0) == stem(path) }
                // Its own Swift file names it once where it declares it; an Objective-C pair names it in imports too.
                if !own || (fileExtension(path) == "swift" && count > 1) { named.insert(type) }
            }
        }
        for (type, declaring) in owners where !named.contains(type) {
            for path in declaring { files[path]?.cameraPreviews.removeAll { $0.inType == type && !$0.rotated } }
        }
    }

    /// Views sized only behind a flag that starts `false` and that no other file names (`FixedFrameFact
    /// .unlessNamedElsewhere`): nothing sets it, so nothing runs that code. Objective-C's setter (`setHasBlur:`)
    /// and storyboards' runtime attributes count as naming it.
    static func dropFramesBehindUnsetFlags(_ files: inout [String: FileFacts], gate: ReadGate) {
        // Each name, and the files whose own facts it guards (they were read for it already).
        var declaring: [String: Set<String>] = [:]
        for (path, f) in files {
            for frame in f.fixedFrames {
                for name in frame.unlessNamedElsewhere { declaring[name, default: []].insert(path) }
            }
        }
        guard !declaring.isEmpty else { return }
        var named: Set<String> = []
        for path in files.keys.sorted() {
            let wanted = declaring.filter { !named.contains($0.key) && !$0.value.contains(path) }.keys
            guard !wanted.isEmpty, let data = gate.contents(path) else { continue }
            for name in wanted
            where SourceBytes.occurrences(of: name, in: data) > 0
                || SourceBytes.occurrences(of: "set" + name.prefix(1).uppercased() + name.dropFirst(), in: data) > 0
            {
                named.insert(name)
            }
        }
        let guarded = Set(declaring.values.flatMap { $0 })
        for path in guarded {
            files[path]?.fixedFrames.removeAll { f in
                !f.unlessNamedElsewhere.isEmpty && !f.unlessNamedElsewhere.contains(where: named.contains)
            }
        }
    }

    /// Classes an app extends with helpers but never subclasses for UIKit to call: a member added to one of them
    /// runs only where the app's own code names it.
    static let helperOnlyTypes: Set<String> = ["UIDevice", "UIScreen", "UIApplication", "UIWindowScene", "View"]

    /// Device-orientation reads in a helper added to `UIDevice` (or `UIScreen`, …) whose name no other place of
    /// the code writes: a helper nobody calls decides nothing (a blind reading of Mammoth: `UIDevice.hasNotch`).
    static func dropUnusedDeviceHelpers(_ files: inout [String: FileFacts], gate: ReadGate) {
        var helpers: Set<String> = []
        // The files that declare each `UIDevice` helper: elsewhere, a call names the device (`UIDevice.current.x`,
        // `[UIDevice currentDevice].x`, `UIDevice.x` for a static one), so a common name (`isLandscape`) used for sizes and other orientations
        // does not count as one (a blind reading of Kurozora).
        var deviceHelperFiles: [String: Set<String>] = [:]
        // SwiftUI `View` helpers: a view names its own bare (`isPortrait`) or through `self.`; `x.isPortrait` is
        // another type's (an orientation's `isPortrait`).
        var viewHelpers: Set<String> = []
        for (path, f) in files {
            for r in f.deviceOrientationReads where r.context.inType.map(helperOnlyTypes.contains) == true {
                if let member = r.context.inMember.map(CheckName.base), member.count >= 4 {
                    helpers.insert(member)
                    if r.context.inType == "UIDevice" { deviceHelperFiles[member, default: []].insert(path) }
                    if r.context.inType == "View" { viewHelpers.insert(member) }
                }
            }
        }
        guard !helpers.isEmpty else { return }
        // Uses beyond the declaration: for a UIDevice helper, calls through the device anywhere and bare calls in
        // its own file (`.isLandscape` there is the orientation's); for the others, the name anywhere.
        var uses: [String: Int] = [:]
        var declared: [String: Int] = [:]
        for path in files.keys.sorted() {
            guard let data = gate.contents(path) else { continue }
            for name in helpers {
                // Declarations of the name (another type's helper of the same name: a blind first run, Habitica's
                // `isPortrait` on both `View` and `UIWindowScene`, neither ever read) are no uses; one stays counted.
                let declarations = ["var ", "func ", "let "].reduce(0) {
                    $0 + SourceBytes.occurrences(of: $1 + name, in: data)
                }
                let count = SourceBytes.occurrences(of: name, in: data)
                guard count > 0 else { continue }
                guard let declaring = deviceHelperFiles[name] else {
                    let named =
                        viewHelpers.contains(name)
                        ? count - SourceBytes.memberAccesses(of: name, in: data)
                            + SourceBytes.occurrences(of: "self." + name, in: data) : count
                    uses[name, default: 0] += named - declarations
                    declared[name, default: 0] += declarations
                    continue
                }
                let throughTheDevice = [
                    "UIDevice.", "current.", "current?.", "currentDevice].", "currentDevice] ", "device."
                ]
                .reduce(0) { $0 + SourceBytes.occurrences(of: $1 + name, in: data) }
                let bare = declaring.contains(path) ? count - SourceBytes.memberAccesses(of: name, in: data) : 0
                uses[name, default: 0] += throughTheDevice + bare
            }
        }
        // The declaration is one of the name's occurrences (one bare one, for a UIDevice helper).
        let unused = helpers.filter { (uses[$0] ?? 0) + min(declared[$0] ?? 0, 1) <= 1 }
        guard !unused.isEmpty else { return }
        for path in files.keys {
            files[path]?.deviceOrientationReads.removeAll { r in
                r.context.inType.map(helperOnlyTypes.contains) == true
                    && r.context.inMember.map(CheckName.base).map(unused.contains) == true
            }
        }
    }
}
