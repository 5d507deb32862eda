import Foundation

// What iOS 18 tells a view about its scroll views: their geometry, their phase, whether a view
// inside is visible. At rest nobody scrolls, so each action runs with what the still picture
// shows once laid out (as `onGeometryChange` runs), and again when a new layout changes it.

/// The geometry of a scroll view, as SwiftUI's `ScrollGeometry`: how large its content is, how
/// far it is scrolled, the insets around the content and the scroll view's own size.
///
/// Invariants: `visibleRect` and `bounds` are worked out from the stored values, never stored.
public struct ScrollGeometry: Equatable, Sendable {
    /// How far the content is scrolled: the content's point at the scroll view's top-leading
    /// corner (negative where content shorter than the scroll view is placed down or right).
    public var contentOffset: CGPoint
    /// The size of the content, without its insets.
    public var contentSize: CGSize
    /// The insets around the content (its `contentMargins`).
    public var contentInsets: EdgeInsets
    /// The scroll view's size.
    public var containerSize: CGSize

    /// A geometry of these values.
    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }

    /// The part of the content the scroll view shows, in the content's coordinates.
    public var visibleRect: CGRect {
        CGRect(origin: contentOffset, size: containerSize)
    }

    /// The scroll view's rectangle inside its content insets, in the content's coordinates.
    public var bounds: CGRect {
        CGRect(
            x: contentOffset.x + contentInsets.leading, y: contentOffset.y + contentInsets.top,
            width: max(containerSize.width - contentInsets.leading - contentInsets.trailing, 0),
            height: max(containerSize.height - contentInsets.top - contentInsets.bottom, 0))
    }
}

extension ScrollGeometry {
    /// The geometry of the first scroll view at or inside `node` once placed, or `nil` when
    /// there is none.
    init?(firstScrollViewIn node: LayoutNode) {
        guard let scroll = node.subtree.first(where: { $0.algorithm is ScrollViewLayout }),
              let layout = scroll.algorithm as? ScrollViewLayout, let frame = scroll.frame else { return nil }
        let insets = layout.margins
        let inset = scroll.children.first?.frame ?? CGRect(origin: frame.origin, size: .zero)
        let content = CGRect(
            x: inset.minX + insets.leading, y: inset.minY + insets.top,
            width: max(inset.width - insets.leading - insets.trailing, 0),
            height: max(inset.height - insets.top - insets.bottom, 0))
        self.init(
            contentOffset: CGPoint(x: frame.minX - content.minX, y: frame.minY - content.minY),
            contentSize: content.size, contentInsets: insets, containerSize: frame.size)
    }
}

/// What a scroll view is doing, as SwiftUI's `ScrollPhase`: at rest always `.idle`.
public enum ScrollPhase: Hashable, Sendable {
    /// Nothing scrolls.
    case idle
    /// A finger is down but has not moved yet.
    case tracking
    /// The user drags the content.
    case interacting
    /// The content slows after the finger left.
    case decelerating
    /// The content moves to a place a program scrolled to.
    case animating

    /// Whether the scroll view is moving: any phase but `.idle`.
    public var isScrolling: Bool { self != .idle }
}

/// What SwiftUI tells an `onScrollPhaseChange` action beside the phases: the scroll view's
/// geometry and how fast it moves.
public struct ScrollPhaseChangeContext: Sendable {
    /// The scroll view's geometry.
    public var geometry: ScrollGeometry
    /// How fast it moves, in points per second, when known.
    public var velocity: CGVector?
}

nonisolated extension View {
    /// Runs `action` with the old and new values of `transform` of the first scroll view's
    /// geometry at or inside this view: once laid out (both values the first one), and again
    /// when a new layout (after an action changed state) gives a different value.
    public func onScrollGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (ScrollGeometry) -> T, action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View {
        let observer = NodePreferences.Observer(
            keyName: "onScrollGeometryChange(for: \(String(describing: T.self)))",
            read: { node in ScrollGeometry(firstScrollViewIn: node).map(transform) as Any },
            isEqual: { ($0 as? T) == ($1 as? T) },
            perform: { value in
                if let value = value as? T { action(value, value) }
            })
        return modifyingNodes("onScrollGeometryChange") { $0.addPreferenceObserver(observer) }
    }

    /// Runs `action` as the phase of the first scroll view inside changes: it stays `.idle` at
    /// rest, so the action never runs. Recorded.
    public func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void) -> some View {
        recording("onScrollPhaseChange")
    }

    /// Runs `action` as the phase of the first scroll view inside changes, with its geometry:
    /// it stays `.idle` at rest, so the action never runs. Recorded.
    public func onScrollPhaseChange(
        _ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase, _ context: ScrollPhaseChangeContext) -> Void
    ) -> some View {
        recording("onScrollPhaseChange")
    }

    /// Runs `action` with `true` when at least `threshold` of this view's area shows in the
    /// scroll view around it, and with `false` when it stops: once laid out a view that shows
    /// runs it with `true` (one that does not starts hidden, and runs nothing).
    public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (_ isVisible: Bool) -> Void) -> some View {
        let reported = ReportedVisibility()
        let observer = NodePreferences.Observer(
            keyName: "onScrollVisibilityChange",
            read: { node in visibleFraction(of: node) >= threshold },
            isEqual: { ($0 as? Bool) == ($1 as? Bool) },
            perform: { value in
                guard let isVisible = value as? Bool, isVisible != reported.isVisible else { return }
                reported.isVisible = isVisible
                action(isVisible)
            })
        return modifyingNodes("onScrollVisibilityChange") { $0.addPreferenceObserver(observer) }
    }

    /// Runs `action` with the identities (of type `idType`) of the scroll targets showing at
    /// least `threshold` of themselves. Recorded; the action does not run.
    public func onScrollTargetVisibilityChange<ID: Hashable>(
        idType: ID.Type, threshold: Double = 0.5, _ action: @escaping ([ID]) -> Void
    ) -> some View {
        recording("onScrollTargetVisibilityChange", "idType: \(ID.self)")
    }
}

/// The visibility an `onScrollVisibilityChange` action last heard: a view starts hidden.
private final class ReportedVisibility: @unchecked Sendable {
    var isVisible = false
}

/// How much of `node`'s area shows in the nearest scroll view around it, from 0 to 1; 0 with no
/// scroll view around, or for a view of no area.
private func visibleFraction(of node: LayoutNode) -> Double {
    guard let frame = node.frame, frame.width > 0, frame.height > 0 else { return 0 }
    var ancestor = node.parent
    while let scroll = ancestor, !(scroll.algorithm is ScrollViewLayout) { ancestor = scroll.parent }
    guard let shown = ancestor?.frame else { return 0 }
    let overlap = frame.intersection(shown)
    guard !overlap.isNull else { return 0 }
    return Double(overlap.width * overlap.height / (frame.width * frame.height))
}
