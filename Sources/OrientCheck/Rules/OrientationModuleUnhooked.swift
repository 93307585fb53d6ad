import OrientEngine
import OrientFacts
import OrientOutput

/// A React Native orientation module's lock in an app whose delegate never returns the module's mask: the lock
/// never reaches UIKit.
struct OrientationModuleUnhooked: LintRule {
    /// The modules that keep their mask for the app delegate to return (`+[Orientation getOrientation]`), each
    /// README's iOS set-up step: wonday/react-native-orientation-locker and yamill/react-native-orientation.
    static let modules: Set<String> = ["react-native-orientation-locker", "react-native-orientation"]

    /// React Native's app delegate header since 0.71, in the examples.
    static let delegateHeader = """
        #import <RCTAppDelegate.h>
        @interface AppDelegate : RCTAppDelegate
        @end
        """

    static let description = RuleDescription(
        id: "orientation_module_unhooked",
        title: "React Native orientation lock the app delegate never returns",
        rationale: """
            `Orientation.lockToPortrait()` of react-native-orientation-locker and of react-native-orientation only \
            stores a mask in the module (`+[Orientation setOrientation:]`) and nudges the device. UIKit never asks \
            a module: after launch it asks the app delegate's \
            `application(_:supportedInterfaceOrientationsFor:)` and the root controller (R4.1, R5.1), so each \
            module's README has the app delegate return `[Orientation getOrientation]`. An app delegate without \
            that method, or one that returns a fixed mask, leaves the Info.plist and the root in charge: the \
            screen the lock was meant to hold turns with the device again. The module's nudge (the private \
            `UIDevice` \"orientation\" value, R8.5) does nothing from the iOS 16 SDK, so there a landscape lock \
            does not even turn the screen once. Reported at each lock the JavaScript makes, where the app's iOS \
            project is read and its app delegate is seen; quiet when the delegate's answer reads any value (the \
            module's, or a property the app sets), on a device whose Info.plist already allows only what the lock \
            asks (a portrait lock in a portrait-only app loses nothing), and on an iPad that multitasks, which asks \
            no delegate.
            """,
        severity: .warning,
        triggering: [
            Example(
                [
                    "src/Player.js": """
                    import Orientation from 'react-native-orientation-locker';
                    export function Player() {
                      useEffect(() => {
                        ↓Orientation.lockToLandscape();
                        return () => Orientation.unlockAllOrientations();
                      }, []);
                      return null;
                    }
                    """,
                    "AppDelegate.h": delegateHeader,
                    "AppDelegate.mm": """
                    #import "AppDelegate.h"
                    @implementation AppDelegate
                    - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions
                    {
                      self.moduleName = @"Player";
                      return [super application:application didFinishLaunchingWithOptions:launchOptions];
                    }
                    @end
                    """
                ]),
            Example(
                [
                    "src/Home.js": """
                    var Orientation = require('react-native-orientation');
                    class Home extends Component {
                      componentDidMount() {
                        ↓Orientation.lockToPortrait();
                      }
                      componentWillUnmount() {
                        ↓Orientation.lockToLandscape();
                      }
                    }
                    """,
                    "AppDelegate.swift": """
                    import UIKit
                    @main final class AppDelegate: UIResponder, UIApplicationDelegate {
                        var window: UIWindow?
                        func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                            .allButUpsideDown
                        }
                    }
                    """
                ])
        ],
        nonTriggering: [
            Example(
                [
                    "src/Player.js": """
                    import Orientation from 'react-native-orientation-locker';
                    export function Player() {
                      useEffect(() => { Orientation.lockToLandscape(); }, []);
                      return null;
                    }
                    """,
                    "AppDelegate.h": delegateHeader,
                    "AppDelegate.mm": """
                    #import "AppDelegate.h"
                    #import "Orientation.h"
                    @implementation AppDelegate
                    - (UIInterfaceOrientationMask)application:(UIApplication *)application supportedInterfaceOrientationsForWindow:(UIWindow *)window
                    {
                      return [Orientation getOrientation];
                    }
                    @end
                    """
                ]),
            // A portrait lock in an app whose plist lists portrait alone: nothing is lost.
            Example(
                [
                    "src/App.js": """
                    import Orientation from 'react-native-orientation-locker';
                    Orientation.lockToPortrait();
                    """,
                    "AppDelegate.swift": """
                    import UIKit
                    @main final class AppDelegate: UIResponder, UIApplicationDelegate {
                        var window: UIWindow?
                    }
                    """
                ],
                settings: [
                    "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone": "UIInterfaceOrientationPortrait"
                ]),
            // No app delegate is seen (a managed Expo app, or one the reader could not read): nothing is told.
            Example(
                [
                    "src/Player.js": """
                    import Orientation from 'react-native-orientation-locker';
                    export const enter = () => Orientation.lockToLandscape();
                    """
                ])
        ])

    func check(_ context: CheckContext) -> [Finding] {
        let locks = context.facts.frameworkLocks.filter {
            $0.module.map(Self.modules.contains) == true && !$0.unlocks
        }
        guard !locks.isEmpty, let delegate = context.appDelegateClass else { return [] }
        let answer = context.appDelegateMask
        // A delegate whose answer reads anything (the module's mask, a property the app sets) may be the hook.
        if let d = answer, !CheckContext.leaves(d.value).allSatisfy({ if case .mask = $0 { true } else { false } }) {
            return []
        }
        let note =
            answer.map { Note(Message.returnsFixed($0.value.description), at: $0.location) }
            ?? Note(Message.noMethod(delegate.name), at: delegate.location)
        var out: [Finding] = []
        for lock in locks {
            guard let masks = lock.masks.values, !masks.isEmpty else { continue }
            // What is lost is the lock itself: on a device whose plist already allows only what it asks (a
            // portrait lock in a portrait-only app), nothing is. Devices whose list is not known are left out.
            func lost(_ mask: OrientationMask, on d: DeviceClass) -> Bool {
                guard !context.orientationKeyUnknown(on: d), let caps = context.capabilities[d] else { return false }
                return !caps.afterLaunch.isSubset(of: mask)
            }
            let devices = context.devicesAskingControllers.filter { d in masks.contains { lost($0, on: d) } }
            guard !devices.isEmpty else { continue }
            let always = devices.allSatisfy { d in masks.allSatisfy { lost($0, on: d) } }
            // A call when the screen closes (setting the app's orientations back) is lost the same way: the same
            // problem as the screen's own lock, said at info beside it (a blind first run, Popcorn Time's player).
            let closing = lock.scope == .screenCloses
            out.append(
                finding(
                    context, at: lock.location,
                    Message.unhooked(CheckContext.written(lock)) + (closing ? Message.closing : ""),
                    devices: devices, notes: [note], fix: Message.fix, severity: always && !closing ? nil : .info))
        }
        return out
    }
}

extension OrientationModuleUnhooked {
    /// What the rule says, in one place.
    enum Message {
        static func unhooked(_ call: String) -> String {
            "\(call) stores its mask in the module, but the app delegate never returns [Orientation getOrientation]: UIKit asks the app delegate and the root, never the module (R4.1), so the screen keeps turning with the device"
        }
        static let closing = "; set when its screen closes, it sets nothing back either"
        static func noMethod(_ name: String) -> String {
            "\(name) has no application(_:supportedInterfaceOrientationsFor:): the Info.plist decides"
        }
        static func returnsFixed(_ mask: String) -> String {
            "the app delegate's application(_:supportedInterfaceOrientationsFor:) always returns \(mask)"
        }
        static let fix =
            "Return the module's mask from the app delegate: `- (UIInterfaceOrientationMask)application:(UIApplication *)application supportedInterfaceOrientationsForWindow:(UIWindow *)window { return [Orientation getOrientation]; }` (Swift: `Orientation.getOrientation()`)"
    }
}
