import OrientEngine
import OrientFacts
import OrientOutput

/// A React Native `<Modal>` that lists no `supportedOrientations` in an app that can be landscape on iPhone.
struct ReactNativeModalOrientations: LintRule {
    static let description = RuleDescription(
        id: "react_native_modal_orientations",
        title: "React Native Modal without supportedOrientations",
        rationale: """
            React Native presents a `<Modal>` in a controller of its own, full screen (over full screen when \
            `transparent`), whose mask is what `supportedOrientations` lists, or, where it lists nothing, portrait \
            only on iPhone (all four on iPad): `supportedOrientationsMask` in `RCTModalHostViewComponentView.mm`, \
            the same default since 2015. A full-screen presentation makes UIKit ask that controller (R7.1, R7.5), \
            and a portrait-only one presented over full screen over a screen that turns forces portrait too \
            (R7.6a). So in an app that shows landscape on iPhone, opening the modal while the phone is held \
            sideways turns the whole interface, the screen under it included, to portrait; when it closes, nothing \
            turns it back until the device moves (R8.1). Reported where every answer the app can give on iPhone \
            allows landscape; at info where that depends on what the app delegate returns (in a React Native app, a lock \
            the delegate keeps in a variable is set by native modules Orient does not read). A \
            `presentationStyle` of `pageSheet` or `formSheet` is a sheet: in iPhone portrait it leaves orientation \
            to the screen under it (R7.1), and whether UIKit asks it once it adapts to full screen in landscape is \
            not known (R7.3), so it is info, as is a style Orient cannot read.
            """,
        severity: .warning,
        triggering: [
            .plist(ExampleProject.supportedOrientations("Portrait", "LandscapeLeft", "LandscapeRight")).adding(
                "src/Posting.tsx",
                """
                import React from 'react';
                import { Modal, View } from 'react-native';
                export const Posting = ({ visible }) => (
                  ↓<Modal transparent animationType="fade" visible={visible}>
                    <View />
                  </Modal>
                );
                """)
        ],
        nonTriggering: [
            // Its orientations listed; another package's Modal; a portrait-only app.
            .plist(ExampleProject.supportedOrientations("Portrait", "LandscapeLeft", "LandscapeRight")).adding(
                "src/Sheet.tsx",
                """
                import { Modal } from 'react-native';
                export const Sheet = ({ open }) => (
                  <Modal visible={open} supportedOrientations={['portrait', 'landscape']} />
                );
                """
            ).adding(
                "src/Picker.tsx",
                """
                import Modal from 'react-native-modal';
                export const Picker = ({ open }) => <Modal isVisible={open} />;
                """),
            .plist(
                """
                \t<key>UISupportedInterfaceOrientations</key>
                \t<array><string>UIInterfaceOrientationPortrait</string></array>
                """
            ).adding(
                "src/Posting.tsx",
                """
                import { Modal } from 'react-native';
                export const Posting = ({ visible }) => <Modal transparent visible={visible} />;
                """)
        ])

    func check(_ context: CheckContext) -> [Finding] {
        let modals = context.facts.reactNativeModals.filter { $0.supportedOrientations == nil }
        guard !modals.isEmpty else { return [] }
        var always: [DeviceClass] = [], sometimes: [DeviceClass] = []
        // A lock the app delegate keeps in a variable is set by native modules Orient does not read (a package's or
        // a local library's `orientationLock = .portrait`): what it holds is not only what the app's code shows.
        let lockedByModules = context.target.reactNativeApp != nil && context.appLockVariable != nil
        for d in context.devices where d == .iphoneHomeButton || d == .iphoneFaceID {
            if !lockedByModules, let masks = context.possibleAppMasks(on: d).values {
                let landscape = masks.map { !$0.intersection(.landscape).isEmpty }
                if !landscape.isEmpty, landscape.allSatisfy({ $0 }) {
                    always.append(d)
                } else if landscape.contains(true) {
                    sometimes.append(d)
                }
            } else if let plist = context.capabilities[d]?.afterLaunch, !plist.intersection(.landscape).isEmpty {
                // The app delegate's answer is not known (or not all of it): the plist allows landscape.
                sometimes.append(d)
            }
        }
        var out: [Finding] = []
        for m in modals {
            // A sheet, or a style Orient cannot read: what the modal does then rests on R7.3, an open question.
            let sheet = m.isSheet != false
            for (devices, severity) in [(always, Severity?.none), (sometimes, .info)] where !devices.isEmpty {
                out.append(
                    finding(
                        context, at: m.location,
                        sheet ? Message.sheet(m) : Message.portrait(m, dependsOnDelegate: severity != nil),
                        devices: devices, versions: "all", fix: Message.fix, severity: sheet ? .info : severity))
            }
        }
        return out
    }
}

extension ReactNativeModalOrientations {
    /// What the rule says, in one place.
    enum Message {
        static func portrait(_ m: ReactNativeModalFact, dependsOnDelegate: Bool) -> String {
            "this Modal lists no supportedOrientations, so React Native makes it portrait only on iPhone: opened while the app is landscape, it turns the whole interface\(m.transparent ? ", the screen under it included," : "") to portrait, and nothing turns it back when it closes until the phone moves (R7.5, R7.6a, R8.1)"
                + (dependsOnDelegate
                    ? "; whether the app is ever landscape there depends on what its app delegate returns" : "")
        }
        static func sheet(_ m: ReactNativeModalFact) -> String {
            let style = m.presentationStyle ?? "?"
            let shown =
                m.isSheet == true
                ? "presented as a \(style), it is a sheet in iPhone portrait and leaves orientation to the screen under it (R7.1)"
                : "its presentationStyle (\(style)) is not known, and a sheet would leave orientation to the screen under it (R7.1)"
            return
                "this Modal lists no supportedOrientations, so React Native makes it portrait only on iPhone; \(shown); held sideways, a sheet adapts to full screen, and whether UIKit then asks it, turning the interface to portrait, is not known (R7.3)"
        }
        static let fix =
            "Add supportedOrientations={['portrait', 'landscape']} (or the orientations the screens under it allow)"
    }
}
