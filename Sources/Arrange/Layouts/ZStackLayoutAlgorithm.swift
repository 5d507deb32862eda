import Foundation

/// `ZStack`: children on top of one another, aligned in both dimensions.
///
/// 1. Proposes its own proposal to every child.
/// 2. Asks each child for its alignment guide and lines the guides up.
/// 3. Reports the size of the union of the aligned frames (children of the highest layout
///    priority only: lower ones take part in placement, not in size).
/// 4. Places each child so that its guide lies on the stack's guide, read from the plan sizing
///    kept (steps 1–3 are not run again for the same proposal).
struct ZStackLayoutAlgorithm: ArrangingLayout {
    let alignment: Alignment
    var name: String { "ZStack" }

    /// Rigid children, aligned by their own default guides, make one union; so do
    /// axis-independent ones, each axis on its own.
    var rigidity: TraitRule { .whenChildrenAre }
    var axisIndependence: TraitRule { .whenChildrenAre }

    /// What sizing worked out for one proposal, which placement and alignment queries reuse:
    /// every child's guide point, the stack's guide point and the union's size.
    ///
    /// The node's next sizing refills it in place when nothing else holds it
    /// (`LayoutSubviews.reusablePlan`), as a stack's plan is.
    final class Plan: LayoutPlan {
        @exclusivity(unchecked) private(set) var proposal: ProposedViewSize
        /// Each child's guide point, in its own coordinates.
        @exclusivity(unchecked) private(set) var guides: [CGPoint]
        /// The stack's guide point, in its own coordinates.
        @exclusivity(unchecked) private(set) var stackGuide = CGPoint.zero
        /// The size of the union of the aligned children of the highest priority.
        @exclusivity(unchecked) private(set) var size = CGSize.zero

        init(proposal: ProposedViewSize, guides: [CGPoint]) {
            self.proposal = proposal
            self.guides = guides
        }

        /// The guides, moved out for refilling (their storage stays uniquely held); until
        /// `refill` the plan answers no proposal (NaN equals none).
        func takeGuides() -> [CGPoint] {
            proposal = ProposedViewSize(width: .nan, height: .nan)
            var taken: [CGPoint] = []
            swap(&taken, &guides)
            return taken
        }

        /// The plan for `proposal`, worked out again.
        func refill(proposal: ProposedViewSize, guides: [CGPoint], stackGuide: CGPoint, size: CGSize) {
            self.proposal = proposal
            self.guides = guides
            self.stackGuide = stackGuide
            self.size = size
        }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        let plan = subviews.reusablePlan(as: Plan.self)
        var guides = plan?.takeGuides() ?? []
        let (stackGuide, size) = alignChildren(proposal: proposal, subviews: subviews, guides: &guides)
        if let plan {
            plan.refill(proposal: proposal, guides: guides, stackGuide: stackGuide, size: size)
        } else {
            let plan = Plan(proposal: proposal, guides: [])
            plan.refill(proposal: proposal, guides: guides, stackGuide: stackGuide, size: size)
            subviews.keepPlan(plan)
        }
        return size
    }

    /// Step 3's union.
    func reportReason(for proposal: ProposedViewSize, size: CGSize, subviews: LayoutSubviews) -> (any ReportReason)? {
        Reason()
    }

    func arrange(size: CGSize, proposal: ProposedViewSize, subviews: LayoutSubviews) -> [ChildPlacement] {
        let plan = subviews.plan(for: proposal, as: Plan.self) ?? {
            var guides: [CGPoint] = []
            let (stackGuide, size) = alignChildren(proposal: proposal, subviews: subviews, guides: &guides)
            let plan = Plan(proposal: proposal, guides: [])
            plan.refill(proposal: proposal, guides: guides, stackGuide: stackGuide, size: size)
            return plan
        }()
        // 4.
        let guides = plan.guides, stackGuide = plan.stackGuide
        return subviews.indices.map { index in
            let guide = guides[index]
            return ChildPlacement(
                origin: CGPoint(x: stackGuide.x.minusAligned(guide.x), y: stackGuide.y.minusAligned(guide.y)), proposal: proposal,
                arithmetic: PlacementArithmetic(parentGuide: stackGuide, childGuide: guide))
        }
    }

    /// Steps 1–3: every child's guide point into `guides` (emptied first), the stack's guide
    /// point and the union's size.
    private func alignChildren(
        proposal: ProposedViewSize, subviews: LayoutSubviews, guides: inout [CGPoint]
    ) -> (stackGuide: CGPoint, size: CGSize) {
        // 1.
        guides.removeAll(keepingCapacity: true)
        guides.reserveCapacity(subviews.count)
        var topPriority = -Double.infinity
        for subview in subviews {
            // The sizes are kept in `guides` until step 2 turns each into its guide point.
            let size = subview.sizeThatFits(proposal, because: .same)
            guides.append(CGPoint(x: size.width, y: size.height))
            topPriority = max(topPriority, subview.priority)
        }
        // 2. and 3.
        var before = CGPoint.zero
        var after = CGPoint.zero
        var counted = false
        for (index, subview) in subviews.enumerated() {
            let size = CGSize(width: guides[index].x, height: guides[index].y)
            let guide = CGPoint(
                x: subview.guideValue(alignment.horizontal.key, size: size, proposal: proposal),
                y: subview.guideValue(alignment.vertical.key, size: size, proposal: proposal))
            guides[index] = guide
            guard subview.priority == topPriority else { continue }
            if counted {
                before = CGPoint(x: max(before.x, guide.x), y: max(before.y, guide.y))
                after = CGPoint(x: max(after.x, size.width.minusAligned(guide.x)), y: max(after.y, size.height.minusAligned(guide.y)))
            } else {
                before = guide
                after = CGPoint(x: size.width.minusAligned(guide.x), y: size.height.minusAligned(guide.y))
                counted = true
            }
        }
        return (before, CGSize(width: before.x + after.x, height: before.y + after.y))
    }
}

// MARK: - What the explanation says

extension ZStackLayoutAlgorithm {
    /// Step 3 in words: the union of the aligned children.
    struct Reason: ReportReason {
        func phrase(node: String, size: CGSize) -> Phrase {
            let s = LengthFormat.size(size)
            return ("\(node) reports \(s), the size of the union of its subviews' aligned frames.", "\(KoreanParticles.subject(node)) subview frame들의 합집합 크기인 \(KoreanParticles.object(s)) 보고합니다.")
        }
    }
}
