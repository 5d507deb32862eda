import Foundation

/// `ViewThatFits`.
///
/// 1. Asks each child, in order, for its ideal size along `axes` (`nil` there, the proposal
///    elsewhere).
/// 2. Chooses the first whose ideal size fits the proposal along `axes` (an unspecified
///    proposal fits anything), else the last child.
/// 3. Proposes its proposal to the chosen child, reports its size and places only it.
struct ViewThatFitsLayout: LayoutAlgorithm {
    let axes: Axis.Set
    var name: String { "ViewThatFits" }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        guard let chosen = choice(for: proposal, subviews: subviews) else { return .zero }
        // 3.
        return subviews[chosen].sizeThatFits(proposal, because: .same)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        guard let chosen = choice(for: proposal, subviews: subviews) else { return }
        subviews[chosen].place(at: bounds.origin, proposal: proposal)
    }

    /// 1. and 2.: the index of the child shown for `proposal`.
    private func choice(for proposal: ProposedViewSize, subviews: LayoutSubviews) -> Int? {
        guard !subviews.isEmpty else { return nil }
        var idealProposal = proposal
        if axes.contains(.horizontal) { idealProposal.width = nil }
        if axes.contains(.vertical) { idealProposal.height = nil }
        for index in subviews.indices.dropLast() {
            let ideal = subviews[index].sizeThatFits(idealProposal, because: .ideal(axes))
            let fitsWidth = !axes.contains(.horizontal) || ideal.width <= (proposal.width ?? .infinity)
            let fitsHeight = !axes.contains(.vertical) || ideal.height <= (proposal.height ?? .infinity)
            if fitsWidth && fitsHeight { return index }
        }
        return subviews.count - 1
    }
}
