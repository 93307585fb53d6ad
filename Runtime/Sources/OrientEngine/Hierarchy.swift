// The window's controller tree: the root with its containers' children, and the stack of presentations.
// Used both to validate a scenario before it runs and by the engine while it runs.

public struct StructureError: Error, Sendable, Hashable {
    public var message: String
    public init(_ message: String) { self.message = message }
}

public struct Presentation: Sendable, Hashable {
    public var controller: String
    /// The style the app asked for, and the one UIKit uses after `automatic` and size-class adaptation.
    public var requestedStyle: PresentationStyle
    public var style: PresentationStyle
    /// Whether the presentation fills the window, which makes its controller the one UIKit asks (R7.1).
    public var fillsWindow: Bool
    public var presenter: String

    /// Styles whose presentation removes the views below it (they are no longer visible, R13.2).
    var hidesPresenter: Bool { style == .fullScreen || style == .currentContext }
}

public struct Hierarchy: Sendable {
    public private(set) var root: String
    public private(set) var children: [String: [String]] = [:] { didSet { rehash() } }
    public private(set) var selected: [String: Int] = [:] { didSet { rehash() } }
    public private(set) var presentations: [Presentation] = [] { didSet { rehash() } }
    private var inTree: Set<String> = []
    private let kinds: [String: ControllerKind]
    /// A hash of the tree, kept with every change: the explorer hashes states far more often than the tree changes
    /// (a device turn leaves it as it is).
    private(set) var structureHash = 0

    public init(root: HierarchyNode, kinds: [String: ControllerKind]) throws(StructureError) {
        self.root = root.name
        self.kinds = kinds
        try register(root)
        rehash()
    }

    /// A hierarchy of one plain controller (what a scenario whose root did not validate falls back to).
    public init(bareRoot name: String) {
        root = name
        kinds = [name: .viewController]
        inTree = [name]
        rehash()
    }

    private mutating func rehash() {
        var h = Hasher()
        h.combine(root)
        h.combine(presentations)
        h.combine(children)
        h.combine(selected)
        structureHash = h.finalize()
    }

    public func contains(_ name: String) -> Bool { inTree.contains(name) }
    public func kind(of name: String) -> ControllerKind { kinds[name] ?? .viewController }

    /// The controller `present` presents from: the topmost presented one, else the root.
    public var topController: String { presentations.last?.controller ?? root }

    /// The child a container shows: a navigation controller's top, a tab bar's selected tab, a split view's
    /// last column, a page view controller's current page.
    public func visibleChild(of name: String) -> String? {
        guard let kids = children[name], !kids.isEmpty else { return nil }
        switch kind(of: name) {
        case .navigationController, .splitViewController: return kids.last
        case .tabBarController: return kids[min(selected[name] ?? 0, kids.count - 1)]
        case .pageViewController: return kids.first
        case .viewController, .hostingController: return nil
        }
    }

    /// A controller and every descendant on screen, parents first.
    public func visibleDescendants(of name: String) -> [String] {
        var out = [name]
        switch kind(of: name) {
        case .navigationController, .tabBarController, .pageViewController:
            if let c = visibleChild(of: name) { out += visibleDescendants(of: c) }
        case .splitViewController, .viewController, .hostingController:
            // Split columns are all on screen; a custom container's children too (R6.4).
            for c in children[name] ?? [] { out += visibleDescendants(of: c) }
        }
        return out
    }

    /// Every controller on screen: the layers from the last presentation that hides what is below it.
    public var visibleControllers: [String] {
        let layers = [root] + presentations.map(\.controller)
        var start = 0
        for (i, p) in presentations.enumerated() where p.hidesPresenter { start = i + 1 }
        return layers[start...].flatMap { visibleDescendants(of: $0) }
    }

    /// The topmost visible controller of a kind (the deepest one in the topmost layer that has one).
    public func topmostVisible(_ kind: ControllerKind) -> String? {
        let layers = [root] + presentations.map(\.controller)
        for layer in layers.reversed() {
            if let found = visibleDescendants(of: layer).last(where: { self.kind(of: $0) == kind }) { return found }
        }
        return nil
    }

    // MARK: Changes

    private mutating func register(_ node: HierarchyNode) throws(StructureError) {
        guard kinds[node.name] != nil else { throw StructureError("unknown controller '\(node.name)'") }
        guard !inTree.contains(node.name) else {
            throw StructureError(
                "controller '\(node.name)' is already in the window's hierarchy; a controller instance can appear only once"
            )
        }
        inTree.insert(node.name)
        if !node.children.isEmpty || kind(of: node.name).isContainer {
            children[node.name] = node.children.map(\.name)
        }
        for c in node.children { try register(c) }
    }

    private mutating func unregister(_ name: String) {
        inTree.remove(name)
        for c in children[name] ?? [] { unregister(c) }
        children[name] = kind(of: name).isContainer ? [] : nil
        selected[name] = nil
    }

    @discardableResult
    public mutating func push(_ controller: String, onto: String?) throws(StructureError) -> String {
        let nav: String
        if let onto {
            guard kinds[onto] != nil else { throw StructureError("unknown controller '\(onto)'") }
            guard kind(of: onto) == .navigationController else {
                throw StructureError("'\(onto)' is not a navigationController")
            }
            guard inTree.contains(onto) else {
                throw StructureError("navigation controller '\(onto)' is not in the window's hierarchy")
            }
            nav = onto
        } else {
            guard let found = topmostVisible(.navigationController) else {
                throw StructureError("push: no navigation controller is on screen")
            }
            nav = found
        }
        try register(HierarchyNode(controller))
        children[nav, default: []].append(controller)
        return nav
    }

    /// Returns the navigation controller and the controller popped.
    @discardableResult
    public mutating func pop(_ named: String?) throws(StructureError) -> (nav: String, popped: String) {
        let nav: String
        if let named {
            guard kinds[named] != nil else { throw StructureError("unknown controller '\(named)'") }
            guard kind(of: named) == .navigationController, inTree.contains(named) else {
                throw StructureError("pop: '\(named)' is not a navigation controller in the window's hierarchy")
            }
            nav = named
        } else {
            guard let found = topmostVisible(.navigationController) else {
                throw StructureError("pop: no navigation controller is on screen")
            }
            nav = found
        }
        guard let stack = children[nav], stack.count >= 2 else {
            throw StructureError(
                "pop: '\(nav)' holds only its root controller; popViewController(animated:) would do nothing")
        }
        let popped = stack[stack.count - 1]
        children[nav] = Array(stack.dropLast())
        unregister(popped)
        return (nav, popped)
    }

    @discardableResult
    public mutating func select(_ selector: TabSelector) throws(StructureError) -> (tabs: String, index: Int) {
        switch selector {
        case .index(let i):
            guard let tabs = topmostVisible(.tabBarController) else {
                throw StructureError("select: no tab bar controller is on screen")
            }
            let count = children[tabs]?.count ?? 0
            guard i >= 0, i < count else {
                throw StructureError("select: tab index \(i) is out of range; '\(tabs)' has \(count) tab(s)")
            }
            selected[tabs] = i
            return (tabs, i)
        case .name(let name):
            for (tabs, kids) in children where kind(of: tabs) == .tabBarController && inTree.contains(tabs) {
                if let i = kids.firstIndex(of: name) { selected[tabs] = i; return (tabs, i) }
            }
            throw StructureError("select: '\(name)' is not a tab of a tab bar controller in the window's hierarchy")
        }
    }

    public mutating func present(_ node: HierarchyNode, _ presentation: Presentation) throws(StructureError) {
        try register(node)
        presentations.append(presentation)
    }

    public mutating func dismiss() throws(StructureError) -> Presentation {
        guard let p = presentations.popLast() else { throw StructureError("dismiss: nothing is presented") }
        unregister(p.controller)
        return p
    }
}

extension Hierarchy {
    /// What a navigation event does to the tree alone, without asking anything about orientation: how a scenario is
    /// validated before it runs, and how the explorer tells which moves a screen allows.
    public mutating func applyStructure(_ event: Event) throws(StructureError) {
        switch event {
        case .push(let c, let onto): try push(c, onto: onto)
        case .pop(let nav): try pop(nav)
        case .select(let s): try select(s)
        case .present(let node, let style, _):
            try present(
                node,
                Presentation(
                    controller: node.name, requestedStyle: style, style: style, fillsWindow: false,
                    presenter: topController))
        case .dismiss: _ = try dismiss()
        default: break
        }
    }
}
