import Foundation

/// SwiftUI's two-dimensional container (iOS 16): rows of cells made with `GridRow`, sized as
/// one table — every cell of a column as wide as the column's widest cell, every cell of a row
/// as tall as the row's tallest — the way seed 000 calls it "a two-dimensional HStack/VStack".
///
/// A view in the content that is not a `GridRow` is a row of its own spanning every column (a
/// `Divider` there takes the grid's width without widening it). The grid has as many columns
/// as its longest row has cells (a cell with `gridCellColumns(n)` counts `n`); shorter rows
/// leave their trailing cells empty. Widths and heights are shared out as a stack shares its
/// length, least flexible first (see `CellGridLayout`).
///
/// A cell sits in its cell by its `gridCellAnchor`, else horizontally by its column's
/// `gridColumnAlignment` and vertically by its row's `GridRow(alignment:)`, else by the grid's
/// `alignment`. Spacing left `nil` is `Grid.defaultSpacing` (8 points) on both axes.
public nonisolated struct Grid<Content: View>: View {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    /// A grid of the rows built by `content`, aligning its cells by `alignment`, with the given
    /// gaps between columns and between rows.
    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    /// Never evaluated: this built-in view lays itself out in `_makeNodes`.
    public var body: Never { builtinViewHasNoBody(Self.self) }

    /// Adds one grid node over every cell of every row, with the rows and columns it found.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        // The grid's own warnings, and those of its cells that name no node, are tied to it.
        outputs.nodes.append(inputs.tyingWarnings { node(of: view, inputs: inputs) })
    }

    /// The grid's node over its cells, its rows and columns found.
    private static func node(of view: Self, inputs: _ViewInputs) -> LayoutNode {
        var children: [LayoutNode] = []
        inputs.descending { inner in
            var childInputs = inner
            childInputs.stackAxis = nil
            children = Content.makeNodeList(view.content, inputs: childInputs)
        }
        let structure = GridStructure(cells: children) { inputs.builder.warn($0, in: "Grid" + NodePath.separator + $1.displayName, at: $1) }
        let layout = CellGridLayout(
            structure: structure, alignment: view.alignment,
            horizontalSpacing: validSpacing(view.horizontalSpacing, inputs: inputs, in: "Grid") ?? GridDefaults.spacing,
            verticalSpacing: validSpacing(view.verticalSpacing, inputs: inputs, in: "Grid") ?? GridDefaults.spacing)
        return LayoutNode(layout, children: children, inputs: inputs)
    }
}

/// What `Grid` uses where its arguments say nothing.
enum GridDefaults {
    /// The gap between columns and between rows when `Grid` is given none: 8 points, the
    /// standard distance between views on iOS. (Apple documents only "a default distance that's
    /// appropriate for the platform"; SwiftUI's own grid on an iPhone leaves 8 between two
    /// texts.) Listed in docs/DIFFERENCES.md.
    static let spacing: CGFloat = ViewSpacing.defaultDistance
}

/// One row of a `Grid`: its views are the row's cells, left to right, the first in the grid's
/// first column. `alignment` places the cells vertically in the row (the grid's own vertical
/// alignment when `nil`). Outside a `Grid` the views are laid out as if written without it.
public nonisolated struct GridRow<Content: View>: View {
    let alignment: VerticalAlignment?
    let content: Content

    /// A row of the cells built by `content`, aligned vertically by `alignment`.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    /// Never evaluated: this built-in view lays itself out in `_makeNodes`.
    public var body: Never { builtinViewHasNoBody(Self.self) }

    /// Adds the nodes of its cells, each marked as belonging to this row, for the grid to read.
    public static func _makeNodes(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        inputs.descending { inner in
            let row = GridRowIdentity(alignment: view.alignment)
            let start = outputs.nodes.count
            Content._makeNodes(view.content, inputs: inner, outputs: &outputs)
            for node in outputs.nodes[start...] {
                node.updateGridCell { $0.row = row }
            }
        }
    }
}
