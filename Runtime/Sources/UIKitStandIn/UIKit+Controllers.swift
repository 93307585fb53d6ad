import OrientEngine

// documentation/uikit/uiviewcontroller, uinavigationcontroller, uitabbarcontroller: the members the glue reads
// (presentedViewController, isBeingDismissed, children, topViewController, selectedViewController), the calls it
// makes (setNeedsUpdateOfSupportedInterfaceOrientations, iOS 16+; attemptRotationToDeviceOrientation, iOS 5–16),
// and what a test app does (present, dismiss, push, pop). Each one is an engine event in StandInWorld.

@MainActor
open class UIViewController: UIResponder {
    private static var count = 0
    /// The controller's name in the engine's scenario.
    public let standInName: String
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    public private(set) var presentedViewController: UIViewController?
    public private(set) weak var presentingViewController: UIViewController?
    open var isBeingDismissed: Bool { false }
    /// UIKit's default (R5.1): every orientation on iPad, all but upside down elsewhere. A test app's override is
    /// the engine's mask for that controller (read when the controller is first shown).
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        UIInterfaceOrientationMask(
            rawValue: OrientationMask.idiomDefault(pad: StandInWorld.current?.idiom == .pad).rawValue)
    }
    /// documentation/uikit/uiviewcontroller/children and addChild(_:) (iOS 5+): a custom container's children.
    open var children: [UIViewController] { added }
    private var added: [UIViewController] = []
    open func addChild(_ childController: UIViewController) { added.append(childController) }

    /// documentation/uikit/uiviewcontroller/viewifloaded (iOS 9+): the stand-in's view is loaded, and in the
    /// window, once the controller has been shown.
    open var viewIfLoaded: UIView? {
        StandInWorld.current?.isShown(self) == true ? UIView(window: StandInWorld.current?.window) : nil
    }

    public override init() {
        UIViewController.count += 1
        standInName = "\(type(of: self))#\(UIViewController.count)"
        super.init()
    }

    var kind: ControllerKind { .viewController }

    @available(iOS 16.0, *)
    open func setNeedsUpdateOfSupportedInterfaceOrientations() {
        StandInWorld.current?.perform(.setNeedsUpdateOfSupportedInterfaceOrientations(standInName))
    }

    @available(iOS, introduced: 5.0, deprecated: 16.0)
    open class func attemptRotationToDeviceOrientation() {
        StandInWorld.current?.perform(.attemptRotationToDeviceOrientation)
    }

    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)
    {
        var top: UIViewController = self
        while let p = top.presentedViewController { top = p }
        top.presentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = top
        StandInWorld.current?.register(viewControllerToPresent)
        StandInWorld.current?.perform(
            .present(
                viewControllerToPresent.node, style: viewControllerToPresent.modalPresentationStyle.engine,
                fillsWindow: false))
        viewControllerToPresent.viewDidAppear(flag)
        completion?()
    }

    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        var top: UIViewController = self
        while let p = top.presentedViewController { top = p }
        guard let presenter = top.presentingViewController else { return }
        presenter.presentedViewController = nil
        StandInWorld.current?.perform(.dismiss)
        top.visibleLeaf.viewDidDisappear(flag)
        presenter.visibleLeaf.viewDidAppear(flag)
        completion?()
    }

    open func viewDidAppear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}

    /// The node of the engine's hierarchy this controller stands for, with its children.
    var node: HierarchyNode { HierarchyNode(standInName, children.map(\.node)) }

    /// What the user sees of this controller: a container's visible child, down to a plain controller.
    var visibleLeaf: UIViewController { self }
}

@MainActor
open class UINavigationController: UIViewController {
    public private(set) var viewControllers: [UIViewController]

    public init(rootViewController: UIViewController) {
        viewControllers = [rootViewController]
        super.init()
    }

    override var kind: ControllerKind { .navigationController }
    open override var children: [UIViewController] { viewControllers }
    open var topViewController: UIViewController? { viewControllers.last }
    override var visibleLeaf: UIViewController { topViewController?.visibleLeaf ?? self }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        viewControllers.append(viewController)
        StandInWorld.current?.register(viewController)
        StandInWorld.current?.perform(.push(controller: viewController.standInName, onto: standInName))
        viewController.viewDidAppear(animated)
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1 else { return nil }
        let popped = viewControllers.removeLast()
        StandInWorld.current?.perform(.pop(standInName))
        popped.viewDidDisappear(animated)
        topViewController?.visibleLeaf.viewDidAppear(animated)
        return popped
    }
}

@MainActor
open class UITabBarController: UIViewController {
    open var viewControllers: [UIViewController]? = []
    open var selectedIndex = 0 {
        didSet {
            StandInWorld.current?.perform(.select(.index(selectedIndex)))
            selectedViewController?.visibleLeaf.viewDidAppear(false)
        }
    }
    override var kind: ControllerKind { .tabBarController }
    open override var children: [UIViewController] { viewControllers ?? [] }
    open var selectedViewController: UIViewController? {
        guard let vcs = viewControllers, vcs.indices.contains(selectedIndex) else { return nil }
        return vcs[selectedIndex]
    }
    override var visibleLeaf: UIViewController { selectedViewController?.visibleLeaf ?? self }
}

/// documentation/uikit/uisplitviewcontroller (iOS 8+; the stand-in: its `viewControllers`, primary first).
@MainActor
open class UISplitViewController: UIViewController {
    open var viewControllers: [UIViewController] = []
    override var kind: ControllerKind { .splitViewController }
    open override var children: [UIViewController] { viewControllers }
    override var visibleLeaf: UIViewController { viewControllers.last?.visibleLeaf ?? self }
}

/// documentation/uikit/uipageviewcontroller (iOS 5+; the stand-in: the page shown, `viewControllers`).
@MainActor
open class UIPageViewController: UIViewController {
    open private(set) var viewControllers: [UIViewController]? = []
    override var kind: ControllerKind { .pageViewController }
    open override var children: [UIViewController] { viewControllers ?? [] }
    override var visibleLeaf: UIViewController { viewControllers?.first?.visibleLeaf ?? self }
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        self.viewControllers = viewControllers
    }
}
