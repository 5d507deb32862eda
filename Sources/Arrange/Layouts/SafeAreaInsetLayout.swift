import Foundation

/// `safeAreaInset(edge:alignment:spacing:content:)`: a primary child laid out in what is left
/// once a band along one edge is set aside, and the inset child in that band — the way a bar
/// sits below a list, with the list's safe area ending above the bar.
///
/// 1. Proposes the inset child the proposal across the edge, and along it what is left once
///    `spacing` (when `nil`, the two views' default spacing) and the primary child's minimum
///    length (its answer to 0 along the edge) are taken out, as SwiftUI's `_InsetViewModifier`
///    does: an inset with `maxHeight: .infinity` takes all of that. An unspecified length stays
///    unspecified (the inset's ideal thickness).
/// 2. Sets aside a band of the inset's thickness plus the spacing along `edge`, and proposes
///    the primary child the proposal less the band (an unspecified dimension stays unspecified).
/// 3. Reports the primary's size plus the band along the edge; across it, the larger of the
///    two children.
/// 4. Places the primary on the far side of the band, with the safe area narrowed by the band:
///    a primary that ignores the safe area on `edge` reaches under the inset (and further, to
///    the screen's edge, where this view touches the safe area's edge).
/// 5. Places the inset against `edge`, aligned across it by `alignment`; it is drawn over the
///    primary.
struct SafeAreaInsetLayout: LayoutAlgorithm {
    let edge: Edge
    let alignment: AlignmentKey
    let spacing: CGFloat?
    var name: String { "safeAreaInset" }

    private var alongAxis: Axis { edge == .top || edge == .bottom ? .vertical : .horizontal }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        let parts = measure(proposal: proposal, subviews: subviews)
        // 3.
        var size = CGSize.zero
        size[alongAxis] = parts.primary[alongAxis] + parts.band
        size[alongAxis.cross] = max(parts.primary[alongAxis.cross], parts.inset[alongAxis.cross])
        return size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        guard subviews.count == 2 else {
            for subview in subviews { subview.place(at: bounds.origin, proposal: proposal) }
            return
        }
        let parts = measure(proposal: proposal, subviews: subviews)
        let primary = subviews[0], inset = subviews[1]
        // 4.
        var region = bounds
        switch edge {
        case .top: region.origin.y += parts.band; region.size.height -= parts.band
        case .bottom: region.size.height -= parts.band
        case .leading: region.origin.x += parts.band; region.size.width -= parts.band
        case .trailing: region.size.width -= parts.band
        }
        let (safe, screen) = narrowedSafeArea(bounds: bounds, region: region, subviews: subviews)
        subviews.within(safeArea: safe, screen: screen) {
            primary.place(at: region.origin, proposal: parts.primaryProposal)
        }
        // 5.
        let across = alongAxis.cross
        let ownGuide = alignment.defaultValue(in: ViewDimensions(size: bounds.size))
        let insetGuide = inset.guideValue(alignment, size: parts.inset, proposal: parts.insetProposal)
        var origin = bounds.origin
        origin[across] += ownGuide.minusAligned(insetGuide)
        switch edge {
        case .top, .leading: break
        case .bottom: origin.y = bounds.maxY - parts.inset.height
        case .trailing: origin.x = bounds.maxX - parts.inset.width
        }
        inset.place(at: origin, proposal: parts.insetProposal)
    }

    /// Only the primary child's explicit guides pass up.
    func explicitAlignment(
        of guide: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews
    ) -> CGFloat? {
        subviews.first?.explicitValue(of: guide, proposal: proposal)
    }

    /// Steps 1 and 2: the inset's size, the band it takes, and the primary's proposal and size.
    private func measure(proposal: ProposedViewSize, subviews: LayoutSubviews) -> Parts {
        guard subviews.count == 2 else {
            let size = subviews.first?.sizeThatFits(proposal, because: .same) ?? .zero
            return Parts(inset: .zero, insetProposal: proposal, band: 0, primary: size, primaryProposal: proposal)
        }
        let primary = subviews[0], inset = subviews[1]
        // 1.
        let gap = spacing ?? (edge == .top || edge == .leading
            ? inset.spacing.distance(to: primary.spacing, along: alongAxis)
            : primary.spacing.distance(to: inset.spacing, along: alongAxis))
        var insetProposal = proposal
        if let length = proposal[alongAxis] {
            var squeezed = proposal
            squeezed[alongAxis] = 0
            let primaryMinimum = primary.sizeThatFits(squeezed, because: .unstated)[alongAxis]
            // An unbounded length stays unbounded whatever the primary takes (∞ − ∞ is no length).
            insetProposal[alongAxis] = length.isInfinite ? length : max(max(length - gap, 0) - primaryMinimum, 0)
        }
        let insetSize = inset.sizeThatFits(insetProposal, because: .secondary(primary: primary.name))
        // 2.
        let band = insetSize[alongAxis] + gap
        var primaryProposal = proposal
        if let length = proposal[alongAxis] { primaryProposal[alongAxis] = length.isInfinite ? length : max(length - band, 0) }
        let primarySize = primary.sizeThatFits(primaryProposal, because: .primary)
        return Parts(inset: insetSize, insetProposal: insetProposal, band: band, primary: primarySize, primaryProposal: primaryProposal)
    }

    /// The safe area for the primary: the outer one (or, without one, this view's bounds) cut
    /// at the band; and how far a view ignoring it may reach — to this view's bounds, and on
    /// an edge where the bounds touch the outer safe area's edge, on to the outer screen's.
    private func narrowedSafeArea(bounds: CGRect, region: CGRect, subviews: LayoutSubviews) -> (safe: CGRect, screen: CGRect) {
        let outerSafe = subviews.safeArea ?? bounds
        let outerScreen = subviews.screen ?? bounds
        let safe = outerSafe.intersection(region).isNull ? region : outerSafe.intersection(region)
        let tolerance: CGFloat = 1e-6
        var screen = bounds
        if abs(bounds.minY - outerSafe.minY) < tolerance { screen.origin.y = outerScreen.minY; screen.size.height += bounds.minY - outerScreen.minY }
        if abs(bounds.maxY - outerSafe.maxY) < tolerance { screen.size.height += outerScreen.maxY - bounds.maxY }
        if abs(bounds.minX - outerSafe.minX) < tolerance { screen.origin.x = outerScreen.minX; screen.size.width += bounds.minX - outerScreen.minX }
        if abs(bounds.maxX - outerSafe.maxX) < tolerance { screen.size.width += outerScreen.maxX - bounds.maxX }
        return (safe, screen)
    }

    private struct Parts {
        var inset: CGSize
        var insetProposal: ProposedViewSize
        var band: CGFloat
        var primary: CGSize
        var primaryProposal: ProposedViewSize
    }
}
