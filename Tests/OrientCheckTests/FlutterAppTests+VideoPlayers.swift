import Foundation
import XCTest

// Video players whose own code sets the app's orientations (DartFacts+VideoPlayers).
extension FlutterAppTests {
    /// Blind first run (a school app): youtube_player_flutter 8's `YoutubePlayer` keeps its default controls, whose
    /// full-screen button locks landscape, then portraitUp: in an iPhone app that turned, nothing gives the
    /// orientations back (reported at info, the lock being set on an event). Not from version 10, which sets nothing;
    /// not with controls that leave the button out; not for youtube_player_iframe's widget of the same name; not when
    /// the builder's `onExitFullScreen` sets every orientation back.
    func testYoutubePlayersFullScreenButtonLeavesTheAppLocked() throws {
        func app(
            version: String, player: String = "YoutubePlayer(controller: controller)",
            package: String = "youtube_player_flutter", plist: String = FlutterAppTests.multitaskingPlist
        ) throws -> Set<String> {
            let page = Self.videoPage(
                imports: """
                    import 'package:flutter/services.dart';
                    import 'package:\(package)/\(package).dart';
                    """,
                state: """
                      final controller = YoutubePlayerController(initialVideoId: 'dQw4w9WgXcQ');
                      @override
                      Widget build(BuildContext context) => \(player);
                    """)
            let dir = try write(["ios/App/Info.plist": plist, "lib/video_page.dart": page], family: "1")
            defer { try? FileManager.default.removeItem(atPath: dir) }
            let pubspec = try String(contentsOfFile: dir + "/pubspec.yaml", encoding: .utf8)
            try pubspec.replacingOccurrences(
                of: "    sdk: flutter\n", with: "    sdk: flutter\n  \(package): \(version)\n"
            ).write(toFile: dir + "/pubspec.yaml", atomically: true, encoding: .utf8)
            return check(dir).places.filter { $0.contains("video_page.dart") }
        }
        let locked = try app(version: "^8.1.2")
        XCTAssertTrue(locked.contains("orientation_lock_never_released info lib/video_page.dart:14"), "\(locked)")
        XCTAssertEqual(
            try app(
                version: "^8.1.2", player: "YoutubePlayer(controller: controller, bottomActions: [FullScreenButton()])"),
            locked)
        XCTAssertEqual(try app(version: "^10.0.1"), [])
        XCTAssertEqual(
            try app(
                version: "^8.1.2", player: "YoutubePlayer(controller: controller, bottomActions: [CurrentPosition()])"),
            [])
        XCTAssertEqual(try app(version: "^5.0.0", package: "youtube_player_iframe"), [])
        let restored = """
            YoutubePlayerBuilder(
                    onExitFullScreen: () => SystemChrome.setPreferredOrientations(DeviceOrientation.values),
                    player: YoutubePlayer(controller: controller),
                    builder: (context, player) => player)
            """
        XCTAssertFalse(
            try app(version: "^8.1.2", player: restored).contains { $0.hasPrefix("orientation_lock_never_released") })
        // In an app that is portrait only, entering full screen asks for orientations the plist does not allow.
        XCTAssertTrue(
            try app(version: "^8.1.2", plist: Self.portraitOnlyPlist).contains(
                "no_common_orientation error lib/video_page.dart:14"))
    }
}

// Locks set in a helper class's methods run where those methods are called.
extension FlutterAppTests {
    /// Blind first run (flowstorage): a helper class's `toPortraitMode()` called from a video screen's `dispose`
    /// narrows the app whenever the screen closes (an app that turned before: every later screen stays portrait);
    /// its `toLandscapeMode()`, called from a button, is a lock on an event. Where no screen calls them, they stay
    /// a helper's and say nothing.
    func testAHelperClassesLockRunsWhereItsMethodIsCalled() throws {
        let toggle = """
            import 'package:flutter/services.dart';
            class SystemToggle {
              void toPortraitMode() {
                SystemChrome.setPreferredOrientations([DeviceOrientation.portraitUp]);
              }
              void toLandscapeMode() {
                SystemChrome.setPreferredOrientations([DeviceOrientation.landscapeLeft, DeviceOrientation.landscapeRight]);
              }
            }
            """
        let page = Self.videoPage(
            imports: "",
            state: """
                      final systemToggle = SystemToggle();
                      @override
                      Widget build(BuildContext context) => IconButton(onPressed: () => systemToggle.toLandscapeMode());
                      @override
                      void dispose() {
                        systemToggle.toPortraitMode();
                        super.dispose();
                      }
                """)
        let called = try places(
            [
                "ios/App/Info.plist": Self.multitaskingPlist, "lib/system_toggle.dart": toggle,
                "lib/video_page.dart": page
            ], family: "1")
        XCTAssertTrue(called.contains("orientation_lock_never_released warning lib/system_toggle.dart:4"), "\(called)")
        let alone = try places(
            ["ios/App/Info.plist": Self.multitaskingPlist, "lib/system_toggle.dart": toggle], family: "1")
        XCTAssertFalse(alone.contains { $0.contains("system_toggle.dart") }, "\(alone)")
    }
}

extension FlutterAppTests {
    /// A `VideoPage` screen: `imports` after Flutter's material one, then the widget and its `State` with `state` as
    /// its body (line 14 is the body's third line when `imports` is two lines).
    static func videoPage(imports: String, state: String) -> String {
        """
        import 'package:flutter/material.dart';
        \(imports)

        class VideoPage extends StatefulWidget {
          const VideoPage({super.key});
          @override
          State<VideoPage> createState() => _VideoPageState();
        }

        class _VideoPageState extends State<VideoPage> {
        \(state)
        }
        """
    }
}
