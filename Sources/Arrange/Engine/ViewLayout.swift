import Foundation

/// The layout of a view for one proposal: the root's size, every view's frame, what went wrong,
/// and on request the whole negotiation as numbered steps.
///
/// ```swift
/// let layout = ViewLayout(view, proposal: ProposedViewSize(width: 320, height: 480))
/// layout.size               // the root's reported size; the root sits at (0, 0)
/// layout.frame(of: "text")  // the frame of the view marked .id("text")
/// layout.explanation        // the negotiation, in the book's style
/// layout.warnings           // what SwiftUI would log
/// ```
/// Layout numbers are exact: nothing is rounded to pixels (that belongs to drawing).
/// Several views at the root are stacked in an implicit `VStack`.
public struct ViewLayout {
    /// The proposal the root received.
    public let proposal: ProposedViewSize
    /// The safe area in screen coordinates when safe-area insets were given (the root is
    /// proposed its size and centred in it), else `nil`.
    public let safeArea: CGRect?
    /// The root's reported size.
    public let size: CGSize
    /// Every node, parents before children (`nodes[0]` is the root).
    public let nodes: LayoutNodes
    /// Problems with the input, each with where it is and what to do.
    public let diagnostics: [LayoutDiagnostic]
    /// How much work the pass did.
    public let statistics: LayoutStatistics
    /// How long each phase took (wall-clock time, for profiling; varies from run to run).
    public let timings: LayoutTimings
    private let explanationSource: ExplanationSource

    /// Lays `view` out for `proposal` (by default an iPhone's screen, 390 × 844, all of it safe).
    ///
    /// With `safeAreaInsets`, `proposal` is the whole screen: the root is proposed the safe
    /// area inside it and centred in it (as a hosting controller centres its root view; a root
    /// that fills the safe area sits at its corner), frames are in screen coordinates, and views
    /// that `ignoresSafeArea()` reach the screen's edges.
    public init<V: View>(
        _ view: V, proposal: ProposedViewSize = ProposedViewSize(width: 390, height: 844),
        safeAreaInsets: EdgeInsets = EdgeInsets(),
        environment: EnvironmentValues = EnvironmentValues(), options: LayoutOptions = LayoutOptions()
    ) {
        let screen = ScreenGeometry(proposal: proposal, safeAreaInsets: safeAreaInsets)
        let run = LayoutRun.perform(view, screen: screen, environment: environment, options: options, tracing: false)
        self.proposal = proposal
        self.safeArea = screen.safeArea
        self.size = run.size
        self.nodes = run.nodes
        self.diagnostics = run.diagnostics
        self.statistics = run.statistics
        self.timings = run.timings
        self.explanationSource = ExplanationSource {
            LayoutRun.perform(view, screen: screen, environment: environment, options: options, tracing: true).explanation!
        }
    }

    /// The diagnostics as messages.
    public var warnings: [String] { diagnostics.map(\.description) }

    /// The negotiation as numbered steps (computed on first use by laying out again with tracing).
    public var explanation: LayoutExplanation { explanationSource.value }

    /// The frame, in the root's coordinates, of the first view marked `.id(id)`, or `nil` when
    /// there is none or it was not placed.
    public func frame<ID: Hashable>(of id: ID) -> CGRect? {
        node(id: id)?.frame
    }

    /// The first node marked `.id(id)`.
    public func node<ID: Hashable>(id: ID) -> LayoutNodeInfo? {
        nodes.firstIndex(of: AnyHashable(id)).map { nodes[$0] }
    }

    /// The root node.
    public var root: LayoutNodeInfo { nodes[0] }

    /// The path from the root to `node`: `VStack › HStack[1] › frame` (an index in brackets
    /// when the parent has several children, however many; the same rule as diagnostics'
    /// paths, `NodePath`, which number at most `NodePath.mostNumberedSiblings`).
    public func path(of node: LayoutNodeInfo) -> String {
        NodePath.spell(node, in: DescribedTree(nodes: nodes), numberedSiblings: .max)
    }
}

/// Limits and switches for a layout.
public struct LayoutOptions: Sendable {
    /// How deep the view tree may be (views, modifiers and bodies each count one level);
    /// deeper views are left out with a diagnostic.
    public var maxDepth: Int
    /// How many bytes of stack each stack segment has: building and laying out recurse once a
    /// level of the tree, and go on on a fresh segment each time the stack in use runs low
    /// (address space reserved, memory used only as deep as the tree goes). Used within 1 MB
    /// and 1 TB.
    public var stackSize: Int
    /// How many sizes a pass may ask for per view (at least a million in all) before it stops
    /// measuring with a diagnostic: a custom `Layout` that measures endlessly ends instead of
    /// hanging. Built-in containers ask about ten per view.
    public var measurementsPerNode: Int
    /// Whether a rigid or axis-independent view (`TraitRule`) answers a new proposal from its
    /// earlier answers instead of running its sizing again. Off, every proposal runs the view's
    /// sizing, as it does while the layout is explained; the sizes are the same either way.
    var answersFromTraits = true

    /// How many times one pass may place each node (built before the pass) before placing
    /// stops: a node is placed once, or a few times by a layout that tries positions.
    static let placementsPerNode = 16
    /// The placement budget of a small tree (lazy containers build more nodes while placing).
    static let leastPlacementBudget = 100_000

    /// `stackSize` where it is used: at least 1 MB and at most 1 TB, whatever was set.
    var segmentBytes: Int { min(max(stackSize, 1 << 20), 1 << 40) }

    /// The size of a stack segment unless one is given (64 MB): it holds about 28,000 levels
    /// of stacks in paddings in a release build, 6,500 in a debug one (`arrange-bench --stack`).
    public static let defaultStackSize = 64 << 20

    /// The defaults: 100,000 levels, on 64 MB stack segments (a few for a tree that deep).
    public init(maxDepth: Int = 100_000, stackSize: Int = LayoutOptions.defaultStackSize, measurementsPerNode: Int = 1_000) {
        self.maxDepth = max(maxDepth, 1)
        self.stackSize = stackSize
        self.measurementsPerNode = max(measurementsPerNode, 1)
    }
}

/// Counts of the work one layout pass did.
public struct LayoutStatistics: Hashable, Sendable {
    /// How many nodes the tree had.
    public let nodeCount: Int
    /// How many times a view's `sizeThatFits` ran (distinct proposals answered).
    public let measureCount: Int
    /// How many sizes were asked for, answered from the cache or not.
    public let requestCount: Int

    /// `sizeThatFits` runs per node.
    public var measuresPerNode: Double { nodeCount == 0 ? 0 : Double(measureCount) / Double(nodeCount) }
}

/// How long the phases of one layout took, in nanoseconds of wall-clock time.
public struct LayoutTimings: Hashable, Sendable {
    /// Turning the view value into the tree of layout nodes.
    public var building: UInt64 = 0
    /// Sizing and placing the tree.
    public var layingOut: UInt64 = 0
    /// Recording the finished tree (`ViewLayout.nodes`) and releasing the nodes.
    public var describing: UInt64 = 0

    /// All phases together.
    public var total: UInt64 { building + layingOut + describing }
}

/// Computes the explanation once, when first asked.
private final class ExplanationSource: @unchecked Sendable {
    private let compute: () -> LayoutExplanation
    private let lock = NSLock()
    private var cached: LayoutExplanation?

    init(_ compute: @escaping () -> LayoutExplanation) {
        self.compute = compute
    }

    var value: LayoutExplanation {
        lock.lock()
        defer { lock.unlock() }
        if let cached { return cached }
        let value = compute()
        cached = value
        return value
    }
}

/// One build-and-layout of a view, on the caller's thread (and stack segments, for a deep tree).
struct LayoutRun {
    var size: CGSize
    var nodes: LayoutNodes
    var diagnostics: [LayoutDiagnostic]
    var statistics: LayoutStatistics
    var timings = LayoutTimings()
    var explanation: LayoutExplanation?

    static func perform<V: View>(
        _ view: V, screen: ScreenGeometry, environment: EnvironmentValues, options: LayoutOptions, tracing: Bool,
        doorObserver: ((DoorQuestion) -> Void)? = nil
    ) -> LayoutRun {
        MainActorExclusion.run {
            // On the caller's thread, whatever the tree's depth: building and the pass go on on
            // stack segments where the caller's stack runs low (`StackSegments`).
            let stack = StackSegments.current
            defer { stack.releaseUnusedStack() }
            let run = stack.continuing(segmentBytes: options.segmentBytes) {
                perform(
                    view, screen: screen, environment: environment, options: options, stack: stack, tracing: tracing,
                    doorObserver: doorObserver)
            }
            return run ?? outOfStack(environment: environment, segmentBytes: options.segmentBytes, stack: stack)
        }
    }

    /// What a layout gives when the caller's stack is nearly used up and no stack segment can be
    /// had: an empty tree, with the diagnostic that says so.
    private static func outOfStack(environment: EnvironmentValues, segmentBytes: Int, stack: StackSegments) -> LayoutRun {
        let store = NodeStore()
        let builder = TreeBuilder(maxDepth: 1, store: store, stack: stack, segmentBytes: segmentBytes)
        let root = LayoutNode(EmptyLayout(), inputs: _ViewInputs(environment: environment, builder: builder))
        let diagnostic = LayoutDiagnostic(kind: .stackExhausted(segmentBytes: segmentBytes), path: root.path, slot: root.slot)
        return LayoutRun(
            size: .zero, nodes: LayoutNodes(store: store, root: root), diagnostics: [diagnostic],
            statistics: LayoutStatistics(nodeCount: 1, measureCount: 0, requestCount: 0), explanation: nil)
    }

    /// How many times algorithms ran in the last pass (`EngineDoorCountTests`).
    var algorithmRuns = AlgorithmRuns()

    private static func perform<V: View>(
        _ view: V, screen: ScreenGeometry, environment: EnvironmentValues, options: LayoutOptions, stack: StackSegments, tracing: Bool,
        doorObserver: ((DoorQuestion) -> Void)?
    ) -> LayoutRun {
        var timings = LayoutTimings()
        var start = DispatchTime.now().uptimeNanoseconds
        var store: NodeStore
        var builder: TreeBuilder
        var root: LayoutNode
        var pass: LayoutPass
        var size: CGSize
        var built: UInt64
        var rounds = LayoutRounds()
        repeat {
            start = DispatchTime.now().uptimeNanoseconds
            store = NodeStore()
            if let estimate = NodeCountEstimate.estimate(for: V.self) { store.reserveCapacity(estimate) }
            rounds.startLayout()
            builder = TreeBuilder(
                maxDepth: options.maxDepth, store: store, states: rounds.states, stack: stack, segmentBytes: options.segmentBytes)
            root = makeRoot(view, environment: environment, builder: builder)
            built = DispatchTime.now().uptimeNanoseconds
            timings.building += built - start
            let nodeCount = store.count
            let budget = options.measurementsPerNode.multipliedReportingOverflow(by: nodeCount)
            let placements = LayoutOptions.placementsPerNode.multipliedReportingOverflow(by: nodeCount)
            pass = LayoutPass(
                isTracing: tracing, answersFromTraits: options.answersFromTraits, workBudget: budget.overflow ? .max : max(budget.partialValue, 1_000_000),
                placementBudget: placements.overflow ? .max : max(placements.partialValue, LayoutOptions.leastPlacementBudget),
                stack: stack, segmentBytes: options.segmentBytes)
            pass.doorObserver = doorObserver
            pass.safeArea = screen.safeArea
            pass.screen = screen.screen
            size = pass.run(root: root, proposal: screen.rootProposal, origin: screen.rootOrigin, centredIn: screen.safeArea)
        } while rounds.runActions(after: root)
        NodeCountEstimate.record(store, for: V.self)
        let laidOut = DispatchTime.now().uptimeNanoseconds
        timings.layingOut = laidOut - built
        var diagnostics = screen.problems.map { LayoutDiagnostic(kind: $0, path: root.path, slot: root.slot) } + builder.diagnostics + pass.diagnostics
            + rounds.diagnostics
        let nodes = LayoutNodes(store: store, root: root)
        // Report the topmost views left unplaced, not every view inside them. When every node
        // was placed there is none to look for: the search reads every node's record again,
        // which for a tree of 100,000 views cost as much as the rest of describing it.
        let someNodeIsUnplaced = pass.placedNodeCount < store.count
        for position in nodes.indices where someNodeIsUnplaced && diagnostics.count < LayoutDiagnostic.limit {
            let slot = nodes.slot(at: position)
            let record = store.records[Int(slot)]
            let parent = store.links[Int(slot)].parent
            guard record.frame == nil, parent >= 0, store.records[Int(parent)].frame != nil, !record.mayStayUnplaced else { continue }
            let node = LayoutNode(store: store, slot: slot)
            let diagnostic = LayoutDiagnostic(kind: .notPlaced, path: node.path, slot: node.slot)
            diagnostics.tell(diagnostic)
        }
        diagnostics = DiagnosticLocation.locate(diagnostics, in: store)
        let statistics = LayoutStatistics(nodeCount: nodes.count, measureCount: pass.measureCount, requestCount: pass.requestCount)
        let explanation = tracing ? ExplanationWriter.explain(pass.events) : nil
        timings.describing = DispatchTime.now().uptimeNanoseconds - laidOut
        var run = LayoutRun(
            size: size, nodes: nodes, diagnostics: diagnostics, statistics: statistics, timings: timings,
            explanation: explanation)
        run.algorithmRuns = pass.algorithmRuns
        return run
    }

    /// The root node: the view's only node, or an implicit `VStack` of several, or an empty node.
    private static func makeRoot<V: View>(_ view: V, environment: EnvironmentValues, builder: TreeBuilder) -> LayoutNode {
        var inputs = _ViewInputs(environment: environment, builder: builder)
        let mark = builder.warningMark
        let firstSlot = builder.nextSlot
        var nodes = V.makeNodeList(view, inputs: inputs)
        if nodes.count == 1 { return nodes[0] }
        if nodes.isEmpty { return LayoutNode(EmptyLayout(), inputs: inputs) }
        // Several: built again under the stack, which they now see.
        let firstBuild = firstSlot..<builder.nextSlot
        inputs.stackAxis = .vertical
        nodes = V.makeNodeList(view, inputs: inputs)
        // The second build makes the same nodes in the same order (the stack axis changes only
        // which way a `Spacer` or `Divider` at the top goes), so a warning about a node of the
        // first names its counterpart.
        if builder.nextSlot - firstBuild.upperBound == Int32(firstBuild.count) {
            builder.moveWarnings(since: mark, madeIn: firstBuild, builtAgainFrom: firstBuild.upperBound)
        }
        return LayoutNode(StackLayout(axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: nil), children: nodes, inputs: inputs)
    }
}

/// The screen a layout is for: the proposal, and the safe area inside it.
struct ScreenGeometry {
    /// What the root is proposed: the safe area's size.
    let rootProposal: ProposedViewSize
    /// Where the root's top-leading corner goes.
    let rootOrigin: CGPoint
    /// The safe area in screen coordinates, when insets were given.
    let safeArea: CGRect?
    /// The whole screen, when insets were given.
    let screen: CGRect?

    /// What was wrong with the screen given (a negative or NaN length under safe-area insets,
    /// insets larger than the screen), reported at the root.
    private(set) var problems: [LayoutDiagnostic.Kind] = []

    init(proposal given: ProposedViewSize, safeAreaInsets insets: EdgeInsets) {
        var clean = EdgeInsets(
            top: Self.clean(insets.top), leading: Self.clean(insets.leading),
            bottom: Self.clean(insets.bottom), trailing: Self.clean(insets.trailing))
        guard clean != EdgeInsets() else {
            rootProposal = given
            rootOrigin = .zero
            safeArea = nil
            screen = nil
            return
        }
        // The screen must be a real one: negative and NaN lengths are 0 (the pass cannot see
        // them once the insets are taken away), and the insets fit inside it, the leading and
        // top ones first.
        let proposal = given.sanitized
        if proposal != given { problems.append(.invalidProposal(given)) }
        let fitted = EdgeInsets(
            top: min(clean.top, proposal.height ?? .infinity),
            leading: min(clean.leading, proposal.width ?? .infinity),
            bottom: min(clean.bottom, max((proposal.height ?? .infinity) - min(clean.top, proposal.height ?? .infinity), 0)),
            trailing: min(clean.trailing, max((proposal.width ?? .infinity) - min(clean.leading, proposal.width ?? .infinity), 0)))
        if fitted != clean {
            problems.append(.safeAreaInsetsExceedScreen(insets: clean, screen: CGSize(width: proposal.width ?? .infinity, height: proposal.height ?? .infinity)))
            clean = fitted
        }
        rootProposal = ProposedViewSize(
            width: proposal.width.map { max($0 - clean.horizontal, 0) },
            height: proposal.height.map { max($0 - clean.vertical, 0) })
        rootOrigin = CGPoint(x: clean.leading, y: clean.top)
        let whole = CGSize(width: proposal.width ?? .infinity, height: proposal.height ?? .infinity)
        screen = CGRect(origin: .zero, size: whole)
        safeArea = CGRect(
            x: clean.leading, y: clean.top,
            width: rootProposal.width ?? .infinity, height: rootProposal.height ?? .infinity)
    }

    /// Insets are lengths ≥ 0; anything else counts as 0.
    private static func clean(_ length: CGFloat) -> CGFloat {
        length.isFinite && length > 0 ? length : 0
    }
}
