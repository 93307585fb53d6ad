import Foundation

/// What a rule's example project is made of: the settings of a new Xcode project's app target and the frame of a
/// hand-kept Info.plist. The tests' support target writes examples out as real projects (`ExampleProject.write`).
public enum ExampleProject {
    public static let marker: Character = "↓"
    public static let plistHeader = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>

        """
    public static let plistFooter = "\n</dict>\n</plist>\n"

    /// Settings of a new Xcode project's iPhone app, which an example's settings override. An empty value removes one.
    public static let defaultSettings: [String: String] = [
        "SDKROOT": "iphoneos",
        "IPHONEOS_DEPLOYMENT_TARGET": "16.0",
        "TARGETED_DEVICE_FAMILY": "1",
        "GENERATE_INFOPLIST_FILE": "YES",
        "INFOPLIST_KEY_UILaunchScreen_Generation": "YES",
        "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone":
            "UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight",
        "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad":
            "UIInterfaceOrientationPortrait UIInterfaceOrientationPortraitUpsideDown UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight"
    ]

    /// A hand-kept plist's `UISupportedInterfaceOrientations` listing `orientations` (`"Portrait"`,
    /// `"LandscapeLeft"`, …), one per line, as rule examples write it.
    public static func supportedOrientations(_ orientations: String...) -> String {
        (["\t<key>UISupportedInterfaceOrientations</key>", "\t<array>"]
            + orientations.map { "\t\t<string>UIInterfaceOrientation\($0)</string>" } + ["\t</array>"])
            .joined(separator: "\n")
    }
}
