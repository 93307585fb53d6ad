// The SwiftUI API the glue uses: `View` (documentation/swiftui/view) and `UIHostingController`
// (documentation/swiftui/uihostingcontroller, iOS 13+). Only their shapes: a hosted view is not drawn here.

@available(iOS 13.0, *)
public protocol View {}

/// `onAppear(perform:)` and `onDisappear(perform:)` (documentation/swiftui/view/onappear(perform:), iOS 13+): the
/// stand-in keeps the actions, and a hosting controller runs them when it appears and disappears, as SwiftUI does
/// when the view enters and leaves the screen.
public struct StandInLifecycleView<Content: View>: View, StandInLifecycle {
    let content: Content
    let appear: (() -> Void)?
    let disappear: (() -> Void)?
    public func standInAppear() {
        appear?()
        (content as? StandInLifecycle)?.standInAppear()
    }
    public func standInDisappear() {
        disappear?()
        (content as? StandInLifecycle)?.standInDisappear()
    }
}

public protocol StandInLifecycle {
    func standInAppear()
    func standInDisappear()
}

extension View {
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        StandInLifecycleView(content: self, appear: action, disappear: nil)
    }
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        StandInLifecycleView(content: self, appear: nil, disappear: action)
    }
}

@available(iOS 13.0, *)
@MainActor
open class UIHostingController<Content: View>: UIViewController {
    public var rootView: Content
    public init(rootView: Content) {
        self.rootView = rootView
        super.init()
    }
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        (rootView as? StandInLifecycle)?.standInAppear()
    }
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        (rootView as? StandInLifecycle)?.standInDisappear()
    }
}
