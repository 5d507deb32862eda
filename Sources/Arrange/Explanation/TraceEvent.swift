import Foundation

/// One thing that happened in a traced layout pass, in the order it happened.
struct TraceEvent {
    enum Kind {
        /// `parent` proposed a size to `node`.
        case propose(ProposedViewSize, ProposalReason)
        /// `node` answered `parent`'s last proposal.
        case report(CGSize, (any ReportReason)?, cached: Bool)
        /// `parent` placed `node` at this frame, in the parent's local coordinates; with what a
        /// user's `Layout` asked for (`place(at:anchor:proposal:)`), when a user's layout placed it.
        case place(CGRect, PlacementArithmetic?, PlacementRequest? = nil)
        /// `node` made a decision worth telling (a stack's flexibility order, …).
        case note(any LayoutDecision)
    }

    let kind: Kind
    let node: LayoutNode
    let parent: LayoutNode?
    let phase: LayoutPhase
}

/// Why a parent proposes what it proposes; explanations phrase each differently.
///
/// Unlike `ReportReason` and `LayoutDecision`, which exist only while explaining, a proposal's
/// reason travels with every question a container asks (`LayoutSubview.sizeThatFits(_:because:)`),
/// so it stays one small enum rather than a protocol (an existential would box the insets of
/// `inset` on every padding's question). The words for the cases one container owns still live
/// beside it (`PaddingLayout.proposalPhrase` for `inset` …): `Phrases.proposal` hands them over.
enum ProposalReason: Equatable {
    /// Nothing to say (custom layouts, internal queries).
    case unstated
    /// The system proposes the window's size to the root.
    case root
    /// The node passes its own proposal on unchanged.
    case same
    /// An overlay or background passes its proposal to its primary subview.
    case primary
    /// An overlay or background proposes its primary subview's size to a secondary subview.
    case secondary(primary: String)
    /// Padding: the proposal minus the insets.
    case inset(EdgeInsets)
    /// A fixed frame proposes its fixed dimensions (`nil` where it has none).
    case fixedFrame(width: CGFloat?, height: CGFloat?)
    /// A flexible frame clamps the proposal to its bounds (ideal sizes replace `nil`).
    case clampedToFrame
    /// `nil` on some axes: the parent asks for the child's ideal size there.
    case ideal(Axis.Set)
    /// `aspectRatio`: the largest (fit) or smallest (fill) rectangle of the ratio.
    case aspectRatio(ratio: CGFloat, fill: Bool, within: ProposedViewSize)
    /// A stack's share: what is left divided by the children still to size.
    case share(remaining: CGFloat, count: Int)
    /// A user's `Layout` asked its subview itself, from its `sizeThatFits` or (`placing`) its
    /// `placeSubviews`: `sizeThatFits(_:)`, or `dimensions(in:)` when `dimensions`.
    case asked(dimensions: Bool, placing: Bool)
}

/// What a user's `Layout` asked for when it placed a subview: the point, in the parent's local
/// coordinates, where the subview's `anchor` goes, and the proposal the subview is sized with.
struct PlacementRequest: Equatable {
    var position: CGPoint
    var anchor: UnitPoint
    var proposal: ProposedViewSize
}

/// How a node arrived at its answer, in its own words; no reason means it simply reports its size.
///
/// Each container that gives a reason declares its reason type beside its algorithm, nested in
/// it (`StackLayout.Reason`, `PaddingLayout.Reason`), and phrases it there: a reader who opens
/// the algorithm finds what its explanation says next to the steps it explains. The engine asks
/// for the reason only while explaining (`LayoutAlgorithm.reportReason`), built from what the
/// sizing kept (its plan), so sizing itself never builds one. A protocol rather than one enum
/// of every container's cases, so that no central switch has to know every container.
protocol ReportReason {
    /// The step in which `node` reports `size` for this reason, in English and Korean.
    func phrase(node: String, size: CGSize) -> Phrase
}

/// A decision worth a step of its own in an explanation (a stack's flexibility order, a grid's
/// columns), declared and phrased beside the algorithm that makes it (`StackLayout.Decision`,
/// `GridLayoutAlgorithm.Decision`). Told through `LayoutSubviews.explain(_:)`, whose autoclosure
/// the engine runs only while explaining.
protocol LayoutDecision {
    /// The step in which `node` makes this decision, in English and Korean.
    func phrase(node: String) -> Phrase
}

/// How a child's position came out of alignment: parent guide minus child guide, per axis.
struct PlacementArithmetic: Equatable {
    var parentGuide: CGPoint
    var childGuide: CGPoint
}

extension ProposalReason {
    /// Whether a user's `Layout` asked the question itself.
    var isAskedByUsersLayout: Bool {
        if case .asked = self { true } else { false }
    }
}
