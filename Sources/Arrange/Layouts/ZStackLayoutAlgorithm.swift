import Foundation

/// `ZStack`: children on top of one another, aligned in both dimensions.
///
/// 1. Proposes its own proposal to every child.
/// 2. Asks each child for its alignment guide and lines the guides up.
/// 3. Reports the size of the union of the aligned frames (children of the highest layout
///    priority only: lower ones take part in placement, not in size).
/// 4. Places each child so that its guide lies on the stack's guide.
struct ZStackLayoutAlgorithm: ArrangingLayout {
    let alignment: Alignment
    var name: String { "ZStack" }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        // 1.
        for subview in subviews {
            _ = subview.sizeThatFits(proposal, because: .same)
        }
        subviews.explainReport(.union)
        return extent(proposal: proposal, subviews: subviews).size
    }

    func arrange(size: CGSize, proposal: ProposedViewSize, subviews: LayoutSubviews) -> [ChildPlacement] {
        let extent = self.extent(proposal: proposal, subviews: subviews)
        // 4.
        return subviews.indices.map { index in
            let guide = extent.guides[index]
            return ChildPlacement(
                origin: CGPoint(x: extent.stackGuide.x.minusAligned(guide.x), y: extent.stackGuide.y.minusAligned(guide.y)), proposal: proposal,
                arithmetic: PlacementArithmetic(parentGuide: extent.stackGuide, childGuide: guide))
        }
    }

    /// 2. and 3.: every child's guide point, the stack's guide point and the union's size.
    private func extent(proposal: ProposedViewSize, subviews: LayoutSubviews) -> (guides: [CGPoint], stackGuide: CGPoint, size: CGSize) {
        let topPriority = subviews.map(\.priority).max() ?? 0
        var guides: [CGPoint] = []
        var before = CGPoint.zero
        var after = CGPoint.zero
        var counted = false
        for subview in subviews {
            let size = subview.sizeThatFits(proposal)
            let guide = CGPoint(
                x: subview.guideValue(alignment.horizontal.key, size: size, proposal: proposal),
                y: subview.guideValue(alignment.vertical.key, size: size, proposal: proposal))
            guides.append(guide)
            guard subview.priority == topPriority else { continue }
            if counted {
                before = CGPoint(x: max(before.x, guide.x), y: max(before.y, guide.y))
                after = CGPoint(x: max(after.x, size.width.minusAligned(guide.x)), y: max(after.y, size.height.minusAligned(guide.y)))
            } else {
                before = guide
                after = CGPoint(x: size.width.minusAligned(guide.x), y: size.height.minusAligned(guide.y))
                counted = true
            }
        }
        return (guides, before, CGSize(width: before.x + after.x, height: before.y + after.y))
    }
}
