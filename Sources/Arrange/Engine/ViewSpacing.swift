import Foundation

/// How much space a view wants between itself and its neighbours in a stack when the stack
/// states no spacing of its own.
///
/// Each edge holds a preferred distance or `nil` for "no preference". Two neighbours keep the
/// larger of their facing preferences, and 8 points when neither has one (SwiftUI's default
/// spacing between views). A `Spacer` prefers 0 along its stack's axis, so nothing separates it
/// from its neighbours.
public struct ViewSpacing: Equatable, Sendable {
    /// The preference on each edge (0 where there is none), top, leading, bottom, trailing.
    /// Four numbers and a mask rather than four optionals: every node's record holds one, and
    /// this is 33 bytes against 57.
    private var distances: (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    /// Which edges have a preference: bit 0 top, 1 leading, 2 bottom, 3 trailing.
    private var preferred: UInt8 = 0

    /// The preferred distance above the view, `nil` for none.
    var top: CGFloat? {
        get { preferred & 1 == 0 ? nil : distances.0 }
        set { distances.0 = newValue ?? 0; setPreferred(newValue != nil, bit: 1) }
    }
    /// The preferred distance before the view along the reading direction, `nil` for none.
    var leading: CGFloat? {
        get { preferred & 2 == 0 ? nil : distances.1 }
        set { distances.1 = newValue ?? 0; setPreferred(newValue != nil, bit: 2) }
    }
    /// The preferred distance below the view, `nil` for none.
    var bottom: CGFloat? {
        get { preferred & 4 == 0 ? nil : distances.2 }
        set { distances.2 = newValue ?? 0; setPreferred(newValue != nil, bit: 4) }
    }
    /// The preferred distance after the view along the reading direction, `nil` for none.
    var trailing: CGFloat? {
        get { preferred & 8 == 0 ? nil : distances.3 }
        set { distances.3 = newValue ?? 0; setPreferred(newValue != nil, bit: 8) }
    }

    private mutating func setPreferred(_ isPreferred: Bool, bit: UInt8) {
        preferred = isPreferred ? preferred | bit : preferred & ~bit
    }

    /// Equal when each edge has the same preference (or none on both sides).
    public static func == (lhs: ViewSpacing, rhs: ViewSpacing) -> Bool {
        lhs.top == rhs.top && lhs.leading == rhs.leading && lhs.bottom == rhs.bottom && lhs.trailing == rhs.trailing
    }

    /// The distance between views when neither states a preference.
    static let defaultDistance: CGFloat = 8

    /// A spacing given to a container, as the container uses it: the spacing itself when it is
    /// a finite number, else `nil` (the container's default) with the diagnostic that says so,
    /// naming `parameter` (`HStack(spacing:)`). The one rule every container that takes a
    /// spacing checks it by: `HStack`, `VStack`, the lazy stacks and grids, `Grid`, their
    /// `Layout` values (`HStackLayout`, `VStackLayout`, `GridLayout`), `FlowLayout` and
    /// `containerRelativeFrame`.
    static func checked(_ spacing: CGFloat?, parameter: @autoclosure () -> String) -> (value: CGFloat?, problem: LayoutDiagnostic.Kind?) {
        guard let spacing else { return (nil, nil) }
        guard spacing.isFinite else { return (nil, .invalidValue(modifier: parameter(), value: spacing)) }
        return (spacing, nil)
    }

    /// No preference on any edge: neighbours end up 8 points away.
    public static let standard = ViewSpacing()

    /// A preference of 0 on every edge.
    public static let zero = ViewSpacing(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// No preference on any edge.
    public init() {}

    init(top: CGFloat?, leading: CGFloat?, bottom: CGFloat?, trailing: CGFloat?) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The distance from this view to `next`, which follows it along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        let mine = axis == .horizontal ? trailing : bottom
        let theirs = axis == .horizontal ? next.leading : next.top
        switch (mine, theirs) {
        case (nil, nil): return Self.defaultDistance
        case let (a?, nil): return a
        case let (nil, b?): return b
        case let (a?, b?): return max(a, b)
        }
    }

    /// Takes the larger preference on each edge, as a container holding both views would.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        func merged(_ a: CGFloat?, _ b: CGFloat?) -> CGFloat? {
            guard let a else { return b }
            guard let b else { return a }
            return max(a, b)
        }
        if edges.contains(.top) { top = merged(top, other.top) }
        if edges.contains(.leading) { leading = merged(leading, other.leading) }
        if edges.contains(.bottom) { bottom = merged(bottom, other.bottom) }
        if edges.contains(.trailing) { trailing = merged(trailing, other.trailing) }
    }

    /// The larger preference on each edge.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var result = self
        result.formUnion(other, edges: edges)
        return result
    }
}
