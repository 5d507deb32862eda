import Foundation

/// One run of the layout algorithm over a tree: first the sizing pass (the root is asked for
/// its size), then the placement pass (every node is given its frame).
///
/// This is the one place where recursion happens. Every "how big would you be?" goes through
/// `size(of:proposal:reason:parent:)`, which sanitizes the proposal, answers from the node's
/// cache when it can, counts the calls that reach a view, sanitizes the answer and records the
/// trace that explanations are written from.
///
/// Its hot counters and each node's cache skip Swift's dynamic exclusivity checks
/// (`@exclusivity(unchecked)`): a pass runs on one thread and never holds an access to them
/// across a call, and the checks cost about 8% of a layout.
final class LayoutPass {
    /// Whether proposals, answers and placements are recorded for an explanation.
    let isTracing: Bool
    @exclusivity(unchecked) private(set) var events: [TraceEvent] = []
    private(set) var diagnostics: [LayoutDiagnostic] = []
    /// How many times a view's `sizeThatFits` actually ran (cache misses).
    @exclusivity(unchecked) private(set) var measureCount = 0
    /// How many sizes were asked for, cached or not.
    @exclusivity(unchecked) private(set) var requestCount = 0
    @exclusivity(unchecked) private(set) var phase = LayoutPhase.sizing
    @exclusivity(unchecked) private var muteDepth = 0

    /// Containers whose children's placements are recorded instead of made, innermost last:
    /// alignment queries need the offsets a layout would give (`mergedExplicitAlignment`).
    @exclusivity(unchecked) var recordings: [(container: Int32, recorder: PlacementRecorder)] = []

    /// The recorder for the placements of `container`'s children, if they are being recorded.
    func recorder(for container: LayoutNode) -> PlacementRecorder? {
        recordings.last { $0.container == container.slot }?.recorder
    }

    /// How many placements were made (a node placed twice counts twice).
    @exclusivity(unchecked) private(set) var placementRequestCount = 0
    /// How many placements placed a node placed before.
    @exclusivity(unchecked) private var repeatedPlacementCount = 0
    /// How many nodes were placed at least once: when it is every node of the store, no node
    /// was left unplaced, and the search for them is skipped (`LayoutRun`). Counted from the
    /// repeated placements, which are rare, rather than on every placement.
    var placedNodeCount: Int { placementRequestCount - repeatedPlacementCount }

    /// How many sizes one pass may ask for before it stops measuring: a custom layout that
    /// asks in an endless loop ends instead of hanging.
    let workBudget: Int
    /// How many placements one pass may make before it stops placing subtrees: a custom layout
    /// that places its subviews several times at every level (2^depth placements) ends instead
    /// of hanging.
    let placementBudget: Int

    /// Sees every question a container asks a child through the door, before it is answered;
    /// `nil` in every ordinary layout (tests count with it: `EngineDoorCountTests`).
    var doorObserver: ((DoorQuestion) -> Void)?

    /// How many times an algorithm's sizing and placement actually ran (`NodeAlgorithm`
    /// counts them): the door lets every run through, so sizing runs equal `measureCount`.
    @exclusivity(unchecked) var algorithmRuns = AlgorithmRuns()

    /// Whether a rigid or axis-independent node's new proposals are answered from its earlier
    /// answers (`TraitRule`): not while explaining, so that the explanation shows each question
    /// an algorithm asks.
    let answersFromTraits: Bool

    /// The stacks the pass recurses on (the thread's): the door goes on on a fresh segment
    /// where the one in use runs low.
    let stack: StackSegments
    /// How large a stack segment is (`LayoutOptions.stackSize`).
    let segmentBytes: Int
    /// Whether a question went unanswered because no stack segment could be had (told once).
    private var ranOutOfStack = false

    init(
        isTracing: Bool, answersFromTraits: Bool = true, workBudget: Int = .max, placementBudget: Int = .max,
        stack: StackSegments = .current, segmentBytes: Int = LayoutOptions.defaultStackSize
    ) {
        self.isTracing = isTracing
        self.stack = stack
        self.segmentBytes = segmentBytes
        self.answersFromTraits = answersFromTraits && !isTracing
        self.workBudget = workBudget
        self.placementBudget = placementBudget
    }

    /// Past the budget: a size already known, or zero, and a diagnostic once.
    private func sizeBeyondBudget(of node: LayoutNode, proposal: ProposedViewSize) -> CGSize {
        if requestCount == workBudget + 1 {
            warn(.workBudgetExceeded(limit: workBudget), at: node)
        }
        return node.cachedSize(for: proposal) ?? .zero
    }

    /// Sizes `root` for `proposal`, then places it with its top-leading corner at (0, 0).
    /// Sizes `root` for `proposal`, then places it with its top-leading corner at `origin`
    /// ((0, 0), or the corner of the safe area).
    func run(root: LayoutNode, proposal: ProposedViewSize, origin: CGPoint = .zero, centredIn area: CGRect? = nil) -> CGSize {
        rootProposal = proposal
        phase = .sizing
        let size = self.size(of: root, proposal: proposal, reason: .root, parent: nil)
        phase = .placement
        place(
            root, parent: nil, at: Self.rootPosition(size, origin: origin, centredIn: area), anchor: .topLeading, proposal: proposal,
            answer: size, arithmetic: nil)
        return size
    }

    /// Where the root of `size` goes: centred in `area` (a screen's safe area, where a hosting
    /// controller centres its root view, smaller or larger than the area) when both are finite,
    /// else at `origin`.
    static func rootPosition(_ size: CGSize, origin: CGPoint, centredIn area: CGRect?) -> CGPoint {
        guard let area, area.width.isFinite, area.height.isFinite, size.width.isFinite, size.height.isFinite else { return origin }
        return CGPoint(x: area.midX - size.width / 2, y: area.midY - size.height / 2)
    }

    /// What the root was proposed (`containerRelativeFrame`'s container outside any other).
    private(set) var rootProposal = ProposedViewSize.unspecified

    /// The safe area, in root coordinates, when the layout has one.
    var safeArea: CGRect?
    /// The whole screen (the safe area and the unsafe insets around it), when there is one.
    var screen: CGRect?
    /// What the enclosing scroll views show, innermost last, in the coordinates of each one's
    /// content: lazy stacks build only what lies inside.
    @exclusivity(unchecked) var viewports: [Viewport] = []

    // MARK: - The measuring hook

    /// The size `node` reports for `proposal`, computed once per distinct proposal in this pass.
    ///
    /// Inlined where the question is asked: most questions are answered from the node's cache
    /// (a grid's leaves answer about half of theirs so), and a call of the whole door — its frame,
    /// its saved registers, the cache look-up's own call — cost about 60 instructions of each
    /// such answer. The view's own answer is worked out out of line (`measure`).
    @inline(__always)
    func size(of node: LayoutNode, proposal: ProposedViewSize, reason: ProposalReason, parent: LayoutNode?) -> CGSize {
        let proposal = proposal.isSanitized ? proposal : sanitizeProposal(proposal, for: node)
        requestCount += 1
        if doorObserver != nil { tellDoorObserver(.size, child: node, asker: parent) }
        if requestCount > workBudget {
            return sizeBeyondBudget(of: node, proposal: proposal)
        }
        if let cached = node.cachedSize(for: proposal) {
            if isTracing { recordCachedAnswer(cached, for: proposal, reason, node: node, parent: parent) }
            return cached
        }
        return measure(node, proposal: proposal, reason: reason, parent: parent)
    }

    /// The size `node` reports for `proposal` (sanitized), which it has not answered yet in this
    /// pass: its algorithm runs, and the answer is sanitized, remembered and recorded.
    ///
    /// A rigid node (`TraitRule`) that has answered once answers with that, and an
    /// axis-independent one that has answered the same width and the same height answers with
    /// those; the answer is remembered for this proposal too, and the sizing does not run
    /// (`answersFromTraits`).
    @inline(never)
    private func measure(_ node: LayoutNode, proposal: ProposedViewSize, reason: ProposalReason, parent: LayoutNode?) -> CGSize {
        if answersFromTraits, let answer = answerFromTraits(of: node, for: proposal) {
            node.rememberAnswer(answer, for: proposal)
            return answer
        }
        measureCount += 1
        if isTracing { return measureTraced(node, proposal: proposal, reason: reason, parent: parent) }
        let answered = sizing(of: node, proposal: proposal)
        let size = sanitizeAnswer(answered, to: proposal, from: node)
        node.rememberAnswer(size, for: proposal)
        return size
    }

    /// What `node`'s algorithm answers `proposal`. This is where sizing recurses (a container's
    /// sizing asks its children), so it goes on on the next stack segment when the stack in
    /// use runs low; the answer is zero when no segment can be had.
    @inline(__always)
    private func sizing(of node: LayoutNode, proposal: ProposedViewSize) -> CGSize {
        if stack.isRunningLow { return sizingOnNextSegment(of: node, proposal: proposal) }
        return node.withStore { $0.sizeThatFits(ofNode: node.slot, proposal: proposal, subviews: LayoutSubviews(parent: node, pass: self)) }
    }

    /// `sizing` on the next stack segment. Out of line, so that the closure it makes takes no
    /// room in `measure`'s frame, which is on the stack once a level.
    @inline(never)
    private func sizingOnNextSegment(of node: LayoutNode, proposal: ProposedViewSize) -> CGSize {
        onNextSegment(at: node) { sizing(of: node, proposal: proposal) } ?? .zero
    }

    /// `node`'s answer to `proposal` worked out from its earlier answers, when its traits allow.
    @inline(__always)
    private func answerFromTraits(of node: LayoutNode, for proposal: ProposedViewSize) -> CGSize? {
        let links = node.links
        // A node asked for the first time (a leaf in a fixed frame: most of them) has nothing to
        // work from.
        guard links.pointee.isAxisIndependent, let first = node.firstAnswer else { return nil }
        if links.pointee.isRigid { return first }
        return node.withStore { $0.answerFromEachAxis(of: node.slot, for: proposal) }
    }

    /// `measure` while explaining: the question and the answer are recorded, the answer with
    /// the reason the node's algorithm gives for it (`LayoutAlgorithm.reportReason`), built from
    /// what its sizing just worked out. Only then is a reason worked out at all.
    @inline(never)
    private func measureTraced(_ node: LayoutNode, proposal: ProposedViewSize, reason: ProposalReason, parent: LayoutNode?) -> CGSize {
        recordQuestion(proposal, reason, node: node, parent: parent)
        let answered = sizing(of: node, proposal: proposal)
        let size = sanitizeAnswer(answered, to: proposal, from: node)
        node.rememberAnswer(size, for: proposal)
        // Fresh subviews: a container may have added children while it was sized.
        let because = muted { node.algorithm.reportReason(for: proposal, size: answered, subviews: LayoutSubviews(parent: node, pass: self)) }
        recordAnswer(size, because, cached: false, node: node, parent: parent)
        return size
    }

    /// Shows the door observer a question (off the hot path: ordinary layouts have none).
    @inline(never)
    private func tellDoorObserver(_ kind: DoorQuestion.Kind, child: LayoutNode, asker: LayoutNode?) {
        doorObserver?(DoorQuestion(kind: kind, child: child, asker: asker, phase: phase))
    }

    /// Records a question answered from the cache, when the explanation tells it: while sizing,
    /// or asked by a user's layout, and not muted.
    @inline(never)
    private func recordCachedAnswer(_ size: CGSize, for proposal: ProposedViewSize, _ reason: ProposalReason, node: LayoutNode, parent: LayoutNode?) {
        guard muteDepth == 0 && (phase == .sizing || reason.isAskedByUsersLayout) && reason != .unstated else { return }
        recordQuestion(proposal, reason, node: node, parent: parent)
        recordAnswer(size, nil, cached: true, node: node, parent: parent)
    }

    // MARK: - Spacing

    /// The spacing preferences of `node`: its layout's own (`Layout.spacing(subviews:cache:)`),
    /// worked out once per pass, else those set when it was built.
    func spacing(of node: LayoutNode, asker: LayoutNode? = nil) -> ViewSpacing {
        requestCount += 1
        if let doorObserver { doorObserver(DoorQuestion(kind: .spacing, child: node, asker: asker, phase: phase)) }
        if node.spacingIsResolved { return node.spacing }
        return resolveSpacing(of: node)
    }

    /// Works out `node`'s spacing preferences the first time they are asked. A layout's own
    /// may ask its subviews', so this recurses, and goes on on the next stack segment when the
    /// stack in use runs low (the preferences set when it was built stand when none can be had).
    /// Out of line: `spacing(of:)` is inlined into every stack's gaps.
    @inline(never)
    private func resolveSpacing(of node: LayoutNode) -> ViewSpacing {
        if stack.isRunningLow { return onNextSegment(at: node) { resolveSpacing(of: node) } ?? node.spacing }
        let computed = node.withStore { $0.spacing(ofNode: node.slot, subviews: LayoutSubviews(parent: node, pass: self)) }
        if let computed { node.spacing = computed }
        node.spacingIsResolved = true
        return node.spacing
    }

    // MARK: - Placing

    /// Gives `node` its frame: its `anchor` point at `position`, with the size it reports for
    /// `proposal`, mirrored inside `parent` when the parent lays out right to left; then lets
    /// the node place its own children.
    ///
    /// `answer` is the node's answer for `proposal` when the parent has it in hand (it asked
    /// exactly that, through the door); otherwise the node is asked.
    ///
    /// Out of line: inlined into a container's placing loop (with the node's own placing, which
    /// it calls), its locals made a stack's placing frame 1.8 KB, held through every level below
    /// it, two thirds of the stack a level of a deep tree took while placed.
    @inline(never)
    func place(
        _ node: LayoutNode, parent: LayoutNode?, at position: CGPoint, anchor: UnitPoint,
        proposal: ProposedViewSize, answer: CGSize? = nil, arithmetic: PlacementArithmetic?
    ) {
        if stack.isRunningLow {
            return placeOnNextSegment(node, parent: parent, at: position, anchor: anchor, proposal: proposal, answer: answer, arithmetic: arithmetic)
        }
        let proposal = proposal.isSanitized ? proposal : sanitizeProposal(proposal, for: node)
        if let doorObserver { doorObserver(DoorQuestion(kind: .placement, child: node, asker: parent, phase: phase)) }
        let size = answer ?? muted { self.size(of: node, proposal: proposal, reason: .unstated, parent: parent) }
        var origin = CGPoint(x: position.x - Self.anchorOffset(anchor.x, size.width), y: position.y - Self.anchorOffset(anchor.y, size.height))
        if let parent, parent.layoutDirection == .rightToLeft, let bounds = parent.frame {
            origin.x = bounds.minX + bounds.maxX - origin.x - size.width
        }
        if !origin.x.isFinite || !origin.y.isFinite {
            warn(.nonFiniteOrigin(origin), at: node)
            origin = CGPoint(x: origin.x.isFinite ? origin.x : 0, y: origin.y.isFinite ? origin.y : 0)
        }
        node.placementCount += 1
        let frame = CGRect(origin: origin, size: size)
        // Placed again exactly where it already is: its subtree's placement would repeat
        // itself, so it is not redone (a layout placing each subview twice, nested, would
        // otherwise cost 2^depth).
        let repeatsItself = node.placementCount > 1 && node.frame == frame && node.placedProposal == proposal
        if node.placementCount > 1 {
            repeatedPlacementCount += 1
            warn(.placedTwice, at: node)
        }
        node.place(frame, proposal: proposal)
        if isTracing && muteDepth == 0 {
            recordPlacement(frame, of: node, parent: parent, at: position, anchor: anchor, proposal: proposal, arithmetic: arithmetic)
        }
        placementRequestCount += 1
        if placementRequestCount == placementBudget + 1 {
            warn(.placementBudgetExceeded(limit: placementBudget), at: node)
        }
        guard !repeatsItself, placementRequestCount <= placementBudget else { return }
        if node.childCount > 0 || node.buildsChildrenWhenPlaced {
            node.withStore { $0.placeSubviews(ofNode: node.slot, in: frame, proposal: proposal, subviews: LayoutSubviews(parent: node, pass: self)) }
        }
    }

    /// `place` on the next stack segment; when none can be had, the node and its subtree stay
    /// unplaced. Out of line for the same reason as `sizingOnNextSegment`.
    @inline(never)
    private func placeOnNextSegment(
        _ node: LayoutNode, parent: LayoutNode?, at position: CGPoint, anchor: UnitPoint,
        proposal: ProposedViewSize, answer: CGSize?, arithmetic: PlacementArithmetic?
    ) {
        onNextSegment(at: node) {
            place(node, parent: parent, at: position, anchor: anchor, proposal: proposal, answer: answer, arithmetic: arithmetic)
        }
    }

    /// How far the anchor lies from the leading or top edge; 0 at the edge even for an
    /// infinite length (where 0 × ∞ would be NaN).
    private static func anchorOffset(_ fraction: CGFloat, _ length: CGFloat) -> CGFloat {
        fraction == 0 ? 0 : fraction * length
    }

    /// Draws `node` at least `zIndex` high among its siblings, as its parent asks while placing it.
    func raiseDrawingOrder(of node: LayoutNode, toAtLeast zIndex: Double) {
        node.drawing.zIndex = max(node.drawing.zIndex, zIndex)
    }

    // MARK: - Alignment

    /// The explicit value `node` has for `guide` under `proposal`, in its own coordinates, or
    /// `nil`: from its own `alignmentGuide` closures (only the first `visibleGuides` of them), else
    /// passed up from its children by its layout.
    func explicitAlignment(
        of node: LayoutNode, guide: AlignmentKey, proposal: ProposedViewSize, visibleGuides: Int = .max
    ) -> CGFloat? {
        guard !stack.isRunningLow else {
            return onNextSegment(at: node) { explicitAlignment(of: node, guide: guide, proposal: proposal, visibleGuides: visibleGuides) } ?? nil
        }
        if let doorObserver { doorObserver(DoorQuestion(kind: .alignment, child: node, asker: nil, phase: phase)) }
        guard node.guidesInSubtree.contains(guide) else { return nil }
        let visible = min(visibleGuides, node.explicitGuides.count)
        if let index = node.explicitGuides[0..<visible].lastIndex(where: { $0.key == guide }) {
            let size = muted { self.size(of: node, proposal: proposal, reason: .unstated, parent: node.parent) }
            let dimensions = ViewDimensions(
                size: size, source: GuideSource(node: node, pass: self, proposal: proposal, visibleGuides: index))
            let value = node.explicitGuides[index].computeValue(dimensions)
            // An infinite view may well have an infinite guide; a finite one may not.
            guard value.isFinite || (!value.isNaN && size[guide.axis].isInfinite) else {
                warn(.nonFiniteAlignmentGuide(guide: guide.name, value: value), at: node)
                return nil
            }
            return value
        }
        let isFullQuery = visible == node.explicitGuides.count
        if isFullQuery, let entry = node.alignmentCache.first(where: { $0.key == guide && $0.proposal == proposal }) {
            return entry.value
        }
        let size = muted { self.size(of: node, proposal: proposal, reason: .unstated, parent: node.parent) }
        let value = muted {
            node.withStore {
                $0.explicitAlignment(
                    ofNode: node.slot, guide: guide, in: CGRect(origin: .zero, size: size), proposal: proposal,
                    subviews: LayoutSubviews(parent: node, pass: self))
            }
        }
        if isFullQuery {
            node.alignmentCache.append(AlignmentCacheEntry(key: guide, proposal: proposal, value: value))
        }
        return value
    }

    // MARK: - Stack

    /// `work` (a question to `node`) on the next stack segment, or `nil` when none can be had,
    /// which is told once per pass.
    @inline(never)
    private func onNextSegment<Result>(at node: LayoutNode, _ work: () -> Result) -> Result? {
        if let result = stack.onNextSegment(byteCount: segmentBytes, work) { return result }
        if !ranOutOfStack {
            ranOutOfStack = true
            warn(.stackExhausted(segmentBytes: segmentBytes), at: node)
        }
        return nil
    }

    // MARK: - Trace and diagnostics

    // The trace of a question, an answer and a placement is recorded out of line: `size(of:…)`
    // and `place(_:…)` are on the stack once per level of a deep tree, and a trace event built in
    // their frames made each of them several hundred bytes larger (a tree thousands of levels
    // deep then outgrows the processor's caches).

    /// Records that `node` was proposed `proposal` for `reason`.
    @inline(never)
    private func recordQuestion(_ proposal: ProposedViewSize, _ reason: ProposalReason, node: LayoutNode, parent: LayoutNode?) {
        record(.propose(proposal, reason), node: node, parent: parent)
    }

    /// Records that `node` answered `size` (remembered, when `cached`).
    @inline(never)
    private func recordAnswer(_ size: CGSize, _ reason: (any ReportReason)?, cached: Bool, node: LayoutNode, parent: LayoutNode?) {
        record(.report(size, reason, cached: cached), node: node, parent: parent)
    }

    /// Records that `node` was placed at `frame` (in the root's coordinates), in its parent's
    /// coordinates, with the point and anchor a user's layout named.
    @inline(never)
    private func recordPlacement(
        _ frame: CGRect, of node: LayoutNode, parent: LayoutNode?, at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize,
        arithmetic: PlacementArithmetic?
    ) {
        let local =
            parent?.frame.map { CGRect(x: frame.minX - $0.minX, y: frame.minY - $0.minY, width: frame.width, height: frame.height) } ?? frame
        // A user's layout names a point and an anchor: the explanation shows them.
        let request = parent.flatMap { parent -> PlacementRequest? in
            guard parent.algorithm is any ExplainsSubviewQueries, let bounds = parent.frame else { return nil }
            return PlacementRequest(position: CGPoint(x: position.x - bounds.minX, y: position.y - bounds.minY), anchor: anchor, proposal: proposal)
        }
        record(.place(local, arithmetic, request), node: node, parent: parent)
    }

    func record(_ kind: TraceEvent.Kind, node: LayoutNode, parent: LayoutNode?) {
        guard isTracing && muteDepth == 0 else { return }
        events.append(TraceEvent(kind: kind, node: node, parent: parent, phase: phase))
    }

    /// Runs `body` without recording its proposals and answers.
    func muted<T>(_ body: () -> T) -> T {
        muteDepth += 1
        defer { muteDepth -= 1 }
        return body()
    }

    /// Starts a stretch of questions that are not recorded, ended by `endMuting()`: `muted(_:)`
    /// for a caller that reaches the pass without retaining it (`LayoutSubviews.muted`), where
    /// a closure passed through would keep the stack's probes from being inlined.
    func beginMuting() { muteDepth += 1 }

    /// Ends the stretch `beginMuting()` started.
    func endMuting() { muteDepth -= 1 }

    /// Records a diagnostic once; past `LayoutDiagnostic.limit` of them, further ones are dropped
    /// (a tree with a bad value in every node should not cost quadratic time to report). Out of
    /// line: inlined where a node is placed, its diagnostic and path took 400 bytes of every
    /// stack's placing frame, under each child placed, at each level of a deep tree (and
    /// about 1 % of a deep tree's instructions).
    @inline(never)
    func warn(_ kind: LayoutDiagnostic.Kind, at node: LayoutNode) {
        guard diagnostics.count < LayoutDiagnostic.limit else { return }
        diagnostics.tell(LayoutDiagnostic(kind: kind, path: node.path, slot: node.slot))
    }

    private func sanitizeProposal(_ proposal: ProposedViewSize, for node: LayoutNode) -> ProposedViewSize {
        let clean = proposal.sanitized
        if proposal.width.map({ $0.isNaN || $0 < 0 }) == true || proposal.height.map({ $0.isNaN || $0 < 0 }) == true {
            warn(.invalidProposal(proposal), at: node)
        }
        return clean
    }

    /// A reported size with no NaN and no negative length; infinite only along an axis that
    /// was proposed infinity.
    @inline(__always)
    private func sanitizeAnswer(_ size: CGSize, to proposal: ProposedViewSize, from node: LayoutNode) -> CGSize {
        // The common case, finite lengths of +0 or more, needs nothing: their bits lie below
        // +∞'s (a NaN's above, a negative length's have the sign bit; -0 takes the unusual path,
        // which keeps it).
        if size.width.bitPattern < CGFloat.infinity.bitPattern && size.height.bitPattern < CGFloat.infinity.bitPattern { return size }
        return sanitizeUnusualAnswer(size, to: proposal, from: node)
    }

    /// `sanitizeAnswer` for an answer with a NaN, negative or infinite length.
    private func sanitizeUnusualAnswer(_ size: CGSize, to proposal: ProposedViewSize, from node: LayoutNode) -> CGSize {
        func clean(_ length: CGFloat, proposed: CGFloat?) -> CGFloat {
            if length.isNaN || length < 0 { return 0 }
            if length == .infinity && proposed != .infinity { return proposed ?? 0 }
            return length
        }
        let result = CGSize(width: clean(size.width, proposed: proposal.width), height: clean(size.height, proposed: proposal.height))
        if result.width != size.width || result.height != size.height {
            warn(.invalidReportedSize(size), at: node)
        }
        // A rigid node's lengths add up fixed ones; one that overflowed to ∞ is answered with
        // each proposed length instead, so the node is not rigid after all (`TraitRule`): nor
        // are the ancestors that took it for rigid.
        if (size.width == .infinity || size.height == .infinity) && node.links.pointee.isRigid {
            node.withStore { $0.dropTraits(ofNodeAndAncestors: node.slot) }
        }
        return result
    }
}

/// One question a container asked a child through the pass's door (`LayoutPass.doorObserver`).
struct DoorQuestion {
    enum Kind: Sendable { case size, spacing, alignment, placement }
    /// What was asked.
    let kind: Kind
    /// The child asked.
    let child: LayoutNode
    /// The container that asked (the child's parent), `nil` for the root or where the pass
    /// asks on its own behalf (explicit alignment values are asked by guide closures too).
    let asker: LayoutNode?
    /// The half of the pass it was asked in.
    let phase: LayoutPhase
}

/// How many times algorithms ran, counted where they run (`NodeAlgorithm`).
struct AlgorithmRuns: Hashable, Sendable {
    var sizing = 0
    var placing = 0
}

/// Which half of a layout pass is running.
public enum LayoutPhase: Sendable, Hashable {
    /// Sizes travel: proposals go down, answers come up.
    case sizing
    /// Frames are handed out, parents first.
    case placement
}

/// What a scroll view shows of its content.
struct Viewport {
    /// The directions the scroll view scrolls in: only lazy stacks along one of them build
    /// lazily.
    var axes: Axis.Set
    /// The visible rectangle in the content's coordinates (the content offset and the scroll
    /// view's size); lengths may be infinite when the scroll view was proposed ∞.
    var visible: CGRect
    /// The scroll view's frame in root coordinates — what is shown — once placed; `nil` while
    /// sizing.
    var shown: CGRect?

    /// Whether the scroll view scrolls along `axis`.
    func scrolls(along axis: Axis) -> Bool {
        axes.contains(axis == .horizontal ? .horizontal : .vertical)
    }
}
