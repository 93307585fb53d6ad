import Foundation
import OrientEngine
import OrientOutput
import XCTest

@testable import OrientCheck

// Which container a controller is shown in, and how loud a lost answer is.
extension RealAppPatternTests {
    static let pushpinShape = """
        #import <UIKit/UIKit.h>
        @interface Nav : UINavigationController
        @end
        @implementation Nav
        - (UIInterfaceOrientationMask)supportedInterfaceOrientation {
            return UIInterfaceOrientationMaskPortrait;
        }
        @end
        @interface About : UITableViewController
        @end
        @implementation About
        - (UIInterfaceOrientationMask)supportedInterfaceOrientations {
            return UIInterfaceOrientationMaskPortrait;
        }
        @end
        @interface Settings : UITableViewController
        @end
        @implementation Settings
        - (UIInterfaceOrientationMask)supportedInterfaceOrientations {
            return UIInterfaceOrientationMaskLandscapeLeft | UIInterfaceOrientationMaskLandscapeRight | UIInterfaceOrientationMaskPortrait;
        }
        - (void)showAbout {
            About *about = [[About alloc] init];
            [self.navigationController pushViewController:about animated:YES];
        }
        @end
        @interface AppDelegate : UIResponder <UIApplicationDelegate>
        @property (nonatomic, strong) UIWindow *window;
        @end
        @implementation AppDelegate
        - (Settings *)settings {
            return [[Settings alloc] init];
        }
        - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
            self.window.rootViewController = [[Nav alloc] initWithRootViewController:self.settings];
            return YES;
        }
        @end
        """

    /// Blind first run (Pushpin): the window's navigation controller holds `self.settings`, a controller a getter of
    /// the file makes, and its forwarding method is misspelt (`supportedInterfaceOrientation`), so it answers for
    /// itself: About's portrait lock, pushed from Settings, is never asked. Settings' own answer restates UIKit's
    /// iPhone default and is lost only on an iPad that asks controllers (full screen): info.
    func testAGetterMadeRootAndAnIPhoneDefaultLostOnIPad() throws {
        let found = try findings(
            Example(
                ["Code.m": Self.pushpinShape],
                settings: ["TARGETED_DEVICE_FAMILY": "1,2", "INFOPLIST_KEY_UIRequiresFullScreen": "YES"]))
        let forwarding = found.filter { $0.rule == "container_does_not_forward" }
        XCTAssertEqual(forwarding.map(\.severity), [.warning, .info], "\(forwarding)")
        XCTAssertEqual(forwarding.map(\.place), ["App/Code.m:12:31", "App/Code.m:19:31"], "\(forwarding)")
        // With upside down in the iPhone's list too, the navigation controller still answers UIKit's iPhone
        // default there, which is what Settings restates: only the iPad loses its answer.
        let all = try findings(
            Example(
                ["Code.m": Self.pushpinShape],
                settings: [
                    "TARGETED_DEVICE_FAMILY": "1,2", "INFOPLIST_KEY_UIRequiresFullScreen": "YES",
                    "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone":
                        "UIInterfaceOrientationPortrait UIInterfaceOrientationPortraitUpsideDown UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight"
                ]))
        XCTAssertEqual(all.filter { $0.rule == "container_does_not_forward" }.map(\.severity), [.warning, .info])
    }
}
