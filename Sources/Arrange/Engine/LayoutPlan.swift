import Foundation

/// What a container's sizing worked out for one proposal — a stack's shares and alignment
/// guides — kept on its node so that placing it and answering alignment queries with the same
/// proposal reuse the arithmetic instead of running it again.
///
/// Invariant: a plan is only ever read back for the proposal it was made for, in the pass that
/// made it; a node keeps its latest plan (the one its placement almost always asks for; any
/// other proposal is worked out afresh, with the same result). Plans are final classes, so
/// reading one back is a class cast, not a generic type lookup.
protocol LayoutPlan: AnyObject {
    /// The proposal the container was sized for.
    var proposal: ProposedViewSize { get }
}

extension LayoutSubviews {
    /// Keeps `plan`, worked out while sizing the container, for its placement.
    func keepPlan(_ plan: some LayoutPlan) {
        let slot = Int(parent.slot)
        parent.withStore { $0.plans[slot] = plan }
    }

    /// The plan the container kept, for its sizing to refill in place, when nothing else holds
    /// it (a placement or alignment query under way holds its own reference, and keeps the plan).
    /// Read where the store keeps it: an array here was copied whole by the uniqueness check.
    func reusablePlan<Plan: LayoutPlan>(as type: Plan.Type) -> Plan? {
        let slot = Int(parent.slot)
        return parent.withStore { store in
            let kept = store.plans.address(of: slot)
            guard isKnownUniquelyReferenced(&kept.pointee) else { return nil }
            return kept.pointee as? Plan
        }
    }

    /// The plan the container's sizing kept for `proposal`, if it was the latest.
    func plan<Plan: LayoutPlan>(for proposal: ProposedViewSize, as type: Plan.Type) -> Plan? {
        let slot = Int(parent.slot)
        guard let plan = parent.withStore({ $0.plans[slot] }) as? Plan, plan.proposal == proposal else { return nil }
        return plan
    }
}
