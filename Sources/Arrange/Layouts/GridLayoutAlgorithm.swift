import Foundation

/// `LazyVGrid` and `LazyHGrid`: children in fixed columns (rows), filled in order, row by row.
///
/// Written for `LazyVGrid`; `LazyHGrid` is the same with width and height, columns and rows,
/// swapped (its rows are sized from the proposed height, its children fill the rows top to
/// bottom, then the next column).
///
/// Column widths, from an available width (the book's algorithm):
/// 1. remaining = available − every fixed column's width − the gap after every column but the
///    last (a column's gap is its `GridItem`'s spacing).
/// 2. In column order, each non-fixed column is offered share = remaining ÷ non-fixed columns
///    left, rounded to whole points (`shareRounding`). A flexible column clamps the share to its
///    minimum…maximum; an adaptive column fits as many sub-columns of its minimum, separated by
///    its spacing, as the share holds (at least one) and stretches them to fill it, up to its
///    maximum each. What the column took is subtracted from remaining.
///    An unspecified width gives every column its minimum, its ideal width (`idealColumns`).
///
/// Sizing, for a proposal of width × height:
/// 3. Compute the columns from the *proposed* width (steps 1 and 2).
/// 4. Children fill the columns left to right, row by row; each is proposed its column's
///    width × nil.
/// 5. Each row is as tall as its tallest child.
/// 6. Report the sum of the columns and their gaps as the width, the sum of the rows and the
///    grid's spacing between them as the height.
///
/// Placement, in the bounds it reported:
/// 7. Compute the columns again, this time from the grid's *own* width, and the rows again for
///    those columns: the book's second pass. Columns start at the leading edge even when they no
///    longer add up to the bounds (the book's grid, 225 wide, is drawn 238 wide).
/// 8. Put each child in its cell (column width × row height), aligned by its column's
///    alignment, else the grid's.
///
/// Grids here build and measure all their children: their laziness is not modelled.
struct GridLayoutAlgorithm: ArrangingLayout {
    /// The axis rows follow one another along: `.vertical` for `LazyVGrid`.
    let axis: Axis
    /// The columns (of `LazyVGrid`) or rows (of `LazyHGrid`), checked; never empty.
    let items: [ResolvedGridItem]
    /// The gap between rows (of `LazyVGrid`) or columns (of `LazyHGrid`).
    let spacing: CGFloat
    /// How a child sits in its cell when its item gives no alignment.
    let alignment: Alignment

    var name: String { axis == .vertical ? "LazyVGrid" : "LazyHGrid" }

    /// How a column's share of the remaining width is rounded: to whole points, halves away from
    /// zero. The book rounds 215 ÷ 2 = 107.5 to 108 ("반올림", rounding half up). Every share is
    /// rounded the same way in both passes (the book runs one algorithm twice); the last column's
    /// share is whatever the others left, so for a whole-point width the columns still add up to
    /// it. Only shares are rounded: an adaptive column's sub-columns divide their share exactly.
    static let shareRounding: FloatingPointRoundingRule = .toNearestOrAwayFromZero

    /// The most sub-columns one adaptive column makes: a minimum far below a point would
    /// otherwise make millions. Past it, the sub-columns are wider than the minimum.
    static let maximumAdaptiveSubcolumns = 10_000

    /// One column after adaptive columns are split: where it starts and how wide it is, along
    /// the columns' axis, and how its cells align.
    struct Column {
        var offset: CGFloat
        var length: CGFloat
        var alignment: Alignment?
    }

    /// The columns for one available width, and how wide they are together with their gaps.
    struct Columns {
        var columns: [Column]
        var extent: CGFloat
    }

    /// What measuring the children in their columns found.
    struct Rows {
        var proposals: [ProposedViewSize]
        var sizes: [CGSize]
        /// The height of each row.
        var lengths: [CGFloat]

        var count: Int { lengths.count }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        // 3.
        let columns = distributeColumns(available: proposal[axis.cross])
        if subviews.pass.isTracing {
            subviews.explain(.gridColumns(axis: axis, available: proposal[axis.cross], lengths: columns.columns.map(\.length), extent: columns.extent, pass: .sizing))
        }
        // 4. and 5.
        let rows = measureRows(in: columns, subviews: subviews)
        // 6.
        return CGSize(axis, along: totalLength(of: rows), across: columns.extent)
    }

    func arrange(size: CGSize, proposal: ProposedViewSize, subviews: LayoutSubviews) -> [ChildPlacement] {
        // 7.
        let columns = distributeColumns(available: size[axis.cross])
        if subviews.pass.isTracing && subviews.pass.phase == .placement {
            subviews.pass.record(
                .note(.gridColumns(axis: axis, available: size[axis.cross], lengths: columns.columns.map(\.length), extent: columns.extent, pass: .placement)),
                node: subviews.parent, parent: subviews.parent.parent)
        }
        let rows = measureRows(in: columns, subviews: subviews)
        // 8.
        var placements: [ChildPlacement] = []
        placements.reserveCapacity(subviews.count)
        var rowOffset: CGFloat = 0
        for index in subviews.indices {
            let row = index / columns.columns.count
            let column = columns.columns[index % columns.columns.count]
            if index > 0 && index % columns.columns.count == 0 {
                rowOffset += rows.lengths[row - 1] + spacing
            }
            let cellOrigin = CGPoint(axis, along: rowOffset, across: column.offset)
            let cell = CGSize(axis, along: rows.lengths[row], across: column.length)
            placements.append(
                placeInCell(
                    subviews[index], size: rows.sizes[index], proposal: rows.proposals[index],
                    cellOrigin: cellOrigin, cell: cell, alignment: column.alignment ?? alignment,
                    tracing: subviews.pass.isTracing))
        }
        return placements
    }

    // MARK: - Steps

    /// Steps 1 and 2: the width of every column (adaptive columns split into their
    /// sub-columns) for `available`, or for their ideal widths when it is `nil`.
    func distributeColumns(available: CGFloat?) -> Columns {
        guard let available else { return idealColumns() }
        // 1.
        var remaining = available - fixedWidths() - gapsBetweenItems()
        var flexibleLeft = items.filter { if case .fixed = $0.sizing { false } else { true } }.count
        // 2.
        var widths: [(length: CGFloat, item: ResolvedGridItem)] = []
        for item in items {
            switch item.sizing {
            case .fixed(let width):
                widths.append((width, item))
            case .flexible(let minimum, let maximum):
                let width = max(minimum, min(maximum, share(of: remaining, among: flexibleLeft)))
                widths.append((width, item))
                if remaining.isFinite { remaining -= width }
                flexibleLeft -= 1
            case .adaptive(let minimum, let maximum):
                let fit = fitSubcolumns(into: share(of: remaining, among: flexibleLeft), minimum: minimum, maximum: maximum, spacing: item.spacing)
                widths += Array(repeating: (fit.width, item), count: fit.count)
                if remaining.isFinite { remaining -= CGFloat(fit.count) * fit.width + CGFloat(fit.count - 1) * item.spacing }
                flexibleLeft -= 1
            }
        }
        return layOut(widths)
    }

    /// Step 2 for an unspecified width: a fixed column its width, a flexible one its minimum, an
    /// adaptive one a single sub-column of its minimum. (SwiftUI does not say; the minimum is
    /// the width a column is sure to accept, as a stack's ideal size is its children's.)
    private func idealColumns() -> Columns {
        layOut(items.map { item in
            switch item.sizing {
            case .fixed(let width): return (width, item)
            case .flexible(let minimum, _), .adaptive(let minimum, _): return (minimum, item)
            }
        })
    }

    /// remaining ÷ columns left, rounded by `shareRounding`.
    private func share(of remaining: CGFloat, among columnsLeft: Int) -> CGFloat {
        let share = remaining / CGFloat(max(columnsLeft, 1))
        return share.isFinite ? share.rounded(Self.shareRounding) : share
    }

    /// As many sub-columns of `minimum`, `spacing` apart, as fit into `share` (at least one, at
    /// most `maximumAdaptiveSubcolumns`), each stretched to fill it but no wider than `maximum`.
    /// Counted in one division, not a loop. An infinite share holds one sub-column, as wide as
    /// `maximum` allows.
    private func fitSubcolumns(into share: CGFloat, minimum: CGFloat, maximum: CGFloat, spacing: CGFloat) -> (count: Int, width: CGFloat) {
        guard share.isFinite else { return (1, max(minimum, maximum)) }
        let step = minimum + spacing
        let fitting = step > 0 ? ((share + spacing) / step).rounded(.down) : 1
        let count = fitting.isNaN ? 1 : Int(min(max(fitting, 1), CGFloat(Self.maximumAdaptiveSubcolumns)))
        let stretched = (share - CGFloat(count - 1) * spacing) / CGFloat(count)
        return (count, max(minimum, min(maximum, stretched)))
    }

    /// The sum of the fixed columns' widths.
    private func fixedWidths() -> CGFloat {
        items.reduce(0) { sum, item in
            if case .fixed(let width) = item.sizing { return sum + width }
            return sum
        }
    }

    /// The gap after every column but the last.
    private func gapsBetweenItems() -> CGFloat {
        items.dropLast().reduce(0) { $0 + $1.spacing }
    }

    /// Columns side by side from offset 0, each followed by its item's spacing.
    private func layOut(_ widths: [(length: CGFloat, item: ResolvedGridItem)]) -> Columns {
        var columns: [Column] = []
        columns.reserveCapacity(widths.count)
        var offset: CGFloat = 0
        for (index, width) in widths.enumerated() {
            if index > 0 { offset += widths[index - 1].item.spacing }
            columns.append(Column(offset: offset, length: width.length, alignment: width.item.alignment))
            offset += width.length
        }
        return Columns(columns: columns, extent: columns.last.map { $0.offset + $0.length } ?? 0)
    }

    /// Steps 4 and 5: each child proposed its column's width × nil, and each row's height.
    private func measureRows(in columns: Columns, subviews: LayoutSubviews) -> Rows {
        let columnCount = columns.columns.count
        var rows = Rows(proposals: [], sizes: [], lengths: [])
        guard columnCount > 0 else { return rows }
        rows.proposals.reserveCapacity(subviews.count)
        rows.sizes.reserveCapacity(subviews.count)
        for index in subviews.indices {
            let column = columns.columns[index % columnCount]
            let proposal = ProposedViewSize(axis, along: nil, across: column.length)
            let size = subviews[index].sizeThatFits(proposal, because: .ideal(axis == .vertical ? .vertical : .horizontal))
            rows.proposals.append(proposal)
            rows.sizes.append(size)
            if index % columnCount == 0 {
                rows.lengths.append(size[axis])
            } else {
                rows.lengths[rows.lengths.count - 1] = max(rows.lengths[rows.lengths.count - 1], size[axis])
            }
        }
        return rows
    }

    /// Step 6: the rows' heights and the spacing between them.
    private func totalLength(of rows: Rows) -> CGFloat {
        guard rows.count > 0 else { return 0 }
        return rows.lengths.reduce(0, +) + CGFloat(rows.count - 1) * spacing
    }

    /// Step 8: the child's guides on its cell's guides, in the grid's coordinates.
    private func placeInCell(
        _ subview: LayoutSubview, size: CGSize, proposal: ProposedViewSize,
        cellOrigin: CGPoint, cell: CGSize, alignment: Alignment, tracing: Bool
    ) -> ChildPlacement {
        let cellDimensions = ViewDimensions(size: cell)
        let cellGuide = CGPoint(
            x: cellOrigin.x + alignment.horizontal.key.defaultValue(in: cellDimensions),
            y: cellOrigin.y + alignment.vertical.key.defaultValue(in: cellDimensions))
        let childGuide = CGPoint(
            x: subview.guideValue(alignment.horizontal.key, size: size, proposal: proposal),
            y: subview.guideValue(alignment.vertical.key, size: size, proposal: proposal))
        return ChildPlacement(
            origin: CGPoint(x: cellGuide.x.minusAligned(childGuide.x), y: cellGuide.y.minusAligned(childGuide.y)),
            proposal: proposal,
            arithmetic: tracing ? PlacementArithmetic(parentGuide: cellGuide, childGuide: childGuide) : nil)
    }
}

/// A `GridItem` with its defaults filled in and its values checked (`GridItem.validated`): what
/// `GridLayoutAlgorithm` works with.
struct ResolvedGridItem {
    /// `GridItem.Size` with every length usable: finite and non-negative, a maximum possibly
    /// infinite and never below its minimum, an adaptive minimum positive.
    enum Sizing {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat, maximum: CGFloat)
        case adaptive(minimum: CGFloat, maximum: CGFloat)
    }

    var sizing: Sizing
    /// The gap after the column, and between an adaptive column's sub-columns.
    var spacing: CGFloat
    var alignment: Alignment?
}
