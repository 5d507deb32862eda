import Foundation

/// `frame(width:height:alignment:)`: an invisible view of exactly the given size.
///
/// 1. Proposes its fixed dimensions to its child; an unspecified dimension passes the frame's
///    own proposal through.
/// 2. Reports its fixed dimensions, and the child's size where it has none.
/// 3. Places the child by alignment: the frame's guide (computed on its own size) minus the
///    child's guide, per axis — (50 − 25, 50 − 10) for a 50 × 20 child centred in 100 × 100.
struct FrameLayout: UnaryArrangingLayout {
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment
    var name: String { "frame" }

    /// Both lengths given, the frame's size is theirs; else it follows a rigid child's.
    var rigidity: Rigidity {
        width != nil && height != nil ? .always : .whenChildrenAre
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        guard let child = subviews.first else {
            return CGSize(width: width ?? 0, height: height ?? 0)
        }
        // 1.
        let childSize = child.sizeThatFits(childProposal(for: proposal), because: .fixedFrame(width: width, height: height))
        // 2.
        return CGSize(width: width ?? childSize.width, height: height ?? childSize.height)
    }

    /// Step 2, when both dimensions are fixed and there is a child to ignore.
    func reportReason(for proposal: ProposedViewSize, size: CGSize, subviews: LayoutSubviews) -> ReportReason? {
        !subviews.isEmpty && width != nil && height != nil ? .fixedFrame : nil
    }

    func placement(of child: LayoutSubview, size: CGSize, proposal: ProposedViewSize) -> ChildPlacement {
        // 3.
        AlignedPlacement.place(child, proposal: childProposal(for: proposal), in: size, alignment: alignment)
    }

    private func childProposal(for proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }
}
