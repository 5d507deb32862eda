import Foundation

/// The scrolling that a picture's actions asked for, kept from one layout to the next
/// (`LayoutRounds`): `ScrollViewProxy.scrollTo(_:anchor:)` calls, and the `ScrollPosition`s
/// that name a view.
///
/// After a layout, each request is resolved against the frames it produced (`resolve(in:)`): the
/// view with the requested identity (its `.id(_:)` or its `ForEach` element's identity) is found,
/// its nearest enclosing `ScrollView` is given the offset that shows it at the anchor, and the
/// picture is laid out again with that offset (`ScrollRest`'s offset rule). A request for an
/// identity no view has does nothing, as in SwiftUI.
///
/// Invariants: offsets are finite; a request is resolved against the first layout after it was
/// made, and again after each layout in which it moved its scroll view, at most `attemptLimit`
/// times; actions on other threads (`task`) may make requests, so the requests are locked.
final class ScrollTargets: @unchecked Sendable {
    /// A request to show the view `id` at `anchor` (`nil`: scroll as little as shows it whole).
    struct Request {
        let id: ScrolledViewID
        let anchor: UnitPoint?
        /// How many layouts the request has moved a scroll view in. A move in a lazy stack builds
        /// and measures the rows it brings into sight, which moves the rows' estimated places,
        /// so a request that moved a scroll view is tried again after the next layout, until it
        /// no longer moves it or `attemptLimit` is reached.
        var attempts = 0
    }

    private let lock = NSLock()
    /// `scrollTo` calls not resolved yet, in the order they were made.
    private var requests: [Request] = []
    /// The offset each scroll view was scrolled to, by `key(identity:axes:)`.
    private var offsets: [ViewIdentity: CGPoint] = [:]
    /// The scroll views whose `ScrollPosition` naming a view was asked for already, by key.
    private var positionsAsked: Set<ViewIdentity> = []

    /// The key of the scroll view scrolling along `axes` built at `identity` (a scroll view whose
    /// only content is another one shares its identity, not its axes).
    static func key(identity: ViewIdentity, axes: Axis.Set) -> ViewIdentity {
        identity.child(Int(axes.rawValue))
    }

    /// Asks for the view `id` to be shown at `anchor` after the next layout.
    func request(_ id: ScrolledViewID, anchor: UnitPoint?) {
        lock.withLock { requests.append(Request(id: id, anchor: anchor)) }
    }

    /// The offset the scroll view `key` was scrolled to, if a request moved it.
    func offset(for key: ViewIdentity) -> CGPoint? {
        lock.withLock { offsets[key] }
    }

    /// Asks, once per scroll view, for the view its `ScrollPosition` names (`id`) to be shown at
    /// `anchor`, its top-leading corner when `nil` (the position's view is the one at the top):
    /// the scroll view `key` being built rests there from the next layout on.
    func requestPosition(_ id: ScrolledViewID, anchor: UnitPoint?, for key: ViewIdentity) {
        lock.withLock {
            guard positionsAsked.insert(key).inserted else { return }
            requests.append(Request(id: id, anchor: anchor ?? .topLeading))
        }
    }

    /// Resolves the requests made since the last layout against `root`'s frames; whether a
    /// scroll view's offset changed, so that the picture must be laid out again.
    func resolve(in root: LayoutNode) -> Bool {
        let pending = lock.withLock {
            defer { requests = [] }
            return requests
        }
        guard !pending.isEmpty else { return false }
        var moved = false
        let nodes = Array(root.subtree)
        for request in pending {
            let didMove: Bool
            if let view = Self.node(named: request.id, in: nodes) {
                guard let scrollView = Self.enclosingScrollView(of: view) else { continue }
                didMove = scroll(scrollView, toShow: view.frame, at: request.anchor)
            } else if let (scrollView, estimate) = Self.estimatedFrame(of: request.id, in: nodes) {
                // A lazy row out of sight is not built: the scroll view moves to where its stack
                // expects it, which builds the rows there, and the next layout finds it.
                didMove = scroll(scrollView, toShow: estimate, at: request.anchor)
            } else {
                continue
            }
            guard didMove else { continue }
            moved = true
            var again = request
            again.attempts += 1
            if again.attempts < Self.attemptLimit {
                lock.withLock { requests.append(again) }
            }
        }
        return moved
    }

    /// How many layouts one request may move a scroll view in (each a layout more).
    static let attemptLimit = 4

    /// The nearest scroll view around `node`.
    private static func enclosingScrollView(of node: LayoutNode) -> LayoutNode? {
        sequence(first: node, next: \.parent).dropFirst().first { scrollKey(of: $0) != nil }
    }

    /// Where a lazy stack inside a scroll view expects its row `id`, not built yet, to lie: after
    /// the rows before it at their measured lengths (the average of those measured for the
    /// others) and spacing, as the stack places them; with the scroll view to move.
    private static func estimatedFrame(of id: ScrolledViewID, in nodes: [LayoutNode]) -> (LayoutNode, CGRect)? {
        for node in nodes {
            guard let lazy = node.algorithm as? LazyStackLayout, let stack = node.frame,
                let index = lazy.state.rows.index(of: id.key), let scrollView = enclosingScrollView(of: node)
            else { continue }
            let axis = lazy.axis
            let measured = lazy.state.builtByRow.compactMapValues { $0.frame?.span(along: axis).length }
            let average = measured.isEmpty ? 0 : measured.values.reduce(0, +) / CGFloat(measured.count)
            var start = stack.span(along: axis).start
            for row in 0..<index {
                start += (measured[row] ?? average) + lazy.spacing
            }
            let across = stack.span(along: axis.cross)
            let frame = axis == .vertical
                ? CGRect(x: across.start, y: start, width: across.length, height: measured[index] ?? average)
                : CGRect(x: start, y: across.start, width: measured[index] ?? average, height: across.length)
            return (scrollView, frame)
        }
        return nil
    }

    /// Gives `scrollView` the offset that shows `target` (a frame in the root's coordinates) at
    /// `anchor`; whether the offset changed.
    private func scroll(_ scrollView: LayoutNode, toShow target: CGRect?, at anchor: UnitPoint?) -> Bool {
        guard let key = Self.scrollKey(of: scrollView), let layout = scrollView.algorithm as? ScrollViewLayout,
            let visible = scrollView.frame, let content = scrollView.children.first?.frame, let target
        else { return false }
        let current = CGPoint(x: visible.minX - content.minX, y: visible.minY - content.minY)
        var offset = current
        for axis in Axis.allCases where layout.axes.contains(axis == .horizontal ? .horizontal : .vertical) {
            let span = target.span(along: axis)
            offset[axis] = Self.offset(
                showing: (span.start - content.origin[axis], span.length), in: visible.size[axis], from: current[axis],
                anchor: anchor.map { axis == .horizontal ? $0.x : $0.y })
        }
        guard offset.x.isFinite, offset.y.isFinite else { return false }
        return lock.withLock {
            // No move when the scroll view is there already, or was sent there before (and
            // stopped short at the end of its content); within a thousandth of a point, so that
            // rounding differences between layouts are no move.
            let isThere = { (place: CGPoint) in abs(place.x - offset.x) < 0.001 && abs(place.y - offset.y) < 0.001 }
            if isThere(current) || offsets[key].map(isThere) == true { return false }
            offsets[key] = offset
            return true
        }
    }

    /// The offset along one axis that shows `target` (its start and length in the content) in a
    /// scroll view `visible` long now at `current`: with an anchor fraction, the target's point at
    /// that fraction lies at the same fraction of the scroll view; without one, the least
    /// scrolling that shows the whole target (its start when it is longer than the scroll view).
    static func offset(showing target: (start: CGFloat, length: CGFloat), in visible: CGFloat, from current: CGFloat, anchor: CGFloat?) -> CGFloat {
        if let anchor {
            return target.start + anchor * target.length - anchor * visible
        }
        if target.start >= current && target.start + target.length <= current + visible { return current }
        if target.start < current || target.length > visible { return target.start }
        return target.start + target.length - visible
    }

    /// The key of `node`'s scroll view, if it is one.
    private static func scrollKey(of node: LayoutNode) -> ViewIdentity? {
        (node.algorithm as? ScrollViewLayout)?.key
    }

    /// The first placed node named `id`, by `.id(_:)` or as a `ForEach` element.
    private static func node(named id: ScrolledViewID, in nodes: some Sequence<LayoutNode>) -> LayoutNode? {
        nodes.first { node in
            node.frame != nil && (node.id == id.key || (node.hasTag && node.tag == id.key))
        }
    }
}

extension CGRect {
    /// The rectangle's start and length along `axis`.
    fileprivate func span(along axis: Axis) -> (start: CGFloat, length: CGFloat) {
        axis == .horizontal ? (minX, width) : (minY, height)
    }
}
