import Foundation

/// What every node of the layout tree runs: how it sizes itself for a proposal, where it puts
/// its children, and which explicit alignment values it passes up.
///
/// The shape is SwiftUI's `Layout` protocol without a cache: the engine already memoizes every
/// answer per proposal (see `LayoutPass.size(of:proposal:reason:)`), so an algorithm only ever
/// talks to its direct children, through `LayoutSubviews`.
protocol LayoutAlgorithm {
    /// The name explanations use for the node: `padding`, `frame`, `HStack`, `text`.
    var name: String { get }

    /// The size this node reports for `proposal`, asking its children as it needs to.
    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize

    /// Places each child inside `bounds` (the node's frame, in root coordinates), proposing to
    /// each the size it should take.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews)

    /// The node's own explicit value for `guide` when laid out in `bounds`, in its local
    /// coordinates, or `nil` to use the guide's default.
    func explicitAlignment(
        of guide: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews
    ) -> CGFloat?

    /// The node's own spacing preferences, or `nil` to use those set when it was built.
    func spacing(subviews: LayoutSubviews) -> ViewSpacing?

    /// Why the node answered `size` for `proposal`, for explanations, or `nil` when it gives no
    /// reason: built from what its sizing for that proposal just worked out (its plan). The
    /// engine asks it only while explaining, right after the node's sizing, so a container
    /// never checks whether the layout is being explained.
    func reportReason(for proposal: ProposedViewSize, size: CGSize, subviews: LayoutSubviews) -> (any ReportReason)?

    /// When the node reports the same finite size for every proposal (`TraitRule`): the pass
    /// then answers its later proposals with its first answer instead of running its sizing
    /// again. Asked once, when the node is made.
    var rigidity: TraitRule { get }

    /// When the width the node reports follows only the proposed width and its height only the
    /// proposed height (`TraitRule`): the pass then answers a new proposal from two earlier
    /// answers instead of running its sizing again. Asked once, when the node is made.
    var axisIndependence: TraitRule { get }

    /// Adds the algorithm to the store's column for its kind and says where: its own case of
    /// `NodeAlgorithm` for the common built-ins, else boxed once in `.other` (the default).
    func storeAlgorithm(in columns: inout NodeAlgorithmColumns, keepingOutgrown keep: (UnsafeMutableRawPointer) -> Void) -> NodeAlgorithm
}

extension LayoutAlgorithm {
    func spacing(subviews: LayoutSubviews) -> ViewSpacing? { nil }

    /// Most views' size follows what they are proposed.
    var rigidity: TraitRule { .never }

    /// Unless an algorithm says otherwise, either length may follow both proposed lengths.
    var axisIndependence: TraitRule { .never }

    /// Leaves and most containers give no reason: their answer speaks for itself.
    func reportReason(for proposal: ProposedViewSize, size: CGSize, subviews: LayoutSubviews) -> (any ReportReason)? { nil }

    /// A leaf has no children to place.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        for subview in subviews {
            subview.place(at: bounds.origin, proposal: proposal)
        }
    }

    /// Containers that do not say otherwise pass up no explicit values.
    func explicitAlignment(
        of guide: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews
    ) -> CGFloat? {
        nil
    }
}

/// A layout that arranges its children by computing, for a proposal, where each child goes and
/// with which proposal: the same arithmetic serves placing them and answering explicit
/// alignment queries (which must know the children's offsets without placing them).
protocol ArrangingLayout: LayoutAlgorithm {
    /// The frame of each child relative to this node's origin, and the proposal it gets, when the
    /// node has `size` for `proposal`.
    func arrange(size: CGSize, proposal: ProposedViewSize, subviews: LayoutSubviews) -> [ChildPlacement]
}

/// Where a child goes inside its parent, in the parent's local coordinates.
struct ChildPlacement {
    var origin: CGPoint
    var proposal: ProposedViewSize
    /// Why it goes there, for explanations (alignment arithmetic); `nil` when obvious.
    var arithmetic: PlacementArithmetic? = nil
    /// The child's answer for `proposal`, when the container has it in hand (it asked the
    /// child exactly that): placing the child then asks nothing again.
    var size: CGSize? = nil
}

extension ArrangingLayout {
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        let placements = arrange(size: bounds.size, proposal: proposal, subviews: subviews)
        for (subview, placement) in zip(subviews, placements) {
            subview.place(
                at: CGPoint(x: bounds.minX + placement.origin.x, y: bounds.minY + placement.origin.y),
                proposal: placement.proposal, size: placement.size, arithmetic: placement.arithmetic)
        }
    }

    /// Merges the children's explicit values, each moved into this node's coordinates, with the
    /// guide's own rule (`AlignmentID._combineExplicit`): an average for custom guides, the
    /// topmost first baseline, the lowest last baseline, nothing for edges and centres.
    func explicitAlignment(
        of guide: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews
    ) -> CGFloat? {
        guard subviews.contains(where: { $0.mayHaveExplicitValue(for: guide) }) else { return nil }
        let placements = arrange(size: bounds.size, proposal: proposal, subviews: subviews)
        var combined: CGFloat?
        var count = 0
        for (subview, placement) in zip(subviews, placements) {
            guard let value = subview.explicitValue(of: guide, proposal: placement.proposal) else { continue }
            let moved = value + placement.origin[guide.axis]
            if subviews.count == 1 {
                return moved
            }
            guide.id._combineExplicit(childValue: moved, count, into: &combined)
            count += 1
        }
        return combined
    }
}

/// A layout with exactly one child (padding, frames, aspectRatio, fixedSize, position): it
/// computes the one placement directly, without building an array per placement.
protocol UnaryArrangingLayout: ArrangingLayout {
    /// Where `child` goes, in this node's local coordinates, when the node has `size` for
    /// `proposal`.
    func placement(of child: LayoutSubview, size: CGSize, proposal: ProposedViewSize) -> ChildPlacement
}

extension UnaryArrangingLayout {
    func arrange(size: CGSize, proposal: ProposedViewSize, subviews: LayoutSubviews) -> [ChildPlacement] {
        guard let child = subviews.first else { return [] }
        return [placement(of: child, size: size, proposal: proposal)]
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        guard let child = subviews.first else { return }
        let placement = self.placement(of: child, size: bounds.size, proposal: proposal)
        child.place(
            at: CGPoint(x: bounds.minX + placement.origin.x, y: bounds.minY + placement.origin.y),
            proposal: placement.proposal, size: placement.size, arithmetic: placement.arithmetic)
    }

    /// The child's explicit value, shifted by the child's offset.
    func explicitAlignment(
        of guide: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews
    ) -> CGFloat? {
        guard let child = subviews.first, child.mayHaveExplicitValue(for: guide) else { return nil }
        let placement = self.placement(of: child, size: bounds.size, proposal: proposal)
        return child.explicitValue(of: guide, proposal: placement.proposal).map { $0 + placement.origin[guide.axis] }
    }
}
