import Foundation

/// Children in columns, filled left to right (leading to trailing), row by row: the column
/// widths come from the proposed width by the book's algorithm (`GridLayoutAlgorithm`), each
/// child is proposed its column's width × nil, and each row is as tall as its tallest child.
///
/// The gap after a column is its `GridItem`'s `spacing` (8 by default); the grid's own
/// `spacing` is the gap between rows (8 by default). A child sits in its cell by its column's
/// alignment, else by the grid's `alignment` horizontally and centred vertically.
///
/// Like SwiftUI's, the grid works out its columns twice: from the proposed width while sizing,
/// then from its own reported width when placing (see `GridLayoutAlgorithm`), so it may draw
/// wider than it reported.
///
/// Lazy as SwiftUI's: inside a vertical scroll view only the rows that show are built. A
/// `Section`'s header and footer are rows of their own across the grid; `pinnedViews` keeps the
/// header (footer) of the section at the top (bottom) of what the scroll view shows there.
public nonisolated struct LazyVGrid<Content: View>: View {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// A vertical grid of `columns` holding the views built by `content`.
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    /// A built-in view: it lays itself out and has no body.
    public var body: Never { builtinViewHasNoBody(Self.self) }

    /// The grid's node over its children.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        outputs.nodes.append(inputs.tyingWarnings {
            let layout = GridLayoutAlgorithm(
                axis: .vertical,
                items: resolvedGridItems(view.columns, parameter: "columns", inputs: inputs, in: "LazyVGrid"),
                spacing: validSpacing(view.spacing, inputs: inputs, in: "LazyVGrid") ?? GridItem.defaultSpacing,
                alignment: Alignment(horizontal: view.alignment, vertical: .center),
                state: lazyGridState(.vertical, content: view.content, pinnedViews: view.pinnedViews, inputs: inputs))
            return LayoutNode(layout, inputs: inputs)
        })
    }
}

/// `LazyVGrid` turned on its side: children in rows, filled top to bottom, column by column.
/// The row heights come from the proposed height, each child is proposed nil × its row's height,
/// and each column is as wide as its widest child.
///
/// The gap below a row is its `GridItem`'s `spacing` (8 by default); the grid's own `spacing` is
/// the gap between columns (8 by default). A child sits in its cell by its row's alignment, else
/// by the grid's `alignment` vertically and centred horizontally.
///
/// Lazy as SwiftUI's: inside a horizontal scroll view only the columns that show are built;
/// sections and `pinnedViews` as in `LazyVGrid`, along the horizontal axis.
public nonisolated struct LazyHGrid<Content: View>: View {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// A horizontal grid of `rows` holding the views built by `content`.
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    /// A built-in view: it lays itself out and has no body.
    public var body: Never { builtinViewHasNoBody(Self.self) }

    /// The grid's node over its children.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        outputs.nodes.append(inputs.tyingWarnings {
            let layout = GridLayoutAlgorithm(
                axis: .horizontal,
                items: resolvedGridItems(view.rows, parameter: "rows", inputs: inputs, in: "LazyHGrid"),
                spacing: validSpacing(view.spacing, inputs: inputs, in: "LazyHGrid") ?? GridItem.defaultSpacing,
                alignment: Alignment(horizontal: .center, vertical: view.alignment),
                state: lazyGridState(.horizontal, content: view.content, pinnedViews: view.pinnedViews, inputs: inputs))
            return LayoutNode(layout, inputs: inputs)
        })
    }
}

/// Which parts of a lazy container stay pinned to the scroll view's bounds while scrolling:
/// the lazy grids pin their sections' headers to the top (leading) edge of what shows and their
/// footers to the bottom (trailing) edge. (The lazy stacks accept it and pin nothing.)
public struct PinnedScrollableViews: OptionSet, Sendable {
    /// The bits of the set.
    public let rawValue: UInt32
    /// The set with the raw bit pattern `rawValue`.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The headers of sections.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    /// The footers of sections.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}

/// The children of a lazy grid, none built yet.
private func lazyGridState<Content: View>(
    _ axis: Axis, content: Content, pinnedViews: PinnedScrollableViews, inputs: _ViewInputs
) -> LazyGridState {
    var childInputs = inputs.descending() ?? inputs
    childInputs.stackAxis = nil
    return LazyGridState(rows: LazyRows.of(content, inputs: childInputs), inputs: childInputs, axis: axis, pinnedViews: pinnedViews)
}

/// The grid's items, checked (`GridItem.validated`), with a diagnostic for each unusable value.
/// A grid with no items gets one `GridItem()` instead (a single flexible column), and a
/// diagnostic: SwiftUI would have nowhere to put its children.
private func resolvedGridItems(_ items: [GridItem], parameter: String, inputs: _ViewInputs, in view: String) -> [ResolvedGridItem] {
    var items = items
    if items.isEmpty {
        inputs.builder.warn(.invalidValue(modifier: "\(view)(\(parameter):) (the number of \(parameter))", value: 0), in: view)
        items = [GridItem()]
    }
    return items.map { item in
        item.validated { inputs.builder.warn($0, in: view) }
    }
}
