// swift-tools-version:6.0
import PackageDescription

// Orient's runtime library as a package of its own, with no dependencies: what an iOS app adds
// (`.product(name: "OrientRuntime", package: "OrientRuntime")`) resolves nothing else. The command-line tool's
// package (the repository's root) reuses the engine from here. Published as a repository of its own (README,
// "The runtime library as a package"), since SwiftPM reads a package's manifest at its repository's root.
let package = Package(
    name: "OrientRuntime",
    platforms: [.macOS(.v13), .iOS(.v15)],
    products: [
        // What an iOS app adds: per-screen orientation, decided by OrientPolicy (issue 17).
        .library(name: "OrientRuntime", targets: ["OrientRuntime", "OrientPolicy"]),
        // UIKit's orientation model, which the tool's package builds on.
        .library(name: "OrientEngine", targets: ["OrientEngine"]),
        .library(name: "OrientPolicy", targets: ["OrientPolicy"]),
        // UIKit's API run on the engine, for tests where UIKit is missing (Linux); never part of an iOS app.
        .library(name: "UIKitStandIn", targets: ["UIKitStandIn"])
    ],
    targets: [
        // UIKit's orientation model. No dependencies: a user who only wants the engine pays for nothing else.
        .target(name: "OrientEngine"),
        // The runtime library's decisions, with no UIKit: which mask to answer and which calls make the interface follow.
        .target(name: "OrientPolicy", dependencies: ["OrientEngine"]),
        // The runtime library's UIKit and SwiftUI glue. Where UIKit is missing (Linux, here) it compiles against
        // UIKitStandIn, which declares the same API and runs it on the engine.
        .target(
            name: "OrientRuntime",
            dependencies: [
                "OrientPolicy",
                .target(
                    name: "UIKitStandIn", condition: .when(platforms: [.macOS, .linux, .windows, .android, .openbsd]))
            ]),
        .target(name: "UIKitStandIn", dependencies: ["OrientEngine"])
    ]
)
