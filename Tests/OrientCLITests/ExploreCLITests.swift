import Foundation
import XCTest

/// `orient explore` end to end: exit statuses, JSON, --emit files that `orient simulate` replays and fails.
extension CLITests {
    func testExploreFindsTheSeedTrapsAndExitsTwo() throws {
        let r = try orient(
            "explore", "Examples/explore/001-landscape-player.yml", "--device", "iPhone 8", "--os", "15.0")
        XCTAssertEqual(r.status, 2, r.stderr)
        XCTAssertTrue(r.stdout.contains("return_wrong"), r.stdout)
        XCTAssertTrue(r.stdout.contains("path: launch: portrait → push: Player"), r.stdout)
    }

    func testExploreOfACorrectAppExitsZero() throws {
        let path = temp(
            "fine.yml",
            """
            device: iPhone 8
            os: "15.0"
            app: { plist: { UISupportedInterfaceOrientations: [UIInterfaceOrientationPortrait] } }
            controllers:
              Nav: { kind: navigationController, supportedInterfaceOrientations: portrait }
              List: { supportedInterfaceOrientations: portrait }
              Detail: { supportedInterfaceOrientations: portrait }
            root: { Nav: [List] }
            transitions:
              List: [ { push: Detail }, { present: { controller: Detail, style: fullScreen } } ]

            """)
        let r = try orient("explore", path)
        XCTAssertEqual(r.status, 0, r.stdout + r.stderr)
        XCTAssertTrue(r.stdout.contains("No bad state found."), r.stdout)
    }

    func testExploreJSONAndEmittedScenarios() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("orient-emit-\(getpid())")
        try? FileManager.default.removeItem(at: dir)
        let r = try orient(
            "explore", "Examples/explore/003-portrait-picker.yml", "--format", "json", "--emit", dir.path, "--stats")
        XCTAssertEqual(r.status, 2)
        let json = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
        let dims = try XCTUnwrap(json?["dimensions"] as? [[String: Any]])
        let bad = dims.flatMap { ($0["badStates"] as? [[String: Any]]) ?? [] }
        XCTAssertTrue(bad.contains { $0["kind"] as? String == "crash" })
        XCTAssertTrue(r.stderr.contains("transitions/s"), r.stderr)
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.path)
        XCTAssertEqual(files.count, bad.filter { $0["kind"] as? String != "unreachable_orientation" }.count)
        for f in files {
            let replay = try orient("simulate", dir.appendingPathComponent(f).path)
            XCTAssertEqual(replay.status, 2, "\(f) fails until the app is fixed\n\(replay.stdout)\(replay.stderr)")
        }
    }

    func testExploreInputErrors() throws {
        let noTransitions = try orient("explore", "Examples/seeds/001-push-landscape-stuck.yml")
        XCTAssertEqual(noTransitions.status, 1)
        XCTAssertTrue(noTransitions.stderr.contains("no transitions"), noTransitions.stderr)
        XCTAssertEqual(try orient("explore", "/nonexistent.yml").status, 1)
        XCTAssertEqual(try orient("explore").status, 64)
        XCTAssertEqual(try orient("explore", "--os", "sixteen", "x.yml").status, 64)
        XCTAssertEqual(try orient("explore", "--device", "Nokia", "x.yml").status, 64)
        let onlyTransitions = try orient("simulate", "Examples/explore/001-landscape-player.yml")
        XCTAssertEqual(onlyTransitions.status, 1, "a file of transitions is not a run")
        XCTAssertTrue(onlyTransitions.stderr.contains("orient explore"), onlyTransitions.stderr)
    }

    /// A project with nothing to explore exits 1 and says why for every app target (issue 29).
    func testExploreSaysWhyPerTargetWhenNothingCanBeExplored() throws {
        let r = try orient("explore", "Tests/OrientProjectTests/Fixtures/Projects/Xcode14")
        XCTAssertEqual(r.status, 1, r.stdout + r.stderr)
        for target in ["Multi", "Catalyst", "Clip", "Shared"] {
            XCTAssertTrue(r.stderr.contains("  \(target): no window root"), r.stderr)
        }
        let storyboard = try orient("explore", "Tests/OrientProjectTests/Fixtures/Projects/Xcode9")
        XCTAssertEqual(storyboard.status, 1)
        XCTAssertTrue(
            storyboard.stderr.contains("Classic: Classic/Info.plist: the main storyboard Main"), storyboard.stderr)
    }

    /// `--os` outside what the model runs is a usage error (issue 29); `--stats` says reading apart from the search;
    /// each step of a path says where in the code it comes from.
    func testExploreOptionsOutsideTheModelAndWhereStepsComeFrom() throws {
        let below = try orient("explore", "Examples/SampleApp", "--target", "Player", "--os", "12.0")
        XCTAssertEqual(below.status, 64, below.stderr)
        XCTAssertTrue(below.stderr.contains("below Player's deployment target (15.0)"), below.stderr)
        let past = try orient("explore", "Examples/SampleApp", "--os", "30.0")
        XCTAssertEqual(past.status, 64, past.stderr)
        let belowFile = try orient("explore", "Examples/explore/001-landscape-player.yml", "--os", "9.0")
        XCTAssertEqual(belowFile.status, 64, belowFile.stderr)
        let r = try orient("explore", "Examples/SampleApp", "--target", "Gallery", "--stats")
        XCTAssertEqual(r.status, 2, r.stderr)
        XCTAssertTrue(r.stderr.contains("explore: read the project in "), r.stderr)
        XCTAssertTrue(r.stderr.contains("explore: search: "), r.stderr)
        XCTAssertTrue(r.stdout.contains("push: SlideshowViewController (Gallery/GalleryApp.swift:32:"), r.stdout)
    }

    /// The counts in the text agree: a bad state found on several devices and versions is printed once, says
    /// where it holds, and is counted once in the total; where versions disagree, the rules that differ are named
    /// (issue 29).
    func testExploreTextCountsAgree() throws {
        let r = try orient("explore", "Examples/SampleApp")
        XCTAssertEqual(r.status, 2, r.stderr)
        let kinds = [
            "crash", "stuck", "return_wrong", "shown_wrong", "forced_rotation_ignored", "unreachable_orientation"
        ]
        var reports = 0
        for report in r.stdout.components(separatedBy: "orient explore ").dropFirst() {
            reports += 1
            let lines = report.split(separator: "\n")
            let shown = lines.filter { l in kinds.contains { l.hasPrefix("  \($0) ") } }.count
            let on = lines.filter { $0.hasPrefix("    on: ") }.count
            XCTAssertEqual(shown, on, "every bad state says where it holds: \(report)")
            let total = lines.last { $0.contains("found") }
            let said = total.flatMap { Int($0.prefix { $0.isNumber }) } ?? 0
            XCTAssertEqual(shown, said, report)
        }
        XCTAssertEqual(reports, 4, "one report per target and window root, across device classes: \(r.stdout)")
        XCTAssertTrue(
            r.stdout.contains("not on iphone-home-button, iphone-face-id, ipad iOS 26.0: the path meets"), r.stdout)
    }

    /// The sample project's traps, found from its code: each emitted path replays through `orient simulate` and
    /// fails until the sample is fixed.
    func testExploreTheSampleProject() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("orient-emit-sample-\(getpid())")
        try? FileManager.default.removeItem(at: dir)
        let r = try orient("explore", "Examples/SampleApp", "--format", "json", "--emit", dir.path)
        XCTAssertEqual(r.status, 2, r.stderr)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let models = try XCTUnwrap(json["models"] as? [[String: Any]])
        let kinds = Set(
            models.flatMap { ($0["dimensions"] as? [[String: Any]]) ?? [] }
                .flatMap { ($0["badStates"] as? [[String: Any]]) ?? [] }.compactMap { $0["kind"] as? String })
        // Gallery's push and pop (seed 001), its iPadOS 26 lock, Player's preferred orientation, KVC hack and lock.
        for k in ["crash", "stuck", "return_wrong", "shown_wrong", "forced_rotation_ignored"] {
            XCTAssertTrue(kinds.contains(k), "\(k) in \(kinds)")
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.path)
        XCTAssertFalse(files.isEmpty)
        for f in files.prefix(12) {
            let replay = try orient("simulate", dir.appendingPathComponent(f).path)
            XCTAssertEqual(replay.status, 2, "\(f)\n\(replay.stdout)\(replay.stderr)")
        }
    }
}

/// Emitted paths of a project are regression tests (issue 29): they name the project and the target, and replay
/// against the project as it is, so fixing the app's code makes them pass.
extension CLITests {
    func testEmittedPathsTurnGreenWhenTheSampleIsFixed() throws {
        let fm = FileManager.default
        let copy = fm.temporaryDirectory.appendingPathComponent("orient-replay-\(getpid())")
        try? fm.removeItem(at: copy)
        defer { try? fm.removeItem(at: copy) }
        try fm.copyItem(
            at: CLITests.repo.appendingPathComponent("Examples/SampleApp"), to: copy.appendingPathComponent("App"))
        let emit = copy.appendingPathComponent("paths")
        let r = try orient(
            "explore", copy.appendingPathComponent("App").path, "--target", "Player", "--emit", emit.path)
        XCTAssertEqual(r.status, 2, r.stderr)
        let crashes = try fm.contentsOfDirectory(atPath: emit.path).filter { $0.hasPrefix("crash-") }.sorted()
        XCTAssertFalse(crashes.isEmpty)
        for f in crashes {
            let text = try String(contentsOf: emit.appendingPathComponent(f), encoding: .utf8)
            XCTAssertTrue(text.contains("project: \"../App\"\ntarget: Player\n"), text)
            XCTAssertFalse(text.contains("controllers:"), "the masks are read again at replay, not written: \(text)")
            let replay = try orient("simulate", emit.appendingPathComponent(f).path)
            XCTAssertEqual(replay.status, 2, "before the fix: \(f)\n\(replay.stdout)\(replay.stderr)")
        }
        // The fix: the player's preferred orientation in its mask, and the app's lock wide enough to show it.
        for (file, from, to) in [
            (
                "Player/PlayerViewController.swift",
                "preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }",
                "preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .landscapeRight }"
            ),
            (
                "Player/AppDelegate.swift", "orientationLock: UIInterfaceOrientationMask = .portrait",
                "orientationLock: UIInterfaceOrientationMask = .allButUpsideDown"
            )
        ] {
            let url = copy.appendingPathComponent("App").appendingPathComponent(file)
            let code = try String(contentsOf: url, encoding: .utf8)
            XCTAssertTrue(code.contains(from), file)
            try code.replacingOccurrences(of: from, with: to).write(to: url, atomically: true, encoding: .utf8)
        }
        for f in crashes {
            let replay = try orient("simulate", emit.appendingPathComponent(f).path)
            XCTAssertEqual(replay.status, 0, "after the fix: \(f)\n\(replay.stdout)\(replay.stderr)")
        }
        // A path whose window root the project no longer has says so and exits 1.
        let first = emit.appendingPathComponent(crashes[0])
        let renamed = try String(contentsOf: first, encoding: .utf8).replacingOccurrences(
            of: "root: { UINavigationController(HomeViewController)", with: "root: { UINavigationController(Gone)")
        try renamed.write(to: first, atomically: true, encoding: .utf8)
        let gone = try orient("simulate", first.path)
        XCTAssertEqual(gone.status, 1, gone.stdout)
        XCTAssertTrue(gone.stderr.contains("has no window root UINavigationController(Gone)"), gone.stderr)
    }
}

/// The hint file end to end (issue 29): found in the root, validated against the project, part of the cache key.
extension CLITests {
    func testHintsAreReadValidatedAndCached() throws {
        let fm = FileManager.default
        let copy = fm.temporaryDirectory.appendingPathComponent("orient-hints-\(getpid())")
        try? fm.removeItem(at: copy)
        defer { try? fm.removeItem(at: copy) }
        try fm.copyItem(at: CLITests.repo.appendingPathComponent("Examples/SampleApp"), to: copy)
        let hints = copy.appendingPathComponent(".orient-hints.yml")
        let cache = copy.appendingPathComponent("cache").path
        func check() throws -> Output {
            try orient("check", copy.path, "--target", "Player", "--reporter", "json", "--cache-path", cache)
        }
        let preferred = { (o: Output) in o.stdout.components(separatedBy: "preferred_orientation_unsupported").count - 1
        }
        let plain = try check()
        XCTAssertEqual(preferred(plain), 1, plain.stdout)

        try "controllers:\n  PlayerViewControler: { supportedInterfaceOrientations: all }\n".write(
            to: hints, atomically: true, encoding: .utf8)
        let typo = try check()
        XCTAssertEqual(typo.status, 1, typo.stderr)
        XCTAssertTrue(
            typo.stderr.contains(".orient-hints.yml:2: error: unknown class 'PlayerViewControler'"), typo.stderr)
        let explore = try orient("explore", copy.path, "--target", "Player")
        XCTAssertEqual(explore.status, 1, explore.stderr)
        XCTAssertTrue(explore.stderr.contains("unknown class 'PlayerViewControler'"), explore.stderr)

        // A hint that the player prefers a landscape side: the finding goes, though the code is unchanged.
        try "controllers:\n  PlayerViewController: { preferredInterfaceOrientationForPresentation: landscapeRight }\n"
            .write(to: hints, atomically: true, encoding: .utf8)
        let hinted = try check()
        XCTAssertEqual(preferred(hinted), 0, hinted.stdout)
        try fm.removeItem(at: hints)
        XCTAssertEqual(preferred(try check()), 1, "a cache entry made with the hints is not used without them")
    }
}

/// "Did you mean" for a mistyped command or option (issue 30, item 9), exit 64; valid runs are untouched.
extension CLITests {
    func testMistypedCommandsAndOptionsGetASuggestion() throws {
        for (args, message) in [
            (["chek", "Examples/SampleApp"], "unknown command 'chek'; did you mean 'check'?"),
            (["check", "--format", "json", "Examples/SampleApp"], "did you mean '--reporter'?"),
            (["explore", "--reporter", "json", "Examples/SampleApp"], "did you mean '--format'?"),
            (["check", "--reportr", "json", "Examples/SampleApp"], "did you mean '--reporter'?")
        ] {
            let r = try orient(args)
            XCTAssertEqual(r.status, 64, "\(args)")
            XCTAssertTrue(r.stderr.contains(message), "\(args): \(r.stderr)")
        }
        let hidden = try orient(["facts", "Examples/SampleApp", "--read-all-bodies"])
        XCTAssertEqual(hidden.status, 0, "a hidden option is an option: \(hidden.stderr)")
        let value = try orient(["simulate", "--", "--not-an-option.yml"])
        XCTAssertFalse(value.stderr.contains("did you mean"), "after --, arguments are not options")
    }
}

/// `orient check --fix` end to end on a copy of the sample (issue 18).
extension CLITests {
    func testFixOnACopyOfTheSample() throws {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("orient-fix-sample-\(getpid())")
        try? FileManager.default.removeItem(at: copy)
        try FileManager.default.copyItem(at: CLITests.repo.appendingPathComponent("Examples/SampleApp"), to: copy)
        defer { try? FileManager.default.removeItem(at: copy) }
        let plist = copy.appendingPathComponent("Reader/Info.plist")
        let original = try String(contentsOf: plist, encoding: .utf8)
        let dry = try orient("check", copy.path, "--fix", "--dry-run")
        XCTAssertEqual(dry.status, 2, "pending fixes fail a CI gate (issue 30): \(dry.stderr)")
        XCTAssertTrue(dry.stdout.contains("+\t<key>UISupportedInterfaceOrientations~ipad</key>"), dry.stdout)
        XCTAssertTrue(dry.stdout.contains("+    return UIInterfaceOrientationMaskLandscapeLeft;"), dry.stdout)
        XCTAssertTrue(dry.stdout.contains("+\t<key>UILaunchScreen</key>"), dry.stdout)
        XCTAssertTrue(dry.stderr.contains("3 finding(s) have a mechanical fix"), dry.stderr)
        XCTAssertEqual(try String(contentsOf: plist, encoding: .utf8), original, "--dry-run writes nothing")
        // With a reporter, the findings a fix is pending for, in its format, to --output when given.
        let report = copy.appendingPathComponent("pending.json")
        let json = try orient(
            "check", copy.path, "--fix", "--dry-run", "--reporter", "json", "--output", report.path)
        XCTAssertEqual(json.status, 2, json.stderr)
        XCTAssertEqual(json.stdout, "")
        let pending = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(contentsOf: report)) as? [[String: Any]])
        XCTAssertEqual(pending.count, 3)
        XCTAssertEqual(try String(contentsOf: plist, encoding: .utf8), original, "--dry-run writes nothing")
        XCTAssertTrue(
            dry.stderr.contains(
                "the fix for ipad_multitasking_launch_screen at Config/Base.xcconfig:6 changes what the app does"),
            "a fix that changes behaviour says so, with the other choice (issue 30): \(dry.stderr)")
        let fixed = try orient("check", copy.path, "--fix")
        XCTAssertEqual(fixed.status, 2, "error-level findings that need judgement remain")
        let said = try XCTUnwrap(fixed.stderr.range(of: "changes what the app does"))
        let summary = try XCTUnwrap(fixed.stderr.range(of: "fixed by a mechanical fix"))
        XCTAssertLessThan(said.lowerBound, summary.lowerBound, "said before the fix is written")
        XCTAssertTrue(fixed.stderr.contains("UIRequiresFullScreen"), "the other choice")
        XCTAssertTrue(
            fixed.stderr.contains("2 of them new since the fixes"),
            "judgement is what the fixed app reports (the iPad now multitasks): \(fixed.stderr)")
        XCTAssertFalse(fixed.stdout.contains("misspelled_orientation_key"), fixed.stdout)
        XCTAssertFalse(fixed.stdout.contains("orientation_constant_as_mask"), fixed.stdout)
        XCTAssertTrue(fixed.stdout.contains("invalid_orientation_value"), "ambiguous: judgement")
        XCTAssertEqual(try orient("check", copy.path, "--fix", "--dry-run").status, 0, "no fix pending any more")
        XCTAssertEqual(try orient("check", copy.path, "--dry-run").status, 64)
    }

    func testMatrixAsAPage() throws {
        let r = try orient("matrix", "Examples/SampleApp", "--format", "html")
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.hasPrefix("<!DOCTYPE html>"))
        XCTAssertEqual(r.stdout.components(separatedBy: "<figure class=\"device\"").count - 1, 10)
        XCTAssertFalse(r.stdout.contains("<script"))
    }

    /// The page draws the devices even when an earlier run left a cache (which keeps findings, not drawings).
    func testTheCheckPageAfterACachedRun() throws {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("orient-html-cache-\(getpid())").path
        _ = try orient("check", "Examples/SampleApp", "--cache-path", cache)
        let r = try orient("check", "Examples/SampleApp", "--cache-path", cache, "--reporter", "html")
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stdout.components(separatedBy: "<figure class=\"device\"").count - 1, 10)
    }

    /// A scenario as a strip of device frames: one per step, the failed expectations and the turns marked.
    func testSimulateAsAPage() throws {
        let r = try orient("simulate", "Examples/seeds/001-push-landscape-stuck.yml", "--format", "html")
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stdout.components(separatedBy: "<figure class=\"step").count - 1, 5)
        XCTAssertEqual(r.stdout.components(separatedBy: "class=\"step rotated").count - 1, 1)
        XCTAssertFalse(r.stdout.contains("<script"))
        let failed = temp(
            "html-fail.yml",
            "device: iPhone 8\nos: \"15.0\"\napp: {}\nroot: Home\nsteps:\n  - launch: portrait\n  - rotate: landscapeLeft\n    expect: landscapeLeft\n"
        )
        let f = try orient("simulate", failed, "--format", "html")
        XCTAssertEqual(f.status, 2)
        XCTAssertTrue(f.stdout.contains("class=\"step rotated failed\""), f.stdout)
        XCTAssertEqual(try orient("simulate", failed, failed, "--format", "html").status, 64)
    }

    /// Each shortest path drawn as a strip: one section per bad state, its last frame marked.
    func testExploreAsAPage() throws {
        let r = try orient(
            "explore", "Examples/explore/001-landscape-player.yml", "--device", "iPhone 8", "--os", "15.0", "--format",
            "html")
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stdout.components(separatedBy: "<section class=\"bad-state\"").count - 1, 2)
        XCTAssertEqual(r.stdout.components(separatedBy: "failed\" data-step").count - 1, 2, "each path's last step")
        XCTAssertFalse(r.stdout.contains("<script"))
    }
}

extension CLITests {
    /// Blind first run (wheelmap): a white-label project builds one code base as several app targets; their models
    /// are the same, and each is searched once, said per target.
    func testTargetsWithTheSameModelAreSearchedOnce() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("orient-white-label-\(getpid())")
        try? FileManager.default.removeItem(at: dir)
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        let target = """
              %@:
                type: application
                platform: iOS
                deploymentTarget: "16.0"
                sources: [Sources]
                info:
                  path: %@.plist
                  properties:
                    UILaunchStoryboardName: Launch
                    UISupportedInterfaceOrientations: [UIInterfaceOrientationPortrait, UIInterfaceOrientationLandscapeLeft, UIInterfaceOrientationLandscapeRight]
            """
        let spec =
            "name: Brand\ntargets:\n" + ["Alpha", "Beta"].map { String(format: target, $0, $0) }.joined(separator: "\n")
            + "\n"
        try spec.write(to: dir.appendingPathComponent("project.yml"), atomically: true, encoding: .utf8)
        try """
        import UIKit
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                window?.rootViewController = UINavigationController(rootViewController: List())
            }
        }
        final class List: UIViewController {
            func open() { navigationController?.pushViewController(Player(), animated: true) }
        }
        final class Player: UIViewController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
        }
        """.write(to: dir.appendingPathComponent("Sources/App.swift"), atomically: true, encoding: .utf8)
        let r = try orient("explore", dir.path, "--device", "iPhone 8")
        XCTAssertTrue(r.stdout.contains("Beta: the same model as Alpha, searched once"), r.stdout + r.stderr)
        XCTAssertFalse(r.stdout.contains("Alpha: the same model"), r.stdout)
    }
}
