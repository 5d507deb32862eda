import Foundation

/// `Text`: whatever its `TextMetrics` answer, with its baselines as explicit guides.
struct TextLayout: LayoutAlgorithm {
    let content: String
    let options: TextLayoutOptions
    let metrics: any TextMetrics
    var name: String { "text" }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        metrics.measureForLayout(content, options: options, proposal: proposal).size
    }

    func explicitAlignment(
        of guide: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews
    ) -> CGFloat? {
        switch guide {
        case VerticalAlignment.firstTextBaseline.key:
            metrics.measureForLayout(content, options: options, proposal: proposal).firstBaseline
        case VerticalAlignment.lastTextBaseline.key:
            metrics.measureForLayout(content, options: options, proposal: proposal).lastBaseline
        default:
            nil
        }
    }
}
