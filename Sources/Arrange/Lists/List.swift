import Foundation

/// A scrolling list of rows, built lazily: only the rows that show are built. It takes the
/// whole proposal; its rows are drawn in the list style in force (`.listStyle(_:)`,
/// inset-grouped by default on iPhone), and every view inside sees `\.listRowContext`.
public nonisolated struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content

    /// Never evaluated: this built-in view lays itself out in `_makeNodes`.
    public var body: Never { builtinViewHasNoBody(Self.self) }

    /// The list's scroll view and its lazily built rows, in the resolved style.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let style = inputs.environment.listStyle ?? ListStyleDefaults.automaticOnPhone
        let list = ListContainer(content: view.content, context: ListRowContext(container: .list, style: style))
        ListContainer<Content>._makeNodes(list, inputs: inputs, outputs: &outputs)
    }
}

nonisolated extension List where SelectionValue == Never {
    /// A list of the views built by `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A row for each element of `data`, identified by the elements themselves.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
    }

    /// A row for each element of `data`, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
    }

    /// A row for each number of `data`.
    public init<RowContent: View>(
        _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, RowContent> {
        self.content = ForEach(data, content: rowContent)
    }
}

nonisolated extension List where SelectionValue == Never {
    /// A list with a selection (a binding to one value, an optional or a set); the selection
    /// shows only while editing, so at rest the list lays out as without it.
    public init<Selection>(selection: Selection, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A selectable row for each element of `data`.
    public init<Data: RandomAccessCollection, Selection, RowContent: View>(
        _ data: Data, selection: Selection, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
    }

    /// A selectable row for each element of `data`, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, Selection, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Selection,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
    }
}

/// The body shared by `List` and `Form`: a vertical `ScrollView` filling the proposal, around a
/// `LazyVStack` of the rows (each dressed by `ListRowChrome`), on the style's background.
nonisolated struct ListContainer<Content: View>: View {
    let content: Content
    let context: ListRowContext

    var body: Never { builtinViewHasNoBody(Self.self) }

    static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let environment = inputs.environment
        let style = view.context.style
        let bottom = style.isGrouped ? environment.listSectionSpacing ?? ListMetrics.sectionSpacing : 0
        let background = style.isGrouped ? ListPalette.groupedBackground : ListPalette.plainBackground
        let shown = environment.scrollContentBackground == .hidden ? Color.clear : background
        let list = ScrollView {
            LazyVStack(alignment: .leading, spacing: 0) {
                view.content.environment(\.listRowContext, view.context)
            }
            .modifier(ListRowsModifier(chrome: ListRowChrome(environment: environment, style: style)))
            .padding(.bottom, bottom)
        }
        .background(shown, ignoresSafeAreaEdges: .all)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        outputs.nodes += makeNodes(of: list, inputs: inputs)
    }
}

/// The nodes of `view` (lets a built-in view lay out a body of a type it does not spell).
nonisolated func makeNodes<V: View>(of view: V, inputs: _ViewInputs) -> [LayoutNode] {
    V.makeNodeList(view, inputs: inputs)
}

/// Hands the lazy stack below it the list's rows, grouped in sections, and the chrome that
/// dresses each as it is built.
nonisolated struct ListRowsModifier: ViewModifier {
    typealias Body = Never
    let chrome: ListRowChrome

    static func _makeNodes(modifier: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs, content: _ModifierContent) {
        let start = outputs.nodes.count
        content.make(inputs, &outputs)
        for node in outputs.nodes[start...] {
            guard let lazy = node.algorithm as? LazyStackLayout else { continue }
            lazy.state.rows = lazy.state.rows.taggedForList()
            let chrome = modifier.chrome
            lazy.state.rowWrapper = { nodes, inputs in chrome.wrap(nodes, inputs: inputs) }
        }
    }
}
