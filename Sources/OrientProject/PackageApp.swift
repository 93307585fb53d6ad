import OrientOutput
import OrientEngine

/// An app that a Swift package declares (`.iOSApplication(…)` in Package.swift, as Swift Playgrounds and Xcode
/// write `.swiftpm` apps): what Xcode generates its Info.plist from, read from the manifest.
public struct PackageAppDeclaration: Sendable {
    public var name: String
    /// Package.swift as shown, and the line of `.iOSApplication(`.
    public var location: SourceLocation
    /// `supportedDeviceFamilies` (both iPhone and iPad when the manifest says nothing).
    public var deviceFamilies: DeviceFamily
    /// `supportedInterfaceOrientations`, per device family (`.portraitUpsideDown(.when(deviceFamilies: [.pad]))`
    /// holds on iPad only), as Info.plist names, with each one's line; nil when the manifest lists none.
    public var iPhoneOrientations: [(name: String, line: Int)]?
    public var iPadOrientations: [(name: String, line: Int)]?
    public var deploymentTarget: String?
    /// The Swift files of the targets the product names (absolute).
    public var files: [String]

    public init(
        name: String, location: SourceLocation, deviceFamilies: DeviceFamily,
        iPhoneOrientations: [(name: String, line: Int)]?,
        iPadOrientations: [(name: String, line: Int)]?, deploymentTarget: String?, files: [String]
    ) {
        self.name = name; self.location = location; self.deviceFamilies = deviceFamilies
        self.iPhoneOrientations = iPhoneOrientations; self.iPadOrientations = iPadOrientations
        self.deploymentTarget = deploymentTarget; self.files = files
    }

    /// The app target as the checker reads an Xcode app's: the generated Info.plist holds the orientation lists
    /// (the plain key for iPhone, `~ipad` for iPad) and a launch screen (Xcode always writes `UILaunchScreen`
    /// for package apps).
    public var target: TargetInfo {
        var plist = EffectivePlist()
        plist.generated = true
        func setting(_ line: Int?) -> Provenance {
            .setting(
                name: "supportedInterfaceOrientations", at: SourceLocation(location.file, line: line), level: "package")
        }
        for (key, list) in [
            (InfoPlistKey.supportedInterfaceOrientations.name(), iPhoneOrientations),
            (InfoPlistKey.supportedInterfaceOrientations.name(on: .ipad), iPadOrientations)
        ] {
            guard let list else { continue }
            plist.entries[key] = PlistEntry(
                value: .array(list.map { .string($0.name) }), source: setting(location.line),
                itemLines: list.map(\.line))
        }
        plist.entries[InfoPlistKey.launchScreen.name()] = PlistEntry(
            value: .dictionary([:]), source: .xcodeDefault(name: "iOSApplication launch screen"), itemLines: [])
        let family = Provenance.setting(name: "supportedDeviceFamilies", at: location, level: "package")
        return TargetInfo(
            project: location.file, name: name, productType: "com.apple.product-type.application", kind: .iosApp,
            configuration: "Release", location: location, deviceFamily: deviceFamilies, deviceFamilySource: family,
            deploymentTarget: deploymentTarget.flatMap(OSVersion.init), deploymentTargetSetting: deploymentTarget,
            deploymentTargetSource: deploymentTarget.map { _ in
                .setting(name: "platforms", at: location, level: "package")
            }, supportsMacCatalyst: false, launchImageAsset: nil, plist: plist, files: files, diagnostics: [])
    }
}
