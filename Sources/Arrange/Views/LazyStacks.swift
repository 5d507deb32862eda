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

/// A lazy stack node over the rows of `content` (none built yet). The rows that are not a
/// `ForEach`'s are built at once (`LazyRows.of`): a diagnostic from them, or from the spacing,
/// that names no node is tied to the stack, as a stack ties its content's.
func makeLazyStack<Content: View>(
    _ axis: Axis, alignment: AlignmentKey, spacing: CGFloat?, content: Content, inputs: _ViewInputs
) -> LayoutNode {
    inputs.tyingWarnings {
        var childInputs = inputs.descending() ?? inputs
        childInputs.stackAxis = axis
        let rows = LazyRows.of(content, inputs: childInputs)
        let gap = validSpacing(spacing, inputs: inputs, in: axis == .vertical ? "LazyVStack" : "LazyHStack") ?? ViewSpacing.defaultDistance
        let layout = LazyStackLayout(axis: axis, alignment: alignment, spacing: gap, state: LazyStackState(rows: rows, inputs: childInputs))
        return LayoutNode(layout, inputs: inputs)
    }
}
