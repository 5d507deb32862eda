import Foundation

/// A view that takes whatever it is proposed, with 10 × 10 standing in for unspecified
/// dimensions: `Color`, `Rectangle`, `RoundedRectangle`, `Capsule`, `Ellipse`, a resizable
/// `Image`. Custom shapes answer through their own `sizeThatFits`.
struct ShapeLayout: LayoutAlgorithm {
    let name: String
    /// The shape's own sizing; `nil` for a view that fills whatever it is proposed (`Color`, a
    /// gradient), so that copying the algorithm on every question retains no closure.
    let sizing: ((ProposedViewSize) -> CGSize)?

    /// A view that fills its proposal fills each axis on its own; a shape's own sizing may not.
    var axisIndependence: TraitRule { sizing == nil ? .always : .never }

    init(name: String, sizing: ((ProposedViewSize) -> CGSize)? = nil) {
        self.name = name
        self.sizing = sizing
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        sizing?(proposal) ?? proposal.replacingUnspecifiedDimensions()
    }
}
