import Foundation

/// The navigation bar's row, as UIKit lays out a bar's items and title view: the leading items
/// at the leading edge, the trailing items at the trailing edge, each at its ideal width, and
/// the title (or principal item) in the middle, offered the width between them (`spacing` from
/// each side's items). The title is centred in the whole row when it fits there, else moved
/// only as far as it must to clear the items: a long title, or a principal item with
/// `maxWidth: .infinity`, fills the space between the items instead of running under them.
///
/// Its three subviews are the leading items, the title and the trailing items, each one view
/// (an empty stack where there are none). It takes the width it is offered and the tallest
/// subview's height.
struct NavigationBarRow: Layout {
    /// The space between the title and the items on either side.
    let spacing: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard subviews.count == 3 else { return .zero }
        let sides = sideWidths(subviews)
        let title = subviews[1].sizeThatFits(titleProposal(width: proposal.width, height: proposal.height, sides: sides))
        let width = proposal.width ?? (sides.leading + sides.trailing + title.width + 2 * spacing)
        let height = subviews.map { $0.sizeThatFits(ProposedViewSize(width: nil, height: proposal.height)).height }.max() ?? 0
        return CGSize(width: width, height: max(height, title.height))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard subviews.count == 3 else { return }
        let sides = sideWidths(subviews)
        let sideProposal = ProposedViewSize(width: nil, height: bounds.height)
        subviews[0].place(at: CGPoint(x: bounds.minX, y: bounds.midY), anchor: .leading, proposal: sideProposal)
        subviews[2].place(at: CGPoint(x: bounds.maxX, y: bounds.midY), anchor: .trailing, proposal: sideProposal)
        let titleProposal = titleProposal(width: bounds.width, height: bounds.height, sides: sides)
        let title = subviews[1].sizeThatFits(titleProposal)
        let lowest = bounds.minX + sides.leading + (sides.leading > 0 ? spacing : 0)
        let highest = bounds.maxX - sides.trailing - (sides.trailing > 0 ? spacing : 0) - title.width
        // Centred in the row, then kept clear of the trailing items, then of the leading ones.
        let x = max(lowest, min(bounds.midX - title.width / 2, highest))
        subviews[1].place(at: CGPoint(x: x, y: bounds.midY), anchor: .leading, proposal: titleProposal)
    }

    /// The ideal widths of the leading and trailing items.
    private func sideWidths(_ subviews: Subviews) -> (leading: CGFloat, trailing: CGFloat) {
        (subviews[0].sizeThatFits(.unspecified).width, subviews[2].sizeThatFits(.unspecified).width)
    }

    /// What the title is offered: the row's width less the items and the spacing beside them.
    private func titleProposal(width: CGFloat?, height: CGFloat?, sides: (leading: CGFloat, trailing: CGFloat)) -> ProposedViewSize {
        guard let width else { return ProposedViewSize(width: nil, height: height) }
        let gaps = (sides.leading > 0 ? spacing : 0) + (sides.trailing > 0 ? spacing : 0)
        return ProposedViewSize(width: max(0, width - sides.leading - sides.trailing - gaps), height: height)
    }
}
