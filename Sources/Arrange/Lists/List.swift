import Foundation

/// A scrolling list of rows, built lazily: only the rows that show are built. It takes the
/// whole proposal; its rows are drawn in the list style in force (`.listStyle(_:)`,
/// inset-grouped by default on iPhone), and every view inside sees `\.listRowContext`.
public nonisolated struct List<Content: View>: View {
    let content: Content

    /// A list of the views built by `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Never evaluated: this built-in view lays itself out in `_makeNodes`.
    public var body: Never { builtinViewHasNoBody(Self.self) }

    /// The list's scroll view and its lazily built rows, in the resolved style.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let style = inputs.environment.listStyle ?? ListStyleDefaults.automaticOnPhone
        let list = ListContainer(content: view.content, context: ListRowContext(container: .list, style: style))
        ListContainer<Content>._makeNodes(list, inputs: inputs, outputs: &outputs)
    }
}

/// The body shared by `List` and `Form`: a vertical `ScrollView` filling the proposal, around a
/// `LazyVStack` of the rows, each drawn as the style draws rows.
nonisolated struct ListContainer<Content: View>: View {
    let content: Content
    let context: ListRowContext

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 0) {
                content.environment(\.listRowContext, context)
            }
            .modifier(ListRowStyle())
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// Gives each row of a list its insets and minimum height (marks the lazy stack below it).
nonisolated struct ListRowStyle: ViewModifier {
    typealias Body = Never

    static func _makeNodes(modifier: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs, content: _ModifierContent) {
        let start = outputs.nodes.count
        content.make(inputs, &outputs)
        for node in outputs.nodes[start...] {
            guard let lazy = node.algorithm as? LazyStackLayout else { continue }
            lazy.state.rowWrapper = { row, environment in
                let minimumHeight = FlexibleFrameModifier(
                    horizontal: FlexFrameBounds(min: nil, ideal: nil, max: .infinity),
                    vertical: FlexFrameBounds(min: 44, ideal: nil, max: nil), alignment: .leading)
                let framed = LayoutNode(minimumHeight.algorithm(environment: environment), children: [row], environment: environment)
                let padded = LayoutNode(PaddingLayout(insets: EdgeInsets(.horizontal, 16)), children: [framed], environment: environment)
                padded.inheritTraits(from: row)
                return padded
            }
        }
    }
}
