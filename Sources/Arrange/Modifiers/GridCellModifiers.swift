import Foundation

nonisolated extension View {
    /// Makes this view, as a cell of a `GridRow`, span `count` columns: it is as wide as those
    /// columns and the gaps between them. A count below 1 is 1, and one beyond
    /// `GridStructure.maximumColumnCount` spans the rest of the row (each with a warning).
    public func gridCellColumns(_ count: Int) -> some View {
        modifyingNodes("gridCellColumns") { $0.updateGridCell { $0.requestedColumns = count } }
    }

    /// Aligns every cell of this view's column horizontally by `guide`, overriding the grid's
    /// alignment. When several cells of a column set it, the first (in row order) decides.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        modifyingNodes("gridColumnAlignment") { $0.updateGridCell { $0.columnAlignment = guide } }
    }

    /// Puts this view's `anchor` point on the same point of its grid cell, overriding the
    /// column's, row's and grid's alignment (`.topLeading` puts it in the cell's corner).
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        modifyingNodes("gridCellAnchor") { $0.updateGridCell { $0.anchor = anchor } }
    }

    /// Keeps this cell from sizing its column (`.horizontal`) or row (`.vertical`): the grid
    /// measures the other cells and then offers this one what they decided, so a `Color` or a
    /// `Spacer` fills its cell without widening the grid.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        modifyingNodes("gridCellUnsizedAxes") { $0.updateGridCell { $0.unsizedAxes = axes } }
    }
}

/// What a view said about itself as a grid cell, kept among the node's layout values (so that a
/// modifier wrapping the cell keeps it, as it keeps a layout priority).
struct GridCellTraits {
    /// The row the cell was written in, or `nil` for a view written directly in the grid.
    var row: GridRowIdentity?
    /// What `gridCellColumns` asked for, unchecked (`GridStructure` checks it).
    var requestedColumns = 1
    var columnAlignment: HorizontalAlignment?
    var anchor: UnitPoint?
    var unsizedAxes: Axis.Set = []
}

/// The key under which a node keeps its `GridCellTraits`.
enum GridCellTraitsKey: LayoutValueKey {
    static var defaultValue: GridCellTraits { GridCellTraits() }
}

/// One `GridRow` of one built tree: its cells share it, and with it the row's alignment.
final class GridRowIdentity {
    let alignment: VerticalAlignment?

    init(alignment: VerticalAlignment?) {
        self.alignment = alignment
    }
}

extension LayoutNode {
    /// The node's grid-cell traits (the defaults when it set none).
    var gridCell: GridCellTraits {
        layoutValues?[ObjectIdentifier(GridCellTraitsKey.self)] as? GridCellTraits ?? GridCellTraitsKey.defaultValue
    }

    /// Changes the node's grid-cell traits.
    func updateGridCell(_ change: (inout GridCellTraits) -> Void) {
        var traits = gridCell
        change(&traits)
        var values = layoutValues ?? [:]
        values[ObjectIdentifier(GridCellTraitsKey.self)] = traits
        layoutValues = values
    }
}
