import Foundation

/// One node of a finished layout, as tests, tools and renderers see it: what it is, where it
/// went, and every proposal it answered.
public struct LayoutNodeInfo {
    /// The node's position in `ViewLayout.nodes` (parents come before their children).
    public let index: Int
    /// The node's kind as explanations name it: `text`, `padding`, `HStack`, `Color`.
    public let kind: String
    /// The value given with `.id(_:)`.
    public let id: AnyHashable?
    /// The index of the parent node, `nil` for the root.
    public let parent: Int?
    /// The indices of the children, in order.
    public let children: [Int]
    /// How deep the node is; the root is 0.
    public let depth: Int
    /// The frame in the root's coordinates, or `nil` if the node was never placed.
    public let frame: CGRect?
    /// The proposal it was placed with.
    public let placedProposal: ProposedViewSize?
    /// Every distinct proposal it received during the pass, with its answer, in order.
    public let answers: [ProposalAnswer]
    /// Whether it reports one size whatever it is proposed (a `frame(width:height:)` with both
    /// lengths, a fixed-size image, a stack or padding of such views): it ran its sizing for its
    /// first proposal only and answered the others alike, without asking its children again,
    /// unless the layout was explained; a stack asked it its first probe only.
    public let isRigid: Bool
    /// Whether its width follows only the proposed width and its height only the proposed
    /// height (a `Color`, a `Spacer`, a frame, padding, stack or overlay of such views): a
    /// proposal it had answered the width of and the height of, in two other answers, was
    /// answered from those without running its sizing, unless the layout was explained.
    public let isAxisIndependent: Bool
    /// Its layout priority.
    public let layoutPriority: Double
    /// How many times its parent's `Layout` (one you wrote, or one of Arrange's written as a
    /// `Layout`) asked for its size or dimensions through `LayoutSubview`, answered from the
    /// cache or not: what the layout's own cache would save. Built-in containers' questions
    /// are not counted (`LayoutStatistics` counts every question).
    public let queryCount: Int
    /// What it shows.
    public let content: NodeContent
    /// How it is drawn beyond its frame.
    public let drawing: DrawingAttributes
    /// Whether it lays its children out right to left.
    public let layoutDirection: LayoutDirection
    /// For `overlay`/`background`: whether its secondary content is drawn behind the primary.
    public let drawsSecondaryBehind: Bool
    /// Modifiers without an effect at rest written on it (gestures, animations, lifecycle,
    /// presentation, accessibility, input), innermost first.
    public let modifiers: [RecordedModifier]
    /// The value given with `tag(_:)`.
    public let tag: AnyHashable?
    /// The colour scheme its colours were resolved in (the screen's background follows the
    /// root's).
    public let colorScheme: ColorScheme
    /// The views with a `body` whose body returned this node, outermost first, as
    /// `Module.TypeName` (`Settings.SettingsRow`; Arrange's own, such as `Arrange.Label`,
    /// included): what names the node as its code was written. Empty for nodes a container or
    /// modifier made.
    public let writtenViews: [String]
}
