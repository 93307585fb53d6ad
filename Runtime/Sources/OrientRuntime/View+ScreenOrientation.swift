#if canImport(UIKit) && canImport(SwiftUI)
    import SwiftUI
#else
    import UIKitStandIn
#endif
import OrientPolicy

extension View {
    /// This SwiftUI screen allows `orientation` while it is on screen: `PlayerView().screenOrientation(.landscape)`.
    /// It speaks for the layer on top (the window's root, or the full-screen cover it is in) when no view
    /// controller there adopts `OrientationScreen`; the latest to appear wins, and when it disappears the one
    /// before it (or the app's orientations) applies again. The app delegate's one line is still needed.
    @MainActor
    public func screenOrientation(_ orientation: ScreenOrientation, manager: OrientationManager = .shared)
        -> some View
    {
        // SwiftUI calls both actions on the main thread.
        onAppear { MainActor.assumeIsolated { manager.swiftUIScreenDidAppear(orientation) } }
            .onDisappear { MainActor.assumeIsolated { manager.swiftUIScreenDidDisappear(orientation) } }
    }
}
