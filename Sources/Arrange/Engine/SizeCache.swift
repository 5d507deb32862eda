import Foundation

/// How the store remembers every answer a node gave in one layout pass, one per distinct
/// proposal.
///
/// Keys are whole proposals, both axes, with `nil`, 0 and ∞ distinct; they are sanitized first
/// (no NaN, no -0), so equal proposals always find each other. A stack asks each child about
/// three proposals (0, ∞ and its share), and nested stacks a few more, so the first
/// `inlineCount` answers of every node sit in a column of their own, four places per node, filled
/// in order (an empty place means no further answer); a node that answers more questions gets
/// a run of the spill array (`SpillRun`). Neither holds a reference, so nothing is counted
/// when they are read, and a look-up reads only the answers, never a whole record.
enum SizeCache {
    /// How many answers per node have a place of their own.
    static let inlineCount = 4

    /// The most answers kept beyond the inline ones. Built-in containers ask a view fewer
    /// than a dozen distinct questions; a custom layout asking thousands (a search over widths)
    /// would otherwise make every lookup a long scan. Further answers are recomputed when asked
    /// again, which gives the same result.
    static let spillLimit = 60
}

/// A node's run of the store's spill array: where it starts, how many answers it holds and how
/// many it has room for (a full run moves to the end with twice the room).
struct SpillRun {
    var start: Int32 = 0
    var count: Int32 = 0
    var capacity: Int32 = 0
}

/// A size a view reported for a proposal.
public struct ProposalAnswer: Hashable, Sendable {
    /// What the view was proposed.
    public var proposal: ProposedViewSize
    /// The size it reported.
    public var size: CGSize
}
