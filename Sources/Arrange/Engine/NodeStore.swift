import Foundation

/// Every node of one tree under layout, in contiguous arrays indexed by the node's slot.
///
/// Invariants: a node's slot never changes once made; its children are a range of `childSlots`
/// (a node given new children while being laid out gets a new range at the end, the old one
/// is left unused); `records` and the other columns by slot always have one element per node, and
/// the algorithm columns one algorithm per node between them.
///
/// Nodes are added while the tree is built and, for lazy containers and `GeometryReader`,
/// while it is laid out. Nothing may hold an access into an array across a call that can add
/// nodes (every read copies out first), which is why the arrays skip Swift's dynamic
/// exclusivity checks: a pass runs on one thread and the checks cost about 8 % of a layout.
///
/// Slots are in the order nodes were made (a modifier's node after its content's); the
/// finished layout lists them parents first (`LayoutNodes`).
final class NodeStore {
    /// What each node runs, in one column per common built-in and one of boxed others
    /// (`NodeAlgorithmColumns`); a node's record says which and where (`NodeRecord.algorithm`).
    /// The pass asks each algorithm in place (`sizeThatFits(ofNode:proposal:subviews:)`), so
    /// the columns' outgrown buffers are kept until the store goes: a container that adds nodes
    /// while it runs (a lazy stack, a `GeometryReader`) is still read from where it was.
    @exclusivity(unchecked) var algorithms = NodeAlgorithmColumns()
    /// The buffers the algorithm columns outgrew (their elements moved out), freed with the store.
    private var outgrownAlgorithms: [UnsafeMutableRawPointer] = []
    /// What the pass reads and writes on every question: algorithm, spacing, frame.
    @exclusivity(unchecked) var records = NodeColumn<NodeRecord>()
    /// Each node's place in the tree and its traits, which walks over many nodes read alone.
    @exclusivity(unchecked) var links = NodeColumn<NodeLinks>()
    /// The last plan each container's sizing worked out (`LayoutPlan`), which its placement and
    /// alignment queries reuse when they come with the same proposal.
    /// A column, so that a container refilling its plan checks it for uniqueness in place.
    @exclusivity(unchecked) var plans = NodeColumn<AnyObject?>()
    /// The value given with `.id(_:)`, by slot, for the few nodes that have one.
    @exclusivity(unchecked) var ids: [Int32: AnyHashable] = [:]
    /// The value given with `tag(_:)`, by slot, for the few nodes that have one
    /// (`NodeRecord.hasExplicitTag`); a `ForEach` element's identity is worked out when read
    /// (`elementIdentities`).
    @exclusivity(unchecked) var tags: [Int32: AnyHashable] = [:]
    /// The identities of each `ForEach`'s elements, read when a node's tag is
    /// (`NodeRecord.elementTag`): computing an `AnyHashable` for every element while building
    /// cost about a tenth of building a flat tree.
    @exclusivity(unchecked) var elementIdentities: [ElementIdentities] = []
    /// The views written with a `body` (yours: `SettingsRow`, `Card`) whose body made each node,
    /// innermost first, by slot; only the nodes a body returned at its top have an entry.
    @exclusivity(unchecked) var writtenViews: [Int32: [Any.Type]] = [:]
    /// What the leaves that show something (text, colour, shape, image) show, for renderers;
    /// a node's record says where its own is (`NodeRecord.contentIndex`).
    @exclusivity(unchecked) private var shownContents = ShownContents()
    /// The drawing effects of the nodes that have any, by slot (most have none: a column of
    /// defaults cost a large value to make and destroy per node).
    @exclusivity(unchecked) var drawings: [Int32: DrawingAttributes] = [:]
    /// What few nodes have (explicit guides, layout values, preferences …), by slot; a node's
    /// record says whether it has any (`NodeRecord.hasExtras`).
    @exclusivity(unchecked) var extras: [Int32: NodeExtras] = [:]
    /// The children of every node, each node's a contiguous range.
    @exclusivity(unchecked) var childSlots = NodeColumn<Int32>()
    /// Each node's position in the finished layout's list (parents first), filled in when the
    /// layout is described; empty before.
    @exclusivity(unchecked) var positions: [Int32] = []

    /// The first answers of every node, `SizeCache.inlineCount` places per node by slot, filled
    /// in order, with `CachedAnswer.empty` in the place after the last (unless all are full);
    /// the places after that one are uninitialized and never read.
    @exclusivity(unchecked) private var inlineAnswers = NodeColumn<CachedAnswer>()
    /// The answers nodes gave beyond their inline ones: each spilling node owns one run of this
    /// column (`NodeRecord.spill`); a full run is moved to the end with twice the room, the old
    /// one left unused. A column, not an array: an array in this class was checked for
    /// uniqueness on every spill (a grid's cells answer nine proposals, one more than inline).
    @exclusivity(unchecked) private var spilledAnswers = NodeColumn<CachedAnswer>()

    /// How many nodes there are.
    var count: Int { records.count }

    /// The builder that made the nodes, kept as long as the store: views' inputs refer to it
    /// unretained (`_ViewInputs.builder`), and lazy containers, whose closures the store holds,
    /// build rows with kept inputs while the tree is laid out.
    var builder: TreeBuilder?

    deinit {
        algorithms.release()
        for buffer in outgrownAlgorithms { buffer.deallocate() }
        records.release()
        links.release()
        childSlots.release()
        inlineAnswers.release()
        spilledAnswers.release()
        plans.release()
        shownContents.release()
    }

    /// Makes room for the nodes of `estimate` in every column at once (the algorithm columns
    /// kind by kind), so that building a tree of about that size does not copy the columns each
    /// time they double (the copies were a tenth of building a flat tree, more where nodes spill
    /// answers). Only before the first node is added.
    func reserveCapacity(_ estimate: NodeCounts) {
        precondition(records.isEmpty, "a store reserves its columns before it has nodes")
        algorithms.reserveCapacity(estimate.algorithms)
        let count = estimate.nodes
        records.reserveCapacity(count)
        links.reserveCapacity(count)
        plans.reserveCapacity(count)
        shownContents.reserveCapacity(colors: estimate.colors, others: estimate.otherContents)
        childSlots.reserveCapacity(count)
        inlineAnswers.reserveCapacity(count * SizeCache.inlineCount)
    }

    /// Adds a node running `algorithm` with `children` (nodes of this store, not yet anyone's
    /// children) and returns its slot. The algorithm goes straight into its own type's column.
    @inline(__always)
    func add(
        _ algorithm: some LayoutAlgorithm, children: UnsafeBufferPointer<LayoutNode>, environment: EnvironmentValues,
        spacing: ViewSpacing, guides: AlignmentKeySet
    ) -> Int32 {
        let stored = algorithm.storeAlgorithm(in: &algorithms) { outgrownAlgorithms.append($0) }
        return addRecord(
            algorithm: stored, children: children, environment: environment, spacing: spacing, guides: guides,
            rigidity: algorithm.rigidity, axisIndependence: algorithm.axisIndependence)
    }

    /// Adds everything of a new node but its algorithm (which the caller has stored), rigid and
    /// axis-independent by the algorithm's rules (`TraitRule`).
    private func addRecord(
        algorithm: NodeAlgorithm, children: UnsafeBufferPointer<LayoutNode>, environment: EnvironmentValues, spacing: ViewSpacing,
        guides: AlignmentKeySet, rigidity: TraitRule, axisIndependence: TraitRule
    ) -> Int32 {
        let slot = Int32(records.count)
        var subtree = guides
        let start = Int32(childSlots.count)
        // The traits every child has, and the first, counting none below an explicit guide.
        var everyChild = NodeTraits.all
        var firstChild = NodeTraits.all
        for (position, child) in children.enumerated() {
            childSlots.append(child.slot)
            let link = links.address(of: Int(child.slot))
            link.pointee.parent = slot
            var traits = link.pointee.traits
            assert(
                link.pointee.subtreeStatesGuides == !records[Int(child.slot)].guidesInSubtree.isEmpty,
                "a node's links say whether its guide set is empty (set it through LayoutNode.guidesInSubtree)")
            if link.pointee.subtreeStatesGuides {
                subtree.formUnion(records[Int(child.slot)].guidesInSubtree)
                traits = []
            }
            everyChild.formIntersection(traits)
            if position == 0 { firstChild = traits }
        }
        records.append(
            NodeRecord(
                algorithm: algorithm, spacing: spacing, guidesInSubtree: subtree, layoutDirection: environment.layoutDirection,
                colorScheme: environment.colorScheme))
        links.append(
            NodeLinks(
                childStart: start, childCount: Int32(children.count),
                traits: NodeTraits(rigidity: rigidity, axisIndependence: axisIndependence, everyChild: everyChild, firstChild: firstChild),
                subtreeStatesGuides: !subtree.isEmpty))
        inlineAnswers.append(.empty, leavingUninitialized: SizeCache.inlineCount)
        plans.append(nil)
        return slot
    }

    /// Makes `children` the children of `slot`, replacing any it had. The node and its
    /// ancestors lose their traits (`TraitRule`): their earlier answers came from children it no
    /// longer has.
    func setChildren(of slot: Int32, to children: [LayoutNode]) {
        dropTraits(ofNodeAndAncestors: slot)
        let start = Int32(childSlots.count)
        for child in children {
            childSlots.append(child.slot)
            links[Int(child.slot)].parent = slot
        }
        links[Int(slot)].childStart = start
        links[Int(slot)].childCount = Int32(children.count)
    }

    /// Takes node `slot`'s traits (`TraitRule`) away, and those of its ancestors up to the first
    /// that has none: theirs were worked out from its.
    func dropTraits(ofNodeAndAncestors slot: Int32) {
        var ancestor = slot
        while ancestor >= 0 && !links[Int(ancestor)].traits.isEmpty {
            links[Int(ancestor)].traits = []
            ancestor = links[Int(ancestor)].parent
        }
    }

    /// What node `slot` shows, for renderers (`none` for containers and modifiers).
    func content(of slot: Int32) -> NodeContent {
        shownContents[records[Int(slot)].contentIndex]
    }

    /// Sets what node `slot` shows, replacing what it showed. Inlined, so that a leaf's new
    /// content is taken apart where it is made, not copied whole on the way.
    @inline(__always)
    func setContent(of slot: Int32, to content: NodeContent) {
        let record = records.address(of: Int(slot))
        record.pointee.contentIndex = shownContents.keep(content, replacing: record.pointee.contentIndex)
    }

    /// How many colours, and how many other contents, the store keeps (a node whose content
    /// changed kind leaves one place unused).
    var shownContentCounts: (colors: Int, others: Int) { shownContents.counts }

    /// The size node `slot` answered for `proposal` (sanitized) earlier in the pass.
    @inline(__always)
    func answer(of slot: Int32, for proposal: ProposedViewSize) -> CGSize? {
        SizeCache.answer(for: ProposalKey(proposal), in: inlineAnswerPlaces(of: slot)) { spilledAnswer(of: slot, for: $0) }
    }

    /// From how many nodes a tree's columns (about 450 bytes a node) outgrow a large processor
    /// cache (32 MB), so that a container's walk over its children finds them in memory, not in
    /// cache, and warming the caches ahead pays (`LayoutSubviews.warmingDistance`). Below it,
    /// warming only costs instructions: `flat-10000`'s layout took 58 ns a view with it against
    /// 54 without, `flat-100000`'s 64 against 73.
    static let nodesBeyondCaches = 65_536

    /// Starts loading what a question to node `slot` reads first (its links, its record and its
    /// first answer places) into the caches, so that a container walking many children does not
    /// wait on each child's memory in turn.
    @inline(__always)
    func warmCaches(forNode slot: Int32) {
        warmCacheLine(at: UnsafeRawPointer(links.base + Int(slot)))
        let record = UnsafeRawPointer(records.base + Int(slot))
        warmCacheLine(at: record)
        warmCacheLine(at: record + 64)
        warmCacheLine(at: record + 128)
        warmCacheLine(at: record + (MemoryLayout<NodeRecord>.stride - 1))
        warmCacheLine(at: UnsafeRawPointer(inlineAnswers.base + Int(slot) * SizeCache.inlineCount))
    }

    /// Where node `slot`'s `SizeCache.inlineCount` answer places lie, valid until the store adds a
    /// node.
    @inline(__always)
    func inlineAnswerPlaces(of slot: Int32) -> UnsafeMutablePointer<CachedAnswer> {
        inlineAnswers.address(ofIndexInRange: Int(slot) * SizeCache.inlineCount)
    }

    /// The answer of node `slot` for `key` among those beyond its inline ones.
    func spilledAnswer(of slot: Int32, for key: ProposalKey) -> CGSize? {
        let run = records[Int(slot)].spill
        guard run.count > 0 else { return nil }
        let answers = spilledAnswers.address(of: Int(run.start))
        for index in 0..<Int(run.count) where answers[index].key == key {
            return answers[index].size
        }
        return nil
    }

    /// Remembers node `slot`'s answer to `proposal` (sanitized; up to `SizeCache.spillLimit`
    /// beyond the inline ones).
    @inline(__always)
    func remember(_ size: CGSize, for proposal: ProposedViewSize, in slot: Int32) {
        let answer = CachedAnswer(key: ProposalKey(proposal), size: size)
        let places = inlineAnswers.address(ofIndexInRange: Int(slot) * SizeCache.inlineCount)
        for place in 0..<SizeCache.inlineCount where places[place].key.width == SizeCache.emptyBits {
            places[place] = answer
            if place + 1 < SizeCache.inlineCount { places[place + 1] = .empty }
            return
        }
        spill(answer, in: slot)
    }

    /// Keeps `answer` in node `slot`'s run of the spill array.
    private func spill(_ answer: CachedAnswer, in slot: Int32) {
        let run = records[Int(slot)].spill
        guard run.count < SizeCache.spillLimit else { return }
        if run.count < run.capacity {
            spilledAnswers[Int(run.start + run.count)] = answer
        } else {
            // Move the run to the end with twice the room.
            let start = Int32(spilledAnswers.count)
            let capacity = max(run.capacity * 2, 4)
            for index in Int(run.start)..<Int(run.start + run.count) {
                let moved = spilledAnswers[index]
                spilledAnswers.append(moved)
            }
            spilledAnswers.append(answer)
            spilledAnswers.append(repeating: .empty, count: Int(start + capacity) - spilledAnswers.count)
            records[Int(slot)].spill.start = start
            records[Int(slot)].spill.capacity = capacity
        }
        records[Int(slot)].spill.count += 1
    }

    /// Node `slot`'s answer to `proposal` (sanitized) put together from two earlier ones, one to
    /// the same proposed width and one to the same proposed height, or `nil` when it has none
    /// such: right only for an axis-independent node (`TraitRule`).
    func answerFromEachAxis(of slot: Int32, for proposal: ProposedViewSize) -> CGSize? {
        // One pass over the answers, two comparisons each (tree-d7-b3 asks this about twice a
        // view, most of them answered).
        let key = ProposalKey(proposal)
        var size = CGSize.zero
        var found = (width: false, height: false)
        @inline(__always) func take(_ answer: CachedAnswer) {
            if answer.key.width == key.width { size.width = answer.size.width; found.width = true }
            if answer.key.height == key.height { size.height = answer.size.height; found.height = true }
        }
        let places = inlineAnswerPlaces(of: slot)
        var place = 0
        while place < SizeCache.inlineCount && places[place].key.width != SizeCache.emptyBits {
            take(places[place])
            place += 1
        }
        if place == SizeCache.inlineCount && !(found.width && found.height) {
            let run = records[Int(slot)].spill
            for index in Int(run.start)..<Int(run.start + run.count) { take(spilledAnswers[index]) }
        }
        return found.width && found.height ? size : nil
    }

    /// Every answer node `slot` gave, in the order the proposals came.
    func answers(of slot: Int32) -> [ProposalAnswer] {
        let base = Int(slot) * SizeCache.inlineCount
        var result: [ProposalAnswer] = []
        for place in base..<(base + SizeCache.inlineCount) {
            guard inlineAnswers[place].key != .empty else { break }
            result.append(inlineAnswers[place].proposalAnswer)
        }
        let run = records[Int(slot)].spill
        result += spilledAnswers.copy(Int(run.start)..<Int(run.start + run.count)).map(\.proposalAnswer)
        return result
    }

    /// The children of `slot`, in order.
    func children(of slot: Int32) -> [Int32] {
        let start = Int(links[Int(slot)].childStart)
        return childSlots.copy(start..<(start + Int(links[Int(slot)].childCount)))
    }

    /// Every node of the subtree at `root`, parents before children, without recursion.
    func subtree(from root: Int32) -> [Int32] {
        preorder(from: root).slots
    }

    /// The subtree at `root` in the order `subtree(from:)` gives, with each node's depth below
    /// `root` by position, and each slot's position in that order (-1 outside the subtree): one
    /// walk, without recursion.
    func preorder(from root: Int32) -> (slots: [Int32], depths: [Int32], positions: [Int32]) {
        var slots: [Int32] = []
        slots.reserveCapacity(records.count)
        var depths: [Int32] = []
        depths.reserveCapacity(records.count)
        var positions = [Int32](repeating: -1, count: records.count)
        // Every node's children, read in slot order first: the walk visits the nodes out of
        // order, and where it went next hung on what it had just read, a chain of cache misses
        // (20 ns a view at 100,000 views, against 5 at 1,000).
        let childRanges = [(start: Int32, end: Int32)](unsafeUninitializedCapacity: records.count) { buffer, initialized in
            for slot in 0..<records.count {
                let link = links.address(ofIndexInRange: slot)
                buffer[slot] = (link.pointee.childStart, link.pointee.childStart + link.pointee.childCount)
            }
            initialized = records.count
        }
        var pending: [(slot: Int32, depth: Int32)] = [(root, 0)]
        while let (slot, depth) = pending.popLast() {
            positions[Int(slot)] = Int32(slots.count)
            slots.append(slot)
            depths.append(depth)
            let (start, end) = childRanges[Int(slot)]
            var child = end
            while child > start {
                child -= 1
                pending.append((childSlots[Int(child)], depth + 1))
            }
        }
        return (slots, depths, positions)
    }
}

/// How many nodes a tree of a given root view type had the last time one was laid out, and of
/// which algorithms: the estimate a new `NodeStore` reserves its columns from (a view laid out
/// again, as a server or a preview does, usually has the same shape). Estimates above `largest`
/// nodes are not kept: a huge tree reserves as it grows rather than making every later small
/// layout of its type reserve for it.
enum NodeCountEstimate {
    /// The most nodes an estimate reserves for: a million, so that trees up to that size reserve
    /// their columns once instead of growing them by doubling on every layout (the tree before
    /// had needed as much).
    static let largest = 1_000_000

    private static let counts = TypeTable<NodeCounts>()

    /// The node counts of the last tree laid out from a root of type `type`, if known.
    static func estimate(for type: Any.Type) -> NodeCounts? {
        counts[type]
    }

    /// Remembers the node counts of `store`, the tree of a root of type `type`.
    static func record(_ store: NodeStore, for type: Any.Type) {
        guard store.count <= largest else {
            counts[type] = nil
            return
        }
        let shown = store.shownContentCounts
        counts[type] = NodeCounts(nodes: store.count, colors: shown.colors, otherContents: shown.others, algorithms: store.algorithms.counts)
    }
}

/// How many nodes a store held, and how many of them ran each kind of algorithm.
struct NodeCounts {
    var nodes: Int
    /// How many of them showed a colour, and how many something else (`ShownContents`).
    var colors: Int
    var otherContents: Int
    var algorithms: AlgorithmCounts
}

/// The part of a node the pass touches on every question, beside its links (`NodeLinks`).
///
/// Fields are declared so that the small ones fill what would be padding (Swift lays a struct
/// out in declaration order): the flags and the 32-bit fields fill the 7 bytes after `spacing`
/// and after `guidesInSubtree`, and the algorithm's 5 bytes share 8 with three flags, so the
/// record is 160 bytes without a byte of padding. Every layout reads and writes one per
/// node, so at 100,000 views its size is most of what the pass waits on memory for.
struct NodeRecord {
    /// How much space the node wants next to its neighbours in a stack.
    var spacing: ViewSpacing
    /// The direction the node's own children are laid out in.
    var layoutDirection: LayoutDirection
    /// The colour scheme the node's colours were resolved in.
    var colorScheme: ColorScheme
    /// Whether the node builds its children when it is placed (`GeometryReader`).
    var buildsChildrenWhenPlaced = false
    /// How many times a parent placed the node (1 when all is well).
    var placementCount: Int32 = 0
    /// Every guide for which this node or a descendant may have an explicit value.
    var guidesInSubtree: AlignmentKeySet
    /// Whether its parent may leave it unplaced on purpose (no diagnostic then).
    var mayStayUnplaced = false
    /// For `background`: its secondary content is drawn behind the primary.
    var drawsSecondaryBehind = false
    /// Whether `spacing` is final for this pass (a custom layout's own spacing worked out).
    var spacingIsResolved = false
    /// How many times a parent's `Layout` asked for this node's size or dimensions through
    /// `LayoutSubview` (cached or not), up to `Int32.max`: what a layout's own cache saves.
    var queryCount: Int32 = 0
    /// Which column holds the node's algorithm, and where (`NodeAlgorithmColumns`).
    var algorithm: NodeAlgorithm
    /// Whether the store keeps `NodeExtras` for the node.
    var hasExtras = false
    /// Whether the node was given a `tag(_:)` of its own (kept in `NodeStore.tags`).
    var hasExplicitTag = false
    /// Whether a parent has placed the node (`placedFrame` and `placedProposalKey` are set).
    private var isPlaced = false
    /// Where what the node shows is kept (`ShownContents`), -1 for nothing.
    var contentIndex: Int32 = -1
    /// The `ForEach` element the node was made for, when it has no tag of its own: its index in
    /// `NodeStore.elementIdentities` plus one (0 for none), and the element's offset.
    var elementTag = ElementTag()
    /// Where the node's answers beyond its inline ones are (`SizeCache`).
    var spill = SpillRun()
    /// Set by `layoutPriority(_:)`: stacks hand space to higher priorities first.
    var layoutPriority: Double = 0
    /// The node's frame in the root's coordinates, once placed.
    private var placedFrame = CGRect.zero
    /// The proposal the node was placed with (sanitized, so a key holds it whole), once placed.
    private var placedProposalKey = ProposalKey.empty

    init(
        algorithm: NodeAlgorithm, spacing: ViewSpacing, guidesInSubtree: AlignmentKeySet, layoutDirection: LayoutDirection,
        colorScheme: ColorScheme
    ) {
        self.algorithm = algorithm
        self.spacing = spacing
        self.guidesInSubtree = guidesInSubtree
        self.layoutDirection = layoutDirection
        self.colorScheme = colorScheme
    }

    /// The node's frame in the root's coordinates once placed.
    var frame: CGRect? { isPlaced ? placedFrame : nil }
    /// The proposal the node was placed with.
    var placedProposal: ProposedViewSize? { isPlaced ? placedProposalKey.proposal : nil }

    /// Records where a parent placed the node, and with which (sanitized) proposal.
    mutating func place(_ frame: CGRect, proposal: ProposedViewSize) {
        placedFrame = frame
        placedProposalKey = ProposalKey(proposal)
        isPlaced = true
    }

    /// Counts one more question a parent's `Layout` asked the node.
    mutating func countQuery() {
        if queryCount < Int32.max { queryCount += 1 }
    }
}

/// What few nodes have, kept apart from the records.
struct NodeExtras {
    /// `alignmentGuide(_:computeValue:)` closures, innermost first.
    var explicitGuides: [ExplicitGuide] = []
    /// Explicit alignment values already computed, per guide and proposal.
    var alignmentCache: [AlignmentCacheEntry] = []
    /// Modifiers without an effect at rest, innermost first.
    var recordedModifiers: [RecordedModifier] = []
    /// The name given with `coordinateSpace(name:)`.
    var coordinateSpaceName: AnyHashable?
    /// Values set with `layoutValue(key:value:)`, by key type.
    var layoutValues: [ObjectIdentifier: Any]?
    /// What the node's preference modifiers set and who watches its value.
    var preferences: NodePreferences?
    /// `onAppear`, `onChange` and `task` actions, innermost first.
    var lifecycleActions: [LifecycleAction] = []
}

/// Which `ForEach` element a node was made for: its identity is its tag unless it has one of its
/// own.
struct ElementTag {
    /// The `ForEach`'s index in `NodeStore.elementIdentities` plus one; 0 for none.
    var source: Int32 = 0
    /// The element's offset from the start of the data.
    var offset: Int32 = 0
}

/// The identity of each element of one `ForEach`, worked out when asked for.
final class ElementIdentities {
    /// The identity of the element at an offset from the start of the data.
    let identity: (Int) -> AnyHashable

    init(_ identity: @escaping (Int) -> AnyHashable) {
        self.identity = identity
    }
}

