import Foundation

/// `padding`: makes room around its child.
///
/// 1. Proposes its own proposal minus the insets (never below 0; `nil` stays `nil`).
/// 2. Reports the child's size plus the insets (never below 0).
/// 3. Places the child at (leading, top).
/// Negative insets enlarge the child's proposal and shrink the reported size.
struct PaddingLayout: UnaryArrangingLayout {
    let insets: EdgeInsets
    var name: String { "padding" }

    /// A rigid child's size with finite insets added.
    var rigidity: Rigidity {
        insets.horizontal.isFinite && insets.vertical.isFinite ? .whenChildrenAre : .never
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        guard let child = subviews.first else { return .zero }
        // 1.
        let size = child.sizeThatFits(childProposal(for: proposal), because: .inset(insets))
        // 2.
        return CGSize(width: max(size.width + insets.horizontal, 0), height: max(size.height + insets.vertical, 0))
    }

    /// Step 2.
    func reportReason(for proposal: ProposedViewSize, size: CGSize, subviews: LayoutSubviews) -> ReportReason? {
        subviews.isEmpty ? nil : .addsInsets(insets)
    }

    func placement(of child: LayoutSubview, size: CGSize, proposal: ProposedViewSize) -> ChildPlacement {
        // 3.
        ChildPlacement(origin: CGPoint(x: insets.leading, y: insets.top), proposal: childProposal(for: proposal))
    }

    private func childProposal(for proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: proposal.width.map { max($0 - insets.horizontal, 0) },
            height: proposal.height.map { max($0 - insets.vertical, 0) })
    }
}
