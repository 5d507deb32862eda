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

/// `Text`: whatever its `TextMetrics` answer, with its baselines as explicit guides.
struct TextLayout: LayoutAlgorithm {
    let content: String
    let options: TextLayoutOptions
    let metrics: any TextMetrics
    var name: String { "text" }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        metrics.measure(content, options: options, proposal: proposal).size
    }

    func explicitAlignment(
        of guide: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews
    ) -> CGFloat? {
        switch guide {
        case VerticalAlignment.firstTextBaseline.key:
            metrics.measure(content, options: options, proposal: proposal).firstBaseline
        case VerticalAlignment.lastTextBaseline.key:
            metrics.measure(content, options: options, proposal: proposal).lastBaseline
        default:
            nil
        }
    }
}

/// `Spacer`: along its stack's axis any length from `minLength` up, 0 across; outside a stack
/// any size from `minLength` up in both dimensions. An unspecified proposal gets `minLength`.
struct SpacerLayout: LayoutAlgorithm {
    let minLength: CGFloat
    let axis: Axis?
    var name: String { "Spacer" }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        func grow(_ proposed: CGFloat?) -> CGFloat { max(proposed ?? 0, minLength) }
        switch axis {
        case .horizontal: return CGSize(width: grow(proposal.width), height: 0)
        case .vertical: return CGSize(width: 0, height: grow(proposal.height))
        case nil: return CGSize(width: grow(proposal.width), height: grow(proposal.height))
        }
    }
}

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

/// Lays out nothing: what a view with no content at the root becomes.
struct EmptyLayout: LayoutAlgorithm {
    var name: String { "EmptyView" }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize { .zero }
}
