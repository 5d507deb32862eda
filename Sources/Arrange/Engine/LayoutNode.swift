import Foundation

/// One view in the layout tree: a leaf (`Text`, `Color`), a layout modifier (`padding`, `frame`)
/// or a container (`HStack`), as a handle on its slot in the tree's `NodeStore`. Built fresh
/// from a view value for every `ViewLayout`; the store holds what the node needs to lay itself
/// out and, afterwards, what happened to it.
///
/// A handle does not keep its store alive (retaining it on every question cost a fifth of a
/// layout): it is valid while the layout that made it runs, and inside the `LayoutNodes` that
/// keeps the store afterwards.
///
/// Attribute modifiers (`layoutPriority`, `alignmentGuide`, `id`, `offset`, …) do not create
/// nodes; they set properties of the node their content produced.
struct LayoutNode: Hashable {
    /// The store, unretained. The pass reads it through `_withUnsafeGuaranteedRef` (`withStore`,
    /// `record`): an `unowned(unsafe)` reference was retained and released around most calls
    /// that took it, about a fifth of a layout's instructions.
    private let storeReference: Unmanaged<NodeStore>
    /// The node's position in its store.
    let slot: Int32

    /// The tree the node belongs to (for reads off the hot path: a use may retain it).
    var store: NodeStore { storeReference.takeUnretainedValue() }

    init(store: NodeStore, slot: Int32) {
        self.storeReference = Unmanaged.passUnretained(store)
        self.slot = slot
    }

    /// `body` with the node's store, neither retained nor released.
    @inline(__always)
    func withStore<Result>(_ body: (NodeStore) -> Result) -> Result {
        storeReference._withUnsafeGuaranteedRef(body)
    }

    /// Where the node's record lies, valid until the store adds a node (read or write through
    /// it at once).
    @inline(__always)
    var record: UnsafeMutablePointer<NodeRecord> {
        storeReference._withUnsafeGuaranteedRef { $0.records.address(ofIndexInRange: Int(slot)) }
    }

    /// Where the node's links lie (`NodeLinks`), valid until the store adds a node.
    @inline(__always)
    var links: UnsafeMutablePointer<NodeLinks> {
        storeReference._withUnsafeGuaranteedRef { $0.links.address(ofIndexInRange: Int(slot)) }
    }

    /// A node of the same store.
    @inline(__always)
    func sibling(_ slot: Int32) -> LayoutNode {
        LayoutNode(storeReference: storeReference, slot: slot)
    }

    private init(storeReference: Unmanaged<NodeStore>, slot: Int32) {
        self.storeReference = storeReference
        self.slot = slot
    }

    /// A new node of `store` with `children` (nodes not yet anyone's children).
    init(
        _ algorithm: some LayoutAlgorithm, children: [LayoutNode] = [], store: NodeStore, environment: EnvironmentValues,
        spacing: ViewSpacing = .standard, guides: AlignmentKeySet = AlignmentKeySet()
    ) {
        self.storeReference = Unmanaged.passUnretained(store)
        self.slot = children.withUnsafeBufferPointer {
            store.add(algorithm, children: $0, environment: environment, spacing: spacing, guides: guides)
        }
    }

    /// A new node with `children`, in the tree `inputs` builds, seeing `inputs`' environment.
    init(
        _ algorithm: some LayoutAlgorithm, children: [LayoutNode], inputs: _ViewInputs,
        spacing: ViewSpacing = .standard, guides: AlignmentKeySet = AlignmentKeySet()
    ) {
        let storeReference = inputs.withBuilder { $0.storeReference }
        self.storeReference = storeReference
        self.slot = storeReference._withUnsafeGuaranteedRef { store in
            children.withUnsafeBufferPointer {
                store.add(algorithm, children: $0, environment: inputs.environment, spacing: spacing, guides: guides)
            }
        }
    }

    /// A new node without children (a leaf: a colour, a shape, text), in the tree `inputs`
    /// builds, seeing `inputs`' environment. No array is made: an empty one, as a default
    /// argument, was retained and released for every leaf.
    init(_ algorithm: some LayoutAlgorithm, inputs: _ViewInputs, spacing: ViewSpacing = .standard, guides: AlignmentKeySet = AlignmentKeySet()) {
        let storeReference = inputs.withBuilder { $0.storeReference }
        self.storeReference = storeReference
        self.slot = storeReference._withUnsafeGuaranteedRef { store in
            store.add(
                algorithm, children: UnsafeBufferPointer(start: nil, count: 0), environment: inputs.environment, spacing: spacing,
                guides: guides)
        }
    }

    /// A new node wrapping `child` alone (a modifier's node), in `child`'s store; no array is
    /// made for the one child.
    init(_ algorithm: some LayoutAlgorithm, wrapping child: LayoutNode, environment: EnvironmentValues, spacing: ViewSpacing) {
        var only = child
        self.storeReference = child.storeReference
        self.slot = child.withStore { store in
            withUnsafePointer(to: &only) {
                store.add(
                    algorithm, children: UnsafeBufferPointer(start: $0, count: 1), environment: environment, spacing: spacing,
                    guides: AlignmentKeySet())
            }
        }
    }

    static func == (lhs: LayoutNode, rhs: LayoutNode) -> Bool {
        lhs.slot == rhs.slot && lhs.storeReference.toOpaque() == rhs.storeReference.toOpaque()
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(slot)
    }

    /// What the node runs, as a value of the protocol (for questions about its type).
    var algorithm: any LayoutAlgorithm { withStore { $0.algorithms.base(of: $0.records[Int(slot)].algorithm) } }

    /// The node's children, in order.
    var children: [LayoutNode] {
        store.children(of: slot).map { LayoutNode(store: store, slot: $0) }
    }

    /// How many children the node has.
    var childCount: Int { Int(links.pointee.childCount) }

    /// The node's parent, `nil` for the root (and for nodes not yet inside a container).
    var parent: LayoutNode? {
        let parent = links.pointee.parent
        return parent < 0 ? nil : sibling(parent)
    }

    /// How many times a parent placed the node (1 when all is well).
    var placementCount: Int {
        get { Int(record.pointee.placementCount) }
        nonmutating set { record.pointee.placementCount = Int32(clamping: newValue) }
    }

    /// The node's position in the finished layout's list of nodes (parents first), once the
    /// layout is described.
    var index: Int { store.positions.isEmpty ? Int(slot) : Int(store.positions[Int(slot)]) }

    /// Set by `layoutPriority(_:)`: stacks hand space to higher priorities first.
    var layoutPriority: Double {
        get { record.pointee.layoutPriority }
        nonmutating _modify { yield &record.pointee.layoutPriority }
    }

    /// How much space the node wants next to its neighbours in a stack.
    var spacing: ViewSpacing {
        get { record.pointee.spacing }
        nonmutating _modify { yield &record.pointee.spacing }
    }

    /// Every guide for which this node or a descendant may have an explicit value: a query for
    /// any other guide is answered `nil` without walking the subtree.
    var guidesInSubtree: AlignmentKeySet {
        get { record.pointee.guidesInSubtree }
        nonmutating _modify {
            // Deferred, so that the flag follows the set however the change ends.
            defer { links.pointee.subtreeStatesGuides = !record.pointee.guidesInSubtree.isEmpty }
            yield &record.pointee.guidesInSubtree
        }
    }

    /// Whether `spacing` is final for this pass.
    var spacingIsResolved: Bool {
        get { record.pointee.spacingIsResolved }
        nonmutating _modify { yield &record.pointee.spacingIsResolved }
    }

    /// The direction the node's own children are laid out in.
    var layoutDirection: LayoutDirection {
        get { record.pointee.layoutDirection }
        nonmutating _modify { yield &record.pointee.layoutDirection }
    }

    /// The colour scheme the node's colours were resolved in.
    var colorScheme: ColorScheme {
        get { record.pointee.colorScheme }
        nonmutating _modify { yield &record.pointee.colorScheme }
    }

    /// For `background`: its secondary content is drawn behind the primary.
    var drawsSecondaryBehind: Bool {
        get { record.pointee.drawsSecondaryBehind }
        nonmutating _modify { yield &record.pointee.drawsSecondaryBehind }
    }


    /// The node's frame in the root's coordinates once placed.
    var frame: CGRect? { record.pointee.frame }

    /// The proposal the node was placed with.
    var placedProposal: ProposedViewSize? { record.pointee.placedProposal }

    /// Records where a parent placed the node, and with which (sanitized) proposal.
    func place(_ frame: CGRect, proposal: ProposedViewSize) {
        record.pointee.place(frame, proposal: proposal)
    }

    /// How many times a parent's layout asked for this node's size or dimensions (cached or
    /// not): what a layout's own cache saves.
    var queryCount: Int { Int(record.pointee.queryCount) }

    /// Counts one more question a parent's layout asked the node.
    func countQuery() {
        record.pointee.countQuery()
    }

    /// Whether the node builds its children when it is placed, so it must be placed even
    /// when it has none yet (`GeometryReader`).
    var buildsChildrenWhenPlaced: Bool {
        get { record.pointee.buildsChildrenWhenPlaced }
        nonmutating _modify { yield &record.pointee.buildsChildrenWhenPlaced }
    }

    /// Whether its parent may leave it unplaced on purpose (the views `ViewThatFits` did not
    /// choose, rows a lazy stack did not show): no diagnostic then.
    var mayStayUnplaced: Bool {
        get { record.pointee.mayStayUnplaced }
        nonmutating _modify { yield &record.pointee.mayStayUnplaced }
    }

    /// The value given with `.id(_:)`, by which `ViewLayout.frame(of:)` finds the node.
    var id: AnyHashable? {
        get { store.ids.isEmpty ? nil : store.ids[slot] }
        nonmutating set { store.ids[slot] = newValue }
    }

    /// `alignmentGuide(_:computeValue:)` closures, innermost first.
    var explicitGuides: [ExplicitGuide] {
        get { record.pointee.hasExtras ? store.extras[slot]?.explicitGuides ?? [] : [] }
        nonmutating _modify {
            record.pointee.hasExtras = true
            yield &store.extras[slot, default: NodeExtras()].explicitGuides
        }
    }

    /// Explicit alignment values already computed, per guide and proposal.
    var alignmentCache: [AlignmentCacheEntry] {
        get { record.pointee.hasExtras ? store.extras[slot]?.alignmentCache ?? [] : [] }
        nonmutating _modify {
            record.pointee.hasExtras = true
            yield &store.extras[slot, default: NodeExtras()].alignmentCache
        }
    }

    /// What a leaf shows (text, colour, shape, image), for renderers.
    var content: NodeContent {
        get { store.content(of: slot) }
        @inline(__always) nonmutating set { store.setContent(of: slot, to: newValue) }
    }

    /// Effects that change how the node is drawn but not where it is laid out.
    var drawing: DrawingAttributes {
        get { store.drawings.isEmpty ? DrawingAttributes() : store.drawings[slot] ?? DrawingAttributes() }
        nonmutating _modify { yield &store.drawings[slot, default: DrawingAttributes()] }
    }

    /// Modifiers without an effect at rest (gestures, accessibility, …), innermost first.
    var recordedModifiers: [RecordedModifier] {
        get { record.pointee.hasExtras ? store.extras[slot]?.recordedModifiers ?? [] : [] }
        nonmutating _modify {
            record.pointee.hasExtras = true
            yield &store.extras[slot, default: NodeExtras()].recordedModifiers
        }
    }

    /// The value given with `tag(_:)`, by which pickers and tab views tell their choices apart.
    var tag: AnyHashable? {
        get {
            let record = self.record.pointee
            if record.hasExplicitTag { return store.tags[slot] }
            guard record.elementTag.source > 0 else { return nil }
            return store.elementIdentities[Int(record.elementTag.source - 1)].identity(Int(record.elementTag.offset))
        }
        nonmutating set {
            record.pointee.hasExplicitTag = newValue != nil
            store.tags[slot] = newValue
        }
    }

    /// Whether the node has a tag, its own or its `ForEach` element's (without working it out).
    var hasTag: Bool {
        let record = self.record.pointee
        return record.hasExplicitTag || record.elementTag.source > 0
    }

    /// Makes the identity of a `ForEach` element the node's tag (`NodeStore.elementIdentities`).
    func setElementTag(_ tag: ElementTag) {
        record.pointee.elementTag = tag
    }

    /// The name given with `coordinateSpace(name:)`.
    var coordinateSpaceName: AnyHashable? {
        get { record.pointee.hasExtras ? store.extras[slot]?.coordinateSpaceName ?? nil : nil }
        nonmutating _modify {
            record.pointee.hasExtras = true
            yield &store.extras[slot, default: NodeExtras()].coordinateSpaceName
        }
    }

    /// Values set with `layoutValue(key:value:)`, by key type.
    var layoutValues: [ObjectIdentifier: Any]? {
        get { record.pointee.hasExtras ? store.extras[slot]?.layoutValues ?? nil : nil }
        nonmutating _modify {
            record.pointee.hasExtras = true
            yield &store.extras[slot, default: NodeExtras()].layoutValues
        }
    }

    /// What the node's preference modifiers set and who watches its value (`PreferenceKey`).
    var preferences: NodePreferences? {
        get { record.pointee.hasExtras ? store.extras[slot]?.preferences ?? nil : nil }
        nonmutating _modify {
            record.pointee.hasExtras = true
            yield &store.extras[slot, default: NodeExtras()].preferences
        }
    }

    /// `onAppear`, `onChange` and `task` actions, innermost first (`LifecycleRounds`).
    var lifecycleActions: [LifecycleAction] {
        get { record.pointee.hasExtras ? store.extras[slot]?.lifecycleActions ?? [] : [] }
        nonmutating _modify {
            record.pointee.hasExtras = true
            yield &store.extras[slot, default: NodeExtras()].lifecycleActions
        }
    }

    /// Takes `child`'s traits — its layout priority and layout values — as a modifier wrapping
    /// it does: to the container, a modified view is still the same child (a `Spacer` in a
    /// frame still yields, `layoutPriority(1).padding()` still has priority 1).
    func inheritTraits(from child: LayoutNode) {
        layoutPriority = child.layoutPriority
        // Only a child with extras can have layout values: the others need no entry of their own
        // (making one for every wrapper cost a dictionary insertion per modifier).
        if let values = child.layoutValues { layoutValues = values }
    }

    /// Gives the node children it builds while being laid out (a `GeometryReader`'s content,
    /// the rows a lazy stack makes visible).
    func setChildren(_ nodes: [LayoutNode]) {
        store.setChildren(of: slot, to: nodes)
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

    /// The node's name in explanations and diagnostics.
    var displayName: String {
        withStore { $0.algorithms.name(of: $0.records[Int(slot)].algorithm) }
    }

    /// The path from the root to this node, for diagnostics: `VStack › HStack[1] › frame`.
    /// Only the nearest `NodePath.diagnosticLevels` levels are spelled out, so that paths in
    /// very deep trees stay short and cheap.
    var path: String { NodePath.spell(self, in: StoredTree(store: store), shortenedBy: .diagnostic) }

    /// The path from the root to this node, naming at most the nearest `levels` levels (`NodePath`).
    func path(levels: Int) -> String {
        NodePath.spell(self, in: StoredTree(store: store), shortenedBy: .nearest(levels))
    }

    /// Every node of the subtree, parents before children, without recursion.
    var subtree: [LayoutNode] {
        store.subtree(from: slot).map { LayoutNode(store: store, slot: $0) }
    }

    /// The size this node answered for `proposal` earlier in the pass, read in place.
    @inline(__always)
    func cachedSize(for proposal: ProposedViewSize) -> CGSize? {
        // The places are found through the store, then read here: a look-up written inside the
        // store's closure stayed a call of its own on every question.
        let places = withStore { $0.inlineAnswerPlaces(of: slot) }
        return SizeCache.answer(for: ProposalKey(proposal), in: places) { key in withStore { $0.spilledAnswer(of: slot, for: key) } }
    }

    /// The node's first answer in the pass, if it has given one.
    @inline(__always)
    var firstAnswer: CGSize? {
        let first = withStore { $0.inlineAnswerPlaces(of: slot) }.pointee
        return first.key == .empty ? nil : first.size
    }

    /// Remembers the node's answer to `proposal` for the rest of the pass.
    @inline(__always)
    func rememberAnswer(_ size: CGSize, for proposal: ProposedViewSize) {
        withStore { $0.remember(size, for: proposal, in: slot) }
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
