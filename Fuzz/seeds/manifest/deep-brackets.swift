// swift-tools-version:5.9
import PackageDescription
let x = [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]
let package = Package(name: "P", targets: [.target(name: "T", path: "../../..")])
