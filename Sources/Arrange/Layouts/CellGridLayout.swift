import Foundation

/// `Grid`: cells in rows and columns, sized as one table — a two-dimensional `HStack`/`VStack`.
///
/// Sizing, for a proposal of width × height (rows and columns from `GridStructure`):
/// 1. Column pass. Probe every cell that sizes its column (not `gridCellUnsizedAxes(.horizontal)`)
///    with 0 × nil and ∞ × nil: a column can be as narrow as its widest minimum and as wide as
///    its widest maximum. A cell spanning several columns counts in each as an equal part of
///    itself, less the gaps it covers (`spanningCellShare`).
/// 2. remaining = width − the gaps between columns. In order of flexibility, least flexible
///    first, each column is offered remaining ÷ columns left, and takes the width of its widest
///    cell for that share × nil (a spanning cell's part: the share clamped to the part's range);
///    what it took is subtracted. An unspecified width gives every column its ideal width.
/// 3. Row pass. Every cell is offered its column's width (for a spanning cell, its columns and
///    the gaps between them) and probed with 0 and ∞ in height; the same distribution shares
///    height − the gaps between rows among the rows, least flexible first, and each row is as
///    tall as its cells aligned by the row's guide (`GridRow(alignment:)`, else the grid's).
/// 4. Report the columns and their gaps as the width, the rows and their gaps as the height.
///
/// Placement, from the columns and rows sizing kept (its plan), without the passes again:
/// every cell is offered its cell's size (column width × row height), so a flexible
/// cell fills it, and put in it by its `gridCellAnchor`, else horizontally by its column's
/// alignment and vertically on the row's guide line.
struct CellGridLayout: ArrangingLayout {
    let structure: GridStructure
    let alignment: Alignment
    let horizontalSpacing: CGFloat
    let verticalSpacing: CGFloat

    var name: String { "Grid" }

    /// How a cell spanning several columns takes part in sizing them: in each of its `n`
    /// columns as 1/n of itself, less the gaps it covers. SwiftUI does not document how it
    /// splits a spanning cell; equal parts keep every spanned column in step and make a
    /// spanning cell that is wider than its columns widen each of them alike.
    static let spanningCellShare = "equal parts"

    /// Rows or columns after their pass: each one's length and where it starts.
    struct Tracks {
        var lengths: [CGFloat]
        var offsets: [CGFloat]
        var extent: CGFloat

        init(lengths: [CGFloat], spacing: CGFloat) {
            self.lengths = lengths
            var offsets: [CGFloat] = []
            offsets.reserveCapacity(lengths.count)
            var position: CGFloat = 0
            for (index, length) in lengths.enumerated() {
                if index > 0 { position += spacing }
                offsets.append(position)
                position += length
            }
            self.offsets = offsets
            self.extent = lengths.isEmpty ? 0 : position
        }

        /// The length of `count` tracks from `first`, with the gaps between them.
        func span(from first: Int, count: Int) -> CGFloat {
            guard count > 0, first < lengths.count else { return 0 }
            let last = min(first + count, lengths.count) - 1
            return offsets[last] + lengths[last] - offsets[first]
        }
    }

    /// What sizing decided for one proposal — the columns' widths and the rows' heights — kept
    /// on the node, which placement and alignment queries with the same proposal read instead of
    /// running the two passes again.
    final class Plan: LayoutPlan {
        let proposal: ProposedViewSize
        let columns: Tracks
        let rows: Tracks

        init(proposal: ProposedViewSize, columns: Tracks, rows: Tracks) {
            self.proposal = proposal
            self.columns = columns
            self.rows = rows
        }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        let plan = makePlan(for: proposal, subviews: subviews)
        subviews.keepPlan(plan)
        // 4.
        return CGSize(width: plan.columns.extent, height: plan.rows.extent)
    }

    func arrange(size: CGSize, proposal: ProposedViewSize, subviews: LayoutSubviews) -> [ChildPlacement] {
        // Sizing's plan, when it was for this proposal; else the passes run for it here.
        let plan = subviews.plan(for: proposal, as: Plan.self) ?? makePlan(for: proposal, subviews: subviews)
        var placements = Array(repeating: ChildPlacement(origin: .zero, proposal: .zero), count: subviews.count)
        for (rowIndex, row) in structure.rows.enumerated() {
            let rowTop = plan.rows.offsets[rowIndex]
            let rowHeight = plan.rows.lengths[rowIndex]
            let proposals = row.cells.map { cell in
                ProposedViewSize(width: cellWidth(cell, in: plan.columns), height: rowHeight)
            }
            let sizes = zip(row.cells, proposals).map { subviews[$0.child].sizeThatFitsSilently($1) }
            let line = guideLine(of: row, sizes: sizes, proposals: proposals, height: rowHeight, subviews: subviews)
            for (position, cell) in row.cells.enumerated() {
                let subview = subviews[cell.child]
                let size = sizes[position]
                let cellOrigin = CGPoint(x: plan.columns.offsets[min(cell.column, plan.columns.offsets.count - 1)], y: rowTop)
                let cellSize = CGSize(width: proposals[position].width ?? 0, height: rowHeight)
                if let anchor = cell.anchor {
                    let origin = CGPoint(
                        x: cellOrigin.x + anchor.x * (cellSize.width - size.width),
                        y: cellOrigin.y + anchor.y * (cellSize.height - size.height))
                    placements[cell.child] = ChildPlacement(origin: origin, proposal: proposals[position])
                } else {
                    // The cell's guide: its column's guide in the cell across, the row's guide line down.
                    let horizontal = columnGuide(cell)
                    let cellGuide = CGPoint(
                        x: cellOrigin.x + horizontal.defaultValue(in: ViewDimensions(size: cellSize)), y: rowTop + line)
                    placements[cell.child] = AlignedPlacement.place(
                        subview, size: size, proposal: proposals[position], onParentGuide: cellGuide,
                        horizontal: horizontal, vertical: rowGuide(row))
                }
            }
        }
        return placements
    }

    // MARK: - Steps

    /// Steps 1–3: the column pass, then the row pass, for `proposal`.
    func makePlan(for proposal: ProposedViewSize, subviews: LayoutSubviews) -> Plan {
        // 1. and 2.
        let columns = Tracks(lengths: sizeColumns(available: proposal.width, subviews: subviews), spacing: horizontalSpacing)
        // 3.
        let rows = Tracks(lengths: sizeRows(available: proposal.height, columns: columns, subviews: subviews), spacing: verticalSpacing)
        return Plan(proposal: proposal, columns: columns, rows: rows)
    }

    /// A track's range of lengths, from probing its cells with 0 and ∞.
    struct Flexibility {
        var minimum: CGFloat = 0
        var maximum: CGFloat = 0

        mutating func include(minimum: CGFloat, maximum: CGFloat) {
            self.minimum = max(self.minimum, minimum)
            self.maximum = max(self.maximum, maximum)
        }
    }

    /// A spanning cell's part in each column it spans: its probed width, less the gaps it
    /// covers, divided by its span (`spanningCellShare`).
    struct SpanningPart {
        var column: Int
        var span: Int
        var minimum: CGFloat
        var maximum: CGFloat
        var ideal: CGFloat?

        /// The part's width for a column offered `share`.
        func width(for share: CGFloat?) -> CGFloat {
            guard let share else { return ideal ?? minimum }
            return max(minimum, min(maximum, share))
        }
    }

    /// Steps 1 and 2: every column's width for `available` (its ideal width when `nil`).
    private func sizeColumns(available: CGFloat?, subviews: LayoutSubviews) -> [CGFloat] {
        let count = structure.columnCount
        guard count > 0 else { return [] }
        var singles = Array(repeating: [Int](), count: count)
        var parts: [SpanningPart] = []
        let across: CGFloat? = nil
        for row in structure.rows {
            for cell in row.cells where !cell.unsizedAxes.contains(.horizontal) {
                if cell.span == 1 {
                    singles[cell.column].append(cell.child)
                    continue
                }
                let child = subviews[cell.child]
                let gaps = CGFloat(cell.span - 1) * horizontalSpacing
                func part(_ width: CGFloat) -> CGFloat { max(0, (width - gaps) / CGFloat(cell.span)) }
                let (minimum, maximum) = subviews.muted {
                    (child.sizeThatFits(ProposedViewSize(width: 0, height: across), because: .unstated).width,
                     child.sizeThatFits(ProposedViewSize(width: .infinity, height: across), because: .unstated).width)
                }
                let ideal = available == nil
                    ? child.sizeThatFits(ProposedViewSize(width: nil, height: across), because: .ideal(.horizontal)).width : nil
                parts.append(SpanningPart(
                    column: cell.column, span: cell.span, minimum: part(minimum), maximum: part(maximum), ideal: ideal.map(part)))
            }
        }
        let partsByColumn = (0..<count).map { column in
            parts.filter { column >= $0.column && column < $0.column + $0.span }
        }
        return distribute(
            available: available, gaps: CGFloat(count - 1) * horizontalSpacing, count: count, axis: .horizontal,
            subviews: subviews,
            probe: { column in
                var flexibility = Flexibility()
                for index in singles[column] {
                    let child = subviews[index]
                    let (minimum, maximum) = subviews.muted {
                        (child.sizeThatFits(ProposedViewSize(width: 0, height: across), because: .unstated).width,
                         child.sizeThatFits(ProposedViewSize(width: .infinity, height: across), because: .unstated).width)
                    }
                    flexibility.include(minimum: minimum, maximum: maximum)
                }
                for part in partsByColumn[column] {
                    flexibility.include(minimum: part.minimum, maximum: part.maximum)
                }
                return flexibility
            },
            answer: { column, share, reason in
                var width: CGFloat = 0
                for index in singles[column] {
                    width = max(width, subviews[index].sizeThatFits(ProposedViewSize(width: share, height: across), because: reason).width)
                }
                for part in partsByColumn[column] {
                    width = max(width, part.width(for: share))
                }
                return width
            })
    }

    /// Step 3: every row's height for `available` (its ideal height when `nil`), its cells
    /// offered their columns' widths.
    private func sizeRows(available: CGFloat?, columns: Tracks, subviews: LayoutSubviews) -> [CGFloat] {
        let rows = structure.rows
        return distribute(
            available: available, gaps: CGFloat(max(rows.count - 1, 0)) * verticalSpacing, count: rows.count,
            axis: .vertical, subviews: subviews,
            probe: { rowIndex in
                var flexibility = Flexibility()
                for cell in rows[rowIndex].cells where !cell.unsizedAxes.contains(.vertical) {
                    let child = subviews[cell.child]
                    let width = cellWidth(cell, in: columns)
                    let (minimum, maximum) = subviews.muted {
                        (child.sizeThatFits(ProposedViewSize(width: width, height: 0), because: .unstated).height,
                         child.sizeThatFits(ProposedViewSize(width: width, height: .infinity), because: .unstated).height)
                    }
                    flexibility.include(minimum: minimum, maximum: maximum)
                }
                return flexibility
            },
            answer: { rowIndex, share, reason in
                let row = rows[rowIndex]
                let sized = row.cells.filter { !$0.unsizedAxes.contains(.vertical) }
                let proposals = sized.map { ProposedViewSize(width: cellWidth($0, in: columns), height: share) }
                let sizes = zip(sized, proposals).map { subviews[$0.child].sizeThatFits($1, because: reason) }
                return alignedHeight(of: sized, sizes: sizes, proposals: proposals, guide: rowGuide(row), subviews: subviews)
            })
    }

    /// Shares `available` less `gaps` among `count` tracks as a stack shares its length: least
    /// flexible first (then in order), each offered what is left ÷ tracks left and taking what
    /// `answer` says it takes. With `available` unspecified, every track takes its ideal length.
    private func distribute(
        available: CGFloat?, gaps: CGFloat, count: Int, axis: Axis, subviews: LayoutSubviews,
        probe: (Int) -> Flexibility, answer: (Int, CGFloat?, ProposalReason) -> CGFloat
    ) -> [CGFloat] {
        guard count > 0 else { return [] }
        guard let available else {
            let lengths = (0..<count).map { answer($0, nil, .ideal(axis == .horizontal ? .horizontal : .vertical)) }
            explainPass(axis: axis, available: nil, order: Array(0..<count), lengths: lengths, subviews: subviews)
            return lengths
        }
        let flexibilities = (0..<count).map(probe)
        func flexibility(_ index: Int) -> CGFloat {
            let difference = flexibilities[index].maximum - flexibilities[index].minimum
            return difference.isNaN ? 0 : difference
        }
        let order = (0..<count).sorted { a, b in
            let flexA = flexibility(a), flexB = flexibility(b)
            return flexA != flexB ? flexA < flexB : a < b
        }
        var remaining = available.isInfinite ? available : available - gaps
        var lengths = Array(repeating: CGFloat(0), count: count)
        var left = count
        for index in order {
            let share = remaining.isInfinite ? remaining : max(remaining / CGFloat(left), 0)
            let length = answer(index, share, .share(remaining: remaining, count: left))
            lengths[index] = length
            if remaining.isFinite { remaining -= length }
            left -= 1
        }
        explainPass(axis: axis, available: available, order: order, lengths: lengths, subviews: subviews)
        return lengths
    }

    private func explainPass(axis: Axis, available: CGFloat?, order: [Int], lengths: [CGFloat], subviews: LayoutSubviews) {
        let gaps = axis == .horizontal ? horizontalSpacing : verticalSpacing
        subviews.explain(Decision.trackPass(axis: axis, available: available, gap: gaps, order: order, lengths: lengths))
    }

    /// The width a cell is offered: its columns' and the gaps between them.
    private func cellWidth(_ cell: GridStructure.Cell, in columns: Tracks) -> CGFloat {
        columns.span(from: cell.column, count: cell.span)
    }

    /// The guide a cell lines up on across its column: its first column's alignment, else the grid's.
    private func columnGuide(_ cell: GridStructure.Cell) -> AlignmentKey {
        let columnAlignment = cell.column < structure.columnAlignments.count ? structure.columnAlignments[cell.column] : nil
        return (columnAlignment ?? alignment.horizontal).key
    }

    /// The guide a row's cells line up on.
    private func rowGuide(_ row: GridStructure.Row) -> AlignmentKey {
        (row.alignment ?? alignment.vertical).key
    }

    /// The height of a row's cells lined up on `guide` (anchored cells simply by their height).
    private func alignedHeight(
        of cells: [GridStructure.Cell], sizes: [CGSize], proposals: [ProposedViewSize], guide: AlignmentKey,
        subviews: LayoutSubviews
    ) -> CGFloat {
        var low = CGFloat.infinity, high = -CGFloat.infinity, anchored: CGFloat = 0
        for (position, cell) in cells.enumerated() {
            let size = sizes[position]
            if cell.anchor != nil {
                anchored = max(anchored, size.height)
                continue
            }
            let value = subviews[cell.child].guideValue(guide, size: size, proposal: proposals[position])
            low = min(low, -value)
            high = max(high, size.height.minusAligned(value))
        }
        return max(anchored, low <= high ? high.minusAligned(low) : 0)
    }

    /// Where, below the row's top, its cells' guide line lies: the aligned cells' union sits in
    /// the row as one child would by the row's guide (at the top for `.top`, in the middle for
    /// `.center`, at the bottom for `.bottom` and the baselines), so it only moves when an
    /// anchored cell makes the row taller than the union.
    private func guideLine(
        of row: GridStructure.Row, sizes: [CGSize], proposals: [ProposedViewSize], height: CGFloat, subviews: LayoutSubviews
    ) -> CGFloat {
        let guide = rowGuide(row)
        var low = CGFloat.infinity, high = -CGFloat.infinity
        for (position, cell) in row.cells.enumerated() where cell.anchor == nil {
            let value = subviews[cell.child].guideValue(guide, size: sizes[position], proposal: proposals[position])
            low = min(low, -value)
            high = max(high, sizes[position].height.minusAligned(value))
        }
        guard low <= high else { return 0 }
        let slack = height - high.minusAligned(low)
        let fraction = guide.defaultValue(in: ViewDimensions(size: CGSize(width: 0, height: 1)))
        return -low + (slack.isFinite && fraction.isFinite ? slack * fraction : 0)
    }
}

// MARK: - What the explanation says

extension CellGridLayout {
    /// The column and row passes in words.
    enum Decision: LayoutDecision {
        /// The column pass (`axis` horizontal) or the row pass (vertical): what was shared out
        /// after the gaps, in which order (indices, least flexible first) and what each took.
        case trackPass(axis: Axis, available: CGFloat?, gap: CGFloat, order: [Int], lengths: [CGFloat])

        func phrase(node: String) -> Phrase {
            switch self {
            case let .trackPass(axis, available, gap, order, lengths):
                let noun = axis == .horizontal ? ("columns", "widths", "widest", "열", "너비", "가장 넓은") : ("rows", "heights", "tallest", "행", "높이", "가장 높은")
                let list = lengths.map(LengthFormat.length).joined(separator: " / ")
                guard let available else {
                    return ("\(node) sizes its \(noun.0) with nothing proposed: each takes the ideal length of its \(noun.2) cell, \(list).",
                            "\(K.subject(node)) 제안된 길이 없이 \(noun.3)을 정합니다: 각 \(noun.3)은 \(noun.5) 셀의 ideal 길이를 가집니다: \(list).")
                }
                let gaps = CGFloat(max(lengths.count - 1, 0)) * gap
                let remaining = LengthFormat.length(available.isInfinite ? available : available - gaps)
                let sequence = order.map { String($0 + 1) }.joined(separator: ", ")
                return ("\(node) shares the proposed \(LengthFormat.length(available)) among its \(noun.0) as a stack would: less the gaps \(remaining) remain, and each \(noun.0.dropLast()) in turn, least flexible first (\(sequence)), is offered what is left divided by the \(noun.0) left and takes the size of its \(noun.2) cell: \(noun.1) \(list).",
                        "\(K.subject(node)) 제안된 \(K.object(LengthFormat.length(available))) stack처럼 \(noun.3)에 나눕니다: 간격을 빼면 \(K.subject(remaining)) 남고, flexibility가 작은 \(noun.3)부터(\(sequence)) 차례로 남은 길이를 남은 \(noun.3) 수로 나눈 몫을 제안받아 \(noun.5) 셀의 크기를 가집니다: \(noun.4)는 \(list).")
            }
        }
    }

    private typealias K = KoreanParticles
}
