// swift-tools-version:6.0
// Fuzz targets for Orient's readers (issue 14): one libFuzzer executable per reader. Build and run them with
// `Fuzz/run.sh` (it passes -sanitize=fuzzer on the command line; the package itself has no unsafe flags).
import PackageDescription

let readers = [
    "plist", "pbxproj", "xcconfig", "workspace", "scenario", "configuration", "objc", "storyboard", "swift",
    "manifest", "preprocessor", "hints", "dart", "javascript"
]

let package = Package(
    name: "OrientFuzz",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "Orient", path: "..")],
    targets: [
        .target(
            name: "FuzzSupport",
            dependencies: [
                .product(name: "OrientProject", package: "Orient"),
                .product(name: "OrientScenario", package: "Orient"),
                .product(name: "OrientFacts", package: "Orient"),
                .product(name: "OrientCheck", package: "Orient")
            ])
    ]
        + readers.map { .executableTarget(name: "fuzz-\($0)", dependencies: ["FuzzSupport"]) }
)
