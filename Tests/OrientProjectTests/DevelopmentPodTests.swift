import Foundation
import OrientOutput
import XCTest

@testable import OrientProject

/// Issue 26: a pod the Podfile takes from the repository itself is the app's own code.
final class DevelopmentPodTests: XCTestCase {
    func testThePodfileIsReadForPodsFromTheRepository() {
        let text = """
            platform :ios, '15.0'
            def shared
              pod 'Shared', :path => 'Local Pods/Shared'   # every app that calls it
            end
            target 'App' do
              pod 'Alamofire'
              pod 'Kit', :path => 'Local Pods/Kit/Kit.podspec'
              target 'AppTests' do
                inherit! :search_paths
              end
            end
            target "Other" do
              pod "Mine", path: "../Mine"
            end
            post_install do |installer|
              installer.pods_project.targets.each do |t|
              end
            end
            """
        XCTAssertEqual(
            DevelopmentPod.parse(text, folder: "/r"),
            [
                DevelopmentPod(name: "Shared", folder: "/r/Local Pods/Shared", targets: []),
                DevelopmentPod(name: "Kit", folder: "/r/Local Pods/Kit", targets: ["App"]),
                DevelopmentPod(name: "Mine", folder: "/Mine", targets: ["Other"])
            ])
    }

    /// Blind first run (vk-ios-app): Texture's podspec lists its `source_files` over several lines; with none read,
    /// the pod's whole folder (its Tests/ and examples) was taken for the app's code.
    func testSourceFilesWrittenOverSeveralLines() {
        let s = Scratch()
        s.write(
            "Kit/Kit.podspec",
            """
            Pod::Spec.new do |spec|
              spec.name = 'Kit'
              spec.subspec 'Core' do |core|
                core.public_header_files = [
                  'Source/*.h'
                ]
                core.source_files = [
                  'Source/**/*.{h,m}',
                  # a comment with a 'quoted' word
                  'Base/*.m',
                ]
              end
            end
            """)
        XCTAssertEqual(
            DevelopmentPod.sourceFiles(in: s.path + "/Kit", name: "Kit", gate: ReadGate(root: s.path)),
            ["Source/**/*.h", "Source/**/*.m", "Base/*.m"])
    }
}
