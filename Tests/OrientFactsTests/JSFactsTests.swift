import Foundation
import OrientEngine
import XCTest

@testable import OrientFacts

/// The React Native reader (issue 31): the widely used modules' locks with the masks their native code sets, when
/// they run in React's shapes, and JavaScript's lexical corners.
final class JSFactsTests: XCTestCase {
    func locks(_ source: String) -> [FrameworkLockFact] {
        JSFacts.extract(data: Data(source.utf8), path: "src/x.tsx").frameworkLocks
    }

    func testOrientationLockerNamesSidesByTheDevice() {
        let source = """
            import Orientation from 'react-native-orientation-locker';
            Orientation.lockToPortrait();
            Orientation.lockToLandscape();
            Orientation.lockToLandscapeLeft();
            Orientation.lockToLandscapeRight();
            Orientation.unlockAllOrientations();
            Orientation.lockToAllOrientationsButUpsideDown();
            Orientation.getOrientation((o) => {});
            """
        let found = locks(source)
        XCTAssertEqual(found.map(\.location.line), [2, 3, 4, 5, 6, 7])
        XCTAssertEqual(
            found.map(\.masks),
            [
                .just(.portrait), .just(.landscape), .just(.landscapeRight), .just(.landscapeLeft), .just(.all),
                .just(.allButUpsideDown)
            ])
        XCTAssertTrue(found.allSatisfy { $0.scope == .startup && $0.framework == .reactNative })
        XCTAssertEqual(found.first?.call, "Orientation.lockToPortrait()")
        XCTAssertEqual(found.first?.module, "react-native-orientation-locker")
    }

    /// Blind first run (react-native-netflix): the module the locker grew from, `react-native-orientation`, names
    /// its landscape sides as the masks do, and its unlock is all but upside down.
    func testOrientationModuleNamesSidesByTheMask() {
        let source = """
            var Orientation = require('react-native-orientation');
            Orientation.lockToPortrait();
            Orientation.lockToLandscape();
            Orientation.lockToLandscapeLeft();
            Orientation.lockToLandscapeRight();
            Orientation.unlockAllOrientations();
            Orientation.getOrientation((err, o) => {});
            """
        let found = locks(source)
        XCTAssertEqual(found.map(\.location.line), [2, 3, 4, 5, 6])
        XCTAssertEqual(
            found.map(\.masks),
            [
                .just(.portrait), .just(.landscape), .just(.landscapeLeft), .just(.landscapeRight),
                .just(.allButUpsideDown)
            ])
        XCTAssertEqual(Set(found.map(\.module)), ["react-native-orientation"])
        XCTAssertTrue(found.last?.unlocks ?? false)
    }

    func testExpoLocksAndReactShapes() {
        let source = """
            import * as ScreenOrientation from 'expo-screen-orientation';
            import { useFocusEffect } from '@react-navigation/native';

            export function VideoScreen() {
              useEffect(() => {
                ScreenOrientation.lockAsync(ScreenOrientation.OrientationLock.LANDSCAPE);
                return () => {
                  ScreenOrientation.unlockAsync();
                };
              }, []);
              useFocusEffect(
                useCallback(() => {
                  ScreenOrientation.lockAsync(ScreenOrientation.OrientationLock.PORTRAIT_UP);
                }, []),
              );
              const onFullScreen = async () => {
                await ScreenOrientation.lockAsync(OrientationLock.LANDSCAPE_LEFT);
              };
              return <Button title="Don't" onPress={() => ScreenOrientation.lockAsync(lock)} />;
            }
            """
        let found = locks(source)
        XCTAssertEqual(found.map(\.location.line), [6, 8, 13, 17, 19])
        XCTAssertEqual(found.map(\.scope), [.screenOpens, .screenCloses, .screenOpens, .event, .event])
        XCTAssertEqual(
            found.map(\.masks),
            [.just(.landscape), .just(.allButUpsideDown), .just(.portrait), .just(.landscapeLeft), .anything])
        XCTAssertEqual(found.first?.inType, "VideoScreen")
    }

    func testClassComponentsScreenOptionsAndOtherModules() {
        let source = """
            import Orientation from 'react-native-orientation-locker';
            import { createNativeStackNavigator } from '@react-navigation/native-stack';
            import RNOrientation from 'some-orientation-module';
            class Player extends React.Component {
              componentDidMount() { Orientation.lockToLandscape(); }
              componentWillUnmount() { Orientation.lockToPortrait(); }
              rotate() { RNOrientation.lockLandscape(); }
            }
            const screen = <Stack.Screen name="Film" options={{ orientation: 'landscape' }} />;
            const other = { orientation: 'portrait' };
            """
        let found = locks(source)
        XCTAssertEqual(found.map(\.location.line), [5, 6, 7, 9, 10])
        XCTAssertEqual(found.map(\.scope), [.screenOpens, .screenCloses, .event, .screenOpens, .screenOpens])
        XCTAssertEqual(found[2].module, "some-orientation-module")
        XCTAssertEqual(found[2].masks, .anything)
        XCTAssertEqual(found[3].masks, .just(.landscape))
        // `portrait`: with or without upside down, both possible.
        XCTAssertEqual(found[4].masks, .oneOf([.portrait, [.portrait, .portraitUpsideDown]]))
    }

    /// Strings, templates, regular expressions and comments hide what they hold.
    func testLexicalCorners() {
        let source = """
            import Orientation from 'react-native-orientation-locker';
            // Orientation.lockToLandscape();
            /* Orientation.lockToLandscape(); */
            const a = 'Orientation.lockToLandscape()';
            const b = `${x} Orientation.lockToLandscape() ${`${Orientation.lockToPortrait()}`}`;
            const c = /Orientation.lockToLandscape\\(\\)[/]/g.test(s) ? 1 / 2 : 3;
            const d = x / y; Orientation.lockToPortraitUpsideDown();
            """
        let found = locks(source)
        XCTAssertEqual(found.map(\.location.line), [5, 7])
        XCTAssertEqual(found.map(\.masks), [.just(.portrait), .just(.portraitUpsideDown)])
    }

    /// Another platform's branch is left out; a branch on state keeps its condition (what the lock depends on).
    func testBranches() {
        let source = """
            import Orientation from 'react-native-orientation-locker';
            if (Platform.OS === 'android') { Orientation.lockToLandscape(); }
            if (Platform.OS === 'ios') Orientation.lockToPortrait(); else Orientation.lockToLandscapeLeft();
            if (settings.rotationLock) {
              Orientation.lockToPortraitUpsideDown();
            } else {
              Orientation.unlockAllOrientations();
            }
            """
        let found = locks(source)
        XCTAssertEqual(found.map(\.location.line), [3, 5, 7])
        XCTAssertEqual(found.map(\.condition), [nil, "settings.rotationLock", "not (settings.rotationLock)"])
    }

    /// Blind first run (drive-mobile): a top-level constant that tests only the platform stands for its test;
    /// `!isAndroid`, a `let`, or a constant that tests something else as well are not settled.
    func testPlatformTestsNamedByAConstant() {
        let source = """
            import * as ScreenOrientation from 'expo-screen-orientation';
            const isAndroid = Platform.OS === 'android';
            export const isIOS = Platform.OS === 'ios';
            const wide = Platform.OS === 'android' && width > 600;
            let maybe = Platform.OS === 'android';
            const lockToPortrait = async () => {
              if (isAndroid) { await ScreenOrientation.lockAsync(ScreenOrientation.OrientationLock.PORTRAIT_UP); }
              if (isIOS) {} else { await ScreenOrientation.lockAsync(ScreenOrientation.OrientationLock.LANDSCAPE); }
              if (!isAndroid) { await ScreenOrientation.lockAsync(ScreenOrientation.OrientationLock.PORTRAIT_UP); }
              if (wide) { await ScreenOrientation.lockAsync(ScreenOrientation.OrientationLock.PORTRAIT_UP); }
              if (maybe) { await ScreenOrientation.lockAsync(ScreenOrientation.OrientationLock.PORTRAIT_UP); }
            };
            """
        XCTAssertEqual(locks(source).map(\.location.line), [9, 10, 11])
    }

    /// Blind first run (templewallet): a component declared with a TypeScript type is named by its name, not its
    /// type, and an `&&` guard is the lock's condition.
    func testATypedComponentAndAnAndGuard() {
        let source = """
            import Orientation from 'react-native-orientation-locker';
            export const NavigationBar: FCWithChildren = ({ children }) => {
              useEffect(() => void (!isTablet() && Orientation.lockToPortrait()), []);
              return children;
            };
            const Player: React.FC<Props> = () => {
              useEffect(() => { Orientation.lockToLandscape(); }, []);
              return null;
            };
            """
        let found = locks(source)
        XCTAssertEqual(found.map(\.function), ["NavigationBar", "Player"])
        XCTAssertEqual(found.map(\.condition), ["!isTablet()", nil])
    }

    /// TypeScript return types, `React.useCallback`, a wrapper of the same name, a local hook named for
    /// orientation, and `!==` tests (from review).
    func testReviewedShapes() {
        let source = """
            import Orientation from 'react-native-orientation-locker';
            import useOrientation from './hooks/useOrientation';
            class Player extends React.Component {
              componentDidMount(): void { Orientation.lockToLandscape(); }
            }
            export function Film(): JSX.Element {
              useFocusEffect(React.useCallback(() => { Orientation.lockToPortrait(); }, []));
              if (Platform.OS !== 'ios') { Orientation.lockToPortraitUpsideDown(); }
              mutex.unlock();
              return null;
            }
            const api = { lockToPortrait() { return 1; } };
            """
        let found = locks(source)
        XCTAssertEqual(found.map(\.location.line), [4, 7])
        XCTAssertEqual(found.map(\.scope), [.screenOpens, .screenOpens])
    }

    /// A file that imports no orientation module has no lock, whatever it calls.
    /// React Native's `<Modal>` with the props that decide its orientations, in the shapes JSX writes it; a
    /// comparison, another package's Modal and another platform's branch are not one.
    func testReactNativeModals() {
        let source = """
            import React from 'react';
            import { Modal as RNModal, View, Modal } from 'react-native';
            export function Overlay({ open, landscape }) {
              if (a < Modal) {}
              return (
                <View>
                  {open && <Modal transparent visible={open}><View /></Modal>}
                  {landscape ? <Modal visible supportedOrientations={['portrait', 'landscape']} /> : null}
                  <Modal transparent={false} animationType="slide" onRequestClose={() => { close(); }}>
                  </Modal>
                  {Platform.OS === 'android' && <Modal visible />}
                </View>
              );
            }
            """
        let modals = JSFacts.extract(data: Data(source.utf8), path: "src/o.tsx").reactNativeModals
        XCTAssertEqual(modals.map(\.location.line), [7, 8, 9])
        XCTAssertEqual(modals.map(\.transparent), [true, false, false])
        XCTAssertEqual(modals.map(\.supportedOrientations), [nil, "{[portrait,landscape]}", nil])
        let other = "import Modal from 'react-native-modal';\nconst A = () => <Modal isVisible />;\n"
        XCTAssertTrue(JSFacts.extract(data: Data(other.utf8), path: "src/a.tsx").reactNativeModals.isEmpty)
    }

    /// Blind first run (BCACourseProgramming): a Modal shown by a state that starts false and is only ever set to
    /// false (the calls that opened it are commented out) never opens; one a setter may set to true does.
    func testAModalThatNeverOpens() {
        let source = """
            import { Modal } from 'react-native';
            export function Home() {
              const [updateModal, setUpdateModal] = useState(false);
              const [review, setReview] = React.useState(false);
              // setUpdateModal(true);
              const close = () => { setUpdateModal(false); setReview(!review); };
              return (<>
                <Modal transparent visible={updateModal}><View /></Modal>
                <Modal transparent visible={review}><View /></Modal>
              </>);
            }
            """
        XCTAssertEqual(
            JSFacts.extract(data: Data(source.utf8), path: "a.js").reactNativeModals.map(\.location.line), [9])
    }

    /// Blind first run (react-native-dribbble-app, React Native 0.14): `Modal` taken from the module the CommonJS
    /// way, directly or through the name the module is given.
    func testAModalTakenWithRequire() {
        let direct = "var { Modal, View } = require('react-native');\nvar A = () => <Modal visible />;\n"
        XCTAssertEqual(JSFacts.extract(data: Data(direct.utf8), path: "a.js").reactNativeModals.count, 1)
        let named = """
            var React = require("react-native");
            var {
              Image,
              Modal
            } = React;
            var A = React.createClass({ render: function() { return (<Modal visible={true} />); } });
            """
        XCTAssertEqual(
            JSFacts.extract(data: Data(named.utf8), path: "a.js").reactNativeModals.map(\.location.line), [6])
        let other =
            "var Modal = require('react-native-modal');\nvar { View } = require('react-native');\nvar A = () => <Modal isVisible />;\n"
        XCTAssertTrue(JSFacts.extract(data: Data(other.utf8), path: "a.js").reactNativeModals.isEmpty)
    }

    /// Blind first run (Popcorn Time): `import { Modal as RnModal } from 'react-native'` inside the app's own `Modal`
    /// component: its `<RnModal>` is React Native's; the app's `<Modal>` elsewhere is not.
    func testAModalImportedUnderAnotherName() {
        let aliased = """
            import { View, Modal as RnModal } from 'react-native'
            export const Modal = ({ visible }) => (
              <RnModal transparent visible={visible} />
            )
            const B = () => <Modal visible />
            """
        XCTAssertEqual(
            JSFacts.extract(data: Data(aliased.utf8), path: "a.js").reactNativeModals.map(\.location.line), [3])
        let alone = "import { Modal as RnModal } from 'react-native'\nexport const Sheet = () => <RnModal visible />\n"
        XCTAssertEqual(JSFacts.extract(data: Data(alone.utf8), path: "a.js").reactNativeModals.count, 1)
    }

    /// Blind first run (Stream Chat's example apps): a Modal's `presentationStyle`, as a string, in braces or as an
    /// expression; `transparent` wins over it (React Native presents it over full screen).
    func testReactNativeModalPresentationStyles() {
        let source = """
            import { Modal } from 'react-native';
            export const A = ({ style }) => (
              <>
                <Modal presentationStyle='formSheet' animationType='slide' />
                <Modal presentationStyle={'pageSheet'} />
                <Modal presentationStyle={style} />
                <Modal transparent presentationStyle="pageSheet" />
                <Modal presentationStyle="fullScreen" />
                <Modal />
              </>
            );
            """
        let modals = JSFacts.extract(data: Data(source.utf8), path: "src/a.tsx").reactNativeModals
        XCTAssertEqual(
            modals.map(\.presentationStyle), ["formSheet", "pageSheet", "style", "pageSheet", "fullScreen", nil])
        XCTAssertEqual(modals.map(\.isSheet), [true, true, nil, false, false, false])
    }

    /// Blind first runs (Notesnook, iNaturalist): react-native-orientation-locker's device-orientation listener
    /// deciding a layout, in its callback or through the state it sets; not where it only filters flat and
    /// unknown values, nor in a camera's file.
    func testDeviceOrientationListenersDecidingALayout() {
        func reads(_ source: String) -> [Int] {
            JSFacts.extract(data: Data(source.utf8), path: "src/v.tsx").deviceOrientationReads.compactMap(
                \.location.line)
        }
        let callback = """
            import Orientation from 'react-native-orientation-locker';
            export function Preview() {
              const [width, setWidth] = useState(WIN_WIDTH);
              const onOrientationChange = (o) => {
                if (o.includes("LANDSCAPE")) {
                  setWidth(WIN_HEIGHT);
                } else { setWidth(WIN_WIDTH); }
              };
              useEffect(() => {
                Orientation.addDeviceOrientationListener(onOrientationChange);
              }, []);
            }
            """
        XCTAssertEqual(reads(callback), [5])
        let state = """
            import { useDeviceOrientationChange } from "react-native-orientation-locker";
            const useDeviceOrientation = () => {
              const [deviceOrientation, setDeviceOrientation] = useState();
              useDeviceOrientationChange((orientation) => {
                if (orientation === "FACE-UP" || orientation === "FACE-DOWN") { return; }
                setDeviceOrientation(toSide(orientation));
              });
              const isLandscapeMode = [LANDSCAPE_LEFT, LANDSCAPE_RIGHT].includes(deviceOrientation);
              return { isLandscapeMode };
            };
            """
        XCTAssertEqual(reads(state), [8])
        let filter = """
            import Orientation, { useDeviceOrientationChange, OrientationType } from "react-native-orientation-locker";
            function Panels() {
              const [orientation, setOrientation] = useState(Orientation.getInitialOrientation());
              useDeviceOrientationChange((o) => {
                if (o !== OrientationType.UNKNOWN && o !== OrientationType["FACE-UP"] && o !== OrientationType["PORTRAIT-UPSIDEDOWN"]) {
                  setOrientation(o);
                }
              });
              const onLayout = (size) => { setOrientation(OrientationType["LANDSCAPE-RIGHT"]); };
              useEffect(() => { if (orientation !== "UNKNOWN") check(); }, [orientation]);
            }
            """
        XCTAssertEqual(reads(filter), [])
        let camera = callback.replacingOccurrences(
            of: "export function Preview", with: "import { Camera } from 'x';\nexport function Preview")
        XCTAssertEqual(reads(camera), [])
        XCTAssertEqual(reads(callback.replacingOccurrences(of: "react-native-orientation-locker", with: "./mine")), [])
    }

    /// Blind first run (Zeus): `Dimensions.get('window')` read when a module loads keeps the first window size;
    /// inside a component or a function it is read again.
    func testWindowSizeReadWhenAModuleLoads() {
        let source = """
            import { Dimensions, StyleSheet } from 'react-native';
            const { height: SCREEN_HEIGHT } = Dimensions.get('window');
            const { width } = Dimensions.get('screen');
            const BUTTON = (Dimensions.get('window').width - 50) / 4;
            const styles = StyleSheet.create({ sheet: { maxHeight: Dimensions.get('window').height * 0.9 } });
            export function Sheet() {
              const { height } = Dimensions.get('window');
              return <View style={{ height: Dimensions.get('window').height }} />;
            }
            const later = () => Dimensions.get('window').width;
            class Card extends React.Component { render() { return Dimensions.get('window').width; } }
            """
        let caches = JSFacts.extract(data: Data(source.utf8), path: "src/s.tsx").screenSizeCaches
        XCTAssertEqual(caches.compactMap(\.location.line), [2, 3, 4, 5])
        XCTAssertEqual(caches.map(\.name), ["SCREEN_HEIGHT", "width", "BUTTON", "maxHeight"])
        XCTAssertEqual(caches.first?.read, "Dimensions.get('window')")
        XCTAssertEqual(caches.last?.read, "Dimensions.get('window').height")
    }

    /// Blind first run (abacus): a function called where it stands at the top of a module (an IIFE) runs when the
    /// module loads; one only defined there, or called later, does not.
    func testWindowSizeReadInAFunctionCalledWhenTheModuleLoads() {
        let source = """
            import { Dimensions } from 'react-native';
            export const { height: D_HEIGHT, width: D_WIDTH } = (() => {
              const { width, height } = Dimensions.get('window');
              return { width, height };
            })();
            const W = (function () { const w = Dimensions.get('screen').width; return w; })();
            const H = (function size() { const h = Dimensions.get('screen').height; return h; }());
            const later = () => { return Dimensions.get('window').width; };
            const f = (() => { return () => Dimensions.get('window').width; })();
            """
        let caches = JSFacts.extract(data: Data(source.utf8), path: "src/c.ts").screenSizeCaches
        XCTAssertEqual(caches.compactMap(\.location.line), [3, 6, 7])
    }

    /// Blind first run (react-native-psychology-app): react-native-responsive-screen's functions called in a
    /// `StyleSheet.create` at a file's top keep the window's size then, renamed or not; a call in a component, a
    /// function of another package, and the package's orientation-independent neighbours are not read.
    func testAPackagesWindowSizeFunctionsCalledWhenTheModuleLoads() {
        let source = """
            import { StyleSheet } from 'react-native';
            import { widthPercentageToDP as wp, heightPercentageToDP } from 'react-native-responsive-screen';
            import { responsiveWidth } from 'react-native-responsive-dimensions';
            import { scale } from 'react-native-size-matters';
            import { wp as other } from './metrics';
            export const styles = StyleSheet.create({
              bar: { width: wp('100%'), height: heightPercentageToDP('10') },
              card: { width: responsiveWidth(90), padding: scale(8), margin: other(2) },
            });
            export const Row = () => <View style={{ width: wp('50%') }} />;
            """
        let caches = JSFacts.extract(data: Data(source.utf8), path: "src/styles.ts").screenSizeCaches
        XCTAssertEqual(caches.map(\.location.line), [7, 7, 8])
        XCTAssertEqual(caches.map(\.name), ["width", "height", "width"])
        XCTAssertEqual(
            caches.first?.read, "widthPercentageToDP(…) from react-native-responsive-screen")
    }

    /// Blind first run (ChatterUI) and tooot: a lock on the right of `&&` after a test of another platform runs there
    /// only.
    func testALockGuardedByAnotherPlatformsTestIsNotRead() {
        let source = """
            import * as ScreenOrientation from 'expo-screen-orientation';
            export async function closed(update) {
              switch (update) {
                case DISMISS:
                  Platform.OS === 'android' && (await ScreenOrientation.lockAsync(ScreenOrientation.OrientationLock.PORTRAIT))
                  Platform.OS === 'ios' && (await ScreenOrientation.lockAsync(ScreenOrientation.OrientationLock.PORTRAIT_UP))
              }
            }
            """
        XCTAssertEqual(locks(source).map(\.location.line), [6])
    }

    func testNoModuleNoLock() {
        XCTAssertEqual(locks("const Orientation = {}; Orientation.lockToLandscape();").count, 0)
    }

    func testBrokenFilesEndQuietly() {
        let deep = String(repeating: "`${", count: 5_000)
        for source in [
            "import O from 'react-native-orientation-locker'; O.lockToPortrait(",
            "import O from 'react-native-orientation-locker'; class A { m() { O.lockToPortrait(",
            "'unclosed orientation\n", "/* unclosed orientation", deep + "orientation",
            String(repeating: "{(", count: 20_000) + "orientation", "/[orientation", "`orientation",
            // Shapes that cost one pass, not one per token (each would take minutes if quadratic).
            "import O from 'react-native-orientation-locker';"
                + String(repeating: "if (Platform.OS === 'web') f(); else if (x) g();", count: 20_000),
            "import O from 'react-native-orientation-locker';" + String(repeating: "function ", count: 50_000),
            "import O from 'react-native-orientation-locker'; f(" + String(repeating: "() => 1, ", count: 50_000) + ")",
            "import O from 'react-native-orientation-locker';" + String(repeating: "a => ", count: 50_000) + "1",
            "import O from 'react-native-orientation-locker';"
                + String(repeating: "O.addDeviceOrientationListener(f); const f = (o) => { setX(o); }; ", count: 20_000),
            "const s = {" + String(repeating: "a: Dimensions.get('window').width, ", count: 50_000) + "};",
            "const w = () => Dimensions.get('window').width; const s = {" + String(repeating: "a: w(), ", count: 20_000)
                + "};",
            String(repeating: "const f = () => { return Dimensions.get('window').width; }; ", count: 20_000)
        ] {
            _ = JSFacts.extract(data: Data(source.utf8), path: "src/x.tsx")
        }
    }
}
