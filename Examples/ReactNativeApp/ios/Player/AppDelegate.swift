import React
import React_RCTAppDelegate
import UIKit

@main
class AppDelegate: RCTAppDelegate {
    override func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        moduleName = "Player"
        return super.application(application, didFinishLaunchingWithOptions: launchOptions)
    }

    // react-native-orientation-locker answers UIKit through the app delegate.
    override func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?)
        -> UIInterfaceOrientationMask
    {
        Orientation.getOrientation()
    }

    override func bundleURL() -> URL? { Bundle.main.url(forResource: "main", withExtension: "jsbundle") }
}
