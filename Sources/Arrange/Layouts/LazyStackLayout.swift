import Foundation

/// `LazyVStack` and `LazyHStack`: rows along `axis`, built only when they are seen.
///
/// 1. Proposes `nil` along the axis and its own proposal across it: every row takes its ideal
///    length (no sharing of space, unlike `VStack`).
/// 2. Inside a scroll view, builds and measures only the rows that intersect what the scroll
///    view shows, starting from an estimate of where they are (the average length of the rows
///    measured so far), and refines the estimate as it measures; outside one, builds them all.
/// 3. Reports the measured lengths plus the estimate for every unmeasured row, plus spacing;
///    across, the proposed length (or the widest row when unspecified).
/// 4. Places the visible rows, one after another, aligned across by `alignment`; rows before
///    them are counted at their measured or estimated length.
///
/// Its children are the rows built so far, in row order: each batch of rows it builds becomes
/// part of its children at once (`LayoutSubviews.replacingChildren(with:)`), and every question
/// about a row goes to the row's subview.
struct LazyStackLayout: LayoutAlgorithm {
    let axis: Axis
    let alignment: AlignmentKey
    let spacing: CGFloat
    let state: LazyStackState

    var name: String { axis == .vertical ? "LazyVStack" : "LazyHStack" }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        let count = state.rows.count
        guard count > 0 else { return CGSize(axis, along: 0, across: proposal[axis.cross] ?? 0) }
        // 1.
        let childProposal = ProposedViewSize(axis, along: nil, across: proposal[axis.cross])
        // 2.
        var children = subviews
        if let viewport = subviews.viewport, viewport.scrolls(along: axis) {
            var range = 0..<1
            let start = viewport.visible.minY(along: axis), end = viewport.visible.maxY(along: axis)
            // A scroll view proposed ∞ shows an endless length: the first row alone gives the
            // estimate instead of building every row.
            if start.isFinite && end.isFinite {
                for _ in 0..<4 {
                    children = measure(range, childProposal, children)
                    let step = max(averageLength(childProposal, children) + spacing, 1)
                    let first = Self.rowIndex(start / step, rounding: .down, count: count)
                    let last = max(Self.rowIndex(end / step, rounding: .up, count: count), first)
                    if range == first..<(last + 1) { break }
                    range = first..<(last + 1)
                }
            }
            children = measure(range, childProposal, children)
        } else {
            children = measure(0..<count, childProposal, children)
        }
        // 3.
        let estimate = averageLength(childProposal, children)
        var along = spacing * CGFloat(count - 1)
        var across: CGFloat = 0
        for row in children {
            let size = row.sizeThatFits(childProposal, because: .unstated)
            along += size[axis]
            across = max(across, size[axis.cross])
        }
        along += CGFloat(count - children.count) * estimate
        return CGSize(axis, along: along, across: proposal[axis.cross] ?? across)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        let count = state.rows.count
        guard count > 0 else { return }
        let childProposal = ProposedViewSize(axis, along: nil, across: proposal[axis.cross])
        // What is visible, along the axis, relative to this stack's leading or top edge.
        // (Rows are counted from the leading edge; right to left, the engine mirrors them inside
        // the bounds afterwards, so the visible range is mirrored here.)
        var visibleStart = -CGFloat.infinity
        var visibleEnd = CGFloat.infinity
        if let viewport = subviews.viewport, viewport.scrolls(along: axis), let shown = viewport.shown {
            if axis == .horizontal && subviews.parent.layoutDirection == .rightToLeft {
                visibleStart = bounds.maxX - shown.maxX
                visibleEnd = bounds.maxX - shown.minX
            } else {
                visibleStart = shown.minY(along: axis) - bounds.minY(along: axis)
                visibleEnd = shown.maxY(along: axis) - bounds.minY(along: axis)
            }
        }
        var children = subviews
        let estimate = averageLength(childProposal, children)
        let stackGuide = alignment.defaultValue(in: ViewDimensions(size: bounds.size))
        // 4.
        var position: CGFloat = 0
        for index in 0..<count {
            if position > visibleEnd { break }
            if let built = state.child(ofRow: index) {
                let length = children[built].sizeThatFits(childProposal, because: .unstated)[axis]
                if position + length >= visibleStart {
                    place(children[built], at: position, stackGuide: stackGuide, in: bounds, childProposal)
                }
                position += length + spacing
            } else if position + estimate >= visibleStart {
                // Shown, but not measured when the stack was sized (the scroll view shows
                // another part now): built here, one row at a time, since where the next row
                // starts depends on this one's length.
                children = measure(index..<(index + 1), childProposal, children)
                let row = children[state.child(ofRow: index)!]
                let length = row.sizeThatFits(childProposal, because: .unstated)[axis]
                place(row, at: position, stackGuide: stackGuide, in: bounds, childProposal)
                position += length + spacing
            } else {
                position += estimate + spacing
            }
        }
    }

    /// Builds the rows of `range` not built yet and measures each of them; returns the stack's
    /// subviews, with the rows built here added in row order.
    private func measure(_ range: Range<Int>, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> LayoutSubviews {
        let added = range.filter { state.child(ofRow: $0) == nil }
        guard !added.isEmpty else { return subviews }
        for index in added { state.add(makeRow(index), row: index) }
        let children = subviews.replacingChildren(with: state.builtNodes)
        for index in added {
            _ = children[state.child(ofRow: index)!].sizeThatFits(proposal, because: .unstated)
        }
        return children
    }

    /// Row `index`'s one node: its content's node, or a stack of them (or a `List`'s cell).
    private func makeRow(_ index: Int) -> LayoutNode {
        // A diagnostic from the row that names no node (built while the tree is laid out, after
        // the containers above tied theirs) is tied to the row.
        let node = state.inputs.tyingWarnings {
            let nodes = state.rows.makeRow(index)
            if let wrap = state.rowWrapper { return wrap(nodes, state.inputs) }
            if nodes.count == 1 { return nodes[0] }
            return LayoutNode(StackLayout(axis: axis, alignment: alignment, spacing: spacing), children: nodes, inputs: state.inputs)
        }
        node.mayStayUnplaced = true
        return node
    }

    /// The row at `position` (a length divided by a row's estimated length), within the rows.
    static func rowIndex(_ position: CGFloat, rounding: FloatingPointRoundingRule, count: Int) -> Int {
        let rounded = position.rounded(rounding)
        guard rounded.isFinite else { return rounded > 0 ? count - 1 : 0 }
        return Int(min(max(rounded, 0), CGFloat(count - 1)))
    }

    /// The average length of the rows measured so far (0 before any), summed in row order so
    /// that it comes out the same to the last bit every time.
    private func averageLength(_ proposal: ProposedViewSize, _ children: LayoutSubviews) -> CGFloat {
        guard !children.isEmpty else { return 0 }
        let total = children.reduce(CGFloat(0)) { $0 + $1.sizeThatFits(proposal, because: .unstated)[axis] }
        return total / CGFloat(children.count)
    }

    private func place(_ row: LayoutSubview, at position: CGFloat, stackGuide: CGFloat, in bounds: CGRect, _ proposal: ProposedViewSize) {
        let size = row.sizeThatFits(proposal, because: .unstated)
        // A list's rows are cells: they sit at the cell's edge whatever guides their content sets.
        let guide = state.rowWrapper == nil
            ? row.guideValue(alignment, size: size, proposal: proposal)
            : alignment.defaultValue(in: ViewDimensions(size: size))
        let origin = CGPoint(axis, along: position, across: stackGuide.minusAligned(guide))
        row.place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: proposal, arithmetic: nil)
    }
}

/// The rows a lazy stack may build, and those it has built, for one layout.
///
/// Invariants: `builtRows` is ascending and `builtNodes` holds their nodes in the same order —
/// the stack's children, once handed to it.
final class LazyStackState {
    var rows: LazyRows
    let inputs: _ViewInputs
    /// The indices of the rows built so far, ascending.
    private(set) var builtRows: [Int] = []
    /// The nodes of `builtRows`, in the same order.
    private(set) var builtNodes: [LayoutNode] = []
    /// Turns the nodes of each row, as it is built, into the row's one node (a `List`'s cells).
    var rowWrapper: (([LayoutNode], _ViewInputs) -> LayoutNode)?

    init(rows: LazyRows, inputs: _ViewInputs) {
        self.rows = rows
        self.inputs = inputs
    }

    /// Where row `index` is among the built rows (the stack's children), if it is built.
    func child(ofRow index: Int) -> Int? {
        let position = builtRows.sortedInsertionPoint(of: index)
        return position < builtRows.count && builtRows[position] == index ? position : nil
    }

    /// Adds `node` as row `index`'s, keeping the rows in order.
    func add(_ node: LayoutNode, row index: Int) {
        let position = builtRows.sortedInsertionPoint(of: index)
        precondition(position == builtRows.count || builtRows[position] != index, "row \(index) is built once")
        builtRows.insert(index, at: position)
        builtNodes.insert(node, at: position)
    }

    /// The built rows' nodes by row index.
    var builtByRow: [Int: LayoutNode] {
        Dictionary(uniqueKeysWithValues: zip(builtRows, builtNodes))
    }
}

extension CGRect {
    /// The leading or top edge along `axis`.
    func minY(along axis: Axis) -> CGFloat { axis == .vertical ? minY : minX }
    /// The trailing or bottom edge along `axis`.
    func maxY(along axis: Axis) -> CGFloat { axis == .vertical ? maxY : maxX }
}
