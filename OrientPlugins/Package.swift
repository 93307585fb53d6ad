// swift-tools-version:6.0
import PackageDescription

// Orient's plugins on a prebuilt `orient` (SwiftLint's approach): a package that uses them compiles no swift-syntax,
// only the plugins' few lines. The binary is an artifact bundle: in this repository the one
// Scripts/build-artifact-bundle.sh builds here (`orient.artifactbundle`, not committed); in the published package
// (.github/workflows/release.yml) the release's zip, by URL and checksum. The Orient package's plugins are the same
// sources built on `orient` from source: the fallback where no binary fits.
let package = Package(
    name: "OrientPlugins",
    products: [
        .plugin(name: "OrientCommand", targets: ["OrientCommand"]),
        .plugin(name: "OrientFix", targets: ["OrientFix"]),
        .plugin(name: "OrientBuildTool", targets: ["OrientBuildTool"])
    ],
    targets: [
        // Replaced by the release workflow with `url:` and `checksum:` of the release's orient.artifactbundle.zip.
        .binaryTarget(name: "OrientBinary", path: "orient.artifactbundle"),
        .plugin(
            name: "OrientCommand",
            capability: .command(
                intent: .custom(verb: "orient", description: "Check the interface orientation set-up (orient check)")),
            dependencies: ["OrientBinary"]),
        .plugin(
            name: "OrientFix",
            capability: .command(
                intent: .custom(verb: "orient-fix", description: "Apply orient check's mechanical fixes (--fix)"),
                permissions: [
                    .writeToPackageDirectory(
                        reason: "orient check --fix edits the Info.plist, project and source files its findings name")
                ]),
            dependencies: ["OrientBinary"]),
        .plugin(name: "OrientBuildTool", capability: .buildTool(), dependencies: ["OrientBinary"])
    ]
)
