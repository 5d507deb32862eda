import Foundation

/// A view that takes whatever it is proposed, with 10 × 10 standing in for unspecified
/// dimensions: `Color`, `Rectangle`, `RoundedRectangle`, `Capsule`, `Ellipse`, a resizable
/// `Image`. Custom shapes answer through their own `sizeThatFits`.
struct ShapeLayout: LayoutAlgorithm {
    let name: String
    let sizing: (ProposedViewSize) -> CGSize

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        sizing(proposal)
    }
}
