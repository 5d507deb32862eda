import Foundation

/// `ignoresSafeArea(_:edges:)`.
///
/// 1. Sizes itself as its child does for its proposal: siblings never move.
/// 2. When placed, extends its child's frame outward by the unsafe area on each of `edges`
///    that its own frame touches, and proposes that larger size to the child.
struct IgnoresSafeAreaLayout: LayoutAlgorithm {
    let edges: Edge.Set
    var name: String { "ignoresSafeArea" }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        // 1.
        subviews.first?.sizeThatFits(proposal, because: .same) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        guard let child = subviews.first else { return }
        guard let safe = subviews.safeArea, let screen = subviews.screen else {
            child.place(at: bounds.origin, proposal: proposal)
            return
        }
        // 2.
        let tolerance: CGFloat = 1e-6
        var frame = bounds
        if edges.contains(.top) && abs(bounds.minY - safe.minY) < tolerance {
            frame.origin.y = screen.minY
            frame.size.height += safe.minY - screen.minY
        }
        if edges.contains(.bottom) && abs(bounds.maxY - safe.maxY) < tolerance {
            frame.size.height += screen.maxY - safe.maxY
        }
        if edges.contains(.leading) && abs(bounds.minX - safe.minX) < tolerance {
            frame.origin.x = screen.minX
            frame.size.width += safe.minX - screen.minX
        }
        if edges.contains(.trailing) && abs(bounds.maxX - safe.maxX) < tolerance {
            frame.size.width += screen.maxX - safe.maxX
        }
        child.place(at: frame.origin, proposal: frame == bounds ? proposal : ProposedViewSize(frame.size))
    }
}
