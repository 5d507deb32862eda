import Foundation

/// The view of `overlayPreferenceValue` and `backgroundPreferenceValue`.
///
/// 1. Reports its proposal (the size of the view it reads, as an overlay proposes it), 10 × 10
///    standing in for unspecified dimensions.
/// 2. When placed — after the view it reads, its sibling, has been placed — builds its content
///    from that view's preference value, whose anchors now resolve to final frames.
/// 3. Proposes its size to the content and places it by `alignment`.
struct PreferenceReaderLayout: LayoutAlgorithm {
    let name: String
    /// The view whose value is read.
    let source: LayoutNode
    let alignment: Alignment
    let inputs: _ViewInputs
    let build: (LayoutNode, _ViewInputs) -> [LayoutNode]

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        // 1.
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        // 2. Built while the tree is laid out, after the containers above tied theirs: a
        // diagnostic from content that makes no node is tied to the reader.
        var content = inputs.tyingWarnings(to: subviews.parent) { build(source, inputs) }
        if content.count > 1 {
            content = [LayoutNode(ZStackLayoutAlgorithm(alignment: alignment), children: content, inputs: inputs)]
        }
        // 3.
        let offered = ProposedViewSize(bounds.size)
        for child in subviews.replacingChildren(with: content) {
            let placement = AlignedPlacement.place(child, proposal: offered, in: bounds.size, alignment: alignment)
            child.place(
                at: CGPoint(x: bounds.minX + placement.origin.x, y: bounds.minY + placement.origin.y),
                proposal: placement.proposal, arithmetic: placement.arithmetic)
        }
    }
}
