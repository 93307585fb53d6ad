import OrientEngine
import OrientFacts

/// Whether the interface changes shape on a device: the question a cached screen size and a layout decided from
/// the device's orientation both ask. The window alone decides on an iPad that multitasks (its size follows Split
/// View and Stage Manager whatever the orientation, R11.1) and never on visionOS; elsewhere the app's masks and the
/// controllers UIKit asks do.
extension CheckContext {
    /// true or false where the window alone decides; nil where the masks do.
    private func decidedByTheWindow(on device: DeviceClass) -> Bool? {
        if device == .vision { return false }
        if device == .ipad && ipadMultitasking { return true }
        return nil
    }

    /// Whether a mask holds a portrait and a landscape orientation: an interface it allows can change shape.
    static func spansBothShapes(_ m: OrientationMask) -> Bool {
        !m.intersection([.portrait, .portraitUpsideDown]).isEmpty && !m.intersection(.landscape).isEmpty
    }

    /// Whether the interface can change shape on `device` for some of the possibilities: the iPad multitasks, or
    /// the app allows a portrait and a landscape orientation and a controller UIKit asks allows both. Not when
    /// something the answer depends on is not known (screen_size_read_once, which says it at info).
    func interfaceChangesShape(on device: DeviceClass) -> Bool {
        if let decided = decidedByTheWindow(on: device) { return decided }
        guard let app = possibleAppMasks(on: device).values else { return false }
        let both = Self.spansBothShapes
        guard app.contains(where: both) else { return false }
        guard devicesAskingControllers.contains(device) else { return true }
        return decidingMasks(on: device).masks.contains { m in app.contains { both($0.intersection(m)) } }
    }

    /// Every mask the controllers UIKit asks can answer on `device`, and whether each of them is known (an unknown
    /// one adds nothing). When no deciding controller is known, the root is UIKit's own (a SwiftUI app's hosting
    /// controller), which answers the idiom's default.
    func decidingMasks(on device: DeviceClass) -> (masks: [OrientationMask], allKnown: Bool) {
        let deciders = decidingControllers.map(\.name)
        guard !deciders.isEmpty else { return ([idiomDefault(device)], true) }
        var masks: [OrientationMask] = []
        var allKnown = true
        for name in deciders {
            guard let values = possibleMasks(of: name, on: device).values else {
                allKnown = false
                continue
            }
            masks += values
        }
        return (masks, allKnown)
    }

    /// Whether the interface showing code of `type` turns to landscape on `device` whatever the unknowns: the iPad
    /// multitasks, or every answer the app and the controllers UIKit asks over that screen can give lets it be
    /// landscape. Not when something it depends on is not known (device_orientation_for_layout's counter-rotation).
    func interfaceTurns(showing type: String?, on device: DeviceClass) -> Bool {
        if let decided = decidedByTheWindow(on: device) { return decided }
        guard let app = possibleAppMasks(on: device).values, !app.isEmpty,
            app.allSatisfy({ !$0.intersection(.landscape).isEmpty })
        else { return false }
        guard devicesAskingControllers.contains(device) else { return true }
        let screen = type.flatMap { controllerKind($0) != nil ? $0 : nil }
        guard let asked = authorities(over: screen), !asked.isEmpty else { return false }
        for controller in asked {
            guard let masks = possibleMasks(of: controller, on: device).values, !masks.isEmpty,
                masks.allSatisfy({ m in app.allSatisfy { !$0.intersection(m).intersection(.landscape).isEmpty } })
            else { return false }
        }
        return true
    }
}

extension CheckContext {
    /// Whether the interface showing code of `type` changes shape on `device` whatever the unknowns: the iPad
    /// multitasks, or every answer the app and the controllers UIKit asks over that screen can give allows a
    /// portrait and a landscape orientation. Not when something it depends on is not known
    /// (frame_never_resized).
    func interfaceChangesShape(showing type: String, on device: DeviceClass) -> Bool {
        if let decided = decidedByTheWindow(on: device) { return decided }
        let both = Self.spansBothShapes
        guard let app = possibleAppMasks(on: device).values, !app.isEmpty, app.allSatisfy(both) else { return false }
        guard devicesAskingControllers.contains(device) else { return true }
        guard let asked = authorities(over: controllerKind(type) != nil ? type : nil), !asked.isEmpty else {
            return false
        }
        for controller in asked {
            guard let masks = possibleMasks(of: controller, on: device).values, !masks.isEmpty,
                masks.allSatisfy({ m in app.allSatisfy { both($0.intersection(m)) } })
            else { return false }
        }
        return true
    }
}
