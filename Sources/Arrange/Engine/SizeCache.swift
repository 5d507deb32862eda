import Foundation

/// A node's answers in one layout pass, one per distinct proposal.
///
/// Keys are whole proposals, both axes, with `nil`, 0 and ∞ distinct; they are sanitized first
/// (no NaN, no -0), so equal proposals always find each other. A stack asks each child about
/// three proposals (0, ∞ and its share), and nested stacks a few more, so the first four answers
/// are kept inline — no allocation — and further ones go to an array made once with room.
struct SizeCache {
    var first: Entry?
    var second: Entry?
    var third: Entry?
    var fourth: Entry?
    var more: [Entry] = []

    typealias Entry = ProposalAnswer

    mutating func insert(_ size: CGSize, for proposal: ProposedViewSize) {
        if first == nil {
            first = Entry(proposal: proposal, size: size)
        } else if second == nil {
            second = Entry(proposal: proposal, size: size)
        } else if third == nil {
            third = Entry(proposal: proposal, size: size)
        } else if fourth == nil {
            fourth = Entry(proposal: proposal, size: size)
        } else if more.count < Self.spillLimit {
            if more.isEmpty { more.reserveCapacity(8) }
            more.append(Entry(proposal: proposal, size: size))
        }
    }

    /// The most answers kept beyond the four inline ones. Built-in containers ask a view fewer
    /// than a dozen distinct questions; a custom layout asking thousands (a search over widths)
    /// would otherwise make every lookup a long scan. Further answers are recomputed when asked
    /// again, which gives the same result.
    static let spillLimit = 60

    /// The size answered for `proposal`, if it was asked before.
    func answer(for proposal: ProposedViewSize) -> CGSize? {
        if let entry = first, entry.proposal == proposal { return entry.size }
        if let entry = second, entry.proposal == proposal { return entry.size }
        if let entry = third, entry.proposal == proposal { return entry.size }
        if let entry = fourth, entry.proposal == proposal { return entry.size }
        for entry in more where entry.proposal == proposal {
            return entry.size
        }
        return nil
    }

    /// Calls `body` with every answer, in the order the proposals came.
    func forEach(_ body: (Entry) -> Void) {
        for entry in [first, second, third, fourth] {
            guard let entry else { return }
            body(entry)
        }
        more.forEach(body)
    }
}

/// A size a view reported for a proposal.
public struct ProposalAnswer: Hashable, Sendable {
    /// What the view was proposed.
    public var proposal: ProposedViewSize
    /// The size it reported.
    public var size: CGSize
}
