import Foundation

/// `Spacer`: along its stack's axis any length from `minLength` up, 0 across; outside a stack
/// any size from `minLength` up in both dimensions. An unspecified proposal gets `minLength`.
struct SpacerLayout: LayoutAlgorithm {
    let minLength: CGFloat
    let axis: Axis?
    var name: String { "Spacer" }

    /// Each length grows with that axis's proposal alone.
    var axisIndependence: TraitRule { .always }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        func grow(_ proposed: CGFloat?) -> CGFloat { max(proposed ?? 0, minLength) }
        switch axis {
        case .horizontal: return CGSize(width: grow(proposal.width), height: 0)
        case .vertical: return CGSize(width: 0, height: grow(proposal.height))
        case nil: return CGSize(width: grow(proposal.width), height: grow(proposal.height))
        }
    }
}
