import Foundation

/// What a container's sizing worked out for one proposal — a stack's shares and alignment
/// guides — kept on its node so that placing it and answering alignment queries with the same
/// proposal reuse the arithmetic instead of running it again.
///
/// Invariant: a plan is only ever read back for the proposal it was made for, in the pass that
/// made it; a node keeps its latest plan (the one its placement almost always asks for; any
/// other proposal is worked out afresh, with the same result).
final class LayoutPlan<Value> {
    let proposal: ProposedViewSize
    let value: Value

    init(proposal: ProposedViewSize, value: Value) {
        self.proposal = proposal
        self.value = value
    }
}

extension LayoutSubviews {
    /// Keeps `value`, worked out while sizing the container for `proposal`, for its placement.
    func keepPlan<Value>(_ value: Value, for proposal: ProposedViewSize) {
        parent.store.plans[Int(parent.slot)] = LayoutPlan(proposal: proposal, value: value)
    }

    /// The plan the container's sizing kept for `proposal`, if it was the latest.
    func plan<Value>(for proposal: ProposedViewSize, as type: Value.Type = Value.self) -> Value? {
        guard let plan = parent.store.plans[Int(parent.slot)] as? LayoutPlan<Value>, plan.proposal == proposal else { return nil }
        return plan.value
    }
}
