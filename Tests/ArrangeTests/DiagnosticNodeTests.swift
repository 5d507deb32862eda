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
