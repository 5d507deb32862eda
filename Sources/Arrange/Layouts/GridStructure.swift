import Foundation

/// The rows and columns of a `Grid`, read once from its cells' traits when the tree is built.
///
/// Invariants: every cell is in exactly one row, in the order written; a cell starts in column
/// `column` and spans `span` ≥ 1 columns, and no cell reaches past `columnCount`; a row written
/// without `GridRow` holds one cell spanning every column.
///
/// Terms: a *row* is a `GridRow` or a view written directly in the grid; the grid has as many
/// columns as its longest `GridRow` has cells (a spanning cell counting as many as it spans).
struct GridStructure {
    struct Cell {
        /// The cell's index among the grid node's children.
        var child: Int
        var column: Int
        var span: Int
        var anchor: UnitPoint?
        var unsizedAxes: Axis.Set
    }

    struct Row {
        var cells: [Cell]
        /// How the row's cells align vertically, when its `GridRow` says.
        var alignment: VerticalAlignment?
        /// Whether the row is a view written directly in the grid, spanning every column.
        var spansAllColumns: Bool
    }

    private(set) var rows: [Row] = []
    private(set) var columnCount = 0
    /// Each column's `gridColumnAlignment`, when one of its cells set one.
    private(set) var columnAlignments: [HorizontalAlignment?] = []

    /// The widest span `gridCellColumns` may ask for. A larger count (`Int.max` by mistake)
    /// would otherwise make that many empty columns, each with its gap; instead such a cell
    /// spans to the end of its row, with a warning. No real grid comes near it.
    static let maximumColumnSpan = 1_000

    /// Whether a `Divider` written directly in the grid leaves the columns' widths to the other
    /// rows, as if marked `gridCellUnsizedAxes(.horizontal)`. Apple's Grid documentation shows
    /// such a divider as wide as the grid, not wider; a `Color` there, being flexible, takes
    /// the whole offered width unless so marked.
    static let dividerRowsAreUnsizedHorizontally = true

    /// Reads the rows and columns from `cells`' traits, reporting each unusable span and each
    /// row shorter than the grid through `warn` (with the name of the view it concerns).
    init(cells: [LayoutNode], warn: (LayoutDiagnostic.Kind, LayoutNode) -> Void) {
        // 1. Consecutive cells of the same GridRow form a row; any other view is a row alone.
        var requested: [[Int]] = []
        var index = 0
        while index < cells.count {
            let traits = cells[index].gridCell
            var members = [index]
            index += 1
            if let row = traits.row {
                while index < cells.count, cells[index].gridCell.row === row {
                    members.append(index)
                    index += 1
                }
                rows.append(Row(cells: [], alignment: row.alignment, spansAllColumns: false))
            } else {
                rows.append(Row(cells: [], alignment: nil, spansAllColumns: true))
            }
            requested.append(members)
        }
        // 2. Spans below 1 count as 1; spans past the limit are settled once the columns are known.
        func span(of child: Int) -> Int {
            let count = cells[child].gridCell.requestedColumns
            if count < 1 {
                warn(.invalidGridCellColumns(requested: count, used: 1), cells[child])
                return 1
            }
            return count > Self.maximumColumnSpan ? 1 : count
        }
        var lengths: [Int] = []
        for (rowIndex, members) in requested.enumerated() where !rows[rowIndex].spansAllColumns {
            lengths.append(members.reduce(0) { $0 + span(of: $1) })
        }
        columnCount = max(lengths.max() ?? 0, rows.contains(where: \.spansAllColumns) ? 1 : 0)
        // 3. Lay each row's cells out from column 0.
        columnAlignments = Array(repeating: nil, count: columnCount)
        for (rowIndex, members) in requested.enumerated() {
            var column = 0
            for child in members {
                let traits = cells[child].gridCell
                var cellSpan: Int
                if rows[rowIndex].spansAllColumns {
                    cellSpan = columnCount
                } else if traits.requestedColumns > Self.maximumColumnSpan {
                    cellSpan = max(1, columnCount - column)
                    warn(.invalidGridCellColumns(requested: traits.requestedColumns, used: cellSpan), cells[child])
                } else {
                    cellSpan = max(1, traits.requestedColumns)
                }
                cellSpan = min(cellSpan, max(1, columnCount - column))
                var unsized = traits.unsizedAxes
                if rows[rowIndex].spansAllColumns && unsized.isEmpty && Self.dividerRowsAreUnsizedHorizontally
                    && cells[child].algorithm is DividerLayout
                {
                    unsized = .horizontal
                }
                if column < columnCount, columnAlignments[column] == nil, let guide = traits.columnAlignment {
                    columnAlignments[column] = guide
                }
                rows[rowIndex].cells.append(Cell(child: child, column: column, span: cellSpan, anchor: traits.anchor, unsizedAxes: unsized))
                column += cellSpan
            }
        }
        // 4. A GridRow with fewer cells than the grid has columns leaves the rest empty.
        for (rowIndex, row) in rows.enumerated() where !row.spansAllColumns {
            let used = row.cells.reduce(0) { $0 + $1.span }
            if used < columnCount, let first = row.cells.first {
                warn(
                    .shortGridRow(row: rowIndex, cells: used, columns: columnCount),
                    cells[first.child])
            }
        }
    }
}
