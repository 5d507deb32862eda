import Foundation

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
///
/// The bounds are applied twice, per axis:
/// 1. To the proposal: the proposed length (or the ideal length when unspecified) clamped to
///    min and max is proposed to the child.
/// 2. To the reported size: with both min and max given, the proposed length clamped to them
///    (the child does not matter); with one missing, the child's length stands in for it —
///    `minWidth` alone gives at least min, at most the child; `maxWidth` alone at least the
///    child (or the proposal), at most max. An unspecified proposal takes the ideal length.
/// 3. The child is proposed the frame's final size and placed by alignment, as in a fixed frame.
struct FlexFrameLayout: UnaryArrangingLayout {
    let bounds: FlexFrameBoundsPair
    let alignment: Alignment
    var name: String { "frame" }

    /// Each length is clamped by that axis's bounds alone, from the child's.
    var axisIndependence: TraitRule { .whenChildrenAre }

    /// What sizing worked out for one proposal: the child's proposal and answer (`nil` without
    /// a child) and the clamped size the frame reported, which the frame's reason is built from.
    ///
    /// Kept only while explaining. Placement does not read it: the frame's sizing is two clamps
    /// and one question its child answers from its cache, and keeping a plan on every sizing cost
    /// more than that question (tree-d7-b3: 13,241 → 14,111 instructions per view).
    ///
    /// The node's next sizing refills it in place when nothing else holds it
    /// (`LayoutSubviews.reusablePlan`), as a stack's plan is.
    final class Plan: LayoutPlan {
        @exclusivity(unchecked) private(set) var proposal: ProposedViewSize
        @exclusivity(unchecked) private(set) var childProposal: ProposedViewSize
        @exclusivity(unchecked) private(set) var childSize: CGSize?
        @exclusivity(unchecked) private(set) var size: CGSize

        init(proposal: ProposedViewSize, childProposal: ProposedViewSize, childSize: CGSize?, size: CGSize) {
            self.proposal = proposal
            self.childProposal = childProposal
            self.childSize = childSize
            self.size = size
        }

        /// The plan for `proposal`, worked out again.
        func refill(proposal: ProposedViewSize, childProposal: ProposedViewSize, childSize: CGSize?, size: CGSize) {
            self.proposal = proposal
            self.childProposal = childProposal
            self.childSize = childSize
            self.size = size
        }
    }

    // Inlined into the store's dispatch (`NodeStore.sizeThatFits(ofNode:…)`), which then reads
    // the frame's bounds where they lie: called, it copied the whole 160-byte layout first.
    @inline(__always)
    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        let child = subviews.first
        // 1.
        let childProposal = self.childProposal(for: proposal)
        let childSize = child?.sizeThatFits(childProposal, because: .clampedToFrame) ?? .zero
        // 2.
        let hasChild = child != nil
        let size = CGSize(
            width: reportedLength(.horizontal, proposal: proposal, childProposal: childProposal, childSize: childSize, hasChild: hasChild),
            height: reportedLength(.vertical, proposal: proposal, childProposal: childProposal, childSize: childSize, hasChild: hasChild))
        // Kept only while explaining, for the reason (`reportReason`): see `Plan`.
        _ = subviews.explaining {
            keepPlan(proposal: proposal, childProposal: childProposal, childSize: hasChild ? childSize : nil, size: size, subviews: subviews)
            return true
        }
        return size
    }

    /// Keeps what sizing worked out as the node's plan, refilling the last one in place when it
    /// can. (Out of line: the sizing above is inlined into the store's dispatch.)
    @inline(never)
    private func keepPlan(
        proposal: ProposedViewSize, childProposal: ProposedViewSize, childSize: CGSize?, size: CGSize, subviews: LayoutSubviews
    ) {
        if let plan = subviews.reusablePlan(as: Plan.self) {
            plan.refill(proposal: proposal, childProposal: childProposal, childSize: childSize, size: size)
        } else {
            subviews.keepPlan(Plan(proposal: proposal, childProposal: childProposal, childSize: childSize, size: size))
        }
    }

    /// Step 2 along `axis`: the length decided by the bounds, else the child's length within them.
    /// (Written out per axis: a loop over `Axis.allCases` retained and released the array on every
    /// question.)
    @inline(__always)
    private func reportedLength(
        _ axis: Axis, proposal: ProposedViewSize, childProposal: ProposedViewSize, childSize: CGSize, hasChild: Bool
    ) -> CGFloat {
        let bound = bounds[Int(axis.rawValue)]
        if let decided = bound.decidedLength(proposed: proposal[axis]) { return decided }
        return hasChild ? bound.reportedLength(child: childSize[axis], childProposal: childProposal[axis]) : 0
    }

    /// Step 2's arithmetic per axis, read from the plan sizing kept for `proposal`.
    func reportReason(for proposal: ProposedViewSize, size: CGSize, subviews: LayoutSubviews) -> (any ReportReason)? {
        guard let plan = subviews.plan(for: proposal, as: Plan.self) else { return nil }
        return Reason(formulas: formulas(proposal: proposal, childProposal: plan.childProposal, childSize: plan.childSize, size: plan.size))
    }

    /// The arithmetic behind each axis's length, for explanations.
    private func formulas(proposal: ProposedViewSize, childProposal: ProposedViewSize, childSize: CGSize?, size: CGSize) -> [Formula] {
        var formulas: [Formula] = []
        for axis in Axis.allCases {
            let formula = bounds[Int(axis.rawValue)].formula(
                proposed: proposal[axis], child: childSize.map { $0[axis] }, childProposal: childProposal[axis])
            if let formula { formulas.append(Formula(axis: axis, expression: formula, result: size[axis])) }
        }
        return formulas
    }

    func placement(of child: LayoutSubview, size: CGSize, proposal: ProposedViewSize) -> ChildPlacement {
        // 3.
        var childProposal = ProposedViewSize(size)
        if bounds.horizontal.leavesChildUnspecified(proposed: proposal.width, size: size.width) { childProposal.width = nil }
        if bounds.vertical.leavesChildUnspecified(proposed: proposal.height, size: size.height) { childProposal.height = nil }
        return AlignedPlacement.place(child, proposal: childProposal, in: size, alignment: alignment)
    }

    private func childProposal(for proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: bounds[0].childLength(proposed: proposal.width), height: bounds[1].childLength(proposed: proposal.height))
    }
}

/// One axis of a flexible frame, already repaired as SwiftUI repairs it: min ≥ 0,
/// ideal ≥ min, max ≥ ideal (min > max survives when there is no ideal).
struct FlexFrameBounds: Equatable {
    var min: CGFloat?
    var ideal: CGFloat?
    var max: CGFloat?

    /// The length when the child does not matter: both bounds given in order and a proposal to
    /// clamp, or an unspecified proposal and an ideal length.
    func decidedLength(proposed: CGFloat?) -> CGFloat? {
        if let proposed {
            guard let min, let max, min <= max else { return nil }
            return Swift.max(min, Swift.min(max, proposed))
        }
        return ideal
    }

    /// The proposal's length (or the ideal one) clamped to the bounds.
    func childLength(proposed: CGFloat?) -> CGFloat? {
        guard let base = proposed ?? ideal else { return nil }
        return Swift.min(Swift.max(base, min ?? -.infinity), max ?? .infinity)
    }

    /// The length when the child's length stands in for a missing bound.
    func reportedLength(child: CGFloat, childProposal: CGFloat?) -> CGFloat {
        switch (min, max) {
        case let (min?, max?) where min <= max: Swift.max(min, Swift.min(max, child))
        case let (min?, _): Swift.max(min, Swift.min(childProposal ?? .infinity, child))
        case let (nil, max?): Swift.min(max, Swift.max(childProposal ?? -.infinity, child))
        case (nil, nil): child
        }
    }

    /// The arithmetic behind the length, for explanations: `max(0, min(∞, 300)) = 300`;
    /// `nil` when the frame simply takes its child's length.
    func formula(proposed: CGFloat?, child: CGFloat?, childProposal: CGFloat?) -> String? {
        if let decided = decidedLength(proposed: proposed) {
            if let proposed, let min, let max {
                return "max(\(f(min)), min(\(f(max)), \(f(proposed)))) = \(f(decided))"
            }
            return "ideal \(f(decided))"
        }
        guard let child else { return nil }
        let length = reportedLength(child: child, childProposal: childProposal)
        switch (min, max) {
        case let (min?, max?) where min <= max:
            return "max(\(f(min)), min(\(f(max)), \(f(child)))) = \(f(length))"
        case let (min?, _):
            return "max(\(f(min)), min(\(f(childProposal ?? .infinity)), \(f(child)))) = \(f(length))"
        case let (nil, max?):
            return "min(\(f(max)), max(\(childProposal.map(f) ?? "-∞"), \(f(child)))) = \(f(length))"
        case (nil, nil):
            return nil
        }
    }

    /// Whether the child is proposed `nil` at placement: SwiftUI keeps an unspecified proposal
    /// unspecified when no ideal was given and the size lies strictly between the bounds.
    func leavesChildUnspecified(proposed: CGFloat?, size: CGFloat) -> Bool {
        proposed == nil && ideal == nil && (min ?? -.infinity) < size && size < (max ?? .infinity)
    }

    private func f(_ value: CGFloat) -> String { LengthFormat.length(value) }
}

/// A flexible frame's bounds along both axes, read by `Axis.rawValue` (0 horizontal, 1
/// vertical). Two stored values rather than an array: the layout is copied on every question,
/// and an array made it retain and release a buffer each time.
struct FlexFrameBoundsPair {
    var horizontal: FlexFrameBounds
    var vertical: FlexFrameBounds

    init(_ horizontal: FlexFrameBounds, _ vertical: FlexFrameBounds) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The bounds along the axis with raw value `index`.
    subscript(index: Int) -> FlexFrameBounds {
        index == 0 ? horizontal : vertical
    }
}

// MARK: - What the explanation says

extension FlexFrameLayout {
    /// One line of step 2's arithmetic: `max(0, min(∞, 300)) = 300`.
    struct Formula: Equatable {
        var axis: Axis
        var expression: String
        var result: CGFloat
    }

    /// Step 2 in words: per axis, how the size was clamped.
    struct Reason: ReportReason {
        var formulas: [Formula]

        func phrase(node: String, size: CGSize) -> Phrase {
            guard !formulas.isEmpty else { return Phrases.reportsItsSize(node: node, size: size) }
            let s = LengthFormat.size(size)
            let english = formulas.map { "its \($0.axis == .horizontal ? "width" : "height") becomes \($0.expression)" }.joined(separator: " and ")
            let korean = formulas.map { "\($0.axis == .horizontal ? "너비는" : "높이는") \(K.subject($0.expression)) 되고" }.joined(separator: " ")
            return ("\(node): \(english); it reports \(s).", "\(node)의 \(korean), \(K.subject(node)) \(K.object(s)) 보고합니다.")
        }
    }

    /// Step 1 in words (`ProposalReason.clampedToFrame`), when it changes the proposal.
    static func proposalPhrase(_ p: String, parent: String, child: String) -> Phrase {
        ("\(parent) clamps its proposal to its bounds and proposes \(p) to \(child).", "\(K.subject(parent)) 제안을 자신의 경계로 clamp하고 \(child)에 \(K.object(p)) 제안합니다.")
    }

    private typealias K = KoreanParticles
}
