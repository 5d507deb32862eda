import Foundation

/// A point in a view's unit square: (0, 0) is the top-leading corner, (1, 1) the bottom-trailing.
/// Used as the anchor a view is placed by and to pick points of a rectangle.
public struct UnitPoint: Hashable, Sendable {
    /// The horizontal fraction, 0 at the leading edge and 1 at the trailing edge.
    public var x: CGFloat
    /// The vertical fraction, 0 at the top and 1 at the bottom.
    public var y: CGFloat

    /// The point (0, 0).
    public init() { self.init(x: 0, y: 0) }

    /// The point at the given fractions of width and height.
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    /// (0, 0).
    public static let zero = UnitPoint(x: 0, y: 0)
    /// (0.5, 0.5).
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// (0, 0.5).
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// (1, 0.5).
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// (0.5, 0).
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// (0.5, 1).
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// (0, 0).
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// (1, 0).
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// (0, 1).
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// (1, 1).
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

extension CGRect {
    /// The point of this rectangle at the unit point `point`: `rect[.topLeading]` is its origin,
    /// `rect[.center]` its middle (the book's helper for drawing shapes).
    public subscript(_ point: UnitPoint) -> CGPoint {
        CGPoint(x: minX + width * point.x, y: minY + height * point.y)
    }
}
