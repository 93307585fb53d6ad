import OrientOutput
import Foundation
import OrientEngine

/// What Orient knows about one target for one configuration.
public struct TargetInfo: Sendable {
    public enum Kind: Sendable, Hashable {
        /// An iOS app or App Clip: the matrix and the checker look at it.
        case iosApp
        /// Recognised and left out, with the reason (watchOS, tvOS, macOS, an extension, tests, …).
        case skipped(String)
    }

    public var project: String
    public var name: String
    public var productType: String?
    public var kind: Kind
    public var configuration: String
    public var location: SourceLocation
    /// `TARGETED_DEVICE_FAMILY` and where it was set.
    public var deviceFamily: DeviceFamily
    public var deviceFamilySource: Provenance
    /// `IPHONEOS_DEPLOYMENT_TARGET` as a version (nil: not set, or not a version) and as written, for reports.
    public var deploymentTarget: OSVersion?
    public var deploymentTargetSetting: String?
    public var deploymentTargetSource: Provenance?
    public var supportsMacCatalyst: Bool
    /// `ASSETCATALOG_COMPILER_LAUNCHIMAGE_NAME`: an asset-catalog launch image set, and where it is set.
    public var launchImageAsset: (name: String, source: Provenance)?
    public var plist: EffectivePlist
    /// Files the target builds or copies (absolute), and those of the frameworks and libraries it links.
    public var files: [String]
    /// The frameworks and libraries of the workspace it builds with, whose files are in `files` (issue 26).
    public var linkedTargets: [String] = []
    /// The development pods (`pod 'X', :path => …`) whose files are in `files`.
    public var developmentPods: [String] = []
    /// The Flutter app this target is the iOS side of (its Dart files are in `files`; issue 31).
    public var flutterApp: FlutterApp?
    /// The React Native app this target is the iOS side of (its JavaScript and TypeScript are in `files`).
    public var reactNativeApp: ReactNativeApp?
    /// Swift package products it links, with the local package's folder when the project names it.
    public var packageProducts: [(product: String, package: String?)] = []
    /// The xcconfig and Info.plist files read for it (absolute): what a cache must watch besides the sources.
    public var inputs: [String] = []
    public var diagnostics: [Diagnostic]
    /// The target read in each of its other build configurations whose settings give Orient something else to
    /// check (a device family, a minimum iOS, an Info.plist): checked too, and named where a finding holds only
    /// there (issue 30). Empty when only one configuration was asked for.
    public var variants: [TargetInfo] = []

    public var isIOSApp: Bool { kind == .iosApp }

    /// For a target left out that a user may have expected to be checked, what it is, in the plural
    /// ("tvOS apps", "test bundles"): the summary counts them. nil for frameworks, extensions and the like.
    public var skipGroup: String?

    /// The lowest iOS the app runs on, as rules assume it: the deployment target, else iOS 12 (the lowest any
    /// Xcode that still uploads to the App Store accepts).
    public var minimumOS: OSVersion { deploymentTarget ?? OSVersion(12) }

    /// Whether another configuration's reading gives the rules the same input: the kind, the device family, the
    /// minimum iOS, Mac Catalyst, the launch image and every Info.plist value (where each comes from aside).
    public func readsTheSame(as other: TargetInfo) -> Bool {
        kind == other.kind && deviceFamily == other.deviceFamily && deploymentTarget == other.deploymentTarget
            && supportsMacCatalyst == other.supportsMacCatalyst
            && launchImageAsset?.name == other.launchImageAsset?.name && plist.values == other.plist.values
            && (plist.unknownFile == nil) == (other.plist.unknownFile == nil)
            && Set(plist.unknownKeys.keys) == Set(other.plist.unknownKeys.keys)
            && plist.generated == other.plist.generated
    }

    /// The app as the engine sees it.
    public var appSpec: AppSpec { AppSpec(plist: plist.values) }
}
