import Foundation

/// `Image`: its natural size whatever the proposal, unless resizable, in which case it takes
/// the proposal (its natural size standing in for unspecified dimensions).
struct ImageLayout: LayoutAlgorithm {
    let naturalSize: CGSize
    let isResizable: Bool
    var name: String { "image" }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        isResizable ? proposal.replacingUnspecifiedDimensions(by: naturalSize) : naturalSize
    }
}
