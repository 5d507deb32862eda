import Foundation

/// One cell of a list: the row's background, its content and the separator under it, with the
/// section's gap above the first row and the card margins of inset styles.
///
/// 1. Proposes the content the proposed width less the card margins (`margin` on each side) and
///    the row insets, and `nil` height: the content takes its ideal height, as every lazy row
///    does.
/// 2. Reports the proposed width (the content's plus margins and insets when unspecified) and the
///    gap above plus the cell's height: the content's plus the insets, but at least
///    `minimumHeight`.
/// 3. Places the background over the cell (below the gap, inside the margins), the content at
///    the cell's leading inset, centred vertically, and the separator — one pixel high — along
///    the cell's bottom edge from the content's `listRowSeparatorLeading` guide (the row's first
///    text, else the leading inset) to the cell's trailing edge.
struct ListRowLayout: LayoutAlgorithm {
    /// The least height of the cell (`defaultMinListRowHeight`).
    let minimumHeight: CGFloat
    /// The content's insets from the cell (`listRowInsets`).
    let insets: EdgeInsets
    /// The space above the cell: the section's gap when the row opens a section, else 0.
    let gapAbove: CGFloat
    /// Whether the cell is inset from the list's edges by the card margin.
    let isInset: Bool
    /// Whether the last child is a separator.
    let hasSeparator: Bool
    /// The separator's height: one pixel.
    let separatorThickness: CGFloat

    var name: String { "list row" }

    private func margin(_ proposal: ProposedViewSize) -> CGFloat {
        isInset ? ListMetrics.cardMargin(forWidth: proposal.width) : 0
    }

    private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        let margin = margin(proposal)
        return ProposedViewSize(width: proposal.width.map { max($0 - 2 * margin - insets.horizontal, 0) }, height: nil)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        guard subviews.count > 1 else { return CGSize(width: proposal.width ?? 0, height: gapAbove + minimumHeight) }
        // 1.
        let size = subviews[1].sizeThatFits(contentProposal(proposal), because: .unstated)
        // 2.
        let width = proposal.width ?? size.width + insets.horizontal + 2 * margin(proposal)
        return CGSize(width: width, height: gapAbove + max(size.height + insets.vertical, minimumHeight))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        // 3.
        let margin = margin(proposal)
        let cell = CGRect(
            x: bounds.minX + margin, y: bounds.minY + gapAbove, width: max(bounds.width - 2 * margin, 0),
            height: max(bounds.height - gapAbove, 0))
        guard subviews.count > 1 else { return }
        subviews[0].place(at: cell.origin, proposal: ProposedViewSize(cell.size))
        let content = subviews[1]
        let childProposal = contentProposal(proposal)
        let size = content.sizeThatFits(childProposal, because: .unstated)
        let top = insets.top + (cell.height - insets.vertical - size.height) / 2
        content.place(at: CGPoint(x: cell.minX + insets.leading, y: cell.minY + top), proposal: childProposal)
        if hasSeparator, subviews.count > 2 {
            let guide = content.explicitValue(of: HorizontalAlignment.listRowSeparatorLeading.key, proposal: childProposal)
            let leading = min(max(guide.map { $0 + insets.leading } ?? insets.leading, 0), cell.width)
            subviews[2].place(
                at: CGPoint(x: cell.minX + leading, y: cell.maxY - separatorThickness),
                proposal: ProposedViewSize(width: cell.width - leading, height: separatorThickness))
        }
    }
}

extension HorizontalAlignment {
    /// Where a list row's separator starts: by default the leading edge of the row's first text
    /// (so it sits after an icon); set it with `alignmentGuide(.listRowSeparatorLeading)`.
    public static let listRowSeparatorLeading = HorizontalAlignment(ListRowSeparatorLeadingGuide.self)
    /// Where a list row's separator ends: by default the row's trailing edge.
    public static let listRowSeparatorTrailing = HorizontalAlignment(ListRowSeparatorTrailingGuide.self)
}

/// The guide behind `listRowSeparatorLeading`: the leading edge unless a view says otherwise.
enum ListRowSeparatorLeadingGuide: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}

/// The guide behind `listRowSeparatorTrailing`: the trailing edge unless a view says otherwise.
enum ListRowSeparatorTrailingGuide: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
}
