// swift-tools-version: 5.9

// WARNING:
// This is a Swift Playgrounds app package: Xcode generates its Info.plist from the product below.

import PackageDescription
import AppleProductTypes

let package = Package(
    name: "Stargazer",
    platforms: [
        .iOS("17.0")
    ],
    products: [
        .iOSApplication(
            name: "Stargazer",
            targets: ["AppModule"],
            bundleIdentifier: "com.example.stargazer",
            teamIdentifier: "",
            displayVersion: "1.0",
            bundleVersion: "1",
            appIcon: .placeholder(icon: .star),
            accentColor: .presetColor(.indigo),
            supportedDeviceFamilies: [
                .pad,
                .phone
            ],
            supportedInterfaceOrientations: [
                .portrait,
                .landscapeRight,
                .landscapeLeft,
                .portraitUpsideDown
            ]
        )
    ],
    targets: [
        .executableTarget(
            name: "AppModule",
            path: "."
        )
    ]
)
