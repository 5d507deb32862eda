import Foundation

/// `ScrollView`.
///
/// 1. Proposes its own proposal to its content with `nil` along the scroll axes.
/// 2. Reports the proposal along the scroll axes (the content's length where that is
///    unspecified) and the content's size across them.
/// 3. Places the content at its top-leading corner, moved back along the scroll axes by the
///    offset it rests at (`ScrollRest`), and tells lazy content what is visible.
struct ScrollViewLayout: LayoutAlgorithm {
    let axes: Axis.Set
    /// Where the content rests.
    var rest: ScrollRest
    /// The scroll view's key among those a `ScrollViewProxy` or `ScrollPosition` can scroll
    /// (`ScrollTargets`); `nil` when it was not built from a `ScrollView`.
    var key: ViewIdentity?
    /// The content margins the content is inset by (`contentMargins`), which
    /// `ScrollGeometry.contentInsets` reports.
    var margins = EdgeInsets()
    /// The offset used while sizing, before the content's length is known.
    private var contentOffset: CGPoint { rest.contentOffset ?? .zero }
    var name: String { "ScrollView" }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        guard let content = subviews.first else { return proposal.replacingUnspecifiedDimensions(by: .zero) }
        // 1.
        let scrollAxes: Axis.Set = axes
        let contentProposal = childProposal(for: proposal)
        let visible = CGRect(origin: .zero, size: proposal.replacingUnspecifiedDimensions(by: .zero))
        let contentSize = subviews.showing(Viewport(axes: axes, visible: visible.offsetBy(dx: contentOffset.x, dy: contentOffset.y), shown: nil)) {
            content.sizeThatFits(contentProposal, because: .ideal(scrollAxes))
        }
        // 2.
        var size = contentSize
        for axis in Axis.allCases where contains(axis) {
            size[axis] = proposal[axis] ?? contentSize[axis]
        }
        return size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        guard let content = subviews.first else { return }
        // 3.
        let contentProposal = childProposal(for: proposal)
        let contentSize = content.sizeThatFits(contentProposal, because: .unstated)
        var offset = CGPoint.zero
        for axis in Axis.allCases where contains(axis) {
            offset[axis] = rest.offset(along: axis, content: contentSize[axis], visible: bounds.size[axis])
        }
        let origin = CGPoint(x: bounds.minX - offset.x, y: bounds.minY - offset.y)
        subviews.showing(Viewport(axes: axes, visible: CGRect(origin: offset, size: bounds.size), shown: bounds)) {
            content.place(at: origin, proposal: contentProposal)
        }
    }

    private func contains(_ axis: Axis) -> Bool {
        axes.contains(axis == .horizontal ? .horizontal : .vertical)
    }

    private func childProposal(for proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: contains(.horizontal) ? nil : proposal.width, height: contains(.vertical) ? nil : proposal.height)
    }
}
