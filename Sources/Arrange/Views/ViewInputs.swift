import Foundation

/// What a view is built with: the environment it sees and the state of the tree being built.
/// Passed to `View._makeNodes`; not meant to be used directly.
public struct _ViewInputs {
    /// The environment the view and its descendants see.
    var environment: EnvironmentValues
    /// How deep in the view tree this view is (bodies and modifiers included).
    var depth: Int
    /// The axis of the stack that directly holds the view, which decides which way a `Spacer`
    /// grows and a `Divider` runs. Containers other than stacks clear it; modifiers keep it.
    var stackAxis: Axis?
    /// Whether `Section`s tag their nodes with the section they belong to, for
    /// `Group(sections:)` and `ForEach(sections:)` to find them.
    var marksSections = false
    /// Where the view sits in the tree, by which it keeps its state from one layout to the next.
    var identity = ViewIdentity.root
    /// The tree being built, unretained: its store keeps it (`NodeStore.builder`) as long as
    /// anything can hold these inputs (a lazy container's kept closures are the store's), and
    /// retaining it on every copy of the inputs, one or two a view, was an atomic operation
    /// pair of building each leaf.
    private let builderReference: Unmanaged<TreeBuilder>

    /// The state of the tree being built (for reads off the hot path: a use may retain it).
    var builder: TreeBuilder { builderReference.takeUnretainedValue() }

    init(environment: EnvironmentValues, builder: TreeBuilder) {
        self.environment = environment
        self.depth = 0
        self.builderReference = Unmanaged.passUnretained(builder)
    }

    /// `body` with the builder, neither retained nor released.
    @inline(__always)
    func withBuilder<Result>(_ body: (TreeBuilder) -> Result) -> Result {
        builderReference._withUnsafeGuaranteedRef(body)
    }

    /// The inputs for the child at `position` of a list of views (a view builder's element, an
    /// `if`'s branch, a `ForEach`'s element): the same, one step further in the identity.
    func child(_ position: Int) -> _ViewInputs {
        var inner = self
        inner.identity = identity.child(position)
        return inner
    }

    /// The inputs for the view named `id` (a `ForEach` element, `.id(_:)`): the same, with the
    /// identity of views named alike (`ViewIdentity.child(id:)`).
    func child<ID: Hashable>(id: ID) -> _ViewInputs {
        var inner = self
        inner.identity = identity.child(id: id)
        return inner
    }

    /// The inputs for a view of `type` built in place of a type-erased one (`AnyView`): a view
    /// of another type at the same place is another view.
    func child(_ type: Any.Type) -> _ViewInputs {
        var inner = self
        inner.identity = identity.child(type)
        return inner
    }

    /// The inputs one level deeper, or `nil` past the depth budget (which is then reported once).
    /// For a container that keeps them to build its content later, in the layout pass (a lazy
    /// stack's rows); one that builds its content now descends with `descending(_:)`.
    func descending() -> _ViewInputs? {
        let allowed = withBuilder { builder in
            guard depth < builder.maxDepth else {
                builder.reportDepthLimit()
                return false
            }
            return true
        }
        guard allowed else { return nil }
        var inner = self
        inner.depth = depth + 1
        return inner
    }

    /// Builds a child one level deeper with `build`, given the deeper inputs; `nil` past the
    /// depth budget, where the child is left out. This is where building recurses, so the build
    /// continues on a fresh stack segment when the one in use runs low (`StackSegments`).
    @inline(__always)
    @discardableResult
    func descending<Result>(_ build: (_ViewInputs) -> Result) -> Result? {
        guard let inner = descending() else { return nil }
        guard withBuilder({ $0.stack.isRunningLow }) else { return build(inner) }
        return builder.build(inner, onNextSegmentWith: build)
    }

    /// The inputs for a child whose environment differs.
    func with(_ change: (inout EnvironmentValues) -> Void) -> _ViewInputs {
        var copy = self
        change(&copy.environment)
        return copy
    }
}

// The rule for warnings raised before their node exists, written once (`tyingWarnings(_:to:)`):
// the diagnostics raised while a view builds its node (its arguments checked first, a view below
// that made no node of its own, the depth budget reached below) that name no node yet belong to
// that node, the nearest node made above them. What no view claims is about the root
// (`DiagnosticLocation`). Builds run in non-escaping closures, and the builder is called only
// when a build raised something: stacks and leaves, thousands a tree, pay two reads of a count.
extension _ViewInputs {
    /// The node `build` makes, with the diagnostics raised while it ran that name no node tied
    /// to it.
    @inline(__always)
    func tyingWarnings(_ build: () -> LayoutNode) -> LayoutNode {
        tyingWarnings(build, to: { $0 })
    }

    /// What `build` returns, with the diagnostics raised while it ran that name no node tied to
    /// `node`, made before it: for a view that builds its content when it is placed (a
    /// `GeometryReader`, a preference reader), after the containers above tied theirs.
    @inline(__always)
    func tyingWarnings<Built>(to node: LayoutNode, _ build: () -> Built) -> Built {
        tyingWarnings(build, to: { _ in node })
    }

    /// Runs `build`, which appends nodes to `outputs`, and ties the diagnostics raised while it
    /// ran that name no node to the first node it appended: for a view that may make several
    /// nodes, or none (a control, wrapped once per node its body makes; a modifier that makes a
    /// node per node of its content). When it appended none (its content cut by the depth
    /// budget), they are left to the view above.
    @inline(__always)
    func tyingWarnings(appendingTo outputs: inout _ViewOutputs, _ build: (inout _ViewOutputs) -> Void) {
        let start = outputs.nodes.count
        _ = tyingWarnings({ () -> LayoutNode? in
            build(&outputs)
            return start < outputs.nodes.count ? outputs.nodes[start] : nil
        }, to: { $0 })
    }

    /// What `build` returns, with the diagnostics raised while it ran that name no node tied to
    /// the node `owner` picks from it (none when it picks none).
    @inline(__always)
    private func tyingWarnings<Built>(_ build: () -> Built, to owner: (Built) -> LayoutNode?) -> Built {
        let mark = withBuilder { $0.warningMark }
        let built = build()
        if withBuilder({ $0.warningMark }) > mark, let node = owner(built) {
            withBuilder { $0.tieWarnings(since: mark, to: node) }
        }
        return built
    }
}

/// The layout nodes a view produced: none (`EmptyView`), one, or several (`Group`, `ForEach`).
public struct _ViewOutputs {
    var nodes: [LayoutNode] = []

    init() {}
}

/// The state of one tree being built from a view: its depth budget and what went wrong.
final class TreeBuilder {
    let maxDepth: Int
    /// Where the tree's nodes go. Not retained: the layout run owns it, and lazy containers keep
    /// the builder in their closures, which the store itself holds.
    unowned(unsafe) let store: NodeStore
    /// The store, for making nodes without retaining it (`LayoutNode.init(_:children:inputs:)`).
    let storeReference: Unmanaged<NodeStore>
    /// The views' state, kept from the layout before (`StateStore`).
    let states: StateStore
    /// View types found to have no `@Environment` properties, so they are not inspected again.
    var typesWithoutEnvironment: Set<ObjectIdentifier> = []
    /// View and modifier types found to have `@Environment` properties.
    var typesWithEnvironment: Set<ObjectIdentifier> = []
    /// Read and written without dynamic exclusivity checks (every `Color` leaf reads it twice
    /// to tie its warnings, and a check cost more than the read): a tree is built on one thread.
    @exclusivity(unchecked) private(set) var diagnostics: [LayoutDiagnostic] = []
    /// Whether some view lay deeper than `maxDepth` and was left out.
    private(set) var reachedDepthLimit = false
    /// The stacks building recurses on (the thread's).
    let stack: StackSegments
    /// How large a stack segment building continues on is (`LayoutOptions.stackSize`).
    let segmentBytes: Int
    /// Whether building stopped somewhere because no stack segment could be had.
    private var ranOutOfStack = false

    init(
        maxDepth: Int, store: NodeStore, states: StateStore = StateStore(), stack: StackSegments = .current,
        segmentBytes: Int = LayoutOptions.defaultStackSize
    ) {
        self.maxDepth = maxDepth
        self.stack = stack
        self.segmentBytes = segmentBytes
        self.store = store
        self.storeReference = Unmanaged.passUnretained(store)
        self.states = states
        // The store keeps its builder: inputs refer to it unretained (`_ViewInputs.builder`).
        store.builder = self
    }

    /// Records, once per tree, that a view lay past the depth budget and was left out.
    func reportDepthLimit() {
        guard !reachedDepthLimit else { return }
        reachedDepthLimit = true
        // Tied, like a warning raised before its node is made, to the nearest node made above
        // the cut (`_ViewInputs.tyingWarnings`).
        diagnostics.append(LayoutDiagnostic(kind: .depthLimitExceeded(limit: maxDepth), path: "depth \(maxDepth)"))
    }

    /// `build(inner)` on the next stack segment; when none can be had, the child is left out and
    /// that is told once per tree. Out of line, with the child's inputs as an argument: a
    /// closure made in the descending view's frame took room there whether it ran or not.
    @inline(never)
    func build<Result>(_ inner: _ViewInputs, onNextSegmentWith build: (_ViewInputs) -> Result) -> Result? {
        if let result = stack.onNextSegment(byteCount: segmentBytes, { build(inner) }) { return result }
        if !ranOutOfStack {
            ranOutOfStack = true
            diagnostics.append(LayoutDiagnostic(kind: .stackExhausted(segmentBytes: segmentBytes), path: "building"))
        }
        return nil
    }

    /// Records a diagnostic about the view named `view` once (the same message about a view of
    /// the same name is told once per tree), tied to `node` when the view's node is made, else
    /// to the nearest node made above it (`_ViewInputs.tyingWarnings`).
    func warn(_ kind: LayoutDiagnostic.Kind, in view: String, at node: LayoutNode? = nil) {
        diagnostics.tell(LayoutDiagnostic(kind: kind, path: view, slot: node?.slot))
    }

    /// Records a diagnostic about a view left out of the tree (it has no node, and no other
    /// node is made to stand for it).
    func warnLeftOut(_ kind: LayoutDiagnostic.Kind, in view: String) {
        diagnostics.tell(LayoutDiagnostic(kind: kind, path: view, slot: LayoutDiagnostic.leftOut))
    }

    /// Where the diagnostics recorded from now on start (for `_ViewInputs.tyingWarnings`, and
    /// for moving the warnings of views built twice).
    var warningMark: Int { diagnostics.count }

    /// Ties the diagnostics recorded since `mark` that name no node yet to `node`: a view that
    /// checks its arguments before making its node names the node once it is made. Called
    /// through `_ViewInputs.tyingWarnings`, where the rule is written.
    func tieWarnings(since mark: Int, to node: LayoutNode) {
        guard mark < diagnostics.count else { return }
        for index in mark..<diagnostics.count where diagnostics[index].slot == nil {
            diagnostics[index].slot = node.slot
        }
    }

    /// The slot the next node made will have.
    var nextSlot: Int32 { Int32(store.count) }

    /// Ties the diagnostics recorded since `mark` about nodes made in `built` to the nodes made
    /// from `start` on: the same views built again, node for node, in the same order, after the
    /// first nodes were thrown away (the views at the root of a body of several views are built
    /// once to count them). The repeats of the second build were not told (`ToldOnce`).
    func moveWarnings(since mark: Int, madeIn built: Range<Int32>, builtAgainFrom start: Int32) {
        let offset = start - built.lowerBound
        for index in mark..<diagnostics.count {
            guard let slot = diagnostics[index].slot, built.contains(slot) else { continue }
            diagnostics[index].slot = slot + offset
        }
    }

    /// Ties the diagnostics recorded since `mark` about nodes that are not in `kept` or inside
    /// them (nodes built and thrown away) to `node`: a view that builds views to pick some of
    /// their nodes names itself for the ones it left out.
    func tieWarningsOfNodesLeftOut(since mark: Int, keeping kept: [LayoutNode], to node: LayoutNode) {
        guard mark < diagnostics.count else { return }
        let keptSlots = Set(kept.map(\.slot))
        for index in mark..<diagnostics.count {
            guard let slot = diagnostics[index].slot, slot >= 0 else { continue }
            var top = LayoutNode(store: store, slot: slot)
            while let parent = top.parent { top = parent }
            if !keptSlots.contains(top.slot) { diagnostics[index].slot = node.slot }
        }
    }
}

nonisolated extension View {
    /// The nodes `view` produces with `inputs`, as a list of its own.
    static func makeNodeList(_ view: Self, inputs: _ViewInputs) -> [LayoutNode] {
        var outputs = _ViewOutputs()
        _makeNodes(view, inputs: inputs, outputs: &outputs)
        return outputs.nodes
    }
}
