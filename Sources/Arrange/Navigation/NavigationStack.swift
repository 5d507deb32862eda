import Foundation

/// A stack of views with a navigation bar over them. A still picture shows its root: the bar
/// (title, toolbar items, search field, as the root view asks with `navigationTitle`,
/// `toolbar`, `searchable` …) and, below it, the root view, proposed the rest of the height.
/// With a bottom-bar item, a bottom toolbar closes it.
public nonisolated struct NavigationStack<Root: View>: View {
    let root: Root

    /// A stack showing `root`.
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
    }

    /// A stack showing `root`, with a path of pushed values (a still picture shows the root).
    public init<Path>(path: Path, @ViewBuilder root: () -> Root) {
        self.root = root()
    }

    /// Never evaluated: this built-in view lays itself out in `_makeNodes`.
    public var body: Never { builtinViewHasNoBody(Self.self) }

    /// A `NavigationStack` node around the bar, the root view and any bottom toolbar.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        makeNavigationNodes(named: "NavigationStack", root: view.root, inputs: inputs, outputs: &outputs)
    }
}

/// The older navigation container: on iPhone a `NavigationStack`.
public nonisolated struct NavigationView<Content: View>: View {
    let content: Content

    /// A navigation view showing `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Never evaluated: this built-in view lays itself out in `_makeNodes`.
    public var body: Never { builtinViewHasNoBody(Self.self) }

    /// Lays out as a `NavigationStack` of its content (the first view when there are several,
    /// as a compact width shows only the first column).
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        makeNavigationNodes(named: "NavigationView", root: view.content, inputs: inputs, outputs: &outputs, firstViewOnly: true)
    }
}

/// Two or three columns; at an iPhone's compact width, a stack showing the sidebar.
public nonisolated struct NavigationSplitView<Sidebar: View, Detail: View>: View {
    let sidebar: Sidebar

    /// A sidebar and a detail column.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
    }

    /// A sidebar, a content column and a detail column.
    public init<Middle: View>(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Middle, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
    }

    /// A split view with a column-visibility binding (a compact width shows the sidebar).
    public init<V>(columnVisibility: V, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
    }

    /// Never evaluated: this built-in view lays itself out in `_makeNodes`.
    public var body: Never { builtinViewHasNoBody(Self.self) }

    /// Lays out as a `NavigationStack` of the sidebar, as iOS collapses it at compact width.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        makeNavigationNodes(named: "NavigationSplitView", root: view.sidebar, inputs: inputs, outputs: &outputs)
    }
}

/// The nodes of a navigation container showing `root`: the bar from what the root's views ask,
/// the root below it, and a bottom toolbar when items ask for one.
nonisolated func makeNavigationNodes<Root: View>(
    named name: String, root: Root, inputs: _ViewInputs, outputs: inout _ViewOutputs, firstViewOnly: Bool = false
) {
    inputs.descending { inner in
        // A diagnostic from the content that names no node is tied to the container.
        outputs.nodes.append(inputs.tyingWarnings {
            makeNavigationContainer(named: name, root: root, inputs: inputs, inner: inner, firstViewOnly: firstViewOnly)
        })
    }
}

/// The navigation container's node, its content built with `inner`.
private nonisolated func makeNavigationContainer<Root: View>(
    named name: String, root: Root, inputs: _ViewInputs, inner: _ViewInputs, firstViewOnly: Bool
) -> LayoutNode {
    var contentInputs = inner
    contentInputs.stackAxis = nil
    var nodes = Root.makeNodeList(root, inputs: contentInputs)
    if firstViewOnly, nodes.count > 1 { nodes = [nodes[0]] }
    let request = NavigationBarRequest.collect(from: nodes)
    let screenBackground = ListBackgroundColorKey.find(in: nodes) ?? NavigationPalette.background
    let background = request.barBackground ?? screenBackground
    let bottomItems = request.items.filter { $0.placement.slot == .bottom }
    let overlap = inputs.environment.navigationBarOverlap
    // A bar background of its own (`toolbarBackground`) stops at the bar: the screen below
    // keeps the list's or the system's.
    let screen = NavigationScreen(
        bar: request.barHidden == true ? nil : NavigationBar(request: request, background: background),
        content: PrebuiltNodes(nodes: nodes), contentBackground: request.barBackground == nil ? nil : screenBackground,
        bottomItems: bottomItems)
    // The bar's colour also fills the status bar above it (the bar reaches into the top inset,
    // so its own background does not touch the safe area's edge).
    let built = makeNodes(of: screen.padding(.top, -overlap).background(background, ignoresSafeAreaEdges: .top), inputs: inner)
    return LayoutNode(NavigationContainerLayout(name: name), children: built, inputs: inputs)
}

/// A navigation screen: the bar, the content filling the rest, and the bottom toolbar.
nonisolated struct NavigationScreen: View {
    let bar: NavigationBar?
    let content: PrebuiltNodes
    /// The content's background when it differs from the bar's (down through the home indicator).
    var contentBackground: Color?
    let bottomItems: [_ToolbarEntry]

    var body: some View {
        VStack(spacing: 0) {
            if let bar { bar }
            if let contentBackground {
                content.frame(maxWidth: .infinity, maxHeight: .infinity).background(contentBackground, ignoresSafeAreaEdges: .bottom)
            } else {
                content.frame(maxWidth: .infinity, maxHeight: .infinity)
            }
            if !bottomItems.isEmpty { BottomToolbar(items: bottomItems) }
        }
    }
}

/// A navigation container's node: it passes its proposal to the screen inside and reports the
/// screen's size; the requests of the views inside are its own.
///
/// 1. Proposes its proposal to its child.
/// 2. Reports the child's size.
/// 3. Places the child at its origin.
struct NavigationContainerLayout: UnaryArrangingLayout, NavigationContainerMarker {
    let name: String

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        // 1. 2.
        subviews.first?.sizeThatFits(proposal) ?? proposal.replacingUnspecifiedDimensions()
    }

    func placement(of child: LayoutSubview, size: CGSize, proposal: ProposedViewSize) -> ChildPlacement {
        // 3.
        ChildPlacement(origin: .zero, proposal: proposal)
    }
}

private struct NavigationBarOverlapKey: EnvironmentKey {
    static let defaultValue: CGFloat = 0
}

extension EnvironmentValues {
    /// How far a navigation bar reaches up into the top safe-area inset: 5.333 on Dynamic Island
    /// phones (ios-metrics.md §2, KOUKI), 0 elsewhere. Set from the `Device`.
    public var navigationBarOverlap: CGFloat {
        get { self[NavigationBarOverlapKey.self] }
        set { self[NavigationBarOverlapKey.self] = newValue.isFinite ? max(newValue, 0) : 0 }
    }
}

extension PrebuiltNodes {
    /// Nodes already built, appended as they are.
    init(nodes: [LayoutNode]) {
        self.nodes = nodes
    }
}
