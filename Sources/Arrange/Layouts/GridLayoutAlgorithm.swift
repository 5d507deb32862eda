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
///    maximum each. The minimum only counts the sub-columns: a share narrower than it is one
///    sub-column of the share (objc.io, "SwiftUI's Grid Views", 2020: the adaptive column takes
///    its share unclamped). What the column took is subtracted from remaining.
///    An unspecified width gives every column its minimum, its ideal width (`idealColumns`).
///
/// Sizing, for a proposal of width × height:
/// 3. Compute the columns from the *proposed* width (steps 1 and 2).
/// 4. Children fill the columns left to right, row by row; each is proposed its column's
///    width × nil. A section's header or footer is a row of its own, proposed the grid's width
///    × nil, and each section's cells start on a new row.
/// 5. Each row is as tall as its tallest child. Inside a scroll view that scrolls along the
///    rows, only the rows that intersect what it shows are built and measured (found from the
///    average height of the rows measured so far, as `LazyStackLayout` finds its rows); every
///    other row counts as that average. Elsewhere every row is built.
/// 6. Report the sum of the columns and their gaps as the width, the sum of the rows and the
///    grid's spacing between them as the height.
///
/// Placement, in the bounds it reported:
/// 7. Compute the columns again, this time from the grid's *own* width, and the rows again for
///    those columns: the book's second pass. Columns start at the leading edge even when they no
///    longer add up to the bounds (the book's grid, 225 wide, is drawn 238 wide).
/// 8. Put each child of a row that shows in its cell (column width × row height), aligned by its
///    column's alignment, else the grid's; a header or footer across the whole grid.
/// 9. With `pinnedViews`, the header of the section at the top of what the scroll view shows
///    stays at its top edge (pushed up by the section's end), and the footer of the section at
///    the bottom at its bottom edge; a pinned view is drawn above the cells.
///
/// Its children are the cells built so far, in order: each batch of cells it builds becomes part
/// of its children at once (`LayoutSubviews.replacingChildren(with:)`), and every question about
/// a cell goes to the cell's subview.
struct GridLayoutAlgorithm: LayoutAlgorithm {
    /// The axis rows follow one another along: `.vertical` for `LazyVGrid`.
    let axis: Axis
    /// The columns (of `LazyVGrid`) or rows (of `LazyHGrid`), checked; never empty.
    let items: [ResolvedGridItem]
    /// The gap between rows (of `LazyVGrid`) or columns (of `LazyHGrid`).
    let spacing: CGFloat
    /// How a child sits in its cell when its item gives no alignment.
    let alignment: Alignment
    /// The children, built as rows come into view.
    let state: LazyGridState

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

    /// How far above the cells a pinned header or footer is drawn: above every cell that sets
    /// no `zIndex` of its own, as SwiftUI draws a pinned header over the rows scrolling under it.
    static let pinnedZIndex: Double = 1

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        // 3.
        let columns = distributeColumns(available: proposal[axis.cross])
        subviews.explain(Decision.columns(axis: axis, available: proposal[axis.cross], lengths: columns.columns.map(\.length), extent: columns.extent, pass: .sizing))
        let lines = state.lines(perRow: columns.columns.count)
        guard !lines.isEmpty else { return CGSize(axis, along: 0, across: columns.extent) }
        // 4. and 5. (The cells built join the children a batch at a time.)
        var children = subviews
        if let viewport = subviews.viewport, viewport.scrolls(along: axis) {
            var range = 0..<1
            let start = viewport.visible.minY(along: axis), end = viewport.visible.maxY(along: axis)
            // A scroll view proposed ∞ shows an endless length: the first row alone gives the
            // estimate instead of building every row.
            if start.isFinite && end.isFinite {
                for _ in 0..<4 {
                    measureLines(lines[range], columns, &children)
                    let step = max(averageLength(lines, columns, children) + spacing, 1)
                    let first = Self.lineIndex(start / step, rounding: .down, count: lines.count)
                    let last = max(Self.lineIndex(end / step, rounding: .up, count: lines.count), first)
                    if range == first..<(last + 1) { break }
                    range = first..<(last + 1)
                }
            }
            measureLines(lines[range], columns, &children)
        } else {
            measureLines(lines[...], columns, &children)
        }
        // 6.
        let estimate = averageLength(lines, columns, children)
        var along = spacing * CGFloat(lines.count - 1)
        for line in lines {
            along += isBuilt(line) ? length(of: line, columns, children) : estimate
        }
        return CGSize(axis, along: along, across: columns.extent)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        // 7.
        let columns = distributeColumns(available: bounds.size[axis.cross])
        subviews.explainPlacement(
            Decision.columns(axis: axis, available: bounds.size[axis.cross], lengths: columns.columns.map(\.length), extent: columns.extent, pass: .placement))
        let lines = state.lines(perRow: columns.columns.count)
        guard !lines.isEmpty else { return }
        var children = subviews
        // What is visible, along the axis, relative to the grid's leading or top edge (mirrored
        // right to left, as the engine mirrors the placements afterwards).
        var visibleStart = -CGFloat.infinity, visibleEnd = CGFloat.infinity
        var scrolled = false
        if let viewport = subviews.viewport, viewport.scrolls(along: axis), let shown = viewport.shown {
            scrolled = true
            if axis == .horizontal && subviews.layoutDirection == .rightToLeft {
                visibleStart = bounds.maxX - shown.maxX
                visibleEnd = bounds.maxX - shown.minX
            } else {
                visibleStart = shown.minY(along: axis) - bounds.minY(along: axis)
                visibleEnd = shown.maxY(along: axis) - bounds.minY(along: axis)
            }
        }
        // 8. Where every row lies (built rows by their height, the others by the estimate),
        // building those that show.
        let estimate = averageLength(lines, columns, children)
        var starts: [CGFloat] = [], lengths: [CGFloat] = []
        starts.reserveCapacity(lines.count)
        lengths.reserveCapacity(lines.count)
        var position: CGFloat = 0
        for (index, line) in lines.enumerated() {
            var length = isBuilt(line) ? self.length(of: line, columns, children) : estimate
            if !isBuilt(line) && position <= visibleEnd && position + length >= visibleStart {
                measureLines(lines[index...index], columns, &children)
                length = self.length(of: line, columns, children)
            }
            starts.append(position)
            lengths.append(length)
            position += length + spacing
        }
        // 9.
        let pinned = scrolled
            ? pinnedPositions(lines, starts: starts, lengths: &lengths, visible: visibleStart...max(visibleStart, visibleEnd), columns, &children)
            : [:]
        for (index, line) in lines.enumerated() {
            var start = starts[index]
            if let pinnedStart = pinned[index] {
                start = pinnedStart
            } else if start > visibleEnd || start + lengths[index] < visibleStart {
                continue
            }
            place(line, at: start, length: lengths[index], isPinned: pinned[index] != nil, columns, in: bounds, children)
        }
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
    /// most `maximumAdaptiveSubcolumns`), each stretched to fill it but no wider than `maximum`;
    /// a share narrower than `minimum` is one sub-column as wide as the share (none below 0).
    /// Counted in one division, not a loop. An infinite share holds one sub-column, as wide as
    /// `maximum` allows.
    private func fitSubcolumns(into share: CGFloat, minimum: CGFloat, maximum: CGFloat, spacing: CGFloat) -> (count: Int, width: CGFloat) {
        guard share.isFinite else { return (1, max(minimum, maximum)) }
        let step = minimum + spacing
        let fitting = step > 0 ? ((share + spacing) / step).rounded(.down) : 1
        let count = fitting.isNaN ? 1 : Int(min(max(fitting, 1), CGFloat(Self.maximumAdaptiveSubcolumns)))
        let stretched = (share - CGFloat(count - 1) * spacing) / CGFloat(count)
        return (count, max(0, min(maximum, stretched)))
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

    /// What the child at `position` of `line` is proposed: its column's width × nil, or the
    /// grid's whole width × nil for a header or footer.
    private func proposal(for line: LazyGridLine, at position: Int, _ columns: Columns) -> ProposedViewSize {
        let across = line.kind == .cells ? columns.columns[position].length : columns.extent
        return ProposedViewSize(axis, along: nil, across: across)
    }

    /// Whether the children of `line` are built.
    private func isBuilt(_ line: LazyGridLine) -> Bool {
        line.count == 0 || state.child(ofItem: line.first) != nil
    }

    /// Steps 4 and 5 for `lines`: builds their children (once), adds those built to the grid's
    /// children (`children` becomes the subviews for them all), and measures each.
    private func measureLines(_ lines: ArraySlice<LazyGridLine>, _ columns: Columns, _ children: inout LayoutSubviews) {
        var added = false
        for line in lines where !isBuilt(line) {
            for item in line.first..<(line.first + line.count) {
                state.build(item)
            }
            added = true
        }
        if added {
            children = children.replacingChildren(with: state.builtNodes)
        }
        for line in lines {
            _ = length(of: line, columns, children, reason: .ideal(axis == .vertical ? .vertical : .horizontal))
        }
    }

    /// Step 5: the row's length along the axis, its tallest child's (0 while it is not built).
    private func length(
        of line: LazyGridLine, _ columns: Columns, _ children: LayoutSubviews, reason: ProposalReason = .unstated
    ) -> CGFloat {
        var length: CGFloat = 0
        for position in 0..<line.count {
            guard let child = state.child(ofItem: line.first + position) else { return 0 }
            let size = children[child].sizeThatFits(proposal(for: line, at: position, columns), because: reason)
            length = max(length, size[axis])
        }
        return length
    }

    /// The average length of the rows built so far (0 before any), summed in row order so that
    /// it comes out the same to the last bit every time.
    private func averageLength(_ lines: [LazyGridLine], _ columns: Columns, _ children: LayoutSubviews) -> CGFloat {
        var total: CGFloat = 0, count = 0
        for line in lines where line.count > 0 && isBuilt(line) {
            total += length(of: line, columns, children)
            count += 1
        }
        return count == 0 ? 0 : total / CGFloat(count)
    }

    /// The row at `position` (a length divided by a row's estimated length), within the rows.
    private static func lineIndex(_ position: CGFloat, rounding: FloatingPointRoundingRule, count: Int) -> Int {
        LazyStackLayout.rowIndex(position, rounding: rounding, count: count)
    }

    /// Step 9: where pinned headers and footers go instead of their own places (by row index),
    /// building any that was out of view; `lengths` is updated for those built.
    private func pinnedPositions(
        _ lines: [LazyGridLine], starts: [CGFloat], lengths: inout [CGFloat], visible: ClosedRange<CGFloat>,
        _ columns: Columns, _ children: inout LayoutSubviews
    ) -> [Int: CGFloat] {
        let pins = state.pinnedViews
        guard !pins.isEmpty else { return [:] }
        var result: [Int: CGFloat] = [:]
        func measured(_ index: Int) -> CGFloat {
            if !isBuilt(lines[index]) {
                measureLines(lines[index...index], columns, &children)
                lengths[index] = length(of: lines[index], columns, children)
            }
            return lengths[index]
        }
        var low = 0
        while low < lines.count {
            var high = low
            while high + 1 < lines.count && lines[high + 1].section == lines[low].section { high += 1 }
            let sectionStart = starts[low], sectionEnd = starts[high] + lengths[high]
            if pins.contains(.sectionHeaders), lines[low].kind == .header,
                sectionStart < visible.lowerBound, sectionEnd > visible.lowerBound
            {
                result[low] = min(visible.lowerBound, sectionEnd - measured(low))
            }
            if pins.contains(.sectionFooters), lines[high].kind == .footer, high != low,
                sectionEnd > visible.upperBound, sectionStart < visible.upperBound
            {
                let headerEnd = lines[low].kind == .header ? (result[low] ?? sectionStart) + lengths[low] : sectionStart
                result[high] = max(visible.upperBound - measured(high), headerEnd)
            }
            low = high + 1
        }
        return result
    }

    /// Step 8: puts the children of `line`, starting at `start` along the axis, in their cells;
    /// a pinned one is drawn above the cells (the engine raises it: `raiseDrawingOrder`).
    private func place(
        _ line: LazyGridLine, at start: CGFloat, length: CGFloat, isPinned: Bool, _ columns: Columns, in bounds: CGRect,
        _ children: LayoutSubviews
    ) {
        for position in 0..<line.count {
            guard let index = state.child(ofItem: line.first + position) else { continue }
            let child = children[index]
            let childProposal = proposal(for: line, at: position, columns)
            let size = child.sizeThatFits(childProposal, because: .unstated)
            let cellOrigin: CGPoint, cell: CGSize, cellAlignment: Alignment
            if line.kind == .cells {
                let column = columns.columns[position]
                cellOrigin = CGPoint(axis, along: start, across: column.offset)
                cell = CGSize(axis, along: length, across: column.length)
                cellAlignment = column.alignment ?? alignment
            } else {
                cellOrigin = CGPoint(axis, along: start, across: 0)
                cell = CGSize(axis, along: length, across: columns.extent)
                cellAlignment = alignment
            }
            let placement = placeInCell(
                child, size: size, proposal: childProposal, cellOrigin: cellOrigin, cell: cell, alignment: cellAlignment)
            if isPinned {
                child.raiseDrawingOrder(toAtLeast: Self.pinnedZIndex)
            }
            child.place(
                at: CGPoint(x: bounds.minX + placement.origin.x, y: bounds.minY + placement.origin.y),
                proposal: placement.proposal, size: placement.size, arithmetic: placement.arithmetic)
        }
    }

    /// Step 8: the child's guides on its cell's guides, in the grid's coordinates.
    private func placeInCell(
        _ subview: LayoutSubview, size: CGSize, proposal: ProposedViewSize,
        cellOrigin: CGPoint, cell: CGSize, alignment: Alignment
    ) -> ChildPlacement {
        AlignedPlacement.place(
            subview, size: size, proposal: proposal, inCellAt: cellOrigin, of: cell, alignment: alignment)
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

// MARK: - What the explanation says

extension GridLayoutAlgorithm {
    /// Steps 3 and 7 in words.
    enum Decision: LayoutDecision {
        /// The column (or row) lengths for an available length, when sizing or — from its own
        /// length, the book's second pass — when placing.
        case columns(axis: Axis, available: CGFloat?, lengths: [CGFloat], extent: CGFloat, pass: LayoutPhase)

        func phrase(node: String) -> Phrase {
            switch self {
            case let .columns(axis, available, lengths, extent, pass):
                let noun = axis == .vertical ? ("columns", "column") : ("rows", "row")
                let list = lengths.map(LengthFormat.length).joined(separator: " / ")
                let total = LengthFormat.length(extent)
                let from = available.map(LengthFormat.length) ?? "nil"
                if pass == .sizing {
                    return ("\(node) divides the proposed \(from) into \(noun.0) \(list).",
                            "\(K.subject(node)) 제안된 \(K.object(from)) \(noun.1) \(K.direction(list)) 나눕니다.")
                }
                return ("\(node) divides its own \(from) again when placing: \(noun.0) \(list), \(total) with the gaps.",
                        "\(K.subject(node)) 배치할 때 자신의 \(K.object(from)) 다시 나눕니다: \(noun.1) \(list), 간격을 더해 \(total).")
            }
        }
    }

    private typealias K = KoreanParticles
}
