import Foundation

/// Lays out nothing: what a view with no content at the root becomes.
struct EmptyLayout: LayoutAlgorithm {
    var name: String { "EmptyView" }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize { .zero }
}
