import Foundation

/// How the store remembers every answer a node gave in one layout pass, one per distinct
/// proposal.
///
/// Keys are whole proposals, both axes, with `nil`, 0 and ∞ distinct; they are sanitized first
/// (no NaN, no -0), so equal proposals always find each other. A stack asks each child about
/// three proposals (0, ∞ and its share), and nested stacks a few more, so the first
/// `inlineCount` answers of every node sit in a column of their own, eight places per node, filled
/// in order (an empty place means no further answer); a node that answers more questions gets
/// a run of the spill array (`SpillRun`). Neither holds a reference, so nothing is counted
/// when they are read, and a look-up reads only the answers, never a whole record.
enum SizeCache {
    /// How many answers per node have a place of their own: eight, so that a node in nested
    /// stacks (a grid's cell answers about five questions, a balanced tree's about nine) rarely
    /// spills; eight 32-byte keyed answers take the room four optional `ProposalAnswer`s did.
    static let inlineCount = 8

    /// The most answers kept beyond the inline ones. Built-in containers ask a view fewer
    /// than a dozen distinct questions; a custom layout asking thousands (a search over widths)
    /// would otherwise make every lookup a long scan. Further answers are recomputed when asked
    /// again, which gives the same result.
    static let spillLimit = 60

    /// The bits an unspecified axis has in a `ProposalKey` (a quiet NaN no sanitized length has).
    static let unspecifiedBits: UInt = 0x7FF8_0000_0000_0A5E
    /// The bits of an empty place's key (another NaN, distinct from `unspecifiedBits`).
    static let emptyBits: UInt = 0x7FF8_0000_0000_E417

    /// The answer for `key` among a node's inline answer `places` (filled in order up to the
    /// first empty one), else among its spilled ones (`spilled`, asked only when every inline
    /// place is full).
    @inline(__always)
    static func answer(
        for key: ProposalKey, in places: UnsafeMutablePointer<CachedAnswer>, spilled: (ProposalKey) -> CGSize?
    ) -> CGSize? {
        for place in 0..<inlineCount {
            let answer = places[place]
            if answer.key == key { return answer.size }
            if answer.key.width == emptyBits { return nil }
        }
        return spilled(key)
    }
}

/// A sanitized proposal as the cache compares it: each axis as the bit pattern of its length,
/// an unspecified axis as `SizeCache.unspecifiedBits`.
///
/// Invariants: made only from sanitized proposals (no NaN, no -0), so two keys have equal bits
/// exactly when their proposals are equal, and no key ever holds `unspecifiedBits` or
/// `emptyBits` for a real length (both are NaN patterns). A look-up compares two integers per
/// answer instead of two optionals of `CGFloat` (a third of a question's cost in a grid).
struct ProposalKey: Equatable {
    var width: UInt
    var height: UInt

    /// The key of `proposal`, which must be sanitized.
    @inline(__always)
    init(_ proposal: ProposedViewSize) {
        width = proposal.width?.bitPattern ?? SizeCache.unspecifiedBits
        height = proposal.height?.bitPattern ?? SizeCache.unspecifiedBits
    }

    init(width: UInt, height: UInt) {
        self.width = width
        self.height = height
    }

    /// The proposal the key was made from.
    var proposal: ProposedViewSize {
        ProposedViewSize(
            width: width == SizeCache.unspecifiedBits ? nil : CGFloat(bitPattern: width),
            height: height == SizeCache.unspecifiedBits ? nil : CGFloat(bitPattern: height))
    }

    /// The key of a place that holds no answer yet.
    static let empty = ProposalKey(width: SizeCache.emptyBits, height: SizeCache.emptyBits)
}

/// One remembered answer, as the store keeps it: the proposal's key and the size.
struct CachedAnswer {
    var key: ProposalKey
    var size: CGSize

    /// A place without an answer.
    static let empty = CachedAnswer(key: .empty, size: .zero)

    /// The answer as the finished layout reports it.
    var proposalAnswer: ProposalAnswer {
        ProposalAnswer(proposal: key.proposal, size: size)
    }
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
