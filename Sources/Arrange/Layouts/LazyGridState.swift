import Foundation

/// One row of a lazy grid (one column of a `LazyHGrid`): `count` children from child `first`,
/// filling the columns in order, or a section's header or footer across the whole grid.
struct LazyGridLine: Equatable {
    enum Kind: Equatable {
        case cells, header, footer
    }

    var kind: Kind
    var first: Int
    var count: Int
    /// Which section the row belongs to, counted from 0 (views outside any section count as
    /// sections of their own between the others).
    var section: Int
}

/// The children a lazy grid may build, and those it has built, for one layout.
///
/// Invariants: every child is one cell. A `ForEach` element that makes several views is one
/// cell of them stacked along the grid's axis, and one that makes none an empty cell: the
/// grid counts its cells without building them. `builtItems` is ascending and `builtNodes`
/// holds their nodes in the same order — the grid's children, once handed to it
/// (`LayoutSubviews.replacingChildren(with:)`).
final class LazyGridState {
    let rows: LazyRows
    let inputs: _ViewInputs
    /// The axis the grid's rows follow one another along.
    let axis: Axis
    let pinnedViews: PinnedScrollableViews
    /// The indices of the cells built so far, ascending.
    private(set) var builtItems: [Int] = []
    /// The nodes of `builtItems`, in the same order.
    private(set) var builtNodes: [LayoutNode] = []

    init(rows: LazyRows, inputs: _ViewInputs, axis: Axis, pinnedViews: PinnedScrollableViews) {
        self.rows = rows
        self.inputs = inputs
        self.axis = axis
        self.pinnedViews = pinnedViews
    }

    /// Where cell `index` is among the built cells (the grid's children), if it is built.
    func child(ofItem index: Int) -> Int? {
        let position = builtItems.sortedInsertionPoint(of: index)
        return position < builtItems.count && builtItems[position] == index ? position : nil
    }

    /// Builds cell `index` once, keeping the cells in order. (The rows of one column count
    /// may hold cells the rows of another built: the grid works out its columns twice.)
    func build(_ index: Int) {
        let position = builtItems.sortedInsertionPoint(of: index)
        guard position == builtItems.count || builtItems[position] != index else { return }
        // A diagnostic from the cell that names no node is tied to the cell.
        let node = inputs.tyingWarnings {
            let nodes = rows.makeRow(index)
            switch nodes.count {
            case 1: return nodes[0]
            case 0: return LayoutNode(EmptyLayout(), inputs: inputs)
            default:
                return LayoutNode(StackLayout(axis: axis, alignment: HorizontalAlignment.center.key, spacing: nil), children: nodes, inputs: inputs)
            }
        }
        node.mayStayUnplaced = true
        builtItems.insert(index, at: position)
        builtNodes.insert(node, at: position)
    }

    /// The grid's rows for `perRow` columns: the cells of each section packed `perRow` to a
    /// row, each starting on a new row, and every header or footer a row of its own.
    func lines(perRow: Int) -> [LazyGridLine] {
        let perRow = max(perRow, 1)
        var lines: [LazyGridLine] = []
        var item = 0, section = 0
        var pending: (first: Int, count: Int)?
        var sectionHasRows = false
        var previousPart = LazyRows.Part.content
        func flush() {
            guard let cells = pending else { return }
            var first = cells.first
            let end = cells.first + cells.count
            while first < end {
                let count = min(perRow, end - first)
                lines.append(LazyGridLine(kind: .cells, first: first, count: count, section: section))
                first += count
            }
            pending = nil
            sectionHasRows = true
        }
        for segment in rows.segments {
            let startsSection = segment.part == .header || (segment.part == .content && previousPart == .footer)
            if startsSection {
                flush()
                if sectionHasRows || !lines.isEmpty { section += 1 }
                sectionHasRows = false
            }
            switch segment.part {
            case .content:
                if segment.count > 0 {
                    if let cells = pending, cells.first + cells.count == item {
                        pending = (cells.first, cells.count + segment.count)
                    } else {
                        flush()
                        pending = (item, segment.count)
                    }
                }
            case .header, .footer:
                flush()
                for offset in 0..<segment.count {
                    lines.append(LazyGridLine(kind: segment.part == .header ? .header : .footer, first: item + offset, count: 1, section: section))
                }
                if segment.count > 0 { sectionHasRows = true }
            }
            item += segment.count
            previousPart = segment.part
        }
        flush()
        return lines
    }
}
