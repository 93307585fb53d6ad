// swift-tools-version:5.9
import PackageDescription
import AppleProductTypes
let package = Package(
    name: "App",
    platforms: [.iOS("16.0")],
    products: [.iOSApplication(name: "App", targets: ["AppModule"], supportedInterfaceOrientations: [.portrait, .landscapeRight(.when(deviceFamilies: [.pad]))])],
    targets: [.executableTarget(name: "AppModule", path: ".")]
)
