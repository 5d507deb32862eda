import Foundation

/// A child's answers to a stack's two probes — the least and the greatest length along the
/// stack's axis — and, when the child is known to answer every proposal with one size, that
/// size, which then stands for its share too.
struct ProbeAnswers {
    /// The answer to the probe at length 0.
    let minimum: CGSize
    /// The answer to the probe at length ∞.
    let maximum: CGSize
    /// The child's answer to any proposal, when it answers all of them alike; else `nil`.
    let answerToEveryProposal: CGSize?
}

extension LayoutPass {
    /// `node`'s answers to its stack's probes, through the door.
    ///
    /// A rigid node (`TraitRule`) answers every proposal with its first answer; when the pass
    /// answers from traits, it is asked the first probe only, and the stack takes that answer
    /// for the second probe and for the share it would propose next, asking nothing more.
    /// SwiftUI asks all three (as explained layouts do, which run every sizing); the frames are
    /// the same, and the child's `answers` list the one proposal it was asked. In a row of
    /// fixed frames each leaf is asked once instead of three times.
    @inline(__always)
    func probe(_ node: LayoutNode, minimum: ProposedViewSize, maximum: ProposedViewSize, parent: LayoutNode) -> ProbeAnswers {
        let least = size(of: node, proposal: minimum, reason: .unstated, parent: parent)
        // Read after the first answer, not before: a sizing that overflows to ∞ takes the
        // node's traits away (`LayoutPass.sanitizeAnswer`).
        if answersFromTraits && node.links.pointee.isRigid {
            return ProbeAnswers(minimum: least, maximum: least, answerToEveryProposal: least)
        }
        let greatest = size(of: node, proposal: maximum, reason: .unstated, parent: parent)
        return ProbeAnswers(minimum: least, maximum: greatest, answerToEveryProposal: nil)
    }
}
