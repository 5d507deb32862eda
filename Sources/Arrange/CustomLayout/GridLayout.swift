import Foundation

/// `Grid`'s layout as a `Layout` value (iOS 16), to switch a grid and a stack with `AnyLayout`
/// or write `GridLayout { GridRow { … } }`. Lays out exactly as `Grid` does: consecutive cells
/// of one `GridRow` are a row, any other subview a row spanning every column.
public struct GridLayout: Layout {
    /// The guides cells line up on, where neither their row nor their column says.
    public var alignment: Alignment
    /// The gap between columns; `nil` for `Grid`'s default (8 points).
    public var horizontalSpacing: CGFloat?
    /// The gap between rows; `nil` for `Grid`'s default (8 points).
    public var verticalSpacing: CGFloat?

    /// A grid layout.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    /// The grid's rows and columns, read from the subviews' rows once per layout pass.
    public struct Cache {
        let algorithm: CellGridLayout
    }

    /// Reads the rows and columns from the subviews (their `GridRow`s and cell modifiers).
    public func makeCache(subviews: Subviews) -> Cache {
        let cells = subviews.indices.map { subviews.node(at: $0) }
        let structure = GridStructure(cells: cells) { _, _ in }
        return Cache(
            algorithm: CellGridLayout(
                structure: structure, alignment: alignment,
                horizontalSpacing: checkedHorizontalSpacing.value ?? GridDefaults.spacing,
                verticalSpacing: checkedVerticalSpacing.value ?? GridDefaults.spacing))
    }

    private var checkedHorizontalSpacing: (value: CGFloat?, problem: LayoutDiagnostic.Kind?) {
        ViewSpacing.checked(horizontalSpacing, parameter: "GridLayout(horizontalSpacing:)")
    }

    private var checkedVerticalSpacing: (value: CGFloat?, problem: LayoutDiagnostic.Kind?) {
        ViewSpacing.checked(verticalSpacing, parameter: "GridLayout(verticalSpacing:)")
    }

    /// The size `Grid` reports for `proposal`.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        cache.algorithm.sizeThatFits(proposal: proposal, subviews: subviews)
    }

    /// Places the cells as `Grid` does.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        cache.algorithm.placeSubviews(in: bounds, proposal: proposal, subviews: subviews)
    }

    /// A `Grid` of the rows built by `content` (the grid's own node, warnings and explanation).
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        Grid(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing, content: content)
    }
}

extension GridLayout: DiagnosesItsValues {
    var valueProblems: [LayoutDiagnostic.Kind] { [checkedHorizontalSpacing.problem, checkedVerticalSpacing.problem].compactMap { $0 } }
}
