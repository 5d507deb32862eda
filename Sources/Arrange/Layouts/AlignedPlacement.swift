import Foundation

/// The alignment arithmetic shared by frames, overlays and `ZStack`s.
enum AlignedPlacement {
    /// `child` placed in a container of `size`: container guide minus child guide, per axis.
    static func place(
        _ child: LayoutSubview, proposal: ProposedViewSize, in size: CGSize, alignment: Alignment
    ) -> ChildPlacement {
        let childSize = child.sizeThatFits(proposal)
        let containerDimensions = ViewDimensions(size: size)
        let parentGuide = CGPoint(
            x: alignment.horizontal.key.defaultValue(in: containerDimensions),
            y: alignment.vertical.key.defaultValue(in: containerDimensions))
        let childGuide = CGPoint(
            x: child.guideValue(alignment.horizontal.key, size: childSize, proposal: proposal),
            y: child.guideValue(alignment.vertical.key, size: childSize, proposal: proposal))
        return ChildPlacement(
            origin: CGPoint(x: parentGuide.x.minusAligned(childGuide.x), y: parentGuide.y.minusAligned(childGuide.y)),
            proposal: proposal,
            arithmetic: PlacementArithmetic(parentGuide: parentGuide, childGuide: childGuide))
    }
}
