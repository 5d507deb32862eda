import Foundation

/// `Divider`: a 1-point line. In an `HStack` it runs vertically and takes the proposed height;
/// anywhere else it runs horizontally and takes the proposed width. 10 points stand in for an
/// unspecified length.
struct DividerLayout: LayoutAlgorithm {
    static let thickness: CGFloat = 1
    let runsVertically: Bool
    var name: String { "Divider" }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        runsVertically
            ? CGSize(width: Self.thickness, height: proposal.height ?? 10)
            : CGSize(width: proposal.width ?? 10, height: Self.thickness)
    }
}
