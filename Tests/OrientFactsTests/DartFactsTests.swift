import Foundation
import OrientEngine
import XCTest

@testable import OrientFacts

/// The Flutter reader (issue 31): the masks `setPreferredOrientations` sets, when it runs, and Dart's lexical
/// corners (comments, strings, interpolation) that must not hide or invent a call.
final class DartFactsTests: XCTestCase {
    func locks(_ source: String) -> [FrameworkLockFact] {
        DartFacts.extract(data: Data(source.utf8), path: "lib/x.dart").frameworkLocks
    }

    func testMasksAsDartWritesThem() {
        let source = """
            import 'package:flutter/services.dart';
            const _film = <DeviceOrientation>[DeviceOrientation.landscapeLeft, DeviceOrientation.landscapeRight];
            void a() => SystemChrome.setPreferredOrientations([DeviceOrientation.portraitUp]);
            void b() => SystemChrome.setPreferredOrientations(const [DeviceOrientation.portraitUp, DeviceOrientation.portraitDown,],);
            void c() => SystemChrome.setPreferredOrientations(DeviceOrientation.values);
            void d() => SystemChrome.setPreferredOrientations([]);
            void e() => SystemChrome.setPreferredOrientations(_film);
            void f(bool wide) => SystemChrome.setPreferredOrientations(wide ? _film : [DeviceOrientation.portraitUp]);
            void g(List<DeviceOrientation> mine) => SystemChrome.setPreferredOrientations(mine);
            void h() => SystemChrome.setPreferredOrientations([...DeviceOrientation.values]);
            void i(bool x) => SystemChrome.setPreferredOrientations([if (x) DeviceOrientation.portraitUp]);
            """
        let found = locks(source)
        XCTAssertEqual(found.map(\.location.line), [3, 4, 5, 6, 7, 8, 9, 10, 11])
        XCTAssertEqual(
            found.map(\.masks),
            [
                .just(.portrait), .just([.portrait, .portraitUpsideDown]), .just(.all),
                // An empty list: what the OS allows, all in the engine.
                .just(.all), .just(.landscape), .oneOf([.landscape, .portrait]),
                // A parameter and a collection `if`: not told here.
                .anything, .just(.all), .anything
            ])
        XCTAssertEqual(found.first?.call, "SystemChrome.setPreferredOrientations")
        XCTAssertTrue(found.allSatisfy { $0.scope == .helper })
    }

    /// Video players that lock on full screen: better_player's defaults (landscape in, every orientation out),
    /// chewie's only where the orientations are given (its default follows the video).
    func testVideoPlayersFullScreenLocks() {
        let source = """
            final a = BetterPlayerConfiguration(aspectRatio: 16 / 9);
            final b = BetterPlayerConfiguration(deviceOrientationsOnFullScreen: [DeviceOrientation.portraitUp], deviceOrientationsAfterFullScreen: [DeviceOrientation.portraitUp]);
            final c = ChewieController(videoPlayerController: v);
            final d = ChewieController(videoPlayerController: v, deviceOrientationsOnEnterFullScreen: [DeviceOrientation.landscapeLeft]);
            Widget e() => FlickVideoPlayer(flickManager: manager);
            """
        let found = locks(source)
        XCTAssertEqual(found.map(\.location.line), [1, 1, 2, 2, 4, 4, 5, 5])
        XCTAssertEqual(
            found.map(\.masks),
            [
                .just(.landscape), .just(.all), .just(.portrait), .just(.portrait), .just(.landscapeLeft), .just(.all),
                .just(.landscape), .just([.portrait, .portraitUpsideDown])
            ])
        XCTAssertTrue(found.allSatisfy { $0.scope == .event })
        XCTAssertEqual(
            found.first?.call,
            "BetterPlayer's full screen (deviceOrientationsOnFullScreen left out): setPreferredOrientations")
    }

    /// Blind first run (Signalmeter2): auto_orientation's modes set the lists its Dart code names, where the call
    /// stands (a screen's `initState` and `dispose`); a method the package does not have sets nothing.
    func testAutoOrientationModesAreLocks() {
        let source = """
            class _ChartState extends State<Chart> {
              @override
              void initState() {
                super.initState();
                AutoOrientation.landscapeAutoMode();
              }
              @override
              void dispose() {
                AutoOrientation.portraitAutoMode();
                AutoOrientation.somethingElse();
                super.dispose();
              }
            }
            """
        let found = locks(source)
        XCTAssertEqual(found.map(\.location.line), [5, 9])
        XCTAssertEqual(found.map(\.masks), [.just(.landscape), .just([.portrait, .portraitUpsideDown])])
        XCTAssertEqual(found.map(\.scope), [.screenOpens, .screenCloses])
        XCTAssertEqual(found.first?.call, "AutoOrientation.landscapeAutoMode: setPreferredOrientations")
    }

    /// Blind first run (JDongKhan's app): a state class that extends the app's own base state (no `State<Widget>`)
    /// belongs to the widget whose `createState` makes it, so a lock in it is that screen's (dropped where nothing
    /// builds the screen).
    func testAStateOfAnAppsBaseStateBelongsToTheWidgetThatMakesIt() {
        let source = """
            class LandscapePlayer extends PlayerWidget {
              @override
              _LandscapePlayerState createState() => _LandscapePlayerState();
            }
            class _LandscapePlayerState extends PlayerWidgetState {
              @override
              void initState() {
                SystemChrome.setPreferredOrientations([DeviceOrientation.landscapeLeft]);
              }
            }
            """
        XCTAssertEqual(locks(source).map(\.widget), ["LandscapePlayer"])
    }

    /// auto_orientation locks up to 2.2.0 and only turns the device from 2.2.1: a constraint is read as the newest
    /// version pub would take (a corpus app on ^2.3.1 got a lock that its version never makes).
    func testAutoOrientationLocksOnlyBefore221() {
        let cases: [(String?, Bool)] = [
            ("^1.0.6", true), ("1.0.7", true), ("2.2.0", true), ("^0.0.2", true), ("2.2.1", false), ("^2.3.1", false),
            ("^2.0.0", false), (">=1.0.0 <3.0.0", false), ("any", false), (nil, false), ("2.3.1+1", false)
        ]
        for (version, locks) in cases {
            XCTAssertEqual(
                DartPackageVersions.locks(package: "auto_orientation", version: version), locks, version ?? "nil")
        }
        XCTAssertTrue(DartPackageVersions.locks(package: "some_other_package", version: "^9.0.0"))
    }

    /// youtube_player_flutter's full-screen button locks landscape then portraitUp from 7.0.0+2 to 9.x (7.0.0 and
    /// 7.0.0+1 set all four back; 10 sets nothing), read from the package's history.
    func testYoutubePlayerFlutterLocksFrom7002To9() {
        let cases: [(String?, Bool)] = [
            ("^8.1.2", true), ("8.1.2", true), ("7.0.0+2", true), ("7.0.0+7", true), ("^7.0.0", true),
            ("9.1.3", true), ("7.0.0", false), ("7.0.0+1", false), ("6.1.1", false), ("^6.0.0", false),
            ("10.0.1", false), ("^10.0.0", false), ("any", false), (nil, false), (">=8.0.0", false)
        ]
        for (version, locks) in cases {
            XCTAssertEqual(
                DartPackageVersions.locks(package: "youtube_player_flutter", version: version), locks,
                version ?? "nil")
        }
    }

    /// Blind first run (priobike): a method `initState` calls, itself or after the first frame, runs when the screen
    /// opens; one a listener calls runs on an event.
    func testAMethodInitStateCallsRunsWhenTheScreenOpens() {
        let source = """
            class _LoaderState extends State<Loader> {
              @override
              void initState() {
                super.initState();
                SchedulerBinding.instance.addPostFrameCallback((_) => init());
                prepare();
                controller.addListener(() { toggle(); });
              }
              Future<void> init() async { await SystemChrome.setPreferredOrientations([DeviceOrientation.portraitUp]); }
              void prepare() => SystemChrome.setPreferredOrientations([DeviceOrientation.portraitUp]);
              void toggle() { SystemChrome.setPreferredOrientations([DeviceOrientation.landscapeLeft]); }
            }
            """
        XCTAssertEqual(locks(source).map(\.scope), [.screenOpens, .screenOpens, .event])
    }

    /// Blind first run (priobike): an app widget whose one route generator makes one route starts on the widgets
    /// that route builds; a generator that switches among routes names no first screen.
    func testTheOneRouteAGeneratorMakesIsTheFirst() {
        func apps(_ generator: String) -> [String] {
            let source = """
                class App extends StatelessWidget {
                  Widget build(BuildContext context) => MaterialApp(
                    onGenerateRoute: \(generator),
                    navigatorKey: key,
                  );
                }
                """
            return DartFacts.extract(data: Data(source.utf8), path: "lib/main.dart").appWidgets
        }
        XCTAssertEqual(
            apps(
                "(s) { if (x) url = null; return MaterialPageRoute(builder: (context) => Privacy(child: Loader(url: url))); }"
            ), ["Privacy", "Loader"])
        XCTAssertEqual(
            apps(
                "(s) { switch (s.name) { case '/': return MaterialPageRoute(builder: (_) => Home()); default: return null; } }"
            ), [])
        XCTAssertEqual(
            apps(
                "(s) => s.name == '/' ? MaterialPageRoute(builder: (_) => Home()) : MaterialPageRoute(builder: (_) => Video())"
            ),
            [])
    }

    /// Blind first run (WiseKids): `import 'package:flutter/services.dart' as services`, each name prefixed.
    func testMasksThroughAPrefixedImport() {
        let source = """
            import 'package:flutter/services.dart' as services;
            void a() => services.SystemChrome.setPreferredOrientations([
                  services.DeviceOrientation.landscapeLeft,
                  services.DeviceOrientation.landscapeRight,
                ]);
            void b() => services.SystemChrome.setPreferredOrientations(services.DeviceOrientation.values);
            void c() => services.SystemChrome.setPreferredOrientations(const <services.DeviceOrientation>[services.DeviceOrientation.portraitUp]);
            void d() => services.SystemChrome.setPreferredOrientations([...services.DeviceOrientation.values]);
            void e() => services.SystemChrome.setPreferredOrientations([other.Orientation.up]);
            """
        XCTAssertEqual(
            locks(source).map(\.masks), [.just(.landscape), .just(.all), .just(.portrait), .just(.all), .anything])
    }

    func testWhenACallRuns() {
        let source = """
            Future<void> main() async {
              WidgetsFlutterBinding.ensureInitialized();
              await SystemChrome.setPreferredOrientations([DeviceOrientation.portraitUp]);
              runApp(const ProviderScope(child: MyApp()));
            }
            class VideoPage extends StatefulWidget {
              @override
              State<VideoPage> createState() => _VideoPageState();
            }
            class _VideoPageState extends State<VideoPage> {
              @override
              void initState() {
                super.initState();
                SystemChrome.setPreferredOrientations([DeviceOrientation.landscapeLeft]);
              }
              @override
              void dispose() => SystemChrome.setPreferredOrientations([DeviceOrientation.portraitUp]);
              @override
              Widget build(BuildContext context) {
                return WillPopScope(
                  onWillPop: () async {
                    await SystemChrome.setPreferredOrientations([DeviceOrientation.portraitUp]);
                    return true;
                  },
                  child: IconButton(onPressed: () => SystemChrome.setPreferredOrientations(DeviceOrientation.values)),
                );
              }
              Future<void> open(BuildContext context) async {
                await Navigator.of(context).push(route);
                SystemChrome.setPreferredOrientations([DeviceOrientation.portraitUp]);
              }
            }
            class Orientations {
              static void portrait() { SystemChrome.setPreferredOrientations([DeviceOrientation.portraitUp]); }
            }
            """
        let found = locks(source)
        XCTAssertEqual(
            found.map(\.scope), [.startup, .screenOpens, .screenCloses, .screenCloses, .event, .event, .helper])
        XCTAssertEqual(found.map(\.location.line), [3, 14, 17, 22, 25, 30, 34])
        XCTAssertEqual(found[1].inType, "_VideoPageState")
        XCTAssertEqual(found[1].widget, "VideoPage")
        XCTAssertEqual(found[1].function, "initState")
        XCTAssertEqual(found[2].function, "dispose")
        XCTAssertEqual(
            DartFacts.extract(data: Data(source.utf8), path: "lib/main.dart").appWidgets, ["ProviderScope", "MyApp"])
    }

    /// Blind first run (Arcade-Plaza): the screen an app widget names as its `home:` is the first one, and what it
    /// sets when it opens is what the app shows before any other screen locks.
    func testTheHomeScreenIsAnAppWidget() {
        let source = """
            void main() => runApp(MyApp());
            class MyApp extends StatelessWidget {
              Widget build(BuildContext context) => MaterialApp(title: 'Games', home: const GamesListScreen());
            }
            class Other extends StatelessWidget {
              Widget build(BuildContext context) => Card(home: NotAScreen());
            }
            """
        XCTAssertEqual(
            DartFacts.extract(data: Data(source.utf8), path: "lib/main.dart").appWidgets, ["MyApp", "GamesListScreen"])
    }

    /// Blind first run (Twake): an app that starts on a named route, its page in another file: `initialRoute:` and
    /// the route tables of GetX, go_router and `MaterialApp.routes` are read, keyed as written.
    func testNamedRoutesAndTheInitialOne() {
        let app = """
            void main() => runApp(App());
            class App extends StatelessWidget {
              Widget build(BuildContext context) => GetMaterialApp(initialRoute: RoutePaths.initial, getPages: routePages);
            }
            """
        let app1 = DartFacts.extract(data: Data(app.utf8), path: "lib/main.dart")
        XCTAssertEqual(app1.initialRoutes, ["RoutePaths.initial"])
        let tables = """
            final routePages = [
              GetPage(name: RoutePaths.initial, page: () => InitialPage(), transition: Transition.native),
              GetPage(name: RoutePaths.chat, page: () => Chat<ChannelsCubit>()),
            ];
            final router = GoRouter(initialLocation: '/home', routes: [
              GoRoute(path: '/home', builder: (context, state) => const HomeScreen()),
            ]);
            final app = MaterialApp(routes: {
              '/': (context) => const Splash(),
              Routes.settings: (context) => MaterialPageRoute(builder: (_) => SettingsPage()),
            });
            """
        let read = DartFacts.extract(data: Data(tables.utf8), path: "lib/routes.dart")
        XCTAssertEqual(read.initialRoutes, ["'/home'"])
        XCTAssertEqual(
            read.namedRoutes,
            [
                "RoutePaths.initial": "InitialPage", "RoutePaths.chat": "Chat", "'/home'": "HomeScreen",
                "'/'": "Splash",
                "Routes.settings": "SettingsPage"
            ])
    }

    /// Code only another platform runs: the branch of a platform test that names no iOS, the `else` of an iOS one.
    func testOtherPlatformsBranchesAreLeftOut() {
        let source = """
            void a() {
              if (Platform.isAndroid) {
                SystemChrome.setPreferredOrientations([DeviceOrientation.landscapeLeft]);
              }
              if (Platform.isIOS) {
                SystemChrome.setPreferredOrientations([DeviceOrientation.portraitUp]);
              } else {
                SystemChrome.setPreferredOrientations([DeviceOrientation.portraitDown]);
              }
              if (kIsWeb) SystemChrome.setPreferredOrientations([DeviceOrientation.landscapeRight]);
              if (Platform.isAndroid || Platform.isIOS) SystemChrome.setPreferredOrientations([DeviceOrientation.landscapeLeft]);
              if (!Platform.isAndroid) SystemChrome.setPreferredOrientations([DeviceOrientation.landscapeRight]);
            }
            Widget bar() => Row(children: [
              if (App.isAndroid) IconButton(onPressed: () { SystemChrome.setPreferredOrientations([DeviceOrientation.portraitDown]); }),
              IconButton(onPressed: () { SystemChrome.setPreferredOrientations(DeviceOrientation.values); }),
            ]);
            """
        XCTAssertEqual(locks(source).map(\.location.line), [6, 11, 12, 16])
        XCTAssertEqual(locks(source).map(\.condition), [nil, nil, nil, nil])
        // `else if` chains end where they end: the call after one is nobody's branch.
        let chain = """
            void g() {
              if (Platform.isIOS) { a(); } else if (Platform.isAndroid) { b(); } else { c(); }
              SystemChrome.setPreferredOrientations([DeviceOrientation.portraitUp]);
              if (defaultTargetPlatform != TargetPlatform.iOS) SystemChrome.setPreferredOrientations([]);
            }
            class AppState extends ChangeNotifier {
              void dispose() { SystemChrome.setPreferredOrientations([DeviceOrientation.landscapeLeft]); }
            }
            """
        XCTAssertEqual(locks(chain).map(\.location.line), [3, 7])
        XCTAssertEqual(locks(chain).map(\.condition), [nil, nil])
        XCTAssertEqual(locks(chain).last?.scope, .helper, "a ChangeNotifier is no screen")
        let state = "void f() { if (settings.rotationLock && !wide) SystemChrome.setPreferredOrientations([]); }"
        XCTAssertEqual(locks(state).first?.condition, "settings.rotationLock && !wide")
    }

    /// Comments and strings hide what they hold; interpolated code is code.
    func testCommentsAndStrings() {
        let source = """
            // SystemChrome.setPreferredOrientations([DeviceOrientation.landscapeLeft]);
            /* outer /* nested SystemChrome.setPreferredOrientations([]) */ still a comment } { */
            const a = 'SystemChrome.setPreferredOrientations([DeviceOrientation.landscapeLeft])';
            const b = r'${SystemChrome.setPreferredOrientations([])}';
            const c = \"\"\"
            } { ${'{'} \"\"\";
            final d = "${{'k': 1}['k']} ${() { return SystemChrome.setPreferredOrientations([DeviceOrientation.portraitUp]); }()}";
            void e() { SystemChrome.setPreferredOrientations([DeviceOrientation.portraitDown]); }
            """
        let found = locks(source)
        XCTAssertEqual(found.map(\.location.line), [7, 8])
        XCTAssertEqual(found.map(\.masks), [.just(.portrait), .just(.portraitUpsideDown)])
    }

    /// Hostile or broken files: one pass, no crash, no hang.
    func testBrokenFilesEndQuietly() {
        let deep = String(repeating: "\"${", count: 5_000) + "SystemChrome.setPreferredOrientations([])"
        for source in [
            "SystemChrome.setPreferredOrientations(", "class { void f() { SystemChrome.setPreferredOrientations([",
            "'unclosed SystemChrome.setPreferredOrientations\n", "/* unclosed SystemChrome.setPreferredOrientations",
            deep, String(repeating: "{(", count: 20_000) + "SystemChrome.setPreferredOrientations(x)",
            "r\"", "\"\"\"", "\u{FEFF}SystemChrome.setPreferredOrientations ([DeviceOrientation.portraitUp])"
        ] {
            _ = locks(source)
        }
        XCTAssertEqual(
            locks("\u{FEFF}void f() { SystemChrome.setPreferredOrientations ([DeviceOrientation.portraitUp]); }").count,
            1)
    }
}

/// The window's size kept in a top-level or static variable (screen_size_read_once), and what reads it again.
final class DartScreenSizeTests: XCTestCase {
    func testKeptSizesAndTheReadsThatFollowTheWindow() {
        let source = """
            import 'dart:ui' as ui;
            import 'package:flutter/material.dart';
            Size size = WidgetsBinding.instance.window.physicalSize /
                WidgetsBinding.instance.window.devicePixelRatio;
            final screen = MediaQueryData.fromView(ui.PlatformDispatcher.instance.views.first).size;
            Size get live => ui.window.physicalSize / ui.window.devicePixelRatio;
            final bool isTablet = ui.window.physicalSize.shortestSide / ui.window.devicePixelRatio > 600;
            double side = ui.window.physicalSize.longestSide;
            var updated = ui.window.physicalSize;
            class Layout {
              static final Size first = ui.window.physicalSize;
              final Size mine = ui.window.physicalSize;
              Size now() { final s = ui.window.physicalSize; return s; }
            }
            void refresh() { updated = ui.window.physicalSize; }
            """
        let caches = DartFacts.extract(data: Data(source.utf8), path: "lib/size.dart").screenSizeCaches
        XCTAssertEqual(caches.map(\.name), ["size", "screen", "first"])
        XCTAssertEqual(caches.map(\.location.line), [3, 5, 11])
        XCTAssertEqual(caches.map(\.inType), [nil, nil, "Layout"])
        XCTAssertEqual(caches.first?.read, "WidgetsBinding.instance.window.physicalSize")
    }

    /// Blind first run (borgia): GetX's `Get.context!.width`, `Get.height` and `Get.size` read the window's size
    /// when they run, so a `static` field set from them keeps the first; a getter reads it again, and a `Get` call
    /// of something else is no size.
    func testGetXSizesKeptInStaticFields() {
        let source = """
            import 'package:get/get.dart';
            class Dimensions {
              static double screenWidth = Get.context!.width;
              static double screenHeight = Get.height;
              static final area = Get.size;
              static double get liveWidth => Get.width;
              static final theme = Get.theme;
              static double half = Get.context?.width ?? 0;
            }
            """
        let caches = DartFacts.extract(data: Data(source.utf8), path: "lib/dimensions.dart").screenSizeCaches
        XCTAssertEqual(caches.map(\.name), ["screenWidth", "screenHeight", "area", "half"])
        XCTAssertEqual(caches.first?.read, "Get.context!.width")
        XCTAssertEqual(caches.last?.read, "Get.context?.width")
    }
}

extension DartFactsTests {
    /// The conditions that hold only on a tablet, as the reader keeps them (numbers may be left out).
    func testTabletConditions() {
        for tablet in ["shortestSide > = ", "size.shortestSide >= 600", "isTablet", "Device.isIPad"] {
            XCTAssertTrue(FrameworkLockFact.testsATablet(tablet), tablet)
        }
        for other in [
            nil, "shortestSide < 600", "!isTablet", "shortestSide > 300", "isLandscape", "isTablet || wide",
            "isPaddingVisible"
        ] {
            XCTAssertFalse(FrameworkLockFact.testsATablet(other), other ?? "nil")
        }
    }
}
