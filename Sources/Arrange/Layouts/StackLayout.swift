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
/// Placement:
/// 6. Propose what the stack was proposed, except that an unspecified length across the axis
///    becomes the stack's own length there; when that changes the proposal, distribute again
///    for it (steps 1–4). The stack's own size stays what sizing reported.
/// 7. Place the children in order along the axis, separated by the spacing; across, each
///    child's alignment guide on the stack's guide.
struct StackLayout: ArrangingLayout {
    let axis: Axis
    let alignment: AlignmentKey
    let spacing: CGFloat?

    var name: String { axis == .horizontal ? "HStack" : "VStack" }

    /// Rigid children have no flexibility to share out: the stack's size is theirs and the
    /// spacing, whatever it is proposed.
    var rigidity: TraitRule { .whenChildrenAre }

    /// The shares along the axis follow the children's widths (an `HStack`'s) for the proposed
    /// width alone, the union across their heights for the proposed height alone, when the
    /// children's do.
    var axisIndependence: TraitRule { .whenChildrenAre }

    /// What sizing decided for one child: its proposal and answer, and the gap after it.
    struct Share {
        var proposal: ProposedViewSize
        var size: CGSize
        /// The spacing after the child (0 after the last).
        var gap: CGFloat
        /// The child's value of the stack's alignment guide (`CrossExtent`).
        var guide: CGFloat = 0
    }

    /// What sizing decided: each child's proposal, answer and gap after it, in one array (one
    /// allocation per sizing instead of one per column, none when the plan is refilled).
    struct Distribution {
        var shares: [Share] = []
        /// The spacing between the children, summed in order.
        var totalSpacing: CGFloat = 0
    }

    /// What sizing worked out for one proposal, which placement reuses.
    ///
    /// The node's next sizing refills it in place when nothing else holds it
    /// (`LayoutSubviews.reusablePlan`): allocating a plan and its shares for every sizing, and
    /// freeing the last, was about a tenth of a balanced tree's layout.
    final class Plan: LayoutPlan {
        @exclusivity(unchecked) private(set) var proposal: ProposedViewSize
        @exclusivity(unchecked) private(set) var distribution: Distribution
        @exclusivity(unchecked) private(set) var extent: CrossExtent
        /// The plan the children are placed from when the proposal left the cross axis
        /// unspecified (step 6), kept to be refilled; it answers only while this plan does.
        @exclusivity(unchecked) var placing: Plan?

        init(proposal: ProposedViewSize, distribution: Distribution, extent: CrossExtent) {
            self.proposal = proposal
            self.distribution = distribution
            self.extent = extent
        }

        /// The distribution, moved out for refilling (its storage stays uniquely held); until
        /// `refill` the plan answers no proposal (NaN equals none).
        func takeDistribution() -> Distribution {
            proposal = ProposedViewSize(width: .nan, height: .nan)
            placing?.proposal = ProposedViewSize(width: .nan, height: .nan)
            var taken = Distribution()
            swap(&taken, &distribution)
            return taken
        }

        /// The plan for `proposal`, worked out again.
        func refill(proposal: ProposedViewSize, distribution: Distribution, extent: CrossExtent) {
            self.proposal = proposal
            self.distribution = distribution
            self.extent = extent
        }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        // 1.–4., kept on the node as its plan; 5. from the distribution before it is kept.
        guard let plan = subviews.reusablePlan(as: Plan.self) else {
            var distribution = Distribution()
            distribute(proposal, subviews: subviews, into: &distribution)
            let extent = crossExtent(&distribution, subviews: subviews)
            let size = reportedSize(distribution, extent: extent, subviews: subviews)
            subviews.keepPlan(Plan(proposal: proposal, distribution: distribution, extent: extent))
            return size
        }
        // The node's last plan, refilled in place.
        var distribution = plan.takeDistribution()
        distribute(proposal, subviews: subviews, into: &distribution)
        let extent = crossExtent(&distribution, subviews: subviews)
        let size = reportedSize(distribution, extent: extent, subviews: subviews)
        plan.refill(proposal: proposal, distribution: distribution, extent: extent)
        return size
    }

    /// Step 5: the children's lengths and the spacing along the axis, the aligned union across.
    /// Read from the distribution in hand, before it goes into the plan (read back from the plan,
    /// its shares were retained and released on every sizing).
    private func reportedSize(_ distribution: Distribution, extent: CrossExtent, subviews: LayoutSubviews) -> CGSize {
        var sum: CGFloat = 0
        for share in distribution.shares { sum += share.size[axis] }
        let along = sum + distribution.totalSpacing
        return CGSize(axis, along: along, across: extent.length)
    }

    /// The children's lengths and the spacing along the axis, the aligned union across, read
    /// from the plan sizing kept for `proposal`.
    func reportReason(for proposal: ProposedViewSize, size: CGSize, subviews: LayoutSubviews) -> (any ReportReason)? {
        guard let plan = subviews.plan(for: proposal, as: Plan.self) else { return nil }
        var sum: CGFloat = 0
        for share in plan.distribution.shares { sum += share.size[axis] }
        let spacing = plan.distribution.totalSpacing
        let along = sum + spacing
        return Reason(axis: axis, sum: along - spacing, spacing: spacing, across: plan.extent.length)
    }

    private func makePlan(_ proposal: ProposedViewSize, subviews: LayoutSubviews) -> Plan {
        var distribution = Distribution()
        distribute(proposal, subviews: subviews, into: &distribution)
        let extent = crossExtent(&distribution, subviews: subviews)
        return Plan(proposal: proposal, distribution: distribution, extent: extent)
    }

    func arrange(size: CGSize, proposal: ProposedViewSize, subviews: LayoutSubviews) -> [ChildPlacement] {
        var placements: [ChildPlacement] = []
        placements.reserveCapacity(subviews.count)
        forEachPlacement(size: size, proposal: proposal, subviews: subviews) { _, placement in placements.append(placement) }
        return placements
    }

    /// Places the children straight from the plan, without a list of placements.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        if proposal[axis.cross] == nil && !subviews.isEmpty {
            explainPlacingWithOwnCrossLength(bounds.size[axis.cross], subviews: subviews)
        }
        forEachPlacement(size: bounds.size, proposal: proposal, subviews: subviews) { index, placement in
            subviews[index].place(
                at: CGPoint(x: bounds.minX + placement.origin.x, y: bounds.minY + placement.origin.y),
                proposal: placement.proposal, size: placement.size, arithmetic: placement.arithmetic)
        }
    }

    /// Out of line, like `placingPlan`: what is inlined into `placeSubviews` stays on the stack
    /// while every child below is placed, once per level of a deep tree (the two together save
    /// about 100 bytes a level: `arrange-bench --stack`, placing 1,600 → 1,504).
    @inline(never)
    private func explainPlacingWithOwnCrossLength(_ length: CGFloat, subviews: LayoutSubviews) {
        subviews.explainPlacement(Decision.placesWithOwnCrossLength(axis: axis, length: length))
    }

    /// Each child's place in the stack's own coordinates, in order: along the axis one after
    /// the other with the gaps between, across it the child's guide on the stack's guide line.
    private func forEachPlacement(
        size: CGSize, proposal: ProposedViewSize, subviews: LayoutSubviews, _ body: (Int, ChildPlacement) -> Void
    ) {
        let plan = placingPlan(size: size, proposal: proposal, subviews: subviews)
        let shares = plan.distribution.shares
        let stackGuide = -plan.extent.low
        var position: CGFloat = 0
        for index in 0..<min(subviews.count, shares.count) {
            let share = shares[index]
            let arithmetic = subviews.explaining {
                PlacementArithmetic(
                    parentGuide: CGPoint(axis, along: position, across: stackGuide),
                    childGuide: CGPoint(axis, along: 0, across: share.guide))
            }
            body(
                index,
                ChildPlacement(
                    origin: CGPoint(axis, along: position, across: stackGuide.minusAligned(share.guide)),
                    proposal: share.proposal, arithmetic: arithmetic, size: share.size))
            position += share.size[axis]
            if index < shares.count - 1 { position += share.gap }
        }
    }

    /// What the children are proposed when placed (step 6): the stack's own proposal, with its
    /// final length across the axis where that was unspecified. (SwiftUI's stacks place so: a
    /// `Divider` or a `Color` in an `HStack` in a vertical scroll view spans the row's height.)
    func placingProposal(_ proposal: ProposedViewSize, size: CGSize) -> ProposedViewSize {
        guard proposal[axis.cross] == nil else { return proposal }
        return ProposedViewSize(axis, along: proposal[axis], across: size[axis.cross])
    }

    /// The plan the children are placed from: sizing's plan when placing proposes the same,
    /// else the one for the placing proposal, kept beside sizing's and worked out once. (When
    /// sizing's plan is no longer kept, only the placing proposal's is worked out.) Out of line,
    /// so that its locals are not held through every level below (`explainPlacingWithOwnCrossLength`).
    @inline(never)
    private func placingPlan(size: CGSize, proposal: ProposedViewSize, subviews: LayoutSubviews) -> Plan {
        let placing = placingProposal(proposal, size: size)
        guard let sized = subviews.plan(for: proposal, as: Plan.self) else { return makePlan(placing, subviews: subviews) }
        guard placing != proposal else { return sized }
        guard let kept = sized.placing else {
            let plan = makePlan(placing, subviews: subviews)
            sized.placing = plan
            return plan
        }
        if kept.proposal == placing { return kept }
        var distribution = kept.takeDistribution()
        distribute(placing, subviews: subviews, into: &distribution)
        let extent = crossExtent(&distribution, subviews: subviews)
        kept.refill(proposal: placing, distribution: distribution, extent: extent)
        return kept
    }

    /// A child's range of lengths along the axis, from probing with 0 and ∞, and its layout
    /// priority, read once (the ordering compares priorities several times per child); with
    /// its answer to every proposal when it answers all alike (`ProbeAnswers`), its share's
    /// answer without asking.
    struct Flexibility {
        var minimum: CGFloat
        var maximum: CGFloat
        var priority: Double
        var answerToEveryProposal: CGSize?
    }

    // MARK: - Steps

    /// Fills `result` (whose shares' storage is reused) with what the stack decides for
    /// `proposal`.
    func distribute(_ proposal: ProposedViewSize, subviews: LayoutSubviews, into result: inout Distribution) {
        let count = subviews.count
        setGaps(subviews, in: &result)
        guard count > 0 else { return }
        let across = proposal[axis.cross]
        guard let along = proposal[axis] else {
            let childProposal = ProposedViewSize(axis, along: nil, across: across)
            for index in 0..<count {
                result.shares[index].proposal = childProposal
                result.shares[index].size = subviews[index].sizeThatFits(
                    childProposal, because: .ideal(axis == .horizontal ? .horizontal : .vertical))
            }
            return
        }
        // A lone child gets the whole length whatever its flexibility: probing it would change
        // nothing (remaining = along − its minimum, then its minimum given back).
        if count == 1 {
            let childProposal = ProposedViewSize(axis, along: along, across: across)
            result.shares[0].proposal = childProposal
            result.shares[0].size = subviews[0].sizeThatFits(childProposal, because: .share(remaining: along, count: 1))
            return
        }
        // The probes and the order are scratch space on the stack, not arrays.
        withUnsafeTemporaryAllocation(of: Flexibility.self, capacity: count) { probes in
            withUnsafeTemporaryAllocation(of: Int.self, capacity: count) { order in
                // 1.
                probeFlexibility(subviews, across: across, into: probes)
                // 2.
                sortInDistributionOrder(order, probes: UnsafeBufferPointer(probes))
                // 3.
                var minimums: CGFloat = 0
                for probe in probes { minimums += probe.minimum }
                var remaining = along.isInfinite ? along : along - result.totalSpacing - minimums
                subviews.explain(Decision.distributionOrder(children: order.map { subviews[$0].name }, remaining: remaining))
                // 4.
                var start = 0
                while start < count {
                    let priority = probes[order[start]].priority
                    var end = start
                    while end < count && probes[order[end]].priority == priority { end += 1 }
                    remaining = distributeRemaining(
                        remaining, to: UnsafeBufferPointer(rebasing: order[start..<end]), probes: UnsafeBufferPointer(probes),
                        across: across, subviews: subviews, into: &result)
                    start = end
                }
            }
        }
    }

    /// Minimum and maximum length along the axis of every child.
    private func probeFlexibility(
        _ subviews: LayoutSubviews, across: CGFloat?, into probes: UnsafeMutableBufferPointer<Flexibility>
    ) {
        let minimumProposal = ProposedViewSize(axis, along: 0, across: across)
        let maximumProposal = ProposedViewSize(axis, along: .infinity, across: across)
        for index in 0..<probes.count {
            let child = subviews[index]
            let answers = subviews.muted { child.probe(minimum: minimumProposal, maximum: maximumProposal) }
            subviews.explain(Decision.probed(child: child.name, axis: axis, minimum: answers.minimum, maximum: answers.maximum, across: across))
            probes.initializeElement(
                at: index,
                to: Flexibility(
                    minimum: answers.minimum[axis], maximum: answers.maximum[axis], priority: child.priority,
                    answerToEveryProposal: answers.answerToEveryProposal))
        }
    }

    /// Fills `order` with the indices by priority (highest first), then flexibility (least
    /// first), then position: an insertion sort, since the order is total and stacks are short.
    private func sortInDistributionOrder(_ order: UnsafeMutableBufferPointer<Int>, probes: UnsafeBufferPointer<Flexibility>) {
        func flexibility(_ index: Int) -> CGFloat {
            let probe = probes[index]
            let difference = probe.maximum - probe.minimum
            return difference.isNaN ? 0 : difference
        }
        func comesFirst(_ a: Int, _ b: Int) -> Bool {
            let priorityA = probes[a].priority, priorityB = probes[b].priority
            if priorityA != priorityB { return priorityA > priorityB }
            let flexA = flexibility(a), flexB = flexibility(b)
            if flexA != flexB { return flexA < flexB }
            return a < b
        }
        for index in 0..<order.count { order.initializeElement(at: index, to: index) }
        if order.count > 16 {
            var buffer = order  // the same memory: sorted in place
            buffer.sort(by: comesFirst)
            return
        }
        for index in 1..<max(order.count, 1) {
            let item = order[index]
            var place = index
            while place > 0 && comesFirst(item, order[place - 1]) {
                order[place] = order[place - 1]
                place -= 1
            }
            order[place] = item
        }
    }

    /// Hands one priority group its share of what remains; returns what is left after it.
    private func distributeRemaining(
        _ remaining: CGFloat, to group: UnsafeBufferPointer<Int>, probes: UnsafeBufferPointer<Flexibility>,
        across: CGFloat?, subviews: LayoutSubviews, into result: inout Distribution
    ) -> CGFloat {
        var remaining = remaining
        if remaining.isFinite {
            var givenBack: CGFloat = 0
            for index in group { givenBack += probes[index].minimum }
            remaining += givenBack
            // Said, so that the remaining length the shares start from does not jump unexplained.
            if givenBack != 0 {
                subviews.explain(Decision.givesBackMinimums(children: group.map { subviews[$0].name }, givenBack: givenBack, remaining: remaining))
            }
        }
        var left = group.count
        for index in group {
            let share = remaining.isInfinite ? remaining : max(remaining / CGFloat(left), 0)
            let proposal = ProposedViewSize(axis, along: share, across: across)
            let size =
                probes[index].answerToEveryProposal
                ?? subviews[index].sizeThatFits(proposal, because: .share(remaining: remaining, count: left))
            result.shares[index].proposal = proposal
            result.shares[index].size = size
            if remaining.isFinite { remaining -= size[axis] }
            left -= 1
        }
        return remaining
    }

    /// Sets the spacing after each child but the last (the stack's own, or what the neighbours
    /// prefer) and its sum; every child's share starts at zero.
    private func setGaps(_ subviews: LayoutSubviews, in distribution: inout Distribution) {
        let count = subviews.count
        var total: CGFloat = 0
        if distribution.shares.count == count {
            // A refilled plan of the same children: its shares are overwritten where they lie
            // (emptying and appending them again cost a range replacement and a uniqueness check
            // per child).
            distribution.shares.withUnsafeMutableBufferPointer { shares in
                for index in 0..<count {
                    let gap = gap(after: index, count: count, subviews)
                    shares[index] = Share(proposal: .zero, size: .zero, gap: gap)
                    total += gap
                }
            }
        } else {
            distribution.shares.removeAll(keepingCapacity: true)
            distribution.shares.reserveCapacity(count)
            for index in 0..<count {
                let gap = gap(after: index, count: count, subviews)
                distribution.shares.append(Share(proposal: .zero, size: .zero, gap: gap))
                total += gap
            }
        }
        distribution.totalSpacing = total
    }

    /// The spacing after child `index` of `count`: none after the last, else the stack's own or
    /// what the two neighbours prefer.
    @inline(__always)
    private func gap(after index: Int, count: Int, _ subviews: LayoutSubviews) -> CGFloat {
        index == count - 1 ? 0 : spacing ?? subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: axis)
    }

    /// Across the axis: each child's guide value, and the union of the aligned children as a
    /// range relative to the stack's guide line. (Only the children count: a lone child with an
    /// odd guide is not moved away from the stack's edge.)
    struct CrossExtent {
        /// The lowest aligned edge relative to the stack's guide line.
        var low: CGFloat
        /// The length of the union of the aligned children.
        var length: CGFloat
    }

    /// Records each child's guide value in its share and returns the extent.
    private func crossExtent(_ distribution: inout Distribution, subviews: LayoutSubviews) -> CrossExtent {
        var low = CGFloat.infinity
        var high = -CGFloat.infinity
        let byDefault = subviews.noneStates(frameGuide: alignment)
        for index in 0..<subviews.count {
            let size = distribution.shares[index].size
            let guide =
                (byDefault ? alignment.frameGuideDefault(in: size) : nil)
                ?? subviews[index].guideValue(alignment, size: size, proposal: distribution.shares[index].proposal)
            distribution.shares[index].guide = guide
            low = min(low, -guide)
            high = max(high, size[axis.cross].minusAligned(guide))
        }
        guard low <= high else { return CrossExtent(low: 0, length: 0) }
        return CrossExtent(low: low, length: high.minusAligned(low))
    }
}

// MARK: - What the explanation says

extension StackLayout {
    /// Step 5 in words: the children's lengths plus the spacing along the axis, the aligned union
    /// across.
    struct Reason: ReportReason {
        var axis: Axis
        var sum: CGFloat
        var spacing: CGFloat
        var across: CGFloat

        func phrase(node: String, size: CGSize) -> Phrase {
            let s = LengthFormat.size(size)
            let alongNoun = axis == .horizontal ? ("wide", "너비") : ("tall", "높이")
            let acrossNoun = axis == .horizontal ? ("tall", "높이") : ("wide", "너비")
            let sumText = LengthFormat.length(sum), spacingText = LengthFormat.length(spacing), acrossText = LengthFormat.length(across)
            return ("\(node) reports \(s): \(sumText) of subviews plus \(spacingText) of spacing \(alongNoun.0), and \(acrossText) \(acrossNoun.0) to hold its aligned subviews.",
                    "\(K.subject(node)) subview \(K.and(sumText)) spacing \(K.object(spacingText)) 더한 \(alongNoun.1), 정렬한 subview를 담는 \(acrossNoun.1) \(K.direction(acrossText)) \(K.object(s)) 보고합니다.")
        }
    }

    /// The steps of the stack's distribution worth telling one by one.
    enum Decision: LayoutDecision {
        /// Step 1 for one child: its minimum and maximum along the axis.
        case probed(child: String, axis: Axis, minimum: CGSize, maximum: CGSize, across: CGFloat?)
        /// Steps 2 and 3: the order of distribution (by priority, then least flexible first) and
        /// what remains once every minimum and the spacing are taken away.
        case distributionOrder(children: [String], remaining: CGFloat?)
        /// Step 4, as a priority group's turn comes: the minimums of its subviews, taken away
        /// before distributing, are added back to what remains (`givenBack`), making `remaining`.
        case givesBackMinimums(children: [String], givenBack: CGFloat, remaining: CGFloat)
        /// Step 6: proposed nothing across its axis, the stack places its children for its own
        /// length there (`length`), sharing out its length along the axis again.
        case placesWithOwnCrossLength(axis: Axis, length: CGFloat)

        func phrase(node: String) -> Phrase {
            switch self {
            case let .probed(child, axis, minimum, maximum, across):
                let c = LengthFormat.proposal(across)
                let zero = axis == .horizontal ? "0×\(c)" : "\(c)×0"
                let infinity = axis == .horizontal ? "∞×\(c)" : "\(c)×∞"
                let noun = axis == .horizontal ? ("wide", "너비") : ("tall", "높이")
                let low = LengthFormat.length(minimum[axis]), high = LengthFormat.length(maximum[axis])
                return ("\(node) probes \(child) with \(zero) and \(infinity): it answers \(LengthFormat.size(minimum)) and \(LengthFormat.size(maximum)), so it can be \(low) to \(high) \(noun.0).",
                        "\(K.subject(node)) \(child)에 \(K.and(zero)) \(K.object(infinity)) 제안해 봅니다. 답은 \(K.and(LengthFormat.size(minimum))) \(LengthFormat.size(maximum))이므로 \(noun.1)는 \(low)부터 \(high)까지입니다.")
            case let .distributionOrder(children, remaining):
                let list = children.joined(separator: ", ")
                let r = remaining.map(LengthFormat.length) ?? "nil"
                return ("\(node) takes away every minimum and the spacing, leaving \(r), and sizes its subviews by priority, least flexible first: \(list).",
                        "\(K.subject(node)) 모든 minimum과 spacing을 빼 \(K.subject(r)) 남고, priority 순으로 flexibility가 작은 것부터 크기를 정합니다: \(list).")
            case let .givesBackMinimums(children, givenBack, remaining):
                // The sum is written out, so that the next share's "remaining" follows from the step before.
                let list = children.count > 1 ? children.dropLast().joined(separator: ", ") + " and " + children.last! : children.joined()
                let before = LengthFormat.length(remaining - givenBack), back = LengthFormat.length(givenBack), r = LengthFormat.length(remaining)
                let sum = "\(before) + \(back) = \(r)"
                return children.count == 1
                    ? ("\(node) gives back the minimum it took away for \(list): \(sum) remains for it.",
                       "\(K.subject(node)) \(list)에서 뺐던 minimum을 돌려주어, \(K.subject(sum)) 남습니다.")
                    : ("\(node) gives back the minimums it took away for \(list): \(sum) remains to share among them.",
                       "\(K.subject(node)) \(children.joined(separator: ", "))에서 뺐던 minimum을 돌려주어, 나눌 길이로 \(K.subject(sum)) 남습니다.")
            case let .placesWithOwnCrossLength(axis, length):
                let noun = axis == .horizontal ? ("height", "높이") : ("width", "너비")
                let l = LengthFormat.length(length)
                return ("\(node) was proposed no \(noun.0), so it places its subviews for its own \(noun.0), \(l): it shares out its length again with that \(noun.0) proposed to each.",
                        "\(K.subject(node)) \(noun.1)를 제안받지 않았으므로 자신의 \(noun.1) \(l)에 맞춰 subview들을 배치합니다: 그 \(noun.1)를 제안하며 길이를 다시 나눕니다.")
            }
        }
    }

    /// Step 4's proposal to one child (`ProposalReason.share`): what remains divided by the
    /// children left. (`Grid` shares its tracks the same way, and says so in these words.)
    static func sharePhrase(_ p: String, remaining: CGFloat, count: Int, parent: String, child: String) -> Phrase {
        let r = LengthFormat.length(remaining)
        return ("\(parent) proposes \(p) to \(child): \(r) remaining ÷ \(count) \(count == 1 ? "view" : "views") left.",
                "\(K.subject(parent)) 남은 \(K.object(r)) 남은 view 수 \(K.direction(String(count))) 나눠 \(child)에 \(K.object(p)) 제안합니다.")
    }

    private typealias K = KoreanParticles
}
