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
        // 2.
        let node = subviews.parent
        var content = build(source, inputs)
        if content.count > 1 {
            content = [LayoutNode(ZStackLayoutAlgorithm(alignment: alignment), children: content, inputs: inputs)]
        }
        node.setChildren(content)
        // 3.
        let offered = ProposedViewSize(bounds.size)
        let own = ViewDimensions(size: bounds.size)
        for child in LayoutSubviews(parent: node, pass: subviews.pass) {
            let size = child.sizeThatFits(offered)
            let x = alignment.horizontal.key.defaultValue(in: own).minusAligned(child.guideValue(alignment.horizontal.key, size: size, proposal: offered))
            let y = alignment.vertical.key.defaultValue(in: own).minusAligned(child.guideValue(alignment.vertical.key, size: size, proposal: offered))
            child.place(at: CGPoint(x: bounds.minX + x, y: bounds.minY + y), proposal: offered)
        }
    }
}
