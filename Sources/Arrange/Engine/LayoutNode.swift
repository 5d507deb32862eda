import Foundation

/// One view in the layout tree: a leaf (`Text`, `Color`), a layout modifier (`padding`, `frame`)
/// or a container (`HStack`). Built fresh from a view value for every `ViewLayout`; it holds
/// what the node needs to lay itself out and, afterwards, what happened to it.
///
/// Attribute modifiers (`layoutPriority`, `alignmentGuide`, `id`, `offset`, …) do not create
/// nodes; they set properties of the node their content produced.
final class LayoutNode {
    let algorithm: any LayoutAlgorithm
    private(set) var children: [LayoutNode]
    unowned(unsafe) var parent: LayoutNode?

    /// The value given with `.id(_:)`, by which `ViewLayout.frame(of:)` finds the node.
    var id: AnyHashable?
    /// Set by `layoutPriority(_:)`: stacks hand space to higher priorities first.
    var layoutPriority: Double
    /// How much space the node wants next to its neighbours in a stack.
    var spacing: ViewSpacing
    /// `alignmentGuide(_:computeValue:)` closures, innermost first.
    var explicitGuides: [ExplicitGuide] = []
    /// Every guide for which this node or a descendant may have an explicit value: a query for
    /// any other guide is answered `nil` without walking the subtree.
    var guidesInSubtree: AlignmentKeySet
    /// The direction the node's own children are laid out in.
    var layoutDirection: LayoutDirection
    /// What a leaf shows (text, colour, shape, image), for renderers.
    var content: NodeContent = .none
    /// For `background`: its secondary content is drawn behind the primary.
    var drawsSecondaryBehind = false
    /// Effects that change how the node is drawn but not where it is laid out.
    var drawing: DrawingAttributes = DrawingAttributes()
    /// Modifiers without an effect at rest (gestures, accessibility, …), innermost first.
    var recordedModifiers: [RecordedModifier] = []
    /// The value given with `tag(_:)`, by which pickers and tab views tell their choices apart.
    var tag: AnyHashable?

    /// Every distinct proposal the node answered in this pass, with its answer.
    @exclusivity(unchecked) var sizeCache = SizeCache()
    /// Explicit alignment values already computed, per guide and proposal.
    @exclusivity(unchecked) var alignmentCache: [AlignmentCacheEntry] = []
    /// The node's frame in the root's coordinates once placed.
    @exclusivity(unchecked) var frame: CGRect?
    /// The proposal the node was placed with.
    @exclusivity(unchecked) var placedProposal: ProposedViewSize?
    /// How many times a parent placed the node (1 when all is well).
    @exclusivity(unchecked) var placementCount = 0
    /// How many times a parent's layout asked for this node's size or dimensions (cached or
    /// not): what a layout's own cache saves.
    @exclusivity(unchecked) var queryCount = 0
    /// Whether the node builds its children when it is placed, so it must be placed even
    /// when it has none yet (`GeometryReader`).
    var buildsChildrenWhenPlaced = false
    /// Whether its parent may leave it unplaced on purpose (the views `ViewThatFits` did not
    /// choose, rows a lazy stack did not show): no diagnostic then.
    var mayStayUnplaced = false
    /// The name given with `coordinateSpace(name:)`.
    var coordinateSpaceName: AnyHashable?
    /// Values set with `layoutValue(key:value:)`, by key type.
    var layoutValues: [ObjectIdentifier: Any]?
    /// The node's position in the finished layout's list of nodes.
    @exclusivity(unchecked) var index = 0

    init(
        _ algorithm: any LayoutAlgorithm, children: [LayoutNode] = [], environment: EnvironmentValues,
        spacing: ViewSpacing = .standard, guides: AlignmentKeySet = AlignmentKeySet()
    ) {
        self.algorithm = algorithm
        self.children = children
        self.layoutPriority = 0
        self.spacing = spacing
        self.layoutDirection = environment.layoutDirection
        var subtree = guides
        for child in children {
            subtree.formUnion(child.guidesInSubtree)
        }
        self.guidesInSubtree = subtree
        for child in children {
            child.parent = self
        }
    }

    /// Takes `child`'s traits — its layout priority and layout values — as a modifier wrapping
    /// it does: to the container, a modified view is still the same child (a `Spacer` in a
    /// frame still yields, `layoutPriority(1).padding()` still has priority 1).
    func inheritTraits(from child: LayoutNode) {
        layoutPriority = child.layoutPriority
        layoutValues = child.layoutValues
    }

    /// Gives the node children it builds while being laid out (a `GeometryReader`'s content,
    /// the rows a lazy stack makes visible).
    func setChildren(_ nodes: [LayoutNode]) {
        children = nodes
        for child in nodes {
            child.parent = self
        }
    }

    /// Registers an explicit guide closure on this node.
    func addExplicitGuide(_ guide: ExplicitGuide) {
        explicitGuides.append(guide)
        guidesInSubtree.insert(guide.key)
        var ancestor = parent
        while let node = ancestor, !node.guidesInSubtree.contains(guide.key) {
            node.guidesInSubtree.insert(guide.key)
            ancestor = node.parent
        }
    }

    /// The node's name in explanations and diagnostics, with its id when it has one.
    var displayName: String {
        algorithm.name
    }

    /// The path from the root to this node, for diagnostics: `VStack › HStack[1] › frame`.
    /// Only the nearest `pathLength` levels are spelled out, so that paths in very deep trees
    /// stay short and cheap.
    var path: String {
        var parts: [String] = []
        var node: LayoutNode? = self
        while let current = node {
            if parts.count == Self.pathLength {
                parts.append("…")
                break
            }
            var part = current.displayName
            if let parent = current.parent, parent.children.count > 1, parent.children.count <= 1_000,
                let index = parent.children.firstIndex(where: { $0 === current })
            {
                part += "[\(index)]"
            }
            parts.append(part)
            node = current.parent
        }
        return parts.reversed().joined(separator: " › ")
    }

    /// How many levels a diagnostic's path names.
    static let pathLength = 12

    /// Every node of the subtree, parents before children, without recursion.
    var subtree: [LayoutNode] {
        var result: [LayoutNode] = []
        var pending: [LayoutNode] = [self]
        while let node = pending.popLast() {
            result.append(node)
            pending.append(contentsOf: node.children.reversed())
        }
        return result
    }
}

/// An `alignmentGuide(_:computeValue:)` closure attached to a node.
struct ExplicitGuide {
    let key: AlignmentKey
    let computeValue: (ViewDimensions) -> CGFloat
}

/// One cached explicit-alignment answer.
struct AlignmentCacheEntry {
    let key: AlignmentKey
    let proposal: ProposedViewSize
    let value: CGFloat?
}

extension LayoutNode {
    /// The size this node answered for `proposal` earlier in the pass, read in place (going
    /// through a method of `SizeCache` would copy the whole cache out of the node first).
    func cachedSize(for proposal: ProposedViewSize) -> CGSize? {
        if let entry = sizeCache.first, entry.proposal == proposal { return entry.size }
        if let entry = sizeCache.second, entry.proposal == proposal { return entry.size }
        if let entry = sizeCache.third, entry.proposal == proposal { return entry.size }
        if let entry = sizeCache.fourth, entry.proposal == proposal { return entry.size }
        for entry in sizeCache.more where entry.proposal == proposal {
            return entry.size
        }
        return nil
    }
}
