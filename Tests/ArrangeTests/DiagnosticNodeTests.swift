@testable import Arrange
import ArrangeTestSupport
import Foundation
import Testing

private let phone = ProposedViewSize(width: 390, height: 844)

/// A layout that places its subviews at its origin.
private struct Pile: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 10, height: 10) }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: .unspecified) }
    }
}

/// A view of the reader's own whose body is two views.
private struct TwoAtTop: View {
    var body: some View {
        Text("a")
        Color.red.padding(.nan)
    }
}

/// A view of the reader's own that nests `levels` stacks, a text in each.
private struct Nesting: View {
    let levels: Int
    var body: some View {
        VStack {
            Text("x")
            if levels > 0 { Nesting(levels: levels - 1) }
        }
    }
}

/// The padding diagnostics of `layout`.
private func paddingDiagnostics(_ layout: ViewLayout) -> [LayoutDiagnostic] {
    layout.diagnostics.filter { if case .invalidValue("padding", _) = $0.kind { true } else { false } }
}

/// The nodes a depth-limit diagnostic of `layout` names, and their paths.
private func depthLimitNodes(_ layout: ViewLayout) -> [(node: Int?, path: String)] {
    layout.diagnostics.filter { if case .depthLimitExceeded = $0.kind { true } else { false } }.map { ($0.node, $0.path) }
}

/// `levels` paddings around a colour, each wrapped in an `AnyView`: two levels of depth apiece
/// (the `AnyView` and the padding), and no node of their own when what they pad is cut.
private func paddingChain(_ levels: Int) -> AnyView {
    var view = AnyView(Color.red.frame(width: 10, height: 10))
    for _ in 0..<levels { view = AnyView(view.padding(1)) }
    return view
}

/// `levels` `VStack`s around a colour, each wrapped in an `AnyView`.
private func stackChain(_ levels: Int) -> AnyView {
    var view = AnyView(Color.red)
    for _ in 0..<levels { view = AnyView(VStack { view }) }
    return view
}

/// A progress view style that makes two views, so that the control makes two nodes.
private struct TwoPartProgressStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        Text("a")
        Text("b")
    }
}

/// A preference nothing sets, for a preference reader's content.
private struct UnsetPreference: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

/// Issue 13 item 5: a diagnostic raised while building views that make no node of their own
/// (a modifier on an `EmptyView`) still names a node — the container that holds them, else the
/// root — instead of reading "(at padding)" with no node.
@Suite("Every diagnostic names a node")
struct DiagnosticNodeTests {
    @Test func aWarningFromViewsThatMakeNoNodeIsTiedToTheirContainer() {
        let cases: [(String, ViewLayout)] = [
            ("ZStack", ViewLayout(VStack { Text("a"); ZStack { EmptyView().padding(.nan) } }, proposal: phone)),
            ("Pile", ViewLayout(VStack { Text("a"); Pile { Color.red; EmptyView().padding(.nan) } }, proposal: phone)),
            ("ScrollView", ViewLayout(VStack { Text("a"); ScrollView { EmptyView().padding(.nan) } }, proposal: phone)),
            ("overlay", ViewLayout(VStack { Text("a"); Color.red.overlay { EmptyView().padding(.nan) } }, proposal: phone)),
            ("Grid", ViewLayout(VStack { Text("a"); Grid { GridRow { Text("b"); EmptyView().padding(.nan) } } }, proposal: phone)),
        ]
        for (container, layout) in cases {
            let found = paddingDiagnostics(layout)
            #expect(found.count == 1, "\(container)")
            let node = found.first?.node
            #expect(node.map { layout.nodes[$0].kind.contains(container) } == true, "\(container): \(found.map(\.description))")
            #expect(found.first?.path == node.map { layout.path(of: layout.nodes[$0]) }, "\(container)")
        }
    }

    @Test func aWarningNoContainerClaimsIsTiedToTheRoot() {
        for layout in [
            ViewLayout(EmptyView().padding(.nan), proposal: phone),
            ViewLayout(NavigationStack { EmptyView().padding(.nan) }, proposal: phone),
        ] {
            let found = paddingDiagnostics(layout)
            #expect(found.count == 1)
            #expect(found.first?.node == 0)
            #expect(found.first?.path == layout.nodes[0].kind)
        }
    }

    @Test func aWarningFromABodyOfSeveralViewsAtTheRootNamesTheViewsNodeBuiltAgain() {
        // The views at the root are built once to count them and once more under a stack; the
        // warning of the first build names the node of the second that stands for the same view.
        let layout = ViewLayout(Group { Text("a"); Color.red.frame(width: .nan) }, proposal: phone)
        let found = layout.diagnostics.filter { if case .invalidFrameDimension = $0.kind { true } else { false } }
        #expect(found.count == 1)
        #expect(found.first?.node == 2)
        #expect(found.first?.description.hasSuffix("(at VStack › frame[1])") == true)

        let padded = ViewLayout(Group { Text("a"); Color.red.padding(.nan) }, proposal: phone)
        let padding = paddingDiagnostics(padded)
        #expect(padding.map(\.node) == [2])
        #expect(padding.map(\.path) == ["VStack › padding[1]"])
        #expect(padded.nodes[2].kind == "padding")
    }

    @Test func aWarningFromATopLevelTupleOfYourViewNamesTheViewsNodeAndYourView() {
        let layout = ViewLayout(TwoAtTop(), proposal: phone)
        let found = paddingDiagnostics(layout)
        #expect(found.map(\.node) == [2])
        #expect(found.map(\.path) == ["VStack › padding[1]"])
        #expect(found.first?.viewType == String(reflecting: TwoAtTop.self))
    }

    @Test func theSameWarningTwiceAtTheRootIsToldOnceAtTheFirstView() {
        let layout = ViewLayout(Group { Color.red.padding(.nan); Color.blue.padding(.nan) }, proposal: phone)
        let found = paddingDiagnostics(layout)
        #expect(found.map(\.node) == [1])
        #expect(found.map(\.path) == ["VStack › padding[0]"])
    }

    @Test func aWarningInsideANavigationTabInsetOrGeometryContainerIsTiedToThatContainer() {
        let cases: [(String, ViewLayout)] = [
            ("VStack › NavigationStack[1]", ViewLayout(VStack { Text("a"); NavigationStack { EmptyView().padding(.nan) } }, proposal: phone)),
            ("VStack › TabView[1]", ViewLayout(VStack { Text("a"); TabView { EmptyView().padding(.nan) } }, proposal: phone)),
            ("VStack › safeAreaInset[1]", ViewLayout(VStack { Text("a"); Color.blue.safeAreaInset(edge: .bottom) { EmptyView().padding(.nan) } }, proposal: phone)),
            // Built while the tree is laid out.
            ("VStack › GeometryReader[1]", ViewLayout(VStack { Text("a"); GeometryReader { _ in EmptyView().padding(.nan) } }, proposal: phone)),
        ]
        for (path, layout) in cases {
            let found = paddingDiagnostics(layout)
            #expect(found.map(\.node) == [2], "\(path)")
            #expect(found.map(\.path) == [path])
        }
    }

    @Test func aWarningInALazilyBuiltRowIsTiedToTheRowsNode() {
        let stack = ViewLayout(ScrollView { LazyVStack { ForEach(0..<3, id: \.self) { _ in EmptyView().padding(.nan) } } }, proposal: phone)
        let inStack = paddingDiagnostics(stack)
        #expect(inStack.map(\.node) == [2])
        #expect(inStack.map(\.path) == ["ScrollView › LazyVStack › VStack[0]"])

        // A list's row of no views is an empty stack, without a cell.
        let list = ViewLayout(List(0..<3, id: \.self) { _ in EmptyView().padding(.nan) }, proposal: phone)
        let inList = paddingDiagnostics(list)
        #expect(inList.map(\.node) == [5])
        #expect(inList.map(\.path) == ["frame › background › ScrollView[0] › padding › LazyVStack › VStack[0]"])

        let grid = ViewLayout(ScrollView { LazyVGrid(columns: [GridItem(), GridItem()]) { ForEach(0..<3, id: \.self) { _ in EmptyView().padding(.nan) } } }, proposal: phone)
        let inGrid = paddingDiagnostics(grid)
        #expect(inGrid.map(\.node) == [2])
        #expect(inGrid.map(\.path) == ["ScrollView › LazyVGrid › EmptyView[0]"])
    }

    @Test func aWarningInATabItemsLabelNamesTheLabelsNodeInTheBar() {
        // The label is built three times (for an icon, a title, then as a label); the bar shows
        // the third build, whose padding node the warning names.
        let layout = ViewLayout(TabView { Color.red.tabItem { Color.red.padding(.nan) } }, proposal: phone)
        let found = paddingDiagnostics(layout)
        #expect(found.map(\.node) == [14])
        #expect(found.map(\.path) == ["TabView › VStack › background[1] › VStack[0] › frame[1] › HStack › frame › padding › overlay › VStack › padding"])
    }

    @Test func aWarningInATabItemsPartTheBarLeavesOutIsTiedToItsTabButton() {
        // An icon and a title are picked; the colour beside them is not shown.
        let layout = ViewLayout(TabView { Color.red.tabItem { Image(systemName: "house"); Text("Home"); Color.red.padding(.nan) } }, proposal: phone)
        let found = paddingDiagnostics(layout)
        #expect(found.map(\.node) == [11])
        #expect(found.map(\.path) == ["TabView › VStack › background[1] › VStack[0] › frame[1] › HStack › frame › padding"])
    }

    @Test func theDepthLimitIsTiedToTheNodeWhereTheTreeWasCut() {
        let nested = ViewLayout(VStack { VStack { VStack { VStack { VStack { Text("deep") } } } } }, proposal: phone, options: LayoutOptions(maxDepth: 3))
        let cut = nested.diagnostics.filter { if case .depthLimitExceeded = $0.kind { true } else { false } }
        #expect(cut.map(\.node) == [3])
        #expect(cut.map(\.path) == ["VStack › VStack › VStack › VStack"])
        #expect(nested.nodes[3].children.isEmpty)

        let recursive = ViewLayout(Nesting(levels: 10), proposal: phone, options: LayoutOptions(maxDepth: 8))
        let deepest = recursive.diagnostics.filter { if case .depthLimitExceeded = $0.kind { true } else { false } }
        #expect(deepest.map(\.node) == [6])
        #expect(deepest.map(\.path) == ["VStack › VStack[1] › VStack[1] › VStack[1]"])
        #expect(deepest.first?.viewType == String(reflecting: Nesting.self))
    }

    @Test func theDepthLimitNamesTheDeepestNodeMadeAboveTheCut() {
        // (a) Paddings wrap the nodes their content makes; the content cut, none is made, and
        // the empty root is the only node there is (RobustnessTests.depthBudget's tree).
        let alone = ViewLayout(paddingChain(10_000), proposal: phone, options: LayoutOptions(maxDepth: 1_000))
        #expect(alone.nodes.count == 1)
        #expect(depthLimitNodes(alone).map(\.node) == [0])
        #expect(depthLimitNodes(alone).map(\.path) == ["EmptyView"])
        // Under a lazy stack, which builds a row that is no `ForEach`'s at once: the stack, not
        // the scroll view above it.
        let lazy = ViewLayout(ScrollView { LazyVStack { paddingChain(100) } }, proposal: phone, options: LayoutOptions(maxDepth: 20))
        #expect(depthLimitNodes(lazy).map(\.node) == [1])
        #expect(depthLimitNodes(lazy).map(\.path) == ["ScrollView › LazyVStack"])
        let list = ViewLayout(List { paddingChain(100) }, proposal: phone, options: LayoutOptions(maxDepth: 20))
        #expect(depthLimitNodes(list).map(\.node) == [4])
        #expect(depthLimitNodes(list).map(\.path) == ["frame › background › ScrollView[0] › padding › LazyVStack"])

        // (b) The innermost stack, whose content was cut: 10 stacks of 2 levels each.
        let stacks = ViewLayout(stackChain(100), proposal: phone, options: LayoutOptions(maxDepth: 20))
        #expect(stacks.nodes.count == 10)
        #expect(depthLimitNodes(stacks).map(\.node) == [9])
        #expect(depthLimitNodes(stacks).map(\.path) == [Array(repeating: "VStack", count: 10).joined(separator: " › ")])
        #expect(stacks.nodes[9].children.isEmpty)

        // (c) Inside a scroll view: the innermost stack; the scroll view itself when what it
        // scrolls made no node.
        let scrolled = ViewLayout(ScrollView { stackChain(100) }, proposal: phone, options: LayoutOptions(maxDepth: 20))
        #expect(depthLimitNodes(scrolled).map(\.node) == [10])
        #expect(depthLimitNodes(scrolled).map(\.path) == ["ScrollView › " + Array(repeating: "VStack", count: 10).joined(separator: " › ")])
        let scrolledPaddings = ViewLayout(ScrollView { paddingChain(100) }, proposal: phone, options: LayoutOptions(maxDepth: 20))
        #expect(depthLimitNodes(scrolledPaddings).map(\.node) == [0])
        #expect(depthLimitNodes(scrolledPaddings).map(\.path) == ["ScrollView"])
        let navigated = ViewLayout(NavigationStack { paddingChain(100) }, proposal: phone, options: LayoutOptions(maxDepth: 20))
        #expect(depthLimitNodes(navigated).map(\.node) == [0])
        #expect(depthLimitNodes(navigated).map(\.path) == ["NavigationStack"])
    }

    @Test func aPreferenceReaderClaimsTheWarningsOfTheContentItBuildsWhenPlaced() {
        let view = Color.red.overlayPreferenceValue(UnsetPreference.self) { _ in paddingChain(100) }
        let layout = ViewLayout(view, proposal: phone, options: LayoutOptions(maxDepth: 20))
        #expect(depthLimitNodes(layout).map(\.node) == [2])
        #expect(depthLimitNodes(layout).map(\.path) == ["overlay › overlayPreferenceValue[1]"])
        let padding = ViewLayout(Color.red.overlayPreferenceValue(UnsetPreference.self) { _ in EmptyView().padding(.nan) }, proposal: phone)
        #expect(paddingDiagnostics(padding).map(\.node) == [2])
    }

    @Test func aControlCutByTheDepthLimitLeavesItsWarningsToItsContainer() {
        // The slider, one level below the stack, is cut whole: its value's warning and the
        // depth limit are the stack's, not the text's before it.
        let layout = ViewLayout(HStack { Text("a"); Slider(value: .constant(2.0)) }, proposal: phone, options: LayoutOptions(maxDepth: 1))
        #expect(layout.nodes.count == 2)
        #expect(layout.diagnostics.map(\.node) == [0, 0])
        #expect(layout.diagnostics.map(\.path) == ["HStack", "HStack"])
    }

    @Test func aControlOfSeveralNodesTiesItsWarningsToTheFirst() {
        let view = VStack { ProgressView(value: 2.0).progressViewStyle(TwoPartProgressStyle()) }
        let layout = ViewLayout(view, proposal: phone)
        #expect(layout.nodes.count == 5)
        #expect(layout.diagnostics.map(\.node) == [1])
        #expect(layout.diagnostics.map(\.path) == ["VStack › ProgressView[0]"])
    }

    @Test func onlyAViewLeftOutOfTheTreeHasNoNode() {
        var checked = 0
        for seed in 0..<60 {
            let tree = RandomViewTree(seed: UInt64(seed))
            guard !mayTrap(tree) else { continue }
            let view = VStack { tree.view; EmptyView().padding(.nan) }
            let layout = ViewLayout(view, proposal: phone)
            for diagnostic in layout.diagnostics {
                #expect(diagnostic.node != nil || diagnostic.slot == LayoutDiagnostic.leftOut, "seed \(seed): \(diagnostic)")
                checked += 1
            }
        }
        #expect(checked >= 40)
    }
}
