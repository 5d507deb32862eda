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
        if let viewport = subviews.viewport, viewport.scrolls(along: axis) {
            var range = 0..<1
            let start = viewport.visible.minY(along: axis), end = viewport.visible.maxY(along: axis)
            // A scroll view proposed ∞ shows an endless length: the first row alone gives the
            // estimate instead of building every row.
            if start.isFinite && end.isFinite {
                for _ in 0..<4 {
                    for index in range { measure(index, childProposal, subviews) }
                    let step = max(averageLength(childProposal, subviews) + spacing, 1)
                    let first = Self.rowIndex(start / step, rounding: .down, count: count)
                    let last = max(Self.rowIndex(end / step, rounding: .up, count: count), first)
                    if range == first..<(last + 1) { break }
                    range = first..<(last + 1)
                }
            }
            for index in range { measure(index, childProposal, subviews) }
        } else {
            for index in 0..<count { measure(index, childProposal, subviews) }
        }
        // 3.
        let estimate = averageLength(childProposal, subviews)
        var along = spacing * CGFloat(count - 1)
        var across: CGFloat = 0
        for node in state.builtInOrder {
            let size = subviews.pass.size(of: node, proposal: childProposal, reason: .unstated, parent: subviews.parent)
            along += size[axis]
            across = max(across, size[axis.cross])
        }
        along += CGFloat(count - state.built.count) * estimate
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
        let estimate = averageLength(childProposal, subviews)
        let stackGuide = alignment.defaultValue(in: ViewDimensions(size: bounds.size))
        // 4.
        var position: CGFloat = 0
        for index in 0..<count {
            if position > visibleEnd { break }
            if let node = state.built[index] ?? nil {
                let length = subviews.pass.size(of: node, proposal: childProposal, reason: .unstated, parent: subviews.parent)[axis]
                if position + length >= visibleStart {
                    place(node, at: position, stackGuide: stackGuide, in: bounds, childProposal, subviews)
                }
                position += length + spacing
            } else if position + estimate >= visibleStart {
                let node = measure(index, childProposal, subviews)
                let length = subviews.pass.size(of: node, proposal: childProposal, reason: .unstated, parent: subviews.parent)[axis]
                place(node, at: position, stackGuide: stackGuide, in: bounds, childProposal, subviews)
                position += length + spacing
            } else {
                position += estimate + spacing
            }
        }
    }

    /// Row `index`, built (once) and measured.
    @discardableResult
    private func measure(_ index: Int, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> LayoutNode {
        if let node = state.built[index] { return node }
        let nodes = state.rows.makeRow(index)
        let node: LayoutNode
        if let wrap = state.rowWrapper {
            node = wrap(nodes, state.inputs)
        } else if nodes.count == 1 {
            node = nodes[0]
        } else {
            node = LayoutNode(
                StackLayout(axis: axis, alignment: alignment, spacing: spacing), children: nodes, inputs: state.inputs)
        }
        node.mayStayUnplaced = true
        state.built[index] = node
        subviews.parent.setChildren(state.built.sorted { $0.key < $1.key }.map(\.value))
        _ = subviews.pass.size(of: node, proposal: proposal, reason: .unstated, parent: subviews.parent)
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
    private func averageLength(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGFloat {
        guard !state.built.isEmpty else { return 0 }
        let total = state.builtInOrder.reduce(CGFloat(0)) {
            $0 + subviews.pass.size(of: $1, proposal: proposal, reason: .unstated, parent: subviews.parent)[axis]
        }
        return total / CGFloat(state.built.count)
    }

    private func place(
        _ node: LayoutNode, at position: CGFloat, stackGuide: CGFloat, in bounds: CGRect, _ proposal: ProposedViewSize,
        _ subviews: LayoutSubviews
    ) {
        let size = subviews.pass.size(of: node, proposal: proposal, reason: .unstated, parent: subviews.parent)
        let child = LayoutSubview(node: node, parent: subviews.parent, passReference: subviews.passReference, index: 0)
        // A list's rows are cells: they sit at the cell's edge whatever guides their content sets.
        let guide = state.rowWrapper == nil
            ? child.guideValue(alignment, size: size, proposal: proposal)
            : alignment.defaultValue(in: ViewDimensions(size: size))
        let origin = CGPoint(axis, along: position, across: stackGuide.minusAligned(guide))
        subviews.pass.place(
            node, parent: subviews.parent, at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y),
            anchor: .topLeading, proposal: proposal, arithmetic: nil)
    }
}

/// The rows a lazy stack may build, and those it has built, for one layout.
final class LazyStackState {
    var rows: LazyRows
    let inputs: _ViewInputs
    var built: [Int: LayoutNode] = [:]

    /// The built rows, in row order.
    var builtInOrder: [LayoutNode] {
        built.sorted { $0.key < $1.key }.map(\.value)
    }
    /// Turns the nodes of each row, as it is built, into the row's one node (a `List`'s cells).
    var rowWrapper: (([LayoutNode], _ViewInputs) -> LayoutNode)?

    init(rows: LazyRows, inputs: _ViewInputs) {
        self.rows = rows
        self.inputs = inputs
    }
}

extension CGRect {
    /// The leading or top edge along `axis`.
    func minY(along axis: Axis) -> CGFloat { axis == .vertical ? minY : minX }
    /// The trailing or bottom edge along `axis`.
    func maxY(along axis: Axis) -> CGFloat { axis == .vertical ? maxY : maxX }
}
