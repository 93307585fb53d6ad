// The SwiftUI API the glue uses: `View` (documentation/swiftui/view) and `UIHostingController`
// (documentation/swiftui/uihostingcontroller, iOS 13+). Only their shapes: a hosted view is not drawn here.

public protocol View {}

@MainActor
open class UIHostingController<Content: View>: UIViewController {
    public var rootView: Content
    public init(rootView: Content) {
        self.rootView = rootView
        super.init()
    }
}
