import OrientEngine
import OrientOutput

// Flutter video players that call `SystemChrome.setPreferredOrientations` themselves when the user enters and leaves
// full screen, with the orientations their configuration names or their own defaults (a blind first run: a
// better_player_plus full screen, landscape by default, in an app whose iPad plist is portrait only). Each row is
// read from the package's public code; a default the package decides at run time (from the video) is never guessed.

/// A video player configuration whose full screen locks the app's orientations.
struct DartVideoPlayer {
    /// The configuration's class (`BetterPlayerConfiguration(…)`).
    let configuration: String
    /// What the lock is said as.
    let name: String
    /// The argument that names the orientations on entering full screen (nil: none does), and its default; nil
    /// where the package decides from the video (chewie: landscape for a wide video, portrait for a tall one).
    let onEnter: String?
    let enterDefault: OrientationMask?
    /// The argument that names the orientations on leaving it (nil: none does), and its default.
    let onExit: String?
    let exitDefault: OrientationMask
    /// Arguments that, set to `true`, let the package choose from the video instead.
    let decidedByVideo: [String]
    /// The package, where only some of its versions lock (`DartPackageVersions`) or another package has a widget of
    /// the same name: the file must import it.
    var package: String? = nil
    /// The argument that replaces the player's controls, and the control that enters full screen: given without
    /// that control, there is no full screen.
    var controls: (argument: String, fullScreen: String)? = nil

    static let all: [DartVideoPlayer] = [
        // better_player (jhomlala/betterplayer) and its fork better_player_plus: BetterPlayerConfiguration's
        // constructor, `deviceOrientationsOnFullScreen = [landscapeLeft, landscapeRight]`,
        // `deviceOrientationsAfterFullScreen = [portraitUp, portraitDown, landscapeLeft, landscapeRight]`.
        DartVideoPlayer(
            configuration: "BetterPlayerConfiguration", name: "BetterPlayer's full screen",
            onEnter: "deviceOrientationsOnFullScreen", enterDefault: .landscape,
            onExit: "deviceOrientationsAfterFullScreen", exitDefault: .all,
            decidedByVideo: ["autoDetectFullscreenDeviceOrientation"]),
        // flick_video_player (GeekyAnts): FlickVideoPlayer's `preferredDeviceOrientationFullscreen = [landscapeLeft,
        // landscapeRight]` and, on leaving, `preferredDeviceOrientation = [portraitUp, portraitDown]`.
        DartVideoPlayer(
            configuration: "FlickVideoPlayer", name: "FlickVideoPlayer's full screen",
            onEnter: "preferredDeviceOrientationFullscreen", enterDefault: .landscape,
            onExit: "preferredDeviceOrientation", exitDefault: [.portrait, .portraitUpsideDown], decidedByVideo: []),
        // chewie (fluttercommunity/chewie): ChewieController's `deviceOrientationsOnEnterFullScreen` (null: chosen
        // from the video's aspect ratio) and `deviceOrientationsAfterFullScreen = DeviceOrientation.values`.
        DartVideoPlayer(
            configuration: "ChewieController", name: "Chewie's full screen",
            onEnter: "deviceOrientationsOnEnterFullScreen", enterDefault: nil,
            onExit: "deviceOrientationsAfterFullScreen", exitDefault: .all, decidedByVideo: []),
        // youtube_player_flutter (sarbagyastha/youtube_player_flutter): `YoutubePlayer`'s default bottom actions end
        // with `FullScreenButton`, whose `toggleFullScreenMode` sets [landscapeLeft, landscapeRight], then
        // [portraitUp] when pressed again (7.0.0+2 to 9.1.3; `YoutubePlayerBuilder` presses it for the back button).
        // No argument names either list. youtube_player_iframe's widget of the same name locks nothing.
        DartVideoPlayer(
            configuration: "YoutubePlayer", name: "YoutubePlayer's full-screen button", onEnter: nil,
            enterDefault: .landscape, onExit: nil, exitDefault: .portrait, decidedByVideo: [],
            package: "youtube_player_flutter", controls: ("bottomActions", "FullScreenButton"))
    ]

    static let names = Set(all.map(\.configuration))
}

extension DartStructure {
    /// The two locks a video player's configuration at `k` makes (entering and leaving full screen), as events of
    /// the screen around it; none where full screen is turned off (`enableFullscreen: false` and no
    /// `fullScreenByDefault: true`) or the package chooses from the video.
    func videoPlayerLocks(
        at k: Int, close: Int, player: DartVideoPlayer, scopes: [(scope: Scope, closes: Int)],
        arrow: (name: String, depth: Int)?
    ) -> [FrameworkLockFact] {
        func argument(_ label: String) -> Range<Int>? {
            guard let at = ((k + 2)..<close).first(where: { text($0) == label && text($0 + 1) == ":" }) else {
                return nil
            }
            return (at + 2)..<min(expressionEnd(from: at + 2), close)
        }
        func isTrue(_ label: String) -> Bool { argument(label).map { text($0.lowerBound) == "true" } ?? false }
        if argument("enableFullscreen").map({ text($0.lowerBound) == "false" }) == true, !isTrue("fullScreenByDefault")
        {
            return []
        }
        guard !player.decidedByVideo.contains(where: isTrue) else { return [] }
        if let package = player.package,
            !tokens.contains(where: { $0.kind == .string && $0.text.hasPrefix("package:\(package)/") })
        {
            return []
        }
        if let controls = player.controls, let list = argument(controls.argument),
            !list.contains(where: { text($0) == controls.fullScreen })
        {
            return []
        }
        let given = player.onEnter.flatMap(argument)
        guard
            let enter = given.map({ listMasks(from: $0.lowerBound, to: $0.upperBound, depth: 0) ?? .anything })
                ?? player.enterDefault.map(Possible.just)
        else { return [] }
        let exit =
            player.onExit.flatMap(argument).map {
                listMasks(from: $0.lowerBound, to: $0.upperBound, depth: 0) ?? .anything
            }
            ?? .just(player.exitDefault)
        let context = call(at: k, arguments: k..<k, scopes: scopes, arrow: arrow)
        func lock(_ what: String, _ masks: Possible<OrientationMask>) -> FrameworkLockFact {
            var out = context
            out.call = what
            out.masks = masks
            out.scope = .event
            return out
        }
        let leftOut = given == nil ? player.onEnter.map { " (\($0) left out)" } ?? "" : ""
        var locks = [
            lock("\(player.name)\(leftOut): setPreferredOrientations", enter),
            lock("\(player.name)'s exit: setPreferredOrientations", exit)
        ]
        for i in locks.indices { locks[i].module = player.package }
        return locks
    }
}
