import Arrange
import Foundation

/// What the picture shows for a selected step or view, as the book's diagrams draw it: the
/// proposal the view was handling, dashed, and the size it reported, solid, both from the view's
/// top-leading corner.
struct HTMLHighlight: Equatable {
    /// The index of the view in `ViewLayout.nodes`.
    var node: Int
    /// The proposal to draw dashed, `nil` when there is none to show.
    var proposal: ProposedViewSize?
    /// The size to draw solid, `nil` when there is none to show.
    var size: CGSize?

    /// What the view was last placed with and where it ended up.
    static func view(_ info: LayoutNodeInfo) -> HTMLHighlight {
        HTMLHighlight(node: info.index, proposal: info.placedProposal, size: info.frame?.size)
    }

    /// One highlight per step, in order.
    ///
    /// 1. A sizing step shows the proposal the view was working on at that moment: the latest
    ///    proposal it had received up to and including the step.
    /// 2. …and the answer it gave to that proposal: its first answer at or after the step (a
    ///    view answers each proposal before it is proposed again, so the pairs never interleave).
    /// 3. A placement step shows the proposal the view was placed with and the size placed.
    /// 4. Where a step has no such partner (a decision before any proposal), the view's own
    ///    placed proposal and final size stand in.
    static func steps(_ steps: [ExplanationStep], nodes: LayoutNodes) -> [HTMLHighlight] {
        var latestProposal: [Int: ProposedViewSize] = [:]
        var proposals: [ProposedViewSize?] = []
        proposals.reserveCapacity(steps.count)
        // 1.
        for step in steps {
            if step.phase == .sizing, case .proposal(let proposal) = step.event { latestProposal[step.nodeIndex] = proposal }
            proposals.append(step.phase == .sizing ? latestProposal[step.nodeIndex] : nil)
        }
        // 2.
        var nextAnswer: [Int: CGSize] = [:]
        var answers = [CGSize?](repeating: nil, count: steps.count)
        for (position, step) in steps.enumerated().reversed() where step.phase == .sizing {
            if case .answer(let size) = step.event { nextAnswer[step.nodeIndex] = size }
            answers[position] = nextAnswer[step.nodeIndex]
        }
        return steps.enumerated().map { position, step in
            let fallback = nodes.indices.contains(step.nodeIndex) ? view(nodes[step.nodeIndex]) : HTMLHighlight(node: step.nodeIndex)
            // 3.
            if step.phase == .placement {
                if case .placement(let frame) = step.event {
                    return HTMLHighlight(node: step.nodeIndex, proposal: fallback.proposal, size: frame.size)
                }
                return fallback
            }
            // 4.
            return HTMLHighlight(
                node: step.nodeIndex, proposal: proposals[position] ?? fallback.proposal, size: answers[position] ?? fallback.size)
        }
    }
}
