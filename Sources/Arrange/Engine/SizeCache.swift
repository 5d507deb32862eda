import Foundation

/// The first answers a node gave in one layout pass, one per distinct proposal, kept inline in
/// the node's record; further answers go to a run of the store's spill array (`NodeStore.spilledAnswers`).
///
/// Keys are whole proposals, both axes, with `nil`, 0 and ∞ distinct; they are sanitized first
/// (no NaN, no -0), so equal proposals always find each other. A stack asks each child about
/// three proposals (0, ∞ and its share), and nested stacks a few more, so four inline answers
/// serve almost every node without an allocation. It holds no reference, so a record copies
/// without reference counting.
struct SizeCache {
    var first: Entry?
    var second: Entry?
    var third: Entry?
    var fourth: Entry?
    /// Where the node's run of further answers starts in the store's spill array, how many it
    /// holds and how many it has room for.
    var spillStart: Int32 = 0
    var spillCount: Int32 = 0
    var spillCapacity: Int32 = 0

    /// Whether more answers than the inline ones were given (they are in the spill array).
    var hasSpilled: Bool { spillCount > 0 }

    typealias Entry = ProposalAnswer

    /// Keeps the answer inline; `false` when the inline places are full.
    mutating func insertInline(_ size: CGSize, for proposal: ProposedViewSize) -> Bool {
        if first == nil {
            first = Entry(proposal: proposal, size: size)
        } else if second == nil {
            second = Entry(proposal: proposal, size: size)
        } else if third == nil {
            third = Entry(proposal: proposal, size: size)
        } else if fourth == nil {
            fourth = Entry(proposal: proposal, size: size)
        } else {
            return false
        }
        return true
    }

    /// The most answers kept beyond the four inline ones. Built-in containers ask a view fewer
    /// than a dozen distinct questions; a custom layout asking thousands (a search over widths)
    /// would otherwise make every lookup a long scan. Further answers are recomputed when asked
    /// again, which gives the same result.
    static let spillLimit = 60

    /// The inline answer for `proposal`, if there is one.
    func inlineAnswer(for proposal: ProposedViewSize) -> CGSize? {
        if let entry = first, entry.proposal == proposal { return entry.size }
        if let entry = second, entry.proposal == proposal { return entry.size }
        if let entry = third, entry.proposal == proposal { return entry.size }
        if let entry = fourth, entry.proposal == proposal { return entry.size }
        return nil
    }

    /// The inline answers, in the order the proposals came.
    var inlineEntries: [Entry] {
        [first, second, third, fourth].compactMap { $0 }
    }
}

/// A size a view reported for a proposal.
public struct ProposalAnswer: Hashable, Sendable {
    /// What the view was proposed.
    public var proposal: ProposedViewSize
    /// The size it reported.
    public var size: CGSize
}
