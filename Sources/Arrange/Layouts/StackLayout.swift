import Foundation

/// `HStack` and `VStack`: children side by side along `axis`, aligned across it.
///
/// Sizing, for a proposal of `along` × `across` (the book's algorithm, written for `HStack`):
/// 1. Probe every child with 0 × across and ∞ × across: its minimum and maximum width.
///    Flexibility is their difference.
/// 2. Group the children by layout priority, highest first; within a group the least flexible
///    go first. (A `Spacer` has the lowest priority of all.)
/// 3. remaining = along − all minimum widths − all spacing.
/// 4. For each group: give the group its own minimums back, then propose to each child in turn
///    remaining ÷ children left in the group (never below 0), and subtract what it took.
/// An unspecified `along` proposes `nil` along the axis to every child instead.
/// 5. Report the sum of the children's widths plus spacing, and the height of the union of the
///    aligned children.
///
/// Placement: children in order along the axis, separated by the spacing; across, each child's
/// alignment guide on the stack's guide.
struct StackLayout: ArrangingLayout {
    let axis: Axis
    let alignment: AlignmentKey
    let spacing: CGFloat?

    var name: String { axis == .horizontal ? "HStack" : "VStack" }

    /// What sizing decided: each child's proposal and answer, and the gaps between them.
    struct Distribution {
        var proposals: [ProposedViewSize]
        var sizes: [CGSize]
        var gaps: [CGFloat]

        var totalSpacing: CGFloat { gaps.reduce(0, +) }
    }

    /// What sizing worked out for one proposal, which placement reuses.
    final class Plan: LayoutPlan {
        let proposal: ProposedViewSize
        let distribution: Distribution
        let extent: CrossExtent

        init(proposal: ProposedViewSize, distribution: Distribution, extent: CrossExtent) {
            self.proposal = proposal
            self.distribution = distribution
            self.extent = extent
        }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        let plan = makePlan(proposal, subviews: subviews)
        subviews.keepPlan(plan)
        let distribution = plan.distribution
        let along = distribution.sizes.reduce(0) { $0 + $1[axis] } + distribution.totalSpacing
        // 5.
        subviews.explainReport(.stack(axis: axis, sum: along - distribution.totalSpacing, spacing: distribution.totalSpacing, across: plan.extent.length))
        return CGSize(axis, along: along, across: plan.extent.length)
    }

    private func makePlan(_ proposal: ProposedViewSize, subviews: LayoutSubviews) -> Plan {
        let distribution = distribute(proposal, subviews: subviews)
        return Plan(proposal: proposal, distribution: distribution, extent: crossExtent(distribution, subviews: subviews))
    }

    func arrange(size: CGSize, proposal: ProposedViewSize, subviews: LayoutSubviews) -> [ChildPlacement] {
        let plan = subviews.plan(for: proposal, as: Plan.self) ?? makePlan(proposal, subviews: subviews)
        let distribution = plan.distribution
        let extent = plan.extent
        var position: CGFloat = 0
        var placements: [ChildPlacement] = []
        placements.reserveCapacity(subviews.count)
        for index in 0..<subviews.count {
            let guide = extent.guides[index]
            let stackGuide = -extent.low
            let arithmetic = subviews.explaining {
                PlacementArithmetic(
                    parentGuide: CGPoint(axis, along: position, across: stackGuide),
                    childGuide: CGPoint(axis, along: 0, across: guide))
            }
            placements.append(
                ChildPlacement(
                    origin: CGPoint(axis, along: position, across: stackGuide.minusAligned(guide)),
                    proposal: distribution.proposals[index], arithmetic: arithmetic))
            position += distribution.sizes[index][axis]
            if index < distribution.gaps.count { position += distribution.gaps[index] }
        }
        return placements
    }

    /// A child's range of lengths along the axis, from probing with 0 and ∞.
    struct Flexibility {
        var minimum: CGFloat
        var maximum: CGFloat
    }

    // MARK: - Steps

    func distribute(_ proposal: ProposedViewSize, subviews: LayoutSubviews) -> Distribution {
        let count = subviews.count
        let gaps = self.gaps(subviews)
        var result = Distribution(proposals: [], sizes: [], gaps: gaps)
        guard count > 0 else { return result }
        let across = proposal[axis.cross]
        guard let along = proposal[axis] else {
            let childProposal = ProposedViewSize(axis, along: nil, across: across)
            result.proposals = Array(repeating: childProposal, count: count)
            result.sizes = subviews.map { $0.sizeThatFits(childProposal, because: .ideal(axis == .horizontal ? .horizontal : .vertical)) }
            return result
        }
        // A lone child gets the whole length whatever its flexibility: probing it would change
        // nothing (remaining = along − its minimum, then its minimum given back).
        if count == 1 {
            let childProposal = ProposedViewSize(axis, along: along, across: across)
            result.proposals = [childProposal]
            result.sizes = [subviews[0].sizeThatFits(childProposal, because: .share(remaining: along, count: 1))]
            return result
        }
        // 1.
        let probes = probeFlexibility(subviews, across: across)
        // 2.
        let order = distributionOrder(subviews, probes: probes)
        // 3.
        var remaining = along.isInfinite ? along : along - result.totalSpacing - probes.reduce(0) { $0 + $1.minimum }
        subviews.explain(.distributionOrder(children: order.map { subviews[$0].name }, remaining: remaining))
        // 4.
        result.proposals = Array(repeating: .zero, count: count)
        result.sizes = Array(repeating: .zero, count: count)
        var start = 0
        while start < order.count {
            let priority = subviews[order[start]].priority
            var end = start
            while end < order.count && subviews[order[end]].priority == priority { end += 1 }
            remaining = distributeRemaining(
                remaining, to: order[start..<end], probes: probes, across: across, subviews: subviews, into: &result)
            start = end
        }
        return result
    }

    /// Minimum and maximum length along the axis of every child.
    private func probeFlexibility(_ subviews: LayoutSubviews, across: CGFloat?) -> [Flexibility] {
        let minimumProposal = ProposedViewSize(axis, along: 0, across: across)
        let maximumProposal = ProposedViewSize(axis, along: .infinity, across: across)
        return subviews.map { child in
            let (minimum, maximum) = subviews.muted {
                (child.sizeThatFits(minimumProposal), child.sizeThatFits(maximumProposal))
            }
            subviews.explain(.probed(child: child.name, axis: axis, minimum: minimum, maximum: maximum, across: across))
            return Flexibility(minimum: minimum[axis], maximum: maximum[axis])
        }
    }

    /// Indices by priority (highest first), then flexibility (least first), then position.
    private func distributionOrder(_ subviews: LayoutSubviews, probes: [Flexibility]) -> [Int] {
        func flexibility(_ index: Int) -> CGFloat {
            let probe = probes[index]
            let difference = probe.maximum - probe.minimum
            return difference.isNaN ? 0 : difference
        }
        return subviews.indices.sorted { a, b in
            let priorityA = subviews[a].priority, priorityB = subviews[b].priority
            if priorityA != priorityB { return priorityA > priorityB }
            let flexA = flexibility(a), flexB = flexibility(b)
            if flexA != flexB { return flexA < flexB }
            return a < b
        }
    }

    /// Hands one priority group its share of what remains; returns what is left after it.
    private func distributeRemaining(
        _ remaining: CGFloat, to group: ArraySlice<Int>, probes: [Flexibility],
        across: CGFloat?, subviews: LayoutSubviews, into result: inout Distribution
    ) -> CGFloat {
        var remaining = remaining
        if remaining.isFinite {
            let givenBack = group.reduce(0) { $0 + probes[$1].minimum }
            remaining += givenBack
            // Said, so that the remaining length the shares start from does not jump unexplained.
            if givenBack != 0 {
                subviews.explain(.givesBackMinimums(children: group.map { subviews[$0].name }, givenBack: givenBack, remaining: remaining))
            }
        }
        var left = group.count
        for index in group {
            let share = remaining.isInfinite ? remaining : max(remaining / CGFloat(left), 0)
            let proposal = ProposedViewSize(axis, along: share, across: across)
            let size = subviews[index].sizeThatFits(proposal, because: .share(remaining: remaining, count: left))
            result.proposals[index] = proposal
            result.sizes[index] = size
            if remaining.isFinite { remaining -= size[axis] }
            left -= 1
        }
        return remaining
    }

    /// The spacing after each child but the last: the stack's own, or what the neighbours prefer.
    private func gaps(_ subviews: LayoutSubviews) -> [CGFloat] {
        guard subviews.count > 1 else { return [] }
        return (0..<(subviews.count - 1)).map { index in
            spacing ?? subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: axis)
        }
    }

    /// Across the axis: each child's guide value, and the union of the aligned children as a
    /// range relative to the stack's guide line. (Only the children count: a lone child with an
    /// odd guide is not moved away from the stack's edge.)
    struct CrossExtent {
        /// Each child's guide value.
        var guides: [CGFloat]
        /// The lowest aligned edge relative to the stack's guide line.
        var low: CGFloat
        /// The length of the union of the aligned children.
        var length: CGFloat
    }

    private func crossExtent(_ distribution: Distribution, subviews: LayoutSubviews) -> CrossExtent {
        var low = CGFloat.infinity
        var high = -CGFloat.infinity
        var guides: [CGFloat] = []
        guides.reserveCapacity(subviews.count)
        for index in 0..<subviews.count {
            let size = distribution.sizes[index]
            let guide = subviews[index].guideValue(alignment, size: size, proposal: distribution.proposals[index])
            guides.append(guide)
            low = min(low, -guide)
            high = max(high, size[axis.cross].minusAligned(guide))
        }
        guard low <= high else { return CrossExtent(guides: guides, low: 0, length: 0) }
        return CrossExtent(guides: guides, low: low, length: high.minusAligned(low))
    }
}
