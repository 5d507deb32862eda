import Foundation

/// One thing that happened in a traced layout pass, in the order it happened.
struct TraceEvent {
    enum Kind {
        /// `parent` proposed a size to `node`.
        case propose(ProposedViewSize, ProposalReason)
        /// `node` answered `parent`'s last proposal.
        case report(CGSize, ReportReason?, cached: Bool)
        /// `parent` placed `node` at this frame, in the parent's local coordinates; with what a
        /// user's `Layout` asked for (`place(at:anchor:proposal:)`), when a user's layout placed it.
        case place(CGRect, PlacementArithmetic?, PlacementRequest? = nil)
        /// `node` made a decision worth telling (a stack's flexibility order, …).
        case note(Decision)
    }

    let kind: Kind
    let node: LayoutNode
    let parent: LayoutNode?
    let phase: LayoutPhase
}

/// Why a parent proposes what it proposes; explanations phrase each differently.
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

/// How a node arrived at its answer; `nil` means it simply reports its size.
enum ReportReason: Equatable {
    /// Padding: the child's size plus the insets.
    case addsInsets(EdgeInsets)
    /// Overlay, background: the primary subview's size.
    case primarySize(primary: String)
    /// A fixed frame reports its fixed dimensions.
    case fixedFrame
    /// A flexible frame: per axis, how the size was clamped.
    case flexibleFrame([FrameFormula])
    /// The child's size, unchanged (aspectRatio, fixedSize).
    case childSize(child: String)
    /// A stack: sum of the children along its axis plus spacing, union across.
    case stack(axis: Axis, sum: CGFloat, spacing: CGFloat, across: CGFloat)
    /// The union of the aligned frames of the children (`ZStack`).
    case union
    /// A user's `Layout` worked its size out after asking its subviews `questions` times
    /// (0: from its cache when it has one, or without them).
    case customLayout(questions: Int, hasCache: Bool)
}

/// One line of a flexible frame's arithmetic: `max(0, min(∞, 300)) = 300`.
struct FrameFormula: Equatable {
    var axis: Axis
    var expression: String
    var result: CGFloat
}

/// A decision worth a step of its own in an explanation.
enum Decision: Equatable {
    /// A stack measured a child's minimum and maximum along its axis.
    case probed(child: String, axis: Axis, minimum: CGSize, maximum: CGSize, across: CGFloat?)
    /// A stack's order of distribution: by priority, then least flexible first.
    case distributionOrder(children: [String], remaining: CGFloat?)
    /// A stack's turn comes to a priority group: the minimums of its subviews, taken away
    /// before distributing, are added back to what remains (`givenBack`), making `remaining`.
    case givesBackMinimums(children: [String], givenBack: CGFloat, remaining: CGFloat)
    /// A stack proposed nothing across its axis places its children for its own length there
    /// (`length`), sharing out its length along the axis again for that proposal.
    case placesWithOwnCrossLength(axis: Axis, length: CGFloat)
    /// A user's `Layout` made its cache (`makeCache(subviews:)`) for its subviews.
    case madeCache(subviews: Int)
    /// A grid's column (or row) lengths for an available length, when sizing or — from its own
    /// length, the book's second pass — when placing.
    case gridColumns(axis: Axis, available: CGFloat?, lengths: [CGFloat], extent: CGFloat, pass: LayoutPhase)
    /// `Grid`'s column pass (`axis` horizontal) or row pass (vertical): what was shared out
    /// after the gaps, in which order (indices, least flexible first) and what each took.
    case gridTrackPass(axis: Axis, available: CGFloat?, gap: CGFloat, order: [Int], lengths: [CGFloat])
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
