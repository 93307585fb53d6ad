// Cross-platform apps (issue 31): a Flutter app's root controller, whose answer Dart sets, and a React Native
// app's module locks, which the app delegate answers.

import OrientEngine
import OrientFacts
import OrientOutput

extension CheckContext {
    /// The Dart `setPreferredOrientations` calls of a Flutter app's code (empty for another app).
    /// A call when the first screen (the widget `runApp` is given) opens runs at start-up, like one in `main()`.
    var flutterLocks: [FrameworkLockFact] {
        guard let app = target.flutterApp else { return [] }
        // The first screen: what `runApp` and `home:` name, and the page of the route an app widget starts on.
        var first = Set(facts.files.flatMap(\.appWidgets))
        let routes = facts.files.reduce(into: [String: String]()) { all, f in all.merge(f.namedRoutes) { a, _ in a } }
        for route in facts.files.flatMap(\.initialRoutes) { if let w = routes[route] { first.insert(w) } }
        // A package's lock only where the version the app gets locks (auto_orientation before 2.2.1,
        // youtube_player_flutter's full screen from 7.0.0+2 to 9.x).
        let locks = facts.frameworkLocks.filter {
            $0.framework == .flutter
                && $0.module.map { DartPackageVersions.locks(package: $0, version: app.packageVersions[$0]) } ?? true
        }
        return FrameworkLockFact.promotingFirstScreen(locks, appWidgets: first)
    }

    /// Whether UIKit asks a class that is Flutter's `FlutterViewController` (or a subclass that leaves its mask to
    /// the engine) in a Flutter app: its answer is what Dart set.
    func isFlutterRoot(_ name: String) -> Bool {
        target.flutterApp != nil && externalBase(name)?.name == "FlutterViewController"
            && member(.supportedInterfaceOrientations, of: name) == nil
    }

    /// What `FlutterViewController` can answer: `UIInterfaceOrientationMaskAll` until Dart calls (the engine's
    /// `performCommonViewControllerInitialization`), the start-up call's mask instead when `main()` makes one
    /// (it runs before the first frame), and the mask of every other call the code makes.
    var flutterRootMasks: Possible<OrientationMask> { flutterRootMasks(on: nil) }

    /// The same on one device: a call under a tablet test (`if (shortestSide >= 600)`, `if (isTablet)`) runs only
    /// on iPad (a blind first run, hansol: an iPhone app locked portrait that lets tablets turn), one under its
    /// negation only on iPhones.
    func flutterRootMasks(on device: DeviceClass?) -> Possible<OrientationMask> {
        let locks = flutterLocks.filter { lock in device.map(lock.mayRun(on:)) ?? true }
        let startup = locks.filter { $0.scope == .startup }
        var out: Possible<OrientationMask> = startup.isEmpty ? .just(.all) : .union(startup.map(\.masks))
        for l in locks where l.scope != .startup { out = out.union(l.masks) }
        return out
    }

    /// Every lock a cross-platform framework's code makes: Dart's, and a React Native app's module calls and
    /// screen options.
    var crossPlatformLocks: [FrameworkLockFact] {
        flutterLocks
            + (target.reactNativeApp == nil
                ? []
                : facts.frameworkLocks.filter { $0.framework == .reactNative } + [expoInitialLock].compactMap { $0 })
    }

    /// expo-screen-orientation's initial mask, a start-up lock: its root answers the plist's
    /// `EXDefaultScreenOrientationMask` (which the config plugin's `initialOrientation` writes) until JavaScript locks
    /// (EXScreenOrientationViewController.m, ScreenOrientationViewController.swift; a blind first run, drive-mobile:
    /// a portrait start on a multitasking iPad). All four narrows nothing: no lock.
    var expoInitialLock: FrameworkLockFact? {
        guard target.reactNativeApp?.usesExpoScreenOrientation == true,
            let entry = plist.entries["EXDefaultScreenOrientationMask"], let name = entry.value.stringValue,
            let mask = OrientationMask(objectiveCName: name), mask != .all
        else { return nil }
        return FrameworkLockFact(
            framework: .reactNative, call: "EXDefaultScreenOrientationMask = \(name)", masks: .just(mask),
            scope: .startup, inType: nil, function: nil, module: "expo-screen-orientation",
            location: entry.source.place ?? targetPlace)
    }

    /// What the window root expo-screen-orientation installs answers, in a React Native app that has the module (nil
    /// in another app): the mask JavaScript locked, else the plist's `EXDefaultScreenOrientationMask`
    /// (expo-screen-orientation's EXScreenOrientationViewController.m and ScreenOrientationViewController.swift). No
    /// key is portrait in older versions and the plist's list in newer ones, an unlock the module's default: anything.
    var expoScreenOrientationRootMasks: Possible<OrientationMask>? {
        guard target.reactNativeApp?.usesExpoScreenOrientation == true else { return nil }
        guard let name = plist.entries["EXDefaultScreenOrientationMask"]?.value.stringValue,
            let initial = OrientationMask(objectiveCName: name)
        else { return .anything }
        let locks = crossPlatformLocks.filter { $0.module == "expo-screen-orientation" }
        if locks.contains(where: \.unlocks) { return .anything }
        return locks.reduce(.just(initial)) { $0.union($1.masks) }
    }

    /// `SystemChrome.setPreferredOrientations([portraitUp])` for messages.
    static func written(_ lock: FrameworkLockFact) -> String {
        guard lock.framework == .flutter else { return lock.call + (lock.module.map { " (\($0))" } ?? "") }
        guard let values = lock.masks.values, values.count == 1, let mask = values.first else { return lock.call }
        return "\(lock.call)(\(mask.names))"
    }

    /// Who answers UIKit with a lock's mask, for messages.
    static func answerer(_ lock: FrameworkLockFact) -> String {
        switch lock.framework {
        case .flutter: return "which FlutterViewController answers"
        case .reactNative:
            return lock.module == "react-native-screens"
                ? "which the screen's controller answers" : "which the app delegate answers through the module"
        }
    }
}
