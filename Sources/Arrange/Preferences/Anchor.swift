import Foundation

/// A geometric value (a rectangle, a point) taken from a view's frame, that an ancestor resolves
/// in its own coordinates with `GeometryProxy[anchor]`. Made from an `Anchor.Source` by
/// `anchorPreference`.
public struct Anchor<Value> {
    /// The value in the root's coordinates.
    let global: Value
    /// The value moved into coordinates whose origin lies at the given root point.
    let relocate: @Sendable (Value, CGPoint) -> Value

    /// The value in coordinates whose origin lies at `origin` (root coordinates).
    func resolved(relativeTo origin: CGPoint) -> Value {
        relocate(global, origin)
    }

    /// What an anchor is taken from: a rule that turns a view's frame into the value.
    public struct Source {
        let make: (CGRect) -> Anchor<Value>

        /// The anchor for a view whose frame (root coordinates) is `frame`.
        func anchor(in frame: CGRect) -> Anchor<Value> {
            make(frame)
        }
    }
}

extension Anchor: Sendable where Value: Sendable {}

extension Anchor: Equatable where Value: Equatable {
    /// Two anchors are equal when they stand for the same value on the screen.
    public static func == (lhs: Anchor, rhs: Anchor) -> Bool {
        lhs.global == rhs.global
    }
}

extension Anchor.Source where Value == CGRect {
    /// The view's own bounds.
    public static var bounds: Self { rect(CGRect(origin: .zero, size: .zero), wholeBounds: true) }

    /// `r`, given in the view's own coordinates.
    public static func rect(_ r: CGRect) -> Self { rect(r, wholeBounds: false) }

    private static func rect(_ r: CGRect, wholeBounds: Bool) -> Self {
        Self { frame in
            let global = wholeBounds ? frame : r.offsetBy(dx: frame.minX, dy: frame.minY)
            return Anchor(global: global) { rect, origin in rect.offsetBy(dx: -origin.x, dy: -origin.y) }
        }
    }
}

extension Anchor.Source where Value == CGPoint {
    /// `p`, given in the view's own coordinates.
    public static func point(_ p: CGPoint) -> Self {
        Self { frame in
            Anchor(global: CGPoint(x: frame.minX + p.x, y: frame.minY + p.y)) { point, origin in
                CGPoint(x: point.x - origin.x, y: point.y - origin.y)
            }
        }
    }

    /// The point at `p` of the view's size (`.center` is the middle).
    public static func unitPoint(_ p: UnitPoint) -> Self {
        Self { frame in
            point(CGPoint(x: p.x * frame.width, y: p.y * frame.height)).anchor(in: frame)
        }
    }

    /// The view's top-leading corner.
    public static var topLeading: Self { unitPoint(.topLeading) }
    /// The middle of the view's top edge.
    public static var top: Self { unitPoint(.top) }
    /// The view's top-trailing corner.
    public static var topTrailing: Self { unitPoint(.topTrailing) }
    /// The middle of the view's leading edge.
    public static var leading: Self { unitPoint(.leading) }
    /// The view's centre.
    public static var center: Self { unitPoint(.center) }
    /// The middle of the view's trailing edge.
    public static var trailing: Self { unitPoint(.trailing) }
    /// The view's bottom-leading corner.
    public static var bottomLeading: Self { unitPoint(.bottomLeading) }
    /// The middle of the view's bottom edge.
    public static var bottom: Self { unitPoint(.bottom) }
    /// The view's bottom-trailing corner.
    public static var bottomTrailing: Self { unitPoint(.bottomTrailing) }
}

extension GeometryProxy {
    /// `anchor`'s value in this reader's own coordinates.
    public subscript<T>(anchor: Anchor<T>) -> T {
        anchor.resolved(relativeTo: globalFrame.origin)
    }
}
