import Foundation

/// `fixedSize()` and `fixedSize(horizontal:vertical:)`: a counter-proposal.
///
/// 1. Proposes `nil` on each fixed axis (whatever it was proposed) and passes the proposal
///    through on the others, so the child takes its ideal size there.
/// 2. Reports the child's size — possibly larger than its own proposal.
/// 3. Centres the child in its own frame.
struct FixedSizeLayout: UnaryArrangingLayout {
    let horizontal: Bool
    let vertical: Bool
    var name: String { "fixedSize" }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        guard let child = subviews.first else { return .zero }
        // 1.
        var axes = Axis.Set()
        if horizontal { axes.insert(.horizontal) }
        if vertical { axes.insert(.vertical) }
        let size = child.sizeThatFits(childProposal(for: proposal), because: .ideal(axes))
        // 2.
        return size
    }

    /// Step 2.
    func reportReason(for proposal: ProposedViewSize, size: CGSize, subviews: LayoutSubviews) -> (any ReportReason)? {
        subviews.first.map { ChildSizeReason(child: $0.name) }
    }

    func placement(of child: LayoutSubview, size: CGSize, proposal: ProposedViewSize) -> ChildPlacement {
        // 3.
        let childProposal = self.childProposal(for: proposal)
        let childSize = child.sizeThatFits(childProposal, because: .unstated)
        return ChildPlacement(origin: CGPoint(x: (size.width - childSize.width) / 2, y: (size.height - childSize.height) / 2), proposal: childProposal)
    }

    private func childProposal(for proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }
}
