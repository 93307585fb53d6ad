import OrientOutput
import Foundation
import OrientCheck

/// Writes a rule's example as a real project: `App.xcodeproj` (Xcode 16 format) with one iOS app target whose
/// files are the synchronized folder `App/`, and whose settings are `Config.xcconfig`. Tests run every rule on
/// its examples this way; markers (`↓`) are taken out and returned as the places findings must land.
extension ExampleProject {
    /// Writes the example under `directory` and returns the marked places (file relative to `directory`, line,
    /// column of the character after the marker).
    @discardableResult
    public static func write(_ example: Example, to directory: String) throws -> [SourceLocation] {
        let fm = FileManager.default
        try fm.createDirectory(atPath: directory + "/App.xcodeproj", withIntermediateDirectories: true)
        try fm.createDirectory(atPath: directory + "/App", withIntermediateDirectories: true)
        var markers: [SourceLocation] = []
        var settings = defaultSettings
        if example.files["Info.plist"] != nil {
            settings["INFOPLIST_FILE"] = "App/Info.plist"
            settings["GENERATE_INFOPLIST_FILE"] = "NO"
        }
        for (k, v) in example.settings { settings[k] = v }
        var files = example.files
        if files["Config.xcconfig"] == nil {
            files["Config.xcconfig"] =
                settings.filter { !$0.value.isEmpty }.sorted { $0.key < $1.key }.map { "\($0.key) = \($0.value)" }
                .joined(separator: "\n") + "\n"
        }
        for (name, raw) in files {
            let relative = name == "Config.xcconfig" ? name : "App/" + name
            var text = ""
            var line = 1, column = 1
            for ch in raw {
                if ch == marker { markers.append(SourceLocation(file: relative, line: line, column: column)); continue }
                text.append(ch)
                if ch == "\n" { line += 1; column = 1 } else { column += ch.utf8.count }
            }
            let path = directory + "/" + relative
            try fm.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }
        try Data(pbxproj(hasInfoPlist: example.files["Info.plist"] != nil).utf8).write(
            to: URL(fileURLWithPath: directory + "/App.xcodeproj/project.pbxproj"))
        return markers.sorted()
    }

    public static func pbxproj(hasInfoPlist: Bool) -> String {
        let exceptions =
            hasInfoPlist
            ? """
            /* Begin PBXFileSystemSynchronizedBuildFileExceptionSet section */
            \t\tE00000000000000000000009 /* Exceptions for "App" folder in "App" target */ = {
            \t\t\tisa = PBXFileSystemSynchronizedBuildFileExceptionSet;
            \t\t\tmembershipExceptions = (
            \t\t\t\tInfo.plist,
            \t\t\t);
            \t\t\ttarget = E00000000000000000000020 /* App */;
            \t\t};
            /* End PBXFileSystemSynchronizedBuildFileExceptionSet section */

            """ : ""
        return """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tclasses = {
            \t};
            \tobjectVersion = 77;
            \tobjects = {

            /* Begin PBXFileReference section */
            \t\tE00000000000000000000002 /* Config.xcconfig */ = {isa = PBXFileReference; lastKnownFileType = text.xcconfig; path = Config.xcconfig; sourceTree = "<group>"; };
            /* End PBXFileReference section */

            \(exceptions)/* Begin PBXFileSystemSynchronizedRootGroup section */
            \t\tE00000000000000000000001 /* App */ = {
            \t\t\tisa = PBXFileSystemSynchronizedRootGroup;
            \(hasInfoPlist ? "\t\t\texceptions = (\n\t\t\t\tE00000000000000000000009 /* Exceptions for \"App\" folder in \"App\" target */,\n\t\t\t);\n" : "")\t\t\tpath = App;
            \t\t\tsourceTree = "<group>";
            \t\t};
            /* End PBXFileSystemSynchronizedRootGroup section */

            /* Begin PBXGroup section */
            \t\tE00000000000000000000010 = {
            \t\t\tisa = PBXGroup;
            \t\t\tchildren = (
            \t\t\t\tE00000000000000000000001 /* App */,
            \t\t\t\tE00000000000000000000002 /* Config.xcconfig */,
            \t\t\t);
            \t\t\tsourceTree = "<group>";
            \t\t};
            /* End PBXGroup section */

            /* Begin PBXNativeTarget section */
            \t\tE00000000000000000000020 /* App */ = {
            \t\t\tisa = PBXNativeTarget;
            \t\t\tbuildConfigurationList = E00000000000000000000040 /* Build configuration list for PBXNativeTarget "App" */;
            \t\t\tbuildPhases = (
            \t\t\t);
            \t\t\tfileSystemSynchronizedGroups = (
            \t\t\t\tE00000000000000000000001 /* App */,
            \t\t\t);
            \t\t\tname = App;
            \t\t\tproductName = App;
            \t\t\tproductType = "com.apple.product-type.application";
            \t\t};
            /* End PBXNativeTarget section */

            /* Begin PBXProject section */
            \t\tE00000000000000000000030 /* Project object */ = {
            \t\t\tisa = PBXProject;
            \t\t\tbuildConfigurationList = E00000000000000000000041 /* Build configuration list for PBXProject "App" */;
            \t\t\tmainGroup = E00000000000000000000010;
            \t\t\tprojectDirPath = "";
            \t\t\tprojectRoot = "";
            \t\t\ttargets = (
            \t\t\t\tE00000000000000000000020 /* App */,
            \t\t\t);
            \t\t};
            /* End PBXProject section */

            /* Begin XCBuildConfiguration section */
            \t\tE00000000000000000000050 /* Release */ = {
            \t\t\tisa = XCBuildConfiguration;
            \t\t\tbaseConfigurationReference = E00000000000000000000002 /* Config.xcconfig */;
            \t\t\tbuildSettings = {
            \t\t\t};
            \t\t\tname = Release;
            \t\t};
            \t\tE00000000000000000000051 /* Release */ = {
            \t\t\tisa = XCBuildConfiguration;
            \t\t\tbuildSettings = {
            \t\t\t};
            \t\t\tname = Release;
            \t\t};
            /* End XCBuildConfiguration section */

            /* Begin XCConfigurationList section */
            \t\tE00000000000000000000040 /* Build configuration list for PBXNativeTarget "App" */ = {
            \t\t\tisa = XCConfigurationList;
            \t\t\tbuildConfigurations = (
            \t\t\t\tE00000000000000000000050 /* Release */,
            \t\t\t);
            \t\t\tdefaultConfigurationName = Release;
            \t\t};
            \t\tE00000000000000000000041 /* Build configuration list for PBXProject "App" */ = {
            \t\t\tisa = XCConfigurationList;
            \t\t\tbuildConfigurations = (
            \t\t\t\tE00000000000000000000051 /* Release */,
            \t\t\t);
            \t\t\tdefaultConfigurationName = Release;
            \t\t};
            /* End XCConfigurationList section */
            \t};
            \trootObject = E00000000000000000000030 /* Project object */;
            }

            """
    }
}
