import Foundation

/// `position(x:y:)`: places the centre of its child at a point of its own frame.
///
/// 1. Takes the whole proposal (10 × 10 standing in for unspecified dimensions), like a shape.
/// 2. Proposes the same proposal to its child.
/// 3. Places the child's centre at `position`, in its own coordinates.
struct PositionLayout: UnaryArrangingLayout {
    let position: CGPoint
    var name: String { "position" }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        // 2.
        for subview in subviews {
            _ = subview.sizeThatFits(proposal, because: .same)
        }
        // 1.
        return proposal.replacingUnspecifiedDimensions()
    }

    func placement(of child: LayoutSubview, size: CGSize, proposal: ProposedViewSize) -> ChildPlacement {
        // 3.
        let childSize = child.sizeThatFits(proposal, because: .unstated)
        return ChildPlacement(origin: CGPoint(x: position.x - childSize.width / 2, y: position.y - childSize.height / 2), proposal: proposal)
    }
}
