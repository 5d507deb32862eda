import Foundation

/// Where a scroll view is scrolled within its content, as SwiftUI's `ScrollPosition` (iOS 18):
/// automatic (where the scroll view would be anyway), an edge, a point of the content, or the
/// view with an identity.
///
/// Invariants: the position names at most one target; a point's coordinates are finite (a
/// non-finite one is taken as 0). Nobody scrolls at rest, so `isPositionedByUser` is `false`.
///
/// A scroll view given a position with `scrollPosition(_:anchor:)` rests there: at an edge
/// (`.bottom` shows the end of the content), at a point (clamped to the content), at `x:` or `y:`
/// along one axis, or at the view with an identity, which it shows at its top-leading corner or
/// at the position's anchor (`ScrollTargets`, after a first layout finds the view).
public struct ScrollPosition: Equatable, Sendable {
    /// What the position names.
    enum Target: Equatable, Sendable {
        case automatic
        case edge(Edge)
        case point(CGPoint)
        case x(CGFloat)
        case y(CGFloat)
        case view(ScrolledViewID, anchor: UnitPoint?)
    }

    var target: Target

    /// An automatic position, whose scroll targets' identities are of `idType`.
    public init<ID: Hashable & Sendable>(idType: ID.Type = Never.self) {
        target = .automatic
    }

    /// A position at `edge`.
    public init<ID: Hashable & Sendable>(idType: ID.Type = Never.self, edge: Edge) {
        target = .edge(edge)
    }

    /// A position with the content's point `point` at the scroll view's top-leading corner.
    public init<ID: Hashable & Sendable>(idType: ID.Type = Never.self, point: CGPoint) {
        target = .point(CGPoint(x: finiteOrZero(point.x), y: finiteOrZero(point.y)))
    }

    /// A position `x` points along the horizontal axis.
    public init<ID: Hashable & Sendable>(idType: ID.Type = Never.self, x: CGFloat) {
        target = .x(finiteOrZero(x))
    }

    /// A position `y` points along the vertical axis.
    public init<ID: Hashable & Sendable>(idType: ID.Type = Never.self, y: CGFloat) {
        target = .y(finiteOrZero(y))
    }

    /// A position at the view whose identity is `id`, at `anchor`.
    public init(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
        target = .view(ScrolledViewID(id), anchor: anchor)
    }

    /// Scrolls to the view whose identity is `id`, at `anchor`.
    public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
        target = .view(ScrolledViewID(id), anchor: anchor)
    }

    /// Scrolls to `edge`.
    public mutating func scrollTo(edge: Edge) {
        target = .edge(edge)
    }

    /// Scrolls so that the content's point `point` is at the top-leading corner.
    public mutating func scrollTo(point: CGPoint) {
        target = .point(CGPoint(x: finiteOrZero(point.x), y: finiteOrZero(point.y)))
    }

    /// Scrolls to `x` along the horizontal axis.
    public mutating func scrollTo(x: CGFloat) {
        target = .x(finiteOrZero(x))
    }

    /// Scrolls to `y` along the vertical axis.
    public mutating func scrollTo(y: CGFloat) {
        target = .y(finiteOrZero(y))
    }

    /// Scrolls to the point (`x`, `y`).
    public mutating func scrollTo(x: CGFloat, y: CGFloat) {
        scrollTo(point: CGPoint(x: x, y: y))
    }

    /// Whether the user scrolled to the position: never at rest.
    public var isPositionedByUser: Bool { false }

    /// The edge the position names, if it names one.
    public var edge: Edge? {
        if case .edge(let edge) = target { return edge }
        return nil
    }

    /// The point the position names, if it names one (`x:` or `y:` alone name none).
    public var point: CGPoint? {
        if case .point(let point) = target { return point }
        return nil
    }

    /// The identity of the view the position names, if it names one.
    public var viewID: (any Hashable & Sendable)? {
        if case .view(let id, _) = target { return id.base }
        return nil
    }

    /// The identity of the view the position names, if it names one of type `type`.
    public func viewID<T: Hashable & Sendable>(type: T.Type) -> T? {
        viewID as? T
    }
}

extension ScrollPosition.Target {
    /// The target as `frames --json` records it: `.bottom`, `point: (0, 120)`, `id: 3`.
    var recordedDescription: String {
        switch self {
        case .automatic: "automatic"
        case .edge(let edge): "edge: .\(edge)"
        case .point(let point): "point: (\(RecordedArgument.text(point.x)), \(RecordedArgument.text(point.y)))"
        case .x(let x): "x: \(RecordedArgument.text(x))"
        case .y(let y): "y: \(RecordedArgument.text(y))"
        case .view(let id, _): "id: \(RecordedArgument.text(id.base))"
        }
    }
}

/// A scrolled-to view's identity, compared by value.
struct ScrolledViewID: Equatable, @unchecked Sendable {
    let base: any Hashable & Sendable
    /// The identity as `.id(_:)` and `ForEach` name views, to find the view by.
    let key: AnyHashable

    init(_ id: some Hashable & Sendable) {
        base = id
        key = AnyHashable(id)
    }

    /// An identity of a type not known to be `Sendable` (`ScrollViewProxy.scrollTo(_:anchor:)`,
    /// `scrollPosition(id:anchor:)` take any `Hashable`): read back as an `AnyHashable`.
    init(anyHashable id: some Hashable) {
        key = AnyHashable(id)
        base = UncheckedHashable(key: key)
    }

    private struct UncheckedHashable: Hashable, @unchecked Sendable {
        let key: AnyHashable
    }

    static func == (a: Self, b: Self) -> Bool { a.key == b.key }
}

private func finiteOrZero(_ value: CGFloat) -> CGFloat {
    value.isFinite ? value : 0
}

nonisolated extension View {
    /// Rests the scroll views inside (the one it is applied to, or the nearest inside it) at
    /// `position`: an edge, a point, along one axis, or at a view, shown at the position's
    /// anchor, else `anchor`, else at the top-leading corner. Recorded as `scrollPosition`. The
    /// binding is never written: nobody scrolls at rest.
    public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View {
        var target = position.wrappedValue.target
        if case .view(let id, nil) = target { target = .view(id, anchor: anchor) }
        return transformEnvironment(\.scrollRest) { [target] in $0.target = target }
            .recording("scrollPosition", target.recordedDescription)
    }

    /// Rests the scroll views inside (the one it is applied to, or the nearest inside it) at the
    /// view whose identity `id` holds, shown at `anchor` (its top-leading corner when `nil`); at
    /// their start when `id` holds `nil`. Recorded. The binding is never written: nobody scrolls
    /// at rest.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        let target = id.wrappedValue.map { ScrollPosition.Target.view(ScrolledViewID(anyHashable: $0), anchor: anchor) }
        return transformEnvironment(\.scrollRest) { rest in
            if let target { rest.target = target }
        }
        .recording("scrollPosition", "id: \(id.wrappedValue.map { RecordedArgument.text($0) } ?? "nil")")
    }
}
