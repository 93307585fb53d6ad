// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Orient",
    // iOS: what the runtime library supports (README); macOS: the tool.
    platforms: [.macOS(.v13), .iOS(.v15)],
    products: [
        .executable(name: "orient", targets: ["orient"]),
        .library(name: "OrientEngine", targets: ["OrientEngine"]),
        .library(name: "OrientScenario", targets: ["OrientScenario"]),
        .library(name: "OrientProject", targets: ["OrientProject"]),
        .library(name: "OrientFacts", targets: ["OrientFacts", "OrientSwift"]),
        .library(name: "OrientCheck", targets: ["OrientCheck"]),
        // What an iOS app adds: per-screen orientation, decided by OrientPolicy (issue 17).
        .library(name: "OrientRuntime", targets: ["OrientRuntime", "OrientPolicy"]),
        .plugin(name: "OrientCommand", targets: ["OrientCommand"]),
        .plugin(name: "OrientFix", targets: ["OrientFix"]),
        .plugin(name: "OrientBuildTool", targets: ["OrientBuildTool"])
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", "602.0.0"..<"603.0.0")
    ],
    targets: [
        // The engine and the runtime library live in Runtime/, a package of their own with no dependencies that an
        // iOS app adds alone (issue 30); this package builds the same sources. (It cannot depend on Runtime/ by
        // path: SwiftPM refuses a local dependency in a package others take by version or tag.)
        // UIKit's orientation model. No dependencies: a user who only wants the engine pays for nothing else.
        .target(name: "OrientEngine", path: "Runtime/Sources/OrientEngine"),
        // The runtime library's decisions, with no UIKit: which mask to answer and which calls make the interface follow.
        .target(name: "OrientPolicy", dependencies: ["OrientEngine"], path: "Runtime/Sources/OrientPolicy"),
        // The runtime library's UIKit and SwiftUI glue. Where UIKit is missing (Linux, here) it compiles against
        // UIKitStandIn, which declares the same API and runs it on the engine.
        .target(
            name: "OrientRuntime",
            dependencies: [
                "OrientPolicy",
                .target(
                    name: "UIKitStandIn", condition: .when(platforms: [.macOS, .linux, .windows, .android, .openbsd]))
            ], path: "Runtime/Sources/OrientRuntime"),
        .target(name: "UIKitStandIn", dependencies: ["OrientEngine"], path: "Runtime/Sources/UIKitStandIn"),
        // What every report shares: ordered JSON and terminal styling.
        .target(name: "OrientOutput"),
        // Xcode projects: discovery, project.pbxproj, XcodeGen specs (Yams), xcconfig, build settings, the effective
        // Info.plist, the matrix.
        .target(
            name: "OrientProject",
            dependencies: ["OrientEngine", "OrientOutput", .product(name: "Yams", package: "Yams")]),
        // Facts from the app's code, not findings: the model, the Objective-C scanner, storyboards, class
        // hierarchies per target. No swift-syntax here.
        .target(name: "OrientFacts", dependencies: ["OrientProject", "OrientEngine", "OrientOutput"]),
        // Swift sources: the only module that imports swift-syntax.
        .target(
            name: "OrientSwift",
            dependencies: [
                "OrientFacts", "OrientOutput",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax")
            ]),
        // `orient check`: lint rules over the project, the facts and the engine; configuration, reporters, baseline.
        .target(
            name: "OrientCheck",
            dependencies: [
                "OrientEngine", "OrientProject", "OrientFacts", "OrientOutput", "OrientScenario",
                .product(name: "Yams", package: "Yams")
            ]),
        // Scenario files (YAML/JSON) -> engine runs -> reports (text and the JSON contract).
        .target(
            name: "OrientScenario",
            dependencies: [
                "OrientEngine", "OrientProject", "OrientOutput",
                .product(name: "Yams", package: "Yams")
            ]),
        .executableTarget(
            name: "orient",
            dependencies: [
                "OrientEngine", "OrientScenario", "OrientProject", "OrientOutput", "OrientFacts", "OrientSwift",
                "OrientCheck",
                .product(name: "ArgumentParser", package: "swift-argument-parser")
            ]),
        // `swift package plugin orient`, and "Orient" in Xcode's package menu: runs `orient check` on the package's
        // (or the Xcode project's) folder.
        .plugin(
            name: "OrientCommand",
            capability: .command(
                intent: .custom(verb: "orient", description: "Check the interface orientation set-up (orient check)")),
            dependencies: ["orient"], path: "OrientPlugins/Plugins/OrientCommand"),
        // `swift package --allow-writing-to-package-directory orient-fix`: `orient check --fix`, with the write
        // permission the read-only plugin does not ask for.
        .plugin(
            name: "OrientFix",
            capability: .command(
                intent: .custom(verb: "orient-fix", description: "Apply orient check's mechanical fixes (--fix)"),
                permissions: [
                    .writeToPackageDirectory(
                        reason: "orient check --fix edits the Info.plist, project and source files its findings name")
                ]),
            dependencies: ["orient"], path: "OrientPlugins/Plugins/OrientFix"),
        // `orient check` as a step of the build of the target it is applied to (findings as build issues).
        .plugin(
            name: "OrientBuildTool", capability: .buildTool(), dependencies: ["orient"],
            path: "OrientPlugins/Plugins/OrientBuildTool"),
        // What several test targets share (a seeded generator for the mangling tests, the writer of rule examples);
        // never shipped.
        .target(name: "OrientTestSupport", dependencies: ["OrientCheck", "OrientOutput"], path: "Tests/Support"),
        .testTarget(name: "OrientEngineTests", dependencies: ["OrientEngine", "OrientTestSupport"]),
        .testTarget(
            name: "OrientRuntimeTests",
            dependencies: ["OrientRuntime", "OrientPolicy", "OrientEngine", "UIKitStandIn", "OrientTestSupport"]),
        // Fixtures are read from the source tree by path (they are inputs, not bundle resources).
        .testTarget(
            name: "OrientScenarioTests",
            dependencies: [
                "OrientScenario", "OrientEngine", "OrientOutput", "OrientTestSupport",
                .product(name: "Yams", package: "Yams")
            ], exclude: ["Fixtures"]),
        .testTarget(
            name: "OrientProjectTests",
            dependencies: ["OrientProject", "OrientEngine", "OrientOutput", "OrientTestSupport"],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "OrientFactsTests",
            dependencies: ["OrientFacts", "OrientSwift", "OrientProject", "OrientEngine", "OrientOutput"],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "OrientCheckTests",
            dependencies: [
                "OrientCheck", "OrientSwift", "OrientFacts", "OrientProject", "OrientEngine", "OrientOutput",
                "OrientScenario",
                "OrientTestSupport"
            ]),
        // Runs the built `orient` binary end to end; depends on it so `swift test` builds it first.
        .testTarget(name: "OrientCLITests", dependencies: ["orient"])
    ]
)
