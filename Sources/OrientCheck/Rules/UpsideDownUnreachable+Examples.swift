// The examples of `orient rules upside_down_unreachable` (docs/rules), run by RuleExamplesTests:
// a finding at each ↓ of a triggering example, none in the others.

import OrientOutput
import OrientEngine
import OrientFacts

extension UpsideDownUnreachable {
    static let triggeringExamples: [Example] = [
        .plist(
            """
            \t<key>UISupportedInterfaceOrientations</key>
            \t<array>
            \t\t<string>UIInterfaceOrientationPortrait</string>
            ↓\t\t<string>UIInterfaceOrientationPortraitUpsideDown</string>
            \t</array>
            """),
        // A screen that returns .all but is only ever pushed into a plain navigation controller is never asked.
        Example([
            "Info.plist": ExampleProject.plistHeader + """
                \t<key>UISupportedInterfaceOrientations</key>
                \t<array>
                \t\t<string>UIInterfaceOrientationPortrait</string>
                ↓\t\t<string>UIInterfaceOrientationPortraitUpsideDown</string>
                \t</array>
                """ + ExampleProject.plistFooter,
            "Code.swift": """
            import UIKit
            final class Editor: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
            }
            final class Start: UIViewController {
                func open() { navigationController?.pushViewController(Editor(), animated: true) }
            }
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func start() { window?.rootViewController = UINavigationController(rootViewController: Start()) }
            }
            """
        ]),
        // Views with superclasses from outside the repository say nothing of orientation; a lock whose every
        // state leaves upside down out still leaves it out.
        Example([
            "Info.plist": ExampleProject.plistHeader + """
                \t<key>UISupportedInterfaceOrientations</key>
                \t<array>
                \t\t<string>UIInterfaceOrientationPortrait</string>
                ↓\t\t<string>UIInterfaceOrientationPortraitUpsideDown</string>
                \t</array>
                """ + ExampleProject.plistFooter,
            "Code.swift": """
            import UIKit
            import WebKit
            final class Badge: WKWebView {}
            final class Player: UIViewController {
                var locked = false
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { locked ? .portrait : .allButUpsideDown }
            }
            """
        ]),
        // A lock the code switches on only for phones (known per idiom), on a root the scene delegate keeps in
        // a stored property; the other root is the idiom default.
        Example([
            "Info.plist": ExampleProject.plistHeader + """
                \t<key>UISupportedInterfaceOrientations</key>
                \t<array>
                \t\t<string>UIInterfaceOrientationPortrait</string>
                ↓\t\t<string>UIInterfaceOrientationPortraitUpsideDown</string>
                \t</array>
                """ + ExampleProject.plistFooter,
            "Code.swift": """
            import UIKit
            final class Paywall: UIViewController {
                var lockPortrait = false
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                    if lockPortrait { return .portrait } else { return .all }
                }
            }
            final class Space: UIViewController {}
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                private var space = Space()
                func showPaywall() {
                    let paywall = Paywall()
                    paywall.lockPortrait = UIDevice.current.userInterfaceIdiom == .phone
                    window?.rootViewController = paywall
                }
                func showSpace() { window?.rootViewController = space }
            }
            """
        ]),
        // The app delegate returns a variable the app sets once, while launching: that is its mask (R4.2).
        Example([
            "Info.plist": ExampleProject.plistHeader + """
                \t<key>UISupportedInterfaceOrientations</key>
                \t<array>
                \t\t<string>UIInterfaceOrientationPortrait</string>
                ↓\t\t<string>UIInterfaceOrientationPortraitUpsideDown</string>
                \t</array>
                """ + ExampleProject.plistFooter,
            "Code.m": """
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                self.orientationLock = UIInterfaceOrientationMaskAllButUpsideDown;
                return YES;
            }
            - (UIInterfaceOrientationMask)application:(UIApplication *)application supportedInterfaceOrientationsForWindow:(UIWindow *)window {
                return self.orientationLock;
            }
            @end
            @implementation Home
            - (UIInterfaceOrientationMask)supportedInterfaceOrientations { return UIInterfaceOrientationMaskAll; }
            @end
            """
        ]),
        // The app delegate leaves it out after launch, whatever the controllers allow (R4.1).
        Example([
            "Info.plist": ExampleProject.plistHeader + """
                \t<key>UISupportedInterfaceOrientations</key>
                \t<array>
                \t\t<string>UIInterfaceOrientationPortrait</string>
                ↓\t\t<string>UIInterfaceOrientationPortraitUpsideDown</string>
                \t</array>
                """ + ExampleProject.plistFooter,
            "Code.swift": """
            import UIKit
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                    .allButUpsideDown
                }
            }
            final class Home: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
            }
            """
        ]),
        // A split view from a library (its answer unknown) that only the iPad's own main storyboard holds: an
        // iPhone never loads that storyboard (UIMainStoryboardFile~ipad, a blind reading of tvheadend).
        Example(padStoryboardFiles(phoneHolds: "Home", marker: "↓"), settings: ["TARGETED_DEVICE_FAMILY": "1,2"])
    ]

    static let nonTriggeringExamples: [Example] = [
        // The same library split view in the iPhone's storyboard too: UIKit may ask it there.
        Example(padStoryboardFiles(phoneHolds: "Split", marker: ""), settings: ["TARGETED_DEVICE_FAMILY": "1,2"]),
        // The same lock, also set from state: on iPhone it may allow every orientation.
        Example([
            "Info.plist": ExampleProject.plistHeader + """
                \t<key>UISupportedInterfaceOrientations</key>
                \t<array>
                \t\t<string>UIInterfaceOrientationPortrait</string>
                \t\t<string>UIInterfaceOrientationPortraitUpsideDown</string>
                \t</array>
                """ + ExampleProject.plistFooter,
            "Code.swift": """
            import UIKit
            final class Paywall: UIViewController {
                var lockPortrait = false
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { lockPortrait ? .portrait : .all }
            }
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func show(compact: Bool) {
                    let paywall = Paywall()
                    paywall.lockPortrait = UIDevice.current.userInterfaceIdiom == .phone
                    if compact { paywall.lockPortrait = compact }
                    window?.rootViewController = paywall
                }
            }
            """
        ]),
        Example([
            "Info.plist": ExampleProject.plistHeader + """
                \t<key>UISupportedInterfaceOrientations</key>
                \t<array>
                \t\t<string>UIInterfaceOrientationPortrait</string>
                \t\t<string>UIInterfaceOrientationPortraitUpsideDown</string>
                \t</array>
                """ + ExampleProject.plistFooter,
            "Code.swift": """
            import UIKit
            final class Home: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
            }
            """
        ]),
        Example([:]),
        // A controller whose answer depends on state that may allow it: the code does not tell.
        Example([
            "Info.plist": ExampleProject.plistHeader + """
                \t<key>UISupportedInterfaceOrientations</key>
                \t<array>
                \t\t<string>UIInterfaceOrientationPortrait</string>
                \t\t<string>UIInterfaceOrientationPortraitUpsideDown</string>
                \t</array>
                """ + ExampleProject.plistFooter,
            "Code.swift": """
            import UIKit
            final class Home: UIViewController {
                var mask: UIInterfaceOrientationMask = .portrait
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { mask }
            }
            """
        ])
    ]

    /// An iPhone and iPad app whose iPad main storyboard (`UIMainStoryboardFile~ipad`) starts on `Split`, a class
    /// from a library, and whose iPhone storyboard starts on `phoneHolds`.
    static func padStoryboardFiles(phoneHolds: String, marker: String) -> [String: String] {
        func storyboard(_ cls: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="A">
                <scenes>
                    <scene sceneID="S">
                        <objects>
                            <viewController id="A" customClass="\(cls)" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        }
        return [
            "Info.plist": ExampleProject.plistHeader + """
                \t<key>UIMainStoryboardFile</key>
                \t<string>Phone</string>
                \t<key>UIMainStoryboardFile~ipad</key>
                \t<string>Pad</string>
                \t<key>UISupportedInterfaceOrientations</key>
                \t<array>
                \t\t<string>UIInterfaceOrientationPortrait</string>
                \(marker)\t\t<string>UIInterfaceOrientationPortraitUpsideDown</string>
                \t</array>
                \t<key>UISupportedInterfaceOrientations~ipad</key>
                \t<array>
                \t\t<string>UIInterfaceOrientationPortrait</string>
                \t\t<string>UIInterfaceOrientationPortraitUpsideDown</string>
                \t\t<string>UIInterfaceOrientationLandscapeLeft</string>
                \t\t<string>UIInterfaceOrientationLandscapeRight</string>
                \t</array>
                """ + ExampleProject.plistFooter,
            "Code.swift": """
            import UIKit
            import SplitLibrary
            final class Split: LibrarySplitViewController {}
            final class Home: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
            }
            """,
            "Phone.storyboard": storyboard(phoneHolds),
            "Pad.storyboard": storyboard("Split")
        ]
    }
}
