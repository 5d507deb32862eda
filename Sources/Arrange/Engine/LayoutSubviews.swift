import Foundation

/// The children of a layout, in order, as proxies: a layout can ask each for its size under any
/// proposal and must place each exactly once. (SwiftUI's `LayoutSubviews`.)
///
/// Proxies are valid only during the layout pass that handed them out: they refer to the pass
/// and its nodes without retaining them (reference counting them cost a fifth of a layout).
public struct LayoutSubviews: RandomAccessCollection {
    let parent: LayoutNode
    /// The pass, unretained (see `LayoutSubview.passReference`).
    let passReference: Unmanaged<LayoutPass>
    /// The pass that handed the proxies out (off the hot path: a use may retain it).
    var pass: LayoutPass { passReference.takeUnretainedValue() }
    /// Where the children's slots start in the store's `childSlots`, and how many there are
    /// (as they were when the proxies were made).
    private let firstChild: Int
    private let childCount: Int

    init(parent: LayoutNode, pass: LayoutPass) {
        self.parent = parent
        self.passReference = Unmanaged.passUnretained(pass)
        let links = parent.links
        self.firstChild = Int(links.pointee.childStart)
        self.childCount = Int(links.pointee.childCount)
    }

    /// Whether the pass is explaining the layout (read without retaining the pass).
    @inline(__always)
    private var isTracing: Bool { passReference._withUnsafeGuaranteedRef { $0.isTracing } }

    /// `body` with the pass, neither retained nor released (the engine's calls on every
    /// algorithm run: a retain and release of the pass cost about 40 instructions a run).
    @inline(__always)
    func withPass<Result>(_ body: (LayoutPass) -> Result) -> Result {
        passReference._withUnsafeGuaranteedRef(body)
    }

    /// Whether no subview can state `guide` itself: it is an edge or centre guide that the
    /// parent's subtree, which holds every subview's, does not hold. Each subview's value is then
    /// the default for its size (`LayoutSubview.guideValue`), worked out without reading the
    /// subviews: a stack of 100,000 read each one's record again only to learn that.
    ///
    /// Only for a container whose subviews were made with it (a stack's): one given subviews
    /// later (`replacingChildren(with:)`: lazy containers, readers) does not hold theirs.
    func noneStates(frameGuide guide: AlignmentKey) -> Bool {
        parent.record.pointee.guidesInSubtree.lacksFrameGuide(guide)
    }

    /// The first child's index: 0.
    public var startIndex: Int { 0 }
    /// One past the last child: the number of children.
    public var endIndex: Int { childCount }

    /// The child node at `index`.
    func node(at index: Int) -> LayoutNode {
        parent.sibling(parent.withStore { $0.childSlots[firstChild + index] })
    }

    /// The proxy for the child at `index`, to measure and place it. An index outside
    /// `0..<count` stops the program, as indexing SwiftUI's `LayoutSubviews` (an array) does:
    /// it is a fault of the layout, and answering with a neighbouring node would hide it.
    /// (`fatalError`, not `precondition`: an optimized build drops a precondition's message.)
    /// The stop is a function of its own: the message written inline kept the subscript, asked
    /// for every child question, from being inlined (about 1,000 instructions a grid row).
    public subscript(index: Int) -> LayoutSubview {
        guard index >= 0 && index < childCount else { Self.stopOutOfRange(index, count: childCount) }
        let ahead = index &+ Self.warmingDistance
        if ahead < childCount && parent.withStore({ $0.count }) >= NodeStore.nodesBeyondCaches { warmCaches(forChildAt: ahead) }
        return LayoutSubview(node: node(at: index), parent: parent, passReference: passReference, index: index)
    }

    /// The first child, if there is one (what `Collection.first` gives), without warming the
    /// caches for the ones after it: the one-child containers (frames, padding) ask for it on
    /// every question, and the subscript's warming kept their placing from being inlined.
    public var first: LayoutSubview? {
        childCount == 0 ? nil : LayoutSubview(node: node(at: 0), parent: parent, passReference: passReference, index: 0)
    }

    /// How many children ahead of the one asked for the engine starts loading into the caches
    /// in a large tree: a container walking its children in order (probing, distributing,
    /// placing) then finds each child's record loaded while it worked on the ones before, instead
    /// of waiting for memory child by child. Four children are a few hundred instructions, about
    /// as long as a load from memory takes.
    static let warmingDistance = 4

    /// Out of line, so that the subscript stays small enough to be inlined.
    @inline(never)
    private func warmCaches(forChildAt index: Int) {
        parent.withStore { $0.warmCaches(forNode: $0.childSlots[firstChild &+ index]) }
    }

    @inline(never)
    private static func stopOutOfRange(_ index: Int, count: Int) -> Never {
        fatalError("Index out of range: a layout asked for subviews[\(index)] of its \(count) subviews")
    }

    /// The direction the container lays out in. Layouts compute in left-to-right terms; the
    /// engine mirrors their placements inside a right-to-left container.
    public var layoutDirection: LayoutDirection { parent.layoutDirection }

    // MARK: - What the engine tells a container, and what a container tells the engine

    /// Records a decision the node made while sizing, for explanations (worked out only when
    /// explaining; a decision repeated while placing is not told twice).
    func explain(_ decision: @autoclosure () -> any LayoutDecision) {
        guard isTracing, pass.phase == .sizing else { return }
        pass.record(.note(decision()), node: parent, parent: parent.parent)
    }

    /// Records a decision the node made while placing its children, for explanations.
    func explainPlacement(_ decision: @autoclosure () -> any LayoutDecision) {
        guard isTracing, pass.phase == .placement else { return }
        pass.record(.note(decision()), node: parent, parent: parent.parent)
    }

    /// `detail()` when the engine is explaining the layout (placement arithmetic, frame
    /// formulas), else `nil` without working it out.
    func explaining<Detail>(_ detail: () -> Detail?) -> Detail? {
        isTracing ? detail() : nil
    }

    /// Runs `body` with explanations muted: the stack's probing of minimum and maximum sizes is
    /// summarized in one step instead of every nested proposal.
    @inline(__always)
    func muted<T>(_ body: () -> T) -> T {
        withPass { $0.beginMuting() }
        defer { withPass { $0.endMuting() } }
        return body()
    }

    /// What the innermost enclosing scroll view shows, if the container is inside one.
    var viewport: Viewport? { pass.viewports.last }

    /// Runs `body` (the container asking or placing its content) with `viewport` as what the
    /// innermost scroll view shows: lazy containers inside build only what lies in it.
    func showing<T>(_ viewport: Viewport, _ body: () -> T) -> T {
        pass.viewports.append(viewport)
        defer { pass.viewports.removeLast() }
        return body()
    }

    /// The safe area, in root coordinates, when the layout has one.
    var safeArea: CGRect? { pass.safeArea }

    /// Runs `body` (the container placing a child) with `safe` as the safe area and `screen`
    /// as the area around it a view ignoring the safe area may reach: `safeAreaInset` narrows
    /// them for the view it modifies.
    func within<T>(safeArea safe: CGRect, screen: CGRect, _ body: () -> T) -> T {
        let outer = (pass.safeArea, pass.screen)
        pass.safeArea = safe
        pass.screen = screen
        defer { (pass.safeArea, pass.screen) = outer }
        return body()
    }
    /// The whole screen (the safe area and the unsafe insets around it), when there is one.
    var screen: CGRect? { pass.screen }
    /// What the root was proposed.
    var rootProposal: ProposedViewSize { pass.rootProposal }

    /// A diagnostic about the node being laid out.
    func warn(_ diagnostic: LayoutDiagnostic.Kind) {
        pass.warn(diagnostic, at: parent)
    }
}

/// One child of a layout, as its parent sees it: something to measure, align and place.
///
/// Valid only during the layout pass that handed it out (see `LayoutSubviews`). A proxy holds
/// no reference that is counted, so copying one costs nothing: where placements are recorded
/// instead of made, the pass says so (`LayoutPass.recordings`), not the proxy.
public struct LayoutSubview {
    let node: LayoutNode
    let parent: LayoutNode
    /// The pass, unretained: the door is called through `_withUnsafeGuaranteedRef` (`withPass`),
    /// since an `unowned(unsafe)` reference was retained and released around every question.
    let passReference: Unmanaged<LayoutPass>
    let index: Int

    /// The pass that handed the proxy out (off the hot path: a use may retain it).
    var pass: LayoutPass { passReference.takeUnretainedValue() }

    /// `body` with the pass, neither retained nor released.
    @inline(__always)
    private func withPass<Result>(_ body: (LayoutPass) -> Result) -> Result {
        passReference._withUnsafeGuaranteedRef(body)
    }

    /// The size the child reports for `proposal`. Asking twice costs nothing: every answer is
    /// remembered for the rest of the pass.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        node.countQuery()
        let reason = askedReason(dimensions: false)
        return withPass { $0.size(of: node, proposal: proposal, reason: reason, parent: parent) }
    }

    /// Why the child is asked when its parent asks it directly: a user's `Layout` asking is told
    /// in explanations (`.asked`), a built-in container's direct questions are not.
    @inline(__always)
    private func askedReason(dimensions: Bool) -> ProposalReason {
        guard withPass({ $0.isTracing }) else { return .unstated }
        return tracedAskedReason(dimensions: dimensions)
    }

    /// `askedReason(dimensions:)` while explaining, kept out of line (off the hot path).
    @inline(never)
    private func tracedAskedReason(dimensions: Bool) -> ProposalReason {
        guard parent.algorithm is any ExplainsSubviewQueries else { return .unstated }
        return .asked(dimensions: dimensions, placing: pass.phase == .placement)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, because reason: ProposalReason) -> CGSize {
        withPass { $0.size(of: node, proposal: proposal, reason: reason, parent: parent) }
    }

    /// The child's answers to a stack's probes at 0 and ∞ along its axis (`LayoutPass.probe`).
    func probe(minimum: ProposedViewSize, maximum: ProposedViewSize) -> ProbeAnswers {
        withPass { $0.probe(node, minimum: minimum, maximum: maximum, parent: parent) }
    }

    /// The child's size for `proposal` together with its alignment guides.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        node.countQuery()
        let size = pass.size(of: node, proposal: proposal, reason: askedReason(dimensions: true), parent: parent)
        return ViewDimensions(size: size, source: GuideSource(node: node, pass: pass, proposal: proposal.sanitized))
    }

    /// Places the child so that its `anchor` point lies at `position` (root coordinates),
    /// with the size it reports for `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        if withPass({ !$0.recordings.isEmpty }), let recorder = pass.recorder(for: parent) {
            recorder.record(index, position: position, anchor: anchor, proposal: proposal)
            return
        }
        withPass { $0.place(node, parent: parent, at: position, anchor: anchor, proposal: proposal, arithmetic: nil) }
    }

    /// Draws the child at least `zIndex` high among its siblings (a lazy grid's pinned header,
    /// above the cells scrolling under it): the engine writes the drawing order, not the container.
    func raiseDrawingOrder(toAtLeast zIndex: Double) {
        withPass { $0.raiseDrawingOrder(of: node, toAtLeast: zIndex) }
    }

    /// The value the child set for `key` with `layoutValue(key:value:)`, or the key's default.
    public subscript<Key: LayoutValueKey>(key: Key.Type) -> Key.Value {
        node.layoutValues?[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue
    }

    /// Places the child's top-leading corner at `position`, with its answer for `proposal`:
    /// `size` when the container has it in hand (it asked exactly that), else asked.
    func place(at position: CGPoint, proposal: ProposedViewSize, size: CGSize? = nil, arithmetic: PlacementArithmetic?) {
        withPass {
            $0.place(node, parent: parent, at: position, anchor: .topLeading, proposal: proposal, answer: size, arithmetic: arithmetic)
        }
    }

    /// The child's layout priority (`layoutPriority(_:)`, 0 by default; a `Spacer` yields to
    /// everything else in a stack).
    public var priority: Double { node.layoutPriority }

    /// The child's spacing preferences (a custom layout may compute its own, see
    /// `Layout.spacing(subviews:cache:)`).
    public var spacing: ViewSpacing {
        withPass { $0.spacing(of: node, asker: parent) }
    }

    /// The child's explicit value for `guide` under `proposal`, in its own coordinates.
    func explicitValue(of guide: AlignmentKey, proposal: ProposedViewSize) -> CGFloat? {
        withPass { $0.explicitAlignment(of: node, guide: guide, proposal: proposal) }
    }

    /// Whether the child's subtree states anything about `guide` at all.
    func mayHaveExplicitValue(for guide: AlignmentKey) -> Bool {
        node.guidesInSubtree.contains(guide)
    }

    /// The child's value for `guide` under `proposal`: explicit, or the default for its size.
    ///
    /// Inlined where it is asked for the common case, an edge or centre guide nothing in the
    /// child's subtree states (a stack asks it of every child, a frame of its child on both
    /// axes): its default needs only the size. Any other case is worked out out of line.
    @inline(__always)
    func guideValue(_ guide: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat {
        if let value = guide.frameGuideDefault(in: size), node.record.pointee.guidesInSubtree.lacksFrameGuide(guide) {
            return value
        }
        return statedGuideValue(guide, size: size, proposal: proposal)
    }

    /// `guideValue` for a guide the child's subtree may state, or a text baseline.
    @inline(never)
    private func statedGuideValue(_ guide: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat {
        let guides = node.guidesInSubtree
        if guides.isEmpty || guides.lacksFrameGuide(guide) {
            // Nothing in the subtree states this guide (a text states only its baselines): the
            // default needs only the size, not a source to look guides up in; an edge's or a
            // centre's not even the dimensions.
            return guide.frameGuideDefault(in: size) ?? guide.defaultValue(in: ViewDimensions(size: size))
        }
        if node.guidesInSubtree.contains(guide), let value = explicitValue(of: guide, proposal: proposal) {
            return value
        }
        return guide.defaultValue(in: ViewDimensions(size: size, source: GuideSource(node: node, pass: pass, proposal: proposal.sanitized)))
    }

    /// The name explanations use for the child.
    var name: String { node.displayName }
}

/// Where a `ViewDimensions` looks up explicit guide values: one node under one proposal,
/// seeing only the node's first `visibleGuides` explicit guides (a guide closure sees the
/// guides of the view it modifies, not its own).
struct GuideSource {
    let node: LayoutNode
    let pass: LayoutPass
    let proposal: ProposedViewSize
    var visibleGuides: Int = .max
    /// Keeps the node's store alive for as long as the dimensions are (a guide closure may keep
    /// the `ViewDimensions` it was given).
    private let store: NodeStore

    init(node: LayoutNode, pass: LayoutPass, proposal: ProposedViewSize, visibleGuides: Int = .max) {
        self.node = node
        self.pass = pass
        self.proposal = proposal
        self.visibleGuides = visibleGuides
        self.store = node.store
    }

    func explicitValue(of key: AlignmentKey) -> CGFloat? {
        pass.explicitAlignment(of: node, guide: key, proposal: proposal, visibleGuides: visibleGuides)
    }

    static func same(_ lhs: GuideSource?, _ rhs: GuideSource?) -> Bool {
        switch (lhs, rhs) {
        case (nil, nil): return true
        case let (a?, b?): return a.node == b.node && a.proposal == b.proposal && a.visibleGuides == b.visibleGuides
        default: return false
        }
    }
}

/// Where a layout would put each child, recorded instead of placed: alignment queries need the
/// children's offsets without disturbing the real placement.
final class PlacementRecorder {
    struct Placement {
        var position: CGPoint
        var anchor: UnitPoint
        var proposal: ProposedViewSize
    }

    private(set) var placements: [Int: Placement] = [:]

    func record(_ index: Int, position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        placements[index] = Placement(position: position, anchor: anchor, proposal: proposal)
    }
}

extension LayoutSubviews {
    /// Runs `place` with placements recorded rather than made, then merges the children's
    /// explicit values for `guide` at the recorded positions, relative to `bounds`, with the
    /// guide's own rule (`AlignmentID._combineExplicit`).
    func mergedExplicitAlignment(_ guide: AlignmentKey, in bounds: CGRect, place: (LayoutSubviews) -> Void) -> CGFloat? {
        guard contains(where: { $0.mayHaveExplicitValue(for: guide) }) else { return nil }
        let recorder = PlacementRecorder()
        pass.recordings.append((parent.slot, recorder))
        pass.muted { place(self) }
        pass.recordings.removeLast()
        var combined: CGFloat?
        var count = 0
        for index in indices {
            guard let placement = recorder.placements[index] else { continue }
            let child = self[index]
            let size = pass.muted { child.sizeThatFitsSilently(placement.proposal) }
            guard let value = child.explicitValue(of: guide, proposal: placement.proposal) else { continue }
            let origin = CGPoint(
                x: placement.position.x - placement.anchor.x * size.width - bounds.minX,
                y: placement.position.y - placement.anchor.y * size.height - bounds.minY)
            guide.id._combineExplicit(childValue: value + origin[guide.axis], count, into: &combined)
            count += 1
        }
        return combined
    }
}

extension LayoutSubview {
    /// The size for `proposal` without counting it as a query of the layout's.
    func sizeThatFitsSilently(_ proposal: ProposedViewSize) -> CGSize {
        pass.size(of: node, proposal: proposal, reason: .unstated, parent: parent)
    }
}
