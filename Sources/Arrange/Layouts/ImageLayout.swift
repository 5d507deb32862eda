import Foundation

/// `Image`: its natural size whatever the proposal, unless resizable, in which case it takes
/// the proposal (its natural size standing in for unspecified dimensions).
struct ImageLayout: LayoutAlgorithm {
    let naturalSize: CGSize
    let isResizable: Bool
    var name: String { "image" }

    /// An image that is not resizable is its natural size.
    var rigidity: TraitRule {
        let fixed = !isResizable && naturalSize.width.isFinite && naturalSize.height.isFinite && naturalSize.width >= 0 && naturalSize.height >= 0
        return fixed ? .always : .never
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        isResizable ? proposal.replacingUnspecifiedDimensions(by: naturalSize) : naturalSize
    }
}
