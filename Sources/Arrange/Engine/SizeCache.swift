import Foundation

/// A node's answers in one layout pass, one per distinct proposal.
///
/// Keys are whole proposals, both axes, with `nil`, 0 and ∞ distinct; they are sanitized first
/// (no NaN, no -0), so equal proposals always find each other. Stacks ask each child about
/// three or four proposals (0, ∞, its share, and the placement repeat of the share), so a
/// linear scan over a short array beats hashing.
struct SizeCache {
    private(set) var entries: [(proposal: ProposedViewSize, size: CGSize)] = []

    /// The size answered for `proposal`, if it was asked before.
    func size(for proposal: ProposedViewSize) -> CGSize? {
        for entry in entries where entry.proposal == proposal {
            return entry.size
        }
        return nil
    }

    mutating func insert(_ size: CGSize, for proposal: ProposedViewSize) {
        if entries.isEmpty { entries.reserveCapacity(3) }
        entries.append((proposal, size))
    }
}
