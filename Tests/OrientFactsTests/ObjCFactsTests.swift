import Foundation
import OrientEngine
import OrientProject
import XCTest
@testable import OrientFacts

final class ObjCFactsTests: XCTestCase {
    /// Blind first run (PhoneX): a header forward-declares protocols (`@protocol Listener;`) before its class; no
    /// `@end` closes a forward declaration, and looking for one swallowed the class (its controllers were "not
    /// view controllers"). `@protocol(Name)` is an expression, not a declaration either.
    func testForwardDeclaredProtocolsLeaveTheClassAlone() {
        let f = Fixture.objcSource(
            """
            @class Decorator;
            @protocol UnaryListener;
            @protocol BinaryListener, OtherListener;
            @interface GuiController : TrackingController<UITextFieldDelegate>
            - (void)show;
            @end
            @protocol Named <NSObject>
            - (void)name;
            @end
            """)
        XCTAssertEqual(f.types.map(\.name), ["GuiController", "Named"])
        XCTAssertEqual(f.types.first?.superclass, "TrackingController")
    }

    func testInterfacesImplementationsAndCategories() throws {
        let h = try Fixture.objc("App/App/Legacy.h")
        XCTAssertEqual(h.types.map(\.name), ["LegacyPlayerViewController", "LegacyNavigationController"])
        XCTAssertEqual(h.types.map(\.superclass), ["UIViewController", "UINavigationController"])
        XCTAssertEqual(h.types[1].protocols, ["UINavigationControllerDelegate"])
        let m = try Fixture.objc("App/App/Legacy.m")
        XCTAssertEqual(m.problems, [])
        XCTAssertEqual(
            m.types.map(\.name),
            ["LegacyPlayerViewController", "LegacyNavigationController", "UINavigationController", "AppDelegate"])
        XCTAssertEqual(m.types.map(\.kind), [.class, .class, .extension, .class])
        XCTAssertEqual(m.member("UINavigationController", .supportedInterfaceOrientations)?.context, .classExtension)
        XCTAssertEqual(m.member("UINavigationController", .supportedInterfaceOrientations)?.value, .inherited)
    }

    func testReturnsAndTheOrientationConstantTrap() throws {
        let m = try Fixture.objc("App/App/Legacy.m")
        // UIInterfaceOrientationLandscapeLeft is 4: read as a mask it is portraitUpsideDown (1 << 2).
        let supported = try XCTUnwrap(m.member("LegacyPlayerViewController", .supportedInterfaceOrientations))
        XCTAssertEqual(
            supported.value,
            .orientationAsMask(constant: "UIInterfaceOrientationLandscapeLeft", mask: .portraitUpsideDown))
        XCTAssertEqual(supported.location, loc("Legacy.m", 12, 31))
        XCTAssertEqual(m.member("LegacyPlayerViewController", .shouldAutorotate)?.value, .bool(true))
        XCTAssertEqual(
            m.member("LegacyPlayerViewController", .preferredInterfaceOrientationForPresentation)?.value,
            .idiom(pad: .orientation(.landscapeRight), other: .orientation(.portrait)))
        XCTAssertNotNil(m.member("LegacyPlayerViewController", .shouldAutorotateToInterfaceOrientation))
        XCTAssertNil(m.member("LegacyPlayerViewController", .willRotateToInterfaceOrientation)?.value)
        XCTAssertEqual(
            m.member("LegacyNavigationController", .supportedInterfaceOrientations)?.value,
            .forward("topViewController"))
        XCTAssertEqual(
            m.member("LegacyNavigationController", .shouldAutorotate)?.value, .forward("viewControllers.lastObject"))
        // The commented-out method and the one inside a string literal are not facts.
        XCTAssertEqual(m.types.flatMap(\.members).filter { $0.member == .supportedInterfaceOrientations }.count, 3)
    }

    func testEveryOrientationConstantAsAMask() {
        let cases: [(String, OrientationMask)] = [
            ("UIInterfaceOrientationPortrait", OrientationMask(rawValue: 1)),
            ("UIInterfaceOrientationPortraitUpsideDown", .portrait),
            ("UIInterfaceOrientationLandscapeRight", OrientationMask(rawValue: 3)),
            ("UIInterfaceOrientationLandscapeLeft", .portraitUpsideDown)
        ]
        for (constant, mask) in cases {
            let f = Fixture.objcSource(
                "@implementation V\n- (UIInterfaceOrientationMask)supportedInterfaceOrientations { return \(constant); }\n@end\n"
            )
            XCTAssertEqual(
                f.member("V", .supportedInterfaceOrientations)?.value,
                .orientationAsMask(constant: constant, mask: mask), constant)
        }
        let union = Fixture.objcSource(
            "@implementation V\n- (NSUInteger)supportedInterfaceOrientations\n{\n    return (UIInterfaceOrientationMaskLandscapeLeft | UIInterfaceOrientationMaskLandscapeRight);\n}\n@end\n"
        )
        XCTAssertEqual(union.member("V", .supportedInterfaceOrientations)?.value, .mask(.landscape))
    }

    /// ChatSecure's shape (issue 29): the root is a local set in several branches; each class it may hold is a root,
    /// and a branch Orient cannot tell keeps an unknown one beside them.
    func testAWindowRootSetFromALocalInSeveralBranchesIsEachOfThem() {
        let source = """
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                UIViewController *root = nil;
                if (locked) {
                    root = [[UnlockViewController alloc] init];
                } else if (first) {
                    root = [OnboardingViewController new];
                } else {
                    root = [self makeSplit];
                }
                self.window.rootViewController = root;
                [self.window setRootViewController:root];
                return YES;
            }
            @end
            """
        let roots = ObjCFacts.extract(data: Data(source.utf8), path: "AppDelegate.m").windowRoots.map(\.controller)
        XCTAssertEqual(
            roots,
            [
                "UnlockViewController", "OnboardingViewController", nil, "UnlockViewController",
                "OnboardingViewController", nil
            ])
        let declared = """
            @implementation AppDelegate
            - (void)start {
                HomeViewController *root = [self makeHome];
                self.window.rootViewController = root;
            }
            @end
            """
        XCTAssertEqual(
            ObjCFacts.extract(data: Data(declared.utf8), path: "AppDelegate.m").windowRoots.map(\.controller),
            ["HomeViewController"])
    }

    func testDelegatesCallsAndAvailability() throws {
        let m = try Fixture.objc("App/App/Legacy.m")
        XCTAssertEqual(m.delegates.map(\.kind), [.navigationController, .application])
        XCTAssertEqual(m.delegates[0].value, .idiom(pad: .mask(.all), other: .mask([.portrait, .portraitUpsideDown])))
        XCTAssertEqual(m.delegates[1].value, .dynamic("self.orientationLock"))
        XCTAssertEqual(m.presentations.map(\.presented), ["SettingsViewController", "UINavigationController"])
        XCTAssertEqual(m.presentations.map(\.style?.description), ["fullScreen", "overFullScreen"])
        XCTAssertEqual(
            m.pushes.map(\.call),
            [
                "UINavigationController(rootViewController:)", "pushViewController:animated:",
                "LegacyNavigationController(rootViewController:)"
            ])
        XCTAssertEqual(
            m.pushes.map(\.controllers),
            [["DetailViewController"], ["DetailViewController"], ["LegacyPlayerViewController"]])
        XCTAssertEqual(m.windowRoots.map(\.controller), ["LegacyNavigationController"])
        XCTAssertEqual(
            m.rotations.map(\.api),
            [
                .requestGeometryUpdate, .setNeedsUpdateOfSupportedInterfaceOrientations, .uideviceOrientation,
                .attemptRotationToDeviceOrientation
            ])
        XCTAssertEqual(
            m.rotations.map(\.context.availability), ["iOS 16.0+", "iOS 16.0+", "before iOS 16.0", "before iOS 16.0"])
        XCTAssertEqual(m.rotations[0].argument, .mask(.landscapeRight))
        XCTAssertEqual(m.rotations[2].argument, .orientation(.landscapeRight))
        XCTAssertEqual(m.rotations[2].location, loc("Legacy.m", 48, 35))
    }

    /// A blind reading of rambler-it-ios: `forKey:` on the next line, aligned under `setValue:`, with a parameter.
    func testTheKeyValueHackOverTwoLines() {
        let f = Fixture.objcSource(
            """
            @implementation UIViewController (ForceRotation)
            - (void)forceRotateToOrientation:(UIDeviceOrientation)orientation {
                NSNumber *value = @(orientation);
                [[UIDevice currentDevice] setValue:value
                                            forKey:@"orientation"];
            }
            @end
            """)
        XCTAssertEqual(f.rotations.map(\.api), [.uideviceOrientation])
        XCTAssertEqual(f.rotations.first?.location.line, 4)
    }

    func testLookalikesAndBadFiles() {
        let f = Fixture.objcSource(
            """
            @implementation Mock
            - (void)run {
                [self.mock setValue:@3 forKey:@"orientation"];
                [[UIDevice currentDevice] setValue:@(UIInterfaceOrientationPortrait) forKey:@"batteryLevel"];
                NSString *s = @"[[UIDevice currentDevice] setValue:@(1) forKey:@\\"orientation\\"]";
                // [UIViewController attemptRotationToDeviceOrientation];
            }
            @end
            """)
        XCTAssertEqual(f.rotations.count, 0)
        // Another encoding (a blind first run: dodicall's Windows-1251 comments) is read as clang reads it, the
        // bytes that are not UTF-8 taken as `?`, said at info; a git-crypt file or binary data is skipped.
        let cp1251 =
            Data("@implementation Call\n// ".utf8) + Data([0xC7, 0xE2, 0xEE, 0xED, 0xEE, 0xEA])
            + Data(
                "\n- (UIInterfaceOrientationMask)supportedInterfaceOrientations { return UIInterfaceOrientationMaskPortrait; }\n@end\n"
                    .utf8)
        let read = ObjCFacts.extract(data: cp1251, path: "Call.m")
        XCTAssertEqual(read.types.map(\.name), ["Call"])
        XCTAssertEqual(read.types.first?.members.map(\.member), [.supportedInterfaceOrientations])
        XCTAssertEqual(read.problems.map(\.severity), [.info])
        XCTAssertEqual(read.problems.map(\.location.line), [2])
        let crypt = ObjCFacts.extract(data: Data(SourceBytes.gitCryptHeader + [0xFF]), path: "B.m").problems
        XCTAssertEqual(crypt.map(\.severity), [.warning])
        XCTAssertEqual(crypt.map(\.message), ["encrypted with git-crypt (no key in this checkout); skipped"])
        XCTAssertEqual(Fixture.objcSource("@implementation A\n<<<<<<< ours\n@end\n").problems.first?.location.line, 2)
        // Unbalanced braces and a missing @end: read what can be read, never hang.
        let broken = Fixture.objcSource("@implementation A\n- (BOOL)shouldAutorotate { return NO;\n")
        XCTAssertEqual(broken.types.map(\.name), ["A"])
    }
}

/// `#if` blocks in Objective-C (issue 13, pattern 9): code for visionOS, tvOS, macOS or Catalyst is not an iOS app's.
final class ObjCConditionTests: XCTestCase {
    func testConditionsForAnIOSBuild() {
        let cases: [(String, Bool?)] = [
            ("TARGET_OS_VISION", false), ("TARGET_OS_IOS", true), ("!TARGET_OS_TV", true),
            ("defined(TARGET_OS_VISION) && TARGET_OS_VISION", false), ("defined TARGET_OS_XR", true),
            ("TARGET_OS_OSX || TARGET_OS_MACCATALYST", false), ("0", false), ("1", true), ("MY_FLAG", nil),
            ("MY_FLAG && TARGET_OS_WATCH", false), ("MY_FLAG || TARGET_OS_IOS", true), ("!MY_FLAG", nil),
            ("!(MY_FLAG && TARGET_OS_IOS)", nil), ("__IPHONE_OS_VERSION_MAX_ALLOWED >= 160000", nil),
            ("TARGET_OS_IOS && __IPHONE_OS_VERSION_MAX_ALLOWED >= 160000", nil), ("(TARGET_OS_TV)", false),
            (String(repeating: "(", count: 5000), nil), (String(repeating: "!", count: 5000) + "1", nil),
            // Versions no current Xcode builds for (OsmAnd's vendored side panel): known.
            ("!defined(__IPHONE_6_0) || __IPHONE_OS_VERSION_MIN_REQUIRED < __IPHONE_6_0", false),
            ("__IPHONE_OS_VERSION_MIN_REQUIRED >= 80000", true), ("__IPHONE_OS_VERSION_MIN_REQUIRED < 150000", nil),
            ("__IPHONE_OS_VERSION_MAX_ALLOWED >= __IPHONE_11_0", true),
            ("__IPHONE_OS_VERSION_MAX_ALLOWED < __IPHONE_8_0", false),
            ("__IPHONE_OS_VERSION_MIN_REQUIRED == __IPHONE_6_0", nil), ("defined(__IPHONE_17_0)", true)
        ]
        for (text, expected) in cases { XCTAssertEqual(ObjCCondition.evaluate(text), expected, text) }
    }

    /// PPSSPP's shape: an Objective-C++ file answers its C++ core's notification in a plain function, outside any
    /// `@implementation`; namespaces and `extern "C"` blocks are gone into, a struct's inline method is a function.
    func testCallsInCAndCPlusPlusFunctionsAreRead() {
        let source = """
            #import <UIKit/UIKit.h>
            namespace Host {
            struct Rotator {
                void turn() const { [UIViewController attemptRotationToDeviceOrientation]; }
            };
            }
            extern "C" {
            void System_Notify(int type) {
                switch (type) {
                case 1:
                    dispatch_async(dispatch_get_main_queue(), ^{
                        [UIViewController attemptRotationToDeviceOrientation];
                    });
                    break;
                }
            }
            }
            @implementation Screen
            - (void)viewDidLoad { [self setNeedsUpdateOfSupportedInterfaceOrientations]; }
            @end
            static int table[] = { 1, 2 };
            """
        let facts = ObjCFacts.extract(data: Data(source.utf8), path: "main.mm")
        XCTAssertEqual(
            facts.rotations.map(\.api),
            [
                .attemptRotationToDeviceOrientation, .attemptRotationToDeviceOrientation,
                .setNeedsUpdateOfSupportedInterfaceOrientations
            ])
        XCTAssertEqual(facts.rotations.map(\.location.line), [4, 12, 19])
        XCTAssertEqual(facts.rotations.map(\.context.inType), [nil, nil, "Screen"])
        // A brace never closed ends the search for functions (a hostile file of `f(){` is not read quadratically);
        // what came before it stays read.
        let broken =
            "void a() { [UIViewController attemptRotationToDeviceOrientation]; }\n"
            + String(repeating: "f(){", count: 20_000)
        XCTAssertEqual(ObjCFacts.extract(data: Data(broken.utf8), path: "broken.mm").rotations.count, 1)
    }

    func testCodeForOtherPlatformsIsNotRead() {
        let source = """
            @implementation Display
            - (void)resize {
            #if defined(TARGET_OS_VISION) && TARGET_OS_VISION
                [self.view.window.windowScene requestGeometryUpdate:prefs errorHandler:nil];
            #elif TARGET_OS_IOS
                [self setNeedsUpdateOfSupportedInterfaceOrientations];
            #else
                [UIViewController attemptRotationToDeviceOrientation];
            #endif
            #ifdef MY_FLAG
                [UIViewController attemptRotationToDeviceOrientation];
            #endif
            #if 0
            #if TARGET_OS_IOS
                [UIViewController attemptRotationToDeviceOrientation];
            #endif
            #endif
            }
            @end
            """
        let facts = ObjCFacts.extract(data: Data(source.utf8), path: "Display.m")
        XCTAssertEqual(
            facts.rotations.map(\.api),
            [.setNeedsUpdateOfSupportedInterfaceOrientations, .attemptRotationToDeviceOrientation])
        XCTAssertEqual(
            facts.rotations.map(\.location.line), [6, 11], "the other branches are not iOS's; MY_FLAG may be set")
    }

    /// UTM's shape: a window-size request with the Vision preferences type asks nothing of the orientation.
    func testAVisionWindowSizeRequestIsNoRotation() {
        let source = """
            @implementation Display
            - (void)resize {
                UIWindowSceneGeometryPreferencesVision *prefs = [[UIWindowSceneGeometryPreferencesVision alloc] initWithSize:size];
                [self.view.window.windowScene requestGeometryUpdate:prefs errorHandler:nil];
            }
            @end
            """
        XCTAssertEqual(ObjCFacts.extract(data: Data(source.utf8), path: "Display.m").rotations, [])
    }
}

extension ObjCFactsTests {
    /// Blind first run (tvheadend): a mask built in a local, widened under a condition, is each value it can hold
    /// (issue 27); under an idiom test, each idiom's. A change Orient does not read leaves it unknown.
    func testAMaskBuiltInALocalIsWhatItCanHold() {
        func value(_ body: String) -> Value? {
            Fixture.objcSource(
                "@implementation V\n- (NSUInteger)supportedInterfaceOrientations\n{\n\(body)\n}\n@end\n"
            ).member("V", .supportedInterfaceOrientations)?.value
        }
        XCTAssertEqual(
            value(
                """
                    NSUInteger orientations = UIInterfaceOrientationMaskPortrait;
                    if ([self presentedViewController] && playing) {
                        orientations |= UIInterfaceOrientationMaskLandscapeLeft;
                        orientations |= UIInterfaceOrientationMaskLandscapeRight;
                    }
                    return orientations;
                """),
            .conditional(
                condition: "orientations |= UIInterfaceOrientationMaskLandscapeRight;",
                then: .conditional(
                    condition: "[self presentedViewController] && playing", then: .mask([.portrait, .landscape]),
                    else: .mask([.portrait, .landscapeRight])),
                else: .conditional(
                    condition: "[self presentedViewController] && playing", then: .mask([.portrait, .landscapeLeft]),
                    else: .mask(.portrait))))
        XCTAssertEqual(
            value(
                """
                    UIInterfaceOrientationMask mask = UIInterfaceOrientationMaskPortrait;
                    if (UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad) { mask = UIInterfaceOrientationMaskAll; }
                    return mask;
                """),
            .idiom(pad: .mask(.all), other: .mask(.portrait)))
        XCTAssertEqual(
            value(
                "    NSUInteger mask = UIInterfaceOrientationMaskPortrait;\n    mask = [self other];\n    return mask;"),
            .dynamic("mask"))
        XCTAssertEqual(value("    return mask;"), .dynamic("mask"))
    }
}

extension ObjCFactsTests {
    /// Blind first run (tvheadend): a plain `UIViewController *` local made as a subclass is that subclass (the
    /// external display's root); an instance variable declared in the class's braces names its class where another
    /// method hands it to a navigation controller; a `BOOL` copied from the top child's answer forwards to it.
    func testLocalsAndInstanceVariablesNameTheirClasses() {
        let source = """
            @implementation Helper {
                VLCMovieViewController *_movieViewController;
            }
            - (void)open { _movieViewController = [[VLCMovieViewController alloc] initWithNibName:nil bundle:nil]; }
            - (void)present {
                UINavigationController *navCon = [[UINavigationController alloc] initWithRootViewController:_movieViewController];
                [self.vc presentViewController:navCon animated:YES completion:nil];
            }
            - (void)showOnExternalDisplay {
                UIScreen *screen = [UIScreen screens][1];
                self.externalWindow = [[UIWindow alloc] initWithFrame:screen.bounds];
                UIViewController *controller = [[ExternalDisplayController alloc] init];
                self.externalWindow.rootViewController = controller;
                self.externalWindow.screen = screen;
            }
            @end
            @implementation Themed
            - (BOOL) shouldAutorotate {
                BOOL should = [[self.viewControllers lastObject] shouldAutorotate];
                return should;
            }
            @end
            """
        let facts = ObjCFacts.extract(data: Data(source.utf8), path: "Helper.m")
        XCTAssertEqual(facts.windowRoots.map(\.controller), ["ExternalDisplayController"])
        XCTAssertEqual(facts.windowRoots.map(\.externalScreen), [true])
        XCTAssertEqual(facts.pushes.flatMap(\.controllers), ["VLCMovieViewController"])
        XCTAssertEqual(facts.member("Themed", .shouldAutorotate)?.value, .forward("viewControllers.lastObject"))
    }
}

extension ObjCFactsTests {
    /// Blind first run (hoccer): two returns are told apart by the `if` whose body holds the first, not by a
    /// logging `if (DEBUG_ROTATION) NSLog(…);` before it; the local it returns is the top child's answer.
    func testTwoReturnsTakeTheIfAroundTheFirst() {
        let facts = Fixture.objcSource(
            """
            @implementation Themed
            - (UIInterfaceOrientationMask) supportedInterfaceOrientations {
                UIViewController * vc = [self.viewControllers lastObject];
                if (vc) {
                    UIInterfaceOrientationMask supported = [[self.viewControllers lastObject] supportedInterfaceOrientations];
                    if (DEBUG_ROTATION) NSLog(@"supported:%lu", (unsigned long)supported);
                    return supported;
                } else {
                    return UIInterfaceOrientationMaskPortrait;
                }
            }
            @end
            """)
        XCTAssertEqual(
            facts.member("Themed", .supportedInterfaceOrientations)?.value,
            .conditional(condition: "vc", then: .forward("viewControllers.lastObject"), else: .mask(.portrait)))
    }
}

extension ObjCFactsTests {
    /// A name declared without a value (`ListViewController *next;`, set later) is its method's declaration;
    /// declared with two classes elsewhere in the file (two other methods' locals), neither.
    func testANameDeclaredWithoutAValueIsItsMethodsDeclaration() {
        let source = """
            @implementation Menu
            - (void)a { ListViewController *next; next = [self make]; [self.navigationController pushViewController:next animated:YES]; }
            - (void)b { MapViewController *next; next = [self make]; [self.navigationController pushViewController:next animated:YES]; }
            @end
            """
        XCTAssertEqual(
            ObjCFacts.extract(data: Data(source.utf8), path: "Menu.m").pushes.flatMap(\.controllers),
            ["ListViewController", "MapViewController"])
        let elsewhere = source.replacingOccurrences(of: "@end", with: "- (void)c { [self show:next]; }\n@end")
            .replacingOccurrences(
                of: "- (void)c { [self show:next]; }",
                with: "- (void)c { [self.navigationController pushViewController:next animated:YES]; }")
        XCTAssertEqual(
            ObjCFacts.extract(data: Data(elsewhere.utf8), path: "Menu.m").pushes.flatMap(\.controllers).last, .some(nil)
        )
    }
}
