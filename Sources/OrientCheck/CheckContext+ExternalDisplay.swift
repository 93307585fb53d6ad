import OrientEngine
import OrientFacts
import OrientProject

// An external display's window (AirPlay, a cable to a TV) is not turned by the device: UIKit never asks its root
// about the device's orientation, so no orientation rule speaks about it. Apps make one in two ways: a scene
// delegate the Info.plist gives an external-display role (iOS 13+), and a window put on `UIScreen.screens[1]`.
// Source: UISceneSession.Role, whose external-display roles are "a scene that displays noninteractive windows on an
// externally connected display" (developer.apple.com/documentation/uikit/uiscenesession/role-swift.struct); the
// device's orientation rules (R5.x) are about the device's own screen.
extension CheckContext {
    /// The scene delegate classes the plist gives only the external-display roles
    /// (`UIWindowSceneSessionRoleExternalDisplay`, `…NonInteractive`).
    static func externalDisplaySceneDelegates(_ plist: EffectivePlist) -> Set<String> {
        guard case .dictionary(let manifest)? = plist.values[InfoPlistKey.applicationSceneManifest.name()],
            case .dictionary(let roles)? = manifest["UISceneConfigurations"]
        else { return [] }
        var external: Set<String> = [], other: Set<String> = []
        for (role, configurations) in roles {
            guard case .array(let items) = configurations else { continue }
            for case .dictionary(let c) in items {
                // `$(PRODUCT_MODULE_NAME).SceneDelegate` names the class `SceneDelegate`.
                guard let name = c["UISceneDelegateClassName"]?.stringValue.map(CheckName.last) else { continue }
                if role.hasPrefix("UIWindowSceneSessionRoleExternalDisplay") {
                    external.insert(name)
                } else {
                    other.insert(name)
                }
            }
        }
        return external.subtracting(other)
    }

    /// The target's facts as the device sees them: without the external displays' windows, and without the
    /// classes shown only there (unless another class inherits from one).
    static func deviceFacts(_ facts: TargetFacts, plist: EffectivePlist) -> TargetFacts {
        let delegates = externalDisplaySceneDelegates(plist)
        func isExternal(_ r: WindowRootFact) -> Bool {
            r.externalScreen || (r.context.inType.map(delegates.contains) ?? false)
        }
        let roots = facts.windowRoots
        guard roots.contains(where: isExternal) else { return facts }
        var shown = Set(roots.filter { !isExternal($0) }.compactMap(\.controller))
        shown.formUnion(facts.presentations.compactMap(\.presented))
        for p in facts.pushes { shown.formUnion(p.controllers.compactMap { $0 }) }
        for f in facts.files { shown.formUnion(f.storyboard?.scenes.compactMap(\.customClass) ?? []) }
        for c in facts.classes { shown.formUnion(c.chain.dropFirst()) }
        let external = Set(roots.filter(isExternal).compactMap(\.controller)).subtracting(shown)
        var out = facts
        for i in out.files.indices { out.files[i].windowRoots.removeAll(where: isExternal) }
        out.classes.removeAll { external.contains($0.name) }
        return out
    }
}
