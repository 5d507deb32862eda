import Foundation

/// The alignment arithmetic shared by frames and grid cells: "parent guide minus child guide",
/// written once.
///
/// The placement always keeps its arithmetic (`PlacementArithmetic`, the two guides it has just
/// worked out): whether the layout is being explained is the engine's business, which reads it
/// only then (`LayoutSubview.place(at:proposal:arithmetic:)`), not the container's to ask.
enum AlignedPlacement {
    /// `child` placed in a container of `size`: container guide minus child guide, per axis.
    static func place(
        _ child: LayoutSubview, proposal: ProposedViewSize, in size: CGSize, alignment: Alignment
    ) -> ChildPlacement {
        place(child, size: child.sizeThatFits(proposal, because: .unstated), proposal: proposal, inCellAt: .zero, of: size, alignment: alignment)
    }

    /// `child`, of `size` under `proposal`, placed in a cell of `cellSize` whose top-leading
    /// corner is at `cellOrigin`: the cell's guide (its origin plus the guide's default value in
    /// the cell) minus the child's guide, per axis.
    static func place(
        _ child: LayoutSubview, size: CGSize, proposal: ProposedViewSize, inCellAt cellOrigin: CGPoint, of cellSize: CGSize,
        alignment: Alignment
    ) -> ChildPlacement {
        let cellDimensions = ViewDimensions(size: cellSize)
        let parentGuide = CGPoint(
            x: cellOrigin.x + (alignment.horizontal.key.frameGuideDefault(in: cellSize) ?? alignment.horizontal.key.defaultValue(in: cellDimensions)),
            y: cellOrigin.y + (alignment.vertical.key.frameGuideDefault(in: cellSize) ?? alignment.vertical.key.defaultValue(in: cellDimensions)))
        return place(
            child, size: size, proposal: proposal, onParentGuide: parentGuide,
            horizontal: alignment.horizontal.key, vertical: alignment.vertical.key)
    }

    /// `child`, of `size` under `proposal`, with its `horizontal` and `vertical` guides on the
    /// point `parentGuide` of its parent: parent guide minus child guide, per axis.
    static func place(
        _ child: LayoutSubview, size: CGSize, proposal: ProposedViewSize, onParentGuide parentGuide: CGPoint,
        horizontal: AlignmentKey, vertical: AlignmentKey
    ) -> ChildPlacement {
        let childGuide = CGPoint(
            x: child.guideValue(horizontal, size: size, proposal: proposal),
            y: child.guideValue(vertical, size: size, proposal: proposal))
        return ChildPlacement(
            origin: CGPoint(x: parentGuide.x.minusAligned(childGuide.x), y: parentGuide.y.minusAligned(childGuide.y)),
            proposal: proposal,
            arithmetic: PlacementArithmetic(parentGuide: parentGuide, childGuide: childGuide), size: size)
    }
}
