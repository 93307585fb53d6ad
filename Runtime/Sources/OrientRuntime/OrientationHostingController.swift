#if canImport(UIKit) && canImport(SwiftUI)
    import SwiftUI
    import UIKit
#else
    import UIKitStandIn
#endif
import OrientPolicy

/// A SwiftUI screen with an orientation: host the view in it where the app shows it (presented, pushed, or as a
/// window's root), e.g. `present(OrientationHostingController(rootView: PlayerView(), orientation: .landscape), …)`.
@MainActor
open class OrientationHostingController<Content: View>: UIHostingController<Content>, OrientationScreen {
    public let manager: OrientationManager
    /// Changing it makes the interface follow at once.
    public var screenOrientation: ScreenOrientation {
        didSet { manager.screenDidAppear(self) }
    }

    public init(rootView: Content, orientation: ScreenOrientation, manager: OrientationManager = .shared) {
        self.manager = manager
        screenOrientation = orientation
        super.init(rootView: rootView)
    }

    #if canImport(UIKit)
        @available(*, unavailable, message: "create it in code, with its orientation")
        public required init?(coder: NSCoder) { nil }
    #endif

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        manager.screenDidAppear(self)
    }
}
