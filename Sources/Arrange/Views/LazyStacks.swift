import Foundation

/// Rows one above another, built only when seen inside a scroll view. Every row is proposed
/// `nil` × the proposed width and takes its ideal height; the stack takes the proposed width
/// and estimates the height of rows it has not built from those it has.
public nonisolated struct LazyVStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A lazy vertical stack of the views built by `content`.
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = [],
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// Never evaluated: this built-in view lays itself out in `_makeNodes`.
    public var body: Never { builtinViewHasNoBody(Self.self) }

    /// Adds one lazy stack node that proposes each row `nil` height and builds rows only when
    /// visible.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        outputs.nodes.append(makeLazyStack(.vertical, alignment: view.alignment.key, spacing: view.spacing, content: view.content, inputs: inputs))
    }
}

/// Columns side by side, built only when seen inside a scroll view. Every column is proposed
/// `nil` × the proposed height and takes its ideal width.
public nonisolated struct LazyHStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A lazy horizontal stack of the views built by `content`.
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = [],
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// Never evaluated: this built-in view lays itself out in `_makeNodes`.
    public var body: Never { builtinViewHasNoBody(Self.self) }

    /// Adds one lazy stack node that proposes each column `nil` width and builds columns only when
    /// visible.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        outputs.nodes.append(makeLazyStack(.horizontal, alignment: view.alignment.key, spacing: view.spacing, content: view.content, inputs: inputs))
    }
}

/// A lazy stack node over the rows of `content` (none built yet).
func makeLazyStack<Content: View>(
    _ axis: Axis, alignment: AlignmentKey, spacing: CGFloat?, content: Content, inputs: _ViewInputs
) -> LayoutNode {
    var childInputs = inputs.descending() ?? inputs
    childInputs.stackAxis = axis
    let rows = LazyRows.of(content, inputs: childInputs)
    let gap = spacing.flatMap { $0.isFinite ? $0 : nil } ?? ViewSpacing.defaultDistance
    let layout = LazyStackLayout(axis: axis, alignment: alignment, spacing: gap, state: LazyStackState(rows: rows, inputs: childInputs))
    return LayoutNode(layout, environment: inputs.environment)
}

/// A scrolling list of rows, built lazily. It takes the whole proposal; each row is proposed
/// the list's width (less 16-point insets on each side) and `nil` height, and is at least 44
/// points tall, as in a plain iOS list.
public nonisolated struct List<Content: View>: View {
    let content: Content

    /// A list of the views built by `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A vertical `ScrollView` filling the proposal, around a `LazyVStack` of the rows, each inset
    /// and at least 44 points tall.
    public var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 0) { content }
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
